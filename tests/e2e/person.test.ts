// 人员管理 (seed 001 §7.12–7.14): 工人花名册 → 工人详情 (back header), 管理人员, 黑名单 (edit with validation, release,
// check handling, upload delete and SMS with confirmation), 工人评价 (add with validation, delete a record). In the mock's
// world: totals and rows are read from the world through the SDK, and each write is checked by what the screen then shows.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ARTIFACTS } from '../lib/browser';
import { chooseOption } from '../lib/combobox';
import { type ConsolePage, enterSignedIn, openConsole } from '../lib/console-page';
import { listOf, worldApi, type WorldApi } from '../lib/world-api';

let ctx: ConsolePage;
let page: Page;
let stack: ConsolePage['stack'];
let api: WorldApi;
/** A list's total and first page (ten rows) as the world holds it. */
const world = <T = Record<string, unknown>>(path: string, query: Record<string, unknown> = {}) =>
  listOf<T>(api, path, { pageNum: 1, pageSize: 10, ...query });
const totalIs = (total: number) => new RegExp(`共 ${total} 条`);
type Evaluated = { worker_id: number; total_score: number; violation_count: number };
/** A worker of 工人评价 as the world holds them. */
const evaluated = async (name: string) => (await world<Evaluated>('/pc/evaluation/worker/list', { name })).rows[0]!;

beforeAll(async () => {
  ctx = await openConsole();
  ({ page, stack } = ctx);
  api = await worldApi(ctx);
  await enterSignedIn(ctx);
});
afterAll(() => ctx?.close());

/**
 * The page on show (visited pages stay mounted, hidden, in the tab cache); on a tab group (黑名单) the tab on show
 * (tabs once shown stay mounted, hidden, too).
 */
const view = () =>
  page.locator(
    '[data-page][data-active] [data-tab-page][data-state="active"], [data-page][data-active]:not(:has([data-tab-page]))',
  );
const toasts = () => page.locator('[data-sonner-toast]');
/** Wait for a toast with this text, then until every toast is gone (so the next check sees only its own). */
async function expectToast(text: string) {
  await toasts().filter({ hasText: text }).first().waitFor();
  await expect.poll(() => toasts().count(), { timeout: 8000 }).toBe(0);
}
async function expectRowsAndTotal(min: number, total: RegExp) {
  await view().locator('tbody tr').first().waitFor();
  await expect.poll(() => view().locator('tbody tr').count()).toBeGreaterThanOrEqual(min);
  await expect.poll(() => view().getByRole('navigation', { name: '分页' }).textContent()).toMatch(total);
}
const open = async (hash: string, heading: string) => {
  await page.goto(`${stack.url}#${hash}`);
  await page.getByRole('heading', { name: heading, exact: true }).waitFor();
};

it('工人花名册 opens from the side menu with rows, the total line and the team filter', async () => {
  const nav = page.getByRole('navigation', { name: '侧边菜单' });
  await nav.getByRole('button', { name: '人员管理' }).click();
  await nav.getByRole('link', { name: '工人花名册' }).click();
  await page.getByRole('heading', { name: '工人花名册' }).waitFor();
  expect(new URL(page.url()).hash).toBe('#/person/worker');
  const roster = await world<{ name: string; day_wage: number }>('/pc/worker/list');
  await expectRowsAndTotal(8, totalIs(roster.total));
  const first = view().locator('tbody tr').first();
  await expect.poll(() => first.textContent()).toContain(roster.rows[0]!.name);
  await expect.poll(() => first.textContent()).toContain(`${roster.rows[0]!.day_wage.toFixed(2)} 元`);
  await page.getByRole('cell', { name: '在场' }).first().waitFor();
  await chooseOption(view().getByLabel('班组', { exact: true }), '木工一班', '木工一');
  await page.getByRole('button', { name: '搜索' }).click();
  await expect.poll(() => new URL(page.url()).hash).toContain('team_id=3001');
  await page.screenshot({ path: `${ARTIFACTS}/person-worker.png`, fullPage: true });
});

