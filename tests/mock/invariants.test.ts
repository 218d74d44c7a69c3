// Invariants of the back-end double, generated from the contract: every operation of spec/dist/openapi.json is
// called against the mock started here, in fresh worlds (X-Mock-World), with inputs drawn by fast-check, and checked:
//   schema   every successful answer validates against the operation's 200 schema (the mock's own checkAnswer)
//   keys     the fields that identify a row (the entity's key, unique `*_id`/`innerid`/`*_no`) are unique in its list
//   total    a page's `total` equals the rows reachable by paging through it (pageNum/pageSize or page/limit)
//   filter   each documented filter narrows: with a value taken from a row, every row answered matches it and that
//            row is among them
//   create   a create's answered id is the new row's, which reads back (list, detail) with the values sent
//   write    each write (create, update, delete, action, import) changes some read, or the spec's
//            `x-mock.unobservable` says why it cannot
//   scope    a project or branch account sees only its projects' rows in every list carrying project_id, and a
//            filter outside its scope answers nothing
//   refusal  an invalid request is refused (400), as are a missing row and an illegal transition; a refusal leaves
//            the world unchanged
// Seeded: INVARIANT_SEED (default 24) gives every property its own seed (seed, operationId, invariant), so one
// operation reruns alone with `-t <operationId>` and the same seed. INVARIANT_RUNS sets the runs per property (2).
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS, NOT_FILTERS, parseExceptions, startMock, type MockServer } from '@site/mock-server';
import {
  type OpInfo,
  type Req,
  type Row,
  baseReq,
  bodyArb,
  dropWorld,
  exampleReq,
  filterFields,
  isObj,
  isPaging,
  keyFields,
  matches,
  msgOf,
  nodesOf,
  opInfo,
  projectsOf,
  readAll,
  refused,
  rowsOf,
  send,
  succeeded,
  withInput,
  withoutInput,
} from '../lib/invariants';
import { mockCaller, signInAs, type Answer, type Call } from '../lib/mock-call';
import { operationCases } from '../lib/spec';

// ─── Exceptions: (operationId, invariant) pairs that fail today, with the defect seen. One line each; delete a line
// when its fix merges (a line whose invariant holds again fails the suite, so the table stays the list of defects).
// prettier-ignore
const EXCEPTIONS = `
# ── schema: an answer breaks its contract when a filter leaves no row (a maximum of nothing, a name of no project)
# ── keys: a field that identifies a row repeats in its list (generated rows copy it)
# ── filter: a documented filter is ignored (no row field) or answers rows that do not match
# ── total: a paged list whose total is not the rows its pages reach
# ── create: a create answers another row's id, or the new row does not read back as sent
# ── write: a write answers success and no read changes (or annotate x-mock.unobservable)
# ── scope: a project/branch account sees other projects' rows
`;

const INVARIANTS = ['schema', 'keys', 'total', 'filter', 'create', 'write', 'scope', 'refusal'] as const;
type Invariant = (typeof INVARIANTS)[number];

const excepted = new Map<string, Map<Invariant, string>>();
for (const { operationId, invariant, defect } of parseExceptions(EXCEPTIONS)) {
  const inv = invariant as Invariant;
  if (!INVARIANTS.includes(inv)) throw new Error(`例外表：未知的不变量 ${inv}（${operationId}）`);
  if (excepted.get(operationId)?.has(inv)) throw new Error(`例外表：${operationId} ${inv} 出现了两次`);
  excepted.set(operationId, (excepted.get(operationId) ?? new Map<Invariant, string>()).set(inv, defect));
}

const SEED = Number(process.env.INVARIANT_SEED ?? 24);
const RUNS = Number(process.env.INVARIANT_RUNS ?? 2);
const hash = (text: string) => {
  let h = 2166136261 ^ SEED;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h | 0;
};

let mock: MockServer;
const plainCall = mockCaller(() => mock.url);
/**
 * A token belongs to the world it was issued in (the mock refuses it in another). The suite signs each account in once
 * (`inv-sign-in`) and works in a fresh world per property: a call with a token in another world signs that account in
 * there first (once per world), so every property still runs as the account it names.
 */
const accountOfToken = new Map<string, { account: string; password: string }>();
const tokenInWorld = new Map<string, string>();
const call: typeof plainCall = async (method, path, opts = {}) => {
  const who = opts.token ? accountOfToken.get(opts.token) : undefined;
  if (!who || !opts.world || opts.world === 'inv-sign-in') return plainCall(method, path, opts);
  const key = `${opts.world} ${who.account}`;
  let token = tokenInWorld.get(key);
  if (!token) {
    token = await signInAs(plainCall, opts.world, who.account, who.password);
    tokenInWorld.set(key, token);
    accountOfToken.set(token, who);
  }
  return plainCall(method, path, { ...opts, token });
};
const rememberSignIn = async (world: string, account: string, password: string) => {
  const token = await signInAs(plainCall, world, account, password);
  accountOfToken.set(token, { account, password });
  tokenInWorld.set(`${world} ${account}`, token);
  return token;
};
const started = performance.now();
const cpu = process.cpuUsage();
const scopeTokens = new Map<string, string>();
/** The administrator's session (the world of each call is its X-Mock-World header). */
let adminToken = '';
const seen = new Map<Invariant, { checked: number; stale: number }>(
  INVARIANTS.map((i) => [i, { checked: 0, stale: 0 }]),
);
const unexpected: string[] = [];
const slowest: [string, number][] = [];

