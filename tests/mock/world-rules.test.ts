// The world keeps the contract's rules, checked over every operation of a kind (issue #24): a create answers its new
// row's key and the row reads back valid; keys never repeat; relations stay whole; filters, paging and the caller's
// scope hold; every §4 step refused leaves the world as it was.
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildModel, routesOf, startMock, type MockServer, type Plan } from '@site/mock-server';
import { deref, operationCases, spec } from '../lib/spec';

type Json = any; // eslint-disable-line @typescript-eslint/no-explicit-any

const model = buildModel(spec, routesOf(spec));
const cases = new Map(operationCases().map((c) => [c.id, c]));
const plans = [...model.plans.values()];

let mock: MockServer;
let n = 0;
/** A world of its own for each caller (a write of one check never reaches another). */
const freshWorld = () => `rules-${++n}`;
beforeAll(async () => {
  mock = await startMock({ port: 0, say: () => {} });
});
afterAll(() => mock.close());

async function call(
  method: string,
  path: string,
  opts: { token?: string; body?: unknown; world?: string; query?: Record<string, unknown> } = {},
): Promise<{ status: number; body: Json }> {
  const headers: Record<string, string> = {};
  if (opts.world) headers['x-mock-world'] = opts.world;
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  if (opts.body !== undefined) headers['content-type'] = 'application/json';
  const qs = new URLSearchParams();
  for (const [k, v] of Object.entries(opts.query ?? {})) if (v !== undefined) qs.set(k, String(v));
  const send = () =>
    fetch(`${mock.url}${path}${qs.size ? `?${qs}` : ''}`, {
      method: method.toUpperCase(),
      headers,
      body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
    });
  // A kept-alive socket the server closed while a long check ran (its 5 s idle timeout) resets before the request is
  // read: send it again on a new one.
  const res = await send().catch((e: Error & { cause?: { code?: string } }) => {
    if (e.cause?.code === 'ECONNRESET') return send();
    throw e;
  });
  return { status: res.status, body: await res.json() };
}

const tokens = new Map<string, string>();
async function signIn(world: string, account = 'admin', password = 'Admin@2026'): Promise<string> {
  const res = await call('post', '/pc/account/login_v2', { world, body: { account, password } });
  expect(res.body.code).toBe(0);
  tokens.set(world, res.body.data.token);
  return res.body.data.token as string;
}

/** Call an operation with its own examples (path, query, body), with fields replaced. */
async function callOp(
  id: string,
  world: string,
  token: string,
  change: { body?: Json; query?: Json; path?: Json } = {},
) {
  const c = cases.get(id);
  if (!c) throw new Error(`no operation ${id}`);
  const pathParams = { ...(c.init.params?.path ?? {}), ...(change.path ?? {}) };
  const path = c.path.replace(/\{(\w+)\}/g, (_, k: string) => encodeURIComponent(String(pathParams[k])));
  const body = c.init.body instanceof FormData ? undefined : (change.body ?? c.init.body);
  return call(c.method, path, {
    world,
    token,
    body,
    query: { ...(c.init.params?.query ?? {}), ...(change.query ?? {}) },
  });
}

