// Every page of the mock's side menu (spec/MENU.md, the menu the mock answers after sign-in) opens from the side
// menu as a user would open it, and draws a real screen: its address, its tag, its content, every call it makes on
// opening answered (no error state, no error boundary, no console error); a paged list then goes to page 2. Issues
// #5–#7 "every screen the area needs is in the mock's menu and opens a real screen".
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openConsole, type ConsolePage } from '../lib/console-page';
import { signIn } from '../lib/sign-in';
import { menuPages } from '../lib/menu-pages';

const PAGES = menuPages();

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
  await signIn(page, ctx.stack.url);
  await page.getByRole('heading', { name: /王建华，/ }).waitFor();
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

/** The pages whose list went to page 2. */
const paged: string[] = [];

it('lists the menu’s pages', () => expect(PAGES.length).toBeGreaterThanOrEqual(100));

describe.each(PAGES.map((p, i) => ({ ...p, i })))('$groups.0 › $title ($route)', ({ title, route, groups, i }) => {
  it('opens from the side menu and draws its screen', async () => {
    const seen = ctx.problems.length;
    // Visited pages stay mounted in the tag strip; start afresh now and then, as a user closing tags would.
    if (i > 0 && i % 20 === 0) {
      await page
        .getByRole('navigation', { name: '已打开的页面' })
        .getByRole('listitem')
        .first()
        .click({ button: 'right' });
      await page.getByRole('menuitem', { name: '关闭所有' }).click();
    }
    // By its address: two groups may hold pages of the same name (处理岗位配置 of 工人投诉 and of 不良行为).
    const link = nav().locator(`a[href="#${route}"]`).filter({ hasText: title });
    if (!(await link.isVisible())) {
      for (const group of groups) {
        const button = nav().getByRole('button', { name: group, exact: true }).first();
        if ((await button.getAttribute('aria-expanded')) !== 'true') await button.click();
      }
    }
    await link.click();
    await expect.poll(() => decodeURIComponent(new URL(page.url()).hash).split('?')[0]).toBe(`#${route}`);
    await view().waitFor();
    await settled();
    const text = (await view().innerText()).trim();
    expect(text.length).toBeGreaterThan(0);
    expect(text).not.toContain('页面出错了');
    expect(await view().getByRole('alert').allInnerTexts()).toEqual([]);

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
  // The lists whose example says 共 N 条 with N above one page (11 when written): each went to page 2 above.
  expect(paged.length).toBeGreaterThanOrEqual(10);
});
