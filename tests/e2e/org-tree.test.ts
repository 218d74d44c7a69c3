// The organisation-tree switcher of the top bar (seed 000 §2, §9): shown below source 4, a 500 px popover with a
// search box and the tree; choosing a project opens it in a new tab that signs in as that project through the
// entry parameters (/orgdept/paramLogin), with no session token in the address.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ARTIFACTS } from '../lib/browser';
import { openConsole, type ConsolePage } from '../lib/console-page';
import { signIn } from '../lib/sign-in';

let ctx: ConsolePage;
let page: Page;
const treeCalls: string[] = [];
const trigger = () => page.getByRole('button', { name: '组织树' });
const tree = () => page.getByRole('navigation', { name: '组织树' });
const search = () => page.getByRole('searchbox', { name: '搜索组织或项目' });

beforeAll(async () => {
  ctx = await openConsole();
  page = ctx.page;
  // External pages (big screens, chat) answer locally so nothing leaves the machine.
  await page
    .context()
    .route(/example\.invalid/, (route) => route.fulfill({ contentType: 'text/html', body: '<title>外部页面</title>' }));
  page.on('request', (r) => {
    if (r.url().includes('/api/pc/org/select/tree')) treeCalls.push(r.url());
  });
  await signIn(page, ctx.stack.url);
  await page.getByRole('heading', { name: /王建华，/ }).waitFor();
});
afterAll(() => ctx?.close());

it('an organisation identity (source 2) sees the switcher; the tree is fetched only when it is opened', async () => {
  await trigger().waitFor();
  expect(treeCalls).toEqual([]);
  await trigger().click();
  await tree().getByRole('button', { name: '华建集团有限公司' }).waitFor();
  expect(treeCalls).toHaveLength(1);
  const box = (await page.locator('[data-radix-popper-content-wrapper] > *').boundingBox())!;
  expect(box.width).toBe(500);
  expect(await tree().evaluate((el) => getComputedStyle(el).maxHeight)).toBe('600px');
  expect(await tree().evaluate((el) => getComputedStyle(el).overflowY)).toBe('auto');
});

it('batches expand and collapse', async () => {
  const group = tree().getByRole('button', { name: '华建集团有限公司' });
  const branch = tree().getByRole('button', { name: '华建集团第一分公司' });
  await expect.poll(() => group.getAttribute('aria-expanded')).toBe('true');
  await expect.poll(() => branch.getAttribute('aria-expanded')).toBe('false');
  await expect.poll(() => tree().getByRole('button', { name: '滨江花园二期住宅项目' }).count()).toBe(0);
  await branch.click();
  await expect.poll(() => branch.getAttribute('aria-expanded')).toBe('true');
  await expect.poll(() => tree().getByRole('button', { name: '城南地铁5号线土建03标' }).isVisible()).toBe(true);
  await branch.click();
  await expect.poll(() => tree().getByRole('button', { name: '城南地铁5号线土建03标' }).count()).toBe(0);
  await group.click();
  await expect.poll(() => branch.count()).toBe(0);
  await group.click();
  await branch.waitFor();
});

it('search keeps the matches and their ancestors, opened', async () => {
  await search().fill('滨江');
  await tree().getByRole('button', { name: '滨江花园二期住宅项目' }).waitFor();
  expect(await tree().getByRole('button').allTextContents()).toEqual([
    '华建集团有限公司',
    '华建集团第一分公司',
    '滨江花园二期住宅项目',
  ]);
  await search().fill('没有这个项目');
  await tree().getByText('没有匹配的组织或项目').waitFor();
  await search().fill('第二分公司');
  await tree().getByRole('button', { name: '高新区人民医院门诊楼工程' }).waitFor();
  await expect.poll(() => tree().getByRole('button').count()).toBe(4); // group, branch and its two projects
  await search().fill('滨江');
  await tree().getByRole('button', { name: '滨江花园二期住宅项目' }).waitFor();
  await page.screenshot({ path: `${ARTIFACTS}/org-tree-search.png` });
  expect(treeCalls).toHaveLength(1); // searching filters the cached tree
});

it('choosing a project opens it in a new tab, signed in as that project, with no token in the address', async () => {
  // The address each new document starts with, before the console removes the entry parameters from it.
  await page.context().addInitScript(() => {
    (window as unknown as { entryHref: string }).entryHref = window.location.href;
  });
  const token = (await page.context().cookies()).find((c) => c.name === 'site_token')?.value;
  expect(token).toBeTruthy();
  const [popup, login] = await Promise.all([
    page.waitForEvent('popup'),
    page.context().waitForEvent('request', (r) => r.url().includes('/api/orgdept/paramLogin')),
    tree().getByRole('button', { name: '滨江花园二期住宅项目' }).click(),
  ]);
  popup.on('pageerror', (e) => ctx.problems.push(`popup: ${e.message}`));
  popup.on('console', (m) => {
    if (m.type() === 'error') ctx.problems.push(`popup: ${m.text()}`);
  });
  const href = await popup.evaluate(() => (window as unknown as { entryHref: string }).entryHref);

  const entry = new URL(href);
  expect(`${entry.origin}${entry.pathname}`).toBe(new URL(ctx.stack.url).origin + new URL(ctx.stack.url).pathname);
  expect(entry.hash).toBe('#/');
  expect(Object.fromEntries(entry.searchParams)).toEqual({
    project_id: '1001',
    project_name: '滨江花园二期住宅项目',
    is_have_bim: 'BIM',
    org_batch_id: '11',
    mobile: '13800138000',
    name: '王建华',
    user_innerid: 'U0001',
  });
  expect(href).not.toContain('token');
  expect(href).not.toContain(token!);
  expect(login.postDataJSON()).toMatchObject({ project_id: 1001, org_batch_id: 11, user_innerid: 'U0001' });

  // The new tab signs in as the project: its top bar shows the project, and a project has no organisation tree.
  await expect.poll(() => popup.getByTestId('project-name').textContent()).toBe('滨江花园二期住宅项目');
  await popup.getByRole('button', { name: '3D 大屏' }).waitFor();
  await expect.poll(() => popup.getByRole('button', { name: '组织树' }).count()).toBe(0);
  expect(popup.url()).not.toContain('project_id');
  expect(await popup.evaluate(() => window.opener)).toBeNull();
  const identity = JSON.parse((await popup.evaluate(() => sessionStorage.getItem('identity'))) ?? '{}');
  expect(identity).toMatchObject({ source: 4, project_id: 1001, project_name: '滨江花园二期住宅项目' });
  await popup.screenshot({ path: `${ARTIFACTS}/org-tree-project-tab.png` });

  // The popover closed in the first tab, which is still the organisation.
  await expect.poll(() => tree().count()).toBe(0);
  await expect.poll(() => page.getByTestId('project-name').textContent()).toBe('华建集团有限公司');
  await popup.close();
});

it('reopening uses the cached tree', async () => {
  await trigger().click();
  await tree().getByRole('button', { name: '华建集团有限公司' }).waitFor();
  expect(treeCalls).toHaveLength(1);
  await page.keyboard.press('Escape');
});

it('no uncaught errors', () => expect(ctx.problems).toEqual([]));
