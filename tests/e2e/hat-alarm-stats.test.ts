// 安全帽报警 and statistics (001 §7.4) and the alarm dashboards (001 §7.6): helmet alarms with filters, 安全帽统计
// (overview, use, turnover and loss, use detail with export), 电量不足统计, 未佩戴统计, 报警闭环 (cards, charts,
// branch table, report export), 安全报警总览 (cards, charts, rankings, real time, list) and 长时间停留. In the mock's
// world: every figure, row and total the screen shows is compared with the world's answer to the very call the screen
// made, asked again through the SDK on a session of its own.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Locator, Page, Request } from 'playwright-core';
import { ARTIFACTS } from '../lib/browser';
import { type ConsolePage, enterSignedIn, openConsole } from '../lib/console-page';
import { recordCalls, rowsOf, totalOf, worldAnswer, worldApi, type WorldApi } from '../lib/world-api';

let ctx: ConsolePage;
let page: Page;
let stack: ConsolePage['stack'];
let api: WorldApi;
/** The console's last call of each API path (without /api) since the last page was opened. */
const made = new Map<string, Request>();

beforeAll(async () => {
  ctx = await openConsole();
  ({ page, stack } = ctx);
  api = await worldApi(ctx);
  recordCalls(page, made);
  await enterSignedIn(ctx);
});
afterAll(() => ctx?.close());

/** Visited pages stay mounted (hidden): look at the shown one only. */
const shown = () => page.locator('section[data-page][data-active]');
/** The list block of the shown page (dashboards also hold small tables in their cards). */
const list = () => shown().locator('section[aria-busy]');

/** The world's answer to the screen's last call of `path`, asked again through the SDK. */
const world = <T = Record<string, unknown>>(path: string, match?: (r: Request) => boolean) =>
  worldAnswer<T>(api, made, path, match);

/**
 * Open a screen in a fresh page load: the console's query cache is keyed by operation and parameters, so a screen
 * whose calls another screen already made (首页 reads the same 未佩戴 collect) would answer from the cache and send
 * nothing for the test to compare.
 */
const open = async (menuUrl: string, heading: string) => {
  await page.goto(`${stack.url}#${menuUrl}`);
  made.clear();
  await page.reload();
  await shown().getByRole('heading', { name: heading, exact: true }).waitFor();
};

/** The list shows the world's page of rows (at most ten) and its total. */
const rowsAndTotal = async (answer: unknown) => {
  const total = totalOf(answer);
  const rows = list().locator('tbody tr');
  if (total > 0) await rows.first().waitFor();
  await expect.poll(() => rows.count()).toBe(Math.min(rowsOf(answer).length, 10));
  await shown().getByRole('navigation', { name: '分页' }).getByText(`共 ${total} 条`).waitFor();
};

/** The value a stat card shows (its number and unit), found by its label. */
const card = (region: Locator, label: string) =>
  region
    .locator('dl > div')
    .filter({ has: page.locator('dt').getByText(label, { exact: true }) })
    .locator('dd')
    .first()
    .textContent();

/** A rate as the screens write it: 92.61%. */
const pct = (rate: number) => `${Number(rate.toFixed(2))}%`;

