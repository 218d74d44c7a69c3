// 数据分析 screens (001 §7.2): 劳动力分布, 当前在场人数, 近24小时与近7天, 工人劳动分析, 工资分析. Each opens with the
// numbers of its calls, its charts and tables (共 N 条 where a list pages); a period, an area, a company, a label or
// a district re-queries with exactly that choice; a reversed period is refused keeping what was typed; the on-site
// exports download an .xlsx; a worker's 逐日分析 opens their own chart. In the mock's world: every figure is read from
// the world through the SDK (the same calls the screen makes) and compared with what the screen shows.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ARTIFACTS } from '../lib/browser';
import { chooseOption } from '../lib/combobox';
import { type ConsolePage, enterSignedIn, openConsole } from '../lib/console-page';
import { worldApi, type WorldApi } from '../lib/world-api';

let ctx: ConsolePage;
let page: Page;
let stack: ConsolePage['stack'];
let api: WorldApi;
const W = '/duty/workforceAnalytics';
/** An analytics answer's data as the world gives it (GET with `query`, or POST with `body`). */
async function read<T>(path: string, input: { query?: Record<string, unknown>; body?: unknown } = {}): Promise<T> {
  const res = (await (input.body === undefined
    ? api.request('get', path, { params: { query: input.query ?? {} } })
    : api.request('post', path, { body: input.body }))) as { data: T };
  return res.data;
}
const count = (n: number) => n.toLocaleString('zh-CN');
const rate = (n: number) => `${n.toFixed(1)}%`;
const sum = <R>(rows: readonly R[], value: (r: R) => number) => rows.reduce((t, r) => t + value(r), 0);
/** The analytics calls the console made: path, JSON body (POST) and query. */
const calls: { path: string; body: unknown; query: Record<string, string> }[] = [];
const last = (suffix: string) => calls.filter((c) => c.path.endsWith(suffix)).at(-1);
/** Every salary read of 工资分析 was last sent with `query`; the ranking by organisation goes without the area. */
async function salaryReadsSent(query: Record<string, string>) {
  for (const path of ['/basic/collect', '/basic/range/list', '/output/daterange', '/output/arearange'])
    await expect.poll(() => last(path)?.query).toEqual(query);
  const byOrganisation = Object.fromEntries(Object.entries(query).filter(([name]) => name !== 'area_code'));
  await expect.poll(() => last('/output/orgrange')?.query).toEqual(byOrganisation);
}

beforeAll(async () => {
  ctx = await openConsole();
  ({ page, stack } = ctx);
  api = await worldApi(ctx);
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (!/\/(duty\/workforceAnalytics|pc\/bda\/salary)\//.test(url.pathname)) return;
    calls.push({
      path: url.pathname,
      body: r.method() === 'POST' ? r.postDataJSON() : undefined,
      query: Object.fromEntries(url.searchParams),
    });
  });
  await enterSignedIn(ctx);
});
afterAll(() => ctx?.close());

const view = () => page.locator('section[data-page][data-active]');
const open = async (path: string, heading: string) => {
  await page.goto(`${stack.url}#${path}`);
  await view().getByRole('heading', { name: heading, exact: true }).first().waitFor();
};
const card = (title: string | RegExp) =>
  view()
    .locator('section')
    .filter({ has: page.getByRole('heading', { name: title }) });
const stat = (label: string) =>
  view()
    .locator('dl > div')
    .filter({ has: page.getByText(label, { exact: true }) });
