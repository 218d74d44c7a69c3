// 工资发放 screens (001 §7.3): 工资初始名单, 考勤确认任务 (+ /attendanceConfirmation, /attendanceSupplementrecording),
// 工资预结算 (+ /wagesconfirm, /wagesmaintenance, /subcontractingPreSettlement, /wagesother), 手动预结算, 应急支付.
// Each opens with its rows and 共 N 条; exports download an .xlsx; dialogs refuse bad input keeping what was typed,
// then send the spec's body and show the server's message; state changes ask for a confirmation first.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Page, Request } from 'playwright-core';
import { ARTIFACTS } from '../lib/browser';
import { chooseOption } from '../lib/combobox';
import { type ConsolePage, enterSignedIn, openConsole } from '../lib/console-page';
import { rowsOf, totalOf, worldApi, type WorldApi } from '../lib/world-api';

let ctx: ConsolePage;
let page: Page;
let stack: ConsolePage['stack'];
let api: WorldApi;
type Exp = {
  id: number;
  expType: number;
  projectId: number;
  proInstId: string;
  projectName: string;
  period: string;
  payableAmount: number;
  status: number;
};
/** 工资预结算 as the world holds them (the screen's first page). */
const expPage = async () => {
  const res = (await api.request('post', '/star/salaryExpList/page', { body: { pageNum: 1, pageSize: 10 } })) as {
    data?: unknown;
  };
  return { rows: rowsOf<Exp>(res.data), total: totalOf(res.data) };
};
const exps = async () => (await expPage()).rows;
/** The world's answer to a POST the screen makes (its `data`). */
const worldPost = async <T = Record<string, unknown>>(path: string, payload: unknown): Promise<T> =>
  ((await api.request('post', path, { body: payload })) as { data: T }).data;
const money = (n: number) => n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
/** The wage calls the console made: path and JSON body (multipart bodies are kept as null). */
const calls: { path: string; body: unknown; request: Request }[] = [];
const last = (suffix: string) => calls.filter((c) => c.path.endsWith(suffix)).at(-1);
const body = (suffix: string) => last(suffix)?.body;

const jsonOf = (r: Request): unknown => {
  try {
    return r.postDataJSON();
  } catch {
    return null;
  }
};

beforeAll(async () => {
  ctx = await openConsole();
  ({ page, stack } = ctx);
  api = await worldApi(ctx);
  page.on('request', (r) => {
    const { pathname } = new URL(r.url());
    if (pathname.includes('/star/')) calls.push({ path: pathname, body: jsonOf(r), request: r });
  });
  await enterSignedIn(ctx);
  // A missing element fails its step within the test's budget, naming the locator.
  page.setDefaultTimeout(10_000);
});
afterAll(() => ctx?.close());

/**
 * The active page: visited pages stay mounted (hidden, aria-hidden="true") in the tab cache. Not `="false"`: a closed
 * Radix dialog restores the shown page by removing its aria-hidden attribute.
 */
const view = () => page.locator('section[data-page][data-active]');
/** Wait for the console to have made a call (slower under load than expect.poll's 1 s default). */
const dialog = () => page.getByRole('dialog');
const alert = () => page.getByRole('alertdialog');
const filter = (name: string) => view().locator(`[id^="filter-"][id$="-${name}"]`);
const row = (text: string) => view().locator('tbody tr').filter({ hasText: text }).first();
const toast = (text: string | RegExp) =>
  page.locator('[data-sonner-toast]').filter({ hasText: text }).first().waitFor();

const open = async (hash: string, heading: string | RegExp) => {
  await page.goto(`${stack.url}#${hash}`);
  await view().getByRole('heading', { name: heading }).first().waitFor();
};
const rowsShown = async (min = 5, where = view()) => {
  await where.locator('tbody tr').first().waitFor();
  await expect.poll(() => where.locator('tbody tr').count()).toBeGreaterThanOrEqual(min);
  await expect.poll(() => where.getByRole('navigation', { name: '分页' }).textContent()).toMatch(/共 \d+ 条/);
};
const downloads = async (button: string | RegExp = '导出') => {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    view()
      .getByRole('button', { name: button, exact: typeof button === 'string' })
      .click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
};
const shot = (name: string) => page.screenshot({ path: `${ARTIFACTS}/${name}.png`, fullPage: true });

it('工资初始名单 opens from the side menu with amounts and lock tags, exports and downloads the template', async () => {
  const nav = page.getByRole('navigation', { name: '侧边菜单' });
  await nav.getByRole('button', { name: '劳务工资' }).click();
  await nav.getByRole('button', { name: '工资发放' }).click();
  await nav.getByRole('link', { name: '工资初始名单' }).click();
  await view().getByRole('heading', { name: '单位初始名单' }).waitFor();
  expect(new URL(page.url()).hash).toBe('#/wages/initList');
  await rowsShown();
  await expect.poll(() => row('浙江宏达').textContent()).toContain('3,980,000.00');
  await row('浙江宏达').getByText('已锁定').waitFor();
  await expect.poll(() => row('浙江宏达').getByRole('button', { name: '修改' }).isDisabled()).toBe(true);
  await shot('wages-pay-init-list');

  await filter('keyword').fill('宏达');
  await view().getByRole('button', { name: '搜索' }).click();
  await expect.poll(() => body('/wages/company/page')).toEqual({ pageNum: 1, pageSize: 10, keyword: '宏达' });
  await downloads();
  expect(body('/wages/company/export')).toEqual({ keyword: '宏达' });
  await downloads('下载模板');
  expect(last('/wages/company/temp/export')?.request.method()).toBe('GET');
  await view().getByRole('button', { name: '重置' }).click();
});

