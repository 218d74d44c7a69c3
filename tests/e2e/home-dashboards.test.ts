// The home dashboards as a manager uses them (001 §7.6): the group identity's figures under the greeting, then
// 组织首页, 项目首页, 数据看板 and 劳务项目看板 — numbers from the calls, charts drawn, and each period or scope
// change re-querying; finally a project identity gets the project dashboard on its home page.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Page, Request } from 'playwright-core';
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

const screen = (path: string) => page.locator(`section[data-page="${path}"]`);
/** A request to `path` whose query holds every given parameter. */
const requestTo = (path: string, params: Record<string, string> = {}) =>
  page.waitForRequest((r: Request) => {
    const url = new URL(r.url());
    return url.pathname.endsWith(path) && Object.entries(params).every(([k, v]) => url.searchParams.get(k) === v);
  });
/** A number card's (or a card figure's) label, exactly. */
const figure = (scope: ReturnType<typeof screen>, label: string) =>
  scope
    .getByRole('term')
    .filter({ hasText: new RegExp(`^${label}$`) })
    .first()
    .waitFor();
/** A screenshot of the whole dashboard: the page scrolls inside its section, so the window grows to fit it. */
const shot = async (path: string, name: string) => {
  const height = await screen(path).evaluate((el) => el.scrollHeight);
  await page.setViewportSize({ width: 1440, height: height + 100 });
  await page.screenshot({ path: `${ARTIFACTS}/${name}.png` });
  await page.setViewportSize({ width: 1440, height: 900 });
};
const open = async (hash: string, heading: string) => {
  await page.goto(`${stack.url}#${hash}`);
  await screen(hash).getByRole('heading', { name: heading, exact: true }).waitFor();
};

it('the home page keeps the greeting and function map and shows the group figures between them', async () => {
  const home = screen('/home');
  await home.getByRole('heading', { name: '组织概况' }).waitFor();
  await figure(home, '项目总数');
  await home
    .getByRole('definition')
    .filter({ hasText: /^2386人$/ })
    .waitFor();
  // A chart is drawn (recharts came with the dashboard chunk) and the function map is still there.
  await home.locator('.recharts-wrapper').first().waitFor();
  await home.getByRole('heading', { name: '功能导航' }).waitFor();
  // No table rows on the home page (list screens count theirs on the page).
  await expect.poll(() => home.locator('tbody tr').count()).toBe(0);
  await shot('/home', 'home-org-dashboard');
});

it('组织首页 opens from the side menu with its index numbers, alarms and charts', async () => {
  const nav = page.getByRole('navigation', { name: '侧边菜单' });
  // On home (/home, the 首页 group's own address) the group is already open.
  await expect.poll(() => nav.getByRole('button', { name: '首页' }).getAttribute('aria-expanded')).toBe('true');
  await nav.getByRole('link', { name: '组织首页' }).click();
  const org = screen('/home/org');
  await org.getByRole('heading', { name: '组织首页', exact: true }).waitFor();
  expect(new URL(page.url()).hash).toBe('#/home/org');
  for (const label of ['项目总数', '今日在场', '未整改隐患', '今日报警', '工资发放率']) await figure(org, label);
  await org.getByText('1642').first().waitFor();
  const alarms = org.getByRole('list', { name: '最新报警列表' }).getByRole('listitem');
  await alarms.first().waitFor();
  await expect.poll(() => alarms.count()).toBeGreaterThanOrEqual(5);
  await org.getByText('共 85 条').waitFor();
  for (const title of [
    '在场人数趋势',
    '出勤汇总',
    '报警类型占比',
    '各分公司隐患整改',
    '项目排行',
    '工资发放情况',
    '安全帽佩戴',
  ])
    await org.getByRole('heading', { name: title }).waitFor();
  await expect.poll(() => org.locator('.recharts-wrapper').count()).toBe(10);
  await shot('/home/org', 'home-org');
});

