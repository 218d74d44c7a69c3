// 劳务工资 screens (001 §7.3): 工资专户台账, 保证金台账, 核心数据, 问题工资, 短信接收人, 属地区域. Each opens with its
// rows and 共 N 条; exports download an .xlsx; locking core data asks first and saves the snapshot; forms refuse bad
// input keeping what was typed, then send the spec's body and show the server's message. In the mock's world: the
// rows, totals and figures are read from the world through the SDK, and each write is checked by what is then read.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ARTIFACTS } from '../lib/browser';
import { chooseOption } from '../lib/combobox';
import { type ConsolePage, enterSignedIn, openConsole } from '../lib/console-page';
import { rowsOf, totalOf, worldApi, type WorldApi } from '../lib/world-api';

let ctx: ConsolePage;
let page: Page;
let stack: ConsolePage['stack'];
let api: WorldApi;
/** A wage call (POST with a JSON body) as the world answers it. */
const ask = async <T = Record<string, unknown>>(path: string, body: Record<string, unknown> = {}): Promise<T> =>
  ((await api.request('post', path, { body })) as { data?: T }).data as T;
/** A paged wage list as the world holds it. */
const listed = async <T = Record<string, unknown>>(path: string, body: Record<string, unknown> = {}) => {
  const data = await ask(path, { pageNum: 1, pageSize: 10, ...body });
  return { total: totalOf(data), rows: rowsOf<T>(data) };
};
const FORMAT = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
/** An amount as the wage screens show it (386420.5 → 386,420.50). */
const money = (n: number) => FORMAT.format(n);
/** The wage calls the console made: path and JSON body. */
const calls: { path: string; body: unknown }[] = [];
const last = (suffix: string) => calls.filter((c) => c.path.endsWith(suffix)).at(-1)?.body;
/** The /pc report reads (GET): path and query. */
const reads: { path: string; query: Record<string, string> }[] = [];
const lastRead = (suffix: string) => reads.filter((c) => c.path.endsWith(suffix)).at(-1)?.query;

beforeAll(async () => {
  ctx = await openConsole();
  ({ page, stack } = ctx);
  api = await worldApi(ctx);
  page.setDefaultTimeout(10_000);
  page.on('request', (r) => {
    const { pathname } = new URL(r.url());
    const json = (r.headers()['content-type'] ?? '').includes('application/json');
    if (pathname.includes('/star/') && r.method() === 'POST')
      calls.push({ path: pathname, body: json ? r.postDataJSON() : null });
    if (pathname.includes('/pc/report/') && r.method() === 'GET')
      reads.push({ path: pathname, query: Object.fromEntries(new URL(r.url()).searchParams) });
  });
  await enterSignedIn(ctx);
});
afterAll(() => ctx?.close());

