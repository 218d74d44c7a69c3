// 法务服务: 法务账号 (add with validation, assign roles, delete), 法务用户, 律师函 (view, upload a scan),
// 被诉案件 (court from the case number, base data). In the mock's world: the expected rows and totals are read from the
// world through the SDK, and each write is checked by what the list then shows.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ARTIFACTS } from '../lib/browser';
import { chooseOption } from '../lib/combobox';
import { enterSignedIn, openConsole, type ConsolePage } from '../lib/console-page';
import { rowsOf, totalOf, worldApi, type WorldApi } from '../lib/world-api';

let ctx: ConsolePage;
let page: Page;
let stack: ConsolePage['stack'];
let api: WorldApi;
type Account = { id: number; account: string; userId: number; userName: string; roleIds?: number[] };
/** 法务账号 as the world holds them (the screen's first page of ten). */
const accounts = async () => {
  const { data } = await api.GET('/legal-service/account/page', { params: { query: { pageNum: 1, pageSize: 10 } } });
  return { total: totalOf(data), rows: rowsOf<Account & { lastLoginTime?: string | null }>(data) };
};

beforeAll(async () => {
  ctx = await openConsole();
  ({ page, stack } = ctx);
  api = await worldApi(ctx);
  await enterSignedIn(ctx);
});
afterAll(() => ctx?.close());

const shown = () => page.locator('section[data-page][data-active]');
const dialog = () => page.getByRole('dialog');

async function openByUrl(path: string, title: string) {
  await page.goto(`${stack.url}#${path}`);
  await shown().getByRole('heading', { name: title }).waitFor();
  await shown().locator('tbody tr').first().waitFor();
}

async function totalLine() {
  return shown().getByRole('navigation', { name: '分页' }).textContent();
}

it('法务账号 opens from the side menu with the rows, the total line and who is signed in', async () => {
  const nav = page.getByRole('navigation', { name: '侧边菜单' });
  await nav.getByRole('button', { name: '法务服务' }).click();
  await nav.getByRole('link', { name: '法务账号' }).click();
  await shown().getByRole('heading', { name: '法务账号' }).waitFor();
  expect(new URL(page.url()).hash).toBe('#/legal/account');
  const world = await accounts();
  expect(world.rows.length).toBeGreaterThanOrEqual(5);
  await shown().getByText(world.rows[0]!.userName).first().waitFor();
  await expect.poll(() => shown().locator('tbody tr').count()).toBe(world.rows.length);
  await expect.poll(totalLine).toMatch(new RegExp(`共 ${world.total} 条`));
  await shown().getByLabel('当前法务身份').getByText('法务管理员').waitFor();
  const neverSignedIn = world.rows.filter((a) => !a.lastLoginTime).length;
  expect(neverSignedIn).toBeGreaterThan(0);
  await expect.poll(() => shown().getByRole('cell', { name: '从未登录' }).count()).toBe(neverSignedIn);
  await page.screenshot({ path: `${ARTIFACTS}/legal-account.png`, fullPage: true });
});

// The dialog's refusals (请输入登录账号, 角色不能为空, the person's mobile kept) are checked in jsdom against the mock:
// packages/console/src/app/screens/legal.screen.test.tsx. Here the journey: the new account in the list.
it('新增账号 adds an account the list then shows, with the total moved', async () => {
  await shown().getByRole('button', { name: '新增账号' }).click();
  await dialog().getByRole('heading', { name: '新增法务账号' }).waitFor();
  await chooseOption(dialog().getByLabel('所属组织'), '华建集团第一分公司', '第一分公司');
  await chooseOption(dialog().getByLabel('选择人员'), /^林峰/, '林峰');
  await expect.poll(() => dialog().getByLabel('姓名').inputValue()).toBe('林峰');
  await dialog().getByLabel('登录账号').fill('linfeng');
  await dialog().getByLabel('法务专员').check();
  const before = (await accounts()).total;
  await dialog().getByRole('button', { name: '确定' }).click();
  await page.getByText('新增成功').waitFor();
  await dialog().waitFor({ state: 'detached' });
  // The new account is in the list the screen shows, and the total moved with it.
  await expect.poll(totalLine).toMatch(new RegExp(`共 ${before + 1} 条`));
  const added = shown().locator('tbody tr', { hasText: 'linfeng' });
  await expect.poll(() => added.textContent()).toContain('林峰');
  const created = (await accounts()).rows.find((a) => a.account === 'linfeng');
  expect(created).toMatchObject({ userName: '林峰', roleIds: [2] });
});