beforeAll(async () => {
  mock = await startMock({ port: 0, say: () => {} });
  for (const a of ACCOUNTS) scopeTokens.set(a.account, await rememberSignIn('inv-sign-in', a.account, a.password));
  adminToken = await rememberSignIn('inv-sign-in', 'admin', 'Admin@2026');
  console.log(
    `不变量种子 ${SEED}，每条性质 ${RUNS} 次；重跑一个调用：INVARIANT_SEED=${SEED} npx vitest run mock/invariants.test.ts -t <operationId>`,
  );
});

afterAll(async () => {
  await mock?.close();
  const rows = INVARIANTS.map((i) => {
    const s = seen.get(i) as { checked: number; stale: number };
    const lines = [...excepted.values()].filter((m) => m.has(i)).length;
    return `  ${i.padEnd(8)} 适用 ${String(s.checked).padStart(3)} 个调用，例外 ${String(lines).padStart(3)}${s.stale ? `（${s.stale} 条已不再失败）` : ''}`;
  });
  console.log(`不变量例外（共 ${[...excepted.values()].reduce((n, m) => n + m.size, 0)} 条）：\n${rows.join('\n')}`);
  if (unexpected.length) {
    // By invariant, as the table is grouped.
    const lines = unexpected
      .sort()
      .map((l) => l.replace(/^(\S+)\s+(\S+)\s+/, (_, inv: string, id: string) => `${id.padEnd(44)} ${inv.padEnd(8)} `));
    console.log(`例外表之外的失败（每行可直接放进例外表）：\n${lines.join('\n')}`);
  }
  const used = process.cpuUsage(cpu);
  const top = slowest.sort((a, b) => b[1] - a[1]).slice(0, 5);
  console.log(`最慢的调用：${top.map(([id, ms]) => `${id} ${Math.round(ms)} ms`).join('，')}`);
  console.log(
    `不变量套件：${cases.length} 个调用，用时 ${((performance.now() - started) / 1000).toFixed(1)} s（CPU ${((used.user + used.system) / 1e6).toFixed(1)} s）`,
  );
});

// ─── One operation: the invariants that apply to it, each a property over fresh worlds.

interface Run {
  info: OpInfo;
  token: string;
  worlds: string[];
  schema: string[];
  /** The invariants that apply to the operation (a check that does not apply returns before it makes a world). */
  applied: Set<Invariant>;
}

const cases = operationCases();
const byId = new Map(cases.map((c) => [c.id, c]));
const WRITE_VERB =
  /^(add|create|insert|new|save|edit|update|modify|del|delete|remove|submit|confirm|audit|approve|reject|bind|unbind|set|reset|import|upload|deal|accept|close|cancel|finish|handle|send|check|verify|apply|move|sort|change|enable|disable|start|stop|assign|dispatch|push|revoke|sign|mark|read|clear|batch|exit|checkin|copy)/;
const SESSION = /login|logout|identity|changeProject|vercode|sms|password|sso/i;

function worldFor(run: Run, inv: Invariant): string {
  run.applied.add(inv);
  const id = `inv-${run.info.c.id}-${inv}-${run.worlds.length}`;
  run.worlds.push(id);
  return id;
}

/** `call` for the operation under test: every successful JSON answer is checked against its 200 schema. */
const checked =
  (run: Run): Call =>
  async (method, path, opts) => {
    const a = await call(method, path, opts);
    if (succeeded(a) && !(a.body instanceof ArrayBuffer)) {
      const v = mock.checkAnswer(run.info.c.id, a.body);
      if (v.length && run.schema.length < 3)
        run.schema.push(v.map((x) => `${x.field || '(根)'} ${x.message}`).join('；'));
    }
    return a;
  };

/** Call the operation under test as the administrator (checked as above). */
async function own(run: Run, req: Req, world: string): Promise<Answer> {
  let a = await send(checked(run), run.info, req, { world, token: run.token });
  if (a.status === 401 && run.info.c.secured) {
    // The operation signed its caller out (logout): sign in again and call once more.
    run.token = await rememberSignIn('inv-sign-in', 'admin', 'Admin@2026');
    a = await send(checked(run), run.info, req, { world, token: run.token });
  }
  return a;
}

/** Run a property with its own seed; the failure's message (with counterexample and seed), or undefined. */
async function property<T>(
  run: Run,
  inv: Invariant,
  arb: fc.Arbitrary<T>,
  check: (v: T) => Promise<void>,
  numRuns = RUNS,
) {
  const seed = hash(`${run.info.c.id}:${inv}`);
  const r = await fc.check(fc.asyncProperty(arb, check), { seed, numRuns, endOnFailure: true });
  if (!r.failed) return undefined;
  const e = r.errorInstance;
  if (e === null) return `没有一次能生成适用的输入（${r.numSkips} 次前置条件不成立，种子 ${seed}）`;
  return `${e instanceof Error ? e.message : String(e)}（反例 ${JSON.stringify(r.counterexample).slice(0, 120)}，种子 ${seed}）`;
}

