// @vitest-environment jsdom
// 劳务工资 dialogs against the mock in-process (moved from tests/e2e/wages.test.ts, issue #27).
import { beforeAll, expect, it, vi } from 'vitest';
import { waitFor } from '@testing-library/react';
import { LockMonthDialog } from '@/features/wages/core-data-page';
import { WorkerDialog as TroubleWorkerEdit } from '@/features/wages/trouble-detail-dialogs';
import { labelled, renderPart, rowsOf, signedIn, world } from './harness';
import { atDialog, lastBody } from './cv1-kit';
import { fill, keeps, openDialog, press, refused } from './cv3-kit';

beforeAll(() => signedIn(), 60_000);

it('问题工资 修改 a worker refuses a bad amount keeping the remark, then saves', async () => {
  const { data } = await world.POST('/star/laborwagestrouble/wages/trouble/page', {
    body: { pageNum: 1, pageSize: 10 },
  });
  const [record] = rowsOf<{ id: number }>(data);
  const workersOf = async () =>
    (await world.POST('/star/laborwagestrouble/worker/list', { body: { troubleId: record!.id } })).data ?? [];
  const zhang = (await workersOf()).find((w) => w.workerName === '张建国')!;
  const onDone = vi.fn();
  renderPart(<TroubleWorkerEdit worker={zhang} onClose={() => {}} onDone={onDone} />);
  const { retype, refuses, saves } = await atDialog('修改问题工人：张建国');
  await refuses(
    { '问题金额（元）': '10800.123', 备注: '工人本人提供新卡复印件' },
    '请输入问题金额（最多两位小数）',
    '备注',
  );
  await retype('问题金额（元）', '10800');
  await saves('操作成功', onDone);
  // The world holds the new remark and amount, as sent.
  const saved = (await workersOf()).find((w) => w.id === zhang.id);
  expect(saved).toMatchObject({ troubleAmount: 10800, remark: '工人本人提供新卡复印件' });
  expect(await lastBody('updateTroubleWorker')).toEqual({
    id: zhang.id,
    troubleAmount: 10800,
    failReason: zhang.failReason,
    remark: '工人本人提供新卡复印件',
  });
}, 60_000);

it('按月锁定 refuses an empty month, then locks the month it is given', async () => {
  const onSubmit = vi.fn();
  const { user, d } = await openDialog(
    <LockMonthDialog submitting={false} onClose={() => {}} onSubmit={onSubmit} />,
    '按月锁定核心数据',
  );
  await fill(user, labelled(d, '锁定月份'), '');
  await press(user, d, '锁定并下载');
  await refused(d, '请选择锁定月份');
  expect(onSubmit).not.toHaveBeenCalled();
  await fill(user, labelled(d, '锁定月份'), '2026-10');
  await keeps(labelled(d, '锁定月份'), '2026-10');
  await press(user, d, '锁定并下载');
  await waitFor(() => expect(onSubmit).toHaveBeenCalledWith('2026-10'));
});
