// @vitest-environment jsdom
// 劳务工资 fund dialogs against the mock in-process (moved from tests/e2e/wages-fund.test.ts, issue #27).
import type { ReactNode } from 'react';
import { beforeAll, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import type { components } from '@site/sdk';
import { EditDialog as BaseConfigEdit } from '@/features/wages-fund/base-config-page';
import { StartDialog as CapitalStart } from '@/features/wages-fund/capital-source-page';
import { TroubleRegisterDialog } from '@/features/wages-fund/trouble-register-dialog';
import { CumStartDialog } from '@/features/wages-fund/cum-start-dialog';
import { CapitalForm } from '@/features/wages-fund/capital-form';
import { PaymentForm } from '@/features/wages-fund/public-payment-page';
import { ConfirmForm } from '@/features/wages-fund/public-approval-page';
import dayjs from 'dayjs';
import { chooseOption, labelled, nextBody, person, renderPart, rowsOf, signedIn, world } from './harness';
import { atDialog, bodiesOf, lastBody, mockWorld } from './cv1-kit';
import { fill, keeps, press, refused } from './cv3-kit';
import { pick, uploaded } from './rf3-kit';

beforeAll(() => signedIn(), 60_000);

const money = (n: number) => n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
type Exp = components['schemas']['WagesExpRecord'];
type Capital = components['schemas']['WagesCapitaSource'];
type CapitalItem = components['schemas']['WagesCapitaSourceItem'];
const expsOf = async () =>
  rowsOf<Exp>((await world.POST('/star/salaryExpList/page', { body: { pageNum: 1, pageSize: 100 } })).data);
const capitalsOf = async () =>
  rowsOf<Capital>(
    (await world.POST('/star/salaryCapitaSourceList/page', { body: { pageNum: 1, pageSize: 1000 } })).data,
  );

it('基础配置 修改 refuses a bad pay day keeping what was typed, then saves', async () => {
  const { data } = await world.POST('/star/baseConfig/page', { body: { pageNum: 1, pageSize: 10 } });
  const row = rowsOf<components['schemas']['WagesConfigBase']>(data).find((c) => c.configLevel === 2)!;
  const { data: config } = await world.GET('/star/baseConfig/get', { params: { query: { id: row.id } } });
  if (!config) throw new Error('the world holds no project configuration');
  const onClose = vi.fn();
  renderPart(<BaseConfigEdit row={row} onClose={onClose} />);
  const { retype, refuses, saves } = await atDialog(`修改基础配置：${String(config.projectName)}`);
  const days = { '发薪日（每月）': '40', '考勤确认截止日（每月）': '6' };
  await refuses(days, '请输入发薪日（1～31）', '考勤确认截止日（每月）');
  await retype('发薪日（每月）', '15');
  await retype('提前天数', '2');
  await saves('操作成功', onClose);
  expect(await lastBody('editWagesBaseConfig')).toEqual({
    id: config.id,
    configLevel: 2,
    orgId: config.orgId,
    projectId: config.projectId,
    payDay: 15,
    attendConfirmDay: 6,
    payMode: config.payMode,
    wageAccountId: config.wageAccountId,
    smsRemind: config.smsRemind,
    remindDaysBefore: 2,
    troubleAutoCreate: config.troubleAutoCreate,
    landAreaCode: config.landAreaCode,
  });
  // The rule reads back with the new days.
  const { data: saved } = await world.GET('/star/baseConfig/get', { params: { query: { id: row.id } } });
  expect(saved).toMatchObject({ payDay: 15, attendConfirmDay: 6, remindDaysBefore: 2 });
}, 60_000);

it('资金来源确认 发起确认 refuses no choice, then starts the task of the chosen pre-settlement', async () => {
  // A pre-settlement all of whose companies are confirmed (2 已确认) can start; the world holds none, so one waiting
  // for confirmation without a fund-source record is put in that state (as the e2e test did).
  const [exps, capitals] = await Promise.all([expsOf(), capitalsOf()]);
  const exp = exps.find((e) => e.status === 1 && e.id !== exps[0]!.id && !capitals.some((c) => c.expId === e.id))!;
  await mockWorld.patchRows('pageSalaryExpRecords', { id: exp.id }, { status: 2 });
  const onStarted = vi.fn();
  renderPart(<CapitalStart onClose={() => {}} onStarted={onStarted} />);
  const { dialog, user, submit } = await atDialog('发起资金来源确认', '发起');
  await submit();
  await within(dialog).findByText('请选择预结算', { selector: '[role="alert"]' });
  expect(await bodiesOf('initSalaryCapitaSourceTask')).toEqual([]);
  await chooseOption(user, labelled(dialog, '预结算'), `${exp.projectName} ${exp.period}（已确认）`);
  await within(dialog).findByText(`${money(exp.unpaidAmount)} 元`);
  await submit();
  await screen.findByText('发起成功');
  expect(await lastBody('initSalaryCapitaSourceTask')).toEqual({
    expId: exp.id,
    projectId: exp.projectId,
    period: exp.period,
  });
  // The new record (0 待填报) is the one opened for filling; the pre-settlement is now 3 资金来源确认中.
  const started = (await capitalsOf()).find((c) => c.expId === exp.id);
  expect(started?.status).toBe(0);
  await waitFor(() => expect(onStarted).toHaveBeenCalledWith(started!.id));
  expect((await expsOf()).find((e) => e.id === exp.id)?.status).toBe(3);
}, 60_000);

type S = components['schemas'];
const pageOf = async <T,>(path: '/star/salaryCumList/page' | '/star/salaryCumList/workerPage', body = {}) =>
  rowsOf<T>((await world.POST(path, { body: { pageNum: 1, pageSize: 10, ...body } })).data);

it('登记问题工资 ticks the failed workers; a refused save keeps the input; then appends to the open record', async () => {
  // A paid task that left money unpaid, with more than one failed worker (2 发放失败).
  const failedOf = (c: S['WagesCumRecord']) =>
    pageOf<S['WagesCumWorkerRow']>('/star/salaryCumList/workerPage', { cumId: c.id, payStatus: 2 });
  let cum: S['WagesCumRecord'] | undefined;
  let cumFailed: S['WagesCumWorkerRow'][] = [];
  for (const c of await pageOf<S['WagesCumRecord']>('/star/salaryCumList/page')) {
    if (c.status !== 3 || c.unpaidAmount <= 0) continue;
    cumFailed = await failedOf(c);
    if (cumFailed.length > 1) {
      cum = c;
      break;
    }
  }
  if (!cum) throw new Error('the world holds no paid task with failed workers');
  // The world's list (listbycumid) names only 代发单 ids 累计发放 does not hold: the task's failed workers are put on it
  // first, as the e2e test did.
  const { id: cumId, projectId, projectName, period } = cum;
  await mockWorld.addRows(
    'listTroubleWorkersByCumId',
    cumFailed.slice(0, 5).map((w, i) => ({
      ...{ id: 990_001 + i, troubleId: null, projectId, projectName, period, cumId, workerId: w.workerId },
      ...{ workerName: w.workerName, idCard: w.idCard, teamName: w.teamName, companyName: w.companyName },
      ...{ bankName: w.bankName, bankCardNo: w.bankCardNo, payableAmount: w.expAmount, paidAmount: w.cumPaidAmount },
      ...{ troubleAmount: w.unpaidAmount, handledAmount: 0, failReason: w.failReason, handleStatus: 0, remark: '' },
    })),
  );
  const { data } = await world.POST('/star/laborwagestrouble/listbycumid', { body: { cumId, projectId } });
  const failed = data ?? [];
  const { data: records } = await world.POST('/star/laborwagestrouble/wages/trouble/page', {
    body: { pageNum: 1, pageSize: 1000, projectId },
  });
  const record = rowsOf<S['WagesTroubleRecord']>(records).find((r) => r.period === period && r.status !== 2)!;
  const listed = async () =>
    (await world.POST('/star/laborwagestrouble/worker/list', { body: { troubleId: record.id } })).data ?? [];
  const had = await listed();

  const onClose = vi.fn();
  renderPart(<TroubleRegisterDialog cum={cum} onClose={onClose} />);
  const { dialog, user, submit } = await atDialog(`登记问题工资：${projectName} ${period}`);
  const table = await within(dialog).findByRole('table', { name: '发放失败或欠发的工人' });
  await within(table).findAllByText(failed[0]!.workerName);
  const skipped = failed[1]!;
  const tick = () => labelled(dialog, `选择 ${skipped.workerName}`);
  await user.click(tick());
  await within(dialog).findByText(`已选 ${failed.length - 1} 人`, { exact: false });
  await user.selectOptions(labelled<HTMLSelectElement>(dialog, '问题类型'), '3');
  await user.type(labelled<HTMLTextAreaElement>(dialog, '问题说明'), '银行卡异常，代发退回');
  // The server refuses once: its message shows, what was typed and unticked is kept.
  await mockWorld.fail({ operation: 'saveTroubleWagesWorkers', msg: '工人已登记在其他问题工资记录中', times: 1 });
  await submit();
  await screen.findByText('工人已登记在其他问题工资记录中');
  expect(labelled<HTMLTextAreaElement>(dialog, '问题说明').value).toBe('银行卡异常，代发退回');
  expect(tick().checked).toBe(false);
  expect(onClose).not.toHaveBeenCalled();

  // The open record of this project and month is the one appended to.
  await user.selectOptions(labelled<HTMLSelectElement>(dialog, '登记到'), String(record.id));
  await submit();
  await screen.findByText('保存成功');
  await waitFor(() => expect(onClose).toHaveBeenCalled());
  const chosen = failed.filter((w) => w.id !== skipped.id);
  const { workerId, payableAmount, paidAmount, troubleAmount, failReason } = chosen[0]!;
  const body = (await lastBody('saveTroubleWagesWorkers')) as { workers: { workerId: number }[] };
  expect(body).toMatchObject({ troubleId: record.id, projectId, period, cumId, troubleType: 3 });
  expect(body).toMatchObject({ reason: '银行卡异常，代发退回' });
  expect(body.workers.map((w) => w.workerId)).toEqual(chosen.map((w) => w.workerId));
  expect(body.workers[0]).toEqual({ workerId, payableAmount, paidAmount, troubleAmount, failReason });
  // The record now holds the appended workers.
  const has = await listed();
  expect(has.length).toBe(had.length + chosen.length);
  expect(has.map((w) => w.workerId)).toEqual(expect.arrayContaining(chosen.map((w) => w.workerId)));
}, 60_000);

it('发起代发 refuses missing or excessive worker amounts, keeps them when the server refuses, then starts', async () => {
  // A record whose sources are confirmed (2 已确认) with two workers left unpaid: the world holds workers for one
  // pre-settlement only, so two are copied onto this record's pre-settlement (as the e2e test did).
  const confirmed = (await capitalsOf()).find((c) => c.status === 2)!;
  const capital = { ...confirmed, expId: confirmed.expId! };
  const unpaid = async (expId: number) =>
    rowsOf<S['WagesExpWorker']>(
      (await world.POST('/star/salaryExpWorkerList/listByExp', { body: { pageNum: 1, pageSize: 500, expId } })).data,
    ).filter((w) => w.unpaidAmount > 0);
  if ((await unpaid(capital.expId)).length < 2) {
    let copied: S['WagesExpWorker'][] = [];
    for (const e of await expsOf()) if (copied.length < 2) copied = (await unpaid(e.id)).slice(0, 2);
    const rows = copied.map((w, i) => ({ ...w, id: 990_101 + i, expId: capital.expId }));
    await mockWorld.addRows('pageSalaryExpWorkersByExp', rows);
  }
  const [one, two] = (await unpaid(capital.expId)) as [S['WagesExpWorker'], S['WagesExpWorker']];
  const onStarted = vi.fn();
  renderPart(<CumStartDialog capital={capital} onClose={() => {}} onStarted={onStarted} />);
  const { dialog, user, submit } = await atDialog(`发起代发：${capital.projectName} ${capital.period}`, '发起');
  await user.click(within(dialog).getByLabelText('部分代发'));
  await within(dialog).findAllByText(one.workerName);
  await submit();
  await refused(dialog, '部分代发请至少为一名工人填写本次金额');
  const amountOf = (w: S['WagesExpWorker']) => labelled(dialog, `${w.workerName}本次金额`);
  await fill(user, amountOf(one), String(one.unpaidAmount + 1000));
  await submit();
  await refused(dialog, '本次金额不能超过该工人的未发工资');
  expect(await bodiesOf('initSalaryWorkerCumTask')).toEqual([]);
  const a1 = Math.min(3000, one.unpaidAmount);
  const a2 = Math.min(2000.5, two.unpaidAmount);
  await fill(user, amountOf(one), String(a1));
  await fill(user, amountOf(two), String(a2));
  await fill(user, labelled(dialog, '计划发放日期'), '2026-11-30');
  // A valid form asks first; the server refuses once: its message shows, the amounts and the date are kept.
  const startAsked = async () => {
    await submit();
    const ask = await screen.findByRole('alertdialog');
    const question = `确定为「${capital.projectName}」${capital.period} 发起部分代发，计划 2026-11-30 发放吗`;
    await within(ask).findByText(question, { exact: false });
    // As Playwright's click does, wait until 发起 can be used (the click guard holds it for a second after a click).
    const go = within(ask).getByRole('button', { name: '发起' });
    await waitFor(() => expect(go.hasAttribute('disabled')).toBe(false), { timeout: 3000 });
    await user.click(go);
  };
  await mockWorld.fail({ operation: 'initSalaryWorkerCumTask', msg: '该预结算已有审批中的代发任务', times: 1 });
  await startAsked();
  await screen.findByText('该预结算已有审批中的代发任务');
  await keeps(amountOf(one), String(a1));
  await keeps(labelled(dialog, '计划发放日期'), '2026-11-30');
  const total = async () =>
    (await world.POST('/star/salaryCumList/page', { body: { pageNum: 1, pageSize: 10 } })).data?.total;
  const before = await total();
  await startAsked();
  await screen.findByText('发起成功', {}, { timeout: 5000 });
  await waitFor(() => expect(onStarted).toHaveBeenCalled());
  expect(await lastBody('initSalaryWorkerCumTask')).toEqual({
    expId: capital.expId,
    payType: 2,
    payDate: '2026-11-30',
    workers: [
      { workerId: one.workerId, amount: a1 },
      { workerId: two.workerId, amount: a2 },
    ],
  });
  // 累计发放 holds one more task.
  expect(await total()).toBe(before! + 1);
}, 60_000);

it('填报 refuses a bad amount and a gap without a remark, keeping what was typed, then submits', async () => {
  // A record sent back (3 已驳回) with two sources can be filled again.
  const capital = (await capitalsOf()).find((c) => c.status === 3)!;
  const { data: detail } = await world.GET('/star/salaryCapitaSourceList/get', {
    params: { query: { id: capital.id } },
  });
  if (detail?.items?.length !== 2) throw new Error('the world holds no record sent back with two sources');
  const form = (
    <Routes>
      <Route path="/moneysource" element={<CapitalForm detail={detail!} />} />
      <Route path="/wages/capitalSource" element={<h1>资金来源确认</h1>} />
    </Routes>
  );
  const { container } = renderPart(form, `/moneysource?id=${capital.id}`);
  const user = person();
  const amount = (i: number) => within(container).getAllByLabelText('金额（元）', { exact: false })[i]!;
  const payer = () => within(container).getAllByLabelText<HTMLInputElement>('出资方')[1]!;
  const submit = () => press(user, container, '提交审批');
  await fill(user, amount(1), '64万');
  await fill(user, payer(), '华建集团第一分公司（垫付）');
  await submit();
  await refused(container, '请输入金额（最多两位小数）');
  await keeps(payer(), '华建集团第一分公司（垫付）');
  // Sources 41,200.00 short of what the period needs.
  const second = 100000;
  const first = detail!.needAmount - second - 41200;
  await fill(user, amount(0), String(first));
  await fill(user, amount(1), String(second));
  await fill(user, labelled(container, '缺口说明'), '');
  await within(container).findAllByText('41,200.00', { exact: false });
  await submit();
  await refused(container, '存在资金缺口，请说明缺口原因与解决办法');
  expect(await bodiesOf('editSalaryCapitaSource')).toEqual([]);

  await fill(user, labelled(container, '缺口说明'), '差额 41200 元待 11 月进度款到账后补足');
  await submit();
  await screen.findByText('操作成功', {}, { timeout: 5000 });
  const [i0, i1] = detail!.items as [CapitalItem, CapitalItem];
  const itemOf = ({ sourceType, payer, arriveDate, remark }: CapitalItem, amount: number) => ({
    sourceType,
    amount,
    payer,
    arriveDate,
    remark,
  });
  expect(await lastBody('editSalaryCapitaSource')).toEqual({
    id: capital.id,
    submit: true,
    remark: '差额 41200 元待 11 月进度款到账后补足',
    items: [itemOf(i0, first), itemOf({ ...i1, payer: '华建集团第一分公司（垫付）' }, second)],
  });
  // Back on 资金来源确认; the record is in approval (1 审批中) with the gap it was sent with.
  await screen.findByRole('heading', { name: '资金来源确认' });
  expect((await capitalsOf()).find((c) => c.id === capital.id)).toMatchObject({ status: 1, gapAmount: 41200 });
}, 60_000);

/** `ui` (a page's form) at `path`, 公对公支付 (its list, where a save goes back to) beside it. */
function besideTroublePublic(path: string, ui: ReactNode) {
  const page = (
    <Routes>
      <Route path={path.split('?')[0]} element={ui} />
      <Route path="/wages/troublePublic" element={<h1>公对公支付</h1>} />
    </Routes>
  );
  return renderPart(page, path);
}
const publicPaymentsOf = async (body: { troubleCompanyId?: number } = {}) =>
  (await world.POST('/star/laborwagestrouble/company/public/list', { body })).data ?? [];

it('登记对公支付 refuses a missing company and receipt, then an amount above what is owed, then saves', async () => {
  const companies = (await world.POST('/star/laborwagestrouble/company/list', { body: {} })).data ?? [];
  const company = companies.find((c) => (c.unpaidAmount ?? 0) > 0)!;
  const unpaid = company.unpaidAmount!;
  const had = await publicPaymentsOf({ troubleCompanyId: company.id });
  const { container } = besideTroublePublic(
    '/publicToPublicPayment',
    <PaymentForm payment={null} companies={companies} />,
  );
  const user = person();
  const save = () => press(user, container, '保存');
  await fill(user, labelled(container, '付款账号'), '3205 0161 8700 0938 1526');
  await save();
  await refused(container, '请选择责任单位', '请上传银行回单');
  await keeps(labelled(container, '付款账号'), '3205 0161 8700 0938 1526');
  expect(await bodiesOf('saveTroublePublicPayment')).toEqual([]);

  // The company chosen fills in what it owes and its name as the payer.
  await chooseOption(
    user,
    labelled(container, '责任单位'),
    new RegExp(`^${company.companyName}（`),
    company.companyName.slice(2, 4),
  );
  await keeps(labelled(container, '支付金额（元）'), String(unpaid));
  await keeps(labelled(container, '付款户名'), company.companyName);
  await fill(user, labelled(container, '支付金额（元）'), String(unpaid + 1000));
  const payee = labelled<HTMLSelectElement>(container, '收款工资专户');
  await waitFor(() => expect(payee.options.length).toBeGreaterThan(1));
  const account = payee.options[1]!.value;
  await user.selectOptions(payee, account);
  const pdf = new File(['%PDF-1.4\n%%EOF\n'], '回单.pdf', { type: 'application/pdf' });
  await pick(labelled(container, '上传回单'), pdf);
  await screen.findByText('上传成功');
  await within(within(container).getByRole('list', { name: '已上传回单' })).findByText(pdf.name);
  await save();
  await refused(container, `不能超过该单位未支付金额 ${money(unpaid)} 元`);
  await keeps(labelled(container, '付款账号'), '3205 0161 8700 0938 1526');
  expect(await bodiesOf('saveTroublePublicPayment')).toEqual([]);

  await fill(user, labelled(container, '支付金额（元）'), String(unpaid));
  await fill(user, labelled(container, '说明'), '支付孙海涛、刘洋 2026-10 工资');
  const body = nextBody('/star/laborwagestrouble/company/public/save');
  await save();
  expect(await body).toEqual({
    troubleCompanyId: company.id,
    amount: unpaid,
    payDate: dayjs().format('YYYY-MM-DD'),
    payerAccountName: company.companyName,
    payerAccountNo: '32050161870009381526',
    payeeAccountId: Number(account),
    files: [uploaded(pdf.name)],
    remark: '支付孙海涛、刘洋 2026-10 工资',
  });
  await screen.findByText('保存成功');
  // Back on 公对公支付; the company's payments hold the saved one.
  await screen.findByRole('heading', { name: '公对公支付' });
  expect(await publicPaymentsOf({ troubleCompanyId: company.id })).toHaveLength(had.length + 1);
}, 60_000);

it('确认 refuses a rejection without a reason keeping the choice, then confirms the money arrived', async () => {
  const waiting = (await publicPaymentsOf()).find((p) => p.status === 1 && p.proInstId);
  if (!waiting) throw new Error('the world holds no payment waiting for confirmation');
  const path = `/publictoPublicApproval?id=${waiting.id}&proInstId=${waiting.proInstId}`;
  const { container } = besideTroublePublic(
    path,
    <ConfirmForm payment={{ ...waiting, proInstId: waiting.proInstId! }} />,
  );
  const user = person();
  const reject = within(container).getByLabelText<HTMLInputElement>('驳回');
  await user.click(reject);
  await press(user, container, '驳回');
  await refused(container, '驳回时请填写原因');
  expect(reject.checked).toBe(true);
  expect(await bodiesOf('confirmTroublePublicPayment')).toEqual([]);

  await user.click(within(container).getByLabelText('确认收款'));
  await keeps(labelled(container, '核实到账金额（元）'), String(waiting.amount));
  await fill(user, labelled(container, '确认意见'), '已核实工资专户到账');
  const body = nextBody('/star/laborwagestrouble/company/public/payment');
  await press(user, container, '确认收款');
  expect(await body).toEqual({
    id: waiting.id,
    proInstId: waiting.proInstId,
    result: 1,
    confirmAmount: waiting.amount,
    opinion: '已核实工资专户到账',
  });
  await screen.findByText('操作成功');
  // Back on 公对公支付; the payment is confirmed (2 已确认).
  await screen.findByRole('heading', { name: '公对公支付' });
  expect((await publicPaymentsOf()).find((p) => p.id === waiting.id)?.status).toBe(2);
}, 60_000);
