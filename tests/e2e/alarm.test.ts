// 报警管理 (001 §7.6): 滞留 and 静止 alarms with stat cards and export, restricted-area points (delete after a
// confirmation, export), their alert records, the white list (add with people picked from personPage, remove),
// the SMS alarm setting form and the SMS send records. In the mock's world: every figure, row and total is the world's
// answer to the screen's own call (asked again through the SDK), and every write is read back from the world.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Page, Request as PageRequest } from 'playwright-core';
import { ARTIFACTS } from '../lib/browser';
import { chooseOption } from '../lib/combobox';
import { type ConsolePage, enterSignedIn, openConsole } from '../lib/console-page';
import { recordCalls, rowsOf, totalOf, worldAnswer, worldApi, type WorldApi } from '../lib/world-api';

// Visited pages stay alive (hidden) in the tab cache: table locators look at the visible page only.
let ctx: ConsolePage;
let page: Page;
let stack: ConsolePage['stack'];
let api: WorldApi;
/** The console's last call of each API path. */
const made = new Map<string, PageRequest>();
type Row = Record<string, unknown>;
/** The world's answer to the screen's last call of `path`. */
const answer = <T = Row>(path: string) => worldAnswer<T>(api, made, path);
/** A list the world holds now: POST `path` with `body`. */
const listed = async (path: string, body: Row) => {
  const res = (await api.request('post', path, { body })) as { data?: unknown };
  return { total: totalOf(res.data), rows: rowsOf<Row>(res.data) };
};

beforeAll(async () => {
  ctx = await openConsole();
  ({ page, stack } = ctx);
  api = await worldApi(ctx);
  recordCalls(page, made);
  await enterSignedIn(ctx);
});
afterAll(() => ctx?.close());

const open = async (menuUrl: string, heading: string) => {
  await page.goto(`${stack.url}#${menuUrl}`);
  await page.getByRole('heading', { name: heading }).waitFor();
};

/** The table shows the world's answer to the screen's list call (`path`): its rows and its total. */
const rowsAndTotal = async (path: string) => {
  const data = await answer(path);
  const rows = rowsOf<Row>(data);
  expect(rows.length).toBeGreaterThan(0);
  await expect.poll(() => page.locator('tbody:visible tr').count()).toBe(rows.length);
  await expect
    .poll(() => page.getByRole('navigation', { name: '分页' }).filter({ visible: true }).textContent())
    .toContain(`共 ${totalOf(data)} 条`);
  return rows;
};
const body = () => page.locator('tbody:visible');

/** The server's message shows as a toast; wait until it is gone so the next step cannot see a stale one. */
const serverSaid = async () => {
  const toast = page.getByText('操作成功');
  await toast.waitFor();
  await toast.waitFor({ state: 'detached' });
};

const exportDownloads = async () => {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: '导出' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
};

type DurationStat = { total_count: number; max_duration_minutes: number; area_list: { area_name: string }[] };
/** The stat cards show the world's answer to the screen's stat call. */
const statsShown = async (kind: 'stayin' | 'stationary', name: string) => {
  const stat = await answer<DurationStat>(`/pc/security/alarm/${kind}/stat/result`);
  const stats = page.getByRole('region', { name });
  await expect.poll(() => stats.textContent()).toContain(`报警次数${stat.total_count}`);
  await expect.poll(() => stats.textContent()).toContain(`${stat.max_duration_minutes} 分钟`);
  if (stat.area_list[0]) await expect.poll(() => stats.textContent()).toContain(stat.area_list[0].area_name);
  return stat;
};

it('滞留报警 opens from the side menu with its stat cards, rows, total line and export', async () => {
  const nav = page.getByRole('navigation', { name: '侧边菜单' });
  await nav.getByRole('button', { name: '报警管理' }).click();
  await nav.getByRole('link', { name: '滞留报警' }).click();
  await page.getByRole('heading', { name: '滞留报警明细' }).waitFor();
  expect(new URL(page.url()).hash).toBe('#/alarm/stayin');
  const stat = await statsShown('stayin', '滞留报警统计');
  expect(stat.total_count).toBeGreaterThan(0);
  const rows = await rowsAndTotal('/pc/security/alarm/stayin/list');
  await expect.poll(() => body().textContent()).toContain(String(rows[0]!.person_name));
  for (const desc of new Set(rows.map((r) => String(r.status_desc))))
    await expect.poll(() => body().getByText(desc).count()).toBeGreaterThan(0);
  await page.screenshot({ path: `${ARTIFACTS}/alarm-stayin.png`, fullPage: true });
  await exportDownloads();
});

