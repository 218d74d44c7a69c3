// 安全帽管理 and 任务台账 screens end to end: the helmet lists with bind (exact bindhat body) and return, the bulk
// upload flow (upload → batch rows → confirm/delete; the return's and the upload's refusals are in
// packages/console/src/app/screens/hat.screen.test.tsx), the usage history, the task ledger with cancellation,
// cancellation records, xlsx and Word exports and the detail route, and the special task ledger.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Page, Request } from 'playwright-core';
import { ARTIFACTS } from '../lib/browser';
import { type ConsolePage, enterSignedIn, openConsole } from '../lib/console-page';
import { recordCalls, rowsOf, totalOf, worldAnswer, worldApi, type WorldApi } from '../lib/world-api';
import { managerSheet } from '../lib/sheets';

let ctx: ConsolePage;
let page: Page;
let stack: ConsolePage['stack'];
let api: WorldApi;
/** The console's last call of each API path (without /api) since the last page was opened. */
const made = new Map<string, Request>();

beforeAll(async () => {
  ctx = await openConsole();
  ({ page, stack } = ctx);
  api = await worldApi(ctx);
  recordCalls(page, made);
  await enterSignedIn(ctx);
});
afterAll(() => ctx?.close());

/** The world's answer to the screen's last call of `path`, asked again through the SDK. */
const world = <T = Record<string, unknown>>(path: string, match?: (r: Request) => boolean) =>
  worldAnswer<T>(api, made, path, match);

