// 安全帽管理 and 任务台账 screens end to end: the helmet lists with bind (exact bindhat body) and return, the bulk
// upload flow (upload → batch rows → confirm/delete), the usage history, the task ledger with cancellation,
// cancellation records, xlsx and Word exports and the detail route, and the special task ledger.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ARTIFACTS } from '../lib/browser';
import { openConsole, type ConsolePage } from '../lib/console-page';
import { signIn } from '../lib/sign-in';
import { worldApi } from '../lib/world-api';

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

const open = async (hash: string, heading: string) => {
  await page.goto(`${stack.url}#${hash}`);
  await page.getByRole('heading', { name: heading, exact: true }).waitFor();
};
const rowsShown = async (min = 5) => {
  await page.locator('[data-page]:not([aria-hidden="true"]) tbody tr').first().waitFor();
  await expect
    .poll(() => page.locator('[data-page]:not([aria-hidden="true"]) tbody tr').count())
    .toBeGreaterThanOrEqual(min);
};
const totalLine = () =>
  page.locator('[data-page]:not([aria-hidden="true"])').getByRole('navigation', { name: '分页' }).textContent();
const serverMessage = (text = '操作成功') => page.getByText(text).first().waitFor();

it('工人安全帽 opens from the side menu with rows, helmet state and the total line', async () => {
  const nav = page.getByRole('navigation', { name: '侧边菜单' });
  await nav.getByRole('button', { name: '安全帽管理' }).click();
  await nav.getByRole('link', { name: '工人安全帽' }).click();
  await page.getByRole('heading', { name: '工人安全帽', exact: true }).waitFor();
  expect(new URL(page.url()).hash).toBe('#/hat/worker');
  await rowsShown(8);
  expect(await totalLine()).toMatch(/共 236 条/);
  await expect.poll(() => page.getByRole('cell', { name: 'HAT-A0001' }).count()).toBe(1);
  await expect.poll(() => page.getByText('电量 18%').count()).toBe(1);
  await page.screenshot({ path: `${ARTIFACTS}/hat-worker.png`, fullPage: true });
});

