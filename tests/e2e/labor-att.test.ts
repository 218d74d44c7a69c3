// 劳务考勤 (001 §7.1 /pc/labor/*): 组织, 项目管理人员, 岗位, 参建企业 and 工人 attendance over a period (default the
// last 7 days; a bad range is refused keeping what was typed; 查询 re-queries), with the day's head cards, charts and
// lists; the drill-downs project → people, enterprise → people (company picked from the donor list), position →
// people; and a person's 轨迹, 每日考勤 and a day's 打卡明细, with the person picker.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
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

// Visited pages stay mounted (hidden) in the tab cache: look inside the page's own section only.
const screen = (path: string): Locator => page.locator(`section[data-page="${path}"]`);

const day = (offset: number) => {
  const d = new Date();
  d.setDate(d.getDate() + offset);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

const rowsAndTotal = async (s: Locator, min = 5) => {
  await s.locator('tbody tr').first().waitFor();
  await expect.poll(() => s.locator('tbody tr').count()).toBeGreaterThanOrEqual(min);
  await expect.poll(() => s.getByRole('navigation', { name: '分页' }).textContent()).toMatch(/共 \d+ 条/);
};

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
  await expect.poll(() => stats.textContent()).toContain('实出勤 1302 / 应出勤 1579');
  await expect.poll(() => stats.textContent()).toContain('82.5%');
  await expect.poll(() => stats.textContent()).toContain('组织督导人员');
  await s.getByText('下级组织出勤对比').waitFor();
  await expect.poll(() => s.locator('.recharts-surface').count()).toBeGreaterThanOrEqual(2);
  await rowsAndTotal(s);
  await expect.poll(() => s.getByRole('heading', { name: '组织督导人员考勤' }).count()).toBe(1);
  await s.getByText('沈国平').waitFor();
  await page.screenshot({ path: `${ARTIFACTS}/labor-att-org.png`, fullPage: true });
});

it('组织考勤 refuses a start after the end keeping what was typed, then re-queries the chosen period', async () => {
  const s = screen('/laborAtt/org');
  await s.getByLabel('开始日期').fill('2026-11-20');
  await s.getByLabel('结束日期').fill('2026-11-10');
  await s.getByRole('button', { name: '查询' }).click();
  await s.getByRole('alert').filter({ hasText: '开始日期不能晚于结束日期' }).waitFor();
  await expect.poll(() => s.getByLabel('开始日期').inputValue()).toBe('2026-11-20');
  await expect.poll(() => s.getByLabel('结束日期').inputValue()).toBe('2026-11-10');
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
  await s.getByText('方晓燕').waitFor();
  await rowsAndTotal(s);
  await expect.poll(() => s.getByLabel('开始日期').inputValue()).toBe('2026-11-01');
});

