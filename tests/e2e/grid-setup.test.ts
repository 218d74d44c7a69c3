// 网格化巡检 set-up screens (001 §7.5): 隐患库管理, 巡检规则, 网格点位, 点位部署, 检查清单 and 专项检查, each opened,
// its rows and total shown, and its main actions done as a person would: dialogs that refuse bad input and keep
// what was typed (新增检查项, 导入 and 新增点位 refuse in packages/console/src/app/screens/grid.screen.test.tsx), then
// send the body the spec asks for and show the server's message; confirmations before a change; the import with its
// template and result; exports that download. In the mock's world: each screen's rows, totals and numbers are the
// world's answer to the screen's own call (asked again through the SDK), and each write is checked by what the screen
// and the world then hold.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Locator, Page, Request as PageRequest } from 'playwright-core';
import { ARTIFACTS } from '../lib/browser';
import { chooseOption } from '../lib/combobox';
import { type ConsolePage, enterSignedIn, openConsole } from '../lib/console-page';
import { recordCalls, rowsOf, totalOf, worldAnswer, worldApi, type WorldApi } from '../lib/world-api';

let ctx: ConsolePage;
let page: Page;
let api: WorldApi;
/** The console's last call of each API path. */
const made = new Map<string, PageRequest>();
/** The active page: visited pages stay mounted (hidden) in the tab cache, so every lookup is scoped to this one. */
let view: Locator;

beforeAll(async () => {
  ctx = await openConsole();
  page = ctx.page;
  api = await worldApi(ctx);
  recordCalls(page, made);
  await enterSignedIn(ctx);
});
afterAll(() => ctx?.close());

const open = async (menuUrl: string, heading: string) => {
  await page.goto(`${ctx.stack.url}#${menuUrl}`);
  view = page.locator(`section[data-page="${menuUrl}"]`);
  await view.getByRole('heading', { name: heading, exact: true }).waitFor();
  await view.locator('tbody tr').first().waitFor();
};

type Row = Record<string, unknown>;
/** The world's answer to the screen's last call of `path` (the rows and total it shows). */
const shownList = async <T = Row>(path: string, match?: (r: PageRequest) => boolean) => {
  const data = await worldAnswer(api, made, path, match);
  return { total: totalOf(data), rows: rowsOf<T>(data) };
};
/** The screen shows the world's rows (as many as its page holds) and its total. */
const expectRowsAndTotal = async (world: { total: number; rows: unknown[] }) => {
  expect(world.rows.length).toBeGreaterThan(0);
  await expect.poll(() => view.locator('tbody tr').count()).toBe(world.rows.length);
  await expect
    .poll(() => view.getByRole('navigation', { name: '分页' }).first().textContent())
    .toContain(`共 ${world.total} 条`);
};
const post = (path: string, body: Row) => api.request('post', path, { body }) as Promise<{ data?: unknown }>;

/** Toasts already on screen are marked, so serverSaid waits for a new one (no waiting for old ones to go). */
const markToasts = () =>
  void page.evaluate(() =>
    document.querySelectorAll('[data-sonner-toast]').forEach((t) => t.setAttribute('data-seen', '')),
  );

/** The server's message as a new toast (shown after the last nextBody call). */
const serverSaid = (text = '操作成功') =>
  page.locator('[data-sonner-toast]:not([data-seen])').filter({ hasText: text }).first().waitFor();

/** The JSON body of the next POST to `path`. */
const nextBody = (path: string) => {
  markToasts();
  return page
    .waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname.endsWith(path))
    .then((r) => JSON.parse(r.postData() ?? 'null') as Record<string, unknown>);
};