it('归还 asks for confirmation, refuses 遗失 without a note keeping the choice, then returns', async () => {
  await page.getByRole('button', { name: '归还' }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  await expect.poll(() => dialog.getByRole('heading').textContent()).toBe('归还安全帽：HAT-A0001');
  await dialog.getByText(/确定解除 张建国 与安全帽/).waitFor();
  await dialog.getByLabel('遗失').check();
  await dialog.getByRole('button', { name: '确定归还' }).click();
  await dialog.getByText('损坏或遗失请填写情况说明').waitFor();
  await expect.poll(() => dialog.getByLabel('遗失').isChecked()).toBe(true);
  await dialog.getByLabel('情况说明').fill('高处作业时坠落，未找回');
  const [request] = await Promise.all([
    page.waitForRequest((r) => r.url().endsWith('/star/laborhat/returnhat')),
    dialog.getByRole('button', { name: '确定归还' }).click(),
  ]);
  expect(request.postDataJSON()).toEqual({
    innerid: 'HAT-A0001',
    id: 4001,
    return_type: 3,
    remark: '高处作业时坠落，未找回',
  });
  await serverMessage();
  await dialog.waitFor({ state: 'detached' });
});

it('管理人员安全帽 binds an unbound helmet with exactly innerid, name, id, batch_id', async () => {
  await open('/hat/manager', '管理人员安全帽');
  await rowsShown(7);
  expect(await totalLine()).toMatch(/共 12 条/);
  await page.screenshot({ path: `${ARTIFACTS}/hat-manager.png`, fullPage: true });
  // Only 林峰 has no helmet: 绑定 on his row, 归还 on the others.
  await expect.poll(() => page.getByRole('button', { name: '绑定' }).count()).toBe(1);
  await expect.poll(() => page.getByRole('button', { name: '归还' }).count()).toBe(6);
  await page.getByRole('row', { name: /林峰/ }).getByRole('button', { name: '绑定' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('heading', { name: '绑定安全帽：林峰' }).waitFor();
  await dialog.getByRole('radio').first().waitFor();
  await expect.poll(() => dialog.getByRole('radio').count()).toBe(6);
  await dialog.getByLabel('安全帽编号').fill('hat-m');
  await expect.poll(() => dialog.getByRole('radio').count()).toBe(2);
  await dialog.getByRole('button', { name: '确定' }).click();
  await dialog.getByText('请选择要绑定的安全帽').waitFor();
  await expect.poll(() => dialog.getByLabel('安全帽编号').inputValue()).toBe('hat-m');
  await dialog.getByRole('radio', { name: 'HAT-M0008' }).check();
  await page.screenshot({ path: `${ARTIFACTS}/hat-bind-dialog.png` });
  const [request] = await Promise.all([
    page.waitForRequest((r) => r.url().endsWith('/star/laborhat/bindhat')),
    dialog.getByRole('button', { name: '确定' }).click(),
  ]);
  expect(request.postDataJSON()).toEqual({ innerid: 'HAT-M0008', name: '林峰', id: 5005, batch_id: 'B20261120001' });
  await serverMessage();
  await dialog.waitFor({ state: 'detached' });
});

it('批量导入 refuses a missing or non-Excel file, uploads, lists the batch and confirms and deletes rows', async () => {
  await open('/hat/upload', '上传绑定表');
  await page.getByRole('button', { name: '上传', exact: true }).click();
  await page.getByText('请选择要上传的 Excel 文件').waitFor();
  await page
    .getByLabel('绑定表文件')
    .setInputFiles({ name: '名单.csv', mimeType: 'text/csv', buffer: Buffer.from('a,b') });
  await page.getByRole('button', { name: '上传', exact: true }).click();
  await page.getByText('只支持 .xlsx、.xls 格式的文件').waitFor();
  await page.getByLabel('导入类型').selectOption('manager');
  await page.getByLabel('绑定表文件').setInputFiles({
    name: '管理人员安全帽绑定导入.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: Buffer.from('PK fake sheet'),
  });
  const [upload, list] = await Promise.all([
    page.waitForRequest((r) => r.url().endsWith('/star/laborhat/uploadmanager')),
    page.waitForRequest((r) => r.url().includes('/star/laborhat/uploadlist')),
    page.getByRole('button', { name: '上传', exact: true }).click(),
  ]);
  expect(upload.headers()['content-type']).toMatch(/^multipart\/form-data/);
  const query = new URL(list.url()).searchParams;
  expect(Object.fromEntries(query)).toEqual({ batch_id: 'B20261123001', page: '1', limit: '10000' });
  await serverMessage('上传成功');
  await page.getByText(/批次 B20261123001：共 5 行，校验通过 4 行/).waitFor();
  expect(new URL(page.url()).hash).toContain('batch_id=B20261123001');
  await rowsShown(5);
  // The batch scrolls in one table (no pager); the total line still says how many rows came.
  const active = page.locator('[data-page]:not([aria-hidden="true"])');
  await expect.poll(() => active.getByText('共 5 条', { exact: true }).count()).toBe(1);
  await expect.poll(() => active.getByRole('navigation', { name: '分页' }).count()).toBe(0);
  await expect.poll(() => page.getByLabel('批次号').inputValue()).toBe('B20261123001');
  // A manager batch shows the sheet's columns and the check; 人员类型, 身份证号 and 上传时间 wait in the 列 menu.
  await active.getByRole('heading', { name: '上传明细 · 管理人员安全帽' }).waitFor();
  await expect
    .poll(() => active.locator('[data-virtual]').getByRole('columnheader').allTextContents())
    .toEqual(['安全帽编号', '姓名', '手机号', '班组/岗位', '状态', '校验结果', '操作']);
  await page.screenshot({ path: `${ARTIFACTS}/hat-upload.png`, fullPage: true });
  // Two rows wait (确认), the failed one can only be deleted, confirmed ones have no action.
  await expect.poll(() => page.getByRole('button', { name: '确认', exact: true }).count()).toBe(2);
  await expect.poll(() => page.getByRole('button', { name: '删除', exact: true }).count()).toBe(3);
  await page.getByRole('row', { name: /林峰/ }).getByRole('button', { name: '确认' }).click();
  const confirm = page.getByRole('alertdialog');
  await confirm.getByText('确认后 林峰 将绑定安全帽 HAT-M0005，确定吗？').waitFor();
  const [sure] = await Promise.all([
    page.waitForRequest((r) => r.url().endsWith('/star/laborhat/sure')),
    confirm.getByRole('button', { name: '确认绑定' }).click(),
  ]);
  expect(sure.postDataJSON()).toEqual({ id: 180001 });
  await serverMessage();
  // Row actions keep their places (删除 is second on every row), and on this short page the help ball (seed 000 §2)
  // floats over the last row's 删除: the keyboard reaches the button under it.
  await page.getByRole('row', { name: /郑浩/ }).getByRole('button', { name: '删除' }).press('Enter');
  const [del] = await Promise.all([
    page.waitForRequest((r) => r.url().endsWith('/star/laborhat/del')),
    page.getByRole('alertdialog').getByRole('button', { name: '删除' }).click(),
  ]);
  expect(del.postDataJSON()).toEqual({ id: 180005 });
  await serverMessage();
});

const xlsx = (name: string) => ({
  name,
  mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  buffer: Buffer.from('PK fake sheet'),
});

it('批量导入 旁站人员名单: template, upload, the batch with observer types, a failed row deleted', async () => {
  const active = page.locator('section[data-page][data-active]');
  await active.getByLabel('导入类型').selectOption('observation');
  expect(new URL(page.url()).hash).toContain('kind=observation');
  const [template] = await Promise.all([
    page.waitForEvent('download'),
    active.getByRole('button', { name: '下载模板' }).click(),
  ]);
  expect(template.suggestedFilename()).toMatch(/\.xlsx$/);
  await active.getByLabel('绑定表文件').setInputFiles(xlsx('旁站人员导入.xlsx'));
  const [upload, list] = await Promise.all([
    page.waitForRequest((r) => r.url().endsWith('/pc/observation/upload')),
    page.waitForRequest((r) => r.url().includes('/pc/observation/uploadlist')),
    active.getByRole('button', { name: '上传', exact: true }).click(),
  ]);
  expect(upload.headers()['content-type']).toMatch(/^multipart\/form-data/);
  expect(Object.fromEntries(new URL(list.url()).searchParams)).toEqual({
    batch_id: 'B20261123003',
    page: '1',
    limit: '10000',
  });
  await serverMessage('上传成功');
  await active.getByRole('heading', { name: '上传明细 · 旁站人员名单' }).waitFor();
  await active.getByRole('cell', { name: '陶建平' }).waitFor();
  await expect.poll(() => active.locator('tbody tr').count()).toBe(5);
  for (const t of ['总包旁站', '分包旁站', '监理旁站', '安全观察员'])
    await expect.poll(() => active.getByText(t, { exact: true }).count()).toBeGreaterThan(0);
  // Like the helmet rows, each row is confirmed on its own; the failed row cannot be confirmed, only deleted.
  await active.getByText(/校验失败 1 行（不能确认，只能删除）/).waitFor();
  await expect.poll(() => active.getByRole('button', { name: '确认', exact: true }).count()).toBe(4);
  await expect
    .poll(() => active.getByRole('row', { name: /邓丽/ }).getByRole('button', { name: '确认', exact: true }).count())
    .toBe(0);
  await page.screenshot({ path: `${ARTIFACTS}/hat-upload-observation.png`, fullPage: true });
  // The last row's action sits under the floating help button: press it from the keyboard.
  await active.getByRole('row', { name: /邓丽/ }).getByRole('button', { name: '删除' }).focus();
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('alertdialog');
  await confirm.getByText('确定从本批次删除 邓丽 这一行吗？').waitFor();
  const [del] = await Promise.all([
    page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/pc/observation/del')),
    confirm.getByRole('button', { name: '删除' }).click(),
  ]);
  expect(del.postDataJSON()).toEqual({ id: 210005 });
  await serverMessage();
  await confirm.waitFor({ state: 'detached' });
});

it('批量导入 管理人员名单: upload, delete the failed row, then confirm a row by its id', async () => {
  // Against the mock's world: it parses the sheet, and the deleted row leaves the batch for the server too.
  await ctx.worldForThisTest();
  const active = page.locator('section[data-page][data-active]');
  await active.getByLabel('导入类型').selectOption('roster');
  const [template] = await Promise.all([
    page.waitForEvent('download'),
    active.getByRole('button', { name: '下载模板' }).click(),
  ]);
  expect(template.suggestedFilename()).toMatch(/\.xlsx$/);
  // The template's columns filled in: four people, and 吴静 without the required 身份证号 (the row that fails).
  const sheet = await rosterSheet(Buffer.concat(await (await template.createReadStream()).toArray()), [
    { 姓名: '沈佳怡', 身份证号: '330104199506124543', 手机号: '13905710025', 岗位: '资料员' },
    { 姓名: '唐志远', 身份证号: '330122198809151216', 手机号: '13905710026', 岗位: '质量员' },
    { 姓名: '邵宇航', 身份证号: '330183199302117875', 手机号: '13905710027', 岗位: '施工员' },
    { 姓名: '罗晓燕', 身份证号: '330106199011203662', 手机号: '13905710028', 岗位: '材料员' },
    { 姓名: '吴静', 身份证号: '', 手机号: '13905710029', 岗位: '专职安全员' },
  ]);
  await active.getByLabel('绑定表文件').setInputFiles({ ...xlsx('管理人员导入.xlsx'), buffer: sheet });
  const [, list] = await Promise.all([
    page.waitForRequest((r) => r.url().endsWith('/pc/manager/upload')),
    page.waitForRequest((r) => r.url().includes('/pc/manager/uploadlist?batch_id=')),
    active.getByRole('button', { name: '上传', exact: true }).click(),
  ]);
  // The batch as the world holds it.
  const batch = new URL(list.url()).searchParams.get('batch_id')!;
  const api = await worldApi(ctx);
  const batchRows = async () =>
    (await api.GET('/pc/manager/uploadlist', { params: { query: { batch_id: batch, page: 1, limit: 10000 } } })).data!
      .list;
  const rows = await batchRows();
  expect(rows.map((r) => r.name)).toEqual(['沈佳怡', '唐志远', '邵宇航', '罗晓燕', '吴静']);
  const failed = rows.filter((r) => r.check_status === 2);
  expect(failed.map((r) => r.name)).toEqual(['吴静']);
  await active.getByRole('cell', { name: '沈佳怡' }).waitFor();
  await expect.poll(() => active.getByText('共 5 条', { exact: true }).count()).toBe(1);
  await expect.poll(() => active.getByRole('button', { name: '确认', exact: true }).count()).toBe(4);
  // The last row's action sits under the floating help button: press it from the keyboard.
  await active.getByRole('row', { name: /吴静/ }).getByRole('button', { name: '删除' }).focus();
  await page.keyboard.press('Enter');
  const [del] = await Promise.all([
    page.waitForRequest((r) => r.url().endsWith('/pc/manager/del')),
    page.getByRole('alertdialog').getByRole('button', { name: '删除' }).click(),
  ]);
  expect(del.method()).toBe('POST');
  expect(del.postDataJSON()).toEqual({ id: failed[0]!.id });
  await serverMessage();
  await active.getByText('共 4 条', { exact: true }).waitFor();
  await active.getByText('待确认 4 行').waitFor();
  expect((await batchRows()).map((r) => r.name)).toEqual(['沈佳怡', '唐志远', '邵宇航', '罗晓燕']);
  await active
    .getByRole('row', { name: /沈佳怡/ })
    .getByRole('button', { name: '确认', exact: true })
    .click();
  const confirm = page.getByRole('alertdialog');
  await confirm.getByText('确认后 沈佳怡 将写入项目管理人员名单（填了安全帽编号的同时绑定），确定吗？').waitFor();
  await page.screenshot({ path: `${ARTIFACTS}/hat-upload-roster.png`, fullPage: true });
  const [sure] = await Promise.all([
    page.waitForRequest((r) => r.url().endsWith('/pc/manager/sure')),
    confirm.getByRole('button', { name: '确认导入' }).click(),
  ]);
  expect(sure.postDataJSON()).toEqual({ id: rows.find((r) => r.name === '沈佳怡')!.id });
  await serverMessage();
  await confirm.waitFor({ state: 'detached' });
});

/** A sheet with the downloaded roster template's header row and `rows` under it (cells by the header's titles). */
async function rosterSheet(template: Buffer, rows: Record<string, string>[]): Promise<Buffer> {
  const { default: ExcelJS } = await import('exceljs');
  const read = new ExcelJS.Workbook();
  await read.xlsx.load(template as unknown as ArrayBuffer);
  const header = (read.worksheets[0]!.getRow(1).values as unknown[]).slice(1).map((v) => String(v ?? '').trim());
  expect(header).toEqual(expect.arrayContaining(['姓名', '身份证号', '手机号']));
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('管理人员');
  ws.addRow(header);
  for (const r of rows) ws.addRow(header.map((title) => r[title] ?? ''));
  return Buffer.from(await wb.xlsx.writeBuffer());
}

it('管理人员安全帽 详情 shows who holds a helmet (getmanager), and 按安全帽查人 picks from /pc/hat/select', async () => {
  await open('/hat/manager', '管理人员安全帽');
  const active = page.locator('section[data-page][data-active]');
  await active.locator('tbody tr').first().waitFor();
  const [get] = await Promise.all([
    page.waitForRequest((r) => r.url().includes('/star/laborhat/getmanager')),
    active.getByRole('button', { name: '详情' }).first().click(),
  ]);
  expect(new URL(get.url()).searchParams.get('innerid')).toMatch(/^HAT-/);
  const detail = page.getByRole('dialog');
  await detail.getByText('项目经理').waitFor();
  await detail.getByText('滨江花园二期住宅项目').waitFor();
  await page.screenshot({ path: `${ARTIFACTS}/hat-holder-detail.png` });
  await detail.getByRole('button', { name: '关闭' }).last().click();
  await detail.waitFor({ state: 'detached' });

  await open('/hat/worker', '工人安全帽');
  const [select] = await Promise.all([
    page.waitForRequest((r) => r.url().includes('/pc/hat/select')),
    active.getByRole('button', { name: '按安全帽查人' }).click(),
  ]);
  expect(new URL(select.url()).searchParams.get('bind_status')).toBe('1');
  const lookup = page.getByRole('dialog', { name: '按安全帽查人' });
  await lookup.getByRole('option', { name: 'HAT-A0002（李伟）' }).waitFor({ state: 'attached' });
  const [byKeyword] = await Promise.all([
    page.waitForRequest((r) => r.url().includes('/pc/hat/select') && r.url().includes('keyword=')),
    lookup.getByLabel('查找安全帽').fill('HAT-A'),
  ]);
  expect(new URL(byKeyword.url()).searchParams.get('keyword')).toBe('HAT-A');
  const [worker] = await Promise.all([
    page.waitForRequest((r) => r.url().includes('/star/laborhat/getworker')),
    lookup.getByLabel('已绑定的安全帽').selectOption('HAT-A0001'),
  ]);
  expect(new URL(worker.url()).searchParams.get('innerid')).toBe('HAT-A0001');
  await lookup.getByText('木工一班').waitFor();
  await lookup.getByText('浙江宏达建筑劳务有限公司').waitFor();
  await page.screenshot({ path: `${ARTIFACTS}/hat-lookup.png` });
  await lookup.getByRole('button', { name: '关闭' }).last().click();
  await lookup.waitFor({ state: 'detached' });
});

it('a refused holder read shows the server’s message in 详情, and 重试 brings the holder; so does the helmet list of 按安全帽查人', async () => {
  const refused = '绑定信息服务繁忙，请稍后再试';
  await open('/hat/manager', '管理人员安全帽');
  const active = page.locator('section[data-page][data-active]');
  await active.locator('tbody tr').nth(1).waitFor();
  await ctx.mock.fail({ operation: 'getHelmetManager', msg: refused });
  const detail = page.getByRole('dialog');
  try {
    // The second row: the first one's holder is already known from the test before.
    await active.getByRole('button', { name: '详情' }).nth(1).click();
    await detail
      .getByRole('alert')
      .filter({ hasText: `绑定信息加载失败：${refused}` })
      .waitFor();
  } finally {
    await ctx.mock.clearFaults();
  }
  const [again] = await Promise.all([
    page.waitForRequest((r) => r.url().includes('/star/laborhat/getmanager')),
    detail.getByRole('button', { name: '重试' }).click(),
  ]);
  expect(new URL(again.url()).searchParams.get('innerid')).toMatch(/^HAT-/);
  await detail.getByText('滨江花园二期住宅项目').waitFor();
  await expect.poll(() => detail.getByRole('alert').count()).toBe(0);
  await detail.getByRole('button', { name: '关闭' }).last().click();
  await detail.waitFor({ state: 'detached' });

  // 按安全帽查人: the helmet list refused (searched by a name not asked for before, so not already known) shows the
  // message under the select instead of an empty list.
  await open('/hat/worker', '工人安全帽');
  await active.getByRole('button', { name: '按安全帽查人' }).click();
  const lookup = page.getByRole('dialog', { name: '按安全帽查人' });
  await lookup.getByRole('option', { name: 'HAT-A0002（李伟）' }).waitFor({ state: 'attached' });
  await ctx.mock.fail({ operation: 'selectHelmets', msg: refused });
  try {
    await lookup.getByLabel('查找安全帽').fill('李伟');
    await lookup
      .getByRole('alert')
      .filter({ hasText: `安全帽列表加载失败：${refused}` })
      .waitFor();
  } finally {
    await ctx.mock.clearFaults();
  }
  const [retried] = await Promise.all([
    page.waitForRequest((r) => r.url().includes('/pc/hat/select')),
    lookup.getByRole('button', { name: '重试' }).click(),
  ]);
  expect(new URL(retried.url()).searchParams.get('keyword')).toBe('李伟');
  await lookup.getByRole('option', { name: 'HAT-A0002（李伟）' }).waitFor({ state: 'attached' });
  await expect.poll(() => lookup.getByRole('alert').count()).toBe(0);
  await lookup.getByRole('button', { name: '关闭' }).last().click();
  await lookup.waitFor({ state: 'detached' });
});

it('安全帽使用历史 lists binds and returns with how each helmet came back', async () => {
  await open('/hat/history', '安全帽使用历史');
  await rowsShown(5);
  expect(await totalLine()).toMatch(/共 14 条/);
  for (const t of ['使用中', '正常归还', '损坏', '遗失'])
    await expect.poll(() => page.getByText(t, { exact: true }).count()).toBeGreaterThan(0);
  const [request] = await Promise.all([
    page.waitForRequest((r) => r.url().includes('/star/laborhat/history') && r.url().includes('innerid=')),
    (async () => {
      await page.getByLabel('安全帽编号').fill('HAT-A0003');
      await page.getByRole('button', { name: '搜索' }).click();
    })(),
  ]);
  expect(new URL(request.url()).searchParams.get('innerid')).toBe('HAT-A0003');
  await page.screenshot({ path: `${ARTIFACTS}/hat-history.png`, fullPage: true });
});

it('任务台账 shows tasks with status tags, exports xlsx and Word, and lists cancellations', async () => {
  await open('/task/ledger', '任务台账');
  await rowsShown(5);
  expect(await totalLine()).toMatch(/共 128 条/);
  for (const t of ['执行中', '已完成', '已逾期', '已作废'])
    await expect.poll(() => page.getByText(t, { exact: true }).count()).toBeGreaterThan(0);
  await page.screenshot({ path: `${ARTIFACTS}/task-ledger.png`, fullPage: true });
  const [xlsx] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: '导出', exact: true }).click(),
  ]);
  expect(xlsx.suggestedFilename()).toMatch(/\.xlsx$/);
  const [word] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: '导出 Word' }).click(),
  ]);
  expect(word.suggestedFilename()).toMatch(/\.docx?$/);
  await page.getByRole('button', { name: '作废记录' }).click();
  const dialog = page.getByRole('dialog', { name: '作废记录' });
  await dialog.getByText('隐患已在专项检查中闭环，重复下发').waitFor();
  await expect.poll(() => dialog.locator('tbody tr').count()).toBe(5);
  await expect.poll(() => dialog.getByRole('navigation', { name: '分页' }).textContent()).toMatch(/共 9 条/);
  await page.screenshot({ path: `${ARTIFACTS}/task-abolish-records.png` });
  await dialog.getByRole('button', { name: '关闭' }).click();
  await dialog.waitFor({ state: 'detached' });
});

