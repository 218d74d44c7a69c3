// The roles: each answers one kind of operation from the world, the same way for every operation of that kind.
import { boundLength, compare, evaluate, whereTest, type AggCtx, type AggNode } from './aggregate.js';
import type { Caller } from './accounts.js';
import type { Effect, Filter, Plan } from './model.js';
import { isObj, type Obj, type Stat } from './spec.js';
import type { World } from './world.js';

export interface Ctx {
  world: World;
  /** Query, path and body fields of the request, merged (body wins). */
  input: Obj;
  /** The 200 answer's example (the envelope). */
  example: unknown;
  /** The signed-in caller (undefined for a call without a session: nothing is scoped). */
  user?: Caller;
  now: Date;
  /** In an action's effects: the row the latest update, remove or require matched (`$hit.<field>`). */
  hit?: Obj;
  /** The item of a request list an effect with `each` is applied for (`$item.x`). */
  item?: Obj;
  /** The first row this action inserted (`$new.id`: the new record's key for the rows that belong to it). */
  created?: Obj;
}

const PROJECT_FIELDS = ['project_id', 'projectId', 'xmid'];
/** The table of organisations and their parents (契约根 x-mock-tables). */
const ORG_UNITS = 'orgUnits';
const BRANCH_FIELDS = ['org_batch_id', 'branchId', 'branch_id', 'orgId', 'org_id'];

/** Projects by branch, read from the world's project table (the entity keyed by project id that names its branch). */
interface Branches {
  changes: number;
  projectBranch: Map<string, string>;
  branchByName: Map<string, string>;
}
const branchCache = new WeakMap<World, Branches>();
function branchesOf(world: World): Branches {
  const cached = branchCache.get(world);
  if (cached && cached.changes === world.changes) return cached;
  const projectBranch = new Map<string, string>();
  const branchByName = new Map<string, string>();
  for (const entity of world.seed.entities()) {
    const key = world.seed.keyOf(entity);
    if (!PROJECT_FIELDS.includes(key)) continue;
    for (const row of world.rows(entity)) {
      const branch = row.org_batch_id ?? row.branchId ?? row.branch_id;
      if (branch == null || row[key] == null) continue;
      projectBranch.set(String(row[key]), String(branch));
      const name = row.org_name ?? row.branchName ?? row.branch_name;
      if (name != null) branchByName.set(String(name), String(branch));
    }
  }
  const out = { changes: world.changes, projectBranch, branchByName };
  branchCache.set(world, out);
  return out;
}

/**
 * The caller's scope as one predicate over rows, used by every list, export, option list and statistic: a company
 * caller sees every row; a branch caller the rows of its branch's projects (or, for a row without a project, of its
 * branch); a project caller the rows of its project (a row naming no project: those of its project's branch). A row
 * that names neither a project nor a branch (a dictionary, a person's own data) is everyone's. Undefined: no limit.
 */
function scopeOf(ctx: Ctx): ((row: Obj) => boolean) | undefined {
  const user = ctx.user;
  if (!user || (user.source !== 3 && user.source !== 4)) return undefined;
  const { projectBranch, branchByName } = branchesOf(ctx.world);
  const branches = new Set(projectBranch.values());
  const project = user.source === 4 ? String(user.project_id) : undefined;
  const branch =
    user.source === 4
      ? projectBranch.get(String(user.project_id))
      : user.branch != null && branches.has(String(user.branch))
        ? String(user.branch)
        : branchByName.get(String(user.branchName));
  if (project === undefined && branch === undefined) return undefined;
  return (row: Obj) => {
    for (const f of PROJECT_FIELDS) {
      const v = row[f];
      if (v == null || v === '' || v === 0) continue;
      return project !== undefined ? String(v) === project : projectBranch.get(String(v)) === branch;
    }
    for (const f of BRANCH_FIELDS) {
      const v = row[f];
      // org ids that are not branches (the group, a project's org) say nothing about the branch.
      if (v == null || !branches.has(String(v))) continue;
      return String(v) === branch;
    }
    return true;
  };
}

export interface Answer {
  status: number;
  body: unknown;
}

/** A business failure in HTTP 200 (seed 001 §8: code not a success code, msg for the user). */
export const failure = (msg: string, code = 500): Answer => ({ status: 200, body: { code, msg, data: null } });

const pad = (n: number) => String(n).padStart(2, '0');
/** Beijing time, `YYYY-MM-DD HH:mm:ss`. */
export function stamp(d: Date): string {
  const t = new Date(d.getTime() + 8 * 3600_000);
  return `${t.getUTCFullYear()}-${pad(t.getUTCMonth() + 1)}-${pad(t.getUTCDate())} ${pad(t.getUTCHours())}:${pad(t.getUTCMinutes())}:${pad(t.getUTCSeconds())}`;
}

const empty = (v: unknown) => v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0);

/** One filter as a predicate over rows, with the request's value prepared once (not once per row). */
function predicate(f: Filter, value: unknown): (row: Obj) => boolean {
  const fields = f.fields;
  const any = (test: (v: unknown) => boolean) => (row: Obj) => {
    for (const field of fields) if (test(row[field])) return true;
    return false;
  };
  switch (f.op) {
    case 'contains': {
      const needle = String(value);
      // Case folding only when the needle has letters that fold (CJK text and digits do not).
      if (/[A-Za-z]/.test(needle)) {
        const lower = needle.toLowerCase();
        return any((v) => v != null && String(v).toLowerCase().includes(lower));
      }
      return any((v) => (typeof v === 'string' ? v.includes(needle) : v != null && String(v).includes(needle)));
    }
    case 'gte':
    case 'lte': {
      const bound = String(value);
      const after = f.op === 'gte';
      return any((v) => {
        if (v == null) return false;
        const s = String(v);
        const n = boundLength(s, bound);
        return after ? s.slice(0, n) >= bound.slice(0, n) : s.slice(0, n) <= bound.slice(0, n);
      });
    }
    case 'in': {
      const wanted = new Set(Array.isArray(value) ? value.map(String) : String(value).split(','));
      return any((v) => (Array.isArray(v) ? v.some((x) => wanted.has(String(x))) : wanted.has(String(v))));
    }
    default: {
      if (Array.isArray(value)) {
        const wanted = new Set(value.map(String));
        return any((v) => wanted.has(String(v)));
      }
      const wanted = String(value);
      return any((v) => v === value || String(v) === wanted);
    }
  }
}

