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

  it('预警岗位汇总: a distinct count with a condition is a number, the positions with overdue persons', async () => {
    const persons = (await call('GET', '/duty/taskStatisticalAnalysis/warningPersonList?pageNum=1&pageSize=100')).data
      .list as { positionName: string; overdueCount: number }[];
    const stats = (await call('GET', '/duty/taskStatisticalAnalysis/warningPositionTotal')).data;
    const warned = new Set(persons.filter((p) => p.overdueCount >= 1).map((p) => p.positionName));
    expect(stats.warningPositionCount).toBe(warned.size);
    expect(stats.overdueTaskCount).toBe(persons.reduce((n, p) => n + p.overdueCount, 0));
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

describe('filters-c: statistics and lists narrowed as the contract documents', () => {
  type Row = Record<string, number>;
  const page = async (path: string, body: Record<string, unknown>) =>
    (await call('POST', path, { pageNum: 1, pageSize: 500, ...body })).data as { total: number; list: Row[] };
  const projectsOf = async (org: number) =>
    ((await call('GET', '/pc/project/page?pageNum=1&pageSize=500')).data.list as Row[])
      .filter((p) => p.org_batch_id === org)
      .map((p) => p.project_id);
  const roster = async (query: string) =>
    (await call('GET', `/pc/worker/list?status=1&pageNum=1&pageSize=1&${query}`)).data.total as number;

  it('项目首页班组出勤排行: one row per team on site, ranked by today’s rate, each with its roster', async () => {
    const rank = (await call('GET', '/pc/project/index/team/rank?project_id=1001')).data as Row[];
    const teams = (await call('GET', '/pc/team/list?project_id=1001&status=1&pageNum=1&pageSize=100')).data;
    expect(rank.length).toBe(teams.total);
    expect(rank.map((r) => r.rank)).toEqual(rank.map((_, i) => i + 1));
    expect([...rank].sort((a, b) => (b.rate as number) - (a.rate as number))).toEqual(rank);
    for (const r of rank.slice(0, 3)) {
      expect(r.worker_total).toBe(await roster(`team_id=${r.team_id}`));
      expect(r.attendance_count).toBeLessThanOrEqual(r.worker_total as number);
    }
    expect((await call('GET', '/pc/project/index/team/rank?project_id=1001&topk=2')).data).toEqual(rank.slice(0, 2));
    expect((await call('GET', '/pc/project/index/team/rank?project_id=987654321')).data).toEqual([]);
  });

  it('数据看板: the organisation filter counts the workers of the organisation’s projects', async () => {
    for (const org of [11, 12]) {
      const overview = (await call('GET', `/pc/databoard/overview?orgId=${org}`)).data as Row;
      let total = 0;
      for (const p of await projectsOf(org)) total += await roster(`project_id=${p}`);
      expect(overview.worker_total).toBe(total);
    }
    const group = (await call('GET', '/pc/databoard/overview?orgId=1')).data as Row;
    expect(group.worker_total).toBe(await roster(''));
  });

  it('工资汇总: a company narrows every level to its projects, through the teams and projects tables', async () => {
    const teams = (await call('GET', '/pc/team/list?pageNum=1&pageSize=500')).data.list as Row[];
    const projects = new Set(teams.filter((t) => t.corp_id === 2003).map((t) => t.project_id));
    const all = (await call('GET', '/pc/project/page?pageNum=1&pageSize=500')).data.list as Row[];
    const branches = new Set(all.filter((p) => projects.has(p.project_id)).map((p) => p.org_batch_id));
    const byBranch = await page('/star/salaryExpList/listBranch', { companyId: 2003 });
    expect(byBranch.list.length).toBeGreaterThan(0);
    expect(byBranch.list.every((r) => branches.has(r.branchId))).toBe(true);
    expect(byBranch.total).toBeLessThan((await page('/star/salaryExpList/listBranch', {})).total);
    const byProject = await page('/star/salaryExpList/listProject', { companyId: 2003 });
    expect(byProject.list.every((r) => projects.has(r.projectId))).toBe(true);
    expect((await page('/star/salaryExpList/listBranch', { companyId: 987654321 })).total).toBe(0);
    const unpaid = await page('/star/salaryExpList/listTeam', { onlyUnpaid: true });
    expect(unpaid.list.every((r) => (r.unpaidAmount as number) > 0)).toBe(true);
    const teamsAll = await page('/star/salaryExpList/listTeam', {});
    expect(unpaid.total).toBe(teamsAll.list.filter((r) => (r.unpaidAmount as number) > 0).length);
  });

  it('劳务项目面板总览: a project that does not exist is refused, not described as empty', async () => {
    const miss = await call('GET', '/starSafety/laborProject/overview?projectId=987654');
    expect(miss.code).not.toBe(0);
    expect(miss.msg).toBe('项目不存在');
    const one = (await call('GET', '/starSafety/laborProject/overview?projectId=1001')).data as Row;
    expect(one.workerTotal).toBe(await roster('project_id=1001'));
  });
});
