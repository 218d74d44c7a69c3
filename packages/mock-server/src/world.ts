// The world the mock answers from: one frozen seed (built lazily, entity by entity, from the spec's examples and a
// seeded generator) and any number of named worlds that copy a table from it the first time they change it.
import { isObj, type Obj, type PerSpec, type RollupSpec, type SpreadSpec } from './spec.js';
import {
  aggregateSources,
  evaluate,
  firstRowBy,
  matchKey,
  treeNodes,
  whereTest,
  type AggCtx,
  type AggNode,
} from './aggregate.js';
import type { Fault } from './fault.js';

export type { Fault };

/** A small, fast, seeded PRNG (mulberry32). */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

const SURNAMES =
  '王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘于蒋蔡余杜叶程苏魏吕丁任沈姚卢姜崔钟谭陆汪范金石廖贾夏韦付方白邹孟熊秦邱江尹薛闫段雷侯龙史陶黎贺顾毛郝龚邵万钱严覃武戴莫孔向汤';
const GIVEN =
  '伟芳娜敏静丽强磊军洋勇艳杰娟涛明超秀霞平刚桂英华玉兰萍建国志红海峰林波辉鹏宇浩凯斌晨亮文龙飞鑫宁博成东立新春德福永庆宏斌胜利祥荣贵生金山水松';

/** A plausible Chinese person name. */
function personName(rand: () => number): string {
  const s = SURNAMES[Math.floor(rand() * SURNAMES.length)] ?? '王';
  const n = rand() < 0.55 ? 2 : 1;
  let g = '';
  for (let i = 0; i < n; i++) g += GIVEN[Math.floor(rand() * GIVEN.length)] ?? '伟';
  return s + g;
}

/** A 32-bit finaliser (murmur3 fmix32): spreads nearby hashes (sequential keys) over the whole range. */
function mix(h: number): number {
  let x = h >>> 0;
  x = Math.imul(x ^ (x >>> 16), 0x85ebca6b);
  x = Math.imul(x ^ (x >>> 13), 0xc2b2ae35);
  return (x ^ (x >>> 16)) >>> 0;
}

const PERSON = new RegExp(`^[${SURNAMES}][\\u4e00-\\u9fa5]{1,2}$`);
const looksLikePerson = (v: unknown): boolean => typeof v === 'string' && PERSON.test(v);

const IDENT_KEY = /(^|_)(no|code|sn|innerid|number|num|serial)$|(No|Code|Sn|Innerid|Number|Num|Serial)$/;
const MOBILE_KEY = /mobile|phone|tel/i;
const IDCARD_KEY = /id_?card|idcard|sfz/i;
const NAME_KEY = /(^|_)name$|Name$/;

export interface EntitySeed {
  /** Entity name (the row schema's name, or the list operation's id). */
  name: string;
  /** The field that identifies a row. */
  key: string;
  /** Example rows, in the order the examples give them. */
  rows: Obj[];
  /** How many rows the seed world holds (at least the examples). */
  total: number;
  /** Fields no two rows share (x-mock.unique): generated rows number theirs. */
  unique?: string[];
  /** x-mock.refs: fields that name another table's row (never renumbered, even when named like the entity). */
  refs?: string[];
  /** x-mock.spread: generated rows' fields that name another table's rows. */
  spread?: Record<string, SpreadSpec>;
  /** x-mock.per: rows generated per row of a parent table, one for each matching row of a source table. */
  per?: PerSpec;
  /** x-mock.rollup: fields counted or summed from another table's rows that name this row. */
  rollup?: Record<string, RollupSpec>;
  /**
   * x-mock.view: the table is a summary of others, its rows an aggregate over the world's tables (工资汇总 by
   * branch: the settlements grouped by period and branch), made again after the world changes. The list's filters,
   * scope, sort and paging apply to these rows as to any table's.
   */
  view?: AggNode;
  /** The row schema's fields (each resolved): what a new row's unfilled fields start as. */
  fields?: Record<string, Obj>;
}

/**
 * Grow an entity's example rows to `total` rows: each new row copies an example row (round robin), so every
 * relation it carries (project, team, company…) is one that exists, and gets its own key, person name, mobile,
 * ID-card number and serial numbers.
 */
/** Whether every row has its own value of `field` (the rows of a summary share their key field). */
const distinct = (rows: Obj[], field: string) =>
  rows.every((r) => r[field] != null) && new Set(rows.map((r) => String(r[field]))).size === rows.length;

/**
 * The fields that identify a row of an entity (no two rows share them): its key, the fields x-mock.unique names, and
 * its own id or number, named after the entity's last word (`alarm_id` of listHelmetAlarms, `taskId` of
 * listWorkflowWageTasks, `recordNo` of BadRecord) — not the ids of other things it refers to (`team_id`, `workerId`).
 */
function identifyingFields(seed: EntitySeed): string[] {
  // listCurrentAreaWorkersByTeam → Workers; an own id must be distinct in the examples (else it is a parent's id).
  const words = seed.name
    .replace(/^[a-z]+(?=[A-Z])/, '')
    .replace(/By[A-Z]\w*$/, '')
    .split(/(?=[A-Z])/);
  const last = (words[words.length - 1] ?? '').toLowerCase();
  const noun = last
    .replace(/ies$/, 'y')
    .replace(/(ss|sh|ch|x)es$/, '$1')
    .replace(/s$/, '');
  const own = new RegExp(`^${noun}(_id|Id|_no|No)$`, 'i');
  const keys = Object.keys(seed.rows[0] ?? {});
  const owned = keys.filter(
    (k) => noun && own.test(k) && !seed.refs?.includes(k) && seed.rows.length > 1 && distinct(seed.rows, k),
  );
  return [...new Set([seed.key, ...(seed.unique ?? []), ...owned])];
}

