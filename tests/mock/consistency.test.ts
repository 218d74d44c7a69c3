// The consistency table (spec/consistency.yaml): every statistic the mock computes equals the list it summarises, under
// the same scope and filters — in the default world and in the 10,000-row world, before and after a scripted set of
// writes (so a statistic moves with its list). A statistic answered from a fixed example fails here at once.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { startMock, type MockServer } from '@site/mock-server';

interface Call {
  op: string;
  params?: Record<string, unknown>;
  path?: string;
}
interface Pair {
  name: string;
  stat: Call & { path: string };
  list: Call;
}

const ROOT = new URL('../../', import.meta.url);
const table = parse(readFileSync(new URL('spec/consistency.yaml', ROOT), 'utf8')) as { pairs: Pair[] };
type Node = Record<string, unknown>;
const doc = JSON.parse(readFileSync(new URL('spec/dist/openapi.json', ROOT), 'utf8')) as {
  paths: Record<
    string,
    Record<string, { operationId?: string; parameters?: { $ref?: string; name?: string }[]; requestBody?: Node }>
  >;
  components: { parameters: Record<string, { name: string }> };
};
const deref = (n: unknown): Node => {
  let x = n as Node | undefined;
  for (let i = 0; x && typeof x.$ref === 'string' && i < 20; i++)
    x = (x.$ref as string)
      .slice(2)
      .split('/')
      .reduce<Node | undefined>((o, k) => o?.[k] as Node | undefined, doc as unknown as Node);
  return x ?? {};
};
/** The property names of a JSON body schema (through $ref and allOf). */
const bodyFields = (schema: unknown): string[] => {
  const s = deref(schema);
  return [
    ...Object.keys((s.properties as Node | undefined) ?? {}),
    ...((s.allOf as unknown[] | undefined) ?? []).flatMap(bodyFields),
  ];
};

/** Method, path and declared parameter names of an operation. */
function route(op: string) {
  for (const [path, methods] of Object.entries(doc.paths))
    for (const [method, o] of Object.entries(methods))
      if (o?.operationId === op) {
        const names = (o.parameters ?? []).map((p) =>
          p.$ref ? doc.components.parameters[p.$ref.split('/').pop() as string]?.name : p.name,
        );
        const json = (deref(o.requestBody).content as Node | undefined)?.['application/json'] as Node | undefined;
        return { method: method.toUpperCase(), path, names: new Set([...names, ...bodyFields(json?.schema)]) };
      }
  throw new Error(`spec/consistency.yaml 里的 ${op} 不是契约里的调用`);
}

/** A mock with one signed-in admin per world. */
function harness(scale: number) {
  let mock: MockServer;
  const tokens = new Map<string, string>();
  const call = async (world: string, op: string, params: Record<string, unknown> = {}) => {
    const r = route(op);
    let token = tokens.get(world);
    if (!token) {
      const res = await fetch(`${mock.url}/pc/account/login_v2`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-mock-world': world },
        body: JSON.stringify({ account: 'admin', password: 'Admin@2026' }),
      });
      token = ((await res.json()) as { data: { token: string } }).data.token;
      tokens.set(world, token);
    }
    const headers: Record<string, string> = { authorization: `Bearer ${token}`, 'x-mock-world': world };
    let url = `${mock.url}${r.path}`;
    let body: string | undefined;
    if (r.method === 'GET') {
      const q = new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)]));
      if ([...q].length) url += `?${q}`;
    } else {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(params);
    }
    const res = await fetch(url, { method: r.method, headers, body });
    const json = (await res.json()) as { code: number; msg: string; data: unknown };
    expect(json.code, `${op}：${json.msg}`).toBe(0);
    return json.data;
  };
  /** A list's size: its total (asked for one row a page), or its length. */
  const count = async (world: string, c: Call) => {
    const r = route(c.op);
    // One row a page in the paging style the list declares (the mock refuses the other style).
    const paged = r.names.has('limit')
      ? { page: 1, limit: 1 }
      : r.names.has('pageSize')
        ? { pageNum: 1, pageSize: 1 }
        : {};
    const data = (await call(world, c.op, { ...paged, ...c.params })) as { total?: number } | unknown[];
    return Array.isArray(data) ? data.length : Number(data.total);
  };
  const at = (data: unknown, path: string) =>
    path.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown>)?.[k], data);
  /** The statistic's whole answer: its field, and the values a list's `$stat.<path>` parameters read from it. */
  const stat = async (world: string, c: Pair['stat']) => call(world, c.op, c.params);
  /** A list's parameters, `$stat.<path>` read from the statistic's answer (the worker ranked first). */
  const listParams = (c: Pair['list'], data: unknown) =>
    Object.fromEntries(
      Object.entries(c.params ?? {}).map(([k, v]) => [
        k,
        typeof v === 'string' && v.startsWith('$stat.') ? at(data, v.slice('$stat.'.length)) : v,
      ]),
    );
  return {
    start: async () => {
      mock = await startMock({ port: 0, scale, say: () => {} });
    },
    stop: () => mock.close(),
    call,
    /** Every pair of the table, as `name: statistic = list` lines, so a failure names them all. */
    check: async (world: string) => {
      const lines: string[] = [];
      for (const p of table.pairs) {
        const data = await stat(world, p.stat);
        const l = await count(world, { ...p.list, params: listParams(p.list, data) });
        lines.push(`${p.name}: ${String(at(data, p.stat.path))} = ${l}`);
      }
      return lines;
    },
  };
}

