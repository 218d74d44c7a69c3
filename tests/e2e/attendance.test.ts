// 考勤管理 screens (001 §7.1): 考勤总览, 考勤查询 → 考勤详情, 异常考勤, 工人出勤看板, 出勤明细, 分包人员考勤 →
// 人员考勤名单, 安全帽与闸机统计. Each opens with its numbers, charts or rows and 共 N 条; a period change re-queries
// with the chosen dates (and a reversed period is refused, keeping what was typed); exports download an .xlsx;
// rows lead to their detail screens with the person or company and the period. In the mock's world: every number,
// row count and total the screens show is read from the world through the SDK with the screen's own query.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ARTIFACTS } from '../lib/browser';
import { chooseOption } from '../lib/combobox';
import { type ConsolePage, enterSignedIn, openConsole } from '../lib/console-page';
import { rowsOf, totalOf, worldApi, type WorldApi } from '../lib/world-api';

// The default periods follow the calendar, as the screens do: this month up to yesterday, today, last month. The
// browser's calendar is the world's (the mock's today, which dates its attendance events), set in beforeAll.
const pad = (n: number) => String(n).padStart(2, '0');
const ymd = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
let TODAY: string;
let END: string;
let START: string;
let LAST_MONTH: string;
let DEFAULT: { startDate: string; endDate: string };
/** A day of the last week (the world's attendance events are dated up to today). */
let DAY: string;
function calendar(now: Date) {
  const yesterday = new Date(now.getFullYear(), now.getMonth(), now.getDate() - 1);
  TODAY = ymd(now);
  END = ymd(yesterday);
  START = ymd(new Date(yesterday.getFullYear(), yesterday.getMonth(), 1));
  LAST_MONTH = ymd(new Date(now.getFullYear(), now.getMonth() - 1, 1)).slice(0, 7);
  DEFAULT = { startDate: START, endDate: END };
  DAY = ymd(new Date(now.getFullYear(), now.getMonth(), now.getDate() - 5));
}

let ctx: ConsolePage;
let page: Page;
let stack: ConsolePage['stack'];
let api: WorldApi;
type Json = any; // eslint-disable-line @typescript-eslint/no-explicit-any
/** The world's answer (`data`) to a call, with the body (POST) or query (GET) the screen sends. */
const post = async (path: string, body: unknown): Promise<Json> =>
  ((await api.request('post', path, { body })) as { data?: unknown }).data;
const get = async (path: string, query: Record<string, unknown> = {}): Promise<Json> =>
  ((await api.request('get', path, { params: { query } })) as { data?: unknown }).data;
/** A list answer as the screen pages it: the total and the first page's rows. */
const pageOf = (data: unknown, size = 10) => {
  const rows = rowsOf(data);
  return { total: totalOf(data), rows: Array.isArray(data) ? rows.slice(0, size) : rows };
};
/** 93.7% — a rate as the screens show it (one decimal). */
const rate = (n: number) => `${n.toFixed(1)}%`;
/** 比对结果 as the worker list shows it. */
const CHECK_RESULT: Record<number, string> = { 0: '未出勤', 1: '一致', 2: '仅安全帽', 3: '仅闸机' };
/** 打卡来源 as the detail shows it. */
const CHECK_SOURCE: Record<number, string> = { 1: '闸机', 2: '安全帽定位', 3: '移动打卡' };
/** The attendance calls the console made: path, JSON body (POST) and query (GET). */
const calls: { path: string; body: unknown; query: Record<string, string> }[] = [];
const last = (suffix: string) => calls.filter((c) => c.path.endsWith(suffix)).at(-1);

beforeAll(async () => {
  ctx = await openConsole();
  ({ page, stack } = ctx);
  api = await worldApi(ctx);
  // Today's attendance is dated with the mock's today: the browser lives on that day too (its timers keep running).
  const { date } = (await get('/pc/worker/attendancedetail/todayattendance')) as { date: string };
  const now = new Date(`${date}T10:00:00`);
  await page.clock.setFixedTime(now);
  calendar(now);
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (!/\/(duty|pc\/worker|pc\/report)\//.test(url.pathname)) return;
    calls.push({
      path: url.pathname,
      body: r.method() === 'POST' ? r.postDataJSON() : undefined,
      query: Object.fromEntries(url.searchParams),
    });
  });
  await enterSignedIn(ctx);
});
afterAll(() => ctx?.close());

