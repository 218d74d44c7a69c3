// Panorama views (seed 000 §2): the comparison route turns two shots of one point together (or apart), shares a
// shot as a link, and the share path opens without a session token.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ARTIFACTS } from '../lib/browser';
import { openSignedIn, type ConsolePage } from '../lib/console-page';

let ctx: ConsolePage;
let page: Page;
let link = '';
/** The share code the world answered to 生成链接. */
let code = '';
/** The point and the shot (对比后) on screen when the link was made: what the link must show. */
let chosen = { point: '', shotAt: '' };

beforeAll(async () => {
  ctx = await openSignedIn();
  page = ctx.page;
});
afterAll(() => ctx?.close());

const heading = async (name: RegExp) => (await page.getByRole('img', { name }).getAttribute('aria-label')) ?? '';
const degrees = (label: string) => Number(/朝向 (\d+)°/.exec(label)?.[1]);

it('opens the comparison with the earliest and latest shot of the first point, images loaded', async () => {
  await page.goto(`${ctx.stack.url}#/panorama`);
  await page.getByRole('heading', { name: '全景对比' }).waitFor();
  await expect.poll(() => page.getByLabel('拍摄点位').inputValue()).toBe('1');
  await expect
    .poll(() => page.getByLabel('对比前拍摄时间').locator('option:checked').textContent())
    .toContain('2026-08-20');
  await expect
    .poll(() => page.getByLabel('对比后拍摄时间').locator('option:checked').textContent())
    .toContain('2026-11-20');
  const images = page.locator('[role="img"] img');
  await expect
    .poll(() => images.evaluateAll((els) => els.every((e) => (e as HTMLImageElement).naturalWidth > 0)))
    .toBe(true);
  await page.screenshot({ path: `${ARTIFACTS}/panorama-compare.png`, fullPage: true });
});

it('dragging one panorama turns both while 同步视角 is on; arrows turn one when it is off', async () => {
  const before = page.getByRole('img', { name: /2026-08-20/ });
  const box = (await before.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 - 210, box.y + box.height / 2, { steps: 5 });
  await page.mouse.up();
  const left = degrees(await heading(/2026-08-20/));
  expect(left).toBeGreaterThan(0);
  expect(degrees(await heading(/2026-11-20/))).toBe(left);
  await page.getByLabel('同步视角').uncheck();
  await page.getByRole('img', { name: /2026-11-20/ }).focus();
  await page.keyboard.press('ArrowRight');
  expect(degrees(await heading(/2026-11-20/))).not.toBe(left);
  expect(degrees(await heading(/2026-08-20/))).toBe(left);
});

it('choosing another point resets the shots to that point and keeps the choice in the address', async () => {
  await page.getByLabel('拍摄点位').selectOption('2');
  await expect.poll(() => new URL(page.url()).hash).toContain('point=2');
  const checked = (label: string) => page.getByLabel(label).locator('option:checked').textContent();
  await expect.poll(() => checked('对比前拍摄时间')).toContain('2026-10-01');
  expect(await checked('对比后拍摄时间')).toContain('2026-11-01');
  await page.getByLabel('对比前拍摄时间').selectOption({ index: 1 });
  await expect.poll(() => new URL(page.url()).hash).toContain('left=22');
});

it('分享 makes a link for the chosen shot with the server message', async () => {
  const checked = async (label: string) =>
    ((await page.getByLabel(label).locator('option:checked').textContent()) ?? '').trim();
  // Option texts: 「区域 · 点位名（N 期）」 and 「拍摄时间 · 拍摄人」.
  const point = (await checked('拍摄点位'))
    .replace(/（\d+ 期）$/, '')
    .split(' · ')
    .at(-1)!;
  chosen = { point, shotAt: (await checked('对比后拍摄时间')).split(' · ')[0]! };
  expect(chosen.point).not.toBe('');
  expect(chosen.shotAt).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}/);
  await page.getByRole('button', { name: '分享' }).last().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('有效期').selectOption('30');
  const [answer] = await Promise.all([
    page.waitForResponse((r) => new URL(r.url()).pathname.endsWith('/pc/panorama/share/create')).then((r) => r.json()),
    dialog.getByRole('button', { name: '生成链接' }).click(),
  ]);
  await page.getByText('分享链接已生成').first().waitFor();
  code = answer.data.code;
  expect(code).toMatch(/^[0-9A-Za-z]{6,}$/);
  link = await dialog.getByLabel(/分享链接/).inputValue();
  expect(link.endsWith(`#/panorama/share/${code}`)).toBe(true);
  expect(link).not.toContain('token');
  await page.screenshot({ path: `${ARTIFACTS}/panorama-share-dialog.png` });
  await dialog.getByRole('button', { name: '关闭' }).click();
});

it('the share link opens without signing in and shows the panorama', async () => {
  const fresh = await ctx.browser.newContext({ locale: 'zh-CN', viewport: { width: 1280, height: 800 } });
  // No session, but the same mock world (one back end): the code made above lives in that world's shares.
  await fresh.addCookies([{ name: 'mock_world', value: ctx.world, url: ctx.stack.url }]);
  const guest = await fresh.newPage();
  const errors: string[] = [];
  guest.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  guest.on('pageerror', (e) => errors.push(e.message));
  await guest.goto(link);
  await guest.getByRole('heading', { name: chosen.point }).waitFor();
  expect(new URL(guest.url()).hash).toBe(`#/panorama/share/${code}`);
  await expect.poll(() => guest.getByText(`拍摄于 ${chosen.shotAt}`).count()).toBe(1);
  await expect.poll(() => guest.getByRole('img', { name: /全景/ }).count()).toBe(1);
  await expect.poll(() => guest.getByRole('navigation', { name: '侧边菜单' }).count()).toBe(0);
  await guest.screenshot({ path: `${ARTIFACTS}/panorama-share.png`, fullPage: true });
  expect(errors).toEqual([]);
  await fresh.close();
});

it('no console errors', () => expect(ctx.problems).toEqual([]));
