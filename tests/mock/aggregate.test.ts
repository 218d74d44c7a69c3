// Statistics computed from the world (x-mock.aggregate) agree with the lists they summarise, in the real contract:
// duty, grid, legal and salary reads of issue #24, and the engine's measures they lean on.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildModel, routesOf, startMock, type MockServer } from '@site/mock-server';
import { spec } from '../lib/spec';

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
  it('安全帽周转: each month’s issues, returns, losses and damage are the binding-history rows of that month', async () => {
    const months = (
      await call('POST', '/starSafety/laborHat/turnoverAndlossAndDamageStat', {
        startDate: '2026-09-01',
        endDate: '2026-11-23',
      })
    ).data as Record<string, number | string>[];
    const history = (await call('GET', '/star/laborhat/history?page=1&limit=100')).data.list as {
      bind_time: string;
      return_time: string | null;
      return_type: number | null;
    }[];
    expect(months.map((m) => m.month)).toEqual(['2026-09', '2026-10', '2026-11']);
    for (const m of months) {
      const month = String(m.month);
      const returned = (type: number) =>
        history.filter((h) => h.return_time?.startsWith(month) && h.return_type === type).length;
      expect(m.issueCount).toBe(history.filter((h) => h.bind_time.startsWith(month)).length);
      expect([m.returnCount, m.damageCount, m.lossCount]).toEqual([returned(1), returned(2), returned(3)]);
      expect(m.turnoverCount).toBe(Number(m.issueCount) + Number(m.returnCount));
    }
  });

  it('投诉统计: 平均办结时长 is the mean hours from create_time to finish_time of the finished complaints (avgSpan)', async () => {
    const stats = (await call('GET', '/pc/worker/complaint/statistics')).data;
    const finished = (await call('GET', '/pc/worker/complaint/list?pageNum=1&pageSize=500&status=2')).data.list as {
      create_time: string;
      finish_time: string | null;
    }[];
    const at = (t: string) => Date.parse(t.replace(' ', 'T'));
    const spans = finished
      .filter((r) => r.finish_time)
      .map((r) => (at(r.finish_time as string) - at(r.create_time)) / 3.6e6);
    expect(spans.length).toBeGreaterThan(0);
    const mean = spans.reduce((a, b) => a + b, 0) / spans.length;
    expect(stats.avg_handle_hours).toBe(Math.round(mean * 100) / 100);
  });

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

describe('measures of issue #24 ops-grid: none, list, and nested lists from a table', () => {
  it('值班巡查盲区: the blind and covered buildings are the record’s rows of the visits table, as many as its counts', async () => {
    const spots = (await call('POST', '/starSafety/duty/record/blind/get', { recordId: 130002 })).data;
    expect(spots.blindList).toEqual([
      { buildingId: 604, buildingName: '塔吊作业区', reason: '值班时段内无定位点进入该区域' },
    ]);
    expect(spots.coveredList.map((b: { buildingId: number }) => b.buildingId)).toEqual([601, 602, 605, 603]);
    expect([spots.blindList.length, spots.coveredList.length]).toEqual([spots.blindCount, spots.coveredCount]);
  });

  it('{ list } gives a field’s values (or one text with sep), { none } whether no row matches', async () => {
    const company = (await call('POST', '/orgdept/workerBadRecord/echoComHandlerName', { orgId: 1 })).data;
    expect([company.handlerIds, company.handlerName]).toEqual([[5111], '许文杰']);
    const check = (start: string, end: string) =>
      call('POST', '/starSafety/duty/config/addCheck', {
        projectId: 1001,
        dutyType: 2,
        userId: 5001,
        weekDays: [1],
        startTime: start,
        endTime: end,
      });
    expect((await check('07:00', '09:00')).data.pass).toBe(false);
    expect((await check('18:00', '19:00')).data.pass).toBe(true);
  });
});

