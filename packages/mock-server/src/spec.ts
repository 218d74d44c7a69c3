// Reading the bundled spec: `$ref`s, the route table, response examples, schemas flattened enough to read fields.
import type { AggNode } from './aggregate-types.js';

export type Obj = Record<string, unknown>;
export type Schema = Obj;

export interface OpenApiDoc {
  openapi?: string;
  info?: Obj;
  paths: Record<string, Record<string, unknown>>;
  components?: Obj;
  [key: string]: unknown;
}

export interface Operation {
  operationId: string;
  summary?: string;
  description?: string;
  tags?: string[];
  parameters?: unknown[];
  requestBody?: unknown;
  responses?: Record<string, unknown>;
  security?: unknown[];
  'x-mock'?: XMock;
  'x-export-of'?: string;
  /** The apiCodeList code the call needs, or a list of which any one will do (spec/areas/auth.yaml, UserInfo). */
  'x-api-code'?: string | string[];
  [key: string]: unknown;
}

/** The `x-mock` annotation of an operation (see spec/README.md). */
/** x-mock.spread: the other table a generated row's field names a row of. */
export interface SpreadSpec {
  of: string;
  field: string;
  /** Pool rows whose fields equal these (a list: any of them; `{ ne: v }`: any but v). */
  where?: Record<string, unknown>;
  /** This row's field → the picked row's field. */
  copy?: Record<string, string>;
  /** No two rows pick the same row with the same values of these fields of their own (one per project and period). */
  unique?: string[];
  /** The rows no example names are picked first, one each, before the hash decides (every project has a team). */
  cover?: boolean;
}

/**
 * x-mock.per: the seed world's rows of this table are made per row of a parent table (`of`), one for each row of a
 * source table matching that parent (a settlement's teams: the teams of its project).
 */
export interface PerSpec {
  of: string;
  /** This row's field that names the parent row (its key, or `key`). */
  field: string;
  key?: string;
  /** This row's field → the parent's field. */
  copy?: Record<string, string>;
  /** This row's field from a parent's field by its value (`cases`); a value not listed keeps the example's. */
  set?: Record<string, { from: string; cases: Record<string, unknown> }>;
  /** Only the parent rows whose fields equal these (a list: any of them). */
  where?: Record<string, unknown>;
  /** The source table; without one, one row per parent. */
  rows?: {
    of: string;
    /** Source field → the parent's field it must equal. */
    match: Record<string, string>;
    where?: Record<string, unknown>;
    /** One row per value of this source field (a project's companies from its teams). */
    distinct?: string;
    /** This row's field → the source's field. */
    copy: Record<string, string>;
    /** A copied figure → the example's fields that keep their share of it (本次发放 and 累计已发 of a worker's 应付). */
    scale?: Record<string, string[]>;
  };
}

/**
 * x-mock.rollup: a field counted (`count`) or summed (`sum` of `field`, less `less` of each row) over another table's
 * rows naming this row, or taken from the row this one names (`first`: a worker's company from the roster); or added
 * up from this row's own figures (`plus`, less `minus`: a total, a gap; `where` then picks this table's rows), after
 * the figures above it. `scale`: fields
 * of this row that keep their proportion to the figure when it changes (a capital source's shares of its 需发放).
 */
export interface RollupSpec {
  count?: string;
  sum?: string;
  first?: string;
  field?: string;
  less?: string;
  plus?: string[];
  minus?: string[];
  scale?: string[];
  /** The other table's field → this row's field. */
  match?: Record<string, string>;
  where?: Record<string, unknown>;
}

