// What each operation does to the world, read from the contract: the operationId's verb, the answer's shape, the
// row schemas, the path, and the `x-mock` annotation where those cannot say it. One plan per operation.
import {
  type OpenApiDoc,
  type Obj,
  type Operation,
  type Role,
  type Route,
  type Schema,
  type Stat,
  type Transition,
  type XMock,
  type FilterOp,
  bodyExampleOf,
  bodySchemaOf,
  dataSchemaOf,
  jsonMedia,
  exampleOf,
  flatten,
  isObj,
  parametersOf,
  propOf,
  refName,
} from './spec.js';
import { aggregateSources, isNode, type AggNode, type Measure } from './aggregate.js';
import type { GroupBy } from './aggregate-types.js';
import { SESSION_OPERATIONS } from './session-ops.js';
import type { EntitySeed, EventSpec } from './world.js';

/** The keys of an x-mock.stats entry that name the table it reads. */
const STAT_SOURCES = ['count', 'sum', 'any', 'max', 'min'] as const;

export interface Paging {
  style: 'pageNum' | 'page';
  num: string;
  size: string;
}

export interface Filter {
  /** The request field. */
  input: string;
  /** Row fields it is matched against (any of them). */
  fields: string[];
  op: FilterOp;
  /** The value that means "no filter" where the contract names one (`-1 全部`): sent, it filters nothing. */
  all?: number;
}

export interface Effect {
  /** `require`: refuse (`missing`) unless a row matches; `forbid`: refuse (`missing`) when one does. */
  kind: 'update' | 'insert' | 'remove' | 'require' | 'forbid';
  optional?: boolean;
  entity: string;
  /** Row selector: row field → value template (`$body.x`, `$input.x`, literal). */
  where?: Record<string, unknown>;
  /** Required state: field → allowed values, with the refusal reason. */
  when?: { field: string; in: unknown[]; reason: string };
  set?: Record<string, unknown>;
  /** For insert: the new row's fields (templates). */
  row?: Record<string, unknown>;
  /** Refusal reason when no row matches `where`. */
  missing?: string;
  /** Once per item of a request list (`$input.workers`), with `$item.x` templates reading the item. */
  each?: string;
  /** Skip the effect when this template gives a value (`$input.troubleId`: appending to an existing record). */
  unless?: string;
  /** Apply the effect only when this template gives a value (`$input.worker_id`: a photo uploaded for a worker). */
  if?: string;
  /** Update (or remove) only the first matching row in table order. */
  first?: boolean;
}

export interface Plan {
  route: Route;
  op: Operation;
  role: Role;
  entity?: string;
  /** Why an operation answers its examples only. */
  why?: string;
  paging?: Paging;
  /** 'page': data is PageData with a `list`; 'array': data is the array. */
  shape?: 'page' | 'array';
  filters: Filter[];
  /** Request fields no row field matches (reported by the coverage command). */
  unmatched: string[];
  /** Where a detail/update/delete finds the row's key in the request. */
  keyInput?: string;
  effects: Effect[];
  /** An aggregate answer: the node, with every `from` resolved to the world's entity names. */
  aggregate?: AggNode;
  /** Fields of an object aggregate's example that the node does not compute (they answer the example's value). */
  fromExample?: string[];
  /** A statistics answer: its computed fields, with entities resolved to the world's names. */
  stats?: Record<string, Stat>;
  xmock?: XMock;
}

const VERB = (id: string) => /^[a-z]+/.exec(id)?.[0] ?? '';
const LIST_VERBS = new Set(['list', 'page', 'search', 'query', 'get', 'load', 'select']);
const CREATE_VERBS = new Set(['add', 'create', 'insert', 'new']);
const UPDATE_VERBS = new Set(['edit', 'update', 'modify']);
const DELETE_VERBS = new Set(['delete', 'del', 'remove']);
/** Request fields that page, sort or bust caches (`_`, `t`, `random`): never filters. */
export const NOT_FILTERS: ReadonlySet<string> = new Set([
  'pageNum',
  'pageSize',
  'page',
  'limit',
  'allowedRepeat',
  '_',
  't',
  'random',
  'orderBy',
  'order',
  'sort',
  'sortOrder',
  'isAsc',
]);
const START_KEY =
  /^(start|begin|from)[_]?(date|time|day|month|period)?$|(Start|Begin|From)(Date|Time)?$|^(date|time)(Start|Begin|From)$/i;
