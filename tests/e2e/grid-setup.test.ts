// 网格化巡检 set-up screens (001 §7.5): 隐患库管理, 巡检规则, 网格点位, 点位部署, 检查清单 and 专项检查, each opened,
// its rows and total shown, and its main actions done as a person would: dialogs that refuse bad input and keep
// what was typed, then send the body the spec asks for and show the server's message; confirmations before a
// change; the import with its template and result; exports that download.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { ARTIFACTS } from '../lib/browser';
import { chooseOption } from '../lib/combobox';
import { openConsole, type ConsolePage } from '../lib/console-page';
import { signIn } from '../lib/sign-in';

let ctx: ConsolePage;
let page: Page;
/** The active page: visited pages stay mounted (hidden) in the tab cache, so every lookup is scoped to this one. */
let view: Locator;

beforeAll(async () => {
  ctx = await openConsole(undefined, { mode: 'examples' }); // written against the example answers: not yet moved to the world
  page = ctx.page;
  await signIn(page, ctx.stack.url);
  await page.getByRole('heading', { name: /王建华，/ }).waitFor();
});
afterAll(() => ctx?.close());

const open = async (menuUrl: string, heading: string) => {
  await page.goto(`${ctx.stack.url}#${menuUrl}`);
  view = page.locator(`section[data-page="${menuUrl}"]`);
  await view.getByRole('heading', { name: heading, exact: true }).waitFor();
  await view.locator('tbody tr').first().waitFor();
};

const expectRowsAndTotal = async (total: number, rows = 5) => {
  await expect.poll(() => view.locator('tbody tr').count()).toBeGreaterThanOrEqual(rows);
  await expect
    .poll(() => view.getByRole('navigation', { name: '分页' }).first().textContent())
    .toContain(`共 ${total} 条`);
};

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

it('隐患库管理 opens from the side menu with the category tree, rows and total', async () => {
  const nav = page.getByRole('navigation', { name: '侧边菜单' });
  await nav.getByRole('button', { name: '网格化巡检' }).click();
  await nav.getByRole('link', { name: '隐患库管理' }).click();
  view = page.locator('section[data-page="/grid/troubleLibManager"]');
  await view.getByRole('heading', { name: '隐患库', exact: true }).waitFor();
  expect(new URL(page.url()).hash).toBe('#/grid/troubleLibManager');
  await view.locator('tbody tr').first().waitFor();
  await expectRowsAndTotal(86);
  await expect.poll(() => view.locator('tbody').textContent()).toContain('一般隐患');
  await view.getByRole('treeitem', { name: '高处作业' }).waitFor();
  await page.screenshot({ path: `${ARTIFACTS}/grid-trouble-lib.png`, fullPage: true });
});

it('隐患库管理 lists the items of the category chosen in the tree', async () => {
  const body = nextBody('/grid/ginDscCategoryItem/page');
  await view.getByRole('treeitem', { name: '临边防护' }).locator('div').first().click();
  expect(await body).toMatchObject({ page: 1, limit: 10, categoryId: 11 });
  await expect.poll(() => view.getByTestId('current-category').textContent()).toBe('高处作业 / 临边防护');
  expect(new URL(page.url()).hash).toContain('cat=11');
});

it('新增检查项 refuses an empty form keeping what was typed, then sends the item', async () => {
  await view.getByRole('button', { name: '新增检查项' }).click();
  const d = dialog();
  await d.getByRole('heading', { name: '新增检查项' }).waitFor();
  await expect.poll(() => d.getByLabel('所属分类').inputValue()).toBe('11');
  await d.getByLabel('检查标准').fill('防护栏杆上杆离地1.2米');
  await d.getByRole('button', { name: '确定' }).click();
  await d.getByText('请输入检查内容').waitFor();
  await d.getByText('请选择隐患等级').waitFor();
  await expect.poll(() => d.getByLabel('检查标准').inputValue()).toBe('防护栏杆上杆离地1.2米');
  await d.getByLabel('检查内容').fill('临边防护栏杆缺失');
  await d.getByLabel('隐患等级').selectOption({ label: '较大隐患' });
  await d.getByLabel('整改期限（天）').fill('0');
  await d.getByRole('button', { name: '确定' }).click();
  await d.getByText('整改期限应为正整数天').waitFor();
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
});

