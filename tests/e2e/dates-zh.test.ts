// Dates read the Chinese way whatever the browser's language (issue #18): on the first screen a manager sees, 组织首页
// (#/home/org), the 隐患统计 period and the 工资周期 are text boxes in YYYY-MM-DD / YYYY-MM, not the browser's own date
// controls (which an en-US browser shows as 11/01/2026 and "October 2026"); a day and a month chosen on their
// calendars are what 查询 sends. The browser here is en-US on purpose.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Page, Request } from 'playwright-core';
import { openConsole, type ConsolePage } from '../lib/console-page';
import { signIn } from '../lib/sign-in';

let ctx: ConsolePage;
let page: Page;

beforeAll(async () => {
  ctx = await openConsole(undefined, { locale: 'en-US' });
  page = ctx.page;
  await signIn(page, ctx.stack.url);
  await page.getByRole('heading', { name: /王建华，/ }).waitFor();
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
  const today = new Date();
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
  const today = new Date();
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

it('no console errors', () => expect(ctx.problems).toEqual([]));
