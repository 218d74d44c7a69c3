// Single sign-on from the portal (issue #18): #/ssoLogin?ticket=ST-… exchanges the ticket (POST /orgdept/ssoLogin),
// keeps the session, drops the ticket from the address and lands on the home page; a refused ticket shows the
// server's message on the login page. A signed portal entry (issue #28: project parameters with timestamp and sign)
// forwards every parameter to /orgdept/paramLogin; a bad signature shows the back end's refusal.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { portalSign } from '@site/mock-server';
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

/** Sign out of this browser context (the session cookie and the identity), and leave the console. */
async function signOut() {
  await page.evaluate(() => sessionStorage.clear());
  await page.context().clearCookies({ name: 'site_token' });
  await page.goto('about:blank');
}

/** The entry a portal links to: the project parameters, timestamp now, signed with the mock's shared secret. */
function portalEntry(tamper: Record<string, string> = {}) {
  const entry = {
    project_id: 1001,
    project_name: '滨江花园二期住宅项目',
    is_have_bim: 'BIM',
    mobile: '13905710001',
    name: '周明',
    org_batch_id: 11,
    user_innerid: 'U0101',
    timestamp: Math.floor(Date.now() / 1000),
  };
  const sign = portalSign(entry);
  const query = new URLSearchParams({
    ...Object.fromEntries(Object.entries(entry).map(([k, v]) => [k, String(v)])),
    sign,
    ...tamper,
  });
  return { entry, sign, href: `${ctx.stack.url}?${query.toString().replace(/\+/g, '%20')}#/` };
}

it('a signed portal entry forwards every parameter, timestamp and sign included, and signs in as the project', async () => {
  await signOut();
  const { entry, sign, href } = portalEntry();
  await page.goto(href);
  await expect.poll(() => page.getByTestId('project-name').textContent()).toBe('滨江花园二期住宅项目');
  const sent = await ctx.mock.requests('paramLogin');
  expect(JSON.parse(sent.at(-1)!.body)).toEqual({ ...entry, sign });
  for (const key of ['sign', 'timestamp', 'user_innerid', 'project_id']) expect(page.url()).not.toContain(key);
  const identity = JSON.parse((await page.evaluate(() => sessionStorage.getItem('identity'))) ?? '{}');
  expect(identity).toMatchObject({ source: 4, project_id: 1001 });
  expect(ctx.problems).toEqual([]);
});

it('a portal entry whose signature does not match its parameters shows the refusal and the login page', async () => {
  await signOut();
  // Someone changed the user in a signed link: the signature no longer matches.
  const { href } = portalEntry({ user_innerid: 'U0001' });
  await page.goto(href);
  await page.getByText('入口签名无效，请从门户重新进入').waitFor();
  await page.getByRole('heading', { name: '账号登录' }).waitFor();
  expect(page.url()).not.toContain('sign=');
  expect(await page.evaluate(() => sessionStorage.getItem('identity'))).toBeNull();
});