it('分配角色 shows the organisation menus, needs a role, then saves', async () => {
  const row = shown().locator('tbody tr', { hasText: '高远' });
  await row.getByRole('button', { name: '分配角色' }).click();
  await dialog().getByRole('heading', { name: '分配角色：高远' }).waitFor();
  await dialog().getByText('律师函台账').waitFor();
  // 高远 belongs to a branch: the company-only menus are marked.
  await expect.poll(() => dialog().getByText('仅公司层级可用').count()).toBeGreaterThan(0);
  await dialog().getByLabel('法务专员').uncheck();
  await dialog().getByRole('button', { name: '确定' }).click();
  await dialog().getByText('请至少选择一个角色').waitFor();
  await dialog().getByLabel('只读查看').check();
  await dialog().getByRole('button', { name: '确定' }).click();
  await page.getByText('操作成功').first().waitFor();
  await dialog().waitFor({ state: 'detached' });
  // Opened again, the dialog shows the roles the world now holds.
  const gao = (await accounts()).rows.find((a) => a.userName === '高远');
  expect(gao?.roleIds).toEqual([4]);
  await row.getByRole('button', { name: '分配角色' }).click();
  await dialog().getByRole('heading', { name: '分配角色：高远' }).waitFor();
  await expect.poll(() => dialog().getByLabel('只读查看').isChecked()).toBe(true);
  await expect.poll(() => dialog().getByLabel('法务专员').isChecked()).toBe(false);
  await dialog().getByRole('button', { name: '取消' }).click();
  await dialog().waitFor({ state: 'detached' });
});

it('删除 asks for confirmation, then deletes', async () => {
  const row = shown().locator('tbody tr', { hasText: '沈佳' });
  await row.getByRole('button', { name: '删除' }).click();
  const confirm = page.getByRole('alertdialog').or(dialog());
  await confirm.getByText('确定删除“沈佳（shenjia）”的法务账号吗？删除后不可恢复。').waitFor();
  const before = (await accounts()).total;
  await confirm.getByRole('button', { name: '删除' }).click();
  await confirm.waitFor({ state: 'detached' });
  await expect.poll(totalLine).toMatch(new RegExp(`共 ${before - 1} 条`));
  await expect.poll(() => shown().locator('tbody tr', { hasText: 'shenjia' }).count()).toBe(0);
  expect((await accounts()).rows.some((a) => a.account === 'shenjia')).toBe(false);
});

it('法务用户 lists the people with their legal account and shows one', async () => {
  await openByUrl('/legal/user', '法务用户');
  const users = rowsOf<{ userId: number; userName: string; hasAccount: boolean }>(
    (await api.GET('/legal-service/user/list', { params: { query: {} } })).data,
  );
  await expect.poll(totalLine).toMatch(new RegExp(`共 ${users.length} 条`));
  const zhouUser = users.find((u) => u.userName === '周明');
  const zhouAccount = (await accounts()).rows.find((a) => a.userId === zhouUser?.userId);
  expect(zhouAccount).toBeDefined();
  const zhou = shown().locator('tbody tr', { hasText: '周明' });
  await expect.poll(() => zhou.textContent()).toContain(zhouAccount!.account);
  const without = users.find((u) => !u.hasAccount);
  expect(without).toBeDefined();
  await expect
    .poll(() => shown().locator('tbody tr', { hasText: without!.userName }).first().textContent())
    .toContain('未开通');
  await page.screenshot({ path: `${ARTIFACTS}/legal-user.png`, fullPage: true });
  await zhou.getByRole('button', { name: '查看' }).click();
  await dialog().getByText('项目法务联络人').waitFor();
  await dialog().getByRole('button', { name: '关闭' }).last().click();
  await dialog().waitFor({ state: 'detached' });
});

