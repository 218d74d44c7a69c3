// @vitest-environment jsdom
// 劳务工资 dialogs against the mock in-process (moved from tests/e2e/wages.test.ts, issue #27).
import { beforeAll, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { LockMonthDialog } from '@/features/wages/core-data-page';
import { useQuery } from '@tanstack/react-query';
import { ReceiverDialog } from '@/features/wages/sms-receive-dialogs';
import { projectOptionsQuery } from '@/features/wages/wages-queries';
import { VoucherDialog } from '@/features/wages/voucher-dialog';
import { CompaniesSection, WorkerDialog as TroubleWorkerEdit } from '@/features/wages/trouble-detail-dialogs';
import { chooseOption, labelled, nextBody, person, renderPart, rowsOf, signedIn, world } from './harness';
import { atDialog, bodiesOf, lastBody, mockWorld } from './cv1-kit';
import { dialogNamed, fill, keeps, openDialog, press, refused, renderOnPage } from './cv3-kit';
import { pick, uploaded } from './rf3-kit';

beforeAll(() => signedIn(), 60_000);

/** The first 问题工资 record of the world's list. */
async function firstTrouble(): Promise<{ id: number }> {
  const { data } = await world.POST('/star/laborwagestrouble/wages/trouble/page', {
    body: { pageNum: 1, pageSize: 10 },
  });
  return rowsOf<{ id: number }>(data)[0]!;
}
const troubleWorkers = async (troubleId: number) =>
  (await world.POST('/star/laborwagestrouble/worker/list', { body: { troubleId } })).data ?? [];
const troubleCompanies = async (troubleId: number) =>
  (await world.POST('/star/laborwagestrouble/company/list', { body: { troubleId } })).data ?? [];

it('问题工资 修改 a worker refuses a bad amount keeping the remark, then saves', async () => {
  const record = await firstTrouble();
  const workersOf = () => troubleWorkers(record.id);
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

it('问题工资 责任单位 新增 refuses no company and a zero amount keeping the contact, then a company already listed', async () => {
  const record = await firstTrouble();
  const [workers, units] = await Promise.all([troubleWorkers(record.id), troubleCompanies(record.id)]);
  expect(units.length).toBeGreaterThanOrEqual(2);
  renderOnPage(<CompaniesSection troubleId={record.id} workers={workers} handling />, '/wages/trouble');
  const companies = screen.getByRole('region', { name: /责任单位/ });
  await within(companies).findAllByText(units[0]!.companyName);
  const user = person();
  await press(user, companies, '新增责任单位');
  const d = await dialogNamed('新增责任单位');
  await fill(user, labelled(d, '应承担金额（元）'), '0');
  await fill(user, labelled(d, '联系人'), '蒋立新');
  await press(user, d);
  await refused(d, '请选择责任单位', '应承担金额须大于 0');
  await keeps(labelled(d, '联系人'), '蒋立新');
  // A company already responsible for this record is refused.
  const taken = units[1]!.companyName!;
  await chooseOption(user, labelled(d, '责任单位'), taken, taken.slice(2, 4));
  await fill(user, labelled(d, '应承担金额（元）'), '17700');
  await press(user, d);
  await refused(d, '该单位已是本记录的责任单位');
  await press(user, d, '取消');
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(await troubleCompanies(record.id)).toHaveLength(units.length);
}, 60_000);

/** Each message is shown as a field's refusal (role alert) in `scope`: a select's placeholder of the same text is not. */
const alerts = (scope: HTMLElement, ...messages: string[]) =>
  waitFor(() =>
    expect(
      within(scope)
        .getAllByRole('alert')
        .map((a) => a.textContent),
    ).toEqual(expect.arrayContaining(messages)),
  );

/** 新增 on the 短信接收人 page: the dialog with the projects the page offers. */
function NewReceiver({ onDone }: { onDone: (msg: string | undefined, fallback: string) => void }) {
  const projects = useQuery(projectOptionsQuery());
  return <ReceiverDialog receiver={null} projects={projects.data ?? []} onClose={() => {}} onDone={onDone} />;
}

it('短信接收人 新增 refuses bad input keeping the name, then adds with the server message', async () => {
  const receivers = () => world.POST('/star/smsReceiveList/page', { body: { pageNum: 1, pageSize: 100 } });
  const before = (await receivers()).data?.total ?? 0;
  const onDone = vi.fn();
  const { user, d } = await openDialog(<NewReceiver onDone={onDone} />, '新增短信接收人');
  await fill(user, labelled(d, '姓名'), '冯卫东');
  await fill(user, labelled(d, '手机号'), '1370681');
  await press(user, d);
  await alerts(d, '请选择项目', '手机号格式错误', '请至少选择一种提醒');
  await keeps(labelled(d, '姓名'), '冯卫东');

  await chooseOption(user, labelled(d, '项目'), '滨江花园二期住宅项目', '滨江');
  await fill(user, labelled(d, '手机号'), '13706810043');
  await user.selectOptions(labelled<HTMLSelectElement>(d, '接收人类型'), '劳务企业');
  await user.click(labelled(d, '代发失败与问题工资提醒'));
  await user.click(labelled(d, '考勤确认提醒'));
  const body = nextBody('/star/smsReceiveList/add');
  await press(user, d);
  expect(await body).toEqual({
    projectId: 1001,
    receiverName: '冯卫东',
    mobile: '13706810043',
    receiverType: 2,
    receiveTypes: [2, 3],
    status: 1,
  });
  // The page shows the server's message (新增成功), its own one only when the server sends none.
  await waitFor(() => expect(onDone).toHaveBeenCalledWith('新增成功', '已新增'));
  // The world holds the receiver.
  const after = (await receivers()).data;
  expect(after?.total).toBe(before + 1);
  expect(rowsOf<{ receiverName: string }>(after).find((r) => r.receiverName === '冯卫东')).toMatchObject({
    mobile: '13706810043',
    status: 1,
  });
}, 60_000);

/** 确定 of `dialog` once it can be pressed again (a dialog's button waits a second after a click: double-click guard). */
async function confirmAgain(user: ReturnType<typeof person>, dialog: HTMLElement): Promise<void> {
  const button = within(dialog).getByRole('button', { name: '确定' });
  await waitFor(() => expect(button.hasAttribute('disabled')).toBe(false), { timeout: 3000 });
  await user.click(button);
}

it('上传凭证 refuses no file keeping the amount, then a refused save keeping the input, then saves', async () => {
  const record = await firstTrouble();
  const zhang = (await troubleWorkers(record.id)).find((w) => w.workerName === '张建国')!;
  const vouchers = async () =>
    (await world.POST('/star/laborwagestrouble/worker/voucher/list', { body: { troubleId: record.id } })).data ?? [];
  const onDone = vi.fn();
  const { user, d } = await openDialog(
    <VoucherDialog worker={zhang} onClose={() => {}} onDone={onDone} />,
    '上传支付凭证：张建国',
  );
  await keeps(labelled(d, '支付金额（元）'), String(zhang.troubleAmount));
  await fill(user, labelled(d, '支付日期'), '2026-11-21');
  await user.selectOptions(labelled<HTMLSelectElement>(d, '支付方式'), '2');
  await fill(user, labelled(d, '说明'), '工人本人现场签收');
  await press(user, d);
  await refused(d, '请上传凭证文件');
  await keeps(labelled(d, '支付金额（元）'), String(zhang.troubleAmount));
  expect(await bodiesOf('saveTroubleWorkerVoucher')).toHaveLength(0);

  const jpg = new File([new Uint8Array([0xff, 0xd8, 0xff, 0xd9])], '张建国补发回单.jpg', { type: 'image/jpeg' });
  await pick(labelled(d, '选择凭证文件'), jpg);
  await within(within(d).getByRole('list', { name: '已上传文件' })).findByText(jpg.name);
  // The server refuses once: the form keeps what was typed.
  await mockWorld.fail({ operation: 'saveTroubleWorkerVoucher', msg: '凭证金额超过问题金额', times: 1 });
  await confirmAgain(user, d);
  await screen.findByText('凭证金额超过问题金额');
  await keeps(labelled(d, '说明'), '工人本人现场签收');
  await keeps(labelled(d, '支付日期'), '2026-11-21');
  expect(onDone).not.toHaveBeenCalled();
  const before = await vouchers();

  const body = nextBody('/star/laborwagestrouble/worker/voucher/save');
  await confirmAgain(user, d);
  expect(await body).toEqual({
    troubleWorkerId: zhang.id,
    payAmount: zhang.troubleAmount,
    payDate: '2026-11-21',
    payWay: 2,
    files: [uploaded(jpg.name)],
    remark: '工人本人现场签收',
  });
  await screen.findByText('操作成功');
  await waitFor(() => expect(onDone).toHaveBeenCalled());
  // The world holds the new voucher.
  const after = await vouchers();
  expect(after).toHaveLength(before.length + 1);
  const added = after.find((v) => !before.some((b) => b.id === v.id));
  expect(added).toMatchObject({ troubleWorkerId: zhang.id, payAmount: zhang.troubleAmount });
}, 60_000);
