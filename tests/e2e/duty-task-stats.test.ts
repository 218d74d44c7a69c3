// 管理人员履职 and 任务统计分析 (001 §7.1): 值班配置 (list, 新增 with the addCheck conflicts confirmed before saving
// (its refusals in packages/console/src/app/screens/duty.screen.test.tsx), the operation log), 值班记录 (project
// numbers, 30-day chart, records with blind spots and exports, completion by branch), 值班分析 (cards, charts,
// positions, organisation and period re-query; the bad period's refusal in
// packages/console/src/app/screens/periods.screen.test.tsx), 关键岗位履职 (month, cards, rows), 考勤规则 (list by project beside the 打卡时段, 新增 refused
// and saved, 编辑) and 任务统计分析 (cards, charts, five tabs, hint filter; 人员任务 with the person-filtered type chart
// and the project tasks opening the task's flow).
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Locator, Page, Request as PageRequest } from 'playwright-core';
import { ARTIFACTS } from '../lib/browser';
import { chooseOption } from '../lib/combobox';
import { type ConsolePage, enterSignedIn, openConsole } from '../lib/console-page';
import { recordCalls, rowsOf, totalOf, worldAnswer, worldApi, type WorldApi } from '../lib/world-api';

let ctx: ConsolePage;
let page: Page;
let stack: ConsolePage['stack'];
let api: WorldApi;
/** The console's last call of each API path. */
const made = new Map<string, PageRequest>();

beforeAll(async () => {
  ctx = await openConsole();
  ({ page, stack } = ctx);
  api = await worldApi(ctx);
  recordCalls(page, made);
  // The task flow opened from 项目任务 shows the spec's photos.
  await enterSignedIn(ctx);
});
afterAll(() => ctx?.close());

const screen = (path: string): Locator => page.locator(`section[data-page="${path}"]`);

/** The screen's list (the one with a pager; a screen may show other tables beside it). */
const listIn = (s: Locator) => s.locator('section[aria-busy]:has(nav[aria-label="分页"])').first();

/** The world's answer to one call the console made (its query and body), asked again through the SDK. */
const again = async (call: PageRequest): Promise<unknown> => {
  const query = Object.fromEntries(new URL(call.url()).searchParams);
  const body = call.postData() ? (call.postDataJSON() as unknown) : undefined;
  const path = new URL(call.url()).pathname.slice(4);
  const res = (await api.request(call.method().toLowerCase() as 'get', path, {
    params: { query },
    ...(body === undefined ? {} : { body }),
  })) as { data?: unknown };
  return res.data;
};

/** The list shows `answer`: as many rows (an array answer is paged by the screen, ten a page) and its total. */
const showsAnswer = async <T = Record<string, unknown>>(s: Locator, answer: unknown): Promise<T[]> => {
  const rows = rowsOf<T>(answer);
  const list = listIn(s);
  await expect.poll(() => list.locator('tbody tr:has(td:not([colspan]))').count()).toBe(Math.min(rows.length, 10));
  await expect
    .poll(() => list.getByRole('navigation', { name: '分页' }).textContent())
    .toContain(`共 ${totalOf(answer)} 条`);
  return rows;
};

/** The list shows what the world answers to the screen's last call of `path` (that `match`es). */
const showsWorld = async <T = Record<string, unknown>>(
  s: Locator,
  path: string,
  match?: (r: PageRequest) => boolean,
): Promise<T[]> => showsAnswer<T>(s, await worldAnswer(api, made, path, match));

const nextCall = (
  method: 'GET' | 'POST',
  path: string,
  where: (r: { q: URLSearchParams; body: string }) => boolean = () => true,
) =>
  page.waitForRequest((r) => {
    const url = new URL(r.url());
    return (
      r.method() === method && url.pathname.endsWith(path) && where({ q: url.searchParams, body: r.postData() ?? '' })
    );
  });

const exportDownloads = async (s: Locator) => {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    s.getByRole('button', { name: '导出' }).first().click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
};

it('值班配置 opens from the side menu with its rows and the total line', async () => {
  const nav = page.getByRole('navigation', { name: '侧边菜单' });
  await nav.getByRole('button', { name: '管理人员履职' }).click();
  await nav.getByRole('link', { name: '值班配置' }).click();
  const s = screen('/duty/config');
  await s.getByRole('heading', { name: '值班配置' }).first().waitFor();
  expect(new URL(page.url()).hash).toBe('#/duty/config');
  await showsWorld(s, '/starSafety/duty/config/list');
  await expect.poll(() => s.locator('tbody').textContent()).toContain('周一至周五');
  await expect.poll(() => s.locator('tbody').textContent()).toContain('未绑定');
  await page.screenshot({ path: `${ARTIFACTS}/duty-config.png`, fullPage: true });
});

