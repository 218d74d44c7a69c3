// The client's types: the client's options and events, middleware, the plug-in contracts of retries, duplicate
// cancelling and middleware, and the client's shape. Types only (no code): core.ts, engine.ts and plugins.ts all read
// them from here, so none of those three has to import another for a type.
import type { EnvelopeLike, EnvelopeOrder, Verdict } from './envelope';
import type { RequestInfo, SdkError, SdkErrorKind } from './errors';

export type Method = 'get' | 'post' | 'put' | 'delete' | 'patch';

export type MessageLevel = 'error' | 'warning' | 'success' | 'info';
export interface SdkMessage {
  level: MessageLevel;
  text: string;
  durationMs: number;
}

export interface ClientOptions {
  /** Back-end base address, e.g. `http://127.0.0.1:4010` or `/api` behind a proxy. */
  baseUrl: string;
  /** Current session token; sent as `Authorization: Bearer <token>` when present. */
  getToken?: () => string | null | undefined;
  /** Build the auth header from the token (default `['Authorization', 'Bearer ' + token]`). */
  authHeader?: (token: string) => [name: string, value: string];
  /** Default 5000 ms (seed 000 §9). */
  timeoutMs?: number;
  /** Default 60000 ms for calls that answer a file. */
  blobTimeoutMs?: number;
  /**
   * Envelope codes counted as success. Default `SUCCESS_CODES_DEFAULT` = [0, 200, 300, 400] (seed 001 §8);
   * pass `SUCCESS_CODES_300` or `SUCCESS_CODES_400` for the other readings of seed 000 §8.
   */
  successCodes?: readonly number[];
  /**
   * Which row of the error catalogue wins where `code` and `status` disagree. Default `'success-first'`, the seeds'
   * order (seed 000 §8, seed 001 §8): `code` missing, null or a success code, or `status` 10004/10016 → success,
   * so `{ code: 0, status: 500 }` succeeds. `'status-first'` is the other reading: a `status` other than 0, 10004 or
   * 10016 fails the call whatever the `code` (the SDK's behaviour up to 1.2.0).
   */
  envelopeOrder?: EnvelopeOrder;
  /** Show the generic 系统异常 toasts too. */
  debug?: boolean;
  /** Error toast duration (default 1500 ms). */
  messageDurationMs?: number;
  /** Toasts. Never called for file calls or `silent` calls. */
  onMessage?: (message: SdkMessage) => void;
  /** HTTP 401: reset the token and go to /home?redirect=… (the caller decides). */
  onUnauthorized?: (error: SdkError) => void;
  /** HTTP 403: reset the token and go to /404?redirect=…. */
  onForbidden?: (error: SdkError) => void;
  /** Envelope code 422: called after the toast; go to /login. */
  onLoginRequired?: (error: SdkError) => void;
  /** A response whose URL belongs to an e-signature service: open it in a new window. */
  onExternalUrl?: (url: string) => void;
  /** Which URLs are e-signature pages (default: hosts containing `esign` or `tsign`). */
  isExternalUrl?: (url: string) => boolean;
  /** Custom fetch (tests); defaults to the current `globalThis.fetch` at call time. */
  fetch?: (request: Request) => Promise<Response>;
  /**
   * Identical calls in flight (same method, URL and payload): `'off'` (default) lets each run on its own, as a script
   * expects; `'cancel-previous'` cancels the earlier one with a `CancelledError` (seed 000 §5, the console's rule)
   * unless the payload or the call options carry `allowedRepeat`. `cancelPrevious()` from `@site/sdk/plugins` is the
   * same as `'cancel-previous'`.
   */
  dedupe?: 'cancel-previous' | 'off' | DedupePlugin;
  /**
   * Retries of calls that are safe to repeat (GET, and the contract's paged lists, also when sent by POST) after a
   * network failure or HTTP 429, 500, 502, 503, 504, with exponential backoff and jitter; `Retry-After` is honoured.
   * Default: off in a browser (`retry: false`); in Node `{ retries: 2, minDelayMs: 300, maxDelayMs: 5000 }`.
   * `retry({ … })` from `@site/sdk/plugins` is the same as the object form.
   */
  retry?: false | RetryOptions | RetryPlugin;
  /** Called after every attempt of every call, for logs and metrics. Keep it cheap; it runs on the call's path. */
  onCall?: (event: CallEvent) => void;
}