// The refusals of 导入 (no project, no file, a locked project, a non-Excel file) are component tests:
// packages/console/src/app/screens/wages-pay.screen.test.tsx › 导入 refuses a missing project and file, …
it('导入 uploads the downloaded template, filled in, to a project that has not started pre-settlement', async () => {
  await ctx.worldForThisTest();
  // The sheet: the template the screen downloads (its columns), filled as a person would — a company with its
  // amounts (row 2) and a row without the company name (row 3), which the mock names in its result.
  const [template] = await Promise.all([
    page.waitForEvent('download'),
    view().getByRole('button', { name: '下载模板', exact: true }).click(),
  ]);
  const saved = `${ARTIFACTS}/wages-pay-init-template.xlsx`;
  await template.saveAs(saved);
  const { default: ExcelJS } = await import('exceljs');
  const downloaded = new ExcelJS.Workbook();
  await downloaded.xlsx.readFile(saved);
  const first = downloaded.worksheets[0] as NonNullable<(typeof downloaded.worksheets)[number]>;
  const titles = (first.getRow(1).values as unknown[]).map(String);
  const book = new ExcelJS.Workbook();
  const ws = book.addWorksheet(first.name);
  ws.addRow(titles.slice(1));
  const filled = (cells: Record<string, string | number>) => {
    const out: (string | number | null)[] = titles.slice(1).map(() => null);
    for (const [title, value] of Object.entries(cells)) {
      expect(titles, title).toContain(title);
      out[titles.indexOf(title) - 1] = value;
    }
    return out;
  };
  ws.addRow(filled({ 参建单位名称: '浙江宏达建筑劳务有限公司', 累计应发工资: 126000, 累计已发工资: 120000 }));
  ws.addRow(filled({ 累计应发工资: 5000, 累计已发工资: 5000 }));
  await view().getByRole('button', { name: '导入' }).click();
  // In the mock's world a project is locked when it has pre-settlements: 临平新城安置房三期 has none.
  await chooseOption(dialog().getByLabel('导入到项目'), '临平新城安置房三期', '临平');
  await dialog()
    .locator('input[type=file]')
    .setInputFiles({
      name: '初始工资清单-单位.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: Buffer.from(await book.xlsx.writeBuffer()),
    });
  const [upload] = await Promise.all([
    page.waitForRequest((r) => r.url().includes('/wages/company/import')),
    dialog().getByRole('button', { name: '导入' }).click(),
  ]);
  expect(upload.headers()['content-type']).toMatch(/^multipart\/form-data/);
  // What the server received (the mock's journal of this world).
  await expect.poll(async () => (await ctx.mock.requests('importInitSalaryCompanies')).at(-1)?.body).toContain('1005');
  await toast('导入完成');
  const result = page.getByRole('dialog', { name: '导入结果' });
  await result.getByText('第 3 行').waitFor();
  await result.getByText(/参建单位名称不能为空/).waitFor();
  await result.getByRole('button', { name: '关闭' }).first().click();
  // The good rows are in the world, under the project chosen in the dialog.
  const imported = await worldPost<{ total: number }>('/star/laborsalaryinitlist/wages/company/page', {
    pageNum: 1,
    pageSize: 10,
    projectId: 1005,
  });
  expect(imported.total).toBeGreaterThan(0);
});

// 修改's refusal (已发工资不能大于应发工资, the remark kept) is checked in jsdom against the mock:
// packages/console/src/app/screens/wages-pay.screen.test.tsx. Here the journey: the row's 修改 saves.
it('修改 a worker from the 工人初始名单 saves the amounts', async () => {
  // The spec's examples are all locked (pre-settlement started): in the mock's world, the first worker is editable.
  await ctx.worldForThisTest();
  await ctx.mock.patchRows('listInitSalaryWorkers', { id: 97201 }, { editable: true });
  await open('/wages/initList?tab=worker', '工人初始名单');
  await rowsShown();
  await row('张建国').getByRole('button', { name: '修改' }).click();
  await dialog().getByLabel('备注').fill('按工资卡流水核对');
  await dialog().getByLabel('累计已发工资（元）').fill('119000');
  await dialog().getByRole('button', { name: '确定' }).click();
  await dialog().waitFor({ state: 'detached' });
  expect(body('/wages/worker/edit')).toEqual({
    id: 97201,
    attendDays: 298,
    payableAmount: 119200,
    paidAmount: 119000,
    remark: '按工资卡流水核对',
  });
});

it('考勤确认任务 lists the tasks with progress and status, filters, exports, deletes and submits after a confirmation', async () => {
  await open('/wages/attendConfirm', '考勤确认任务');
  await rowsShown();
  await row('滨江花园').getByText('确认中').waitFor();
  // Its progress is counted from its team tasks (the world's, not a figure of its own).
  const teams = await worldPost<{ list: { status: number }[] }>('/star/laborwagesattend/task/team/page', {
    pageNum: 1,
    pageSize: 50,
    taskId: 96001,
  });
  const confirmed = teams.list.filter((t) => t.status === 1).length;
  expect(confirmed).toBeLessThan(teams.list.length);
  await row('滨江花园').getByText(`${confirmed} / ${teams.list.length} 个班组`).waitFor();
  await shot('wages-pay-attend-confirm');

  await filter('status').selectOption('1');
  await view().getByRole('button', { name: '搜索' }).click();
  await expect.poll(() => body('/task/project/page')).toEqual({ pageNum: 1, pageSize: 10, status: 1 });
  await downloads();
  expect(body('/laborwagesattend/exportTask')).toEqual({ status: 1 });
  await view().getByRole('button', { name: '重置' }).click();

  // Only a 待确认 task can be deleted; only an 已确认 task can be submitted.
  await expect.poll(() => row('城南地铁').getByRole('button', { name: '删除' }).count()).toBe(0);
  await row('未来科技城').getByRole('button', { name: '删除' }).click();
  await alert()
    .getByText(/确定删除「未来科技城人才公寓」2026-10 的考勤确认任务吗/)
    .waitFor();
  await alert().getByRole('button', { name: '删除' }).click();
  await toast('操作成功');
  expect(body('/task/delatt')).toEqual({ taskId: 96004 });

  await row('城南地铁').getByRole('button', { name: '提交' }).click();
  await alert().getByRole('button', { name: '提交' }).click();
  await alert().waitFor({ state: 'detached' });
  expect(body('/task/submitAtt')).toEqual({ taskId: 96002 });
});

