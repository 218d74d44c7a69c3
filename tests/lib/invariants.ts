// The invariant suite's reading of one operation (tests/mock/invariants.test.ts): where each input goes, what the
// answer's rows are and how they page, which fields identify a row, and valid values to send (fast-check
// arbitraries) — from the contract and the mock's own plan for the operation.
import fc from 'fast-check';
import { keyOf, type Account, type MockServer, type Plan } from '@site/mock-server';
import type { Answer, Call } from './mock-call';
import { deref, spec, type OperationCase } from './spec';

type Json = any; // eslint-disable-line @typescript-eslint/no-explicit-any
export type Row = Record<string, unknown>;

export const isObj = (v: unknown): v is Row => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A schema with its `$ref`s and `allOf` parts merged (enough to read type, enum, properties, items, required). */
function flat(schema: unknown, depth = 0): Json {
  const s = deref(schema);
  if (!isObj(s) || depth > 8) return {};
  const out: Json = { ...s, properties: { ...((s.properties as Row | undefined) ?? {}) } };
  const required = new Set<string>((s.required as string[] | undefined) ?? []);
  for (const part of (s.allOf as unknown[] | undefined) ?? []) {
    const f = flat(part, depth + 1);
    Object.assign(out.properties, f.properties ?? {});
    for (const r of f.required ?? []) required.add(r);
    for (const k of ['type', 'items', 'enum', 'format']) if (f[k] !== undefined && out[k] === undefined) out[k] = f[k];
  }
  out.required = [...required];
  return out;
}

export interface Param {
  name: string;
  in: 'query' | 'path' | 'body';
  required: boolean;
  schema: Json;
}

export interface OpInfo {
  c: OperationCase;
  plan: Plan;
  verb: string;
  params: Param[];
  /** The request body's media type. */
  bodyType?: string;
  /** The answer's rows: `data.list` of a page, or `data` itself. */
  shape?: 'page' | 'array';
  paging?: { num: string; size: string; max: number };
  /** The rows of the 200 example (the rows the mock's world grows from). */
  exampleRows: Row[];
}

const PAGING = new Set(['pageNum', 'pageSize', 'page', 'limit']);
export const isPaging = (name: string) => PAGING.has(name);

export function opInfo(c: OperationCase, plan: Plan): OpInfo {
  const item = spec.paths[c.path] as Json;
  const op = item[c.method];
  const params: Param[] = [];
  for (const raw of [...(item.parameters ?? []), ...(op.parameters ?? [])]) {
    const p = deref(raw);
    if (p.in === 'query' || p.in === 'path')
      params.push({ name: p.name, in: p.in, required: Boolean(p.required), schema: flat(p.schema) });
  }
  const content = deref(op.requestBody)?.content ?? {};
  const [bodyType, media] = Object.entries<Json>(content)[0] ?? [];
  if (bodyType && !bodyType.startsWith('multipart/')) {
    const body = flat(media?.schema);
    for (const [name, s] of Object.entries(body.properties ?? {}))
      params.push({ name, in: 'body', required: body.required.includes(name), schema: flat(s) });
  }
  const ok = deref(op.responses?.['200']);
  const envelope = flat(ok?.content?.['application/json']?.schema);
  const data = flat(envelope.properties?.data);
  const example = c.expected?.data;
  let shape: OpInfo['shape'];
  let exampleRows: Row[] = [];
  if (data.properties?.list && flat(data.properties.list).type === 'array') {
    shape = 'page';
    exampleRows = Array.isArray(example?.list) ? example.list.filter(isObj) : [];
  } else if (data.type === 'array' && flat(data.items).type === 'object') {
    shape = 'array';
    exampleRows = Array.isArray(example) ? example.filter(isObj) : [];
  }
  const names = new Set(params.map((p) => p.name));
  const style = names.has('pageNum') || names.has('pageSize') ? ['pageNum', 'pageSize'] : ['page', 'limit'];
  const sizeParam = params.find((p) => p.name === style[1]);
  // A shared query body carries paging fields a call does not page by (a panel's groups, a chart's days): its x-mock
  // says so in `ignores`, with the reason.
  const ignored = (plan.xmock as { ignores?: Record<string, string> } | undefined)?.ignores ?? {};
  const pages = !style.every((name) => name in ignored);
  const paging =
    pages && (names.has(style[0] as string) || sizeParam)
      ? { num: style[0] as string, size: style[1] as string, max: Math.min(sizeParam?.schema.maximum ?? 10000, 10000) }
      : undefined;
  return {
    c,
    plan,
    verb: /^[a-z]+/.exec(c.id)?.[0] ?? '',
    params,
    bodyType,
    shape: c.blob ? undefined : shape,
    paging,
    exampleRows,
  };
}