const charts = () => view().locator('.recharts-wrapper');
const downloads = async (scope = view()) => {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    scope.getByRole('button', { name: '导出' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
};
const rowsShown = async (min: number, total: RegExp) => {
  await view().locator('tbody tr').first().waitFor();
  await expect.poll(() => view().locator('tbody tr').count()).toBeGreaterThanOrEqual(min);
  await expect.poll(() => view().getByRole('navigation', { name: '分页' }).textContent()).toMatch(total);
};

it('劳动力分布 opens from the side menu with today’s totals, charts and tables; tabs, company and period re-query', async () => {
  const nav = page.getByRole('navigation', { name: '侧边菜单' });
  await nav.getByRole('button', { name: '数据分析' }).click();
  await nav.getByRole('link', { name: '劳动力分布' }).click();
  await view().getByRole('heading', { name: '劳动力分布' }).waitFor();
  expect(new URL(page.url()).hash).toBe('#/workforce/overview');
  // The head cards add up the companies' rows of the world's subcontractor situation.
  type Situation = { companyName: string; registeredCount: number; attendCount: number; presentCount: number };
  const companies = await read<Situation[]>(`${W}/subcontractorWorkforceSituation`);
  const registered = sum(companies, (c) => c.registeredCount);
  const attending = sum(companies, (c) => c.attendCount);
  await expect.poll(() => stat('在册人数').textContent()).toContain(count(registered));
  await expect.poll(() => stat('今日出勤').textContent()).toContain(count(attending));
  await expect.poll(() => stat('当前在场').textContent()).toContain(count(sum(companies, (c) => c.presentCount)));
  await expect
    .poll(() => stat('今日出勤率').textContent())
    .toContain(rate(Math.round((attending / registered) * 1000) / 10));
  for (const c of companies)
    await card('参建单位劳动力明细（今日）').getByRole('cell', { name: c.companyName }).first().waitFor();
  await expect.poll(() => card('参建单位劳动力明细（今日）').locator('tbody tr').count()).toBe(companies.length);
  await expect.poll(() => charts().count()).toBe(2);
  await page.screenshot({ path: `${ARTIFACTS}/workforce-overview.png`, fullPage: true });

  await view().getByLabel('开始日期').fill('2026-11-22');
  await view().getByLabel('结束日期').fill('2026-11-01');
  await view().getByRole('button', { name: '查询' }).click();
  await view().getByText('开始日期不能晚于结束日期').waitFor();
  await expect.poll(() => view().getByLabel('开始日期').inputValue()).toBe('2026-11-22');
  await view().getByLabel('开始日期').fill('2026-11-01');
  await view().getByLabel('结束日期').fill('2026-11-22');
  await view().getByRole('button', { name: '查询' }).click();
  const period = { startDate: '2026-11-01', endDate: '2026-11-22' };
  await expect.poll(() => last('/subcontractorWorkforceTrend')?.body).toEqual(period);
  expect(new URL(page.url()).hash).toContain('start_date=2026-11-01&end_date=2026-11-22');

  await view().getByRole('tab', { name: '按区域' }).click();
  await card('区域劳动力明细（当前）').getByRole('cell', { name: '塔吊作业区' }).waitFor();
  expect(last('/areaWorkforceTrend')?.body).toEqual(period);

  await view().getByRole('tab', { name: '按工种' }).click();
  await card('工种劳动力分布（所选时段）').getByRole('cell', { name: '混凝土工' }).waitFor();
  expect(last('/workTypeWorkforceDistribution')?.body).toEqual(period);
  await chooseOption(view().getByLabel('参建单位'), '浙江宏达建筑劳务有限公司', '宏达');
  await expect.poll(() => last('/subcontractorWorkforceSituationByWorkType')?.query).toEqual({ companyId: '2001' });
  await expect.poll(() => last('/workTypeWorkforceDistribution')?.body).toEqual({ ...period, companyId: 2001 });
  await page.screenshot({ path: `${ARTIFACTS}/workforce-overview-worktype.png`, fullPage: true });

  await view().getByRole('tab', { name: '按班组' }).click();
  await card('班组劳动力（今日）').getByRole('cell', { name: '水电安装班' }).waitFor();
  // One row per team of the world's ranking over the chosen period (the roster's teams in every project).
  const ranking = await read<unknown[]>(`${W}/teamWorkforceRanking`, { body: period });
  expect(ranking.length).toBeGreaterThan(6);
  await expect.poll(() => card('班组排名明细（所选时段）').locator('tbody tr').count()).toBe(ranking.length);
  expect(last('/teamWorkforceRanking')?.body).toEqual(period);
  // Every tab reads the chosen period; a tab switch drops the company chosen on the other tab.
  expect(new URL(page.url()).hash).not.toContain('company=');
});

it('当前在场人数 shows who is on site by work type and team, lists and exports them, and an area re-queries', async () => {
  await open('/workforce/onSite', '当前在场人数');
  const byType = await read<{ count: number }[]>(`${W}/currentAreaWorkerCountByWorkType`);
  const typeAtt = await read<{ registeredCount: number }[]>(`${W}/currentAreaWorkerCountByWorkTypeAttendance`);
  const onSite = await read<{ total: number }>(`${W}/currentAreaWorkerCountByWorkTypeWorkerList`, {
    query: { page: 1, limit: 10 },
  });
  await expect.poll(() => stat('当前在场').textContent()).toContain(count(sum(byType, (r) => r.count)));
  await expect.poll(() => stat('在册人数').textContent()).toContain(count(sum(typeAtt, (r) => r.registeredCount)));
  const teams = await read<{ teamName: string }[]>(`${W}/currentAreaWorkerCountByTeamAttendance`);
  expect(teams.map((t) => t.teamName)).toContain('钢结构班');
  await card('各班组今日出勤').getByRole('cell', { name: '钢结构班' }).waitFor();
  await rowsShown(6, new RegExp(`共 ${onSite.total} 条`));
  await expect.poll(() => charts().count()).toBe(3);
  await page.screenshot({ path: `${ARTIFACTS}/workforce-on-site.png`, fullPage: true });

  await downloads(card(/各工种在场人数/));
  expect(last('/currentAreaWorkerCountByWorkType/export')?.body).toEqual({});
  await downloads(
    view()
      .locator('section')
      .filter({ has: page.getByRole('heading', { name: /在场工人名单/ }) }),
  );
  expect(last('/currentAreaWorkerCountByWorkTypeWorkerList/export')?.body).toEqual({});

  await view().getByLabel('施工区域').selectOption({ label: '1号楼' });
  await expect.poll(() => last('/currentAreaWorkerCountByWorkType')?.query).toEqual({ areaId: '601' });
  await expect.poll(() => last('/currentAreaWorkerCountByTeamAttendance')?.query).toEqual({ areaId: '601' });
  await expect
    .poll(() => last('/currentAreaWorkerCountByWorkTypeWorkerList')?.query)
    .toEqual({
      page: '1',
      limit: '10',
      areaId: '601',
    });
  await view().getByText('安全帽定位实时统计的区域内人员，1号楼').waitFor();

  // A slice of the work-type pie lists that work type: the first slice is the world's first work type in 1号楼. In one
  // area a slice can pass half the pie, so the middle of its box falls in the hole: the click goes to the slice itself.
  const [firstType] = await read<{ workTypeId: number }[]>(`${W}/currentAreaWorkerCountByWorkType`, {
    query: { areaId: 601 },
  });
  await card(/各工种在场人数/)
    .locator('.recharts-pie-sector')
    .first()
    .dispatchEvent('click');
  await expect
    .poll(() => last('/currentAreaWorkerCountByWorkTypeWorkerList')?.query)
    .toEqual({
      page: '1',
      limit: '10',
      areaId: '601',
      workTypeId: String(firstType!.workTypeId),
    });
  await card(/各班组在场人数/)
    .locator('.recharts-pie-sector')
    .first()
    .dispatchEvent('click');
  await view().getByRole('tab', { name: '按班组名单', selected: true }).waitFor();
  await expect
    .poll(() => last('/currentAreaWorkerListByTeam')?.query)
    .toEqual({
      page: '1',
      limit: '10',
      areaId: '601',
      teamId: '3001',
    });
  const team = await read<{ total: number }>(`${W}/currentAreaWorkerListByTeam`, {
    query: { page: 1, limit: 10, areaId: 601, teamId: 3001 },
  });
  await rowsShown(Math.min(5, team.total), new RegExp(`共 ${team.total} 条`));
});

it('近24小时与近7天 draws the hourly and daily charts with their figures; an area narrows the hourly count', async () => {
  await open('/workforce/trend', '近24小时与近7天');
  const hours = await read<{ time: string; count: number }[]>(`${W}/statisticsInThePastTwentyFourHours`);
  const days = await read<{ date: string; attendanceRate: number }[]>(`${W}/statisticsInThePastSevenDays`);
  const peak = hours.reduce((top, h) => (h.count > top.count ? h : top));
  const avgRate = Math.round((sum(days, (d) => d.attendanceRate) / days.length) * 10) / 10;
  await expect.poll(() => stat('最近整点在场').textContent()).toContain(count(hours.at(-1)!.count));
  await expect.poll(() => stat('24小时峰值在场').textContent()).toContain(`出现于 ${peak.time}`);
  await expect.poll(() => stat('近7天平均出勤率').textContent()).toContain(rate(avgRate));
  await expect.poll(() => charts().count()).toBe(5);
  await card('近7天逐日统计')
    .getByRole('cell', { name: new RegExp(days[0]!.date) })
    .waitFor();
  await expect.poll(() => card('近7天逐日统计').locator('tbody tr').count()).toBe(days.length);
  await page.screenshot({ path: `${ARTIFACTS}/workforce-trend.png`, fullPage: true });
  await view().getByLabel('施工区域').selectOption({ label: '地下车库' });
  await expect.poll(() => last('/statisticsInThePastTwentyFourHours')?.query).toEqual({ areaId: '603' });
  const before = calls.length;
  await view().getByRole('button', { name: '刷新' }).click();
  await expect.poll(() => calls.slice(before).some((c) => c.path.endsWith('/pastSevenDaysBySubcontractor'))).toBe(true);
});

it('工人劳动分析 shows labels, the daily chart and the workers; a label slice filters; 逐日分析 opens a worker', async () => {
  await open('/workforce/byWorker?start_date=2026-11-01&end_date=2026-11-22', '工人劳动分析');
  const period = { startDate: '2026-11-01', endDate: '2026-11-22' };
  const labels = await read<{ label: number; workerCount: number }[]>(`${W}/laborAnalysisByWorkerLabel`, {
    body: period,
  });
  const workers = await read<{ total: number }>(`${W}/laborAnalysisByWorker`, {
    query: { page: 1, limit: 10, ...period },
  });
  await expect.poll(() => stat('分析工人').textContent()).toContain(count(sum(labels, (l) => l.workerCount)));
  const short = labels.find((l) => l.label === 4)!.workerCount;
  await expect.poll(() => stat('出勤不足').textContent()).toContain(count(short));
  await rowsShown(8, new RegExp(`共 ${workers.total} 条`));
  await view().locator('tbody').getByText('出勤不足').first().waitFor();
  expect(last('/laborAnalysisByWorkerLabel')?.body).toEqual(period);
  expect(last('/laborAnalysisByWorkerChart')?.query).toEqual(period);
  expect(last('/laborAnalysisByWorker')?.query).toEqual({ page: '1', limit: '10', ...period });
  await expect.poll(() => charts().count()).toBe(2);
  await page.screenshot({ path: `${ARTIFACTS}/workforce-by-worker.png`, fullPage: true });

  // 低效 is the third slice.
  await card(/工人标签分布/)
    .locator('.recharts-pie-sector')
    .nth(2)
    .click();
  await expect
    .poll(() => last('/laborAnalysisByWorker')?.query)
    .toEqual({
      page: '1',
      limit: '10',
      ...period,
      label: '3',
    });
  await expect.poll(() => view().locator('[id^="filter-"][id$="-label"]').inputValue()).toBe('3');

  // The first 低效 worker the world lists opens their own chart.
  const lowRows = await read<{ list: { workerId: number; workerName: string; label: number }[] }>(
    `${W}/laborAnalysisByWorker`,
    { query: { page: 1, limit: 10, ...period, label: 3 } },
  );
  const first = lowRows.list[0]!;
  expect(lowRows.list.every((w) => w.label === 3)).toBe(true);
  await expect.poll(() => view().locator('tbody tr').first().textContent()).toContain(first.workerName);
  await view().locator('tbody tr').first().getByRole('button', { name: '逐日分析' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('heading', { name: `逐日劳动分析：${first.workerName}` }).waitFor();
  await expect
    .poll(() => last('/laborAnalysisByWorkerChart')?.query)
    .toEqual({ ...period, workerId: String(first.workerId) });
  await dialog.locator('.recharts-wrapper').waitFor();
  await page.screenshot({ path: `${ARTIFACTS}/workforce-by-worker-dialog.png` });
  await dialog.getByRole('button', { name: '关闭' }).last().click();
  await dialog.waitFor({ state: 'detached' });
});

// The bar's refusal of a start month after the end (keeping what was typed) is checked in jsdom:
// packages/console/src/app/screens/periods.screen.test.tsx.
it('工资分析 shows the wage figures and charts; the area tree, work type and months re-query', async () => {
  await open('/salaryAnalysis/overview', '工资分析');
  await expect.poll(() => last('/basic/collect')?.query).toBeDefined();
  // The figures of the world's collect for the months the screen asked.
  const asked = last('/basic/collect')!.query;
  type Collect = { total_salary: number; mom_rate?: number | null; paid_worker_count: number; worker_count: number };
  const c = await read<Collect>('/pc/bda/salary/basic/collect', { query: asked });
  const money = c.total_salary.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  await expect.poll(() => stat('发放总额').textContent()).toContain(money);
  if (c.mom_rate != null)
    await expect
      .poll(() => stat('发放总额').textContent())
      .toContain(`环比 ${c.mom_rate > 0 ? '+' : ''}${c.mom_rate.toFixed(1)}%`);
  await expect
    .poll(() => stat('已发薪 / 在册').textContent())
    .toContain(`${count(c.paid_worker_count)} / ${count(c.worker_count)}`);
  const orgs = await read<{ project_name: string }[]>('/pc/bda/salary/output/orgrange', { query: asked });
  const areas = await read<{ area_name: string }[]>('/pc/bda/salary/output/arearange', { query: asked });
  await card('按组织工资发放明细').getByRole('cell', { name: orgs[0]!.project_name }).first().waitFor();
  await card('按地区工资发放').getByRole('cell', { name: areas[0]!.area_name }).first().waitFor();
  await expect.poll(() => charts().count()).toBe(3);
  await page.screenshot({ path: `${ARTIFACTS}/workforce-salary.png`, fullPage: true });

  await view().getByRole('tree').getByText('杭州市', { exact: true }).click();
  await expect.poll(() => last('/basic/collect')?.query).toMatchObject({ area_code: '330100' });
  expect(last('/output/orgrange')?.query).not.toHaveProperty('area_code');
  await view().getByText('地区：杭州市（左侧选择）').waitFor();

  await view().getByLabel('工种').selectOption({ label: '木工' });
  await view().getByLabel('开始月份').fill('2026-01');
  await view().getByLabel('结束月份').fill('2026-06');
  await view().getByRole('button', { name: '查询' }).click();
  await salaryReadsSent({ start_month: '2026-01', end_month: '2026-06', work_type_id: '1', area_code: '330100' });
});

it('工资分析 offers the server’s parameter groups as selectors and sends the chosen values with every salary read', async () => {
  // Still on 工资分析 with 木工, 2026-01 – 2026-06 and 杭州市 from the test before.
  expect(calls.some((c) => c.path.endsWith('/params/select/list'))).toBe(true);
  const bar = view().getByRole('search');
  for (const name of ['统计周期', '工资区间档位', '人员类别', '发放方式']) await bar.getByLabel(name).waitFor();
  expect(await bar.getByLabel('工资区间档位').locator('option').allTextContents()).toEqual([
    '全部',
    '6000 元以下',
    '6000～8000 元',
    '8000～10000 元',
    '10000～12000 元',
    '12000 元及以上',
  ]);
  await bar.getByLabel('统计周期').selectOption({ label: '按季度' });
  await bar.getByLabel('工资区间档位').selectOption({ label: '8000～10000 元' });
  await bar.getByLabel('人员类别').selectOption({ label: '班组长' });
  await bar.getByLabel('发放方式').selectOption({ label: '工资专户代发' });
  // A bad range is refused and the chosen parameters stay.
  await view().getByLabel('开始月份').fill('2026-08');
  await view().getByRole('button', { name: '查询' }).click();
  await view().getByText('开始月份不能晚于结束月份').waitFor();
  await expect.poll(() => bar.getByLabel('工资区间档位').inputValue()).toBe('8000-10000');
  await view().getByLabel('开始月份').fill('2026-01');
  await view().getByRole('button', { name: '查询' }).click();
  const chosen = { period_type: '2', salary_range: '8000-10000', worker_category: '2', pay_mode: '1' };
  await salaryReadsSent({
    start_month: '2026-01',
    end_month: '2026-06',
    work_type_id: '1',
    area_code: '330100',
    ...chosen,
  });
  expect(new URL(page.url()).hash).toContain('salary_range=8000-10000');
  await expect.poll(() => bar.getByLabel('人员类别').inputValue()).toBe('2');

  // 重置 clears them from the address (the default view is served from the cache, so no new call is awaited).
  await view().getByRole('button', { name: '重置' }).click();
  await expect.poll(() => new URL(page.url()).hash).not.toContain('salary_range');
  expect(new URL(page.url()).hash).not.toContain('period_type');
  await expect.poll(() => bar.getByLabel('发放方式').inputValue()).toBe('');
  await expect.poll(() => bar.getByLabel('统计周期').inputValue()).toBe('');
});

it('no console errors', () => expect(ctx.problems).toEqual([]));
