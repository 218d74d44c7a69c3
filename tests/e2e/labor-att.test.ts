// 劳务考勤 (001 §7.1 /pc/labor/*): 组织, 项目管理人员, 岗位, 参建企业 and 工人 attendance over a period (default the
// last 7 days; 查询 re-queries; a bad range's refusal in packages/console/src/app/screens/periods.screen.test.tsx), with the day's head cards, charts and
// lists; the drill-downs project → people, enterprise → people (company picked from the donor list), position →
// people; and a person's 轨迹, 每日考勤 and a day's 打卡明细, with the person picker. In the mock's world: the cards,
// names, rows and totals are read from the world through the SDK with the screen's own query, and the browser's
// calendar is the mock's today (its attendance events end on it).
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { ARTIFACTS } from '../lib/browser';
import { chooseOption } from '../lib/combobox';
import { type ConsolePage, enterSignedIn, openConsole } from '../lib/console-page';
import { rowsOf, totalOf, worldApi, type WorldApi } from '../lib/world-api';

let ctx: ConsolePage;
let page: Page;
let stack: ConsolePage['stack'];
let api: WorldApi;
type Json = any; // eslint-disable-line @typescript-eslint/no-explicit-any
/** The world's answer (`data`) to a GET with the query the screen sends. */
const get = async (path: string, query: Record<string, unknown> = {}): Promise<Json> =>
  ((await api.request('get', path, { params: { query } })) as { data?: unknown }).data;
/** 82.5% — a rate as the screens show it. */
const rate = (n: number) => `${n.toFixed(1)}%`;
/** The browser's today (set to the mock's). */
let now: Date;

beforeAll(async () => {
  ctx = await openConsole();
  ({ page, stack } = ctx);
  api = await worldApi(ctx);
  const { date } = (await get('/pc/labor/att/head/collect')) as { date: string };
  now = new Date(`${date}T10:00:00`);
  await page.clock.setFixedTime(now);
  await enterSignedIn(ctx);
});
afterAll(() => ctx?.close());

// Visited pages stay mounted (hidden) in the tab cache: look inside the page's own section only.
const screen = (path: string): Locator => page.locator(`section[data-page="${path}"]`);

