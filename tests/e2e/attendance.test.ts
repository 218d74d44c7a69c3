// 考勤管理 screens (001 §7.1): 考勤总览, 考勤查询 → 考勤详情, 异常考勤, 工人出勤看板, 出勤明细, 分包人员考勤 →
// 人员考勤名单, 安全帽与闸机统计. Each opens with its numbers, charts or rows and 共 N 条; a period change re-queries
// with the chosen dates (and a reversed period is refused, keeping what was typed); exports download an .xlsx;
// rows lead to their detail screens with the person or company and the period.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ARTIFACTS } from '../lib/browser';
import { chooseOption } from '../lib/combobox';
import { openConsole, type ConsolePage } from '../lib/console-page';
import { signIn } from '../lib/sign-in';

// The default periods follow the calendar, as the screens do: this month up to yesterday, today, last month.
const pad = (n: number) => String(n).padStart(2, '0');
const ymd = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
const now = new Date();
const yesterday = new Date(now.getFullYear(), now.getMonth(), now.getDate() - 1);
const TODAY = ymd(now);
const END = ymd(yesterday);
const START = ymd(new Date(yesterday.getFullYear(), yesterday.getMonth(), 1));
const LAST_MONTH = ymd(new Date(now.getFullYear(), now.getMonth() - 1, 1)).slice(0, 7);
const DEFAULT = { startDate: START, endDate: END };

let ctx: ConsolePage;
let page: Page;
let stack: ConsolePage['stack'];
/** The attendance calls the console made: path, JSON body (POST) and query (GET). */
const calls: { path: string; body: unknown; query: Record<string, string> }[] = [];
const last = (suffix: string) => calls.filter((c) => c.path.endsWith(suffix)).at(-1);

beforeAll(async () => {
  ctx = await openConsole(undefined, { mode: 'examples' }); // written against the example answers: not yet moved to the world
  ({ page, stack } = ctx);
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (!/\/(duty|pc\/worker|pc\/report)\//.test(url.pathname)) return;
    calls.push({
      path: url.pathname,
      body: r.method() === 'POST' ? r.postDataJSON() : undefined,
      query: Object.fromEntries(url.searchParams),
    });
  });
  await signIn(page, stack.url);
  await page.getByRole('heading', { name: /王建华，/ }).waitFor();
});
afterAll(() => ctx?.close());

/** The active page: visited pages stay mounted (hidden) in the tab cache; the shown one carries data-active. */
const view = () => page.locator('section[data-page][data-active]');
const open = async (path: string, heading: string) => {
  await page.goto(`${stack.url}#${path}`);
  await view().getByRole('heading', { name: heading, exact: true }).first().waitFor();
};
const rowsShown = async (min: number, total: RegExp = /共 \d+ 条/) => {
  await view().locator('tbody tr').first().waitFor();
  await expect.poll(() => view().locator('tbody tr').count()).toBeGreaterThanOrEqual(min);
  await expect.poll(() => view().getByRole('navigation', { name: '分页' }).textContent()).toMatch(total);
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
  await view().getByText('93.7%').first().waitFor();
  await card('部门考勤统计').getByRole('cell', { name: '综合办公室' }).waitFor();
  await expect.poll(() => card('部门考勤统计').locator('tbody tr').count()).toBe(6);
  await card(/考勤异常类型（共 13 次）/).waitFor();
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
  await rowsShown(6, /共 22 条/);
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

  await view().locator('tbody tr').first().getByRole('button', { name: '详情' }).click();
  await expect
    .poll(() => new URL(page.url()).hash)
    .toBe(`#/attendance/searchDetail?userId=5001&startDate=${START}&endDate=${END}`);
  await view().getByRole('heading', { name: '考勤详情：郑浩' }).waitFor();
  expect(last('/duty/personnelInfo')?.body).toEqual({ userId: 5001, month: END.slice(0, 7) });
  await rowsShown(6, /共 22 条/);
  await view().locator('tbody').getByText('早退 38 分钟').waitFor();
  await view().locator('tbody').getByText('缺卡', { exact: true }).waitFor();
  await view().locator('tbody').getByText('安全帽定位').waitFor();
  expect(last('/duty/appendance/search_detail')?.body).toEqual({
    page: 1,
    limit: 10,
    userId: 5001,
    ...DEFAULT,
  });
  await page.screenshot({ path: `${ARTIFACTS}/attendance-search-detail.png`, fullPage: true });
  await downloads();
  expect(last('/duty/appendance/search_detailExport')?.body).toEqual({
    userId: 5001,
    ...DEFAULT,
  });
  await view().getByRole('button', { name: '返回' }).click();
  await view().getByRole('heading', { name: '考勤查询' }).waitFor();
});

it('异常考勤 lists each abnormal record with its type, filters by type and exports', async () => {
  await open('/attendance/abnormal', '异常考勤');
  await rowsShown(6, /共 40 条/);
  await view().locator('tbody').getByText('外出送检').waitFor();
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
  await page.screenshot({ path: `${ARTIFACTS}/attendance-abnormal.png`, fullPage: true });
  await downloads();
  expect(last('/duty/appendance/abnormalPageExport')?.body).toEqual({
    ...DEFAULT,
    abnormalType: 1,
  });
});

