// A message never stands in the way of the screen under it. sonner keeps a toast on screen while the pointer is over
// it; with toasts that took the pointer, three 导出完成 messages stacked over 出勤明细's tabs and held themselves there
// while the pointer rested on them, and the click meant for 工人月度考勤表 landed on a toast (a CI failure of
// attendance.test.ts). The console's toasts let the pointer through: what lies at a toast's place is what is beneath
// it, and a hovered toast still goes when its time is up.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openSignedIn, type ConsolePage } from '../lib/console-page';

let ctx: ConsolePage;
let page: Page;
beforeAll(async () => {
  ctx = await openSignedIn();
  page = ctx.page;
});
afterAll(() => ctx?.close());

const view = () => page.locator('section[data-page][data-active]');

it('the element at a toast’s place is what lies beneath it, and a hovered toast still goes', async () => {
  await page.goto(`${ctx.stack.url}#/attendance/projectDetail`);
  await view().getByRole('heading', { name: '出勤明细（按参建单位）' }).waitFor();
  const download = page.waitForEvent('download');
  await view().getByRole('button', { name: '导出', exact: true }).first().click();
  await download;
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: '导出完成' });
  await toast.waitFor();
  const box = (await toast.boundingBox())!;
  const centre = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  // The pointer rests on the toast, as a user's on the way to a control beneath it would.
  await page.mouse.move(centre.x, centre.y);
  const hit = await page.evaluate(({ x, y }) => {
    const el = document.elementFromPoint(x, y);
    return { inToast: Boolean(el?.closest('[data-sonner-toast]')), tag: el?.tagName ?? null };
  }, centre);
  expect(hit.inToast).toBe(false);
  expect(hit.tag).not.toBeNull();
  // Hovered, it still leaves when its time is up (1.5 s; sonner holds a toast the pointer is over).
  await expect.poll(() => toast.count(), { timeout: 10_000 }).toBe(0);
});
