// The side menu (seed 000 §2, §4, §9): 220 px, collapsed state in a cookie (1/0, default open), a popover of the
// group's pages when collapsed, external links in a new tab with noopener, and a drawer below 992 px.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openSignedIn, type ConsolePage } from '../lib/console-page';

let ctx: ConsolePage;
let page: Page;
const sidebarCookie = async () => (await page.context().cookies()).find((c) => c.name === 'sidebarStatus')?.value;

beforeAll(async () => {
  ctx = await openSignedIn();
  page = ctx.page;
});
afterAll(() => ctx?.close());

it('is open by default and 220 px wide', async () => {
  expect(await sidebarCookie()).toBeUndefined();
  expect((await page.getByRole('complementary', { name: '菜单' }).boundingBox())?.width).toBe(220);
});

it('arriving by address opens the current page’s menu group', async () => {
  const nav = page.getByRole('navigation', { name: '侧边菜单' });
  const group = nav.getByRole('button', { name: '网格化巡检', exact: true });
  await expect.poll(() => group.getAttribute('aria-expanded')).toBe('false');
  await page.goto(`${ctx.stack.url}#/grid/category`);
  await page.locator('section[data-page="/grid/category"][data-active]').waitFor();
  await expect.poll(() => group.getAttribute('aria-expanded')).toBe('true');
  await expect.poll(() => nav.locator('a[href="#/grid/category"]').getAttribute('aria-current')).toBe('page');
});

it('external links open in a new tab with noopener', async () => {
  const nav = page.getByRole('navigation', { name: '侧边菜单' });
  await nav.getByRole('button', { name: '帮助与客服' }).click();
  const link = nav.getByRole('link', { name: /帮助中心/ });
  await expect.poll(() => link.getAttribute('target')).toBe('_blank');
  await expect.poll(() => link.getAttribute('rel')).toContain('noopener');
});

it('collapsing is remembered in the cookie (0) and a group shows its pages in a popover', async () => {
  await page.getByRole('button', { name: '收起菜单' }).click();
  expect(await sidebarCookie()).toBe('0');
  await page.reload();
  await page.getByRole('button', { name: '展开菜单' }).waitFor();
  await page.getByRole('navigation', { name: '侧边菜单' }).getByRole('button', { name: '人员管理' }).click();
  await page.getByRole('dialog').getByRole('link', { name: '班组管理' }).click();
  await page.getByRole('heading', { name: '班组管理' }).waitFor();
  await page.getByRole('button', { name: '展开菜单' }).click();
  expect(await sidebarCookie()).toBe('1');
});

it('below 992 px the menu is a modal drawer (a dialog named 菜单) that an outside click or Escape closes', async () => {
  await page.setViewportSize({ width: 800, height: 800 });
  const drawer = page.getByRole('dialog', { name: '菜单' });
  await expect.poll(() => page.getByRole('complementary', { name: '菜单' }).count()).toBe(0);
  await expect.poll(() => drawer.count()).toBe(0);
  const opener = page.getByRole('button', { name: '打开菜单' });
  await opener.click();
  await expect.poll(async () => (await drawer.boundingBox())?.x).toBe(0);
  expect(await drawer.getAttribute('aria-modal')).toBe('true');
  // Focus moved into the drawer, and Tab keeps it there.
  await expect.poll(() => drawer.evaluate((d) => d.contains(document.activeElement))).toBe(true);
  for (let i = 0; i < 3; i++) await page.keyboard.press('Shift+Tab');
  expect(await drawer.evaluate((d) => d.contains(document.activeElement))).toBe(true);
  await page.getByTestId('drawer-overlay').click({ position: { x: 700, y: 400 } });
  await expect.poll(() => drawer.count()).toBe(0);
  await opener.click();
  await drawer.waitFor();
  await page.keyboard.press('Escape');
  await expect.poll(() => drawer.count()).toBe(0);
  // Focus is back on the button that opened it.
  await expect.poll(() => opener.evaluate((b) => b === document.activeElement)).toBe(true);
  await page.setViewportSize({ width: 1440, height: 900 });
});

it('no console errors', () => expect(ctx.problems).toEqual([]));