it('工人出勤看板 shows today, the week, hours and rankings; its averages tab lists and exports', async () => {
  await open('/attendance/workerAttendanceDetail', '工人出勤看板');
  await view().getByText('今日数据更新于 2026-11-23 10:30:00').waitFor();
  await view().getByText('83.7%').first().waitFor();
  await view().getByText('+58').waitFor();
  await expect.poll(() => charts().count()).toBe(5);
  await card(/项目出勤率前十/)
    .getByText('城南地铁5号线土建…')
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
  await rowsShown(5, /共 5 条/);
  await card('分公司平均出勤').getByRole('cell', { name: '华建集团第三分公司' }).waitFor();
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
  await page.screenshot({ path: `${ARTIFACTS}/attendance-worker-average.png`, fullPage: true });
  await downloads(
    view()
      .locator('section')
      .filter({ has: page.getByRole('heading', { name: '项目平均出勤' }) }),
  );
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
  await rowsShown(5, /共 5 条/);
  await view().locator('tbody').getByText('华建集团第一分公司（总包）').waitFor();
  await page.screenshot({ path: `${ARTIFACTS}/attendance-project-detail.png`, fullPage: true });
  await downloads();
  expect(last('/projectDetailExport')?.query).toEqual({ dimension: '1', start_date: START, end_date: END });

  await view().getByRole('tab', { name: '按班组' }).click();
  await view().getByRole('heading', { name: '出勤明细（按班组）' }).waitFor();
  await rowsShown(6, /共 6 条/);
  await chooseOption(filter('company_id'), '浙江宏达建筑劳务有限公司', '宏达');
  await view().getByRole('button', { name: '搜索' }).click();
  await expect.poll(() => last('/projectDetailByTeam')?.query.company_id).toBe('2001');

  await view().getByRole('tab', { name: '按工人' }).click();
  await view().getByRole('heading', { name: '出勤明细（按工人）' }).waitFor();
  await rowsShown(8, /共 334 条/);
  await downloads();
  expect(last('/projectDetailExport')?.query.dimension).toBe('3');

  await view().getByRole('tab', { name: '工人月度考勤表' }).click();
  await view()
    .getByRole('heading', { name: `工人月度考勤表（${LAST_MONTH}）` })
    .waitFor();
  await rowsShown(6, /共 334 条/);
  expect(last('/attendancedetail/projectWorker')?.query).toEqual({ page: '1', limit: '10', month: LAST_MONTH });
  await view().getByRole('button', { name: '张建国 2026-10-01 工时 8.3 小时' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('heading', { name: '张建国 2026-10-01 打卡明细' }).waitFor();
  expect(last('/pc/worker/day/check/detail')?.query).toEqual({ worker_id: '4001', date: '2026-10-01' });
  await dialog.getByText('1号门闸机进口').first().waitFor();
  await expect.poll(() => dialog.locator('tbody tr').count()).toBe(6);
  await page.screenshot({ path: `${ARTIFACTS}/attendance-day-check.png` });
  await dialog.getByRole('button', { name: '关闭' }).last().click();
  await dialog.waitFor({ state: 'detached' });
  await downloads();
  expect(last('/projectWorkerExport')?.query).toEqual({ month: LAST_MONTH });

  await view().getByRole('tab', { name: '参建单位人员' }).click();
  await view().getByRole('heading', { name: '参建单位人员与出勤' }).waitFor();
  await rowsShown(6, /共 14 条/);
  await downloads();
  expect(last('/companyWithWorkerExport')?.query).toEqual({});
});

it('分包人员考勤 charts each subcontractor; 人员名单 opens 人员考勤名单 of that company and period', async () => {
  await open('/attendance/personnelBySubcontracting', '分包人员考勤');
  await card('参建单位管理人员考勤').getByRole('cell', { name: '杭州安捷机电安装有限公司' }).waitFor();
  await expect.poll(() => charts().count()).toBe(1);
  // Totals of the rows: 38 managers, 618 of 684 expected, 90.4 %.
  await view().getByText('90.4%').waitFor();
  await page.screenshot({ path: `${ARTIFACTS}/attendance-by-subcontracting.png`, fullPage: true });
  await card('参建单位管理人员考勤')
    .getByRole('row', { name: /江苏顺安建筑劳务有限公司/ })
    .getByRole('button', { name: '人员名单' })
    .click();
  await view().getByRole('heading', { name: '人员考勤名单' }).waitFor();
  expect(new URL(page.url()).hash).toBe(
    `#/attendance/personnelByPerson?companyId=2002&startDate=${START}&endDate=${END}`,
  );
  await rowsShown(6, /共 38 条/);
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
  await view().getByText('87.2%').waitFor();
  await rowsShown(6, /共 235 条/);
  await view().locator('tbody').getByText('仅闸机').waitFor();
  await expect.poll(() => charts().count()).toBe(2);
  expect(last('/duty/attendance/hatAndGateCount')?.body).toEqual({ date: TODAY });
  await page.screenshot({ path: `${ARTIFACTS}/attendance-hat-gate.png`, fullPage: true });
  await view().getByLabel('统计日期').fill('2026-11-22');
  await view().getByRole('button', { name: '查询' }).click();
  await expect.poll(() => last('/duty/attendance/hatAndGateCount')?.body).toEqual({ date: '2026-11-22' });
  await expect
    .poll(() => last('/duty/attendance/workerList')?.body)
    .toEqual({ page: 1, limit: 10, date: '2026-11-22' });
  await filter('checkResult').selectOption({ label: '仅安全帽' });
  await view().getByRole('button', { name: '搜索' }).click();
  await expect
    .poll(() => last('/duty/attendance/workerList')?.body)
    .toEqual({
      page: 1,
      limit: 10,
      date: '2026-11-22',
      checkResult: 2,
    });
});

it('no console errors or uncaught exceptions', () => {
  expect(ctx.problems).toEqual([]);
});
