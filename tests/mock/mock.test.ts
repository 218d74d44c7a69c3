// The back-end double against the real contract: accounts and sessions, reads that answer the world, writes that
// change it, the §4 transitions, files, bad input, Prefer, worlds for QA. Proxy mode is in proxy.test.ts.
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMock, type MockServer } from '@site/mock-server';
import { mockCaller, signInAs } from '../lib/mock-call';

let mock: MockServer;
const said: string[] = [];
beforeAll(async () => {
  mock = await startMock({ port: 0, say: (line) => said.push(line) });
});
afterAll(() => mock.close());

const call = mockCaller(() => mock.url);
const signIn = (world: string, account = 'admin', password = 'Admin@2026') => signInAs(call, world, account, password);

async function sheet(rows: (string | number)[][]): Promise<Blob> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Sheet1');
  for (const r of rows) ws.addRow(r);
  return new Blob([new Uint8Array(await wb.xlsx.writeBuffer())], {
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  });
}

describe('accounts and sessions', () => {
  it('a wrong password or an unknown account answers the failure envelope', async () => {
    for (const body of [
      { account: 'admin', password: 'admin' },
      { account: 'nobody', password: 'Admin@2026' },
    ]) {
      const res = await call('POST', '/pc/account/login_v2', { body });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ code: 500, msg: '账号或密码错误', data: null });
    }
  });

  it('issues a token that secured calls accept; an unknown token is 401', async () => {
    const token = await signIn('s1');
    expect((await call('GET', '/adm-system/user/userInfo', { token })).body.data.account).toBe('admin');
    const res = await call('GET', '/adm-system/user/userInfo', { token: 'made-up' });
    expect(res.status).toBe(401);
    expect(res.headers.get('content-type')).toBe('application/json');
    expect(res.body).toEqual({ code: 401, msg: '登录状态已过期，请重新登录', data: null });
  });

  it('logout revokes the token', async () => {
    const token = await signIn('s1');
    expect((await call('POST', '/dev-api/user/logout', { token })).body.code).toBe(0);
    expect((await call('GET', '/adm-system/user/userInfo', { token })).status).toBe(401);
  });

  it('SMS sign-in: the code is printed, the right code signs in, a wrong one is refused', async () => {
    const sent = await call('GET', '/pc/vercode?mobile=13905710001');
    expect(sent.body.code).toBe(0);
    expect(said.some((l) => l.includes('13905710001') && l.includes('246810'))).toBe(true);
    expect((await call('POST', '/pc/sms/login/13905710001', { body: { code: '111111' } })).body.msg).toBe('验证码错误');
    const ok = await call('POST', '/pc/sms/login/13905710001', { body: { code: '246810' } });
    expect(ok.body.data).toMatchObject({ account: 'xmjl', source: 4, project_id: 1001 });
  });

  it('the project-level account has fewer powers: no delete bit, no 系统管理, fewer api codes', async () => {
    const token = await signIn('s2', 'xmjl', 'Xmjl@2026');
    const menu = (await call('GET', '/pc/vmemu/load?module=pc', { token })).body.data as {
      menuUrl: string;
      power_value: number;
      children?: unknown[];
    }[];
    const admin = (await call('GET', '/pc/vmemu/load?module=pc', { token: await signIn('s2') })).body
      .data as typeof menu;
    expect(admin.some((m) => m.menuUrl === '/system')).toBe(true);
    expect(menu.some((m) => m.menuUrl === '/system')).toBe(false);
    const bits = (items: typeof menu): number[] =>
      items.flatMap((m) => [m.power_value, ...bits((m.children ?? []) as typeof menu)]);
    expect(bits(admin).some((b) => b & 8)).toBe(true);
    expect(bits(menu).some((b) => b & 8)).toBe(false);
    const info = (await call('GET', '/adm-system/user/userInfo', { token })).body.data;
    expect(info.apiCodeList).toContain('worker:add');
    expect(info.apiCodeList).not.toContain('team:delete');
  });

  it('接口权限: a call whose x-api-code the account lacks is refused with code 403 and changes nothing', async () => {
    const xmjl = await signIn('api-codes', 'xmjl', 'Xmjl@2026');
    const refused = await call('POST', '/pc/team/del/3005', { token: xmjl });
    expect(refused.status).toBe(200);
    expect(refused.body).toEqual({ code: 403, msg: '没有该操作的权限（team:delete）', data: null });
    const teams = async (token: string) =>
      ((await call('GET', '/pc/team/list?pageNum=1&pageSize=100', { token })).body.data.list as { id: number }[]).map(
        (t) => t.id,
      );
    expect(await teams(xmjl)).toContain(3005);
    // A granted code passes the check (the call then answers by its own rules), and the administrator holds them all.
    expect((await call('POST', '/pc/team/checkin', { token: xmjl, body: { id: 3005 } })).body.code).not.toBe(403);
    const admin = await signIn('api-codes');
    expect((await call('POST', '/pc/team/del/3005', { token: admin })).body.code).not.toBe(403);
  });

  it('菜单权限: powers granted to a role in a world show in that role’s menu there', async () => {
    const token = await signIn('menu-powers');
    const seal = async (t: string) => {
      const menu = (await call('GET', '/pc/vmemu/load?module=pc', { token: t })).body.data as {
        rid: number;
        power_value: number;
        children?: unknown[];
      }[];
      const all = (items: typeof menu): typeof menu =>
        items.flatMap((m) => [m, ...all((m.children ?? []) as typeof menu)]);
      return all(menu).find((m) => m.rid === 1505)?.power_value;
    };
    expect(await seal(token)).toBe(258);
    expect(
      (
        await call('POST', '/pc/vmemu/power/edit', {
          token,
          body: { role_id: 1, menus: [{ menu_id: 1505, power_value: 266 }] },
        })
      ).body.code,
    ).toBe(0);
    expect(await seal(token)).toBe(266);
    expect(await seal(await signIn('menu-powers-other'))).toBe(258);
  });

  it('菜单权限: the role’s power list reads back the whole set saved (整体覆盖), other roles as seeded', async () => {
    const token = await signIn('menu-powers-list');
    type Node = { menu_id: number; checked: boolean; power_value: number; children?: Node[] };
    const powers = async (role: number) => {
      const tree = (await call('GET', `/pc/vmemu/power/list/${role}`, { token })).body.data as Node[];
      const all = (items: Node[]): Node[] => items.flatMap((m) => [m, ...all(m.children ?? [])]);
      return new Map(all(tree).map((m) => [m.menu_id, m]));
    };
    const seeded = await powers(3);
    const other = await powers(2);
    expect(seeded.get(1401)).toMatchObject({ checked: true, power_value: 14 });
    expect(seeded.get(1802)?.checked).toBe(false);
    const menus = [
      { menu_id: 1800, power_value: 0 },
      { menu_id: 1802, power_value: 10 },
      { menu_id: 1401, power_value: 6 },
    ];
    expect((await call('POST', '/pc/vmemu/power/edit', { token, body: { role_id: 3, menus } })).body.code).toBe(0);
    const saved = await powers(3);
    expect(saved.get(1802)).toMatchObject({ checked: true, power_value: 10 });
    expect(saved.get(1401)).toMatchObject({ checked: true, power_value: 6 });
    expect(saved.get(1403)).toMatchObject({ checked: false, power_value: 0 });
    expect(await powers(2)).toEqual(other);
  });

  it('identity switch answers the chosen identity with a new token', async () => {
    const token = await signIn('s3');
    const res = await call('POST', '/pc/account/change/identities', { token, body: { innerid: 'ID0002' } });
    expect(res.body.data).toMatchObject({ innerid: 'ID0002', source: 4, project_id: 1001 });
    expect(res.body.data.token).not.toBe(token);
    expect((await call('POST', '/pc/account/change/identities', { token, body: { innerid: 'ID9999' } })).body.msg).toBe(
      '没有该身份',
    );
  });

  it('a switch to the branch identity answers the branch as the organisation, and its lists keep to the branch', async () => {
    const token = await signIn('s4');
    // The same list asked by the same account before the switch (the company sees every branch's projects): the
    // answer the world keeps for one identity is not the other's.
    const before = await call('GET', '/pc/project/page?pageNum=1&pageSize=50', { token });
    const res = await call('POST', '/pc/account/change/identities', { token, body: { innerid: 'ID0003' } });
    expect(res.body.data).toMatchObject({ innerid: 'ID0003', source: 3, org_batch_id: 11 });
    const branch = res.body.data.token as string;
    const projects = await call('GET', '/pc/project/page?pageNum=1&pageSize=50', { token: branch });
    expect(projects.body.data.total).toBeGreaterThan(0);
    expect(projects.body.data.total).toBeLessThan(before.body.data.total);
    expect(projects.body.data.list.every((p: { org_batch_id: number }) => p.org_batch_id === 11)).toBe(true);
  });
});