it('组织首页 re-queries on a filter: alarm type, trend days, ranking sort, project map parameters', async () => {
  const org = screen('/home/org');
  const [byType] = await Promise.all([
    requestTo('/pc/org/alarm/list', { type: '6', pageNum: '1' }),
    org.getByLabel('报警类型').selectOption('6'),
  ]);
  expect(new URL(byType.url()).searchParams.get('orgId')).toBe('1');
  await Promise.all([
    requestTo('/pc/org/alarm/list', { type: '6', pageNum: '2' }),
    org.getByRole('button', { name: '下一页报警' }).click(),
  ]);
  await Promise.all([
    requestTo('/pc/org/index/worker/trend', { days: '30' }),
    org.getByRole('group', { name: '在场趋势周期' }).getByRole('button', { name: '近 30 天' }).click(),
  ]);
  await Promise.all([
    requestTo('/pc/org/index/project/rank', { sort_by: 'alarm_month' }),
    org.getByLabel('排序指标').selectOption('alarm_month'),
  ]);
  const points = org.getByRole('list', { name: '项目点位' }).getByRole('button');
  await points.nth(1).waitFor();
  await Promise.all([requestTo('/pc/params/select/list', { project_id: '1002' }), points.nth(1).click()]);
  await org.getByText('BIM 三维模型').first().waitFor();
});

it('组织首页 refuses a reversed period keeping what was typed, then 查询 re-queries hazards and wages', async () => {
  const org = screen('/home/org');
  const filter = org.getByRole('form', { name: '组织首页统计条件' });
  await filter.getByLabel('起始日期').fill('2026-11-20');
  await filter.getByLabel('截止日期').fill('2026-11-01');
  await filter.getByRole('button', { name: '查询' }).click();
  await filter.getByText('截止日期不能早于起始日期').waitFor();
  await expect.poll(() => filter.getByLabel('起始日期').inputValue()).toBe('2026-11-20');
  await filter.getByLabel('截止日期').fill('2026-11-22');
  await filter.getByLabel('工资周期').fill('2026-09');
  const [troubles, wages] = await Promise.all([
    requestTo('/pc/org/branch/trouble/collect', { startDate: '2026-11-20', endDate: '2026-11-22' }),
    requestTo('/pc/org/index/wages/collect', { period: '2026-09' }),
    filter.getByRole('button', { name: '查询' }).click(),
  ]);
  expect(new URL(troubles.url()).searchParams.get('orgId')).toBe('1');
  expect(new URL(wages.url()).searchParams.get('orgId')).toBe('1');
  await expect.poll(() => filter.getByRole('alert').count()).toBe(0);
  await org.getByText('2026-11-20 至 2026-11-22').waitFor();
});

