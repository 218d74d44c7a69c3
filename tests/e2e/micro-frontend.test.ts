// A real micro-frontend mount (issue #28, seed 000 §1, §4): a portal page loads the built console the way qiankun does
// (micro-frontend-host.html), mounts it into its own container, unmounts it and mounts it again. Only the page shows
// (no top bar, side menu or tag strip), routes stay in the portal page's hash, leaving signs out, nothing is left
// behind (listeners, intervals, timers) and the second mount draws a screen. The iframe mode is in embedding.test.ts.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ARTIFACTS } from '../lib/browser';
import { openSignedIn, type ConsolePage } from '../lib/console-page';

const HOST = readFileSync(new URL('./micro-frontend-host.html', import.meta.url), 'utf8');

let ctx: ConsolePage;
let page: Page;
let token: string;

interface Counts {
  listeners: number;
  open: string[];
  intervals: number;
  timeouts: number;
}
type Portal = { mount(token: string): Promise<void>; unmount(): Promise<void>; counts(): Counts };
const portal = <T>(fn: (p: Portal, arg: string) => T | Promise<T>, arg = '') =>
  page.evaluate(
    ([source, a]) => {
      const run = new Function('p', 'a', `return (${source})(p, a)`) as (p: Portal, a: string) => T;
      return run((window as unknown as { portal: Portal }).portal, a);
    },
    [fn.toString(), arg] as const,
  );
/** What is left once the page is quiet (pending timers of the last frames run out first). */
const settled = async () => {
  await page.waitForTimeout(600);
  return portal((p) => p.counts());
};

beforeAll(async () => {
  // Signed in as the portal would be: the token it hands to the console on mount.
  ctx = await openSignedIn({ width: 1280, height: 800 });
  page = ctx.page;
  token = (await page.context().cookies()).find((c) => c.name === 'site_token')?.value ?? '';
  expect(token).not.toBe('');
  await page
    .context()
    .route(`${ctx.stack.url}portal.html`, (route) => route.fulfill({ contentType: 'text/html', body: HOST }));
  await page.goto(`${ctx.stack.url}portal.html#/home`);
  await page.locator('#portal-bar').waitFor();
});
afterAll(() => ctx?.close());

let before: Counts;
let afterFirst: Counts;

it('mounts into the portal’s container: the page only, no top bar, side menu or tag strip', async () => {
  before = await portal((p) => p.counts());
  await portal((p, t) => p.mount(t), token);
  const app = page.locator('#subapp');
  await app.getByRole('heading', { name: /王建华，/ }).waitFor();
  await expect.poll(() => app.locator('[data-mode="micro-frontend"]').count()).toBe(1);
  await expect.poll(() => page.getByRole('navigation', { name: '侧边菜单' }).count()).toBe(0);
  await expect.poll(() => page.getByRole('navigation', { name: '已打开的页面' }).count()).toBe(0);
  await expect.poll(() => page.getByRole('button', { name: '用户菜单' }).count()).toBe(0);
  await page.screenshot({ path: `${ARTIFACTS}/micro-frontend-mount.png` });
});

it('routes stay in the hash: the portal’s own path does not change', async () => {
  await page.evaluate(() => {
    window.location.hash = '#/person/team';
  });
  await page.locator('#subapp').getByRole('heading', { name: '班组管理' }).waitFor();
  await page.locator('#subapp tbody tr').first().waitFor();
  expect(new URL(page.url()).pathname).toBe('/portal.html');
  expect(new URL(page.url()).hash).toBe('#/person/team');
});

it('unmount signs out and leaves no listener, interval or timer behind', async () => {
  await portal((p) => p.unmount());
  await expect.poll(() => page.locator('#subapp').innerHTML()).toBe('');
  expect((await page.context().cookies()).find((c) => c.name === 'site_token')).toBeUndefined();
  expect(await page.evaluate(() => sessionStorage.length)).toBe(0);
  afterFirst = await settled();
  expect(afterFirst.intervals).toBe(before.intervals);
  expect(afterFirst.timeouts).toBe(before.timeouts);
  // React DOM adds one `selectionchange` listener to the document the first time a root is created there, once per
  // document and never removed (react-dom's listenToAllSupportedEvents): that one is the library's, not a mount's —
  // the second cycle below must leave exactly what the first did.
  expect(afterFirst.open.filter((k) => k !== 'document|selectionchange|false×1')).toEqual(before.open);
});

it('a second mount draws the screen again, and its unmount leaves the same as the first', async () => {
  await portal((p, t) => p.mount(t), token);
  await page.locator('#subapp').getByRole('heading', { name: '班组管理' }).waitFor();
  await page.locator('#subapp tbody tr').first().waitFor();
  await portal((p) => p.unmount());
  const afterSecond = await settled();
  expect(afterSecond).toEqual(afterFirst);
});

it('no errors in the console', () => {
  expect(ctx.problems).toEqual([]);
});