describe('reads answer the world', () => {
  let token = '';
  beforeAll(async () => {
    token = await signIn('reads');
  });

  it('工人花名册: the total the example claims is the number of rows, and page 2 differs from page 1', async () => {
    const p1 = (await call('GET', '/pc/worker/list?pageNum=1&pageSize=10', { token })).body.data;
    const p2 = (await call('GET', '/pc/worker/list?pageNum=2&pageSize=10', { token })).body.data;
    expect(p1.total).toBe(326);
    expect(p1.list).toHaveLength(10);
    expect(p2.pageNum).toBe(2);
    const ids = new Set(p1.list.map((r: { id: number }) => r.id));
    expect(p2.list.some((r: { id: number }) => ids.has(r.id))).toBe(false);
    const last = (await call('GET', '/pc/worker/list?pageNum=33&pageSize=10', { token })).body.data;
    expect(last.list).toHaveLength(6);
  });

  it('filters: name (name, mobile or ID number contains), team equals, and the total counts only matches', async () => {
    const all = (await call('GET', '/pc/worker/list?pageNum=1&pageSize=1000', { token })).body.data.list as {
      name: string;
      team_id: number;
      mobile: string;
    }[];
    const byTeam = (await call('GET', '/pc/worker/list?pageNum=1&pageSize=1000&team_id=3002', { token })).body.data;
    expect(byTeam.total).toBe(all.filter((r) => r.team_id === 3002).length);
    expect(byTeam.list.every((r: { team_id: number }) => r.team_id === 3002)).toBe(true);
    const byName = (
      await call('GET', `/pc/worker/list?pageNum=1&pageSize=1000&name=${encodeURIComponent('张')}`, { token })
    ).body.data;
    expect(byName.total).toBe(all.filter((r) => r.name.includes('张')).length);
    expect(byName.total).toBeGreaterThan(0);
    const byMobile = (await call('GET', '/pc/worker/list?pageNum=1&pageSize=10&name=13957112301', { token })).body.data;
    expect(byMobile.list.map((r: { name: string }) => r.name)).toEqual(['张建国']);
  });

  it('an equality filter keeps answering the world after writes: a worker moved to another team leaves its list there only', async () => {
    const token = await signIn('index-a');
    const other = await signIn('index-b');
    const team = async (t: string, id: number) =>
      (await call('GET', `/pc/worker/list?pageNum=1&pageSize=1000&team_id=${id}`, { token: t })).body.data as {
        total: number;
        list: { id: number; project_id: number; corp_id: number; name: string; id_card: string; mobile: string }[];
      };
    const before = await team(token, 3002); // the first read builds the index
    const target = await team(token, 3003);
    const w = before.list[0] as (typeof before.list)[number];
    const { id, project_id, corp_id, name, id_card, mobile } = w;
    const edit = await call('POST', '/pc/worker/edit', {
      token,
      body: { id, project_id, corp_id, name, id_card, mobile, team_id: 3003 },
    });
    expect(edit.body.code).toBe(0);
    const after = await team(token, 3002);
    expect(after.total).toBe(before.total - 1);
    expect(after.list.some((r) => r.id === id)).toBe(false);
    const moved = await team(token, 3003);
    expect(moved.total).toBe(target.total + 1);
    expect(moved.list.some((r) => r.id === id)).toBe(true);
    // With a text filter on top, and in a world that did not change.
    const both = await call(
      'GET',
      `/pc/worker/list?pageNum=1&pageSize=1000&team_id=3003&name=${encodeURIComponent(name)}`,
      {
        token,
      },
    );
    expect(both.body.data.list.map((r: { id: number }) => r.id)).toContain(id);
    // A second change of the same (now the world's own) table: moved back.
    await call('POST', '/pc/worker/edit', {
      token,
      body: { id, project_id, corp_id, name, id_card, mobile, team_id: 3002 },
    });
    expect((await team(token, 3002)).total).toBe(before.total);
    expect((await team(token, 3003)).total).toBe(target.total);
    expect((await team(other, 3002)).total).toBe(before.total);
  });

  it('a ranking sorts by the field the request names, renumbers its ranks, and takes the top N in the asked order', async () => {
    const rank = async (q: string) =>
      (await call('GET', `/pc/org/index/project/rank?orgId=1&${q}`, { token })).body.data as {
        rank: number;
        alarm_month: number;
        score: number;
      }[];
    const byAlarms = await rank('sort_by=alarm_month');
    expect(byAlarms.map((r) => r.alarm_month)).toEqual([...byAlarms.map((r) => r.alarm_month)].sort((a, b) => b - a));
    expect(byAlarms.map((r) => r.rank)).toEqual(byAlarms.map((_, i) => i + 1));
    const byScore = await rank('');
    expect(byScore.map((r) => r.score)).toEqual([...byScore.map((r) => r.score)].sort((a, b) => b - a));
    const low = (await call('GET', '/pc/evaluation/totalScoreRank?project_id=1001&order=asc&top=3', { token })).body
      .data as { rank: number; total_score: number }[];
    expect(low).toHaveLength(3);
    expect(low.map((r) => r.total_score)).toEqual([...low.map((r) => r.total_score)].sort((a, b) => a - b));
    expect(low[0]?.rank).toBe(1);
  });

  it('page/limit paging in a JSON body (helmet workers)', async () => {
    const a = (await call('POST', '/star/laborhat/worker', { token, body: { page: 1, limit: 5 } })).body.data;
    const b = (await call('POST', '/star/laborhat/worker', { token, body: { page: 2, limit: 5 } })).body.data;
    expect(a.list).toHaveLength(5);
    expect(a.total).toBe(236);
    expect(b.list[0].id).not.toBe(a.list[0].id);
  });

  it('a date range keeps the rows inside it', async () => {
    const res = (
      await call('POST', '/star/laborhat/alarm', {
        token,
        body: { start_date: '2026-11-22', end_date: '2026-11-23', page: 1, limit: 100 },
      })
    ).body.data;
    expect(res.list.length).toBeGreaterThan(0);
    expect(
      res.list.every(
        (r: { alarm_time: string }) => r.alarm_time >= '2026-11-22' && r.alarm_time.slice(0, 10) <= '2026-11-23',
      ),
    ).toBe(true);
  });

  it('a detail answers the record with that id; an unknown id answers a failure envelope', async () => {
    const ok = await call('GET', '/pc/worker/complaint/detail/9504', { token });
    expect(ok.body.data.id).toBe(9504);
    const missing = await call('GET', '/pc/worker/complaint/detail/1', { token });
    expect(missing.status).toBe(200);
    expect(missing.body.code).toBe(500);
    expect(missing.body.msg).toContain('记录不存在');
  });

  it('属地树: every node, province and city too, is an area that reads back; a new province is a root', async () => {
    const t = await signIn('land-tree');
    const tree = async () => (await call('POST', '/star/landAreaList/tree', { token: t, body: {} })).body.data;
    type Node = { id: number; label: string; children?: Node[] };
    const walk = (nodes: Node[], parent: number | null): [Node, number | null][] =>
      nodes.flatMap((n) => [[n, parent] as [Node, number | null], ...walk(n.children ?? [], n.id)]);
    const nodes = walk(await tree(), null);
    expect(nodes.length).toBeGreaterThan(2);
    for (const [node, parent] of nodes) {
      const area = (await call('GET', `/star/landAreaList/get?id=${node.id}`, { token: t })).body;
      expect(area.code, `${node.label} (${node.id})`).toBe(0);
      expect(area.data).toMatchObject({ id: node.id, areaName: node.label, parentId: parent });
    }
    // The areas listed under a node are its children in the tree.
    const [root] = await tree();
    const under = (
      await call('POST', '/star/landAreaList/page', { token: t, body: { pageNum: 1, pageSize: 50, parentId: root.id } })
    ).body.data;
    expect(under.list.map((a: Node) => a.id)).toEqual(root.children.map((c: Node) => c.id));
    const added = await call('POST', '/star/landAreaList/add', {
      token: t,
      body: { id: 320000, areaName: '江苏省', parentId: null, level: 1, status: 1, sort: 2 },
    });
    expect(added.body.code).toBe(0);
    // Roots in code order: 江苏 (320000) before 浙江 (330000).
    expect((await tree()).map((n: Node) => n.label)).toEqual(['江苏省', '浙江省']);
  });

  it('the same seed gives the same world; generated rows keep relations that exist', async () => {
    const again = await startMock({ port: 0, say: () => {} });
    try {
      const t2 = (
        await (
          await fetch(`${again.url}/pc/account/login_v2`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ account: 'admin', password: 'Admin@2026' }),
          })
        ).json()
      ).data.token;
      const a = (await call('GET', '/pc/worker/list?pageNum=20&pageSize=10', { token })).body.data.list;
      const b = (
        await (
          await fetch(`${again.url}/pc/worker/list?pageNum=20&pageSize=10`, {
            headers: { authorization: `Bearer ${t2}` },
          })
        ).json()
      ).data.list;
      expect(b).toEqual(a);
      // Each generated worker is in a team that exists, and carries that team's company and project.
      type Team = { id: number; project_id: number; corp_id: number; team_name: string };
      const teams = new Map<number, Team>(
        (await call('GET', '/pc/team/list?pageNum=1&pageSize=500', { token })).body.data.list.map((t: Team) => [
          t.id,
          t,
        ]),
      );
      type Worker = { team_id: number; project_id: number; corp_id: number; team_name: string };
      for (const w of a as Worker[])
        expect([w.project_id, w.corp_id, w.team_name]).toEqual([
          teams.get(w.team_id)?.project_id,
          teams.get(w.team_id)?.corp_id,
          teams.get(w.team_id)?.team_name,
        ]);
      // The generated workers are spread over the teams of several projects, not only the examples' project.
      expect(new Set([...teams.values()].map((t) => t.project_id)).size).toBeGreaterThan(4);
      expect(new Set(a.map((r: { id: number }) => r.id)).size).toBe(a.length);
    } finally {
      await again.close();
    }
  });

  it('--scale 10 holds ten times the rows', async () => {
    const big = await startMock({ port: 0, scale: 10, say: () => {} });
    try {
      const login = await (
        await fetch(`${big.url}/pc/account/login_v2`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ account: 'admin', password: 'Admin@2026' }),
        })
      ).json();
      const res = await (
        await fetch(`${big.url}/pc/worker/list?pageNum=1&pageSize=10`, {
          headers: { authorization: `Bearer ${login.data.token}` },
        })
      ).json();
      expect(res.data.total).toBe(3260);
    } finally {
      await big.close();
    }
  });
});