it('滞留报警 keeps the date range in the URL and the cards follow it', async () => {
  // This month up to the mock's today: the range the world's alarms fall in.
  const start = `${ctx.today.slice(0, 8)}01`;
  await page.getByLabel('开始日期').filter({ visible: true }).fill(start);
  await page.getByLabel('结束日期').filter({ visible: true }).fill(ctx.today);
  await page.getByRole('button', { name: '搜索' }).click();
  await expect.poll(() => new URL(page.url()).hash).toContain(`startDate=${start}`);
  expect(new URL(page.url()).hash).toContain(`endDate=${ctx.today}`);
  await expect
    .poll(() => new URL(made.get('/pc/security/alarm/stayin/stat/result')!.url()).searchParams.get('startDate'))
    .toBe(start);
  await statsShown('stayin', '滞留报警统计');
  await page.reload();
  await page.getByRole('heading', { name: '滞留报警明细' }).waitFor();
  await expect.poll(() => page.getByLabel('开始日期').filter({ visible: true }).inputValue()).toBe(start);
  await statsShown('stayin', '滞留报警统计');
});

it('静止报警 shows the same layout with its own calls', async () => {
  await open('/alarm/stationary', '静止报警明细');
  const stats = page.getByRole('region', { name: '静止报警统计' });
  await statsShown('stationary', '静止报警统计');
  await expect.poll(() => stats.textContent()).toContain('最长静止时长');
  const rows = await rowsAndTotal('/pc/security/alarm/stationary/list');
  await expect.poll(() => body().textContent()).toContain(String(rows[0]!.person_name));
  await expect.poll(() => page.getByRole('columnheader', { name: '静止时长' }).count()).toBe(1);
  await page.screenshot({ path: `${ARTIFACTS}/alarm-stationary.png`, fullPage: true });
  await exportDownloads();
});

const LEVEL: Record<number, string> = { 1: '一般', 2: '较大', 3: '重大' };

it('禁区点位 lists the points, deletes one after a confirmation, and exports', async () => {
  made.clear();
  await open('/alarm/forbiddenPoint', '禁区点位');
  const rows = await rowsAndTotal('/starSafety/forbiddenPoint/page');
  const first = rows[0]!;
  await expect.poll(() => body().textContent()).toContain(String(first.pointName));
  const level = LEVEL[Number(first.alarmLevel)];
  if (level) await expect.poll(() => body().getByText(level).count()).toBeGreaterThan(0);
  await page.screenshot({ path: `${ARTIFACTS}/alarm-forbidden-point.png`, fullPage: true });
  const before = await listed('/starSafety/forbiddenPoint/page', { pageNum: 1, pageSize: 100 });
  await page.getByRole('button', { name: '删除' }).first().click();
  const confirm = page.getByRole('alertdialog');
  await expect.poll(() => confirm.textContent()).toContain(String(first.pointName));
  await confirm.getByRole('button', { name: '取消' }).click();
  await confirm.waitFor({ state: 'detached' });
  expect((await listed('/starSafety/forbiddenPoint/page', { pageNum: 1, pageSize: 100 })).total).toBe(before.total);
  await page.getByRole('button', { name: '删除' }).first().click();
  await confirm.getByRole('button', { name: '删除' }).click();
  await serverSaid();
  // Gone from the world, and the screen shows the world's list again.
  const after = await listed('/starSafety/forbiddenPoint/page', { pageNum: 1, pageSize: 100 });
  expect(after.total).toBe(before.total - 1);
  expect(after.rows.some((r) => r.id === first.id)).toBe(false);
  await expect
    .poll(() => page.getByRole('navigation', { name: '分页' }).filter({ visible: true }).textContent())
    .toContain(`共 ${after.total} 条`);
  await exportDownloads();
});

