// The tag strip with many pages open (issue #18): it scrolls sideways instead of widening the page, and the active
// tag is always scrolled into the strip's visible part — also when the page is reached by its address.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { ARTIFACTS } from '../lib/browser';
import { openSignedIn, type ConsolePage } from '../lib/console-page';

/** The first menu pages of spec/MENU.md (visible ones with an in-app address). */
function menuRoutes(n: number): { title: string; route: string }[] {
  const text = readFileSync(new URL('../../spec/MENU.md', import.meta.url), 'utf8');
  const out: { title: string; route: string }[] = [];
  for (const line of text.split('\n')) {
    const cells = line.split('|').map((c) => c.trim());
    if (cells.length < 11 || !/^\d+$/.test(cells[1] ?? '')) continue;
    const [, , , , title = '', url = '', , , hide] = cells;
    const route = url.replace(/`/g, '');
    if (hide !== '0' || !route.startsWith('/') || /panorama/i.test(route)) continue;
    if (!out.some((p) => p.route === route || p.title === title)) out.push({ title, route });
  }
  return out.slice(0, n);
}

let ctx: ConsolePage;
let page: Page;
const PAGES = menuRoutes(20);

beforeAll(async () => {
  ctx = await openSignedIn();
  page = ctx.page;
});
afterAll(() => ctx?.close());

// The strip is found by its name (a nav of links); the list inside it is what scrolls.
const strip = () => page.getByRole('navigation', { name: '已打开的页面' }).getByRole('list').first();

/** The tag's box lies inside the strip's visible box (1 px of rounding allowed). */
async function insideStrip(tag: Locator) {
  const [s, t] = [await strip().boundingBox(), await tag.boundingBox()];
  if (!s || !t) return false;
  return t.x >= s.x - 1 && t.x + t.width <= s.x + s.width + 1;
}

const activeTag = () => strip().locator('[aria-selected="true"], [aria-current="page"]');

it('20 open pages: the strip scrolls sideways, the page does not, and the last opened tag is in view', async () => {
  expect(PAGES.length).toBe(20);
  for (const p of PAGES) {
    await page.goto(`${ctx.stack.url}#${p.route}`);
    await page.locator(`section[data-page="${p.route}"][data-active]`).waitFor();
  }
  await expect.poll(() => strip().getByRole('listitem').count()).toBeGreaterThanOrEqual(21);
  const sizes = await strip().evaluate((el) => ({
    overflowX: getComputedStyle(el).overflowX,
    scrollWidth: el.scrollWidth,
    clientWidth: el.clientWidth,
    pageWidth: document.documentElement.scrollWidth,
    viewport: window.innerWidth,
  }));
  expect(sizes.overflowX).toBe('auto');
  expect(sizes.scrollWidth).toBeGreaterThan(sizes.clientWidth); // more tags than fit
  expect(sizes.pageWidth).toBeLessThanOrEqual(sizes.viewport); // the page itself does not scroll sideways
  await expect.poll(() => activeTag().textContent()).toContain(PAGES[19]!.title);
  await expect.poll(() => insideStrip(activeTag())).toBe(true);
  await page.screenshot({ path: `${ARTIFACTS}/tag-strip-20.png` });
  // Twenty pages opened one after another: ~25 s in a CI run, too close to the 30 s a test usually gets.
}, 90_000);

it('reaching an early page by its address scrolls its tag back into the strip', async () => {
  const early = PAGES[1]!;
  await page.goto(`${ctx.stack.url}#${early.route}`);
  await page.locator(`section[data-page="${early.route}"][data-active]`).waitFor();
  await expect.poll(() => activeTag().textContent()).toContain(early.title);
  await expect.poll(() => insideStrip(activeTag())).toBe(true);
  // …and the last one again by its address: back at the far end.
  const last = PAGES[19]!;
  await page.goto(`${ctx.stack.url}#${last.route}`);
  await expect.poll(() => activeTag().textContent()).toContain(last.title);
  await expect.poll(() => insideStrip(activeTag())).toBe(true);
  expect(ctx.problems.filter((p) => !/Failed to load resource/.test(p))).toEqual([]);
});