export interface RetryOptions {
  /** How many times a failed call is tried again (default 2; 0 turns retries off). */
  retries?: number;
  /** The first wait (default 300 ms); each retry doubles it, up to `maxDelayMs`, and waits a random 50–100 % of that. */
  minDelayMs?: number;
  /** The longest wait (default 5000 ms). A `Retry-After` longer than this is not waited for: the call fails. */
  maxDelayMs?: number;
}

/** What `onCall` hears after each attempt. */
export interface CallEvent {
  /** Set for calls by operationId (`@site/sdk/areas/*`, `createOperations`, `site-api`); else the call option. */
  operationId: string | undefined;
  method: string;
  /** The spec path, e.g. `/pc/sms/login/{id}`. */
  path: string;
  /** 1 for the first try, 2 for the first retry… */
  attempt: number;
  durationMs: number;
  /** `'ok'`, or the `kind` of the error this attempt ended with. */
  outcome: 'ok' | SdkErrorKind;
  /** HTTP status, when an answer arrived. */
  status: number | undefined;
  /** Whether the call will be tried again after this failure. */
  willRetry: boolean;
}

/** The settings a middleware hook can read (the shape of openapi-fetch's `MergedOptions`). */
export interface MiddlewareOptions {
  readonly baseUrl: string;
  readonly parseAs: 'json' | 'text' | 'blob' | 'arrayBuffer' | 'stream';
  readonly querySerializer: (query: Record<string, unknown>) => string;
  readonly bodySerializer: (body: unknown) => string;
  readonly pathSerializer: (pathname: string, pathParams: Record<string, unknown>) => string;
  readonly fetch: typeof globalThis.fetch;
}

/** What a middleware hook receives: openapi-fetch's `MiddlewareCallbackParams`, with the operationId and attempt. */
export interface MiddlewareParams {
  /** The request about to go out (auth header and body already in it). */
  request: Request;
  /** The spec path, e.g. `/pc/sms/login/{id}`. */
  readonly schemaPath: string;
  readonly params: {
    query?: Record<string, unknown>;
    header?: Record<string, unknown>;
    path?: Record<string, unknown>;
    cookie?: Record<string, unknown>;
  };
  /** One id per call (the same for its retries). */
  readonly id: string;
  readonly options: MiddlewareOptions;
  readonly operationId: string | undefined;
  /** 1 for the first try, 2 for the first retry… */
  readonly attempt: number;
}

/**
 * Middleware, as openapi-fetch has it (an openapi-fetch `Middleware` object works unchanged): `onRequest` may return
 * a new Request, or a Response to answer without the network; `onResponse` may return a new Response; `onError`
 * sees what the fetch threw (not timeouts or cancels) and may return a Response to recover or an Error to report.
 * `onRequest` hooks run in the order they were added, `onResponse` and `onError` in reverse. The SDK's rules (the
 * envelope, the error catalogue, toasts) then apply to the Response as always. A hook that throws fails the call
 * with a `RequestError`.
 */
export interface Middleware {
  onRequest?(
    params: MiddlewareParams,
  ): void | Request | Response | undefined | Promise<Request | Response | undefined | void>;
  onResponse?(
    params: MiddlewareParams & { response: Response },
  ): void | Response | undefined | Promise<Response | undefined | void>;
  onError?(params: MiddlewareParams & { error: unknown }): void | Response | Error | Promise<void | Response | Error>;
}

/** Per-call options, beside the spec's `params` and `body`. */
export interface CallOptions {
  /** Let an identical call run alongside this one (not cancelled, not cancelling). */
  allowedRepeat?: boolean;
  /** Override the timeout of this call. */
  timeoutMs?: number;
  /** No toasts for this call (callbacks for 401/403/422 still run). */
  silent?: boolean;
  /** Cancel from outside. */
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /** How to send the body; known from the spec, so normally left out. */
  bodyAs?: 'json' | 'form' | 'multipart' | null;
  /**
   * Whether repeating this call is safe, so that it may be retried (client option `retry`). Default: true for GET and
   * the contract's paged lists, false otherwise. `false` turns retries off for this call; `true` allows them for a
   * POST that only reads.
   */
  idempotent?: boolean;
  /** A name for this call in `onCall` and middleware; calls by operationId set it. */
  operationId?: string;
}