it('班组 shows the teams of a task; 班组确认 sends the team and its remark', async () => {
  await row('滨江花园').getByRole('button', { name: '班组', exact: true }).click();
  await view()
    .getByRole('heading', { name: /班组确认进度/ })
    .waitFor();
  expect(new URL(page.url()).hash).toContain('taskId=96001');
  await rowsShown();
  expect(body('/task/team/page')).toEqual({ pageNum: 1, pageSize: 10, taskId: 96001 });
  await row('架子工班').getByRole('button', { name: '班组确认' }).click();
  await dialog().getByLabel('确认说明').fill('已与班组长核对');
  await dialog().getByRole('button', { name: '确定' }).click();
  await dialog().waitFor({ state: 'detached' });
  expect(body('/task/team/confirm')).toEqual({ id: 96104, remark: '已与班组长核对' });
});

// The refusals of 驳回 (no reason; the server's refusal keeping the reason) are component tests:
// packages/console/src/app/screens/wages-pay.screen.test.tsx › 单位确认 驳回 needs a reason and keeps it when …
it('单位确认 lists the companies of the task; 驳回 sends a company back with its reason; 确认 asks first', async () => {
  // Still on the 班组确认 tab of 滨江花园 2026-10 (task 96001): the company tab keeps the project and task.
  await view().getByRole('tab', { name: '单位确认' }).click();
  await view()
    .getByRole('heading', { name: /单位确认进度/ })
    .waitFor();
  await rowsShown();
  expect(new URL(page.url()).hash).toMatch(/tab=company/);
  expect(body('/task/company/page')).toEqual({ pageNum: 1, pageSize: 10, taskId: 96001, projectId: 1001 });
  await row('江苏顺安').getByText('待确认').waitFor();
  await row('江苏顺安').getByText('1 / 2 个班组').waitFor();
  await row('安徽鑫诚').getByText('已驳回').waitFor();
  await row('杭州安捷').getByText('冯卫东').waitFor();
  // 已确认 has no action; 已驳回 can be confirmed again but not sent back again.
  await expect.poll(() => row('杭州安捷').getByRole('button', { name: '确认' }).count()).toBe(0);
  await expect.poll(() => row('安徽鑫诚').getByRole('button', { name: '驳回' }).count()).toBe(0);
  await shot('wages-pay-attend-companies');

  await filter('status').selectOption('0');
  await view().getByRole('button', { name: '搜索' }).click();
  await expect
    .poll(() => body('/task/company/page'))
    .toEqual({
      pageNum: 1,
      pageSize: 10,
      taskId: 96001,
      projectId: 1001,
      status: 0,
    });
  await view().getByRole('button', { name: '重置' }).click();

  await row('江苏顺安').getByRole('button', { name: '驳回' }).click();
  await dialog().getByText('驳回后该单位的 2 个班组回到“已驳回”').waitFor();
  await dialog().getByLabel('驳回原因（必填）').fill('钢筋班 10 月 12 日工日与门禁记录不符');
  const before = calls.filter((c) => c.path.endsWith('/task/company/page')).length;
  await dialog().getByRole('button', { name: '驳回' }).click();
  await toast('操作成功');
  await dialog().waitFor({ state: 'detached' });
  expect(body('/task/company/confirm')).toEqual({
    id: 96302,
    result: 2,
    opinion: '钢筋班 10 月 12 日工日与门禁记录不符',
  });
  await expect.poll(() => calls.filter((c) => c.path.endsWith('/task/company/page')).length).toBeGreaterThan(before);

  await row('安徽鑫诚').getByRole('button', { name: '确认' }).click();
  await alert()
    .getByText(/确定确认「安徽鑫诚钢结构工程有限公司」2026-10 的考勤（21 人、502\.5 工日）吗/)
    .waitFor();
  await alert().getByRole('button', { name: '确认' }).click();
  await alert().waitFor({ state: 'detached' });
  await expect.poll(() => body('/task/company/confirm')).toEqual({ id: 96303, result: 1 });

  // The 项目 picker is the searchable select: another project re-queries its attendance tasks with its id.
  await chooseOption(view().getByLabel('项目', { exact: true }), '城南地铁5号线土建03标', '城南');
  await expect.poll(() => body('/project/task/option')).toEqual({ projectId: 1002 });
  expect(new URL(page.url()).hash).toContain('project=1002');
});