/** Equality indexes of a table, by row field: String(value) → the rows with it, in table order. */
interface Index {
  stamp: number;
  byField: Map<string, Map<string, Obj[]>>;
  /** Whether a row has `children` (a tree table filters as a tree). */
  tree?: boolean;
}
const indexes = new WeakMap<readonly Obj[], Index>();

/** The rows whose `field` equals `value` (as the `eq` predicate compares), from an index built on first use. */
function indexOf(world: World, entity: string, rows: readonly Obj[]): Index {
  const stamp = world.stamp(entity);
  let index = indexes.get(rows);
  if (!index || index.stamp !== stamp) indexes.set(rows, (index = { stamp, byField: new Map() }));
  return index;
}

/** Whether a table is a tree (a row has `children`), asked once per version of the table rather than per request. */
function isTree(world: World, entity: string, rows: readonly Obj[]): boolean {
  const index = indexOf(world, entity, rows);
  return (index.tree ??= rows.some((r) => Array.isArray(r.children)));
}

function bucket(world: World, entity: string, rows: readonly Obj[], field: string, value: unknown): readonly Obj[] {
  const index = indexOf(world, entity, rows);
  let byValue = index.byField.get(field);
  if (!byValue) {
    byValue = new Map();
    for (const row of rows) {
      const k = String(row[field]);
      const list = byValue.get(k);
      if (list) list.push(row);
      else byValue.set(k, [row]);
    }
    index.byField.set(field, byValue);
  }
  return byValue.get(String(value)) ?? [];
}

/** The rows a list (or its export) answers: every filter the request fills, in the world's order. */
export function select(plan: Plan, ctx: Ctx): readonly Obj[] {
  const inScope = scopeOf(ctx);
  const related = plan.xmock?.where ? whereTest(aggCtx(ctx), plan.xmock.where) : null;
  const rows = selectAll(plan, ctx);
  if (!inScope && !related) return rows;
  return rows.filter((row) => (!inScope || inScope(row)) && (!related || related(row)));
}

/**
 * The organisations under `org`, itself included, from the world's `orgUnits` table (`orgId`, `parentId`): a company
 * covers its branches. A world without the table knows only the org itself.
 */
function orgsUnder(world: World, org: string): Set<string> {
  const out = new Set([org]);
  if (!world.seed.entities().includes(ORG_UNITS)) return out;
  const units = world.rows(ORG_UNITS);
  for (let grew = true; grew;) {
    grew = false;
    for (const u of units) {
      if (!out.has(String(u.parentId)) || out.has(String(u.orgId))) continue;
      out.add(String(u.orgId));
      grew = true;
    }
  }
  return out;
}

/**
 * An organisation filter as the projects it covers: the org itself (a project's id, or a branch's for rows that name
 * one), the organisations under it (a company's branches) and every project of those branches.
 */
function orgFilter(f: Filter, ctx: Ctx): { filter: Filter; value: string[] } {
  const orgs = orgsUnder(ctx.world, String(ctx.input[f.input]));
  const { projectBranch } = branchesOf(ctx.world);
  const projects = [...projectBranch].filter(([, branch]) => orgs.has(branch)).map(([project]) => project);
  return { filter: { ...f, op: 'in' }, value: [...orgs, ...projects] };
}

/** The nodes of a tree that match, with their subtrees, and the ancestors of matching nodes (their other children cut). */
function pruneTree(nodes: readonly Obj[], test: (row: Obj) => boolean): Obj[] {
  const out: Obj[] = [];
  for (const node of nodes) {
    if (test(node)) {
      out.push(node);
      continue;
    }
    const kept = Array.isArray(node.children) ? pruneTree(node.children as Obj[], test) : [];
    if (kept.length) out.push({ ...node, children: kept });
  }
  return out;
}

/** A tree cut below `depth` levels (x-mock.depth: 公司—分公司 without the projects): the nodes there lose `children`. */
function cutTree(nodes: readonly Obj[], depth: number): Obj[] {
  return nodes.map((node) => {
    if (!Array.isArray(node.children)) return node;
    if (depth <= 1) {
      const { children: _cut, ...rest } = node;
      return rest;
    }
    return { ...node, children: cutTree(node.children as Obj[], depth - 1) };
  });
}

function selectAll(plan: Plan, ctx: Ctx): readonly Obj[] {
  const rows = selectRows(plan, ctx);
  const depth = plan.xmock?.depth === undefined ? undefined : Number(resolve(plan.xmock.depth, ctx, {}));
  return depth && depth > 0 ? cutTree(rows, depth) : rows;
}

function selectRows(plan: Plan, ctx: Ctx): readonly Obj[] {
  const entity = plan.entity as string;
  const table = ctx.world.rows(entity);
  let rows = table;
  const filled = plan.filters.filter(
    (f) => !empty(ctx.input[f.input]) && (f.all === undefined || Number(ctx.input[f.input]) !== f.all),
  );
  // `under` reads the row's own organisation field the same way: a project-level row names its project there.
  const orgs = new Map(filled.filter((f) => f.op === 'org' || f.op === 'under').map((f) => [f, orgFilter(f, ctx)]));
  // A tree (categories, menus): a node stays when it matches — with its whole subtree — or when a node under it does
  // (with the path down to it), as a tree panel's 关键字搜索 shows it.
  if (filled.length && isTree(ctx.world, entity, table)) {
    const tests = filled.map((f) => {
      const org = orgs.get(f);
      return org ? predicate(org.filter, org.value) : predicate(f, ctx.input[f.input]);
    });
    return pruneTree(table, (row) => tests.every((t) => t(row)));
  }
  // An equality filter on one field with one value starts from its index (the smallest such bucket), so the other
  // filters only look at the rows it leaves.
  let start: Filter | undefined;
  for (const f of filled) {
    const v = ctx.input[f.input];
    if (f.op !== 'eq' || f.fields.length !== 1 || Array.isArray(v)) continue;
    const hit = bucket(ctx.world, entity, table, f.fields[0] as string, v);
    if (!start || hit.length < rows.length) [start, rows] = [f, hit];
  }
  // Cheap equality tests first: most rows leave before a text search looks at them.
  const cost = (f: Filter) => (f.op === 'contains' ? 2 : f.op === 'eq' || f.op === 'in' ? 0 : 1);
  const tests = filled
    .filter((f) => f !== start)
    .sort((a, b) => cost(a) - cost(b))
    .map((f) => {
      const org = orgs.get(f);
      return org ? predicate(org.filter, org.value) : predicate(f, ctx.input[f.input]);
    });
  if (!tests.length) return rows;
  return rows.filter((row) => {
    for (const t of tests) if (!t(row)) return false;
    return true;
  });
}

