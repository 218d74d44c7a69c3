// `--record FILE` (proxy mode): what the real back end answers to list and detail calls becomes a world snapshot, so
// QA can replay a real session offline (`site-mock --world FILE`). Rows are kept per entity (the list's row schema,
// as the world names its tables) and merged by the entity's key: a row read again, in a list or a detail, replaces
// the older copy; a list read page by page adds up. The file is written whole or not at all (a temporary file renamed
// over it), shortly after each change and when the mock stops. Only answers with `code` 0 are recorded.
import { renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Model } from './model.js';
import { isObj, type Obj } from './spec.js';
import type { WorldSnapshot } from './world.js';

export class Recorder {
  private readonly tables = new Map<string, Map<string, Obj>>();
  private timer: ReturnType<typeof setTimeout> | undefined;
  /** Rows recorded so far, by operation (what `--record` prints when it stops). */
  readonly calls = new Map<string, number>();

  constructor(
    readonly file: string,
    private readonly model: Model,
    private readonly keyOf: (entity: string) => string,
    private readonly delayMs = 500,
  ) {}

  /** One upstream answer: its rows go into the entity's table when the call is a list or a detail that succeeded. */
  answer(operationId: string, status: number, json: unknown): number {
    const plan = this.model.plans.get(operationId);
    if (!plan?.entity || status !== 200 || !isObj(json) || json.code !== 0) return 0;
    const data = json.data;
    let rows: unknown[] = [];
    if (plan.role === 'list')
      rows = Array.isArray(data) ? data : isObj(data) && Array.isArray(data.list) ? data.list : [];
    else if (plan.role === 'detail' && isObj(data)) rows = [data];
    const key = this.keyOf(plan.entity);
    let table = this.tables.get(plan.entity);
    let n = 0;
    for (const row of rows) {
      if (!isObj(row) || row[key] === undefined || row[key] === null) continue;
      if (!table) this.tables.set(plan.entity, (table = new Map()));
      const id = String(row[key]);
      // A detail often carries more fields than the list row: keep both.
      table.set(id, { ...table.get(id), ...row });
      n++;
    }
    if (n) {
      this.calls.set(operationId, (this.calls.get(operationId) ?? 0) + n);
      this.schedule();
    }
    return n;
  }

  /** The recording as a world snapshot: every recorded entity's rows, newest first as a list answers them. */
  snapshot(): WorldSnapshot {
    return {
      format: 'site-mock-world/1',
      tables: Object.fromEntries([...this.tables].map(([entity, rows]) => [entity, [...rows.values()]])),
      counters: {},
    };
  }

  /** Write the snapshot now (whole or not at all). */
  flush(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    const tmp = join(dirname(this.file), `.tmp-record-${process.pid}-${Date.now()}`);
    writeFileSync(tmp, `${JSON.stringify(this.snapshot(), null, 1)}\n`);
    renameSync(tmp, this.file);
  }

  private schedule(): void {
    if (this.timer) return;
    this.timer = setTimeout(() => this.flush(), this.delayMs);
    this.timer.unref();
  }
}
