// 系统管理 (001 §7.14; 000 §5, §6): 参建企业, 项目管理, 人员账号, AI 参建单位, 单项配置 and 角色管理, each opened, its rows
// and total shown, and its main actions done as a person would: dialogs that refuse bad input and keep what was
// typed, then send the body the spec asks for and show the server's message; confirmations before a change. In the
// mock's world: totals and rows are read from the world through the SDK, and each write is checked by what the screen
// (or the world behind it) then shows.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { ARTIFACTS } from '../lib/browser';
import { chooseOption, openOptions } from '../lib/combobox';
import { type ConsolePage, enterSignedIn, openConsole } from '../lib/console-page';
import { listOf, worldApi, type WorldApi } from '../lib/world-api';

let ctx: ConsolePage;
let page: Page;
/** The active page: visited pages stay mounted (hidden) in the tab cache, so every lookup is scoped to this one. */
let view: Locator;
let api: WorldApi;
/** A list's total and first page (ten rows) as the world holds it. */
const world = <T = Record<string, unknown>>(path: string, query: Record<string, unknown> = {}) =>
  listOf<T>(api, path, { pageNum: 1, pageSize: 10, ...query });
/** Money as the screens show it: 20,000,000.00 元. */
const yuan = (n: number) => `${n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} 元`;
/** The row of a name, not of the grown world's 名称2, 名称3…. */
const rowOf = (name: string) => view.locator('tbody tr').filter({ has: page.getByText(name, { exact: true }) });

beforeAll(async () => {
  ctx = await openConsole();
  page = ctx.page;
  api = await worldApi(ctx);
  await enterSignedIn(ctx);
});
afterAll(() => ctx?.close());

const open = async (menuUrl: string, heading: string) => {
  await page.goto(`${ctx.stack.url}#${menuUrl}`);
  view = page.locator(`section[data-page="${menuUrl}"]`);
  await view.getByRole('heading', { name: heading, exact: true }).waitFor();
  await view.locator('tbody tr').first().waitFor();
};

/** Rows shown and the 共 N 条 line of the (first) list on the page. */
const expectRowsAndTotal = async (total: number) => {
  await expect.poll(() => view.locator('tbody tr').count()).toBeGreaterThanOrEqual(5);
  await expect
    .poll(() => view.getByRole('navigation', { name: '分页' }).first().textContent())
    .toContain(`共 ${total} 条`);
};

/** The server's message as a toast. */
const expectToast = (text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text }).first().waitFor();

/** The JSON body of the next POST to `path`. */
const nextBody = (path: string) =>
  page
    .waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname.endsWith(path))
    .then((r) => JSON.parse(r.postData() ?? 'null') as Record<string, unknown>);

const dialog = () => page.getByRole('dialog');
const alert = () => page.getByRole('alertdialog');

it('参建企业 opens from the side menu with its rows, type tags and total', async () => {
  const nav = page.getByRole('navigation', { name: '侧边菜单' });
  await nav.getByRole('button', { name: '系统管理' }).click();
  await nav.getByRole('link', { name: '参建企业' }).click();
  view = page.locator('section[data-page="/system/corp"]');
  await view.getByRole('heading', { name: '参建企业', exact: true }).waitFor();
  expect(new URL(page.url()).hash).toBe('#/system/corp');
  await view.locator('tbody tr').first().waitFor();
  const corps = await world<{ corp_name: string; corp_type: number; reg_capital: number }>('/pc/org/corp/page');
  await expectRowsAndTotal(corps.total);
  const first = corps.rows[0]!;
  expect(first.corp_type).toBe(2);
  await expect.poll(() => view.locator('tbody tr').first().textContent()).toContain(first.corp_name);
  await expect.poll(() => view.locator('tbody tr').first().textContent()).toContain('劳务分包');
  await expect.poll(() => view.locator('tbody tr').first().textContent()).toContain(yuan(first.reg_capital));
  await page.screenshot({ path: `${ARTIFACTS}/system-corp.png`, fullPage: true });
});