it('详情 opens 工人详情 with the profile, attendance and complaints; 返回 goes back to the roster', async () => {
  await page
    .getByRole('row', { name: /张建国/ })
    .getByRole('button', { name: '详情' })
    .click();
  await page.getByRole('heading', { name: '工人详情：张建国' }).waitFor();
  expect(new URL(page.url()).hash).toBe('#/person/workerDetail?id=4001');
  const main = view();
  await main.getByText('浙江省杭州市西湖区留下街道杨家牌楼 12 号').waitFor();
  await main.getByText('浙Z012025000153').waitFor();
  await main.getByRole('heading', { name: '月度出勤' }).waitFor();
  // This month's attendance and the complaints as the world holds them.
  const month = ctx.today.slice(0, 7);
  const att = (await api.GET('/pc/worker/attendance', { params: { query: { worker_id: 4001, month } } })).data!;
  const firstIn = att.days?.find((d) => d.first_time)?.first_time;
  expect(firstIn).toMatch(/^\d{2}:\d{2}:\d{2}$/);
  await main.getByText(firstIn!).first().waitFor();
  const stat = (label: string) => main.locator('dl > div').filter({ hasText: label });
  await expect.poll(() => stat('出勤天数').textContent()).toBe(`出勤天数${att.attendance_days}`);
  await expect.poll(() => stat('累计工时(小时)').textContent()).toBe(`累计工时(小时)${att.work_hours}`);
  // 张建国 has no complaint in the world (孙海涛's are shown in the next test).
  expect((await world('/pc/worker/complaint', { worker_id: 4001 })).total).toBe(0);
  await main.getByText('暂无投诉记录').waitFor();
  await page.screenshot({ path: `${ARTIFACTS}/person-worker-detail.png`, fullPage: true });
  await main.getByRole('button', { name: '返回' }).click();
  await page.getByRole('heading', { name: '工人花名册' }).waitFor();
  expect(new URL(page.url()).hash).toBe('#/person/worker?team_id=3001');
});

it('工人详情 of a worker with complaints lists them as the world holds them', async () => {
  await open('/person/workerDetail?id=4007', '工人详情：孙海涛');
  const complaints = await world<{ complaint_no: string }>('/pc/worker/complaint', { worker_id: 4007 });
  expect(complaints.rows.length).toBeGreaterThan(0);
  const section = view()
    .locator('section', { has: page.getByRole('heading', { name: '投诉记录' }) })
    .last();
  for (const c of complaints.rows) await section.getByText(c.complaint_no).waitFor();
  await expect.poll(() => section.locator('tbody tr').count()).toBe(complaints.rows.length);
});

