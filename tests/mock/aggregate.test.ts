// Statistics computed from the world (x-mock.aggregate) agree with the lists they summarise, in the real contract:
// duty, grid, legal and salary reads of issue #24, and the engine's measures they lean on.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMock, type MockServer } from '@site/mock-server';

let mock: MockServer;
let token = '';
type Body = { code: number; msg: string; data: any }; // eslint-disable-line @typescript-eslint/no-explicit-any

async function call(method: string, path: string, body?: unknown, auth = token): Promise<Body> {
  const headers: Record<string, string> = { authorization: `Bearer ${auth}`, 'x-mock-world': 'aggregates' };
  if (body !== undefined) headers['content-type'] = 'application/json';
  const init = body === undefined ? undefined : JSON.stringify(body);
  const res = await fetch(`${mock.url}${path}`, { method, headers, body: init });
  return (await res.json()) as Body;
}

async function signIn(account: string, password: string): Promise<string> {
  const res = await fetch(`${mock.url}/pc/account/login_v2`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-mock-world': 'aggregates' },
    body: JSON.stringify({ account, password }),
  });
  return ((await res.json()) as Body).data.token as string;
}

beforeAll(async () => {
  mock = await startMock({ port: 0, say: () => {}, today: '2026-11-23' });
  token = await signIn('admin', 'Admin@2026');
});
afterAll(() => mock.close());

describe('statistics agree with their lists', () => {
  it('值班情况分析: planned, completed and absent are the duty-record list totals under the same filters', async () => {
    const stats = (await call('GET', '/starSafety/duty/record/dutySituationAnalysis?projectId=1001')).data;
    const total = async (status?: number) =>
      (
        await call(
          'GET',
          `/starSafety/duty/record/project/list?projectId=1001&pageNum=1&pageSize=10${status === undefined ? '' : `&status=${status}`}`,
        )
      ).data.total as number;
    expect(stats.planCount).toBe(await total());
    expect(stats.completeCount).toBe(await total(1));
    expect(stats.absentCount).toBe(await total(0));
    expect(stats.distribution.map((d: { name: string }) => d.name)).toEqual(['已完成', '未达标', '缺勤']);
    // The trend is one series per measure, the rate computed from the other two.
    const [plan, done, rate] = stats.trend.series as { name: string; data: number[] }[];
    expect([plan?.name, done?.name, rate?.name]).toEqual(['计划人次', '完成人次', '完成率(%)']);
    const last = (plan?.data.length ?? 0) - 1;
    expect(rate?.data[last]).toBe(Math.round(((done?.data[last] ?? 0) / (plan?.data[last] || 1)) * 10000) / 100);
  });

  it('预警岗位汇总: a distinct count with a condition is a number, the positions of the overdue tasks in the ledger', async () => {
    const overdue = (await call('GET', '/duty/taskLedger/listPage?status=3&pageNum=1&pageSize=1000')).data as {
      total: number;
      list: { positionName: string }[];
    };
    const stats = (await call('GET', '/duty/taskStatisticalAnalysis/warningPositionTotal')).data;
    expect(stats.warningPositionCount).toBe(new Set(overdue.list.map((t) => t.positionName)).size);
    expect(stats.overdueTaskCount).toBe(overdue.total);
  });

  it('项目部整改概况: the troubles are the rectification list total, by level and status', async () => {
    const stats = (await call('POST', '/grid/ginAnalyseProjectDep/rectificationOverview', {})).data;
    const page = (await call('POST', '/grid/ginAnalyseProjectDep/rectificationPage', { page: 1, limit: 100 })).data;
    expect(stats.troubleCount).toBe(page.total);
    const levels = stats.byLevel as { count: number }[];
    expect(levels.reduce((n, l) => n + l.count, 0)).toBe(page.total);
  });
});

describe('records and the signed-in user', () => {
  it('当前登录人的法务角色 is one of the roles of that user’s legal account (a relation through a list field)', async () => {
    for (const [account, password, name] of [
      ['admin', 'Admin@2026', '王建华'],
      ['xmjl', 'Xmjl@2026', '周明'],
    ] as const) {
      const who = await signIn(account, password);
      const info = (await call('GET', '/legal-service/user/basicInfo', undefined, who)).data;
      const role = (await call('GET', '/legal-service/role/queryLoginRoleId', undefined, who)).data;
      expect(info.userName).toBe(name);
      // 王建华 has two roles ([1, 4]): each of them is a candidate, not the text "1,4".
      expect(info.roleIds).toContain(role.roleId);
    }
  });

  it('a record found by other fields than its key: the row itself, and 记录不存在 when there is none', async () => {
    const hit = await call('POST', '/star/salaryExpCompanyList/company/getbyprointc', {
      proInstId: 'PI-2026-000123',
      companyId: 2002,
    });
    expect(hit.data).toMatchObject({ proInstId: 'PI-2026-000123', companyId: 2002 });
    const miss = await call('POST', '/star/salaryExpCompanyList/company/getbyprointc', { proInstId: 'PI-0000' });
    expect(miss.code).not.toBe(0);
    expect(miss.data).toBeNull();
  });
});