/** `YYYY-MM-DD` of the day `offset` days from `from` (default the browser's today). */
const day = (offset: number, from = now) => {
  const d = new Date(from);
  d.setDate(d.getDate() + offset);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

/** The shown list has the world's rows of its first page (of ten) and its total. */
const rowsAndTotal = async (s: Locator, data: unknown) => {
  const all = rowsOf(data);
  const rows = Array.isArray(data) ? all.slice(0, 10) : all;
  expect(rows.length).toBeGreaterThan(0);
  await expect.poll(() => s.locator('tbody tr').count()).toBe(rows.length);
  await expect
    .poll(() => s.getByRole('navigation', { name: '分页' }).textContent())
    .toMatch(new RegExp(`共 ${totalOf(data)} 条`));
};
const range = () => ({ start_date: day(-6), end_date: day(0) });

/** The next GET of `path` (optionally: whose query parameters pass `where`). */
const nextCall = (path: string, where: (q: URLSearchParams) => boolean = () => true) =>
  page.waitForRequest((r) => {
    const url = new URL(r.url());
    return r.method() === 'GET' && url.pathname.endsWith(path) && where(url.searchParams);
  });

const open = async (menuUrl: string, heading: string) => {
  await page.goto(`${stack.url}#${menuUrl}`);
  await screen(menuUrl.split('?')[0]!).getByRole('heading', { name: heading }).waitFor();
};

it('组织考勤 opens from the side menu with the head cards, two charts, the supervisors and the other staff', async () => {
  const nav = page.getByRole('navigation', { name: '侧边菜单' });
  await nav.getByRole('button', { name: '劳务管理' }).click();
  await nav.getByRole('button', { name: '劳务考勤' }).click();
  const calls = [nextCall('/pc/labor/date/attInfo/dateRange'), nextCall('/pc/labor/att/head/collect')];
  await nav.getByRole('link', { name: '组织考勤' }).click();
  const s = screen('/laborAtt/org');
  await s.getByRole('heading', { name: '组织考勤' }).waitFor();
  expect(new URL(page.url()).hash).toBe('#/laborAtt/org');
  // Default period: the last 7 days, today included; the head cards are for the last day.
  const [days, head] = await Promise.all(calls);
  expect(new URL(days!.url()).searchParams.get('start_date')).toBe(day(-6));
  expect(new URL(days!.url()).searchParams.get('end_date')).toBe(day(0));
  expect(new URL(head!.url()).searchParams.get('date')).toBe(day(0));
  await expect.poll(() => s.getByLabel('开始日期').inputValue()).toBe(day(-6));
  const stats = s.getByRole('region', { name: '组织考勤概况' });
  const headOf = (await get('/pc/labor/att/head/collect', { date: day(0) })) as Json;
  await expect
    .poll(() => stats.textContent())
    .toContain(`实出勤 ${headOf.attend_count} / 应出勤 ${headOf.register_count}`);
  await expect.poll(() => stats.textContent()).toContain(rate(headOf.attendance_rate));
  // A card for each kind of people the world counts that day.
  for (const c of headOf.categories as { type_name: string; attend_count: number; register_count: number }[])
    await expect.poll(() => stats.textContent()).toContain(`${c.type_name}${c.attend_count} / ${c.register_count}`);
  await s.getByText('下级组织出勤对比').waitFor();
  await expect.poll(() => s.locator('.recharts-surface').count()).toBeGreaterThanOrEqual(2);
  const supervisors = await get('/pc/labor/orgSupMan/att/list', { page: 1, limit: 10, ...range() });
  await rowsAndTotal(s, supervisors);
  await expect.poll(() => s.getByRole('heading', { name: '组织督导人员考勤' }).count()).toBe(1);
  await s.getByText(rowsOf<{ name: string }>(supervisors)[0]!.name).first().waitFor();
  await page.screenshot({ path: `${ARTIFACTS}/labor-att-org.png`, fullPage: true });
});

// The bar's refusal of a start after the end (keeping what was typed) is checked in jsdom:
// packages/console/src/app/screens/periods.screen.test.tsx.
it('组织考勤 re-queries the chosen period', async () => {
  const s = screen('/laborAtt/org');
  await s.getByLabel('结束日期').fill('2026-11-10');
  await s.getByLabel('开始日期').fill('2026-11-01');
  const [days, list] = await Promise.all([
    nextCall('/pc/labor/org/attInfo/dateRange'),
    nextCall('/pc/labor/orgSupMan/att/list'),
    s.getByRole('button', { name: '查询' }).click(),
  ]);
  expect(new URL(days.url()).searchParams.get('start_date')).toBe('2026-11-01');
  expect(new URL(list.url()).searchParams.get('end_date')).toBe('2026-11-10');
  await s.getByText('共 10 天').waitFor();
  // The other tab keeps the period.
  const [others] = await Promise.all([
    nextCall('/pc/labor/orgOtherMan/att/list'),
    s.getByRole('tab', { name: '其他人员' }).click(),
  ]);
  expect(new URL(others.url()).searchParams.get('start_date')).toBe('2026-11-01');
  const otherStaff = await get('/pc/labor/orgOtherMan/att/list', {
    page: 1,
    limit: 10,
    start_date: '2026-11-01',
    end_date: '2026-11-10',
  });
  await s.getByText(rowsOf<{ name: string }>(otherStaff)[0]!.name).first().waitFor();
  await rowsAndTotal(s, otherStaff);
  await expect.poll(() => s.getByLabel('开始日期').inputValue()).toBe('2026-11-01');
});

it('项目管理人员考勤: cards and daily chart, a project opens its people, a person opens 每日考勤 and a day its 打卡明细', async () => {
  await open('/laborAtt/projectManager', '项目管理人员考勤');
  const s = screen('/laborAtt/projectManager');
  const stats = s.getByRole('region', { name: '项目管理人员考勤概况' });
  const heads = (await get('/pc/labor/att/head/collect', { date: day(0) })) as Json;
  const managers = (heads.categories as Json[]).find((c) => c.type === 3);
  await expect.poll(() => stats.textContent()).toContain(rate(managers.attendance_rate));
  await expect.poll(() => stats.textContent()).toContain(`项目管理人员应出勤${managers.register_count}`);
  await s.locator('.recharts-surface').first().waitFor();
  const projects = await get('/pc/labor/projMan/att/projList', { page: 1, limit: 10, ...range() });
  await rowsAndTotal(s, projects);
  for (const p of rowsOf<{ project_name: string }>(projects)) await s.getByText(p.project_name).first().waitFor();
  await page.screenshot({ path: `${ARTIFACTS}/labor-att-project-manager.png`, fullPage: true });

  const [people] = await Promise.all([
    nextCall('/pc/labor/projMan/att/personList'),
    s
      .getByRole('row', { name: /滨江花园二期住宅项目(?!\d)/ })
      .getByRole('button', { name: '人员名单' })
      .click(),
  ]);
  expect(new URL(people.url()).searchParams.get('project_id')).toBe('1001');
  await expect.poll(() => s.getByRole('tab', { name: '人员名单' }).getAttribute('aria-selected')).toBe('true');
  await expect.poll(() => s.getByLabel('项目', { exact: true }).textContent()).toBe('滨江花园二期住宅项目');
  await rowsAndTotal(
    s,
    await get('/pc/labor/projMan/att/personList', { page: 1, limit: 10, project_id: 1001, ...range() }),
  );

  const [daysCall] = await Promise.all([
    nextCall('/pc/labor/person/project/att/day/list'),
    s.getByRole('row', { name: /周明/ }).getByRole('button', { name: '每日考勤' }).click(),
  ]);
  const q = new URL(daysCall.url()).searchParams;
  expect([q.get('person_id'), q.get('person_type'), q.get('project_id')]).toEqual(['5001', '2', '1001']);
  const d = screen('/laborAtt/personDay');
  await d.getByRole('heading', { name: '人员每日考勤' }).waitFor();
  await d.getByLabel('当前人员').getByText('周明').waitFor();
  // The manager's days are the world's (项目管理人员 have their own attendance events): each day's status, and
  // 打卡明细 only where there were checks.
  const person = { person_id: 5001, person_type: 2, project_id: 1001 };
  const days = (await get('/pc/labor/person/project/att/day/list', { ...person, ...range() })) as {
    date: string;
    status: number;
    check_count: number;
  }[];
  const absent = days.filter((x) => x.status === 0).length;
  expect(days.length - absent).toBeGreaterThan(0);
  const dayStats = d.getByRole('region', { name: '每日考勤概况' });
  await expect.poll(() => dayStats.textContent()).toMatch(new RegExp(`出勤天数${days.length - absent}天`));
  await expect.poll(() => dayStats.textContent()).toMatch(new RegExp(`缺勤${absent}天`));
  await rowsAndTotal(d, days);
  const STATUS = ['缺勤', '正常', '迟到', '早退', '缺卡'];
  for (const x of days) {
    const row = d.getByRole('row', { name: new RegExp(x.date) });
    await row.getByText(STATUS[x.status]!, { exact: true }).waitFor();
    await expect.poll(() => row.getByRole('button', { name: '打卡明细' }).isDisabled()).toBe(!x.check_count);
  }
  await page.screenshot({ path: `${ARTIFACTS}/labor-att-person-day.png`, fullPage: true });

  const checked = days.filter((x) => x.check_count).at(-1)!;
  const [detailCall] = await Promise.all([
    nextCall('/pc/labor/person/project/att/check/detail'),
    d
      .getByRole('row', { name: new RegExp(checked.date) })
      .getByRole('button', { name: '打卡明细' })
      .click(),
  ]);
  expect(new URL(detailCall.url()).searchParams.get('date')).toBe(checked.date);
  expect(new URL(detailCall.url()).searchParams.get('person_type')).toBe('2');
  const c = screen('/laborAtt/checkDetail');
  await c.getByRole('heading', { name: /^打卡明细：/ }).waitFor();
  await c.getByText('滨江花园二期住宅项目').first().waitFor();
  const detail = (await get('/pc/labor/person/project/att/check/detail', { ...person, date: checked.date })) as {
    records: { check_time: string; direction: number; source: number }[];
  };
  await rowsAndTotal(c, detail.records);
  const SOURCE = ['', '闸机', '安全帽定位', '移动打卡'];
  for (const r of detail.records)
    await c
      .getByRole('row', { name: new RegExp(r.check_time.slice(11)) })
      .getByText(SOURCE[r.source]!)
      .first()
      .waitFor();
  const ins = detail.records.filter((r) => r.direction === 1).length;
  await expect.poll(() => c.getByRole('region', { name: '打卡概况' }).textContent()).toMatch(new RegExp(`进${ins}次`));
  await page.screenshot({ path: `${ARTIFACTS}/labor-att-check-detail.png`, fullPage: true });
  const [before] = await Promise.all([
    nextCall('/pc/labor/person/project/att/check/detail'),
    c.getByRole('button', { name: '前一天' }).click(),
  ]);
  expect(new URL(before.url()).searchParams.get('date')).toBe(day(-1, new Date(`${checked.date}T00:00:00`)));
  // 返回 goes back to the day list.
  await c.getByRole('button', { name: '返回' }).click();
  await d.getByRole('heading', { name: '人员每日考勤' }).waitFor();
  expect(new URL(page.url()).hash).toMatch(/^#\/laborAtt\/personDay\?/);
});

it('岗位考勤 opens from a project with its positions; a position shows its people', async () => {
  await open('/laborAtt/projectManager', '项目管理人员考勤');
  const s = screen('/laborAtt/projectManager');
  await s.getByRole('tab', { name: '按项目' }).click();
  const [positions] = await Promise.all([
    nextCall('/pc/labor/proj/posAttInfo/dateRange'),
    s
      .getByRole('row', { name: /城南地铁5号线土建03标/ })
      .getByRole('button', { name: '岗位考勤' })
      .click(),
  ]);
  expect(new URL(positions.url()).searchParams.get('project_id')).toBe('1002');
  const p = screen('/laborAtt/position');
  await p.getByRole('heading', { name: '岗位考勤' }).waitFor();
  await p.getByLabel('项目').getByText('城南地铁5号线土建03标').waitFor();
  const stats = p.getByRole('region', { name: '岗位考勤概况' });
  const positionsOf = (await get('/pc/labor/proj/posAttInfo/dateRange', { project_id: 1002, ...range() })) as {
    position_name: string;
    should_count: number;
  }[];
  expect(positionsOf.length).toBeGreaterThan(0);
  const should = positionsOf.reduce((n, x) => n + x.should_count, 0);
  await expect.poll(() => stats.textContent()).toMatch(new RegExp(`岗位数${positionsOf.length}个`));
  await expect.poll(() => stats.textContent()).toMatch(new RegExp(`应出勤人次${should}`));
  await p.locator('.recharts-surface').first().waitFor();
  await rowsAndTotal(p, positionsOf);
  await page.screenshot({ path: `${ARTIFACTS}/labor-att-position.png`, fullPage: true });
  const position = positionsOf[0]!.position_name;
  const [people] = await Promise.all([
    nextCall('/pc/labor/proj/att/personList'),
    p
      .getByRole('list', { name: '岗位出勤排行' })
      .getByRole('button', { name: new RegExp(position) })
      .click(),
  ]);
  expect(new URL(people.url()).searchParams.get('keyword')).toBe(position);
  expect(new URL(people.url()).searchParams.get('project_id')).toBe('1002');
  await expect.poll(() => p.getByLabel('岗位关键字').inputValue()).toBe(position);
});

it('参建企业考勤: an enterprise opens its people, filtered by the enterprise picked from the donor list', async () => {
  await open('/laborAtt/enterprise', '参建企业考勤');
  const s = screen('/laborAtt/enterprise');
  const stats = s.getByRole('region', { name: '参建企业管理人员考勤概况' });
  const heads = (await get('/pc/labor/att/head/collect', { date: day(0) })) as Json;
  const staff = (heads.categories as Json[]).find((c) => c.type === 4);
  await expect.poll(() => stats.textContent()).toContain(rate(staff.attendance_rate));
  await rowsAndTotal(s, await get('/pc/labor/stuEnt/att/entList', { page: 1, limit: 10, ...range() }));
  await page.screenshot({ path: `${ARTIFACTS}/labor-att-enterprise.png`, fullPage: true });
  const [people] = await Promise.all([
    nextCall('/pc/labor/stuEnt/att/personList'),
    s
      .getByRole('row', { name: /安徽鑫诚钢结构工程有限公司/ })
      .first()
      .getByRole('button', { name: '人员名单' })
      .click(),
  ]);
  expect(new URL(people.url()).searchParams.get('company_id')).toBe('2003');
  // The donor list is a searchable select (a long list of companies): it shows the enterprise the row opened.
  const company = s.getByRole('combobox', { name: '参建企业', exact: true });
  await expect.poll(() => company.textContent()).toContain('安徽鑫诚钢结构工程有限公司');
  await rowsAndTotal(
    s,
    await get('/pc/labor/stuEnt/att/personList', { page: 1, limit: 10, company_id: 2003, ...range() }),
  );
  await chooseOption(company, '杭州安捷机电安装有限公司', '安捷');
  const [again] = await Promise.all([
    nextCall('/pc/labor/stuEnt/att/personList'),
    s.getByRole('button', { name: '搜索' }).click(),
  ]);
  expect(new URL(again.url()).searchParams.get('company_id')).toBe('2004');
});

it('工人考勤: cards, by project, by area (chart and table) and the worker list searched by keyword', async () => {
  await open('/laborAtt/worker', '工人考勤');
  const s = screen('/laborAtt/worker');
  const stats = s.getByRole('region', { name: '工人考勤概况' });
  const heads = (await get('/pc/labor/att/head/collect', { date: day(0) })) as Json;
  const workersCard = (heads.categories as Json[]).find((c) => c.type === 5);
  await expect.poll(() => stats.textContent()).toMatch(new RegExp(`工人应出勤${workersCard.register_count}`));
  await expect.poll(() => stats.textContent()).toMatch(new RegExp(`当日实出勤${workersCard.attend_count}`));
  const projects = await get('/pc/labor/worker/att/projList', { page: 1, limit: 10, ...range() });
  await rowsAndTotal(s, projects);
  await page.screenshot({ path: `${ARTIFACTS}/labor-att-worker.png`, fullPage: true });

  await s.getByRole('tab', { name: '按地区' }).click();
  const areas = (await get('/pc/labor/worker/areaAttInfo/dateRange', range())) as { area_name: string }[];
  await s.getByText(areas[0]!.area_name).first().waitFor();
  await rowsAndTotal(s, areas);
  await expect.poll(() => s.locator('.recharts-surface').count()).toBeGreaterThanOrEqual(2);

  await s.getByRole('tab', { name: '按项目' }).click();
  const project = rowsOf<{ project_id: number; project_name: string }>(projects)[0]!;
  const [workers] = await Promise.all([
    nextCall('/pc/labor/worker/att/workerList'),
    s
      .getByRole('row', { name: new RegExp(`${project.project_name}(?!\\d)`) })
      .getByRole('button', { name: '工人名单' })
      .click(),
  ]);
  expect(new URL(workers.url()).searchParams.get('project_id')).toBe(String(project.project_id));
  await rowsAndTotal(
    s,
    await get('/pc/labor/worker/att/workerList', { page: 1, limit: 10, project_id: project.project_id, ...range() }),
  );
  await s.getByLabel('关键字').fill('张');
  const [searched] = await Promise.all([
    nextCall('/pc/labor/worker/att/workerList'),
    s.getByRole('button', { name: '搜索' }).click(),
  ]);
  expect(new URL(searched.url()).searchParams.get('keyword')).toBe('张');
  expect(new URL(searched.url()).searchParams.get('project_id')).toBe(String(project.project_id));
});

it('人员轨迹 opens from a worker with the counts, the track and the points; 更换人员 picks a manager', async () => {
  const s = screen('/laborAtt/worker');
  const [trace] = await Promise.all([
    nextCall('/pc/labor/person/daterange/trace'),
    s
      .getByRole('row', { name: /张建国/ })
      .getByRole('button', { name: '轨迹' })
      .click(),
  ]);
  expect([
    new URL(trace.url()).searchParams.get('person_id'),
    new URL(trace.url()).searchParams.get('person_type'),
  ]).toEqual(['4001', '1']);
  const t = screen('/laborAtt/trace');
  await t.getByRole('heading', { name: '人员轨迹' }).waitFor();
  const stats = t.getByRole('region', { name: '轨迹概况' });
  const points = (await get('/pc/labor/person/daterange/trace', { person_id: 4001, person_type: 1, ...range() })) as {
    source: number;
    device_no: string;
  }[];
  const gates = points.filter((x) => x.source === 2);
  await expect.poll(() => stats.textContent()).toMatch(new RegExp(`定位点${points.length}个`));
  await expect.poll(() => stats.textContent()).toMatch(new RegExp(`闸机${gates.length}次`));
  await t.locator('.recharts-surface').first().waitFor();
  await rowsAndTotal(t, points);
  expect(gates.length).toBeGreaterThan(0);
  await t
    .getByRole('row', { name: new RegExp(gates[0]!.device_no) })
    .first()
    .getByText('闸机')
    .waitFor();
  await page.screenshot({ path: `${ARTIFACTS}/labor-att-trace.png`, fullPage: true });

  await t.getByRole('button', { name: '更换人员' }).click();
  const dialog = page.getByRole('dialog', { name: '选择人员' });
  await dialog.getByLabel('人员类别').selectOption('2');
  await dialog.getByLabel('姓名或手机号').fill('周');
  const [found] = await Promise.all([
    nextCall('/pc/labor/projMan/att/personList', (q) => q.get('keyword') === '周'),
    dialog.getByRole('button', { name: '搜索' }).click(),
  ]);
  expect(new URL(found.url()).searchParams.get('keyword')).toBe('周');
  const [picked] = await Promise.all([
    nextCall('/pc/labor/person/daterange/trace'),
    dialog.getByRole('button', { name: '选择周明' }).click(),
  ]);
  expect(new URL(picked.url()).searchParams.get('person_id')).toBe('5001');
  expect(new URL(picked.url()).searchParams.get('person_type')).toBe('2');
  await dialog.waitFor({ state: 'detached' });
  await t.getByLabel('当前人员').getByText('周明').waitFor();
});

it('人员每日考勤 opened from the menu asks for a person first, then shows the chosen worker', async () => {
  await page.goto(`${stack.url}#/laborAtt/personDay`);
  const d = screen('/laborAtt/personDay');
  await d.getByText('请先选择人员，再查看其每日考勤').waitFor();
  await d.getByRole('button', { name: '选择人员' }).click();
  const dialog = page.getByRole('dialog', { name: '选择人员' });
  const [days] = await Promise.all([
    nextCall('/pc/labor/person/project/att/day/list'),
    dialog.getByRole('button', { name: '选择李伟' }).click(),
  ]);
  expect(new URL(days.url()).searchParams.get('person_id')).toBe('4002');
  expect(new URL(days.url()).searchParams.get('start_date')).toBe(day(-6));
  await d.getByLabel('当前人员').getByText('李伟').waitFor();
  const q = new URL(days.url()).searchParams;
  await rowsAndTotal(
    d,
    await get('/pc/labor/person/project/att/day/list', {
      person_id: 4002,
      person_type: q.get('person_type'),
      project_id: q.get('project_id') ?? undefined,
      ...range(),
    }),
  );
});

it('no console errors', () => expect(ctx.problems).toEqual([]));
