// The number cards under the home greeting (issue #18): 9 cards must not leave holes in their grid — every row of
// cards reaches from the grid's left edge to its right edge — at 1440 and at 1920 px wide.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ARTIFACTS } from '../lib/browser';
import { openSignedIn, type ConsolePage } from '../lib/console-page';

let ctx: ConsolePage;
let page: Page;

beforeAll(async () => {
  ctx = await openSignedIn({ width: 1440, height: 900 });
  page = ctx.page;
});
afterAll(() => ctx?.close());

interface Row {
  top: number;
  left: number;
  right: number;
  cards: number;
}

/** The rows of the home page's 9-card grid: each row's extent, and the grid's own. */
const measure = () =>
  page.locator('section[data-page="/home"] dl').evaluateAll((lists) => {
    const grid = lists.find((dl) => dl.children.length === 9 && [...dl.children].every((c) => c.querySelector('dt')));
    if (!grid) return undefined;
    const box = grid.getBoundingClientRect();
    const rows: Row[] = [];
    for (const card of grid.children) {
      const r = card.getBoundingClientRect();
      const row = rows.find((x) => Math.abs(x.top - r.top) < 2);
      if (row) {
        row.left = Math.min(row.left, r.left);
        row.right = Math.max(row.right, r.right);
        row.cards++;
      } else rows.push({ top: r.top, left: r.left, right: r.right, cards: 1 });
    }
    return { left: box.left, right: box.right, rows };
  });

it.each([
  [1440, 900],
  [1920, 1080],
])('at %i×%i every row of the 9 cards fills the grid’s width', async (width, height) => {
  await page.setViewportSize({ width, height });
  await expect.poll(async () => (await measure())?.rows.reduce((n, r) => n + r.cards, 0)).toBe(9);
  // the layout follows the width (ResizeObserver): wait for the rows to settle
  await expect
    .poll(async () => {
      const m = (await measure())!;
      return m.rows.every((r) => Math.abs(r.left - m.left) <= 1 && Math.abs(r.right - m.right) <= 1);
    })
    .toBe(true);
  const m = (await measure())!;
  // rows share the cards evenly: no row has more than one card more than another
  const counts = m.rows.map((r) => r.cards);
  expect(Math.max(...counts) - Math.min(...counts)).toBeLessThanOrEqual(1);
  await page.screenshot({ path: `${ARTIFACTS}/stat-grid-${width}.png` });
});
