// 劳务工资 fund screens (001 §7.3) and their hidden routes (000 §2): 累计发放 (with /partiallyrepay,
// /finalPaymentByProxy, /partiallyrepayone), 资金来源确认 (with /moneysource, /moneysourceother), 工资支出确认,
// 公对公支付 (with /publicToPublicPayment, /publictoPublicApproval), 基础配置, 工资流程任务. Each opens with its rows
// and 共 N 条; exports download an .xlsx; forms refuse bad input keeping what was typed, then send the spec's body
// and show the server's message; confirmations ask first. In the mock's world: the rows, totals and details are read
// from the world through the SDK, a step the world refuses is checked by its refusal, and each write by a later read.
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
/** The JSON calls the console made: path and body. */
const calls: { path: string; body: unknown }[] = [];
const last = (suffix: string) => calls.filter((c) => c.path.endsWith(suffix)).at(-1)?.body;

/** The world's answer (`data`) to a POST, or to a GET with `query`. */
const worldPost = async <T = Record<string, unknown>>(path: string, body: unknown): Promise<T> =>
  ((await api.request('post', path, { body })) as { data: T }).data;
const worldGet = async <T = Record<string, unknown>>(path: string, query: Record<string, unknown>): Promise<T> =>
  ((await api.request('get', path, { params: { query } })) as { data: T }).data;
const worldPage = async <T>(path: string, body: Record<string, unknown> = {}) => {
  const data = await worldPost(path, { pageNum: 1, pageSize: 10, ...body });
  return { rows: rowsOf<T>(data), total: totalOf(data) };
};
const money = (n: number) => n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

type Cum = {
  id: number;
  expId: number;
  proInstId: string;
  period: string;
  projectId: number;
  projectName: string;
  payType: number;
  status: number;
  expAmount: number;
  thisPayAmount: number;
  unpaidAmount: number;
};
type Capital = {
  id: number;
  expId: number;
  projectId: number;
  projectName: string;
  period: string;
  status: number;
  gapAmount: number;
  proInstId?: string | null;
};
type CapitalItem = { sourceType: number; amount: number; payer: string; arriveDate: string; remark: string | null };
type Exp = { id: number; projectId: number; projectName: string; period: string; status: number; proInstId: string };
type ExpCompany = { id: number; companyId: number; companyName: string; confirmStatus: number };
type ExpWorker = { id: number; workerId: number; workerName: string; unpaidAmount: number; confirmStatus: number };
type PublicPayment = {
  id: number;
  troubleId: number;
  troubleCompanyId: number;
  companyName: string;
  amount: number;
  status: number;
  proInstId: string | null;
  files?: { name: string }[];
};
const CUM_STATUS: Record<number, string> = { 0: '待发放', 1: '审批中', 2: '发放中', 3: '已发放', 4: '已驳回' };
const PAY_TYPE: Record<number, string> = { 1: '全额代发', 2: '部分代发', 3: '尾款代发' };
const CUM_PUBLIC_STATUS: Record<number, string> = { 0: '待上传凭证', 1: '待确认', 2: '已确认', 3: '已退回' };
const PUBLIC_STATUS: Record<number, string> = { 0: '待提交', 1: '待确认', 2: '已确认', 3: '已驳回' };
const cumPage = (body: Record<string, unknown> = {}) => worldPage<Cum>('/star/salaryCumList/page', body);
const capitalPage = () => worldPage<Capital>('/star/salaryCapitaSourceList/page');

beforeAll(async () => {
  ctx = await openConsole();
  ({ page, stack } = ctx);
  api = await worldApi(ctx);
  page.setDefaultTimeout(10_000);
  page.on('request', (r) => {
    const { pathname } = new URL(r.url());
    const json = (r.headers()['content-type'] ?? '').includes('application/json');
    if (r.method() === 'POST' && (pathname.includes('/star/') || pathname.includes('/flw/')))
      calls.push({ path: pathname, body: json ? r.postDataJSON() : null });
  });
  await enterSignedIn(ctx);
});
afterAll(() => ctx?.close());

/**
 * The active page: visited pages stay mounted (aria-hidden="true") in the tab cache, so lookups are scoped to the
 * shown one. Not `[aria-hidden="false"]`: a Radix modal dialog hides the page while open and, on closing, removes
 * the attribute instead of restoring "false".
 */
const view = () => page.locator('section[data-page][data-active]');
const dialog = () => page.getByRole('dialog');
const filter = (name: string) => view().locator(`[id^="filter-"][id$="-${name}"]`);
const toast = (text: string | RegExp) => page.locator('[data-sonner-toast]').filter({ hasText: text }).first();
const rows = () => view().locator('tbody tr');
const totalLine = () => view().getByRole('navigation', { name: '分页' }).first().textContent();