const fail = (msg: string): never => {
  throw new Error(msg);
};

/** Lists that read an entity: the operations whose plan lists it, fewest required inputs first. */
function readersOf(entity: string): OpInfo[] {
  return [...mock.model.entityOfList]
    .filter(([, e]) => e === entity)
    .map(([id]) => infoOf(id))
    .filter((i): i is OpInfo => Boolean(i))
    .sort((a, b) => a.params.filter((p) => p.required).length - b.params.filter((p) => p.required).length);
}

const infos = new Map<string, OpInfo>();
function infoOf(id: string): OpInfo | undefined {
  let i = infos.get(id);
  const c = byId.get(id);
  const plan = mock.model.plans.get(id);
  if (!i && c && plan) infos.set(id, (i = opInfo(c, plan)));
  return i;
}

/**
 * Reads of a table no list shows (a project's SMS settings, share links): the details and aggregates that read it,
 * asked about the record the write names (its input, or the key it answered).
 */
function recordReadersOf(entity: string): OpInfo[] {
  return [...mock.model.plans]
    .filter(
      ([, p]) =>
        (p.role === 'detail' && p.entity === entity) ||
        String(p.aggregate?.from ?? '')
          .split('|')
          .includes(entity),
    )
    .map(([id]) => infoOf(id))
    .filter((i): i is OpInfo => Boolean(i));
}

/** The write's inputs, one object (path, query and body). */
const inputsOf = (req: Req): Row => ({ ...req.path, ...req.query, ...(isObj(req.body) ? req.body : {}) });

/** What the reads of some entities answer now (their lists, unfiltered; or the record the write names). */
async function readsOf(
  entities: string[],
  world: string,
  token: string,
  sent: Row,
  answered?: unknown,
): Promise<string> {
  const out: string[] = [];
  for (const e of entities) {
    for (const reader of readersOf(e).slice(0, 2)) {
      // A required input the write answered (an import's batch_id) is read with the value it answered.
      let req = baseReq(reader);
      for (const p of reader.params)
        if (p.required && isObj(answered) && answered[p.name] !== undefined)
          req = withInput(reader, req, p.name, answered[p.name]);
      out.push(JSON.stringify((await readAll(call, reader, req, { world, token })).rows));
    }
    if (readersOf(e).length) continue;
    for (const reader of recordReadersOf(e).slice(0, 2)) {
      let req = baseReq(reader);
      for (const p of reader.params) {
        const v = isObj(answered) && answered[p.name] !== undefined ? answered[p.name] : sent[p.name];
        if (v !== undefined) req = withInput(reader, req, p.name, v);
      }
      out.push(JSON.stringify((await send(call, reader, req, { world, token })).body));
    }
  }
  return out.join('\n');
}

const snapshot = (world: string) => JSON.stringify(mock.world(world).snapshot());

// schema: the example request's answer (and, through `own`, every other answer this suite gets from the operation).
async function checkSchema(run: Run): Promise<string | undefined> {
  const world = worldFor(run, 'schema');
  await own(run, exampleReq(run.info), world);
  return run.schema.length ? `应答不符合契约：${run.schema.join(' | ')}` : undefined;
}

async function checkKeys(run: Run): Promise<string | undefined> {
  const fields = keyFields(run.info);
  if (!run.info.shape || !fields.length) return undefined;
  const world = worldFor(run, 'keys');
  const { rows } = await readAll(checked(run), run.info, baseReq(run.info), { world, token: run.token });
  const dup: string[] = [];
  for (const f of fields) {
    const count = new Map<string, number>();
    for (const r of rows) count.set(String(r[f]), (count.get(String(r[f])) ?? 0) + 1);
    const twice = [...count].filter(([, n]) => n > 1);
    if (twice.length) dup.push(`${f} 有 ${twice.length} 个值重复（如 ${twice[0]?.[0]} 出现在 ${twice[0]?.[1]} 行）`);
  }
  return dup.length ? `${rows.length} 行中 ${dup.join('；')}` : undefined;
}

async function checkTotal(run: Run): Promise<string | undefined> {
  const { info } = run;
  if (info.shape !== 'page' || !info.paging) return undefined;
  const paging = info.paging;
  const world = worldFor(run, 'total');
  const base = baseReq(info);
  const first = await own(run, base, world);
  const total = first.body?.data?.total;
  if (!succeeded(first)) return undefined;
  if (typeof total !== 'number') return `分页应答没有 total（${msgOf(first)}）`;
  const arb = fc.integer({ min: Math.max(1, Math.ceil(total / 5)), max: Math.min(paging.max, Math.max(1, total + 2)) });
  return property(run, 'total', arb, async (size) => {
    let reached = 0;
    const pages = Math.ceil(total / size);
    for (let num = 1; num <= pages + 1; num++) {
      const a = await own(run, withInput(info, withInput(info, base, paging.num, num), paging.size, size), world);
      const rows = rowsOf(info, a);
      if (rows.length > size) fail(`第 ${num} 页 ${rows.length} 行，多于 ${paging.size}=${size}`);
      if (num > pages && rows.length)
        fail(`total=${total}，第 ${num} 页（${paging.size}=${size}）仍有 ${rows.length} 行`);
      reached += rows.length;
    }
    if (reached !== total) fail(`total=${total}，按 ${paging.size}=${size} 翻页只取到 ${reached} 行`);
  });
}