// The refusal of a picture over 5 MB (文件不能超过 5 MB, nothing sent) is a component test:
// packages/console/src/app/screens/person-forms.screen.test.tsx ›
// 工人详情 更换照片 refuses a picture over 5 MB sending nothing, then uploads one (multipart with worker_id) and shows it
it('工人详情 更换照片 uploads a picture (multipart with worker_id) and shows it', async () => {
  await open('/person/workerDetail?id=4001', '工人详情：张建国');
  const main = view();
  const [request, answer] = await Promise.all([
    page.waitForRequest((r) => r.url().endsWith('/api/personnel/uploadimg')),
    page.waitForResponse((r) => r.url().endsWith('/api/personnel/uploadimg')),
    main.getByLabel('更换照片').setInputFiles({
      name: '张建国-人脸.jpg',
      mimeType: 'image/jpeg',
      buffer: Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
    }),
  ]);
  expect(request.headers()['content-type']).toMatch(/^multipart\/form-data/);
  // What the server received (the mock's journal of this world).
  const received = async () => (await ctx.mock.requests('uploadPersonnelImage')).at(-1)?.body;
  await expect.poll(received).toMatch(/name="file"; filename="/);
  expect(await received()).toMatch(/name="worker_id"\r\n\r\n4001/);
  await expectToast('上传成功');
  // The photo shown is the file the world stored for this upload.
  const stored = ((await answer.json()) as { data: { url: string } }).data.url;
  expect(stored).toMatch(/^\/api\/mock-assets\/files\//);
  await expect.poll(() => main.getByRole('img', { name: '张建国的人脸照片' }).getAttribute('src')).toBe(stored);
  await page.screenshot({ path: `${ARTIFACTS}/person-worker-photo.png` });
});

it('工人详情 without an id says so instead of failing', async () => {
  await open('/person/workerDetail', '工人详情');
  await page.getByText('未指定工人，请从工人花名册打开详情').waitFor();
});

it('管理人员 lists the managers and 详情 shows the account', async () => {
  await open('/person/manager', '管理人员');
  const managers = await listOf(api, '/pc/org/manager');
  await expectRowsAndTotal(5, totalIs(managers.total));
  await page.getByRole('row', { name: /吴静/ }).getByRole('button', { name: '详情' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('heading', { name: '管理人员：吴静' }).waitFor();
  await dialog.getByText('浙建安C3（2021）0118462').waitFor();
  await dialog.getByText('城南地铁5号线土建03标').waitFor();
  await page.screenshot({ path: `${ARTIFACTS}/person-manager.png`, fullPage: true });
  await dialog.getByRole('button', { name: '关闭' }).last().click();
  await dialog.waitFor({ state: 'detached' });
  await page.getByLabel('岗位').fill('专职安全员');
  await page.getByRole('button', { name: '搜索' }).click();
  await expect.poll(() => new URL(page.url()).hash).toContain('post_name=');
});

// The dialog's refusals (姓名不能为空, an expiry before the start, the reason kept) are checked in jsdom against the mock:
// packages/console/src/app/screens/person-forms.screen.test.tsx. Here the journey: the row shows what was saved.
it('黑名单 edit saves with the server message and the row shows the new reason and expiry', async () => {
  await open('/person/blacklist', '黑名单');
  await expectRowsAndTotal(5, totalIs((await world('/pc/worker/black/list')).total));
  // power_value 28: edit, delete, set — no add.
  await expect.poll(() => page.getByRole('button', { name: '新增' }).count()).toBe(0);
  await page
    .getByRole('row', { name: /鲁某某/ })
    .first()
    .getByRole('button', { name: '编辑' })
    .click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('heading', { name: '编辑黑名单：鲁某某' }).waitFor();
  await dialog.getByLabel('列入原因').fill('高处作业拒不系安全带，三次被清退');
  await dialog.getByLabel(/到期日期/).fill('2027-09-13');
  await page.screenshot({ path: `${ARTIFACTS}/person-blacklist-edit.png` });
  await dialog.getByRole('button', { name: '确定' }).click();
  await expectToast('操作成功');
  await dialog.waitFor({ state: 'detached' });
  // The row the list now shows carries the new reason and expiry.
  const row = page.getByRole('row', { name: /鲁某某/ }).first();
  await expect.poll(() => row.textContent()).toContain('高处作业拒不系安全带，三次被清退');
  await expect.poll(() => row.textContent()).toContain('2027-09-13');
});

it('黑名单 解除 asks for confirmation first', async () => {
  await page
    .getByRole('row', { name: /胡大勇/ })
    .first()
    .getByRole('button', { name: '解除' })
    .click();
  const confirm = page.getByRole('alertdialog');
  await confirm.getByText('确定要将「胡大勇」移出黑名单吗？解除后可正常进场登记。').waitFor();
  await page.screenshot({ path: `${ARTIFACTS}/person-blacklist.png`, fullPage: true });
  await confirm.getByRole('button', { name: '确定' }).click();
  await expectToast('操作成功');
  // Released: the row shows 已解除 and offers 解除 no more.
  const row = page.getByRole('row', { name: /胡大勇/ }).first();
  await expect.poll(() => row.textContent()).toContain('已解除');
  await expect.poll(() => row.getByRole('button', { name: '解除' }).count()).toBe(0);
});

it('核验记录: a task opens its records behind a back header and a hit is handled', async () => {
  await page.getByRole('tab', { name: '核验记录' }).click();
  await page.getByRole('heading', { name: '核验任务' }).waitFor();
  await expectRowsAndTotal(5, totalIs((await world('/pc/worker/black/task/list')).total));
  await page
    .getByRole('row', { name: /HMD-20261123-001/ })
    .first()
    .getByRole('button', { name: '查看记录' })
    .click();
  await page.getByRole('heading', { name: '核验记录：任务 5407' }).waitFor();
  await expectRowsAndTotal(5, totalIs((await world('/pc/worker/black/check/record/list/5407')).total));
  await page
    .getByRole('row', { name: /胡大勇/ })
    .first()
    .getByRole('button', { name: '处理' })
    .click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('heading', { name: '核验处理：胡大勇' }).waitFor();
  await dialog.getByLabel('处理结果').selectOption({ label: '已放行（误报）' });
  await dialog.getByLabel('处理说明').fill('身份证号重号，已核实非本人');
  await page.screenshot({ path: `${ARTIFACTS}/person-blacklist-check.png`, fullPage: true });
  await dialog.getByRole('button', { name: '确定' }).click();
  await expectToast('操作成功');
  await dialog.waitFor({ state: 'detached' });
  // The handled record shows its new state and the note.
  const handled = page.getByRole('row', { name: /胡大勇/ }).first();
  await expect.poll(() => handled.textContent()).toContain('身份证号重号，已核实非本人');
  await view().getByRole('button', { name: '返回' }).click();
  await page.getByRole('heading', { name: '核验任务' }).waitFor();
});

it('上传名单: 删除 and 发送短信 ask for confirmation, then show the server message', async () => {
  await page.getByRole('tab', { name: '上传名单' }).click();
  await page.getByRole('heading', { name: '上传名单' }).waitFor();
  const uploaded = (await world('/pc/worker/black/worker/upload')).total;
  await expectRowsAndTotal(5, totalIs(uploaded));
  await page
    .getByRole('row', { name: /卢志明/ })
    .first()
    .getByRole('button', { name: '删除' })
    .click();
  const confirm = page.getByRole('alertdialog');
  await confirm.getByText('确定要删除「卢志明」的上传记录吗？删除后不可恢复。').waitFor();
  await confirm.getByRole('button', { name: '取消' }).click();
  await confirm.waitFor({ state: 'detached' });
  await page
    .getByRole('row', { name: /田春生/ })
    .first()
    .getByRole('checkbox')
    .check();
  await page
    .getByRole('row', { name: /彭小燕/ })
    .first()
    .getByRole('checkbox')
    .check();
  await page.getByRole('button', { name: '批量删除' }).click();
  await confirm.getByText('确定要删除选中的 2 条上传记录吗？删除后不可恢复。').waitFor();
  await confirm.getByRole('button', { name: '确定' }).click();
  await expectToast('操作成功');
  // The two are gone from the list and its total.
  await expect
    .poll(() => view().getByRole('navigation', { name: '分页' }).textContent())
    .toMatch(totalIs(uploaded - 2));
  await expect.poll(() => page.getByRole('row', { name: /田春生|彭小燕/ }).count()).toBe(0);
  await page
    .getByRole('row', { name: /胡大勇/ })
    .first()
    .getByRole('button', { name: '发送短信' })
    .click();
  await confirm.getByText(/命中黑名单的核验结果短信/).waitFor();
  await confirm.getByRole('button', { name: '确定' }).click();
  await expectToast('操作成功');
  await page.screenshot({ path: `${ARTIFACTS}/person-blacklist-upload.png`, fullPage: true });
});

// The dialog's refusals (请输入评价项, 请输入分值, a score of 200, the description kept) are checked in jsdom against the
// mock: packages/console/src/app/screens/person-forms.screen.test.tsx. Here the journey: the row's new score.
it('工人评价 评价 adds with the server message and the row shows the new score', async () => {
  await open('/person/evaluation', '工人评价');
  await expectRowsAndTotal(5, totalIs((await world('/pc/evaluation/worker/list')).total));
  await page.getByRole('row', { name: /刘洋/ }).first().getByRole('button', { name: '评价' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('heading', { name: '评价工人：刘洋' }).waitFor();
  await dialog.getByLabel('说明').fill('2号楼 12 层外架搭设时未系安全带');
  await dialog.getByLabel('评价项').fill('高处作业未系安全带');
  await dialog.getByLabel('扣分', { exact: true }).fill('10');
  await dialog.getByRole('checkbox', { name: '未戴安全帽' }).check();
  await page.screenshot({ path: `${ARTIFACTS}/person-evaluation-add.png` });
  const before = await evaluated('刘洋');
  await dialog.getByRole('button', { name: '确定' }).click();
  await expectToast('新增成功');
  await dialog.waitFor({ state: 'detached' });
  const sent = (await ctx.mock.requests('addEvaluation')).at(-1)?.body ?? '';
  expect(JSON.parse(sent)).toMatchObject({
    worker_id: 4004,
    appraise_type: 2,
    item_name: '高处作业未系安全带',
    score: 10,
  });
  // The world counts the deduction: 10 points off and one violation more; the row shows the new score and the
  // worker's records hold the new one (a deduction is a negative score).
  const after = await evaluated('刘洋');
  expect(after.total_score).toBe(before.total_score - 10);
  expect(after.violation_count).toBe(before.violation_count + 1);
  await expect
    .poll(() => page.getByRole('row', { name: /刘洋/ }).first().textContent())
    .toContain(after.total_score.toFixed(1));
  const records = await world<{ item_name: string; score: number }>('/pc/appraise/worker/list', { worker_id: 4004 });
  expect(records.rows).toContainEqual(expect.objectContaining({ item_name: '高处作业未系安全带', score: -10 }));
});

it('工人评价 记录 lists the evaluations and deletes one after confirmation', async () => {
  await page
    .getByRole('row', { name: /孙海涛/ })
    .first()
    .getByRole('button', { name: '记录' })
    .click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('heading', { name: '评价记录：孙海涛' }).waitFor();
  await dialog.getByText('违规使用振动棒').first().waitFor();
  const sun = await evaluated('孙海涛');
  const records = (await world('/pc/appraise/worker/list', { worker_id: sun.worker_id })).total;
  const pager = () => dialog.getByRole('navigation', { name: '分页' }).textContent();
  await expect.poll(pager).toMatch(totalIs(records));
  await page.screenshot({ path: `${ARTIFACTS}/person-evaluation.png`, fullPage: true });
  await dialog
    .getByRole('row', { name: /违规使用振动棒/ })
    .first()
    .getByRole('button', { name: '删除' })
    .click();
  const confirm = page.getByRole('alertdialog');
  await confirm.getByText(/确定要删除「违规使用振动棒」（-12 分）吗？/).waitFor();
  await confirm.getByRole('button', { name: '确定' }).click();
  await expectToast('操作成功');
  // The record leaves the dialog and the world; the worker gets the 12 points back.
  await expect.poll(pager).toMatch(totalIs(records - 1));
  const left = await world<{ item_name: string }>('/pc/appraise/worker/list', { worker_id: sun.worker_id });
  expect(left.total).toBe(records - 1);
  expect((await evaluated('孙海涛')).total_score).toBe(sun.total_score + 12);
});

// 编辑's refusal (开启短信通知时请填写接收手机号, the choice kept) is checked in jsdom against the mock:
// packages/console/src/app/screens/person-forms.screen.test.tsx. Here the journey: the list, then a saved edit.
it('黑名单 核验配置 lists the scenes; 编辑 saves with the server message', async () => {
  page.setDefaultTimeout(8000);
  // The previous test leaves 工人评价's 记录 dialog open on that (kept) page.
  if (await page.getByRole('dialog').count()) await page.keyboard.press('Escape');
  await page.getByRole('dialog').waitFor({ state: 'detached' });
  await open('/person/blacklist/config', '黑名单核验配置');
  await expectRowsAndTotal(1, /共 \d+ 条/);
  // The group's rule and the branches' own rules for the same scene.
  await expect.poll(() => view().getByRole('cell', { name: '进场登记' }).count()).toBe(3);
  await page.screenshot({ path: `${ARTIFACTS}/person-blacklist-config.png`, fullPage: true });
  await view().getByRole('button', { name: '编辑' }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('命中后处理').selectOption('2');
  await dialog.getByLabel('命中时短信通知').check();
  await dialog.getByLabel('接收通知的手机号').fill('13905710002');
  await dialog.getByRole('button', { name: '确定' }).click();
  await expectToast('操作成功');
});

it('工人评价 shows 总分排行 (high or low first) and 违章排行 over a chosen period', async () => {
  await open('/person/evaluation', '工人评价');
  const scores = view().getByRole('list', { name: '总分排行' });
  await scores.locator('li').first().waitFor();
  const violations = view().getByRole('list', { name: '违章排行' });
  await violations.locator('li').first().waitFor();
  await expect.poll(() => violations.textContent()).toMatch(/\d+ 次/);
  const [req] = await Promise.all([
    page.waitForRequest((r) => r.url().includes('/pc/evaluation/totalScoreRank') && r.url().includes('order=asc')),
    view().getByLabel('排序').selectOption('asc'),
  ]);
  expect(req.url()).toContain('top=10');
  const [vreq] = await Promise.all([
    page.waitForRequest((r) => r.url().includes('/pc/evaluation/violationRankList')),
    view().getByLabel('统计周期').selectOption('7'),
  ]);
  expect(vreq.url()).toMatch(/start_date=\d{4}-\d{2}-\d{2}/);
  await scores.locator('li').first().waitFor();
  await page.screenshot({ path: `${ARTIFACTS}/person-evaluation-rank.png`, fullPage: true });
});

it('no console errors', () => expect(ctx.problems).toEqual([]));
