// The way from the login page to home (issue #18, sign-in → home ≤ 300 ms): the login page fetches the signed-in
// shell once it is idle, after its own scripts; signing in enters the shell only when its code is there, so the
// loading fallback is never drawn between the two (React would then hold the shell back for up to 300 ms after it).
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openConsole, type ConsolePage } from '../lib/console-page';
import { ACCOUNTS, signIn } from '../lib/sign-in';

let ctx: ConsolePage;
let page: Page;
let stack: ConsolePage['stack'];

beforeAll(async () => {
  ctx = await openConsole();
  ({ page, stack } = ctx);
});
afterAll(() => ctx?.close());

/** Every text the page body shows from now on (one entry per change), collected in the page. */
async function recordTexts(p: Page): Promise<() => Promise<string[]>> {
  await p.evaluate(() => {
    const w = window as unknown as { __texts: string[] };
    w.__texts = [];
    new MutationObserver(() => {
      const text = document.body.innerText.replace(/\s+/g, ' ').trim();
      if (w.__texts.at(-1) !== text) w.__texts.push(text);
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  return () => p.evaluate(() => (window as unknown as { __texts: string[] }).__texts);
}

it('the login page fetches the signed-in shell once idle, after the scripts it needs itself', async () => {
  await page.goto(`${stack.url}#/login`);
  await page.getByRole('heading', { name: '账号登录' }).waitFor();
  await expect
    .poll(() =>
      page.evaluate(() =>
        (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).some(
          (e) => /\/signed-in-[\w-]+\.js$/.test(new URL(e.name).pathname) && e.responseEnd > 0,
        ),
      ),
    )
    .toBe(true);
  const { mark, shell, ownScripts } = await page.evaluate(() => {
    const scripts = performance.getEntriesByType('resource').filter((e) => /\.js$/.test(new URL(e.name).pathname));
    const at = performance.getEntriesByName('site:prefetch-shell')[0]?.startTime ?? -1;
    return {
      mark: at,
      shell: scripts.find((e) => /\/signed-in-/.test(e.name))?.startTime ?? -1,
      ownScripts: scripts.filter((e) => e.startTime < at).map((e) => new URL(e.name).pathname),
    };
  });
  expect(mark).toBeGreaterThan(0);
  expect(shell).toBeGreaterThanOrEqual(mark);
  // What the login page loaded before it was idle: its own code, not the shell's.
  expect(ownScripts.some((s) => /\/login-page-/.test(s))).toBe(true);
  expect(ownScripts.filter((s) => /\/signed-in-/.test(s))).toEqual([]);
});

it('signing in while the shell is still loading keeps 登录中… and never draws the loading fallback', async () => {
  // A slow network for the shell's code: it is still on its way when the person clicks 登录.
  const context = await ctx.browser.newContext({ viewport: { width: 1280, height: 800 } });
  const p = await context.newPage();
  try {
    await p.route(/\/assets\/signed-in-[\w-]+\.js$/, async (route) => {
      await new Promise((r) => setTimeout(r, 1200));
      await route.continue();
    });
    await p.goto(`${stack.url}#/login`);
    await p.getByLabel('账号').fill(ACCOUNTS.admin.account);
    await p.getByLabel('密码').fill(ACCOUNTS.admin.password);
    const texts = await recordTexts(p);
    await p.getByRole('button', { name: '登录', exact: true }).click();
    // Signed in, the shell not there yet: the person stays on the login page with the button busy.
    await p.getByRole('button', { name: '登录中…' }).waitFor();
    await p.getByRole('heading', { name: /王建华，/ }).waitFor();
    expect(new URL(p.url()).hash).toBe('#/home');
    const seen = await texts();
    expect(seen.some((t) => t.includes('登录中…'))).toBe(true);
    // The top-level fallback (加载中…) alone on the page never showed.
    expect(seen.filter((t) => t === '加载中…')).toEqual([]);
    // The greeting's page has the function map too (drawn in the render after the greeting).
    await p.getByRole('heading', { name: '功能导航' }).waitFor();
  } finally {
    await context.close();
  }
});

it('signed in towards another page, the affix 首页 tab draws and calls nothing until it is opened', async () => {
  const context = await ctx.browser.newContext({ viewport: { width: 1280, height: 800 } });
  const p = await context.newPage();
  try {
    // The fixture's mock world (console-page.ts), so the requests it received are this session's.
    await context.addCookies([{ name: 'mock_world', value: ctx.world, url: stack.url }]);
    const before = (await ctx.mock.requests('getOrgHomeCollect')).length;
    await signIn(p, stack.url, '/person/team');
    await p.locator('section[data-page="/person/team"]').getByLabel('班组名称').waitFor();
    const strip = p.getByRole('navigation', { name: '已打开的页面' });
    expect(await strip.getByRole('listitem').allTextContents()).toEqual(['首页', '班组管理']);
    expect(await p.locator('section[data-page="/home"]').count()).toBe(0);
    expect((await ctx.mock.requests('getOrgHomeCollect')).length).toBe(before);
    // Opened, it is drawn (greeting, then its dashboard's calls), and from then on kept like any visited page.
    await strip.getByRole('link', { name: '首页', exact: true }).click();
    await p.getByRole('heading', { name: /王建华，/ }).waitFor();
    await expect.poll(async () => (await ctx.mock.requests('getOrgHomeCollect')).length).toBe(before + 1);
    await strip.getByRole('link', { name: '班组管理', exact: true }).click();
    await p.locator('section[data-page="/person/team"]').getByLabel('班组名称').waitFor();
    expect(await p.locator('section[data-page="/home"]').count()).toBe(1);
  } finally {
    await context.close();
  }
});

it('no uncaught errors in the page', () => {
  expect(ctx.problems).toEqual([]);
});
