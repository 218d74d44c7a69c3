// A message never stands in the way of the screen under it. sonner keeps a toast on screen while the pointer is over
// it; with toasts that took the pointer, three 导出完成 messages stacked over 出勤明细's tabs and held themselves there
// while the pointer rested on them, and the click meant for 工人月度考勤表 landed on a toast (a CI failure of
// attendance.test.ts). The console's toasts let the pointer through: what lies at a toast's place is the control
// beneath, a click there reaches it, and a hovered toast still goes when its time is up.
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
const toasts = () => page.locator('[data-sonner-toast]');

it('a click at a toast’s place reaches the tab beneath it, and a hovered toast still goes', async () => {
  await page.goto(`${ctx.stack.url}#/attendance/projectDetail`);
  await view().getByRole('heading', { name: '出勤明细（按参建单位）' }).waitFor();
  const exportButton = view().getByRole('button', { name: '导出', exact: true }).first();
  for (let i = 0; i < 3; i++) {
    const download = page.waitForEvent('download');
    await exportButton.click();
    await download;
  }
  await expect.poll(() => toasts().filter({ hasText: '导出完成' }).count()).toBe(3);

  // Rest the pointer on the newest toast (it expands the stack over the tabs, as a user's pointer on its way would).
  const front = toasts().filter({ hasText: '导出完成' }).last();
  const box = (await front.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);

  // Whatever toast covers the tab, the element at the tab's centre is the tab.
  const tab = view().getByRole('tab', { name: '工人月度考勤表' });
  const tabBox = (await tab.boundingBox())!;
  const at = { x: tabBox.x + tabBox.width / 2, y: tabBox.y + tabBox.height / 2 };
  const hit = await page.evaluate(({ x, y }) => {
    const el = document.elementFromPoint(x, y);
    return { tab: el?.closest('[role="tab"]')?.textContent ?? null, toast: !!el?.closest('[data-sonner-toast]') };
  }, at);
  expect(hit).toEqual({ tab: '工人月度考勤表', toast: false });
  await page.mouse.click(at.x, at.y);
  await view()
    .getByRole('heading', { name: /^工人月度考勤表（/ })
    .waitFor();

  // The pointer back over where the toasts are: they still leave when their time is up (sonner holds a hovered one).
  const again = (await toasts().first().boundingBox()) ?? box;
  await page.mouse.move(again.x + again.width / 2, again.y + again.height / 2);
  await expect.poll(() => toasts().count(), { timeout: 12_000 }).toBe(0);
});