/** The active page: visited pages stay mounted (hidden) in the tab cache; the shown one carries data-active. */
const view = () => page.locator('section[data-page][data-active]');
const open = async (path: string, heading: string) => {
  await page.goto(`${stack.url}#${path}`);
  await view().getByRole('heading', { name: heading, exact: true }).first().waitFor();
};
/** The shown list has the world's rows of its first page and its total (an empty list says 暂无数据). */
const rowsShown = async (world: { total: number; rows: unknown[] }, scope = view()) => {
  await expect
    .poll(() => scope.getByRole('navigation', { name: '分页' }).textContent())
    .toMatch(new RegExp(`共 ${world.total} 条`));
  if (world.rows.length) await expect.poll(() => scope.locator('tbody tr').count()).toBe(world.rows.length);
  else await scope.getByText('暂无数据').waitFor();
};
/** A card (chart or table) of the shown page, by its heading. */
const card = (title: string | RegExp) =>
  view()
    .locator('section')
    .filter({ has: page.getByRole('heading', { name: title }) });
const downloads = async (scope = view()) => {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    scope.getByRole('button', { name: '导出' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
};
const filter = (name: string) => view().locator(`[id^="filter-"][id$="-${name}"]`);
/** Drawn charts (one wrapper each; legend icons are svgs too, so surfaces are not counted). */
const charts = () => view().locator('.recharts-wrapper');

it('考勤总览 opens from the side menu with the panel numbers, charts and departments; a period re-queries', async () => {
  const nav = page.getByRole('navigation', { name: '侧边菜单' });
  await nav.getByRole('button', { name: '劳务管理' }).click();
  await nav.getByRole('button', { name: '考勤管理' }).click();
  await nav.getByRole('link', { name: '考勤总览' }).click();
  await view().getByRole('heading', { name: '考勤总览' }).waitFor();
  expect(new URL(page.url()).hash).toBe('#/attendance/overview');
  const panel = await post('/duty/appendance/panel', DEFAULT);
  const abnormal = await post('/duty/appendance/abnormal', DEFAULT);
  await view().getByText(rate(panel.attendanceRate)).first().waitFor();
  const departments = panel.list as { deptName: string }[];
  expect(departments.length).toBeGreaterThan(0);
  await card('部门考勤统计')
    .getByRole('cell', { name: departments.at(-1)!.deptName })
    .waitFor();
  await expect.poll(() => card('部门考勤统计').locator('tbody tr').count()).toBe(departments.length);
  await card(new RegExp(`考勤异常类型（共 ${abnormal.total} 次）`)).waitFor();
  await expect.poll(() => charts().count()).toBeGreaterThanOrEqual(3);
  // The default period is this month up to yesterday.
  expect(last('/duty/appendance/panel')?.body).toEqual(DEFAULT);
  await page.screenshot({ path: `${ARTIFACTS}/attendance-overview.png`, fullPage: true });

  await view().getByLabel('开始日期').fill('2026-11-20');
  await view().getByLabel('结束日期').fill('2026-11-10');
  await view().getByRole('button', { name: '查询' }).click();
  await view().getByText('开始日期不能晚于结束日期').waitFor();
  await expect.poll(() => view().getByLabel('开始日期').inputValue()).toBe('2026-11-20');
  await view().getByLabel('开始日期').fill('2026-11-16');
  await view().getByLabel('结束日期').fill('2026-11-22');
  await view().getByRole('button', { name: '查询' }).click();
  const period = { startDate: '2026-11-16', endDate: '2026-11-22' };
  await expect.poll(() => last('/duty/appendance/panel')?.body).toEqual(period);
  await expect.poll(() => last('/duty/appendance/bar_chart')?.body).toEqual(period);
  await expect.poll(() => last('/duty/appendance/abnormal')?.body).toEqual(period);
  expect(new URL(page.url()).hash).toContain('startDate=2026-11-16');

  await downloads(card('每日出勤'));
  expect(last('/duty/appendance/bar_chartExport')?.body).toEqual(period);
  await downloads(card('部门考勤统计'));
  expect(last('/duty/appendance/panelExport')?.body).toEqual(period);
  await downloads(card('每日异常'));
  expect(last('/duty/appendance/abnormalExport')?.body).toEqual(period);
});

it('考勤查询 lists each manager with the total line, filters by department, exports, and 详情 opens 考勤详情', async () => {
  await open('/attendance/search', '考勤查询');
  const managers = pageOf(await post('/duty/appendance/search_list', { page: 1, limit: 10, ...DEFAULT }));
  await rowsShown(managers);
  await view().getByText(`统计区间：${START} 至 ${END}`).waitFor();
  await chooseOption(filter('deptId'), '工程部', '工程');
  await view().getByRole('button', { name: '展开' }).click();
  await filter('keyword').fill('周');
  await view().getByRole('button', { name: '搜索' }).click();
  await expect
    .poll(() => last('/duty/appendance/search_list')?.body)
    .toEqual({
      page: 1,
      limit: 10,
      ...DEFAULT,
      deptId: 9101,
      keyword: '周',
    });
  await page.screenshot({ path: `${ARTIFACTS}/attendance-search.png`, fullPage: true });
  await downloads();
  expect(last('/duty/appendance/search_listExport')?.body).toEqual({
    ...DEFAULT,
    deptId: 9101,
    keyword: '周',
  });

  // The filtered rows are the world's; 详情 of the first one opens that manager's days.
  const chosen = pageOf(
    await post('/duty/appendance/search_list', { page: 1, limit: 10, ...DEFAULT, deptId: 9101, keyword: '周' }),
  );
  await rowsShown(chosen);
  const first = chosen.rows[0] as { userId: number; name: string };
  await view().locator('tbody tr').first().getByRole('button', { name: '详情' }).click();
  await expect
    .poll(() => new URL(page.url()).hash)
    .toBe(`#/attendance/searchDetail?userId=${first.userId}&startDate=${START}&endDate=${END}`);
  await view()
    .getByRole('heading', { name: `考勤详情：${first.name}` })
    .waitFor();
  expect(last('/duty/personnelInfo')?.body).toEqual({ userId: first.userId, month: END.slice(0, 7) });
  const days = pageOf(
    await post('/duty/appendance/search_detail', { page: 1, limit: 10, userId: first.userId, ...DEFAULT }),
  );
  await rowsShown(days);
  for (const d of days.rows as { remark: string; source: number }[]) {
    if (d.remark) await view().locator('tbody').getByText(d.remark, { exact: true }).first().waitFor();
    if (d.source) await view().locator('tbody').getByText(CHECK_SOURCE[d.source]!, { exact: true }).first().waitFor();
  }
  expect(last('/duty/appendance/search_detail')?.body).toEqual({
    page: 1,
    limit: 10,
    userId: first.userId,
    ...DEFAULT,
  });
  await page.screenshot({ path: `${ARTIFACTS}/attendance-search-detail.png`, fullPage: true });
  await downloads();
  expect(last('/duty/appendance/search_detailExport')?.body).toEqual({
    userId: first.userId,
    ...DEFAULT,
  });
  await view().getByRole('button', { name: '返回' }).click();
  await view().getByRole('heading', { name: '考勤查询' }).waitFor();
});

it('异常考勤 lists each abnormal record with its type, filters by type and exports', async () => {
  await open('/attendance/abnormal', '异常考勤');
  const all = pageOf(await post('/duty/appendance/abnormalPage', { page: 1, limit: 10, ...DEFAULT }));
  await rowsShown(all);
  for (const r of all.rows as { remark: string; abnormalName: string }[]) {
    await view().locator('tbody').getByText(r.abnormalName, { exact: true }).first().waitFor();
    if (r.remark) await view().locator('tbody').getByText(r.remark, { exact: true }).first().waitFor();
  }
  // A record without a check shows 未打卡.
  if ((all.rows as { checkTime: string | null }[]).some((r) => !r.checkTime))
    await view().locator('tbody').getByText('未打卡').first().waitFor();
  await filter('abnormalType').selectOption({ label: '迟到' });
  await view().getByRole('button', { name: '搜索' }).click();
  await expect
    .poll(() => last('/duty/appendance/abnormalPage')?.body)
    .toEqual({
      page: 1,
      limit: 10,
      ...DEFAULT,
      abnormalType: 1,
    });
  const late = pageOf(await post('/duty/appendance/abnormalPage', { page: 1, limit: 10, ...DEFAULT, abnormalType: 1 }));
  expect((late.rows as { abnormalType: number }[]).every((r) => r.abnormalType === 1)).toBe(true);
  await rowsShown(late);
  await page.screenshot({ path: `${ARTIFACTS}/attendance-abnormal.png`, fullPage: true });
  await downloads();
  expect(last('/duty/appendance/abnormalPageExport')?.body).toEqual({
    ...DEFAULT,
    abnormalType: 1,
  });
});

it('工人出勤看板 shows today, the week, hours and rankings; its averages tab lists and exports', async () => {
  await open('/attendance/workerAttendanceDetail', '工人出勤看板');
  const today = await get('/pc/worker/attendancedetail/todayattendance');
  await view().getByText(`今日数据更新于 ${today.update_time}`).waitFor();
  await view().getByText(rate(today.attendance_rate)).first().waitFor();
  const delta = today.attend_count - today.yesterday_attend_count;
  await view()
    .getByText(delta === 0 ? '持平' : delta > 0 ? `+${delta}` : String(delta), { exact: true })
    .waitFor();
  await expect.poll(() => charts().count()).toBe(5);
  // The top ten of the day are the world's projects (a long name is cut after nine characters).
  const top = (await get('/pc/worker/attendancedetail/top10attendancerate', { date: TODAY })) as { name: string }[];
  expect(top.length).toBeGreaterThan(0);
  const clip = (name: string) => (name.length > 9 ? `${name.slice(0, 9)}…` : name);
  // Two projects may share the first nine characters (城南地铁5号线土建03标 and …03标2): either label will do.
  await card(/项目出勤率前十/)
    .getByText(clip(top[0]!.name))
    .first()
    .waitFor();
  await view().getByLabel('排名日期').fill('2026-11-20');
  await view().getByRole('button', { name: '查询' }).click();
  await expect.poll(() => last('/attendancedetail/top10attendancerate')?.query).toEqual({ date: '2026-11-20' });
  await expect.poll(() => last('/attendancedetail/topAttendanceByPackages')?.query).toEqual({ date: '2026-11-20' });
  await expect.poll(() => last('/attendancedetail/subcompanyattendance')?.query).toEqual({ date: '2026-11-20' });
  expect(last('/attendance/avgworkhours')?.query).toEqual({ start_date: START, end_date: END });
  await page.screenshot({ path: `${ARTIFACTS}/attendance-worker-board.png`, fullPage: true });

  await view().getByRole('tab', { name: '平均出勤统计' }).click();
  await view().getByRole('heading', { name: '项目平均出勤' }).waitFor();
  const range = { start_date: START, end_date: END };
  const AVG = '/pc/worker/attendancedetail/projectAverageAttendanceStats';
  const projects = () =>
    view()
      .locator('section')
      .filter({ has: page.getByRole('heading', { name: '项目平均出勤' }) });
  await rowsShown(pageOf(await get(AVG, { page: 1, limit: 10, ...range })), projects());
  const branches = (await get('/pc/worker/attendancedetail/subCompanyAverageAttendanceStats', range)) as {
    org_name: string;
  }[];
  expect(branches.length).toBeGreaterThan(0);
  await expect.poll(() => card('分公司平均出勤').locator('tbody tr').count()).toBe(branches.length);
  for (const b of branches) await card('分公司平均出勤').getByRole('cell', { name: b.org_name }).waitFor();
  await chooseOption(filter('org_id'), '华建集团第二分公司', '第二');
  await view().getByRole('button', { name: '搜索' }).click();
  await expect
    .poll(() => last('/attendancedetail/projectAverageAttendanceStats')?.query)
    .toEqual({
      page: '1',
      limit: '10',
      start_date: START,
      end_date: END,
      org_id: '12',
    });
  // The list holds the world's projects of that branch only.
  await rowsShown(pageOf(await get(AVG, { page: 1, limit: 10, ...range, org_id: 12 })), projects());
  await page.screenshot({ path: `${ARTIFACTS}/attendance-worker-average.png`, fullPage: true });
  await downloads(projects());
  expect(last('/projectAverageAttendanceStatsExport')?.query).toEqual({
    start_date: START,
    end_date: END,
    org_id: '12',
  });
  await downloads(card('分公司平均出勤'));
  expect(last('/subCompanyAverageAttendanceStatsExport')?.query).toEqual({
    start_date: START,
    end_date: END,
  });
});

it('出勤明细 shows each view with its export; a day of the monthly sheet opens that day’s checks', async () => {
  await open('/attendance/projectDetail', '出勤明细（按参建单位）');
  const P = '/pc/worker/attendancedetail';
  const range = { start_date: START, end_date: END };
  const companies = pageOf(await get(`${P}/projectDetailByCompany`, range));
  await rowsShown(companies);
  for (const c of companies.rows as { company_name: string }[])
    await view().locator('tbody').getByText(c.company_name).first().waitFor();
  await page.screenshot({ path: `${ARTIFACTS}/attendance-project-detail.png`, fullPage: true });
  await downloads();
  expect(last('/projectDetailExport')?.query).toEqual({ dimension: '1', start_date: START, end_date: END });

  await view().getByRole('tab', { name: '按班组' }).click();
  await view().getByRole('heading', { name: '出勤明细（按班组）' }).waitFor();
  await rowsShown(pageOf(await get(`${P}/projectDetailByTeam`, range)));
  await chooseOption(filter('company_id'), '浙江宏达建筑劳务有限公司', '宏达');
  await view().getByRole('button', { name: '搜索' }).click();
  await expect.poll(() => last('/projectDetailByTeam')?.query.company_id).toBe('2001');
  const teams = pageOf(await get(`${P}/projectDetailByTeam`, { ...range, company_id: 2001 }));
  expect((teams.rows as { company_id: number }[]).every((t) => t.company_id === 2001)).toBe(true);
  await rowsShown(teams);

  await view().getByRole('tab', { name: '按工人' }).click();
  await view().getByRole('heading', { name: '出勤明细（按工人）' }).waitFor();
  await rowsShown(pageOf(await get(`${P}/projectDetailByWorker`, { page: 1, limit: 10, ...range })));
  await downloads();
  expect(last('/projectDetailExport')?.query.dimension).toBe('3');

  await view().getByRole('tab', { name: '工人月度考勤表' }).click();
  await view()
    .getByRole('heading', { name: `工人月度考勤表（${LAST_MONTH}）` })
    .waitFor();
  const sheet = pageOf(await get(`${P}/projectWorker`, { page: 1, limit: 10, month: LAST_MONTH }));
  await rowsShown(sheet);
  expect(last('/attendancedetail/projectWorker')?.query).toEqual({ page: '1', limit: '10', month: LAST_MONTH });
  // The last day of the month the first worker worked (within the world's event table of the last 30 days).
  const worker = sheet.rows[0] as { worker_id: number; worker_name: string; days: number[] };
  const d = worker.days.reduce((at, h, i) => (h > 0 ? i + 1 : at), 0);
  expect(d).toBeGreaterThan(0);
  const date = `${LAST_MONTH}-${pad(d)}`;
  await view()
    .getByRole('button', { name: `${worker.worker_name} ${date} 工时 ${worker.days[d - 1]!.toFixed(1)} 小时` })
    .click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('heading', { name: `${worker.worker_name} ${date} 打卡明细` }).waitFor();
  expect(last('/pc/worker/day/check/detail')?.query).toEqual({ worker_id: String(worker.worker_id), date });
  const checks = (await get('/pc/worker/day/check/detail', { worker_id: worker.worker_id, date })) as {
    records: { device_name: string }[];
  };
  expect(checks.records.length).toBeGreaterThan(0);
  await dialog.getByText(checks.records[0]!.device_name).first().waitFor();
  await expect.poll(() => dialog.locator('tbody tr').count()).toBe(checks.records.length);
  await page.screenshot({ path: `${ARTIFACTS}/attendance-day-check.png` });
  await dialog.getByRole('button', { name: '关闭' }).last().click();
  await dialog.waitFor({ state: 'detached' });
  await downloads();
  expect(last('/projectWorkerExport')?.query).toEqual({ month: LAST_MONTH });

  await view().getByRole('tab', { name: '参建单位人员' }).click();
  await view().getByRole('heading', { name: '参建单位人员与出勤' }).waitFor();
  await rowsShown(pageOf(await get(`${P}/companyWithWorker`, { page: 1, limit: 10 })));
  await downloads();
  expect(last('/companyWithWorkerExport')?.query).toEqual({});
});

it('分包人员考勤 charts each subcontractor; 人员名单 opens 人员考勤名单 of that company and period', async () => {
  await open('/attendance/personnelBySubcontracting', '分包人员考勤');
  await card('参建单位管理人员考勤').getByRole('cell', { name: '杭州安捷机电安装有限公司' }).waitFor();
  await expect.poll(() => charts().count()).toBe(1);
  // The rate over the world's rows: attended of expected, in all companies.
  const companies = (await post('/duty/attendanceManagementPersonnelBySubcontracting', DEFAULT)) as {
    companyName: string;
    shouldCount: number;
    actualCount: number;
  }[];
  const should = companies.reduce((n, c) => n + c.shouldCount, 0);
  const actual = companies.reduce((n, c) => n + c.actualCount, 0);
  expect(should).toBeGreaterThan(0);
  await view()
    .getByText(rate(Math.round((actual / should) * 1000) / 10))
    .waitFor();
  await expect.poll(() => card('参建单位管理人员考勤').locator('tbody tr').count()).toBe(companies.length);
  await page.screenshot({ path: `${ARTIFACTS}/attendance-by-subcontracting.png`, fullPage: true });
  await card('参建单位管理人员考勤')
    .getByRole('row', { name: /江苏顺安建筑劳务有限公司/ })
    .getByRole('button', { name: '人员名单' })
    .click();
  await view().getByRole('heading', { name: '人员考勤名单' }).waitFor();
  expect(new URL(page.url()).hash).toBe(
    `#/attendance/personnelByPerson?companyId=2002&startDate=${START}&endDate=${END}`,
  );
  await rowsShown(
    pageOf(
      await post('/duty/attendanceManagementPersonnelByPerson', { page: 1, limit: 10, ...DEFAULT, companyId: 2002 }),
    ),
  );
  // The searchable select shows the linked company (2002) by name, not 全部.
  await expect.poll(() => filter('companyId').textContent()).toMatch(/有限公司$/);
  expect(last('/duty/attendanceManagementPersonnelByPerson')?.body).toEqual({
    page: 1,
    limit: 10,
    ...DEFAULT,
    companyId: 2002,
  });
  await page.screenshot({ path: `${ARTIFACTS}/attendance-by-person.png`, fullPage: true });
});

it('安全帽与闸机统计 compares helmet and gate counts of a day and lists the workers by result', async () => {
  await open('/attendance/hatAndGate', '安全帽与闸机统计');
  const count = await post('/duty/attendance/hatAndGateCount', { date: TODAY });
  await view().getByText(rate(count.consistencyRate)).waitFor();
  const workers = pageOf(await post('/duty/attendance/workerList', { page: 1, limit: 10, date: TODAY }));
  await rowsShown(workers);
  for (const result of new Set((workers.rows as { checkResult: number }[]).map((w) => w.checkResult)))
    await view().locator('tbody').getByText(CHECK_RESULT[result]!, { exact: true }).first().waitFor();
  await expect.poll(() => charts().count()).toBe(2);
  expect(last('/duty/attendance/hatAndGateCount')?.body).toEqual({ date: TODAY });
  await page.screenshot({ path: `${ARTIFACTS}/attendance-hat-gate.png`, fullPage: true });
  await view().getByLabel('统计日期').fill(DAY);
  await view().getByRole('button', { name: '查询' }).click();
  await expect.poll(() => last('/duty/attendance/hatAndGateCount')?.body).toEqual({ date: DAY });
  await expect.poll(() => last('/duty/attendance/workerList')?.body).toEqual({ page: 1, limit: 10, date: DAY });
  await rowsShown(pageOf(await post('/duty/attendance/workerList', { page: 1, limit: 10, date: DAY })));
  await filter('checkResult').selectOption({ label: '仅安全帽' });
  await view().getByRole('button', { name: '搜索' }).click();
  await expect
    .poll(() => last('/duty/attendance/workerList')?.body)
    .toEqual({
      page: 1,
      limit: 10,
      date: DAY,
      checkResult: 2,
    });
  const helmetOnly = pageOf(
    await post('/duty/attendance/workerList', { page: 1, limit: 10, date: DAY, checkResult: 2 }),
  );
  expect((helmetOnly.rows as { checkResult: number }[]).every((w) => w.checkResult === 2)).toBe(true);
  await rowsShown(helmetOnly);
});

it('no console errors or uncaught exceptions', () => {
  expect(ctx.problems).toEqual([]);
});