// The dialog's refusals (企业名称不能为空, 请选择企业类型, a 17-character code, the name kept) are checked in jsdom against
// the mock: packages/console/src/app/screens/system-forms.screen.test.tsx. Here the journey: the company in the list.
it('新增企业 sends the upper-cased code and the list shows the company, with the total moved', async () => {
  await view.getByRole('button', { name: '新增企业' }).click();
  const d = dialog();
  await d.getByRole('heading', { name: '新增参建企业' }).waitFor();
  await d.getByLabel('企业名称').fill('浙江恒通建筑劳务有限公司');
  await d.getByLabel('统一社会信用代码').fill('91330110ma2kl0qt3g');
  await d.getByLabel('企业类型').selectOption({ label: '劳务分包' });
  await d.getByLabel('注册资本（元）').fill('8000000');
  const before = (await world('/pc/org/corp/page')).total;
  const body = nextBody('/pc/org/corp/add');
  await d.getByRole('button', { name: '确定' }).click();
  expect(await body).toMatchObject({
    corp_name: '浙江恒通建筑劳务有限公司',
    credit_code: '91330110MA2KL0QT3G',
    corp_type: 2,
    reg_capital: 8000000,
  });
  await expectToast('操作成功');
  await d.waitFor({ state: 'detached' });
  // The list's total moved, and the world holds the company with the code upper-cased.
  await expectRowsAndTotal(before + 1);
  const added = await world<{ credit_code: string }>('/pc/org/corp/page', { corp_name: '浙江恒通建筑劳务有限公司' });
  expect(added.rows.map((r) => r.credit_code)).toEqual(['91330110MA2KL0QT3G']);
});

it('删除 a company asks first, and only the confirmation sends the call', async () => {
  const row = rowOf('杭州安捷机电安装有限公司');
  const before = (await world('/pc/org/corp/page')).total;
  await row.getByRole('button', { name: '删除' }).click();
  await alert().getByText('确定删除“杭州安捷机电安装有限公司”吗').waitFor();
  await alert().getByRole('button', { name: '取消' }).click();
  await alert().waitFor({ state: 'detached' });
  await row.getByRole('button', { name: '删除' }).click();
  const sent = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/pc/org/corp/del/2004'));
  await alert().getByRole('button', { name: '删除' }).click();
  await sent;
  await expectToast('操作成功');
  await expectRowsAndTotal(before - 1);
  await expect.poll(() => row.count()).toBe(0);
});

it('详情 of a company shows its details and the projects it works on', async () => {
  const row = rowOf('浙江宏达建筑劳务有限公司');
  await row.getByRole('button', { name: '详情' }).click();
  const d = dialog();
  await d.getByRole('heading', { name: '企业详情：浙江宏达建筑劳务有限公司' }).waitFor();
  await d.getByRole('table', { name: '参建项目' }).locator('tbody tr').first().waitFor();
  await expect.poll(() => d.textContent()).toContain('91330108MA27XK3P1B');
  await expect.poll(() => d.getByRole('table', { name: '参建项目' }).textContent()).toContain('滨江花园二期住宅项目');
  await page.screenshot({ path: `${ARTIFACTS}/system-corp-detail.png` });
  await d.getByRole('button', { name: '关闭' }).last().click();
  await d.waitFor({ state: 'detached' });
});

