import type { Page } from 'playwright-core';

/** Sign in as the demo administrator through the login form, as a person would. */
export async function signIn(page: Page, consoleUrl: string, redirect = ''): Promise<void> {
  await page.goto(`${consoleUrl}#/login${redirect ? `?redirect=${encodeURIComponent(redirect)}` : ''}`);
  await page.getByLabel('账号').fill('admin');
  await page.getByLabel('密码').fill('Admin@2026');
  await page.getByRole('button', { name: '登录' }).click();
}