function grow(
  seed: EntitySeed,
  scale: number,
  worldSeed: number,
  reserved: (field: string) => ReadonlySet<string> = () => new Set(),
): Obj[] {
  const base = seed.rows;
  const target = Math.max(base.length, Math.round(seed.total * scale));
  // A summary whose rows share their key (a month × branch table) is not grown: a copy would repeat a combination
  // that identifies a row. Nor is a tree (menus, categories): a copied node would repeat its children's keys.
  const tree = base.some((r) => Array.isArray(r.children) && r.children.length > 0);
  if (!base.length || target <= base.length || tree || !distinct(base, seed.key)) return base.slice();
  const rand = prng(hash(`${worldSeed}:${seed.name}`));
  const out = base.slice();
  const keys = Object.keys(base[0] ?? {});
  const numericKey = base.every((r) => typeof r[seed.key] === 'number');
  let next = numericKey ? Math.max(...base.map((r) => Number(r[seed.key]) || 0)) : 0;
  // Numbers that identify a row besides the key (`alarm_id`): each copy takes the next one.
  const ownIds = identifyingFields(seed).filter(
    (k) => k !== seed.key && base.every((r) => typeof r[k] === 'number') && distinct(base, k),
  );
  const counters = new Map(ownIds.map((k) => [k, Math.max(...base.map((r) => Number(r[k])))]));
  const identifying = new Set(identifyingFields(seed));
  const serials = new Map<string, { prefix: string; width: number; next: bigint; taken: ReadonlySet<string> }>();
  for (const k of keys) {
    if (k === seed.key && numericKey) continue;
    const v = base[0]?.[k];
    if (typeof v !== 'string' || !(IDENT_KEY.test(k) || identifying.has(k))) continue;
    const m = /^(.*?)(\d+)$/.exec(v);
    if (!m) continue;
    // Long digit runs (bank account numbers) count exactly.
    const nums = base.map((r) => BigInt(/(\d+)$/.exec(String(r[k] ?? ''))?.[1] ?? 0));
    const next = nums.reduce((a, b) => (b > a ? b : a));
    serials.set(k, { prefix: m[1] ?? '', width: (m[2] ?? '').length, next, taken: reserved(k) });
  }
  const personKeys = keys.filter((k) => NAME_KEY.test(k) && base.every((r) => r[k] == null || looksLikePerson(r[k])));
  for (let i = base.length; i < target; i++) {
    const from = base[i % base.length] as Obj;
    const row: Obj = { ...from };
    if (numericKey) row[seed.key] = ++next;
    for (const [k, n] of counters) counters.set(k, (row[k] = n + 1));
    for (const [k, s] of serials) {
      // A number another entity holds as its key (a helmet in stock) is not given to a generated row.
      const taken = s.taken;
      do s.next += 1n;
      while (taken.has(`${s.prefix}${String(s.next).padStart(s.width, '0')}`));
      row[k] = `${s.prefix}${String(s.next).padStart(s.width, '0')}`;
    }
    for (const k of personKeys) if (row[k] != null) row[k] = personName(rand);
    // Names that identify a row (x-mock.unique: a team's team_name) get the copy's number: 木工一班 → 木工一班2.
    const copy = Math.floor(i / base.length) + 1;
    for (const k of seed.unique ?? [])
      if (!serials.has(k) && typeof row[k] === 'string' && row[k]) row[k] = `${row[k] as string}${copy}`;
    // An identifying text with no number to count on (a code such as WAGES_ATTEND): the copy's number after a dash.
    for (const k of identifying)
      if (!serials.has(k) && !(seed.unique ?? []).includes(k) && typeof row[k] === 'string' && row[k])
        row[k] = `${row[k] as string}-${copy}`;
    for (const k of keys) {
      const v = row[k];
      if (typeof v !== 'string') continue;
      if (MOBILE_KEY.test(k) && /^1\d{10}$/.test(v)) {
        row[k] = `1${3 + Math.floor(rand() * 7)}${String(Math.floor(rand() * 1e9)).padStart(9, '0')}`;
      } else if (IDCARD_KEY.test(k) && v.length >= 15) {
        const year = 1965 + Math.floor(rand() * 40);
        const mmdd = `${String(1 + Math.floor(rand() * 12)).padStart(2, '0')}${String(1 + Math.floor(rand() * 28)).padStart(2, '0')}`;
        const tail = String(Math.floor(rand() * 100)).padStart(2, '0');
        row[k] = v.includes('*')
          ? `${v.slice(0, 6)}${year}${mmdd}****${tail}`
          : `${v.slice(0, 6)}${year}${mmdd}${String(Math.floor(rand() * 1e4)).padStart(4, '0')}`;
      }
    }
    out.push(row);
  }
  return out;
}

/**
 * An event table (spec root `x-mock-events`): one row per row of another entity per day of the last `days` days up
 * to the mock's today — a worker's attendance on each day, present or not, decided by a seeded hash so that the same
 * seed and today give the same table. Daily and monthly aggregates and the detail lists read the same rows.
 */
export interface EventSpec {
  /** The entity the events are of (a list operationId or a row schema's entity). */
  from: string;
  /** Only rows matching these fields take part (e.g. workers on the roster). */
  where?: Record<string, unknown>;
  days: number;
  /** Share of rows present on a weekday, and on Saturday/Sunday. */
  rate: number;
  weekendRate?: number;
  /**
   * Event field → field of the `from` row it copies, or a field looked up through another table: `{ from: project_name,
   * via: { of: pageOrgProjects, match: project_name, field: project_id } }` (a manager's project id by its name).
   */
  copy: Record<string, string | { from: string; via: { of: string; match: string; field: string } }>;
}