describe('lists computed from the world', () => {
  it('劳务项目面板班组: the project’s teams on site, each with its roster and today’s attendance', async () => {
    const panel = (await call('GET', '/starSafety/laborProject/teamList?projectId=1001')).data as {
      teamId: number;
      companyId: number;
      workerTotal: number;
      onSiteCount: number;
    }[];
    const teams = (await call('GET', '/pc/team/list?project_id=1001&status=1&pageNum=1&pageSize=100')).data.list as {
      id: number;
    }[];
    expect(panel.map((t) => t.teamId).sort()).toEqual(teams.map((t) => t.id).sort());
    for (const t of panel.slice(0, 3)) {
      const roster = await call('GET', `/pc/worker/list?team_id=${t.teamId}&status=1&pageNum=1&pageSize=1`);
      expect(t.workerTotal).toBe(roster.data.total);
      expect(t.onSiteCount).toBeLessThanOrEqual(t.workerTotal);
    }
    const byCompany = (await call('GET', '/starSafety/laborProject/teamList?projectId=1001&companyId=2002')).data as {
      companyId: number;
    }[];
    expect(byCompany.length).toBeGreaterThan(0);
    expect(byCompany.every((t) => t.companyId === 2002)).toBe(true);
    expect((await call('GET', '/starSafety/laborProject/teamList?projectId=987654')).data).toEqual([]);
  });
});

describe('filters-b: statistics narrowed by their documented filters agree with the lists they summarise', () => {
  it('任务统计（按项目）: each project’s counts are the task ledger’s rows of that project in the period, paged', async () => {
    const range = 'startDate=2026-11-01&endDate=2026-11-23';
    const page = (await call('GET', `/duty/taskStatisticalAnalysis/list?${range}&pageNum=1&pageSize=1`)).data as {
      total: number;
      list: { projectId: number; taskCount: number; completeCount: number; overdueCount: number }[];
    };
    expect(page.list).toHaveLength(1);
    const all = (await call('GET', `/duty/taskStatisticalAnalysis/list?${range}&pageNum=1&pageSize=100`)).data.list as {
      projectId: number;
      taskCount: number;
      completeCount: number;
      overdueCount: number;
    }[];
    expect(page.total).toBe(all.length);
    expect(all.length).toBeGreaterThan(0);
    for (const row of all.slice(0, 3)) {
      const ledger = async (extra: string) =>
        (
          await call(
            'GET',
            `/duty/taskLedger/listPage?projectId=${row.projectId}&${range}${extra}&pageNum=1&pageSize=1`,
          )
        ).data.total as number;
      expect(row.taskCount).toBe(await ledger(''));
      expect(row.completeCount).toBe(await ledger('&status=2'));
      expect(row.overdueCount).toBe(await ledger('&status=3'));
    }
    // A period with no task answers no project.
    expect(
      (await call('GET', '/duty/taskStatisticalAnalysis/list?endDate=1990-01-01&pageNum=1&pageSize=10')).data,
    ).toEqual(expect.objectContaining({ total: 0, list: [] }));
  });

  it('隐患分类统计: narrowed by check type through the point tasks and the checks, it counts the rectification list', async () => {
    const totals: number[] = [];
    for (const checkType of [1, 2, 3, 4, 5]) {
      const body = { projectId: 1001, checkType, page: 1, limit: 1000 };
      const byCategory = (await call('POST', '/grid/ginCheckStatistic/categoryType', body)).data as { count: number }[];
      const listed = await call('POST', '/grid/ginAnalyseProjectDep/rectificationPage', body);
      const rows = (listed.data.list ?? listed.data) as unknown[];
      const total = (listed.data.total ?? rows.length) as number;
      expect(byCategory.reduce((n, c) => n + c.count, 0)).toBe(total);
      totals.push(total);
    }
    const everything = await call('POST', '/grid/ginAnalyseProjectDep/rectificationPage', {
      projectId: 1001,
      page: 1,
      limit: 1000,
    });
    const whole = (everything.data.total ?? (everything.data.list ?? everything.data).length) as number;
    // Each hazard is found on one task of one check, of one type: the types split the project's hazards.
    expect(totals.reduce((a, b) => a + b, 0)).toBe(whole);
    expect(whole).toBeGreaterThan(0);
    expect(Math.min(...totals)).toBeLessThan(whole);
  });
});

describe('filters-b: a statistics date that defaults to today', () => {
  it('未戴安全帽汇总 on a past date answers that day of the helmet events, as its own trend shows it', async () => {
    const today = (await call('GET', '/pc/org/hat/unwearcollect')).data as {
      online_count: number;
      unwear_count: number;
      trend: { date: string; unwear_count: number }[];
    };
    expect(today.trend).toHaveLength(7);
    for (const day of today.trend.slice(0, 6)) {
      const that = (await call('GET', `/pc/org/hat/unwearcollect?date=${day.date}`)).data as { unwear_count: number };
      expect(that.unwear_count).toBe(day.unwear_count);
    }
    const last = today.trend[6] as { date: string; unwear_count: number };
    expect(last.date).toBe('2026-11-23');
    expect(today.unwear_count).toBe(last.unwear_count);
    // A day before the events begin: nobody online.
    expect((await call('GET', '/pc/org/hat/unwearcollect?date=1990-01-01')).data.online_count).toBe(0);
  });
});