describe('filters-a: attendance statistics narrowed as their lists are', () => {
  it('管理人员考勤按单位: each company’s managers are its rows of 按人员, under the same project', async () => {
    const q = { projectId: 1001 };
    const byCompany = (await call('POST', '/duty/attendanceManagementPersonnelBySubcontracting', q)).data as {
      companyId: number;
      managerCount: number;
      shouldCount: number;
    }[];
    expect(byCompany.length).toBeGreaterThan(0);
    for (const c of byCompany) {
      const people = await call('POST', '/duty/attendanceManagementPersonnelByPerson', {
        ...q,
        companyId: c.companyId,
        page: 1,
        limit: 1,
      });
      expect(c.managerCount).toBe(people.data.total);
      // One event row per person per day: 35 days of events up to the mock's today.
      expect(c.shouldCount).toBe(c.managerCount * 35);
    }
    const nowhere = { ...q, orgId: 987654321 };
    expect((await call('POST', '/duty/attendanceManagementPersonnelBySubcontracting', nowhere)).data).toEqual([]);
    const none = await call('POST', '/duty/attendanceManagementPersonnelByPerson', { ...nowhere, page: 1, limit: 10 });
    expect(none.data.total).toBe(0);
  });

  it('项目平均出勤统计: a computed list paged as a stored one, per project over the date range', async () => {
    const path = '/pc/worker/attendancedetail/projectAverageAttendanceStats';
    const range = 'start_date=2026-11-17&end_date=2026-11-23';
    const all = (await call('GET', `${path}?${range}&page=1&limit=100`)).data as {
      total: number;
      list: { project_id: number; org_id: number; work_days: number; register_count: number }[];
    };
    expect(all.total).toBe(all.list.length);
    expect(all.total).toBeGreaterThan(0);
    for (const p of all.list) expect(p.work_days).toBe(7);
    const first = (await call('GET', `${path}?${range}&page=1&limit=1`)).data;
    expect(first.total).toBe(all.total);
    expect(first.list).toEqual(all.list.slice(0, 1));
    const org = all.list[0]?.org_id as number;
    const ofOrg = (await call('GET', `${path}?${range}&page=1&limit=100&org_id=${org}`)).data.list as {
      org_id: number;
    }[];
    expect(ofOrg.length).toBeGreaterThan(0);
    expect(ofOrg.every((p) => p.org_id === org)).toBe(true);
    // The branch's average is over the same rows: its 在册人数 is its projects' together.
    const branch = (
      await call('GET', `/pc/worker/attendancedetail/subCompanyAverageAttendanceStats?${range}&org_id=${org}`)
    ).data as { org_id: number; register_count: number; project_count: number }[];
    expect(branch).toHaveLength(1);
    expect(branch[0]?.project_count).toBe(ofOrg.length);
    expect(branch[0]?.register_count).toBe(
      (ofOrg as unknown as { register_count: number }[]).reduce((n, p) => n + p.register_count, 0),
    );
    expect((await call('GET', `${path}?start_date=2999-01-01&page=1&limit=10`)).data.total).toBe(0);
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

describe('names from the contract: { labels: Schema.field }', () => {
  /** The operation of `operationId` in a copy of the spec (for a broken variant). */
  const operation = (doc: typeof spec, operationId: string) =>
    Object.values(doc.paths as Record<string, Record<string, { operationId?: string }>>)
      .flatMap((item) => Object.values(item))
      .find((op) => op.operationId === operationId) as { 'x-mock': { aggregate: { fields: Record<string, unknown> } } };

  it('作业类型分布 names each group by LsoJob.jobType’s x-labels, the names the console shows', async () => {
    const names = spec.components.schemas.LsoJob.properties.jobType['x-labels'] as Record<string, string>;
    const rows = (
      await call('POST', '/starSafety/lsoStatistic/jobTypeDistribution', {
        projectId: 1001,
        startDate: '2026-09-01',
        endDate: '2026-11-23',
      })
    ).data as {
      jobType: number;
      jobTypeName: string;
    }[];
    expect(rows.map((r) => r.jobType)).toEqual([1, 2, 3, 4, 5]);
    for (const r of rows) expect(r.jobTypeName).toBe(names[String(r.jobType)]);
    expect(rows.find((r) => r.jobType === 3)?.jobTypeName).toBe('有限空间作业');
  });

  it('is the name table in the loaded model and in templates, and a field without x-labels fails the load', () => {
    const model = buildModel(spec, routesOf(spec));
    const fields = model.plans.get('getLsoProjectJobTypes')?.aggregate?.fields ?? {};
    expect(fields.jobTypeName).toEqual({ label: spec.components.schemas.LsoJob.properties.jobType['x-labels'] });
    // A template names a code the same way: 申请作业许可 stores the type's name.
    const apply = routesOf(spec).find((r) => r.op.operationId === 'applyLsoJob')?.op['x-mock'];
    expect(apply?.set?.jobTypeName).toEqual({
      $map: '$input.jobType',
      cases: spec.components.schemas.LsoJob.properties.jobType['x-labels'],
    });
    const broken = structuredClone(spec);
    operation(broken, 'getLsoProjectJobTypes')['x-mock'].aggregate.fields.jobTypeName = { labels: 'LsoJob.jobTypo' };
    expect(() => buildModel(broken, routesOf(broken))).toThrow('契约里 LsoJob.jobTypo 没有 x-labels');
  });
});
