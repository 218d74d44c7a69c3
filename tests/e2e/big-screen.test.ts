// The 2D / 3D big-screen buttons open only an http(s) address from the back-end (issue #18): a `javascript:` one opens
// nothing and says why; an https one opens in a tab with no way back to the console (noopener).
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { type ConsolePage, enterSignedIn, openConsole } from '../lib/console-page';

let ctx: ConsolePage;
let page: Page;

beforeAll(async () => {
  ctx = await openConsole();
  page = ctx.page;
  await page
    .context()
    .route(/example\.invalid/, (route) => route.fulfill({ contentType: 'text/html', body: '<title>大屏</title>' }));
  await enterSignedIn(ctx);
});
afterAll(() => ctx?.close());

it('a javascript: redirect_url opens nothing and shows 大屏地址无效，无法打开', async () => {
  await ctx.mock.fail({
    operation: 'getBigScreenRedirect',
    data: { type: 'nation', redirect_url: 'javascript:alert(document.cookie)', expires_in: 300 },
    times: 1,
  });
  const popups: Page[] = [];
  page.context().on('page', (p) => popups.push(p));
  await page.getByRole('button', { name: '2D 大屏' }).click();
  await page.locator('[data-sonner-toast]').filter({ hasText: '大屏地址无效，无法打开' }).waitFor();
  expect((await ctx.mock.requests('getBigScreenRedirect')).length).toBe(1);
  await page.waitForTimeout(300); // a late tab would show up here
  expect(popups).toEqual([]);
  expect(page.context().pages().length).toBe(1);
});

it('an https redirect_url opens in a new tab without an opener', async () => {
  const [popup] = await Promise.all([
    page.waitForEvent('popup'),
    page.getByRole('button', { name: '2D 大屏' }).click(),
  ]);
  await popup.waitForURL(/^https:\/\/screen\.example\.invalid\/nation\//);
  expect(await popup.evaluate(() => window.opener)).toBeNull();
  await popup.close();
  expect(ctx.problems).toEqual([]);
});