it('律师函 lists letters; 查看函件 shows the project and takes a scanned letter', async () => {
  await openByUrl('/legal/lawyerLetter', '律师函');
  const letters = rowsOf<{ lawyerLetterNo: string }>(
    (await api.GET('/legal-service/lawyerLetter/numberList', { params: { query: {} } })).data,
  );
  await expect.poll(totalLine).toMatch(new RegExp(`共 ${letters.length} 条`));
  const first = letters[0]!.lawyerLetterNo;
  await shown().getByText(first).waitFor();
  await page.screenshot({ path: `${ARTIFACTS}/legal-lawyer-letter.png`, fullPage: true });
  await shown().getByRole('button', { name: '查看函件' }).first().click();
  await dialog()
    .getByRole('heading', { name: `律师函：${first}` })
    .waitFor();
  await dialog().getByText('浙江宏达建筑劳务有限公司').waitFor();
  await dialog().getByText('华建集团有限公司').first().waitFor();
  await dialog()
    .getByLabel('上传扫描件')
    .setInputFiles({ name: '律师函.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4') });
  await page.getByText('上传成功').waitFor();
  // The world keeps the file sent, under its own name, and serves it back.
  const link = dialog().getByRole('link', { name: '律师函.pdf' });
  await expect.poll(() => link.getAttribute('rel')).toBe('noopener noreferrer');
  expect(await link.getAttribute('href')).toMatch(/^\/api\/mock-assets\//);
  await page.screenshot({ path: `${ARTIFACTS}/legal-lawyer-letter-view.png` });
  await dialog().getByRole('button', { name: '关闭' }).last().click();
  await dialog().waitFor({ state: 'detached' });
});

it('被诉案件 shows the court from the case number, filters by hearing type and lists base data', async () => {
  await openByUrl('/legal/accusedCase', '被诉案件');
  const cases = rowsOf((await api.GET('/legal-service/accusedCase/numberList', { params: { query: {} } })).data);
  await expect.poll(totalLine).toMatch(new RegExp(`共 ${cases.length} 条`));
  await shown().getByRole('cell', { name: '杭州市滨江区人民法院' }).first().waitFor();
  await shown().getByRole('cell', { name: '杭州市劳动人事争议仲裁委员会' }).waitFor();
  await page.screenshot({ path: `${ARTIFACTS}/legal-accused-case.png`, fullPage: true });
  await shown().getByLabel('庭审类型').locator('option', { hasText: '庭前调解' }).waitFor({ state: 'attached' });
  await shown().getByLabel('庭审类型').selectOption('2');
  await shown().getByRole('button', { name: '搜索' }).click();
  await expect.poll(() => new URL(page.url()).hash).toContain('hearType=2');
  // The list narrows to the world's 庭前调解 cases.
  const mediations = rowsOf(
    (await api.GET('/legal-service/accusedCase/numberList', { params: { query: { hearType: 2 } } })).data,
  );
  expect(mediations.length).toBeGreaterThan(0);
  expect(mediations.length).toBeLessThan(cases.length);
  await expect.poll(totalLine).toMatch(new RegExp(`共 ${mediations.length} 条`));
  await shown().getByRole('button', { name: '基础数据' }).click();
  await dialog().getByText('已判决结案').waitFor();
  await dialog().getByText('建设工程分包合同纠纷').waitFor();
  await dialog().getByRole('button', { name: '关闭' }).last().click();
  await dialog().waitFor({ state: 'detached' });
  await shown().getByRole('button', { name: '查看案件' }).first().click();
  await dialog().getByText('项目归属').waitFor();
  await dialog().getByRole('button', { name: '关闭' }).last().click();
});

it('no console errors', () => expect(ctx.problems).toEqual([]));
