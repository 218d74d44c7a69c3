// The menu pass of e2e/menu-pages-*.test.ts: every page of the mock's side menu (spec/MENU.md, the menu the mock
// answers after sign-in) opens from the side menu as a user would open it, and draws a real screen: its address, its
// tag, its content, every call it makes on opening answered (no error state, no error boundary, no console error); a
// paged list then goes to page 2. Issues #5–#7 "every screen the area needs is in the mock's menu and opens a real
// screen". The same pass is the accessibility check of issue #18: once a screen has drawn (no call in flight, no 加载中
// left), axe-core looks at it (tests/lib/axe.ts, serious and critical findings), and the last case lists every screen
// with a finding; the login page and the shell on home (in the first part) and the 390 px drawer (in the last) are
// checked once each.
//
// The menu is walked in parts, one test file each, in menu order: the e2e run's two workers then share the longest
// pass instead of one of them ending the run alone with it (e2e/vitest.config.ts starts the parts first).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { seriousViolations, type AxeFinding } from './axe';
import { ARTIFACTS } from './browser';
import { openConsole, type ConsolePage } from './console-page';
import { signIn } from './sign-in';

export interface MenuPage {
  title: string;
  route: string;
  /** The groups above it, outermost first (分区 / 分组). */
  groups: string[];
}

/** The 分组 suffix spec/MENU.md gives the pages of a tab group (menu entry tabGroup: 1). */
const TAB_GROUP = '（标签组）';