it('项目首页 lets an organisation pick a project and shows its people, attendance, helmets, hazards and alarms', async () => {
  await open('/home/project', '项目首页');
  const project = screen('/home/project');
  for (const label of ['安全生产天数', '今日出勤率', '安全帽在线率', '未整改隐患']) await figure(project, label);
  await project.getByText('618').first().waitFor();
  for (const title of [
    '出勤趋势',
    '参建单位今日在场',
    '今日在场工种',
    '报警趋势',
    '隐患整改',
    '未戴安全帽',
    '近 6 个月工资发放',
    '实时动态',
    '地图参数',
  ])
    await project.getByRole('heading', { name: title }).waitFor();
  const events = project.getByRole('list', { name: '实时动态列表' }).getByRole('listitem');
  await events.first().waitFor();
  await expect.poll(() => events.count()).toBeGreaterThanOrEqual(5);
  await project.getByText('当前使用').waitFor();
  await project.locator('.recharts-wrapper').nth(6).waitFor();
  await shot('/home/project', 'home-project');

  const filter = project.getByRole('form', { name: '项目首页统计条件' });
  await chooseOption(filter.getByLabel('项目', { exact: true }), '城南地铁5号线土建03标', '城南');
  await filter.getByLabel('起始日期').fill('2026-11-10');
  const [collect, trouble] = await Promise.all([
    requestTo('/pc/project/index/collect', { project_id: '1002' }),
    requestTo('/pc/project/index/trouble/collect', { project_id: '1002', startDate: '2026-11-10' }),
    filter.getByRole('button', { name: '查询' }).click(),
  ]);
  expect(collect).toBeTruthy();
  expect(new URL(trouble.url()).searchParams.get('endDate')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
});

it('数据看板 shows the labour figures and narrows to a project on 查询', async () => {
  await open('/home/dataBoard', '数据看板');
  const board = screen('/home/dataBoard');
  for (const label of ['在册工人', '实名制登记率', '劳动合同签订率', '平均年龄', '本年累计发放工资'])
    await figure(board, label);
  await board.getByText('2386').first().waitFor();
  await board.getByText('158,326,450.00 元').waitFor();
  for (const title of ['工人年龄分布', '在册工种分布', '工人籍贯分布', '近 12 个月出勤', '本年各月工资发放'])
    await board.getByRole('heading', { name: title }).waitFor();
  await board.locator('.recharts-wrapper').nth(4).waitFor();
  await shot('/home/dataBoard', 'home-data-board');

  await chooseOption(board.getByLabel('统计范围', { exact: true }), '高新区人民医院门诊楼工程', '医院');
  const [overview, age] = await Promise.all([
    requestTo('/pc/databoard/overview', { project_id: '1003' }),
    requestTo('/pc/databoard/worker/age', { project_id: '1003' }),
    board.getByRole('button', { name: '查询' }).click(),
  ]);
  expect(new URL(overview.url()).searchParams.has('orgId')).toBe(false);
  expect(age).toBeTruthy();
  await board.getByText('高新区人民医院门诊楼工程').first().waitFor();
});

it('劳务项目看板 lists the projects, opens one, and shows its companies, teams and entries over a period', async () => {
  await open('/home/laborProject', '劳务项目看板');
  const labor = screen('/home/laborProject');
  const projects = labor.getByRole('table', { name: '下属项目' }).locator('tbody tr');
  await projects.first().waitFor();
  await expect.poll(() => projects.count()).toBe(5);
  await labor.getByText('共 5 个项目，点击项目查看面板').waitFor();
  const companies = labor.getByRole('table', { name: '参建单位' }).locator('tbody tr');
  await companies.first().waitFor();
  // One row per company with workers on the project's roster (computed from the world, not the example's five).
  await expect.poll(() => companies.count()).toBeGreaterThanOrEqual(2);
  await labor.getByRole('table', { name: '班组列表' }).locator('tbody tr').first().waitFor();
  for (const label of ['在册人数', '实名制登记率', '特种作业人员']) await figure(labor, label);
  await labor.locator('.recharts-wrapper').first().waitFor();
  await shot('/home/laborProject', 'home-labor-project');

  const [overview] = await Promise.all([
    requestTo('/starSafety/laborProject/overview', { projectId: '1002' }),
    projects.nth(1).getByRole('button', { name: '查看面板' }).click(),
  ]);
  expect(overview).toBeTruthy();
  await projects.nth(1).getByRole('button', { name: '当前项目' }).waitFor();

  const [teams] = await Promise.all([
    requestTo('/starSafety/laborProject/teamList', { projectId: '1002' }),
    companies.first().getByRole('button', { name: '看班组' }).click(),
  ]);
  expect(new URL(teams.url()).searchParams.get('companyId')).toMatch(/^\d+$/);
  // The teams card's 所属单位 is the searchable select: another company re-queries the teams with its id.
  const other = (await companies.nth(1).locator('td').first().textContent())?.trim() ?? '';
  const [otherTeams] = await Promise.all([
    requestTo('/starSafety/laborProject/teamList', { projectId: '1002' }),
    chooseOption(labor.getByLabel('所属单位'), other, other.slice(0, 4)),
  ]);
  expect(new URL(otherTeams.url()).searchParams.get('companyId')).toMatch(/^\d+$/);
  expect(new URL(otherTeams.url()).searchParams.get('companyId')).not.toBe(
    new URL(teams.url()).searchParams.get('companyId'),
  );

  const filter = labor.getByRole('form', { name: '劳务项目看板统计条件' });
  await filter.getByLabel('起始日期').fill('2026-11-17');
  await filter.getByLabel('截止日期').fill('2026-11-23');
  await Promise.all([
    requestTo('/starSafety/laborProject/entryExitTrend', {
      projectId: '1002',
      startDate: '2026-11-17',
      endDate: '2026-11-23',
    }),
    filter.getByRole('button', { name: '查询' }).click(),
  ]);
});

it('a project identity gets the project dashboard on its home page', async () => {
  await page.goto(`${stack.url}#/home`);
  await page.getByRole('button', { name: '切换' }).click();
  await page.getByRole('option', { name: /滨江花园二期住宅项目/ }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '确定' }).click();
  await page.waitForLoadState('load');
  await expect.poll(() => page.getByTestId('project-name').textContent()).toBe('滨江花园二期住宅项目');
  const home = screen('/home');
  await home.getByRole('heading', { name: '项目概况' }).waitFor();
  await home.getByText('618').first().waitFor();
  // Its own project: no project picker.
  await expect.poll(() => home.getByLabel('项目', { exact: true }).count()).toBe(0);
  await home.getByRole('heading', { name: '功能导航' }).waitFor();
  await shot('/home', 'home-project-dashboard');
});

it('no console errors', () => expect(ctx.problems).toEqual([]));