/** A request: path, query and body (JSON value, or FormData for an upload). */
export interface Req {
  path: Row;
  query: Row;
  body?: Json;
}

const copy = <T>(v: T): T => (v instanceof FormData || v === undefined ? v : structuredClone(v));

/** The contract's example request (the one tests/contract sends). */
export function exampleReq(info: OpInfo): Req {
  return {
    path: { ...(info.c.init.params?.path ?? {}) },
    query: { ...(info.c.init.params?.query ?? {}) },
    body: copy(info.c.init.body),
  };
}

/** The example request with only what it must carry: required parameters and body fields (a list unfiltered). */
export function baseReq(info: OpInfo): Req {
  const ex = exampleReq(info);
  const required = new Set(info.params.filter((p) => p.required).map((p) => p.name));
  const pick = (o: Row) => Object.fromEntries(Object.entries(o).filter(([k]) => required.has(k)));
  const body = isObj(ex.body) ? pick(ex.body) : ex.body;
  return { path: ex.path, query: pick(ex.query), body };
}

/** Set an input where the operation takes it (path, query or body; undeclared names go to the body if any). */
export function withInput(info: OpInfo, req: Req, name: string, value: unknown): Req {
  const where = info.params.find((p) => p.name === name)?.in ?? (info.bodyType?.includes('json') ? 'body' : 'query');
  const out: Req = { path: { ...req.path }, query: { ...req.query }, body: copy(req.body) };
  if (where === 'body') out.body = { ...(isObj(out.body) ? out.body : {}), [name]: value };
  else if (value === undefined) delete out[where][name];
  else out[where][name] = value;
  return out;
}

export function withoutInput(info: OpInfo, req: Req, name: string): Req {
  const out = withInput(info, req, name, undefined);
  if (isObj(out.body)) delete out.body[name];
  return out;
}

function urlOf(info: OpInfo, req: Req): string {
  const path = info.c.path.replace(/\{(\w+)\}/g, (_, k: string) => encodeURIComponent(String(req.path[k] ?? '')));
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(req.query)) {
    if (v === undefined || v === null) continue;
    for (const x of Array.isArray(v) ? v : [v]) q.append(k, typeof x === 'object' ? JSON.stringify(x) : String(x));
  }
  const qs = q.toString();
  return qs ? `${path}?${qs}` : path;
}

export function send(call: Call, info: OpInfo, req: Req, ctx: { world: string; token: string }): Promise<Answer> {
  let body: unknown = req.body;
  if (info.bodyType === 'application/x-www-form-urlencoded' && isObj(body))
    body = new URLSearchParams(Object.entries(body).map(([k, v]) => [k, String(v)]));
  return call(info.c.method.toUpperCase(), urlOf(info, req), { world: ctx.world, token: ctx.token, body });
}

const isJson = (a: Answer) => !(a.body instanceof ArrayBuffer) && isObj(a.body);
export const succeeded = (a: Answer) =>
  a.status === 200 &&
  (!isJson(a) || a.body.code === undefined || a.body.code === null || [0, 200].includes(a.body.code));
/** A refusal: a violation of the contract (400) or a business failure (HTTP 200, code not a success code). */
export const refused = (a: Answer) => a.status === 400 || (a.status === 200 && isJson(a) && !succeeded(a));
export const msgOf = (a: Answer) => (isJson(a) ? String(a.body.msg ?? '') : `HTTP ${a.status}`);

/** The rows and, for a tree (rows with `children`), every node below them. */
export const nodesOf = (rows: Row[]): Row[] =>
  rows.flatMap((r) => [r, ...nodesOf(Array.isArray(r.children) ? r.children.filter(isObj) : [])]);

export function rowsOf(info: OpInfo, a: Answer): Row[] {
  const data = isJson(a) ? a.body.data : undefined;
  const rows = info.shape === 'page' ? data?.list : data;
  return Array.isArray(rows) ? rows.filter(isObj) : [];
}

