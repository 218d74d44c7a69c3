// 企业电子印章 (/legal/seal) and its hidden routes /addSeal and /sealDetail: the ledger with its tags and the
// permission bits of power_value 258 (新增 + 查看协议; 删除 absent), 停用 with a confirmation, a new seal saved (its
// refusals in packages/console/src/app/screens/legal-seal.screen.test.tsx); the detail with its records and the e-sign
// authorisation page opened in a new window; 删除 once the menu grants bit 8. In the mock's world: the rows, totals and
// the seal's detail are read from the world through the SDK, and each write is checked by what the screen then shows.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ARTIFACTS } from '../lib/browser';
import { chooseOption } from '../lib/combobox';
import { type ConsolePage, enterSignedIn, openConsole } from '../lib/console-page';
import { rowsOf, totalOf, worldApi, type WorldApi } from '../lib/world-api';

let ctx: ConsolePage;
let page: Page;
let stack: ConsolePage['stack'];
let api: WorldApi;
type Seal = { id: number; sealNo: string; sealName: string; status: number; validEnd?: string | null };
/** 企业电子印章 as the world holds them (the screen's first page of ten). */
const seals = async () => {
  const { data } = await api.GET('/legal-service/seal/page', { params: { query: { pageNum: 1, pageSize: 10 } } });
  return { total: totalOf(data), rows: rowsOf<Seal>(data) };
};
/** The JSON bodies of the POST calls the console made, by path. */
const calls: { path: string; body: unknown }[] = [];
const last = (suffix: string) => calls.filter((c) => c.path.endsWith(suffix)).at(-1)?.body;

