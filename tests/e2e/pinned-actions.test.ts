// The pinned 操作 column of a wide list (issue #18): its edge casts a shadow while columns lie under it (the table
// scrolled anywhere short of its right end), none once the table is scrolled to the end, and then the column
// before it is shown whole, clear of the pinned column.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ARTIFACTS } from '../lib/browser';
import { openSignedIn, type ConsolePage } from '../lib/console-page';

let ctx: ConsolePage;
let page: Page;

beforeAll(async () => {
  // Narrow enough that the worker list is wider than its card.
  ctx = await openSignedIn({ width: 1100, height: 800 });
  page = ctx.page;
  await page.goto(`${ctx.stack.url}#/person/worker`);
});
afterAll(() => ctx?.close());

const screen = () => page.locator('section[data-page="/person/worker"]');
const scroller = () => screen().locator('table').locator('xpath=..');
/** The 操作 header's and first row's pinned cell shadows. */
const shadows = () =>
  screen()
    .locator('table')
    .evaluate((table) => {
      const head = [...table.querySelectorAll('th')].find((th) => th.textContent?.trim() === '操作');
      const cell = table.querySelector('tbody tr')?.lastElementChild;
      return [head, cell].map((el) => (el ? getComputedStyle(el).boxShadow : 'missing'));
    });
const scrollTo = (left: number | 'end') =>
  scroller().evaluate((el, to) => {
    el.scrollLeft = to === 'end' ? el.scrollWidth : to;
    el.dispatchEvent(new Event('scroll'));
  }, left);

it('the table is wider than its card and the 操作 column is pinned', async () => {
  await screen().locator('tbody tr').first().getByRole('button').first().waitFor();
  const { scrollWidth, clientWidth } = await scroller().evaluate((el) => ({
    scrollWidth: el.scrollWidth,
    clientWidth: el.clientWidth,
  }));
  expect(scrollWidth).toBeGreaterThan(clientWidth);
  const position = await screen()
    .locator('th')
    .filter({ hasText: /^操作$/ })
    .evaluate((th) => getComputedStyle(th).position);
  expect(position).toBe('sticky');
});

it('scrolled sideways with columns still under it, the pinned column casts a shadow', async () => {
  await scrollTo(120);
  await expect.poll(() => scroller().getAttribute('data-under')).toBe('');
  const [head, cell] = await shadows();
  expect(head).not.toBe('none');
  expect(cell).not.toBe('none');
  await screen()
    .locator('table')
    .screenshot({ path: `${ARTIFACTS}/pinned-actions-under.png` });
});

it('scrolled to the end, the shadow goes and the column before 操作 is whole and clear of it', async () => {
  await scrollTo('end');
  await expect.poll(() => scroller().getAttribute('data-under')).toBeNull();
  expect(await shadows()).toEqual(['none', 'none']);
  const edges = await screen()
    .locator('tbody tr')
    .first()
    .evaluate((tr) => {
      const cells = [...tr.children] as HTMLElement[];
      const pinned = cells.at(-1)!.getBoundingClientRect();
      const before = cells.at(-2)!;
      const box = before.getBoundingClientRect();
      const range = document.createRange();
      range.selectNodeContents(before);
      const text = range.getBoundingClientRect();
      return { pinnedLeft: pinned.left, cellRight: box.right, textRight: text.right };
    });
  expect(edges.cellRight).toBeLessThanOrEqual(edges.pinnedLeft + 0.5);
  expect(edges.textRight).toBeLessThan(edges.pinnedLeft);
});