it('项目管理 shows the status tags and the money, and edits with the details filled in', async () => {
  await open('/system/project', '项目管理');
  const projects = await world<{ project_id: number; status: number; contract_amount: number }>('/pc/project/page');
  await expectRowsAndTotal(projects.total);
  expect(projects.rows[0]!.status).toBe(1);
  await expect.poll(() => view.locator('tbody tr').first().textContent()).toContain('在建');
  await expect
    .poll(() => view.locator('tbody tr').first().textContent())
    .toContain(yuan(projects.rows[0]!.contract_amount));
  const detail = (
    await api.GET('/pc/project/detail', { params: { query: { project_id: projects.rows[0]!.project_id } } })
  ).data!;
  await page.screenshot({ path: `${ARTIFACTS}/system-project.png`, fullPage: true });
  await view.locator('tbody tr').first().getByRole('button', { name: '编辑' }).click();
  const d = dialog();
  await d.getByRole('heading', { name: /^编辑项目：/ }).waitFor();
  await expect.poll(() => d.getByLabel('建设单位').inputValue()).toBe(detail.construction_unit);
  await d.getByLabel('经度').fill('');
  await d.getByLabel('纬度').fill('');
  const geo = page.waitForRequest((r) => new URL(r.url()).pathname.endsWith('/pc/map/geocode'));
  await d.getByRole('button', { name: '地址定位' }).click();
  expect(new URL((await geo).url()).searchParams.get('address')).toBe(await d.getByLabel('项目地址').inputValue());
  await expectToast('已定位：');
  await expect.poll(() => d.getByLabel('经度').inputValue()).not.toBe('');
  const lng = await d.getByLabel('经度').inputValue();
  const lat = await d.getByLabel('纬度').inputValue();
  const typed = await d.getByLabel('项目地址').inputValue();
  const regeo = page.waitForRequest((r) => new URL(r.url()).pathname.endsWith('/pc/map/regeocode'));
  await d.getByRole('button', { name: '按坐标取地址' }).click();
  expect(new URL((await regeo).url()).searchParams.get('lng')).toBe(lng);
  // The answer's address replaces the one typed (which also says 杭州市: wait for the change, not only the city).
  await expect.poll(() => d.getByLabel('项目地址').inputValue()).not.toBe(typed);
  await expect.poll(() => d.getByLabel('项目地址').inputValue()).toContain('杭州市');
  const address = await d.getByLabel('项目地址').inputValue();
  await page.screenshot({ path: `${ARTIFACTS}/system-project-edit.png` });
  await d.getByLabel('计划竣工日期').fill('2025-01-01');
  await d.getByRole('button', { name: '确定' }).click();
  await d.getByText('竣工日期不能早于开工日期').waitFor();
  await d.getByLabel('计划竣工日期').fill('2027-12-31');
  const body = nextBody('/pc/project/edit');
  await d.getByRole('button', { name: '确定' }).click();
  expect(await body).toMatchObject({
    project_id: 1001,
    org_batch_id: 11,
    end_date: '2027-12-31',
    is_have_bim: 'BIM',
    address,
    lng: Number(lng),
    lat: Number(lat),
  });
  await expectToast('操作成功');
  await d.waitFor({ state: 'detached' });
  // Opened again, the dialog shows what the world now holds.
  await view.locator('tbody tr').first().getByRole('button', { name: '编辑' }).click();
  await d.getByRole('heading', { name: /^编辑项目：/ }).waitFor();
  await expect.poll(() => d.getByLabel('计划竣工日期').inputValue()).toBe('2027-12-31');
  await expect.poll(() => d.getByLabel('项目地址').inputValue()).toBe(address);
  await d.getByRole('button', { name: '取消' }).click();
  await d.waitFor({ state: 'detached' });
});

// The empty reason's refusal and the body sent are checked in jsdom against the mock:
// packages/console/src/app/screens/system-forms.screen.test.tsx. Here the journey: the row's status changes.
it('停工 asks for a reason, then changes the status', async () => {
  await view.locator('tbody tr').first().getByRole('button', { name: '停工' }).click();
  const d = dialog();
  await d.getByText('状态将由“在建”改为“停工”').waitFor();
  await d.getByLabel('停工原因').fill('基坑监测数据异常，停工整改');
  const body = nextBody('/pc/project/status');
  await d.getByRole('button', { name: '确定停工' }).click();
  expect(await body).toEqual({ project_id: 1001, status: 2, reason: '基坑监测数据异常，停工整改' });
  await expectToast('操作成功');
  await d.waitFor({ state: 'detached' });
  await expect.poll(() => view.locator('tbody tr').first().textContent()).toContain('停工');
  expect((await world<{ status: number }>('/pc/project/page')).rows[0]!.status).toBe(2);
});

