// The tag strip and the tab cache (seed 000 §2): visited pages stay alive, switching back keeps what was typed,
// 刷新 remounts a page, 关闭 / 关闭其他 / 关闭所有 work, and the affix 首页 tag cannot be closed.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ARTIFACTS } from '../lib/browser';
import { openSignedIn, type ConsolePage } from '../lib/console-page';

let ctx: ConsolePage;
let page: Page;
const strip = () => page.getByRole('navigation', { name: '已打开的页面' });
const tags = () => strip().getByRole('listitem');
/** One tag: the page's link and, beside it, its close button. */
const tag = (name: string) => tags().filter({ has: page.getByRole('link', { name, exact: true }) });
const teamPage = () => page.locator('section[data-page="/person/team"]');

beforeAll(async () => {
  ctx = await openSignedIn();
  page = ctx.page;
});
afterAll(() => ctx?.close());

it('首页 is an affix tag without a close button', async () => {
  expect(await tags().allTextContents()).toEqual(['首页']);
  await expect.poll(() => tag('首页').getByRole('button').count()).toBe(0);
});

it('a visited page gets a tag and stays alive: typed text survives switching away and back', async () => {
  await page.goto(`${ctx.stack.url}#/person/team?page=2`);
  await teamPage().getByLabel('班组名称').fill('钢筋');
  expect(await tags().allTextContents()).toEqual(['首页', '班组管理']);
  await tag('首页').click();
  await page.getByRole('heading', { name: /王建华，/ }).waitFor();
  await expect.poll(() => teamPage().count()).toBe(1); // still mounted, only invisible
  await tag('班组管理').click();
  await expect.poll(() => new URL(page.url()).hash).toBe('#/person/team?page=2');
  await expect.poll(() => teamPage().getByLabel('班组名称').inputValue()).toBe('钢筋');
  await page.screenshot({ path: `${ARTIFACTS}/tags.png` });
});

it('刷新 from the tag menu remounts the page (typed text is gone, the address stays)', async () => {
  await tag('班组管理').click({ button: 'right' });
  await page.getByRole('menuitem', { name: '刷新' }).click();
  await expect.poll(() => teamPage().getByLabel('班组名称').inputValue()).toBe('');
  expect(new URL(page.url()).hash).toBe('#/person/team?page=2');
});

it('/redirect/<path> refreshes that page too', async () => {
  await teamPage().getByLabel('班组名称').fill('木工');
  await page.goto(`${ctx.stack.url}#/redirect/person/team`);
  await expect.poll(() => new URL(page.url()).hash).toBe('#/person/team');
  await expect.poll(() => teamPage().getByLabel('班组名称').inputValue()).toBe('');
});

it('关闭 on the active tag goes to the neighbour; 关闭所有 keeps only 首页', async () => {
  await tag('班组管理').getByRole('button', { name: '关闭 班组管理' }).click();
  await expect.poll(() => new URL(page.url()).hash).toBe('#/home');
  expect(await tags().allTextContents()).toEqual(['首页']);
  await page.goto(`${ctx.stack.url}#/person/team`);
  await tag('班组管理').waitFor();
  await tag('首页').click({ button: 'right' });
  await expect.poll(() => page.getByRole('menuitem', { name: '关闭', exact: true }).isDisabled()).toBe(true);
  await page.getByRole('menuitem', { name: '关闭所有' }).click();
  await expect.poll(() => tags().allTextContents()).toEqual(['首页']);
});

it('closing the active tag and going straight to another page shows that page', async () => {
  await page.goto(`${ctx.stack.url}#/person/team`);
  await tag('班组管理').waitFor();
  await tag('班组管理').getByRole('button', { name: '关闭 班组管理' }).click();
  await page.goto(`${ctx.stack.url}#/system/corp`);
  await page.locator('section[data-page="/system/corp"][data-active]').waitFor();
  expect(new URL(page.url()).hash).toBe('#/system/corp');
  // and straight back to the page just closed: it opens fresh, with its tag again
  await tag('参建企业').getByRole('button', { name: '关闭 参建企业' }).click();
  await page.goto(`${ctx.stack.url}#/person/team`);
  await page.locator('section[data-page="/person/team"][data-active]').waitFor();
  expect(await tags().allTextContents()).toEqual(['首页', '班组管理']);
});

it('no console errors', () => expect(ctx.problems).toEqual([]));