export interface XMock {
  /** The entity this operation reads or changes (the name of a list's row schema, or another list's operationId). */
  entity?: string;
  role?: Role;
  /** Field of the row that identifies it (default: `id`, else the only `*_id`/`*Id` that is unique). */
  key?: string;
  /** The request field that carries the row's key, where its name differs (`task_id` for a row's `id`). */
  keyInput?: string;
  /** A detail that finds its row by another unique field than the key (`innerid`: the helmet a person wears). */
  by?: string;
  /** Request field → row field (or `{ field, op }`) for filters the names alone do not match. */
  filters?: Record<string, string | { field: string; op?: FilterOp }>;
  /**
   * On a list: conditions through other tables, as an aggregate's `where` (relations `{ of, where, field }`, bounds
   * `{ gte, lte }`, templates `$input.x`; a template the request leaves empty drops its condition) — the teams of a
   * project when the team rows do not carry the project (`id: { of: listOrgTeams, where: { project_id:
   * $input.projectId }, field: id }`).
   */
  where?: Record<string, unknown>;
  /**
   * Request fields that are not filters and cannot be (a cache-busting `random`, a UI flag the answer does not depend
   * on): field → why. `--coverage` prints them; the invariant suite does not ask them to narrow.
   */
  ignores?: Record<string, string>;
  /**
   * On a tree list: how many levels the answer keeps, a template (`{ $map: $input.with_project, cases: { '0': 2 } }`:
   * without projects the organisation tree stops at the branches); empty keeps the whole tree.
   */
  depth?: unknown;
  /** A transition: from which states of `field` the action is allowed, and what it sets. */
  transition?: Transition;
  /** Effects of an action on one or more entities, all checked before any is applied (see model.ts Effect). */
  effects?: {
    kind: 'update' | 'insert' | 'remove' | 'require' | 'forbid';
    /** An entity (or, for `require`, several joined by `|`: one of them must hold a matching row). */
    entity: string;
    where?: Record<string, unknown>;
    /** No refusal when no row matches (the effect is skipped). */
    optional?: boolean;
    when?: { field: string; in: unknown[]; reason: string };
    set?: Record<string, unknown>;
    row?: Record<string, unknown>;
    missing?: string;
    /** Apply the effect once per item of this request list (`$input.workers`); `$item.x` reads the item's fields. */
    each?: string;
    /** Skip the effect when this template gives a value (`$input.troubleId`: appending to an existing record). */
    unless?: string;
    /** Apply the effect only when this template gives a value (`$input.worker_id`: a photo uploaded for a worker). */
    if?: string;
    /** Update (or remove) only the first matching row in table order. */
    first?: boolean;
  }[];
  /** Set these fields on the row (create/update/action), after the request's own fields. */
  set?: Record<string, unknown>;
  /**
   * A statistics answer computed from the world: a field of `data` (a dotted path) → what it is. The example answers
   * every field not named here. See spec/README.md (Mock 的 x-mock 注解).
   */
  stats?: Record<string, Stat>;
  /**
   * A list in order: by a fixed row field (`field`) or by the one a request field names (`by`, e.g. `sort_by`),
   * descending unless `order` or the request field `orderInput` says `asc`; `top` names the request field that limits
   * the rows; `rank` is a row field renumbered 1…n in the new order.
   */
  sort?: { field?: string; by?: string; order?: 'asc' | 'desc'; orderInput?: string; top?: string; rank?: string };
  /**
   * An option list computed from the world: `{ value, label }` of an entity's rows matching `where` (templates the
   * request leaves empty drop their condition), one per value, in the table's order.
   */
  options?: { entity: string; value: string; label: string; where?: Record<string, unknown> };
  /** On a list: fields no two rows share (a team's name); the rows the generator adds number theirs (木工一班2). */
  unique?: string[];
  /**
   * On a list: fields that name another table's row although they read like the row's own id (an AI company record's
   * `companyId` is the company's id): the generator copies them and never renumbers them.
   */
  refs?: string[];
  /**
   * On a list: how many rows the seed world holds when the example's `total` counts something narrower (one worker's
   * records): the generator grows the examples to this many.
   */
  worldTotal?: number;
  /**
   * On a list: fields whose generated rows name another table's rows instead of copying the example's one (every
   * example appraisal is one worker's): field → `{ of, field, where?, copy? }` — the generated row takes `field` of a
   * row of `of` (matching `where`), picked by a seeded hash, and the fields `copy` names from that row (`name: name`).
   */
  spread?: Record<string, SpreadSpec>;
  per?: PerSpec;
  rollup?: Record<string, RollupSpec>;
  /** On a list: its rows are this aggregate over other tables, made again after a world changes (a summary). */
  view?: AggNode;
  /** Upload: the columns every sheet row must fill. */
  required?: string[];
  /**
   * The answer computed from the world: an aggregate node (aggregate.ts, spec/README.md "聚合") — an entity, its
   * conditions and date range, and the fields (or groups, or a chart) of `data`.
   */
  aggregate?: AggNode;
  /**
   * A write no read of the contract can show (a message sent, a log written): why. The invariant suite
   * (tests/mock/invariants.test.ts) then does not ask the write to change a read.
   */
  unobservable?: string;
  /** Do not model this operation: it answers its examples. The reason is printed by `site-mock --coverage`. */
  examples?: string;
}

