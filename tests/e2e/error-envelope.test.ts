// When the server answers an error envelope, a screen shows the server's message and stays usable (issues #5–#7).
// For one menu page of every feature area (the first of each feature folder in packages/console/SCREENS.md), the
// page's own calls are failed by the mock (a fault asked of its world), which answers the spec's `Failure`
// response ({ code: 500, msg: 服务繁忙，请稍后再试 }). The page must show that message where the data would be, keep
// its frame (heading, tags, side menu), and, once the server answers again, bring the data back through 重试.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { type ConsolePage, enterSignedIn, openConsole } from '../lib/console-page';
import { spec } from '../lib/spec';

const FAILURE_MSG = '服务繁忙，请稍后再试';
/** Where signing in lands (the administrator's organisation home). */
const LANDING = '/home/org';

/**
 * Pages that make no call when opened bare from the menu: they show the data of something the user picked on the
 * page before (a person, a task) and are opened from there with it in the address. They are checked as the user
 * reaches them, with the address that page opens (the same values as the area's own e2e file).
 */
const OPENED_WITH: Record<string, string> = {
  // 考勤查询 → 详情
  '/attendance/searchDetail': '?userId=5003&startDate=2026-11-01&endDate=2026-11-22',
  // 人员考勤 lists → 轨迹 / 每日考勤, and a day of 人员每日考勤 → 打卡明细
  '/laborAtt/trace': '?person_id=4001&person_type=1&start_date=2026-11-16&end_date=2026-11-22',
  '/laborAtt/personDay': '?person_id=5001&person_type=2&project_id=1001&start_date=2026-11-16&end_date=2026-11-22',
  '/laborAtt/checkDetail': '?person_id=5001&person_type=2&project_id=1001&date=2026-11-20',
  // 任务台账 → 详情
  '/task/ledgerDetail': '?id=150002&type=task',
  // 工人花名册 → 详情; 点位任务 → 详情
  '/person/workerDetail': '?id=4001',
  '/grid/pointTaskDetail': '?id=17001',
};

/**
 * Pages with nothing to load until the user acts on them, left out with the reason (no call is made, so there is no
 * error state to check).
 */
const NOTHING_TO_LOAD: Record<string, string> = {
  // 批量导入: the page is an upload form; its calls (upload, the batch's rows, 确认, 删除) follow a chosen file.
  '/hat/upload': 'calls only after the user uploads a sheet',
};

/**
 * Pages whose data the shell may already hold (a query shared with the top bar): opened with a fresh start of the
 * console at their address, so that they load it themselves.
 */
const SHARED_WITH_SHELL = new Set([
  // 组织架构 draws the organisation tree, the same read as the top bar's organisation switcher.
  '/system/orgTree',
]);

interface Screen {
  title: string;
  route: string;
  feature: string;
  /** The operationIds of the page's calls (those the spec has). */
  operations: string[];
}

/** Every operationId of the spec. */
function operationIds(): Set<string> {
  const ids = new Set<string>();
  for (const item of Object.values<Record<string, { operationId?: string }>>(spec.paths)) {
    for (const op of Object.values(item)) if (op?.operationId) ids.add(op.operationId);
  }
  return ids;
}

/** Set E2E_ALL_PAGES=1 to check every menu page of the catalogue instead of the first one of each feature folder. */
const ALL_PAGES = process.env.E2E_ALL_PAGES === '1';

/**
 * The first menu page of each feature folder (or, with E2E_ALL_PAGES, every menu page), from the generated screen
 * catalogue.
 */
function catalogueScreens(all: boolean): Screen[] {
  const text = readFileSync(new URL('../../packages/console/SCREENS.md', import.meta.url), 'utf8');
  const menu = text.split('\n## ')[1] ?? '';
  const known = operationIds();
  const seen = new Set<string>();
  const screens: Screen[] = [];
  for (const line of menu.split('\n')) {
    const m = /^\| (.+?) \| `([^`]+)` \| `src\/features\/([^/]+)\/[^`]+` \| (.*) \|$/.exec(line);
    if (!m) continue;
    const [, title, route, feature, calls] = m as unknown as [string, string, string, string, string];
    // Not the page signed in to (its data is already on screen) nor a route with parameters.
    if ((!all && seen.has(feature)) || route.includes(':') || route === LANDING || route in NOTHING_TO_LOAD) continue;
    const operations = calls
      .split(', ')
      .map((id) => id.trim())
      .filter((id) => known.has(id));
    if (!operations.length) continue;
    seen.add(feature);
    screens.push({ title, route, feature, operations });
  }
  return screens;
}

const SCREENS = catalogueScreens(ALL_PAGES);

let ctx: ConsolePage;
let page: Page;

beforeAll(async () => {
  ctx = await openConsole();
  page = ctx.page;
  page.setDefaultTimeout(10_000);
  await enterSignedIn(ctx);
});
afterAll(() => ctx?.close());

const view = () => page.locator('section[data-page][data-active]');
const failure = () => view().getByRole('alert').filter({ hasText: FAILURE_MSG });

it('covers every feature area of the catalogue', () => {
  // One screen per feature folder; a new area shows up here by itself.
  expect(SCREENS.length).toBeGreaterThanOrEqual(25);
});

describe.each(SCREENS)('$title ($route)', (screen) => {
  it('shows the server’s message where the data would be, then recovers with 重试', async () => {
    // The mock fails this page's own calls with the contract's failure answer (HTTP 500) until told to stop.
    await ctx.mock.fail(screen.operations.map((operation) => ({ operation, status: 500 })));
    try {
      await page.goto(`${ctx.stack.url}#${screen.route}${OPENED_WITH[screen.route] ?? ''}`);
      // Every page afresh when all are checked: pages share reads (option lists, trees) that an earlier page loaded.
      if (ALL_PAGES || SHARED_WITH_SHELL.has(screen.route)) await page.reload();
      // The message shows in the page (a list's or a card's error state), not a blank screen; the frame stays.
      await failure().first().waitFor();
      await expect.poll(() => view().count()).toBe(1);
      await page.getByRole('navigation', { name: '侧边菜单' }).waitFor();
    } finally {
      await ctx.mock.clearFaults();
    }
    // The server answers again: 重试 brings the data back and the error states go away.
    for (let i = 0; i < 12 && (await failure().count()) > 0; i++) {
      const retry = failure().getByRole('button', { name: /重试/ }).first();
      if (!(await retry.count())) break;
      // A retry elsewhere on the page can refetch a shared read and take this alert away before the click lands:
      // then there is nothing left to press here, and the loop looks again (the poll below is the assertion).
      await retry.click({ timeout: 3000 }).catch(() => undefined);
      await page.waitForLoadState('networkidle');
    }
    await expect.poll(() => failure().allTextContents(), { timeout: 8000 }).toEqual([]);
    expect(ctx.problems.filter((p) => !/Failed to load resource/.test(p))).toEqual([]);
  });
});
