// Password reset and SMS login as a person does them (seed 000 §4, §5, §8).
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openConsole, type ConsolePage } from '../lib/console-page';

let ctx: ConsolePage;
let page: Page;
let stack: ConsolePage['stack'];

beforeAll(async () => {
  ctx = await openConsole({ width: 1280, height: 860 });
  ({ page, stack } = ctx);
  await page.goto(`${stack.url}#/login`);
  await page.getByRole('heading', { name: '账号登录' }).waitFor();
});
afterAll(() => ctx?.close());

it('password reset: the messages of seed 000 §5, the 60-second countdown, then the success message', async () => {
  await page.getByRole('button', { name: '忘记密码？' }).click();
  const dialog = page.getByRole('dialog', { name: '重置密码' });
  await dialog.waitFor();
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect
    .poll(() => dialog.getByRole('alert').allTextContents())
    .toEqual(['请输入账号', '请输入验证码', '请输入密码']);

  await dialog.getByLabel('手机号').fill('1380013800');
  await dialog.getByRole('button', { name: '获取验证码' }).click();
  await page.getByText('请输入正确的手机号').first().waitFor();

  await dialog.getByLabel('手机号').fill('13800138000');
  await dialog.getByRole('button', { name: '获取验证码' }).click();
  const countdown = dialog.getByRole('button', { name: /秒后重发/ });
  await countdown.waitFor();
  await expect.poll(() => countdown.isDisabled()).toBe(true);
  await expect.poll(() => countdown.textContent()).toMatch(/^(60|59) 秒后重发$/);

  await dialog.getByLabel('验证码').fill('246810');
  await dialog.getByLabel('新密码').fill('abcdefgh');
  await dialog.getByRole('button', { name: '确定' }).click();
  await dialog.getByText('请输入至少8个字符，至少1个字母和1位数字，至少包含一个特殊字符 (非数字字母)').waitFor();
  await expect.poll(() => dialog.getByLabel('手机号').inputValue()).toBe('13800138000');

  await dialog.getByLabel('新密码').fill('Site@2026new');
  await dialog.getByRole('button', { name: '确定' }).click();
  await page.getByText('密码重置成功，请使用新密码登录').waitFor();
  await dialog.waitFor({ state: 'detached' });
});

it('SMS login: mobile and code sign in and open the home page', async () => {
  await page.getByRole('tab', { name: '短信验证码' }).click();
  await page.getByRole('heading', { name: '短信登录' }).waitFor();
  await page.getByRole('button', { name: '登录' }).click();
  await expect.poll(() => page.getByRole('alert').allTextContents()).toEqual(['请输入手机号', '请输入验证码']);
  await page.getByLabel('手机号').fill('13800138000');
  await page.getByLabel('验证码').fill('246810');
  await page.getByRole('button', { name: '登录' }).click();
  await page.getByRole('heading', { name: /王建华，/ }).waitFor();
});

it('no uncaught errors', () => expect(ctx.problems).toEqual([]));