/** The request fields an operation's x-mock reads as `$input.<name>` (its aggregate, list conditions, options, stats). */
function declaredInputs(info: OpInfo): Set<string> {
  const x = info.plan.xmock ?? {};
  const text = JSON.stringify([x.aggregate, x.where, x.options, x.stats, x.depth]);
  return new Set([...text.matchAll(/\$input\.([A-Za-z0-9_]+)/g)].map((m) => m[1] as string));
}

/**
 * A value of a filter that no row of the world has: an id no row carries, a date range in the far past or future, a
 * name nobody has; a size (`top`, `days`) of one. Undefined where the schema leaves no such value (an enum, a flag).
 */
function nothingFor(p: OpInfo['params'][number]): unknown {
  const value = nothingAt(p);
  // A contract that bounds the field leaves no such value inside its bounds (a type of 1–7): declared is enough.
  const s = p.schema;
  if (
    typeof value === 'number' &&
    ((s.maximum !== undefined && value > s.maximum) || (s.minimum !== undefined && value < s.minimum))
  )
    return undefined;
  return value;
}

function nothingAt(p: OpInfo['params'][number]): unknown {
  const s = p.schema;
  if (Array.isArray(s.enum) || s.type === 'boolean') return undefined;
  // A month (`2026-10`): by its name, or a pattern of a year and a month only.
  const month = /month|period/i.test(p.name) || /^\^?\\d\{4\}-\\d\{2\}\$?$/.test(String(s.pattern ?? ''));
  const start = /^(start|begin|from)|(Start|Begin|From)/.test(p.name);
  if (/^(top|topk|topN|top_n|days|size|limit)$/i.test(p.name)) return 1;
  if (s.format === 'date' || s.format === 'date-time' || /date|time|day|month|period/i.test(p.name)) {
    const far = start ? '2999-01-01' : '1990-01-01';
    const v = month ? far.slice(0, 7) : far;
    return s.format === 'date-time' ? `${v} 00:00:00` : v;
  }
  if (/^year$/i.test(p.name)) return 1990;
  if (s.type === 'integer' || s.type === 'number') return 987654321;
  if (s.type === 'array') return [987654321];
  if (s.type === 'string') {
    const keyish = /(id|Id|ID|code|Code|no|No)$/.test(p.name);
    // A value no row has that still fits the field's declared pattern (a salary band `a-b`: `987654321-`).
    const candidates = keyish ? ['987654321'] : ['没有这个名称的行', '987654321', '987654321-', 'NO-SUCH-ROW'];
    const pattern = typeof s.pattern === 'string' ? new RegExp(s.pattern, 'u') : undefined;
    return pattern ? candidates.find((c) => pattern.test(c)) : candidates[0];
  }
  return undefined;
}

/** Whether an answer says anything a filter could take away: a non-zero number or a non-empty list in its data. */
function hasSignal(v: unknown): boolean {
  if (typeof v === 'number') return v !== 0;
  if (Array.isArray(v)) return v.length > 0;
  if (isObj(v)) return Object.values(v).some(hasSignal);
  return false;
}

/**
 * A filter the operation's x-mock declares (an aggregate's condition, a list's relation): a value no row has must
 * change the answer (a list answers no row; a statistic answers other numbers), else the filter is ignored.
 */
async function checkDeclared(run: Run, inputs: OpInfo['params'], ctx: { world: string; token: string }) {
  const { info } = run;
  const base = baseReq(info);
  const whole = await readAll(checked(run), info, base, ctx);
  if (!succeeded(whole.answer) || !hasSignal(whole.answer.body?.data)) return [];
  const problems: string[] = [];
  for (const p of inputs) {
    const value = nothingFor(p);
    if (value === undefined) continue;
    const got = await readAll(checked(run), info, withInput(info, base, p.name, value), ctx);
    // A record the call describes that does not exist is a refusal (记录不存在): the condition was applied.
    if (refused(got.answer) && got.answer.status === 200) continue;
    if (!succeeded(got.answer)) {
      problems.push(`${p.name}=${JSON.stringify(value)} 被拒绝：${msgOf(got.answer)}`);
      continue;
    }
    const same = info.shape
      ? got.rows.length === whole.rows.length && JSON.stringify(got.rows) === JSON.stringify(whole.rows)
      : JSON.stringify(got.answer.body?.data) === JSON.stringify(whole.answer.body?.data);
    if (same) problems.push(`${p.name}=${JSON.stringify(value)}（没有这样的行）应答不变：条件被忽略`);
    else if (info.shape && info.plan.role === 'list' && got.rows.length)
      problems.push(`${p.name}=${JSON.stringify(value)}（没有这样的行）仍答出 ${got.rows.length} 行`);
  }
  return problems;
}

