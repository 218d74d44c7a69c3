// The mock's control surface for one browser context's world (through the console's /api proxy): failures to
// answer, rows to arrange, and the requests the server received — state the mock holds, not browser patches.
import type { Fault, Received as Journal } from '@site/mock-server';

export type { Fault };

/** A request the world received, as `GET /__mock/worlds/<id>/requests` gives it: the body as text (multipart as latin1). */
export type Received = Omit<Journal, 'body'> & { body: string };

export interface MockControl {
  /** The next calls of an operation fail (a business envelope in HTTP 200 unless `status` says otherwise). */
  fail(fault: Fault | Fault[]): Promise<void>;
  clearFaults(): Promise<void>;
  /** What the world received for an operation, oldest first; multipart bodies as latin1 text. */
  requests(operation: string): Promise<Received[]>;
  /** Change the rows of an entity (or of a list operation's entity) that match `where`. */
  patchRows(entity: string, where: Record<string, unknown>, set: Record<string, unknown>): Promise<void>;
  /** Add rows at the top of an entity. */
  addRows(entity: string, rows: Record<string, unknown>[]): Promise<void>;
}

export function mockControl(consoleUrl: string, world: string): MockControl {
  const base = new URL(`api/__mock/worlds/${encodeURIComponent(world)}/`, consoleUrl);
  const call = async (method: string, path: string, body?: unknown) => {
    const res = await fetch(new URL(path, base), {
      method,
      headers: { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const json = (await res.json()) as { code: number; msg: string; data: unknown };
    if (!res.ok || json.code !== 0) throw new Error(`Mock 控制接口 ${method} ${path}：${json.msg}`);
    return json.data;
  };
  return {
    fail: async (fault) => void (await call('POST', 'faults', fault)),
    clearFaults: async () => void (await call('DELETE', 'faults')),
    requests: async (operation) =>
      (await call('GET', `requests?operation=${encodeURIComponent(operation)}`)) as Received[],
    patchRows: async (entity, where, set) =>
      void (await call('PATCH', `rows/${encodeURIComponent(entity)}`, { where, set })),
    addRows: async (entity, rows) => void (await call('POST', `rows/${encodeURIComponent(entity)}`, rows)),
  };
}