const open = async (hash: string, heading: string) => {
  made.clear();
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

type Worker = { id: number; name: string; innerid: string; electricity: number };
/** A helmet of the worker list's first page as the world holds it (returned by the next test). */
let first: Worker;

it('工人安全帽 opens from the side menu with rows, helmet state and the total line', async () => {
  made.clear();
  const nav = page.getByRole('navigation', { name: '侧边菜单' });
  await nav.getByRole('button', { name: '安全帽管理' }).click();
  await nav.getByRole('link', { name: '工人安全帽' }).click();
  await page.getByRole('heading', { name: '工人安全帽', exact: true }).waitFor();
  expect(new URL(page.url()).hash).toBe('#/hat/worker');
  const workers = await world('/star/laborhat/worker');
  const rows = rowsOf<Worker>(workers);
  await rowsShown(Math.min(rows.length, 8));
  expect(await totalLine()).toMatch(new RegExp(`共 ${totalOf(workers)} 条`));
  const top = rows[0]!;
  await expect.poll(() => page.getByRole('cell', { name: top.innerid }).count()).toBe(1);
  const topRow = page.getByRole('row', { name: new RegExp(top.innerid) });
  await expect.poll(() => topRow.textContent()).toContain(`电量 ${top.electricity}%`);
  // The helmet the next test returns: one of this page whose bind the history holds open (the world records the
  // return on that history row; a seeded helmet without one has nothing to close).
  for (const r of rows) {
    const logs = await api.GET('/star/laborhat/history', {
      params: { query: { innerid: r.innerid, page: 1, limit: 10 } },
    });
    if (rowsOf<{ return_time: string | null }>(logs.data).some((l) => !l.return_time)) {
      first = r;
      break;
    }
  }
  expect(first).toBeDefined();
  await page.screenshot({ path: `${ARTIFACTS}/hat-worker.png`, fullPage: true });
});

// The dialog's refusal (遗失 without a note: 损坏或遗失请填写情况说明, the choice kept) is checked in jsdom against the
// mock: packages/console/src/app/screens/hat.screen.test.tsx. Here the journey: the helmet returned leaves the list.
it('归还 asks for confirmation, then returns a lost helmet', async () => {
  await page
    .getByRole('row', { name: new RegExp(first.innerid) })
    .getByRole('button', { name: '归还' })
    .click();
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  await expect.poll(() => dialog.getByRole('heading').textContent()).toBe(`归还安全帽：${first.innerid}`);
  await dialog.getByText(`确定解除 ${first.name} 与安全帽`, { exact: false }).waitFor();
  await dialog.getByLabel('遗失').check();
  await dialog.getByLabel('情况说明').fill('高处作业时坠落，未找回');
  const [request] = await Promise.all([
    page.waitForRequest((r) => r.url().endsWith('/star/laborhat/returnhat')),
    dialog.getByRole('button', { name: '确定归还' }).click(),
  ]);
  expect(request.postDataJSON()).toEqual({
    innerid: first.innerid,
    id: first.id,
    return_type: 3,
    remark: '高处作业时坠落，未找回',
  });
  await serverMessage();
  await dialog.waitFor({ state: 'detached' });
  // The helmet is back in stock (unbound), and its history records it as lost.
  const stock = (await api.GET('/star/laborhat/nobind', {})).data!;
  expect(stock.some((h) => h.innerid === first.innerid)).toBe(true);
  await expect.poll(() => page.getByRole('cell', { name: first.innerid }).count()).toBe(0);
});

it('管理人员安全帽 binds an unbound helmet with exactly innerid, name, id, batch_id', async () => {
  const asked = page.waitForRequest((r) => r.url().endsWith('/star/laborhat/manager'));
  await open('/hat/manager', '管理人员安全帽');
  // The page the screen asked for, as the world holds it.
  const api = await worldApi(ctx);
  const listed = (await api.POST('/star/laborhat/manager', { body: (await asked).postDataJSON() as never })).data!;
  const rows = listed.list!;
  await rowsShown(Math.min(rows.length, 5));
  expect(await totalLine()).toMatch(new RegExp(`共 ${listed.total} 条`));
  await page.screenshot({ path: `${ARTIFACTS}/hat-manager.png`, fullPage: true });
  // 绑定 on the rows without a helmet, 归还 on the others.
  const unbound = rows.filter((r) => !r.innerid);
  expect(unbound.length).toBeGreaterThan(0);
  await expect.poll(() => page.getByRole('button', { name: '绑定' }).count()).toBe(unbound.length);
  await expect.poll(() => page.getByRole('button', { name: '归还' }).count()).toBe(rows.length - unbound.length);
  const person = unbound[0]!;
  await page
    .getByRole('row', { name: new RegExp(person.name!) })
    .getByRole('button', { name: '绑定' })
    .click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('heading', { name: `绑定安全帽：${person.name}` }).waitFor();
  // The helmets in stock, as the world holds them; the search narrows them by number.
  const stock = (await api.GET('/star/laborhat/nobind', {})).data!;
  const managerHats = stock.filter((h) => /hat-m/i.test(h.innerid!));
  expect(managerHats.length).toBeGreaterThan(0);
  await dialog.getByRole('radio').first().waitFor();
  await expect.poll(() => dialog.getByRole('radio').count()).toBe(stock.length);
  await dialog.getByLabel('安全帽编号').fill('hat-m');
  await expect.poll(() => dialog.getByRole('radio').count()).toBe(managerHats.length);
  await dialog.getByRole('button', { name: '确定' }).click();
  await dialog.getByText('请选择要绑定的安全帽').waitFor();
  await expect.poll(() => dialog.getByLabel('安全帽编号').inputValue()).toBe('hat-m');
  const helmet = managerHats.at(-1)!;
  await dialog.getByRole('radio', { name: helmet.innerid }).check();
  await page.screenshot({ path: `${ARTIFACTS}/hat-bind-dialog.png` });
  const [request] = await Promise.all([
    page.waitForRequest((r) => r.url().endsWith('/star/laborhat/bindhat')),
    dialog.getByRole('button', { name: '确定' }).click(),
  ]);
  expect(request.postDataJSON()).toEqual({
    innerid: helmet.innerid,
    name: person.name,
    id: person.id,
    batch_id: helmet.batch_id,
  });
  await serverMessage();
  await dialog.waitFor({ state: 'detached' });
  // The row now shows the helmet and offers 归还 instead of 绑定.
  const row = page.getByRole('row', { name: new RegExp(person.name!) });
  await row.getByRole('cell', { name: helmet.innerid }).waitFor();
  await expect.poll(() => row.getByRole('button', { name: '绑定' }).count()).toBe(0);
});

// The card's refusals (请选择要上传的 Excel 文件, a .csv refused) are checked in jsdom against the mock:
// packages/console/src/app/screens/hat.screen.test.tsx. Here the journey: the batch uploaded, listed, rows confirmed.
it('批量导入 uploads, lists the batch and confirms and deletes rows', async () => {
  await open('/hat/upload', '上传绑定表');
  await page.getByLabel('导入类型').selectOption('manager');
  // A real sheet (the world parses it): two people to bind and one row without a helmet number.
  await page.getByLabel('绑定表文件').setInputFiles({
    name: '管理人员安全帽绑定导入.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: await managerSheet([
      ['林峰', '13905710005', 'HAT-M0005'],
      ['冯晓明', '13905710007', 'HAT-M0007'],
      ['郑浩', '13905710003', ''],
    ]),
  });
  const [upload, list] = await Promise.all([
    page.waitForRequest((r) => r.url().endsWith('/star/laborhat/uploadmanager')),
    page.waitForRequest((r) => r.url().includes('/star/laborhat/uploadlist')),
    page.getByRole('button', { name: '上传', exact: true }).click(),
  ]);
  expect(upload.headers()['content-type']).toMatch(/^multipart\/form-data/);
  const query = Object.fromEntries(new URL(list.url()).searchParams);
  const batch = query.batch_id!;
  expect(batch).toMatch(/^B\d{11}$/);
  expect(query).toEqual({ batch_id: batch, page: '1', limit: '10000' });
  // The world checked each row: one has no helmet number.
  await serverMessage('上传完成：1 行未通过校验');
  // The batch as the world holds it.
  const api = await worldApi(ctx);
  const batchRows = async () =>
    (await api.GET('/star/laborhat/uploadlist', { params: { query: { batch_id: batch, page: 1, limit: 10000 } } }))
      .data!.list!;
  const rows = await batchRows();
  expect(rows.map((r) => r.name)).toEqual(['林峰', '冯晓明', '郑浩']);
  const passed = rows.filter((r) => r.check_status !== 2).length;
  await page.getByText(`批次 ${batch}：共 ${rows.length} 行，校验通过 ${passed} 行`).waitFor();
  expect(new URL(page.url()).hash).toContain(`batch_id=${batch}`);
  await rowsShown(rows.length);
  // The batch scrolls in one table (no pager); the total line still says how many rows came.
  const active = page.locator('[data-page]:not([aria-hidden="true"])');
  await expect.poll(() => active.getByText(`共 ${rows.length} 条`, { exact: true }).count()).toBe(1);
  await expect.poll(() => active.getByRole('navigation', { name: '分页' }).count()).toBe(0);
  await expect.poll(() => page.getByLabel('批次号').inputValue()).toBe(batch);
  // A manager batch shows the sheet's columns and the check; 人员类型, 身份证号 and 上传时间 wait in the 列 menu.
  await active.getByRole('heading', { name: '上传明细 · 管理人员安全帽' }).waitFor();
  await expect
    .poll(() => active.locator('[data-virtual]').getByRole('columnheader').allTextContents())
    .toEqual(['安全帽编号', '姓名', '手机号', '班组/岗位', '状态', '校验结果', '操作']);
  await active.getByRole('row', { name: /郑浩/ }).getByText('安全帽编号不能为空').waitFor();
  await page.screenshot({ path: `${ARTIFACTS}/hat-upload.png`, fullPage: true });
  // The waiting rows can be confirmed, the failed one only deleted, confirmed ones have no action.
  const waiting = rows.filter((r) => r.check_status === 0).length;
  await expect.poll(() => page.getByRole('button', { name: '确认', exact: true }).count()).toBe(waiting);
  await expect
    .poll(() => page.getByRole('button', { name: '删除', exact: true }).count())
    .toBe(rows.filter((r) => r.check_status !== 1).length);
  const lin = rows.find((r) => r.name === '林峰')!;
  await page.getByRole('row', { name: /林峰/ }).getByRole('button', { name: '确认' }).click();
  const confirm = page.getByRole('alertdialog');
  await confirm.getByText('确认后 林峰 将绑定安全帽 HAT-M0005，确定吗？').waitFor();
  const [sure] = await Promise.all([
    page.waitForRequest((r) => r.url().endsWith('/star/laborhat/sure')),
    confirm.getByRole('button', { name: '确认绑定' }).click(),
  ]);
  expect(sure.postDataJSON()).toEqual({ id: lin.id });
  await serverMessage();
  await expect.poll(() => page.getByRole('button', { name: '确认', exact: true }).count()).toBe(waiting - 1);
  // Row actions keep their places (删除 is second on every row), and on this short page the help ball (seed 000 §2)
  // floats over the last row's 删除: the keyboard reaches the button under it.
  const zheng = rows.find((r) => r.name === '郑浩')!;
  await page.getByRole('row', { name: /郑浩/ }).getByRole('button', { name: '删除' }).press('Enter');
  const [del] = await Promise.all([
    page.waitForRequest((r) => r.url().endsWith('/star/laborhat/del')),
    page.getByRole('alertdialog').getByRole('button', { name: '删除' }).click(),
  ]);
  expect(del.postDataJSON()).toEqual({ id: zheng.id });
  await serverMessage();
  await expect.poll(() => active.locator('[data-virtual] tbody tr').count()).toBe(rows.length - 1);
  expect((await batchRows()).map((r) => r.name)).toEqual(['林峰', '冯晓明']);
});

