// A failure, latency or stub QA asks a world for (the control API's faults). Types only, with no Node types, so the
// typed control client (client.ts) declares it for browsers as well.
type Obj = Record<string, unknown>;

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
  /** Only calls whose query and JSON body hold these fields (a subset: `{ project_id: 1001 }`; nested objects too). */
  query?: Obj;
  body?: Obj;
  /**
   * Wait before answering: milliseconds, or `[min, max]` for a random wait. A fault with nothing else (no status,
   * code, msg, data or network) only slows the call, which then answers from the world: latency.
   */
  delayMs?: number | [number, number];
  /**
   * A network failure instead of an answer: `reset` cuts the connection (ECONNRESET), `empty` closes it with no answer,
   * `truncated` sends the headers and half the body, then cuts it.
   */
  network?: 'reset' | 'empty' | 'truncated';
}
