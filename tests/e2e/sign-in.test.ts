// What a person does: open the console, get sent to login, sign in, see the menu and home, sign out.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ARTIFACTS } from '../lib/browser';
import { openConsole, type ConsolePage } from '../lib/console-page';

let ctx: ConsolePage;
let page: Page;
let stack: ConsolePage['stack'];

beforeAll(async () => {
  ctx = await openConsole();
  ({ page, stack } = ctx);
});
afterAll(() => ctx?.close());

it('without a token every page goes to login, keeping where the person was going', async () => {
  await page.goto(`${stack.url}#/home`);
  await page.getByRole('heading', { name: '账号登录' }).waitFor();
  expect(new URL(page.url()).hash).toBe('#/login?redirect=%2Fhome');
});

it('an empty form is refused with the messages of seed 000 §5 and loses nothing typed', async () => {
  await page.getByRole('button', { name: '登录' }).click();
  await expect.poll(() => page.getByRole('alert').allTextContents()).toEqual(['请输入账号', '请输入密码']);
  await page.getByLabel('账号').fill('admin');
  await page.getByRole('button', { name: '登录' }).click();
  await expect.poll(() => page.getByRole('alert').allTextContents()).toEqual(['请输入密码']);
  await expect.poll(() => page.getByLabel('账号').inputValue()).toBe('admin');
});

it('signing in stores the token, loads user info and menu, and shows the side menu and home', async () => {
  await page.getByLabel('密码').fill('Admin@2026');
  await page.getByRole('button', { name: '登录' }).click();
  await page.getByRole('heading', { name: /王建华，/ }).waitFor();
  expect(new URL(page.url()).hash).toBe('#/home');
  // Token in browser storage (cookie) and the identity in session storage; never in the address bar.
  const cookies = await page.context().cookies();
  expect(cookies.find((c) => c.name === 'site_token')?.value).toMatch(/^eyJ/);
  const identity = JSON.parse((await page.evaluate(() => sessionStorage.getItem('identity'))) ?? '{}');
  expect(identity).toMatchObject({ account: 'admin', source: 2, innerid: 'ID0001' });
  expect(page.url()).not.toContain('eyJ');
  // The side menu is built from the server menu.
  const nav = page.getByRole('navigation', { name: '侧边菜单' });
  await nav.getByRole('button', { name: '首页' }).waitFor();
  await expect.poll(() => page.getByTestId('project-name').textContent()).toBe('华建集团有限公司');
  await page.screenshot({ path: `${ARTIFACTS}/home-after-sign-in.png`, fullPage: true });
});

it('signing out asks 确定要退出系统吗? (系统提示), then clears the session and returns to login', async () => {
  await page.getByRole('button', { name: '用户菜单' }).click();
  await page.getByRole('menuitem', { name: '退出登录' }).click();
  const dialog = page.getByRole('alertdialog');
  await dialog.waitFor();
  await expect.poll(() => dialog.getByRole('heading').textContent()).toBe('系统提示');
  await expect.poll(() => dialog.textContent()).toContain('确定要退出系统吗?');
  await dialog.getByRole('button', { name: '确定' }).click();
  await page.getByRole('heading', { name: '账号登录' }).waitFor();
  expect((await page.context().cookies()).find((c) => c.name === 'site_token')).toBeUndefined();
  expect(await page.evaluate(() => sessionStorage.length)).toBe(0);
  // And the protected pages are closed again.
  await page.goto(`${stack.url}#/home`);
  await page.getByRole('heading', { name: '账号登录' }).waitFor();
});

it('no uncaught errors in the page', () => {
  expect(ctx.problems).toEqual([]);
});