async function checkFilters(run: Run): Promise<string | undefined> {
  const { info } = run;
  const aggregate = info.plan.role === 'aggregate';
  if (!info.shape && !aggregate) return undefined;
  const sort = info.plan.xmock?.sort;
  const ignores = info.plan.xmock?.ignores ?? {};
  const notFilters = new Set([sort?.by, sort?.orderInput, sort?.top, ...Object.keys(ignores)].filter(Boolean));
  const inputs = info.params.filter(
    (p) => !p.required && p.in !== 'path' && !isPaging(p.name) && !NOT_FILTERS.has(p.name) && !notFilters.has(p.name),
  );
  if (!inputs.length) return undefined;
  const world = worldFor(run, 'filter');
  const ctx = { world, token: run.token };
  const declared = declaredInputs(info);
  if (aggregate) {
    // A computed answer has no rows to hold a filter's field: each filter must be one of its conditions, and work.
    const unread = inputs.filter((p) => !declared.has(p.name)).map((p) => p.name);
    const problems = await checkDeclared(
      run,
      inputs.filter((p) => declared.has(p.name)),
      ctx,
    );
    if (unread.length) problems.unshift(`${unread.join('、')} 不是聚合的条件，被忽略`);
    return problems.length ? problems.join('；') : undefined;
  }
  const base = baseReq(info);
  const all = await readAll(checked(run), info, base, ctx);
  if (!succeeded(all.answer) || !all.rows.length) return undefined;
  const pool = all.rows.slice(0, 300);
  const keys = keyFields(info);
  const same = (a: Row, b: Row) =>
    keys.length ? keys.every((k) => String(a[k]) === String(b[k])) : JSON.stringify(a) === JSON.stringify(b);
  const problems: string[] = [];
  const ignored: string[] = [];
  const related: OpInfo['params'] = [];
  for (const p of inputs) {
    const how = filterFields(info, p, pool[0] as Row);
    if (!how) {
      if (declared.has(p.name)) related.push(p);
      else ignored.push(p.name);
      continue;
    }
    const candidates = pool.filter((r) => how.fields.some((f) => r[f] !== undefined && r[f] !== null && r[f] !== ''));
    if (!candidates.length) continue;
    const arb = fc.record({ at: fc.nat(candidates.length - 1), from: fc.nat(), len: fc.nat() });
    const msg = await property(run, 'filter', arb, async ({ at, from, len }) => {
      const source = candidates[at] as Row;
      const field = how.fields.find((f) => source[f] !== undefined && source[f] !== null && source[f] !== '') as string;
      const raw = source[field];
      let value: unknown = Array.isArray(raw) ? raw[from % raw.length] : raw;
      if (how.op === 'contains' && !p.schema.pattern && !p.schema.format) {
        const text = String(value);
        const start = from % text.length;
        value = text.slice(start, start + 1 + (len % (text.length - start)));
      } else if ((how.op === 'gte' || how.op === 'lte') && p.schema.format === 'date') {
        value = String(value).slice(0, 10);
        // A row of a month (a statistic by month) asked for by a date range: the month's first or last day.
        if (/^\d{4}-\d{2}$/.test(String(value)))
          value = how.op === 'gte' ? `${String(value)}-01` : lastDay(String(value));
      }
      if (p.schema.type === 'array') value = [value];
      else if ((p.schema.type === 'integer' || p.schema.type === 'number') && p.in === 'body') value = Number(value);
      const got = await readAll(checked(run), info, withInput(info, base, p.name, value), ctx);
      if (!succeeded(got.answer)) fail(`${p.name}=${JSON.stringify(value)} 被拒绝：${msgOf(got.answer)}`);
      // A tree answers the path down to a matching node too: a node stands when it or a node under it matches.
      const stands = (r: Row): boolean =>
        matches(r, how.fields, how.op, value) || (Array.isArray(r.children) && (r.children as Row[]).some(stands));
      const bad = got.rows.find((r) => !stands(r));
      if (bad)
        fail(
          `${p.name}=${JSON.stringify(value)} 答出了 ${how.fields.join('|')}=${JSON.stringify(how.fields.map((f) => bad[f]))} 的行`,
        );
      const nodes = (rows: Row[]): Row[] =>
        rows.flatMap((r) => [r, ...(Array.isArray(r.children) ? nodes(r.children as Row[]) : [])]);
      if (!nodes(got.rows).some((r) => same(r, source)))
        fail(`${p.name}=${JSON.stringify(value)} 没有答出取值的那一行`);
    });
    if (msg) problems.push(msg);
  }
  if (related.length) problems.push(...(await checkDeclared(run, related, ctx)));
  if (ignored.length) problems.unshift(`${ignored.join('、')} 对不上任何行字段，被忽略`);
  return problems.length ? problems.join('；') : undefined;
}

/** The last day of a month `YYYY-MM`, as a date. */
function lastDay(month: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return `${month}-${String(new Date(Date.UTC(y, m, 0)).getUTCDate()).padStart(2, '0')}`;
}

