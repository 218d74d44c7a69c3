// A chart with nothing to draw (issue #18; seed 000: "Chart placeholder image 200px square"): the card shows the
// placeholder picture, 200 × 200, named 暂无数据 — not a line of text.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ARTIFACTS } from '../lib/browser';
import { openSignedIn, type ConsolePage } from '../lib/console-page';

let ctx: ConsolePage;
let page: Page;

beforeAll(async () => {
  ctx = await openSignedIn();
  page = ctx.page;
});
afterAll(() => ctx?.close());

it('an empty chart shows the 200 px placeholder picture 暂无数据; a chart with data draws', async () => {
  // The back-end answers the age distribution with no rows (the world's data stays as it is for the other charts).
  await ctx.mock.fail({ operation: 'listDataboardWorkerAge', data: [], times: 1 });
  await page.goto(`${ctx.stack.url}#/home/dataBoard`);
  const screen = page.locator('section[data-page="/home/dataBoard"]');
  const card = (title: string) => screen.locator('section').filter({ has: page.getByRole('heading', { name: title }) });
  const picture = card('工人年龄分布').getByRole('img', { name: '暂无数据' });
  await picture.waitFor();
  const box = await picture.boundingBox();
  expect(box).toMatchObject({ width: 200, height: 200 });
  // The picture loaded (a broken image has no natural size).
  expect(await picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  expect(await card('工人年龄分布').getByText('暂无数据', { exact: true }).count()).toBe(0);
  // A card with data draws its chart, without the picture.
  await card('在册工种分布').locator('.recharts-surface').first().waitFor();
  expect(await card('在册工种分布').getByRole('img', { name: '暂无数据' }).count()).toBe(0);
  await card('工人年龄分布').screenshot({ path: `${ARTIFACTS}/chart-empty.png` });
  expect(ctx.problems).toEqual([]);
});