it('导入 downloads the template, refuses a missing file, then shows the import result', async () => {
  await view.getByRole('button', { name: '导入' }).click();
  const d = dialog();
  await d.getByRole('heading', { name: '导入检查项' }).waitFor();
  const [template] = await Promise.all([
    page.waitForEvent('download'),
    d.getByRole('button', { name: '下载模板' }).click(),
  ]);
  expect(template.suggestedFilename()).toMatch(/\.xlsx$/);
  await d.getByRole('button', { name: '开始导入' }).click();
  await d.getByText('请选择要导入的 Excel 文件').waitFor();
  await d.getByLabel('Excel 文件').setInputFiles({
    name: '隐患库导入.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: Buffer.from('PK\u0003\u0004'),
  });
  const upload = page.waitForRequest((r) => r.url().endsWith('/grid/ginDscCategoryItem/import'));
  await d.getByRole('button', { name: '开始导入' }).click();
  const request = await upload;
  expect(request.headers()['content-type']).toMatch(/^multipart\/form-data/);
  const result = page.getByRole('dialog', { name: '导入结果' });
  await result.waitFor();
  await expect.poll(() => result.textContent()).toMatch(/导入成功30/);
  await expect.poll(() => result.textContent()).toContain('分类“模板支撑”不存在');
  await result.getByRole('button', { name: '关闭' }).last().click();
  await result.waitFor({ state: 'detached' });
});

it('隐患库管理 exports the current filter and deletes after a confirmation', async () => {
  await exportDownloads();
  await view.getByRole('button', { name: '删除' }).first().click();
  await alert()
    .getByText(/确定删除检查项/)
    .waitFor();
  const body = nextBody('/grid/ginDscCategoryItem/del');
  await alert().getByRole('button', { name: '删除' }).click();
  expect(await body).toEqual({ ids: [1101] });
  await serverSaid();
});

it('巡检规则 shows the rules with their content, adds a rule with the fields of its type, and stops one', async () => {
  await open('/grid/rule', '巡检规则');
  await expectRowsAndTotal(6, 6);
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

  await view.getByRole('button', { name: '停用' }).first().click();
  await alert()
    .getByText(/确定停用“重大风险点位每日巡检”/)
    .waitFor();
  const stop = nextBody('/grid/ginRuleList/edit');
  await alert().getByRole('button', { name: '停用' }).click();
  expect(await stop).toMatchObject({ id: 1, ruleType: 1, cycle: 1, times: 2, enabled: 0 });
  await serverSaid();
});

it('网格点位 shows the project’s areas and points; choosing an area filters the list', async () => {
  await open('/grid/point', '网格点位');
  await expect.poll(() => view.getByLabel('项目', { exact: true }).textContent()).toBe('滨江花园二期住宅项目');
  await expectRowsAndTotal(35);
  // The 项目 picker is the searchable select: another project re-queries the points with its id, and back.
  const other = nextBody('/grid/ginGridPointList/page');
  await chooseOption(view.getByLabel('项目', { exact: true }), '城南地铁5号线土建03标', '城南');
  expect(await other).toMatchObject({ projectId: 1002 });
  await chooseOption(view.getByLabel('项目', { exact: true }), '滨江花园二期住宅项目', '滨江');
  await expectRowsAndTotal(35);
  await expect.poll(() => view.locator('tbody').textContent()).toContain('网格长：周明；网格员：吴静');
  await expect.poll(() => view.locator('tbody').textContent()).toContain('较大风险');
  const body = nextBody('/grid/ginGridPointList/page');
  await view.getByRole('treeitem', { name: '1号楼' }).locator('div').first().click();
  expect(await body).toMatchObject({ projectId: 1001, areaId: 601 });
  await view.getByRole('button', { name: '查看全部区域' }).waitFor();
  await page.screenshot({ path: `${ARTIFACTS}/grid-point.png`, fullPage: true });
});