const END_KEY = /^(end|to|finish)[_]?(date|time|day|month|period)?$|(End|To)(Date|Time)?$|^(date|time)(End|To)$/i;
/** Organisation filters (a branch or a project's org): rows that name only their project match by its branch. */
const ORG_KEY = /^(org_?id|orgId|branch_?id|branchId|org_batch_id)$/;
const PROJECT_FIELDS = ['project_id', 'projectId', 'xmid'];
/** Row fields that hold an organisation (company or branch) id. */
const ORG_FIELD = /^(org_?id|orgId|branch_?id|branchId|org_batch_id)$/i;
const DATE_VALUE = /^\d{4}-\d{2}(-\d{2})?/;
const KEYWORD_KEY = /^(keyword|keywords|key|search|q|kw|searchKey|searchValue)$/i;

const snake = (s: string) => s.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
const camel = (s: string) => s.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());

/** The parent of a path without its parameters: `/pc/team/del/{id}` → `/pc/team`. */
const parentOf = (path: string) => {
  const parts = path.split('/').filter((p) => p && !p.startsWith('{'));
  return `/${parts.slice(0, -1).join('/')}`;
};

/**
 * The key field of a set of rows: `id` when unique, else the first `*_id`/`*Id`/`innerid`/`*_no` field that is, else an
 * option's `value` or a `*Code` that is. Rows with none (summaries keyed by a combination, e.g. month and branch) get
 * the first key-like field; the world does not grow them (see world.ts grow).
 */
export function keyOf(rows: Obj[], hint?: string): string {
  if (hint) return hint;
  const unique = (k: string) => {
    const vals = rows.map((r) => r[k]);
    return vals.every((v) => v !== undefined && v !== null) && new Set(vals).size === vals.length;
  };
  if (rows[0] && 'id' in rows[0] && unique('id')) return 'id';
  const first = rows[0] ?? {};
  const candidates = Object.keys(first).filter((k) => /(_id|Id|innerid|_no|No)$|^innerid$/.test(k));
  const others = Object.keys(first).filter((k) => k === 'value' || /(^code|_code|Code)$/.test(k));
  return candidates.find(unique) ?? others.find(unique) ?? candidates[0] ?? 'id';
}

interface ListShape {
  shape: 'page' | 'array';
  item: unknown;
  rows: Obj[];
  total: number;
}

function listShapeOf(doc: OpenApiDoc, op: Operation): ListShape | undefined {
  const data = dataSchemaOf(doc, op);
  const example = exampleOf(doc, op.responses?.['200']) as Obj | undefined;
  const exData = isObj(example) ? example.data : undefined;
  const listSchema = (data.properties as Obj | undefined)?.list;
  if (listSchema) {
    const items = flatten(doc, listSchema).items;
    const rows = isObj(exData) && Array.isArray(exData.list) ? (exData.list as Obj[]) : [];
    const total = isObj(exData) && typeof exData.total === 'number' ? exData.total : rows.length;
    return { shape: 'page', item: items, rows: rows.filter(isObj), total };
  }
  if (data.type === 'array' && data.items) {
    const item = flatten(doc, data.items);
    if (item.type !== 'object' && !item.properties) return undefined;
    const rows = Array.isArray(exData) ? (exData as unknown[]).filter(isObj) : [];
    return { shape: 'array', item: data.items, rows, total: rows.length };
  }
  return undefined;
}

function pagingOf(inputs: Set<string>): Paging | undefined {
  if (inputs.has('pageNum') || inputs.has('pageSize')) return { style: 'pageNum', num: 'pageNum', size: 'pageSize' };
  if (inputs.has('page') || inputs.has('limit')) return { style: 'page', num: 'page', size: 'limit' };
  return undefined;
}

