// The generic list screen on a real screen (班组管理): filters and paging in the URL, total line, pagination,
// column show/hide kept, a guarded action with confirmation, and the server's message on success. Its virtual mode
// on 批量导入 with a batch of 3,000 rows: few rows in the DOM, a scroll that neither adds nor removes rows, the
// scroll position kept as set, and the last row reachable.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ARTIFACTS } from '../lib/browser';
import { openSignedIn, type ConsolePage } from '../lib/console-page';
import { uploadBatch } from '../../scripts/lib/upload-batch.mjs';

let ctx: ConsolePage;
let page: Page;
let stack: ConsolePage['stack'];

beforeAll(async () => {
  ctx = await openSignedIn();
  ({ page, stack } = ctx);
});
afterAll(() => ctx?.close());

it('opens from the side menu and shows the rows with the total line', async () => {
  const nav = page.getByRole('navigation', { name: '侧边菜单' });
  await nav.getByRole('button', { name: '人员管理' }).click();
  await nav.getByRole('link', { name: '班组管理' }).click();
  await page.getByRole('heading', { name: '班组管理' }).waitFor();
  expect(new URL(page.url()).hash).toBe('#/person/team');
  await page.locator('tbody tr').first().waitFor();
  await expect.poll(() => page.locator('tbody tr').count()).toBeGreaterThanOrEqual(5);
  await expect.poll(() => page.getByRole('navigation', { name: '分页' }).textContent()).toMatch(/共 \d+ 条/);
  await page.screenshot({ path: `${ARTIFACTS}/team-list.png`, fullPage: true });
});

it('keeps filters and paging in the URL, so a refresh keeps the view', async () => {
  await page.getByLabel('班组名称').fill('木工');
  await page.getByLabel('状态').selectOption('1');
  await page.getByRole('button', { name: '搜索' }).click();
  await expect.poll(() => new URL(page.url()).hash).toContain('team_name=%E6%9C%A8%E5%B7%A5');
  expect(new URL(page.url()).hash).toContain('status=1');
  await page.getByLabel('每页条数').selectOption('20');
  await expect.poll(() => new URL(page.url()).hash).toContain('size=20');
  await page.reload();
  await page.getByRole('heading', { name: '班组管理' }).waitFor();
  await expect.poll(() => page.getByLabel('班组名称').inputValue()).toBe('木工');
  await expect.poll(() => page.getByLabel('状态').inputValue()).toBe('1');
  await expect.poll(() => page.getByLabel('每页条数').inputValue()).toBe('20');
  await page.getByRole('button', { name: '重置' }).click();
  await expect.poll(() => new URL(page.url()).hash).toBe('#/person/team?size=20');
});

it('hidden columns stay hidden after a reload', async () => {
  await page.getByRole('button', { name: '显示列' }).click();
  await page.getByRole('checkbox', { name: '主要工种' }).uncheck();
  await page.keyboard.press('Escape');
  await expect.poll(() => page.getByRole('columnheader', { name: '主要工种' }).count()).toBe(0);
  await page.reload();
  await page.getByRole('heading', { name: '班组管理' }).waitFor();
  await page.locator('tbody tr').first().waitFor();
  await expect.poll(() => page.getByRole('columnheader', { name: '主要工种' }).count()).toBe(0);
  await expect.poll(() => page.getByRole('columnheader', { name: '班组名称' }).count()).toBe(1);
});