const xlsx = (name: string) => ({
  name,
  mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  buffer: Buffer.from('PK fake sheet'),
});

it('批量导入 工人安全帽 and 管理人员安全帽: 下载模板 gives each binding sheet with its 安全帽编号 column', async () => {
  const active = page.locator('section[data-page][data-active]');
  for (const [kind, path, person] of [
    ['worker', '/star/laborhat/template/worker', '身份证号'],
    ['manager', '/star/laborhat/template/manager', '手机号'],
  ] as const) {
    await active.getByLabel('导入类型').selectOption(kind);
    const [request, download] = await Promise.all([
      page.waitForRequest((r) => r.url().endsWith(path)),
      page.waitForEvent('download'),
      active.getByRole('button', { name: '下载模板' }).click(),
    ]);
    expect(request.method()).toBe('GET');
    expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
    const { default: ExcelJS } = await import('exceljs');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(Buffer.concat(await (await download.createReadStream()).toArray()) as unknown as ArrayBuffer);
    const header = (book.worksheets[0]!.getRow(1).values as unknown[]).slice(1).map((v) => String(v ?? '').trim());
    expect(header).toEqual(expect.arrayContaining(['人员姓名', person, '安全帽编号']));
  }
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
  // The template's columns filled in: four observers of the four types, and 邓丽 without the required 身份证号.
  const sheet = await rosterSheet(Buffer.concat(await (await template.createReadStream()).toArray()), [
    { 姓名: '陶建平', 身份证号: '330104199506124543', 手机号: '13905710031', 旁站类型: '总包旁站' },
    { 姓名: '许文博', 身份证号: '330122198809151216', 手机号: '13905710032', 旁站类型: '分包旁站' },
    { 姓名: '钱海东', 身份证号: '330183199302117875', 手机号: '13905710033', 旁站类型: '监理旁站' },
    { 姓名: '蒋敏', 身份证号: '330106199011203662', 手机号: '13905710034', 旁站类型: '安全观察员' },
    { 姓名: '邓丽', 身份证号: '', 手机号: '13905710035', 旁站类型: '总包旁站' },
  ]);
  await active.getByLabel('绑定表文件').setInputFiles({ ...xlsx('旁站人员导入.xlsx'), buffer: sheet });
  const [upload, list] = await Promise.all([
    page.waitForRequest((r) => r.url().endsWith('/pc/observation/upload')),
    page.waitForRequest((r) => r.url().includes('/pc/observation/uploadlist')),
    active.getByRole('button', { name: '上传', exact: true }).click(),
  ]);
  expect(upload.headers()['content-type']).toMatch(/^multipart\/form-data/);
  const query = Object.fromEntries(new URL(list.url()).searchParams);
  const batch = query.batch_id!;
  expect(query).toEqual({ batch_id: batch, page: '1', limit: '10000' });
  await serverMessage('上传完成：1 行未通过校验');
  // The batch as the world holds it.
  const api = await worldApi(ctx);
  const batchRows = async () =>
    (await api.GET('/pc/observation/uploadlist', { params: { query: { batch_id: batch, page: 1, limit: 10000 } } }))
      .data!.list;
  const rows = await batchRows();
  expect(rows.map((r) => r.name)).toEqual(['陶建平', '许文博', '钱海东', '蒋敏', '邓丽']);
  const failed = rows.filter((r) => r.check_status === 2);
  expect(failed.map((r) => r.name)).toEqual(['邓丽']);
  await active.getByRole('heading', { name: '上传明细 · 旁站人员名单' }).waitFor();
  await active.getByRole('cell', { name: '陶建平' }).waitFor();
  await expect.poll(() => active.locator('tbody tr').count()).toBe(rows.length);
  for (const t of ['总包旁站', '分包旁站', '监理旁站', '安全观察员'])
    await expect.poll(() => active.getByText(t, { exact: true }).count()).toBeGreaterThan(0);
  // Like the helmet rows, each row is confirmed on its own; the failed row cannot be confirmed, only deleted.
  await active.getByText(/校验失败 1 行（不能确认，只能删除）/).waitFor();
  await expect
    .poll(() => active.getByRole('button', { name: '确认', exact: true }).count())
    .toBe(rows.filter((r) => r.check_status === 0).length);
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
  expect(del.postDataJSON()).toEqual({ id: failed[0]!.id });
  await serverMessage();
  await confirm.waitFor({ state: 'detached' });
  await expect.poll(() => active.locator('tbody tr').count()).toBe(rows.length - 1);
  expect((await batchRows()).map((r) => r.name)).toEqual(['陶建平', '许文博', '钱海东', '蒋敏']);
});

