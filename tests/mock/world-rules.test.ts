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

  it('不良行为 add: the record names the worker, project and type it was sent by id, as the roster and project table hold them, and waits for the project', async () => {
    const world = freshWorld();
    const token = await signIn(world);
    // A worker of a project no record names yet: nothing in the record table can lend the names.
    const rows = (entity: string) => mock.world(world).rows(model.entityByName(entity) as string) as readonly Json[];
    const roster = rows('listOrgWorkers').find((w) => w.project_id === 1002) as Json;
    const project = rows('pageOrgProjects').find((p) => p.project_id === 1002) as Json;
    expect(rows('pageWorkerBadRecords').some((r) => r.projectId === 1002 || r.workerId === roster.id)).toBe(false);
    const me = (await call('get', '/adm-system/user/userInfo', { world, token })).body.data.realName;
    const res = await call('post', '/orgdept/workerBadRecord/add', {
      world,
      token,
      body: {
        projectId: 1002,
        workerId: roster.id,
        badType: 6,
        occurTime: '2026-11-23 08:35:00',
        description: '酒后进场',
      },
    });
    expect(res.body.code).toBe(0);
    const list = await call('post', '/orgdept/workerBadRecord/page', {
      world,
      token,
      body: { pageNum: 1, pageSize: 10 },
    });
    expect(list.body.data.list.find((r: Json) => r.id === res.body.data)).toMatchObject({
      workerName: roster.name,
      idCard: roster.id_card,
      workType: roster.work_type,
      teamId: roster.team_id,
      teamName: roster.team_name,
      companyId: roster.corp_id,
      companyName: roster.corp_name,
      projectName: project.project_name,
      badTypeName: '酒后上岗',
      createBy: me,
      // Registered: waiting for the project's handling (001 §7.8 登记后进入“待项目处理”).
      status: 0,
      currentLevel: 1,
    });
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
        // x-mock.refs: a field that names another table's row (an AI company record's companyId) may repeat.
        !(seed.refs ?? []).includes(k) &&
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

describe('organisation filters follow the organisation tree', () => {
  const branchOf = (project: unknown) =>
    mock
      .world('main')
      .rows('pageOrgProjects')
      .find((r) => String(r.project_id) === String(project))?.org_batch_id;
  const PROJECT = ['project_id', 'projectId', 'xmid'];
  const rowsOf = (body: Json): Json[] =>
    Array.isArray(body?.data) ? body.data : Array.isArray(body?.data?.list) ? body.data.list : [];
  const totalOf = (body: Json): number =>
    typeof body?.data?.total === 'number' ? body.data.total : rowsOf(body).length;

  it('the company’s id covers every branch’s projects, a branch’s id its own projects, an unknown id nothing', async () => {
    const world = freshWorld();
    const token = await signIn(world);
    const lists = plans.filter(
      (p) =>
        p.role === 'list' &&
        p.filters.some((f) => f.op === 'org') &&
        !(cases.get(p.op.operationId)?.init.body instanceof FormData),
    );
    expect(lists.length).toBeGreaterThan(30);
    const wrong: string[] = [];
    let covered = 0;
    for (const p of lists) {
      const c = cases.get(p.op.operationId)!;
      const orgInputs = p.filters.filter((f) => f.op === 'org').map((f) => f.input);
      const drop = [...PROJECT, ...orgInputs];
      const strip = (o: Json) =>
        o && typeof o === 'object' && !Array.isArray(o)
          ? Object.fromEntries(Object.entries(o).filter(([k]) => !drop.includes(k)))
          : o;
      const ask = (org?: number) => {
        const set = Object.fromEntries(orgInputs.map((k) => [k, org]));
        const inBody = c.method.toLowerCase() !== 'get' && c.init.body && typeof c.init.body === 'object';
        return callOp(p.op.operationId, world, token, {
          body: inBody ? { ...strip(c.init.body), ...(org === undefined ? {} : set) } : c.init.body,
          query: {
            ...Object.fromEntries(
              Object.keys(c.init.params?.query ?? {})
                .filter((k) => drop.includes(k))
                .map((k) => [k, undefined]),
            ),
            ...(inBody ? {} : set),
          },
        });
      };
      const [all, company, branch, none] = await Promise.all([ask(), ask(1), ask(11), ask(99)]);
      const id = p.op.operationId;
      if (totalOf(company.body) !== totalOf(all.body))
        wrong.push(`${id}: company ${totalOf(company.body)} of ${totalOf(all.body)}`);
      const outside = rowsOf(branch.body).find((r) => {
        const project = PROJECT.map((f) => r[f]).find((v) => v != null && v !== '' && v !== 0);
        return project !== undefined && String(branchOf(project)) !== '11';
      });
      if (outside) wrong.push(`${id}: branch 11 answers a row of another branch`);
      if (totalOf(none.body) !== 0) wrong.push(`${id}: org 99 answers ${totalOf(none.body)}`);
      if (totalOf(company.body) > 0) covered++;
    }
    expect(wrong).toEqual([]);
    expect(covered).toBeGreaterThan(20);
  });

  it('on rows that name their organisation, the company’s id covers its branches’ rows and a branch’s id its own', async () => {
    const world = freshWorld();
    const token = await signIn(world);
    const lists = plans.filter(
      (p) =>
        p.role === 'list' &&
        p.filters.some((f) => f.op === 'under') &&
        !(cases.get(p.op.operationId)?.init.body instanceof FormData),
    );
    // 工资专户台账, 问题工资项目, 预结算单位, 检查统计, 安全员统计 and others: before, the company's id answered nothing.
    expect(lists.length).toBeGreaterThan(10);
    const wrong: string[] = [];
    let covered = 0;
    for (const p of lists) {
      const c = cases.get(p.op.operationId)!;
      const under = p.filters.filter((f) => f.op === 'under');
      const inputs = under.map((f) => f.input);
      const field = under[0]!.fields[0] as string;
      const inBody = c.method.toLowerCase() !== 'get' && c.init.body && typeof c.init.body === 'object';
      const without = (o: Json) =>
        o && typeof o === 'object' && !Array.isArray(o)
          ? Object.fromEntries(Object.entries(o).filter(([k]) => !inputs.includes(k)))
          : o;
      const ask = (org?: number) => {
        const set = org === undefined ? {} : Object.fromEntries(inputs.map((k) => [k, org]));
        return callOp(p.op.operationId, world, token, {
          body: inBody ? { ...without(c.init.body), ...set } : c.init.body,
          query: {
            ...Object.fromEntries(inputs.map((k) => [k, undefined])),
            ...(inBody ? {} : set),
          },
        });
      };
      const [all, company, branch, none] = await Promise.all([ask(), ask(1), ask(11), ask(99)]);
      const id = p.op.operationId;
      // The organisation a row names: the company, a branch, or a project (a project-level row), as the tree holds it.
      const inBranch = (v: unknown, b: string) => String(v) === b || String(branchOf(v)) === b;
      const inCompany = (v: unknown) => String(v) === '1' || ['11', '12', '13'].some((b) => inBranch(v, b));
      const allRows = rowsOf(all.body);
      // Every row of the company's tree, when the list without the filter fits in its page.
      if (allRows.length === totalOf(all.body) && allRows.length > 0) {
        const expected = allRows.filter((r) => inCompany(r[field])).length;
        if (totalOf(company.body) !== expected) wrong.push(`${id}: company ${totalOf(company.body)} of ${expected}`);
      }
      if (rowsOf(company.body).some((r) => !inCompany(r[field])))
        wrong.push(`${id}: the company answers a row outside its tree`);
      if (rowsOf(branch.body).some((r) => !inBranch(r[field], '11')))
        wrong.push(`${id}: branch 11 answers a row of another organisation`);
      if (totalOf(branch.body) > totalOf(company.body)) wrong.push(`${id}: branch 11 answers more than the company`);
      if (totalOf(none.body) !== 0) wrong.push(`${id}: org 99 answers ${totalOf(none.body)}`);
      if (totalOf(company.body) > 0) covered++;
    }
    expect(wrong).toEqual([]);
    expect(covered).toBeGreaterThan(5);
  });
});

describe('a filter’s “全部” value filters nothing', () => {
  const totalOf = (body: Json): number =>
    typeof body?.data?.total === 'number' ? body.data.total : Array.isArray(body?.data) ? body.data.length : -1;

  it('every list whose contract names a value for 全部 (-1 全部, 0 为全部) answers with it what it answers without', async () => {
    const world = freshWorld();
    const token = await signIn(world);
    const withAll = plans.filter((p) => p.role === 'list' && p.filters.some((f) => f.all !== undefined));
    expect(withAll.length).toBeGreaterThan(8);
    const wrong: string[] = [];
    for (const p of withAll) {
      const c = cases.get(p.op.operationId)!;
      if (c.init.body instanceof FormData) continue;
      const alls = p.filters.filter((f) => f.all !== undefined);
      const names = new Set(alls.map((f) => f.input));
      const inBody = c.method.toLowerCase() !== 'get' && c.init.body && typeof c.init.body === 'object';
      const without = (o: Json) => Object.fromEntries(Object.entries(o ?? {}).filter(([k]) => !names.has(k)));
      const set = Object.fromEntries(alls.map((f) => [f.input, f.all]));
      const ask = (all: boolean) =>
        callOp(p.op.operationId, world, token, {
          body: inBody ? { ...without(c.init.body), ...(all ? set : {}) } : c.init.body,
          query: {
            ...Object.fromEntries([...names].map((k) => [k, undefined])),
            ...(inBody || !all ? {} : set),
          },
        });
      const [plain, everything] = await Promise.all([ask(false), ask(true)]);
      if (totalOf(everything.body) !== totalOf(plain.body))
        wrong.push(`${p.op.operationId} ${JSON.stringify(set)}: ${totalOf(everything.body)} of ${totalOf(plain.body)}`);
    }
    expect(wrong).toEqual([]);
  });
});

describe('禁区白名单 writes what a back end would', () => {
  it('add writes one row per person with the person’s details and the points’ names; 移出 removes it and frees the candidate', async () => {
    const world = freshWorld();
    const token = await signIn(world);
    const page = (path: string, body: Json) =>
      call('post', path, { world, token, body: { pageNum: 1, pageSize: 100, ...body } });
    const candidates = (await page('/starSafety/alertWhite/personPage', { projectId: 1001 })).body.data.list as Json[];
    const person = candidates.find((c) => c.inWhite !== 1)!;
    const points = (await page('/starSafety/forbiddenPoint/page', {})).body.data.list.slice(0, 2) as Json[];
    const before = (await page('/starSafety/alertWhite/page', {})).body.data.total as number;
    const added = await call('post', '/starSafety/alertWhite/add', {
      world,
      token,
      body: {
        projectId: 1001,
        personType: person.personType,
        personIds: [person.personId],
        forbiddenPointIds: points.map((p) => p.id),
        startDate: '2026-11-23',
        endDate: '2026-11-30',
        reason: '塔吊附着作业',
      },
    });
    expect(added.body.code).toBe(0);
    const list = (await page('/starSafety/alertWhite/page', {})).body.data;
    expect(list.total).toBe(before + 1);
    const row = (list.list as Json[]).find((r) => r.personId === person.personId);
    expect(row).toMatchObject({
      personName: person.personName,
      teamName: person.teamName,
      companyName: person.companyName,
      pointNames: points.map((p) => p.pointName).join('、'),
      reason: '塔吊附着作业',
      status: 1,
    });
    const marked = (await page('/starSafety/alertWhite/personPage', { projectId: 1001 })).body.data.list as Json[];
    expect(marked.find((c) => c.personId === person.personId)?.inWhite).toBe(1);
    await call('post', '/starSafety/alertWhite/del', { world, token, body: { ids: [row.id] } });
    expect((await page('/starSafety/alertWhite/page', {})).body.data.total).toBe(before);
    const freed = (await page('/starSafety/alertWhite/personPage', { projectId: 1001 })).body.data.list as Json[];
    expect(freed.find((c) => c.personId === person.personId)?.inWhite).toBe(0);
  });
});

describe('§4 flows beyond complaints, teams and helmets', () => {
  const snapshot = (world: string) => JSON.stringify(mock.world(world).snapshot());

  // Each: the contract's example step succeeds once; the same step again is illegal, refused with a Chinese reason,
  // and leaves the world exactly as it was.
  it.each([
    'replySupervisionCheck',
    'verifySupervisionCheck',
    'replyCorpCheck',
    'verifyCorpCheck',
    'replyCorpPointCheck',
    'verifyCorpPointCheck',
    'handleBadRecordProjectLevel',
    'handleBadRecordBranchLevel',
    'handleBadRecordCompanyLevel',
    'cancelDutyTaskLedger',
    'cancelDutySpecialTaskLedger',
    'confirmSalaryExpCompany',
    'updateSalaryExpCompanyConfirm',
    'submitWagesAttendTask',
    'deleteWagesAttendTask',
    'confirmWagesAttendTask',
  ])('%s: legal once, then refused in Chinese with the world unchanged', async (id) => {
    const world = freshWorld();
    const token = await signIn(world);
    const first = await callOp(id, world, token);
    expect(first.body).toMatchObject({ code: 0 });
    const before = snapshot(world);
    const again = await callOp(id, world, token);
    expect(again.body.code).not.toBe(0);
    expect(again.body.msg).toMatch(/[\u4e00-\u9fa5]/);
    expect(snapshot(world)).toBe(before);
  });

  it('不良行为: branch only after project, company only after branch; each level writes its opinion', async () => {
    const world = freshWorld();
    const token = await signIn(world);
    const added = await call('post', '/orgdept/workerBadRecord/add', {
      world,
      token,
      body: {
        projectId: 1001,
        workerId: 4002,
        badType: 1,
        occurTime: '2026-11-23 08:35:00',
        description: '未系安全带高处作业',
      },
    });
    const id = added.body.data;
    const handle = (level: string, result: number) =>
      call('post', `/orgdept/workerBadRecord/update/${level}`, {
        world,
        token,
        body: { id, result, opinion: `${level} 意见` },
      });
    const row = () =>
      mock
        .world(world)
        .rows('pageWorkerBadRecords')
        .find((r) => r.id === id) as Json;
    expect(row()).toMatchObject({ status: 0 });
    const before = snapshot(world);
    expect((await handle('branchlevel', 1)).body.msg).toBe('只有项目已上报、待分公司处理的记录可以由分公司处理');
    expect((await handle('companylevel', 1)).body.msg).toBe('只有分公司已上报、待公司处理的记录可以由公司处理');
    expect(snapshot(world)).toBe(before);
    expect((await handle('projectlevel', 1)).body.code).toBe(0);
    expect(row()).toMatchObject({
      status: 1,
      currentLevel: 2,
      projectOpinion: 'projectlevel 意见',
      projectHandlerName: '王建华',
    });
    expect((await handle('companylevel', 1)).body.code).not.toBe(0);
    expect((await handle('branchlevel', 1)).body.code).toBe(0);
    expect(row()).toMatchObject({ status: 2, currentLevel: 3, orgOpinion: 'branchlevel 意见' });
    expect((await handle('companylevel', 3)).body.code).toBe(0);
    expect(row()).toMatchObject({ status: 3, currentLevel: null, comOpinion: 'companylevel 意见' });
  });

  it('检查: reply then verify; verify before the reply is refused; a returned check is replied again', async () => {
    const world = freshWorld();
    const token = await signIn(world);
    const status = () =>
      mock
        .world(world)
        .rows('pageSupervisionChecks')
        .find((r) => r.id === 9201)?.status;
    const verify = (verify_result: number) =>
      callOp('verifySupervisionCheck', world, token, {
        body: { id: 9201, verify_result, opinion: '复核', problems: [] },
      });
    const reply = () => callOp('replySupervisionCheck', world, token);
    expect(status()).toBe(1);
    expect((await verify(1)).body.msg).toBe('只有待复核的检查可以复核（须先由项目回复）');
    expect((await reply()).body.code).toBe(0);
    expect(status()).toBe(2);
    expect((await verify(2)).body.code).toBe(0);
    expect(status()).toBe(4);
    expect((await reply()).body.code).toBe(0);
    expect((await verify(1)).body.code).toBe(0);
    expect(status()).toBe(3);
  });

  it('blacklist check status: a record that needed no handling cannot be edited; others take the new status', async () => {
    const world = freshWorld();
    const token = await signIn(world);
    const edit = (id: number) =>
      call('post', '/pc/worker/black/worker/check/status', {
        world,
        token,
        body: { id, check_status: 2, remark: '误报放行' },
      });
    const none = mock
      .world(world)
      .rows('listBlacklistCheckRecords')
      .find((r) => r.check_status === 3) as Json;
    expect((await edit(none.id)).body.msg).toBe('未命中黑名单（无需处理）的核验记录不能修改处理状态');
    expect((await edit(880121)).body.code).toBe(0);
    expect(
      mock
        .world(world)
        .rows('listBlacklistCheckRecords')
        .find((r) => r.id === 880121),
    ).toMatchObject({
      check_status: 2,
      remark: '误报放行',
      handler_name: '王建华',
    });
  });

  it('工人月度出勤: clock times as HH:mm:ss (the contract), the day’s source, late days counted in late_count', async () => {
    const world = freshWorld();
    const token = await signIn(world);
    const month = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 7); // the mock's today is Beijing's
    const res = await call('get', '/pc/worker/attendance', { world, token, query: { worker_id: 4001, month } });
    const att = res.body.data;
    const present = att.days.filter((d: Json) => d.status !== 0);
    expect(present.length).toBeGreaterThan(0);
    for (const d of present) {
      expect(d.first_time).toMatch(/^\d{2}:\d{2}:\d{2}$/);
      expect(d.last_time).toMatch(/^\d{2}:\d{2}:\d{2}$/);
      expect(d.source).toBe('闸机');
    }
    for (const d of att.days.filter((x: Json) => x.status === 0))
      expect([d.first_time, d.source]).toEqual([null, null]);
    expect(att.late_count).toBe(att.days.filter((d: Json) => d.status === 2).length);
  });

  it('blacklist check records: a task’s path id lists that task’s records (its task_id), not a row of that id', async () => {
    const world = freshWorld();
    const token = await signIn(world);
    const records = (id: number) =>
      call('get', `/pc/worker/black/check/record/list/${id}`, { world, token, query: { pageNum: 1, pageSize: 100 } });
    const mine = (await records(5407)).body.data;
    const held = mock
      .world(world)
      .rows('listBlacklistCheckRecords')
      .filter((r) => r.task_id === 5407);
    expect(held.length).toBeGreaterThan(0);
    expect(mine.total).toBe(held.length);
    expect(mine.list.every((r: Json) => r.task_id === 5407)).toBe(true);
    expect((await records(880121)).body.data.total).toBe(0);
  });

  it('费用公司 update-status changes every row named; a manual salary task answers its new record', async () => {
    const world = freshWorld();
    const token = await signIn(world);
    expect((await callOp('updateSalaryExpCompanyStatus', world, token)).body.code).toBe(0);
    const rows = mock.world(world).rows('listSalaryExpCompaniesByProInst');
    expect(rows.filter((r) => [9103, 9104].includes(Number(r.id))).map((r) => r.confirmStatus)).toEqual([0, 0]);
    const started = await callOp('startManualSalaryExpTask', world, token);
    expect(started.body.code).toBe(0);
    const record = mock
      .world(world)
      .rows('pageSalaryExpRecords')
      .find((r) => r.id === started.body.data.id);
    expect(record).toMatchObject({ projectId: 1004, period: '2026-09', status: 0, initiatorName: '王建华' });
  });

  it('complaint 受理 and 办结 write their handling records, read back by the complaint id', async () => {
    const world = freshWorld();
    const token = await signIn(world);
    const records = async (id: number) =>
      (await call('get', '/orgdept/complaint/records', { world, token, query: { id } })).body.data as Json[];
    expect(await records(9505)).toEqual([]);
    await call('post', '/orgdept/complaint/accept', { world, token, body: { id: 9505, comment: '已联系班组核实' } });
    await call('post', '/orgdept/complaint/deal', {
      world,
      token,
      body: { id: 9505, dealResult: 1, dealContent: '已补发工资' },
    });
    const written = await records(9505);
    expect(written.map((r) => [r.actionName, r.comment, r.operatorName])).toEqual(
      expect.arrayContaining([
        ['受理', '已联系班组核实', '王建华'],
        ['办结', '已补发工资', '王建华'],
      ]),
    );
    expect((await records(9502)).length).toBeGreaterThan(0);
  });
});

describe('documented filters filter', () => {
  it('project_id on the all-security-alarms list keeps that project’s alarms only', async () => {
    const world = freshWorld();
    const token = await signIn(world);
    const list = (project_id: number) =>
      call('get', '/pc/security/alarm/all/list', { world, token, query: { pageNum: 1, pageSize: 100, project_id } });
    const mine = (await list(1001)).body.data;
    expect(mine.total).toBeGreaterThan(0);
    expect(mine.list.every((r: Json) => r.project_id === 1001)).toBe(true);
    expect((await list(1002)).body.data).toMatchObject({ total: 0, list: [] });
  });

  it('an organisation filter on rows that name their project keeps the projects of that branch', async () => {
    const orgPlans = plans.filter((p) => p.role === 'list' && p.filters.some((f) => f.op === 'org'));
    expect(orgPlans.length).toBeGreaterThan(20);
    const branchOf = new Map(
      mock
        .world('main')
        .rows('pageOrgProjects')
        .map((r) => [String(r.project_id), r.org_batch_id]),
    );
    const world = freshWorld();
    const token = await signIn(world);
    const wrong: string[] = [];
    for (const p of orgPlans) {
      const f = p.filters.find((x) => x.op === 'org') as Plan['filters'][number];
      const c = cases.get(p.op.operationId);
      if (!c || c.init.body instanceof FormData) continue;
      const inBody = c.init.body && typeof c.init.body === 'object' && f.input in c.init.body;
      const res = await callOp(p.op.operationId, world, token, {
        body: inBody ? { ...c.init.body, [f.input]: 12 } : undefined,
        query: inBody ? undefined : { [f.input]: 12 },
      });
      const rows: Json[] = Array.isArray(res.body?.data) ? res.body.data : (res.body?.data?.list ?? []);
      const field = f.fields[0] as string;
      const outside = rows.filter((r) => r[field] != null && branchOf.get(String(r[field])) !== 12);
      if (outside.length) wrong.push(`${p.op.operationId}: ${outside.length} rows outside branch 12`);
    }
    expect(wrong).toEqual([]);
  });

  it('keyword searches only the fields its description names (投诉人姓名、手机号或投诉编号)', async () => {
    const world = freshWorld();
    const token = await signIn(world);
    const row = mock.world(world).rows('listWorkerComplaints')[0] as Json;
    const search = (keyword: string) =>
      call('get', '/pc/worker/complaint/list', { world, token, query: { pageNum: 1, pageSize: 100, keyword } });
    const byName = (await search(row.worker_name)).body.data.list;
    expect(byName.map((r: Json) => r.id)).toContain(row.id);
    // The team's name is not among the fields the description names: it finds nothing by it.
    const team = String(row.team_name ?? row.project_name);
    expect((await search(team)).body.data.list.filter((r: Json) => !String(r.worker_name).includes(team))).toEqual([]);
  });
});

describe('a dashboard describes the project it was asked for', () => {
  it('项目首页 of each project names that project and counts its own workers', async () => {
    const world = freshWorld();
    const token = await signIn(world);
    const projects = mock.world(world).rows('pageOrgProjects').slice(0, 5) as Json[];
    expect(projects.map((p) => p.project_id)).toContain(1002);
    for (const p of projects) {
      const home = (
        await call('get', '/pc/project/index/collect', { world, token, query: { project_id: p.project_id } })
      ).body.data;
      const workers = (
        await call('get', '/pc/worker/list', {
          world,
          token,
          query: { pageNum: 1, pageSize: 1000, project_id: p.project_id },
        })
      ).body.data.list.filter((r: Json) => r.status !== 2).length;
      expect(home).toMatchObject({ project_id: p.project_id, project_name: p.project_name, worker_total: workers });
      expect(home.worker_onsite_today).toBeLessThanOrEqual(home.worker_total);
      expect(home.manager_onsite_today).toBeLessThanOrEqual(home.manager_total);
    }
  });
});

describe('writes change what reads answer', () => {
  it.each(['finishProjectSpecialCheck', 'closeLsoJob', 'approveLsoJob', 'confirmWagesAttendTeamTask'])(
    '%s changes its row once; the same step again is refused and changes nothing',
    async (id) => {
      const world = freshWorld();
      const token = await signIn(world);
      expect((await callOp(id, world, token)).body.code).toBe(0);
      const before = JSON.stringify(mock.world(world).snapshot());
      expect((await callOp(id, world, token)).body.msg).toMatch(/[\u4e00-\u9fa5]/);
      expect(JSON.stringify(mock.world(world).snapshot())).toBe(before);
    },
  );

  it('项目状态: the project list shows the new status; a completed project cannot change again', async () => {
    const world = freshWorld();
    const token = await signIn(world);
    const set = (status: number) =>
      call('post', '/pc/project/status', { world, token, body: { project_id: 1004, status, reason: '竣工验收' } });
    expect((await set(3)).body.code).toBe(0);
    expect(
      mock
        .world(world)
        .rows('pageOrgProjects')
        .find((r) => r.project_id === 1004)?.status,
    ).toBe(3);
    expect((await set(1)).body.msg).toBe('已竣工的项目不能再修改状态');
  });

  it('法务账号 add, update, assign roles and delete change the account list', async () => {
    const world = freshWorld();
    const token = await signIn(world);
    const list = async () =>
      (await call('get', '/legal-service/account/page', { world, token, query: { pageNum: 1, pageSize: 100 } })).body
        .data;
    const before = await list();
    const added = await callOp('addLegalAccount', world, token);
    expect(added.body.code).toBe(0);
    const after = await list();
    expect(after.total).toBe(before.total + 1);
    const row = after.list.find((r: Json) => r.account === 'hexiaodong');
    expect(row).toMatchObject({ userName: '何晓东', mobile: '13905710004' });
    await callOp('updateLegalAccount', world, token, {
      body: { ...cases.get('updateLegalAccount')?.init.body, id: row.id, userName: '何晓东（法务）' },
    });
    expect((await list()).list.find((r: Json) => r.id === row.id)).toMatchObject({ userName: '何晓东（法务）' });
    await callOp('assignLegalAccountRoles', world, token, { body: { accountId: row.id, roleIds: [2, 4] } });
    expect((await list()).list.find((r: Json) => r.id === row.id)?.roleIds).toEqual([2, 4]);
    await callOp('deleteLegalAccount', world, token, { body: { id: row.id } });
    expect((await list()).list.some((r: Json) => r.id === row.id)).toBe(false);
  });
});

describe('a report the caller’s level chooses (aggregate $map)', () => {
  it('报警闭环: the company report has a row per branch, a branch report one per project, and both add up', async () => {
    const world = freshWorld();
    const token = await signIn(world);
    const range = { startDate: '2026-11-01', endDate: '2026-11-23' };
    const report = async (orgId: number) =>
      (await callOp('listAlarmSituationByBranchCompany', world, token, { query: { orgId, ...range } })).body
        .data as Json[];
    const total = async (orgId: number) =>
      (await callOp('getAlarmProcessingStatistics', world, token, { query: { orgId, ...range } })).body.data
        .totalCount as number;
    const company = await report(1);
    expect(company.length).toBeGreaterThan(1);
    expect(company.every((r) => r.orgType === 3)).toBe(true);
    const sum = (rows: Json[]) => rows.reduce((n, r) => n + (r.totalCount as number), 0);
    expect(sum(company)).toBe(await total(1));
    const branch = company.find((r) => r.totalCount > 0) as Json;
    const projects = await report(branch.orgId as number);
    expect(projects.length).toBeGreaterThan(0);
    expect(projects.every((r) => r.orgType === 4)).toBe(true);
    expect(sum(projects)).toBe(branch.totalCount);
    expect(sum(projects)).toBe(await total(branch.orgId as number));
  });
});

describe('a tree cut to the levels asked for (x-mock.depth)', () => {
  it('公司—分公司—项目树 without projects stops at the branches; with them, every project is under its branch', async () => {
    const world = freshWorld();
    const token = await signIn(world);
    const tree = async (with_project: number) =>
      flat((await callOp('getOrgBranchProjectTree', world, token, { query: { with_project } })).body.data);
    const whole = await tree(1);
    const branches = await tree(0);
    expect(whole.some((n) => String(n.innerid).startsWith('PRJ'))).toBe(true);
    expect(branches.length).toBeGreaterThan(1);
    expect(branches.some((n) => String(n.innerid).startsWith('PRJ'))).toBe(false);
    // The same organisations, each as it is in the whole tree.
    expect(branches.map((n) => n.id)).toEqual(
      whole.filter((n) => !String(n.innerid).startsWith('PRJ')).map((n) => n.id),
    );
  });
});

describe('候选办理人: the next node of the process instance, from the people directory', () => {
  it('answers the next pending node, moves on after 同意, and nothing once the flow has ended or for another task', async () => {
    const world = freshWorld();
    const token = await signIn(world);
    const users = async (body: Json) =>
      ((await callOp('listWorkflowTaskUsers', world, token, { body })).body.data as Json[]).map((u) => u.userName);
    const directory = (await callOp('pageWorkflowAssigneeUsers', world, token, { body: { pageNum: 1, pageSize: 100 } }))
      .body.data.list as Json[];
    const pi = 'PI-2026-000123';
    // N2 项目经理审核 is being handled: the next node is N3 分公司劳务主管审核, with the branch's three heads.
    const next = await users({ procInstId: pi, taskId: 'T2026112300017' });
    expect(next).toEqual(['林峰', '沈佳', '袁丽']);
    expect(next.every((name) => directory.some((u) => u.userName === name))).toBe(true);
    expect(await users({ procInstId: pi, nodeId: 'N2' })).toEqual(['周明']);
    // A task of another instance, or a node the instance does not have: no one.
    expect(await users({ procInstId: pi, taskId: 'T2026112300018' })).toEqual([]);
    expect(await users({ procInstId: pi, nodeId: 'N9' })).toEqual([]);
    const approve = await callOp('approveWorkflowWageTask', world, token, {
      body: { taskId: 'T2026112300017', procInstId: pi, comment: '同意' },
    });
    expect(approve.body.code).toBe(0);
    // N3 is now being handled: the next node is N4 抄送集团劳务管理部.
    expect(await users({ procInstId: pi })).toEqual(['许文杰']);
    // Every node of PI-2026-000118 is done.
    expect(await users({ procInstId: 'PI-2026-000118' })).toEqual([]);
  });
});

describe('tables the contract lists nowhere (x-mock-tables)', () => {
  it('a panorama share link is an unguessable code ($token) that opens its shot until it expires', async () => {
    const world = freshWorld();
    const token = await signIn(world);
    const create = (shot_id: number) =>
      call('post', '/pc/panorama/share/create', { world, token, body: { shot_id, expire_days: 7 } });
    const a = (await create(21)).body;
    const b = (await create(21)).body;
    expect(a.code).toBe(0);
    expect(a.data.code).toMatch(/^[0-9a-f]{32}$/);
    expect(b.data.code).not.toBe(a.data.code);
    // Seven days on the mock's clock (the examples' day in tests), to the end of that day.
    expect(a.data.expire_at).toBe('2026-11-30 23:59:59');
    const shared = (await call('get', `/pc/panorama/share/${a.data.code as string}`, { world })).body;
    expect(shared.data).toMatchObject({ point_name: '2# 楼北侧基坑', image_url: '/api/mock-assets/panorama/2-10.svg' });
    expect((await create(999)).body.msg).toBe('拍摄记录不存在');
    expect((await call('get', '/pc/panorama/share/AAAAAAAA', { world })).body.msg).toBe('分享链接已失效');
  });

  it('a project’s SMS alarm settings read back what was saved, per project', async () => {
    const world = freshWorld();
    const token = await signIn(world);
    const get = async (projectId: number) =>
      (await call('get', '/contract/msmalarm/get', { world, token, query: { projectId } })).body.data;
    expect(await get(1002)).toMatchObject({ id: 0, enabled: 0 });
    await call('post', '/contract/msmalarm/save', {
      world,
      token,
      body: { projectId: 1002, enabled: 1, alarmTypes: [4, 5] },
    });
    expect(await get(1002)).toMatchObject({ enabled: 1, alarmTypes: [4, 5], updateBy: '王建华' });
    expect(await get(1001)).toMatchObject({ id: 12, enabled: 1 });
  });
});

describe('a password an administrator resets', () => {
  it('is what signing in accepts from then on (人员 5001 is the project account xmjl)', async () => {
    const world = freshWorld();
    const token = await signIn(world);
    const login = async (password: string) =>
      (await call('post', '/pc/account/login_v2', { world, body: { account: 'xmjl', password } })).body.code;
    expect(await login('Xmjl@2026')).toBe(0);
    const reset = await call('post', '/pc/person/password/reset', {
      world,
      token,
      body: { id: 5001, new_password: 'Site@2026new' },
    });
    expect(reset.body.code).toBe(0);
    expect(await login('Xmjl@2026')).not.toBe(0);
    expect(await login('Site@2026new')).toBe(0);
    // Another world keeps the demo password; a person who does not exist is refused.
    expect(
      (
        await call('post', '/pc/account/login_v2', {
          world: freshWorld(),
          body: { account: 'xmjl', password: 'Xmjl@2026' },
        })
      ).body.code,
    ).toBe(0);
    const missing = await call('post', '/pc/person/password/reset', {
      world,
      token,
      body: { id: 999999, new_password: 'Site@2026new' },
    });
    expect(missing.body.msg).toBe('人员不存在');
  });
});

describe('the wage chain is whole: every settlement and attendance task has its own companies, teams and workers', () => {
  type Row = Json & Record<string, unknown>;
  const by = (rows: readonly Row[], field: string) => {
    const out = new Map<string, Row[]>();
    for (const r of rows) out.set(String(r[field]), [...(out.get(String(r[field])) ?? []), r]);
    return out;
  };
  const sum = (rows: readonly Row[] | undefined, field: string) =>
    Math.round((rows ?? []).reduce((a, r) => a + Number(r[field] ?? 0), 0) * 100) / 100;

  for (const scale of [1, 10]) {
    it(`scale ${scale}: counts and totals equal the rows below them, and every row below is of the parent's project`, async () => {
      const server = scale === 1 ? mock : await startMock({ port: 0, scale, say: () => {} });
      try {
        const rows = (e: string) => server.world(`chain-${scale}`).rows(e) as readonly Row[];
        const teams = new Map(rows('listOrgTeams').map((t) => [String(t.id), t]));
        const exps = rows('pageSalaryExpRecords');
        // One settlement per project and period, each with its own process instance.
        expect(new Set(exps.map((e) => `${e.projectId}/${e.period}`)).size).toBe(exps.length);
        expect(new Set(exps.map((e) => e.proInstId)).size).toBe(exps.length);
        const companies = by(rows('listSalaryExpCompaniesByProInst'), 'expId');
        const expTeams = by(rows('listSalaryExpTeamsByCompany'), 'expId');
        const workers = by(rows('pageSalaryExpWorkersByExp'), 'expId');
        const wrong: string[] = [];
        for (const e of exps) {
          const w = workers.get(String(e.id));
          const got = [
            companies.get(String(e.id))?.length ?? 0,
            expTeams.get(String(e.id))?.length ?? 0,
            w?.length ?? 0,
          ];
          if (String(got) !== String([e.companyCount, e.teamCount, e.workerCount]))
            wrong.push(
              `预结算 ${String(e.id)} 的单位/班组/工人 ${String([e.companyCount, e.teamCount, e.workerCount])}，明细 ${String(got)}`,
            );
          if (sum(w, 'payableAmount') !== e.payableAmount)
            wrong.push(`预结算 ${String(e.id)} 应发 ${String(e.payableAmount)}，明细合计 ${sum(w, 'payableAmount')}`);
          for (const t of expTeams.get(String(e.id)) ?? [])
            if (teams.get(String(t.teamId))?.project_id !== e.projectId)
              wrong.push(`预结算 ${String(e.id)} 的班组 ${String(t.teamId)} 不在它的项目`);
        }
        // The attendance confirmation tasks: one per project and month, their teams and workers of that project.
        const tasks = rows('listWagesAttendProjectTasks');
        expect(new Set(tasks.map((t) => `${t.projectId}/${t.period}`)).size).toBe(tasks.length);
        const taskTeams = by(rows('listWagesAttendTeamTasks'), 'taskId');
        const taskWorkers = by(rows('listWagesAttendWorkers'), 'taskId');
        for (const t of tasks) {
          const got = [taskTeams.get(String(t.id))?.length ?? 0, taskWorkers.get(String(t.id))?.length ?? 0];
          if (String(got) !== String([t.teamCount, t.workerCount]))
            wrong.push(
              `考勤任务 ${String(t.id)} 的班组/工人 ${String([t.teamCount, t.workerCount])}，明细 ${String(got)}`,
            );
          for (const tt of taskTeams.get(String(t.id)) ?? [])
            if (teams.get(String(tt.teamId))?.project_id !== t.projectId)
              wrong.push(`考勤任务 ${String(t.id)} 的班组 ${String(tt.teamId)} 不在它的项目`);
        }
        // Each capital-source record and each payment (代发) is of a settlement the world holds, of its project and
        // period; a settlement past 资金来源确认 has its record, one paid out has its payment, whose worker count is
        // its workers'.
        const byId = new Map(exps.map((e) => [String(e.id), e]));
        const sources = by(rows('pageSalaryCapitaSources'), 'expId');
        const cums = rows('pageSalaryCumRecords');
        const cumWorkers = by(rows('pageSalaryCumWorkers'), 'cumId');
        for (const r of [...rows('pageSalaryCapitaSources'), ...cums]) {
          const e = byId.get(String(r.expId));
          if (!e || e.projectId !== r.projectId || e.period !== r.period)
            wrong.push(`${String(r.proInstId)} 指向的预结算 ${String(r.expId)} ${e ? '不是同一项目、周期' : '不存在'}`);
        }
        // A record's 需发放 is its settlement's 应发 − 扣款; its 合计 the sum of its sources, its 缺口 the rest.
        const cents = (n: number) => Math.round(n * 100) / 100;
        for (const r of rows('pageSalaryCapitaSources')) {
          const e = byId.get(String(r.expId));
          const parts = ['ownerPayAmount', 'contractorAdvanceAmount', 'companySelfAmount', 'otherAmount'];
          const total = cents(parts.reduce((n, f) => n + Number(r[f]), 0));
          if (e && r.needAmount !== cents(Number(e.payableAmount) - Number(e.deductAmount)))
            wrong.push(
              `资金来源 ${String(r.id)} 需发放 ${String(r.needAmount)}，预结算应发 − 扣款 ${cents(Number(e.payableAmount) - Number(e.deductAmount))}`,
            );
          if (r.totalAmount !== total || r.gapAmount !== cents(Number(r.needAmount) - total))
            wrong.push(
              `资金来源 ${String(r.id)} 合计 ${String(r.totalAmount)}、缺口 ${String(r.gapAmount)}，来源合计 ${total}`,
            );
        }
        // A payment's worker: 未发 = 应付 − 累计已发; one not paid yet has only earlier batches' (应付 − 本次发放).
        for (const w of rows('pageSalaryCumWorkers')) {
          if (w.unpaidAmount !== cents(Number(w.expAmount) - Number(w.cumPaidAmount)))
            wrong.push(
              `代发工人 ${String(w.id)} 未发 ${String(w.unpaidAmount)}，应付 − 累计已发 ${cents(Number(w.expAmount) - Number(w.cumPaidAmount))}`,
            );
          if (w.payStatus !== 1 && w.cumPaidAmount !== cents(Number(w.expAmount) - Number(w.thisPayAmount)))
            wrong.push(`代发工人 ${String(w.id)}（未发放）累计已发 ${String(w.cumPaidAmount)} 含本次`);
        }
        for (const e of exps)
          if (Number(e.status) >= 3 && Number(e.status) <= 5 && !sources.has(String(e.id)))
            wrong.push(`预结算 ${String(e.id)}（状态 ${String(e.status)}）没有资金来源记录`);
        for (const c of cums)
          if ((cumWorkers.get(String(c.id))?.length ?? 0) !== c.workerCount)
            wrong.push(
              `代发 ${String(c.id)} 的工人数 ${String(c.workerCount)}，明细 ${cumWorkers.get(String(c.id))?.length ?? 0}`,
            );
        const instances = [...rows('pageSalaryCapitaSources'), ...cums, ...exps].map((r) => r.proInstId);
        expect(new Set(instances).size).toBe(instances.length);
        expect(wrong.slice(0, 10)).toEqual([]);
        // Most settlements have workers (not only the examples' one).
        expect(exps.filter((e) => Number(e.workerCount) > 0).length).toBeGreaterThan(exps.length * 0.8);
      } finally {
        if (server !== mock) await server.close();
      }
    });
  }

  it('a write below moves the figures above: a worker’s payable changes the settlement’s and its team’s totals', async () => {
    const world = freshWorld();
    const token = await signIn(world);
    const rows = (e: string) => mock.world(world).rows(e) as readonly Row[];
    const exp = rows('pageSalaryExpRecords').find((e) => e.id === 9002) as Row;
    const worker = rows('pageSalaryExpWorkersByExp').find((w) => w.expId === 9002) as Row;
    const team = rows('listSalaryExpTeamsByCompany').find((t) => t.id === worker.expTeamId) as Row;
    const saved = await call('post', '/star/salaryExpWorkerList/saveByExp', {
      world,
      token,
      body: {
        expId: 9002,
        workers: [
          {
            ...Object.fromEntries(
              ['id', 'workerId', 'attendDays', 'dailyWage', 'deductAmount', 'paidAmount', 'remark'].map((k) => [
                k,
                worker[k],
              ]),
            ),
            payableAmount: Number(worker.payableAmount) + 100,
          },
        ],
      },
    });
    expect(saved.body.code).toBe(0);
    const list = await call('post', '/star/salaryExpList/page', { world, token, body: { pageNum: 1, pageSize: 50 } });
    const after = (list.body.data.list as Row[]).find((e) => e.id === 9002);
    expect(after?.payableAmount).toBe(Math.round((Number(exp.payableAmount) + 100) * 100) / 100);
    expect(rows('listSalaryExpTeamsByCompany').find((t) => t.id === team.id)?.payableAmount).toBe(
      Math.round((Number(team.payableAmount) + 100) * 100) / 100,
    );
  });
});

describe('rows that name a worker of the roster show that worker (x-mock.rollup first)', () => {
  it('name, team, company and work type as the roster holds them, in every table that takes them from it', () => {
    const roster = model.entityByName('listOrgWorkers') as string;
    const world = mock.world(freshWorld());
    const workers = new Map(world.rows(roster).map((w) => [String(w.id), w as Json]));
    const wrong: string[] = [];
    let checked = 0;
    for (const [entity, seed] of model.seeds)
      for (const [field, r] of Object.entries(seed.rollup ?? {})) {
        if (r.first !== roster) continue;
        const [[mine, theirs] = ['', '']] = Object.entries(r.match ?? {});
        for (const row of world.rows(entity)) {
          const w = workers.get(String(row[theirs]));
          if (!w || mine !== 'id') continue;
          checked += 1;
          if (row[field] !== w[r.field ?? field])
            wrong.push(`${entity} ${field}=${String(row[field])}，花名册 ${String(w[r.field ?? field])}`);
        }
      }
    expect(checked).toBeGreaterThan(1000);
    expect(wrong.slice(0, 10)).toEqual([]);
  });
});

describe('wage flows as effects (each, forbid, unless, $new, first)', () => {
  const rowsOf = (world: string, entity: string) => mock.world(world).rows(entity) as readonly Json[];

  it('a team submits its sheet once: the workers sent change, the team is submitted, a second submit is refused', async () => {
    const world = freshWorld();
    const token = await signIn(world);
    const body = {
      expId: 9001,
      expTeamId: 9204,
      workers: [{ id: 9304, workerId: 4004, attendDays: 20, dailyWage: 300, payableAmount: 6000 }],
    };
    const remark = rowsOf(world, 'pageSalaryExpWorkersByExp').find((r) => r.id === 9304)?.remark;
    const ok = await call('post', '/star/salaryExpWorkerList/commitWorkerList', { world, token, body });
    expect(ok.body.code).toBe(0);
    expect(rowsOf(world, 'pageSalaryExpWorkersByExp').find((r) => r.id === 9304)).toMatchObject({
      attendDays: 20,
      dailyWage: 300,
      payableAmount: 6000,
      remark, // a field the item does not send keeps its value
    });
    expect(rowsOf(world, 'listSalaryExpTeamsByCompany').find((r) => r.id === 9204)?.submitStatus).toBe(1);
    const changes = mock.world(world).changes;
    const again = await call('post', '/star/salaryExpWorkerList/commitWorkerList', { world, token, body });
    expect(again.body).toMatchObject({ code: 500, msg: '只有未提交或已退回的班组工资表可以提交' });
    expect(mock.world(world).changes).toBe(changes);
  });

  it('a company with a team not yet submitted cannot submit (forbid), and a capita-source task starts once', async () => {
    const world = freshWorld();
    const token = await signIn(world);
    const commit = await call('post', '/star/salaryExpWorkerList/company/commitWorkerList', {
      world,
      token,
      body: { expId: 9001, expCompanyId: 9102 },
    });
    expect(commit.body.msg).toBe('还有班组未提交（或退回后未重新提交）工资表，不能汇总提交');
    // A settlement to be confirmed, none of whose capital sources has started, with companies still to confirm.
    const started = new Set(rowsOf(world, 'pageSalaryCapitaSources').map((r) => r.expId));
    const companiesOf = (expId: unknown) =>
      rowsOf(world, 'listSalaryExpCompaniesByProInst').filter((c) => c.expId === expId);
    const exp = rowsOf(world, 'pageSalaryExpRecords').find(
      (r) =>
        [1, 2].includes(r.status as number) &&
        !started.has(r.id) &&
        companiesOf(r.id).some((c) => [0, 1, 3].includes(c.confirmStatus as number)),
    );
    expect(exp).toBeDefined();
    const expId = exp?.id as number;
    const start = () =>
      call('post', '/star/salaryCapitaSourceList/initTask', {
        world,
        token,
        body: { expId, projectId: exp?.projectId, period: exp?.period },
      });
    expect((await start()).body.msg).toBe('还有参建单位的预结算未确认，不能发起资金来源确认');
    const confirmed = await call('post', '/star/salaryExpCompanyList/updatestatus', {
      world,
      token,
      body: { ids: companiesOf(expId).map((c) => c.id), status: 2 },
    });
    expect(confirmed.body.code).toBe(0);
    const first = await start();
    expect(first.body.code).toBe(0);
    expect(rowsOf(world, 'pageSalaryCapitaSources').find((r) => r.id === first.body.data.id)).toMatchObject({
      expId,
      status: 0,
    });
    expect((await start()).body.msg).toBe('该预结算已发起资金来源确认，不能重复发起');
  });

  it('an emergency payment starts a process instance of its own ($next): answered, read back, never one in use', async () => {
    const world = freshWorld();
    const token = await signIn(world);
    const held = new Set(
      ['pageSalaryInitiateTasks', 'pageSalaryCumRecords', 'pageSalaryCapitaSources', 'pageEmergencyPayments'].flatMap(
        (e) => rowsOf(world, e).map((r) => r.proInstId as string),
      ),
    );
    const first = await callOp('startEmergencyPaymentTask', world, token);
    expect(first.body.code).toBe(0);
    const id = first.body.data.proInstId as string;
    expect(id).toMatch(/^PI-\d{4}-\d{6}$/);
    expect(held.has(id)).toBe(false);
    expect(rowsOf(world, 'pageEmergencyPayments').find((r) => r.id === first.body.data.id)?.proInstId).toBe(id);
    // Another company's payment: the next instance.
    const second = await callOp('startEmergencyPaymentTask', world, token, {
      body: { ...cases.get('startEmergencyPaymentTask')?.init.body, companyId: 2002, period: '2026-07' },
    });
    expect(second.body.code).toBe(0);
    expect(second.body.data.proInstId).not.toBe(id);
  });

  it('trouble wages: a new record answers its id and its workers belong to it (unless, $new, $first)', async () => {
    const world = freshWorld();
    const token = await signIn(world);
    const workers = [
      { workerId: 4001, payableAmount: 10800, paidAmount: 0, troubleAmount: 10800, failReason: '银行卡已注销' },
      { workerId: 4004, payableAmount: 11250, paidAmount: 1250, troubleAmount: 10000, failReason: '银行卡已注销' },
    ];
    const saved = await call('post', '/star/laborwagestrouble/wages/trouble/worker/save', {
      world,
      token,
      body: { troubleId: null, projectId: 1001, period: '2026-10', troubleType: 1, reason: '代发失败', workers },
    });
    expect(saved.body.code).toBe(0);
    const id = saved.body.data as number;
    expect(rowsOf(world, 'listTroubleWagesProjects').find((r) => r.id === id)).toMatchObject({
      workerCount: 2,
      troubleAmount: 20800,
      status: 0,
    });
    expect(rowsOf(world, 'listTroubleWorkers').filter((r) => r.troubleId === id)).toHaveLength(2);
    // Appending to that record inserts no new record.
    const records = rowsOf(world, 'listTroubleWagesProjects').length;
    const more = await call('post', '/star/laborwagestrouble/wages/trouble/worker/save', {
      world,
      token,
      body: { troubleId: id, projectId: 1001, period: '2026-10', troubleType: 1, workers: [workers[0]] },
    });
    expect(more.body.code).toBe(0);
    expect(rowsOf(world, 'listTroubleWagesProjects')).toHaveLength(records);
    expect(rowsOf(world, 'listTroubleWorkers').filter((r) => r.troubleId === id)).toHaveLength(3);
  });

  it('approving a wage task ends its node and starts the next one only (first); the task cannot be approved twice', async () => {
    const world = freshWorld();
    const token = await signIn(world);
    const body = { taskId: 'T2026112300017', procInstId: 'PI-2026-000123', comment: '同意' };
    expect((await call('post', '/flw/smarthatsflwtask/approve', { world, token, body })).body.code).toBe(0);
    const flow = await call('get', '/flw/smarthatsflwtask/processFlow', {
      world,
      token,
      query: { procInstId: 'PI-2026-000123' },
    });
    expect(flow.body.data.nodes.map((x: Json) => [x.nodeId, x.nodeStatus])).toEqual([
      ['N1', 2],
      ['N2', 2],
      ['N3', 1],
      ['N4', 0],
    ]);
    expect(flow.body.data.nodes[1]).toMatchObject({ action: 2, comment: '同意' });
    const again = await call('post', '/flw/smarthatsflwtask/approve', { world, token, body });
    expect(again.body.msg).toBe('只有待审批的流程任务可以审批');
  });

  it('近 24 小时在场人数 counts the managers on site from their attendance events (not a fixed 0)', async () => {
    const world = freshWorld();
    const token = await signIn(world);
    const res = await call('get', '/duty/workforceAnalytics/statisticsInThePastTwentyFourHours', {
      world,
      token,
      query: { projectId: 1001 },
    });
    const hours = res.body.data as Json[];
    expect(hours.some((h) => h.managerCount > 0)).toBe(true);
    for (const h of hours) expect(h.count).toBe(h.workerCount + h.managerCount);
    // The managers counted are the project's: another project's hours count none of project 1001's managers.
    const day = mock.world(world).seed.day();
    const onSite = rowsOf(world, 'projectManagerAttendanceDays').filter(
      (r) => r.date === day && r.present === 1 && r.project_id === 1001,
    );
    const nine = hours.find((h) => h.hour === '09:00') as Json;
    const managersAtNine = onSite.filter(
      (r) => String(r.in_time).slice(11, 13) <= '09' && String(r.out_time).slice(11, 13) >= '09',
    );
    expect(nine.managerCount).toBeGreaterThanOrEqual(managersAtNine.length);
  });
});

describe('views are made again when what they read changes, and only then', () => {
  it('工人工资明细 keeps its rows through a write elsewhere, and follows a settlement worker’s change', () => {
    const world = mock.world(freshWorld());
    const before = world.rows('listSalaryByWorker');
    // A complaint written: the wage views read nothing of it, so the same rows answer (not made again).
    world.table('listWorkerComplaints');
    expect(world.rows('listSalaryByWorker')).toBe(before);
    expect(world.rows('listSalaryByProject')).toBe(world.rows('listSalaryByProject'));
    // A settlement worker's pay changed in place (as saveByExp does): the worker list and every summary follow.
    const project = world.rows('listSalaryByProject');
    const workers = world.table('pageSalaryExpWorkersByExp');
    const w = workers[0] as Json;
    workers[0] = { ...w, attendDays: 1, dailyWage: 100, payableAmount: 100 };
    const after = world.rows('listSalaryByWorker');
    expect(after).not.toBe(before);
    expect(after.find((r) => r.workerId === w.workerId && r.payableAmount === 100)).toBeTruthy();
    expect(world.rows('listSalaryByProject')).not.toBe(project);
    // Back to the seed: the seed's rows again.
    world.reset();
    expect(world.rows('listSalaryByWorker').some((r) => r.payableAmount === 100 && r.attendDays === 1)).toBe(false);
  });
});
