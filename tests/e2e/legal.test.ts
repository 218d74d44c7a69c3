// 法务服务: 法务账号 (add with validation, assign roles, delete), 法务用户, 律师函 (view, upload a scan),
// 被诉案件 (court from the case number, base data).
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ARTIFACTS } from '../lib/browser';
import { chooseOption } from '../lib/combobox';
import { openConsole, type ConsolePage } from '../lib/console-page';
import { signIn } from '../lib/sign-in';

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
  await shown().getByText('陆佳怡').waitFor();
  await expect.poll(() => shown().locator('tbody tr').count()).toBeGreaterThanOrEqual(5);
  expect(await totalLine()).toMatch(/共 9 条/);
  await shown().getByLabel('当前法务身份').getByText('法务管理员').waitFor();
  await expect.poll(() => shown().getByRole('cell', { name: '从未登录' }).count()).toBe(1);
  await page.screenshot({ path: `${ARTIFACTS}/legal-account.png`, fullPage: true });
});

it('新增账号 refuses a missing account keeping what was typed, then sends and shows the server message', async () => {
  await shown().getByRole('button', { name: '新增账号' }).click();
  await dialog().getByRole('heading', { name: '新增法务账号' }).waitFor();
  await chooseOption(dialog().getByLabel('所属组织'), '华建集团第一分公司', '第一分公司');
  await chooseOption(dialog().getByLabel('选择人员'), /^林峰/, '林峰');
  await expect.poll(() => dialog().getByLabel('姓名').inputValue()).toBe('林峰');
  await dialog().getByRole('button', { name: '确定' }).click();
  await dialog().getByText('请输入登录账号').waitFor();
  await dialog().getByText('角色不能为空').waitFor();
  await expect.poll(() => dialog().getByLabel('手机号').inputValue()).toBe('13905710005');
  await page.screenshot({ path: `${ARTIFACTS}/legal-account-add.png` });
  await dialog().getByLabel('登录账号').fill('linfeng');
  await dialog().getByLabel('法务专员').check();
  await dialog().getByRole('button', { name: '确定' }).click();
  await page.getByText('新增成功').waitFor();
  await dialog().waitFor({ state: 'detached' });
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
});

it('删除 asks for confirmation, then deletes', async () => {
  const row = shown().locator('tbody tr', { hasText: '沈佳' });
  await row.getByRole('button', { name: '删除' }).click();
  const confirm = page.getByRole('alertdialog').or(dialog());
  await confirm.getByText('确定删除“沈佳（shenjia）”的法务账号吗？删除后不可恢复。').waitFor();
  await confirm.getByRole('button', { name: '删除' }).click();
  await confirm.waitFor({ state: 'detached' });
});

it('法务用户 lists the people with their legal account and shows one', async () => {
  await openByUrl('/legal/user', '法务用户');
  expect(await totalLine()).toMatch(/共 6 条/);
  const zhou = shown().locator('tbody tr', { hasText: '周明' });
  await expect.poll(() => zhou.textContent()).toContain('zhouming');
  await expect.poll(() => shown().locator('tbody tr', { hasText: '郑浩' }).textContent()).toContain('未开通');
  await page.screenshot({ path: `${ARTIFACTS}/legal-user.png`, fullPage: true });
  await zhou.getByRole('button', { name: '查看' }).click();
  await dialog().getByText('项目法务联络人').waitFor();
  await dialog().getByRole('button', { name: '关闭' }).last().click();
  await dialog().waitFor({ state: 'detached' });
});

it('律师函 lists letters; 查看函件 shows the project and takes a scanned letter', async () => {
  await openByUrl('/legal/lawyerLetter', '律师函');
  expect(await totalLine()).toMatch(/共 5 条/);
  await shown().getByText('LSH2026-0118').waitFor();
  await page.screenshot({ path: `${ARTIFACTS}/legal-lawyer-letter.png`, fullPage: true });
  await shown().getByRole('button', { name: '查看函件' }).first().click();
  await dialog().getByRole('heading', { name: '律师函：LSH2026-0118' }).waitFor();
  await dialog().getByText('浙江宏达建筑劳务有限公司').waitFor();
  await dialog().getByText('华建集团有限公司').first().waitFor();
  await dialog()
    .getByLabel('上传扫描件')
    .setInputFiles({ name: '律师函.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4') });
  await page.getByText('上传成功').waitFor();
  const link = dialog().getByRole('link', { name: '律师函-LSH2026-0118.pdf' });
  await expect.poll(() => link.getAttribute('rel')).toBe('noopener noreferrer');
  await page.screenshot({ path: `${ARTIFACTS}/legal-lawyer-letter-view.png` });
  await dialog().getByRole('button', { name: '关闭' }).last().click();
  await dialog().waitFor({ state: 'detached' });
});

it('被诉案件 shows the court from the case number, filters by hearing type and lists base data', async () => {
  await openByUrl('/legal/accusedCase', '被诉案件');
  expect(await totalLine()).toMatch(/共 5 条/);
  await shown().getByRole('cell', { name: '杭州市滨江区人民法院' }).first().waitFor();
  await shown().getByRole('cell', { name: '杭州市劳动人事争议仲裁委员会' }).waitFor();
  await page.screenshot({ path: `${ARTIFACTS}/legal-accused-case.png`, fullPage: true });
  await shown().getByLabel('庭审类型').locator('option', { hasText: '庭前调解' }).waitFor({ state: 'attached' });
  await shown().getByLabel('庭审类型').selectOption('2');
  await shown().getByRole('button', { name: '搜索' }).click();
  await expect.poll(() => new URL(page.url()).hash).toContain('hearType=2');
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