/** A 96 px red seal ring (PNG). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAGAAAABgCAYAAADimHc4AAABp0lEQVR42u3d0W3DMAxFUU/Tr+4/SfdpNzAQNxEfyUMgn0HIe8UklmTruoQQQtzFz9f375MXcgdhkxIMnYww8KtFpEBfJ+M0GCL+AWN6HpHg5VZUoDwVNEfEhJHUtoZp36Ot6pn6b6JFXRv+S8fWuOmKMq7WjZfzMTVvntgqr92sYjEDU7qFHMAv5AF+MRcCCrmAX8gH/GJOBBRyAr+YFwGBAmA+xMzoL+4C8Au7wOgv7oJk+F2WP8cJ6Lar7XFOaQV13eP5OJ9J8BPzbyNgwrbztgKm7P1vKWDSDRgvf35q0pME3OYwHX58FxCwWMDUm/EIIIAAAggggAACCCCAABdiBHQTYDLu4GSc6WjrARZkLEkS8HYJSfl/5ocjWEJa3p8zFyYiMd8zby4WkZznmfYR7+FHQNHo1wUBo18XFI9+XRDCi4AAXiQUcyIggBMJAXxIKOZCQAAXEgJ4kFDMwWMrPTt0N/zNEjw/GvydElqfIeAAB8nuqcchPk0KcIyVguaCf1KcowyDinWYZ0jxjrMNFeFA54Eyru0B/CIZCB+UgpwQQtzGHx3NfWF4St0mAAAAAElFTkSuQmCC',
  'base64',
);

beforeAll(async () => {
  ctx = await openConsole();
  ({ page, stack } = ctx);
  api = await worldApi(ctx);
  // The spec's seal pictures live on a host that does not exist here: answer them with a drawn seal.
  // The e-sign service answers locally so nothing leaves the machine.
  await page
    .context()
    .route(/esign\.cn/, (route) => route.fulfill({ contentType: 'text/html', body: '<title>电子签章授权</title>' }));
  page.on('request', (r) => {
    if (r.method() !== 'POST' || !r.url().includes('/api/legal-service/seal/')) return;
    calls.push({ path: new URL(r.url()).pathname, body: r.postDataJSON() });
  });
  await enterSignedIn(ctx);
});
afterAll(() => ctx?.close());

const shown = () => page.locator('section[data-page][data-active]');
const confirmBox = () => page.getByRole('alertdialog');
const totalLine = () => shown().getByRole('navigation', { name: '分页' }).textContent();

it('企业电子印章 opens from the side menu with the seals, their tags and the total line', async () => {
  const nav = page.getByRole('navigation', { name: '侧边菜单' });
  await nav.getByRole('button', { name: '法务服务' }).click();
  await nav.getByRole('link', { name: '企业电子印章' }).click();
  await shown().getByRole('heading', { name: '企业电子印章' }).waitFor();
  expect(new URL(page.url()).hash).toBe('#/legal/seal');
  await shown().getByText('华建集团第一分公司（总包）合同专用章').first().waitFor();
  const world = await seals();
  await expect.poll(() => shown().locator('tbody tr').count()).toBe(world.rows.length);
  await expect.poll(totalLine).toMatch(new RegExp(`共 ${world.total} 条`));
  expect(world.rows.find((r) => r.sealNo === 'YZ2026-0006')?.status).toBe(3);
  const rejected = shown().locator('tbody tr', { hasText: 'YZ2026-0006' });
  await expect.poll(() => rejected.textContent()).toContain('已驳回');
  await expect.poll(() => rejected.textContent()).toContain('法人章');
  // A seal whose period ended (two days ago or earlier, whatever the time zone) is marked 已过期.
  const ended = new Date(ctx.now().getTime() - 2 * 86_400_000).toISOString().slice(0, 10);
  const expired = world.rows.filter((r) => r.validEnd && r.validEnd < ended);
  expect(expired.map((r) => r.sealNo)).toContain('YZ2026-0004');
  for (const r of expired)
    await expect.poll(() => shown().locator('tbody tr', { hasText: r.sealNo }).textContent()).toContain('已过期');
  // power_value 258: 新增 (2) yes, 删除 (8) no; 启用/停用 (editStatus) allowed while 1024 is not set: 停用 on every
  // enabled seal, 启用 on every stopped one.
  await shown().getByRole('button', { name: '新增印章' }).waitFor();
  await expect.poll(() => shown().getByRole('button', { name: '删除' }).count()).toBe(0);
  const enabled = world.rows.filter((r) => r.status === 1).length;
  const stopped = world.rows.filter((r) => r.status === 2).length;
  expect(enabled * stopped).toBeGreaterThan(0);
  await expect.poll(() => shown().getByRole('button', { name: '停用' }).count()).toBe(enabled);
  await expect.poll(() => shown().getByRole('button', { name: '启用' }).count()).toBe(stopped);
  await shown().locator('tbody img').first().waitFor();
  await page.screenshot({ path: `${ARTIFACTS}/legal-seal.png`, fullPage: true });
});

it('the filters go into the request and the URL', async () => {
  await shown().getByLabel('印章类型').selectOption('2');
  await shown().getByLabel('状态').selectOption('1');
  const [req] = await Promise.all([
    page.waitForRequest((r) => r.url().includes('/api/legal-service/seal/page') && r.url().includes('sealType=2')),
    shown().getByRole('button', { name: '搜索' }).click(),
  ]);
  expect(new URL(req.url()).searchParams.get('status')).toBe('1');
  await expect.poll(() => new URL(page.url()).hash).toContain('sealType=2');
  await shown().getByRole('button', { name: '重置' }).click();
  await expect.poll(() => new URL(page.url()).hash).not.toContain('sealType');
});

it('停用 asks first, then sends the new status and shows the server message', async () => {
  const row = shown().locator('tbody tr', { hasText: 'YZ2026-0002' });
  await row.getByRole('button', { name: '停用' }).click();
  await confirmBox()
    .getByText('确定停用“华建集团第一分公司（总包）合同专用章”吗？停用后不能再用于电子签署。')
    .waitFor();
  await confirmBox().getByRole('button', { name: '停用' }).click();
  await page.getByText('操作成功').first().waitFor();
  await confirmBox().waitFor({ state: 'detached' });
  expect(last('/seal/updateStatus')).toEqual({ id: 8202, status: 2 });
  // The row is stopped now: it offers 启用 instead of 停用.
  await expect.poll(() => row.getByRole('button', { name: '启用' }).count()).toBe(1);
  await expect.poll(() => row.getByRole('button', { name: '停用' }).count()).toBe(0);
  expect((await seals()).rows.find((r) => r.id === 8202)?.status).toBe(2);
});

// The page's refusals (the empty form, 手机号格式错误, 结束日期不能早于开始日期, a file that is not a picture, the
// server's 该企业已有启用中的合同专用章, each keeping what was typed) are checked in jsdom against the mock:
// packages/console/src/app/screens/legal-seal.screen.test.tsx. Here the journey: /addSeal, the seal saved, the list.
it('新增印章 opens /addSeal; a seal with its uploaded impression is saved and the list shows it', async () => {
  await shown().getByRole('button', { name: '新增印章' }).click();
  await shown().getByRole('heading', { name: '新增企业电子印章' }).waitFor();
  expect(new URL(page.url()).hash).toBe('#/addSeal');
  await chooseOption(shown().getByLabel('所属企业'), '杭州安捷机电安装有限公司', '安捷');
  await shown().getByLabel('印章类型').selectOption('2');
  await expect.poll(() => shown().getByLabel('印章名称').inputValue()).toBe('杭州安捷机电安装有限公司合同专用章');
  await expect.poll(() => shown().getByLabel('统一社会信用代码').inputValue()).toBe('91330106MA2H9KD74E');
  await shown().getByLabel('法定代表人').fill('陈立新');
  await shown().getByLabel('保管人姓名').fill('冯卫东');
  await shown().getByLabel('印模图片').setInputFiles({ name: '合同专用章.png', mimeType: 'image/png', buffer: PNG });
  await page.getByText('上传成功').waitFor();
  await shown().getByRole('img', { name: '杭州安捷机电安装有限公司合同专用章印模' }).waitFor();
  await shown().getByText('合同专用章.png').waitFor();
  await shown().getByLabel('保管人手机号').fill('13706810043');
  await shown().getByLabel('结束日期').fill('2027-11-22');
  await shown().getByLabel('用途说明').fill('用于机电安装专业分包合同的电子签署');
  await page.screenshot({ path: `${ARTIFACTS}/legal-seal-add.png`, fullPage: true });

  const before = await seals();
  const [refetch] = await Promise.all([
    page.waitForRequest((r) => r.url().includes('/api/legal-service/seal/page')),
    shown().getByRole('button', { name: '提交' }).click(),
  ]);
  expect(refetch.url()).toContain('pageNum=1');
  await page.getByText('印章已提交，等待审核').waitFor();
  await shown().getByRole('heading', { name: '企业电子印章' }).waitFor();
  expect(new URL(page.url()).hash).toBe('#/legal/seal');
  const body = last('/seal/add') as Record<string, unknown>;
  expect(body).toMatchObject({
    companyId: 2004,
    sealName: '杭州安捷机电安装有限公司合同专用章',
    sealType: 2,
    legalPerson: '陈立新',
    keeperName: '冯卫东',
    keeperMobile: '13706810043',
    validEnd: '2027-11-22',
    remark: '用于机电安装专业分包合同的电子签署',
  });
  expect(body.imageUrl).toMatch(/^\/api\/mock-assets\//); // a picture the mock serves
  // The list shows the new seal, and its total moved.
  await expect.poll(totalLine).toMatch(new RegExp(`共 ${before.total + 1} 条`));
  const added = (await seals()).rows.find((r) => !before.rows.some((b) => b.id === r.id));
  expect(added?.sealName).toBe('杭州安捷机电安装有限公司合同专用章');
  await shown().getByText('杭州安捷机电安装有限公司合同专用章').first().waitFor();
});

it('详情 opens /sealDetail with the seal, keeper, validity and records; 查看授权协议 opens the e-sign page', async () => {
  await shown().locator('tbody tr', { hasText: 'YZ2026-0002' }).getByRole('button', { name: '详情' }).click();
  await shown().getByRole('heading', { name: '电子印章详情：华建集团第一分公司（总包）合同专用章' }).waitFor();
  expect(new URL(page.url()).hash).toBe('#/sealDetail?id=8202');
  const seal = (await api.GET('/legal-service/seal/detail', { params: { query: { id: 8202 } } })).data!;
  await shown().getByText(seal.keeperName!).first().waitFor();
  await shown().getByText(seal.keeperMobile!).waitFor();
  await shown().getByText(`${seal.validStart} 至 ${seal.validEnd}`).waitFor();
  const records = seal.records ?? [];
  await shown()
    .getByRole('heading', { name: `授权与用印记录（${records.length}）` })
    .waitFor();
  await expect.poll(() => shown().locator('tbody tr').count()).toBe(records.length);
  await shown().getByText('签署《劳务分包合同》HT-2026-1001-015（浙江宏达建筑劳务有限公司）').waitFor();
  await shown().getByRole('img', { name: '华建集团第一分公司（总包）合同专用章印模' }).waitFor();
  await page.screenshot({ path: `${ARTIFACTS}/legal-seal-detail.png`, fullPage: true });

  const [popup] = await Promise.all([
    page.waitForEvent('popup'),
    shown().getByRole('button', { name: '查看授权协议' }).click(),
  ]);
  expect(popup.url()).toContain('smlopenapi.esign.cn/authorize/seal');
  expect(last('/seal/authUrl')).toEqual({ id: 8202 });
  await popup.close();

  // Stopped in the list, the detail offers 启用: it asks first, then enables the seal again.
  expect(seal.status).toBe(2);
  await expect.poll(() => shown().getByRole('button', { name: '停用' }).count()).toBe(0);
  await shown().getByRole('button', { name: '启用' }).click();
  await confirmBox().getByRole('button', { name: '启用' }).click();
  await confirmBox().waitFor({ state: 'detached' });
  expect(last('/seal/updateStatus')).toEqual({ id: 8202, status: 1 });
  await shown().getByRole('button', { name: '停用' }).waitFor();
});

it('删除 appears once the menu grants bit 8, asks first, then deletes', async () => {
  // 菜单权限 gives the administrator's role bit 8 (删除) on 企业电子印章, through the contract's own call.
  const token = (await page.context().cookies()).find((c) => c.name === 'site_token')?.value;
  const granted = await page.request.post(new URL('api/pc/vmemu/power/edit', stack.url).href, {
    headers: { authorization: `Bearer ${token}` },
    data: { role_id: 1, menus: [{ menu_id: 1505, power_value: 258 | 8 }] },
  });
  expect((await granted.json()).code).toBe(0);
  await page.goto(`${stack.url}#/legal/seal`);
  await page.reload();
  await shown().getByRole('heading', { name: '企业电子印章' }).waitFor();
  const row = shown().locator('tbody tr', { hasText: 'YZ2026-0006' });
  await row.getByRole('button', { name: '删除' }).click();
  await confirmBox().getByText('确定删除“安徽鑫诚钢结构工程有限公司法人章”吗？删除后不可恢复。').waitFor();
  await confirmBox().getByRole('button', { name: '删除' }).click();
  await confirmBox().waitFor({ state: 'detached' });
  expect(last('/seal/delete')).toEqual({ id: 8206 });
  await expect.poll(() => shown().locator('tbody tr', { hasText: 'YZ2026-0006' }).count()).toBe(0);
  expect((await seals()).rows.some((r) => r.id === 8206)).toBe(false);
  // An enabled seal cannot be deleted.
  expect(
    await shown().locator('tbody tr', { hasText: 'YZ2026-0001' }).getByRole('button', { name: '删除' }).count(),
  ).toBe(0);
});

it('no console errors', () => expect(ctx.problems).toEqual([]));