const getPath = (o: unknown, path: string): unknown =>
  path.split('.').reduce<unknown>((v, k) => (isObj(v) ? v[k] : undefined), o);
/** A copy of `o` with `path` set (the objects along the path are copied, the example is never changed). */
function setPath(o: Obj, path: string, value: unknown): Obj {
  const [head, ...rest] = path.split('.') as [string, ...string[]];
  return { ...o, [head]: rest.length ? setPath(isObj(o[head]) ? o[head] : {}, rest.join('.'), value) : value };
}
const round2 = (n: number) => Math.round(n * 100) / 100;

/** The rows of `entities` (`a|b`) matching `where`; a template the request leaves empty drops its condition. */
function matching(ctx: Ctx, entities: string, where: Record<string, unknown> | undefined): readonly Obj[] {
  const tests = Object.entries(where ?? {})
    .map(([field, v]) => [field, resolve(v, ctx, {})] as const)
    .filter(([, v]) => !empty(v))
    .map(([field, v]) => {
      // `$org: $input.orgId`: the rows of that organisation — its projects and those of the organisations under it
      // (a company, a branch), read through the row's project field; a row naming no project is everyone's.
      if (field === '$org') {
        const covered = new Set(
          orgFilter({ input: '$org', fields: [], op: 'org' }, { ...ctx, input: { $org: v } }).value,
        );
        return (row: Obj) => {
          const project = PROJECT_FIELDS.find((f) => row[f] != null && row[f] !== '' && row[f] !== 0);
          return project === undefined || covered.has(String(row[project]));
        };
      }
      const wanted = new Set((Array.isArray(v) ? v : [v]).map(String));
      // `area_code|city_code`: any of the fields (a district's code, or its city's for all the city's districts).
      const fields = field.split('|');
      return (row: Obj) => fields.some((f) => wanted.has(String(row[f])));
    });
  const inScope = scopeOf(ctx);
  if (inScope) tests.push(inScope);
  // No condition (a company caller, no filter): the table itself, not a copy of it.
  if (!tests.length && !entities.includes('|')) return ctx.world.rows(entities);
  return entities.split('|').flatMap((e) => ctx.world.rows(e).filter((row) => tests.every((t) => t(row))) as Obj[]);
}

/** An option list: `{ value, label }` of the matching rows, one per value. */
export function options(plan: Plan, ctx: Ctx): Answer {
  const o = plan.xmock?.options;
  const ex = isObj(ctx.example) ? ctx.example : { code: 0, msg: '操作成功' };
  if (!o || !plan.entity) return { status: 200, body: ex };
  const seen = new Set<string>();
  const data: Obj[] = [];
  for (const row of matching(ctx, plan.entity, o.where)) {
    const value = row[o.value];
    if (value == null || seen.has(String(value))) continue;
    seen.add(String(value));
    data.push({ value, label: row[o.label] ?? String(value) });
  }
  return { status: 200, body: { ...ex, data } };
}

/**
 * A statistics answer: counts and sums over the world, then the fields scaled from the example, then the ratios;
 * every field the annotation does not name keeps its example value.
 */
export function stats(plan: Plan, ctx: Ctx): Answer {
  const ex = isObj(ctx.example) ? ctx.example : { code: 0, msg: '操作成功', data: {} };
  const example = isObj(ex.data) ? ex.data : {};
  let data: Obj = example;
  const entries = Object.entries(plan.stats ?? {});
  const stage = (s: Stat) => ('ratio' in s ? 2 : 'scale' in s ? 1 : 0);
  for (const [field, s] of entries.sort(([, a], [, b]) => stage(a) - stage(b))) {
    let value: number | boolean | string | null;
    if ('count' in s) value = matching(ctx, s.count, s.where).length;
    else if ('max' in s || 'min' in s) {
      const values = matching(ctx, 'max' in s ? s.max : s.min, s.where)
        .map((r) => r[s.field])
        .filter((v): v is string | number => typeof v === 'string' || typeof v === 'number');
      // In the aggregate language's order (numbers by value: 9 before 10), as its own max and min.
      const sorted = values.sort(compare);
      value = ('max' in s ? sorted.at(-1) : sorted[0]) ?? null;
    } else if ('any' in s) value = matching(ctx, s.any, s.where).length > 0;
    else if ('sum' in s)
      value = round2(matching(ctx, s.sum, s.where).reduce((n, r) => n + (Number(r[s.field]) || 0), 0));
    else if ('scale' in s) {
      const base = Number(getPath(example, s.scale));
      const mine = Number(getPath(example, field));
      value = base > 0 ? Math.round((mine * Number(getPath(data, s.scale))) / base) : 0;
    } else {
      const [part, whole] = s.ratio.map((f) => Number(getPath(data, f)));
      value = whole ? round2(((part as number) / whole) * 100) : 0;
    }
    data = setPath(data, field, value);
  }
  return { status: 200, body: { ...ex, data } };
}

/**
 * What a world has worked out, kept while it has not changed: aggregate answers (a dashboard's cards repeat their
 * calls) and the rows a list's filters chose (its pages, and the same list asked again, do not filter 10,000 rows
 * again). Any write to the world (its change count) drops it all; the oldest entry goes past the cap.
 */
interface Kept<T> {
  changes: number;
  byCall: Map<string, T>;
}
const answers = new WeakMap<World, Kept<Answer>>();
const chosen = new WeakMap<World, Kept<readonly Obj[]>>();
const ANSWERS_KEPT = 500;
const CHOICES_KEPT = 200;

function kept<T>(store: WeakMap<World, Kept<T>>, ctx: Ctx, call: string, max: number, compute: () => T): T {
  let cache = store.get(ctx.world);
  if (!cache || cache.changes !== ctx.world.changes) {
    cache = { changes: ctx.world.changes, byCall: new Map() };
    store.set(ctx.world, cache);
  }
  const hit = cache.byCall.get(call);
  if (hit) return hit;
  const value = compute();
  // compute() may itself write (an effect): keep the value only for the world it was computed from.
  if (cache.changes !== ctx.world.changes) return value;
  if (cache.byCall.size >= max) cache.byCall.delete(cache.byCall.keys().next().value as string);
  cache.byCall.set(call, value);
  return value;
}

/**
 * The question a call asks of the world: the operation, the clock's day, who asks (the same call answers another
 * account, or the same account after an identity switch, differently) and the call's input.
 */