/** Every row of a list, paged through with the largest page the contract allows. */
export async function readAll(
  call: Call,
  info: OpInfo,
  req: Req,
  ctx: { world: string; token: string },
): Promise<{ rows: Row[]; total?: number; answer: Answer }> {
  if (!info.paging) {
    const answer = await send(call, info, req, ctx);
    return { rows: rowsOf(info, answer), total: answer.body?.data?.total, answer };
  }
  const rows: Row[] = [];
  let first: Answer | undefined;
  for (let num = 1; num <= 30; num++) {
    const answer = await send(
      call,
      info,
      withInput(info, withInput(info, req, info.paging.num, num), info.paging.size, info.paging.max),
      ctx,
    );
    first ??= answer;
    const page = rowsOf(info, answer);
    rows.push(...page);
    const total = first.body?.data?.total;
    if (!succeeded(answer) || page.length < info.paging.max || (typeof total === 'number' && rows.length >= total))
      break;
  }
  return { rows, total: first?.body?.data?.total, answer: first as Answer };
}

const KEYISH = /(_id|Id|innerid|_no|No)$|^innerid$|^id$/;

/** `alarm_id` → `alarm`; `procInstId` → `procinst`. */
const stem = (k: string) =>
  k
    .replace(/(_id|Id|_no|No)$/, '')
    .replace(/_/g, '')
    .toLowerCase();
/** The record a list holds, from its operationId's last word: listHelmetAlarms → `alarm`. */
const recordOf = (operationId: string) =>
  (/([A-Z][a-z]+)$/.exec(operationId)?.[1] ?? '')
    .toLowerCase()
    .replace(/(ies)$/, 'y')
    .replace(/(ses|xes)$/, (m) => m.slice(0, -2))
    .replace(/s$/, '');

/**
 * The fields that identify a row of a list: the key the mock's `keyOf` picks from the example rows (`id` when unique,
 * else the first unique `*_id`/`*Id`/`innerid`), and the `*_id`/`*_no` named after the record the list holds
 * (安全帽报警's `alarm_id`), each only when no two example rows share it. Needs two example rows.
 */
export function keyFields(info: OpInfo): string[] {
  const ex = info.exampleRows;
  const first = ex[0];
  if (ex.length < 2 || !first) return [];
  const unique = (k: string) => {
    const vals = ex.map((r) => r[k]);
    return (
      vals.every((v) => v !== undefined && v !== null && v !== '') && new Set(vals.map(String)).size === vals.length
    );
  };
  const key = keyOf(ex);
  const record = recordOf(info.c.id);
  // x-mock.refs: fields that name another table's row although they read like the record's own id.
  const refs = info.plan.xmock?.refs ?? [];
  return Object.keys(first).filter(
    (k) =>
      KEYISH.test(k) &&
      unique(k) &&
      !refs.includes(k) &&
      (k === key || k === 'id' || (record !== '' && stem(k) === record)),
  );
}

const snake = (s: string) => s.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
const camel = (s: string) => s.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());

/**
 * How a filter matches. `org` (an organisation filter on rows that only name their project, matched through the
 * project's branch) and `under` (an organisation id covers the organisations under it: a company its branches) cannot
 * be read from the row alone: the invariant accepts any row for them, and the mock's own tests
 * (tests/mock/world-rules.test.ts) check the relation.
 */
export type MatchOp = 'eq' | 'in' | 'contains' | 'gte' | 'lte' | 'org' | 'under';

/**
 * The row fields a documented filter is matched against: the row field of the same name (or its snake/camel twin),
 * else the one the contract's `x-mock.filters` (or the mock's reading of date ranges, keywords and `xxx_name`) names.
 */
export function filterFields(info: OpInfo, param: Param, row: Row): { fields: string[]; op: MatchOp } | undefined {
  const planned = info.plan.filters.find((f) => f.input === param.name);
  if (planned?.op === 'under') return { fields: planned.fields, op: 'under' };
  const direct = [param.name, snake(param.name), camel(param.name)].find((k) => k in row);
  if (direct) {
    const v = row[direct];
    const text =
      param.schema.type === 'string' &&
      !param.schema.enum &&
      !param.schema.format &&
      !param.schema.pattern &&
      typeof v === 'string';
    return {
      fields: [direct],
      op: Array.isArray(v) ? 'in' : text && !/(_id|Id|type|status|code)$/i.test(direct) ? 'contains' : 'eq',
    };
  }
  return planned ? { fields: planned.fields, op: planned.op } : undefined;
}

