// `--record` (issue #25): in proxy mode what the real back end answers to list and detail calls becomes a world
// snapshot, and `--world FILE` replays it offline. The "real back end" here is a second mock whose world was changed
// first, so the replay can only show those changes if they were recorded.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startMock, type MockServer } from '@site/mock-server';

type Json = any; // eslint-disable-line @typescript-eslint/no-explicit-any

let backEnd: MockServer;
const dir = mkdtempSync(join(tmpdir(), 'mock-record-'));
const file = join(dir, 'session.json');

beforeAll(async () => {
  backEnd = await startMock({ port: 0, say: () => {} });
});
afterAll(async () => {
  await backEnd.close();
  rmSync(dir, { recursive: true, force: true });
});

async function signIn(url: string): Promise<string> {
  const res = await fetch(`${url}/pc/account/login_v2`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ account: 'admin', password: 'Admin@2026' }),
  });
  return ((await res.json()) as Json).data.token;
}
const get = async (url: string, token: string, path: string): Promise<Json> =>
  (await fetch(`${url}${path}`, { headers: { authorization: `Bearer ${token}` } })).json();

it('records the lists and details read through the proxy, and --world replays them offline', async () => {
  // The real back end's state differs from the seed: one complaint accepted.
  const direct = await signIn(backEnd.url);
  const pending = await get(backEnd.url, direct, '/pc/worker/complaint/list?status=0&pageNum=1&pageSize=1');
  const accepted = pending.data.list[0].id as number;
  const res = await fetch(`${backEnd.url}/orgdept/complaint/accept`, {
    method: 'POST',
    headers: { authorization: `Bearer ${direct}`, 'content-type': 'application/json' },
    body: JSON.stringify({ id: accepted, comment: '已联系劳务公司核实' }),
  });
  expect(((await res.json()) as Json).code).toBe(0);

  const proxy = await startMock({ port: 0, upstream: backEnd.url, record: file, say: () => {}, onFinding: () => {} });
  let seen: Json;
  try {
    const token = await signIn(proxy.url);
    // Two pages of the list and one detail, as a person browsing would.
    const page1 = await get(proxy.url, token, '/pc/worker/complaint/list?pageNum=1&pageSize=5');
    const page2 = await get(proxy.url, token, '/pc/worker/complaint/list?pageNum=2&pageSize=5');
    seen = [...page1.data.list, ...page2.data.list];
    expect(seen.length).toBe(10);
    const detail = await get(proxy.url, token, `/pc/worker/complaint/detail/${accepted}`);
    expect(detail.code).toBe(0);
  } finally {
    await proxy.close();
  }

  const snapshot = JSON.parse(readFileSync(file, 'utf8')) as Json;
  expect(snapshot.format).toBe('site-mock-world/1');
  const tables = Object.entries(snapshot.tables as Record<string, Json[]>);
  const complaints = tables.find(([, rows]) => rows.some((r) => r.id === seen[0].id));
  expect(complaints, '投诉列表的行应被录下').toBeDefined();
  const [entity, rows] = complaints!;
  expect(rows.map((r) => r.id).sort()).toEqual(seen.map((r: Json) => r.id).sort());
  expect(rows.find((r) => r.id === accepted)?.status).toBe(1);

  // Replayed offline: the world answers the recorded rows (the accepted complaint in its new state), nothing else.
  const replay = await startMock({ port: 0, world: snapshot, say: () => {} });
  try {
    const token = await signIn(replay.url);
    const all = await get(replay.url, token, '/pc/worker/complaint/list?pageNum=1&pageSize=50');
    expect(all.data.total).toBe(rows.length);
    expect(all.data.list.find((r: Json) => r.id === accepted)?.status).toBe(1);
    expect(replay.world().rows(entity).length).toBe(rows.length);
  } finally {
    await replay.close();
  }
});

it('refuses --record without an upstream: there is nothing real to record', async () => {
  await expect(startMock({ port: 0, record: file, say: () => {} })).rejects.toThrow('--record 只用于代理模式');
});