/** Every request field an operation takes (query, path, body), with its schema. */
function inputsOf(doc: OpenApiDoc, op: Operation): Map<string, Schema> {
  const out = new Map<string, Schema>();
  for (const p of parametersOf(doc, op)) {
    if (p.in === 'query' || p.in === 'path') {
      const schema = flatten(doc, p.schema);
      out.set(String(p.name), p.description ? { ...schema, description: p.description } : schema);
    }
  }
  const body = bodySchemaOf(doc, op);
  if (body && !body.type.startsWith('multipart/')) {
    for (const [k, s] of Object.entries((body.schema.properties as Obj | undefined) ?? {})) out.set(k, flatten(doc, s));
  }
  return out;
}

/** The number a filter's description names as "all" (`-1 全部，0 停用`, `-1 为全部`, `0 或不传为全部`). */
function allValueOf(schema: Schema | undefined): number | undefined {
  const text = String(schema?.description ?? '');
  const m = /(-?\d+)\s*(?:或不传)?\s*(?:为|表示|是)?\s*全部/.exec(text) ?? /全部\s*(?:为|传|是)\s*(-?\d+)/.exec(text);
  return m ? Number(m[1]) : undefined;
}

/** Match request fields to row fields: same name, snake/camel twin, `xxx_name` for `xxx`, date ranges, keywords. */
function filtersOf(
  doc: OpenApiDoc,
  inputs: Map<string, Schema>,
  rowSchema: Schema,
  sample: Obj | undefined,
  xmock?: XMock,
) {
  const props = new Set([
    ...Object.keys((rowSchema.properties as Obj | undefined) ?? {}),
    ...Object.keys(sample ?? {}),
  ]);
  const filters: Filter[] = [];
  const unmatched: string[] = [];
  const dateFields = [...props].filter((k) => typeof sample?.[k] === 'string' && DATE_VALUE.test(String(sample?.[k])));
  const textFields = [...props].filter((k) =>
    /(^|_)name$|Name$|title|mobile|id_card|idCard|innerid|_no$|No$|code$/.test(k),
  );
  for (const [input, schema] of inputs) {
    if (NOT_FILTERS.has(input)) continue;
    const custom = xmock?.filters?.[input];
    if (custom) {
      const c = typeof custom === 'string' ? { field: custom } : custom;
      filters.push({ input, fields: c.field.split('|'), op: c.op ?? 'eq' });
      continue;
    }
    const isText = schema.type === 'string' && !schema.enum && !schema.format;
    const direct = [input, snake(input), camel(input)].find((k) => props.has(k));
    if (direct) {
      const sampleValue = sample?.[direct];
      const op: FilterOp = Array.isArray(sampleValue)
        ? 'in'
        : isText && typeof sampleValue === 'string' && !/(_id|Id|type|status|code)$/i.test(direct)
          ? 'contains'
          : // An organisation the row names itself (a branch's orgId) follows the tree: a company covers its branches.
            ORG_KEY.test(input) && ORG_FIELD.test(direct)
            ? 'under'
            : 'eq';
      filters.push({ input, fields: [direct], op });
      continue;
    }
    if (START_KEY.test(input) || END_KEY.test(input)) {
      // A month or period range compares the row's period first (`2026-10`), else its first date.
      const periodic = /month|period/i.test(input);
      const field =
        (periodic ? dateFields.find((f) => /month|period/i.test(f)) : undefined) ??
        dateFields.find((f) => /date|time|day|month|period/i.test(f));
      if (field) {
        filters.push({ input, fields: [field], op: START_KEY.test(input) ? 'gte' : 'lte' });
        continue;
      }
    }
    if (KEYWORD_KEY.test(input) && textFields.length) {
      const named = namedFields(doc, rowSchema, props, String(schema.description ?? ''));
      filters.push({ input, fields: named.length ? named : textFields, op: 'contains' });
      continue;
    }
    const project = PROJECT_FIELDS.find((k) => props.has(k));
    if (ORG_KEY.test(input) && project) {
      filters.push({ input, fields: [project], op: 'org' });
      continue;
    }
    const named = [`${input}_name`, `${input}Name`, `${snake(input)}_name`].find((k) => props.has(k));
    if (named && isText) {
      filters.push({ input, fields: [named], op: 'contains' });
      continue;
    }
    unmatched.push(input);
  }
  for (const f of filters) {
    const all = allValueOf(inputs.get(f.input));
    if (all !== undefined) f.all = all;
  }
  return { filters, unmatched };
}