// The dialog's refusals (the seed messages of an empty form, a 17-digit id card, the name kept) are checked in jsdom
// against the mock: packages/console/src/app/screens/system-forms.screen.test.tsx. Here the journey: the list grows.
it('人员账号 lists the people and adds one the list then counts', async () => {
  await open('/system/accountManager', '人员账号');
  const people = (await world('/pc/person/page')).total;
  await expectRowsAndTotal(people);
  await page.screenshot({ path: `${ARTIFACTS}/system-account.png`, fullPage: true });
  await view.getByRole('button', { name: '新增人员' }).click();
  const d = dialog();
  await d.getByLabel('姓名').fill('许文斌');
  await d.getByLabel('身份证号').fill('330106199105123418');
  await d.getByLabel('手机号').fill('13905710011');
  // The companies the world offers (those with a team: the 总包, which has none, is not offered — reported).
  const corpOptions = (await api.GET('/pc/org/corp/select')).data ?? [];
  const corp = corpOptions.find((o) => o.label === '浙江宏达建筑劳务有限公司')!;
  await chooseOption(d.getByLabel('所属企业'), corp.label, '宏达');
  await d.getByLabel('角色').selectOption({ label: '项目管理员' });
  const body = nextBody('/pc/person/add');
  await d.getByRole('button', { name: '确定' }).click();
  expect(await body).toMatchObject({
    corp_id: Number(corp.value),
    name: '许文斌',
    id_card: '330106199105123418',
    mobile: '13905710011',
    role_id: 3,
    status: 1,
  });
  await expectToast('操作成功');
  await d.waitFor({ state: 'detached' });
  await expectRowsAndTotal(people + 1);
  const added = await world<{ mobile: string; corp_id: number }>('/pc/person/page', { name: '许文斌' });
  expect(added.rows).toMatchObject([{ mobile: '13905710011', corp_id: Number(corp.value) }]);
});

it('重置密码 asks for a strong password before sending', async () => {
  await rowOf('吴静').getByRole('button', { name: '重置密码' }).click();
  const d = dialog();
  await d.getByText('确定重置“吴静”').waitFor();
  await d.getByLabel('新密码').fill('abc12345');
  await d.getByRole('button', { name: '确定重置' }).click();
  await d.getByText('请输入至少8个字符，至少1个字母和1位数字，至少包含一个特殊字符 (非数字字母)').waitFor();
  await d.getByLabel('新密码').fill('Site@2026reset');
  const body = nextBody('/pc/person/password/reset');
  await d.getByRole('button', { name: '确定重置' }).click();
  expect(await body).toEqual({ id: 5002, new_password: 'Site@2026reset' });
  await expectToast('操作成功');
  await d.waitFor({ state: 'detached' });
});

it('AI 参建单位 edits a registration from its details and deletes one after a confirmation', async () => {
  await open('/system/aiCompany', 'AI 参建单位');
  type AiCompany = { id: number; projectName: string; platformCode: string; status: number };
  const registrations = await world<AiCompany>('/bam-service/ai_company/page');
  await expectRowsAndTotal(registrations.total);
  expect(registrations.rows.some((r) => r.status !== 1)).toBe(true);
  await expect.poll(() => view.locator('tbody').textContent()).toContain('停用');
  const [edited, , , removed] = registrations.rows;
  await page.screenshot({ path: `${ARTIFACTS}/system-ai-company.png`, fullPage: true });
  await view.locator('tbody tr').first().getByRole('button', { name: '编辑' }).click();
  const d = dialog();
  await expect.poll(() => d.getByLabel('平台编码').inputValue()).toBe(edited!.platformCode);
  expect(edited!.projectName).toBe('滨江花园二期住宅项目');
  await expect.poll(() => d.getByLabel('所属项目').textContent()).toBe('滨江花园二期住宅项目');
  // A required choice is not emptied again: its list offers no 请选择.
  await d.getByLabel('所属项目').click();
  await expect.poll(() => openOptions(d).allTextContents()).toContain('滨江花园二期住宅项目');
  expect(await openOptions(d).allTextContents()).not.toContain('请选择');
  await page.keyboard.press('Escape');
  await page.getByRole('listbox').waitFor({ state: 'detached' });
  await d.getByLabel('平台编码').fill(`AIC-${'0'.repeat(47)}`);
  await d.getByLabel('备注').fill('1 号楼、2 号楼及东门出入口');
  await d.getByRole('button', { name: '确定' }).click();
  await d.getByText('平台编码最多50个字符').waitFor();
  await expect.poll(() => d.getByLabel('备注').inputValue()).toBe('1 号楼、2 号楼及东门出入口');
  expect(await d.getByLabel('所属项目').textContent()).toBe('滨江花园二期住宅项目');
  await d.getByLabel('平台编码').fill('AIC-1001-01');
  const body = nextBody('/bam-service/ai_company/update');
  await d.getByRole('button', { name: '确定' }).click();
  expect(await body).toEqual({
    id: 2101,
    projectId: 1001,
    companyId: 2001,
    platformCode: 'AIC-1001-01',
    status: 1,
    remark: '1 号楼、2 号楼及东门出入口',
  });
  await expectToast('操作成功');
  await d.waitFor({ state: 'detached' });
  await expect.poll(() => view.locator('tbody tr').first().textContent()).toContain('1 号楼、2 号楼及东门出入口');

  await view.locator('tbody tr').nth(3).getByRole('button', { name: '删除' }).click();
  const del = nextBody('/bam-service/ai_company/delete');
  await alert().getByRole('button', { name: '删除' }).click();
  expect(await del).toEqual({ id: removed!.id });
  await expectToast('操作成功');
  await expectRowsAndTotal(registrations.total - 1);
  expect((await world<AiCompany>('/bam-service/ai_company/page')).rows.some((r) => r.id === removed!.id)).toBe(false);
});

