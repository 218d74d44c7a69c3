// 检查管理 (001 §7.5 checks administration, §4 "Check: reply, then verify", "Special check: add, start, finish, back
// out"): 监督检查, 专项检查管理, 企业检查 and 点位检查, each opened with its organisation tree, rows and total; a check
// registered and sent down through a dialog that refuses bad input and keeps what was typed; the project's reply,
// the verification (通过 / 退回) and deletion, each confirmed; details with photos and attachments; exports.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { ARTIFACTS } from '../lib/browser';
import { chooseOption, openOptions } from '../lib/combobox';
import { openConsole, type ConsolePage } from '../lib/console-page';
import { signIn } from '../lib/sign-in';

let ctx: ConsolePage;
let page: Page;
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

const expectRowsAndTotal = async (total: number) => {
  await expect.poll(() => view.locator('tbody tr').count()).toBeGreaterThanOrEqual(5);
  await expect
    .poll(() => view.getByRole('navigation', { name: '分页' }).first().textContent())
    .toContain(`共 ${total} 条`);
};

const markToasts = () =>
  page.evaluate(() => document.querySelectorAll('[data-sonner-toast]').forEach((t) => t.setAttribute('data-seen', '')));
const serverSaid = (text = '操作成功') =>
  page.locator('[data-sonner-toast]:not([data-seen])').filter({ hasText: text }).first().waitFor();

/** The JSON body of the next POST to `path` (toasts on screen are marked first, so serverSaid waits for a new one). */
const nextBody = async (path: string) => {
  await markToasts();
  return page
    .waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname.endsWith(path))
    .then((r) => JSON.parse(r.postData() ?? 'null') as Record<string, unknown>);
};
/** The query of the next GET to `path`. */
const nextQuery = (path: string) =>
  page
    .waitForRequest((r) => r.method() === 'GET' && new URL(r.url()).pathname.endsWith(path))
    .then((r) => Object.fromEntries(new URL(r.url()).searchParams));