const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats(ajv);
ajv.addSchema({ $id: 'https://spec.local/openapi.json', components: spec.components });
const local = (schema: unknown) =>
  JSON.parse(JSON.stringify(schema).replace(/"\$ref":"#\//g, '"$ref":"https://spec.local/openapi.json#/'));

/** A schema's property, through `$ref` and `allOf` (a later part of an allOf overrides an earlier one). */
function propOf(schema: Json, key: string): Json {
  const s = deref(schema);
  let hit = s?.properties?.[key] ? deref(s.properties[key]) : undefined;
  for (const part of s?.allOf ?? []) hit = propOf(part, key) ?? hit;
  return hit;
}

/** The row schema of an entity: the items of its (first) list's answer. */
function rowSchemaOf(entity: string): Json {
  const listId = [...model.entityOfList].find(([, e]) => e === entity)?.[0];
  const plan = listId ? model.plans.get(listId) : undefined;
  const data = propOf(deref(plan?.op.responses?.['200'])?.content?.['application/json']?.schema, 'data');
  const list = propOf(data, 'list');
  return list ? list.items : data?.items;
}

/** Every row of a table, tree nodes (`children`) included. */
const flat = (rows: readonly Json[]): Json[] =>
  rows.flatMap((r) => [r, ...(Array.isArray(r.children) ? flat(r.children) : [])]);

/** The example `data` of an operation's 200 answer. */
const answerExample = (p: Plan): Json => cases.get(p.op.operationId)?.expected?.data;

describe('creates', () => {
  // A create whose answer carries the new row's key: data is the key itself, or an object with the key field.
  const answering = plans.filter((p) => {
    if ((p.role !== 'create' && p.role !== 'update') || !p.entity) return false;
    const data = answerExample(p);
    const key = model.seeds.get(p.entity)?.key ?? 'id';
    return typeof data === 'number' || typeof data === 'string' || (data && typeof data === 'object' && key in data);
  });

  it('answer the new row’s key, different on every call, and the row is in the world', async () => {
    expect(answering.length).toBeGreaterThan(10);
    const wrong: string[] = [];
    for (const p of answering) {
      const world = freshWorld();
      const token = await signIn(world);
      const entity = p.entity as string;
      const key = model.seeds.get(entity)?.key ?? 'id';
      const keyInput = p.keyInput;
      // An update answers a new key only when it creates (no key in the request).
      const body = cases.get(p.op.operationId)?.init.body;
      const sent = body && typeof body === 'object' && keyInput ? { ...body, [keyInput]: undefined } : body;
      if (p.role === 'update' && !(body && typeof body === 'object' && keyInput && keyInput in body)) continue;
      const ids: unknown[] = [];
      for (let i = 0; i < 2; i++) {
        const res = await callOp(p.op.operationId, world, token, { body: sent });
        if (res.body.code !== 0) {
          wrong.push(`${p.op.operationId}: ${res.body.msg}`);
          break;
        }
        const data = res.body.data;
        ids.push(data && typeof data === 'object' ? data[key] : data);
      }
      if (ids.length < 2) continue;
      const rows = flat(mock.world(world).rows(entity));
      const found = ids.map((id) => rows.filter((r) => String(r[key]) === String(id)).length);
      if (ids[0] === ids[1] || found.some((f) => f !== 1))
        wrong.push(
          `${p.op.operationId}: answered ${JSON.stringify(ids)}, rows with those keys ${JSON.stringify(found)}`,
        );
    }
    expect(wrong).toEqual([]);
  });

  it('a row created through the API is valid against its list’s row schema (every create, every action that inserts)', async () => {
    const writers = plans.filter(
      (p) =>
        p.entity &&
        (p.role === 'create' || (p.role === 'action' && p.effects.some((e) => e.kind === 'insert'))) &&
        !(cases.get(p.op.operationId)?.init.body instanceof FormData),
    );
    expect(writers.length).toBeGreaterThan(20);
    const invalid: string[] = [];
    const checked = new Set<string>();
    for (const p of writers) {
      const world = freshWorld();
      const token = await signIn(world);
      const res = await callOp(p.op.operationId, world, token);
      if (res.body.code !== 0) continue;
      const entities = [p.entity as string, ...p.effects.filter((e) => e.kind === 'insert').map((e) => e.entity)];
      for (const entity of new Set(entities)) {
        const key = model.seeds.get(entity)?.key ?? 'id';
        const before = new Set(flat(mock.world('main').rows(entity)).map((r) => String(r[key])));
        const added = flat(mock.world(world).rows(entity)).filter((r) => !before.has(String(r[key])));
        const schema = rowSchemaOf(entity);
        if (!schema) continue;
        const validate = ajv.compile(local(schema));
        for (const row of added) {
          checked.add(p.op.operationId);
          if (!validate(row))
            invalid.push(
              `${p.op.operationId} → ${entity}: ${(validate.errors ?? []).map((e) => `${e.instancePath} ${e.message}`).join('; ')}`,
            );
        }
      }
    }
    expect(checked.size).toBeGreaterThan(15);
    expect(invalid).toEqual([]);
  });

  it('不良行为 add: the answered id reads back through the list with the values sent', async () => {
    const world = freshWorld();
    const token = await signIn(world);
    const sent = {
      projectId: 1001,
      workerId: 4002,
      badType: 2,
      occurTime: '2026-11-23 08:35:00',
      description: '拒不服从安全员管理，擅自进入基坑作业区',
    };
    const res = await call('post', '/orgdept/workerBadRecord/add', { world, token, body: sent });
    expect(res.body.code).toBe(0);
    const id = res.body.data;
    const list = await call('post', '/orgdept/workerBadRecord/page', {
      world,
      token,
      body: { pageNum: 1, pageSize: 10 },
    });
    const row = list.body.data.list.find((r: Json) => r.id === id);
    expect(row).toMatchObject({ badType: 2, workerId: 4002, projectId: 1001, description: sent.description });
  });
});

describe('paging', () => {
  it('paging parameters of the style a list does not declare are a 400 naming them; its own style pages', async () => {
    const world = freshWorld();
    const token = await signIn(world);
    const wrongQuery = await call('get', '/pc/worker/list', { world, token, query: { page: 2, limit: 5 } });
    expect(wrongQuery.status).toBe(400);
    expect(wrongQuery.body.violations).toEqual([
      { in: 'query', field: 'page', message: '不是本接口的分页参数（本接口用 pageNum/pageSize 分页）', rule: 'paging' },
      {
        in: 'query',
        field: 'limit',
        message: '不是本接口的分页参数（本接口用 pageNum/pageSize 分页）',
        rule: 'paging',
      },
    ]);
    expect(wrongQuery.body.msg).toMatch(/query\.page 不是本接口的分页参数/);
    const wrongBody = await call('post', '/star/laborhat/worker', { world, token, body: { pageNum: 2, pageSize: 5 } });
    expect(wrongBody.status).toBe(400);
    expect(wrongBody.body.violations.map((v: Json) => v.field)).toEqual(['pageNum', 'pageSize']);
    expect(
      (await call('get', '/pc/worker/list', { world, token, query: { pageNum: 2, pageSize: 5 } })).body.data.list,
    ).toHaveLength(5);
    expect(
      (await call('post', '/star/laborhat/worker', { world, token, body: { page: 2, limit: 5 } })).body.data.list,
    ).toHaveLength(5);
  });

  it('every list of the contract declares one paging style at most (the refusal is unambiguous)', () => {
    const both = plans.filter((p) => {
      const names = new Set([
        ...(p.op.parameters ?? []).map((x: Json) => deref(x)?.name),
        ...Object.keys(propsOfBody(p)),
      ]);
      return ['pageNum', 'pageSize'].some((k) => names.has(k)) && ['page', 'limit'].some((k) => names.has(k));
    });
    expect(both.map((p) => p.op.operationId)).toEqual([]);
  });
});

/** The request body's properties of an operation (through `$ref`/`allOf`). */
function propsOfBody(p: Plan): Record<string, Json> {
  const schema = deref(deref(p.op.requestBody)?.content?.['application/json']?.schema);
  const out: Record<string, Json> = {};
  const walk = (s: Json) => {
    const d = deref(s);
    Object.assign(out, d?.properties ?? {});
    for (const part of d?.allOf ?? []) walk(part);
  };
  walk(schema);
  return out;
}

describe('keys never repeat', () => {
  const distinct = (rows: readonly Json[], k: string) =>
    rows.every((r) => r[k] != null) && new Set(rows.map((r) => String(r[k]))).size === rows.length;
  /** The row's own id by the entity's name: `alarm_id` of listHelmetAlarms, `taskId` of listWorkflowWageTasks. */
  const ownId = (entity: string, k: string) => {
    const words = entity
      .replace(/^[a-z]+(?=[A-Z])/, '')
      .replace(/By[A-Z]\w*$/, '')
      .split(/(?=[A-Z])/);
    const noun = (words[words.length - 1] ?? '').toLowerCase().replace(/ies$/, 'y').replace(/s$/, '');
    return noun !== '' && new RegExp(`^${noun}e?(_id|Id|_no|No)$`, 'i').test(k);
  };

  /** Every field of an entity that identifies a row and so must not repeat in the grown table. */
  function identifying(entity: string): string[] {
    const seed = model.seeds.get(entity);
    if (!seed || seed.rows.length < 2) return [];
    const fields = Object.keys(seed.rows[0] ?? {}).filter(
      (k) =>
        distinct(seed.rows, k) &&
        (k === seed.key || (seed.unique ?? []).includes(k) || /^(id|innerid)$|(_no|No)$/.test(k) || ownId(entity, k)),
    );
    return fields;
  }

  for (const scale of [1, 10]) {
    it(`in the grown world (scale ${scale}), every list entity's key, its own id or number and its unique names are unique`, async () => {
      const server = scale === 1 ? mock : await startMock({ port: 0, scale, say: () => {} });
      try {
        const repeated: string[] = [];
        let checked = 0;
        for (const [entity, seed] of model.seeds) {
          const rows = flat(server.world(`keys-${scale}`).rows(entity));
          for (const k of identifying(entity)) {
            checked++;
            const vals = rows.map((r) => String(r[k]));
            const dups = vals.length - new Set(vals).size;
            if (dups) repeated.push(`${entity}.${k}: ${dups} repeated of ${rows.length}`);
          }
          // A summary whose examples share their key field (month × branch) holds distinct combinations only.
          if (seed.rows.length > 1 && !distinct(seed.rows, seed.key)) {
            const combos = rows.map((r) =>
              JSON.stringify(Object.entries(r).filter(([k]) => /(_id|Id|month|period|date|time)$/i.test(k))),
            );
            if (new Set(combos).size !== combos.length) repeated.push(`${entity}: rows repeat their key fields`);
          }
        }
        expect(checked).toBeGreaterThan(150);
        expect(repeated).toEqual([]);
        const alarms = server
          .world(`keys-${scale}`)
          .rows('listHelmetAlarms')
          .filter((r) => r.alarm_id === 190001);
        expect(alarms).toHaveLength(1);
      } finally {
        if (server !== mock) await server.close();
      }
    });
  }
});

describe('helmet bindings stay whole', () => {
  const held = (world: string) =>
    [...mock.world(world).rows('listHelmetWorkers'), ...mock.world(world).rows('listHelmetManagers')]
      .map((r) => r.innerid)
      .filter((v) => v != null && v !== '');
  const stock = (world: string) =>
    mock
      .world(world)
      .rows('listUnboundHelmets')
      .map((r) => r.innerid);

  it('in the seed world a helmet is worn by one person at most, and none in stock is worn (scale 1 and 10)', async () => {
    const big = await startMock({ port: 0, scale: 10, say: () => {} });
    try {
      for (const w of [mock.world('helmets-1'), big.world('helmets-10')]) {
        const worn = [...w.rows('listHelmetWorkers'), ...w.rows('listHelmetManagers')]
          .map((r) => r.innerid)
          .filter((v) => v != null && v !== '');
        expect(worn.length - new Set(worn).size).toBe(0);
        expect(w.rows('listUnboundHelmets').filter((r) => worn.includes(r.innerid))).toEqual([]);
      }
    } finally {
      await big.close();
    }
  });

  it('binding to a person who wears one, or to nobody, is refused in Chinese and changes nothing; return frees it', async () => {
    const world = freshWorld();
    const token = await signIn(world);
    const bind = (body: Json) => call('post', '/star/laborhat/bindhat', { world, token, body });
    const before = { held: held(world), stock: stock(world), changes: mock.world(world).changes };
    const wearing = mock
      .world(world)
      .rows('listHelmetWorkers')
      .find((r) => r.innerid) as Json;

    const twice = await bind({ innerid: 'HAT-A0101', name: wearing.name, id: wearing.id, batch_id: 'B20261120001' });
    expect(twice.body).toMatchObject({ code: 500, msg: '该工人已绑定安全帽，请先归还原安全帽再绑定' });
    const nobody = await bind({ innerid: 'HAT-A0101', name: '查无此人', id: 999999, batch_id: 'B20261120001' });
    expect(nobody.body.msg).toBe('该人员不存在（不在工人或管理人员名单中），不能绑定安全帽');
    expect({ held: held(world), stock: stock(world), changes: mock.world(world).changes }).toEqual(before);

    // Return the worn helmet (normal return): it is back in stock, and the person can take another.
    const back = await call('post', '/star/laborhat/returnhat', {
      world,
      token,
      body: { innerid: wearing.innerid, id: wearing.id, return_type: 1, remark: '正常归还' },
    });
    expect(back.body.code).toBe(0);
    expect(stock(world)).toContain(wearing.innerid);
    expect(
      (await bind({ innerid: 'HAT-A0101', name: wearing.name, id: wearing.id, batch_id: 'B20261120001' })).body.code,
    ).toBe(0);
    expect(stock(world)).not.toContain('HAT-A0101');
    const all = held(world);
    expect(all.filter((v) => v === 'HAT-A0101')).toHaveLength(1);
    expect(all.length - new Set(all).size).toBe(0);
  });
});

describe('the caller’s scope', () => {
  const PROJECT = ['project_id', 'projectId', 'xmid'];
  /** Project → branch, from the world's project table. */
  const branchOf = (project: unknown) =>
    mock
      .world('main')
      .rows('pageOrgProjects')
      .find((r) => String(r.project_id) === String(project))?.org_batch_id;
  const projectOf = (row: Json) => PROJECT.map((f) => row[f]).find((v) => v != null && v !== '' && v !== 0);
  const rowsOf = (body: Json): Json[] =>
    Array.isArray(body?.data) ? body.data : Array.isArray(body?.data?.list) ? body.data.list : [];

  it('the project account sees its project’s complaints only; another project’s filter answers nothing', async () => {
    const world = freshWorld();
    const token = await signIn(world, 'xmjl', 'Xmjl@2026');
    const all = await call('get', '/pc/worker/complaint/list', { world, token, query: { pageNum: 1, pageSize: 100 } });
    expect(all.body.data.total).toBeGreaterThan(0);
    expect(all.body.data.list.every((r: Json) => r.project_id === 1001)).toBe(true);
    const other = await call('get', '/pc/worker/complaint/list', {
      world,
      token,
      query: { pageNum: 1, pageSize: 100, project_id: 1002 },
    });
    expect(other.body.data).toMatchObject({ total: 0, list: [] });
    const admin = await signIn(world);
    const everyone = await call('get', '/pc/worker/complaint/list', {
      world,
      token: admin,
      query: { pageNum: 1, pageSize: 100 },
    });
    expect(everyone.body.data.list.some((r: Json) => r.project_id !== 1001)).toBe(true);
  });

  for (const [account, password, allowed] of [
    ['xmjl', 'Xmjl@2026', (p: unknown) => String(p) === '1001'],
    ['fgs01', 'Fgs01@2026', (p: unknown) => String(branchOf(p)) === '11'],
  ] as const) {
    it(`every list answers ${account} only rows inside its scope`, async () => {
      const world = freshWorld();
      const token = await signIn(world, account, password);
      const outside: string[] = [];
      let seen = 0;
      for (const p of plans.filter((x) => x.role === 'list')) {
        const c = cases.get(p.op.operationId);
        if (!c || c.init.body instanceof FormData) continue;
        // The example's own project filter dropped: the scope alone must keep other projects out.
        const strip = (o: Json) =>
          o && typeof o === 'object' && !Array.isArray(o)
            ? Object.fromEntries(Object.entries(o).filter(([k]) => !PROJECT.includes(k)))
            : o;
        const res = await callOp(p.op.operationId, world, token, {
          body: strip(c.init.body),
          query: Object.fromEntries(PROJECT.map((k) => [k, undefined])),
        });
        for (const row of rowsOf(res.body)) {
          const project = projectOf(row);
          if (project === undefined) continue;
          seen++;
          if (!allowed(project)) {
            outside.push(`${p.op.operationId}: project ${String(project)}`);
            break;
          }
        }
      }
      expect(seen).toBeGreaterThan(100);
      expect(outside).toEqual([]);
    });
  }
});