/** The menu's pages that open a screen of the console, in menu order. */
function menuPages(): MenuPage[] {
  const text = readFileSync(new URL('../../spec/MENU.md', import.meta.url), 'utf8');
  const pages: MenuPage[] = [];
  for (const line of text.split('\n')) {
    const cells = line.split('|').map((c) => c.trim());
    // | # | 分区 | 分组 | menuName | menuUrl | menuCode | filePath | hideMenu | power_value | perms |
    if (cells.length < 11 || !/^\d+$/.test(cells[1] ?? '')) continue;
    const [, , , group = '', title = '', url = '', , , hide] = cells;
    const route = url.replace(/`/g, '');
    if (hide !== '0' || !route.startsWith('/')) continue; // hidden pages open from an action; links leave the app
    pages.push({ title, route, groups: group.split(' / ') });
  }
  return pages;
}

/**
 * Register the pass over part `part` (1-based) of `parts` equal runs of the menu. `minPaged`: how many of this part's
 * lists at least must have gone to page 2 (those whose world holds more than a page).
 */
export function menuPagesPass(part: number, parts: number, minPaged: number) {
  const all = menuPages();
  const size = Math.ceil(all.length / parts);
  const PAGES = all.slice((part - 1) * size, part * size);
  const first = part === 1;
  const last = part === parts;

  let ctx: ConsolePage;
  let page: Page;
  let inFlight = 0;

  beforeAll(async () => {
    ctx = await openConsole();
    page = ctx.page;
    page.setDefaultTimeout(10_000);
    const api = (url: string) => new URL(url).pathname.startsWith('/api/');
    page.on('request', (r) => void (api(r.url()) && inFlight++));
    page.on('requestfinished', (r) => void (api(r.url()) && inFlight--));
    page.on('requestfailed', (r) => void (api(r.url()) && inFlight--));
  });
  afterAll(() => ctx?.close());

  const nav = () => page.getByRole('navigation', { name: '侧边菜单' });
  const view = () => page.locator('section[data-page][data-active]');

  /** Wait until the page's calls are answered and drawn (no call in flight for two frames). */
  async function settled() {
    await expect.poll(() => inFlight).toBe(0);
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    await expect.poll(() => inFlight).toBe(0);
  }

  /** Drawn for axe: no 加载中 left on the screen either (else axe measures the spinner). */
  async function drawn() {
    await expect.poll(() => view().getByText('加载中').filter({ visible: true }).count()).toBe(0);
  }

  /** The pages whose list went to page 2. */
  const paged: string[] = [];
  /** axe's serious and critical findings, by screen. */
  const axeFindings: Record<string, AxeFinding[]> = {};
  /** The time the accessibility check adds to the pass (waiting for 加载中 to go, and axe itself), in ms. */
  const axeTime = { drawn: 0, axe: 0 };
  async function timed<T>(kind: keyof typeof axeTime, work: () => Promise<T>): Promise<T> {
    const t = performance.now();
    try {
      return await work();
    } finally {
      axeTime[kind] += performance.now() - t;
    }
  }

  it(`lists the menu’s pages (part ${part} of ${parts}: ${PAGES.length} of ${all.length})`, () => {
    expect(all.length).toBeGreaterThanOrEqual(100);
    expect(PAGES.length).toBeGreaterThanOrEqual(Math.floor(all.length / parts));
  });

  it(first ? 'signs in (axe looks at the login page, the whole shell on home, and 功能导航)' : 'signs in', async () => {
    await page.goto(`${ctx.stack.url}#/login`);
    await page.getByRole('button', { name: '登录' }).waitFor();
    if (first) axeFindings['登录页'] = await seriousViolations(page);
    await signIn(page, ctx.stack.url);
    await page.getByRole('heading', { name: /王建华，/ }).waitFor();
    await settled();
    if (first) {
      await drawn();
      axeFindings['首页（整个壳）'] = await seriousViolations(page);
      // The landing page's 功能导航 (the page Lighthouse audits after sign-in), with WCAG 2.2's target size too.
      await page.goto(`${ctx.stack.url}#/home`);
      await page.getByRole('heading', { name: '功能导航' }).waitFor();
      await settled();
      await drawn();
      axeFindings['首页 功能导航（含 target-size）'] = await seriousViolations(page, undefined, ['target-size']);
    }
  });

  describe.each(PAGES.map((p, i) => ({ ...p, i })))('$groups.0 › $title ($route)', ({ title, route, groups, i }) => {
    it('opens from the side menu and draws its screen', async () => {
      const seen = ctx.problems.length;
      // Visited pages stay mounted in the tag strip; start afresh now and then, as a user closing tags would (every
      // ten pages: a smaller document keeps axe's pass over it short).
      if (i > 0 && i % 10 === 0) {
        await page
          .getByRole('navigation', { name: '已打开的页面' })
          .getByRole('listitem')
          .first()
          .click({ button: 'right' });
        await page.getByRole('menuitem', { name: '关闭所有' }).click();
      }
      // By its address: two groups may hold pages of the same name (处理岗位配置 of 工人投诉 and of 不良行为).
      // A tab group (spec/MENU.md marks it “（标签组）”) is one item of the side menu: its pages are its tabs.
      const tabGroup = groups.at(-1)?.endsWith(TAB_GROUP) ? groups.at(-1)?.slice(0, -TAB_GROUP.length) : undefined;
      const link = tabGroup
        ? nav().getByRole('link', { name: tabGroup, exact: true })
        : nav().locator(`a[href="#${route}"]`).filter({ hasText: title });
      if (!(await link.isVisible())) {
        for (const group of tabGroup ? groups.slice(0, -1) : groups) {
          const button = nav().getByRole('button', { name: group, exact: true }).first();
          if ((await button.getAttribute('aria-expanded')) !== 'true') await button.click();
        }
      }
      await link.click();
      if (tabGroup) await view().getByRole('tab', { name: title, exact: true }).click();
      await expect.poll(() => decodeURIComponent(new URL(page.url()).hash).split('?')[0]).toBe(`#${route}`);
      await view().waitFor();
      await settled();
      const text = (await view().innerText()).trim();
      expect(text.length).toBeGreaterThan(0);
      expect(text).not.toContain('页面出错了');
      // Accessibility: the drawn screen (the shell around it is checked on home).
      await timed('drawn', drawn);
      // No failed call on the screen, read once it is drawn: a call made from an answer (a tree's first node, then
      // its detail) may start after the first answers settled.
      await settled();
      expect(await view().getByRole('alert').allInnerTexts()).toEqual([]);
      axeFindings[`${title} (${route})`] = await timed('axe', () =>
        seriousViolations(page, 'section[data-page][data-active]'),
      );

      // A paged list goes to page 2: the pager shows it and the page stays whole.
      const pager = view().getByRole('navigation', { name: '分页' }).first();
      const next = pager.getByRole('button', { name: '下一页' });
      if ((await pager.count()) && (await next.isEnabled())) {
        await next.click();
        await settled();
        await expect.poll(() => pager.locator('[aria-current="page"]').innerText()).toBe('2');
        expect(await view().getByRole('alert').allInnerTexts()).toEqual([]);
        paged.push(route);
      }
      expect(ctx.problems.slice(seen)).toEqual([]);
    });
  });

  it('page changes were tried on the paged lists', () => {
    // The lists of this part whose world holds more than one page: each went to page 2 above.
    expect(paged.length, `went to page 2: ${paged.join(' ')}`).toBeGreaterThanOrEqual(minPaged);
  });

  if (last) {
    it('the 390 px drawer has no serious or critical accessibility finding', async () => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.getByRole('button', { name: '打开菜单' }).click();
      await page.getByRole('dialog', { name: '菜单' }).waitFor();
      axeFindings['390 px 抽屉菜单'] = await seriousViolations(page);
      await page.keyboard.press('Escape');
      await page.setViewportSize({ width: 1440, height: 900 });
    });
  }

  it(`axe finds no serious or critical violation on ${first ? 'the login page, the shell or ' : ''}any menu screen of the part`, () => {
    const found = Object.entries(axeFindings).filter(([, f]) => f.length);
    // The details (elements and markup) for a failing run; the assertion names screen → rules.
    mkdirSync(ARTIFACTS, { recursive: true });
    const seconds = { drawn: Math.round(axeTime.drawn / 100) / 10, axe: Math.round(axeTime.axe / 100) / 10 };
    const report = { seconds, paged, findings: Object.fromEntries(found) };
    writeFileSync(`${ARTIFACTS}/axe-menu-pages-${part}.json`, `${JSON.stringify(report, null, 2)}\n`);
    // Every screen was checked (one whose case failed before axe ran is missing here too).
    const once = (first ? 3 : 0) + (last ? 1 : 0);
    expect(Object.keys(axeFindings).length).toBeGreaterThanOrEqual(PAGES.length + once);
    expect(Object.fromEntries(found.map(([screen, f]) => [screen, f.map((v) => v.rule)]))).toEqual({});
  });
}