// The form's refusal (请选择退场日期, the reason kept) and the body sent are checked in jsdom against the mock:
// packages/console/src/app/screens/misc-forms.screen.test.tsx. Here the journey: the row's 退场 sends and closes.
it('退场 opens a form from the row, then sends and shows the server message', async () => {
  await page.getByRole('button', { name: '退场' }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  await expect.poll(() => dialog.getByRole('heading').textContent()).toMatch(/^班组退场：/);
  await dialog.getByLabel('退场原因').fill('主体结构完工');
  await dialog.getByLabel('退场日期').fill('2026-11-23');
  await dialog.getByRole('button', { name: '确定' }).click();
  await page.getByText('操作成功').waitFor();
  await dialog.waitFor({ state: 'detached' });
});

it('virtual mode: a 3,000-row batch keeps few rows in the DOM, scrolls without adding or removing rows, reaches the last row, and shows and hides a column', async () => {
  const N = 3000;
  const list = uploadBatch(N, { batch: 'B-VIRTUAL', first: 200000 });
  // The batch is added to this test's world in the mock, which pages and filters it as the back-end would.
  await ctx.mock.addRows('listHelmetUploadRows', list);
  await page.goto(`${stack.url}#/hat/upload?batch_id=B-VIRTUAL`);
  const box = page.locator('section[data-page][data-active] [data-virtual]');
  const rows = box.locator('tbody tr:not([aria-hidden])');
  await rows.filter({ hasText: 'HAT200000' }).waitFor();
  await page.getByText(`共 ${N} 条`, { exact: true }).waitFor();
  expect(await rows.count()).toBeLessThan(40);

  // Away from the top, count the rows added to or removed from the table while the view moves by whole screens,
  // by part of a row and by a few rows: the same <tr>s stay and only their content changes. (The view holds one
  // row more when it cuts two rows in part, so a move may add or remove that one row.)
  await box.evaluate((el) => (el.scrollTop = 20_000));
  await expect.poll(() => box.evaluate((el) => el.scrollTop)).toBe(20_000);
  await rows.filter({ hasText: '工人489' }).first().waitFor();
  await box.evaluate((el) => {
    const w = window as unknown as { changedRows: number };
    w.changedRows = 0;
    const isRow = (n: Node) => n instanceof HTMLTableRowElement && !n.hasAttribute('aria-hidden');
    new MutationObserver((records) => {
      for (const r of records) w.changedRows += [...r.addedNodes, ...r.removedNodes].filter(isRow).length;
    }).observe(el.querySelector('tbody')!, { childList: true });
  });
  const changed: number[] = [];
  for (const by of [560, 560, 17, 123, 41 * 3, -560, 2000]) {
    await box.evaluate((el, d) => (el.scrollTop += d), by);
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    changed.push(
      await page.evaluate(() => {
        const w = window as unknown as { changedRows: number };
        const n = w.changedRows;
        w.changedRows = 0;
        return n;
      }),
    );
  }
  expect(Math.max(...changed)).toBeLessThanOrEqual(1);
  // The browser does not move the view by itself (no scroll anchoring on the rows that change under it).
  expect(await box.evaluate((el) => el.scrollTop)).toBe(20_000 + 560 + 560 + 17 + 123 + 123 - 560 + 2000);
  const shown = (await rows.first().textContent()) ?? '';
  expect(Number(/工人(\d+)/.exec(shown)?.[1])).toBeGreaterThan(450);

  await box.evaluate((el) => (el.scrollTop = el.scrollHeight));
  await rows.filter({ hasText: `工人${N}` }).waitFor();
  expect(await rows.count()).toBeLessThan(40);
  await page.screenshot({ path: `${ARTIFACTS}/virtual-list-end.png` });

  // A worker batch starts without 手机号 (the sheet has none). Showing it from the 列 menu adds its header and its
  // cell to every drawn row; hiding it again takes both away.
  const section = page.locator('section[data-page][data-active]');
  const cells = () => rows.last().locator('td').count();
  const before = await cells();
  await expect.poll(() => box.getByRole('columnheader', { name: '手机号' }).count()).toBe(0);
  await section.getByRole('button', { name: '显示列' }).click();
  await page.getByRole('checkbox', { name: '手机号' }).check();
  await expect.poll(() => box.getByRole('columnheader', { name: '手机号' }).count()).toBe(1);
  await expect.poll(cells).toBe(before + 1);
  await expect.poll(() => rows.last().textContent()).toContain(`工人${N}`);
  await page.getByRole('checkbox', { name: '手机号' }).uncheck();
  await expect.poll(cells).toBe(before);
  await page.keyboard.press('Escape');
});

it('no console errors or uncaught exceptions', () => {
  expect(ctx.problems).toEqual([]);
});