const exportDownloads = async () => {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    view.getByRole('button', { name: '导出' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
};

const dialog = () => page.getByRole('dialog');
const alert = () => page.getByRole('alertdialog');
const row = (text: string) => view.locator('tbody tr').filter({ hasText: text });

it('监督检查 opens from the side menu with the organisation tree, status tags, rows and total', async () => {
  const nav = page.getByRole('navigation', { name: '侧边菜单' });
  await nav.getByRole('button', { name: '检查管理' }).click();
  await nav.getByRole('link', { name: '监督检查' }).click();
  view = page.locator('section[data-page="/check/supervision"]');
  await view.getByRole('heading', { name: '监督检查', exact: true }).waitFor();
  expect(new URL(page.url()).hash).toBe('#/check/supervision');
  await view.locator('tbody tr').first().waitFor();
  await expectRowsAndTotal(17);
  const body = (await view.locator('tbody').textContent()) ?? '';
  for (const s of ['待回复', '待复核', '复核通过', '复核退回']) expect(body).toContain(s);
  await view.getByRole('treeitem', { name: '华建集团第一分公司' }).waitFor();
  await page.screenshot({ path: `${ARTIFACTS}/check-supervision.png`, fullPage: true });
});

it('监督检查 lists the checks of the project chosen in the tree, and the status filter', async () => {
  const q = nextQuery('/pc/project/sup/check/page');
  await view.getByRole('treeitem', { name: '滨江花园二期住宅项目' }).click();
  expect(await q).toMatchObject({ project_id: '1001', page: '1', limit: '10' });
  await view.getByText('当前范围').waitFor();
  const q2 = nextQuery('/pc/project/sup/check/page');
  await view.getByLabel('状态').selectOption('2');
  await view.getByRole('button', { name: '搜索' }).click();
  expect(await q2).toMatchObject({ project_id: '1001', status: '2' });
  await view.getByRole('button', { name: '重置' }).click();
  await view.getByRole('button', { name: '查看全部' }).click();
  await view.getByText('当前范围').waitFor({ state: 'detached' });
});

it('监督检查 details show the problems with photo thumbnails, the attachment link and the flow', async () => {
  await row('JD20261120001').getByRole('button', { name: '详情' }).click();
  const d = dialog();
  await d.getByText('问题清单（3）').waitFor();
  await expect.poll(() => d.textContent()).toContain('1号楼6层北侧临边防护栏杆缺失约4米');
  await expect.poll(() => d.textContent()).toContain('重大隐患');
  await expect.poll(() => d.locator('a[rel="noopener noreferrer"][target="_blank"] img').count()).toBe(3);
  await expect.poll(() => d.getByRole('img', { name: '问题 1 照片 1' }).getAttribute('src')).toContain('92011-1.jpg');
  const link = d.getByRole('link', { name: '9201-检查通知书.pdf' });
  await expect.poll(() => link.getAttribute('rel')).toBe('noopener noreferrer');
  await expect.poll(() => link.getAttribute('target')).toBe('_blank');
  await d.getByText('请项目于11月27日前完成整改并回复').waitFor();
  await page.screenshot({ path: `${ARTIFACTS}/check-supervision-detail.png`, fullPage: true });
  await d.getByRole('button', { name: '关闭' }).last().click();
  await d.waitFor({ state: 'detached' });
});

it('新增监督检查 refuses a form without project, name and problem, keeps what was typed, then sends it down', async () => {
  await view.getByRole('button', { name: '新增监督检查' }).click();
  const d = dialog();
  await d.getByLabel('检查人员').fill('林峰、吴静');
  await d.getByRole('button', { name: '保存并下发' }).click();
  await d.getByText('请选择被检查项目').waitFor();
  await d.getByText('请填写检查名称').waitFor();
  await d.getByText('请选择隐患分类').waitFor();
  await d.getByText('请填写问题描述').waitFor();
  await expect.poll(() => d.getByLabel('检查人员').inputValue()).toBe('林峰、吴静');
  // 附件 go to the project's folder of the resource service, so a project comes first.
  await d.getByText('选择被检查项目后可上传附件').waitFor();
  await expect.poll(() => d.getByText('上传附件', { exact: true }).isDisabled()).toBe(true);
  await expect.poll(() => d.getByLabel('上传附件').isDisabled()).toBe(true);
  await chooseOption(d.getByLabel('被检查项目'), '滨江花园二期住宅项目', '滨江');
  const [upload] = await Promise.all([
    page.waitForRequest((r) => r.url().endsWith('/api/resource/pc/file/upload')),
    d.getByLabel('上传附件').setInputFiles({
      name: 'check-record.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4 检查记录'),
    }),
  ]);
  expect(upload.headers()['content-type']).toMatch(/^multipart\/form-data/);
  // What the server received (the mock's journal of this world).
  await expect
    .poll(async () => (await ctx.mock.requests('uploadResourceFile')).at(-1)?.body)
    .toMatch(/name="folder"\r\n\r\nproject\/1001\/check/);
  const attachment = d
    .getByRole('list', { name: '检查附件' })
    .getByRole('link', { name: '滨江花园二期-安全技术交底.pdf' });
  await attachment.waitFor();
  await expect
    .poll(() => attachment.getAttribute('href'))
    .toBe('/api/mock-assets/static/resource/project/1001/disclosure/8d1e42b0.pdf');
  await d.getByLabel('检查名称').fill('第一分公司12月安全监督检查');
  await d.getByLabel('整改回复期限').fill('2026-12-05');
  await d.getByLabel('检查日期').fill('2026-12-01');
  await d.getByLabel('隐患分类').selectOption('11');
  await d.getByLabel('隐患等级').selectOption('3');
  await d.getByLabel('责任单位').click();
  await openOptions(d).nth(1).click();
  await d.getByLabel('问题描述').fill('3号楼5层电梯井口防护门缺失');
  await page.screenshot({ path: `${ARTIFACTS}/check-supervision-form.png`, fullPage: true });
  const body = nextBody('/pc/project/sup/check/add');
  await d.getByRole('button', { name: '保存并下发' }).click();
  const sent = await body;
  expect(sent).toMatchObject({
    project_id: 1001,
    check_name: '第一分公司12月安全监督检查',
    check_date: '2026-12-01',
    checker_names: '林峰、吴静',
    rectify_deadline: '2026-12-05',
    attachments: ['/api/mock-assets/static/resource/project/1001/disclosure/8d1e42b0.pdf'],
  });
  expect(sent.problems).toEqual([
    expect.objectContaining({ category_id: 11, trouble_level: 3, content: '3号楼5层电梯井口防护门缺失' }),
  ]);
  expect((sent.problems as { company_id?: number }[])[0]!.company_id).toEqual(expect.any(Number));
  await serverSaid();
  await d.waitFor({ state: 'detached' });
});

it('回复 asks for the rectification of every problem, then confirms and sends the reply', async () => {
  await row('JD20261120001').getByRole('button', { name: '回复' }).click();
  const d = dialog();
  await d.getByText('基坑东侧坑边1米范围内堆放钢筋约5吨').waitFor();
  await d.getByLabel('总体回复').fill('已全部整改');
  await d.getByRole('button', { name: '提交回复' }).click();
  await expect.poll(() => d.getByText('请填写整改情况').count()).toBe(3);
  await expect.poll(() => d.getByLabel('总体回复').inputValue()).toBe('已全部整改');
  const boxes = d.getByLabel('整改情况');
  await boxes.nth(0).fill('已补设防护栏杆及挡脚板');
  await boxes.nth(1).fill('已补做重复接地');
  await boxes.nth(2).fill('坑边堆载已清运');
  await d.getByRole('button', { name: '提交回复' }).click();
  const body = nextBody('/pc/project/sup/check/reply');
  await alert().getByRole('button', { name: '确定' }).click();
  expect(await body).toEqual({
    id: 9201,
    reply_content: '已全部整改',
    problems: [
      { problem_id: 92011, reply_content: '已补设防护栏杆及挡脚板' },
      { problem_id: 92012, reply_content: '已补做重复接地' },
      { problem_id: 92013, reply_content: '坑边堆载已清运' },
    ],
  });
  await serverSaid();
  await d.waitFor({ state: 'detached' });
});

it('退回 requires a reason, then confirms and sends the check back', async () => {
  await row('JD20261118002').getByRole('button', { name: '退回' }).click();
  const d = dialog();
  await d.getByRole('button', { name: '退回', exact: true }).click();
  await d.getByText('请填写退回原因').waitFor();
  await d.getByLabel('退回原因').fill('整改照片不清晰，请补充');
  await d.getByRole('button', { name: '退回', exact: true }).click();
  const body = nextBody('/pc/project/sup/check/verify');
  await alert().getByRole('button', { name: '确定' }).click();
  expect(await body).toMatchObject({ id: 9202, verify_result: 2, opinion: '整改照片不清晰，请补充' });
  await serverSaid();
  await d.waitFor({ state: 'detached' });
});

it('删除 asks for a confirmation, and 导出 downloads the list', async () => {
  await expect.poll(() => row('JD20261110003').getByRole('button', { name: '删除' }).count()).toBe(0);
  await row('JD20261120001').getByRole('button', { name: '删除' }).click();
  await alert().getByText('确定删除「第一分公司11月安全监督检查」').waitFor();
  await markToasts();
  const [req] = await Promise.all([
    page.waitForRequest((r) => r.method() === 'POST' && r.url().includes('/pc/project/sup/check/del/9201')),
    alert().getByRole('button', { name: '删除' }).click(),
  ]);
  expect(req.url()).toContain('/del/9201');
  await serverSaid();
  await exportDownloads();
});

it('企业检查 shows its rows and total, passes a reply after a confirmation, and exports', async () => {
  await open('/check/corp', '企业检查');
  await expectRowsAndTotal(9);
  await page.screenshot({ path: `${ARTIFACTS}/check-corp.png`, fullPage: true });
  const waiting = view.locator('tbody tr').filter({ hasText: '待复核' }).first();
  await waiting.getByRole('button', { name: '通过' }).click();
  const d = dialog();
  await expect.poll(() => d.getByLabel('复核意见').inputValue()).toBe('整改到位，同意闭环');
  await d.getByRole('button', { name: '通过', exact: true }).click();
  const body = nextBody('/pc/project/corp/check/verify');
  await alert().getByRole('button', { name: '确定' }).click();
  expect(await body).toMatchObject({ verify_result: 1, opinion: '整改到位，同意闭环' });
  await serverSaid();
  await exportDownloads();
});

it('点位检查 shows the spot checks with their conclusion, and a problem check needs a deadline and a problem', async () => {
  await open('/check/pointCheck', '点位检查');
  await expectRowsAndTotal(14);
  const body = (await view.locator('tbody').textContent()) ?? '';
  for (const s of ['合格', '存在问题', '无需整改', '待复核']) expect(body).toContain(s);
  await page.screenshot({ path: `${ARTIFACTS}/check-point.png`, fullPage: true });
  await view.getByRole('button', { name: '新增点位检查' }).click();
  const d = dialog();
  await d.getByLabel('抽查人').fill('林峰');
  await d.getByRole('button', { name: '确定' }).click();
  await d.getByText('请选择项目').waitFor();
  await d.getByText('请选择点位').waitFor();
  await chooseOption(d.getByLabel('项目'), '滨江花园二期住宅项目', '滨江');
  await d.getByLabel('点位').click();
  await openOptions(d).nth(1).click();
  await d.getByLabel('抽查日期').fill('2026-11-22');
  await d.getByLabel('抽查结论').selectOption('2');
  await d.getByRole('button', { name: '确定' }).click();
  await d.getByText('存在问题时请选择整改期限').waitFor();
  await d.getByLabel('整改回复期限').fill('2026-11-25');
  await d.getByRole('button', { name: '确定' }).click();
  await d.getByText('存在问题时请至少添加一个问题').waitFor();
  await expect.poll(() => d.getByLabel('抽查人').inputValue()).toBe('林峰');
  await d.getByRole('button', { name: '添加问题' }).click();
  await d.getByLabel('隐患分类').selectOption('21');
  await d.getByLabel('问题描述').fill('配电房灭火器压力不足');
  const sent = nextBody('/pc/project/corp/pointCheck/add');
  await d.getByRole('button', { name: '确定' }).click();
  expect(await sent).toMatchObject({
    project_id: 1001,
    check_date: '2026-11-22',
    checker_name: '林峰',
    check_result: 2,
    rectify_deadline: '2026-11-25',
    problems: [{ category_id: 21, content: '配电房灭火器压力不足', trouble_level: 1, rectify_deadline: '2026-11-25' }],
  });
  await serverSaid();
  await d.waitFor({ state: 'detached' });
});

it('点位检查 details show the site photos and the reply, and the list exports', async () => {
  await row('DC20261121001').getByRole('button', { name: '详情' }).click();
  const d = dialog();
  await d.getByText('已补设18厘米挡脚板').waitFor();
  await expect.poll(() => d.locator('a[rel="noopener noreferrer"]').count()).toBe(3);
  await d.getByRole('button', { name: '关闭' }).last().click();
  await d.waitFor({ state: 'detached' });
  await exportDownloads();
});

it('专项检查管理 lists the special checks, refuses a form without projects keeping it, then adds one', async () => {
  await open('/check/special', '专项检查管理');
  await expectRowsAndTotal(12);
  const body = (await view.locator('tbody').textContent()) ?? '';
  for (const s of ['未开始', '进行中', '已完成', '已撤回', '临时用电']) expect(body).toContain(s);
  await page.screenshot({ path: `${ARTIFACTS}/check-special.png`, fullPage: true });
  await view.getByRole('button', { name: '新增专项检查' }).click();
  const d = dialog();
  await d.getByLabel('专项名称').fill('冬季施工专项检查');
  await d.getByLabel('结束日期').fill('2000-01-01');
  await d.getByRole('button', { name: '确定' }).click();
  await d.getByText('请选择专项类型').waitFor();
  await d.getByText('请至少选择一个项目').waitFor();
  await expect.poll(() => d.getByLabel('专项名称').inputValue()).toBe('冬季施工专项检查');
  await d.getByLabel('专项类型').selectOption('6');
  await d.getByLabel('滨江花园二期住宅项目').check();
  await d.getByLabel('城南地铁5号线土建03标').check();
  await d.getByRole('button', { name: '确定' }).click();
  await d.getByText('结束日期不能早于开始日期').waitFor();
  await d.getByLabel('开始日期').fill('2026-12-10');
  await d.getByLabel('结束日期').fill('2026-12-20');
  await d.getByLabel('检查组组长').fill('林峰');
  const sent = nextBody('/pc/project/special/check/add');
  await d.getByRole('button', { name: '确定' }).click();
  expect(await sent).toEqual({
    special_name: '冬季施工专项检查',
    special_type: 6,
    project_ids: [1001, 1002],
    start_date: '2026-12-10',
    end_date: '2026-12-20',
    leader_name: '林峰',
  });
  await serverSaid();
  await d.waitFor({ state: 'detached' });
});

it('专项检查管理 starts after a confirmation, backs out only with a reason, shows details and exports', async () => {
  const notStarted = view.locator('tbody tr').filter({ hasText: '未开始' }).first();
  await notStarted.getByRole('button', { name: '启动' }).click();
  const start = nextBody('/grid/ginCheckList/specialStart');
  await alert().getByRole('button', { name: '确定' }).click();
  expect(Object.keys(await start)).toEqual(['id']);
  await serverSaid();

  const running = view.locator('tbody tr').filter({ hasText: '进行中' }).first();
  await running.getByRole('button', { name: '撤回' }).click();
  const d = dialog();
  await d.getByRole('button', { name: '撤回', exact: true }).click();
  await d.getByText('请填写撤回原因').waitFor();
  await d.getByLabel('撤回原因').fill('计划调整');
  await d.getByRole('button', { name: '撤回', exact: true }).click();
  const back = nextBody('/grid/ginCheckList/backout');
  await alert().getByRole('button', { name: '确定' }).click();
  expect(await back).toMatchObject({ reason: '计划调整' });
  await serverSaid();
  await d.waitFor({ state: 'detached' });

  await view.locator('tbody tr').first().getByRole('button', { name: '详情' }).click();
  await dialog().getByText('各项目检查情况').waitFor();
  await dialog().getByText('室外分配电箱无防雨罩').waitFor();
  await page.screenshot({ path: `${ARTIFACTS}/check-special-detail.png`, fullPage: true });
  await dialog().getByRole('button', { name: '关闭' }).last().click();
  await dialog().waitFor({ state: 'detached' });
  await exportDownloads();
});

it('no console errors', () => expect(ctx.problems).toEqual([]));