const exportDownloads = async () => {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    view.getByRole('button', { name: '导出' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
};

const dialog = () => page.getByRole('dialog');
const alert = () => page.getByRole('alertdialog');

type Item = { id: number; categoryId: number; content: string; levelName: string };
const ITEMS = '/grid/ginDscCategoryItem/page';

it('隐患库管理 opens from the side menu with the category tree, rows and total', async () => {
  const nav = page.getByRole('navigation', { name: '侧边菜单' });
  await nav.getByRole('button', { name: '网格化巡检' }).click();
  await nav.getByRole('link', { name: '隐患库管理' }).click();
  view = page.locator('section[data-page="/grid/troubleLibManager"]');
  await view.getByRole('heading', { name: '隐患库', exact: true }).waitFor();
  expect(new URL(page.url()).hash).toBe('#/grid/troubleLibManager');
  await view.locator('tbody tr').first().waitFor();
  const world = await shownList<Item>(ITEMS);
  await expectRowsAndTotal(world);
  await expect.poll(() => view.locator('tbody').textContent()).toContain(world.rows[0]!.content);
  await expect.poll(() => view.locator('tbody').textContent()).toContain(world.rows[0]!.levelName);
  await view.getByRole('treeitem', { name: '高处作业' }).waitFor();
  await page.screenshot({ path: `${ARTIFACTS}/grid-trouble-lib.png`, fullPage: true });
});

it('隐患库管理 lists the items of the category chosen in the tree', async () => {
  const body = nextBody(ITEMS);
  await view.getByRole('treeitem', { name: '临边防护' }).locator('div').first().click();
  expect(await body).toMatchObject({ page: 1, limit: 10, categoryId: 11 });
  await expect.poll(() => view.getByTestId('current-category').textContent()).toBe('高处作业 / 临边防护');
  expect(new URL(page.url()).hash).toContain('cat=11');
  const world = await shownList<Item>(ITEMS, (r) => r.postDataJSON()?.categoryId === 11);
  expect(world.rows.every((r) => r.categoryId === 11)).toBe(true);
  await expectRowsAndTotal(world);
});

/** The world's items of category 11 (临边防护), all of them. */
const category11 = async () => {
  const { data } = await post(ITEMS, { page: 1, limit: 500, categoryId: 11 });
  return { total: totalOf(data), rows: rowsOf<Item>(data) };
};

// The dialog's refusals (请输入检查内容, 请选择隐患等级, 整改期限应为正整数天, the standard kept) are checked in jsdom against
// the mock: packages/console/src/app/screens/grid.screen.test.tsx. Here the journey: the item sent, the total moved.
it('新增检查项 sends the item of the category chosen in the tree', async () => {
  const before = await category11();
  await view.getByRole('button', { name: '新增检查项' }).click();
  const d = dialog();
  await d.getByRole('heading', { name: '新增检查项' }).waitFor();
  await expect.poll(() => d.getByLabel('所属分类').inputValue()).toBe('11');
  await d.getByLabel('检查标准').fill('防护栏杆上杆离地1.2米');
  await d.getByLabel('检查内容').fill('临边防护栏杆缺失');
  await d.getByLabel('隐患等级').selectOption({ label: '较大隐患' });
  await d.getByLabel('整改期限（天）').fill('2');
  const body = nextBody('/grid/ginDscCategoryItem/add');
  await d.getByRole('button', { name: '确定' }).click();
  expect(await body).toEqual({
    categoryId: 11,
    content: '临边防护栏杆缺失',
    troubleLevel: 2,
    status: 1,
    standard: '防护栏杆上杆离地1.2米',
    rectifyDays: 2,
  });
  await serverSaid();
  await d.waitFor({ state: 'detached' });
  // The world holds the item under 临边防护 with the level's name; the screen's total moved with it.
  const after = await category11();
  expect(after.total).toBe(before.total + 1);
  const added = after.rows.find((r) => !before.rows.some((b) => b.id === r.id));
  expect(added).toMatchObject({ content: '临边防护栏杆缺失', levelName: '较大隐患' });
  await expect
    .poll(() => view.getByRole('navigation', { name: '分页' }).first().textContent())
    .toContain(`共 ${after.total} 条`);
});

// The dialog's refusals (请选择要导入的 Excel 文件, a non-Excel file) and the result of a sheet are checked in jsdom against
// the mock: packages/console/src/app/screens/grid.screen.test.tsx. Here the journey: the template downloaded, filled
// in and imported, the result shown, the list's total moved.
it('导入 downloads the template, imports it filled in and shows the result', async () => {
  const before = await category11();
  await view.getByRole('button', { name: '导入' }).click();
  const d = dialog();
  await d.getByRole('heading', { name: '导入检查项' }).waitFor();
  const [template] = await Promise.all([
    page.waitForEvent('download'),
    d.getByRole('button', { name: '下载模板' }).click(),
  ]);
  expect(template.suggestedFilename()).toMatch(/\.xlsx$/);
  // The template filled in as a person would: two good rows and one with a level the library does not have.
  const { default: ExcelJS } = await import('exceljs');
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.read(await template.createReadStream());
  const sheet = wb.worksheets[0]!;
  const titles = (sheet.getRow(1).values as unknown[]).slice(1).map((v) => String(v ?? ''));
  const col = (title: string) => {
    const i = titles.findIndex((t) => t.startsWith(title));
    expect(i, `模板的“${title}”列`).toBeGreaterThanOrEqual(0);
    return i;
  };
  const rowOf = (content: string, level: string) => {
    const r: string[] = titles.map(() => '');
    r[col('检查内容')] = content;
    r[col('隐患等级')] = level;
    return r;
  };
  const filled = new ExcelJS.Workbook();
  const ws = filled.addWorksheet('检查项');
  ws.addRow(titles);
  ws.addRow(rowOf('楼层临边未设密目网', '较大隐患'));
  ws.addRow(rowOf('临边栏杆立杆间距大于2米', '1'));
  ws.addRow(rowOf('挡脚板高度不足', '一般'));
  await d.getByLabel('Excel 文件').setInputFiles({
    name: '隐患库导入.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: Buffer.from(await filled.xlsx.writeBuffer()),
  });
  const upload = page.waitForRequest((r) => r.url().endsWith('/grid/ginDscCategoryItem/import'));
  await d.getByRole('button', { name: '开始导入' }).click();
  const request = await upload;
  expect(request.headers()['content-type']).toMatch(/^multipart\/form-data/);
  const result = page.getByRole('dialog', { name: '导入结果' });
  await result.waitFor();
  await expect.poll(() => result.textContent()).toMatch(/读取行数3导入成功2导入失败1/);
  await expect.poll(() => result.textContent()).toMatch(/第 4 行.*隐患等级“一般”不存在/);
  await result.getByRole('button', { name: '关闭' }).last().click();
  await result.waitFor({ state: 'detached' });
  // The two good rows are items of 临边防护 now, as the list shows.
  const after = await category11();
  expect(after.total).toBe(before.total + 2);
  const contents = after.rows.map((r) => r.content);
  expect(contents).toEqual(expect.arrayContaining(['楼层临边未设密目网', '临边栏杆立杆间距大于2米']));
  expect(contents).not.toContain('挡脚板高度不足');
  await expect
    .poll(() => view.getByRole('navigation', { name: '分页' }).first().textContent())
    .toContain(`共 ${after.total} 条`);
});

it('隐患库管理 exports the current filter and deletes after a confirmation', async () => {
  await exportDownloads();
  const world = await shownList<Item>(ITEMS);
  const first = world.rows[0]!;
  await view.getByRole('button', { name: '删除' }).first().click();
  await alert()
    .getByText(/确定删除检查项/)
    .waitFor();
  const body = nextBody('/grid/ginDscCategoryItem/del');
  await alert().getByRole('button', { name: '删除' }).click();
  expect(await body).toEqual({ ids: [first.id] });
  await serverSaid();
  const after = await category11();
  expect(after.total).toBe(world.total - 1);
  expect(after.rows.some((r) => r.id === first.id)).toBe(false);
  await expect
    .poll(() => view.getByRole('navigation', { name: '分页' }).first().textContent())
    .toContain(`共 ${after.total} 条`);
});

type Rule = { id: number; ruleName: string; ruleType: number; enabled: number };
const rules = async () => rowsOf<Rule>((await post('/grid/ginRuleList/list', {})).data);

it('巡检规则 shows the rules with their content, adds a rule with the fields of its type, and stops one', async () => {
  await open('/grid/rule', '巡检规则');
  const world = await shownList<Rule>('/grid/ginRuleList/list');
  await expectRowsAndTotal(world);
  await expect.poll(() => view.locator('tbody').textContent()).toContain('每日巡检 2 次');
  await expect.poll(() => view.locator('tbody').textContent()).toContain('整改到期前 24 小时提醒');
  await page.screenshot({ path: `${ARTIFACTS}/grid-rule.png`, fullPage: true });

  await view.getByRole('button', { name: '新增规则' }).click();
  const d = dialog();
  await d.getByLabel('规则名称').fill('塔吊每日巡检');
  await d.getByLabel('规则类型').selectOption({ label: '巡检频次' });
  await d.getByRole('button', { name: '确定' }).click();
  await d.getByText('请选择巡检周期').waitFor();
  await d.getByText('请输入每周期巡检次数（正整数）').waitFor();
  await expect.poll(() => d.getByLabel('规则名称').inputValue()).toBe('塔吊每日巡检');
  await d.getByLabel('巡检周期').selectOption({ label: '每日' });
  await d.getByLabel('每周期巡检次数').fill('3');
  const body = nextBody('/grid/ginRuleList/add');
  await d.getByRole('button', { name: '确定' }).click();
  expect(await body).toEqual({ ruleName: '塔吊每日巡检', ruleType: 1, cycle: 1, times: 3, enabled: 1 });
  await serverSaid();
  await d.waitFor({ state: 'detached' });
  // The world holds the rule; the list shows it with its content.
  expect((await rules()).find((r) => r.ruleName === '塔吊每日巡检')).toMatchObject({ ruleType: 1, enabled: 1 });
  await expect
    .poll(() => view.locator('tbody tr', { hasText: '塔吊每日巡检' }).textContent())
    .toContain('每日巡检 3 次');

  const stopped = view.locator('tbody tr', { hasText: '重大风险点位每日巡检' });
  await stopped.getByRole('button', { name: '停用' }).click();
  await alert()
    .getByText(/确定停用“重大风险点位每日巡检”/)
    .waitFor();
  const stop = nextBody('/grid/ginRuleList/edit');
  await alert().getByRole('button', { name: '停用' }).click();
  expect(await stop).toMatchObject({ id: 1, ruleType: 1, cycle: 1, times: 2, enabled: 0 });
  await serverSaid();
  expect((await rules()).find((r) => r.id === 1)?.enabled).toBe(0);
  // Stopped, it offers 启用: asked first, then the rule runs again (the points below are given it).
  await stopped.getByRole('button', { name: '启用' }).click();
  const restart = nextBody('/grid/ginRuleList/edit');
  await alert().getByRole('button', { name: '启用' }).click();
  expect(await restart).toMatchObject({ id: 1, enabled: 1 });
  await serverSaid();
  expect((await rules()).find((r) => r.id === 1)?.enabled).toBe(1);
  await stopped.getByRole('button', { name: '停用' }).waitFor();
});

type Point = { id: number; pointName: string; status: number; areaId: number };
const POINTS = '/grid/ginGridPointList/page';

it('网格点位 shows the project’s areas and points; choosing an area filters the list', async () => {
  await open('/grid/point', '网格点位');
  await expect.poll(() => view.getByLabel('项目', { exact: true }).textContent()).toBe('滨江花园二期住宅项目');
  const ofProject = await shownList<Point>(POINTS, (r) => r.postDataJSON()?.projectId === 1001);
  await expectRowsAndTotal(ofProject);
  // The 项目 picker is the searchable select: another project re-queries the points with its id, and back.
  const other = nextBody(POINTS);
  await chooseOption(view.getByLabel('项目', { exact: true }), '城南地铁5号线土建03标', '城南');
  expect(await other).toMatchObject({ projectId: 1002 });
  await chooseOption(view.getByLabel('项目', { exact: true }), '滨江花园二期住宅项目', '滨江');
  await expectRowsAndTotal(ofProject);
  await expect.poll(() => view.locator('tbody').textContent()).toContain('网格长：周明；网格员：吴静');
  await expect.poll(() => view.locator('tbody').textContent()).toContain('较大风险');
  const body = nextBody(POINTS);
  await view.getByRole('treeitem', { name: '1号楼' }).locator('div').first().click();
  expect(await body).toMatchObject({ projectId: 1001, areaId: 601 });
  await view.getByRole('button', { name: '查看全部区域' }).waitFor();
  const ofArea = await shownList<Point>(POINTS, (r) => r.postDataJSON()?.areaId === 601);
  expect(ofArea.rows.every((r) => r.areaId === 601)).toBe(true);
  expect(ofArea.total).toBeLessThan(ofProject.total);
  await expectRowsAndTotal(ofArea);
  await page.screenshot({ path: `${ARTIFACTS}/grid-point.png`, fullPage: true });
});

/** The world's points of 滨江花园二期 (1001), all of them. */
const points1001 = async () => {
  const { data } = await post(POINTS, { page: 1, limit: 500, projectId: 1001 });
  return { total: totalOf(data), rows: rowsOf<Point>(data) };
};

// The dialog's refusals (请输入点位名称, 请选择施工区域, 请选择风险等级, 请至少指定一名责任人, the code kept) are checked in jsdom
// against the mock: packages/console/src/app/screens/grid.screen.test.tsx. Here the journey: the point sent, counted.
it('新增点位 sends the point with its people', async () => {
  const before = await points1001();
  await view.getByRole('button', { name: '新增点位' }).click();
  const d = dialog();
  await d.getByRole('heading', { name: '新增网格点位' }).waitFor();
  await d.getByLabel('点位编号').fill('WG-1001-36');
  await d.getByLabel('点位名称').fill('2号楼卸料平台');
  await d.getByLabel('施工区域').selectOption({ label: '2号楼' });
  await d.getByLabel('风险等级').selectOption({ label: '重大风险' });
  await d.getByLabel('巡检频次规则').selectOption({ label: '重大风险点位每日巡检' });
  await d.getByRole('checkbox', { name: '高处作业' }).check();
  await d.getByLabel('周明的点位职责').selectOption({ label: '网格长' });
  await d.getByLabel('何晓东的点位职责').selectOption({ label: '巡检员' });
  const body = nextBody('/grid/ginGridPointList/add');
  await d.getByRole('button', { name: '确定' }).click();
  expect(await body).toEqual({
    projectId: 1001,
    pointName: '2号楼卸料平台',
    pointCode: 'WG-1001-36',
    areaId: 602,
    riskLevel: 4,
    categoryIds: [1],
    ruleId: 1,
    persons: [
      { userId: 5001, personType: 1 },
      { userId: 5004, personType: 3 },
    ],
  });
  await serverSaid();
  await d.waitFor({ state: 'detached' });
  const after = await points1001();
  expect(after.total).toBe(before.total + 1);
  expect(after.rows.find((r) => r.pointName === '2号楼卸料平台')).toMatchObject({ areaId: 602 });
});

it('网格点位 stops a running point after a confirmation and shows a point with its people and items', async () => {
  const first = (await shownList<Point>(POINTS)).rows[0]!;
  expect(first.status).toBe(1);
  await view.getByRole('button', { name: '停用' }).first().click();
  await alert()
    .getByText(new RegExp(`确定停用“${first.pointName}”`))
    .waitFor();
  const body = nextBody('/grid/ginGridPointList/pointStart');
  await alert().getByRole('button', { name: '停用' }).click();
  expect(await body).toEqual({ id: first.id, status: 2 });
  await serverSaid();
  expect((await points1001()).rows.find((r) => r.id === first.id)?.status).toBe(2);
  await expect.poll(() => view.locator('tbody tr').first().getByRole('button', { name: '启用' }).count()).toBe(1);

  await view.getByRole('button', { name: '详情' }).first().click();
  const d = page.getByRole('dialog', { name: `网格点位：${first.pointName}` });
  await d.getByRole('heading', { name: '检查项' }).waitFor();
  await expect.poll(() => d.getByRole('heading', { name: /责任人（[1-9]\d*）/ }).count()).toBe(1);
  await expect.poll(() => d.textContent()).toContain('临边防护栏杆高度不足1.2米或未设挡脚板');
  await expect.poll(() => d.textContent()).toContain('网格长');
  await page.screenshot({ path: `${ARTIFACTS}/grid-point-detail.png` });
  await d.getByRole('button', { name: '关闭' }).last().click();

  const records = nextBody('/grid/ginGridPointList/pointTaskRecord');
  await view.getByRole('button', { name: '巡检记录' }).first().click();
  expect(await records).toEqual({ page: 1, limit: 10, pointId: first.id });
  const r = page.getByRole('dialog', { name: `巡检记录：${first.pointName}` });
  const world = await shownList('/grid/ginGridPointList/pointTaskRecord');
  expect(world.total).toBeGreaterThan(0);
  await r.getByText(`共 ${world.total} 条`).waitFor();
  await r.getByRole('button', { name: '关闭' }).last().click();
});

it('点位分析 shows the numbers of the period and re-queries for another one', async () => {
  await view.getByRole('tab', { name: '点位分析' }).click();
  await view.getByText('有未闭环隐患的点位').waitFor();
  type Overview = Record<'pointCount' | 'enabledCount' | 'todayTaskCount' | 'todayCheckedCount', number> & {
    todayCheckRate: number;
  };
  const o = await worldAnswer<Overview>(api, made, '/grid/ginGridPointList/analyseOverview');
  // The cards agree with the point list under the same project and area (1号楼, chosen in the tree before; one of
  // its points stopped by the test before).
  const scope = made.get('/grid/ginGridPointList/analyseOverview')!.postDataJSON() as Row;
  expect(scope).toMatchObject({ projectId: 1001, areaId: 601 });
  const { data } = await post(POINTS, { page: 1, limit: 500, projectId: 1001, areaId: 601 });
  const all = { total: totalOf(data), rows: rowsOf<Point>(data) };
  expect(all.rows.some((r) => r.status === 2)).toBe(true);
  expect(o.pointCount).toBe(all.total);
  expect(o.enabledCount).toBe(all.rows.filter((r) => r.status === 1).length);
  await expect.poll(() => view.getByText(`${o.todayCheckedCount}/${o.todayTaskCount}`).count()).toBe(1);
  await expect.poll(() => view.getByText(`检查率 ${o.todayCheckRate}%`).count()).toBe(1);
  await view.locator('.recharts-surface').first().waitFor();
  await view.getByLabel('统计周期', { exact: true }).fill('2026-11-01');
  await view.getByLabel('统计周期止').fill('2026-11-23');
  const body = nextBody('/grid/ginGridPointList/analyseTrend');
  await view.getByRole('button', { name: '查询' }).click();
  expect(await body).toMatchObject({ projectId: 1001, startDate: '2026-11-01', endDate: '2026-11-23' });
  await page.screenshot({ path: `${ARTIFACTS}/grid-point-analysis.png`, fullPage: true });
});

type Deploy = { id: number; pointId: number; pointName: string; drawingName: string };
const deploys = async () => rowsOf<Deploy>((await post('/grid/pointdeploy/list', { projectId: 1001 })).data);

it('点位部署 shows the deploy records and a point’s deployment, and deletes a record after a confirmation', async () => {
  await open('/grid/deployAdmin', '布设记录');
  const world = await shownList<Deploy>('/grid/pointdeploy/list');
  await expectRowsAndTotal(world);
  await expect.poll(() => view.locator('tbody').textContent()).toContain('BIM 模型');
  const body = nextBody('/grid/pointdeploy/list');
  await view.getByRole('button', { name: /1号楼北侧临边/ }).click();
  expect(await body).toMatchObject({ projectId: 1001, pointId: 701 });
  await view.getByRole('heading', { name: '当前布设：1号楼北侧临边' }).waitFor();
  await page.screenshot({ path: `${ARTIFACTS}/grid-deploy-admin.png`, fullPage: true });
  const target = (await deploys()).find((r) => r.pointId === 701 && r.drawingName === '滨江花园二期BIM模型')!;
  await view.getByRole('button', { name: '删除' }).nth(1).click();
  await alert()
    .getByText(/确定删除“1号楼北侧临边”在“滨江花园二期BIM模型”上的布设/)
    .waitFor();
  const del = nextBody('/grid/pointdeploy/del');
  await alert().getByRole('button', { name: '删除' }).click();
  expect(await del).toEqual({ id: target.id });
  await serverSaid();
  expect((await deploys()).some((r) => r.id === target.id)).toBe(false);
});

type Check = { id: number; checkType: number };
it('检查清单 shows the checks with progress, a check’s details, and exports', async () => {
  await open('/grid/checkList', '检查清单');
  await expectRowsAndTotal(await shownList('/grid/ginCheckList/page'));
  await expect.poll(() => view.locator('tbody').textContent()).toContain('点位抽查');
  const body = nextBody('/grid/ginCheckList/page');
  await view.getByLabel('检查类型').selectOption({ label: '专项检查' });
  await view.getByRole('button', { name: '搜索' }).click();
  expect(await body).toMatchObject({ page: 1, limit: 10, checkType: 2 });
  const special = await shownList<Check>('/grid/ginCheckList/page', (r) => r.postDataJSON()?.checkType === 2);
  expect(special.rows.every((r) => r.checkType === 2)).toBe(true);
  await expectRowsAndTotal(special);
  await page.screenshot({ path: `${ARTIFACTS}/grid-check-list.png`, fullPage: true });
  await view.getByRole('button', { name: '详情' }).first().click();
  const d = dialog();
  await d.getByRole('heading', { name: /点位检查任务（\d+）/ }).waitFor();
  await expect.poll(() => d.locator('tbody tr').count()).toBeGreaterThan(0);
  await d.getByRole('button', { name: '关闭' }).last().click();
  await exportDownloads();
});

type Special = { id: number; specialName: string; status: number };
const SPECIALS = '/grid/ginCheckList/specialPage';
const specials = async () => rowsOf<Special>((await post(SPECIALS, { page: 1, limit: 500 })).data);

it('专项检查 starts an unstarted check after a confirmation, backs one out with a reason, and exports', async () => {
  await open('/grid/specialCheck', '专项检查');
  const world = await shownList<Special>(SPECIALS);
  await expectRowsAndTotal(world);
  await expect.poll(() => view.locator('tbody').textContent()).toContain('已撤回');
  await page.screenshot({ path: `${ARTIFACTS}/grid-special-check.png`, fullPage: true });

  // 启动 on every 未开始 check of the page, and only there.
  const unstarted = world.rows.filter((r) => r.status === 0);
  expect(unstarted.length).toBeGreaterThan(0);
  await expect.poll(() => view.getByRole('button', { name: '启动' }).count()).toBe(unstarted.length);
  const toStart = unstarted[0]!;
  await view.getByRole('button', { name: '启动' }).first().click();
  await alert()
    .getByText(new RegExp(`确定启动“${toStart.specialName}”`))
    .waitFor();
  const start = nextBody('/grid/ginCheckList/specialStart');
  await alert().getByRole('button', { name: '启动' }).click();
  expect(await start).toEqual({ id: toStart.id });
  await serverSaid();
  expect((await specials()).find((r) => r.id === toStart.id)?.status).toBe(1);
  await expect.poll(() => view.getByRole('button', { name: '启动' }).count()).toBe(unstarted.length - 1);
  // Started once, it cannot be started again: the world refuses the step.
  await expect(post('/grid/ginCheckList/specialStart', { id: toStart.id })).rejects.toMatchObject({
    msg: '只有未开始的专项检查可以启动',
  });

  const toBackOut = (await shownList<Special>(SPECIALS)).rows.find((r) => r.status === 0 || r.status === 1)!;
  await view.getByRole('button', { name: '撤回' }).first().click();
  const d = dialog();
  await d.getByRole('heading', { name: `撤回专项检查：${toBackOut.specialName}` }).waitFor();
  await d.getByRole('button', { name: '撤回' }).click();
  await d.getByText('请输入撤回原因').waitFor();
  await d.getByLabel('撤回原因').fill('检查方案调整，重新下发');
  const backout = nextBody('/grid/ginCheckList/backout');
  await d.getByRole('button', { name: '撤回' }).click();
  expect(await backout).toEqual({ id: toBackOut.id, reason: '检查方案调整，重新下发' });
  await serverSaid();
  await d.waitFor({ state: 'detached' });
  expect((await specials()).find((r) => r.id === toBackOut.id)?.status).toBe(3);

  await view.getByRole('button', { name: '详情' }).first().click();
  const detail = dialog();
  await detail.getByText('各项目检查情况').waitFor();
  await expect.poll(() => detail.textContent()).toContain('滨江花园二期住宅项目');
  await detail.getByRole('button', { name: '关闭' }).last().click();
  await exportDownloads();
});

it('no console errors', () => expect(ctx.problems).toEqual([]));