it('作废 needs a reason of at most 200 characters, keeps what was typed, then cancels with the server message', async () => {
  // Completed (2) and cancelled (4) tasks cannot be cancelled: of statuses 1, 2, 2, 3, 4 only two rows offer 作废.
  await expect.poll(() => page.getByRole('button', { name: '作废', exact: true }).count()).toBe(2);
  await page
    .getByRole('row', { name: /地下车库顶板混凝土浇筑旁站/ })
    .getByRole('button', { name: '作废' })
    .click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('heading', { name: '作废任务' }).waitFor();
  await dialog.getByRole('button', { name: '确定作废' }).click();
  await dialog.getByText('请填写作废原因').waitFor();
  const long = '改'.repeat(201);
  await dialog.getByLabel('作废原因').fill(long);
  await dialog.getByRole('button', { name: '确定作废' }).click();
  await dialog.getByText('作废原因最多200字').waitFor();
  await expect.poll(() => dialog.getByLabel('作废原因').inputValue()).toBe(long);
  await dialog.getByLabel('作废原因').fill('混凝土浇筑改期至 11 月 25 日，重新下发旁站任务');
  const [request] = await Promise.all([
    page.waitForRequest((r) => r.url().endsWith('/duty/taskLedger/cancellation')),
    dialog.getByRole('button', { name: '确定作废' }).click(),
  ]);
  expect(request.postDataJSON()).toEqual({
    id: 150004,
    cancelReason: '混凝土浇筑改期至 11 月 25 日，重新下发旁站任务',
  });
  await serverMessage();
  await dialog.waitFor({ state: 'detached' });
});

