// The console's Chinese controls on a real list screen (issue #18), 抓拍结果 (/ai/results): the searchable select of a
// long list (type to filter, choose with the keyboard) and the zh-CN date-range picker's shortcuts, each checked by
// the request the screen then sends. Screenshots of both open go to .artifacts/. Then the searchable select of a
// dialog's form (新增工人's 所属企业), checked by the body the mock received.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Page, Request } from 'playwright-core';
import { ARTIFACTS } from '../lib/browser';
import { chooseOption } from '../lib/combobox';
import { openSignedIn, type ConsolePage } from '../lib/console-page';

let ctx: ConsolePage;
let page: Page;

beforeAll(async () => {
  ctx = await openSignedIn();
  page = ctx.page;
});
afterAll(() => ctx?.close());

const view = () => page.locator('section[data-page="/ai/results"]');
const nextFaceCall = (): Promise<Request> =>
  page.waitForRequest((r) => new URL(r.url()).pathname.endsWith('/aiResults/face'));
const pad = (n: number) => String(n).padStart(2, '0');
const fmt = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;

it('分包单位 is a searchable select: typing filters the list, ↓ and Enter choose, 搜索 sends the choice', async () => {
  const first = nextFaceCall();
  await page.goto(`${ctx.stack.url}#/ai/results`);
  await first;
  const control = view().getByRole('combobox', { name: '分包单位', exact: true });
  await expect.poll(() => control.textContent()).toBe('全部');
  // From the keyboard: focus, Enter opens, the search box takes the focus.
  await control.focus();
  await page.keyboard.press('Enter');
  const search = page.getByRole('combobox', { name: '搜索分包单位' });
  await expect.poll(() => search.evaluate((el) => el === document.activeElement)).toBe(true);
  const options = page.getByRole('listbox').getByRole('option');
  await expect.poll(() => options.count()).toBe(6); // 全部 and five companies
  await page.screenshot({ path: `${ARTIFACTS}/controls-searchable-select.png` });
  await page.keyboard.type('劳务');
  await expect.poll(async () => (await options.allTextContents()).every((t) => t.includes('劳务'))).toBe(true);
  const some = await options.count();
  expect(some).toBeGreaterThan(1);
  expect(some).toBeLessThan(6);
  await page.keyboard.press('Control+A');
  await page.keyboard.type('顺安');
  await expect.poll(() => options.allTextContents()).toEqual(['江苏顺安建筑劳务有限公司']);
  // The first match is the active one; ↓ wraps round to it again in a one-item list, Enter chooses it.
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect.poll(() => options.count()).toBe(0);
  await expect.poll(() => control.textContent()).toBe('江苏顺安建筑劳务有限公司');
  await expect.poll(() => control.evaluate((el) => el === document.activeElement)).toBe(true);
  const [call] = await Promise.all([nextFaceCall(), view().getByRole('button', { name: '搜索' }).click()]);
  const sent = new URL(call.url()).searchParams.get('subcontractId');
  expect(sent).toMatch(/^\d+$/);
  expect(new URL(page.url()).hash).toContain(`subcontractId=${sent}`);
  // The choice survives a reopen, with its tick, and Escape closes without changing it.
  await control.click();
  await expect
    .poll(() => page.getByRole('option', { name: '江苏顺安建筑劳务有限公司' }).getAttribute('aria-selected'))
    .toBe('true');
  await page.keyboard.press('Escape');
  await expect.poll(() => control.textContent()).toBe('江苏顺安建筑劳务有限公司');
});

it('the date-range picker shows a zh-CN calendar and its shortcuts 今天 and 本月 query that period', async () => {
  await view().getByRole('button', { name: '选择日期范围' }).click();
  const panel = page.getByRole('dialog', { name: '选择日期范围' });
  await panel.waitFor();
  // Chinese month captions and weekday heads, the week starting on Monday.
  await expect
    .poll(() => panel.locator('[role="grid"]').first().getAttribute('aria-label'))
    .toMatch(/^\d{4}年\d{1,2}月$/);
  await expect
    .poll(async () => (await panel.locator('thead th').allTextContents()).slice(0, 7).join(''))
    .toBe('一二三四五六日');
  await page.screenshot({ path: `${ARTIFACTS}/controls-date-range.png` });
  const today = ctx.now();
  let [call] = await Promise.all([nextFaceCall(), panel.getByRole('button', { name: '本月' }).click()]);
  let q = new URL(call.url()).searchParams;
  const first = new Date(today.getFullYear(), today.getMonth(), 1);
  expect([q.get('startDate'), q.get('endDate')]).toEqual([fmt(first), fmt(today)]);
  await expect.poll(() => view().getByLabel('开始日期', { exact: true }).inputValue()).toBe(fmt(first));
  await expect.poll(() => panel.count()).toBe(0);

  await view().getByRole('button', { name: '选择日期范围' }).click();
  [call] = await Promise.all([
    nextFaceCall(),
    page.getByRole('dialog', { name: '选择日期范围' }).getByRole('button', { name: '今天', exact: true }).click(),
  ]);
  q = new URL(call.url()).searchParams;
  expect([q.get('startDate'), q.get('endDate')]).toEqual([fmt(today), fmt(today)]);
  await expect.poll(() => view().getByText('共 1 天').count()).toBe(1);
});