const downloads = async (button: string) => {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    shown().getByRole('button', { name: button }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
};

/** Every chart card drew its chart (no 暂无数据, no error); `emptyLists` lists of the page hold no row. */
const chartsDrawn = async (count: number, emptyLists = 0) => {
  await expect.poll(() => shown().locator('.recharts-surface').count()).toBeGreaterThanOrEqual(count);
  await expect.poll(() => shown().getByText('暂无数据').count()).toBe(emptyLists);
  await expect.poll(() => shown().getByRole('img', { name: '暂无数据' }).count()).toBe(0);
};

/** A day `offset` days from today (local time, as the console's date fields), YYYY-MM-DD. */
const day = (offset: number) => {
  const d = new Date(ctx.now().getTime() + offset * 86_400_000);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

type HatAlarm = { alarm_type: number; status: number; name: string };

it('安全帽报警 opens from the side menu with type and status tags, and filters by type in the URL', async () => {
  made.clear();
  const nav = page.getByRole('navigation', { name: '侧边菜单' });
  await nav.getByRole('button', { name: '安全帽管理' }).click();
  await nav.getByRole('link', { name: '安全帽报警' }).click();
  await shown().getByRole('heading', { name: '安全帽报警', exact: true }).waitFor();
  expect(new URL(page.url()).hash).toBe('#/hat/alarm');
  const all = await world('/star/laborhat/alarm');
  await rowsAndTotal(all);
  const rows = rowsOf<HatAlarm>(all);
  const body = list().locator('tbody');
  await expect.poll(() => body.textContent()).toContain(rows[0]!.name);
  // Each status the page holds is drawn as its tag.
  const STATUS = ['未处理', '已处理', '误报'];
  for (const status of new Set(rows.map((r) => r.status)))
    await expect
      .poll(() => body.getByText(STATUS[status]!).count())
      .toBe(rows.filter((r) => r.status === status).length);
  await page.screenshot({ path: `${ARTIFACTS}/hat-alarm.png`, fullPage: true });
  await shown().getByLabel('报警类型').selectOption('6');
  await shown().getByRole('button', { name: '搜索' }).click();
  await expect.poll(() => new URL(page.url()).hash).toContain('alarm_type=6');
  const intrusions = await world(
    '/star/laborhat/alarm',
    (r) => (r.postDataJSON() as { alarm_type?: number }).alarm_type === 6,
  );
  expect(totalOf(intrusions)).toBeGreaterThan(0);
  expect(totalOf(intrusions)).toBeLessThan(totalOf(all));
  expect(rowsOf<HatAlarm>(intrusions).every((r) => r.alarm_type === 6)).toBe(true);
  await rowsAndTotal(intrusions);
  await expect.poll(() => body.getByText('闯入禁区').count()).toBe(Math.min(rowsOf(intrusions).length, 10));
});

// The bar's refusal of a start after the end (keeping what was typed) is checked in jsdom:
// packages/console/src/app/screens/periods.screen.test.tsx.
it('安全帽统计 shows the overview and the daily use chart, and re-queries a chosen period', async () => {
  await open('/hat/statistics', '安全帽统计');
  const overview = shown().getByRole('region', { name: '安全帽概况' });
  const o = await world<Record<string, number>>('/starSafety/laborHat/overview');
  expect(o.hatTotal).toBe(o.unbindCount! + o.workerHatCount! + o.managerHatCount!);
  await expect.poll(() => card(overview, '安全帽总数')).toBe(`${o.hatTotal}顶`);
  await expect.poll(() => overview.textContent()).toContain(`未绑定 ${o.unbindCount} 顶`);
  await expect.poll(() => card(overview, '工人已绑定')).toBe(`${o.workerHatCount}顶`);
  await expect.poll(() => card(overview, '今日在线')).toBe(`${o.todayOnlineCount}顶`);
  await expect.poll(() => card(overview, '低电量')).toBe(`${o.lowBatteryCount}顶`);
  await expect.poll(() => card(overview, '报警')).toBe(`${o.alarmCount}次`);
  const use = await world<{ bindRate: number; bindCount: number; hatTotal: number; trend: unknown[] }>(
    '/starSafety/laborHat/useStat',
  );
  const usage = shown().getByRole('region', { name: '使用概况' });
  await expect.poll(() => card(usage, '绑定率')).toBe(pct(use.bindRate));
  await expect.poll(() => usage.textContent()).toContain(`已绑定 ${use.bindCount} / 共 ${use.hatTotal} 顶`);
  expect(use.trend.length).toBeGreaterThan(0);
  await chartsDrawn(1);
  await page.screenshot({ path: `${ARTIFACTS}/hat-statistics.png`, fullPage: true });
  await shown().getByLabel('开始日期').fill(day(-10));
  await shown().getByLabel('结束日期').fill(day(-4));
  await shown().getByRole('button', { name: '查询' }).click();
  await expect.poll(() => new URL(page.url()).hash).toContain(`start_date=${day(-10)}`);
  // The overview is asked again for the chosen period, and shows the world's answer for it.
  const chosen = await world<Record<string, number>>(
    '/starSafety/laborHat/overview',
    (r) => (r.postDataJSON() as { startDate?: string }).startDate === day(-10),
  );
  await expect.poll(() => card(overview, '报警')).toBe(`${chosen.alarmCount}次`);
  await expect.poll(() => card(overview, '遗失')).toBe(`${chosen.lossCount}顶`);
});

it('安全帽统计 周转与损耗 draws the months and lists loss and damage by project', async () => {
  await shown().getByRole('tab', { name: '周转与损耗' }).click();
  await shown().getByRole('heading', { name: '各项目遗失与损坏' }).waitFor();
  expect(new URL(page.url()).hash).toContain(`start_date=${day(-10)}`);
  const months = await world<unknown[]>('/starSafety/laborHat/turnoverAndlossAndDamageStat');
  const projects = await world<{ projectName: string }[]>('/starSafety/laborHat/lossAndDamageStat');
  expect(months.length).toBeGreaterThan(0);
  await rowsAndTotal(projects);
  for (const p of projects.slice(0, 10))
    await expect.poll(() => list().locator('tbody').textContent()).toContain(p.projectName);
  // The world answers no project row for the company's scope (the rows are stored examples, not computed from the
  // helmets' history): the table says so.
  await chartsDrawn(1, projects.length ? 0 : 1);
  await page.screenshot({ path: `${ARTIFACTS}/hat-statistics-turnover.png`, fullPage: true });
});

it('安全帽统计 使用明细 (power 512) lists a row per person and day and exports', async () => {
  await shown().getByRole('tab', { name: '使用明细' }).click();
  await shown().getByRole('heading', { name: '安全帽使用明细' }).waitFor();
  const details = await world('/starSafety/laborHat/useDetailStat');
  expect(totalOf(details)).toBeGreaterThan(10);
  await rowsAndTotal(details);
  const first = rowsOf<{ personName: string; innerid: string }>(details)[0]!;
  const firstRow = list().locator('tbody tr').first();
  await expect.poll(() => firstRow.textContent()).toContain(first.personName);
  await expect.poll(() => firstRow.textContent()).toContain(first.innerid);
  await page.screenshot({ path: `${ARTIFACTS}/hat-statistics-detail.png`, fullPage: true });
  await downloads('导出');
});

it('电量不足统计 lists the helmets without power, longest first', async () => {
  await open('/hat/noPower', '电量不足统计');
  const answer = await world('/starSafety/laborHat/noElectricityStat');
  expect(totalOf(answer)).toBeGreaterThan(0);
  await rowsAndTotal(answer);
  const body = list().locator('tbody');
  await expect.poll(() => body.textContent()).toContain(rowsOf<{ personName: string }>(answer)[0]!.personName);
  await page.screenshot({ path: `${ARTIFACTS}/hat-no-power.png`, fullPage: true });
});

it('未佩戴统计 shows the day, the 7-day trend and every branch, and re-queries for a chosen date', async () => {
  await open('/hat/unwear', '未佩戴统计');
  const cards = shown().getByRole('region', { name: '未佩戴概况' });
  const c = await world<Record<string, number>>('/pc/org/hat/unwearcollect');
  await expect.poll(() => card(cards, '未佩戴')).toBe(`${c.unwear_count}人`);
  await expect.poll(() => card(cards, '在线')).toBe(`${c.online_count}顶`);
  await expect.poll(() => card(cards, '未佩戴率')).toBe(pct(c.unwear_rate!));
  const branches = await world<{ org_name: string }[]>('/pc/org/hat/branunwearchcollect');
  await rowsAndTotal(branches);
  await expect.poll(() => list().locator('tbody').textContent()).toContain(branches[0]!.org_name);
  await chartsDrawn(2);
  await page.screenshot({ path: `${ARTIFACTS}/hat-unwear.png`, fullPage: true });
  await shown().getByLabel('统计日期').fill(day(-7));
  await shown().getByRole('button', { name: '搜索' }).click();
  await expect.poll(() => new URL(page.url()).hash).toContain(`date=${day(-7)}`);
  await cards.getByText(day(-7)).waitFor();
  const then = await world<Record<string, number>>(
    '/pc/org/hat/unwearcollect',
    (r) => new URL(r.url()).searchParams.get('date') === day(-7),
  );
  await expect.poll(() => card(cards, '未佩戴')).toBe(`${then.unwear_count}人`);
});

it('报警闭环 shows the rates, the stages, the types and the months, lists the branches and exports the report', async () => {
  await open('/alarm/closedLoop', '报警闭环');
  const cards = shown().getByRole('region', { name: '报警闭环概况' });
  const s = await world<Record<string, number>>('/starSafety/alarmClosedLoop/alarmProcessingStatistics');
  await expect.poll(() => card(cards, '报警总数')).toBe(`${s.totalCount}次`);
  await expect.poll(() => card(cards, '处理率')).toBe(pct(s.processingRate!));
  await expect.poll(() => cards.textContent()).toContain(`已关闭 ${s.closedCount} 次`);
  const orgs = await world('/starSafety/alarmClosedLoop/alarmSituationEachBranchCompany');
  await rowsAndTotal(orgs);
  for (const o of rowsOf<{ orgName: string }>(orgs))
    await expect.poll(() => list().locator('tbody').textContent()).toContain(o.orgName);
  // The branch rows are stored examples filtered by orgId: the company (orgId 1) gets none in the world.
  await chartsDrawn(3, rowsOf(orgs).length ? 0 : 1);
  await shown()
    .getByLabel('年份')
    .selectOption(String(ctx.now().getFullYear() - 1));
  await expect.poll(() => new URL(page.url()).hash).toContain(`year=${ctx.now().getFullYear() - 1}`);
  await page.screenshot({ path: `${ARTIFACTS}/alarm-closed-loop.png`, fullPage: true });
  await downloads('导出总公司报表');
  await downloads('导出分公司报表');
});

it('安全报警总览 shows the figures, charts, rankings, the real-time feed and the list', async () => {
  await open('/alarm/overview', '安全报警总览');
  const cards = shown().getByRole('region', { name: '安全报警概况' });
  const d = await world<Record<string, number>>('/pc/security/alarm/all/collect');
  await expect.poll(() => card(cards, '报警总数')).toBe(`${d.total_count}次`);
  await expect.poll(() => card(cards, '未处理')).toBe(`${d.unhandled_count}次`);
  await expect.poll(() => card(cards, '处理率')).toBe(pct(d.handled_rate!));
  const hats = await world<{ person_name: string }[]>('/pc/security/alarm/all/hat/topk/list');
  const realtime = await world<{ list: { person_name: string }[] }>('/pc/security/alarm/all/realtime/collect');
  const teams = await world<{ company_name: string }[]>('/pc/security/alarm/all/companyteam/collect');
  await shown().getByRole('list', { name: '安全帽报警排行' }).getByText(hats[0]!.person_name).first().waitFor();
  await expect
    .poll(() => shown().getByRole('list', { name: '实时报警' }).locator('li').count())
    .toBe(realtime.list.length);
  await shown().getByRole('table', { name: '参建单位与班组报警' }).getByText(teams[0]!.company_name).waitFor();
  await chartsDrawn(3);
  const all = await world('/pc/security/alarm/all/list');
  // The list holds the alarms the cards count.
  expect(totalOf(all)).toBe(d.total_count);
  await rowsAndTotal(all);
  await page.screenshot({ path: `${ARTIFACTS}/alarm-overview.png`, fullPage: true });
  await shown().getByLabel('报警类型').selectOption('4');
  await shown().getByRole('button', { name: '搜索' }).click();
  await expect.poll(() => new URL(page.url()).hash).toContain('type=4');
  const intrusions = await world(
    '/pc/security/alarm/all/list',
    (r) => new URL(r.url()).searchParams.get('type') === '4',
  );
  expect(totalOf(intrusions)).toBeLessThan(totalOf(all));
  await rowsAndTotal(intrusions);
});

it('长时间停留 shows the areas and the list of long stays with their closed-loop status', async () => {
  await open('/alarm/longWait', '长时间停留明细');
  const areas = await world<{ area_name: string; rate: number }[]>('/pc/security/alarm/longwt/area/collect');
  const region = shown().getByRole('region', { name: '长时间停留区域分布' });
  await region.getByText(areas[0]!.area_name).first().waitFor();
  await region.getByText(pct(areas[0]!.rate)).first().waitFor();
  const stays = await world('/pc/security/alarm/longwt/list');
  await rowsAndTotal(stays);
  await expect
    .poll(() => list().locator('tbody').textContent())
    .toContain(rowsOf<{ person_name: string }>(stays)[0]!.person_name);
  await expect.poll(() => shown().getByRole('columnheader', { name: '停留时长' }).count()).toBe(1);
  await shown().getByRole('button', { name: '展开' }).click();
  await expect.poll(() => shown().getByLabel('施工区域').locator('option').count()).toBe(areas.length + 1);
  await chartsDrawn(1);
  await page.screenshot({ path: `${ARTIFACTS}/alarm-long-wait.png`, fullPage: true });
});

it('no console errors', () => expect(ctx.problems).toEqual([]));
