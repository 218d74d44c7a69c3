// `--data-dir DIR`: every world and its uploads kept on disk across restarts. A world is saved as one JSON file
// (`worlds/<id>.json`: its snapshot and the list of its uploads), each upload as its own file
// (`uploads/<id>/<fileId>`). Every write goes to a temporary file that is then renamed over the old one, so a crash
// mid-write leaves the last saved version whole; leftover temporary files are removed at start. Changes are saved
// shortly after they happen (a world is written when its change count or its uploads moved) and on close.
import { existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { StoredFile, World, WorldSnapshot } from './world.js';

const FORMAT = 'site-mock-saved/1';
const TMP = '.tmp-';

interface SavedFile {
  id: string;
  name: string;
  type: string;
  at: number;
  size: number;
}

interface Saved {
  format: typeof FORMAT;
  world: string;
  snapshot: WorldSnapshot;
  files: SavedFile[];
}

/** A world as it was saved: its snapshot and its uploads (bytes read back). */
export interface Loaded {
  id: string;
  snapshot: WorldSnapshot;
  files: StoredFile[];
}

const safe = (id: string) => encodeURIComponent(id).replace(/\./g, '%2E');

/** Write a file whole or not at all: to a temporary name beside it, then renamed over it. */
function writeAtomic(file: string, data: string | Buffer): void {
  const dir = join(file, '..');
  const tmp = join(dir, `${TMP}${process.pid}-${Date.now()}-${Math.random().toString(36).slice(2)}`);
  writeFileSync(tmp, data);
  renameSync(tmp, file);
}

export class DataDir {
  private readonly worldsDir: string;
  private readonly uploadsDir: string;
  /** What was last written per world: its change count and its upload ids. */
  private readonly saved = new Map<string, { changes: number; files: string }>();

  constructor(
    readonly dir: string,
    private readonly say: (line: string) => void,
  ) {
    this.worldsDir = join(dir, 'worlds');
    this.uploadsDir = join(dir, 'uploads');
    mkdirSync(this.worldsDir, { recursive: true });
    mkdirSync(this.uploadsDir, { recursive: true });
    this.sweep(this.worldsDir);
  }

  /** Leftovers of a write that never finished (the saved file beside it is whole). */
  private sweep(dir: string): void {
    for (const name of readdirSync(dir)) if (name.startsWith(TMP)) rmSync(join(dir, name), { force: true });
  }

  /** Every saved world; a file that cannot be read is named and skipped (left in place for a person to look at). */
  load(): Loaded[] {
    const out: Loaded[] = [];
    for (const name of readdirSync(this.worldsDir).filter((n) => n.endsWith('.json'))) {
      try {
        const saved = JSON.parse(readFileSync(join(this.worldsDir, name), 'utf8')) as Saved;
        if (saved?.format !== FORMAT || typeof saved.world !== 'string') throw new Error(`不是 ${FORMAT}`);
        const folder = join(this.uploadsDir, safe(saved.world));
        if (existsSync(folder)) this.sweep(folder);
        const files: StoredFile[] = [];
        for (const f of saved.files ?? []) {
          const path = join(folder, safe(f.id));
          if (!existsSync(path)) continue; // removed with the cap before the world was saved again
          files.push({ id: f.id, name: f.name, type: f.type, at: f.at, bytes: readFileSync(path) });
        }
        out.push({ id: saved.world, snapshot: saved.snapshot, files });
      } catch (e) {
        this.say(`数据目录里的 ${name} 读不出来，已跳过：${(e as Error).message}`);
      }
    }
    return out;
  }

  /** Mark a world as saved at its current state (just loaded from disk). */
  loaded(w: World): void {
    this.saved.set(w.id, { changes: w.changes, files: [...w.files.keys()].join('\n') });
  }

  /** Save the worlds that changed since they were last saved. */
  flush(worlds: Iterable<World>): void {
    for (const w of worlds) {
      const files = [...w.files.keys()].join('\n');
      const last = this.saved.get(w.id);
      if (last && last.changes === w.changes && last.files === files) continue;
      this.save(w, last?.files.split('\n') ?? []);
      this.saved.set(w.id, { changes: w.changes, files });
    }
  }

  private save(w: World, before: string[]): void {
    const folder = join(this.uploadsDir, safe(w.id));
    mkdirSync(folder, { recursive: true });
    // Upload bytes first (each written once), so the world file never names an upload that is not on disk.
    for (const f of w.files.values()) {
      const path = join(folder, safe(f.id));
      if (!existsSync(path)) writeAtomic(path, f.bytes);
    }
    const saved: Saved = {
      format: FORMAT,
      world: w.id,
      snapshot: w.snapshot(),
      files: [...w.files.values()].map((f) => ({
        id: f.id,
        name: f.name,
        type: f.type,
        at: f.at,
        size: f.bytes.length,
      })),
    };
    writeAtomic(join(this.worldsDir, `${safe(w.id)}.json`), JSON.stringify(saved));
    // Uploads the world no longer has (reset, or removed with the cap) go after the world file stops naming them.
    for (const id of before) if (id && !w.files.has(id)) rmSync(join(folder, safe(id)), { force: true });
  }

  /** A world deleted, evicted or expired: its file and its uploads go. */
  remove(id: string): void {
    this.saved.delete(id);
    rmSync(join(this.worldsDir, `${safe(id)}.json`), { force: true });
    rmSync(join(this.uploadsDir, safe(id)), { recursive: true, force: true });
  }
}
