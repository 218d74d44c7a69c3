// Aggregates: statistics, dashboard cards, charts, rankings and option lists computed from the world's tables, as
// data in the contract (`x-mock.aggregate`, spec/README.md "聚合"), never per-operation code. One node describes an
// answer: the rows it reads (an entity, conditions, a date range), and either its fields (an object) or a grouping
// (an array of one object per group), or a chart (categories × series). Fields are measures over the rows, or nested
// nodes over the group's rows, so every number an answer shows is a count of rows its lists show too.
import { isObj, type Obj } from './spec.js';

export type { AggNode, Measure } from './aggregate-types.js';
import type { AggNode, GroupBy, Measure, Relation, Via } from './aggregate-types.js';

export interface AggCtx {
  input: Obj;
  /** The mock's today, `YYYY-MM-DD` (Beijing time). */
  today: string;
  /** The rows of an entity (`a|b` for several) that the caller may see, matching `where` (templates resolved). */
  rows(entities: string, where?: Record<string, unknown>): readonly Obj[];
  /** Resolve a template (`$input.x`, `$today`…); an empty result drops a condition. */
  resolve(v: unknown): unknown;
  /** The rows of one entity whose field equals a value, from an index (a day of an event table, a project's rows). */
  indexed?(entity: string, field: string, value: unknown): readonly Obj[];
}

const empty = (v: unknown) => v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0);
const round2 = (n: number) => Math.round(n * 100) / 100;
const roundTo = (n: number, digits = 2) => Math.round(n * 10 ** digits) / 10 ** digits;
const WEEKDAYS = ['周日', '周一', '周二', '周三', '周四', '周五', '周六'];

/** Rows kept by `where` (templates resolved; an empty template drops its condition; a list means any of). */
export function whereTest(ctx: AggCtx, where: Record<string, unknown> | undefined): ((row: Obj) => boolean) | null {
  const tests = Object.entries(where ?? {})
    // `field@note` is one more condition on `field` (a project filter and an organisation's projects together).
    .map(([name, v]) => [name.split('@')[0] as string, ctx.resolve(v)] as const)
    .filter(([, v]) => !empty(v))
    .map(([fields, v]): ((row: Obj) => boolean) | null => {
      // `a|b`: either field matches (a task waiting for me to accept it or to handle it).
      const alternatives = fields.split('|').map((field) => condition(ctx, field, v));
      if (alternatives.length === 1 || alternatives.some((t) => t === null)) return alternatives[0] ?? null;
      return (row: Obj) => alternatives.some((t) => (t as (row: Obj) => boolean)(row));
    });
  const kept = tests.filter((t): t is (row: Obj) => boolean => t !== null);
  if (!kept.length) return null;
  return (row) => kept.every((t) => t(row));
}

/** The values at a path of a row, read through lists: `roleIds` → each id, `persons.userId` → each person's id. */
function valuesAt(value: unknown, path: readonly string[]): string[] {
  if (Array.isArray(value)) return value.flatMap((x) => valuesAt(x, path));
  if (!path.length) return [String(value)];
  const [head, ...rest] = path as [string, ...string[]];
  return isObj(value) ? valuesAt(value[head], rest) : [];
}

/** One condition on one row field: a relation, bounds, or a value (a list: any of them). */
function condition(ctx: AggCtx, field: string, v: unknown): ((row: Obj) => boolean) | null {
  if (isObj(v) && 'of' in v) {
    // A relation: the row's field is one of `field`'s values in the rows of `of` matching `where` (an org's
    // projects); an input value listed in `all` (the group's root) keeps every row.
    const sub = v as unknown as Relation;
    if (dropped(ctx, sub)) return null;
    // The other table's rows by the same conditions (bounds, and relations again: a company's teams in the
    // projects of an organisation).
    const inner = whereTest(ctx, sub.where);
    const source = inner ? ctx.rows(sub.of).filter(inner) : ctx.rows(sub.of);
    // A list field (an account's roleIds) contributes each of its values; a path into a list of objects
    // (`persons.userId`: the people a point lists) each object's value.
    const allowed = new Set(source.flatMap((r) => valuesAt(r, sub.field.split('.'))));
    return (row: Obj) => allowed.has(String(row[field]));
  }
  if (isObj(v)) {
    // { gte, lte, ne, contains }
    const r = (k: string) => ctx.resolve((v as Obj)[k]);
    const [gte, lte, ne, contains] = [r('gte'), r('lte'), r('ne'), r('contains')];
    return (row: Obj) => {
      const x = row[field];
      if (gte !== undefined && !(compare(x, gte) >= 0)) return false;
      if (lte !== undefined && !(compare(x, lte) <= 0)) return false;
      if (ne !== undefined && String(x) === String(ne)) return false;
      if (contains !== undefined && !String(x ?? '').includes(String(contains))) return false;
      return true;
    };
  }
  const wanted = new Set((Array.isArray(v) ? v : [v]).map(String));
  return (row: Obj) => wanted.has(String(row[field]));
}