function question(ctx: Ctx, operationId: string, input: Obj): string {
  const u = ctx.user;
  const who = u ? `${u.account}|${u.source}|${u.project_id ?? ''}|${u.branch ?? ''}|${u.branchName ?? ''}` : '';
  return `${operationId} ${stamp(ctx.now).slice(0, 10)} ${who} ${JSON.stringify(input)}`;
}

/**
 * An aggregate answer (x-mock.aggregate): the node evaluated over the world's rows the caller may see. An object
 * answer keeps the example's value only for a field the node does not compute (`site-mock --coverage` lists them).
 */
export function aggregate(plan: Plan, ctx: Ctx): Answer {
  return kept(answers, ctx, question(ctx, plan.op.operationId, ctx.input), ANSWERS_KEPT, () =>
    computeAggregate(plan, ctx),
  );
}

/** The aggregate language's view of a call: its input, the mock's day, the world's rows under the caller's scope. */
function aggCtx(ctx: Ctx): AggCtx {
  return {
    input: ctx.input,
    today: ctx.world.seed.day(),
    rows: (entities, where) => matching(ctx, entities, where),
    resolve: (v) => resolve(v, ctx, {}),
    indexed: (entity, field, value) => {
      const hit = bucket(ctx.world, entity, ctx.world.rows(entity), field, value);
      const inScope = scopeOf(ctx);
      return inScope ? hit.filter(inScope) : hit;
    },
  };
}

function computeAggregate(plan: Plan, ctx: Ctx): Answer {
  const node = plan.aggregate as AggNode;
  const actx = aggCtx(ctx);
  const ex = isObj(ctx.example) ? ctx.example : { code: 0, msg: '操作成功' };
  const probe: AggNode = node.exists ? { ...node.exists } : { ...node, groupBy: undefined, chart: undefined };
  if (node.missing && !evaluate(actx, { ...probe, fields: { n: 'count' }, pick: 'n' })) return failure(node.missing);
  const data = evaluate(actx, node);
  if (Array.isArray(data) && plan.shape) return paged(plan, ctx, data as Obj[]);
  const merged = isObj(data) && isObj(ex.data) && !node.chart ? { ...ex.data, ...data } : data;
  return { status: 200, body: { ...ex, data: merged } };
}

const int = (v: unknown, fallback: number) => {
  const n = Number(v);
  return Number.isInteger(n) && n > 0 ? n : fallback;
};

/** The rows in the order `x-mock.sort` asks for (numbers as numbers, text by zh-CN collation), cut to `top`. */
function sorted(plan: Plan, ctx: Ctx, rows: readonly Obj[]): readonly Obj[] {
  const s = plan.xmock?.sort;
  if (!s) return rows;
  const field = (s.by && !empty(ctx.input[s.by]) ? String(ctx.input[s.by]) : s.field) as string;
  const sign = String((s.orderInput && ctx.input[s.orderInput]) || s.order || 'desc') === 'asc' ? 1 : -1;
  const collate = (a: unknown, b: unknown) =>
    typeof a === 'number' && typeof b === 'number' ? a - b : String(a ?? '').localeCompare(String(b ?? ''), 'zh-CN');
  let out = field ? [...rows].sort((a, b) => sign * collate(a[field], b[field])) : [...rows];
  const top = s.top ? Number(ctx.input[s.top]) : NaN;
  if (Number.isInteger(top) && top > 0) out = out.slice(0, top);
  return s.rank ? out.map((r, i) => ({ ...r, [s.rank as string]: i + 1 })) : out;
}

export function list(plan: Plan, ctx: Ctx): Answer {
  // The page asked for is not part of the question: every page of a list is cut from the same chosen rows.
  const { [plan.paging?.num ?? '']: _num, [plan.paging?.size ?? '']: _size, ...asked } = ctx.input;
  const rows = kept(chosen, ctx, question(ctx, plan.op.operationId, asked), CHOICES_KEPT, () =>
    sorted(plan, ctx, select(plan, ctx)),
  );
  return paged(plan, ctx, rows);
}

/** A list's answer: its page of the rows (PageData with `total`, or the array the call's paging cuts). */
function paged(plan: Plan, ctx: Ctx, rows: readonly Obj[]): Answer {
  const ex = isObj(ctx.example) ? ctx.example : { code: 0, msg: '操作成功' };
  if (plan.shape === 'array') {
    if (!plan.paging) return { status: 200, body: { ...ex, data: rows } };
    const num = int(ctx.input[plan.paging.num], 1);
    const size = int(ctx.input[plan.paging.size], rows.length || 10);
    return { status: 200, body: { ...ex, data: rows.slice((num - 1) * size, num * size) } };
  }
  const data = isObj(ex.data) ? ex.data : {};
  const num = plan.paging ? int(ctx.input[plan.paging.num], 1) : 1;
  const size = plan.paging ? int(ctx.input[plan.paging.size], 10) : rows.length;
  const page: Obj = { ...data, total: rows.length, list: rows.slice((num - 1) * size, num * size) };
  if ('pageNum' in data || plan.paging?.style === 'pageNum') page.pageNum = num;
  if ('pageSize' in data || plan.paging?.style === 'pageNum') page.pageSize = size;
  if ('page' in data) page.page = num;
  if ('limit' in data) page.limit = size;
  if ('pages' in data) page.pages = Math.ceil(rows.length / size);
  return { status: 200, body: { ...ex, data: page } };
}

const keyValues = (v: unknown): string[] =>
  Array.isArray(v) ? v.map(String) : typeof v === 'string' && v.includes(',') ? v.split(',') : [String(v)];

/** Where a row sits: its index in the table, or the path of indexes through `children` for a tree node. */
type At = number[];

/** Find a row by key, also inside `children` (tree entities: categories, organisations, menus). */
function locate(rows: readonly Obj[], key: string, wanted: string, at: At = []): { at: At; row: Obj } | undefined {
  for (let i = 0; i < rows.length; i++) {
    const r = rows[i] as Obj;
    if (String(r[key]) === wanted) return { at: [...at, i], row: r };
    if (Array.isArray(r.children)) {
      const hit = locate(r.children as Obj[], key, wanted, [...at, i]);
      if (hit) return hit;
    }
  }
  return undefined;
}

function find(ctx: Ctx, plan: Plan, wanted = String(ctx.input[plan.keyInput as string])) {
  // A detail may look a row up by another unique field than its key (a helmet's wearer by the helmet's number).
  const field = plan.role === 'detail' && plan.xmock?.by ? plan.xmock.by : ctx.world.seed.keyOf(plan.entity as string);
  return locate(ctx.world.rows(plan.entity as string), field, wanted);
}

