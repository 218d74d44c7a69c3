// @vitest-environment jsdom
// 工资发放 dialogs against the mock in-process (moved from tests/e2e/wages-pay.test.ts, issue #27).
import { beforeAll, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { components } from '@site/sdk';
import { EditDialog as InitEdit } from '@/features/wages-pay/init-list-dialogs';
import { SupplementDialog } from '@/features/wages-pay/attend-worker-dialogs';
import { StartDialog as ManualStart } from '@/features/wages-pay/manual-exp-page';
import { labelled, renderPart, rowsOf, signedIn, world } from './harness';
import { atDialog, lastBody, mockWorld } from './cv1-kit';

beforeAll(() => signedIn(), 60_000);

type S = components['schemas'];

it('修改 a worker refuses paid above payable keeping the remark, then saves the amounts', async () => {
  // In the mock's world the first worker is made editable (its pre-settlement not started), as the e2e test did.
  await mockWorld.patchRows('listInitSalaryWorkers', { id: 97201 }, { editable: true });
  const { data } = await world.POST('/star/laborsalaryinitlist/wages/worker/page', {
    body: { pageNum: 1, pageSize: 10 },
  });
  const row = rowsOf<S['WagesInitWorker']>(data).find((w) => w.id === 97201)!;
  const onDone = vi.fn();
  renderPart(<InitEdit kind="worker" row={row} onClose={() => {}} onDone={onDone} />);
  const { retype, submit, refuses } = await atDialog(`修改初始名单：${row.workerName}`);
  const typed = { '累计已发工资（元）': '119200.01', 备注: '按工资卡流水核对' };
  await refuses(typed, '已发工资不能大于应发工资', '备注');
  await retype('累计已发工资（元）', '119000');
  await submit();
  await waitFor(() => expect(onDone).toHaveBeenCalled());
  expect(await lastBody('editInitSalaryWorker')).toEqual({
    id: 97201,
    attendDays: 298,
    payableAmount: 119200,
    paidAmount: 119000,
    remark: '按工资卡流水核对',
  });
}, 60_000);

it('补录 refuses a 补录 without dates keeping the reason, then records it', async () => {
  const { data } = await world.POST('/star/laborwagesattend/task/worker/page', {
    body: { pageNum: 1, pageSize: 50, taskId: 96001 },
  });
  const worker = rowsOf<S['WagesAttendWorker']>(data).find((w) => w.workerName === '张建国')!;
  const onDone = vi.fn();
  renderPart(<SupplementDialog taskId={96001} worker={worker} onClose={() => {}} onDone={onDone} />);
  const { dialog, user, retype, submit, refuses } = await atDialog('补录考勤：张建国');
  await refuses({ 补录原因: '安全帽定位离线' }, '请至少添加一个补录日期', '补录原因');
  await retype('补录日期', '2026-10-12');
  await user.click(within(dialog).getByRole('button', { name: '添加日期' }));
  await user.selectOptions(labelled<HTMLSelectElement>(dialog, '每日计工'), '0.5');
  await submit();
  await waitFor(() => expect(onDone).toHaveBeenCalled());
  expect(await lastBody('addWagesAttendAddition')).toEqual({
    taskId: 96001,
    workerId: 4001,
    dates: ['2026-10-12'],
    daysPerDate: 0.5,
    reason: '安全帽定位离线',
  });
}, 60_000);

it('手动发起 refuses a started month keeping the remark, then starts a startable one', async () => {
  // The project 1001: a month it started and a month it may start, as the world holds them.
  const { data } = await world.POST('/star/salaryExpWorkerList/manualExp/getPeriod', { body: { projectId: 1001 } });
  const periods = data ?? [];
  const done = periods.find((p) => !p.canStart && p.expId)!.period;
  const free = periods.find((p) => p.canStart)!.period;
  const onDone = vi.fn();
  renderPart(
    <ManualStart
      projectId={1001}
      projectName="滨江花园二期住宅项目"
      period="2026-11"
      blocked={periods.filter((p) => !p.canStart).map((p) => p.period)}
      onClose={() => {}}
      onDone={onDone}
    />,
  );
  const { dialog, retype, submit, refuses } = await atDialog('手动发起预结算', '发起');
  expect(labelled(dialog, '工资周期').value).toBe('2026-11');
  const typed = { 工资周期: done, 发起说明: '9 月自动发起失败，补发起' };
  await refuses(typed, '该周期已发起过预结算，不能重复发起', '发起说明');
  await retype('工资周期', free);
  await submit();
  await screen.findByText('发起成功');
  expect(await lastBody('startManualSalaryExpTask')).toEqual({
    projectId: 1001,
    period: free,
    remark: '9 月自动发起失败，补发起',
  });
  await waitFor(() =>
    expect(onDone).toHaveBeenCalledWith(expect.objectContaining({ period: free, proInstId: expect.any(String) })),
  );
}, 60_000);
