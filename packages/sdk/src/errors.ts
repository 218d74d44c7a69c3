import type { EnvelopeLike } from './envelope';

/** How a call failed. */
export type SdkErrorKind = 'http' | 'envelope' | 'network' | 'timeout' | 'cancelled' | 'request';

export interface RequestInfo {
  method: string;
  /** The spec path, e.g. `/pc/sms/login/{id}`. */
  path: string;
  url?: string;
}

export interface SdkErrorInit {
  msg: string;
  request: RequestInfo;
  code?: number | null;
  status?: number;
  response?: Response;
  envelope?: EnvelopeLike | string;
  cause?: unknown;
}

/** Base class of every error the SDK throws; switch on `kind` or use `instanceof`. */
export abstract class SdkError extends Error {
  abstract readonly kind: SdkErrorKind;
  /** Business code of the envelope (`code`), when there was one. */
  readonly code: number | null | undefined;
  /** HTTP status, when a response arrived. */
  readonly status: number | undefined;
  /** The message shown to people (server `msg`/`result`, or the SDK's own Chinese text). */
  readonly msg: string;
  readonly request: RequestInfo;
  readonly response: Response | undefined;
  /**
   * The answer's envelope `{ code, status, msg, result, data }` when it was JSON; the first 2,000 characters of the
   * text when it was not; undefined when nothing (or a file) arrived.
   */
  readonly envelope: EnvelopeLike | string | undefined;

  constructor({ cause, ...init }: SdkErrorInit) {
    super(init.msg, cause === undefined ? undefined : { cause });
    this.name = new.target.name;
    this.msg = init.msg;
    this.request = init.request;
    Object.assign(this, init);
  }
}

/** The server answered with an HTTP error status (401, 403, 404, 5xx…). */
export class HttpError extends SdkError {
  readonly kind = 'http' as const;
}

/** HTTP 200 whose envelope says the call failed (status/code), or a body that is not an envelope. */
export class EnvelopeError extends SdkError {
  readonly kind = 'envelope' as const;
}

/**
 * The request was never sent because it could not be built here: a header value a request cannot carry (a token with
 * non-ASCII characters), a body that cannot be serialised (BigInt, a circular object), a malformed URL, or a
 * middleware hook that threw. `msg` says which; `cause` is the original exception. Nothing reached the network.
 */
export class RequestError extends SdkError {
  readonly kind = 'request' as const;
}

/** No response: DNS, refused connection, connection reset, CORS, offline. */
export class NetworkError extends SdkError {
  readonly kind = 'network' as const;
}

/** No answer within the timeout (5000 ms, 60000 ms for files). */
export class TimeoutError extends SdkError {
  readonly kind = 'timeout' as const;
}

/** Cancelled by an identical newer call (client option `dedupe: 'cancel-previous'`), or by the caller's AbortSignal. */
export class CancelledError extends SdkError {
  readonly kind = 'cancelled' as const;
}

/** Every error the SDK throws, as a union: `switch (e.kind)` narrows to the class (`'http'` → `HttpError`). */
export type AnySdkError = HttpError | EnvelopeError | NetworkError | TimeoutError | CancelledError | RequestError;

/** Whether `e` came from the SDK; narrows to `AnySdkError`, so `e.kind === 'http'` then gives an `HttpError`. */
export const isSdkError = (e: unknown): e is AnySdkError => e instanceof SdkError;