/** Replace (or, with `undefined`, remove) the row at a place; tree nodes are copied along the path. */
function put(table: Obj[], at: At, row: Obj | undefined): void {
  const [i, ...rest] = at as [number, ...number[]];
  if (!rest.length) {
    if (row) table[i] = row;
    else table.splice(i, 1);
    return;
  }
  const parent = { ...(table[i] as Obj) };
  const children = [...((parent.children as Obj[]) ?? [])];
  put(children, rest, row);
  parent.children = children;
  table[i] = parent;
}

const notFound = (ctx: Ctx, plan: Plan) =>
  failure(`记录不存在或已被删除（${plan.keyInput}=${String(ctx.input[plan.keyInput as string])}）`);

export function detail(plan: Plan, ctx: Ctx): Answer {
  const hit = find(ctx, plan);
  if (!hit) return notFound(ctx, plan);
  const ex = isObj(ctx.example) ? ctx.example : { code: 0, msg: '操作成功' };
  const data = isObj(ex.data) ? ex.data : undefined;
  if (!data) return { status: 200, body: { ...ex, data: hit.row } };
  // The detail's own fields, with every field it shares with the row taken from the row.
  const merged: Obj = { ...data };
  for (const k of Object.keys(data)) if (k in hit.row) merged[k] = hit.row[k];
  return { status: 200, body: { ...ex, data: merged } };
}

/**
 * A list of objects sent by id (`persons: [{ userId, personType }]`) becomes the list the rows hold: each item takes
 * the fields the same item (same `*Id`/`*_id`) has in another row of the table (its name, mobile…), as a back end
 * joins them.
 */
function joinItems(rows: readonly Obj[], row: Obj, input: Obj): void {
  for (const [k, v] of Object.entries(input)) {
    if (!Array.isArray(v) || !v.some(isObj)) continue;
    const known = new Map<string, Obj>();
    for (const r of rows) {
      if (!Array.isArray(r[k])) continue;
      for (const item of r[k] as unknown[]) {
        if (!isObj(item)) continue;
        for (const [f, id] of Object.entries(item)) if (/(_id|Id)$|^id$/.test(f)) known.set(`${f}=${String(id)}`, item);
      }
    }
    if (!known.size) continue;
    row[k] = v.map((item) => {
      if (!isObj(item)) return item;
      const idField = Object.keys(item).find((f) => known.has(`${f}=${String(item[f])}`));
      return idField ? { ...(known.get(`${idField}=${String(item[idField])}`) as Obj), ...item } : item;
    });
  }
}

/** `team_id` → `team_name`: the label another row of the same table gives that id. */
export function labels(rows: readonly Obj[], row: Obj, input: Obj): void {
  joinItems(rows, row, input);
  for (const k of Object.keys(input)) {
    const m = /^(.*?)(_id|Id)$/.exec(k);
    if (!m) continue;
    for (const nameKey of [`${m[1]}_name`, `${m[1]}Name`]) {
      if (!(nameKey in row) || nameKey in input) continue;
      const other = rows.find((r) => String(r[k]) === String(input[k]) && r[nameKey] != null);
      if (other) row[nameKey] = other[nameKey];
    }
  }
}

const TIME_CREATE = /^(create|add|upload|submit)_?(time|date)$/i;
const TIME_UPDATE = /^(update|modify|edit)_?(time|date)$/i;

export function create(plan: Plan, ctx: Ctx): Answer {
  const entity = plan.entity as string;
  const table = ctx.world.table(entity);
  const key = ctx.world.seed.keyOf(entity);
  const template = table[0] ?? ctx.world.seed.rows(entity)[0] ?? {};
  const row: Obj = {};
  const fields = ctx.world.seed.fieldsOf(entity);
  for (const k of keysOf(template, fields))
    row[k] = k in ctx.input ? ctx.input[k] : initial(fields[k], template[k], ctx);
  for (const [k, v] of Object.entries(ctx.input)) if (!(k in row) && !isObj(v)) row[k] = v;
  labels(table, row, ctx.input);
  const numeric = typeof template[key] === 'number' || template[key] === undefined;
  row[key] = numeric
    ? ctx.world.nextKey(entity)
    : `${String(template[key]).replace(/\d+$/, '')}${ctx.world.nextKey(entity)}`;
  for (const k of Object.keys(row)) if (TIME_CREATE.test(k) || TIME_UPDATE.test(k)) row[k] = stamp(ctx.now);
  Object.assign(row, resolveAll(plan.xmock?.set, ctx, row));
  // A tree node with a parent goes under it (categories, menus, organisations).
  const parentId = ctx.input.parentId ?? ctx.input.parent_id ?? ctx.input.pid;
  const tree = 'children' in template;
  const parent = !empty(parentId) && tree ? locate(table, key, String(parentId)) : undefined;
  // A tree node's level is one below its parent's (a top node's is the top level's), as the tree answers it.
  if (tree && typeof template.level === 'number' && !('level' in ctx.input))
    row.level = parent
      ? Number(parent.row.level) + 1
      : table.reduce((low, r) => Math.min(low, Number(r.level) || low), Number(template.level) || 1);
  if (tree) row.children = [];
  // Under its parent, or after the other top nodes (a tree reads in its order, not newest first).
  if (parent) put(table, parent.at, { ...parent.row, children: [...((parent.row.children as Obj[]) ?? []), row] });
  else if (tree) table.push(row);
  else table.unshift(row);
  return ok(ctx, { [key]: row[key] });
}

/** A new row's fields: the row schema's, then any other field the rows carry. */
const keysOf = (template: Obj, fields: Record<string, Obj>) => [
  ...new Set([...Object.keys(fields), ...Object.keys(template)]),
];

/**
 * What a back end stores in a field a new row is not given, valid against the row schema: null where the schema
 * allows it; else the schema's default; else the first enum value; today for a `format: date`; the minimum of a
 * bounded number; the empty value of the type (0, false, '', []) where the schema accepts it; the time of the write
 * for a time pattern; else the value an existing row holds (another pattern, a minimum length).
 */