const equal = (line: string) => {
  const [, s, l] = /: (.*) = (.*)$/.exec(line) as unknown as [string, string, string];
  return s === l;
};

/**
 * The scripted writes: accept one pending complaint, finish one in progress, terminate another pending one; add a
 * worker to the team (and so the project) the team and project lists show first.
 */
async function writes(h: ReturnType<typeof harness>, world: string) {
  const pending = (await h.call(world, 'listWorkerComplaints', { status: 0, pageNum: 1, pageSize: 2 })) as {
    list: { id: number }[];
  };
  const [first, second] = pending.list;
  expect(first && second, '默认世界里应至少有两条待受理的投诉').toBeTruthy();
  await h.call(world, 'acceptComplaint', { id: first?.id });
  await h.call(world, 'dealComplaint', { id: first?.id, dealResult: 1, dealContent: '已协调发放', images: [] });
  await h.call(world, 'terminateComplaint', { id: second?.id, reason: '重复投诉' });
  const teams = (await h.call(world, 'listOrgTeams', { pageNum: 1, pageSize: 1 })) as {
    list: { id: number; project_id: number; corp_id: number }[];
  };
  const team = teams.list[0];
  await h.call(world, 'editOrgWorker', {
    project_id: team?.project_id,
    corp_id: team?.corp_id,
    team_id: team?.id,
    name: '韩立军',
    id_card: '342422199003154512',
    mobile: '13857116688',
    work_type: '混凝土工',
    day_wage: 380,
    entry_date: '2026-11-24',
  });
}

for (const [label, scale] of [
  ['默认世界', 1],
  ['万行世界（--scale 31）', 31],
] as const) {
  describe(`统计与列表一致：${label}`, () => {
    const h = harness(scale);
    beforeAll(h.start, 60_000);
    afterAll(h.stop);

    it(`每对统计等于它汇总的列表（${table.pairs.length} 对）`, { timeout: 120_000 }, async () => {
      const lines = await h.check(`consistency-${scale}`);
      expect(lines.filter((l) => !equal(l))).toEqual([]);
    });

    it('写入之后统计跟着列表变：受理、办结与终止投诉，新增工人', { timeout: 120_000 }, async () => {
      const world = `consistency-writes-${scale}`;
      const before = await h.check(world);
      await writes(h, world);
      const after = await h.check(world);
      expect(after.filter((l) => !equal(l))).toEqual([]);
      // The complaint counts really moved (the statistic is not a constant that happens to agree).
      const pending = (lines: string[]) => lines.find((l) => l.startsWith('投诉统计的待受理'));
      expect(pending(after)).not.toEqual(pending(before));
      const team = (lines: string[]) => lines.find((l) => l.startsWith('班组的工人数'));
      expect(team(after)).not.toEqual(team(before));
    });
  });
}
