// The settings panel of seed 000 §3 (issue #28): the gear in the top bar opens a drawer from the right with the
// layout settings; defaults exactly as the seed (fixed header off, logo in the top bar, tag strip on, 10 a page); each
// choice kept in the browser (a reload keeps it); Escape closes the drawer and focus goes back to the gear.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ARTIFACTS } from '../lib/browser';
import { openSignedIn, type ConsolePage } from '../lib/console-page';

let ctx: ConsolePage;
let page: Page;

beforeAll(async () => {
  ctx = await openSignedIn({ width: 1280, height: 700 });
  page = ctx.page;
});
afterAll(() => ctx?.close());

const panel = () => page.getByRole('dialog', { name: '系统布局配置' });
const gear = () => page.getByRole('button', { name: '布局设置' });
const toggle = (name: string) => panel().getByRole('switch', { name });
const tagStrip = () => page.getByRole('navigation', { name: '已打开的页面' });
const header = () => page.locator('header').first();

async function openPanel() {
  await gear().click();
  await panel().waitFor();
}

it('defaults: logo in the top bar, tag strip shown, header not fixed, 10 a page', async () => {
  await expect.poll(() => header().locator('[data-logo="topbar"]').count()).toBe(1);
  await expect.poll(() => page.locator('[data-logo="sidebar"]').count()).toBe(0);
  await tagStrip().waitFor();
  await openPanel();
  expect(await toggle('固定顶栏').getAttribute('aria-checked')).toBe('false');
  expect(await toggle('侧边栏 Logo').getAttribute('aria-checked')).toBe('false');
  expect(await toggle('显示标签栏').getAttribute('aria-checked')).toBe('true');
  expect(await panel().getByRole('radio', { name: '10 条' }).isChecked()).toBe(true);
  await page.screenshot({ path: `${ARTIFACTS}/settings-panel.png` });
  // Escape closes it and gives focus back to the gear.
  await page.keyboard.press('Escape');
  await expect.poll(() => panel().count()).toBe(0);
  await expect.poll(() => gear().evaluate((el) => el === document.activeElement)).toBe(true);
});

it('fixed header off: the top bar scrolls away with a long page; on: it stays', async () => {
  await page.goto(`${ctx.stack.url}#/person/team?size=50`);
  await page.getByRole('heading', { name: '班组管理' }).waitFor();
  await expect.poll(() => page.locator('tbody tr').count()).toBeGreaterThan(10);
  const scrollDown = () =>
    page.locator('[data-scroll-root]').evaluate((el) => {
      el.scrollTop = 400;
      return el.scrollTop;
    });
  expect(await scrollDown()).toBeGreaterThan(100);
  await expect.poll(async () => (await header().boundingBox())?.y ?? 0).toBeLessThan(-40);
  await expect.poll(async () => (await tagStrip().boundingBox())?.y ?? 0).toBeLessThan(0);

  await page.locator('[data-scroll-root]').evaluate((el) => {
    el.scrollTop = 0;
  });
  await openPanel();
  await toggle('固定顶栏').click();
  await page.keyboard.press('Escape');
  await page.locator('section[data-page="/person/team"][data-active]').evaluate((el) => {
    el.scrollTop = 400;
  });
  expect(await page.locator('section[data-page="/person/team"]').evaluate((el) => el.scrollTop)).toBeGreaterThan(100);
  expect((await header().boundingBox())?.y).toBe(0);
});

it('the choices are kept after a reload', async () => {
  await page.reload();
  await page.getByRole('heading', { name: '班组管理' }).waitFor();
  await openPanel();
  expect(await toggle('固定顶栏').getAttribute('aria-checked')).toBe('true');
  await page.keyboard.press('Escape');
});

it('tag strip off hides the strip; logo in the side menu moves it out of the top bar', async () => {
  await openPanel();
  await toggle('显示标签栏').click();
  await toggle('侧边栏 Logo').click();
  await page.keyboard.press('Escape');
  await expect.poll(() => tagStrip().count()).toBe(0);
  await expect.poll(() => page.locator('aside [data-logo="sidebar"]').count()).toBe(1);
  await expect.poll(() => header().locator('[data-logo]').count()).toBe(0);
  await page.reload();
  await page.getByRole('heading', { name: '班组管理' }).waitFor();
  await expect.poll(() => tagStrip().count()).toBe(0);
  await expect.poll(() => page.locator('aside [data-logo="sidebar"]').count()).toBe(1);
});

it('the page size is the page size a list opens with', async () => {
  await openPanel();
  await panel().getByRole('radio', { name: '20 条' }).check();
  await page.keyboard.press('Escape');
  await page.goto(`${ctx.stack.url}#/system/corp`);
  await page.getByRole('heading', { name: '参建企业' }).waitFor();
  await page.locator('tbody tr').first().waitFor();
  await expect.poll(() => page.getByLabel('每页条数').inputValue()).toBe('20');
  await expect.poll(() => page.locator('tbody tr').count()).toBeGreaterThan(10);
  // Another choice in the browser (the saved settings, as a reload reads them) is the next list's size too.
  expect(
    await page.evaluate(() => JSON.parse(localStorage.getItem('site_settings') ?? '{}') as { pageSize?: number }),
  ).toMatchObject({ pageSize: 20 });
});

it('恢复默认 puts every setting back', async () => {
  await openPanel();
  await panel().getByRole('button', { name: '恢复默认' }).click();
  expect(await toggle('显示标签栏').getAttribute('aria-checked')).toBe('true');
  expect(await toggle('固定顶栏').getAttribute('aria-checked')).toBe('false');
  expect(await panel().getByRole('radio', { name: '10 条' }).isChecked()).toBe(true);
  await page.keyboard.press('Escape');
  await tagStrip().waitFor();
});

it('no uncaught page errors', () => {
  expect(ctx.problems).toEqual([]);
});
