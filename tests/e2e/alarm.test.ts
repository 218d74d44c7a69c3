// 报警管理 (001 §7.6): 滞留 and 静止 alarms with stat cards and export, restricted-area points (delete after a
// confirmation, export), their alert records, the white list (add with people picked from personPage, remove),
// the SMS alarm setting form and the SMS send records.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ARTIFACTS } from '../lib/browser';
import { chooseOption } from '../lib/combobox';
import { openConsole, type ConsolePage } from '../lib/console-page';
import { signIn } from '../lib/sign-in';

// Visited pages stay alive (hidden) in the tab cache: table locators look at the visible page only.
let ctx: ConsolePage;
let page: Page;
let stack: ConsolePage['stack'];

beforeAll(async () => {
  ctx = await openConsole(undefined, { mode: 'examples' }); // written against the example answers: not yet moved to the world
  ({ page, stack } = ctx);
  await signIn(page, stack.url);
  await page.getByRole('heading', { name: /王建华，/ }).waitFor();
});
afterAll(() => ctx?.close());

const open = async (menuUrl: string, heading: string) => {
  await page.goto(`${stack.url}#${menuUrl}`);
  await page.getByRole('heading', { name: heading }).waitFor();
};

const rowsAndTotal = async () => {
  await page.locator('tbody:visible tr').first().waitFor();
  await expect.poll(() => page.locator('tbody:visible tr').count()).toBeGreaterThanOrEqual(5);
  await expect.poll(() => page.getByRole('navigation', { name: '分页' }).textContent()).toMatch(/共 \d+ 条/);
};

/** The server's message shows as a toast; wait until it is gone so the next step cannot see a stale one. */
const serverSaid = async () => {
  const toast = page.getByText('操作成功');
  await toast.waitFor();
  await toast.waitFor({ state: 'detached' });
};

const exportDownloads = async () => {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: '导出' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
};

it('滞留报警 opens from the side menu with its stat cards, rows, total line and export', async () => {
  const nav = page.getByRole('navigation', { name: '侧边菜单' });
  await nav.getByRole('button', { name: '报警管理' }).click();
  await nav.getByRole('link', { name: '滞留报警' }).click();
  await page.getByRole('heading', { name: '滞留报警明细' }).waitFor();
  expect(new URL(page.url()).hash).toBe('#/alarm/stayin');
  const stats = page.getByRole('region', { name: '滞留报警统计' });
  await stats.getByText('报警次数').waitFor();
  await expect.poll(() => stats.textContent()).toContain('地下车库');
  await expect.poll(() => stats.textContent()).toMatch(/报警次数9/);
  await expect.poll(() => stats.textContent()).toContain('57 分钟');
  await rowsAndTotal();
  await expect.poll(() => page.locator('tbody:visible').textContent()).toContain('王强');
  await expect.poll(() => page.locator('tbody:visible').getByText('已关闭').count()).toBeGreaterThan(0);
  await page.screenshot({ path: `${ARTIFACTS}/alarm-stayin.png`, fullPage: true });
  await exportDownloads();
});

it('滞留报警 keeps the date range in the URL and the cards follow it', async () => {
  await page.getByLabel('开始日期').filter({ visible: true }).fill('2026-11-01');
  await page.getByLabel('结束日期').filter({ visible: true }).fill('2026-11-23');
  await page.getByRole('button', { name: '搜索' }).click();
  await expect.poll(() => new URL(page.url()).hash).toContain('startDate=2026-11-01');
  expect(new URL(page.url()).hash).toContain('endDate=2026-11-23');
  await page.reload();
  await page.getByRole('heading', { name: '滞留报警明细' }).waitFor();
  await expect.poll(() => page.getByLabel('开始日期').filter({ visible: true }).inputValue()).toBe('2026-11-01');
  await page.getByRole('region', { name: '滞留报警统计' }).getByText('地下车库').waitFor();
});

it('静止报警 shows the same layout with its own calls', async () => {
  await open('/alarm/stationary', '静止报警明细');
  const stats = page.getByRole('region', { name: '静止报警统计' });
  await expect.poll(() => stats.textContent()).toMatch(/报警次数7/);
  await expect.poll(() => stats.textContent()).toContain('最长静止时长');
  await rowsAndTotal();
  await expect.poll(() => page.locator('tbody:visible').textContent()).toContain('刘洋');
  await expect.poll(() => page.getByRole('columnheader', { name: '静止时长' }).count()).toBe(1);
  await page.screenshot({ path: `${ARTIFACTS}/alarm-stationary.png`, fullPage: true });
  await exportDownloads();
});