it('禁区告警记录 lists the alerts with their closed-loop status and exports', async () => {
  await open('/alarm/alertRecord', '禁区告警记录');
  const rows = await rowsAndTotal('/starSafety/forbiddenPoint/alertRecordPage');
  await expect.poll(() => body().textContent()).toContain(String(rows[0]!.personName));
  for (const status of new Set(rows.map((r) => String(r.statusName))))
    await expect.poll(() => body().getByText(status).count()).toBeGreaterThan(0);
  // The 禁区 picker offers every point of the world (and 全部).
  const points = await listed('/starSafety/forbiddenPoint/page', { pageNum: 1, pageSize: 100 });
  await expect
    .poll(() => page.getByLabel('禁区', { exact: true }).filter({ visible: true }).locator('option').count())
    .toBe(points.total + 1);
  await page.screenshot({ path: `${ARTIFACTS}/alarm-alert-record.png`, fullPage: true });
  await exportDownloads();
});

const whites = () => listed('/starSafety/alertWhite/page', { pageNum: 1, pageSize: 100 });

// The dialog's refusals (请选择项目, 请选择人员, the reason kept) are checked in jsdom against the mock:
// packages/console/src/app/screens/alarm.screen.test.tsx. Here the journey: the person added, the list then shows it.
it('白名单 adds a person with a reason and the list then shows them', async () => {
  made.clear();
  await open('/alarm/whiteList', '禁区白名单');
  const rows = await rowsAndTotal('/starSafety/alertWhite/page');
  await expect.poll(() => body().textContent()).toContain(String(rows[0]!.personName));
  await page.screenshot({ path: `${ARTIFACTS}/alarm-white-list.png`, fullPage: true });
  const before = await whites();
  await page.getByRole('button', { name: '添加白名单' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  await dialog.getByLabel('加入原因').fill('塔吊附着钢筋绑扎作业');
  await chooseOption(dialog.getByLabel('项目'), '滨江花园二期住宅项目', '滨江');
  const people = dialog.getByRole('list', { name: '可选人员' });
  await people.getByRole('checkbox').first().waitFor();
  // The first person not yet on the list, as the world's candidates say.
  const candidates = rowsOf<Row>(await answer('/starSafety/alertWhite/personPage'));
  const chosen = candidates.find((c) => c.inWhite !== 1)!;
  expect(chosen).toBeDefined();
  await people
    .locator('li', { hasText: String(chosen.personName) })
    .getByRole('checkbox')
    .check();
  await dialog.getByRole('group', { name: '适用禁区' }).getByRole('checkbox').first().check();
  await page.screenshot({ path: `${ARTIFACTS}/alarm-white-list-add.png` });
  await dialog.getByRole('button', { name: '确定' }).click();
  await serverSaid();
  await dialog.waitFor({ state: 'detached' });
  // On the world's list with the reason typed, and the screen shows it.
  const after = await whites();
  expect(after.total).toBe(before.total + 1);
  const added = after.rows.find((r) => r.personId === chosen.personId);
  expect(added).toMatchObject({ personName: chosen.personName, reason: '塔吊附着钢筋绑扎作业' });
  await expect.poll(() => body().textContent()).toContain(String(chosen.personName));
});

it('白名单 移出 asks first, then removes', async () => {
  const before = await whites();
  const firstName = await body().locator('tr').first().locator('td').nth(1).textContent();
  const first = before.rows.find((r) => firstName?.includes(String(r.personName)));
  expect(first).toBeDefined();
  await page.getByRole('button', { name: '移出' }).first().click();
  const confirm = page.getByRole('alertdialog');
  await expect.poll(() => confirm.textContent()).toContain('移出白名单');
  await confirm.getByRole('button', { name: '移出' }).click();
  await confirm.waitFor({ state: 'detached' });
  await serverSaid();
  const after = await whites();
  expect(after.total).toBe(before.total - 1);
  expect(after.rows.some((r) => r.id === first!.id)).toBe(false);
});

it('白名单 row selection: the bar counts what is selected, 全选本页 takes the page, 批量移出 asks first, 取消选择 clears', async () => {
  const section = page.locator('section[data-page][data-active]');
  const rows = section.getByRole('checkbox', { name: '选择此行' });
  const onPage = await rows.count();
  expect(onPage).toBeGreaterThanOrEqual(2);
  const bar = section.getByRole('status').filter({ hasText: '已选择' });
  await expect.poll(() => bar.count()).toBe(0);
  await rows.nth(0).check();
  await rows.nth(1).check();
  await expect.poll(() => bar.textContent()).toContain('已选择 2 项');
  await rows.nth(1).uncheck();
  await expect.poll(() => bar.textContent()).toContain('已选择 1 项');
  await section.getByRole('checkbox', { name: '全选本页' }).check();
  await expect.poll(() => bar.textContent()).toContain(`已选择 ${onPage} 项`);
  await bar.getByRole('button', { name: '批量移出' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect.poll(() => confirm.textContent()).toContain(String(onPage));
  await confirm.getByRole('button', { name: '取消' }).click();
  await confirm.waitFor({ state: 'detached' });
  await expect.poll(() => bar.textContent()).toContain(`已选择 ${onPage} 项`);
  await bar.getByRole('button', { name: '取消选择' }).click();
  await bar.waitFor({ state: 'detached' });
  await expect.poll(() => rows.nth(0).isChecked()).toBe(false);
});

type SmsSetting = {
  enabled: number;
  alarmTypes: number[];
  stayinMinutes: number;
  lowPowerPercent: number;
  receivers: { managerId: number; name: string; post?: string; mobile?: string }[];
};
const ALARM_TYPE: Record<number, string> = {
  1: '滞留',
  2: '静止',
  3: '长时间停留',
  4: '闯入禁区',
  5: 'SOS 求救',
  6: '脱帽',
  7: '低电量',
};

// The form's refusal (低电量阈值请输入 1–100 的整数, the value kept) is checked in jsdom against the mock:
// packages/console/src/app/screens/alarm.screen.test.tsx. Here the journey: the saved setting shown, saved, another
// project's setting loaded.
it('短信报警设置 shows the saved setting, saves a change with the server message, then loads another project', async () => {
  made.clear();
  await open('/alarm/smsSetting', '短信报警设置');
  const form = page.getByRole('form', { name: '短信报警设置' });
  await form.waitFor();
  const saved = await answer<SmsSetting>('/contract/msmalarm/get');
  const projectId = new URL(made.get('/contract/msmalarm/get')!.url()).searchParams.get('projectId');
  await expect
    .poll(() => form.getByRole('switch', { name: '短信报警开关' }).getAttribute('aria-checked'))
    .toBe(String(saved.enabled === 1));
  for (const [code, name] of Object.entries(ALARM_TYPE))
    await expect
      .poll(() => form.getByRole('checkbox', { name, exact: true }).isChecked())
      .toBe(saved.alarmTypes.includes(Number(code)));
  await expect.poll(() => form.getByLabel('下班后滞留超过').inputValue()).toBe(String(saved.stayinMinutes));
  for (const r of saved.receivers) await expect.poll(() => form.locator('tbody').textContent()).toContain(r.name);
  await page.screenshot({ path: `${ARTIFACTS}/alarm-sms-setting.png`, fullPage: true });
  await form.getByLabel('电量低于').fill('15');
  // A type not yet chosen, and a manager of the project not yet receiving (both from the world).
  const [newType, newTypeName] = Object.entries(ALARM_TYPE).find(([c]) => !saved.alarmTypes.includes(Number(c)))!;
  await form.getByRole('checkbox', { name: newTypeName, exact: true }).check();
  const managers = (await answer<Row[]>('/pc/org/manager')) ?? [];
  const receiving = new Set(saved.receivers.map((r) => r.managerId));
  const manager = managers.find((m) => !receiving.has(Number(m.id)))!;
  expect(manager).toBeDefined();
  await chooseOption(
    form.getByLabel('选择接收人'),
    `${String(manager.name)}（${String(manager.post_name)}） ${String(manager.mobile)}`,
    String(manager.name),
  );
  await form.getByRole('button', { name: '添加接收人' }).click();
  await expect.poll(() => form.locator('tbody').textContent()).toContain(String(manager.name));
  await form.getByRole('button', { name: '保存设置' }).click();
  await serverSaid();
  // The world holds what was saved.
  const res = (await api.request('get', '/contract/msmalarm/get', { params: { query: { projectId } } })) as {
    data: SmsSetting;
  };
  expect(res.data.lowPowerPercent).toBe(15);
  expect(res.data.alarmTypes).toContain(Number(newType));
  expect(res.data.receivers.map((r) => r.managerId)).toContain(Number(manager.id));
  // The 项目 picker is the searchable select: another project loads its own setting.
  const other = page.waitForRequest(
    (r) => r.url().includes('/contract/msmalarm/get') && new URL(r.url()).searchParams.get('projectId') === '1002',
  );
  await chooseOption(page.getByRole('combobox', { name: '项目', exact: true }), '城南地铁5号线土建03标', '城南');
  await other;
  const second = await answer<SmsSetting>('/contract/msmalarm/get');
  await expect.poll(() => form.getByLabel('下班后滞留超过').inputValue()).toBe(String(second.stayinMinutes || ''));
});

const SEND_STATUS: Record<number, string> = { 0: '发送中', 1: '发送成功', 2: '发送失败' };

it('短信发送记录 lists the SMS with their send status and exports', async () => {
  await open('/alarm/smsRecord', '短信发送记录');
  const rows = await rowsAndTotal('/contract/msmalarmInfoController/page');
  await expect.poll(() => body().textContent()).toContain(String(rows[0]!.content ?? rows[0]!.personName));
  for (const status of new Set(rows.map((r) => SEND_STATUS[Number(r.sendStatus)]!)))
    await expect.poll(() => body().getByText(status).count()).toBeGreaterThan(0);
  await page.screenshot({ path: `${ARTIFACTS}/alarm-sms-record.png`, fullPage: true });
  await exportDownloads();
});

it('滞留报警 draws the daily trend and sums the period up per worker in the 按人员汇总 tab', async () => {
  await open('/alarm/stayin', '滞留报警明细');
  const current = page.locator('section[data-page][data-active]');
  await current.getByRole('heading', { name: '滞留报警按日趋势' }).waitFor();
  await current.locator('.recharts-bar').first().waitFor();
  await current.getByRole('tab', { name: '按人员汇总' }).click();
  await current.getByRole('heading', { name: '滞留人员汇总' }).waitFor();
  const workers = await answer('/pc/security/alarm/stayin/worker/list');
  await expect.poll(() => current.locator('tbody tr').count()).toBe(rowsOf(workers).length);
  await expect
    .poll(() => current.getByRole('navigation', { name: '分页' }).textContent())
    .toContain(`共 ${totalOf(workers)} 条`);
  await expect.poll(() => current.locator('thead').textContent()).toContain('累计滞留时长');
  expect(new URL(page.url()).hash).toContain('tab=worker');
  await page.screenshot({ path: `${ARTIFACTS}/alarm-stayin-worker.png`, fullPage: true });
});

it('静止报警 draws its own daily trend', async () => {
  await open('/alarm/stationary', '静止报警明细');
  const current = page.locator('section[data-page][data-active]');
  await current.getByRole('heading', { name: '静止报警按日趋势' }).waitFor();
  await current.locator('.recharts-bar').first().waitFor();
});

it('短信报警设置 接收人 lists every receiver and 查看 shows one configuration', async () => {
  page.setDefaultTimeout(8000);
  await open('/alarm/smsSetting', '短信报警设置');
  const current = page.locator('section[data-page][data-active]');
  await current.getByRole('tab', { name: '接收人' }).click();
  await current.getByRole('heading', { name: '短信接收人' }).waitFor();
  const receivers = await answer('/contract/msmalarmController/page');
  await expect.poll(() => current.locator('tbody tr').count()).toBe(rowsOf(receivers).length);
  await expect
    .poll(() => current.getByRole('navigation', { name: '分页' }).textContent())
    .toContain(`共 ${totalOf(receivers)} 条`);
  await page.screenshot({ path: `${ARTIFACTS}/alarm-sms-receiver.png`, fullPage: true });
  await current.getByRole('button', { name: '查看' }).first().click();
  const dialog = page.getByRole('dialog', { name: '接收人配置' });
  await dialog.getByText('接收的报警类型').waitFor();
  await dialog.getByText('近30天短信').waitFor();
  await dialog.getByRole('button', { name: '关闭' }).last().click();
  await dialog.waitFor({ state: 'detached' });
});

it('no console errors', () => expect(ctx.problems).toEqual([]));