export function initial(schema: Obj | undefined, existing: unknown, ctx: Ctx): unknown {
  if (!schema || !Object.keys(schema).length) return blank(existing);
  const types = ([] as unknown[]).concat(schema.type ?? []);
  if (types.includes('null') || schema.nullable === true) return null;
  if (schema.default !== undefined) return schema.default;
  if (Array.isArray(schema.enum)) return schema.enum.find((v) => v !== null) ?? null;
  if (schema.const !== undefined) return schema.const;
  const type = types[0] ?? (schema.properties ? 'object' : schema.items ? 'array' : typeof existing);
  if (type === 'string') {
    if (schema.format === 'date') return stamp(ctx.now).slice(0, 10);
    if (schema.format === 'date-time') return new Date(ctx.now).toISOString();
    if (schema.pattern) {
      // A time or date pattern takes the time of the write; any other the value an existing row holds.
      const re = new RegExp(String(schema.pattern));
      const time = stamp(ctx.now);
      return [time, time.slice(0, 10), existing, ''].find((v) => typeof v === 'string' && re.test(v)) ?? '';
    }
    if (Number(schema.minLength) > 0) return typeof existing === 'string' ? existing : '';
    return '';
  }
  if (type === 'integer' || type === 'number') {
    const min = Number(schema.minimum ?? schema.exclusiveMinimum ?? 0);
    return Number.isFinite(min) && min > 0 ? Math.ceil(min) : 0;
  }
  if (type === 'boolean') return false;
  if (type === 'array') return [];
  if (type === 'object') return isObj(existing) ? { ...existing } : {};
  return blank(existing);
}

/** The empty value of a value's type (a field the row schema does not describe). */
function blank(v: unknown): unknown {
  if (typeof v === 'number') return 0;
  if (typeof v === 'boolean') return false;
  if (Array.isArray(v)) return [];
  if (typeof v === 'string') return '';
  return v ?? null;
}

export function update(plan: Plan, ctx: Ctx): Answer {
  const value = ctx.input[plan.keyInput as string];
  // `edit` / `save` without a key is how this back-end adds a record.
  if (empty(value)) return create(plan, ctx);
  const key = ctx.world.seed.keyOf(plan.entity as string);
  const wanted = keyValues(value);
  const hits = wanted.map((w) => find(ctx, plan, w));
  if (hits.some((h) => !h)) return notFound(ctx, plan);
  const table = ctx.world.table(plan.entity as string);
  for (const w of wanted) {
    const hit = find(ctx, plan, w) as { at: At; row: Obj };
    const row: Obj = { ...hit.row };
    for (const [k, v] of Object.entries(ctx.input)) if (k !== key && k !== plan.keyInput && k in row) row[k] = v;
    labels(ctx.world.rows(plan.entity as string), row, ctx.input);
    for (const k of Object.keys(row)) if (TIME_UPDATE.test(k)) row[k] = stamp(ctx.now);
    Object.assign(row, resolveAll(plan.xmock?.set, ctx, row));
    put(table, hit.at, row);
  }
  return ok(ctx);
}

export function remove(plan: Plan, ctx: Ctx): Answer {
  const wanted = keyValues(ctx.input[plan.keyInput as string]);
  if (wanted.some((w) => !find(ctx, plan, w))) return notFound(ctx, plan);
  const table = ctx.world.table(plan.entity as string);
  for (const w of wanted) put(table, (find(ctx, plan, w) as { at: At }).at, undefined);
  return ok(ctx);
}

/** An action: its effects, all checked before any is applied (a refused action changes nothing). */
export function action(plan: Plan, ctx: Ctx): Answer {
  const done = applyEffects(plan.effects, ctx);
  if (typeof done === 'string') return failure(done);
  // An action that creates a record (a manual task start) answers its key where the example answers one.
  const first = plan.effects.find((e) => e.kind === 'insert');
  return ok(ctx, done.made, first ? ctx.world.seed.keyOf(first.entity) : undefined);
}

/**
 * Effects, all checked before any is applied: the refusal (and the world unchanged), or the record the first insert
 * made (none when an `unless` or `if` skipped it).
 */
export function applyEffects(effects: readonly Effect[], ctx: Ctx): string | { made?: Obj } {
  const steps: (() => void)[] = [];
  const inserted: Obj[] = [];
  // Each effect sees the row an earlier one matched (`$hit.x`: the record a step writes names its subject).
  let at: Ctx = ctx;
  for (const e of effects) {
    const refusal = plan_effect(e, at, steps, inserted, (row) => (at = { ...ctx, hit: row }));
    if (refusal) return refusal;
  }
  for (const s of steps) s();
  const first = effects.find((e) => e.kind === 'insert');
  // The record the first insert effect made (an `unless` may have skipped it: then the rows it holds are not it), as
  // its table holds it now (a rollup counts a new row's figures into a copy of it).
  const mine = first && inserted.find((r) => insertedInto.get(r) === first.entity);
  if (!first || !mine) return {};
  const key = ctx.world.seed.keyOf(first.entity);
  return { made: ctx.world.rows(first.entity).find((r) => r === mine || r[key] === mine[key]) ?? mine };
}

/** The table each row an insert effect made went into. */
const insertedInto = new WeakMap<Obj, string>();