/** An event row's derived fields, from its day and its hash: clock-in and -out times, hours, status, records. */
const EVENT_ROW: Obj = {};
const DERIVED = [
  'in_time',
  'out_time',
  'in_clock',
  'out_clock',
  'clock_source',
  'work_hours',
  'status',
  'check_count',
  'records',
];
Object.defineProperties(EVENT_ROW, {
  in_time: {
    get(this: Obj) {
      if (!this.present) return null;
      const m = 6 * 60 + 30 + ((this.h as number) % 60);
      return `${this.date as string} ${pad2(Math.floor(m / 60))}:${pad2(m % 60)}:00`;
    },
  },
  out_time: {
    get(this: Obj) {
      if (!this.present) return null;
      const h = this.h as number;
      const m = 6 * 60 + 30 + (h % 60);
      return `${this.date as string} ${pad2(Math.floor(m / 60) + 8 + ((h >>> 10) % 4))}:${pad2((m + (h >>> 14)) % 60)}:00`;
    },
  },
  // The clock times alone (HH:mm:ss), for answers that give the day apart.
  in_clock: {
    get(this: Obj) {
      return (this.in_time as string | null)?.slice(11) ?? null;
    },
  },
  out_clock: {
    get(this: Obj) {
      return (this.out_time as string | null)?.slice(11) ?? null;
    },
  },
  // Where the day's first clock-in came from (the gate, as `records` says).
  clock_source: {
    get(this: Obj) {
      return this.present ? '闸机' : null;
    },
  },
  work_hours: {
    get(this: Obj) {
      return this.present ? 8 + (((this.h as number) >>> 10) % 4) : 0;
    },
  },
  // 1 normal, 2 late (in after 07:20), 0 absent.
  status: {
    get(this: Obj) {
      return this.present ? (6 * 60 + 30 + ((this.h as number) % 60) > 7 * 60 + 20 ? 2 : 1) : 0;
    },
  },
  // A present day has two to four clock records.
  check_count: {
    get(this: Obj) {
      return this.present ? 2 + (((this.h as number) >>> 20) % 3) : 0;
    },
  },
  // The clock records of the day: in at the gate, the helmet's first report on site, out at the gate (and a noon pair on
  // a four-record day).
  records: {
    get(this: Obj) {
      if (!this.present) return [];
      const gate = (t: unknown, direction: number) => ({
        check_time: t,
        direction,
        source: 1,
        device_name: direction === 1 ? '1号门闸机进口' : '1号门闸机出口',
        area_name: '',
        photo_url: '',
      });
      const inTime = this.in_time as string;
      const out: Obj[] = [gate(inTime, 1)];
      const n = this.check_count as number;
      if (n >= 3)
        out.push({
          check_time: `${inTime.slice(0, 14)}${pad2((Number(inTime.slice(14, 16)) + 9) % 60)}:00`,
          direction: 1,
          source: 2,
          device_name: this.hat_innerid ?? '安全帽',
          area_name: '施工区',
          photo_url: '',
        });
      if (n >= 4) out.push(gate(`${this.date as string} 12:05:00`, 2), gate(`${this.date as string} 12:58:00`, 1));
      out.push(gate(this.out_time, 2));
      return out;
    },
  },
  // A plain object with every field, for anything that serialises a row.
  toJSON: {
    value(this: Obj) {
      const out: Obj = {};
      for (const k in this) if (k !== 'h' && k !== 'p') out[k] = this[k];
      for (const k of DERIVED) out[k] = this[k];
      return out;
    },
  },
});

type EventRowClass = new (id: number, date: string, present: number, h: number, p: Obj) => Obj;

/**
 * The class of one event table's rows: a day's own fields (id, date, present, the hash its times come from, the
 * person it is of) in one shape, the copied fields read through the person (`p`) by getters on the class, the derived
 * ones from EVENT_ROW. One hidden class per table, where a prototype per person made four per person. A copied field
 * that is written becomes the row's own.
 */
function eventRowClass(fields: readonly string[]): EventRowClass {
  class EventRow {
    constructor(
      readonly id: number,
      readonly date: string,
      readonly present: number,
      readonly h: number,
      readonly p: Obj,
    ) {}
  }
  Object.setPrototypeOf(EventRow.prototype, EVENT_ROW);
  for (const f of fields)
    Object.defineProperty(EventRow.prototype, f, {
      enumerable: true,
      get(this: { p: Obj }) {
        return this.p[f];
      },
      set(this: Obj, value: unknown) {
        Object.defineProperty(this, f, { value, writable: true, enumerable: true, configurable: true });
      },
    });
  return EventRow as unknown as EventRowClass;
}

/**
 * The rows of an x-mock.view: its aggregate over the tables `rowsOf` gives (the seed's, or a world's own), with no
 * request (a template of the call's input drops its condition) and no caller's scope (the list applies it).
 */
function viewRows(view: AggNode, rowsOf: (entity: string) => readonly Obj[], today: string): Obj[] {
  const ctx: AggCtx = {
    input: {},
    today,
    rows: (entities, where) => {
      const all = entities.split('|').flatMap((e) => rowsOf(e));
      const t = whereTest(ctx, where);
      return t ? all.filter(t) : all;
    },
    resolve: (v) => (v === '$today' ? today : typeof v === 'string' && v.startsWith('$') ? undefined : v),
  };
  const out = evaluate(ctx, view);
  return Array.isArray(out) ? (out as Obj[]) : [];
}

/** The mock's clock: its today, and the day the spec's examples were written on (their dates move with the clock). */
export interface Clock {
  today: string;
  examplesToday: string;
}

const DATE_TEXT = /^(\d{4})-(\d{2})-(\d{2})([ T]\d{2}:\d{2}(:\d{2})?)?$/;
const MONTH_TEXT = /^(\d{4})-(\d{2})$/;
const DAY_MS = 86_400_000;
/** Days over which the generated rows' dates spread back from the examples'. */
const SPREAD_DAYS = 30;
const pad2 = (n: number) => String(n).padStart(2, '0');
const dayText = (t: number) => {
  const d = new Date(t);
  return `${d.getUTCFullYear()}-${pad2(d.getUTCMonth() + 1)}-${pad2(d.getUTCDate())}`;
};
const dayNumber = (day: string) => Math.round(Date.parse(`${day.slice(0, 10)}T00:00:00Z`) / DAY_MS);

/**
 * Move every date of a row by `days` (and every `YYYY-MM` month by the months that makes), so that the examples'
 * "today" becomes the mock's today. Times of day are kept; a value that is not a date is left alone.
 * `inPlace`: the row is the caller's own (a generated row no one else holds yet) and is changed, not copied.
 */
function shiftDates(row: Obj, days: number, inPlace = false): Obj {
  if (!days) return row;
  let out: Obj | undefined = inPlace ? row : undefined;
  for (const [k, v] of Object.entries(row)) {
    if (typeof v !== 'string' || v.length < 7 || v.length > 19) continue;
    const moved = movedDate(v, days);
    if (moved !== undefined) (out ??= { ...row })[k] = moved;
  }
  return out ?? row;
}

/**
 * A date, time or month moved by `days`, or undefined for a value that is not one. One string per value and shift:
 * generated rows are copies of the examples moved by one of SPREAD_DAYS shifts, so a 10,000-row world's hundreds of
 * thousands of dates are a few thousand strings (each was three: the day, the time and their join). Only dates are
 * remembered, and the memo starts afresh past what a spec's dates fill.
 */
const moves = new Map<number, Map<string, string>>();
let remembered = 0;
function movedDate(v: string, days: number): string | undefined {
  const d = DATE_TEXT.exec(v);
  if (!d && !MONTH_TEXT.test(v)) return undefined;
  let byValue = moves.get(days);
  if (!byValue) moves.set(days, (byValue = new Map()));
  const known = byValue.get(v);
  if (known !== undefined) return known;
  let moved: string;
  if (d) moved = `${dayText((dayNumber(v) + days) * DAY_MS)}${d[4] ?? ''}`;
  else {
    const [y, m] = v.split('-').map(Number) as [number, number];
    moved = dayText((dayNumber(`${y}-${pad2(m)}-15`) + days) * DAY_MS).slice(0, 7);
  }
  if (++remembered > 200_000) {
    moves.clear();
    remembered = 0;
    moves.set(days, (byValue = new Map()));
  }
  byValue.set(v, moved);
  return moved;
}