/** How a call sends its body and reads its answer, when the spec says more than JSON in, JSON out. */
export interface RouteKind {
  /** The answer is a file (Blob, 60 s timeout, no toasts). */
  blob?: boolean;
  /** How the body is sent: JSON (default), `application/x-www-form-urlencoded`, or multipart (FormData). */
  body?: 'json' | 'form' | 'multipart' | null;
  /** A read sent by POST (a paged list): safe to retry. */
  idempotent?: boolean;
}

/** Anything that can send a call: the client from `createClient` of any entry. */
export interface Requester {
  request(method: Method, path: string, init?: Record<string, unknown> & CallOptions): Promise<unknown>;
}

/** The untyped client; `@site/sdk` types it by path, `@site/sdk/areas/*` by operationId. */
export interface CoreClient extends Requester {
  /** Calls in the duplicate table right now (`dedupe: 'cancel-previous'`; for diagnostics and the benchmark). */
  readonly inFlight: number;
  /**
   * Add middleware to every call of this client (see `Middleware`). The small client of `@site/sdk/calls/<area>`
   * needs the `middleware()` plug-in for it, and throws a TypeError without.
   */
  use(...middleware: Middleware[]): void;
  /** Remove middleware added by `use`. */
  eject(...middleware: Middleware[]): void;
}

/** Retries of safe calls (`retry()` from `@site/sdk/plugins`). */
export interface RetryPlugin {
  readonly kind: 'retry';
  /** How many times a failed call may be tried again. */
  readonly retries: number;
  /** Whether this failure is worth another try (network, 429, 5xx). */
  retryable(error: SdkError): boolean;
  /** How long to wait before the next try, or undefined to give up now (a `Retry-After` beyond the limit). */
  delay(error: SdkError, attempt: number): number | undefined;
  /** Wait that long, or until the call is ended (timeout, cancel). */
  sleep(ms: number, signal: AbortSignal): Promise<void>;
}

/** One client's table of calls in flight (`cancelPrevious()` from `@site/sdk/plugins`). */
export interface DedupeTable {
  /** Register a call; an identical earlier one is cancelled. Returns the function that removes this call again. */
  enter(route: string, params: unknown, body: unknown, cancel: () => void): () => void;
  readonly size: number;
}

/** Duplicate cancelling: a factory, so that each client keeps its own table. */
export interface DedupePlugin {
  readonly kind: 'dedupe';
  table(): DedupeTable;
}

/** What a middleware exchange needs beside the request (the rest of `MiddlewareParams`). */
export type Exchange = (
  list: readonly Middleware[],
  send: (request: Request) => Promise<Response>,
  request: Request,
  info: RequestInfo,
  hook: Omit<MiddlewareParams, 'request' | 'options'> & { root: string; blob: boolean; signal: AbortSignal },
) => Promise<Response>;

/** Middleware (`middleware()` from `@site/sdk/plugins`): runs the hooks added with `use()` around each fetch. */
export interface MiddlewarePlugin {
  readonly kind: 'middleware';
  readonly exchange: Exchange;
}

/** Reads a file answer: the envelope check of a JSON answer sent instead of the file, and the file's name. */
type FileReader = (
  data: Blob,
  response: Response,
  info: RequestInfo,
  judge: (envelope: EnvelopeLike) => Verdict,
) => File | Promise<File>;

/** The per-call fields the generated calls add: how to read a file answer and how to build a multipart body. */
export interface CallPieces {
  download?: FileReader;
  toFormData?: (body: Record<string, unknown>) => FormData;
}

/** The options of the small client: `ClientOptions` with the heavier pieces as plug-ins. */
export interface EngineOptions extends Omit<ClientOptions, 'retry' | 'dedupe'>, CallPieces {
  retry?: RetryPlugin | false;
  dedupe?: DedupePlugin | 'off';
  middleware?: MiddlewarePlugin;
}