/** A relation the request leaves open: every input it reads is empty (or names the whole group, `all`). */
function dropped(ctx: AggCtx, sub: Relation): boolean {
  const asked = Object.values(sub.where ?? {}).map((t) => ctx.resolve(t));
  if (asked.some((a) => sub.all?.map(String).includes(String(a)))) return true;
  return asked.every((a) => empty(a) || (isObj(a) && 'of' in a && dropped(ctx, a as unknown as Relation)));
}

/** The order of two values as the aggregate language sorts and bounds them: numbers by value, dates and text as text. */
export function compare(a: unknown, b: unknown): number {
  if (typeof a === 'number' && !Number.isNaN(Number(b))) return a - Number(b);
  const s = String(a ?? '');
  const t = String(b ?? '');
  // A date bound compares with a date-time value on the bound's length, and a month row with a day bound on the
  // month's (2026-11 is inside 2026-11-01…2026-11-30).
  const n = boundLength(s, t);
  const [x, y] = [s.slice(0, n), t.slice(0, n)];
  return x < y ? -1 : x > y ? 1 : 0;
}

const DATE_START = /^\d{4}-\d{2}/;
/**
 * How much of a value and a bound to compare: the bound's length (a date bound against a date-time value), or the
 * shorter of the two when both are dates or months (a month row against a day bound, a day row against a month).
 */
export function boundLength(value: string, bound: string): number {
  return DATE_START.test(value) && DATE_START.test(bound) ? Math.min(value.length, bound.length) : bound.length;
}

