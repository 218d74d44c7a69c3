// The QA control surface through its typed client (@site/mock-server/client, issue #25): latency, network failures,
// stubs that take precedence over the world, verification with counts and near misses, and refusals of bad requests.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMock, type MockServer } from '@site/mock-server';
import { MockControlError, mockClient, type MockClient } from '@site/mock-server/client';

let mock: MockServer;
let client: MockClient;
let n = 0;
const fresh = () => client.world(`qa-${++n}`);

beforeAll(async () => {
  mock = await startMock({ port: 0, say: () => {} });
  client = mockClient({ url: mock.url });
});
afterAll(() => mock.close());

async function signIn(world: string): Promise<string> {
  const res = await fetch(`${mock.url}/pc/account/login_v2`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-mock-world': world },
    body: JSON.stringify({ account: 'admin', password: 'Admin@2026' }),
  });
  return ((await res.json()) as { data: { token: string } }).data.token;
}

/** A call in a world, as the console makes it. */
async function call(world: string, token: string, path: string, body?: unknown) {
  return fetch(`${mock.url}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      'x-mock-world': world,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

const TEAMS = '/pc/team/list?pageNum=1&pageSize=5';

describe('latency', () => {
  it('a delay slows only its operation, which then answers from the world; a range waits within it', async () => {
    const w = fresh();
    const token = await signIn(w.name);
    await w.delay('listOrgTeams', 400, { times: 1 });
    let t = performance.now();
    const slow = await call(w.name, token, TEAMS);
    expect(performance.now() - t).toBeGreaterThanOrEqual(390);
    expect(((await slow.json()) as { data: { total: number } }).data.total).toBeGreaterThan(0);
    t = performance.now();
    await call(w.name, token, TEAMS);
    expect(performance.now() - t).toBeLessThan(390);
    await w.delay('listOrgTeams', [150, 250], { times: 1 });
    t = performance.now();
    await call(w.name, token, TEAMS);
    expect(performance.now() - t).toBeGreaterThanOrEqual(145);
  });
});

describe('network failures', () => {
  it('reset cuts the connection, empty closes it with no answer, truncated sends half the body', async () => {
    const w = fresh();
    const token = await signIn(w.name);
    await w.network('listOrgTeams', 'reset', { times: 1 });
    await expect(call(w.name, token, TEAMS)).rejects.toThrow();
    await w.network('listOrgTeams', 'empty', { times: 1 });
    await expect(call(w.name, token, TEAMS)).rejects.toThrow();
    await w.network('listOrgTeams', 'truncated', { times: 1 });
    await expect(call(w.name, token, TEAMS).then((r) => r.json())).rejects.toThrow();
    // Used up: the next call answers.
    expect((await call(w.name, token, TEAMS)).status).toBe(200);
  });
});

describe('stubs', () => {
  it('answer instead of the world for the calls whose query holds the subset, as many times as asked', async () => {
    const w = fresh();
    const token = await signIn(w.name);
    await w.stub(
      'listOrgTeams',
      { total: 1, pageNum: 1, pageSize: 5, list: [] },
      { query: { project_id: 1001 }, times: 1 },
    );
    const other = (await (await call(w.name, token, `${TEAMS}&corp_id=2001`)).json()) as { data: { total: number } };
    expect(other.data.total).toBeGreaterThan(0);
    const stubbed = (await (await call(w.name, token, `${TEAMS}&project_id=1001`)).json()) as { data: unknown };
    expect(stubbed.data).toEqual({ total: 1, pageNum: 1, pageSize: 5, list: [] });
    const after = (await (await call(w.name, token, `${TEAMS}&project_id=1001`)).json()) as { data: { total: number } };
    expect(after.data.total).toBeGreaterThan(1);
  });

  it('a failure matched by the request body fails that body only', async () => {
    const w = fresh();
    const token = await signIn(w.name);
    await w.fail('editOrgTeam', '班组名称已存在', { body: { team_name: '重名班' } });
    const body = (name: string) => ({ team_name: name, project_id: 1001, corp_id: 2001, work_type: '木工' });
    const refused = (await (await call(w.name, token, '/pc/team/edit', body('重名班'))).json()) as { msg: string };
    expect(refused.msg).toBe('班组名称已存在');
    const accepted = (await (await call(w.name, token, '/pc/team/edit', body('新班组'))).json()) as { code: number };
    expect(accepted.code).toBe(0);
  });
});

describe('verification', () => {
  it('counts the calls matching an operation and a body subset, and lists near misses when none does', async () => {
    const w = fresh();
    const token = await signIn(w.name);
    await call(w.name, token, '/pc/team/edit', {
      team_name: '验证班',
      project_id: 1001,
      corp_id: 2001,
      work_type: '木工',
    });
    await call(w.name, token, `${TEAMS}&project_id=1001`);
    const hit = await w.verify({ operation: 'editOrgTeam', body: { team_name: '验证班', project_id: 1001 } });
    expect(hit.count).toBe(1);
    expect(hit.requests[0]?.body).toMatchObject({ team_name: '验证班' });
    const miss = await w.verify({ operation: 'editOrgTeam', body: { team_name: '别的班' } });
    expect(miss.count).toBe(0);
    expect(miss.nearMisses[0]?.request.operation).toBe('editOrgTeam');
    expect(miss.nearMisses[0]?.differences).toEqual(['body.team_name: 期望 "别的班"，实际 "验证班"']);
    const query = await w.verify({ operation: 'listOrgTeams', query: { project_id: 1001 } });
    expect(query.count).toBe(1);
  });
});

describe('refusals', () => {
  it('a bad delay, network kind or subset is a 400 with the Chinese reason; verify needs an operation or path', async () => {
    const w = fresh();
    const refusal = (p: Promise<unknown>) =>
      p.then(
        () => undefined,
        (e: unknown) => (e instanceof MockControlError ? [e.status, e.message] : ['不是控制接口的拒绝', String(e)]),
      );
    expect(await refusal(w.faults.add({ operation: 'listOrgTeams', delayMs: -5 }))).toEqual([
      400,
      'delayMs 应为 0–120000 的毫秒数，或 [最短, 最长]',
    ]);
    expect(await refusal(w.faults.add({ operation: 'listOrgTeams', network: 'boom' as 'reset' }))).toEqual([
      400,
      'network 只能是 reset（断开连接）、empty（无应答关闭）或 truncated（应答写一半断开）',
    ]);
    // A status fetch cannot answer with (a 1xx, or past 599) is refused when it is set, not a 500 when it is hit.
    for (const status of [99, 101, 600, 200.5])
      expect(await refusal(w.faults.add({ operation: 'listOrgTeams', status }))).toEqual([
        400,
        'status 应为 200–599 的整数（HTTP 应答状态码）',
      ]);
    expect((await refusal(w.verify({})))?.[0]).toBe(400);
    expect(await w.faults.list()).toEqual([]);
  });
});