it('新增点位 refuses a form without name, area, risk or people, then sends the point with its people', async () => {
  await view.getByRole('button', { name: '新增点位' }).click();
  const d = dialog();
  await d.getByRole('heading', { name: '新增网格点位' }).waitFor();
  await d.getByLabel('点位编号').fill('WG-1001-36');
  await d.getByRole('button', { name: '确定' }).click();
  await d.getByText('请输入点位名称').waitFor();
  await d.getByText('请选择施工区域').waitFor();
  await d.getByText('请选择风险等级').waitFor();
  await d.getByText('请至少指定一名责任人').waitFor();
  await expect.poll(() => d.getByLabel('点位编号').inputValue()).toBe('WG-1001-36');
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
});

it('网格点位 stops a running point after a confirmation and shows a point with its people and items', async () => {
  await view.getByRole('button', { name: '停用' }).first().click();
  await alert()
    .getByText(/确定停用“1号楼北侧临边”/)
    .waitFor();
  const body = nextBody('/grid/ginGridPointList/pointStart');
  await alert().getByRole('button', { name: '停用' }).click();
  expect(await body).toEqual({ id: 701, status: 2 });
  await serverSaid();

  await view.getByRole('button', { name: '详情' }).first().click();
  const d = page.getByRole('dialog', { name: '网格点位：1号楼北侧临边' });
  await d.getByRole('heading', { name: '检查项' }).waitFor();
  await expect.poll(() => d.getByRole('heading', { name: /责任人（[1-9]\d*）/ }).count()).toBe(1);
  await expect.poll(() => d.textContent()).toContain('临边防护栏杆高度不足1.2米或未设挡脚板');
  await expect.poll(() => d.textContent()).toContain('网格长');
  await page.screenshot({ path: `${ARTIFACTS}/grid-point-detail.png` });
  await d.getByRole('button', { name: '关闭' }).last().click();

  const records = nextBody('/grid/ginGridPointList/pointTaskRecord');
  await view.getByRole('button', { name: '巡检记录' }).first().click();
  expect(await records).toEqual({ page: 1, limit: 10, pointId: 701 });
  const r = page.getByRole('dialog', { name: '巡检记录：1号楼北侧临边' });
  await r.getByText('共 46 条').waitFor();
  await r.getByRole('button', { name: '关闭' }).last().click();
});

it('点位分析 shows the numbers of the period and re-queries for another one', async () => {
  await view.getByRole('tab', { name: '点位分析' }).click();
  await view.getByText('有未闭环隐患的点位').waitFor();
  await expect.poll(() => view.getByText('2/24').count()).toBe(1);
  await expect.poll(() => view.getByText('检查率 8.33%').count()).toBe(1);
  await view.locator('.recharts-surface').first().waitFor();
  await view.getByLabel('统计周期', { exact: true }).fill('2026-11-01');
  await view.getByLabel('统计周期止').fill('2026-11-23');
  const body = nextBody('/grid/ginGridPointList/analyseTrend');
  await view.getByRole('button', { name: '查询' }).click();
  expect(await body).toMatchObject({ projectId: 1001, startDate: '2026-11-01', endDate: '2026-11-23' });
  await page.screenshot({ path: `${ARTIFACTS}/grid-point-analysis.png`, fullPage: true });
});