it('a day can be picked on the calendar of a date box, and typed; both show YYYY-MM-DD', async () => {
  const start = view().getByLabel('开始日期', { exact: true });
  await start.focus();
  await page.keyboard.press('ArrowDown');
  const calendar = page.getByRole('dialog', { name: '日历' });
  await calendar.waitFor();
  // A day of the calendar has the focus; ← moves a day back, Enter picks it.
  const focused = await calendar.evaluate(() =>
    document.activeElement?.closest('[data-day]')?.getAttribute('data-day'),
  );
  expect(focused).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('Enter');
  await expect.poll(() => calendar.count()).toBe(0);
  const yesterday = new Date(`${focused}T00:00:00`);
  yesterday.setDate(yesterday.getDate() - 1);
  await expect.poll(() => start.inputValue()).toBe(fmt(yesterday));
  const [call] = await Promise.all([nextFaceCall(), view().getByRole('button', { name: '查询' }).click()]);
  expect(new URL(call.url()).searchParams.get('startDate')).toBe(fmt(yesterday));
});

// The refusal (手机号格式错误 keeping the choice, unmarked, nothing sent) is checked in jsdom against the mock, with the
// same keyboard choice: packages/console/src/app/screens/misc-forms.screen.test.tsx. Here the browser's keyboard.
it('新增工人: 所属企业 is a searchable select in the dialog; the keyboard choice is what the server gets', async () => {
  const worker = () => page.locator('section[data-page="/person/worker"]');
  await page.goto(`${ctx.stack.url}#/person/worker`);
  await worker().getByRole('button', { name: '新增' }).click();
  const dialog = page.getByRole('dialog', { name: '新增工人' });
  await dialog.waitFor();
  const corp = dialog.getByRole('combobox', { name: '所属企业' });
  await expect.poll(() => corp.textContent()).toBe('请选择');
  await dialog.getByLabel('姓名').fill('韩立军');
  await dialog.getByLabel('身份证号').fill('342422199003154512');
  await dialog.getByLabel('手机号').fill('13857116688');
  await chooseOption(dialog.getByRole('combobox', { name: '项目' }), '滨江花园二期住宅项目', '滨江');
  // From the keyboard: Enter opens, typing filters, ↓ moves to the second match and Enter chooses it.
  await corp.focus();
  await page.keyboard.press('Enter');
  const options = page.getByRole('listbox').getByRole('option');
  await expect.poll(() => options.allTextContents()).toContain('请选择');
  await page.keyboard.type('劳务');
  await expect.poll(async () => (await options.allTextContents()).every((t) => t.includes('劳务'))).toBe(true);
  const matches = await options.allTextContents();
  expect(matches.length).toBeGreaterThan(1);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect.poll(() => options.count()).toBe(0);
  const chosen = matches[1]!;
  await expect.poll(() => corp.textContent()).toBe(chosen);
  await dialog.getByRole('button', { name: '确定' }).click();
  await dialog.waitFor({ state: 'detached' });
  const sent = JSON.parse((await ctx.mock.requests('editOrgWorker')).at(-1)?.body ?? '{}') as Record<string, unknown>;
  const ids: Record<string, number> = { 浙江宏达建筑劳务有限公司: 2001, 江苏顺安建筑劳务有限公司: 2002 };
  expect(ids[chosen]).toBeDefined();
  expect(sent).toMatchObject({ name: '韩立军', project_id: 1001, corp_id: ids[chosen] });
});

it('no console errors', () => expect(ctx.problems).toEqual([]));