it('/attendanceConfirmation confirms picked workers and adjusts days with a reason', async () => {
  await open('/wages/attendConfirm', '考勤确认任务');
  await row('滨江花园').getByRole('button', { name: '工人确认' }).click();
  await view().getByRole('heading', { name: '工人考勤确认：滨江花园二期住宅项目 2026-10' }).waitFor();
  expect(new URL(page.url()).hash).toMatch(/^#\/attendanceConfirmation\?taskId=96001/);
  await rowsShown();
  await row('孙海涛').getByText('有异议').waitFor();
  await shot('wages-pay-attendance-confirmation');

  await row('张建国').getByRole('checkbox', { name: '选择此行' }).check();
  await row('周红梅').getByRole('checkbox', { name: '选择此行' }).check();
  await view().getByRole('button', { name: '确认工日' }).click();
  await expect.poll(() => body('/task/worker/confirm')).toEqual({ ids: [96201, 96202], result: 1 });

  await row('王强').getByRole('button', { name: '调整工日' }).click();
  await dialog().getByLabel('确认工日').fill('28.3');
  await dialog().getByRole('button', { name: '确定' }).click();
  await dialog().getByText('请输入确认工日（按半天计，如 25.5）').waitFor();
  await dialog().getByText('请输入调整原因').waitFor();
  await dialog().getByLabel('调整原因').fill('10月12日补录半天');
  await dialog().getByLabel('确认工日').fill('28');
  await dialog().getByRole('button', { name: '确定' }).click();
  await dialog().waitFor({ state: 'detached' });
  expect(body('/task/worker/update')).toEqual({
    id: 96204,
    confirmDays: 28,
    overtimeHours: 22,
    remark: '10月12日补录半天',
  });
});

// 补录's refusal (请至少添加一个补录日期, the reason kept) is checked in jsdom against the mock:
// packages/console/src/app/screens/wages-pay.screen.test.tsx. Here the journey: the row's 补录 records the day.
it('/attendanceSupplementrecording records a 补录 for a worker of the task', async () => {
  await open(
    `/attendanceSupplementrecording?taskId=96001&projectName=${encodeURIComponent('滨江花园二期住宅项目')}&period=2026-10`,
    '考勤补录：滨江花园二期住宅项目 2026-10',
  );
  await rowsShown();
  await row('张建国').getByRole('button', { name: '补录' }).click();
  await dialog().getByLabel('补录原因').fill('安全帽定位离线');
  await dialog().getByLabel('补录日期').fill('2026-10-12');
  await dialog().getByRole('button', { name: '添加日期' }).click();
  await dialog().getByLabel('每日计工').selectOption('0.5');
  await dialog().getByRole('button', { name: '确定' }).click();
  await dialog().waitFor({ state: 'detached' });
  expect(body('/task/addition')).toEqual({
    taskId: 96001,
    workerId: 4001,
    dates: ['2026-10-12'],
    daysPerDate: 0.5,
    reason: '安全帽定位离线',
  });
});

it('工资预结算 lists the records, exports, shows attachments, generates to-dos and removes a task with a reason', async () => {
  await open('/wages/salaryList', '工资预结算');
  await rowsShown();
  const world = await exps();
  const first = world[0]!;
  // 3 资金来源确认中 in the world.
  expect(world.find((r) => r.projectName.startsWith('城南地铁'))?.status).toBe(3);
  await expect.poll(() => row('城南地铁').textContent()).toContain('资金来源确认中');
  await expect.poll(() => view().locator('tbody tr').first().textContent()).toContain(money(first.payableAmount));
  await shot('wages-pay-salary-list');
  await filter('status').selectOption('1');
  await view().getByRole('button', { name: '搜索' }).click();
  await expect.poll(() => body('/salaryExpList/page')).toEqual({ pageNum: 1, pageSize: 10, status: 1 });
  await downloads();
  expect(body('/salaryExpList/exportPage')).toEqual({ pageNum: 1, pageSize: 10000, status: 1 });
  await view().getByRole('button', { name: '重置' }).click();

  await view().locator('tbody tr').first().getByRole('button', { name: '附件' }).click();
  await dialog().getByText('2026年10月考勤汇总表.xlsx').waitFor();
  expect(body('/salaryExpList/listFile')).toEqual({ bizId: first.id });
  await dialog().getByRole('button', { name: '关闭' }).first().click();

  // 生成待办 is offered on 0 待维护 / 1 待确认: the first such row of the world, by its place in the list.
  const todo = world.find((r) => r.status === 0 || r.status === 1)!;
  await view().locator('tbody tr').nth(world.indexOf(todo)).getByRole('button', { name: '生成待办' }).click();
  const [answer] = await Promise.all([
    page.waitForResponse((r) => r.url().includes('/initTodo')),
    alert().getByRole('button', { name: '生成' }).click(),
  ]);
  const made = ((await answer.json()) as { data: { companyTodoCount: number; teamTodoCount: number } }).data;
  await toast(`生成参建单位待办 ${made.companyTodoCount} 个、班组待办 ${made.teamTodoCount} 个`);
  expect(body('/initTodo')).toEqual({ proInstId: todo.proInstId, expId: todo.id });

  // 撤销 is offered on 0 待维护 / 1 待确认: the last such row of the page (the first rows are the ones the pages below
  // open), by its place in the list. The world removes the revoked task from the list.
  const gone = world.filter((r) => r.status === 0 || r.status === 1).at(-1)!;
  const { total } = await expPage();
  await view().locator('tbody tr').nth(world.indexOf(gone)).getByRole('button', { name: '撤销' }).click();
  await dialog().getByRole('button', { name: '撤销' }).click();
  await dialog().getByText('请填写撤销原因').waitFor();
  await dialog().getByLabel('撤销原因').fill('考勤数据有误，重新发起');
  await dialog().getByRole('button', { name: '撤销' }).click();
  await dialog().waitFor({ state: 'detached' });
  expect(body('/salaryExpList/removeTask')).toEqual({
    id: gone.id,
    proInstId: gone.proInstId,
    reason: '考勤数据有误，重新发起',
  });
  await expect
    .poll(() => view().getByRole('navigation', { name: '分页' }).textContent())
    .toContain(`共 ${total - 1} 条`);
  expect((await exps()).map((r) => r.id)).not.toContain(gone.id);
});

it('the other tabs: 发起记录, 组织进度 with export, and the summaries by level with their exports', async () => {
  await view().getByRole('tab', { name: '发起记录' }).click();
  await view().getByRole('heading', { name: '工资任务发起记录' }).waitFor();
  await rowsShown();
  await row('PI-2026-000132').getByText('已撤销').first().waitFor();

  await view().getByRole('tab', { name: '组织进度' }).click();
  await view().getByRole('heading', { name: '组织预结算进度' }).waitFor();
  await rowsShown();
  await downloads();

  await view().getByRole('tab', { name: '工资汇总' }).click();
  await view().getByRole('heading', { name: '分公司工资汇总' }).waitFor();
  await rowsShown();
  await view().getByRole('radio', { name: '按工人' }).click();
  await view().getByRole('heading', { name: '工人工资明细' }).waitFor();
  await rowsShown();
  await expect.poll(() => row('张建国').textContent()).toContain('8,620.00');
  await filter('onlyUnpaid').selectOption('1');
  await view().getByRole('button', { name: '搜索' }).click();
  await expect.poll(() => body('/salaryExpList/listWorker')).toEqual({ pageNum: 1, pageSize: 10, onlyUnpaid: true });
  await shot('wages-pay-salary-summary');
  await downloads();
  expect(body('/salaryExpList/listWorkerExport')).toEqual({ pageNum: 1, pageSize: 10000, onlyUnpaid: true });
});

it('/wagesconfirm shows the companies; 退回 needs an opinion; the confirmation sheet downloads', async () => {
  type Company = { id: number; companyId: number; companyName: string; period: string; confirmStatus: number };
  const companiesOf = (e: Exp) =>
    worldPost<Company[]>('/star/salaryExpCompanyList/getbyprointc', { proInstId: e.proInstId, expId: e.id });
  // A pre-settlement to confirm (1 待确认) with a company still to confirm (1 待确认), as the world holds them.
  const world = await exps();
  let exp: Exp | undefined;
  let held: Company[] = [];
  for (const e of world.filter((r) => r.status === 1 && r.expType !== 3)) {
    held = await companiesOf(e);
    if (held.some((c) => c.confirmStatus === 1)) {
      exp = e;
      break;
    }
  }
  if (!exp) throw new Error('the world holds no pre-settlement with a company to confirm');
  const back = held.find((c) => c.confirmStatus === 1)!;
  await open('/wages/salaryList', '工资预结算');
  await rowsShown();
  await view().locator('tbody tr').nth(world.indexOf(exp)).getByRole('button', { name: '确认', exact: true }).click();
  await view()
    .getByRole('heading', { name: `预结算确认：${exp.projectName} ${exp.period}` })
    .waitFor();
  const companies = view().getByRole('table', { name: '参建单位确认' });
  await expect.poll(() => companies.locator('tbody tr').count()).toBe(held.length);
  const company = (name: string) => companies.locator('tbody tr').filter({ hasText: name }).first();
  await company(back.companyName).getByText('待确认').waitFor();
  await rowsShown(1);
  await shot('wages-pay-wages-confirm');

  await company(back.companyName).getByRole('button', { name: '确认', exact: true }).click();
  await dialog().getByText('退回', { exact: true }).click();
  await dialog().getByRole('button', { name: '确定' }).click();
  await dialog().getByText('退回时请填写意见').waitFor();
  expect(last('/salaryExpCompanyList/confirm')).toBeUndefined();
  await dialog()
    .getByLabel(/退回意见/)
    .fill('架子工班借支凭证缺失');
  await dialog().getByRole('button', { name: '确定' }).click();
  await dialog().waitFor({ state: 'detached' });
  expect(body('/salaryExpCompanyList/confirm')).toEqual({
    id: back.id,
    proInstId: exp.proInstId,
    confirmStatus: 3,
    opinion: '架子工班借支凭证缺失',
  });
  // The screen shows what the world now holds: 3 已退回 with the opinion, and no 确认 any more.
  await company(back.companyName).getByText('已退回').waitFor();
  await company(back.companyName).getByText('架子工班借支凭证缺失').waitFor();
  await expect.poll(() => company(back.companyName).getByRole('button', { name: '确认', exact: true }).count()).toBe(0);
  expect((await companiesOf(exp)).find((c) => c.id === back.id)).toMatchObject({
    confirmStatus: 3,
    opinion: '架子工班借支凭证缺失',
  });
  await downloads('导出确认表');
  expect(body('/salaryExpList/salaryConfirmExport')).toEqual({ proInstId: exp.proInstId, expId: exp.id });

  // The first company's own pre-settlement, with its teams as the world holds them.
  const own = held[0]!;
  const teams = await worldPost<{ teamName: string }[]>('/star/salaryExpTeamList/getbycompanyid', {
    proInstId: exp.proInstId,
    expId: exp.id,
    companyId: own.companyId,
  });
  await company(own.companyName).getByRole('button', { name: '单位明细' }).click();
  await view()
    .getByRole('heading', { name: `${own.companyName}（${own.period}）` })
    .waitFor();
  for (const t of teams) await view().getByRole('table', { name: '班组' }).getByText(t.teamName).waitFor();
  expect(body('/salaryExpTeamList/getbycompanyid')).toEqual({
    proInstId: exp.proInstId,
    expId: exp.id,
    companyId: own.companyId,
  });
  await shot('wages-pay-subcontracting');
});

it('/wagesconfirm shows the 累计发放情况 of the pre-settlement and opens its latest 代发任务', async () => {
  // A pre-settlement of the list that has a 代发任务 in the world.
  const tasks = rowsOf<{ expId: number }>(await worldPost('/star/salaryCumList/page', { pageNum: 1, pageSize: 100 }));
  const exp = (await exps()).find((e) => e.status !== 0 && e.expType !== 3 && tasks.some((t) => t.expId === e.id))!;
  type Cum = {
    id: number;
    payType: number;
    status: number;
    workerCount: number;
    payWorkerCount: number;
    expAmount: number;
    thisPayAmount: number;
    cumPaidAmount: number;
  };
  const c = await worldPost<Cum>('/star/salaryCumList/getbyexpid', { expId: exp.id });
  await open('/wages/salaryList', '工资预结算');
  await view()
    .locator('tbody tr')
    .filter({ hasText: exp.projectName })
    .filter({ hasText: exp.period })
    .first()
    .getByRole('button', { name: exp.status === 1 ? '确认' : '查看', exact: true })
    .click();
  await view()
    .getByRole('heading', { name: `预结算确认：${exp.projectName} ${exp.period}` })
    .waitFor();
  const cum = view()
    .locator('section')
    .filter({ has: page.getByRole('heading', { name: '累计发放情况' }) });
  await cum.getByText({ 1: '全额代发', 2: '部分代发', 3: '尾款代发' }[c.payType]!, { exact: true }).waitFor();
  await expect.poll(() => body('/salaryCumList/getbyexpid')).toEqual({ expId: exp.id });
  const state = { 0: '待发放', 1: '审批中', 2: '发放中', 3: '已发放', 4: '已驳回' }[c.status]!;
  await cum.getByText(state, { exact: true }).waitFor();
  await cum.getByText(`${c.payWorkerCount} / ${c.workerCount} 人`).waitFor();
  for (const amount of [c.expAmount, c.thisPayAmount, c.cumPaidAmount])
    await expect.poll(() => cum.textContent()).toContain(money(amount));
  await shot('wages-pay-wages-confirm-cum');

  await cum.getByRole('button', { name: c.status === 1 ? '办理代发审批' : '查看代发任务' }).click();
  await expect.poll(() => new URL(page.url()).hash).toContain(`id=${c.id}`);
});

// The refusal of 修改 (40 days, the remark kept) is a component test:
// packages/console/src/app/screens/wages-pay.screen.test.tsx › /wagesmaintenance 修改 refuses 40 days keeping …
it('/wagesmaintenance lists the teams and workers; 修改 saves the days; 提交工资表 asks first', async () => {
  // A pre-settlement whose teams the world holds; the world's teams have all submitted, so one is reopened (0 待提交).
  await ctx.worldForThisTest();
  type Team = { expTeamId: number; teamName: string; submitStatus: number };
  type Worker = {
    id: number;
    workerId: number;
    workerName: string;
    dailyWage: number;
    deductAmount: number;
    paidAmount: number;
  };
  let exp: Exp | undefined;
  let teams: Team[] = [];
  for (const e of await exps()) {
    teams = await worldPost<Team[]>('/star/salaryExpList/taskTeam', { proInstId: e.proInstId, expId: e.id });
    if (teams.filter((t) => t.submitStatus === 1).length >= 2) {
      exp = e;
      break;
    }
  }
  if (!exp) throw new Error('the world holds no pre-settlement with two teams, one submitted');
  // The team to edit is the first whose workers the world holds; another submitted team shows the locked sheet.
  let open_: Team | undefined;
  let workers: Worker[] = [];
  for (const t of teams) {
    workers = rowsOf<Worker>(
      await worldPost('/star/salaryExpWorkerList/getbyteamid', {
        pageNum: 1,
        pageSize: 10,
        expId: exp.id,
        expTeamId: t.expTeamId,
      }),
    );
    if (workers.length) {
      open_ = t;
      break;
    }
  }
  if (!open_) throw new Error('the world holds no workers for the teams of the pre-settlement');
  const locked = teams.find((t) => t !== open_ && t.submitStatus === 1)!;
  if (open_.submitStatus === 1)
    await ctx.mock.patchRows('listSalaryExpTaskTeams', { expTeamId: open_.expTeamId }, { submitStatus: 0 });
  const w = workers[0]!;
  await open(
    `/wagesmaintenance?${new URLSearchParams({ expId: String(exp.id), proInstId: exp.proInstId, projectName: exp.projectName, period: exp.period })}`,
    `预结算维护：${exp.projectName} ${exp.period}`,
  );
  const side = view().getByRole('complementary', { name: '班组' });
  await side.getByRole('button', { name: new RegExp(locked.teamName) }).click();
  await expect
    .poll(() => body('/salaryExpWorkerList/getbyteamid'))
    .toMatchObject({ expId: exp.id, expTeamId: locked.expTeamId });
  // A submitted team's sheet is locked.
  await expect.poll(() => view().getByRole('button', { name: '提交工资表' }).count()).toBe(0);
  await side.getByRole('button', { name: new RegExp(open_.teamName) }).click();
  // Its workers as the world holds them (this team's page was already loaded as the first team: no new call needed).
  await expect.poll(() => view().locator('tbody tr').first().textContent()).toContain(w.workerName);
  await rowsShown(Math.min(workers.length, 5));
  await shot('wages-pay-maintenance');

  await view().locator('tbody tr').first().getByRole('button', { name: '修改' }).click();
  await dialog().getByLabel('备注').fill('经班组长核实');
  await dialog().getByLabel('出勤天数').fill('25');
  await dialog().getByRole('button', { name: '确定' }).click();
  await dialog().waitFor({ state: 'detached' });
  expect(body('/salaryExpWorkerList/saveByExp')).toEqual({
    expId: exp.id,
    workers: [
      {
        id: w.id,
        workerId: w.workerId,
        attendDays: 25,
        dailyWage: w.dailyWage,
        payableAmount: Math.round(25 * w.dailyWage * 100) / 100,
        deductAmount: w.deductAmount,
        paidAmount: w.paidAmount,
        remark: '经班组长核实',
      },
    ],
  });
  // The world now holds 25 days and the payable, in the pre-settlement's list and in the team's sheet alike.
  const payable = Math.round(25 * w.dailyWage * 100) / 100;
  await expect
    .poll(async () =>
      rowsOf<{ id: number; attendDays: number; payableAmount: number }>(
        await worldPost('/star/salaryExpWorkerList/listByExp', { pageNum: 1, pageSize: 500, expId: exp.id }),
      ).find((r) => r.id === w.id),
    )
    .toMatchObject({ attendDays: 25, payableAmount: payable });
  const sheet = rowsOf<{ id: number; attendDays: number; payableAmount: number }>(
    await worldPost('/star/salaryExpWorkerList/getbyteamid', {
      pageNum: 1,
      pageSize: 500,
      expId: exp.id,
      expTeamId: open_.expTeamId,
    }),
  );
  expect(sheet.find((r) => r.id === w.id)).toMatchObject({ attendDays: 25, payableAmount: payable });

  await view().getByRole('button', { name: '提交工资表' }).click();
  await alert().getByRole('button', { name: '提交' }).click();
  await alert().waitFor({ state: 'detached' });
  expect(body('/salaryExpWorkerList/commitWorkerList')).toEqual({
    expId: exp.id,
    expTeamId: open_.expTeamId,
    workers: [],
  });
});

it('/wagesother lists the workers and the attachments of a pre-settlement', async () => {
  // The world holds no 其他预结算 (expType 3): the page is opened on the first pre-settlement with workers and files.
  type Listed = { total: number; list: { workerName: string }[] };
  let exp: Exp | undefined;
  let world: Listed | undefined;
  let files: { fileName: string }[] = [];
  for (const e of await exps()) {
    world = await worldPost<Listed>('/star/salaryExpWorkerList/listByExp', { pageNum: 1, pageSize: 10, expId: e.id });
    files = await worldPost<{ fileName: string }[]>('/star/salaryExpList/listFile', { bizId: e.id });
    if (world.total && files.length) {
      exp = e;
      break;
    }
  }
  if (!exp || !world) throw new Error('the world holds no pre-settlement with workers and attachments');
  await open(
    `/wagesother?${new URLSearchParams({ expId: String(exp.id), proInstId: exp.proInstId })}`,
    `其他预结算：${exp.proInstId}`,
  );
  await rowsShown(Math.min(world.total, 5));
  await expect
    .poll(() => view().getByRole('navigation', { name: '分页' }).textContent())
    .toContain(`共 ${world.total} 条`);
  await expect.poll(() => view().locator('tbody tr').first().textContent()).toContain(world.list[0]!.workerName);
  for (const f of files) await view().getByText(f.fileName).waitFor();
  // (Pages kept in the tab cache may ask again for their own pre-settlement: this page's call is among the calls.)
  expect(calls.filter((c) => c.path.endsWith('/salaryExpWorkerList/listByExp')).map((c) => c.body)).toContainEqual({
    pageNum: 1,
    pageSize: 10,
    expId: exp.id,
  });
});

// 手动发起's refusal (该周期已发起过预结算，不能重复发起, the remark kept) is checked in jsdom against the mock:
// packages/console/src/app/screens/wages-pay.screen.test.tsx. Here the journey: the started month's process shown.
it('手动预结算 shows the periods; 手动发起 starts a startable month whose process the screen shows', async () => {
  type Period = { period: string; canStart: boolean; expId: number | null };
  const periodsOf = (projectId: number) =>
    worldPost<Period[]>('/star/salaryExpWorkerList/manualExp/getPeriod', { projectId });
  // The screen opens on the first project (1001); a month it started and a month it may start, as the world holds them.
  const world = await periodsOf(1001);
  const done = world.find((p) => !p.canStart && p.expId)!.period;
  const free = world.find((p) => p.canStart)!.period;
  await open('/wages/manualExp', /预结算周期/);
  await rowsShown(world.length);
  await view().getByText('已预结算至').waitFor();
  await row(free).getByText('可发起').waitFor();
  await expect.poll(() => row(done).getByRole('button', { name: '发起' }).count()).toBe(0);
  await shot('wages-pay-manual-exp');

  await view().getByRole('button', { name: '手动发起' }).click();
  await expect.poll(() => dialog().getByLabel('工资周期').inputValue()).toBe('2026-11');
  await dialog().getByLabel('发起说明').fill('9 月自动发起失败，补发起');
  await dialog().getByLabel('工资周期').fill(free);
  const [answer] = await Promise.all([
    page.waitForResponse((r) => r.url().includes('/manualExp/startTask')),
    dialog().getByRole('button', { name: '发起' }).click(),
  ]);
  const started = ((await answer.json()) as { data: { proInstId: string } }).data;
  await toast('发起成功');
  expect(body('/manualExp/startTask')).toEqual({
    projectId: 1001,
    period: free,
    remark: '9 月自动发起失败，补发起',
  });
  await view().getByText(`流程 ${started.proInstId}`).waitFor();

  // The 项目 picker is the searchable select: another project re-queries its periods with its id.
  await chooseOption(view().getByLabel('项目', { exact: true }), '城南地铁5号线土建03标', '城南');
  await expect.poll(() => body('/manualExp/getPeriod')).toEqual({ projectId: 1002 });
  expect(new URL(page.url()).hash).toContain('projectId=1002');
});

// The refusals of 发起应急支付 (no project, no worker, an amount above the unpaid wage) are component tests:
// packages/console/src/app/screens/wages-pay.screen.test.tsx › 应急支付 发起 refuses no project and no worker, …
it('应急支付 lists the payments, shows a detail, and starts one the list then shows first', async () => {
  type Payment = {
    id: number;
    projectId: number;
    projectName: string;
    companyId: number;
    companyName: string;
    period: string;
    reason: string;
    amount: number;
    status: number;
  };
  const paymentsNow = async () =>
    rowsOf<Payment>(await worldPost('/star/salaryExpList/emergencyList', { pageNum: 1, pageSize: 10 }));
  const STATUS: Record<number, string> = { 0: '审批中', 1: '待支付', 2: '已支付', 3: '已驳回', 4: '已撤销' };
  const payments = await paymentsNow();
  await open('/wages/emergency', '应急支付');
  await rowsShown(Math.min(payments.length, 5));
  // The world's first payment, with its status and amount.
  const first = payments[0]!;
  const shown = view().locator('tbody tr').first();
  await expect.poll(() => shown.textContent()).toContain(first.reason);
  await shown.getByText(STATUS[first.status]!, { exact: true }).waitFor();
  await expect.poll(() => shown.textContent()).toContain(money(first.amount));
  await shot('wages-pay-emergency');
  // Its detail as the world holds it: the workers paid, the current step and the proofs.
  type Detail = { currentNode?: string | null; workers: { workerName: string }[]; files?: { fileName: string }[] };
  const detail = (
    (await api.request('get', '/star/salaryExpList/emergencyDetail', { params: { query: { id: first.id } } })) as {
      data: Detail;
    }
  ).data;
  await shown.getByRole('button', { name: '详情' }).click();
  for (const w of detail.workers) await dialog().getByText(w.workerName).first().waitFor();
  for (const f of detail.files ?? []) await dialog().getByText(f.fileName).first().waitFor();
  if (detail.currentNode) await dialog().getByText(detail.currentNode).first().waitFor();
  await dialog().getByRole('button', { name: '关闭' }).first().click();

  await view().getByRole('button', { name: '发起应急支付' }).click();
  // A pre-settlement's project and month, and the first of its companies with a worker still owed wages (and no
  // payment of that company and month in approval, which the world refuses), as the world holds them.
  type Company = { companyId: number; companyName: string };
  type Owed = { workerId: number; workerName: string; unpaidAmount: number; inProgress: boolean };
  const inApproval = (await paymentsNow()).filter((p) => p.status === 0);
  let exp: Exp | undefined;
  let held: Company[] = [];
  let company: Company | undefined;
  let worker: Owed | undefined;
  search: for (const e of (await exps()).filter((r) => r.expType !== 3)) {
    held = rowsOf<Company>(
      await worldPost('/star/salaryExpList/listCompany', {
        pageNum: 1,
        pageSize: 100,
        projectId: e.projectId,
        period: e.period,
      }),
    );
    for (const c of held) {
      const busy = inApproval.some(
        (p) => p.projectId === e.projectId && p.companyId === c.companyId && p.period === e.period,
      );
      if (busy) continue;
      const candidates = rowsOf<Owed>(
        await worldPost('/star/salaryExpWorkerList/emergencyExp/attWorkerPage', {
          pageNum: 1,
          pageSize: 50, // the dialog's page of candidates
          projectId: e.projectId,
          period: e.period,
          companyId: c.companyId,
        }),
      );
      worker = candidates.find((w) => !w.inProgress && w.unpaidAmount > 0);
      if (worker) {
        [exp, company] = [e, c];
        break search;
      }
    }
  }
  if (!exp || !company || !worker) throw new Error('the world holds no worker owed wages for an emergency payment');
  await chooseOption(dialog().getByLabel('项目'), exp.projectName, exp.projectName.slice(0, 2));
  await dialog().getByLabel('工资周期').fill(exp.period);
  // The 参建单位 picker offers each company of the month once, under its own name.
  await dialog().getByLabel('参建单位').click();
  await expect
    .poll(async () =>
      (await page.getByRole('listbox').getByRole('option').allTextContents()).filter((o) => o !== '请选择').sort(),
    )
    .toEqual([...new Set(held.map((c) => c.companyName))].sort());
  await page.getByRole('combobox', { name: /^搜索/ }).fill(company.companyName.slice(0, 2));
  await page.getByRole('option', { name: company.companyName, exact: true }).click();
  await page.getByRole('listbox').waitFor({ state: 'detached' });
  await dialog()
    .getByRole('checkbox', { name: `选择 ${worker.workerName}` })
    .check();
  await dialog().getByLabel(`${worker.workerName} 本次支付金额`).fill(String(worker.unpaidAmount));
  await dialog().getByLabel('申请原因').fill('母亲住院急需医疗费');
  const [answer] = await Promise.all([
    page.waitForResponse((r) => r.url().includes('/emergencyExp/startTask')),
    dialog().getByRole('button', { name: '发起' }).click(),
  ]);
  const started = ((await answer.json()) as { data: { proInstId: string } }).data;
  await toast(`发起成功，流程 ${started.proInstId}`);
  expect(body('/emergencyExp/startTask')).toEqual({
    projectId: exp.projectId,
    companyId: company.companyId,
    period: exp.period,
    reason: '母亲住院急需医疗费',
    workers: [{ workerId: worker.workerId, amount: worker.unpaidAmount }],
  });
  // The world holds the new payment in approval, and the list shows it first with its project and company.
  expect((await paymentsNow())[0]).toMatchObject({
    projectId: exp.projectId,
    projectName: exp.projectName,
    companyId: company.companyId,
    companyName: company.companyName,
    period: exp.period,
    reason: '母亲住院急需医疗费',
    amount: worker.unpaidAmount,
    status: 0,
  });
  await expect.poll(() => shown.textContent()).toContain('母亲住院急需医疗费');
  await expect.poll(() => shown.textContent()).toContain(exp.projectName);
  await expect.poll(() => shown.textContent()).toContain(company.companyName);
  await shown.getByText('审批中', { exact: true }).waitFor();
  await expect.poll(() => shown.textContent()).toContain(money(worker.unpaidAmount));
});

it('no console errors', () => expect(ctx.problems).toEqual([]));
