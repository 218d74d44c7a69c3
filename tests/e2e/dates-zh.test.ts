// Dates read the Chinese way whatever the browser's language (issue #18): on the first screen a manager sees, 组织首页
// (#/home/org), the 隐患统计 period and the 工资周期 are text boxes in YYYY-MM-DD / YYYY-MM, not the browser's own date
// controls (which an en-US browser shows as 11/01/2026 and "October 2026"); a day and a month chosen on their
// calendars are what 查询 sends. A date-time box (issue #28) reads YYYY-MM-DD HH:mm, and what is picked on its
// calendar and time is what the call sends. The browser here is en-US on purpose.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Page, Request } from 'playwright-core';
import { type ConsolePage, enterSignedIn, openConsole } from '../lib/console-page';
import { chooseOption } from '../lib/combobox';

let ctx: ConsolePage;
let page: Page;

beforeAll(async () => {
  ctx = await openConsole(undefined, { locale: 'en-US' });
  page = ctx.page;
  await enterSignedIn(ctx);
});
afterAll(() => ctx?.close());

const pad = (n: number) => String(n).padStart(2, '0');
const fmtDay = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
const fmtMonth = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}`;
const org = () => page.locator('section[data-page="/home/org"]');
const filter = () => org().getByRole('form', { name: '组织首页统计条件' });
/** A request to `path` whose query holds every given parameter. */
const requestTo = (path: string, params: Record<string, string>) =>
  page.waitForRequest((r: Request) => {
    const url = new URL(r.url());
    return url.pathname.endsWith(path) && Object.entries(params).every(([k, v]) => url.searchParams.get(k) === v);
  });
/** The calendar button beside a date box (for the mouse; the keyboard's way is ↓ in the box). */
const calendarButton = (label: string) => filter().getByLabel(label).locator('xpath=following-sibling::button');

it('组织首页 shows the 隐患统计 period as YYYY-MM-DD and the 工资周期 as YYYY-MM in plain text boxes', async () => {
  await page.goto(`${ctx.stack.url}#/home/org`);
  await org().getByRole('heading', { name: '组织首页', exact: true }).waitFor();
  const today = ctx.now();
  const expected = {
    起始日期: fmtDay(new Date(today.getFullYear(), today.getMonth(), 1)),
    截止日期: fmtDay(today),
    工资周期: fmtMonth(new Date(today.getFullYear(), today.getMonth() - 1, 1)),
  };
  for (const [label, value] of Object.entries(expected)) {
    const box = filter().getByLabel(label, { exact: true });
    await expect.poll(() => box.inputValue()).toBe(value);
    expect(await box.getAttribute('type')).toBe('text');
    expect(await box.getAttribute('placeholder')).toBe(label === '工资周期' ? 'YYYY-MM' : 'YYYY-MM-DD');
  }
  // No native date or month control anywhere on the page.
  expect(await org().locator('input[type="date"], input[type="month"], input[type="week"]').count()).toBe(0);
});

it('a day chosen on the 起始日期 calendar and a month on the 工资周期 grid are what 查询 sends', async () => {
  const today = ctx.now();
  // The 15th of last month: before today whatever today is, and never the default (the 1st of this month).
  const day = new Date(today.getFullYear(), today.getMonth() - 1, 15);
  await calendarButton('起始日期').click();
  const calendar = page.getByRole('dialog', { name: '日历' });
  await calendar.waitFor();
  await expect
    .poll(async () => (await calendar.locator('thead th').allTextContents()).slice(0, 7).join(''))
    .toBe('一二三四五六日');
  await calendar.getByRole('button', { name: '前往上个月' }).click();
  await calendar.locator(`[data-day="${fmtDay(day)}"] button`).click();
  await expect.poll(() => calendar.count()).toBe(0);
  await expect.poll(() => filter().getByLabel('起始日期').inputValue()).toBe(fmtDay(day));

  // 工资周期: October of last year, from the month grid (上一年, then 十月).
  const month = `${today.getFullYear() - 1}-10`;
  await calendarButton('工资周期').click();
  const months = page.getByRole('dialog', { name: '月份' });
  await months.waitFor();
  await months.getByRole('button', { name: '上一年' }).click();
  await months.getByRole('button', { name: '十月', exact: true }).click();
  await expect.poll(() => months.count()).toBe(0);
  await expect.poll(() => filter().getByLabel('工资周期').inputValue()).toBe(month);

  const [troubles, wages] = await Promise.all([
    requestTo('/pc/org/branch/trouble/collect', { startDate: fmtDay(day), endDate: fmtDay(today) }),
    requestTo('/pc/org/index/wages/collect', { period: month }),
    filter().getByRole('button', { name: '查询' }).click(),
  ]);
  expect(new URL(troubles.url()).searchParams.get('startDate')).toBe(fmtDay(day));
  expect(new URL(wages.url()).searchParams.get('period')).toBe(month);
  await org()
    .getByText(`${fmtDay(day)} 至 ${fmtDay(today)}`)
    .waitFor();
});

it('a date-time box reads YYYY-MM-DD HH:mm, and the day, hour and minute picked are what 下发 sends', async () => {
  // 投诉处理 → 下发: 要求办结时限 was a native datetime-local box ("11/25/2026, 06:00 PM" in this browser).
  await page.goto(`${ctx.stack.url}#/complaintTask?id=9502`);
  const view = page.locator('section[data-page][data-active]');
  await view.getByRole('heading', { name: '投诉处理' }).waitFor();
  await view.getByRole('button', { name: '下发' }).click();
  const pass = page.getByRole('dialog', { name: /下发投诉/ });
  await chooseOption(pass.getByLabel('下发组织'), '城南地铁5号线土建03标', '城南');
  const box = pass.getByLabel('要求办结时限');
  expect(await box.getAttribute('type')).toBe('text');
  expect(await box.getAttribute('placeholder')).toBe('YYYY-MM-DD HH:mm');
  expect(await pass.locator('input[type="datetime-local"]').count()).toBe(0);

  // The keyboard's way: ↓ in the box opens the zh-CN calendar; the 15th of next month, 18:30, then 确定.
  const today = ctx.now();
  const day = new Date(today.getFullYear(), today.getMonth() + 1, 15);
  await box.focus();
  await page.keyboard.press('ArrowDown');
  const picker = page.getByRole('dialog', { name: '日期时间' });
  await picker.waitFor();
  await expect
    .poll(async () => (await picker.locator('thead th').allTextContents()).slice(0, 7).join(''))
    .toBe('一二三四五六日');
  await picker.getByRole('button', { name: '前往下个月' }).click();
  await picker.locator(`[data-day="${fmtDay(day)}"] button`).click();
  await picker.getByRole('combobox', { name: '时' }).selectOption('18');
  await picker.getByRole('combobox', { name: '分' }).selectOption('30');
  await picker.getByRole('button', { name: '确定' }).click();
  await expect.poll(() => picker.count()).toBe(0);
  await expect.poll(() => box.inputValue()).toBe(`${fmtDay(day)} 18:30`);
  await expect.poll(() => box.evaluate((el) => el === document.activeElement)).toBe(true);

  const [sent] = await Promise.all([
    page.waitForRequest((r) => r.url().endsWith('/orgdept/complaint/passDown')),
    pass.getByRole('button', { name: '下发' }).click(),
  ]);
  expect(sent.postDataJSON()).toMatchObject({ id: 9502, deadline: `${fmtDay(day)} 18:30:00` });
  await pass.waitFor({ state: 'detached' });
});

it('no console errors', () => expect(ctx.problems).toEqual([]));
