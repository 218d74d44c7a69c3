// 安全帽报警 and statistics (001 §7.4) and the alarm dashboards (001 §7.6): helmet alarms with filters, 安全帽统计
// (overview, use, turnover and loss, use detail with export), 电量不足统计, 未佩戴统计, 报警闭环 (cards, charts,
// branch table, report export), 安全报警总览 (cards, charts, rankings, real time, list) and 长时间停留.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ARTIFACTS } from '../lib/browser';
import { openConsole, type ConsolePage } from '../lib/console-page';
import { signIn } from '../lib/sign-in';

let ctx: ConsolePage;
let page: Page;
let stack: ConsolePage['stack'];

beforeAll(async () => {
  ctx = await openConsole(undefined, { mode: 'examples' }); // written against the example answers: not yet moved to the world
  ({ page, stack } = ctx);
  await signIn(page, stack.url);
  await page.getByRole('heading', { name: /王建华，/ }).waitFor();
});
afterAll(() => ctx?.close());

/** Visited pages stay mounted (hidden): look at the shown one only. */
const shown = () => page.locator('section[data-page][data-active]');
/** The list block of the shown page (dashboards also hold small tables in their cards). */
const list = () => shown().locator('section[aria-busy]');

const open = async (menuUrl: string, heading: string) => {
  await page.goto(`${stack.url}#${menuUrl}`);
  await shown().getByRole('heading', { name: heading, exact: true }).waitFor();
};

const rowsAndTotal = async (total: number, min = 5) => {
  const rows = list().locator('tbody tr');
  await rows.first().waitFor();
  await expect.poll(() => rows.count()).toBeGreaterThanOrEqual(min);
  await shown().getByRole('navigation', { name: '分页' }).getByText(`共 ${total} 条`).waitFor();
};

