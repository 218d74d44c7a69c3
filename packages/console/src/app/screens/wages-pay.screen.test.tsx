// @vitest-environment jsdom
// 工资发放 dialogs against the mock in-process (moved from tests/e2e/wages-pay.test.ts, issue #27).
import { useState } from 'react';
import { beforeAll, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { useQuery } from '@tanstack/react-query';
import type { components } from '@site/sdk';
import { EditDialog as InitEdit, ImportDialog, ImportResultDialog } from '@/features/wages-pay/init-list-dialogs';
import { SupplementDialog } from '@/features/wages-pay/attend-worker-dialogs';
import { StartDialog as ManualStart } from '@/features/wages-pay/manual-exp-page';
import { CompanyRejectDialog } from '@/features/wages-pay/attend-confirm-companies';
import { ExpWorkerDialog } from '@/features/wages-pay/exp-workers';
import { StartDialog as EmergencyStart } from '@/features/wages-pay/emergency-dialogs';
import { projectOptionsQuery } from '@/features/wages-pay/pay-queries';
import { chooseOption, labelled, nextBody, opened, type person, renderPart, rowsOf, signedIn, world } from './harness';
import { atDialog, bodiesOf, lastBody, mockWorld } from './cv1-kit';
import { fill, keeps, press, refused } from './cv3-kit';
import { SHEET_READ, notExcel, pick, sheetsReadable, workbook } from './rf3-kit';

beforeAll(async () => {
  await signedIn();
  await sheetsReadable();
}, 120_000);

type S = components['schemas'];
type ImportResult = NonNullable<S['WagesInitImportEnvelope']['data']>;

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

/** 工资初始名单's 导入 of companies, the projects of the page's picker, then the import's result as the page shows it. */
function ImportCompanies() {
  const projects = useQuery(projectOptionsQuery());
  const [result, setResult] = useState<{ msg: string; data: ImportResult } | null>(null);
  if (result) return <ImportResultDialog result={result} onClose={() => {}} />;
  if (!projects.data) return null;
  return (
    <ImportDialog
      kind="company"
      defaultProject={undefined}
      projects={projects.data}
      onClose={() => {}}
      onDone={(msg, data) => setResult({ msg, data })}
    />
  );
}

it(
  '导入 refuses a missing project and file, a locked project and a non-Excel file, then uploads the sheet',
  async () => {
    // In the mock's world a project is locked when it has pre-settlements (滨江花园 has; 临平新城安置房三期 has none).
    const companiesOf1005 = async () =>
      (
        await world.POST('/star/laborsalaryinitlist/wages/company/page', {
          body: { pageNum: 1, pageSize: 100, projectId: 1005 },
        })
      ).data?.total ?? 0;
    const before = await companiesOf1005();
    const { data: lock } = await world.GET('/star/salaryExpList/isExp', { params: { query: { projectId: 1001 } } });
    renderPart(<ImportCompanies />);
    const { dialog, user, box } = await opened('导入单位初始名单', '导入');
    await press(user, dialog, '导入');
    await refused(dialog, '请选择导入到的项目', '请选择要导入的 Excel 文件');

    // Filled in as a person would: a company with its amounts (row 2) and a row without the company name (row 3).
    const sheet = workbook('初始工资清单-单位.xlsx', [
      ['参建单位名称', '累计应发工资', '累计已发工资'],
      ['浙江宏达建筑劳务有限公司', '126000', '120000'],
      ['', '5000', '5000'],
    ]);
    // 滨江花园 has started pre-settlement: its initial lists are locked.
    await chooseOption(user, box('导入到项目'), '滨江花园二期住宅项目', '滨江');
    await within(dialog).findByText(`该项目已于 ${lock?.firstPeriod} 发起工资预结算`, { exact: false });
    await pick(box('Excel 文件'), sheet);
    await press(user, dialog, '导入');
    await refused(dialog, '该项目已发起工资预结算，初始名单已锁定，不能导入');

    // Another project that has not started yet, and a file that is not a spreadsheet.
    await chooseOption(user, box('导入到项目'), '临平新城安置房三期', '临平');
    await pick(box('Excel 文件'), notExcel('名单.txt'));
    await press(user, dialog, '导入');
    await refused(dialog, '只支持 .xlsx、.xls 格式的文件');
    expect(box('导入到项目').textContent).toBe('临平新城安置房三期');
    expect(await bodiesOf('importInitSalaryCompanies')).toEqual([]);

    await pick(box('Excel 文件'), sheet);
    await press(user, dialog, '导入');
    await screen.findByText(/^导入完成/, {}, { timeout: SHEET_READ });
    const result = await screen.findByRole('dialog', { name: '导入结果' });
    await within(result).findByText('第 3 行');
    within(result).getByText(/参建单位名称不能为空/);
    // The good row is in the world, under the project chosen in the dialog.
    expect(await companiesOf1005()).toBe(before + 1);
  },
  2 * SHEET_READ,
);

/** A form dialog's `name` button pressed once it can be again (disabled while the last save was under way). */
async function pressAgain(user: ReturnType<typeof person>, dialog: HTMLElement, name: string): Promise<void> {
  const button = within(dialog).getByRole('button', { name });
  await waitFor(() => expect(button.hasAttribute('disabled')).toBe(false), { timeout: 3000 });
  await user.click(button);
}

it('单位确认 驳回 needs a reason and keeps it when the server refuses, then sends the company back', async () => {
  const companies = async () =>
    rowsOf<S['WagesAttendCompany']>(
      (
        await world.POST('/star/laborwagesattend/task/company/page', {
          body: { pageNum: 1, pageSize: 10, taskId: 96001, projectId: 1001 },
        })
      ).data,
    );
  const company = (await companies()).find((c) => c.companyName.startsWith('江苏顺安'))!;
  const onDone = vi.fn();
  renderPart(<CompanyRejectDialog company={company} onClose={() => {}} onDone={onDone} />);
  const { dialog, user, box } = await opened(`驳回单位考勤：${company.companyName}`, '驳回');
  await within(dialog).findByText('驳回后该单位的 2 个班组回到“已驳回”', { exact: false });
  await press(user, dialog, '驳回');
  await refused(dialog, '请填写驳回原因');
  expect(await bodiesOf('confirmWagesAttendCompany')).toEqual([]);

  await fill(user, box<HTMLTextAreaElement>('驳回原因（必填）'), '钢筋班 10 月 12 日工日与门禁记录不符');
  // The server refuses once: its message shows, the reason is kept.
  await mockWorld.fail({ operation: 'confirmWagesAttendCompany', msg: '该任务已提交预结算，不能驳回', times: 1 });
  await press(user, dialog, '驳回');
  await screen.findByText('该任务已提交预结算，不能驳回');
  await keeps(box<HTMLTextAreaElement>('驳回原因（必填）'), '钢筋班 10 月 12 日工日与门禁记录不符');
  expect(onDone).not.toHaveBeenCalled();

  const body = nextBody('/star/laborwagesattend/task/company/confirm');
  await pressAgain(user, dialog, '驳回');
  expect(await body).toEqual({ id: company.id, result: 2, opinion: '钢筋班 10 月 12 日工日与门禁记录不符' });
  await screen.findByText('操作成功');
  await waitFor(() => expect(onDone).toHaveBeenCalled());
  // The company is sent back (2 已驳回).
  expect((await companies()).find((c) => c.id === company.id)?.status).toBe(2);
}, 60_000);

const expsOf = async () =>
  rowsOf<S['WagesExpRecord']>(
    (await world.POST('/star/salaryExpList/page', { body: { pageNum: 1, pageSize: 10 } })).data,
  );
const expWorkersOf = async (expId: number) =>
  rowsOf<S['WagesExpWorker']>(
    (await world.POST('/star/salaryExpWorkerList/listByExp', { body: { pageNum: 1, pageSize: 500, expId } })).data,
  );

it('/wagesmaintenance 修改 refuses 40 days keeping the remark, then saves the days and the payable', async () => {
  let exp: S['WagesExpRecord'] | undefined;
  let w: S['WagesExpWorker'] | undefined;
  for (const e of await expsOf()) {
    [w] = await expWorkersOf(e.id);
    if (w) {
      exp = e;
      break;
    }
  }
  if (!exp || !w) throw new Error('the world holds no pre-settlement with workers');
  const onDone = vi.fn();
  renderPart(<ExpWorkerDialog expId={exp.id} worker={w} onClose={() => {}} onDone={onDone} />);
  const { refuses, retype, submit } = await atDialog(`修改工资：${w.workerName}`);
  await refuses({ 出勤天数: '40', 备注: '经班组长核实' }, '出勤天数不能超过 31 天', '备注');
  expect(await bodiesOf('saveSalaryExpWorkersByExp')).toEqual([]);
  await retype('出勤天数', '25');
  const payable = Math.round(25 * w.dailyWage * 100) / 100;
  const body = nextBody('/star/salaryExpWorkerList/saveByExp');
  await submit();
  expect(await body).toEqual({
    expId: exp.id,
    workers: [
      {
        id: w.id,
        workerId: w.workerId,
        attendDays: 25,
        dailyWage: w.dailyWage,
        payableAmount: payable,
        deductAmount: w.deductAmount,
        paidAmount: w.paidAmount,
        remark: '经班组长核实',
      },
    ],
  });
  await waitFor(() => expect(onDone).toHaveBeenCalled());
  // The world now holds 25 days and the payable.
  expect((await expWorkersOf(exp.id)).find((r) => r.id === w.id)).toMatchObject({
    attendDays: 25,
    payableAmount: payable,
  });
}, 60_000);

/** Clear `box` and paste `text`: one change, as Playwright's fill sets the value, where typing would re-render the
 * dialog's table of candidates once per key (a quarter of a second each in jsdom). */
async function paste(user: ReturnType<typeof person>, box: HTMLElement, text: string): Promise<void> {
  await user.clear(box);
  await user.paste(text);
}

it('应急支付 发起 refuses no project and no worker, then an amount above the unpaid wage keeping the reason, then starts', async () => {
  const paymentsNow = async () =>
    rowsOf<S['WagesEmergencyRecord']>(
      (await world.POST('/star/salaryExpList/emergencyList', { body: { pageNum: 1, pageSize: 10 } })).data,
    );
  // A pre-settlement's project and month, and the first of its companies with a worker still owed wages (and no
  // payment of that company and month in approval, which the world refuses), as the world holds them.
  const inApproval = (await paymentsNow()).filter((p) => p.status === 0);
  type Company = { companyId: number; companyName: string };
  let exp: S['WagesExpRecord'] | undefined;
  let company: Company | undefined;
  let worker: S['WagesEmergencyWorker'] | undefined;
  search: for (const e of (await expsOf()).filter((r) => r.expType !== 3)) {
    const { data: held } = await world.POST('/star/salaryExpList/listCompany', {
      body: { pageNum: 1, pageSize: 100, projectId: e.projectId, period: e.period },
    });
    for (const c of rowsOf<Company>(held)) {
      const busy = inApproval.some(
        (p) => p.projectId === e.projectId && p.companyId === c.companyId && p.period === e.period,
      );
      if (busy) continue;
      const { data } = await world.POST('/star/salaryExpWorkerList/emergencyExp/attWorkerPage', {
        body: { pageNum: 1, pageSize: 50, projectId: e.projectId, period: e.period, companyId: c.companyId },
      });
      worker = rowsOf<S['WagesEmergencyWorker']>(data).find((w) => !w.inProgress && w.unpaidAmount > 0);
      if (worker) {
        [exp, company] = [e, c];
        break search;
      }
    }
  }
  if (!exp || !company || !worker) throw new Error('the world holds no worker owed wages for an emergency payment');
  const onDone = vi.fn();
  renderPart(<EmergencyStart onClose={() => {}} onDone={onDone} />);
  const { dialog, user, box } = await opened('发起应急支付', '发起');
  await press(user, dialog, '发起');
  await refused(dialog, '请选择项目', '请至少选择一名工人');
  expect(await bodiesOf('startEmergencyPaymentTask')).toEqual([]);

  const projectName = String(exp.projectName);
  await chooseOption(user, box('项目'), projectName, projectName.slice(0, 2));
  await fill(user, box('工资周期'), exp.period);
  await chooseOption(user, box('参建单位'), company.companyName, company.companyName.slice(0, 2));
  await waitFor(() => box(`选择 ${worker.workerName}`));
  await user.click(box(`选择 ${worker.workerName}`));
  const amount = () => box(`${worker.workerName} 本次支付金额`);
  await paste(user, amount(), String(worker.unpaidAmount + 380));
  await paste(user, box<HTMLTextAreaElement>('申请原因'), '母亲住院急需医疗费');
  await press(user, dialog, '发起');
  await refused(dialog, `不能超过未发工资 ${worker.unpaidAmount.toFixed(2)} 元`);
  await keeps(box<HTMLTextAreaElement>('申请原因'), '母亲住院急需医疗费');
  expect(await bodiesOf('startEmergencyPaymentTask')).toEqual([]);

  await paste(user, amount(), String(worker.unpaidAmount));
  const body = nextBody('/star/salaryExpWorkerList/emergencyExp/startTask');
  await press(user, dialog, '发起');
  expect(await body).toEqual({
    projectId: exp.projectId,
    companyId: company.companyId,
    period: exp.period,
    reason: '母亲住院急需医疗费',
    workers: [{ workerId: worker.workerId, amount: worker.unpaidAmount }],
  });
  await screen.findByText(/^发起成功，流程 \S+/);
  await waitFor(() => expect(onDone).toHaveBeenCalled());
  // The world holds the new payment in approval, first in the list.
  expect((await paymentsNow())[0]).toMatchObject({
    projectId: exp.projectId,
    companyId: company.companyId,
    companyName: company.companyName,
    period: exp.period,
    reason: '母亲住院急需医疗费',
    amount: worker.unpaidAmount,
    status: 0,
  });
}, 60_000);