/** Whether a row matches a filter value, read as the invariant reads it (not as the mock implements it). */
export function matches(row: Row, fields: string[], op: MatchOp, value: unknown): boolean {
  if (op === 'org' || op === 'under') return true;
  const wanted = (Array.isArray(value) ? value : [value]).map(String);
  return fields.some((f) => {
    const v = row[f];
    if (v === undefined || v === null) return false;
    if (op === 'contains') return String(v).toLowerCase().includes(String(value).toLowerCase());
    if (op === 'gte' || op === 'lte') {
      // A row of a period (a month, YYYY-MM) is inside a day range when the period overlaps it: its month is not
      // before the start's month, nor after the end's. A day or a date-time row compares on the bound's length.
      let [row, bound] = [String(v), String(value)];
      if (/^\d{4}-\d{2}$/.test(row) && /^\d{4}-\d{2}-/.test(bound)) bound = bound.slice(0, 7);
      else row = row.slice(0, bound.length);
      return op === 'gte' ? row >= bound : row <= bound;
    }
    if (Array.isArray(v)) return v.some((x) => wanted.includes(String(x)));
    return wanted.includes(String(v));
  });
}

/**
 * The projects an account may see (undefined: every project — the company level): a project account its own, a branch
 * account the projects the world's project table puts under its branch (`org_batch_id`; the world generates projects
 * beyond DATA.md's five, each under the branch of the example row it copies).
 */
export function projectsOf(account: Account, projects: readonly Row[]): number[] | undefined {
  if (account.source === 4) return [account.project_id];
  if (account.source === 3)
    return projects.filter((p) => Number(p.org_batch_id) === account.org_batch_id).map((p) => Number(p.project_id));
  return undefined;
}

const TEXT_UNITS = [...'测试工地班组木工钢筋混凝土一二三四五甲乙丙ABCXYZ0123456789'];
const REFERENCE_OR_FORMATTED =
  /(_id|Id|ids|innerid|id_card|idCard|mobile|phone|tel|url|img|pic|file|path|code|_no|No)$/;

/** Valid values for one body field of a create: generated where the schema alone says what is valid. */
function fieldArb(name: string, s: Json): fc.Arbitrary<unknown> | undefined {
  if (Array.isArray(s.enum) && s.enum.length) return fc.constantFrom(...s.enum);
  if (REFERENCE_OR_FORMATTED.test(name) || s.pattern) return undefined;
  const type = Array.isArray(s.type) ? s.type.find((t: string) => t !== 'null') : s.type;
  if (type === 'string') {
    if (s.format === 'date')
      return fc
        .date({ min: new Date('2025-01-01'), max: new Date('2027-12-31'), noInvalidDate: true })
        .map((d) => d.toISOString().slice(0, 10));
    if (s.format) return undefined;
    const min = Math.max(1, s.minLength ?? 1);
    return fc.string({
      unit: fc.constantFrom(...TEXT_UNITS),
      minLength: min,
      maxLength: Math.max(min, Math.min(s.maxLength ?? 12, 12)),
    });
  }
  if (type === 'integer' && typeof s.minimum === 'number' && typeof s.maximum === 'number')
    return fc.integer({ min: s.minimum, max: Math.min(s.maximum, s.minimum + 1000) });
  return undefined;
}

/** A create's body: the contract's example with the fields the schema fully describes drawn by fast-check. */
export function bodyArb(info: OpInfo, key: string | undefined): fc.Arbitrary<Row> {
  const example = isObj(info.c.init.body) ? (info.c.init.body as Row) : {};
  const drawn: Record<string, fc.Arbitrary<unknown>> = {};
  for (const p of info.params) {
    if (p.in !== 'body' || (p.name === key && !p.required)) continue;
    const arb = fieldArb(p.name, p.schema);
    if (arb) drawn[p.name] = fc.option(arb, { nil: undefined, freq: 3 });
  }
  return fc.record(drawn).map((values) => {
    const body: Row = { ...structuredClone(example) };
    if (key && !info.params.some((p) => p.name === key && p.required)) delete body[key];
    for (const [k, v] of Object.entries(values)) if (v !== undefined) body[k] = v;
    return body;
  });
}

/** The mock's world for a property run, deleted afterwards. */
export async function dropWorld(mock: MockServer, id: string): Promise<void> {
  await fetch(`${mock.url}/__mock/worlds/${encodeURIComponent(id)}`, { method: 'DELETE' });
}