it('批量导入 管理人员名单: upload, delete the failed row, then confirm a row by its id', async () => {
  // The world parses the sheet, and the deleted row leaves the batch for the server too.
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

/** A worker's helmet the world lists as bound (按安全帽查人), not the one returned above. */
const boundHat = async () => {
  const options = (await api.GET('/pc/hat/select', { params: { query: { bind_status: 1 } } })).data!;
  const hat = options.find((o) => /^HAT-A/.test(String(o.value)) && o.value !== first.innerid);
  expect(hat).toBeDefined();
  return { value: String(hat!.value), label: String(hat!.label) };
};

it('管理人员安全帽 详情 shows who holds a helmet (getmanager), and 按安全帽查人 picks from /pc/hat/select', async () => {
  await open('/hat/manager', '管理人员安全帽');
  const active = page.locator('section[data-page][data-active]');
  await active.locator('tbody tr').first().waitFor();
  const [get] = await Promise.all([
    page.waitForRequest((r) => r.url().includes('/star/laborhat/getmanager')),
    active.getByRole('button', { name: '详情' }).first().click(),
  ]);
  const innerid = new URL(get.url()).searchParams.get('innerid')!;
  expect(innerid).toMatch(/^HAT-/);
  // The holder as the world holds it.
  const holder = (await api.GET('/star/laborhat/getmanager', { params: { query: { innerid } } })).data!;
  const detail = page.getByRole('dialog');
  await detail.getByText(holder.post_name!).waitFor();
  await detail.getByText(holder.project_name!).waitFor();
  await page.screenshot({ path: `${ARTIFACTS}/hat-holder-detail.png` });
  await detail.getByRole('button', { name: '关闭' }).last().click();
  await detail.waitFor({ state: 'detached' });

  await open('/hat/worker', '工人安全帽');
  const hat = await boundHat();
  const [select] = await Promise.all([
    page.waitForRequest((r) => r.url().includes('/pc/hat/select')),
    active.getByRole('button', { name: '按安全帽查人' }).click(),
  ]);
  expect(new URL(select.url()).searchParams.get('bind_status')).toBe('1');
  const lookup = page.getByRole('dialog', { name: '按安全帽查人' });
  await lookup.getByRole('option', { name: hat.label }).waitFor({ state: 'attached' });
  const [byKeyword] = await Promise.all([
    page.waitForRequest((r) => r.url().includes('/pc/hat/select') && r.url().includes('keyword=')),
    lookup.getByLabel('查找安全帽').fill('HAT-A'),
  ]);
  expect(new URL(byKeyword.url()).searchParams.get('keyword')).toBe('HAT-A');
  const [worker] = await Promise.all([
    page.waitForRequest((r) => r.url().includes('/star/laborhat/getworker')),
    lookup.getByLabel('已绑定的安全帽').selectOption(hat.value),
  ]);
  expect(new URL(worker.url()).searchParams.get('innerid')).toBe(hat.value);
  const wearer = (await api.GET('/star/laborhat/getworker', { params: { query: { innerid: hat.value } } })).data!;
  await lookup.getByText(wearer.team_name!).waitFor();
  await lookup.getByText(wearer.company_name!).waitFor();
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
  const innerid = new URL(again.url()).searchParams.get('innerid')!;
  const holder = (await api.GET('/star/laborhat/getmanager', { params: { query: { innerid } } })).data!;
  await detail.getByText(holder.project_name!).waitFor();
  await expect.poll(() => detail.getByRole('alert').count()).toBe(0);
  await detail.getByRole('button', { name: '关闭' }).last().click();
  await detail.waitFor({ state: 'detached' });

  // 按安全帽查人: the helmet list refused (searched by a name not asked for before, so not already known) shows the
  // message under the select instead of an empty list.
  await open('/hat/worker', '工人安全帽');
  const hat = await boundHat();
  const wearer = hat.label.replace(/^.*（(.*)）$/, '$1');
  await active.getByRole('button', { name: '按安全帽查人' }).click();
  const lookup = page.getByRole('dialog', { name: '按安全帽查人' });
  await lookup.getByRole('option', { name: hat.label }).waitFor({ state: 'attached' });
  await ctx.mock.fail({ operation: 'selectHelmets', msg: refused });
  try {
    await lookup.getByLabel('查找安全帽').fill(wearer);
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
  expect(new URL(retried.url()).searchParams.get('keyword')).toBe(wearer);
  await lookup.getByRole('option', { name: hat.label }).waitFor({ state: 'attached' });
  await expect.poll(() => lookup.getByRole('alert').count()).toBe(0);
  await lookup.getByRole('button', { name: '关闭' }).last().click();
  await lookup.waitFor({ state: 'detached' });
});

it('安全帽使用历史 lists binds and returns with how each helmet came back', async () => {
  await open('/hat/history', '安全帽使用历史');
  // Every bind and return the world holds, the ones this file made included.
  const history = await world('/star/laborhat/history');
  type Log = { innerid: string; return_time: string | null; return_type: number | null };
  const logs = rowsOf<Log>(history);
  await rowsShown(Math.min(logs.length, 5));
  expect(await totalLine()).toMatch(new RegExp(`共 ${totalOf(history)} 条`));
  const how = (l: Log) => (l.return_time ? ['', '正常归还', '损坏', '遗失'][l.return_type ?? 0]! : '使用中');
  for (const t of new Set(logs.map(how)))
    await expect.poll(() => page.getByText(t, { exact: true }).count()).toBe(logs.filter((l) => how(l) === t).length);
  // The helmet returned as lost above: its history says so.
  const [request] = await Promise.all([
    page.waitForRequest((r) => r.url().includes('/star/laborhat/history') && r.url().includes('innerid=')),
    (async () => {
      await page.getByLabel('安全帽编号').fill(first.innerid);
      await page.getByRole('button', { name: '搜索' }).click();
    })(),
  ]);
  expect(new URL(request.url()).searchParams.get('innerid')).toBe(first.innerid);
  const one = await world('/star/laborhat/history', (r) => r.url().includes('innerid='));
  const itsLogs = rowsOf<Log>(one);
  expect(itsLogs.length).toBeGreaterThan(0);
  expect(itsLogs.every((l) => l.innerid === first.innerid)).toBe(true);
  expect(itsLogs.some((l) => l.return_type === 3)).toBe(true);
  await expect.poll(() => totalLine()).toMatch(new RegExp(`共 ${totalOf(one)} 条`));
  await expect.poll(() => page.getByText('遗失', { exact: true }).count()).toBeGreaterThan(0);
  await page.screenshot({ path: `${ARTIFACTS}/hat-history.png`, fullPage: true });
});

type Task = { id: number; taskName: string; status: number };
const TASK_STATUS = ['待执行', '执行中', '已完成', '已逾期', '已作废'];
/** 作废 is offered for 待执行 (0), 执行中 (1) and 已逾期 (3) only. */
const cancellable = (t: { status: number }) => [0, 1, 3].includes(t.status);
/** A ledger row of the shown page, by its place in the world's page (names may repeat). */
const ledgerRow = (index: number) => page.locator('[data-page]:not([aria-hidden="true"]) tbody tr').nth(index);
let tasks: Task[] = [];

it('任务台账 shows tasks with status tags, exports xlsx and Word, and lists cancellations', async () => {
  await open('/task/ledger', '任务台账');
  const ledger = await world('/duty/taskLedger/listPage');
  tasks = rowsOf<Task>(ledger);
  await rowsShown(Math.min(tasks.length, 5));
  expect(await totalLine()).toMatch(new RegExp(`共 ${totalOf(ledger)} 条`));
  for (const [status, label] of TASK_STATUS.entries()) {
    const n = tasks.filter((t) => t.status === status).length;
    await expect.poll(() => page.locator('tbody').getByText(label, { exact: true }).count()).toBe(n);
  }
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
  const records = await world('/duty/taskLedger/abolishRecord');
  const recordRows = rowsOf<{ cancelReason: string }>(records);
  await dialog.getByText(recordRows[0]!.cancelReason).first().waitFor();
  await expect.poll(() => dialog.locator('tbody tr').count()).toBe(recordRows.length);
  await expect
    .poll(() => dialog.getByRole('navigation', { name: '分页' }).textContent())
    .toMatch(new RegExp(`共 ${totalOf(records)} 条`));
  await page.screenshot({ path: `${ARTIFACTS}/task-abolish-records.png` });
  await dialog.getByRole('button', { name: '关闭' }).click();
  await dialog.waitFor({ state: 'detached' });
});

it('作废 needs a reason of at most 200 characters, keeps what was typed, then cancels with the server message', async () => {
  // Completed (2) and cancelled (4) tasks cannot be cancelled: only the other rows offer 作废.
  await expect
    .poll(() => page.getByRole('button', { name: '作废', exact: true }).count())
    .toBe(tasks.filter(cancellable).length);
  const index = tasks.findIndex(cancellable);
  const task = tasks[index]!;
  await ledgerRow(index).getByRole('button', { name: '作废' }).click();
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
  const before = totalOf((await api.GET('/duty/taskLedger/abolishRecord', { params: { query: {} } })).data);
  const [request] = await Promise.all([
    page.waitForRequest((r) => r.url().endsWith('/duty/taskLedger/cancellation')),
    dialog.getByRole('button', { name: '确定作废' }).click(),
  ]);
  expect(request.postDataJSON()).toEqual({
    id: task.id,
    cancelReason: '混凝土浇筑改期至 11 月 25 日，重新下发旁站任务',
  });
  await serverMessage();
  await dialog.waitFor({ state: 'detached' });
  // The row is 已作废 and offers 作废 no more; the world holds the reason and one more cancellation record.
  await expect.poll(() => ledgerRow(index).textContent()).toContain('已作废');
  await expect.poll(() => ledgerRow(index).getByRole('button', { name: '作废' }).count()).toBe(0);
  const detail = (await api.GET('/duty/taskLedger/detail', { params: { query: { id: task.id } } })).data!;
  expect(detail).toMatchObject({ status: 4, cancelReason: '混凝土浇筑改期至 11 月 25 日，重新下发旁站任务' });
  const after = totalOf((await api.GET('/duty/taskLedger/abolishRecord', { params: { query: {} } })).data);
  expect(after).toBe(before + 1);
});

it('详情 opens the task detail route with a back header, records and attachments', async () => {
  // A task the world holds records and attachments for.
  const details = await Promise.all(
    tasks.map(async (t) => (await api.GET('/duty/taskLedger/detail', { params: { query: { id: t.id } } })).data!),
  );
  const index = details.findIndex((d) => d.records?.length && d.attachments?.length);
  expect(index).toBeGreaterThanOrEqual(0);
  const d = details[index]!;
  await ledgerRow(index).getByRole('button', { name: '详情' }).click();
  await page.getByRole('heading', { name: '任务详情' }).waitFor();
  expect(new URL(page.url()).hash).toBe(`#/task/ledgerDetail?id=${d.id}&type=task`);
  await page.getByText(d.records![0]!.content!).first().waitFor();
  await page.getByRole('link', { name: d.attachments![0]!.name! }).waitFor();
  await expect.poll(() => page.getByRole('heading', { name: `执行记录（${d.records!.length}）` }).count()).toBe(1);
  await page.screenshot({ path: `${ARTIFACTS}/task-detail.png`, fullPage: true });
  await page.getByRole('button', { name: '返回' }).click();
  await page.getByRole('heading', { name: '任务台账', exact: true }).waitFor();
  expect(new URL(page.url()).hash).toBe('#/task/ledger');
});

it('专项任务台账 lists special tasks with progress, exports, and cancels from the detail', async () => {
  await open('/task/specialLedger', '专项任务台账');
  const ledger = await world('/duty/specialTaskLedger/listPage');
  const specials = rowsOf<Task & { checkItemCount?: number }>(ledger);
  await rowsShown(Math.min(specials.length, 5));
  expect(await totalLine()).toMatch(new RegExp(`共 ${totalOf(ledger)} 条`));
  await expect
    .poll(() => page.getByRole('progressbar', { name: '检查进度' }).count())
    .toBe(specials.filter((t) => t.checkItemCount).length);
  await page.screenshot({ path: `${ARTIFACTS}/task-special-ledger.png`, fullPage: true });
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: '导出', exact: true }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
  const index = specials.findIndex(cancellable);
  const special = specials[index]!;
  await ledgerRow(index).getByRole('button', { name: '详情' }).click();
  await page.getByRole('heading', { name: '专项任务详情' }).waitFor();
  expect(new URL(page.url()).hash).toBe(`#/task/ledgerDetail?id=${special.id}&type=special`);
  const detail = (await api.GET('/duty/specialTaskLedger/detail', { params: { query: { id: special.id } } })).data!;
  if (detail.items?.length) await page.getByText(detail.items[0]!.itemName!).first().waitFor();
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
  expect(request.postDataJSON()).toEqual({ id: special.id, cancelReason: '冬季施工检查并入集团统一检查' });
  await serverMessage();
  await dialog.waitFor({ state: 'detached' });
  // The world holds the special task as 已作废, and the detail no longer offers 作废.
  const after = (await api.GET('/duty/specialTaskLedger/detail', { params: { query: { id: special.id } } })).data!;
  expect(after).toMatchObject({ status: 4, cancelReason: '冬季施工检查并入集团统一检查' });
  await expect.poll(() => page.getByRole('button', { name: '作废', exact: true }).count()).toBe(0);
});

it('no console errors', () => expect(ctx.problems).toEqual([]));