function plan_effect(
  e: Effect,
  ctx: Ctx,
  steps: (() => void)[],
  inserted: Obj[] = [],
  matched: (row: Obj) => void = () => undefined,
): string | undefined {
  if (e.each) {
    // Once per item of a request list (each worker of a sheet, each file): any refusal refuses the whole action.
    const items = resolve(e.each, ctx, {});
    for (const item of Array.isArray(items) ? items : []) {
      const one = { ...e, each: undefined };
      const refusal = plan_effect(
        one,
        { ...ctx, item: isObj(item) ? item : { value: item } },
        steps,
        inserted,
        matched,
      );
      if (refusal) return refusal;
    }
    return undefined;
  }
  // `unless: $input.troubleId`: the effect is skipped when the template gives a value (append to a record vs. new one).
  const skip = e.unless === undefined ? undefined : resolve(e.unless, ctx, {});
  if (skip !== undefined && skip !== null && skip !== '') return undefined;
  // `if: $input.worker_id`: the effect applies only when the template gives a value (a photo uploaded for a worker).
  const only = e.if === undefined ? 'yes' : resolve(e.if, ctx, {});
  if (only === undefined || only === null || only === '') return undefined;
  const where = whereOf(e.where, ctx);
  const hits = (rows: readonly Obj[]) =>
    rows
      .map((r, i) => [r, i] as const)
      .filter(([r]) =>
        Object.entries(where).every(([k, v]) =>
          // A list of keys (`ids`) selects every row with one of them.
          Array.isArray(v) ? v.map(String).includes(String(r[k])) : String(r[k]) === String(v),
        ),
      );
  if (e.kind === 'insert') {
    steps.push(() => {
      const table = ctx.world.table(e.entity);
      const key = ctx.world.seed.keyOf(e.entity);
      const template = table[0] ?? {};
      const fields = ctx.world.seed.fieldsOf(e.entity);
      const row: Obj = Object.fromEntries(
        keysOf(template, fields).map((k) => [k, initial(fields[k], template[k], ctx)]),
      );
      Object.assign(row, resolveAll(e.row, { ...ctx, created: inserted[0] }, row));
      if (row[key] == null || row[key] === 0 || row[key] === '') row[key] = ctx.world.nextKey(e.entity);
      table.unshift(row);
      inserted.push(row);
      insertedInto.set(row, e.entity);
    });
    return undefined;
  }
  if (e.kind === 'require' || e.kind === 'forbid') {
    const first = e.entity
      .split('|')
      .map((name) => hits(ctx.world.rows(name))[0])
      .find(Boolean);
    if (e.kind === 'forbid') return first ? (e.missing ?? '记录已存在') : undefined;
    if (first) matched(first[0]);
    return first ? undefined : (e.missing ?? '记录不存在或已被删除');
  }
  const found = hits(ctx.world.rows(e.entity));
  if (!found.length) return e.optional ? undefined : (e.missing ?? '记录不存在或已被删除');
  matched((found[0] as readonly [Obj, number])[0]);
  if (e.when) {
    const bad = found.find(([r]) => !e.when?.in.map(String).includes(String(r[e.when.field])));
    if (bad) return e.when.reason;
  }
  steps.push(() => {
    const table = ctx.world.table(e.entity);
    // `first`: only the first matching row in table order (the next node of a process, after the one just done).
    const indexes = hits(table)
      .map(([, i]) => i)
      .slice(0, e.first ? 1 : undefined);
    if (e.kind === 'remove') {
      for (const i of indexes.reverse()) table.splice(i, 1);
    } else {
      for (const i of indexes)
        // `$new.x`: a field of the row an earlier insert of this action made (the new hazard's id on its task).
        table[i] = {
          ...table[i],
          ...resolveAll(e.set, { ...ctx, created: inserted[0] }, table[i] as Obj, Boolean(ctx.item)),
        };
    }
  });
  return undefined;
}

/**
 * The success envelope of the example, with the new row's key where the example answers one: `data` an object with
 * the key (the key from the row), or `data` an id itself (a number or a string: the new row's key, in that type).
 */
function ok(ctx: Ctx, data?: Obj, key?: string): Answer {
  const ex = isObj(ctx.example) ? ctx.example : { code: 0, msg: '操作成功', data: null };
  if (data && isObj(ex.data)) return { status: 200, body: { ...ex, data: { ...ex.data, ...pick(ex.data, data) } } };
  const id = data ? (key ? data[key] : Object.values(data)[0]) : undefined;
  if (id !== undefined && (typeof ex.data === 'number' || typeof ex.data === 'string')) {
    const typed = typeof ex.data === 'number' && Number.isFinite(Number(id)) ? Number(id) : String(id);
    return { status: 200, body: { ...ex, data: typed } };
  }
  return { status: 200, body: ex };
}

const pick = (shape: Obj, data: Obj) => Object.fromEntries(Object.entries(data).filter(([k]) => k in shape));

/**
 * Templates: `$input.x`, `$now`, `$today`, `$user` (and `$user.branch`), `$row.x`, `$hit.x` (the row an earlier effect of the action
 * matched); `{ $map: <template>, cases: { value: result } }` (a result, itself a template, by the request's value:
 * verify_result 1 → 3, 2 → 4; `default` when none matches); `{ $add: [a, b…] }` and `{ $sub: [a, b…] }` (numbers, 2
 * decimals); anything else is a literal.
 */