/**
 * The row fields a keyword's description names (`人员姓名、手机号或安全帽编号` → person_name, mobile, hat_innerid): each
 * term of the description against each text field's label (its description up to the first punctuation).
 */
function namedFields(doc: OpenApiDoc, rowSchema: Schema, props: Set<string>, description: string): string[] {
  const terms = description
    .replace(/关键字|关键词|模糊(搜索|匹配|查询)?|按|搜索/g, '')
    .split(/[、，,；;（）()或及与和/\s]+/)
    .map((t) => t.trim())
    .filter((t) => t.length >= 2);
  if (!terms.length) return [];
  const out: string[] = [];
  for (const k of props) {
    const field = propOf(doc, rowSchema, k);
    const types = ([] as unknown[]).concat(field.type ?? []);
    if (!types.includes('string')) continue;
    const label = String(field.description ?? '')
      .split(/[：:（(，,；;。]/)[0]
      ?.trim();
    if (!label || label.length < 2) continue;
    // "人员姓名" names any person's name field: 值班人员姓名, 执行人姓名, 项目负责人姓名.
    const personName = (t: string) => t.endsWith('姓名') && label.endsWith('姓名');
    if (terms.some((t) => label.includes(t) || t.includes(label) || personName(t))) out.push(k);
  }
  return out;
}

export interface Model {
  plans: Map<string, Plan>;
  seeds: Map<string, EntitySeed>;
  /** operationId of a list → its entity. */
  entityOfList: Map<string, string>;
  /** Event tables (spec root `x-mock-events`), their `from` resolved to an entity. */
  events: Map<string, EventSpec>;
  /** An entity by its name, a list's operationId or an event table's name (undefined if none). */
  entityByName(name: string | undefined): string | undefined;
}

/** A copy of a node with every `from` renamed (list operationIds → entity names). */
function resolveSources(node: AggNode, rename: (name: string) => string): AggNode {
  const out: AggNode = { ...node };
  if (node.from) out.from = rename(node.from);
  if (node.where) out.where = renameRelations(node.where, rename);
  const renameOne = (g: string | GroupBy | undefined) =>
    g && typeof g === 'object' && g.via ? { ...g, via: [g.via].flat().map((v) => ({ ...v, of: rename(v.of) })) } : g;
  const renameGroup = (g: AggNode['groupBy']) => (Array.isArray(g) ? g.map((x) => renameOne(x) ?? x) : renameOne(g));
  if (node.groupBy) out.groupBy = renameGroup(node.groupBy);
  if (node.union) out.union = node.union.map((n) => resolveSources(n, rename));
  if (node.concat) out.concat = node.concat.map((n) => resolveSources(n, rename));
  if (node.cases)
    out.cases = Object.fromEntries(Object.entries(node.cases).map(([k, n]) => [k, resolveSources(n, rename)]));
  if (node.default) out.default = resolveSources(node.default, rename);
  if (node.chart)
    out.chart = {
      ...node.chart,
      categories: renameOne(node.chart.categories) as NonNullable<AggNode['chart']>['categories'],
      series: renameOne(node.chart.series),
    };
  if (node.fields)
    out.fields = Object.fromEntries(Object.entries(node.fields).map(([k, m]) => [k, resolveMeasure(m, rename)]));
  return out;
}

/** A measure with the tables it reads renamed: a nested node, the measures of `either`, a lookup's or byKey's table. */
function resolveMeasure(m: Measure, rename: (name: string) => string): Measure {
  if (!isObj(m)) return m;
  if (isNode(m)) return resolveSources(m, rename);
  const o = m as Obj;
  if (Array.isArray(o.either)) return { either: (o.either as Measure[]).map((e) => resolveMeasure(e, rename)) };
  if (typeof o.lookup === 'string') return { ...o, lookup: rename(o.lookup) } as Measure;
  if (typeof o.byKey === 'string') return { ...o, byKey: rename(o.byKey) } as Measure;
  return m;
}

/** Relations in a `where` (`{ of, where, field }`) with their table renamed. */
function renameRelations(where: Record<string, unknown>, rename: (name: string) => string): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(where).map(([k, v]) => [
      k,
      isObj(v) && typeof v.of === 'string'
        ? {
            ...v,
            of: rename(v.of),
            // A relation's own conditions may be relations again (a point's categories of a task's point).
            ...(isObj(v.where) ? { where: renameRelations(v.where, rename) } : {}),
          }
        : v,
    ]),
  );
}