it('项目管理人员考勤: cards and daily chart, a project opens its people, a person opens 每日考勤 and a day its 打卡明细', async () => {
  await open('/laborAtt/projectManager', '项目管理人员考勤');
  const s = screen('/laborAtt/projectManager');
  const stats = s.getByRole('region', { name: '项目管理人员考勤概况' });
  await expect.poll(() => stats.textContent()).toContain('90.2%');
  await expect.poll(() => stats.textContent()).toMatch(/项目管理人员应出勤102/);
  await s.locator('.recharts-surface').first().waitFor();
  await rowsAndTotal(s);
  await s.getByText('城南地铁5号线土建03标').first().waitFor();
  await page.screenshot({ path: `${ARTIFACTS}/labor-att-project-manager.png`, fullPage: true });

  const [people] = await Promise.all([
    nextCall('/pc/labor/projMan/att/personList'),
    s
      .getByRole('row', { name: /滨江花园二期住宅项目/ })
      .getByRole('button', { name: '人员名单' })
      .click(),
  ]);
  expect(new URL(people.url()).searchParams.get('project_id')).toBe('1001');
  await expect.poll(() => s.getByRole('tab', { name: '人员名单' }).getAttribute('aria-selected')).toBe('true');
  await expect.poll(() => s.getByLabel('项目', { exact: true }).textContent()).toBe('滨江花园二期住宅项目');
  await rowsAndTotal(s);

  const [daysCall] = await Promise.all([
    nextCall('/pc/labor/person/project/att/day/list'),
    s.getByRole('row', { name: /周明/ }).getByRole('button', { name: '每日考勤' }).click(),
  ]);
  const q = new URL(daysCall.url()).searchParams;
  expect([q.get('person_id'), q.get('person_type'), q.get('project_id')]).toEqual(['5001', '2', '1001']);
  const d = screen('/laborAtt/personDay');
  await d.getByRole('heading', { name: '人员每日考勤' }).waitFor();
  await d.getByLabel('当前人员').getByText('周明').waitFor();
  const dayStats = d.getByRole('region', { name: '每日考勤概况' });
  await expect.poll(() => dayStats.textContent()).toMatch(/出勤天数6天/);
  await expect.poll(() => dayStats.textContent()).toMatch(/缺勤1天/);
  await rowsAndTotal(d, 7);
  await expect.poll(() => d.getByRole('navigation', { name: '分页' }).textContent()).toContain('共 7 条');
  await d
    .getByRole('row', { name: /2026-11-18/ })
    .getByText('迟到')
    .waitFor();
  expect(
    await d
      .getByRole('row', { name: /2026-11-22/ })
      .getByRole('button', { name: '打卡明细' })
      .isDisabled(),
  ).toBe(true);
  await page.screenshot({ path: `${ARTIFACTS}/labor-att-person-day.png`, fullPage: true });

  const [detailCall] = await Promise.all([
    nextCall('/pc/labor/person/project/att/check/detail'),
    d
      .getByRole('row', { name: /2026-11-20/ })
      .getByRole('button', { name: '打卡明细' })
      .click(),
  ]);
  expect(new URL(detailCall.url()).searchParams.get('date')).toBe('2026-11-20');
  expect(new URL(detailCall.url()).searchParams.get('person_type')).toBe('2');
  const c = screen('/laborAtt/checkDetail');
  await c.getByRole('heading', { name: /^打卡明细：/ }).waitFor();
  await c.getByText('滨江花园二期住宅项目').waitFor();
  await rowsAndTotal(c, 6);
  await c
    .getByRole('row', { name: /07:31:52/ })
    .getByText('安全帽定位')
    .waitFor();
  await c
    .getByRole('row', { name: /14:48:06/ })
    .getByText('移动打卡')
    .waitFor();
  await expect.poll(() => c.getByRole('region', { name: '打卡概况' }).textContent()).toMatch(/进4次/);
  await page.screenshot({ path: `${ARTIFACTS}/labor-att-check-detail.png`, fullPage: true });
  const [before] = await Promise.all([
    nextCall('/pc/labor/person/project/att/check/detail'),
    c.getByRole('button', { name: '前一天' }).click(),
  ]);
  expect(new URL(before.url()).searchParams.get('date')).toBe('2026-11-19');
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
  await expect.poll(() => stats.textContent()).toMatch(/岗位数9个/);
  await expect.poll(() => stats.textContent()).toMatch(/应出勤人次396/);
  await p.locator('.recharts-surface').first().waitFor();
  await rowsAndTotal(p);
  await page.screenshot({ path: `${ARTIFACTS}/labor-att-position.png`, fullPage: true });
  const [people] = await Promise.all([
    nextCall('/pc/labor/proj/att/personList'),
    p
      .getByRole('list', { name: '岗位出勤排行' })
      .getByRole('button', { name: /施工员/ })
      .click(),
  ]);
  expect(new URL(people.url()).searchParams.get('keyword')).toBe('施工员');
  expect(new URL(people.url()).searchParams.get('project_id')).toBe('1002');
  await expect.poll(() => p.getByLabel('岗位关键字').inputValue()).toBe('施工员');
});

it('参建企业考勤: an enterprise opens its people, filtered by the enterprise picked from the donor list', async () => {
  await open('/laborAtt/enterprise', '参建企业考勤');
  const s = screen('/laborAtt/enterprise');
  const stats = s.getByRole('region', { name: '参建企业管理人员考勤概况' });
  await expect.poll(() => stats.textContent()).toContain('85.1%');
  await rowsAndTotal(s);
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
  await rowsAndTotal(s);
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
  await expect.poll(() => stats.textContent()).toMatch(/工人应出勤1355/);
  await expect.poll(() => stats.textContent()).toMatch(/当日实出勤1107/);
  await rowsAndTotal(s);
  await page.screenshot({ path: `${ARTIFACTS}/labor-att-worker.png`, fullPage: true });

  await s.getByRole('tab', { name: '按地区' }).click();
  await s.getByText('杭州市余杭区').first().waitFor();
  await rowsAndTotal(s);
  await expect.poll(() => s.getByRole('navigation', { name: '分页' }).textContent()).toContain('共 5 条');
  await expect.poll(() => s.locator('.recharts-surface').count()).toBeGreaterThanOrEqual(2);

  await s.getByRole('tab', { name: '按项目' }).click();
  const [workers] = await Promise.all([
    nextCall('/pc/labor/worker/att/workerList'),
    s
      .getByRole('row', { name: /临平新城安置房三期/ })
      .getByRole('button', { name: '工人名单' })
      .click(),
  ]);
  expect(new URL(workers.url()).searchParams.get('project_id')).toBe('1005');
  await rowsAndTotal(s);
  await s.getByLabel('关键字').fill('张');
  const [searched] = await Promise.all([
    nextCall('/pc/labor/worker/att/workerList'),
    s.getByRole('button', { name: '搜索' }).click(),
  ]);
  expect(new URL(searched.url()).searchParams.get('keyword')).toBe('张');
  expect(new URL(searched.url()).searchParams.get('project_id')).toBe('1005');
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
  await expect.poll(() => stats.textContent()).toMatch(/定位点7个/);
  await expect.poll(() => stats.textContent()).toMatch(/闸机3次/);
  await t.locator('.recharts-surface').first().waitFor();
  await rowsAndTotal(t, 7);
  await t
    .getByRole('row', { name: /GATE-1001-01/ })
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
  await rowsAndTotal(d, 7);
});

it('no console errors', () => expect(ctx.problems).toEqual([]));