// The refusal of a bad value (请输入1～31日, the other value kept) is a component test:
// packages/console/src/app/screens/system-forms.screen.test.tsx › 单项配置 refuses a pay day of 32 keeping the other value typed, then saves the project’s parameters
it('单项配置 edits a project’s parameters and lists every project', async () => {
  await open('/system/config', '单项配置');
  const config = (await api.GET('/pc/config/single/detail', { params: { query: { project_id: 1001 } } })).data!;
  await expect.poll(() => view.getByLabel('考勤开始时间').inputValue()).toBe(config.attendance_start_time);
  await expect.poll(() => view.getByLabel('项目', { exact: true }).textContent()).toBe('滨江花园二期住宅项目');
  // The 项目 picker is the searchable select: another project loads its own configuration, then back.
  const other = page.waitForRequest(
    (r) => r.url().includes('/pc/config/single/detail') && new URL(r.url()).searchParams.get('project_id') === '1002',
  );
  await chooseOption(view.getByLabel('项目', { exact: true }), '城南地铁5号线土建03标', '城南');
  await other;
  await chooseOption(view.getByLabel('项目', { exact: true }), '滨江花园二期住宅项目', '滨江');
  await expect.poll(() => view.getByLabel('考勤开始时间').inputValue()).toBe(config.attendance_start_time);
  await view.getByRole('heading', { name: '各项目配置一览' }).waitFor();
  const configs = await world<{ project_id: number; update_by: string; update_time: string }>('/pc/config/single/list');
  await expectRowsAndTotal(configs.total);
  const mine = configs.rows.find((c) => c.project_id === 1001)!;
  await view.getByText(`${mine.update_by} 修改于 ${mine.update_time}`).waitFor();
  await page.screenshot({ path: `${ARTIFACTS}/system-config.png`, fullPage: true });
  await view.getByLabel('未戴安全帽报警').fill('20');
  await view.getByLabel('每月工资发放日').fill('15');
  const body = nextBody('/pc/config/single/edit');
  await view.getByRole('button', { name: '保存配置' }).click();
  expect(await body).toMatchObject({ project_id: 1001, hat_unwear_alarm_minutes: 20, wage_pay_day: 15 });
  await expectToast('操作成功');
  const saved = (await api.GET('/pc/config/single/detail', { params: { query: { project_id: 1001 } } })).data!;
  expect(saved).toMatchObject({ hat_unwear_alarm_minutes: 20, wage_pay_day: 15 });
  await expect.poll(() => view.getByLabel('未戴安全帽报警').inputValue()).toBe('20');
});

it('恢复默认 shows the system defaults in the confirmation, then resets that project', async () => {
  const row = view.locator('tbody tr').filter({ hasText: '城南地铁5号线土建03标' });
  await row.getByRole('button', { name: '恢复默认' }).click();
  await alert().getByText('系统默认：考勤 06:30–18:00').waitFor();
  const body = nextBody('/pc/config/single/reset');
  await alert().getByRole('button', { name: '恢复默认' }).click();
  expect(await body).toEqual({ project_id: 1002 });
  await expectToast('操作成功');
  // The row uses the system defaults now (no 恢复默认 left to offer), and so does the world.
  await expect.poll(() => row.textContent()).toContain('系统默认');
  await expect.poll(() => row.getByRole('button', { name: '恢复默认' }).count()).toBe(0);
  const reset = (await api.GET('/pc/config/single/detail', { params: { query: { project_id: 1002 } } })).data!;
  expect(reset).toMatchObject({ attendance_start_time: '06:30', attendance_end_time: '18:00', wage_pay_day: 15 });
});