it('禁区点位 lists the points, deletes one after a confirmation, and exports', async () => {
  await open('/alarm/forbiddenPoint', '禁区点位');
  await rowsAndTotal();
  await expect.poll(() => page.locator('tbody:visible').textContent()).toContain('塔吊回转半径');
  await expect.poll(() => page.locator('tbody:visible').getByText('重大').count()).toBeGreaterThan(0);
  await page.screenshot({ path: `${ARTIFACTS}/alarm-forbidden-point.png`, fullPage: true });
  await page.getByRole('button', { name: '删除' }).first().click();
  const confirm = page.getByRole('alertdialog');
  await expect.poll(() => confirm.textContent()).toContain('塔吊回转半径');
  await confirm.getByRole('button', { name: '取消' }).click();
  await confirm.waitFor({ state: 'detached' });
  await page.getByRole('button', { name: '删除' }).first().click();
  await confirm.getByRole('button', { name: '删除' }).click();
  await serverSaid();
  await exportDownloads();
});

it('禁区告警记录 lists the alerts with their closed-loop status and exports', async () => {
  await open('/alarm/alertRecord', '禁区告警记录');
  await rowsAndTotal();
  await expect.poll(() => page.locator('tbody:visible').textContent()).toContain('李伟');
  await expect.poll(() => page.locator('tbody:visible').getByText('已派发').count()).toBeGreaterThan(0);
  expect(
    await page.getByLabel('禁区', { exact: true }).filter({ visible: true }).locator('option').count(),
  ).toBeGreaterThan(1);
  await page.screenshot({ path: `${ARTIFACTS}/alarm-alert-record.png`, fullPage: true });
  await exportDownloads();
});

