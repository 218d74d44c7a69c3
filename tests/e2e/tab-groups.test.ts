// Menu-driven tab groups (issue #28, seed 000 §2: "a route marked as a tab group shows its children as tabs"). The
// mock's menu marks 人员管理 / 黑名单 as a tab group (tabGroup: 1, spec/MENU.md): one item in the side menu and one tag
// in the strip, its four children shown as tabs, each with its own address. A tab once shown stays alive while another
// is shown (its filters kept) and keeps its own address, as the tag strip's pages do; a refresh keeps the tab.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ARTIFACTS } from '../lib/browser';
import { openSignedIn, type ConsolePage } from '../lib/console-page';

let ctx: ConsolePage;
let page: Page;

beforeAll(async () => {
  ctx = await openSignedIn();
  page = ctx.page;
});
afterAll(() => ctx?.close());

const nav = () => page.getByRole('navigation', { name: '侧边菜单' });
const tags = () => page.getByRole('navigation', { name: '已打开的页面' });
const tabs = () => page.getByRole('tablist', { name: '黑名单' });
const hash = () => decodeURIComponent(new URL(page.url()).hash);

it('the group is one item of the side menu; it opens its first tab', async () => {
  await nav().getByRole('button', { name: '人员管理' }).click();
  await expect.poll(() => nav().getByRole('link', { name: '核验记录' }).count()).toBe(0);
  await nav().getByRole('link', { name: '黑名单', exact: true }).click();
  await expect.poll(hash).toBe('#/person/blacklist/list');
  await expect
    .poll(() => tabs().getByRole('tab').allInnerTexts())
    .toEqual(['黑名单', '核验记录', '上传名单', '核验配置']);
  expect(await tabs().getByRole('tab', { name: '黑名单' }).getAttribute('aria-selected')).toBe('true');
  await page.locator('[data-tab-page="/person/blacklist/list"] tbody tr').first().waitFor();
  await page.screenshot({ path: `${ARTIFACTS}/tab-group.png` });
});

it('each tab is an address of its own, and the strip keeps one tag for the group', async () => {
  await tabs().getByRole('tab', { name: '核验记录' }).click();
  await expect.poll(hash).toBe('#/person/blacklist/check');
  await page.locator('[data-tab-page="/person/blacklist/check"] table').first().waitFor();
  await expect.poll(() => tags().getByRole('link', { name: '黑名单' }).count()).toBe(1);
  await expect.poll(() => tags().getByRole('link', { name: '核验记录' }).count()).toBe(0);
  // The group's tag leads back to the tab last shown.
  await page.goto(`${ctx.stack.url}#/person/team`);
  await page.getByRole('heading', { name: '班组管理' }).waitFor();
  await tags().getByRole('link', { name: '黑名单' }).click();
  await expect.poll(hash).toBe('#/person/blacklist/check');
});

it('a tab shown before stays alive with its filters while another tab is shown, and keeps its own address', async () => {
  await tabs().getByRole('tab', { name: '黑名单' }).click();
  await expect.poll(hash).toBe('#/person/blacklist/list');
  const list = page.locator('[data-tab-page="/person/blacklist/list"]');
  const keyword = list.getByLabel('姓名');
  await keyword.fill('鲁');
  await list.getByRole('button', { name: '搜索' }).click();
  await expect.poll(hash).toMatch(/^#\/person\/blacklist\/list\?.+/);
  const listAddress = hash();
  // The list is still there (hidden) while 核验配置 is shown; back on 黑名单 the filter and the address are as left.
  await tabs().getByRole('tab', { name: '核验配置' }).click();
  await expect.poll(hash).toBe('#/person/blacklist/config');
  await expect.poll(() => list.count()).toBe(1);
  await expect.poll(() => list.isVisible()).toBe(false);
  await tabs().getByRole('tab', { name: '黑名单' }).click();
  await expect.poll(hash).toBe(listAddress);
  await expect.poll(() => keyword.inputValue()).toBe('鲁');
});

it('a refresh on a tab’s address opens that tab; the group’s own address opens the first', async () => {
  await page.goto(`${ctx.stack.url}#/person/blacklist/upload`);
  await page.reload();
  await expect.poll(() => tabs().getByRole('tab', { name: '上传名单' }).getAttribute('aria-selected')).toBe('true');
  await page.goto(`${ctx.stack.url}#/person/blacklist`);
  await expect.poll(hash).toBe('#/person/blacklist/list');
});

it('no uncaught page errors', () => {
  expect(ctx.problems).toEqual([]);
});