const downloads = async (button: string) => {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    shown().getByRole('button', { name: button }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
};

/** Every chart card drew its chart (no 暂无数据, no error). */
const chartsDrawn = async (count: number) => {
  await expect.poll(() => shown().locator('.recharts-surface').count()).toBeGreaterThanOrEqual(count);
  await expect.poll(() => shown().getByText('暂无数据').count()).toBe(0);
  await expect.poll(() => shown().getByRole('img', { name: '暂无数据' }).count()).toBe(0);
};

it('安全帽报警 opens from the side menu with type and status tags, and filters by type in the URL', async () => {
  const nav = page.getByRole('navigation', { name: '侧边菜单' });
  await nav.getByRole('button', { name: '安全帽管理' }).click();
  await nav.getByRole('link', { name: '安全帽报警' }).click();
  await shown().getByRole('heading', { name: '安全帽报警', exact: true }).waitFor();
  expect(new URL(page.url()).hash).toBe('#/hat/alarm');
  await rowsAndTotal(58);
  const body = list().locator('tbody');
  await expect.poll(() => body.textContent()).toContain('赵磊');
  await expect.poll(() => body.getByText('闯入禁区').count()).toBeGreaterThan(0);
  await expect.poll(() => body.getByText('未处理').count()).toBeGreaterThan(0);
  await expect.poll(() => body.getByText('误报').count()).toBeGreaterThan(0);
  await page.screenshot({ path: `${ARTIFACTS}/hat-alarm.png`, fullPage: true });
  await shown().getByLabel('报警类型').selectOption('6');
  await shown().getByRole('button', { name: '搜索' }).click();
  await expect.poll(() => new URL(page.url()).hash).toContain('alarm_type=6');
  await rowsAndTotal(58);
});

it('安全帽统计 shows the overview and the daily use chart, and refuses a reversed period keeping it', async () => {
  await open('/hat/statistics', '安全帽统计');
  const overview = shown().getByRole('region', { name: '安全帽概况' });
  await expect.poll(() => overview.textContent()).toContain('420');
  await expect.poll(() => overview.textContent()).toContain('低电量17');
  await shown().getByRole('region', { name: '使用概况' }).getByText('89.52%').waitFor();
  await chartsDrawn(1);
  await page.screenshot({ path: `${ARTIFACTS}/hat-statistics.png`, fullPage: true });
  const start = shown().getByLabel('开始日期');
  await start.fill('2026-11-30');
  await shown().getByLabel('结束日期').fill('2026-11-01');
  await shown().getByRole('button', { name: '查询' }).click();
  await shown().getByRole('alert').filter({ hasText: '开始日期不能晚于结束日期' }).waitFor();
  await expect.poll(() => start.inputValue()).toBe('2026-11-30');
  await start.fill('2026-11-17');
  await shown().getByLabel('结束日期').fill('2026-11-23');
  await shown().getByRole('button', { name: '查询' }).click();
  await expect.poll(() => new URL(page.url()).hash).toContain('start_date=2026-11-17');
});

it('安全帽统计 周转与损耗 draws the months and lists loss and damage by project', async () => {
  await shown().getByRole('tab', { name: '周转与损耗' }).click();
  await shown().getByRole('heading', { name: '各项目遗失与损坏' }).waitFor();
  expect(new URL(page.url()).hash).toContain('start_date=2026-11-17');
  await rowsAndTotal(5);
  await expect.poll(() => list().locator('tbody').textContent()).toContain('滨江花园二期住宅项目');
  await chartsDrawn(1);
  await page.screenshot({ path: `${ARTIFACTS}/hat-statistics-turnover.png`, fullPage: true });
});

it('安全帽统计 使用明细 (power 512) lists a row per person and day and exports', async () => {
  await shown().getByRole('tab', { name: '使用明细' }).click();
  await shown().getByRole('heading', { name: '安全帽使用明细' }).waitFor();
  await rowsAndTotal(214);
  await expect.poll(() => list().locator('tbody').textContent()).toContain('8 小时 38 分钟');
  await page.screenshot({ path: `${ARTIFACTS}/hat-statistics-detail.png`, fullPage: true });
  await downloads('导出');
});

it('电量不足统计 lists the helmets without power, longest first', async () => {
  await open('/hat/noPower', '电量不足统计');
  await rowsAndTotal(17);
  const body = list().locator('tbody');
  await expect.poll(() => body.getByText('0% 无电').count()).toBeGreaterThan(0);
  await expect.poll(() => body.textContent()).toContain('5 天');
  await page.screenshot({ path: `${ARTIFACTS}/hat-no-power.png`, fullPage: true });
});

it('未佩戴统计 shows the day, the 7-day trend and every branch, and re-queries for a chosen date', async () => {
  await open('/hat/unwear', '未佩戴统计');
  const cards = shown().getByRole('region', { name: '未佩戴概况' });
  await expect.poll(() => cards.textContent()).toContain('176');
  await expect.poll(() => cards.textContent()).toContain('6.17%');
  await rowsAndTotal(5);
  await expect.poll(() => list().locator('tbody').textContent()).toContain('华建集团第一分公司');
  await chartsDrawn(2);
  await page.screenshot({ path: `${ARTIFACTS}/hat-unwear.png`, fullPage: true });
  await shown().getByLabel('统计日期').fill('2026-11-20');
  await shown().getByRole('button', { name: '搜索' }).click();
  await expect.poll(() => new URL(page.url()).hash).toContain('date=2026-11-20');
  await cards.getByText('2026-11-20').waitFor();
});

it('报警闭环 shows the rates, the stages, the types and the months, lists the branches and exports the report', async () => {
  await open('/alarm/closedLoop', '报警闭环');
  const cards = shown().getByRole('region', { name: '报警闭环概况' });
  await expect.poll(() => cards.textContent()).toContain('1286');
  await expect.poll(() => cards.textContent()).toContain('92.61%');
  await expect.poll(() => cards.textContent()).toContain('26.4 分钟');
  await rowsAndTotal(2, 2);
  await expect.poll(() => list().locator('tbody').textContent()).toContain('华建集团第一分公司');
  await chartsDrawn(3);
  await shown()
    .getByLabel('年份')
    .selectOption(String(new Date().getFullYear() - 1));
  await expect.poll(() => new URL(page.url()).hash).toContain(`year=${new Date().getFullYear() - 1}`);
  await page.screenshot({ path: `${ARTIFACTS}/alarm-closed-loop.png`, fullPage: true });
  await downloads('导出总公司报表');
  await downloads('导出分公司报表');
});

it('安全报警总览 shows the figures, charts, rankings, the real-time feed and the list', async () => {
  await open('/alarm/overview', '安全报警总览');
  const cards = shown().getByRole('region', { name: '安全报警概况' });
  await expect.poll(() => cards.textContent()).toContain('52');
  await expect.poll(() => cards.textContent()).toContain('78.85%');
  await shown().getByRole('list', { name: '安全帽报警排行' }).getByText('孙海涛').waitFor();
  await shown().getByRole('list', { name: '实时报警' }).getByText('进入禁区', { exact: false }).waitFor();
  await shown().getByRole('table', { name: '参建单位与班组报警' }).getByText('混凝土班').waitFor();
  await chartsDrawn(3);
  await rowsAndTotal(52);
  await page.screenshot({ path: `${ARTIFACTS}/alarm-overview.png`, fullPage: true });
  await shown().getByLabel('报警类型').selectOption('4');
  await shown().getByRole('button', { name: '搜索' }).click();
  await expect.poll(() => new URL(page.url()).hash).toContain('type=4');
  await rowsAndTotal(52);
});

it('长时间停留 shows the areas and the list of long stays with their closed-loop status', async () => {
  await open('/alarm/longWait', '长时间停留明细');
  await shown().getByRole('region', { name: '长时间停留区域分布' }).getByText('33.33%').waitFor();
  await rowsAndTotal(6);
  const body = list().locator('tbody');
  await expect.poll(() => body.textContent()).toContain('陈志刚');
  await expect.poll(() => body.getByText('已关闭').count()).toBeGreaterThan(0);
  await expect.poll(() => shown().getByRole('columnheader', { name: '停留时长' }).count()).toBe(1);
  await shown().getByRole('button', { name: '展开' }).click();
  await expect.poll(() => shown().getByLabel('施工区域').locator('option').count()).toBeGreaterThan(1);
  await chartsDrawn(1);
  await page.screenshot({ path: `${ARTIFACTS}/alarm-long-wait.png`, fullPage: true });
});

it('no console errors', () => expect(ctx.problems).toEqual([]));