/** Fields the back end stamps itself (creation and update times): not compared with what was sent. */
const STAMP = /^(create|update|add|modify|edit|upload|submit)_?(time|date)$/i;

async function checkCreate(run: Run): Promise<string | undefined> {
  const { info } = run;
  const entity = info.plan.entity;
  if (info.plan.role !== 'create' || !entity) return undefined;
  const key = mock.model.seeds.get(entity)?.key ?? 'id';
  const reader = readersOf(entity)[0];
  const detail = [...mock.model.plans.values()].find((p) => p.role === 'detail' && p.entity === entity);
  const skip = new Set(Object.keys(info.plan.xmock?.set ?? {}));
  return property(run, 'create', bodyArb(info, key), async (body) => {
    const world = worldFor(run, 'create');
    const ctx = { world, token: run.token };
    const req = { ...exampleReq(info), body: info.c.init.body instanceof FormData ? info.c.init.body : body };
    const before = reader ? await readAll(call, reader, baseReq(reader), ctx) : undefined;
    const a = await own(run, req, world);
    if (!succeeded(a)) fail(`新增被拒绝：${msgOf(a)}`);
    const data = a.body?.data;
    const answered = isObj(data) ? (data[key] ?? data.id) : typeof data === 'number' ? data : undefined;
    if (!reader) return;
    const after = await readAll(call, reader, baseReq(reader), ctx);
    const old = new Set(nodesOf(before?.rows ?? []).map((r) => String(r[key])));
    const added = nodesOf(after.rows).filter((r) => !old.has(String(r[key])));
    if (added.length !== 1) fail(`新增后 ${reader.c.id} 多了 ${added.length} 行（应为 1）`);
    const row = added[0] as Row;
    if (answered !== undefined && String(answered) !== String(row[key]))
      fail(`应答的 ${key}=${String(answered)}，新行的 ${key}=${String(row[key])}`);
    const sent = isObj(req.body) ? req.body : {};
    const differ = (got: Row) =>
      Object.entries(sent).filter(
        ([k, v]) =>
          k in got &&
          !skip.has(k) &&
          !STAMP.test(k) &&
          JSON.stringify(got[k]) !== JSON.stringify(v) &&
          String(got[k]) !== String(v),
      );
    const wrong = differ(row);
    if (wrong.length)
      fail(
        `${reader.c.id} 读回的 ${wrong.map(([k, v]) => `${k}=${JSON.stringify(row[k])}（发送 ${JSON.stringify(v)}）`).join('，')}`,
      );
    const listValid = mock.checkAnswer(reader.c.id, after.answer.body);
    if (listValid.length && !mock.checkAnswer(reader.c.id, before?.answer.body).length)
      fail(
        `新行使 ${reader.c.id} 的应答不符合契约：${listValid
          .map((v) => `${v.field} ${v.message}`)
          .slice(0, 2)
          .join('；')}`,
      );
    if (detail?.keyInput) {
      const d = infoOf(detail.op.operationId) as OpInfo;
      const got = await send(call, d, withInput(d, exampleReq(d), detail.keyInput, row[key]), ctx);
      if (!succeeded(got) || !isObj(got.body?.data)) fail(`${d.c.id} 读不到新行：${msgOf(got)}`);
      const bad = differ(got.body.data as Row);
      if (bad.length) fail(`${d.c.id} 读回的 ${bad.map(([k]) => k).join('，')} 与发送的不同`);
    }
  });
}

/** A world nothing writes to: the seed's rows, for choosing the rows a write aims at. */
const SEED_VIEW = 'inv-seed-view';

const isWrite = (info: OpInfo) => {
  if (['create', 'update', 'delete', 'action', 'upload'].includes(info.plan.role)) return true;
  if (info.plan.role !== 'examples' || info.c.method === 'get' || info.c.blob) return false;
  return !SESSION.test(info.c.id) && WRITE_VERB.test(info.c.id);
};

/** The rows a keyed write may aim at: every row, or for a transition only those in a state it starts from. */
function targetsOf(info: OpInfo, world: string, allowed: boolean): Row[] {
  const entity = info.plan.entity;
  if (!entity || !info.plan.keyInput) return [];
  const when = info.plan.effects.find((e) => e.entity === entity && e.when)?.when;
  const rows = mock.world(world).rows(entity).slice(0, 200);
  if (!when) return allowed ? rows : [];
  return rows.filter((r) => when.in.map(String).includes(String(r[when.field])) === allowed);
}

const aimAt = (info: OpInfo, req: Req, row: Row | undefined, value?: unknown): Req => {
  const keyInput = info.plan.keyInput as string;
  const entity = info.plan.entity as string;
  const v = row ? row[mock.model.seeds.get(entity)?.key ?? 'id'] : value;
  const param = info.params.find((p) => p.name === keyInput);
  const current = isObj(req.body) ? req.body[keyInput] : undefined;
  return withInput(info, req, keyInput, param?.schema.type === 'array' || Array.isArray(current) ? [v] : v);
};

