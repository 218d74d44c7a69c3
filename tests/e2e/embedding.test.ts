// Micro-frontend mode, /iframeNew allow-list, and the 403 / 422 routes of the error catalogue.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { type ConsolePage, enterSignedIn, openConsole } from '../lib/console-page';
import { signIn } from '../lib/sign-in';

let ctx: ConsolePage;
let page: Page;

beforeAll(async () => {
  ctx = await openConsole();
  page = ctx.page;
  await page
    .context()
    .route(/example\.invalid/, (route) => route.fulfill({ contentType: 'text/html', body: '<h1>大屏</h1>' }));
  await enterSignedIn(ctx);
});
afterAll(() => ctx?.close());

it('/iframeNew shows an allow-listed page in a frame', async () => {
  const target = 'https://screen.example.invalid/project/#/index';
  await page.goto(
    `${ctx.stack.url}#/iframeNew?url=${encodeURIComponent(target)}&title=${encodeURIComponent('项目大屏')}`,
  );
  const frame = page.locator('iframe[title="项目大屏"]');
  await frame.waitFor();
  await expect.poll(() => frame.getAttribute('src')).toBe(target);
  expect(await frame.getAttribute('sandbox')).not.toContain('allow-top-navigation');
});

it('/iframeNew refuses any other origin', async () => {
  await page.goto(`${ctx.stack.url}#/iframeNew?url=${encodeURIComponent('https://evil.example.com/')}`);
  await page.getByText('无法打开该页面').waitFor();
  await expect.poll(() => page.locator('iframe').count()).toBe(0);
});

it('HTTP 403 resets the token and goes to /404 with a redirect', async () => {
  await ctx.mock.fail({ operation: 'loadServerMenu', status: 403, msg: '无权访问' });
  await page.evaluate(() => {
    window.location.hash = '#/person/team';
  });
  await page.reload();
  await page.getByRole('heading', { name: '页面不存在或无权访问' }).waitFor();
  expect(decodeURIComponent(new URL(page.url()).hash)).toBe('#/404?redirect=/person/team');
  expect((await page.context().cookies()).find((c) => c.name === 'site_token')).toBeUndefined();
  await ctx.mock.clearFaults();
});

it('envelope code 422 shows the message, then goes to /login', async () => {
  await signIn(page, ctx.stack.url);
  await page.getByRole('heading', { name: /王建华，/ }).waitFor();
  await ctx.mock.fail({ operation: 'getUserInfo', code: 422, msg: '账号已在别处登录' });
  await page.reload();
  await page.getByText('账号已在别处登录').waitFor();
  await page.getByRole('heading', { name: '账号登录' }).waitFor();
  await ctx.mock.clearFaults();
});

it('inside a portal (micro-frontend) only the page shows: no top bar, side menu or tags', async () => {
  const embedded = await ctx.browser.newPage({ viewport: { width: 1280, height: 800 } });
  await embedded.addInitScript(() => {
    (window as unknown as { __POWERED_BY_QIANKUN__: boolean }).__POWERED_BY_QIANKUN__ = true;
  });
  await signIn(embedded, ctx.stack.url);
  await embedded.getByRole('heading', { name: /王建华，/ }).waitFor();
  await expect.poll(() => embedded.locator('[data-mode="micro-frontend"]').count()).toBe(1);
  await expect.poll(() => embedded.getByRole('navigation', { name: '侧边菜单' }).count()).toBe(0);
  await expect.poll(() => embedded.getByRole('button', { name: '用户菜单' }).count()).toBe(0);
  await expect.poll(() => embedded.getByRole('navigation', { name: '已打开的页面' }).count()).toBe(0);
  await embedded.close();
});

it('no uncaught page errors', () => {
  // 401/403 answers are logged by the browser as failed resources; only real errors count here.
  expect(ctx.problems.filter((p) => !p.startsWith('Failed to load resource'))).toEqual([]);
});