// The dialog's refusals (请选择值班人员, 结束时间须晚于开始时间, the minutes kept) are checked in jsdom against the mock:
// packages/console/src/app/screens/duty.screen.test.tsx. Here the journey: the conflicts confirmed, the plan saved.
it('新增 confirms the conflicts and saves', async () => {
  const s = screen('/duty/config');
  await s.getByRole('button', { name: '新增' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('heading', { name: '新增值班配置' }).waitFor();
  await dialog.getByLabel('开始时间').fill('09:00');
  await dialog.getByLabel('最短时长（分钟）').fill('180');
  // The check refuses a time overlapping another enabled configuration of the same person: arrange one first.
  const arranged = await api.POST('/starSafety/duty/config/add', {
    body: {
      projectId: 1001,
      dutyType: 1,
      userId: 5005,
      weekDays: [3],
      startTime: '10:00',
      endTime: '12:00',
      minDurationMinutes: 60,
      buildingIds: [601],
      effectiveStartDate: '2026-11-01',
      effectiveEndDate: '2026-12-31',
      status: 1,
    },
  });
  expect(arranged.code).toBe(0);
  await chooseOption(dialog.getByLabel('项目'), '滨江花园二期住宅项目', '滨江');
  await chooseOption(dialog.getByLabel('值班人员'), /^林峰（/, '林峰');
  await dialog.getByLabel('值班类型').selectOption('2');
  await dialog.getByLabel('结束时间').fill('16:00');
  await dialog.getByRole('checkbox', { name: '塔吊作业区' }).check();
  const check = nextCall('POST', '/starSafety/duty/config/addCheck');
  await dialog.getByRole('button', { name: '确定' }).click();
  const body = JSON.parse((await check).postData() ?? '{}') as Record<string, unknown>;
  expect(body).toMatchObject({ projectId: 1001, userId: 5005, dutyType: 2, startTime: '09:00', endTime: '16:00' });
  expect(body).toMatchObject({ minDurationMinutes: 180, weekDays: [1, 2, 3, 4, 5], buildingIds: [604] });
  const confirm = page.getByRole('alertdialog');
  await confirm.getByText('值班配置校验未通过').waitFor();
  await expect.poll(() => confirm.textContent()).toContain('与已有配置时段重叠：10:00-12:00');
  const save = nextCall('POST', '/starSafety/duty/config/add');
  await confirm.getByRole('button', { name: '仍然提交' }).click();
  await save;
  await page.getByText('操作成功').first().waitFor();
  await dialog.waitFor({ state: 'detached' });
});

it('操作记录 lists the changes of a configuration and of the whole project', async () => {
  const s = screen('/duty/config');
  await s.getByRole('button', { name: '操作记录' }).first().click();
  const dialog = page.getByRole('dialog');
  // The dialog lists what the world holds for that configuration.
  type Operation = { operateContent?: string; operateTime: string };
  const ops = rowsOf<Operation>(
    await worldAnswer(api, made, '/starSafety/duty/config/operate/list', (r) =>
      new URL(r.url()).searchParams.has('configId'),
    ),
  );
  if (ops.length) await dialog.getByText(ops[0]!.operateTime).first().waitFor();
  else await dialog.getByText('暂无数据').waitFor();
  await dialog.getByRole('button', { name: '关闭' }).first().click();
  await s.getByRole('tab', { name: '操作记录' }).click();
  await s.getByRole('heading', { name: '值班配置操作记录' }).waitFor();
  const all = await worldAnswer(
    api,
    made,
    '/starSafety/duty/config/operate/list',
    (r) => !new URL(r.url()).searchParams.has('configId'),
  );
  await expect
    .poll(() => s.getByRole('navigation', { name: '分页' }).first().textContent())
    .toContain(`共 ${totalOf(all)} 条`);
});

it("考勤规则 lists the rules by project beside the project's 打卡时段, and changes the page size", async () => {
  const s = screen('/duty/config');
  const first = nextCall('POST', '/api/duty/config/list');
  await s.getByRole('tab', { name: '考勤规则' }).click();
  await s.getByRole('heading', { name: '考勤规则', exact: true }).waitFor();
  expect(JSON.parse((await first).postData() ?? '{}')).toMatchObject({ page: 1, limit: 10 });
  await showsWorld(s, '/duty/config/list');
  await expect.poll(() => s.locator('tbody').textContent()).toContain('专职安全员');
  await expect.poll(() => s.locator('tbody').textContent()).toContain('07:30–17:30');
  const filtered = nextCall('POST', '/api/duty/config/list', ({ body }) => body.includes('"projectId":1001'));
  const times = nextCall('POST', '/duty/configTimes/get', ({ body }) => body.includes('"projectId":1001'));
  await chooseOption(s.getByRole('search').getByLabel('项目'), '滨江花园二期住宅项目', '滨江');
  await s.getByRole('button', { name: '搜索' }).click();
  await filtered;
  await times;
  expect(new URL(page.url()).hash).toContain('projectId=1001');
  const periods = s.getByRole('region', { name: '打卡时段' });
  await periods.getByText('上午 07:30–11:30').waitFor();
  await expect.poll(() => periods.textContent()).toContain('下午 13:00–17:30');
  await expect.poll(() => periods.textContent()).toContain('周日');
  const sized = nextCall('POST', '/api/duty/config/list', ({ body }) => body.includes('"limit":20'));
  await s.getByLabel('每页条数').selectOption('20');
  expect(JSON.parse((await sized).postData() ?? '{}')).toMatchObject({ page: 1, limit: 20, projectId: 1001 });
  await page.screenshot({ path: `${ARTIFACTS}/duty-attendance-rules.png`, fullPage: true });
});

it("新增规则 refuses bad days and times keeping what was typed, shows the server's refusal, then saves", async () => {
  const s = screen('/duty/config');
  await s.getByRole('button', { name: '新增规则' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('heading', { name: '新增考勤规则' }).waitFor();
  await expect.poll(() => dialog.getByLabel('项目').textContent()).toBe('滨江花园二期住宅项目');
  await dialog.getByLabel('适用岗位').fill('施工员');
  await dialog.getByLabel('每月应到岗天数').fill('40');
  await dialog.getByLabel('上班时间').fill('18:00');
  await dialog.getByLabel('迟到阈值（分钟）').fill('-5');
  await dialog.getByRole('button', { name: '确定' }).click();
  await dialog.getByText('每月应到岗天数为 1–31 天').waitFor();
  await dialog.getByText('下班时间须晚于上班时间').waitFor();
  await dialog.getByText('请输入不小于 0 的整数分钟').waitFor();
  await expect.poll(() => dialog.getByLabel('每月应到岗天数').inputValue()).toBe('40');
  await expect.poll(() => dialog.getByLabel('适用岗位').inputValue()).toBe('施工员');
  await dialog.getByLabel('每月应到岗天数').fill('24');
  await dialog.getByLabel('上班时间').fill('07:30');
  await dialog.getByLabel('迟到阈值（分钟）').fill('10');
  await dialog.getByLabel('早退阈值（分钟）').fill('0');
  await dialog.getByLabel('每日打卡次数').selectOption('4');
  // The server refuses once (a failure asked of the mock for this world).
  await ctx.mock.fail({ operation: 'saveAttendanceConfig', msg: '该项目施工员已有启用中的考勤规则', times: 1 });
  await dialog.getByRole('button', { name: '确定' }).click();
  await page.getByText('该项目施工员已有启用中的考勤规则').first().waitFor();
  await expect.poll(() => dialog.getByLabel('每月应到岗天数').inputValue()).toBe('24');
  await expect.poll(() => dialog.getByLabel('适用岗位').inputValue()).toBe('施工员');
  await dialog.getByLabel('状态').selectOption('0');
  const save = nextCall('POST', '/api/duty/config/add');
  const refresh = nextCall('POST', '/api/duty/config/list');
  await dialog.getByRole('button', { name: '确定' }).click();
  expect(JSON.parse((await save).postData() ?? '{}')).toEqual({
    projectId: 1001,
    positionName: '施工员',
    requiredDays: 24,
    checkTimes: 4,
    workStartTime: '07:30',
    workEndTime: '17:30',
    lateMinutes: 10,
    earlyMinutes: 0,
    status: 0,
  });
  await page.getByText('操作成功').first().waitFor();
  await dialog.waitFor({ state: 'detached' });
  await refresh;
  // The world holds the new rule, and the list shows it.
  const { data } = await api.POST('/duty/config/list', { body: { page: 1, limit: 50, projectId: 1001 } });
  type Rule = { positionName: string; requiredDays: number; status: number };
  expect(rowsOf<Rule>(data)).toContainEqual(
    expect.objectContaining({ positionName: '施工员', requiredDays: 24, status: 0 }),
  );
  await expect.poll(() => s.locator('tbody').textContent()).toContain('施工员');
});

it('考勤规则 编辑 sends the rule with its id', async () => {
  const s = screen('/duty/config');
  type Rule = { id: number; positionName: string; requiredDays: number };
  const rules = rowsOf<Rule>(await worldAnswer(api, made, '/duty/config/list'));
  const rule = rules.find((r) => r.positionName === '专职安全员')!;
  await s
    .getByRole('row', { name: /专职安全员/ })
    .first()
    .getByRole('button', { name: '编辑' })
    .click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('heading', { name: '编辑考勤规则：专职安全员' }).waitFor();
  await expect.poll(() => dialog.getByLabel('上班时间').inputValue()).toBe('07:30');
  await dialog.getByLabel('每月应到岗天数').fill('26');
  const save = nextCall('POST', '/api/duty/config/add');
  await dialog.getByRole('button', { name: '确定' }).click();
  expect(JSON.parse((await save).postData() ?? '{}')).toMatchObject({
    id: rule.id,
    projectId: 1001,
    positionName: '专职安全员',
    requiredDays: 26,
    lateMinutes: 10,
  });
  await dialog.waitFor({ state: 'detached' });
  // A later read of the world answers the changed rule under the same id.
  const { data } = await api.POST('/duty/config/list', { body: { page: 1, limit: 50, projectId: 1001 } });
  expect(rowsOf<Rule>(data).find((r) => r.id === rule.id)).toMatchObject({ requiredDays: 26 });
});

it('值班记录 shows the project numbers, the 30-day chart, records with blind spots, and exports', async () => {
  await page.goto(`${stack.url}#/duty/record`);
  const s = screen('/duty/record');
  await s.getByRole('heading', { name: '值班记录' }).first().waitFor();
  await s.getByText('选择项目后显示该项目的值班人员').waitFor();
  const stats = nextCall('GET', '/starSafety/duty/record/project/statistics', ({ q }) => q.get('projectId') === '1001');
  await chooseOption(s.getByLabel('项目', { exact: true }), '滨江花园二期住宅项目', '滨江');
  await stats;
  type Counts = { planCount: number; completeCount: number };
  const projectStats = await worldAnswer<Counts>(api, made, '/starSafety/duty/record/project/statistics');
  const cards = s.getByLabel('项目值班统计');
  await expect.poll(() => cards.textContent()).toContain(`计划人次${projectStats.planCount}`);
  await expect.poll(() => cards.textContent()).toContain(`完成人次${projectStats.completeCount}`);
  expect(new URL(page.url()).hash).toContain('projectId=1001');
  await s.locator('.recharts-surface').first().waitFor();
  await showsWorld(s, '/starSafety/duty/record/project/list');
  await exportDownloads(s);
  await s.getByRole('button', { name: '巡查盲区' }).nth(1).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByText('塔吊作业区').waitFor();
  await expect.poll(() => dialog.textContent()).toContain('值班时段内无定位点进入该区域');
  await page.screenshot({ path: `${ARTIFACTS}/duty-record-blind.png` });
  await dialog.getByRole('button', { name: '关闭' }).first().click();
  await page.screenshot({ path: `${ARTIFACTS}/duty-record.png`, fullPage: true });
});

it('值班记录 per branch re-queries for the chosen 值班类型 and exports', async () => {
  const s = screen('/duty/record');
  await s.getByRole('tab', { name: '分公司完成情况' }).click();
  await s.getByRole('heading', { name: '分公司完成情况', exact: true }).waitFor();
  const branches = await showsWorld<{ orgName: string }>(s, '/starSafety/duty/record/dutyCompleteByCompany');
  expect(branches.length).toBeGreaterThan(0);
  for (const b of branches) await expect.poll(() => s.locator('tbody').textContent()).toContain(b.orgName);
  const call = nextCall('GET', '/starSafety/duty/record/dutyCompleteByCompany', ({ q }) => q.get('dutyType') === '2');
  await s.getByLabel('值班类型').selectOption('2');
  await call;
  expect(new URL(page.url()).hash).toContain('tab=company');
  await exportDownloads(s);
});

// The bar's refusal of a start after the end (keeping what was typed) is checked in jsdom:
// packages/console/src/app/screens/periods.screen.test.tsx.
it('值班分析 shows cards, charts, positions and the blind-spot list; the organisation and the period re-query', async () => {
  await page.goto(`${stack.url}#/duty/analysis`);
  const s = screen('/duty/analysis');
  await s.getByRole('heading', { name: '值班分析' }).first().waitFor();
  type Situation = { planCount: number; completeCount: number; substandardCount: number; absentCount: number };
  const overall = await worldAnswer<Situation>(api, made, '/starSafety/duty/record/dutySituationAnalysis');
  const cards = s.getByLabel('值班概况');
  await expect.poll(() => cards.textContent()).toContain(`计划人次${overall.planCount}人次`);
  await expect.poll(() => cards.textContent()).toContain(`完成人次${overall.completeCount}人次`);
  await expect.poll(() => cards.textContent()).toContain(`未达标${overall.substandardCount}人次`);
  await expect.poll(() => cards.textContent()).toContain(`缺勤${overall.absentCount}人次`);
  const posts = rowsOf<{ postName: string }>(await worldAnswer(api, made, '/starSafety/duty/record/positionAnalysis'));
  expect(posts.length).toBeGreaterThan(0);
  for (const p of posts) await s.getByRole('table', { name: '岗位分析' }).getByText(p.postName).first().waitFor();
  await expect.poll(() => s.locator('.recharts-surface').count()).toBeGreaterThanOrEqual(5);
  // The records that fell short (status 2) are the 未达标 of the cards.
  const short = await worldAnswer(api, made, '/starSafety/duty/record/project/list', (r) =>
    new URL(r.url()).searchParams.has('status'),
  );
  expect(totalOf(short)).toBe(overall.substandardCount);
  await showsAnswer(s, short);
  const call = nextCall('GET', '/starSafety/duty/record/positionAnalysis', ({ q }) => q.get('orgId') === '11');
  await chooseOption(s.getByLabel('组织'), /华建集团第一分公司$/, '第一分公司');
  await call;
  await s.getByLabel('开始日期').fill('2026-11-20');
  await s.getByLabel('结束日期').fill('2026-11-22');
  const again = nextCall('GET', '/starSafety/duty/record/dutyAnalysis', ({ q }) => q.get('startDate') === '2026-11-20');
  await s.getByRole('button', { name: '查询' }).click();
  await again;
  await s.getByRole('button', { name: '查看盲区' }).first().click();
  await page.getByRole('dialog').getByText('已到达楼栋').waitFor();
  await page.getByRole('dialog').getByRole('button', { name: '关闭' }).first().click();
  await page.screenshot({ path: `${ARTIFACTS}/duty-analysis.png`, fullPage: true });
});

it('关键岗位履职 shows the month, cards and posts, and re-queries another month', async () => {
  await page.goto(`${stack.url}#/duty/keyPositions`);
  const s = screen('/duty/keyPositions');
  await s.getByRole('heading', { name: '关键岗位履职' }).first().waitFor();
  await showsWorld(s, '/duty/performanceKeyPositionsSubcontractor');
  await expect.poll(() => s.getByLabel('关键岗位履职概况').textContent()).toContain('履职未达标');
  await expect.poll(() => s.locator('tbody').textContent()).toContain('未达标');
  const call = nextCall('POST', '/duty/performanceKeyPositionsSubcontractor', ({ body }) => body.includes('"2026-10"'));
  await s.getByLabel('统计月份').fill('2026-10');
  await s.getByRole('button', { name: '查询' }).click();
  await call;
  expect(new URL(page.url()).hash).toContain('month=2026-10');
  await s.getByText('分包单位关键岗位履职（2026-10）').waitFor();
  await page.screenshot({ path: `${ARTIFACTS}/duty-key-positions.png`, fullPage: true });
});

it('任务统计分析 shows totals, charts and the five tabs; 任务卡提示 filters by type', async () => {
  await page.goto(`${stack.url}#/task/statistics`);
  const s = screen('/task/statistics');
  await s.getByRole('heading', { name: '任务统计分析' }).first().waitFor();
  type Totals = { taskCount: number; completeCount: number; overdueCount: number; cancelCount: number };
  const totals = await worldAnswer<Totals>(api, made, '/duty/taskStatisticalAnalysis/total');
  const cards = s.getByLabel('任务概况');
  await expect.poll(() => cards.textContent()).toContain(`任务总数${totals.taskCount}项`);
  await expect.poll(() => cards.textContent()).toContain(`已完成${totals.completeCount}项`);
  await expect.poll(() => cards.textContent()).toContain(`已逾期${totals.overdueCount}项`);
  await expect.poll(() => cards.textContent()).toContain(`已作废${totals.cancelCount}项`);
  await expect.poll(() => s.locator('.recharts-surface').count()).toBeGreaterThanOrEqual(2);
  // 项目统计: one row per project of the world's tasks; their task counts add up to the card.
  type ProjectStat = { projectName: string; taskCount: number };
  await worldAnswer(api, made, '/duty/taskStatisticalAnalysis/list');
  const firstList = made.get('/duty/taskStatisticalAnalysis/list')!;
  const projects = await showsAnswer<ProjectStat>(s, await again(firstList));
  expect(projects.length).toBeGreaterThan(0);
  expect(projects.reduce((n, p) => n + p.taskCount, 0)).toBe(totals.taskCount);
  for (const p of projects) await expect.poll(() => s.locator('tbody').textContent()).toContain(p.projectName);
  await page.screenshot({ path: `${ARTIFACTS}/task-statistics.png`, fullPage: true });
  // The 组织 picker is the searchable select: a branch re-queries the totals with its id; 当前组织 goes back.
  const branch = nextCall('GET', '/duty/taskStatisticalAnalysis/total', ({ q }) => q.get('orgId') === '11');
  await chooseOption(s.getByLabel('组织', { exact: true }), '华建集团第一分公司', '第一分公司');
  await branch;
  const ofBranch = await worldAnswer<Totals>(api, made, '/duty/taskStatisticalAnalysis/total', (r) =>
    new URL(r.url()).searchParams.has('orgId'),
  );
  await expect.poll(() => cards.textContent()).toContain(`任务总数${ofBranch.taskCount}项`);
  await chooseOption(s.getByLabel('组织', { exact: true }), '当前组织', '');
  await expect.poll(() => new URL(page.url()).hash).not.toContain('orgId');
  const noOrg = (r: PageRequest) => !new URL(r.url()).searchParams.has('orgId');
  // The list is the whole group's again (as the console first asked it, or its cached answer to that).
  await showsAnswer(s, await again(firstList));
  await s.getByRole('tab', { name: '组织统计' }).click();
  await s.getByRole('heading', { name: '下级组织任务统计' }).waitFor();
  const orgs = await showsWorld<{ orgName: string }>(s, '/duty/taskStatisticalAnalysis/orgList', noOrg);
  for (const o of orgs) await expect.poll(() => s.locator('tbody').textContent()).toContain(o.orgName);
  // 预警人员: the cards, and the list holds as many people as the card counts.
  await s.getByRole('tab', { name: '预警人员' }).click();
  await s.getByRole('heading', { name: '预警人员', exact: true }).waitFor();
  type PersonTotal = { personCount: number; warningPersonCount: number; warningRate: number; overdueTaskCount: number };
  const warned = await worldAnswer<PersonTotal>(api, made, '/duty/taskStatisticalAnalysis/warningPersonTotal', noOrg);
  const personCards = s.getByLabel('预警人员概况');
  await expect.poll(() => personCards.textContent()).toContain(`有任务人员${warned.personCount}人`);
  await expect.poll(() => personCards.textContent()).toContain(`预警人员${warned.warningPersonCount}人`);
  await expect.poll(() => personCards.textContent()).toContain(`预警占比${warned.warningRate.toFixed(2)}%`);
  await expect.poll(() => personCards.textContent()).toContain(`逾期任务${warned.overdueTaskCount}项`);
  type Warned = { userName: string; overdueCount: number };
  const persons = await showsWorld<Warned>(s, '/duty/taskStatisticalAnalysis/warningPersonList', noOrg);
  expect(persons.length).toBe(Math.min(warned.warningPersonCount, 10));
  await expect
    .poll(() => listIn(s).getByRole('navigation', { name: '分页' }).textContent())
    .toContain(`共 ${warned.warningPersonCount} 条`);
  expect(persons.reduce((n, p) => n + p.overdueCount, 0)).toBe(warned.overdueTaskCount);
  for (const p of persons) await expect.poll(() => s.locator('tbody').textContent()).toContain(p.userName);
  await s.getByRole('tab', { name: '预警岗位' }).click();
  await s.getByRole('heading', { name: '预警岗位', exact: true }).waitFor();
  const positions = await showsWorld<{ positionName: string }>(
    s,
    '/duty/taskStatisticalAnalysis/warningPositionList',
    noOrg,
  );
  for (const p of positions) await expect.poll(() => s.locator('tbody').textContent()).toContain(p.positionName);
  await s.getByRole('tab', { name: '任务卡提示' }).click();
  await s.getByRole('heading', { name: '任务卡提示', exact: true }).waitFor();
  await showsWorld(s, '/duty/taskStatisticalAnalysis/taskCardHintList');
  const call = nextCall('GET', '/duty/taskStatisticalAnalysis/taskCardHintList', ({ q }) => q.get('hintType') === '3');
  await s.getByLabel('提示类型').selectOption('3');
  await s.getByRole('button', { name: '搜索' }).click();
  await call;
  const late = await showsWorld<{ hintType: number }>(s, '/duty/taskStatisticalAnalysis/taskCardHintList', (r) =>
    new URL(r.url()).searchParams.has('hintType'),
  );
  expect(late.every((h) => h.hintType === 3)).toBe(true);
  await page.screenshot({ path: `${ARTIFACTS}/task-statistics-hints.png`, fullPage: true });
});

type PersonInfo = {
  person_id: number;
  person_name: string;
  post_name?: string;
  task_total: number;
  finish_total: number;
  unfinish_total?: number;
  overdue_total?: number;
  finish_rate: number;
};
/** A row of 人员任务汇总 as the table reads it: name, post, totals and the rate. */
const personLine = (p: PersonInfo) =>
  `${p.person_name}${p.post_name ?? '—'}${p.task_total}${p.finish_total}${p.unfinish_total ?? '—'}` +
  `${p.overdue_total ?? '—'}${p.finish_rate.toFixed(2)}%`;

it("人员任务 opens from the side menu with each person's tasks and the type ring and bars", async () => {
  const nav = page.getByRole('navigation', { name: '侧边菜单' });
  const link = nav.getByRole('link', { name: '任务统计分析' });
  if (!(await link.isVisible())) await nav.getByRole('button', { name: '任务台账' }).click();
  await link.click();
  const s = screen('/task/statistics');
  await s.getByRole('heading', { name: '任务统计分析' }).first().waitFor();
  const info = nextCall('GET', '/pc/person/task/info/collect', ({ q }) => q.has('start_date'));
  const list = nextCall('GET', '/pc/task/list', ({ q }) => q.get('page') === '1' && q.get('limit') === '10');
  await s.getByRole('tab', { name: '人员任务' }).click();
  await info;
  await list;
  const people = s.getByRole('table', { name: '人员任务汇总' });
  const everyone = rowsOf<PersonInfo>(await worldAnswer(api, made, '/pc/person/task/info/collect'));
  expect(everyone.length).toBeGreaterThan(0);
  await expect.poll(() => people.locator('tbody tr').count()).toBe(everyone.length);
  for (const p of everyone) await expect.poll(() => people.textContent()).toContain(personLine(p));
  // The project's tasks below hold every task the people table counts.
  await expect
    .poll(() => listIn(s).getByRole('navigation', { name: '分页' }).textContent())
    .toContain(`共 ${everyone.reduce((n, p) => n + p.task_total, 0)} 条`);
  // One bar pair and one line dot per task type the world answers; one ring sector per type.
  type TypeStat = { task_type_name: string; task_total: number; finish_total: number };
  const types = rowsOf<TypeStat>(await worldAnswer(api, made, '/pc/person/task/type/collect'));
  // A bar for each type's count and done count that is not 0; a dot for every type's rate; a ring sector per type.
  const some = (n: number) => n > 0;
  const bars = s.getByRole('img', { name: '任务类型柱图' });
  await expect.poll(() => bars.locator('svg .recharts-line-dots circle').count()).toBe(types.length);
  await expect
    .poll(() => bars.locator('svg .recharts-bar-rectangle').count())
    .toBe(types.filter((t) => some(t.task_total)).length + types.filter((t) => some(t.finish_total)).length);
  await expect.poll(() => s.locator('svg .recharts-pie-sector').count()).toBe(types.length);
  await s.getByText('任务类型分布（全部人员）').waitFor();
});

it('人员任务: clicking a person narrows the type chart and the task list to that person; 项目 re-queries', async () => {
  const s = screen('/task/statistics');
  const people = s.getByRole('table', { name: '人员任务汇总' });
  const everyone = rowsOf<PersonInfo>(await worldAnswer(api, made, '/pc/person/task/info/collect'));
  const first = everyone[0]!;
  const id = String(first.person_id);
  const types = nextCall('GET', '/pc/person/task/type/collect', ({ q }) => q.get('person_id') === id);
  const byPerson = nextCall('GET', '/pc/task/list', ({ q }) => q.get('person_id') === id);
  await people.getByRole('button', { name: first.person_name }).click();
  await types;
  await byPerson;
  await s.getByText(`任务类型分布（${first.person_name}）`).waitFor();
  await expect
    .poll(() => people.getByRole('button', { name: first.person_name }).getAttribute('aria-pressed'))
    .toBe('true');
  expect(new URL(page.url()).hash).toContain(`person_id=${id}`);
  // The person's tasks below are as many as the people table counts for them.
  await expect
    .poll(() => listIn(s).getByRole('navigation', { name: '分页' }).textContent())
    .toContain(`共 ${first.task_total} 条`);
  const mine = await showsWorld<{ person_id: number }>(s, '/pc/task/list', (r) =>
    new URL(r.url()).searchParams.has('person_id'),
  );
  expect(mine.every((t) => t.person_id === first.person_id)).toBe(true);
  await page.screenshot({ path: `${ARTIFACTS}/task-statistics-people.png`, fullPage: true });

  await s.getByRole('button', { name: '全部人员' }).click();
  await s.getByText('任务类型分布（全部人员）').waitFor();
  expect(new URL(page.url()).hash).not.toContain('person_id');
  // Another project: the people table holds that project's people (none when the world gives it no task).
  const project = nextCall('GET', '/pc/person/task/info/collect', ({ q }) => q.get('project_id') === '1002');
  await chooseOption(s.getByLabel('项目', { exact: true }), '城南地铁5号线土建03标', '城南');
  await project;
  const ofProject = rowsOf<PersonInfo>(
    await worldAnswer(api, made, '/pc/person/task/info/collect', (r) =>
      new URL(r.url()).searchParams.has('project_id'),
    ),
  );
  if (ofProject.length)
    for (const p of ofProject) await expect.poll(() => people.textContent()).toContain(personLine(p));
  else await s.getByText('暂无数据').first().waitFor();
});

it("人员任务 项目任务 filters by type and state, pages, and 详情 opens the task's flow", async () => {
  const s = screen('/task/statistics');
  const back = nextCall('GET', '/pc/task/list', ({ q }) => q.get('project_id') === '1001');
  await chooseOption(s.getByLabel('项目', { exact: true }), '滨江花园二期住宅项目', '滨江');
  await back;
  const ofProject = (r: PageRequest) => new URL(r.url()).searchParams.get('project_id') === '1001';
  const tasks = await showsWorld<{ task_name: string }>(s, '/pc/task/list', ofProject);
  await expect.poll(() => listIn(s).locator('tbody').textContent()).toContain(tasks[0]!.task_name);
  const byType = nextCall('GET', '/pc/task/list', ({ q }) => q.get('type') === '2' && q.get('status') === '2');
  await s.getByRole('search').getByLabel('任务类型').selectOption('2');
  await s.getByRole('search').getByLabel('任务状态').selectOption('2');
  await s.getByRole('button', { name: '搜索' }).click();
  expect(new URL((await byType).url()).searchParams.get('project_id')).toBe('1001');
  type SiteTask = { task_id: number; task_name: string; type: number; status: number };
  const filtered = (r: PageRequest) => ofProject(r) && new URL(r.url()).searchParams.get('type') === '2';
  const done = await showsWorld<SiteTask>(s, '/pc/task/list', filtered);
  expect(done.every((t) => t.type === 2 && t.status === 2)).toBe(true);
  const total = totalOf(await worldAnswer(api, made, '/pc/task/list', filtered));
  expect(total).toBeGreaterThan(10);
  const next = nextCall('GET', '/pc/task/list', ({ q }) => q.get('page') === '2');
  await s.getByRole('button', { name: '下一页' }).click();
  await next;
  const second = await showsWorld<SiteTask>(
    s,
    '/pc/task/list',
    (r) => new URL(r.url()).searchParams.get('page') === '2',
  );
  expect(second.length).toBe(Math.min(total - 10, 10));

  // 详情 opens the hazard flow screen on the task's id; the world holds no hazard record under a duty task's id, and
  // the screen says so with the world's answer.
  const task = second[0]!;
  const detail = nextCall('GET', `/pc/trouble/detail/${task.task_id}/1`);
  await s.locator('tbody tr', { hasText: task.task_name }).first().getByRole('button', { name: '详情' }).click();
  await detail;
  expect(new URL(page.url()).hash).toBe(`#/troubleHandle?task_id=${task.task_id}&type=1`);
  const flow = page.locator('section[data-page="/troubleHandle"]');
  await flow.getByRole('heading', { name: '隐患处理' }).first().waitFor();
  // The world's answer to the same call: the record, or its refusal (the SDK throws the failure envelope's message).
  const refusal = await api
    .request('get', '/pc/trouble/detail/{task_id}/{type}', { params: { path: { task_id: task.task_id, type: 1 } } })
    .then(
      () => null,
      (e: unknown) => (e as { msg: string }).msg,
    );
  if (refusal === null) await flow.getByText('隐患描述').first().waitFor();
  else await flow.getByText(refusal).first().waitFor();
  await page.goBack();
  await s.getByRole('table', { name: '人员任务汇总' }).waitFor();
});

it('no console errors', () => expect(ctx.problems).toEqual([]));