it('白名单 add refuses a form without project and person keeping the reason, then adds with the server message', async () => {
  await open('/alarm/whiteList', '禁区白名单');
  await rowsAndTotal();
  await expect.poll(() => page.locator('tbody:visible').textContent()).toContain('吴静');
  await page.screenshot({ path: `${ARTIFACTS}/alarm-white-list.png`, fullPage: true });
  await page.getByRole('button', { name: '添加白名单' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  await dialog.getByLabel('加入原因').fill('塔吊附着钢筋绑扎作业');
  await dialog.getByRole('button', { name: '确定' }).click();
  await dialog.getByRole('alert').filter({ hasText: '请选择项目' }).waitFor();
  await dialog.getByRole('alert').filter({ hasText: '请选择人员' }).waitFor();
  await expect.poll(() => dialog.getByLabel('加入原因').inputValue()).toBe('塔吊附着钢筋绑扎作业');
  await chooseOption(dialog.getByLabel('项目'), '滨江花园二期住宅项目', '滨江');
  const people = dialog.getByRole('list', { name: '可选人员' });
  await people.getByRole('checkbox').first().waitFor();
  await people.getByRole('checkbox', { disabled: false }).first().check();
  await dialog.getByRole('group', { name: '适用禁区' }).getByRole('checkbox').first().check();
  await page.screenshot({ path: `${ARTIFACTS}/alarm-white-list-add.png` });
  await dialog.getByRole('button', { name: '确定' }).click();
  await serverSaid();
  await dialog.waitFor({ state: 'detached' });
});

it('白名单 移出 asks first, then removes', async () => {
  await page.getByRole('button', { name: '移出' }).first().click();
  const confirm = page.getByRole('alertdialog');
  await expect.poll(() => confirm.textContent()).toContain('移出白名单');
  await confirm.getByRole('button', { name: '移出' }).click();
  await confirm.waitFor({ state: 'detached' });
  await serverSaid();
});

it('白名单 row selection: the bar counts what is selected, 全选本页 takes the page, 批量移出 asks first, 取消选择 clears', async () => {
  const section = page.locator('section[data-page][data-active]');
  const rows = section.getByRole('checkbox', { name: '选择此行' });
  const onPage = await rows.count();
  expect(onPage).toBeGreaterThanOrEqual(2);
  const bar = section.getByRole('status').filter({ hasText: '已选择' });
  await expect.poll(() => bar.count()).toBe(0);
  await rows.nth(0).check();
  await rows.nth(1).check();
  await expect.poll(() => bar.textContent()).toContain('已选择 2 项');
  await rows.nth(1).uncheck();
  await expect.poll(() => bar.textContent()).toContain('已选择 1 项');
  await section.getByRole('checkbox', { name: '全选本页' }).check();
  await expect.poll(() => bar.textContent()).toContain(`已选择 ${onPage} 项`);
  await bar.getByRole('button', { name: '批量移出' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect.poll(() => confirm.textContent()).toContain(String(onPage));
  await confirm.getByRole('button', { name: '取消' }).click();
  await confirm.waitFor({ state: 'detached' });
  await expect.poll(() => bar.textContent()).toContain(`已选择 ${onPage} 项`);
  await bar.getByRole('button', { name: '取消选择' }).click();
  await bar.waitFor({ state: 'detached' });
  await expect.poll(() => rows.nth(0).isChecked()).toBe(false);
});

it('短信报警设置 shows the saved setting, refuses a bad threshold keeping it, then saves with the server message', async () => {
  await open('/alarm/smsSetting', '短信报警设置');
  const form = page.getByRole('form', { name: '短信报警设置' });
  await form.waitFor();
  await expect.poll(() => form.getByRole('switch', { name: '短信报警开关' }).getAttribute('aria-checked')).toBe('true');
  await expect.poll(() => form.getByRole('checkbox', { name: '闯入禁区' }).isChecked()).toBe(true);
  await expect.poll(() => form.getByRole('checkbox', { name: '静止' }).isChecked()).toBe(false);
  await expect.poll(() => form.getByLabel('下班后滞留超过').inputValue()).toBe('30');
  await expect.poll(() => form.locator('tbody').textContent()).toContain('吴静');
  await page.screenshot({ path: `${ARTIFACTS}/alarm-sms-setting.png`, fullPage: true });
  await form.getByLabel('电量低于').fill('120');
  await form.getByRole('button', { name: '保存设置' }).click();
  await form.getByRole('alert').filter({ hasText: '低电量阈值请输入 1–100 的整数' }).waitFor();
  await expect.poll(() => form.getByLabel('电量低于').inputValue()).toBe('120');
  await form.getByLabel('电量低于').fill('15');
  await form.getByRole('checkbox', { name: '静止' }).check();
  await chooseOption(form.getByLabel('选择接收人'), '郑浩（施工员） 13905710003', '郑浩');
  await form.getByRole('button', { name: '添加接收人' }).click();
  await expect.poll(() => form.locator('tbody').textContent()).toContain('郑浩');
  await form.getByRole('button', { name: '保存设置' }).click();
  await serverSaid();
  // The 项目 picker is the searchable select: another project loads its own setting.
  const other = page.waitForRequest(
    (r) => r.url().includes('/contract/msmalarm/get') && new URL(r.url()).searchParams.get('projectId') === '1002',
  );
  await chooseOption(page.getByRole('combobox', { name: '项目', exact: true }), '城南地铁5号线土建03标', '城南');
  await other;
});

it('短信发送记录 lists the SMS with their send status and exports', async () => {
  await open('/alarm/smsRecord', '短信发送记录');
  await rowsAndTotal();
  await expect.poll(() => page.locator('tbody:visible').getByText('发送成功').count()).toBeGreaterThan(0);
  await expect.poll(() => page.locator('tbody:visible').getByText('发送失败').count()).toBeGreaterThan(0);
  await page.screenshot({ path: `${ARTIFACTS}/alarm-sms-record.png`, fullPage: true });
  await exportDownloads();
});

it('滞留报警 draws the daily trend and sums the period up per worker in the 按人员汇总 tab', async () => {
  await open('/alarm/stayin', '滞留报警明细');
  const current = page.locator('section[data-page][data-active]');
  await current.getByRole('heading', { name: '滞留报警按日趋势' }).waitFor();
  await current.locator('.recharts-bar').first().waitFor();
  await current.getByRole('tab', { name: '按人员汇总' }).click();
  await current.getByRole('heading', { name: '滞留人员汇总' }).waitFor();
  await current.locator('tbody tr').first().waitFor();
  await expect.poll(() => current.getByRole('navigation', { name: '分页' }).textContent()).toMatch(/共 \d+ 条/);
  await expect.poll(() => current.locator('thead').textContent()).toContain('累计滞留时长');
  expect(new URL(page.url()).hash).toContain('tab=worker');
  await page.screenshot({ path: `${ARTIFACTS}/alarm-stayin-worker.png`, fullPage: true });
});

it('静止报警 draws its own daily trend', async () => {
  await open('/alarm/stationary', '静止报警明细');
  const current = page.locator('section[data-page][data-active]');
  await current.getByRole('heading', { name: '静止报警按日趋势' }).waitFor();
  await current.locator('.recharts-bar').first().waitFor();
});

it('短信报警设置 接收人 lists every receiver and 查看 shows one configuration', async () => {
  page.setDefaultTimeout(8000);
  await open('/alarm/smsSetting', '短信报警设置');
  const current = page.locator('section[data-page][data-active]');
  await current.getByRole('tab', { name: '接收人' }).click();
  await current.getByRole('heading', { name: '短信接收人' }).waitFor();
  await current.locator('tbody tr').first().waitFor();
  await expect.poll(() => current.getByRole('navigation', { name: '分页' }).textContent()).toMatch(/共 \d+ 条/);
  await page.screenshot({ path: `${ARTIFACTS}/alarm-sms-receiver.png`, fullPage: true });
  await current.getByRole('button', { name: '查看' }).first().click();
  const dialog = page.getByRole('dialog', { name: '接收人配置' });
  await dialog.getByText('接收的报警类型').waitFor();
  await dialog.getByText('近30天短信').waitFor();
  await dialog.getByRole('button', { name: '关闭' }).last().click();
  await dialog.waitFor({ state: 'detached' });
});

it('no console errors', () => expect(ctx.problems).toEqual([]));
