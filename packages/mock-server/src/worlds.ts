// The worlds a mock holds, bounded: at most `maxWorlds` (the least recently used goes first, never `main`), none idle
// longer than `idleMs`, and uploads of at most `uploadBytes` in all (the oldest go first). Each thing dropped is said
// in a line for the person running the mock, and what belongs to a world (its sessions and password resets, uploads
// and request journal) goes with it.
import { isObj, type Obj } from './spec.js';
import { World, type JournalCaps, type SeedWorld, type StoredFile, type WorldSnapshot } from './world.js';

export interface Caps {
  /** Worlds kept at once (the default world `main` included and never dropped). */
  maxWorlds: number;
  /** A world no call used for this long is dropped (`main` never). */
  idleMs: number;
  /** Requests and body bytes each world's journal keeps. */
  journal: JournalCaps;
  /** Upload bytes kept over all worlds. */
  uploadBytes: number;
}

export const DEFAULT_CAPS: Caps = {
  maxWorlds: 100,
  idleMs: 4 * 3600_000,
  journal: { size: 100, bytes: 2 * 1024 * 1024 },
  uploadBytes: 256 * 1024 * 1024,
};

export const MAIN = 'main';

interface Hooks {
  say: (line: string) => void;
  /** A world was deleted, evicted or expired: its sessions and password resets go too. */
  dropped: (id: string) => void;
  /** A world was reset: its password resets go. */
  reset: (id: string) => void;
  now?: () => number;
}

const mb = (n: number) => `${Math.round((n / 1024 / 1024) * 10) / 10} MB`;

export class Worlds {
  /** In least-recently-used order: the first is the one used longest ago. */
  private readonly map = new Map<string, World>();
  private readonly now: () => number;

  constructor(
    private readonly seed: SeedWorld,
    readonly caps: Caps,
    private readonly hooks: Hooks,
  ) {
    this.now = hooks.now ?? Date.now;
    this.open(MAIN);
  }

  /** The world, if it exists (nothing is created or touched). */
  get(id: string): World | undefined {
    return this.map.get(id);
  }

  /** The world a call uses: created from the seed on first use, marked as just used. */
  open(id = MAIN): World {
    const now = this.now();
    let w = this.map.get(id);
    if (w) this.map.delete(id);
    else w = new World(id, this.seed, this.caps.journal);
    this.map.set(id, w);
    w.lastUsed = now;
    this.expire(now);
    this.evict();
    return w;
  }

  values(): IterableIterator<World> {
    return this.map.values();
  }

  delete(id: string): boolean {
    if (!this.map.delete(id)) return false;
    this.hooks.dropped(id);
    return true;
  }

  reset(w: World): void {
    w.reset();
    this.hooks.reset(w.id);
  }

  private drop(w: World, why: string): void {
    this.map.delete(w.id);
    this.hooks.dropped(w.id);
    this.hooks.say(`世界 ${w.id} 已移除：${why}（它的会话、上传与请求记录一并清除）`);
  }

  private expire(now: number): void {
    for (const w of this.map.values()) {
      if (now - w.lastUsed <= this.caps.idleMs) break; // the rest were used later
      if (w.id !== MAIN) this.drop(w, `超过 ${Math.round(this.caps.idleMs / 60_000)} 分钟未使用`);
    }
  }

  private evict(): void {
    while (this.map.size > Math.max(1, this.caps.maxWorlds)) {
      const oldest = [...this.map.values()].find((w) => w.id !== MAIN);
      if (!oldest) return;
      this.drop(oldest, `世界数超过上限 ${this.caps.maxWorlds}，它最久未使用`);
    }
  }

  uploadBytes(): number {
    let n = 0;
    for (const w of this.map.values()) n += w.fileBytes();
    return n;
  }

  /** Keep an upload in its world; the oldest uploads of any world go first while the total would pass the cap. */
  addFile(w: World, file: StoredFile): void {
    let total = this.uploadBytes();
    while (total + file.bytes.length > this.caps.uploadBytes) {
      let oldest: { w: World; f: StoredFile } | undefined;
      for (const x of this.map.values()) {
        const f = x.files.values().next().value;
        if (f && (!oldest || f.at < oldest.f.at)) oldest = { w: x, f };
      }
      if (!oldest) break;
      oldest.w.files.delete(oldest.f.id);
      total -= oldest.f.bytes.length;
      this.hooks.say(
        `上传文件 ${oldest.f.name}（世界 ${oldest.w.id}，${mb(oldest.f.bytes.length)}）已清除：上传总量上限 ${mb(this.caps.uploadBytes)}`,
      );
    }
    w.files.set(file.id, file);
  }

  /** What the worlds hold (GET /__mock). */
  usage() {
    let files = 0;
    let journalBytes = 0;
    for (const w of this.map.values()) {
      files += w.files.size;
      journalBytes += w.journalBytes;
    }
    return {
      worlds: this.map.size,
      maxWorlds: this.caps.maxWorlds,
      idleMinutes: Math.round(this.caps.idleMs / 60_000),
      uploadFiles: files,
      uploadBytes: this.uploadBytes(),
      maxUploadBytes: this.caps.uploadBytes,
      journalBytes,
      journal: this.caps.journal,
    };
  }
}

const ROWS_SHOWN = 5;

/**
 * What is wrong with a snapshot before it replaces a world: its format, tables that are arrays of objects and known
 * to the world, rows whose fields have the types the contract's row schema declares, counters that are numbers.
 * Empty when it can be restored.
 */
export function snapshotProblems(
  snapshot: unknown,
  known: (table: string) => boolean,
  rowProblem: (table: string, row: Obj) => string | undefined,
): string[] {
  if (!isObj(snapshot) || snapshot.format !== 'site-mock-world/1')
    return ['不是 Mock 世界快照（format 应为 site-mock-world/1）'];
  const out: string[] = [];
  const { tables = {}, counters = {} } = snapshot as Partial<WorldSnapshot> & Obj;
  if (!isObj(tables)) out.push('tables 应为对象（表名 → 行数组）');
  else
    for (const [name, rows] of Object.entries(tables)) {
      if (!known(name)) {
        out.push(`没有名为 ${name} 的表`);
        continue;
      }
      if (!Array.isArray(rows)) {
        out.push(`表 ${name} 应为行数组`);
        continue;
      }
      let bad = 0;
      rows.forEach((row: unknown, i) => {
        const why = isObj(row) ? rowProblem(name, row) : '不是对象';
        if (why && ++bad <= ROWS_SHOWN) out.push(`表 ${name} 第 ${i + 1} 行${why}`);
      });
      if (bad > ROWS_SHOWN) out.push(`表 ${name} 另有 ${bad - ROWS_SHOWN} 行不符`);
    }
  if (!isObj(counters)) out.push('counters 应为对象（名称 → 数字）');
  else
    for (const [name, n] of Object.entries(counters))
      if (typeof n !== 'number' || !Number.isFinite(n)) out.push(`计数器 ${name} 应为数字`);
  return out;
}