export function buildModel(doc: OpenApiDoc, routes: Route[]): Model {
  const seeds = new Map<string, EntitySeed>();
  const entityOfList = new Map<string, string>();
  const rowSchemas = new Map<string, Schema>();
  const listsByParent = new Map<string, string[]>();
  const listsBySchema = new Map<string, string[]>();
  const shapes = new Map<string, ListShape>();

  // 1. Entities: the row schemas of list answers (the examples' rows, grown to the total they claim).
  for (const r of routes) {
    const op = r.op;
    const x = op['x-mock'];
    if (r.blob || r.multipart || x?.examples) continue;
    const verb = VERB(op.operationId);
    if (x?.role && x.role !== 'list') continue;
    if (!x?.role && !LIST_VERBS.has(verb)) continue;
    const shape = listShapeOf(doc, op);
    if (!shape || !shape.rows.length) continue;
    // One entity per list: two lists of one row schema are usually different sets (待办 / 已办). A list joins
    // another's entity only when its x-mock.entity says so.
    const name = x?.entity ?? op.operationId;
    const schemaName = refName(shape.item);
    if (schemaName) listsBySchema.set(schemaName, [...(listsBySchema.get(schemaName) ?? []), op.operationId]);
    const key = keyOf(shape.rows, x?.key);
    if (shape.shape === 'array' && !x?.role && !shape.rows.every((row) => row[key] !== undefined)) continue;
    shapes.set(op.operationId, shape);
    entityOfList.set(op.operationId, name);
    rowSchemas.set(name, flatten(doc, shape.item));
    const existing = seeds.get(name);
    if (existing) {
      const seen = new Set(existing.rows.map((row) => row[existing.key]));
      for (const row of shape.rows) if (!seen.has(row[existing.key])) existing.rows.push(row);
      existing.total = Math.max(existing.total, shape.total);
      // Lists of one entity: the one that says how its rows are made says it for all.
      existing.spread ??= x?.spread;
      existing.per ??= x?.per;
      existing.rollup ??= x?.rollup;
      existing.view ??= x?.view;
    } else {
      const item = flatten(doc, shape.item);
      const fields = Object.fromEntries(
        Object.keys((item.properties as Obj | undefined) ?? {}).map((k) => [k, propOf(doc, item, k)]),
      );
      seeds.set(name, {
        name,
        key,
        rows: shape.rows.slice(),
        total: x?.worldTotal ?? shape.total,
        unique: x?.unique,
        refs: x?.refs,
        spread: x?.spread,
        per: x?.per,
        rollup: x?.rollup,
        view: x?.view,
        fields,
      });
    }
    const parent = parentOf(r.path);
    listsByParent.set(parent, [...(listsByParent.get(parent) ?? []), op.operationId]);
  }

  // Tables no list of the contract shows row by row (chat messages, share links): spec root `x-mock-tables`. They are
  // seeded as lists are (a hidden table made per row of a list, naming rows of others: a point task's hazard).
  type Table = { key: string; rows: Obj[] } & Pick<EntitySeed, 'per' | 'spread' | 'rollup' | 'unique'>;
  for (const [name, t] of Object.entries((doc['x-mock-tables'] as Record<string, Table> | undefined) ?? {}))
    if (!seeds.has(name))
      seeds.set(name, {
        name,
        key: t.key,
        rows: t.rows.slice(),
        total: t.rows.length,
        ...(t.per ? { per: t.per } : {}),
        ...(t.spread ? { spread: t.spread } : {}),
        ...(t.rollup ? { rollup: t.rollup } : {}),
        ...(t.unique ? { unique: t.unique } : {}),
      });
  const events = new Map<string, EventSpec>();
  const entityByName = (name: string | undefined): string | undefined =>
    name ? (seeds.has(name) || events.has(name) ? name : entityOfList.get(name)) : undefined;
  /** Entities joined by `|` (a `require` on one of several tables), by their world names; '' when one is none. */
  const resolvedEntities = (names: string) => {
    const parts = names.split('|').map((n) => entityByName(n));
    return parts.every(Boolean) ? parts.join('|') : '';
  };
  for (const [name, ev] of Object.entries((doc['x-mock-events'] as Record<string, EventSpec> | undefined) ?? {})) {
    const from = entityByName(ev.from);
    if (from) events.set(name, { ...ev, from });
  }
  // The tables spread, per and rollup read are named as entities or as their lists.
  const named = (n: string) => entityByName(n) ?? n;
  for (const s of seeds.values()) {
    if (s.spread)
      s.spread = Object.fromEntries(Object.entries(s.spread).map(([f, sp]) => [f, { ...sp, of: named(sp.of) }]));
    if (s.per) {
      const rows = s.per.rows;
      s.per = { ...s.per, of: named(s.per.of), ...(rows ? { rows: { ...rows, of: named(rows.of) } } : {}) };
    }
    if (s.view) s.view = resolveSources(s.view, (n) => n.split('|').map(named).join('|'));
    if (s.rollup)
      s.rollup = Object.fromEntries(
        Object.entries(s.rollup).map(([f, r]) => [
          f,
          {
            ...r,
            ...(r.count ? { count: named(r.count) } : {}),
            ...(r.sum ? { sum: named(r.sum) } : {}),
            ...(r.first ? { first: named(r.first) } : {}),
          },
        ]),
      );
  }
  /** The entity whose rows have this schema: the one list that uses it, or the one beside `path` among several. */
  const entityBySchema = (schema: string | undefined, path: string): string | undefined => {
    const lists = schema ? (listsBySchema.get(schema) ?? []) : [];
    if (lists.length === 1) return entityOfList.get(lists[0] as string);
    const beside = lists.filter(
      (l) => parentOf(routes.find((x) => x.op.operationId === l)?.path ?? '') === parentOf(path),
    );
    return beside.length === 1 ? entityOfList.get(beside[0] as string) : undefined;
  };
  const siblingEntity = (path: string): string | undefined => {
    const lists = listsByParent.get(parentOf(path)) ?? [];
    const entities = [...new Set(lists.map((l) => entityOfList.get(l)))];
    if (entities.length === 1) return entities[0];
    const main = lists.filter((l) => /\/(list|page)$/.test(routes.find((x) => x.op.operationId === l)?.path ?? ''));
    return main.length === 1 ? entityOfList.get(main[0] as string) : undefined;
  };

  // 2. A plan per operation.
  const plans = new Map<string, Plan>();
  for (const r of routes) {
    const op = r.op;
    const x = op['x-mock'];
    const verb = VERB(op.operationId);
    const inputs = inputsOf(doc, op);
    const plan: Plan = { route: r, op, role: 'examples', filters: [], unmatched: [], effects: [], xmock: x };
    plans.set(op.operationId, plan);
    if (SESSION_OPERATIONS.has(op.operationId)) {
      plan.role = 'session';
      continue;
    }
    if (x?.options) {
      const entity = entityByName(x.options.entity);
      if (!entity) plan.why = `x-mock.options 指向不存在的实体：${x.options.entity}`;
      else {
        plan.role = 'options';
        plan.entity = entity;
      }
      continue;
    }
    if (x?.aggregate) {
      const unknown = aggregateSources(x.aggregate).filter((n) => !entityByName(n));
      if (unknown.length) plan.why = `x-mock.aggregate 指向不存在的实体：${unknown.join('、')}`;
      else {
        plan.role = 'aggregate';
        plan.aggregate = resolveSources(x.aggregate, (n) => n.split('|').map(entityByName).join('|'));
        // A computed list is paged as a stored one is (PageData or an array with the paging the call declares).
        plan.shape = listShapeOf(doc, op)?.shape;
        if (plan.shape) plan.paging = pagingOf(new Set(inputs.keys()));
        const node = plan.aggregate;
        const exData = (exampleOf(doc, op.responses?.['200']) as Obj | undefined)?.data;
        if (!node.groupBy && !node.chart && isObj(exData)) {
          const computed = new Set(Object.keys(node.fields ?? (node.row ? {} : { count: 1 })));
          // A row answer computes every field its entity's rows have.
          if (node.row && node.from)
            for (const e of node.from.split('|'))
              for (const k of Object.keys(seeds.get(e)?.rows[0] ?? {})) computed.add(k);
          plan.fromExample = Object.keys(exData).filter((k) => !computed.has(k));
        }
      }
      continue;
    }
    if (x?.stats) {
      // The key of a statistic that names its table (`count: listOrgWorkers`, `max: pageSalaryExpRecords`…).
      const sourceOf = (st: Stat) => STAT_SOURCES.find((k) => k in st);
      const tableOf = (st: Stat) => {
        const k = sourceOf(st);
        return k ? String((st as Record<string, unknown>)[k]) : '';
      };
      const named = Object.values(x.stats).flatMap((st) => (tableOf(st) ? tableOf(st).split('|') : []));
      const unknown = named.filter((n) => !entityByName(n));
      if (unknown.length) plan.why = `x-mock.stats 指向不存在的实体：${unknown.join('、')}`;
      else {
        plan.role = 'stats';
        // The example's fields the annotation does not compute (or only scales from the example) are reported.
        const exData = (exampleOf(doc, op.responses?.['200']) as Obj | undefined)?.data;
        if (isObj(exData))
          plan.fromExample = Object.keys(exData).filter((k) => !(k in x.stats!) || 'scale' in x.stats![k]!);
        const entities = (names: string) => names.split('|').map(entityByName).join('|');
        plan.stats = Object.fromEntries(
          Object.entries(x.stats).map(([field, st]): [string, Stat] => [
            field,
            sourceOf(st) ? ({ ...st, [sourceOf(st) as string]: entities(tableOf(st)) } as Stat) : st,
          ]),
        );
      }
      continue;
    }
    if (x?.examples) {
      plan.why = x.examples;
      continue;
    }
    // x-mock.effects with every entity resolved to the world's name; the names that are not entities make the
    // operation answer its examples.
    const effects = (x?.effects ?? []).map((e) => ({ ...e, entity: resolvedEntities(e.entity) }));
    const lost = (x?.effects ?? []).filter((e, i) => !effects[i]?.entity).map((e) => e.entity);
    const lostWhy = `x-mock.effects 指向不存在的实体：${lost.join('、')}`;
    if (r.multipart) {
      if (lost.length) {
        plan.why = lostWhy;
        continue;
      }
      plan.role = 'upload';
      plan.entity = entityByName(x?.entity);
      // A file kept for a record (a worker's new photo): the effects write its address where the record reads it.
      plan.effects = effects;
      continue;
    }
    if (r.blob) {
      plan.role = 'export';
      const of = op['x-export-of'];
      plan.entity = entityByName(x?.entity) ?? (of ? entityOfList.get(of) : undefined);
      const source = of ? routes.find((y) => y.op.operationId === of)?.op : undefined;
      if (plan.entity) {
        const ins = new Map([...(source ? inputsOf(doc, source) : []), ...inputs]);
        Object.assign(plan, filtersOf(doc, ins, rowSchemas.get(plan.entity) ?? {}, seeds.get(plan.entity)?.rows[0], x));
      } else plan.why = '导出：没有对应列表的实体（x-export-of 未指向有示例行的列表）';
      continue;
    }
    const listEntity = entityOfList.get(op.operationId);
    if (listEntity) {
      const shape = shapes.get(op.operationId) as ListShape;
      plan.role = 'list';
      plan.entity = listEntity;
      plan.shape = shape.shape;
      plan.paging = pagingOf(new Set(inputs.keys()));
      Object.assign(plan, filtersOf(doc, inputs, rowSchemas.get(listEntity) ?? {}, seeds.get(listEntity)?.rows[0], x));
      continue;
    }
    if (effects.length) {
      if (lost.length) {
        plan.why = lostWhy;
        continue;
      }
      plan.role = 'action';
      plan.entity = entityByName(x?.entity);
      plan.effects = effects;
      continue;
    }
    const data = dataSchemaOf(doc, op);
    const body = bodySchemaOf(doc, op);
    const entity =
      entityByName(x?.entity) ??
      entityBySchema(refName(rawDataOf(doc, op)), r.path) ??
      entityBySchema(refName(rawDataOf(doc, op))?.replace(/Detail$/, ''), r.path) ??
      entityBySchema(refName(body?.raw), r.path) ??
      siblingEntity(r.path);
    const role: Role | undefined =
      x?.role ??
      (x?.transition
        ? 'action'
        : CREATE_VERBS.has(verb)
          ? 'create'
          : UPDATE_VERBS.has(verb)
            ? 'update'
            : DELETE_VERBS.has(verb)
              ? 'delete'
              : verb === 'save'
                ? isObj(bodyExampleOf(doc, op)) &&
                  entity &&
                  seeds.get(entity)?.key &&
                  (bodyExampleOf(doc, op) as Obj)[seeds.get(entity)?.key as string] !== undefined
                  ? 'update'
                  : 'create'
                : ['get', 'detail', 'query', 'load'].includes(verb) &&
                    !data.items &&
                    data.type !== 'array' &&
                    // A detail reads one row: its answer is the row's schema (or FooDetail), or its path says so.
                    (Boolean(entityBySchema(refName(rawDataOf(doc, op))?.replace(/Detail$/, ''), r.path)) ||
                      /(detail|info|get|view)(\/\{[^}]+\})*$/i.test(r.path))
                  ? 'detail'
                  : undefined);
    if (!role || !entity) {
      plan.why = !entity
        ? '找不到它读写的实体（无同名行 schema、无同级列表；可用 x-mock.entity 指明）'
        : `动词 ${verb} 无对应角色（可用 x-mock.role / transition 指明）`;
      continue;
    }
    const key = seeds.get(entity)?.key ?? 'id';
    const keyInput = x?.keyInput ?? [key, 'id', camel(key), snake(key), 'ids'].find((k) => inputs.has(k));
    if ((role === 'detail' || role === 'update' || role === 'delete' || role === 'action') && !keyInput) {
      plan.why = `没有找到行键 ${key} 的请求字段`;
      continue;
    }
    plan.role = role;
    plan.entity = entity;
    plan.keyInput = keyInput;
    if (x?.transition) plan.effects.push(transitionEffect(entity, key, keyInput as string, x.transition));
  }
  return { plans, seeds, entityOfList, events, entityByName };
}

function transitionEffect(entity: string, key: string, keyInput: string, t: Transition): Effect {
  return {
    kind: 'update',
    entity,
    where: { [key]: `$input.${keyInput}` },
    when: { field: t.field, in: t.from, reason: t.reason },
    set: { [t.field]: t.to, ...(t.set ?? {}) },
    missing: '记录不存在或已被删除',
  };
}

/** The `data` schema of the 200 answer as written (a `$ref` keeps its name). */
function rawDataOf(doc: OpenApiDoc, op: Operation): unknown {
  const media = jsonMedia(doc, op.responses?.['200']);
  return (flatten(doc, media?.schema).properties as Obj | undefined)?.data;
}