const open = async (path: string, heading: string) => {
  await page.goto(`${stack.url}#${path}`);
  await page.getByRole('heading', { name: heading, exact: true }).first().waitFor();
};
const rowsShown = async (min = 5) => {
  await view().locator('tbody tr').first().waitFor();
  await expect.poll(() => view().locator('tbody tr').count()).toBeGreaterThanOrEqual(min);
  await expect.poll(() => view().getByRole('navigation', { name: '分页' }).textContent()).toMatch(/共 \d+ 条/);
};
const exportDownloads = async () => {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    view().getByRole('button', { name: '导出' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
};
const dialog = () => page.getByRole('dialog');
/** The active page: visited pages stay mounted (hidden) in the tab cache, so lookups are scoped to the shown one. */
const view = () => page.locator('section[data-page][data-active]');
/** A filter field of the shown page (ids are `filter-<bar>-<name>`, unique per filter bar). */
const filter = (name: string) => view().locator(`[id^="filter-"][id$="-${name}"]`);
const toast = (text: string | RegExp) => page.locator('[data-sonner-toast]').filter({ hasText: text }).first();
const tab = (name: string) => view().getByRole('tab', { name });
const JPG = { name: '张建国补发回单.jpg', mimeType: 'image/jpeg', buffer: Buffer.from([0xff, 0xd8, 0xff, 0xd9]) };

type Account = { id: number; balance: number; totalInAmount: number; status: number };
it('工资专户台账 opens from the side menu with amounts in 元 and status tags, and exports', async () => {
  const nav = page.getByRole('navigation', { name: '侧边菜单' });
  await nav.getByRole('button', { name: '劳务工资' }).click();
  await nav.getByRole('button', { name: '工资台账' }).click();
  await nav.getByRole('link', { name: '工资专户台账' }).click();
  await page.getByRole('heading', { name: '工资专户台账' }).waitFor();
  expect(new URL(page.url()).hash).toBe('#/wages/accountLedger');
  await rowsShown();
  await page.getByRole('columnheader', { name: '当前余额（元）' }).waitFor();
  const world = await listed<Account>('/star/laborwageaccount/page');
  await expect.poll(() => view().locator('tbody tr').count()).toBe(world.rows.length);
  await expect
    .poll(() => view().getByRole('navigation', { name: '分页' }).textContent())
    .toContain(`共 ${world.total} 条`);
  const first = view().locator('tbody tr').first();
  await expect.poll(() => first.textContent()).toContain(money(world.rows[0]!.balance));
  await expect.poll(() => first.textContent()).toContain(money(world.rows[0]!.totalInAmount));
  // Every frozen (2) and closed (3) account is tagged so.
  const frozen = world.rows.filter((r) => r.status === 2).length;
  const closed = world.rows.filter((r) => r.status === 3).length;
  expect(frozen * closed).toBeGreaterThan(0);
  await expect.poll(() => view().locator('tbody').getByText('冻结', { exact: true }).count()).toBe(frozen);
  await expect.poll(() => view().locator('tbody').getByText('已销户', { exact: true }).count()).toBe(closed);
  await page.screenshot({ path: `${ARTIFACTS}/wages-account-ledger.png`, fullPage: true });

  await filter('status').selectOption('2');
  await view().getByRole('button', { name: '搜索' }).click();
  await expect.poll(() => last('/star/laborwageaccount/page')).toEqual({ pageNum: 1, pageSize: 10, status: 2 });
  const frozenRows = await listed<Account>('/star/laborwageaccount/page', { status: 2 });
  expect(frozenRows.rows.every((r) => r.status === 2)).toBe(true);
  await expect.poll(() => view().locator('tbody tr').count()).toBe(frozenRows.rows.length);
  await expect
    .poll(() => view().locator('tbody').getByText('冻结', { exact: true }).count())
    .toBe(frozenRows.rows.length);
  await exportDownloads();
  expect(last('/star/laborwageaccount/exportData')).toEqual({ status: 2 });
});

type Deposit = { id: number; depositType: number; amount: number; expireDate: string | null; status: number };
it('保证金台账 shows how each deposit is held, its amounts and term, and exports', async () => {
  await open('/wages/depositLedger', '保证金台账');
  await rowsShown();
  const world = await listed<Deposit>('/star/deposit/page');
  await expect.poll(() => view().locator('tbody tr').count()).toBe(world.rows.length);
  await expect
    .poll(() => view().getByRole('navigation', { name: '分页' }).textContent())
    .toContain(`共 ${world.total} 条`);
  // 银行保函 (2) and 部分返还 (status 2) where the world holds them; a deposit without an end date is 长期.
  expect(world.rows.some((r) => r.depositType === 2)).toBe(true);
  await view().locator('tbody').getByText('银行保函').first().waitFor();
  const partly = world.rows.filter((r) => r.status === 2).length;
  expect(partly).toBeGreaterThan(0);
  await expect.poll(() => view().locator('tbody').getByText('部分返还', { exact: true }).count()).toBe(partly);
  await expect.poll(() => view().locator('tbody tr').first().textContent()).toContain(money(world.rows[0]!.amount));
  const open_ = world.rows.findIndex((r) => !r.expireDate);
  expect(open_).toBeGreaterThanOrEqual(0);
  await expect.poll(() => view().locator('tbody tr').nth(open_).textContent()).toContain('长期');
  await page.screenshot({ path: `${ARTIFACTS}/wages-deposit-ledger.png`, fullPage: true });
  await exportDownloads();
});

type Core = {
  id: number;
  projectId: number;
  projectName: string;
  period: string;
  payableAmount: number;
  payRate: number;
  lockStatus: number;
};
it('核心数据 shows the monthly figures, exports, and locks a row after a confirmation, saving the snapshot', async () => {
  await open('/wages/coreData', '核心数据');
  await rowsShown();
  const world = await listed<Core>('/star/salaryCumList/coredata');
  await expect.poll(() => view().locator('tbody tr').count()).toBe(world.rows.length);
  const [top] = world.rows;
  await expect.poll(() => view().locator('tbody tr').first().textContent()).toContain(money(top!.payableAmount));
  await expect.poll(() => view().locator('tbody tr').first().textContent()).toContain(`${top!.payRate.toFixed(2)}%`);
  await page.screenshot({ path: `${ARTIFACTS}/wages-core-data.png`, fullPage: true });
  await exportDownloads();

  // Locked rows have no 锁定 button; an unlocked one has.
  const locked = world.rows.findIndex((r) => r.lockStatus === 1);
  expect(locked).toBeGreaterThanOrEqual(0);
  await expect.poll(() => view().locator('tbody tr').nth(locked).getByRole('button', { name: '锁定' }).count()).toBe(0);
  const target = world.rows.findIndex((r) => r.lockStatus === 0);
  const row = world.rows[target]!;
  await view().locator('tbody tr').nth(target).getByRole('button', { name: '锁定' }).click();
  const confirm = page.getByRole('alertdialog');
  await confirm.getByText(`确定锁定「${row.projectName}」${row.period} 的核心数据吗`, { exact: false }).waitFor();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    confirm.getByRole('button', { name: '锁定' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
  expect(last('/star/salaryCumList/coredatalock')).toEqual({ period: row.period, projectIds: [row.projectId] });
  await page.getByText(`${row.projectName} ${row.period} 核心数据已锁定，锁定快照已下载`).waitFor();
});

// 按月锁定's refusal (an empty month: 请选择锁定月份) is checked in jsdom: packages/console/src/app/screens/wages.screen.test.tsx.
it('按月锁定 locks the month for all projects and saves the snapshot', async () => {
  await page.getByRole('button', { name: '按月锁定' }).click();
  await dialog().waitFor();
  await dialog().getByLabel('锁定月份').fill('2026-10');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    dialog().getByRole('button', { name: '锁定并下载' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
  expect(last('/star/salaryCumList/coredatalock')).toEqual({ period: '2026-10' });
  await dialog().waitFor({ state: 'detached' });
});

type Trouble = {
  id: number;
  proInstId: string;
  projectId: number;
  projectName: string;
  period: string;
  troubleAmount: number;
  troubleType: number;
  status: number;
};
const TROUBLES = '/star/laborwagestrouble/wages/trouble/page';
it('问题工资 lists the records with type and status, filters, and exports the filter', async () => {
  await open('/wages/trouble', '问题工资');
  await rowsShown();
  const world = await listed<Trouble>(TROUBLES);
  await expect.poll(() => view().locator('tbody tr').count()).toBe(world.rows.length);
  await expect
    .poll(() => view().getByRole('navigation', { name: '分页' }).textContent())
    .toContain(`共 ${world.total} 条`);
  expect(world.rows.some((r) => r.troubleType === 1)).toBe(true);
  await view().locator('tbody').getByText('代发失败').first().waitFor();
  const rejected = world.rows.filter((r) => r.status === 3).length;
  await expect.poll(() => view().locator('tbody').getByText('已驳回', { exact: true }).count()).toBe(rejected);
  await expect
    .poll(() => view().locator('tbody tr').first().textContent())
    .toContain(money(world.rows[0]!.troubleAmount));
  await page.screenshot({ path: `${ARTIFACTS}/wages-trouble.png`, fullPage: true });
  await filter('status').selectOption('0');
  await view().getByRole('button', { name: '搜索' }).click();
  await expect
    .poll(() => last('/star/laborwagestrouble/wages/trouble/page'))
    .toEqual({
      pageNum: 1,
      pageSize: 10,
      status: 0,
    });
  const pending = await listed<Trouble>(TROUBLES, { status: 0 });
  expect(pending.rows.every((r) => r.status === 0)).toBe(true);
  await expect
    .poll(() => view().getByRole('navigation', { name: '分页' }).textContent())
    .toContain(`共 ${pending.total} 条`);
  await exportDownloads();
  expect(last('/star/laborwagestrouble/wages/export')).toEqual({ status: 0 });
  await view().getByRole('button', { name: '重置' }).click();
});

type TroubleWorker = { id: number; workerName: string; troubleAmount: number; failReason: string; remark: string };
type Voucher = {
  id: number;
  troubleWorkerId: number;
  payAmount: number;
  files: { name: string }[];
  opinion: string | null;
  status: number;
};
type TroubleCompany = { id: number; companyId: number; companyName: string; troubleAmount: number; remark: string };
const workersOf = (troubleId: number) => ask<TroubleWorker[]>('/star/laborwagestrouble/worker/list', { troubleId });
const vouchersOf = (troubleId: number) => ask<Voucher[]>('/star/laborwagestrouble/worker/voucher/list', { troubleId });
const companiesOf = (troubleId: number) => ask<TroubleCompany[]>('/star/laborwagestrouble/company/list', { troubleId });

// 修改's refusal (请输入问题金额（最多两位小数）, the remark kept) is checked in jsdom against the mock:
// packages/console/src/app/screens/wages.screen.test.tsx. Here the journey: a worker's row saved from the record.
it('处理 opens a record with its workers and vouchers; 修改 saves a worker, then 返回 to the list', async () => {
  const [record] = (await listed<Trouble>(TROUBLES)).rows;
  await view().locator('tbody tr').first().getByRole('button', { name: '处理' }).click();
  await page.getByRole('heading', { name: `问题工资处理：${record!.projectName} ${record!.period}` }).waitFor();
  expect(new URL(page.url()).hash).toContain(`trouble=${record!.id}`);
  expect(last('/star/laborwagestrouble/worker/list')).toEqual({ troubleId: record!.id });
  expect(last('/star/laborwagestrouble/worker/voucher/list')).toEqual({ troubleId: record!.id });
  const [people, paid] = await Promise.all([workersOf(record!.id), vouchersOf(record!.id)]);
  const workers = view().getByRole('region', { name: /问题工人/ });
  await workers.getByText(people[0]!.workerName).first().waitFor();
  await expect.poll(() => workers.locator('tbody tr').count()).toBe(people.length);
  const vouchers = view().getByRole('region', { name: /支付凭证/ });
  expect(paid.length).toBeGreaterThan(0);
  await vouchers
    .getByText(`${money(paid[0]!.payAmount)} 元`)
    .first()
    .waitFor();
  await vouchers.getByRole('link', { name: paid[0]!.files[0]!.name }).first().waitFor();
  await page.screenshot({ path: `${ARTIFACTS}/wages-trouble-detail.png`, fullPage: true });

  const zhang = people.find((w) => w.workerName === '张建国')!;
  await workers
    .getByRole('row', { name: /张建国/ })
    .getByRole('button', { name: '修改' })
    .click();
  await dialog().waitFor();
  await dialog().getByLabel('备注').fill('工人本人提供新卡复印件');
  await dialog().getByLabel('问题金额（元）').fill('10800');
  await dialog().getByRole('button', { name: '确定' }).click();
  await page.getByText('操作成功').first().waitFor();
  await dialog().waitFor({ state: 'detached' });
  expect(last('/star/laborwagestrouble/worker/update')).toEqual({
    id: zhang.id,
    troubleAmount: 10800,
    failReason: zhang.failReason,
    remark: '工人本人提供新卡复印件',
  });
  // The world holds the new remark and amount.
  const saved = (await workersOf(record!.id)).find((w) => w.id === zhang.id);
  expect(saved).toMatchObject({ troubleAmount: 10800, remark: '工人本人提供新卡复印件' });

  await page.getByRole('button', { name: '返回' }).click();
  await page.getByRole('heading', { name: '问题工资', exact: true }).waitFor();
  expect(new URL(page.url()).hash).not.toContain('trouble=');
});

// 新增责任单位's refusals (请选择责任单位, 应承担金额须大于 0 keeping the contact, a company already listed) are checked in
// jsdom against the mock: packages/console/src/app/screens/wages.screen.test.tsx. Here the journey on the record's page.
it('问题工资 责任单位: listed by record; 修改 saves with the row id', async () => {
  const [record] = (await listed<Trouble>(TROUBLES)).rows;
  await open(`/wages/trouble?trouble=${record!.id}`, `问题工资处理：${record!.projectName} ${record!.period}`);
  const units = await companiesOf(record!.id);
  expect(units.length).toBeGreaterThanOrEqual(2);
  const companies = view().getByRole('region', { name: /责任单位/ });
  await companies.getByText(units[0]!.companyName).first().waitFor();
  expect(last('/star/laborwagestrouble/company/list')).toEqual({ troubleId: record!.id });
  await expect.poll(() => companies.locator('tbody tr').count()).toBe(units.length);

  const unit = units[0]!;
  await companies
    .getByRole('row', { name: new RegExp(unit.companyName) })
    .first()
    .getByRole('button', { name: '修改' })
    .click();
  await dialog()
    .getByRole('heading', { name: `修改责任单位：${unit.companyName}` })
    .waitFor();
  await dialog().getByLabel('应承担金额（元）').fill('28500.5');
  await dialog().getByLabel('备注').fill('李伟已现金补发');
  await dialog().getByRole('button', { name: '确定' }).click();
  await dialog().waitFor({ state: 'detached' });
  await expect
    .poll(() => last('/star/laborwagestrouble/company/update'))
    .toMatchObject({
      id: unit.id,
      troubleId: record!.id,
      companyId: unit.companyId,
      troubleAmount: 28500.5,
      remark: '李伟已现金补发',
    });
  // The world and the table show the new amount.
  await expect
    .poll(async () => (await companiesOf(record!.id)).find((c) => c.id === unit.id))
    .toMatchObject({ troubleAmount: 28500.5, remark: '李伟已现金补发' });
  await expect.poll(() => companies.locator('tbody tr').first().textContent()).toContain('28,500.50');
  await page.screenshot({ path: `${ARTIFACTS}/wages-trouble-companies.png`, fullPage: true });
});

type Summary = {
  projectId: number;
  projectName: string;
  troubleAmount: number;
  handleRate: number;
  latestPeriod: string;
};
it('问题工资 项目汇总 shows per-project totals; 查看记录 opens the records of that project', async () => {
  await open('/wages/trouble', '问题工资');
  await tab('项目汇总').click();
  await view().getByRole('heading', { name: '问题工资项目汇总' }).waitFor();
  const world = await ask<Summary[]>('/star/salaryTroubleList/projectlist', {});
  await rowsShown(world.length);
  const first = view().locator('tbody tr').first();
  await expect.poll(() => first.textContent()).toContain(money(world[0]!.troubleAmount));
  await expect.poll(() => first.textContent()).toContain(`${world[0]!.handleRate.toFixed(2)}%`);
  await page.screenshot({ path: `${ARTIFACTS}/wages-trouble-projects.png`, fullPage: true });
  await filter('projectName').fill('滨江');
  await filter('startPeriod').fill('2026-10');
  await view().getByRole('button', { name: '搜索' }).click();
  const body = { projectName: '滨江', startPeriod: '2026-10', endPeriod: '2026-10' };
  await expect.poll(() => last('/star/salaryTroubleList/projectlist')).toEqual(body);
  const picked = await ask<Summary[]>('/star/salaryTroubleList/projectlist', body);
  expect(picked.map((p) => p.projectName)).toEqual(['滨江花园二期住宅项目']);
  await expect.poll(() => view().locator('tbody tr').count()).toBe(1);

  await view()
    .getByRole('row', { name: /滨江花园二期住宅项目(?!\d)/ })
    .getByRole('button', { name: '查看记录' })
    .click();
  await view().getByRole('heading', { name: '问题工资', exact: true }).waitFor();
  expect(new URL(page.url()).hash).toContain(`projectId=${picked[0]!.projectId}`);
  await expect
    .poll(() => last('/star/laborwagestrouble/wages/trouble/page'))
    .toEqual({ pageNum: 1, pageSize: 10, projectId: picked[0]!.projectId });
  const records = await listed<Trouble>(TROUBLES, { projectId: picked[0]!.projectId });
  expect(records.rows.every((r) => r.projectId === picked[0]!.projectId)).toBe(true);
  await expect
    .poll(() => view().getByRole('navigation', { name: '分页' }).textContent())
    .toContain(`共 ${records.total} 条`);
});

type Item = { id: number; workerName: string; failReason: string; handleStatus: number };
it('问题工资清单 lists the workers across projects, filters by handling state and exports the filter', async () => {
  await open('/wages/trouble?tab=items', '问题工资清单');
  await rowsShown();
  const world = await listed<Item>('/star/salaryTroubleList/page');
  await expect.poll(() => view().locator('tbody tr').count()).toBe(world.rows.length);
  await expect
    .poll(() => view().getByRole('navigation', { name: '分页' }).textContent())
    .toContain(`共 ${world.total} 条`);
  await view().locator('tbody').getByText(world.rows[1]!.failReason).first().waitFor();
  const waiting = world.rows.filter((r) => r.handleStatus === 1).length;
  expect(waiting).toBeGreaterThan(0);
  await expect.poll(() => view().locator('tbody').getByText('凭证待确认', { exact: true }).count()).toBe(waiting);
  await page.screenshot({ path: `${ARTIFACTS}/wages-trouble-items.png`, fullPage: true });
  await filter('handleStatus').selectOption('0');
  await filter('keyword').fill('张建国');
  await view().getByRole('button', { name: '搜索' }).click();
  await expect
    .poll(() => last('/star/salaryTroubleList/page'))
    .toEqual({ pageNum: 1, pageSize: 10, handleStatus: 0, keyword: '张建国' });
  const picked = await listed<Item>('/star/salaryTroubleList/page', { handleStatus: 0, keyword: '张建国' });
  expect(picked.rows.length).toBeGreaterThan(0);
  expect(picked.rows.every((r) => r.workerName === '张建国' && r.handleStatus === 0)).toBe(true);
  await expect.poll(() => view().locator('tbody tr').count()).toBe(picked.rows.length);
  await expect.poll(() => view().locator('tbody tr', { hasText: '张建国' }).count()).toBe(picked.rows.length);
  await exportDownloads();
  expect(last('/star/salaryTroubleList/exportpage')).toEqual({ handleStatus: 0, keyword: '张建国' });
});

type MonthVoucher = { projectId: number; projectName: string; period: string; uploadStatus: number };
it('月度凭证 shows the upload state per project and month; 查看凭证 opens 支付凭证 of that month', async () => {
  await open('/wages/trouble?tab=monthVouchers', '月度凭证');
  await rowsShown();
  const MONTHS = '/star/laborwagestrouble/wages/trouble/month/voucher/page';
  const world = await listed<MonthVoucher>(MONTHS);
  await expect.poll(() => view().locator('tbody tr').count()).toBe(world.rows.length);
  const part = world.rows.filter((r) => r.uploadStatus === 1).length;
  const all = world.rows.filter((r) => r.uploadStatus === 2).length;
  expect(part * all).toBeGreaterThan(0);
  await expect.poll(() => view().locator('tbody').getByText('部分上传', { exact: true }).count()).toBe(part);
  await expect.poll(() => view().locator('tbody').getByText('已全部上传', { exact: true }).count()).toBe(all);
  await filter('uploadStatus').selectOption('1');
  await view().getByRole('button', { name: '搜索' }).click();
  await expect.poll(() => last(MONTHS)).toEqual({ pageNum: 1, pageSize: 10, uploadStatus: 1 });
  const partly = await listed<MonthVoucher>(MONTHS, { uploadStatus: 1 });
  expect(partly.rows.every((r) => r.uploadStatus === 1)).toBe(true);
  await expect.poll(() => view().locator('tbody tr').count()).toBe(partly.rows.length);
  await page.screenshot({ path: `${ARTIFACTS}/wages-trouble-month-vouchers.png`, fullPage: true });

  const month = partly.rows[0]!;
  await view().locator('tbody tr').first().getByRole('button', { name: '查看凭证' }).click();
  await view().getByRole('heading', { name: '支付凭证', exact: true }).waitFor();
  const VOUCHERS = '/star/laborwagestrouble/wages/trouble/voucher/page';
  const scope = { pageNum: 1, pageSize: 10, projectId: month.projectId, period: month.period };
  await expect.poll(() => last(VOUCHERS)).toEqual(scope);
  const paid = await listed<Voucher>(VOUCHERS, scope);
  expect(paid.rows.length).toBeGreaterThan(0);
  await expect.poll(() => view().locator('tbody tr', { hasText: month.projectName }).count()).toBe(paid.rows.length);
  for (const v of paid.rows) await view().getByRole('link', { name: v.files[0]!.name }).first().waitFor();
  await view().getByRole('button', { name: '展开' }).click();
  await filter('status').selectOption('1');
  await view().getByRole('button', { name: '搜索' }).click();
  await expect.poll(() => last(VOUCHERS)).toEqual({ ...scope, status: 1 });
  const confirmed = await listed<Voucher>(VOUCHERS, { ...scope, status: 1 });
  expect(confirmed.rows.length).toBeGreaterThan(0);
  expect(confirmed.rows.every((v) => v.status === 1)).toBe(true);
  await expect
    .poll(() => view().locator('tbody tr', { hasText: month.projectName }).count())
    .toBe(confirmed.rows.length);
  await view().locator('tbody').getByText(confirmed.rows[0]!.opinion!).first().waitFor();
  await page.screenshot({ path: `${ARTIFACTS}/wages-trouble-vouchers.png`, fullPage: true });
});

it('审批详情 opens the approval view of a record by its process: totals, workers and companies', async () => {
  await open('/wages/trouble', '问题工资');
  const [record] = (await listed<Trouble>(TROUBLES)).rows;
  await view().locator('tbody tr').first().getByRole('button', { name: '审批详情' }).click();
  await view()
    .getByRole('heading', { name: `问题工资审批：${record!.projectName} ${record!.period}` })
    .waitFor();
  expect(new URL(page.url()).hash).toContain(`proInstId=${record!.proInstId}`);
  expect(last('/star/salaryTroubleList/projectbyproinstid')).toEqual({ proInstId: record!.proInstId });
  expect(last('/star/laborwagestrouble/listbyproinstid')).toEqual({ proInstId: record!.proInstId });
  const { project } = await ask<{ project: Summary }>('/star/salaryTroubleList/projectbyproinstid', {
    proInstId: record!.proInstId,
  });
  await view()
    .getByText(`${project.handleRate.toFixed(2)}%`)
    .first()
    .waitFor();
  const people = await ask<TroubleWorker[]>('/star/laborwagestrouble/listbyproinstid', {
    proInstId: record!.proInstId,
  });
  const workers = view().getByRole('region', { name: /问题工人/ });
  await workers.getByText(people.at(-1)!.workerName).first().waitFor();
  await expect.poll(() => workers.locator('tbody tr').count()).toBe(people.length);
  const units = await companiesOf(record!.id);
  await view()
    .getByRole('region', { name: /责任单位/ })
    .getByText(units.at(-1)!.remark)
    .waitFor();
  await page.screenshot({ path: `${ARTIFACTS}/wages-trouble-approval.png`, fullPage: true });
  await view().getByRole('button', { name: '返回' }).click();
  await view().getByRole('heading', { name: '问题工资', exact: true }).waitFor();
});

// 上传凭证's refusals (请上传凭证文件 keeping the amount; the server's refusal keeping the date and remark) are checked in
// jsdom against the mock: packages/console/src/app/screens/wages.screen.test.tsx. Here the journey on the record's page.
it('上传凭证 uploads a file, saves the voucher and refreshes the list', async () => {
  const [record] = (await listed<Trouble>(TROUBLES)).rows;
  await open(`/wages/trouble?trouble=${record!.id}`, `问题工资处理：${record!.projectName} ${record!.period}`);
  const zhang = (await workersOf(record!.id)).find((w) => w.workerName === '张建国')!;
  const workers = view().getByRole('region', { name: /问题工人/ });
  await workers
    .getByRole('row', { name: /张建国/ })
    .getByRole('button', { name: '上传凭证' })
    .click();
  await dialog().getByRole('heading', { name: '上传支付凭证：张建国' }).waitFor();
  await expect.poll(() => dialog().getByLabel('支付金额（元）').inputValue()).toBe(String(zhang.troubleAmount));
  await dialog().getByLabel('支付日期').fill('2026-11-21');
  await dialog().getByLabel('支付方式').selectOption('2');
  await dialog().getByLabel('说明').fill('工人本人现场签收');
  await dialog().getByLabel('选择凭证文件').setInputFiles(JPG);
  await dialog().getByRole('list', { name: '已上传文件' }).getByText(JPG.name).waitFor();
  const before = await vouchersOf(record!.id);

  await dialog().getByRole('button', { name: '确定' }).click();
  await dialog().waitFor({ state: 'detached' });
  expect(last('/star/laborwagestrouble/worker/voucher/save')).toEqual({
    troubleWorkerId: zhang.id,
    payAmount: zhang.troubleAmount,
    payDate: '2026-11-21',
    payWay: 2,
    files: [
      {
        url: expect.stringMatching(/^\/api\/mock-assets\//),
        name: JPG.name,
        fileId: expect.any(String),
        size: expect.any(Number),
      },
    ],
    remark: '工人本人现场签收',
  });
  await toast('操作成功').waitFor();
  // The world holds the new voucher, and the refreshed list shows it.
  const after = await vouchersOf(record!.id);
  expect(after.length).toBe(before.length + 1);
  const added = after.find((v) => !before.some((b) => b.id === v.id));
  expect(added).toMatchObject({ troubleWorkerId: zhang.id, payAmount: zhang.troubleAmount });
  await view()
    .getByRole('region', { name: /支付凭证/ })
    .getByRole('link', { name: JPG.name })
    .waitFor();
});

it('产值与工资 of the record draws output and salary by month and the chosen month by unit', async () => {
  const [record] = (await listed<Trouble>(TROUBLES)).rows;
  const section = view().getByRole('region', { name: '产值与工资' });
  await section.scrollIntoViewIfNeeded();
  const range = lastRead('/pc/report/project/output/collect');
  await expect
    .poll(() => lastRead('/pc/report/project/output/collect'))
    .toMatchObject({
      project_id: String(record!.projectId),
      end_month: record!.period,
    });
  const output = (
    await api.GET('/pc/report/project/output/collect', {
      params: { query: { project_id: record!.projectId, start_month: range!.start_month!, end_month: record!.period } },
    })
  ).data;
  await section.locator('svg.recharts-surface').first().waitFor();
  await expect
    .poll(() => section.locator('.recharts-line-dots circle, .recharts-line-dot').count())
    .toBeGreaterThanOrEqual(output!.months.length);
  // One bar for each month's output and one for each month's salary that is not zero.
  const bars = output!.months.reduce((n, m) => n + Number(m.output_amount > 0) + Number(m.salary_amount > 0), 0);
  await expect.poll(() => section.locator('.recharts-bar-rectangle').count()).toBe(bars);
  const month = (m: string) =>
    api.GET('/pc/report/project/salary/month/collect', {
      params: { query: { project_id: record!.projectId, month: m } },
    });
  expect(lastRead('/pc/report/project/salary/month/collect')).toEqual({
    project_id: String(record!.projectId),
    month: record!.period,
  });
  const { data: chosen } = await month(record!.period);
  await section
    .getByText(`${money(chosen!.payable_amount)} 元`)
    .first()
    .waitFor();
  const units = section.getByRole('table', { name: '参建单位工资' });
  await expect.poll(() => units.locator('tbody tr').count()).toBe(chosen!.companies?.length);
  await section.getByLabel('月份').selectOption('2026-09');
  await expect
    .poll(() => lastRead('/pc/report/project/salary/month/collect'))
    .toEqual({ project_id: String(record!.projectId), month: '2026-09' });
  const { data: september } = await month('2026-09');
  await section
    .getByText(`${money(september!.payable_amount)} 元`)
    .first()
    .waitFor();
  await page.screenshot({ path: `${ARTIFACTS}/wages-trouble-collect.png`, fullPage: true });
});

type Receiver = { id: number; receiverName: string; mobile: string; status: number; receiveTypes: number[] };
const RECEIVERS = '/star/smsReceiveList/page';
// 新增's refusals (请选择项目, 手机号格式错误, 请至少选择一种提醒 keeping the name) are checked in jsdom against the mock:
// packages/console/src/app/screens/wages.screen.test.tsx. Here the journey: the list, then a receiver added to it.
it('短信接收人: lists the receivers, then 新增 adds one with the server message', async () => {
  await open('/wages/smsReceive', '短信接收人');
  await rowsShown();
  const world = await listed<Receiver>(RECEIVERS);
  await expect.poll(() => view().locator('tbody tr').count()).toBe(world.rows.length);
  await expect
    .poll(() => view().getByRole('navigation', { name: '分页' }).textContent())
    .toContain(`共 ${world.total} 条`);
  expect(world.rows.some((r) => r.receiveTypes.includes(3))).toBe(true);
  await view().locator('tbody').getByText('代发失败与问题工资提醒').first().waitFor();
  await page.screenshot({ path: `${ARTIFACTS}/wages-sms-receive.png`, fullPage: true });

  await page.getByRole('button', { name: '新增' }).click();
  await dialog().waitFor();
  await dialog().getByLabel('姓名').fill('冯卫东');
  await chooseOption(dialog().getByLabel('项目'), '滨江花园二期住宅项目', '滨江');
  await dialog().getByLabel('手机号').fill('13706810043');
  await dialog().getByLabel('接收人类型').selectOption({ label: '劳务企业' });
  await dialog().getByLabel('代发失败与问题工资提醒').check();
  await dialog().getByLabel('考勤确认提醒').check();
  await dialog().getByRole('button', { name: '确定' }).click();
  await page.getByText('新增成功').waitFor();
  await dialog().waitFor({ state: 'detached' });
  expect(last('/star/smsReceiveList/add')).toEqual({
    projectId: 1001,
    receiverName: '冯卫东',
    mobile: '13706810043',
    receiverType: 2,
    receiveTypes: [2, 3],
    status: 1,
  });
  // The world holds the receiver and the list shows it.
  const after = await listed<Receiver>(RECEIVERS, { pageSize: 100 });
  expect(after.total).toBe(world.total + 1);
  expect(after.rows.find((r) => r.receiverName === '冯卫东')).toMatchObject({ mobile: '13706810043', status: 1 });
  await expect
    .poll(() => view().getByRole('navigation', { name: '分页' }).textContent())
    .toContain(`共 ${after.total} 条`);
});

it('短信接收人: 修改 reads the receiver as saved before showing the form', async () => {
  const [first] = (await listed<Receiver>(RECEIVERS)).rows;
  await expect.poll(() => view().locator('tbody tr').first().textContent()).toContain(first!.receiverName);
  const [request] = await Promise.all([
    page.waitForRequest((r) => new URL(r.url()).pathname.endsWith('/star/smsReceiveList/get')),
    view().locator('tbody tr').first().getByRole('button', { name: '修改' }).click(),
  ]);
  expect(new URL(request.url()).searchParams.get('id')).toBe(String(first!.id));
  await dialog()
    .getByRole('heading', { name: /修改短信接收人：/ })
    .waitFor();
  await expect.poll(() => dialog().getByLabel('姓名').inputValue()).toBe(first!.receiverName);
  await expect.poll(() => dialog().getByLabel('手机号').inputValue()).toBe(first!.mobile);
  await dialog().getByRole('button', { name: '取消' }).click();
  await dialog().waitFor({ state: 'detached' });
});

it('短信接收人: 停用 and 删除 ask first, then send the call', async () => {
  const stopped = (await listed<Receiver>(RECEIVERS, { pageSize: 100 })).rows.find((r) => r.status === 0)!;
  const row = view().getByRole('row', { name: new RegExp(stopped.receiverName) });
  await row.getByRole('button', { name: '启用' }).click();
  await page.getByRole('alertdialog').getByText(`确定启用「${stopped.receiverName}」吗？`).waitFor();
  await page.getByRole('alertdialog').getByRole('button', { name: '确定' }).click();
  await expect.poll(() => last('/star/smsReceiveList/updateStatus')).toEqual({ id: stopped.id, status: 1 });
  // Enabled in the world: the row offers 停用 now.
  await row.getByRole('button', { name: '停用' }).waitFor();
  const enabled = (await listed<Receiver>(RECEIVERS, { pageSize: 100 })).rows.find((r) => r.id === stopped.id);
  expect(enabled?.status).toBe(1);

  await row.getByRole('button', { name: '删除' }).click();
  await page.getByRole('alertdialog').getByText(`确定删除短信接收人「${stopped.receiverName}」吗？`).waitFor();
  await page.getByRole('alertdialog').getByRole('button', { name: '删除' }).click();
  await expect.poll(() => last('/star/smsReceiveList/del')).toEqual({ ids: [stopped.id] });
  await expect.poll(() => row.count()).toBe(0);
  expect((await listed<Receiver>(RECEIVERS, { pageSize: 100 })).rows.some((r) => r.id === stopped.id)).toBe(false);
});

type Area = { id: number; areaName: string; parentId: number; supervisorDept: string };
const AREAS = '/star/landAreaList/page';
it('属地区域: the tree on the left, the chosen city with its districts; 新增下级 needs the code, then adds', async () => {
  // Every node is a land area of the world, 浙江省 and 杭州市 too: the first (the province) is chosen on entry.
  await page.goto(`${stack.url}#/wages/landArea`);
  const tree = view().getByRole('tree', { name: '属地区域' });
  await page.getByRole('heading', { name: '浙江省', level: 1 }).waitFor();
  await rowsShown(1);
  expect(await view().getByRole('alert').count()).toBe(0);
  await tree.getByRole('treeitem', { name: '杭州市', exact: true }).waitFor();
  await tree.getByRole('treeitem', { name: '杭州市', exact: true }).locator(':scope > div').click();
  await page.getByRole('heading', { name: '浙江省杭州市', level: 1 }).waitFor();
  expect(new URL(page.url()).hash).toContain('area=330100');
  await rowsShown();
  await expect.poll(() => last(AREAS)).toEqual({ pageNum: 1, pageSize: 10, parentId: 330100 });
  const world = await listed<Area>(AREAS, { parentId: 330100 });
  expect(world.rows.every((r) => r.parentId === 330100)).toBe(true);
  await expect.poll(() => view().locator('tbody tr').count()).toBe(world.rows.length);
  await expect
    .poll(() => view().getByRole('navigation', { name: '分页' }).textContent())
    .toContain(`共 ${world.total} 条`);
  await page.screenshot({ path: `${ARTIFACTS}/wages-land-area.png`, fullPage: true });

  await page.getByRole('button', { name: '新增下级' }).click();
  await dialog().waitFor();
  await expect.poll(() => dialog().getByRole('heading').textContent()).toBe('新增下级：杭州市');
  await dialog().getByLabel('地区名称').fill('萧山区');
  await dialog().getByRole('button', { name: '确定' }).click();
  await dialog().getByText('请输入6位行政区划代码').waitFor();
  await expect.poll(() => dialog().getByLabel('地区名称').inputValue()).toBe('萧山区');
  await dialog().getByLabel('行政区划代码').fill('330109');
  await dialog().getByLabel('监管部门').fill('杭州市萧山区人力资源和社会保障局');
  await dialog().getByRole('button', { name: '确定' }).click();
  await page.getByText('操作成功').first().waitFor();
  await dialog().waitFor({ state: 'detached' });
  expect(last('/star/landAreaList/add')).toEqual({
    id: 330109,
    areaName: '萧山区',
    parentId: 330100,
    level: 3,
    supervisorDept: '杭州市萧山区人力资源和社会保障局',
    status: 1,
  });
  // The district is in the world under 杭州市, and the city's total moved.
  const after = await listed<Area>(AREAS, { parentId: 330100, pageSize: 100 });
  expect(after.total).toBe(world.total + 1);
  expect(after.rows.find((r) => r.id === 330109)).toMatchObject({ areaName: '萧山区', parentId: 330100 });
  await expect
    .poll(() => view().getByRole('navigation', { name: '分页' }).textContent())
    .toContain(`共 ${after.total} 条`);
});

it('属地区域: deleting a district from the tree asks first and sends its code', async () => {
  const before = await listed<Area>(AREAS, { parentId: 330100, pageSize: 100 });
  const tree = view().getByRole('tree', { name: '属地区域' });
  const item = tree.getByRole('treeitem', { name: '拱墅区', exact: true });
  await item.locator(':scope > div').hover();
  await page.getByRole('button', { name: '操作：拱墅区' }).click();
  await page.getByRole('menuitem', { name: '删除' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '删除' }).click();
  await expect.poll(() => last('/star/landAreaList/del')).toEqual({ ids: [330105] });
  // Gone from the world, and the city's total moved.
  await expect
    .poll(async () => (await listed<Area>(AREAS, { parentId: 330100, pageSize: 100 })).total)
    .toBe(before.total - 1);
  await expect
    .poll(() => view().getByRole('navigation', { name: '分页' }).textContent())
    .toContain(`共 ${before.total - 1} 条`);
});

it('no console errors', () => expect(ctx.problems).toEqual([]));