const pad = (n: number) => String(n).padStart(2, '0');
const dayOf = (d: Date) => `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
const dateOf = (day: string) => new Date(`${day}T00:00:00Z`);
const addDays = (day: string, n: number) => dayOf(new Date(dateOf(day).getTime() + n * 86_400_000));
const addMonths = (month: string, n: number) => {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const t = y * 12 + (m - 1) + n;
  return `${Math.floor(t / 12)}-${pad((t % 12) + 1)}`;
};

const num = (v: unknown, fallback: number) => {
  const n = Number(v);
  return Number.isFinite(n) && n > 0 ? n : fallback;
};

function groupSpec(g: string | GroupBy): GroupBy {
  return typeof g === 'string' ? { field: g } : g;
}

/** The bucket keys of a time grouping, oldest first, or undefined for a grouping by value. */
function timeKeys(ctx: AggCtx, g: GroupBy): string[] | undefined {
  if (!g.by || g.by === 'weekday') return undefined;
  if (g.by === 'hour') return Array.from({ length: 24 }, (_, h) => `${pad(h)}:00`);
  const year = g.year ? ctx.resolve(g.year) : undefined;
  if (g.by === 'month' && !empty(year)) return Array.from({ length: 12 }, (_, i) => `${String(year)}-${pad(i + 1)}`);
  const [from, to] = [ctx.resolve(g.start), ctx.resolve(g.end)].map((v) => (empty(v) ? undefined : String(v)));
  const until = to ?? ctx.today;
  if (g.by === 'day' && from && /^\d{4}-\d{2}-\d{2}/.test(from) && /^\d{4}-\d{2}-\d{2}/.test(until)) {
    const days: string[] = [];
    for (let d = from.slice(0, 10); d <= until.slice(0, 10) && days.length < 366; d = addDays(d, 1)) days.push(d);
    return days;
  }
  if (g.by === 'month' && from && /^\d{4}-\d{2}/.test(from) && /^\d{4}-\d{2}/.test(until)) {
    const months: string[] = [];
    for (let m = from.slice(0, 7); m <= until.slice(0, 7) && months.length < 120; m = addMonths(m, 1)) months.push(m);
    return months;
  }
  const last = num(ctx.resolve(g.last), g.by === 'day' ? 7 : 12);
  // Only an end: the last N buckets up to it (the week before an end date), else up to the mock's today.
  const upTo = g.by === 'day' && /^\d{4}-\d{2}-\d{2}/.test(until) ? until.slice(0, 10) : ctx.today;
  const monthUpTo = g.by === 'month' && /^\d{4}-\d{2}/.test(until) ? until.slice(0, 7) : ctx.today.slice(0, 7);
  const out: string[] = [];
  if (g.by === 'day') for (let i = last - 1; i >= 0; i--) out.push(addDays(upTo, -i));
  else if (g.by === 'month') for (let i = last - 1; i >= 0; i--) out.push(addMonths(monthUpTo, -i));
  else for (let i = last - 1; i >= 0; i--) out.push(String(Number(ctx.today.slice(0, 4)) - i));
  return out;
}

function ageOf(idCard: unknown, today: string): number | undefined {
  const m = /^\d{6}(\d{4})(\d{2})(\d{2})/.exec(String(idCard ?? ''));
  if (!m) return undefined;
  const [, y, mo, d] = m as unknown as [string, string, string, string];
  let age = Number(today.slice(0, 4)) - Number(y);
  if (today.slice(5) < `${mo}-${d}`) age -= 1;
  return age;
}

/** The key a row falls under in a grouping (undefined: in no group). */
const joins = new WeakMap<readonly Obj[], Map<string, Map<string, unknown>>>();
/** `via`: the other table's rows by their `match` field (built once per table version and join). */
function joined(ctx: AggCtx, via: Via, value: unknown): unknown {
  const table = ctx.rows(via.of);
  let byJoin = joins.get(table);
  if (!byJoin) joins.set(table, (byJoin = new Map()));
  const id = `${via.match}>${via.field}`;
  let map = byJoin.get(id);
  if (!map) {
    map = new Map();
    for (const r of table) if (!map.has(String(r[via.match]))) map.set(String(r[via.match]), r[via.field]);
    byJoin.set(id, map);
  }
  return map.get(String(value));
}

/** Provinces by the first two digits of a resident ID number (GB/T 2260). */
const PROVINCES: Record<string, string> = {
  '11': '北京市',
  '12': '天津市',
  '13': '河北省',
  '14': '山西省',
  '15': '内蒙古自治区',
  '21': '辽宁省',
  '22': '吉林省',
  '23': '黑龙江省',
  '31': '上海市',
  '32': '江苏省',
  '33': '浙江省',
  '34': '安徽省',
  '35': '福建省',
  '36': '江西省',
  '37': '山东省',
  '41': '河南省',
  '42': '湖北省',
  '43': '湖南省',
  '44': '广东省',
  '45': '广西壮族自治区',
  '46': '海南省',
  '50': '重庆市',
  '51': '四川省',
  '52': '贵州省',
  '53': '云南省',
  '54': '西藏自治区',
  '61': '陕西省',
  '62': '甘肃省',
  '63': '青海省',
  '64': '宁夏回族自治区',
  '65': '新疆维吾尔自治区',
};

function keyOfRow(ctx: AggCtx, g: GroupBy, row: Obj): unknown {
  let v: unknown = row[g.field];
  for (const step of g.via ? [g.via].flat() : []) v = v == null ? v : joined(ctx, step, v);
  if (g.derive === 'age') v = typeof v === 'number' ? v : ageOf(v, ctx.today);
  if (g.derive === 'province') v = PROVINCES[String(v ?? '').slice(0, 2)] ?? '其他';
  if (v === undefined || v === null || v === '') return undefined;
  switch (g.by) {
    case 'day':
      return String(v).slice(0, 10);
    case 'month':
      return String(v).slice(0, 7);
    case 'year':
      return String(v).slice(0, 4);
    case 'hour':
      return `${String(v).slice(11, 13)}:00`;
    case 'weekday':
      return WEEKDAYS[dateOf(String(v).slice(0, 10)).getUTCDay()];
  }
  if (g.ranges) {
    const n = Number(v);
    return g.ranges.find((r) => (r.min === undefined || n >= r.min) && (r.max === undefined || n <= r.max))?.label;
  }
  return v;
}

/** Rows split by a grouping, in the grouping's order (time, ranges, keys), else first appearance. */
function groupRows(ctx: AggCtx, g: GroupBy, rows: readonly Obj[]): Map<unknown, Obj[]> {
  const fixed = timeKeys(ctx, g) ?? g.ranges?.map((r) => r.label) ?? g.keys;
  const groups = new Map<unknown, Obj[]>();
  const byString = new Map<string, unknown>();
  for (const k of fixed ?? []) {
    groups.set(k, []);
    byString.set(String(k), k);
  }
  for (const row of rows) {
    const k = keyOfRow(ctx, g, row);
    if (k === undefined) continue;
    if (g.until && fixed) {
      // A span: every fixed bucket from the row's field to its `until` (same key format, so text compares).
      const u = keyOfRow(ctx, { ...g, field: g.until }, row);
      if (u !== undefined)
        for (const f of fixed) if (String(f) >= String(k) && String(f) <= String(u)) (groups.get(f) as Obj[]).push(row);
      continue;
    }
    const known = byString.get(String(k));
    if (known !== undefined) (groups.get(known) as Obj[]).push(row);
    else if (!fixed) {
      byString.set(String(k), k);
      groups.set(k, [row]);
    }
  }
  return groups;
}

/**
 * The groups of a node: by one field (the key is the value), or by several in turn (the key is the list of the values:
 * a month, then a branch within it); a group no row falls in is only there for a grouping's fixed keys.
 */
function groupsOf(ctx: AggCtx, by: NonNullable<AggNode['groupBy']>, rows: readonly Obj[]): [unknown, Obj[]][] {
  if (!Array.isArray(by)) return [...groupRows(ctx, groupSpec(by), rows)];
  let groups: [unknown[], Obj[]][] = [[[], rows.slice()]];
  for (const g of by)
    groups = groups.flatMap(([keys, subset]) =>
      [...groupRows(ctx, groupSpec(g), subset)].map(([k, inner]): [unknown[], Obj[]] => [[...keys, k], inner]),
    );
  return groups;
}

/** The rows a node reads: its entity (or its parent's rows), its conditions and its date range. */
function source(ctx: AggCtx, node: AggNode, inherited: readonly Obj[] | undefined): readonly Obj[] {
  // One equality condition of a single table starts from its index (the day of a 600,000-row event table, a team's
  // workers), the smallest such bucket: the whole table is never scanned for it (a group per team stays cheap).
  let indexed: readonly Obj[] | undefined;
  if (node.from && !node.from.includes('|') && node.where && ctx.indexed) {
    for (const [field, v] of Object.entries(node.where)) {
      const value = ctx.resolve(v);
      if (empty(value) || typeof value === 'object') continue;
      const hit = ctx.indexed(node.from, field, value);
      if (!indexed || hit.length < indexed.length) indexed = hit;
    }
  }
  let rows: readonly Obj[] = indexed ?? (node.from ? ctx.rows(node.from) : (inherited ?? []));
  if (node.nodes) rows = treeNodes(rows, node.nodes);
  if (node.where) {
    const t = whereTest(ctx, node.where);
    if (t) rows = rows.filter(t);
  }
  if (node.range) {
    const { field } = node.range;
    let start = ctx.resolve(node.range.start);
    const end = ctx.resolve(node.range.end);
    if (empty(start) && node.range.lastDays !== undefined)
      start = addDays(ctx.today, -(num(ctx.resolve(node.range.lastDays), 7) - 1));
    if (!empty(start) || !empty(end))
      rows = rows.filter((r) => {
        const v = r[field];
        if (v == null || v === '') return false;
        return (empty(start) || compare(v, start) >= 0) && (empty(end) || compare(v, end) <= 0);
      });
  }
  return rows;
}

/** Every node of a tree, at every level, parents before their children (found through the field `via`). */
export function treeNodes(rows: readonly Obj[], via: string): Obj[] {
  const out: Obj[] = [];
  const walk = (level: readonly Obj[]) => {
    for (const r of level) {
      out.push(r);
      if (Array.isArray(r[via])) walk(r[via] as Obj[]);
    }
  };
  walk(rows);
  return out;
}

/** A nested node (not a measure: `{ sum, where }` and the like carry a `where` too). */
export const isNode = (m: Measure): m is AggNode =>
  isObj(m) &&
  ('from' in m ||
    'fields' in m ||
    'groupBy' in m ||
    'chart' in m ||
    'range' in m ||
    'union' in m ||
    'concat' in m ||
    'measure' in m ||
    'row' in m ||
    ('where' in m && !('sum' in m || 'avg' in m || 'avgSpan' in m || 'distinct' in m)));

/** One object: every field measured over `rows` (ratios and shares after the others). */
function measureAll(ctx: AggCtx, fields: Record<string, Measure>, rows: readonly Obj[], key: unknown): Obj {
  const out: Obj = {};
  const late: [string, Measure][] = [];
  for (const [name, m] of Object.entries(fields)) {
    if (isObj(m) && ('ratio' in m || 'share' in m || 'divide' in m || 'minus' in m || 'plus' in m))
      late.push([name, m]);
    else out[name] = measure(ctx, m, rows, key);
  }
  for (const [name, m] of late) {
    if ('ratio' in (m as Obj)) {
      const [a, b] = (m as { ratio: [string, string] }).ratio.map((f) => Number(out[f]) || 0) as [number, number];
      out[name] = b ? round2((a / b) * 100) : 0;
    } else if ('plus' in (m as Obj)) {
      out[name] = round2((m as { plus: string[] }).plus.reduce((n, f) => n + (Number(out[f]) || 0), 0));
    } else if ('minus' in (m as Obj)) {
      const [a, b] = (m as { minus: [string, string] }).minus.map((f) => Number(out[f]) || 0) as [number, number];
      out[name] = round2(a - b);
    } else if ('divide' in (m as Obj)) {
      const d = m as { divide: [string, string]; digits?: number };
      const [a, b] = d.divide.map((f) => Number(out[f]) || 0) as [number, number];
      out[name] = b ? roundTo(a / b, d.digits) : 0;
    }
  }
  // A field whose name starts with `_` is a step of another (a ratio's part), not part of the answer.
  for (const name of Object.keys(out)) if (name.startsWith('_')) delete out[name];
  return out;
}

function measure(ctx: AggCtx, m: Measure, rows: readonly Obj[], key: unknown): unknown {
  if (m === 'count') return rows.length;
  if (m === 'key') return key ?? null;
  if (m === 'rank') return null;
  // A nested node reads its group's rows; `$key` in its conditions is the group's key (a day's exits).
  if (isNode(m))
    return evaluate(
      key === undefined
        ? ctx
        : {
            ...ctx,
            // `$key` the group's key; `$key.1` a part of a key of several fields.
            resolve: (v) =>
              v === '$key'
                ? key
                : typeof v === 'string' && /^\$key\.\d+$/.test(v) && Array.isArray(key)
                  ? key[Number(v.slice(5))]
                  : ctx.resolve(v),
          },
      m,
      rows,
    );
  const filtered = (where: Record<string, unknown> | undefined) => {
    const t = whereTest(ctx, where);
    return t ? rows.filter(t) : rows;
  };
  if ('count' in m) return filtered(m.count).length;
  if ('sum' in m) return round2(filtered(m.where).reduce((n, r) => n + (Number(r[m.sum]) || 0), 0));
  if ('avg' in m) {
    const vals = filtered(m.where)
      .map((r) => Number(r[m.avg]))
      .filter((n) => Number.isFinite(n));
    return vals.length ? roundTo(vals.reduce((a, b) => a + b, 0) / vals.length, m.digits) : 0;
  }
  if ('avgSpan' in m) {
    const per = { minute: 60_000, hour: 3_600_000, day: 86_400_000 }[m.unit ?? 'hour'];
    const at = (v: unknown) => (v == null || v === '' ? NaN : Date.parse(String(v).replace(' ', 'T')));
    const spans = filtered(m.where)
      .map((r) => (at(r[m.avgSpan[1]]) - at(r[m.avgSpan[0]])) / per)
      .filter((n) => Number.isFinite(n));
    return spans.length ? roundTo(spans.reduce((a, b) => a + b, 0) / spans.length, m.digits) : 0;
  }
  if ('max' in m || 'min' in m) {
    const f = 'max' in m ? m.max : m.min;
    const vals = rows.map((r) => r[f]).filter((v) => v != null && v !== '');
    if (!vals.length) return m.empty === undefined ? null : (ctx.resolve(m.empty) ?? null);
    const best = vals.reduce((a, b) => (('max' in m ? compare(b, a) > 0 : compare(b, a) < 0) ? b : a));
    return 'max' in m && m.months && /^\d{4}-\d{2}$/.test(String(best)) ? addMonths(String(best), m.months) : best;
  }
  if ('distinct' in m) return new Set(filtered(m.where).map((r) => String(r[m.distinct]))).size;
  if ('none' in m) return filtered(m.none).length === 0;
  if ('list' in m) {
    const values = [...new Set(rows.map((r) => r[m.list]).filter((v) => v != null && v !== ''))];
    return m.sep === undefined ? values : values.map(String).join(m.sep);
  }
  if ('first' in m) {
    const v = rows[0]?.[m.first] ?? null;
    if (v === null) return m.empty === undefined ? null : (ctx.resolve(m.empty) ?? null);
    return named(m, v);
  }
  if ('filled' in m && typeof m.filled === 'string') {
    const v = rows[0]?.[m.filled];
    return Array.isArray(v) ? v.length > 0 : !(v == null || v === '');
  }
  if ('since' in m) {
    // Whole days from the earliest date of the field to the mock's today (a project's 安全生产天数 from its start).
    const days = rows.map((r) => String(r[m.since] ?? '').slice(0, 10)).filter((d) => /^\d{4}-\d{2}-\d{2}$/.test(d));
    if (!days.length) return 0;
    const from = days.reduce((a, b) => (b < a ? b : a));
    return Math.max(0, Math.round((dateOf(ctx.today).getTime() - dateOf(from).getTime()) / 86_400_000));
  }
  if ('either' in m) {
    // The first measure that gives something (the results recorded, else the items still to check).
    let v: unknown = null;
    for (const x of m.either) if (!empty((v = measure(ctx, x, rows, key)))) return v;
    return v;
  }
  if ('value' in m) {
    const v = ctx.resolve(m.value);
    if (!empty(v) || m.otherwise === undefined) return v ?? null;
    return isObj(m.otherwise) ? measure(ctx, m.otherwise as Measure, rows, key) : (ctx.resolve(m.otherwise) ?? null);
  }
  if ('join' in m) return m.join.map((x) => String(measure(ctx, x, rows, key) ?? '')).join(m.sep ?? ' ');
  if ('label' in m) return m.label[String(key)] ?? (m.or ? (rows[0]?.[m.or] ?? null) : null);
  if ('key' in m && typeof m.key === 'number') return Array.isArray(key) ? (key[m.key] ?? null) : (key ?? null);
  if ('byKey' in m) {
    const part = Array.isArray(key) && m.part !== undefined ? key[m.part] : key;
    const v = part == null ? null : (joined(ctx, { of: m.byKey, match: m.match, field: m.field }, part) ?? null);
    return m.map && v !== null ? (m.map[String(v)] ?? v) : v;
  }
  if ('perDistinct' in m) {
    const n = new Set(rows.map((r) => String(r[m.perDistinct]))).size;
    return n ? Math.round(rows.length / n) : 0;
  }
  if ('weekday' in m) return key ? WEEKDAYS[dateOf(String(key).slice(0, 10)).getUTCDay()] : null;
  if ('rows' in m) {
    const { field, order = 'desc' } = m.rows;
    const sign = order === 'asc' ? 1 : -1;
    const out = [...rows].sort((a, b) => sign * compare(a[field], b[field]));
    const top = num(ctx.resolve(m.top), 0);
    return top ? out.slice(0, top) : out;
  }
  if ('lookup' in m) {
    const first = rows[0];
    if (!first) return null;
    const hit = lookupIndex(ctx, m.lookup, Object.keys(m.match)).get(
      matchKey(Object.values(m.match).map((mine) => first[mine])),
    );
    if (!hit) return 'empty' in m ? (ctx.resolve(m.empty) ?? null) : (first[m.field] ?? null);
    return named(m, hit[m.field] ?? null);
  }
  return null;
}

/** A value named through a measure's `map` (a code → a name), `otherwise` for one the map does not name. */
function named(m: { map?: Record<string, unknown>; otherwise?: unknown }, v: unknown): unknown {
  if (!m.map || v === null) return v;
  return m.map[String(v)] ?? (m.otherwise === undefined ? v : m.otherwise);
}

/** The text key of matched values (String() of each, as a match compares them): a lookup's, a rollup's. */
export const matchKey = (values: readonly unknown[]): string => values.map((v) => String(v)).join('\u0000');

/**
 * Rows by the values of some fields (their matchKey), the first row of each: the row a lookup or a rollup's `first`
 * names. `keep` skips rows (a rollup's `where`).
 */
export function firstRowBy(rows: readonly Obj[], fields: readonly string[], keep?: (r: Obj) => boolean) {
  const index = new Map<string, Obj>();
  for (const r of rows) {
    if (keep && !keep(r)) continue;
    const k = matchKey(fields.map((f) => r[f]));
    if (!index.has(k)) index.set(k, r);
  }
  return index;
}

/**
 * A table's rows by the values of some fields, first row first, made once per evaluation (the world does not change
 * during one), table and field list: a lookup per row of a 10,000-row list reads a map, not the other table again.
 */
const lookupIndexes = new WeakMap<AggCtx, Map<string, Map<string, Obj>>>();
function lookupIndex(ctx: AggCtx, table: string, fields: string[]): Map<string, Obj> {
  let byTable = lookupIndexes.get(ctx);
  if (!byTable) lookupIndexes.set(ctx, (byTable = new Map()));
  const name = [table, ...fields].join('\u0000');
  let index = byTable.get(name);
  if (!index) byTable.set(name, (index = firstRowBy(ctx.rows(table), fields)));
  return index;
}

/** Evaluate a node: an object, an array of groups, or a chart. */
export function evaluate(ctx: AggCtx, node: AggNode, inherited?: readonly Obj[]): unknown {
  // `{ $map: <template>, cases: { value: node }, default: node }`: the node the request chooses (a company's report by
  // branch, a branch's by project); a template that comes out empty takes `default`.
  if (node.$map !== undefined) {
    const chosen = ctx.resolve({ $map: node.$map, cases: node.cases ?? {}, default: node.default ?? null });
    const next = isObj(chosen) ? chosen : node.default;
    return next ? evaluate(ctx, next as AggNode, inherited) : null;
  }
  if (node.union) return node.union.map((n) => evaluate(ctx, n, inherited));
  if (node.concat) return node.concat.flatMap((n) => [evaluate(ctx, n, inherited)].flat());
  const rows = source(ctx, node, inherited);
  if (node.chart) return chart(ctx, node.chart, rows);
  if (node.measure !== undefined) return measure(ctx, node.measure, rows, undefined);
  if (node.row && !node.groupBy)
    return rows[0] ? { ...rows[0], ...measureAll(ctx, node.fields ?? {}, rows, undefined) } : null;
  const fields = node.fields ?? { count: 'count' };
  if (!node.groupBy) {
    const one = measureAll(ctx, fields, rows, undefined);
    return node.pick ? (one[node.pick] ?? null) : one;
  }
  // With `row`, each group answers its first row (a list of records) with the fields on top.
  let out = [...groupsOf(ctx, node.groupBy, rows)].map(([key, groupRowsOf]) =>
    node.row && groupRowsOf[0]
      ? { ...groupRowsOf[0], ...measureAll(ctx, node.fields ?? {}, groupRowsOf, key) }
      : measureAll(ctx, fields, groupRowsOf, key),
  );
  // Shares: a group's value over the sum of all groups'.
  for (const [name, m] of Object.entries(fields)) {
    if (!isObj(m) || !('share' in m)) continue;
    const f = (m as { share: string }).share;
    const whole = out.reduce((n, o) => n + (Number(o[f]) || 0), 0);
    out = out.map((o) => ({ ...o, [name]: whole ? round2(((Number(o[f]) || 0) / whole) * 100) : 0 }));
  }
  if (node.sort) {
    // The field may be a template: the request's own choice (`$input.sort_by|score`).
    const orders = [node.sort].flat().map(({ field, order = 'desc' }) => ({
      field: String(ctx.resolve(field) ?? field),
      sign: ctx.resolve(order) === 'asc' ? 1 : -1,
    }));
    out.sort((a, b) => {
      for (const { field, sign } of orders) {
        const c = compare(a[field], b[field]);
        if (c) return sign * c;
      }
      return 0;
    });
  }
  const top = num(ctx.resolve(node.top), 0);
  if (top) out = out.slice(0, top);
  const ranks = Object.entries(fields).filter(([, m]) => m === 'rank');
  if (ranks.length) out = out.map((o, i) => ({ ...o, ...Object.fromEntries(ranks.map(([name]) => [name, i + 1])) }));
  if (node.reduce !== undefined) return measure(ctx, node.reduce, out, undefined);
  if (node.rank) out = out.map((o, i) => ({ [node.rank as string]: i + 1, ...o }));
  if (node.total) {
    const keyField = Object.entries(fields).find(([, m]) => m === 'key')?.[0];
    const sum: Obj = {};
    for (const o of out)
      for (const [k, v] of Object.entries(o)) if (typeof v === 'number') sum[k] = round2((Number(sum[k]) || 0) + v);
    if (keyField) sum[keyField] = node.total;
    // Ratios and quotients of the total are recomputed from its sums, not added up.
    for (const [name, m] of Object.entries(fields))
      if (isObj(m) && ('ratio' in m || 'divide' in m)) {
        const pct = 'ratio' in m;
        const pair = pct ? (m as { ratio: [string, string] }).ratio : (m as { divide: [string, string] }).divide;
        const [a, b] = pair.map((f) => Number(sum[f]) || 0) as [number, number];
        sum[name] = b ? round2((a / b) * (pct ? 100 : 1)) : 0;
      }
    out.push(sum);
  }
  return out;
}

/** `{ categories, series: [{ name, data }] }`: one series per group of `series` (or one, named), a cell per category. */
function chart(ctx: AggCtx, c: NonNullable<AggNode['chart']>, rows: readonly Obj[]): Obj {
  const cg = groupSpec(c.categories);
  const value = c.value ?? 'count';
  const byCategory = groupRows(ctx, cg, rows);
  const categories = [...byCategory.keys()];
  const shown = (g: GroupBy, k: unknown) => g.labels?.[String(k)] ?? String(k);
  const cell = (subset: readonly Obj[], m: Measure = value) => {
    const byCat = groupRows(ctx, cg, subset);
    return categories.map((k) => Number(measure(ctx, m, byCat.get(k) ?? [], k)) || 0);
  };
  if (c.values) {
    // One object per category, so a series may be a ratio of two others (steps named `_x` are not series).
    const cells = categories.map((k) => measureAll(ctx, c.values ?? {}, byCategory.get(k) ?? [], k));
    return {
      categories: categories.map((k) => shown(cg, k)),
      series: Object.keys(c.values)
        .filter((name) => !name.startsWith('_'))
        .map((name) => ({ name, data: cells.map((o) => Number(o[name]) || 0) })),
    };
  }
  const series: { name: string; data: number[] }[] = c.series
    ? [...groupRows(ctx, groupSpec(c.series), rows)].map(([name, subset]) => ({
        name: shown(groupSpec(c.series as string | GroupBy), name),
        data: cell(subset),
      }))
    : [{ name: c.name ?? '合计', data: cell(rows) }];
  if (c.total && c.series) {
    const all = cell(rows);
    series.push({ name: c.total, data: all });
  }
  return { categories: categories.map((k) => shown(cg, k)), series };
}

const relationsOf = (where: Record<string, unknown> | undefined): string[] =>
  Object.values(where ?? {}).flatMap((v) => (isObj(v) && typeof v.of === 'string' ? [v.of] : []));

/** Every entity name an aggregate node reads (its `from`, and its fields' and chart's nodes'). */
export function aggregateSources(node: AggNode): string[] {
  const vias = (g: AggNode['groupBy']): string[] =>
    Array.isArray(g)
      ? g.flatMap((x) => vias(x))
      : g && typeof g === 'object' && g.via
        ? [g.via].flat().map((v) => v.of)
        : [];
  const out: string[] = [
    ...(node.from ? node.from.split('|') : []),
    ...relationsOf(node.where),
    ...vias(node.groupBy),
    ...vias(node.chart?.series),
    ...vias(node.chart?.categories),
  ];
  const visit = (m: Measure | undefined) => {
    if (m && typeof m === 'object' && !Array.isArray(m)) {
      if (isNode(m)) out.push(...aggregateSources(m));
      if (Array.isArray((m as Obj).either)) ((m as Obj).either as Measure[]).forEach(visit);
      if (typeof (m as Obj).lookup === 'string') out.push((m as Obj).lookup as string);
      if (typeof (m as Obj).byKey === 'string') out.push((m as Obj).byKey as string);
    }
  };
  for (const n of [...(node.union ?? []), ...(node.concat ?? [])]) out.push(...aggregateSources(n));
  // A node the request chooses: every case, and the table its template looks the choice up in.
  for (const n of [...Object.values(node.cases ?? {}), ...(node.default ? [node.default] : [])])
    out.push(...aggregateSources(n));
  if (isObj(node.$map) && typeof node.$map.$lookup === 'string') out.push(node.$map.$lookup);
  for (const m of Object.values(node.fields ?? {})) visit(m);
  visit(node.chart?.value);
  return out;
}