describe('writes change the world', () => {
  it('the home dashboards count the world: a worker added to the project raises 在册, and the rate follows', async () => {
    const token = await signIn('stats');
    const home = async () =>
      (await call('GET', '/pc/project/index/collect?project_id=1001', { token })).body.data as {
        worker_total: number;
        worker_onsite_today: number;
        attendance_rate: number;
        safe_days: number;
      };
    const registered = (
      await call('GET', '/pc/worker/list?pageNum=1&pageSize=1000&project_id=1001', { token })
    ).body.data.list.filter((r: { status: number }) => r.status !== 2).length;
    const before = await home();
    expect(before.worker_total).toBe(registered);
    expect(before.attendance_rate).toBe(Math.round((before.worker_onsite_today / before.worker_total) * 10000) / 100);
    // 安全生产天数: from the project's start date (as the world holds it) to the mock's today.
    const start = mock
      .world('stats')
      .rows('pageOrgProjects')
      .find((p) => p.project_id === 1001)?.start_date as string;
    expect(before.safe_days).toBe(Math.round((Date.parse(mock.today) - Date.parse(start)) / 86_400_000));
    // The cards read the world: the project's helmets, its open hazards and last month's settlement.
    const w = mock.world('stats');
    const card = (await call('GET', '/pc/project/index/collect?project_id=1001', { token })).body.data;
    const mine = (e: string, f = 'project_id') => w.rows(e).filter((r) => r[f] === 1001);
    expect(card.hat_total).toBe(
      mine('listHelmetWorkers').length + mine('listHelmetManagers').length + mine('listUnboundHelmets').length,
    );
    expect(card.trouble_open).toBe(
      mine('pageGridPointTasks', 'projectId').filter(
        (r) => r.troubleId != null && [0, 1, 2].includes(Number(r.troubleStatus)),
      ).length,
    );
    const [y, m] = mock.today.split('-').map(Number) as [number, number];
    const lastMonth = m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, '0')}`;
    const settled = mine('pageSalaryExpRecords', 'projectId').filter((e) => e.period === lastMonth);
    expect(card.wage.period).toBe(lastMonth);
    expect(card.wage.payable_amount).toBe(
      Math.round(settled.reduce((n, e) => n + Number(e.payableAmount), 0) * 100) / 100,
    );
    const org = (await call('GET', '/pc/org/index/collect?orgId=1', { token })).body.data;
    expect(org.project_count).toBe(w.rows('pageOrgProjects').length);
    expect(org.worker_total).toBe(w.rows('listOrgWorkers').filter((r) => [0, 1].includes(Number(r.status))).length);
    // The org home's wage card is the sum of its 工资发放情况 rows; the ranking has one row per project.
    const wages = (await call('GET', '/pc/org/index/wages/collect?orgId=1', { token })).body.data as {
      payable_amount: number;
      trouble_project_count: number;
    }[];
    expect(org.wage_payable).toBe(Math.round(wages.reduce((n, r) => n + r.payable_amount, 0) * 100) / 100);
    expect(org.trouble_wage_project_count).toBe(wages.reduce((n, r) => n + r.trouble_project_count, 0));
    const rank = (await call('GET', '/pc/org/index/project/rank?orgId=1&sort_by=attendance_rate', { token })).body
      .data as { project_id: number; worker_total: number; rank: number }[];
    expect(rank.map((r) => r.project_id).sort()).toEqual(
      w
        .rows('pageOrgProjects')
        .map((p) => p.project_id)
        .sort(),
    );
    expect(rank.find((r) => r.project_id === 1001)?.worker_total).toBe(before.worker_total);
    const added = await call('POST', '/pc/worker/edit', {
      token,
      body: {
        project_id: 1001,
        corp_id: 2001,
        team_id: 3002,
        name: '统计新人',
        id_card: '330106199001011234',
        mobile: '13900001111',
      },
    });
    expect(added.body.code).toBe(0);
    expect((await home()).worker_total).toBe(before.worker_total + 1);
    expect((await call('GET', '/pc/org/index/collect?orgId=1', { token })).body.data.worker_total).toBe(
      org.worker_total + 1,
    );
    // Another world and the example mode are not moved.
    const other = await signIn('stats-other');
    expect(
      (await call('GET', '/pc/project/index/collect?project_id=1001', { token: other })).body.data.worker_total,
    ).toBe(before.worker_total);
    const example = await call('GET', '/pc/project/index/collect?project_id=1001', {
      token,
      headers: { 'x-mock-mode': 'examples' },
    });
    expect(example.body.data.worker_total).toBe(486);
  });

  it('option lists answer the world: a new team is offered at once, under its company only; names never repeat', async () => {
    const token = await signIn('options');
    const teams = async (q: string) =>
      (await call('GET', `/pc/worker/attendancedetail/allTeamByProject?project_id=1001${q}`, { token })).body.data as {
        value: number;
        label: string;
      }[];
    const all = await teams('');
    expect(new Set(all.map((o) => o.label)).size).toBe(all.length); // generated teams are 木工一班2 …, not 木工一班 again
    await call('POST', '/pc/team/edit', {
      token,
      body: { team_name: '防水班', project_id: 1001, corp_id: 2002, leader_worker_id: 4007, work_type: '防水工' },
    });
    expect((await teams('')).map((o) => o.label)).toContain('防水班');
    const of2002 = await teams('&company_id=2002');
    expect(of2002.map((o) => o.label)).toContain('防水班');
    expect((await teams('&company_id=2001')).map((o) => o.label)).not.toContain('防水班');
    const companies = (await call('GET', '/pc/company/select/list?project_id=1001', { token })).body.data as {
      value: number;
    }[];
    expect(new Set(companies.map((c) => c.value)).size).toBe(companies.length);
    expect(companies.map((c) => c.value)).toContain(2002);
  });

  it('whether a project has started pre-settlement is read from its pre-settlements', async () => {
    const token = await signIn('exp-started');
    const started = async (id: number) =>
      (await call('GET', `/star/salaryExpList/isExp?projectId=${id}`, { token })).body.data as {
        isExp: boolean;
        expCount: number;
      };
    const records = (await call('POST', '/star/salaryExpList/page', { token, body: { pageNum: 1, pageSize: 100 } }))
      .body.data.list as { projectId: number }[];
    expect(await started(1001)).toMatchObject({
      isExp: true,
      expCount: records.filter((r) => r.projectId === 1001).length,
    });
    for (const id of [1005, 1009])
      expect(await started(id)).toMatchObject({
        isExp: records.some((r) => r.projectId === id),
        expCount: records.filter((r) => r.projectId === id).length,
      });
    // A project with none (a project id no settlement names).
    expect(await started(1099)).toMatchObject({ isExp: false, expCount: 0 });
  });

  it('新增 a team (edit without an id): it comes first and the total rises; edit changes it; delete removes it', async () => {
    const token = await signIn('writes');
    const list = async (q = '') => (await call('GET', `/pc/team/list?pageNum=1&pageSize=10${q}`, { token })).body.data;
    const before = (await list()).total;
    const added = await call('POST', '/pc/team/edit', {
      token,
      body: {
        team_name: '防水班',
        project_id: 1001,
        corp_id: 2002,
        leader_worker_id: 4007,
        work_type: '防水工',
        remark: '地下车库防水',
      },
    });
    expect(added.body.code).toBe(0);
    const after = await list();
    expect(after.total).toBe(before + 1);
    expect(after.list[0]).toMatchObject({ team_name: '防水班', corp_id: 2002, corp_name: '江苏顺安建筑劳务有限公司' });
    const id = after.list[0].id;
    expect(id).toBeGreaterThan(3006);
    await call('POST', '/pc/team/edit', {
      token,
      body: { id, team_name: '防水二班', project_id: 1001, corp_id: 2002 },
    });
    expect((await list(`&team_name=${encodeURIComponent('防水二班')}`)).total).toBe(1);
    expect((await call('POST', `/pc/team/del/${id}`, { token })).body.code).toBe(0);
    expect((await list()).total).toBe(before);
    expect((await call('POST', `/pc/team/del/${id}`, { token })).body.msg).toContain('记录不存在');
  });

  it('§4 complaint: accept, then deal; accepting twice or dealing before accepting is refused with its reason', async () => {
    const token = await signIn('complaint');
    const status = async (id: number) =>
      (await call('GET', `/pc/worker/complaint/detail/${id}`, { token })).body.data.status;
    expect(await status(9505)).toBe(0);
    const early = await call('POST', '/orgdept/complaint/deal', {
      token,
      body: { id: 9505, dealResult: 1, dealContent: '处理' },
    });
    expect(early.body).toEqual({ code: 500, msg: '只有处理中的投诉可以办结', data: null });
    expect(await status(9505)).toBe(0);
    expect(
      (await call('POST', '/orgdept/complaint/accept', { token, body: { id: 9505, comment: '受理' } })).body.code,
    ).toBe(0);
    expect(await status(9505)).toBe(1);
    expect((await call('POST', '/orgdept/complaint/accept', { token, body: { id: 9505 } })).body.msg).toBe(
      '只有待受理的投诉可以受理',
    );
    expect(
      (
        await call('POST', '/orgdept/complaint/deal', {
          token,
          body: { id: 9505, dealResult: 1, dealContent: '已补发' },
        })
      ).body.code,
    ).toBe(0);
    expect(await status(9505)).toBe(2);
  });

  it('§4 team: check in a waiting team, exit it; exit again is refused', async () => {
    const token = await signIn('team');
    expect(
      (await call('POST', '/pc/team/checkin', { token, body: { id: 3005, checkin_date: '2026-11-24' } })).body.code,
    ).toBe(0);
    expect(
      (await call('POST', '/pc/team/exit', { token, body: { id: 3005, exit_date: '2026-11-25', exit_reason: '完工' } }))
        .body.code,
    ).toBe(0);
    expect(
      (await call('POST', '/pc/team/exit', { token, body: { id: 3005, exit_date: '2026-11-25', exit_reason: '完工' } }))
        .body.msg,
    ).toBe('只有在场的班组可以退场');
  });

  it('工资汇总: each level sums the settlements, and follows a settlement worker’s change', async () => {
    const t = await signIn('salary-levels');
    type Row = Record<string, number | string>;
    const list = async (level: string, body: Record<string, unknown> = {}) =>
      (await call('POST', `/star/salaryExpList/${level}`, { token: t, body: { pageNum: 1, pageSize: 1000, ...body } }))
        .body.data.list as Row[];
    const AMOUNTS = ['workerCount', 'attendDays', 'payableAmount', 'deductAmount', 'paidAmount', 'unpaidAmount'];
    const sum = (rows: Row[]) =>
      Object.fromEntries(AMOUNTS.map((f) => [f, Math.round(rows.reduce((n, r) => n + Number(r[f]), 0) * 100) / 100]));
    const check = async () => {
      const settlements = await list('page');
      const projects = await list('listProject');
      expect(projects.length).toBe(settlements.length);
      for (const b of await list('listBranch')) {
        const mine = settlements.filter((s) => s.branchId === b.branchId && s.period === b.period);
        expect(b.projectCount).toBe(new Set(mine.map((s) => s.projectId)).size);
        expect(sum([b])).toEqual(sum(mine));
      }
      const org = await list('listOrg');
      for (const period of new Set(settlements.map((s) => s.period))) {
        const of = (type: string) => org.filter((o) => o.period === period && o.orgType === type);
        expect(of('gs')).toHaveLength(1);
        expect(sum(of('gs'))).toEqual(sum(settlements.filter((s) => s.period === period)));
        expect(sum(of('fgs'))).toEqual(sum(of('gs')));
        expect(sum(of('xm'))).toEqual(sum(of('gs')));
      }
      // A settlement's companies and teams add up to it.
      const [first] = settlements as [Row];
      const companies = (await list('listCompany', { period: first.period, projectId: first.projectId })).filter(
        (c) => c.period === first.period,
      );
      expect(sum(companies).payableAmount).toBe(first.payableAmount);
      const teams = await list('listTeam', { period: first.period, projectId: first.projectId });
      expect(sum(teams).payableAmount).toBe(first.payableAmount);
      // …and so do its workers (工人工资明细 is the settlement's worker rows), one row per worker.
      const people = await list('listWorker', { period: first.period, projectId: first.projectId });
      expect(people).toHaveLength(Number(first.workerCount));
      expect(new Set(people.map((p) => p.workerId)).size).toBe(people.length);
      expect({ ...sum(people), workerCount: people.length }).toEqual(sum([first]));
      // 人员类别: a team's leader 2, the special trades 3, anyone else 1; 发放方式: a specialist subcontractor's
      // workers are paid by the company (2), everyone else through the wage account (1).
      for (const p of people) {
        const special = ['电工', '焊工', '架子工'].includes(String(p.workType));
        expect(p.workerCategory === 2 || p.workerCategory === (special ? 3 : 1)).toBe(true);
        const company = companies.find((c) => c.companyId === p.companyId);
        expect(p.payMode).toBe(company?.companyType === '专业分包' ? 2 : 1);
      }
      expect(people.some((p) => p.workerCategory === 2)).toBe(true);
      return { first, people };
    };
    const { first } = await check();
    // A worker's days and pay changed in the settlement: every level moves with it.
    const workers = (
      await call('POST', '/star/salaryExpWorkerList/listByExp', {
        token: t,
        body: { pageNum: 1, pageSize: 1, expId: first.id },
      })
    ).body.data.list as Row[];
    const w = workers[0] as Row;
    const saved = await call('POST', '/star/salaryExpWorkerList/saveByExp', {
      token: t,
      body: { expId: first.id, workers: [{ ...w, attendDays: 1, dailyWage: 100, payableAmount: 100 }] },
    });
    expect(saved.body.code).toBe(0);
    const after = await check();
    expect(after.first.payableAmount).toBe(
      Math.round((Number(first.payableAmount) - Number(w.payableAmount) + 100) * 100) / 100,
    );
    expect(after.people.find((p) => p.workerId === w.workerId)).toMatchObject({
      attendDays: 1,
      dailyWage: 100,
      payableAmount: 100,
    });
  });

  it('bind a helmet: it leaves the unbound list and appears in the history; binding it again is refused', async () => {
    const token = await signIn('bind');
    const unbound = async () =>
      ((await call('GET', '/star/laborhat/nobind', { token })).body.data as { innerid: string }[]).map(
        (h) => h.innerid,
      );
    expect(await unbound()).toContain('HAT-M0005');
    const body = { innerid: 'HAT-M0005', name: '林峰', id: 5005, batch_id: 'B20261120001' };
    expect((await call('POST', '/star/laborhat/bindhat', { token, body })).body.code).toBe(0);
    expect(await unbound()).not.toContain('HAT-M0005');
    const history = (await call('GET', '/star/laborhat/history?innerid=HAT-M0005', { token })).body.data.list;
    expect(history[0]).toMatchObject({
      innerid: 'HAT-M0005',
      id: 5005,
      name: '林峰',
      return_time: null,
      operator_name: '王建华',
    });
    expect((await call('POST', '/star/laborhat/bindhat', { token, body })).body.msg).toBe(
      '该安全帽不在未绑定列表中（已绑定或不存在）',
    );
  });
});

describe('files', () => {
  it('a helmet batch from a real .xlsx: rows listed by batch, bad rows named with their sheet row and why', async () => {
    const token = await signIn('upload');
    const form = new FormData();
    form.append(
      'file',
      await sheet([
        ['姓名', '身份证号', '安全帽编号'],
        ['吴小军', '330106198805051234', 'HAT-A0101'],
        ['', '330106198805051235', 'HAT-A0102'],
        ['钱大海', '12345', 'HAT-A0103'],
      ]),
      '工人安全帽.xlsx',
    );
    const res = await call('POST', '/star/laborhat/uploadworker', { token, body: form });
    expect(res.body.data).toMatchObject({ total: 3, success_count: 1, fail_count: 2 });
    expect(res.body.data.errors).toEqual([
      { row: 3, msg: '姓名不能为空' },
      { row: 4, msg: '身份证号格式错误' },
    ]);
    const rows = (
      await call('GET', `/star/laborhat/uploadlist?batch_id=${res.body.data.batch_id}&page=1&limit=10000`, { token })
    ).body.data;
    expect(rows.total).toBe(3);
    expect(rows.list.map((r: { innerid: string; check_status: number }) => [r.innerid, r.check_status])).toEqual([
      ['HAT-A0101', 0],
      ['HAT-A0102', 2],
      ['HAT-A0103', 2],
    ]);
    const good = rows.list[0].id;
    expect((await call('POST', '/star/laborhat/sure', { token, body: { id: good } })).body.code).toBe(0);
    expect((await call('POST', '/star/laborhat/del', { token, body: { id: good } })).body.msg).toBe(
      '已确认绑定的行不能删除',
    );
  });

  it('a file that is not a spreadsheet is refused by an import call with a clear message', async () => {
    const token = await signIn('upload2');
    const form = new FormData();
    form.append('file', new Blob(['姓名,身份证号\n张三,1'], { type: 'text/csv' }), '名单.csv');
    const res = await call('POST', '/star/laborhat/uploadworker', { token, body: form });
    expect(res.body.code).toBe(500);
    expect(res.body.msg).toBe('请上传 Excel 表格（.xlsx），“名单.csv”不是表格文件');
  });

  it('an uploaded picture is kept and served at the URL the answer gives', async () => {
    const token = await signIn('upload3');
    const bytes = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3, 4, 250, 251]);
    const form = new FormData();
    form.append('file', new Blob([bytes], { type: 'image/png' }), '现场照片.png');
    const res = await call('POST', '/pc/file/upload', { token, body: form });
    const url = JSON.stringify(res.body.data).match(/\/api\/mock-assets\/files\/[^"]+/)?.[0] as string;
    expect(url).toBeTruthy();
    // Served to this world's sessions (the token; in a browser, the console's session cookie).
    const back = await fetch(`${mock.url}${url.replace(/^\/api/, '')}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(new Uint8Array(await back.arrayBuffer())).toEqual(bytes);
  });

  it('工人详情 更换照片: the picture uploaded with worker_id is the worker’s avatar from then on; an unknown worker is refused', async () => {
    const token = await signIn('upload-photo');
    const photo = (worker: string, name: string) => {
      const form = new FormData();
      form.append('worker_id', worker);
      form.append('file', new Blob([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 7, 8])], { type: 'image/jpeg' }), name);
      return call('POST', '/api/personnel/uploadimg', { token, body: form });
    };
    const before = (await call('GET', '/pc/worker/detail?id=4002', { token })).body.data.avatar;
    const res = await photo('4002', '李伟-人脸.jpg');
    expect(res.body.code).toBe(0);
    expect(res.body.data.url).toMatch(/^\/api\/mock-assets\/files\/.+\/%E6%9D%8E%E4%BC%9F-%E4%BA%BA%E8%84%B8\.jpg$/);
    const detail = (await call('GET', '/pc/worker/detail?id=4002', { token })).body.data;
    expect(detail.avatar).toBe(res.body.data.url);
    expect(detail.avatar).not.toBe(before);
    // Another worker keeps the avatar they had.
    expect((await call('GET', '/pc/worker/detail?id=4001', { token })).body.data.avatar).toBe(before);
    // A worker the roster does not hold: refused, and the file is not kept.
    const files = mock.world('upload-photo').files.size;
    const unknown = await photo('999999', '无此人.jpg');
    expect(unknown.body).toMatchObject({ code: 500, msg: '工人不存在或已被删除' });
    expect(mock.world('upload-photo').files.size).toBe(files);
  });

  it('an export holds the rows the same filter lists', async () => {
    const token = await signIn('export');
    const listed = (await call('GET', '/pc/worker/complaint/list?pageNum=1&pageSize=1000&status=1', { token })).body
      .data;
    const res = await call('GET', '/pc/worker/complaint/export?status=1', { token });
    expect(res.status).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.body as ArrayBuffer);
    expect(wb.worksheets[0]?.rowCount).toBe(listed.total + 1);
  });

  it('the example pictures are served by the mock (answers point at it)', async () => {
    const token = await signIn('pics');
    const info = (await call('GET', '/adm-system/user/userInfo', { token })).body.data;
    expect(info.avatar).toMatch(/^\/api\/mock-assets\/static\//);
    const img = await fetch(`${mock.url}${info.avatar.replace(/^\/api/, '')}`);
    expect(img.headers.get('content-type')).toContain('image/svg+xml');
  });
});