/**
 * Whether a row holds what a seed rule's `where` asks (x-mock spread, per, rollup and events): a value, any of a list,
 * or `{ ne: v }` (anything but v). Values compare as text, as the query strings they stand for.
 */
function rowMatches(r: Obj, where: Record<string, unknown> | undefined): boolean {
  for (const [k, v] of Object.entries(where ?? {})) {
    const have = String(r[k]);
    if (
      Array.isArray(v)
        ? !v.map(String).includes(have)
        : isObj(v) && 'ne' in v
          ? have === String(v.ne)
          : have !== String(v)
    )
      return false;
  }
  return true;
}

/** The table an x-mock.rollup reads (counts, sums or takes the first row of); none for a row's own figures. */
function rollupSource(r: RollupSpec): string | undefined {
  return r.count ?? r.sum ?? r.first;
}

const cents = (n: number) => Math.round(n * 100) / 100;

/**
 * x-mock.rollup: each row's fields counted or summed from the rows of other tables that name it (a team's worker count
 * from the roster, a wage settlement's totals from its workers), so a figure never contradicts the list behind it;
 * then the figures a row adds up from its own (a total, a gap). Rows whose figures are unchanged are kept as they are.
 * Figures that read the same rows the same way (a worker's name, team and company from the roster) share one index,
 * and a row's key for a `match` is made once.
 */
function rollupRows(
  spec: Record<string, RollupSpec>,
  rows: readonly Obj[],
  rowsOf: (entity: string) => readonly Obj[],
): Obj[] {
  const matches: [string, string][][] = [];
  const matchIndex = new Map<string, number>();
  const firsts = new Map<string, Map<string, Obj>>();
  const keyOf = (c: Obj, fields: readonly string[]) => matchKey(fields.map((f) => c[f]));
  const figures = Object.entries(spec).map(([field, r]) => {
    const match = Object.entries(r.match ?? {});
    const sig = JSON.stringify(match);
    if (!matchIndex.has(sig)) matchIndex.set(sig, matches.push(match) - 1);
    const m = matchIndex.get(sig) as number;
    const source = rollupSource(r);
    const theirs = match.map(([mine]) => mine);
    // `first`: the first row of the source naming this one, shared by every figure read from it the same way.
    if (r.first && source) {
      const at = JSON.stringify([source, match, r.where ?? null]);
      let index = firsts.get(at);
      if (!index) firsts.set(at, (index = firstRowBy(rowsOf(source), theirs, (c) => rowMatches(c, r.where))));
      return { field, r, m, rowOf: index, by: undefined };
    }
    const by = new Map<string, number>();
    if (source)
      for (const c of rowsOf(source)) {
        if (!rowMatches(c, r.where)) continue;
        const n = r.sum ? (Number(c[r.field ?? field]) || 0) - (r.less ? Number(c[r.less]) || 0 : 0) : 1;
        const k = keyOf(c, theirs);
        by.set(k, (by.get(k) ?? 0) + n);
      }
    return { field, r, m, rowOf: undefined, by };
  });
  const mine = matches.map((match) => match.map(([, f]) => f));
  // The figures are counted once above; a tree's levels are rolled with them.
  const roll = (row: Obj): Obj => {
    // A tree's node (a hazard category and its sub-categories): its children are counted first, and a count or sum
    // of a node takes in its children's (the items of a category and of the categories below it).
    const kids = Array.isArray(row.children) && row.children.length ? (row.children as Obj[]).map(roll) : undefined;
    let next: Obj | undefined =
      kids && kids.some((k, i) => k !== (row.children as Obj[])[i]) ? { ...row, children: kids } : undefined;
    // A row's key for each `match`, made when first asked and again after a figure changed the row (a project's name
    // looked up by the project the row took from the roster just before).
    let keys: (string | undefined)[] = [];
    for (const { field, r, m, rowOf, by } of figures) {
      const now = next ?? row;
      const key = () => (keys[m] ??= keyOf(now, mine[m] as string[]));
      let v: unknown;
      if (r.plus) {
        // `where` on a row's own figure: only the rows it names (the workers a payment has not paid yet).
        if (!rowMatches(now, r.where)) continue;
        const add = (fs: string[] | undefined) => (fs ?? []).reduce((n, f) => n + (Number(now[f]) || 0), 0);
        v = cents(add(r.plus) - add(r.minus));
      } else if (rowOf) {
        // `first`: the named row's field (a worker's company from the roster); a row naming none keeps its own.
        const c = rowOf.get(key());
        if (!c) continue;
        v = c[r.field ?? field];
      } else {
        let n = by?.get(key()) ?? 0;
        for (const k of kids ?? []) n += Number(k[field]) || 0;
        v = r.sum ? cents(n) : n;
      }
      if (now[field] === v) continue;
      const out = (next ??= { ...row });
      // `scale`: these fields keep their share of the figure (a source's part of the amount to pay).
      const was = Number(now[field]);
      if (r.scale && was) for (const f of r.scale) out[f] = cents(((Number(now[f]) || 0) * Number(v)) / was);
      out[field] = v;
      keys = [];
    }
    return next ?? row;
  };
  return rows.map(roll);
}

/** A `YYYY-MM` month `back` months earlier; any other value as it is. */
function monthBefore(v: unknown, back: number): unknown {
  if (typeof v !== 'string' || !MONTH_TEXT.test(v)) return v;
  const [y, m] = v.split('-').map(Number) as [number, number];
  const n = y * 12 + (m - 1) - back;
  return `${Math.floor(n / 12)}-${pad2((n % 12) + 1)}`;
}

