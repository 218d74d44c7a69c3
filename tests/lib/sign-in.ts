import type { Page } from 'playwright-core';

/** The mock's demo accounts (README, 演示账号). */
export const ACCOUNTS = {
  admin: { account: 'admin', password: 'Admin@2026', name: '王建华' },
  xmjl: { account: 'xmjl', password: 'Xmjl@2026', name: '周明' },
  fgs01: { account: 'fgs01', password: 'Fgs01@2026', name: '沈建平' },
} as const;

/** Sign in through the login form, as a person would: the demo administrator unless another account is given. */
export async function signIn(
  page: Page,
  consoleUrl: string,
  redirect = '',
  who: keyof typeof ACCOUNTS = 'admin',
): Promise<void> {
  await page.goto(`${consoleUrl}#/login${redirect ? `?redirect=${encodeURIComponent(redirect)}` : ''}`);
  await page.getByLabel('账号').fill(ACCOUNTS[who].account);
  await page.getByLabel('密码').fill(ACCOUNTS[who].password);
  await page.getByRole('button', { name: '登录' }).click();
}