/**
 * One computed statistic. `count`: rows of an entity (several joined by `|` add up) matching `where`; `any`: whether there is one; `sum`: the sum of
 * a field over those rows; `ratio`: a percentage of two other fields of the answer (2 decimals); `scale`: this field's
 * example value in the proportion its example bears to another field (for numbers the world has no table for, such as
 * today's attendance, so that they stay consistent with the counts). A `where` value is a literal, a list (any of), or
 * a template (`$input.x`); a template the request leaves empty drops that condition (a scope that was not asked for).
 */
export type Stat =
  | { count: string; where?: Record<string, unknown> }
  | { any: string; where?: Record<string, unknown> }
  | { sum: string; field: string; where?: Record<string, unknown> }
  /** The largest (`max`) or smallest (`min`) value of `field` over the rows (a first and a latest period); null for none. */
  | { max: string; field: string; where?: Record<string, unknown> }
  | { min: string; field: string; where?: Record<string, unknown> }
  | { ratio: [string, string] }
  | { scale: string };

/**
 * `org`: a branch or organisation id matched through the row's project (its branch in the project table); `under`: an
 * organisation id on rows that name their organisation themselves, that organisation or one under it (a company's id
 * covers its branches' rows).
 */
export type FilterOp = 'eq' | 'contains' | 'gte' | 'lte' | 'in' | 'org' | 'under';

export interface Transition {
  field: string;
  from: unknown[];
  to: unknown;
  /** The Chinese reason when the row's state is not in `from`. */
  reason: string;
  /** Extra fields set on the row by the action (values may be `$now`, `$today`, `$user`, `$body.<field>`). */
  set?: Record<string, unknown>;
}

export type Role =
  | 'list'
  | 'detail'
  | 'create'
  | 'update'
  | 'delete'
  | 'action'
  | 'export'
  | 'upload'
  | 'session'
  | 'stats'
  | 'options'
  | 'aggregate'
  | 'examples';

const METHODS = ['get', 'post', 'put', 'delete', 'patch'] as const;
const BINARY = /octet-stream|spreadsheetml|ms-excel|wordprocessingml|msword|pdf|zip|image\//;