/** The seed world: every entity's rows, built the first time anything reads it. Never changed. */
export class SeedWorld {
  private readonly built = new Map<string, readonly Obj[]>();
  /** Days the examples' dates move by (the mock's today − the examples' today). */
  readonly shift: number;
  constructor(
    private readonly seeds: Map<string, EntitySeed>,
    readonly scale = 1,
    readonly seed = 1,
    readonly clock: Clock = { today: '2026-11-23', examplesToday: '2026-11-23' },
    private readonly events: Map<string, EventSpec> = new Map(),
  ) {
    this.shift = dayNumber(clock.today) - dayNumber(clock.examplesToday);
  }
  private readonly building = new Set<string>();
  /** Entities whose rollup waits for a table being built (it is applied at the next read). */
  private readonly pending = new Set<string>();
  rows(entity: string): readonly Obj[] {
    let rows = this.built.get(entity);
    if (rows && this.pending.has(entity)) rows = this.rollup(entity, rows);
    if (!rows) {
      const ev = this.events.get(entity);
      if (ev) rows = this.eventRows(entity, ev);
      else {
        const s = this.seeds.get(entity);
        this.building.add(entity);
        try {
          rows = s?.view
            ? viewRows(s.view, (e) => this.rows(e), this.clock.today)
            : s?.per
              ? this.perParent(s, s.per)
              : s
                ? grow(s, this.scale, this.seed, (field) => this.reserved(entity, field))
                : [];
          // The rows the generator added spread over the month before the examples' days (each row moved as a
          // whole, so its own dates keep their order), so that "the last seven days" and monthly trends have a
          // history. Then they name rows of other tables (x-mock.spread), by the dates they now have. Rows made per
          // parent are already moved: they take their period from the parent.
          const examples = s?.rows.length ?? 0;
          const key = s?.key ?? 'id';
          if (!s?.per && !s?.view && (this.shift || rows.length > examples))
            // A generated row is grow's own new object: it is moved in place (one copy fewer of every generated row).
            rows = rows.map((r, i) =>
              shiftDates(
                r,
                this.shift - (i < examples ? 0 : mix(hash(`${this.seed}:${entity}:${String(r[key])}`)) % SPREAD_DAYS),
                i >= examples,
              ),
            );
          if (s?.spread) rows = this.spread(s, rows as Obj[]);
        } finally {
          this.building.delete(entity);
        }
        this.built.set(entity, rows);
        if (s?.rollup) {
          this.pending.add(entity);
          rows = this.rollup(entity, rows);
        }
      }
      this.built.set(entity, rows);
    }
    return rows;
  }
  /**
   * x-mock.rollup: the fields of each row counted or summed from the rows of other tables that name it (a team's
   * worker count from the roster, a wage settlement's totals from its workers), so a figure never contradicts the
   * list behind it. The seed world's rows are set once; writes after that change the rows themselves.
   */
  private rollup(entity: string, rows: readonly Obj[]): readonly Obj[] {
    const spec = this.rollupOf(entity) ?? {};
    if (Object.values(spec).some((r) => this.building.has(rollupSource(r) ?? ''))) return rows;
    this.pending.delete(entity);
    const out = rollupRows(spec, rows, (e) => this.rows(e));
    this.built.set(entity, out);
    return out;
  }
  /** x-mock.rollup of an entity: its fields counted or summed from other tables. */
  rollupOf(entity: string): Record<string, RollupSpec> | undefined {
    return this.seeds.get(entity)?.rollup;
  }
  /** x-mock.view of an entity: the aggregate its rows are. */
  viewOf(entity: string): AggNode | undefined {
    return this.seeds.get(entity)?.view;
  }
  private readonly sources = new Map<string, string[]>();
  /** The tables an entity's rows are made from after the seed: its view's, and those its rollups count. */
  sourcesOf(entity: string): string[] {
    let out = this.sources.get(entity);
    if (!out) {
      const view = this.viewOf(entity);
      const rollups = Object.values(this.rollupOf(entity) ?? {}).map(rollupSource);
      out = [...new Set([...(view ? aggregateSources(view) : []), ...rollups])].filter(
        (e): e is string => e !== undefined && e !== entity,
      );
      this.sources.set(entity, out);
    }
    return out;
  }
  /** The mock's today (`YYYY-MM-DD`). */
  today(): string {
    return this.clock.today;
  }
  /**
   * x-mock.per: the rows of a child table, one per parent row and matching source row — a settlement's teams are the
   * teams of its project, a team's workers those of the roster. The examples stay; a generated row copies an example
   * (round robin) for the fields neither parent nor source gives, and takes the next key. A source an example row of
   * the same parent already names is not repeated.
   */
  private perParent(s: EntitySeed, per: PerSpec): Obj[] {
    const out = s.rows.map((r) => shiftDates(r, this.shift));
    const src = per.rows;
    if (!s.rows.length || this.building.has(per.of) || (src && this.building.has(src.of))) return out;
    const parentKey = per.key ?? this.keyOf(per.of);
    // Without a source table: one row per parent (a settlement's capital-source record).
    const ident = src ? (src.distinct ?? this.keyOf(src.of)) : '';
    const identField = src && Object.entries(src.copy).find(([, theirs]) => theirs === ident)?.[0];
    const match = Object.entries(src?.match ?? {});
    const index = new Map<string, Obj[]>();
    if (src)
      for (const r of this.rows(src.of)) {
        if (!rowMatches(r, src.where)) continue;
        const k = match.map(([theirs]) => String(r[theirs])).join('\u0001');
        const list = index.get(k);
        if (list) list.push(r);
        else index.set(k, [r]);
      }
    const named = new Set(s.rows.map((r) => `${String(r[per.field])}\u0001${identField ? String(r[identField]) : ''}`));
    const numeric = s.rows.every((r) => typeof r[s.key] === 'number');
    let next = numeric ? Math.max(...s.rows.map((r) => Number(r[s.key]))) : 0;
    const serials = this.serials(s);
    let i = 0;
    for (const p of this.rows(per.of)) {
      if (!rowMatches(p, per.where)) continue;
      const seen = new Set<string>();
      const sources = src ? (index.get(match.map(([, mine]) => String(p[mine])).join('\u0001')) ?? []) : [undefined];
      for (const r of sources) {
        const id = r ? String(r[ident]) : '';
        if (seen.has(id)) continue;
        seen.add(id);
        if (named.has(`${String(p[parentKey])}\u0001${identField ? id : ''}`)) continue;
        const from = out[i++ % s.rows.length] as Obj;
        const row: Obj = { ...from, [s.key]: numeric ? ++next : `${String(from[s.key])}-${++next}` };
        row[per.field] = p[parentKey];
        for (const [mine, theirs] of Object.entries(per.copy ?? {})) row[mine] = p[theirs];
        // A state that follows the parent's (a confirmed settlement's companies are confirmed); other values keep the
        // example's.
        for (const [mine, m] of Object.entries(per.set ?? {}))
          if (String(p[m.from]) in m.cases) row[mine] = m.cases[String(p[m.from])];
        for (const [k, n] of serials) row[k] = n();
        if (r && src) {
          for (const [mine, theirs] of Object.entries(src.copy)) row[mine] = r[theirs];
          for (const [figure, fields] of Object.entries(src.scale ?? {})) {
            const was = Number(from[figure]);
            if (was) for (const f of fields) row[f] = cents(((Number(from[f]) || 0) * Number(row[figure])) / was);
          }
          // A number of the source's own (a worker's bank card) ends in the source's key, not the example's.
          const srcKey = r[this.keyOf(src.of)];
          if (typeof srcKey === 'number')
            for (const [k, v] of Object.entries(row))
              if (IDENT_KEY.test(k) && !(k in src.copy) && typeof v === 'string' && /\d$/.test(v)) {
                const digits = /(\d+)$/.exec(v)?.[1] ?? '';
                row[k] = `${v.slice(0, v.length - digits.length)}${String(srcKey).padStart(digits.length, '0')}`;
              }
        }
        out.push(row);
      }
    }
    return out;
  }
  /**
   * The x-mock.unique numbers of rows made per parent (a capital-source record's process instance): numbered from a
   * round hundred thousand above every example of that field in the contract, so none is an id another table already
   * uses (PI-2026-000160 → PI-2026-100001, PI-2026-100002… and PI-2026-200001… for the next table).
   */
  private serials(s: EntitySeed): Map<string, () => string> {
    const out = new Map<string, () => string>();
    for (const k of s.unique ?? []) {
      const m = /^(.*?)(\d+)$/.exec(String(s.rows[0]?.[k] ?? ''));
      if (!m) continue;
      const [, prefix = '', digits = ''] = m;
      let max = 0;
      for (const other of this.seeds.values())
        for (const r of other.rows) {
          const v = String(r[k] ?? '');
          if (v.startsWith(prefix)) max = Math.max(max, Number(v.slice(prefix.length)) || 0);
        }
      // Each table numbering this field from its own hundred thousand (tables in name order), so two never meet.
      const tables = [...this.seeds.values()]
        .filter((o) => o.per && o.unique?.includes(k))
        .map((o) => o.name)
        .sort();
      let n = (Math.ceil((max + 1) / 100_000) + tables.indexOf(s.name)) * 100_000;
      out.set(k, () => `${prefix}${String(++n).padStart(digits.length, '0')}`);
    }
    return out;
  }
  /**
   * x-mock.spread: each generated row (after the examples) names a row of another table in `field`, picked by a seeded
   * hash of the row's key, and copies the fields `copy` names from it — the appraisals of many workers, not of the one
   * worker every example row names. A table still being built (a cycle) is not read.
   */
  private spread(s: EntitySeed, rows: Obj[]): Obj[] {
    for (const [field, sp] of Object.entries(s.spread ?? {})) {
      if (this.building.has(sp.of)) continue;
      const pool = this.rows(sp.of).filter((r) => rowMatches(r, sp.where));
      if (!pool.length) continue;
      // `unique`: no two rows name the same pool row with the same values of these fields (one settlement per project
      // and period); the examples' combinations are taken first.
      const combo = (r: Obj, value: unknown) =>
        [value, ...(sp.unique ?? []).map((k) => r[k])].map(String).join('\u0001');
      const taken = new Set(sp.unique ? rows.slice(0, s.rows.length).map((r) => combo(r, r[field])) : []);
      // The values of `unique` the rows so far hold, each once, in the order they first came.
      const used = new Map<string, Obj>();
      const use = (r: Obj) => {
        const values = Object.fromEntries((sp.unique ?? []).map((k) => [k, r[k]]));
        const k = JSON.stringify(values);
        if (!used.has(k)) used.set(k, values);
      };
      if (sp.unique) rows.slice(0, s.rows.length).forEach(use);
      // `cover`: the pool rows no example names are each given one generated row first (every project has a team).
      const named = new Set(rows.slice(0, s.rows.length).map((r) => String(r[field])));
      const uncovered = sp.cover ? pool.filter((p) => !named.has(String(p[sp.field]))) : [];
      for (let i = s.rows.length; i < rows.length; i++) {
        const row = rows[i] as Obj;
        // A row that names none (a stranger's capture has no worker) keeps naming none.
        if (row[field] == null) continue;
        const first = mix(hash(`${this.seed}:${s.name}:${field}:${String(row[s.key])}`)) % pool.length;
        let pick = (uncovered[i - s.rows.length] ?? pool[first]) as Obj;
        let own: Obj = row;
        const unique = sp.unique;
        if (unique) {
          // The first free pool row from the hashed one; when every one is taken with this row's values, the values
          // of an earlier row that still have a free one (a settlement of another period).
          const free = (r: Obj): Obj | undefined => {
            for (let step = 0; step < pool.length; step++) {
              const p = pool[(first + step) % pool.length] as Obj;
              if (!taken.has(combo(r, p[sp.field]))) return p;
            }
            return undefined;
          };
          // Then the values of an earlier row (in the order they first came), then, for months (`YYYY-MM`), the
          // months before: an earlier period of some project.
          const tries = (): Obj[] => [
            ...used.values(),
            ...Array.from({ length: 36 }, (_, back) =>
              Object.fromEntries(unique.map((k) => [k, monthBefore(row[k], back + 1)])),
            ),
          ];
          const mine = free(row);
          if (mine) pick = mine;
          else
            for (const values of tries()) {
              const r: Obj = { ...row, ...values };
              const p = free(r);
              if (p) {
                [own, pick] = [r, p];
                break;
              }
            }
        }
        taken.add(combo(own, pick[sp.field]));
        if (sp.unique) use(own);
        // A generated row is this table's own new object (grow's, per's, or the copy above): named in place.
        own[field] = pick[sp.field];
        for (const [mine, theirs] of Object.entries(sp.copy ?? {})) own[mine] = pick[theirs];
        rows[i] = own;
      }
    }
    return rows;
  }
  /**
   * Values not to be generated in `field` for `entity`: those other entities' examples hold as their key (a helmet in
   * stock is nobody's); and, when `field` is the entity's own key (the stock), those the other entities' rows hold (a
   * helmet someone wears is not in stock). Those rows reserve only examples, so nothing waits on itself.
   */
  private reserved(entity: string, field: string): ReadonlySet<string> {
    const out = new Set<string>();
    const own = this.seeds.get(entity)?.key === field;
    for (const [name, s] of this.seeds) {
      if (name === entity) continue;
      if (s.key === field) {
        for (const r of s.rows) if (r[field] != null) out.add(String(r[field]));
      } else if (own && s.rows[0] && field in s.rows[0]) {
        // An entity being built (one that waits on this one) gives its examples.
        const rows = this.building.has(name) ? s.rows : this.rows(name);
        for (const r of rows) if (r[field] != null) out.add(String(r[field]));
      }
    }
    return out;
  }
  private eventRows(entity: string, ev: EventSpec): Obj[] {
    const base = this.rows(ev.from);
    const who = base.filter((r) => rowMatches(r, ev.where));
    const key = this.keyOf(ev.from);
    const today = dayNumber(this.clock.today);
    // Rows are small: a day's own fields (id, date, present, a hash the times come from, the person) in one class per
    // table whose getters read the copied fields from the person and derive the times. A 10,000-worker world has
    // 600,000 attendance days; plain objects with every field took ~600 MB, these take a twelfth of that.
    // Lookups through another table, one map each: the value of `match` → `field`.
    const lookups = new Map<string, Map<string, unknown>>();
    for (const [field, c] of Object.entries(ev.copy)) {
      if (typeof c === 'string') continue;
      const by = new Map<string, unknown>();
      for (const o of this.rows(c.via.of))
        if (!by.has(String(o[c.via.match]))) by.set(String(o[c.via.match]), o[c.via.field]);
      lookups.set(field, by);
    }
    const copied = Object.entries(ev.copy);
    const Row = eventRowClass(copied.map(([field]) => field));
    const people = who.map((r) => {
      const person: Obj = {};
      for (const [field, c] of copied)
        person[field] = typeof c === 'string' ? (r[c] ?? null) : (lookups.get(field)?.get(String(r[c.from])) ?? null);
      return { key: String(r[key]), person };
    });
    const out: Obj[] = [];
    let id = 0;
    for (let back = ev.days - 1; back >= 0; back--) {
      const n = today - back;
      const date = dayText(n * DAY_MS);
      const weekday = new Date(n * DAY_MS).getUTCDay();
      const rate = weekday === 0 || weekday === 6 ? (ev.weekendRate ?? ev.rate) : ev.rate;
      for (const p of people) {
        const h = mix(hash(`${this.seed}:${entity}:${p.key}:${date}`));
        // The hash kept to 30 bits is a small integer, held in the row itself (not a heap number per row).
        out.push(new Row(++id, date, (h % 1000) / 1000 < rate ? 1 : 0, h & 0x3fffffff, p.person));
      }
    }
    return out;
  }
  /** Build every entity, event tables included, now (for a start that should not pay later, and to measure the
   * whole world): the number of rows. */
  buildAll(): number {
    let n = 0;
    for (const name of this.entities()) n += this.rows(name).length;
    return n;
  }
  entities(): string[] {
    return [...this.seeds.keys(), ...this.events.keys()];
  }
  keyOf(entity: string): string {
    return this.seeds.get(entity)?.key ?? 'id';
  }
  /** The mock's today moved by `days` (`YYYY-MM-DD`). */
  day(days = 0): string {
    return dayText((dayNumber(this.clock.today) + days) * DAY_MS);
  }
  /** The row schema's fields of an entity (empty when unknown). */
  fieldsOf(entity: string): Record<string, Obj> {
    return this.seeds.get(entity)?.fields ?? {};
  }
}

