// The generic list screen on a real screen (班组管理): filters and paging in the URL, total line, pagination,
// column show/hide kept, a guarded action with confirmation, and the server's message on success.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ARTIFACTS } from '../lib/browser';
import { openConsole, type ConsolePage } from '../lib/console-page';
import { signIn } from '../lib/sign-in';

let ctx: ConsolePage;
let page: Page;
let stack: ConsolePage['stack'];

beforeAll(async () => {
  ctx = await openConsole();
  ({ page, stack } = ctx);
  await signIn(page, stack.url);
  await page.getByRole('heading', { name: /王建华，/ }).waitFor();
});
afterAll(() => ctx?.close());

it('opens from the side menu and shows the rows with the total line', async () => {
  const nav = page.getByRole('navigation', { name: '侧边菜单' });
  await nav.getByRole('button', { name: '人员管理' }).click();
  await nav.getByRole('link', { name: '班组管理' }).click();
  await page.getByRole('heading', { name: '班组管理' }).waitFor();
  expect(new URL(page.url()).hash).toBe('#/person/team');
  await page.locator('tbody tr').first().waitFor();
  expect(await page.locator('tbody tr').count()).toBeGreaterThanOrEqual(5);
  expect(await page.getByRole('navigation', { name: '分页' }).textContent()).toMatch(/共 \d+ 条/);
  await page.screenshot({ path: `${ARTIFACTS}/team-list.png`, fullPage: true });
});

it('keeps filters and paging in the URL, so a refresh keeps the view', async () => {
  await page.getByLabel('班组名称').fill('木工');
  await page.getByLabel('状态').selectOption('1');
  await page.getByRole('button', { name: '搜索' }).click();
  await expect.poll(() => new URL(page.url()).hash).toContain('team_name=%E6%9C%A8%E5%B7%A5');
  expect(new URL(page.url()).hash).toContain('status=1');
  await page.getByLabel('每页条数').selectOption('20');
  await expect.poll(() => new URL(page.url()).hash).toContain('size=20');
  await page.reload();
  await page.getByRole('heading', { name: '班组管理' }).waitFor();
  expect(await page.getByLabel('班组名称').inputValue()).toBe('木工');
  expect(await page.getByLabel('状态').inputValue()).toBe('1');
  expect(await page.getByLabel('每页条数').inputValue()).toBe('20');
  await page.getByRole('button', { name: '重置' }).click();
  await expect.poll(() => new URL(page.url()).hash).toBe('#/person/team?size=20');
});

it('hidden columns stay hidden after a reload', async () => {
  await page.getByRole('button', { name: '显示列' }).click();
  await page.getByRole('checkbox', { name: '主要工种' }).uncheck();
  await page.keyboard.press('Escape');
  expect(await page.getByRole('columnheader', { name: '主要工种' }).count()).toBe(0);
  await page.reload();
  await page.getByRole('heading', { name: '班组管理' }).waitFor();
  await page.locator('tbody tr').first().waitFor();
  expect(await page.getByRole('columnheader', { name: '主要工种' }).count()).toBe(0);
  expect(await page.getByRole('columnheader', { name: '班组名称' }).count()).toBe(1);
});

it('退场 opens a form, refuses an empty date keeping the reason typed, then sends and shows the server message', async () => {
  await page.getByRole('button', { name: '退场' }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  expect(await dialog.getByRole('heading').textContent()).toMatch(/^班组退场：/);
  await dialog.getByLabel('退场日期').fill('');
  await dialog.getByLabel('退场原因').fill('主体结构完工');
  await dialog.getByRole('button', { name: '确定' }).click();
  await dialog.getByText('请选择退场日期').waitFor();
  expect(await dialog.getByLabel('退场原因').inputValue()).toBe('主体结构完工');
  await dialog.getByLabel('退场日期').fill('2026-11-23');
  await dialog.getByRole('button', { name: '确定' }).click();
  await page.getByText('操作成功').waitFor();
  await dialog.waitFor({ state: 'detached' });
});

it('no console errors or uncaught exceptions', () => {
  expect(ctx.problems).toEqual([]);
});
