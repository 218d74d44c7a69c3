// The world the mock answers from: one frozen seed (built lazily, entity by entity, from the spec's examples and a
// seeded generator) and any number of named worlds that copy a table from it the first time they change it.
import type { Obj } from './spec.js';

/** A small, fast, seeded PRNG (mulberry32). */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

const SURNAMES =
  '王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘于蒋蔡余杜叶程苏魏吕丁任沈姚卢姜崔钟谭陆汪范金石廖贾夏韦付方白邹孟熊秦邱江尹薛闫段雷侯龙史陶黎贺顾毛郝龚邵万钱严覃武戴莫孔向汤';
const GIVEN =
  '伟芳娜敏静丽强磊军洋勇艳杰娟涛明超秀霞平刚桂英华玉兰萍建国志红海峰林波辉鹏宇浩凯斌晨亮文龙飞鑫宁博成东立新春德福永庆宏斌胜利祥荣贵生金山水松';

/** A plausible Chinese person name. */
export function personName(rand: () => number): string {
  const s = SURNAMES[Math.floor(rand() * SURNAMES.length)] ?? '王';
  const n = rand() < 0.55 ? 2 : 1;
  let g = '';
  for (let i = 0; i < n; i++) g += GIVEN[Math.floor(rand() * GIVEN.length)] ?? '伟';
  return s + g;
}

const PERSON = new RegExp(`^[${SURNAMES}][\\u4e00-\\u9fa5]{1,2}$`);
export const looksLikePerson = (v: unknown): boolean => typeof v === 'string' && PERSON.test(v);

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
}

/**
 * Grow an entity's example rows to `total` rows: each new row copies an example row (round robin), so every
 * relation it carries (project, team, company…) is one that exists, and gets its own key, person name, mobile,
 * ID-card number and serial numbers.
 */
export function grow(seed: EntitySeed, scale: number, worldSeed: number): Obj[] {
  const base = seed.rows;
  const target = Math.max(base.length, Math.round(seed.total * scale));
  if (!base.length || target <= base.length) return base.slice();
  const rand = prng(hash(`${worldSeed}:${seed.name}`));
  const out = base.slice();
  const keys = Object.keys(base[0] ?? {});
  const numericKey = base.every((r) => typeof r[seed.key] === 'number');
  let next = numericKey ? Math.max(...base.map((r) => Number(r[seed.key]) || 0)) : 0;
  const serials = new Map<string, { prefix: string; width: number; next: number }>();
  for (const k of keys) {
    if (k === seed.key && numericKey) continue;
    const v = base[0]?.[k];
    if (typeof v !== 'string' || !(IDENT_KEY.test(k) || k === seed.key)) continue;
    const m = /^(.*?)(\d+)$/.exec(v);
    if (!m) continue;
    const nums = base.map((r) => /(\d+)$/.exec(String(r[k] ?? ''))?.[1]).map((d) => Number(d ?? 0));
    serials.set(k, { prefix: m[1] ?? '', width: (m[2] ?? '').length, next: Math.max(...nums) });
  }
  const personKeys = keys.filter((k) => NAME_KEY.test(k) && base.every((r) => r[k] == null || looksLikePerson(r[k])));
  for (let i = base.length; i < target; i++) {
    const from = base[i % base.length] as Obj;
    const row: Obj = { ...from };
    if (numericKey) row[seed.key] = ++next;
    for (const [k, s] of serials) {
      s.next += 1;
      row[k] = `${s.prefix}${String(s.next).padStart(s.width, '0')}`;
    }
    for (const k of personKeys) if (row[k] != null) row[k] = personName(rand);
    // Names that identify a row (x-mock.unique: a team's team_name) get the copy's number: 木工一班 → 木工一班2.
    const copy = Math.floor(i / base.length) + 1;
    for (const k of seed.unique ?? []) if (typeof row[k] === 'string' && row[k]) row[k] = `${row[k] as string}${copy}`;
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

/** The seed world: every entity's rows, built the first time anything reads it. Never changed. */
export class SeedWorld {
  private readonly built = new Map<string, readonly Obj[]>();
  constructor(
    private readonly seeds: Map<string, EntitySeed>,
    readonly scale = 1,
    readonly seed = 1,
  ) {}
  rows(entity: string): readonly Obj[] {
    let rows = this.built.get(entity);
    if (!rows) {
      const s = this.seeds.get(entity);
      rows = s ? grow(s, this.scale, this.seed) : [];
      this.built.set(entity, rows);
    }
    return rows;
  }
  /** Build every entity now (for a start that should not pay later, and to measure the whole world). */
  buildAll(): number {
    let n = 0;
    for (const name of this.seeds.keys()) n += this.rows(name).length;
    return n;
  }
  entities(): string[] {
    return [...this.seeds.keys()];
  }
  keyOf(entity: string): string {
    return this.seeds.get(entity)?.key ?? 'id';
  }
}

/** A failure QA asks a world for: the next calls of an operation (or of paths matching a pattern) fail this way. */
export interface Fault {
  /** operationId, or … */
  operation?: string;
  /** … a pattern matched against the path (without /api). */
  path?: string;
  /** HTTP status (default 200: a business failure in the envelope). */
  status?: number;
  /** The envelope's code and msg for a business failure (default 500 and the contract's failure message). */
  code?: number;
  msg?: string;
  /**
   * Instead of a failure, this answer's data in a code-0 envelope (code and msg as given, else 0 and 操作成功):
   * a back-end answer the examples do not hold, such as a `javascript:` address.
   */
  data?: unknown;
  /** How many calls fail (default: until the faults are cleared). */
  times?: number;
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

export const JOURNAL_CAPS: JournalCaps = { size: 100, bytes: 2 * 1024 * 1024 };

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
    return this.own.get(entity) ?? this.seed.rows(entity);
  }
  /**
   * What a derived view of a table (an index) must match to still be valid: the world's change count for a table it
   * owns (changed in place after `table()`), 0 for a seed table (never changed; shared by every world).
   */
  stamp(entity: string): number {
    return this.own.has(entity) ? this.changes : 0;
  }
  /** The world's own (mutable) copy of a table. */
  table(entity: string): Obj[] {
    let t = this.own.get(entity);
    if (!t) {
      t = this.seed.rows(entity).slice();
      this.own.set(entity, t);
    }
    this.changes += 1;
    return t;
  }
  /** The next key for a new row of an entity: above every key it has. */
  nextKey(entity: string): number {
    const key = this.seed.keyOf(entity);
    let n = this.counters.get(entity);
    if (n === undefined) {
      n = 0;
      for (const r of this.rows(entity)) {
        const v = Number(r[key]);
        if (Number.isFinite(v) && v > n) n = v;
      }
    }
    n += 1;
    this.counters.set(entity, n);
    return n;
  }
  /** The fault this call meets, used up by one (or undefined). */
  takeFault(operation: string, path: string): Fault | undefined {
    const i = this.faults.findIndex(
      (f) => f.operation === operation || (f.path !== undefined && new RegExp(f.path).test(path)),
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
  }
  /** Back to the seed: tables, counters, the request journal and the uploads go. */
  reset(): void {
    this.own.clear();
    this.counters.clear();
    this.journal.length = 0;
    this.journalBytes = 0;
    this.files.clear();
    this.changes += 1;
  }
}