/** What a call holds, as faults and verification match it: its query fields and its JSON body. */
export interface CallInput {
  query: Obj;
  body: unknown;
}

/** The fields of `expected` the call does not hold, as `query.project_id: 期望 1001，实际 1002` (none: it matches). */
export function differences(expected: { query?: Obj; body?: Obj }, got: CallInput): string[] {
  const out: string[] = [];
  const walk = (want: unknown, have: unknown, at: string) => {
    if (isObj(want) && !Array.isArray(want)) {
      if (!isObj(have)) return void out.push(`${at}: 期望对象，实际 ${JSON.stringify(have) ?? '没有'}`);
      for (const [k, v] of Object.entries(want)) walk(v, have[k], `${at}.${k}`);
      return;
    }
    // A query field is text: 1001 and "1001" are the same value.
    const same = JSON.stringify(want) === JSON.stringify(have) || (have !== undefined && String(want) === String(have));
    if (!same)
      out.push(`${at}: 期望 ${JSON.stringify(want)}，实际 ${have === undefined ? '没有' : JSON.stringify(have)}`);
  };
  if (expected.query) walk(expected.query, got.query, 'query');
  if (expected.body) walk(expected.body, got.body, 'body');
  return out;
}

/** A journal entry's input: its query fields and its body read as JSON (a form or a file reads as no fields). */
export function inputOf(r: Pick<Received, 'query' | 'contentType' | 'body'>): CallInput {
  const query = Object.fromEntries(new URLSearchParams(r.query));
  let body: unknown;
  if (/json/i.test(r.contentType) && r.body.length) {
    try {
      body = JSON.parse(r.body.toString('utf8'));
    } catch {
      body = undefined;
    }
  }
  return { query, body };
}