export const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Resolve local `$ref`s (one level at a time, as needed). */
export function deref<T = Obj>(doc: OpenApiDoc, node: unknown): T | undefined {
  let n: unknown = node;
  for (let i = 0; isObj(n) && typeof n.$ref === 'string' && i < 20; i++) {
    n = (n.$ref as string)
      .replace(/^#\//, '')
      .split('/')
      .reduce<unknown>((o, k) => (isObj(o) ? o[k.replace(/~1/g, '/').replace(/~0/g, '~')] : undefined), doc);
  }
  return n as T | undefined;
}

/** The name of a `#/components/schemas/X` reference, or undefined. */
export const refName = (node: unknown): string | undefined =>
  isObj(node) && typeof node.$ref === 'string' ? node.$ref.split('/').pop() : undefined;

export interface Route {
  method: string;
  path: string;
  op: Operation;
  regex: RegExp;
  names: string[];
  templated: boolean;
  /** The answer is a file (export/download). */
  blob: boolean;
  multipart: boolean;
  secured: boolean;
}

/**
 * The contract's name tables in an `x-mock` annotation, read from `x-labels` (one source with the console's and the
 * SDK's `labels`): `{ labels: LsoJob.jobType }`, an aggregate's measure, becomes `{ label: { 1: 动火作业, … } }`, and
 * `{ $map: $input.jobType, labels: LsoJob.jobType }`, a template, becomes `{ $map: …, cases: { 1: 动火作业, … } }`.
 * A field without x-labels fails the load.
 */
function withContractLabels(doc: OpenApiDoc, value: unknown): unknown {
  if (Array.isArray(value)) {
    const items = value.map((v) => withContractLabels(doc, v));
    return items.some((v, i) => v !== value[i]) ? items : value;
  }
  if (!isObj(value)) return value;
  // Only a measure (`labels`, maybe `or`) or a `$map` template names a table: a row field called labels keeps its value.
  const { labels: ref, ...rest } = value;
  const named = Object.keys(rest).every((k) => k === 'or' || k === '$map' || k === 'default');
  if (typeof ref === 'string' && named && /^[A-Z]\w*\.\w+$/.test(ref)) {
    const table = contractLabels(doc, ref);
    return '$map' in rest ? { ...rest, cases: table } : { ...rest, label: table };
  }
  // Unchanged parts are the spec's own objects: an annotation without labels is not copied.
  let out: Obj | undefined;
  for (const [k, v] of Object.entries(value)) {
    const next = withContractLabels(doc, v);
    if (next !== v) (out ??= { ...value })[k] = next;
  }
  return out ?? value;
}

function contractLabels(doc: OpenApiDoc, ref: string): Record<string, string> {
  const [schema = '', field = ''] = ref.split('.');
  const schemas: Obj = isObj(doc.components?.schemas) ? doc.components.schemas : {};
  const props = isObj(schemas[schema]) ? schemas[schema].properties : undefined;
  const prop = isObj(props) ? props[field] : undefined;
  const table = isObj(prop) ? prop['x-labels'] : undefined;
  if (!isObj(table)) throw new Error(`x-mock 的 labels: ${ref}：契约里 ${ref} 没有 x-labels`);
  return Object.fromEntries(Object.entries(table).map(([code, name]) => [code, String(name)]));
}

/** The operation as the mock reads it: its x-mock with the contract's name tables in place (withContractLabels). */
function mockView(doc: OpenApiDoc, op: Operation): Operation {
  const x = op['x-mock'];
  const named = withContractLabels(doc, x);
  return named === x ? op : { ...op, 'x-mock': named as Operation['x-mock'] };
}

/** The route table: every operation with a matcher for its path template. Literal paths win over templated ones. */
export function routesOf(doc: OpenApiDoc): Route[] {
  const routes: Route[] = [];
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    for (const method of METHODS) {
      const declared = item[method] as Operation | undefined;
      if (!declared) continue;
      const op = mockView(doc, declared);
      const names: string[] = [];
      const source = path.replace(/[.*+?^${}()|[\]\\]/g, (c) => (c === '{' || c === '}' ? c : `\\${c}`));
      const regex = new RegExp(
        `^${source.replace(/\{([^}]+)\}/g, (_, name: string) => {
          names.push(name);
          return '([^/]+)';
        })}$`,
      );
      const ok = deref<Obj>(doc, op.responses?.['200'] ?? op.responses?.['201']);
      const types = Object.keys((ok?.content as Obj | undefined) ?? {});
      const bodyTypes = Object.keys((deref<Obj>(doc, op.requestBody)?.content as Obj | undefined) ?? {});
      routes.push({
        method: method.toUpperCase(),
        path,
        op,
        regex,
        names,
        templated: names.length > 0,
        blob: types.length > 0 && types.every((t) => BINARY.test(t)),
        multipart: bodyTypes.some((t) => t.startsWith('multipart/')),
        secured: !(Array.isArray(op.security) && op.security.length === 0),
      });
    }
  }
  return routes.sort((a, b) => Number(a.templated) - Number(b.templated));
}

/** Literal paths in a map, templated ones tried in order: O(1) for most calls. */
export function routeMatcher(routes: Route[]) {
  const literal = new Map<string, Route>();
  const templated: Route[] = [];
  for (const r of routes) {
    if (r.templated) templated.push(r);
    else literal.set(`${r.method} ${r.path}`, r);
  }
  return (method: string, pathname: string): { route: Route; params: Record<string, string> } | undefined => {
    const hit = literal.get(`${method} ${pathname}`);
    if (hit) return { route: hit, params: {} };
    for (const r of templated) {
      if (r.method !== method) continue;
      const m = r.regex.exec(pathname);
      if (m) return { route: r, params: Object.fromEntries(r.names.map((n, i) => [n, m[i + 1] ?? ''])) };
    }
    return undefined;
  };
}