const open = async (path: string, heading: string) => {
  await page.goto(`${stack.url}#${path}`);
  await view().getByRole('heading', { name: heading, exact: true }).first().waitFor();
};
/** The screen shows the world's first page: as many rows and the same 共 N 条. */
const rowsShown = async (world: { rows: unknown[]; total: number }) => {
  expect(world.rows.length).toBeGreaterThan(0);
  await expect.poll(() => rows().count()).toBe(world.rows.length);
  await expect.poll(totalLine).toMatch(new RegExp(`共 ${world.total} 条`));
};
const exportDownloads = async () => {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    view().getByRole('button', { name: '导出' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
};
const hash = () => decodeURIComponent(new URL(page.url()).hash);
/**
 * 流程进度 as the world answers processFlow: its nodes, or its refusal (the world holds the process of a few
 * instances only; see the report of issue 24).
 */
const processShown = async (procInstId: string) => {
  const flow = await worldGet<{ nodes: unknown[] }>('/flw/smarthatsflwtask/processFlow', { procInstId }).catch(
    (e: Error) => e,
  );
  if (flow instanceof Error)
    await view()
      .getByText(/流程加载失败/)
      .first()
      .waitFor();
  else
    await expect
      .poll(() => view().getByRole('list', { name: '流程节点' }).locator('li').count())
      .toBe(flow.nodes.length);
};
const PDF = { name: '回单.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') };

it('累计发放 opens from the side menu with the amounts, types and states, filters and exports', async () => {
  const nav = page.getByRole('navigation', { name: '侧边菜单' });
  await nav.getByRole('button', { name: '劳务工资' }).click();
  await nav.getByRole('button', { name: '工资发放' }).click();
  await nav.getByRole('link', { name: '累计发放' }).click();
  await view().getByRole('heading', { name: '累计发放' }).waitFor();
  expect(new URL(page.url()).hash).toBe('#/wages/cumList');
  const world = await cumPage();
  await rowsShown(world);
  for (const [i, c] of world.rows.slice(0, 3).entries()) {
    const text = () => rows().nth(i).textContent();
    await expect.poll(text).toContain(money(c.expAmount));
    await expect.poll(text).toContain(money(c.thisPayAmount));
    await expect.poll(text).toContain(PAY_TYPE[c.payType]);
    await expect.poll(text).toContain(CUM_STATUS[c.status]);
  }
  await page.screenshot({ path: `${ARTIFACTS}/wages-fund-cum-list.png`, fullPage: true });

  await filter('status').selectOption('3');
  await view().getByRole('button', { name: '展开' }).click();
  await filter('type').selectOption('2');
  await view().getByRole('button', { name: '搜索' }).click();
  await expect.poll(() => last('/star/salaryCumList/page')).toEqual({ pageNum: 1, pageSize: 10, status: 3, type: 2 });
  const paidPartly = await cumPage({ status: 3, type: 2 });
  await rowsShown(paidPartly);
  for (const c of paidPartly.rows) expect([c.status, c.payType]).toEqual([3, 2]);
  await expect.poll(() => rows().filter({ hasText: '尾款代发' }).count()).toBe(0);
  await exportDownloads();
  await expect
    .poll(() => last('/star/salaryCumList/exporttaskpage'))
    .toEqual({ pageNum: 1, pageSize: 10000, status: 3, type: 2 });
  await view().getByRole('button', { name: '重置' }).click();
});

it('审批 of a 尾款代发 task opens /finalPaymentByProxy with its amounts, its details and the process', async () => {
  await open('/wages/cumList', '累计发放');
  const world = await cumPage();
  await rowsShown(world);
  const at = world.rows.findIndex((c) => c.status === 1 && c.payType === 3);
  expect(at).toBeGreaterThanOrEqual(0);
  const cum = world.rows[at]!;
  await rows().nth(at).getByRole('button', { name: '审批' }).click();
  await view()
    .getByRole('heading', { name: /^尾款代发审批：/ })
    .waitFor();
  expect(hash()).toContain(`/finalPaymentByProxy?proInstId=${cum.proInstId}&id=${cum.id}`);
  await expect.poll(() => last('/star/salaryCumList/getbyproinstid')).toEqual({ proInstId: cum.proInstId });
  const detail = await worldPost<Cum & { currentNode: string }>('/star/salaryCumList/getbyproinstid', {
    proInstId: cum.proInstId,
  });
  await view().getByText(detail.currentNode, { exact: true }).first().waitFor();
  await view().getByText(money(detail.thisPayAmount)).first().waitFor();
  // The team, worker and public-payment tables show what the world holds for this task.
  await expect.poll(() => last('/star/salaryCumList/teamPage')).toEqual({ cumId: detail.id, pageNum: 1, pageSize: 10 });
  const teams = await worldPage('/star/salaryCumList/teamPage', { cumId: detail.id });
  const workers = await worldPage('/star/salaryCumList/workerPage', { cumId: detail.id });
  const payments = rowsOf(await worldPost('/star/salaryCumList/ptpbyproinstid', { proInstId: cum.proInstId }));
  await expect
    .poll(() => view().getByRole('table', { name: '班组明细' }).locator('tbody tr').count())
    .toBe(teams.rows.length);
  await expect
    .poll(() => view().getByRole('table', { name: '工人明细' }).locator('tbody tr').count())
    .toBe(workers.rows.length);
  await expect
    .poll(() => view().getByRole('table', { name: '对公支付' }).locator('tbody tr').count())
    .toBe(payments.length);
  await processShown(cum.proInstId);
  await page.screenshot({ path: `${ARTIFACTS}/wages-fund-cum-approve.png`, fullPage: true });
});

it('查看 of a paid task opens /partiallyrepayone read-only with its teams, workers, payments and receipts', async () => {
  await open('/wages/cumList', '累计发放');
  const world = await cumPage();
  await rowsShown(world);
  // A paid task whose teams and public payments the world holds.
  let at = -1;
  for (const [i, c] of world.rows.entries()) {
    const paid = rowsOf(await worldPost('/star/salaryCumList/ptpbyproinstid', { proInstId: c.proInstId }));
    if (
      c.status !== 1 &&
      paid.length > 0 &&
      (await worldPage('/star/salaryCumList/teamPage', { cumId: c.id })).total > 0
    ) {
      at = i;
      break;
    }
  }
  expect(at).toBeGreaterThanOrEqual(0);
  const cum = world.rows[at]!;
  await rows().nth(at).getByRole('button', { name: '查看' }).click();
  await view()
    .getByRole('heading', { name: /^代发详情：/ })
    .waitFor();
  expect(hash()).toContain(`/partiallyrepayone?id=${cum.id}`);
  type Named = { teamName: string; workerName: string };
  const teams = await worldPage<Named>('/star/salaryCumList/teamPage', { cumId: cum.id });
  const workers = await worldPage<Named>('/star/salaryCumList/workerPage', { cumId: cum.id });
  const teamTable = view().getByRole('table', { name: '班组明细' });
  const workerTable = view().getByRole('table', { name: '工人明细' });
  await teamTable.getByText(teams.rows[0]!.teamName).first().waitFor();
  await expect.poll(() => teamTable.locator('tbody tr').count()).toBe(teams.rows.length);
  await workerTable.getByText(workers.rows[0]!.workerName).first().waitFor();
  await expect.poll(() => workerTable.locator('tbody tr').count()).toBe(workers.rows.length);
  const payments = rowsOf<PublicPayment>(
    await worldPost('/star/salaryCumList/ptpbyproinstid', { proInstId: cum.proInstId }),
  );
  expect(payments.length).toBeGreaterThan(0);
  const paymentTable = view().getByRole('table', { name: '对公支付' });
  await paymentTable.getByText(payments[0]!.companyName).first().waitFor();
  await paymentTable.getByText(CUM_PUBLIC_STATUS[payments[0]!.status]!).first().waitFor();
  const files = rowsOf<{ fileName: string }>(await worldPost('/star/salaryCumList/listFile', { bizId: cum.id }));
  await view().getByText('代发回单与附件').waitFor();
  for (const f of files) await view().getByText(f.fileName).waitFor();
  await expect.poll(() => view().getByRole('button', { name: '上传附件' }).count()).toBe(0);

  // 发放状态 filters the workers: the failed ones, as the world lists them.
  await view().getByLabel('发放状态').selectOption('2');
  await expect
    .poll(() => last('/star/salaryCumList/workerPage'))
    .toEqual({ cumId: cum.id, pageNum: 1, pageSize: 10, payStatus: 2 });
  const failed = await worldPage<Named>('/star/salaryCumList/workerPage', { cumId: cum.id, payStatus: 2 });
  await expect.poll(() => workerTable.locator('tbody tr').count()).toBe(failed.rows.length);
  await expect
    .poll(() => workerTable.locator('tbody tr').filter({ hasText: '发放失败' }).count())
    .toBe(failed.rows.length);
});

// The server's refusal of the save (its message shown, what was typed and unticked kept) is checked in jsdom against
// the mock: packages/console/src/app/screens/wages-fund.screen.test.tsx. Here the journey from the 累计发放 row.
it('登记问题工资 of a paid task ticks its failed workers, then appends them to a record', async () => {
  await open('/wages/cumList', '累计发放');
  const world = await cumPage();
  await rowsShown(world);
  // Only a paid task that left money unpaid offers it.
  let at = -1;
  for (const [i, c] of world.rows.entries()) {
    const paying = c.status === 3 && c.unpaidAmount > 0;
    if (paying && (await worldPage('/star/salaryCumList/workerPage', { cumId: c.id, payStatus: 2 })).total > 1) {
      at = i;
      break;
    }
  }
  expect(at).toBeGreaterThanOrEqual(0);
  const cum = world.rows[at]!;
  for (const [i, c] of world.rows.entries())
    if (c.status !== 3 || c.unpaidAmount <= 0)
      await expect.poll(() => rows().nth(i).getByRole('button', { name: '登记问题工资' }).count()).toBe(0);
  // Its failed workers, as 登记问题工资 lists them (listbycumid). The world's list names only 代发单 ids that 累计发放
  // does not hold, so the task's failed workers (workerPage, 2 发放失败) are put on it first (see the report of issue 24).
  type CumWorker = {
    workerId: number;
    workerName: string;
    idCard: string;
    teamName: string;
    companyName: string;
    bankName: string;
    bankCardNo: string;
    expAmount: number;
    cumPaidAmount: number;
    unpaidAmount: number;
    failReason: string;
  };
  const cumFailed = (await worldPage<CumWorker>('/star/salaryCumList/workerPage', { cumId: cum.id, payStatus: 2 }))
    .rows;
  expect(cumFailed.length).toBeGreaterThan(1);
  await ctx.mock.addRows(
    'listTroubleWorkersByCumId',
    cumFailed.slice(0, 5).map((w, i) => ({
      id: 990_001 + i,
      troubleId: null,
      projectId: cum.projectId,
      projectName: cum.projectName,
      period: cum.period,
      cumId: cum.id,
      workerId: w.workerId,
      workerName: w.workerName,
      idCard: w.idCard,
      teamName: w.teamName,
      companyName: w.companyName,
      bankName: w.bankName,
      bankCardNo: w.bankCardNo,
      payableAmount: w.expAmount,
      paidAmount: w.cumPaidAmount,
      troubleAmount: w.unpaidAmount,
      handledAmount: 0,
      failReason: w.failReason,
      handleStatus: 0,
      remark: '',
    })),
  );
  type TroubleWorker = {
    id: number;
    workerId: number;
    workerName: string;
    payableAmount: number;
    paidAmount: number;
    troubleAmount: number;
    failReason: string;
  };
  const failed = rowsOf<TroubleWorker>(
    await worldPost('/star/laborwagestrouble/listbycumid', { cumId: cum.id, projectId: cum.projectId }),
  );
  expect(failed.length).toBeGreaterThan(1);
  type Record = { id: number; projectId: number; period: string; status: number; workerCount: number; cumId: number };
  const records = async () =>
    rowsOf<Record>(
      await worldPost('/star/laborwagestrouble/wages/trouble/page', {
        pageNum: 1,
        pageSize: 1000,
        projectId: cum.projectId,
      }),
    );
  const before = await records();

  await rows().nth(at).getByRole('button', { name: '登记问题工资' }).click();
  await dialog()
    .getByRole('heading', { name: `登记问题工资：${cum.projectName} ${cum.period}` })
    .waitFor();
  await expect
    .poll(() => last('/star/laborwagestrouble/listbycumid'))
    .toEqual({ cumId: cum.id, projectId: cum.projectId });
  const table = dialog().getByRole('table', { name: '发放失败或欠发的工人' });
  await table.getByText(failed[0]!.workerName).first().waitFor();
  const skipped = failed[1]!;
  await dialog().getByLabel(`选择 ${skipped.workerName}`).first().uncheck();
  await dialog()
    .getByText(`已选 ${failed.length - 1} 人`)
    .waitFor();
  await dialog().getByLabel('问题类型').selectOption('3');
  await dialog().getByLabel('问题说明').fill('银行卡异常，代发退回');

  // The open record of this project and month (not 2 已处理) is the one appended to.
  const record = before.find((r) => r.period === cum.period && r.status !== 2)!;
  expect(record).toBeDefined();
  const listed = async () =>
    rowsOf<{ workerId: number }>(await worldPost('/star/laborwagestrouble/worker/list', { troubleId: record.id }));
  const had = await listed();
  await dialog().getByLabel('登记到').selectOption(String(record.id));
  await page.screenshot({ path: `${ARTIFACTS}/wages-fund-trouble-register.png` });
  await dialog().getByRole('button', { name: '确定' }).click();
  await toast('保存成功').waitFor();
  await dialog().waitFor({ state: 'detached' });
  const body = last('/star/laborwagestrouble/wages/trouble/worker/save') as { workers: { workerId: number }[] };
  expect(body).toMatchObject({
    troubleId: record.id,
    projectId: cum.projectId,
    period: cum.period,
    cumId: cum.id,
    troubleType: 3,
    reason: '银行卡异常，代发退回',
  });
  const chosen = failed.filter((w) => w.id !== skipped.id);
  expect(body.workers.map((w) => w.workerId)).toEqual(chosen.map((w) => w.workerId));
  const w0 = chosen[0]!;
  expect(body.workers[0]).toEqual({
    workerId: w0.workerId,
    payableAmount: w0.payableAmount,
    paidAmount: w0.paidAmount,
    troubleAmount: w0.troubleAmount,
    failReason: w0.failReason,
  });
  // The record now holds the appended workers.
  const has = await listed();
  expect(has.length).toBe(had.length + chosen.length);
  expect(has.map((w) => w.workerId)).toEqual(expect.arrayContaining(chosen.map((w) => w.workerId)));
});

/** The fund-source record 发起确认 starts (test 5), filled with proof in test 8. */
let started: Capital | undefined;

// 发起确认's refusal (请选择预结算, nothing sent) is checked in jsdom against the mock:
// packages/console/src/app/screens/wages-fund.screen.test.tsx. Here the journey: the task started opens for filling.
it('资金来源确认 lists the sources and gaps, exports, and 发起确认 starts the task that opens for filling', async () => {
  await open('/wages/capitalSource', '资金来源确认');
  const world = await capitalPage();
  await rowsShown(world);
  const gap = world.rows.findIndex((c) => c.gapAmount > 0);
  expect(gap).toBeGreaterThanOrEqual(0);
  await expect.poll(() => rows().nth(gap).textContent()).toContain(money(world.rows[gap]!.gapAmount));
  const sentBack = world.rows.findIndex((c) => c.status === 3);
  await expect.poll(() => rows().nth(sentBack).textContent()).toContain('已驳回');
  await page.screenshot({ path: `${ARTIFACTS}/wages-fund-capital-source.png`, fullPage: true });
  await exportDownloads();
  await expect.poll(() => last('/star/salaryCapitaSourceList/exportpage')).toEqual({ pageNum: 1, pageSize: 10000 });

  // A pre-settlement all of whose companies are confirmed (2 已确认) can start; the world holds none (confirming every
  // company does not move the pre-settlement to 2, see the report of issue 24), so one waiting for confirmation
  // without a fund-source record is put in that state.
  const exps = rowsOf<Exp & { payableAmount: number; unpaidAmount: number }>(
    await worldPost('/star/salaryExpList/page', { pageNum: 1, pageSize: 100 }),
  );
  const all = rowsOf<Capital>(await worldPost('/star/salaryCapitaSourceList/page', { pageNum: 1, pageSize: 1000 }));
  const exp = exps.find((e) => e.status === 1 && e.id !== exps[0]!.id && !all.some((c) => c.expId === e.id))!;
  expect(exp).toBeDefined();
  await ctx.mock.patchRows('pageSalaryExpRecords', { id: exp.id }, { status: 2 });

  await view().getByRole('button', { name: '发起确认' }).click();
  await dialog().getByRole('heading', { name: '发起资金来源确认' }).waitFor();
  await chooseOption(
    dialog().getByLabel('预结算'),
    `${exp.projectName} ${exp.period}（已确认）`,
    exp.projectName.slice(0, 2),
  );
  await dialog()
    .getByText(`${money(exp.unpaidAmount)} 元`)
    .first()
    .waitFor();
  await dialog().getByRole('button', { name: '发起' }).click();
  await toast('发起成功').waitFor();
  await expect
    .poll(() => last('/star/salaryCapitaSourceList/initTask'))
    .toEqual({ expId: exp.id, projectId: exp.projectId, period: exp.period });
  // The new record (0 待填报) opens for filling, and the pre-settlement is now 3 资金来源确认中.
  const after = rowsOf<Capital>(await worldPost('/star/salaryCapitaSourceList/page', { pageNum: 1, pageSize: 1000 }));
  started = after.find((c) => c.expId === exp.id);
  expect(started?.status).toBe(0);
  await view()
    .getByRole('heading', { name: `资金来源填报：${exp.projectName} ${exp.period}` })
    .waitFor();
  expect(hash()).toContain(`/moneysource?id=${started!.id}`);
  await view().getByRole('button', { name: '提交审批' }).waitFor();
  const again = rowsOf<Exp>(await worldPost('/star/salaryExpList/page', { pageNum: 1, pageSize: 100 }));
  expect(again.find((e) => e.id === exp.id)?.status).toBe(3);
});

// The refusals of 发起代发 (no amount, an amount above the unpaid wage, nothing sent; the server's refusal keeping the
// amounts and the date) are checked in jsdom against the mock: packages/console/src/app/screens/wages-fund.screen.test.tsx.
// Here the journey: the confirmed row starts a 部分代发 after asking, and 累计发放 holds one more task.
it('发起代发 on a confirmed 资金来源 asks first, then starts a 部分代发', async () => {
  await open('/wages/capitalSource', '资金来源确认');
  const world = await capitalPage();
  await rowsShown(world);
  // Only a record whose sources are confirmed (2 已确认) can start its proxy payment.
  for (const [i, c] of world.rows.entries())
    if (c.status !== 2)
      await expect.poll(() => rows().nth(i).getByRole('button', { name: '发起代发' }).count()).toBe(0);
  const at = world.rows.findIndex((c) => c.status === 2);
  const capital = world.rows[at]!;
  const unpaid = async (expId: number) =>
    rowsOf<ExpWorker & { expId: number }>(
      await worldPost('/star/salaryExpWorkerList/listByExp', { pageNum: 1, pageSize: 500, expId }),
    ).filter((w) => w.unpaidAmount > 0);
  // The world holds workers for one pre-settlement only (see the report of issue 24): two of them are copied onto
  // this record's pre-settlement.
  if ((await unpaid(capital.expId)).length < 2) {
    const exps = rowsOf<Exp>(await worldPost('/star/salaryExpList/page', { pageNum: 1, pageSize: 100 }));
    let copied: (ExpWorker & { expId: number })[] = [];
    for (const e of exps) if (copied.length < 2) copied = (await unpaid(e.id)).slice(0, 2);
    await ctx.mock.addRows(
      'pageSalaryExpWorkersByExp',
      copied.map((w, i) => ({ ...w, id: 990_101 + i, expId: capital.expId })),
    );
  }
  const workers = await unpaid(capital.expId);
  expect(workers.length).toBeGreaterThan(1);
  const [one, two] = [workers[0]!, workers[1]!];
  await rows().nth(at).getByRole('button', { name: '发起代发' }).click();
  await dialog()
    .getByRole('heading', { name: `发起代发：${capital.projectName} ${capital.period}` })
    .waitFor();
  await dialog().getByText('部分代发', { exact: true }).click();
  await dialog().getByRole('table', { name: '本次发放工人' }).getByText(one.workerName).first().waitFor();
  await expect
    .poll(() => last('/star/salaryExpWorkerList/listByExp'))
    .toEqual({ pageNum: 1, pageSize: 500, expId: capital.expId });
  const amountOf = (w: ExpWorker) => dialog().getByLabel(`${w.workerName}本次金额`).first();
  const a1 = Math.min(3000, one.unpaidAmount);
  const a2 = Math.min(2000.5, two.unpaidAmount);
  await amountOf(one).fill(String(a1));
  await amountOf(two).fill(String(a2));
  await dialog().getByLabel('计划发放日期').fill('2026-11-30');

  const before = await cumPage();
  await dialog().getByRole('button', { name: '发起' }).click();
  const ask = page.getByRole('alertdialog');
  await ask
    .getByText(`确定为「${capital.projectName}」${capital.period} 发起部分代发，计划 2026-11-30 发放吗`, {
      exact: false,
    })
    .waitFor();
  await ask.getByRole('button', { name: '发起' }).click();
  await toast('发起成功').waitFor();
  await dialog().waitFor({ state: 'detached' });
  expect(last('/star/salaryWorkerCumList/initCumTask')).toEqual({
    expId: capital.expId,
    payType: 2,
    payDate: '2026-11-30',
    workers: [
      { workerId: one.workerId, amount: a1 },
      { workerId: two.workerId, amount: a2 },
    ],
  });
  // 累计发放 holds one more task.
  expect((await cumPage()).total).toBe(before.total + 1);
});

// 填报's refusals (a bad amount keeping the payer, a gap without a remark, nothing sent) are checked in jsdom against
// the mock: packages/console/src/app/screens/wages-fund.screen.test.tsx. Here the journey from the row sent back.
it('填报 (/moneysource) of a record sent back submits the sources and the gap, then returns to the list', async () => {
  await open('/wages/capitalSource', '资金来源确认');
  const world = await capitalPage();
  await rowsShown(world);
  // A record sent back (3 已驳回) can be filled again.
  const at = world.rows.findIndex((c) => c.status === 3);
  expect(at).toBeGreaterThanOrEqual(0);
  const capital = world.rows[at]!;
  const detail = await worldGet<{ needAmount: number; items: CapitalItem[] }>('/star/salaryCapitaSourceList/get', {
    id: capital.id,
  });
  expect(detail.items.length).toBe(2);
  await rows().nth(at).getByRole('button', { name: '填报' }).click();
  await view()
    .getByRole('heading', { name: `资金来源填报：${capital.projectName} ${capital.period}` })
    .waitFor();
  const amount = (i: number) => view().getByLabel('金额（元）').nth(i);
  await view().getByLabel('出资方').nth(1).fill('华建集团第一分公司（垫付）');
  // Sources 41,200.00 short of what the period needs.
  const second = 100000;
  const first = detail.needAmount - second - 41200;
  await amount(0).fill(String(first));
  await amount(1).fill(String(second));
  await view().getByText('41,200.00').first().waitFor();

  await page.screenshot({ path: `${ARTIFACTS}/wages-fund-capital-fill.png`, fullPage: true });
  await view().getByLabel('缺口说明').fill('差额 41200 元待 11 月进度款到账后补足');
  await view().getByRole('button', { name: '提交审批' }).click();
  await toast('操作成功').waitFor();
  const [i0, i1] = [detail.items[0]!, detail.items[1]!];
  await expect
    .poll(() => last('/star/salaryCapitaSourceList/edit'))
    .toEqual({
      id: capital.id,
      submit: true,
      remark: '差额 41200 元待 11 月进度款到账后补足',
      items: [
        { sourceType: i0.sourceType, amount: first, payer: i0.payer, arriveDate: i0.arriveDate, remark: i0.remark },
        {
          sourceType: i1.sourceType,
          amount: second,
          payer: '华建集团第一分公司（垫付）',
          arriveDate: i1.arriveDate,
          remark: i1.remark,
        },
      ],
    });
  await view().getByRole('heading', { name: '资金来源确认', exact: true }).waitFor();
  // Submitted: the record is in approval (1 审批中) with the gap it was sent with.
  const now = (await capitalPage()).rows.find((c) => c.id === capital.id);
  expect(now).toMatchObject({ status: 1, gapAmount: 41200 });
});

it('证明材料 upload goes through fileUpload (multipart), then saveFile attaches it', async () => {
  // The record 发起确认 started (0 待填报): the proof is kept by the mock and attached by its URL.
  expect(started).toBeDefined();
  await page.goto(`${stack.url}#/moneysource?id=${started!.id}`);
  await view()
    .getByRole('heading', { name: /^资金来源填报：/ })
    .waitFor();
  const [upload] = await Promise.all([
    page.waitForRequest((r) => r.url().includes('/star/resSysFile/fileUpload')),
    view().getByLabel('上传附件').setInputFiles(PDF),
  ]);
  expect(upload.headers()['content-type']).toMatch(/^multipart\/form-data/);
  await expect
    .poll(() => last('/star/salaryCapitaSourceList/saveFile'))
    .toEqual({
      bizId: started!.id,
      files: [
        {
          fileType: 5,
          fileName: '回单.pdf',
          fileUrl: expect.stringMatching(/^\/api\/mock-assets\/files\/[\w-]+\/%E5%9B%9E%E5%8D%95\.pdf$/),
          fileSize: PDF.buffer.length,
        },
      ],
    });
  await view().getByText('回单.pdf').first().waitFor();
});

it('查看 (/moneysourceother) shows a record read-only with its proofs and process', async () => {
  await open('/wages/capitalSource', '资金来源确认');
  const world = await capitalPage();
  await rowsShown(world);
  const at = world.rows.findIndex((c) => c.status === 2);
  const capital = world.rows[at]!;
  await rows().nth(at).getByRole('button', { name: '查看' }).click();
  await view()
    .getByRole('heading', { name: /^资金来源：/ })
    .waitFor();
  expect(hash()).toContain(`/moneysourceother?id=${capital.id}`);
  // Its proofs as the world lists them (listFile).
  const files = rowsOf<{ fileName: string }>(
    await worldPost('/star/salaryCapitaSourceList/listFile', { bizId: capital.id }),
  );
  if (files.length) for (const f of files) await view().getByText(f.fileName).first().waitFor();
  else await view().getByText('暂无附件').first().waitFor();
  await processShown(capital.proInstId!);
  await expect.poll(() => view().getByRole('button', { name: '提交审批' }).count()).toBe(0);
});

/** The pre-settlement 确认 opens (test 10) and its companies. */
let exp: Exp;
const companies = async () =>
  rowsOf<ExpCompany>(await worldPost('/star/salaryExpCompanyList/getbyprointc', { proInstId: exp.proInstId }));

it('工资支出确认 lists pre-settlements; 确认 opens the companies; 退回 needs an opinion, then is sent', async () => {
  await open('/wages/expConfirm', '工资支出确认');
  const world = await worldPage<Exp>('/star/salaryExpList/page');
  await rowsShown(world);
  const at = world.rows.findIndex((e) => e.status === 1);
  exp = world.rows[at]!;
  await rows().nth(at).getByRole('button', { name: '确认' }).click();
  await view()
    .getByRole('heading', { name: `工资支出确认：${exp.projectName} ${exp.period}` })
    .waitFor();
  expect(hash()).toContain(`exp=${exp.id}`);
  await expect.poll(() => last('/star/salaryExpCompanyList/getbyprointc')).toEqual({ proInstId: exp.proInstId });
  // A company waiting for confirmation (1) is sent back.
  const waiting = (await companies()).find((c) => c.confirmStatus === 1)!;
  const row = rows().filter({ hasText: waiting.companyName }).first();
  await row.getByRole('button', { name: '确认' }).click();
  await dialog()
    .getByRole('heading', { name: `确认预结算：${waiting.companyName}` })
    .waitFor();
  await dialog().getByLabel('退回', { exact: true }).check();
  await dialog().getByRole('button', { name: '确定' }).click();
  await dialog().getByText('退回时请填写意见').waitFor();
  await dialog().getByLabel('意见').fill('木工二班出勤天数与闸机记录不符，退回重报');
  await dialog().getByRole('button', { name: '确定' }).click();
  await toast('操作成功').waitFor();
  await dialog().waitFor({ state: 'detached' });
  await expect
    .poll(() => last('/star/salaryExpCompanyList/confirm'))
    .toEqual({
      id: waiting.id,
      proInstId: exp.proInstId,
      confirmStatus: 3,
      opinion: '木工二班出勤天数与闸机记录不符，退回重报',
    });
  expect((await companies()).find((c) => c.id === waiting.id)?.confirmStatus).toBe(3);
  // Sent back, it cannot be confirmed again: the world refuses.
  await expect(
    api.request('post', '/star/salaryExpCompanyList/confirm', {
      body: { id: waiting.id, proInstId: exp.proInstId, confirmStatus: 2 },
    }),
  ).rejects.toThrow('只有待确认的参建单位预结算可以确认或退回');
});

it('更正 needs a reason; 调整状态 sends the chosen companies', async () => {
  const confirmed = (await companies()).find((c) => c.confirmStatus === 2)!;
  const row = rows().filter({ hasText: confirmed.companyName }).first();
  await row.getByRole('button', { name: '更正' }).click();
  await dialog().getByRole('button', { name: '确定' }).click();
  await dialog().getByText('请填写更正原因').waitFor();
  await dialog().getByLabel('意见').fill('2 名工人出勤天数需复核');
  await dialog().getByLabel('更正原因').fill('复核考勤时发现差异');
  await dialog().getByRole('button', { name: '确定' }).click();
  await toast('操作成功').waitFor();
  await expect
    .poll(() => last('/star/salaryExpCompanyList/updateconfirm'))
    .toEqual({
      id: confirmed.id,
      proInstId: exp.proInstId,
      confirmStatus: 3,
      opinion: '2 名工人出勤天数需复核',
      reason: '复核考勤时发现差异',
    });

  const others = (await companies()).filter((c) => c.id !== confirmed.id && c.confirmStatus !== 3).slice(0, 2);
  expect(others.length).toBe(2);
  for (const c of others) await view().getByLabel(`选择${c.companyName}`).check();
  await view().getByRole('button', { name: '调整状态' }).click();
  await dialog().getByRole('button', { name: '确定' }).click();
  await dialog().getByText('请选择目标状态').waitFor();
  await dialog().getByLabel('目标状态').selectOption('0');
  await dialog().getByLabel('调整原因').fill('专业分包人员信息变更，整体退回重报');
  await dialog().getByRole('button', { name: '确定' }).click();
  await toast('操作成功').waitFor();
  await expect
    .poll(() => last('/star/salaryExpCompanyList/updatestatus'))
    .toEqual({
      ids: others.map((c) => c.id),
      status: 0,
      reason: '专业分包人员信息变更，整体退回重报',
    });
});

it('a company unfolds its teams; 工人 lists the workers and 一键确认 asks first, then confirms them all', async () => {
  const company = (await companies())[0]!;
  const row = rows().filter({ hasText: company.companyName }).first();
  await row.getByRole('button', { name: new RegExp(company.companyName) }).click();
  const teams = view().getByRole('table', { name: '班组预结算' });
  await teams.locator('tbody tr').first().waitFor();
  await page.screenshot({ path: `${ARTIFACTS}/wages-fund-exp-confirm.png`, fullPage: true });
  const team = teams.locator('tbody tr').first();
  await team.getByRole('button', { name: '工人' }).click();
  await dialog()
    .getByRole('heading', { name: /^班组工人：/ })
    .waitFor();
  await expect.poll(() => last('/star/salaryExpWorkerList/getbyteamid')).toMatchObject({ expId: exp.id, pageNum: 1 });
  const query = last('/star/salaryExpWorkerList/getbyteamid') as { expTeamId: number };
  const inTeam = async () =>
    rowsOf<ExpWorker>(
      await worldPost('/star/salaryExpWorkerList/getbyteamid', {
        expId: exp.id,
        expTeamId: query.expTeamId,
        pageNum: 1,
        pageSize: 1000,
      }),
    );
  const workers = await inTeam();
  await dialog().getByText(workers[0]!.workerName).first().waitFor();
  expect(workers.some((w) => w.confirmStatus === 0)).toBe(true);
  await dialog().getByRole('button', { name: '一键确认' }).click();
  const confirm = page.getByRole('alertdialog');
  await confirm.getByText(/所有未确认的工人标记为已确认/).waitFor();
  await confirm.getByRole('button', { name: '确认' }).click();
  await toast('操作成功').waitFor();
  await expect
    .poll(() => last('/star/salaryExpWorkerList/confirmAll'))
    .toEqual({ expId: exp.id, expTeamId: query.expTeamId });
  // No worker of the team is left unconfirmed; asked again, the world refuses.
  expect((await inTeam()).filter((w) => w.confirmStatus === 0)).toEqual([]);
  await dialog().getByRole('button', { name: '一键确认' }).click();
  await confirm.getByRole('button', { name: '确认' }).click();
  await page.getByText('没有未确认的工人').first().waitFor();
  await page.keyboard.press('Escape');
  await dialog().waitFor({ state: 'detached' });
});

const publicPage = (body: Record<string, unknown> = {}) =>
  worldPage<PublicPayment>('/star/laborwagestrouble/wages/trouble/project/public/pament/page', body);

it('公对公支付 lists the payments with receipts and states, filters and exports', async () => {
  await open('/wages/troublePublic', '公对公支付');
  const world = await publicPage();
  await rowsShown(world);
  for (const [i, p] of world.rows.slice(0, 3).entries()) {
    await expect.poll(() => rows().nth(i).textContent()).toContain(money(p.amount));
    await expect.poll(() => rows().nth(i).textContent()).toContain(PUBLIC_STATUS[p.status]);
    for (const f of p.files ?? []) await rows().nth(i).getByText(f.name).first().waitFor();
  }
  await page.screenshot({ path: `${ARTIFACTS}/wages-fund-trouble-public.png`, fullPage: true });
  await filter('status').selectOption('1');
  await view().getByRole('button', { name: '搜索' }).click();
  await expect
    .poll(() => last('/star/laborwagestrouble/wages/trouble/project/public/pament/page'))
    .toEqual({ pageNum: 1, pageSize: 10, status: 1 });
  await rowsShown(await publicPage({ status: 1 }));
  await expect.poll(() => rows().filter({ hasText: '待确认' }).count()).toBe(await rows().count());
  await exportDownloads();
  await expect.poll(() => last('/star/laborwagestrouble/exportpublic')).toEqual({ status: 1 });
  await view().getByRole('button', { name: '重置' }).click();
});

// The refusals of 登记对公支付 (no company, no receipt, an amount above what is owed) are component tests:
// packages/console/src/app/screens/wages-fund.screen.test.tsx › 登记对公支付 refuses a missing company and receipt, …
it('登记对公支付 (/publicToPublicPayment) saves a payment with the uploaded receipt', async () => {
  await open('/wages/troublePublic', '公对公支付');
  type Company = { id: number; companyName: string; unpaidAmount: number };
  const company = rowsOf<Company>(await worldPost('/star/laborwagestrouble/company/list', {})).find(
    (c) => c.unpaidAmount > 0,
  )!;
  expect(company).toBeDefined();
  await view().getByRole('button', { name: '登记对公支付' }).click();
  await view().getByRole('heading', { name: '登记对公支付' }).waitFor();
  expect(hash()).toContain('/publicToPublicPayment');
  await view().getByLabel('付款账号').fill('3205 0161 8700 0938 1526');
  await chooseOption(
    view().getByLabel('责任单位'),
    new RegExp(`^${company.companyName}（`),
    company.companyName.slice(2, 4),
  );
  await expect.poll(() => view().getByLabel('支付金额（元）').inputValue()).toBe(String(company.unpaidAmount));
  await expect.poll(() => view().getByLabel('付款户名').inputValue()).toBe(company.companyName);
  await view().getByLabel('收款工资专户').selectOption({ index: 1 });
  await view().getByLabel('上传回单').setInputFiles(PDF);
  await toast('上传成功').waitFor();
  await view().getByRole('list', { name: '已上传回单' }).getByText(PDF.name).waitFor();
  await page.screenshot({ path: `${ARTIFACTS}/wages-fund-public-payment.png`, fullPage: true });

  const saved = rowsOf<{ id: number }>(
    await worldPost('/star/laborwagestrouble/company/public/list', { troubleCompanyId: company.id }),
  );
  await view().getByLabel('说明').fill('支付孙海涛、刘洋 2026-10 工资');
  await view().getByRole('button', { name: '保存' }).click();
  await toast('保存成功').waitFor();
  const body = last('/star/laborwagestrouble/company/public/save') as Record<string, unknown>;
  expect(body).toMatchObject({
    troubleCompanyId: company.id,
    amount: company.unpaidAmount,
    payerAccountName: company.companyName,
    payerAccountNo: '32050161870009381526',
    remark: '支付孙海涛、刘洋 2026-10 工资',
    files: [
      {
        url: expect.stringMatching(/^\/api\/mock-assets\//),
        name: PDF.name,
      },
    ],
  });
  expect(body.payDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  expect(typeof body.payeeAccountId).toBe('number');
  await view().getByRole('heading', { name: '公对公支付', exact: true }).waitFor();
  // The company's payments hold the saved one (company/public/list).
  await expect
    .poll(
      async () =>
        rowsOf<{ id: number }>(
          await worldPost('/star/laborwagestrouble/company/public/list', { troubleCompanyId: company.id }),
        ).length,
    )
    .toBe(saved.length + 1);
});

it('发起确认 asks first and submits a saved payment to the project', async () => {
  await open('/wages/troublePublic', '公对公支付');
  const world = await publicPage();
  await rowsShown(world);
  const at = world.rows.findIndex((p) => p.status === 0);
  const saved = world.rows[at]!;
  await rows().nth(at).getByRole('button', { name: '发起确认' }).click();
  const confirm = page.getByRole('alertdialog');
  await confirm.getByText(`${money(saved.amount)} 元 的对公支付提交项目确认吗`, { exact: false }).waitFor();
  await confirm.getByRole('button', { name: '提交' }).click();
  await toast(/^提交成功/).waitFor();
  await expect
    .poll(() => last('/star/laborwagestrouble/wages/troubley/project/public/task'))
    .toEqual({
      troubleId: saved.troubleId,
      publicPaymentIds: [saved.id],
    });
  // Submitted, it waits for the project's confirmation (1 待确认).
  const now = (await publicPage()).rows.find((p) => p.id === saved.id);
  expect(now?.status).toBe(1);
});

// The refusal of a rejection without a reason is a component test:
// packages/console/src/app/screens/wages-fund.screen.test.tsx › 确认 refuses a rejection without a reason, …
it('确认 (/publictoPublicApproval) shows the payment and its process, then confirms the money arrived', async () => {
  await open('/wages/troublePublic', '公对公支付');
  const world = await publicPage();
  await rowsShown(world);
  const at = world.rows.findIndex((p) => p.status === 1 && p.proInstId);
  const waiting = world.rows[at]!;
  await rows().nth(at).getByRole('button', { name: '确认' }).click();
  await view()
    .getByRole('heading', { name: `对公支付确认：${waiting.companyName}` })
    .waitFor();
  expect(hash()).toContain(`/publictoPublicApproval?id=${waiting.id}&proInstId=${waiting.proInstId}`);
  for (const f of waiting.files ?? []) await view().getByRole('list', { name: '银行回单' }).getByText(f.name).waitFor();
  await processShown(waiting.proInstId!);
  await page.screenshot({ path: `${ARTIFACTS}/wages-fund-public-approval.png`, fullPage: true });
  await view().getByLabel('确认收款', { exact: true }).check();
  await view().getByLabel('确认意见').fill('已核实工资专户到账');
  await view().getByRole('button', { name: '确认收款' }).click();
  await toast('操作成功').waitFor();
  await expect
    .poll(() => last('/star/laborwagestrouble/company/public/payment'))
    .toEqual({
      id: waiting.id,
      proInstId: waiting.proInstId,
      result: 1,
      confirmAmount: waiting.amount,
      opinion: '已核实工资专户到账',
    });
  // Confirmed (2 已确认); confirmed once, it cannot be confirmed again.
  expect((await publicPage({ pageSize: 100 })).rows.find((p) => p.id === waiting.id)?.status).toBe(2);
  await expect(
    api.request('post', '/star/laborwagestrouble/company/public/payment', {
      body: { id: waiting.id, proInstId: waiting.proInstId, result: 1, confirmAmount: waiting.amount },
    }),
  ).rejects.toThrow('只有待确认的对公支付可以确认或驳回');
});

// 修改's refusal (请输入发薪日（1～31）, the other day kept) is checked in jsdom against the mock:
// packages/console/src/app/screens/wages-fund.screen.test.tsx. Here the journey: the new pay day in the list.
it('基础配置 lists the rules; 修改 saves a pay day the list then shows', async () => {
  await open('/wages/baseConfig', '基础配置');
  type Config = { id: number; configLevel: number; projectName: string | null; payDay: number };
  const world = await worldPage<Config>('/star/baseConfig/page');
  await rowsShown(world);
  for (const [i, c] of world.rows.entries()) {
    await expect.poll(() => rows().nth(i).textContent()).toContain(`每月 ${c.payDay} 日`);
    if (c.configLevel === 1) await expect.poll(() => rows().nth(i).textContent()).toContain('组织默认');
  }
  const at = world.rows.findIndex((c) => c.configLevel === 2);
  const config = await worldGet<Record<string, unknown>>('/star/baseConfig/get', { id: world.rows[at]!.id });
  await page.screenshot({ path: `${ARTIFACTS}/wages-fund-base-config.png`, fullPage: true });
  await rows().nth(at).getByRole('button', { name: '修改' }).click();
  await dialog()
    .getByRole('heading', { name: `修改基础配置：${String(config.projectName)}` })
    .waitFor();
  await dialog().getByLabel('考勤确认截止日（每月）').fill('6');
  await dialog().getByLabel('发薪日（每月）').fill('15');
  await dialog().getByLabel('提前天数').fill('2');
  await dialog().getByRole('button', { name: '确定' }).click();
  await toast('操作成功').waitFor();
  await dialog().waitFor({ state: 'detached' });
  await expect
    .poll(() => last('/star/baseConfig/edit'))
    .toEqual({
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
  // The rule reads back with the new days, and the list shows the new pay day.
  expect(await worldGet('/star/baseConfig/get', { id: config.id })).toMatchObject({
    payDay: 15,
    attendConfirmDay: 6,
    remindDaysBefore: 2,
  });
  await expect.poll(() => rows().nth(at).textContent()).toContain('每月 15 日');
});

type FlowTask = {
  taskId: string;
  procInstId: string;
  businessTypeName: string;
  businessId: number;
  route: string;
  status: number;
};
/** 工资流程任务 as the world lists them (test 17). */
let tasks: { rows: FlowTask[]; total: number };

it('工资流程任务 shows a task’s steps as a timeline; 驳回 needs a reason, then is sent', async () => {
  await open('/wages/flowTask', '工资流程任务');
  tasks = await worldPage<FlowTask>('/flw/smarthatsflwtask/list');
  await rowsShown(tasks);
  for (const [i, t] of tasks.rows.entries())
    await expect.poll(() => rows().nth(i).textContent()).toContain(t.businessTypeName);
  await page.screenshot({ path: `${ARTIFACTS}/wages-fund-flow-task.png`, fullPage: true });
  await view().locator('tbody tr').first().getByRole('button', { name: '流程' }).click();
  const steps = dialog().getByRole('list', { name: '流程节点' });
  await steps.getByText('劳务管理员提交').waitFor();
  await expect.poll(() => steps.locator('li').count()).toBe(4);
  await expect.poll(() => steps.locator('li[aria-current="step"]').textContent()).toContain('项目经理审核');
  await dialog().getByText('浙江宏达建筑劳务有限公司2026年10月工资表.xlsx').waitFor();
  await page.screenshot({ path: `${ARTIFACTS}/wages-fund-flow-timeline.png` });
  await dialog().getByRole('button', { name: '驳回' }).click();
  const reject = page.getByRole('dialog', { name: '审批驳回' });
  await reject.getByRole('button', { name: '驳回' }).click();
  await reject.getByText('请输入驳回原因').waitFor();
  await reject.getByLabel('驳回原因').fill('出勤工日与考勤确认结果不一致');
  await reject.getByRole('button', { name: '驳回' }).click();
  await toast('操作成功').waitFor();
  await expect
    .poll(() => last('/flw/smarthatsflwtask/reject'))
    .toEqual({
      taskId: tasks.rows[0]!.taskId,
      procInstId: tasks.rows[0]!.procInstId,
      comment: '出勤工日与考勤确认结果不一致',
      rejectType: 1,
    });
});

it('办理 opens the task’s page (/moneysource) where 通过 names the next handler', async () => {
  await page.keyboard.press('Escape');
  await dialog().first().waitFor({ state: 'detached' });
  const at = tasks.rows.findIndex((t) => t.route === '/moneysource');
  const task = tasks.rows[at]!;
  await rows().nth(at).getByRole('button', { name: '办理' }).click();
  await view()
    .getByRole('heading', { name: /^资金来源填报：/ })
    .waitFor();
  expect(hash()).toContain(`/moneysource?id=${task.businessId}&proInstId=${task.procInstId}&taskId=${task.taskId}`);
  const record = await worldGet<{ proInstId: string }>('/star/salaryCapitaSourceList/get', { id: task.businessId });
  await view().getByRole('button', { name: '通过' }).click();
  // The next handlers the world offers (getTaskUserList): the first is chosen.
  await expect.poll(() => last('/flw/process/getTaskUserList')).toBeDefined();
  const next = rowsOf<{ userId: number; userName: string }>(
    await worldPost('/flw/process/getTaskUserList', last('/flw/process/getTaskUserList')),
  )[0]!;
  await dialog().getByText(next.userName).first().waitFor();
  await dialog().getByLabel(new RegExp(next.userName)).first().check();
  await dialog().getByRole('button', { name: '通过' }).click();
  // The page approves with its record's process instance, the task's: the task is done and leaves 待办.
  expect(record.proInstId).toBe(task.procInstId);
  await expect
    .poll(() => last('/flw/smarthatsflwtask/approve'))
    .toEqual({
      taskId: task.taskId,
      procInstId: record.proInstId,
      comment: '同意',
      nextAssigneeIds: [next.userId],
    });
  await dialog().first().waitFor({ state: 'detached' });
  const after = await worldPage<FlowTask>('/flw/smarthatsflwtask/list');
  expect(after.rows.find((t) => t.taskId === task.taskId)?.status).toBe(1);
});

it('no console errors or uncaught exceptions', () => {
  expect(ctx.problems).toEqual([]);
});