/** A request the world received (for tests that check what the server got, multipart bodies included). */
export interface Received {
  operation: string;
  method: string;
  path: string;
  query: string;
  contentType: string;
  body: Buffer;
  /** The body's full size when only its first bytes were kept (the journal's per-body cap). */
  truncated?: number;
}

/** An upload kept by its world and served back only to that world's sessions. */
export interface StoredFile {
  id: string;
  name: string;
  /** The type it is served with: sniffed from its bytes (png, jpeg, gif, webp), else application/octet-stream. */
  type: string;
  bytes: Buffer;
  at: number;
}

/** What a world keeps of the requests it received: how many, and how many body bytes in all. */
export interface JournalCaps {
  size: number;
  bytes: number;
}

const JOURNAL_CAPS: JournalCaps = { size: 100, bytes: 2 * 1024 * 1024 };

export interface WorldSnapshot {
  format: 'site-mock-world/1';
  tables: Record<string, Obj[]>;
  counters: Record<string, number>;
}

/** One world: the seed's tables, except those it has changed, which it keeps as its own copies. */
export class World {
  private readonly own = new Map<string, Obj[]>();
  private readonly counters = new Map<string, number>();
  /** Monotonic change counter (for tests and for `GET /__mock/worlds`). */
  changes = 0;
  /** Failures asked for with POST /__mock/worlds/<id>/faults. */
  faults: Fault[] = [];
  /** The last requests received, newest last (bodies kept as bytes; text only when read). */
  readonly journal: Received[] = [];
  /** Body bytes the journal keeps (at most `caps.bytes`). */
  journalBytes = 0;
  /** Uploads kept for this world, oldest first. */
  readonly files = new Map<string, StoredFile>();
  /** When a call last used this world (idle expiry). */
  lastUsed = Date.now();
  constructor(
    readonly id: string,
    readonly seed: SeedWorld,
    readonly caps: JournalCaps = JOURNAL_CAPS,
  ) {}
  rows(entity: string): readonly Obj[] {
    this.refresh(entity);
    return this.own.get(entity) ?? this.seed.rows(entity);
  }
  /** The version (see `version`) at which each summary or rolled-up table was last made. */
  private readonly rolled = new Map<string, number>();
  /**
   * x-mock.view and x-mock.rollup after writes: a summary is made again, and a table's figures counted again, when a
   * table they read or the table itself has changed since, so a team's worker count follows a worker added to the
   * roster, and a record added with a worker's id takes the worker's name, team and company from the roster as the
   * seed's rows do.
   */
  private refresh(entity: string): void {
    const view = this.seed.viewOf(entity);
    if (view) {
      if (this.stale(entity))
        this.own.set(
          entity,
          viewRows(view, (e) => this.rows(e), this.seed.today()),
        );
      return;
    }
    const spec = this.seed.rollupOf(entity);
    if (!spec || !this.stale(entity)) return;
    const mine = this.own.get(entity);
    const rows = mine ?? this.seed.rows(entity);
    const out = rollupRows(spec, rows, (e) => this.rows(e));
    if (!out.some((r, i) => r !== rows[i])) return;
    // The world's own table changes in place: a write that took it with `table()` may still be adding to it.
    if (mine) out.forEach((r, i) => (mine[i] = r));
    else this.own.set(entity, out);
  }
  /**
   * Whether a made table is older than what it is made from (the seed's never is); it is then taken as remade. A
   * table written at the world's latest change may still be changing (a write goes on in place after `table()`: a new
   * row is added after its key is read): made now, it is made again at the next read.
   */
  private stale(entity: string): boolean {
    const version = this.version(entity);
    if (!version || this.rolled.get(entity) === version) return false;
    if (this.written.get(entity) === this.changes) this.rolled.delete(entity);
    else this.rolled.set(entity, version);
    return true;
  }
  /**
   * What a derived view of a table (an index) must match to still be valid: the world's change count for a table it
   * owns (changed in place after `table()`), 0 for a seed table (never changed; shared by every world).
   */
  stamp(entity: string): number {
    this.refresh(entity);
    return this.own.has(entity) ? this.changes : 0;
  }
  /** The world's own (mutable) copy of a table. */
  table(entity: string): Obj[] {
    this.refresh(entity);
    let t = this.own.get(entity);
    if (!t) {
      t = this.seed.rows(entity).slice();
      this.own.set(entity, t);
    }
    this.changes += 1;
    this.written.set(entity, this.changes);
    return t;
  }
  /** The change at which each table was last written (taken with `table()`). */
  private readonly written = new Map<string, number>();
  /** A restore counts every table as written at its change. */
  private restored = 0;
  /**
   * The last change that can have moved a table's rows: its own last write, or that of a table it is made from
   * (a view's or a rollup's sources, followed through theirs); 0 while it is the seed's.
   */
  private version(entity: string, seen = new Set<string>()): number {
    if (seen.has(entity)) return 0;
    seen.add(entity);
    let v = Math.max(this.written.get(entity) ?? 0, this.restored);
    for (const source of this.seed.sourcesOf(entity)) v = Math.max(v, this.version(source, seen));
    return v;
  }
  /** The next key for a new row of an entity: above every key it has. */
  nextKey(entity: string): number {
    const key = this.seed.keyOf(entity);
    let n = this.counters.get(entity);
    if (n === undefined) {
      n = 0;
      // Tree entities (categories, menus) number their nodes across every level.
      for (const r of treeNodes(this.rows(entity), 'children')) {
        const v = Number(r[key]);
        if (Number.isFinite(v) && v > n) n = v;
      }
    }
    n += 1;
    this.counters.set(entity, n);
    return n;
  }
  /** The fault this call meets, used up by one (or undefined). */
  takeFault(operation: string, path: string, input: CallInput = { query: {}, body: undefined }): Fault | undefined {
    const i = this.faults.findIndex(
      (f) =>
        (f.operation === operation || (f.path !== undefined && new RegExp(f.path).test(path))) &&
        !differences(f, input).length,
    );
    const fault = this.faults[i];
    if (!fault) return undefined;
    if (fault.times !== undefined && --fault.times <= 0) this.faults.splice(i, 1);
    return fault;
  }
  /**
   * Keep a request: a body above a quarter of the byte cap keeps only its first bytes (copied, so the full body is
   * released) and its full size in `truncated`; the oldest requests go when the count or the bytes are over the cap.
   */
  receive(r: Received): void {
    const most = Math.floor(this.caps.bytes / 4);
    const kept =
      r.body.length > most ? { ...r, body: Buffer.from(r.body.subarray(0, most)), truncated: r.body.length } : r;
    this.journal.push(kept);
    this.journalBytes += kept.body.length;
    while (this.journal.length > this.caps.size || this.journalBytes > this.caps.bytes) {
      this.journalBytes -= (this.journal.shift() as Received).body.length;
    }
  }
  /** Bytes of the uploads this world keeps. */
  fileBytes(): number {
    let n = 0;
    for (const f of this.files.values()) n += f.bytes.length;
    return n;
  }
  changed(): string[] {
    return [...this.own.keys()];
  }
  snapshot(): WorldSnapshot {
    return {
      format: 'site-mock-world/1',
      tables: Object.fromEntries(this.own),
      counters: Object.fromEntries(this.counters),
    };
  }
  /** Replace the world's tables and counters with a snapshot's, all or nothing (check it first: snapshotProblems). */
  restore(snapshot: WorldSnapshot): void {
    if (snapshot?.format !== 'site-mock-world/1')
      throw new Error('不是 Mock 世界快照（format 应为 site-mock-world/1）');
    // Copied before anything is replaced, so a snapshot that cannot be copied leaves the world as it was.
    const tables = Object.entries(snapshot.tables ?? {}).map(([k, rows]) => [k, rows.map((r) => ({ ...r }))] as const);
    const counters = Object.entries(snapshot.counters ?? {});
    this.own.clear();
    this.counters.clear();
    for (const [k, rows] of tables) this.own.set(k, rows);
    for (const [k, n] of counters) this.counters.set(k, n);
    this.changes += 1;
    this.written.clear();
    this.restored = this.changes;
  }
  /** Back to the seed: tables, counters, the request journal and the uploads go. */
  reset(): void {
    this.own.clear();
    this.counters.clear();
    this.journal.length = 0;
    this.journalBytes = 0;
    this.files.clear();
    this.changes += 1;
    this.written.clear();
    this.restored = 0;
  }
}
