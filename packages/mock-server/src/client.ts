// A typed client of the mock's control surface (/__mock), for test code in Node and in browsers: worlds, faults,
// latency, network failures, stubs, verification and rows. It only uses `fetch`; nothing of the server is bundled.
//
//   import { mockClient } from '@site/mock-server/client';
//   const qa = mockClient({ url: 'http://127.0.0.1:4010' }).world('qa-1');
//   await qa.delay('pageOrgWorkers', 2000);
//   await qa.stub('getProjectHomeCollect', { workerTotal: 0 }, { query: { project_id: 1001 } });
//   expect((await qa.verify({ operation: 'addOrgWorker', body: { name: '张三' } })).count).toBe(1);
import type { Fault } from './fault.js';

export type { Fault };

export interface MockClientOptions {
  /** The mock's address (`http://127.0.0.1:4010`), without /api. */
  url: string;
  /** `--admin-token` when the mock was started with one. */
  adminToken?: string;
  /** Another fetch (a test runner's); default the global one. */
  fetch?: typeof fetch;
}

/** A request the world received, as verification shows it (its query fields and its JSON body). */
export interface ReceivedCall {
  operation: string;
  method: string;
  path: string;
  query: Record<string, string>;
  body: unknown;
}

export interface Verification {
  count: number;
  requests: ReceivedCall[];
  /** When nothing matched: the closest calls, each with what differs (`query.project_id: 期望 1001，实际 1002`). */
  nearMisses: { request: ReceivedCall; differences: string[] }[];
}

/** What to match: an operationId or a path pattern, and optionally a method and a query/body subset. */
export interface CallPattern {
  operation?: string;
  path?: string;
  method?: string;
  query?: Record<string, unknown>;
  body?: Record<string, unknown>;
}

/** A refusal of the control surface: its HTTP status and the envelope's Chinese message. */
export class MockControlError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly data?: unknown,
  ) {
    super(message);
    this.name = 'MockControlError';
  }
}

type Match = Pick<Fault, 'query' | 'body' | 'times'>;

export function mockClient(options: MockClientOptions) {
  const base = options.url.replace(/\/+$/, '');
  const doFetch = options.fetch ?? fetch;
  async function control<T>(method: string, path: string, body?: unknown): Promise<T> {
    const headers: Record<string, string> = { 'x-mock-control': '1' };
    if (options.adminToken) headers.authorization = `Bearer ${options.adminToken}`;
    if (body !== undefined) headers['content-type'] = 'application/json';
    const res = await doFetch(`${base}/__mock${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const envelope = (await res.json()) as { code: number; msg: string; data: T };
    if (!res.ok || (envelope.code !== 0 && envelope.code !== 200))
      throw new MockControlError(res.status, envelope.msg, envelope.data);
    return envelope.data;
  }

  /** The control calls of one world (created from the seed on its first use by a call or a change). */
  function world(name: string) {
    const at = `/worlds/${encodeURIComponent(name)}`;
    const addFaults = (faults: Fault | Fault[]) => control<null>('POST', `${at}/faults`, faults);
    return {
      name,
      /** The world's tables and counters (`site-mock-world/1`), to save and restore. */
      snapshot: () => control<unknown>('GET', at),
      restore: (snapshot: unknown) => control<null>('PUT', at, snapshot),
      reset: () => control<null>('POST', `${at}/reset`, {}),
      remove: () => control<null>('DELETE', at),
      faults: {
        add: addFaults,
        list: () => control<Fault[]>('GET', `${at}/faults`),
        clear: () => control<null>('DELETE', `${at}/faults`),
      },
      /** Slow an operation down (ms, or [min, max] at random); it then answers from the world. */
      delay: (operation: string, delayMs: number | [number, number], match: Match = {}) =>
        addFaults({ operation, delayMs, ...match }),
      /** A business failure (HTTP 200, code 500 unless given) with this message. */
      fail: (operation: string, msg: string, more: Match & Pick<Fault, 'code' | 'status' | 'delayMs'> = {}) =>
        addFaults({ operation, msg, ...more }),
      /** A network failure: reset (ECONNRESET), empty (closed with no answer), truncated (half the body). */
      network: (operation: string, how: NonNullable<Fault['network']>, match: Match = {}) =>
        addFaults({ operation, network: how, ...match }),
      /** This answer's data (code 0) instead of the world's, for calls matching the subset, `times` times. */
      stub: (operation: string, data: unknown, match: Match = {}) => addFaults({ operation, data, ...match }),
      /** The requests this world received (the journal), optionally of one operation. */
      requests: (operation?: string) =>
        control<unknown[]>('GET', `${at}/requests${operation ? `?operation=${encodeURIComponent(operation)}` : ''}`),
      /** How many received calls match, which, and the near misses when none does. */
      verify: (pattern: CallPattern) => control<Verification>('POST', `${at}/verify`, pattern),
      rows: {
        add: (entity: string, rows: Record<string, unknown>[]) =>
          control<{ count: number }>('POST', `${at}/rows/${encodeURIComponent(entity)}`, rows),
        patch: (entity: string, where: Record<string, unknown>, set: Record<string, unknown>) =>
          control<{ count: number }>('PATCH', `${at}/rows/${encodeURIComponent(entity)}`, { where, set }),
      },
    };
  }

  return {
    world,
    /** The mock's state: operations, accounts, worlds, usage and limits. */
    info: () => control<Record<string, unknown>>('GET', ''),
    /** Proxy mode: what the real back end answered against the contract. */
    findings: () => control<unknown>('GET', '/findings'),
  };
}

export type MockClient = ReturnType<typeof mockClient>;
export type MockWorldClient = ReturnType<MockClient['world']>;