// The dialog's refusal (角色名称不能为空, the remark kept) and the body sent are checked in jsdom against the mock:
// packages/console/src/app/screens/system-forms.screen.test.tsx. Here the journey: the new role in the list.
it('角色管理 lists roles with their types and adds one the list then counts', async () => {
  await open('/system/role', '角色管理');
  const roles = (await world('/pc/vrole/list')).total;
  await expectRowsAndTotal(roles);
  await view.getByRole('combobox', { name: '角色类型' }).locator('option', { hasText: '劳务企业' }).waitFor({
    state: 'attached',
  });
  await page.screenshot({ path: `${ARTIFACTS}/system-role.png`, fullPage: true });
  await view.getByRole('button', { name: '新增角色' }).click();
  const d = dialog();
  await d.getByLabel('角色类型').selectOption({ label: '项目' });
  await d.getByLabel('备注').fill('项目施工员');
  await d.getByLabel('角色名称').fill('施工员');
  const body = nextBody('/pc/vrole/edit');
  await d.getByRole('button', { name: '确定' }).click();
  expect(await body).toEqual({ role_name: '施工员', role_type: 3, status: 1, remark: '项目施工员' });
  await expectToast('操作成功');
  await d.waitFor({ state: 'detached' });
  await expectRowsAndTotal(roles + 1);
  expect((await world('/pc/vrole/list', { role_name: '施工员' })).total).toBe(1);
});

it('菜单权限 grants menus and their button bits and sends the whole set (groups included)', async () => {
  await rowOf('项目管理员').getByRole('button', { name: '菜单权限' }).click();
  const d = dialog();
  await d.getByRole('heading', { name: '菜单权限：项目管理员' }).waitFor();
  const corpAdd = d.getByRole('checkbox', { name: '参建企业 新增' });
  await corpAdd.waitFor();
  await expect.poll(() => corpAdd.isDisabled()).toBe(true);
  await d.getByRole('checkbox', { name: '参建企业', exact: true }).check();
  await corpAdd.check();
  await d.getByRole('checkbox', { name: '参建企业 删除' }).check();
  await d.getByRole('checkbox', { name: '工人花名册 删除' }).uncheck();
  await page.screenshot({ path: `${ARTIFACTS}/system-role-powers.png` });
  const body = nextBody('/pc/vmemu/power/edit');
  await d.getByRole('button', { name: '确定' }).click();
  const sent = (await body) as { role_id: number; menus: { menu_id: number; power_value: number }[] };
  expect(sent.role_id).toBe(3);
  expect(sent.menus).toContainEqual({ menu_id: 1800, power_value: 0 });
  expect(sent.menus).toContainEqual({ menu_id: 1802, power_value: 10 });
  expect(sent.menus).toContainEqual({ menu_id: 1401, power_value: 6 });
  expect(sent.menus.some((m) => m.menu_id === 1803)).toBe(false);
  await expectToast('操作成功');
  await d.waitFor({ state: 'detached' });
  // Opened again, the dialog shows the grants the world now holds.
  await rowOf('项目管理员').getByRole('button', { name: '菜单权限' }).click();
  await d.getByRole('heading', { name: '菜单权限：项目管理员' }).waitFor();
  await expect.poll(() => d.getByRole('checkbox', { name: '参建企业 删除' }).isChecked()).toBe(true);
  await expect.poll(() => d.getByRole('checkbox', { name: '工人花名册 删除' }).isChecked()).toBe(false);
  await d.getByRole('button', { name: '取消' }).click();
  await d.waitFor({ state: 'detached' });
});