/** The JSON media of a response (or request body). */
export function jsonMedia(doc: OpenApiDoc, node: unknown): Obj | undefined {
  const content = deref<Obj>(doc, node)?.content as Obj | undefined;
  if (!content) return undefined;
  const key = Object.keys(content).find((t) => /json/.test(t));
  return key ? (content[key] as Obj) : undefined;
}

/** Named examples of a response: `example` is called `default`; `x-failure-examples` (HTTP 200 failures) follow. */
export function examplesOf(doc: OpenApiDoc, response: unknown): Map<string, unknown> {
  const out = new Map<string, unknown>();
  const media = jsonMedia(doc, response);
  if (!media) return out;
  if (media.example !== undefined) out.set('default', media.example);
  for (const [name, ex] of Object.entries((media.examples as Obj | undefined) ?? {})) {
    out.set(name, deref<Obj>(doc, ex)?.value);
  }
  // Business failures sent with HTTP 200 (spec/README.md): named like examples, after them (never the first).
  for (const [name, ex] of Object.entries((media['x-failure-examples'] as Obj | undefined) ?? {})) {
    out.set(name, deref<Obj>(doc, ex)?.value);
  }
  return out;
}

/** The first example of a response's JSON content (an `example`, else the first of `examples`). */
export function exampleOf(doc: OpenApiDoc, response: unknown): unknown {
  return examplesOf(doc, response).values().next().value;
}

/** The request body's example (JSON or form). */
export function bodyExampleOf(doc: OpenApiDoc, op: Operation): unknown {
  const content = deref<Obj>(doc, op.requestBody)?.content as Obj | undefined;
  for (const media of Object.values(content ?? {})) {
    if (!isObj(media)) continue;
    if (media.example !== undefined) return media.example;
    const first = Object.values((media.examples as Obj | undefined) ?? {})[0];
    if (first) return deref<Obj>(doc, first)?.value;
  }
  return undefined;
}

/** Merge `allOf` parts into one object schema (enough to read properties, items and required). */
export function flatten(doc: OpenApiDoc, schema: unknown, depth = 0): Schema {
  const s = deref<Schema>(doc, schema);
  if (!isObj(s) || depth > 8) return {};
  const out: Schema = { ...s, properties: { ...((s.properties as Obj | undefined) ?? {}) } };
  const required = new Set<string>((s.required as string[] | undefined) ?? []);
  for (const part of (s.allOf as unknown[] | undefined) ?? []) {
    const f = flatten(doc, part, depth + 1);
    Object.assign(out.properties as Obj, f.properties ?? {});
    for (const r of (f.required as string[] | undefined) ?? []) required.add(r);
    if (f.items && !out.items) out.items = f.items;
    if (f.type && !out.type) out.type = f.type;
  }
  if (required.size) out.required = [...required];
  return out;
}

/** A property's schema inside a flattened object schema. */
export const propOf = (doc: OpenApiDoc, schema: Schema, key: string): Schema =>
  flatten(doc, (schema.properties as Obj | undefined)?.[key]);

/** The response's `data` schema (flattened) of an operation's 200 answer. */
export function dataSchemaOf(doc: OpenApiDoc, op: Operation): Schema {
  const media = jsonMedia(doc, op.responses?.['200']);
  return propOf(doc, flatten(doc, media?.schema), 'data');
}

/** Parameters (resolved) of an operation. */
export function parametersOf(doc: OpenApiDoc, op: Operation): Obj[] {
  return (op.parameters ?? []).map((p) => deref<Obj>(doc, p)).filter((p): p is Obj => isObj(p));
}

/** The request body schema (flattened) of its first media type, with the media type. */
export function bodySchemaOf(
  doc: OpenApiDoc,
  op: Operation,
): { type: string; schema: Schema; raw: unknown } | undefined {
  const content = deref<Obj>(doc, op.requestBody)?.content as Obj | undefined;
  const type = Object.keys(content ?? {})[0];
  if (!content || !type) return undefined;
  const raw = (content[type] as Obj | undefined)?.schema;
  return { type, schema: flatten(doc, raw), raw };
}