describe('bad input', () => {
  it('a request that breaks the contract names every field and why, for people and for tools', async () => {
    const token = await signIn('bad');
    const res = await call('GET', '/pc/worker/list?pageNum=x&status=7', { token });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe(400);
    expect(res.body.data).toBeNull();
    expect(res.body.msg).toContain('query.pageNum 应为整数');
    expect(res.body.msg).toContain('query.status 只能是 0、1、2 之一');
    expect(res.body.violations).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ in: 'query', field: 'pageNum', rule: 'type' }),
        expect.objectContaining({ in: 'query', field: 'status', rule: 'enum' }),
      ]),
    );
    expect(JSON.parse(res.headers.get('x-mock-violations') as string)).toEqual(res.body.violations);
    const missing = await call('POST', '/pc/account/login_v2', { body: { account: 'admin' } });
    expect(missing.body.msg).toBe('请求不符合接口约定：body.password 必填，不能缺少');
  });

  it('a body over the limit is 413; a malformed escape is 400; unknown paths are 404 envelopes', async () => {
    const token = await signIn('bad');
    const big = await call('POST', '/star/laborhat/worker', { token, body: { name: 'x'.repeat(1_100_000) } });
    expect(big.status).toBe(413);
    expect(big.body.msg).toBe('请求体过大：请求体不能超过 1 MB');
    const esc = await call('GET', '/pc/worker/%zz', { token });
    expect(esc.status).toBe(400);
    expect(esc.body.code).toBe(400);
    expect((await call('GET', '/no/such/call', { token })).body).toEqual({
      code: 404,
      msg: '接口不存在：GET /no/such/call',
      data: null,
    });
  });

  it('CORS answers loopback origins only (unless configured)', async () => {
    const ok = await fetch(`${mock.url}/pc/account/login_v2`, {
      method: 'OPTIONS',
      headers: { origin: 'http://127.0.0.1:5173', 'access-control-request-method': 'POST' },
    });
    expect(ok.status).toBe(204);
    expect(ok.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:5173');
    const foreign = await fetch(`${mock.url}/pc/account/login_v2`, {
      method: 'OPTIONS',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(foreign.status).toBe(403);
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('Prefer works on every call', () => {
  it('code=500 on a list, an export and an upload; envelope=… gives a business failure in HTTP 200; example=… picks one', async () => {
    const token = await signIn('prefer');
    for (const [method, path] of [
      ['GET', '/pc/worker/list'],
      ['GET', '/pc/worker/complaint/export'],
      ['POST', '/star/laborhat/uploadworker'],
    ] as const) {
      const res = await call(method, path, { token, headers: { prefer: 'code=500' } });
      expect(res.status).toBe(500);
      expect(res.body).toEqual({ code: 500, msg: '服务繁忙，请稍后再试', data: null });
    }
    const biz = await call('GET', '/pc/worker/list', {
      token,
      headers: { prefer: `envelope=601, msg=${encodeURIComponent('该项目已停用')}` },
    });
    expect(biz.status).toBe(200);
    expect(biz.body).toEqual({ code: 601, msg: '该项目已停用', data: null });
    const ex = await call('POST', '/pc/account/login_v2', {
      headers: { prefer: 'example=wrongPassword' },
      body: { account: 'admin', password: 'Admin@2026' },
    });
    expect(ex.body).toEqual({ code: 500, msg: '账号或密码错误' });
  });
});

describe('worlds for QA', () => {
  it('two worlds changing the same list stay apart', async () => {
    const [a, b] = await Promise.all([signIn('qa-a'), signIn('qa-b')]);
    await Promise.all([
      call('POST', '/pc/team/edit', { token: a, body: { team_name: '甲世界班组', project_id: 1001, corp_id: 2001 } }),
      call('POST', '/pc/team/edit', { token: b, body: { team_name: '乙世界班组', project_id: 1001, corp_id: 2001 } }),
    ]);
    const first = async (token: string) =>
      (await call('GET', '/pc/team/list?pageNum=1&pageSize=1', { token })).body.data;
    expect((await first(a)).list[0].team_name).toBe('甲世界班组');
    expect((await first(b)).list[0].team_name).toBe('乙世界班组');
    expect((await first(a)).total).toBe(15);
    // A token signed in to one world is refused in another (401), never silently used there.
    const crossed = await call('GET', '/pc/team/list?pageNum=1&pageSize=1', { token: a, world: 'qa-b' });
    expect(crossed.status).toBe(401);
    expect(crossed.body.msg).toBe('登录令牌属于世界 qa-a，不能用于世界 qa-b（X-Mock-World 或 mock_world Cookie）');
  });

  it('snapshot, reset and restore a world', async () => {
    const token = await signIn('qa-c');
    await call('POST', '/pc/team/edit', { token, body: { team_name: '快照班组', project_id: 1001, corp_id: 2001 } });
    const snap = await (await fetch(`${mock.url}/__mock/worlds/qa-c`)).json();
    expect(snap.format).toBe('site-mock-world/1');
    await fetch(`${mock.url}/__mock/worlds/qa-c/reset`, { method: 'POST', headers: { 'x-mock-control': '1' } });
    expect((await call('GET', '/pc/team/list?pageNum=1&pageSize=1', { token })).body.data.total).toBe(14);
    await fetch(`${mock.url}/__mock/worlds/qa-c`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(snap),
    });
    expect((await call('GET', '/pc/team/list?pageNum=1&pageSize=1', { token })).body.data.list[0].team_name).toBe(
      '快照班组',
    );
    const info = (await (await fetch(`${mock.url}/__mock`)).json()).data;
    expect(info.accounts.map((x: { account: string }) => x.account)).toEqual(['admin', 'xmjl', 'fgs01']);
    expect(info.worlds.find((w: { id: string }) => w.id === 'qa-c').changed).toContain('listOrgTeams');
  });

  it('a saved world file starts the default world', async () => {
    const token = await signIn('qa-d');
    await call('POST', '/pc/team/edit', {
      token,
      body: { team_name: '文件世界班组', project_id: 1001, corp_id: 2001 },
    });
    const snap = await (await fetch(`${mock.url}/__mock/worlds/qa-d`)).json();
    const other = await startMock({ port: 0, world: snap, say: () => {} });
    try {
      const t = (
        await (
          await fetch(`${other.url}/pc/account/login_v2`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ account: 'admin', password: 'Admin@2026' }),
          })
        ).json()
      ).data.token;
      const list = await (
        await fetch(`${other.url}/pc/team/list?pageNum=1&pageSize=1`, { headers: { authorization: `Bearer ${t}` } })
      ).json();
      expect(list.data.list[0].team_name).toBe('文件世界班组');
    } finally {
      await other.close();
    }
  });

  it('faults: the next calls of an operation fail as asked (business envelope, HTTP status, a path pattern), then it answers again', async () => {
    const token = await signIn('qa-faults');
    const control = (method: string, path: string, body?: unknown) =>
      fetch(`${mock.url}/__mock/worlds/qa-faults/${path}`, {
        method,
        headers: { 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    await control('POST', 'faults', { operation: 'listOrgTeams', msg: '班组服务维护中', times: 1 });
    expect((await call('GET', '/pc/team/list', { token })).body).toEqual({
      code: 500,
      msg: '班组服务维护中',
      data: null,
    });
    expect((await call('GET', '/pc/team/list', { token })).body.code).toBe(0);
    await control('POST', 'faults', [
      { operation: 'getUserInfo', status: 401 },
      { path: '^/pc/worker/', code: 422, msg: '账号已在别处登录' },
    ]);
    const denied = await call('GET', '/adm-system/user/userInfo', { token });
    expect(denied.status).toBe(401);
    expect(denied.body).toEqual({ code: 401, msg: '登录状态已过期，请重新登录', data: null });
    expect((await call('GET', '/pc/worker/list', { token })).body).toEqual({
      code: 422,
      msg: '账号已在别处登录',
      data: null,
    });
    expect((await call('GET', '/pc/worker/list', { token })).body.code).toBe(422); // no times: until cleared
    // Another world is not touched.
    expect((await call('GET', '/pc/worker/list', { token: await signIn('qa-faults-2') })).body.code).toBe(0);
    await control('DELETE', 'faults');
    expect((await call('GET', '/pc/worker/list', { token })).body.code).toBe(0);
    expect((await control('POST', 'faults', { msg: 'x' })).status).toBe(400);
    // A path that is not a pattern is refused when set, and calls keep answering.
    const bad = await control('POST', 'faults', { path: '(' });
    expect(bad.status).toBe(400);
    expect((await bad.json()).msg).toContain('不是合法的正则表达式');
    expect((await call('GET', '/pc/worker/list', { token })).body.code).toBe(0);
  });

  it('the journal gives back what a world received, a multipart body byte for byte', async () => {
    const token = await signIn('qa-journal');
    const bytes = new Uint8Array([0, 1, 2, 200, 255, 10, 13]);
    const form = new FormData();
    form.append('worker_id', '4001');
    form.append('file', new Blob([bytes], { type: 'image/jpeg' }), 'face.jpg');
    await call('POST', '/api/personnel/uploadimg', { token, body: form });
    await call('GET', '/pc/team/list?pageNum=2', { token });
    const got = (
      await (await fetch(`${mock.url}/__mock/worlds/qa-journal/requests?operation=uploadPersonnelImage`)).json()
    ).data;
    expect(got).toHaveLength(1);
    expect(got[0].contentType).toMatch(/^multipart\/form-data/);
    expect(got[0].body).toMatch(/name="worker_id"\r\n\r\n4001/);
    expect(got[0].body).toContain(Buffer.from(bytes).toString('latin1'));
    const all = (await (await fetch(`${mock.url}/__mock/worlds/qa-journal/requests`)).json()).data;
    expect(all.at(-1)).toMatchObject({
      operation: 'listOrgTeams',
      method: 'GET',
      path: '/pc/team/list',
      query: '?pageNum=2',
    });
  });

  it('rows can be arranged for a scenario: changed by where/set, or added', async () => {
    const token = await signIn('qa-rows');
    const patch = await fetch(`${mock.url}/__mock/worlds/qa-rows/rows/listOrgTeams`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ where: { id: 3006 }, set: { status: 1, exit_date: null } }),
    });
    expect((await patch.json()).data).toEqual({ count: 1 });
    expect(
      (await call('POST', '/pc/team/exit', { token, body: { id: 3006, exit_date: '2026-11-25', exit_reason: '完工' } }))
        .body.code,
    ).toBe(0);
    await fetch(`${mock.url}/__mock/worlds/qa-rows/rows/listOrgTeams`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify([{ id: 3901, team_name: '幕墙班', project_id: 1001, status: 0 }]),
    });
    const list = (await call('GET', '/pc/team/list?pageNum=1&pageSize=1', { token })).body.data;
    expect(list.total).toBe(15);
    expect(list.list[0].team_name).toBe('幕墙班');
    const none = await fetch(`${mock.url}/__mock/worlds/qa-rows/rows/listOrgTeams`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ where: { id: 1 }, set: { status: 1 } }),
    });
    expect(none.status).toBe(404);
  });

  it('few operations answer examples only, and each says why', () => {
    expect(mock.examplesOnly.length).toBeLessThan(260);
    expect(mock.examplesOnly.every((e) => e.why.length > 0)).toBe(true);
  });
});