it('点位部署 shows the deploy records and a point’s deployment, and deletes a record after a confirmation', async () => {
  await open('/grid/deployAdmin', '布设记录');
  await expectRowsAndTotal(5);
  await expect.poll(() => view.locator('tbody').textContent()).toContain('BIM 模型');
  const body = nextBody('/grid/pointdeploy/list');
  await view.getByRole('button', { name: /1号楼北侧临边/ }).click();
  expect(await body).toMatchObject({ projectId: 1001, pointId: 701 });
  await view.getByRole('heading', { name: '当前布设：1号楼北侧临边' }).waitFor();
  await page.screenshot({ path: `${ARTIFACTS}/grid-deploy-admin.png`, fullPage: true });
  await view.getByRole('button', { name: '删除' }).nth(1).click();
  await alert()
    .getByText(/确定删除“1号楼北侧临边”在“滨江花园二期BIM模型”上的布设/)
    .waitFor();
  const del = nextBody('/grid/pointdeploy/del');
  await alert().getByRole('button', { name: '删除' }).click();
  expect(await del).toEqual({ id: 7702 });
  await serverSaid();
});

it('检查清单 shows the checks with progress, a check’s details, and exports', async () => {
  await open('/grid/checkList', '检查清单');
  await expectRowsAndTotal(38);
  await expect.poll(() => view.locator('tbody').textContent()).toContain('点位抽查');
  const body = nextBody('/grid/ginCheckList/page');
  await view.getByLabel('检查类型').selectOption({ label: '专项检查' });
  await view.getByRole('button', { name: '搜索' }).click();
  expect(await body).toMatchObject({ page: 1, limit: 10, checkType: 2 });
  await page.screenshot({ path: `${ARTIFACTS}/grid-check-list.png`, fullPage: true });
  await view.getByRole('button', { name: '详情' }).first().click();
  const d = dialog();
  await d.getByRole('heading', { name: /点位检查任务（\d+）/ }).waitFor();
  await expect.poll(() => d.locator('tbody tr').count()).toBeGreaterThan(0);
  await d.getByRole('button', { name: '关闭' }).last().click();
  await exportDownloads();
});

it('专项检查 starts an unstarted check after a confirmation, backs one out with a reason, and exports', async () => {
  await open('/grid/specialCheck', '专项检查');
  await expectRowsAndTotal(12);
  await expect.poll(() => view.locator('tbody').textContent()).toContain('已撤回');
  await page.screenshot({ path: `${ARTIFACTS}/grid-special-check.png`, fullPage: true });

  await expect.poll(() => view.getByRole('button', { name: '启动' }).count()).toBe(1);
  await view.getByRole('button', { name: '启动' }).click();
  await alert()
    .getByText(/确定启动“深基坑专项检查”/)
    .waitFor();
  const start = nextBody('/grid/ginCheckList/specialStart');
  await alert().getByRole('button', { name: '启动' }).click();
  expect(await start).toEqual({ id: 9103 });
  await serverSaid();

  await view.getByRole('button', { name: '撤回' }).first().click();
  const d = dialog();
  await d.getByRole('heading', { name: '撤回专项检查：冬季施工临时用电专项检查' }).waitFor();
  await d.getByRole('button', { name: '撤回' }).click();
  await d.getByText('请输入撤回原因').waitFor();
  await d.getByLabel('撤回原因').fill('检查方案调整，重新下发');
  const backout = nextBody('/grid/ginCheckList/backout');
  await d.getByRole('button', { name: '撤回' }).click();
  expect(await backout).toEqual({ id: 9101, reason: '检查方案调整，重新下发' });
  await serverSaid();
  await d.waitFor({ state: 'detached' });

  await view.getByRole('button', { name: '详情' }).first().click();
  const detail = dialog();
  await detail.getByText('各项目检查情况').waitFor();
  await expect.poll(() => detail.textContent()).toContain('滨江花园二期住宅项目');
  await detail.getByRole('button', { name: '关闭' }).last().click();
  await exportDownloads();
});

it('no console errors', () => expect(ctx.problems).toEqual([]));