export function resolve(v: unknown, ctx: Ctx, row: Obj): unknown {
  // `{ $sum: $input.items, field: amount, where?: { sourceType: 1 } }`: the sum of a field over a request list's items.
  if (isObj(v) && typeof v.$sum === 'string') {
    const items = resolve(v.$sum, ctx, row);
    const where = isObj(v.where) ? v.where : {};
    const total = (Array.isArray(items) ? items : [])
      .filter((it) => isObj(it) && Object.entries(where).every(([k, w]) => String(it[k]) === String(w)))
      .reduce((n: number, it) => n + (Number((it as Obj)[String(v.field)]) || 0), 0);
    return Math.round(total * 100) / 100;
  }
  // `{ $count: $input.workers }`: how many items a request list holds.
  if (isObj(v) && typeof v.$count === 'string') {
    const items = resolve(v.$count, ctx, row);
    return Array.isArray(items) ? items.length : 0;
  }
  // `{ $before: $input.start_month, window: [$input.start_month, $input.end_month] }`: the month as many months
  // before as the window is long (the previous period of a month range: 环比); '' when the month is not given.
  if (isObj(v) && typeof v.$before === 'string') {
    const month = String(resolve(v.$before, ctx, row) ?? '');
    if (!/^\d{4}-\d{2}/.test(month)) return '';
    const [a, b] = (Array.isArray(v.window) ? v.window : []).map((x) => String(resolve(x, ctx, row) ?? ''));
    const index = (m: string) => Number(m.slice(0, 4)) * 12 + Number(m.slice(5, 7)) - 1;
    const span = a && b && /^\d{4}-\d{2}/.test(a) && /^\d{4}-\d{2}/.test(b) ? index(b) - index(a) + 1 : 1;
    const t = index(month) - Math.max(span, 1);
    return `${Math.floor(t / 12)}-${String((t % 12) + 1).padStart(2, '0')}`;
  }
  // `{ $add: [a, b] }`: a + b (two decimals): a running total (`$row.paidAmount` plus the amount confirmed).
  if (isObj(v) && Array.isArray(v.$add)) {
    const total = v.$add.reduce((n: number, x) => n + (Number(resolve(x, ctx, row)) || 0), 0);
    return Math.round(total * 100) / 100;
  }
  // `{ $first: [a, b] }`: the first of the templates that gives a value (`$input.troubleId`, else `$new.id`).
  if (isObj(v) && Array.isArray(v.$first)) {
    for (const x of v.$first) {
      const got = resolve(x, ctx, row);
      if (got !== undefined && got !== null && got !== '') return got;
    }
    return null;
  }
  // `{ $minus: [a, b] }`: a − b (two decimals), each a template (`$row.needAmount`) or a `$sum`.
  if (isObj(v) && Array.isArray(v.$minus)) {
    const [a, b] = v.$minus.map((x) => Number(resolve(x, ctx, row)) || 0) as [number, number];
    return Math.round((a - b) * 100) / 100;
  }
  // `{ $next: proInstId, in: pageEmergencyPayments|pageSalaryCumRecords }`: the number after the largest one that field
  // holds in those tables, in its text and width (PI-2026-000155 → PI-2026-000156): a process instance a new flow
  // starts. A table's rows without such a number give none; with none at all, null.
  if (isObj(v) && typeof v.$next === 'string') {
    const field = v.$next;
    let best: { prefix: string; digits: string; n: bigint } | undefined;
    for (const e of String(v.in ?? '')
      .split('|')
      .filter(Boolean))
      for (const r of ctx.world.rows(e)) {
        const m = /^(.*?)(\d+)$/.exec(String(r[field] ?? ''));
        if (m && (!best || BigInt(m[2] as string) > best.n))
          best = { prefix: m[1] ?? '', digits: m[2] as string, n: BigInt(m[2] as string) };
      }
    return best ? `${best.prefix}${String(best.n + 1n).padStart(best.digits.length, '0')}` : null;
  }
  // `{ $lookup: entity, match: { personId: $item }, field: personName, join? }`: a field of the first row of another
  // table that matches (a name from an id the request sends). A match value that is a list takes every row matching
  // one of its values, their fields joined with `join` (the names of the chosen forbidden points, `、`).
  if (isObj(v) && typeof v.$lookup === 'string') {
    const match = Object.entries(isObj(v.match) ? v.match : {}).map(([k, t]) => {
      const want = resolve(t, ctx, row);
      return [k, new Set((Array.isArray(want) ? want : [want]).map(String))] as const;
    });
    const field = String(v.field);
    const hits = v.$lookup
      .split('|')
      .flatMap((e) => ctx.world.rows(e))
      .filter((r) => match.every(([k, want]) => want.has(String(r[k]))));
    if (typeof v.join === 'string')
      return hits
        .map((r) => r[field])
        .filter((x) => x != null && x !== '')
        .join(v.join);
    return hits[0]?.[field] ?? null;
  }
  if (isObj(v) && (typeof v.$map === 'string' || isObj(v.$map))) {
    const cases = isObj(v.cases) ? v.cases : {};
    const asked = resolve(v.$map, ctx, row);
    // A field the request leaves empty maps to nothing (its condition is not added); a result may be a template.
    if (asked === undefined || asked === null || asked === '') return null;
    const k = String(asked);
    return resolve(k in cases ? cases[k] : (v.default ?? null), ctx, row);
  }
  // Arithmetic over templates: `{ $add: [$row.total_score, $input.score] }`, `{ $sub: [$row.count, 1] }`.
  if (isObj(v) && (Array.isArray(v.$add) || Array.isArray(v.$sub))) {
    const terms = ((v.$add ?? v.$sub) as unknown[]).map((t) => Number(resolve(t, ctx, row)) || 0);
    const [first = 0, ...rest] = terms;
    const n = v.$add ? terms.reduce((a, b) => a + b, 0) : rest.reduce((a, b) => a - b, first);
    return Math.round(n * 100) / 100;
  }
  if (typeof v !== 'string' || !v.startsWith('$')) return v;
  // `$input.date|$today`: the first alternative that is not empty (a day the request may leave to today).
  if (v.includes('|'))
    return v
      .split('|')
      .map((alt) => resolve(alt, ctx, row))
      .find((x) => x !== undefined && x !== null && x !== '');
  if (v === '$now') return stamp(ctx.now);
  if (v === '$today') return stamp(ctx.now).slice(0, 10);
  // `$day-1` (yesterday), `$day-6` (six days ago), `$day+1`: a day on the mock's clock.
  // `$day+$input.expire_days`: a day as many days on as a request field says (`… 23:59:59`: at that time of day).
  const after = /^\$day\+\$input\.(\w+)( \d\d:\d\d:\d\d)?$/.exec(v);
  if (after) {
    const days = Number(ctx.input[after[1] as string]) || 0;
    return stamp(new Date(ctx.now.getTime() + days * 86_400_000)).slice(0, 10) + (after[2] ?? '');
  }
  // `$token`: an unguessable random string (128 bits, 32 hex digits), as a back end issues for a share link.
  if (v === '$token')
    return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
  const day = /^\$day([+-]\d+)$/.exec(v);
  if (day) return stamp(new Date(ctx.now.getTime() + Number(day[1]) * 86_400_000)).slice(0, 10);
  // `$month` (this month), `$month-1`: a month on the mock's clock.
  const month = /^\$month([+-]\d+)?$/.exec(v);
  if (month) {
    const [y, m] = stamp(ctx.now).slice(0, 7).split('-').map(Number) as [number, number];
    const t = y * 12 + m - 1 + Number(month[1] ?? 0);
    return `${Math.floor(t / 12)}-${String((t % 12) + 1).padStart(2, '0')}`;
  }
  if (v === '$user') return ctx.user?.name ?? '';
  // `$user.branch`, `$user.project_id`: the caller's own organisation (an org home asked without an orgId).
  if (v.startsWith('$user.')) return (ctx.user as Record<string, unknown> | undefined)?.[v.slice(6)];
  if (v.startsWith('$input.') || v.startsWith('$body.')) return ctx.input[v.slice(v.indexOf('.') + 1)];
  if (v.startsWith('$row.')) return row[v.slice(5)];
  if (v.startsWith('$hit.')) return ctx.hit?.[v.slice(5)];
  if (v.startsWith('$item.')) return ctx.item?.[v.slice(6)];
  if (v.startsWith('$new.')) return ctx.created?.[v.slice(5)];
  return v;
}

/** Templates resolved; with `sparse`, a field whose template comes out undefined is left out (not sent: unchanged). */
function resolveAll(o: Record<string, unknown> | undefined, ctx: Ctx, row: Obj, sparse = false): Obj {
  const pairs = Object.entries(o ?? {}).map(([k, v]) => [k, resolve(v, ctx, row)] as const);
  return Object.fromEntries(sparse ? pairs.filter(([, v]) => v !== undefined) : pairs);
}

/** An effect's row selector: a template ending in `?` (`$input.expTeamId?`) drops its condition when the input is empty. */
function whereOf(o: Record<string, unknown> | undefined, ctx: Ctx): Obj {
  const out: Obj = {};
  for (const [k, v] of Object.entries(o ?? {})) {
    const optional = typeof v === 'string' && v.startsWith('$') && v.endsWith('?');
    const value = resolve(optional ? v.slice(0, -1) : v, ctx, {});
    if (optional && (value === undefined || value === null || value === '')) continue;
    out[k] = value;
  }
  return out;
}
