// The console through a slow and a broken network, arranged in the mock (issue #25: latency and network faults of
// the mock's control surface, not browser patches): a list 2 s slow shows its loading state and then its rows; a
// form whose call is 2 s slow cannot be sent twice; a connection reset shows the failure, and the screen stays
// usable: 重试 brings the rows back. (A body cut halfway is checked against the mock itself in tests/mock/qa-control:
// behind `vite preview`'s proxy the browser then waits for the rest until the SDK's timeout.)
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openSignedIn, type ConsolePage } from '../lib/console-page';

let ctx: ConsolePage;
let page: Page;

beforeAll(async () => {
  ctx = await openSignedIn();
  page = ctx.page;
  await page.goto(`${ctx.stack.url}#/person/team`);
  await page.getByRole('heading', { name: '班组管理' }).waitFor();
  await page.locator('tbody tr').first().waitFor();
});
afterAll(() => ctx?.close());

/** Search with a status the screen has not loaded yet (a new query: nothing cached to show meanwhile). */
async function searchStatus(value: string) {
  await page.getByLabel('状态').selectOption(value);
  await page.getByRole('button', { name: '搜索' }).click();
}

it('a list 2 s slow shows that it is loading while it waits (the rows before stay), then the new rows', async () => {
  await ctx.mock.client.delay('listOrgTeams', 2000, { times: 1 });
  const busy = page.locator('section[aria-busy="true"]');
  const started = Date.now();
  await searchStatus('1');
  await busy.waitFor();
  await busy.waitFor({ state: 'detached', timeout: 10_000 });
  expect(Date.now() - started).toBeGreaterThanOrEqual(1900);
  await expect.poll(() => new URL(page.url()).hash).toContain('status=1');
  await page.locator('tbody tr').first().waitFor();
});

it('a form whose call is 2 s slow is sent once, however often 确定 is clicked', async () => {
  await ctx.mock.client.delay('exitOrgTeam', 2000, { times: 1 });
  await page.getByRole('button', { name: '退场' }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  await dialog.getByLabel('退场日期').fill('2026-11-23');
  await dialog.getByLabel('退场原因').fill('主体结构完工');
  const ok = dialog.getByRole('button', { name: '确定' });
  // A double click: the second click lands while the first call is out (the button is disabled then).
  const started = Date.now();
  await ok.dblclick();
  await page.getByText('操作成功').waitFor({ timeout: 10_000 });
  expect(Date.now() - started).toBeGreaterThanOrEqual(1900);
  await dialog.waitFor({ state: 'detached' });
  const sent = await ctx.mock.client.verify({ operation: 'exitOrgTeam' });
  expect(sent.count).toBe(1);
});

it('a connection reset shows the failure and leaves the screen usable', async () => {
  await ctx.mock.client.network('listOrgTeams', 'reset', { times: 1 });
  await searchStatus('0');
  const alert = page.getByRole('alert');
  await alert.filter({ has: page.getByRole('button', { name: '重试' }) }).waitFor({ timeout: 10_000 });
  await expect.poll(async () => (await alert.first().textContent())?.trim().length ?? 0).toBeGreaterThan(2);
  await alert.getByRole('button', { name: '重试' }).click();
  await expect
    .poll(async () => (await page.locator('tbody tr').count()) + (await page.getByText('暂无数据').count()))
    .toBeGreaterThan(0);
});