it('班组管理 登记二维码 shows the mini-program code for the team and downloads it', async () => {
  await open('/person/team', '班组管理');
  const body = nextBody('/app/sprogram/qrcode/create');
  await view
    .locator('tbody tr')
    .filter({ has: page.getByText('木工一班', { exact: true }) })
    .getByRole('button', { name: '登记二维码' })
    .click();
  expect(await body).toEqual({ page: 'pages/worker/register', scene: 'pid=1001&tid=3001', width: 430 });
  const d = dialog();
  await d.getByRole('heading', { name: '木工一班 工人扫码登记' }).waitFor();
  const img = d.getByRole('img', { name: '木工一班 工人扫码登记' });
  await expect.poll(() => img.getAttribute('src')).toMatch(/^data:image\/png;base64,iVBORw0KGgo/);
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBe(1);
  await d.getByText('工人用微信扫码，进入小程序登记到本班组').waitFor();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    d.getByRole('button', { name: '下载' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('木工一班-工人登记二维码.png');
  // An exited team takes no registrations.
  await d.getByRole('button', { name: '关闭' }).last().click();
  await d.waitFor({ state: 'detached' });
  expect(
    await view
      .locator('tbody tr')
      .filter({ has: page.getByText('钢结构班', { exact: true }) })
      .getByRole('button', { name: '登记二维码' })
      .count(),
  ).toBe(0);
});

// The dialog's refusals (班组名称不能为空, 请选择项目, 请选择所属企业, the work type kept) are checked in jsdom against the
// mock: packages/console/src/app/screens/system-forms.screen.test.tsx. Here the journey: add, edit and delete.
it('班组管理 adds a team the list then counts, edits and deletes one', async () => {
  await open('/person/team', '班组管理');
  await view.getByRole('button', { name: '新增班组' }).click();
  const d = dialog();
  await d.getByRole('heading', { name: '新增班组' }).waitFor();
  await d.getByLabel('主要工种').fill('防水工');
  await d.getByLabel('班组名称').fill('防水班');
  await chooseOption(d.getByLabel('项目'), '滨江花园二期住宅项目', '滨江');
  await chooseOption(d.getByLabel('所属企业'), '江苏顺安建筑劳务有限公司', '顺安');
  await d.getByLabel('备注').fill('地下车库防水施工');
  const teams = (await world('/pc/team/list')).total;
  const body = nextBody('/pc/team/edit');
  await d.getByRole('button', { name: '确定' }).click();
  expect(await body).toEqual({
    team_name: '防水班',
    project_id: 1001,
    corp_id: 2002,
    work_type: '防水工',
    remark: '地下车库防水施工',
  });
  await expectToast('操作成功');
  await d.waitFor({ state: 'detached' });
  await expectRowsAndTotal(teams + 1);
  expect((await world('/pc/team/list', { team_name: '防水班' })).total).toBe(1);

  const first = view.locator('tbody tr').first();
  const name = (await first.locator('td').first().textContent())?.trim() ?? '';
  await first.getByRole('button', { name: '编辑' }).click();
  await d.getByRole('heading', { name: `编辑班组：${name}` }).waitFor();
  await expect.poll(() => d.getByLabel('班组名称').inputValue()).toBe(name);
  expect(await d.getByLabel('项目').textContent()).not.toBe('请选择');
  const edit = nextBody('/pc/team/edit');
  await d.getByRole('button', { name: '确定' }).click();
  expect(await edit).toMatchObject({ team_name: name });
  expect((await edit).id).toEqual(expect.any(Number));
  await expectToast('操作成功');
  await d.waitFor({ state: 'detached' });

  await first.getByRole('button', { name: '删除' }).click();
  await alert().getByText(`确定删除“${name}”吗`).waitFor();
  await alert().getByRole('button', { name: '取消' }).click();
  await alert().waitFor({ state: 'detached' });
  await first.getByRole('button', { name: '删除' }).click();
  const del = page.waitForRequest((r) => r.method() === 'POST' && /\/pc\/team\/del\/\d+$/.test(r.url()));
  await alert().getByRole('button', { name: '删除' }).click();
  await del;
  await page.locator('[data-sonner-toast]').last().waitFor();
  await expectRowsAndTotal(teams);
  await expect.poll(() => rowOf(name).count()).toBe(0);
  await page.screenshot({ path: `${ARTIFACTS}/person-team.png`, fullPage: true });
});

it('no console errors or uncaught exceptions', () => {
  expect(ctx.problems).toEqual([]);
});
