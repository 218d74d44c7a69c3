export interface Violation {
  /** operationId of the call, or `(未在规格中)` when the path is not in the spec. */
  operation: string;
  method: string;
  path: string;
  /** Where: `response.body.data.list.0.name`, `request.query.pageNum`, … */
  field: string;
  /** What the spec expected. */
  expected: string;
  severity: 'error' | 'warning' | 'info';
}

export interface MockOptions {
  /** 0 picks a free port. */
  port?: number;
  host?: string;
  /** Path of the bundled spec (default: the repo's spec/dist/openapi.json) or the document itself. */
  spec?: string | object;
  /** Proxy mode: forward every call to this back-end and validate its answers against the spec. */
  upstream?: string;
  onViolation?: (violation: Violation) => void;
  /** Prism's own request log. */
  log?: boolean;
}

export interface MockServer {
  url: string;
  port: number;
  /** How many operations the mock serves. */
  operations: number;
  /** Violations seen so far (proxy mode). */
  violations: Violation[];
  close(): Promise<void>;
}

export declare const DEFAULT_SPEC: string;
export declare function startMock(options?: MockOptions): Promise<MockServer>;
