// The screenshots for review (issue #18): the login page, home after sign-in, a list screen with its new controls open
// (the searchable select, then the date-range picker) and the 390 px drawer, saved together under
// .artifacts/e2e/review/. Each is taken once the screen has drawn (no 加载中 left) and checked to be a PNG of the
// viewport's size.
import { mkdirSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ARTIFACTS } from '../lib/browser';
import { openConsole, type ConsolePage } from '../lib/console-page';
import { signIn } from '../lib/sign-in';

const DIR = `${ARTIFACTS}/review`;
let ctx: ConsolePage;
let page: Page;
beforeAll(async () => {
  mkdirSync(DIR, { recursive: true });
  ctx = await openConsole();
  page = ctx.page;
});
afterAll(() => ctx?.close());

const view = () => page.locator('section[data-page][data-active]');
const drawn = () => expect.poll(() => page.getByText('加载中').filter({ visible: true }).count()).toBe(0);

/** Save `name`.png and check it is a PNG of the viewport's width and height. */
async function shot(name: string) {
  const path = `${DIR}/${name}.png`;
  await page.screenshot({ path });
  const png = readFileSync(path);
  expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
  const size = page.viewportSize()!;
  expect({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) }).toEqual(size);
}

it('login', async () => {
  await page.goto(`${ctx.stack.url}#/login`);
  await page.getByRole('button', { name: '登录' }).waitFor();
  await page.getByText('智能安全帽').first().waitFor();
  await shot('login');
});

it('home after sign-in', async () => {
  await signIn(page, ctx.stack.url);
  await page.getByRole('heading', { name: /王建华，/ }).waitFor();
  await drawn();
  await shot('home');
});

it('a list screen with its searchable select open, then its date-range picker', async () => {
  await page.goto(`${ctx.stack.url}#/ai/results`);
  await view().locator('tbody tr').first().waitFor();
  await drawn();
  await view().getByRole('combobox', { name: '分包单位', exact: true }).click();
  await page.getByRole('listbox').getByRole('option').first().waitFor();
  await shot('list-select-open');
  await page.keyboard.press('Escape');
  await view().getByRole('button', { name: '选择日期范围' }).click();
  await page.getByRole('dialog', { name: '选择日期范围' }).getByRole('button', { name: '本月' }).waitFor();
  await shot('list-date-range-open');
  await page.keyboard.press('Escape');
});

it('the 390 px drawer', async () => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: '打开菜单' }).click();
  await page.getByRole('dialog', { name: '菜单' }).getByRole('navigation', { name: '侧边菜单' }).waitFor();
  await shot('drawer-390');
  expect(ctx.problems).toEqual([]);
});
