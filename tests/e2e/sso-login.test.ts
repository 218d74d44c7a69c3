// Single sign-on from the portal (issue #18): #/ssoLogin?ticket=ST-… exchanges the ticket (POST /orgdept/ssoLogin),
// keeps the session, drops the ticket from the address and lands on the home page; a refused ticket shows the
// server's message on the login page.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openConsole, type ConsolePage } from '../lib/console-page';

let ctx: ConsolePage;
let page: Page;

beforeAll(async () => {
  ctx = await openConsole();
  page = ctx.page;
});
afterAll(() => ctx?.close());

it('a portal ticket signs in once, leaves the address bar and lands on 首页', async () => {
  const ticket = 'ST-20261127-8f3a2c-xmjl';
  await page.goto(`${ctx.stack.url}#/ssoLogin?ticket=${ticket}`);
  await page.waitForURL(/#\/home$/);
  await page.getByRole('heading', { name: /周明，/ }).waitFor();
  expect(page.url()).not.toContain(ticket);
  expect(page.url()).not.toContain('ticket');
  const sent = await ctx.mock.requests('ssoLogin');
  expect(sent.length).toBe(1);
  expect(JSON.parse(sent[0]!.body)).toMatchObject({ ticket });
  const identity = JSON.parse((await page.evaluate(() => sessionStorage.getItem('identity'))) ?? '{}');
  expect(identity).toMatchObject({ account: 'xmjl', source: 4 });
  expect(identity.token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
  // Going back does not bring the ticket back: the entry address was replaced.
  const entries: number = await page.evaluate(() => window.history.length);
  expect(entries).toBeLessThanOrEqual(2);
  expect(ctx.problems).toEqual([]);
});

it('a refused ticket shows the server message on the login page, without the ticket in the address', async () => {
  await page.evaluate(() => sessionStorage.clear());
  await page.context().clearCookies({ name: 'site_token' });
  await page.goto('about:blank');
  await page.goto(`${ctx.stack.url}#/ssoLogin?ticket=TGT-forged`);
  await page.waitForURL(/#\/login$/);
  const alert = page.getByRole('alert').filter({ hasText: '单点登录票据无效或已过期' });
  await alert.waitFor();
  await page.getByRole('heading', { name: '账号登录' }).waitFor();
  expect(page.url()).not.toContain('TGT-forged');
});
