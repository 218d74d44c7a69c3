// The mock in-process (issue #25, a fetch-style core): createMock() opens no socket, and its `fetch` is what the SDK
// calls. Sign-in, a list, a create read back, a network fault and latency, all as they behave over HTTP.
import { afterAll, describe, expect, it } from 'vitest';
import { createMock } from '@site/mock-server';
import { createClient, NetworkError } from '@site/sdk';

const mock = createMock({ say: () => {} });
afterAll(() => mock.close());

let token = '';
const api = createClient({ baseUrl: 'http://mock.local', fetch: mock.fetch, getToken: () => token, timeoutMs: 5000 });
const faults = (body: unknown) =>
  mock.fetch('/__mock/worlds/main/faults', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
const teams = () =>
  api.GET('/pc/team/list', { params: { query: { pageNum: 1, pageSize: 50, project_id: 1001 } } }) as Promise<{
    data: { total: number; list: { team_name: string }[] };
  }>;

describe('createMock() answers the SDK without a socket', () => {
  it('signs in, lists, and reads back what it created', async () => {
    const login = (await api.POST('/pc/account/login_v2', { body: { account: 'admin', password: 'Admin@2026' } })) as {
      data: { token: string };
    };
    token = login.data.token;
    expect(token).toMatch(/^eyJ/);
    const before = await teams();
    expect(before.data.total).toBeGreaterThan(0);
    await api.POST('/pc/team/edit', {
      body: { team_name: '进程内班组', project_id: 1001, corp_id: 2001, work_type: '木工' },
    } as never);
    const after = await teams();
    expect(after.data.total).toBe(before.data.total + 1);
    expect(after.data.list.map((t) => t.team_name)).toContain('进程内班组');
    // The journal and the control surface are the same as over HTTP.
    expect(mock.world().journal.some((r) => r.operation === 'editOrgTeam')).toBe(true);
  });

  it('a connection reset rejects as fetch does, and the SDK reports a network error', async () => {
    expect((await faults({ operation: 'listOrgTeams', network: 'reset', times: 1 })).status).toBe(200);
    const raw = await mock
      .fetch('/pc/team/list?pageNum=1&pageSize=5', { headers: { authorization: `Bearer ${token}` } })
      .catch((e: unknown) => e);
    expect(raw).toBeInstanceOf(TypeError);
    expect((raw as TypeError).message).toBe('fetch failed');
    expect(((raw as TypeError).cause as { code: string }).code).toBe('ECONNRESET');
    // Until the faults are cleared (a GET may be tried again by the SDK).
    await faults({ operation: 'listOrgTeams', network: 'reset' });
    await expect(teams()).rejects.toBeInstanceOf(NetworkError);
    await mock.fetch('/__mock/worlds/main/faults', { method: 'DELETE', headers: { 'x-mock-control': '1' } });
    expect((await teams()).data.total).toBeGreaterThan(0);
  });

  it('a truncated answer breaks off in its body', async () => {
    await faults({ operation: 'listOrgTeams', network: 'truncated', times: 1 });
    const res = await mock.fetch('/pc/team/list?pageNum=1&pageSize=5', {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.status).toBe(200);
    await expect(res.text()).rejects.toThrow('terminated');
  });

  it('latency delays the answer, which then comes from the world', async () => {
    await faults({ operation: 'listOrgTeams', delayMs: 300, times: 1 });
    const started = performance.now();
    const slow = await teams();
    expect(performance.now() - started).toBeGreaterThanOrEqual(290);
    expect(slow.data.total).toBeGreaterThan(0);
  });
});
