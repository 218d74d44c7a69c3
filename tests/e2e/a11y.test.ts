// Accessibility (issue #18): axe-core finds no serious or critical violation on the login page, on home, on every
// page of the side menu once it has drawn (no 加载中 left, no call in flight), and in the 390 px drawer. One document
// for the whole run: axe is injected once and run once per screen.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openConsole, type ConsolePage } from '../lib/console-page';
import { signIn } from '../lib/sign-in';
import { serveExamplePhotos } from '../lib/route';
import { menuPages } from '../lib/menu-pages';
import { seriousViolations } from '../lib/axe';

const PAGES = menuPages();

let ctx: ConsolePage;
let page: Page;
let inFlight = 0;

beforeAll(async () => {
  ctx = await openConsole();
  page = ctx.page;
  const api = (url: string) => new URL(url).pathname.startsWith('/api/');
  page.on('request', (r) => void (api(r.url()) && inFlight++));
  page.on('requestfinished', (r) => void (api(r.url()) && inFlight--));
  page.on('requestfailed', (r) => void (api(r.url()) && inFlight--));
  await serveExamplePhotos(page);
});
afterAll(() => ctx?.close());

const nav = () => page.getByRole('navigation', { name: '侧边菜单' });
const view = () => page.locator('section[data-page][data-active]');

/** Drawn: no call in flight for two frames and no 加载中 left on the screen. */
async function drawn() {
  await expect.poll(() => inFlight).toBe(0);
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  await expect.poll(() => inFlight).toBe(0);
  await expect.poll(() => page.getByText('加载中', { exact: false }).filter({ visible: true }).count()).toBe(0);
}

it('the login page has no serious or critical violation', async () => {
  await page.goto(`${ctx.stack.url}#/login`);
  await page.getByRole('button', { name: '登录' }).waitFor();
  expect(await seriousViolations(page)).toEqual([]);
});

it('home has no serious or critical violation', async () => {
  await signIn(page, ctx.stack.url);
  await page.getByRole('heading', { name: /王建华，/ }).waitFor();
  await drawn();
  expect(await seriousViolations(page)).toEqual([]);
});

describe.each(PAGES.map((p, i) => ({ ...p, i })))('$groups.0 › $title ($route)', ({ title, route, groups, i }) => {
  it('has no serious or critical violation once drawn', async () => {
    // Keep the document small: visited pages stay mounted, so close them now and then as a user would.
    if (i > 0 && i % 5 === 0) {
      await page
        .getByRole('navigation', { name: '已打开的页面' })
        .getByRole('listitem')
        .first()
        .click({ button: 'right' });
      await page.getByRole('menuitem', { name: '关闭所有' }).click();
    }
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
    await drawn();
    expect(await seriousViolations(page)).toEqual([]);
  });
});

it('the 390 px drawer has no serious or critical violation', async () => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: '打开菜单' }).click();
  const drawer = page.getByRole('dialog', { name: '菜单' });
  await drawer.waitFor();
  expect(await seriousViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 1440, height: 900 });
});