it('详情 opens the task detail route with a back header, records and attachments', async () => {
  await page
    .getByRole('row', { name: /1号楼北侧临边防护检查/ })
    .getByRole('button', { name: '详情' })
    .click();
  await page.getByRole('heading', { name: '任务详情' }).waitFor();
  expect(new URL(page.url()).hash).toBe('#/task/ledgerDetail?id=150002&type=task');
  await page.getByText('17 层踢脚板缺失 2 米，已通知木工一班补装').waitFor();
  await page.getByRole('link', { name: '临边防护检查表.pdf' }).waitFor();
  await expect.poll(() => page.getByRole('heading', { name: '执行记录（3）' }).count()).toBe(1);
  await page.screenshot({ path: `${ARTIFACTS}/task-detail.png`, fullPage: true });
  await page.getByRole('button', { name: '返回' }).click();
  await page.getByRole('heading', { name: '任务台账', exact: true }).waitFor();
  expect(new URL(page.url()).hash).toBe('#/task/ledger');
});

it('专项任务台账 lists special tasks with progress, exports, and cancels from the detail', async () => {
  await open('/task/specialLedger', '专项任务台账');
  await rowsShown(5);
  expect(await totalLine()).toMatch(/共 23 条/);
  await expect.poll(() => page.getByRole('progressbar', { name: '检查进度' }).count()).toBe(5);
  await page.screenshot({ path: `${ARTIFACTS}/task-special-ledger.png`, fullPage: true });
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: '导出', exact: true }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
  await page
    .getByRole('row', { name: /滨江花园二期住宅项目.*进行中/ })
    .getByRole('button', { name: '详情' })
    .click();
  await page.getByRole('heading', { name: '专项任务详情' }).waitFor();
  expect(new URL(page.url()).hash).toBe('#/task/ledgerDetail?id=160001&type=special');
  await page.getByText('临时用电漏电保护').waitFor();
  await page.screenshot({ path: `${ARTIFACTS}/task-special-detail.png`, fullPage: true });
  await page.getByRole('button', { name: '作废', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('heading', { name: '作废专项任务' }).waitFor();
  await dialog.getByRole('button', { name: '确定作废' }).click();
  await dialog.getByText('请填写作废原因').waitFor();
  await dialog.getByLabel('作废原因').fill('冬季施工检查并入集团统一检查');
  const [request] = await Promise.all([
    page.waitForRequest((r) => r.url().endsWith('/duty/specialTaskLedger/cancellation')),
    dialog.getByRole('button', { name: '确定作废' }).click(),
  ]);
  expect(request.postDataJSON()).toEqual({ id: 160001, cancelReason: '冬季施工检查并入集团统一检查' });
  await serverMessage();
  await dialog.waitFor({ state: 'detached' });
});

it('no console errors', () => expect(ctx.problems).toEqual([]));