async function checkWrite(run: Run): Promise<string | undefined> {
  const { info } = run;
  if (!isWrite(info) || info.plan.xmock?.unobservable) return undefined;
  const touched = [
    ...new Set([info.plan.entity, ...info.plan.effects.flatMap((e) => e.entity.split('|'))].filter(Boolean)),
  ] as string[];
  const targets = targetsOf(info, SEED_VIEW, true);
  const key = mock.model.seeds.get(info.plan.entity ?? '')?.key;
  // An update sends generated values (the example's may be what the row already holds); other writes their example.
  const body = info.plan.role === 'update' && isObj(info.c.init.body) ? bodyArb(info, key) : fc.constant(undefined);
  const arb = fc.record({ at: targets.length ? fc.nat(targets.length - 1) : fc.constant(-1), body });
  return property(run, 'write', arb, async ({ at, body }) => {
    const world = worldFor(run, 'write');
    const ex = body ? { ...exampleReq(info), body } : exampleReq(info);
    const target = targets[at];
    const req = target ? aimAt(info, ex, target) : ex;
    const shared = Object.entries(body ?? {}).filter(([k]) => k in (target ?? {}) && k !== key);
    if (target && shared.length) fc.pre(shared.some(([k, v]) => String(target[k]) !== String(v)));
    const before = touched.length ? await readsOf(touched, world, run.token, inputsOf(req)) : '';
    const state = snapshot(world);
    const a = await own(run, req, world);
    if (!succeeded(a)) fail(`写入被拒绝：${msgOf(a)}`);
    const file = /\/api(\/mock-assets\/files\/[^"]+)/.exec(JSON.stringify(a.body ?? ''));
    if (file?.[1]) {
      // A file is served to a session of the world it was uploaded in (the uploader's token there).
      const token = tokenInWorld.get(`${world} admin`) ?? run.token;
      const stored = await fetch(`${mock.url}${file[1]}`, { headers: { authorization: `Bearer ${token}` } });
      if (stored.ok) return;
      fail(`应答的文件地址读不到（HTTP ${stored.status}）`);
    }
    if (snapshot(world) === state) fail(`答“${msgOf(a)}”，世界没有任何变化`);
    if (touched.length && (await readsOf(touched, world, run.token, inputsOf(req), a.body?.data)) === before)
      fail(`答“${msgOf(a)}”，但 ${touched.join('、')} 的列表读不出变化`);
  });
}

async function checkScope(run: Run): Promise<string | undefined> {
  const { info } = run;
  if (!info.shape) return undefined;
  const world = worldFor(run, 'scope');
  const base = baseReq(info);
  const all = await readAll(checked(run), info, base, { world, token: run.token });
  if (!all.rows.some((r) => 'project_id' in r)) {
    run.applied.delete('scope');
    return undefined;
  }
  const problems: string[] = [];
  const projects = mock.world(SEED_VIEW).rows('pageOrgProjects');
  const scoped = ACCOUNTS.filter((a) => projectsOf(a, projects));
  for (const account of scoped) {
    const mine = projectsOf(account, projects) as number[];
    const got = await readAll(checked(run), info, base, {
      world,
      token: scopeTokens.get(account.account) as string,
    });
    if (!succeeded(got.answer)) continue;
    // project_id 0 (or none): a row of no project (an organisation-level manager), not another project's.
    const out = got.rows.filter((r) => Number(r.project_id) > 0 && !mine.includes(Number(r.project_id)));
    if (out.length)
      problems.push(
        `${account.account} 看到项目 ${[...new Set(out.map((r) => String(r.project_id)))].join('、')} 的 ${out.length} 行`,
      );
  }
  if (info.params.some((p) => p.name === 'project_id' && p.in !== 'path')) {
    const arb = fc.record({ who: fc.nat(scoped.length - 1), project: fc.constantFrom(1001, 1002, 1003, 1004, 1005) });
    const msg = await property(run, 'scope', arb, async ({ who, project }) => {
      const account = scoped[who] as (typeof ACCOUNTS)[number];
      if ((projectsOf(account, projects) as number[]).includes(project)) return;
      const got = await readAll(checked(run), info, withInput(info, base, 'project_id', project), {
        world,
        token: scopeTokens.get(account.account) as string,
      });
      if (succeeded(got.answer) && got.rows.length)
        fail(`${account.account} 按 project_id=${project}（不在其范围内）答出 ${got.rows.length} 行`);
    });
    if (msg) problems.push(msg);
  }
  return problems.length ? problems.join('；') : undefined;
}

interface Bad {
  why: string;
  req: Req;
  /** A refusal is the only right answer (otherwise the request may succeed; if it is refused, nothing changes). */
  must: boolean;
}

async function checkRefusal(run: Run): Promise<string | undefined> {
  const { info } = run;
  const ex = exampleReq(info);
  const bad: Bad[] = [];
  if (info.c.init.body instanceof FormData)
    bad.push({ why: '没有上传文件', req: { ...ex, body: undefined }, must: true });
  for (const p of info.params) {
    if (p.required && p.in !== 'path')
      bad.push({ why: `缺少必填的 ${p.name}`, req: withoutInput(info, ex, p.name), must: true });
    if (p.schema.type === 'integer' || p.schema.type === 'number')
      bad.push({ why: `${p.name} 不是数字`, req: withInput(info, ex, p.name, 'x1'), must: true });
  }
  const role = info.plan.role;
  if (info.plan.keyInput && ['detail', 'update', 'delete', 'action'].includes(role)) {
    const key = mock.model.seeds.get(info.plan.entity as string)?.key ?? 'id';
    const sample = mock.world(SEED_VIEW).rows(info.plan.entity as string)[0]?.[key];
    const missing = typeof sample === 'string' ? 'NO-SUCH-ROW-404' : 987654321;
    bad.push({ why: `${info.plan.keyInput}=${missing} 不存在`, req: aimAt(info, ex, undefined, missing), must: true });
    for (const row of targetsOf(info, SEED_VIEW, false).slice(0, 3))
      bad.push({ why: `不允许的流转（${String(row[key])}）`, req: aimAt(info, ex, row), must: true });
  }
  if (!bad.length) return undefined;
  return property(
    run,
    'refusal',
    fc.nat(bad.length - 1),
    async (i) => {
      const b = bad[i] as Bad;
      const world = worldFor(run, 'refusal');
      const before = snapshot(world);
      const a = await own(run, b.req, world);
      if (refused(a)) {
        if (snapshot(world) !== before) fail(`${b.why}：拒绝了（${msgOf(a)}）却改了世界`);
      } else if (b.must) fail(`${b.why}：没有被拒绝（HTTP ${a.status}，${msgOf(a).slice(0, 40)}）`);
    },
    Math.min(bad.length, RUNS + 1),
  );
}

const CHECKS: [Invariant, (run: Run) => Promise<string | undefined>][] = [
  ['keys', checkKeys],
  ['total', checkTotal],
  ['filter', checkFilters],
  ['create', checkCreate],
  ['write', checkWrite],
  ['scope', checkScope],
  ['refusal', checkRefusal],
  ['schema', checkSchema], // last: it also judges every answer the others got from the operation
];

/** A failure message as one line of the exceptions table. */
const defect = (msg: string) =>
  msg
    .replace(/（反例[^）]*种子 -?\d+）/g, '')
    .replace(/\s+/g, ' ')
    .slice(0, 110);

it('site-mock --coverage prints how many exceptions are left, beside the operations answered by examples', async () => {
  // Not execFileSync: a blocked event loop lets the mock's keep-alive sockets time out under the next calls.
  const cli = fileURLToPath(new URL('../../packages/mock-server/dist/cli.js', import.meta.url));
  const { stdout: out } = await promisify(execFile)(process.execPath, [cli, '--coverage'], { encoding: 'utf8' });
  const count = [...excepted.values()].reduce((n, m) => n + m.size, 0);
  expect(out).toMatch(new RegExp(`^${cases.length} 个调用，\\d+ 个按世界应答，\\d+ 个只按示例应答：`));
  expect(out).toContain(`不变量例外 ${count} 条，涉及 ${excepted.size} 个调用`);
});

it('every operation of the contract is checked', () => {
  expect(cases.length).toBe(mock.operations);
  for (const id of excepted.keys()) expect(byId.has(id), `例外表里的 ${id} 不是契约的调用`).toBe(true);
});

describe.each([...new Set(cases.map((c) => c.tag))])('%s', (tag) => {
  it.each(cases.filter((c) => c.tag === tag))('$id', async (c) => {
    const t0 = performance.now();
    const info = infoOf(c.id) as OpInfo;
    const run: Run = { info, token: adminToken, worlds: [], schema: [], applied: new Set() };
    const failures = new Map<Invariant, string>();
    for (const [inv, check] of CHECKS) {
      const msg = await check(run).catch((e: unknown) => `检查出错：${e instanceof Error ? e.message : String(e)}`);
      if (msg) failures.set(inv, msg);
    }
    adminToken = run.token; // a new one if the operation signed its caller out
    // Worlds that only answered reads hold no tables of their own; the others are deleted.
    for (const w of run.worlds) if (mock.world(w).changed().length) await dropWorld(mock, w);
    for (const inv of run.applied) (seen.get(inv) as { checked: number }).checked += 1;
    slowest.push([c.id, performance.now() - t0]);
    const known = excepted.get(c.id) ?? new Map<Invariant, string>();
    const problems: string[] = [];
    for (const [inv, msg] of failures) {
      if (known.has(inv)) continue;
      problems.push(`${inv}：${msg}`);
      unexpected.push(`${inv.padEnd(8)} ${c.id.padEnd(44)} ${defect(msg)}`);
    }
    for (const inv of known.keys()) {
      if (failures.has(inv)) continue;
      (seen.get(inv) as { stale: number }).stale += 1;
      problems.push(`${inv}：已成立——请删除例外表中“${c.id} ${inv}”这一行`);
    }
    expect(problems, `重跑：INVARIANT_SEED=${SEED} npx vitest run mock/invariants.test.ts -t ${c.id}`).toEqual([]);
  });
});
