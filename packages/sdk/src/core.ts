import {
  ENVELOPE_ORDER_DEFAULT,
  interpretEnvelope,
  SUCCESS_CODES_DEFAULT,
  type EnvelopeLike,
  type EnvelopeOrder,
} from './envelope';
import { finalUrl, serializePath, serializeQuery } from './url';
import {
  CancelledError,
  EnvelopeError,
  HttpError,
  NetworkError,
  RequestError,
  SdkError,
  TimeoutError,
  type RequestInfo,
  type SdkErrorKind,
} from './errors';

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
   * unless the payload or the call options carry `allowedRepeat`.
   */
  dedupe?: 'cancel-previous' | 'off';
  /**
   * Retries of calls that are safe to repeat (GET, and the contract's paged lists, also when sent by POST) after a
   * network failure or HTTP 429, 500, 502, 503, 504, with exponential backoff and jitter; `Retry-After` is honoured.
   * Default: off in a browser (`retry: false`); in Node `{ retries: 2, minDelayMs: 300, maxDelayMs: 5000 }`.
   */
  retry?: false | RetryOptions;
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
  /** Add middleware to every call of this client (see `Middleware`). */
  use(...middleware: Middleware[]): void;
  /** Remove middleware added by `use`. */
  eject(...middleware: Middleware[]): void;
}

const defaultIsExternal = (url: string): boolean => {
  if (!/esign|tsign/i.test(url)) return false;
  try {
    return /(^|\.)(esign|tsign)[.-]|esign/i.test(new URL(url).hostname);
  } catch {
    return false;
  }
};

/** `attachment; filename*=UTF-8''%E5%AF%BC%E5%87%BA.xlsx` or `filename="x.xlsx"` → the name. */
export function filenameFromDisposition(header: string | null | undefined): string | undefined {
  if (!header) return undefined;
  const star = /filename\*\s*=\s*(?:UTF-8'[^']*')?([^;]+)/i.exec(header);
  if (star?.[1]) {
    try {
      return decodeURIComponent(star[1].trim().replace(/^"|"$/g, ''));
    } catch {
      /* fall through to the plain form */
    }
  }
  const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/i.exec(header);
  const raw = plain?.[2] ?? plain?.[1];
  if (!raw) return undefined;
  try {
    return decodeURIComponent(raw.trim());
  } catch {
    return raw.trim();
  }
}

const stripRepeat = (value: unknown): { value: unknown; repeat: boolean } => {
  if (!value || typeof value !== 'object' || Array.isArray(value) || !('allowedRepeat' in value)) {
    return { value, repeat: false };
  }
  const { allowedRepeat, ...rest } = value as Record<string, unknown>;
  return { value: rest, repeat: Boolean(allowedRepeat) };
};

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && Object.getPrototypeOf(v) === Object.prototype;

function toFormData(body: Record<string, unknown>): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(body)) {
    if (value === undefined || value === null) continue;
    if (value instanceof Blob) form.append(key, value, value instanceof File ? value.name : key);
    else if (Array.isArray(value)) for (const v of value) form.append(key, v instanceof Blob ? v : String(v));
    else form.append(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  return form;
}

type Ended = 'timeout' | 'duplicate' | 'caller';

/** HTTP statuses worth another try of a safe call: too many requests, and the server or a gateway failing. */
const RETRY_STATUS = [429, 500, 502, 503, 504];
const retryable = (e: SdkError) => e.kind === 'network' || (e.kind === 'http' && RETRY_STATUS.includes(e.status ?? 0));

/** `Retry-After` in ms (seconds or an HTTP date; 0 when past or unreadable); undefined when absent. */
function retryAfterMs(header: string | null | undefined): number | undefined {
  if (!header) return undefined;
  const seconds = Number(header);
  const ms = Number.isNaN(seconds) ? Date.parse(header) - Date.now() : seconds * 1000;
  return ms > 0 ? ms : 0;
}

/** Node, Bun or Deno (a `process.versions.node` and no DOM): scripts, where retries are on by default. */
const serverSide = () =>
  typeof document === 'undefined' &&
  typeof (globalThis as { process?: { versions?: { node?: unknown } } }).process?.versions?.node === 'string';

/** A request the runtime refuses to build (bad header value, GET with a body, bad URL); undefined when it is sound. */
function refused(info: RequestInfo, cause: unknown, url: string, init?: RequestInit): RequestError | undefined {
  try {
    if (!init) throw cause;
    new Request(url, { ...init, signal: null });
  } catch (e) {
    const headers = (init?.headers ?? {}) as Record<string, string>;
    const header = Object.keys(headers).find((name) => /[^\0-\xff]/.test(headers[name] ?? ''));
    const where = header ? `（请求头 ${header}）` : '';
    return new RequestError({ msg: `无法发出请求${where}：${(e as Error)?.message ?? e}`, request: info, cause: e });
  }
}

/**
 * Create a client. Nothing happens at import; each client keeps its own in-flight table.
 * `routeKind` tells which calls answer files or send forms (the full `@site/sdk` passes the spec's table; calls by
 * operationId carry it per call, so the light entries need no table).
 */
export function createClient(options: ClientOptions, routeKind?: (route: string) => RouteKind | undefined): CoreClient {
  const {
    baseUrl,
    getToken,
    authHeader = (token: string): [string, string] => ['Authorization', `Bearer ${token}`],
    timeoutMs = 5000,
    blobTimeoutMs = 60000,
    successCodes = SUCCESS_CODES_DEFAULT,
    envelopeOrder = ENVELOPE_ORDER_DEFAULT,
    debug = false,
    messageDurationMs = 1500,
    onMessage,
    onUnauthorized,
    onForbidden,
    onLoginRequired,
    onExternalUrl,
    isExternalUrl = defaultIsExternal,
    onCall,
  } = options;
  const cancelPrevious = options.dedupe === 'cancel-previous';
  const retry = options.retry ?? (serverSide() ? {} : false);
  const { retries = 2, minDelayMs = 300, maxDelayMs = 5000 } = retry || { retries: 0 };
  // Without middleware a call is a plain fetch(url, init), without a Request object or a chain: measurably cheaper.
  const root = baseUrl.replace(/\/+$/, '');
  const send = (url: string | Request, init?: RequestInit): Promise<Response> =>
    options.fetch ? options.fetch(new Request(url, init)) : globalThis.fetch(url, init);
  const inflight = new Map<string, { controller: AbortController; end: (why: Ended) => void }>();
  const middleware: Middleware[] = [];
  let calls = 0;

  const toast = (level: MessageLevel, text: string, quiet: boolean) => {
    if (!quiet && onMessage) onMessage({ level, text, durationMs: messageDurationMs });
  };

  const checkExternal = (url: unknown) => {
    if (typeof url === 'string' && url && onExternalUrl && isExternalUrl(url)) {
      onExternalUrl(url);
      return true;
    }
    return false;
  };

  /**
   * One exchange through the middleware, as openapi-fetch runs it. A hook that throws fails the call with a
   * RequestError; what the fetch threw (after `onError`) goes back to the caller as is, to be told apart there.
   */
  async function viaMiddleware(
    url: string,
    init: RequestInit,
    info: RequestInfo,
    hook: Omit<MiddlewareParams, 'request'>,
  ): Promise<Response> {
    const list = [...middleware];
    const p: MiddlewareParams = { ...hook, request: new Request(url, init) };
    let response: Response | undefined;
    let failure: unknown;
    try {
      for (const m of list) {
        const r = await m.onRequest?.(p);
        if (r instanceof Response) return r;
        if (r instanceof Request) p.request = r;
      }
      try {
        response = await send(p.request);
      } catch (error) {
        failure = error;
        for (let i = list.length; i-- && !init.signal?.aborted;) {
          const r = await list[i]?.onError?.({ ...p, error: failure });
          if (r instanceof Response) {
            response = r;
            break;
          }
          if (r instanceof Error) failure = r;
        }
      }
      for (let i = list.length; response && i--;) {
        const r = await list[i]?.onResponse?.({ ...p, response });
        if (r instanceof Response) response = r;
      }
    } catch (cause) {
      if (cause instanceof SdkError) throw cause;
      throw new RequestError({ msg: `中间件出错：${(cause as Error)?.message ?? cause}`, request: info, cause });
    }
    if (!response) throw failure;
    return response;
  }

  async function request(method: Method, path: string, init: Record<string, unknown> & CallOptions = {}) {
    const {
      allowedRepeat,
      timeoutMs: callTimeout,
      silent = false,
      signal,
      headers,
      params,
      body,
      bodyAs,
      idempotent,
      operationId,
      ...rest
    } = init;
    const METHOD = method.toUpperCase();
    const route = `${METHOD} ${path}`;
    const known = routeKind?.(route);
    const blob = rest.parseAs === 'blob' || Boolean(known?.blob);
    const sendAs = bodyAs ?? known?.body;
    const quiet = silent || blob;
    const info: RequestInfo = { method: METHOD, path };

    // allowedRepeat may ride in the payload (seed 000 §5): honour it and never send it.
    let repeat = Boolean(allowedRepeat);
    let sendParams = params as { query?: unknown; path?: unknown; header?: unknown } | undefined;
    if (sendParams?.query) {
      const q = stripRepeat(sendParams.query);
      repeat ||= q.repeat;
      sendParams = { ...sendParams, query: q.value };
    }
    const b = stripRepeat(body);
    repeat ||= b.repeat;
    let sendBody = b.value;
    const sendHeaders: Record<string, string> = { ...headers };
    if (sendAs === 'multipart' && isPlainObject(sendBody)) sendBody = toFormData(sendBody);
    else if (sendAs === 'form' && sendBody !== undefined)
      sendHeaders['Content-Type'] ??= 'application/x-www-form-urlencoded';
    const token = getToken?.();
    if (token) {
      const [name, value] = authHeader(token);
      sendHeaders[name] = value;
    }

    // One controller per call: duplicate cancelling, timeout and the caller's signal all end it.
    const controller = new AbortController();
    let ended: Ended | undefined;
    const end = (why: Ended) => {
      if (ended) return;
      ended = why;
      controller.abort();
    };
    const limit = callTimeout ?? (blob ? blobTimeoutMs : timeoutMs);
    const onCallerAbort = () => end('caller');

    const abortError = () => {
      if (ended === 'timeout') {
        const err = new TimeoutError({ msg: `请求超时（${limit} ms），请稍后重试`, request: info });
        toast('error', err.msg, quiet);
        return err;
      }
      return new CancelledError({
        msg: ended === 'duplicate' ? '已取消：相同的请求再次发出' : '已取消',
        request: info,
      });
    };

    // With dedupe 'cancel-previous' (seed 000 §5), an identical newer call cancels this one.
    const key =
      cancelPrevious && !repeat && !(sendBody instanceof FormData) && !(sendBody instanceof Blob)
        ? `${route}\n${JSON.stringify(sendParams ?? null)}\n${JSON.stringify(sendBody ?? null)}`
        : '';
    if (key) {
      inflight.get(key)?.end('duplicate');
      inflight.set(key, { controller, end });
    }
    if (signal) {
      if (signal.aborted) end('caller');
      else signal.addEventListener('abort', onCallerAbort, { once: true });
    }
    const tries = 1 + ((idempotent ?? (METHOD === 'GET' || Boolean(known?.idempotent))) ? retries : 0);
    const id = middleware.length ? String(++calls) : '';
    let url = '';
    let sendInit: RequestInit | undefined;
    let answered: number | undefined;

    // One attempt: send, read, and apply the envelope rules. A failure that will be retried shows no toast yet.
    const once = async (attempt: number): Promise<unknown> => {
      const mayRetry = attempt < tries;
      let response: Response;
      try {
        // Built at the first attempt; a value a request cannot carry is a RequestError, not the network's fault.
        if (!sendInit) {
          url = finalUrl(
            root,
            path,
            (sendParams ?? {}) as { query?: Record<string, unknown>; path?: Record<string, unknown> },
          );
          let payload: BodyInit | undefined;
          if (sendBody === undefined || sendBody === null) payload = undefined;
          else if (sendBody instanceof FormData || sendBody instanceof Blob || typeof sendBody === 'string')
            payload = sendBody;
          else if (sendHeaders['Content-Type'] === 'application/x-www-form-urlencoded')
            payload = new URLSearchParams(sendBody as Record<string, string>).toString();
          else {
            payload = JSON.stringify(sendBody);
            sendHeaders['Content-Type'] ??= 'application/json';
          }
          sendInit = { method: METHOD, headers: sendHeaders, body: payload, signal: controller.signal };
        }
        response = middleware.length
          ? await viaMiddleware(url, sendInit, info, {
              schemaPath: path,
              params: (sendParams ?? {}) as MiddlewareParams['params'],
              id,
              options: {
                baseUrl: root,
                parseAs: blob ? 'blob' : 'json',
                querySerializer: serializeQuery,
                bodySerializer: JSON.stringify,
                pathSerializer: serializePath,
                fetch: globalThis.fetch,
              },
              operationId,
              attempt,
            })
          : await send(url, sendInit);
        answered = response.status;
      } catch (cause) {
        if (ended) throw abortError();
        const err =
          cause instanceof SdkError
            ? cause
            : (refused(info, cause, url, sendInit) ??
              new NetworkError({ msg: '网络连接失败，请检查网络后重试', request: info, cause }));
        toast('error', err.msg, quiet || (mayRetry && retryable(err)));
        throw err;
      }
      let result: { data?: unknown; error?: unknown };
      try {
        if (!response.ok) {
          const text = await response.text();
          const parsed = safeJson(text);
          result = { error: parsed === INVALID ? text : parsed };
        } else result = { data: blob ? await response.blob() : await response.text() };
      } catch (cause) {
        if (ended) throw abortError();
        const err = new NetworkError({ msg: '网络连接中断，请稍后重试', request: info, cause });
        toast('error', err.msg, quiet || mayRetry);
        throw err;
      }
      info.url = response.url;
      checkExternal(response.url);

      if (!response.ok) {
        const envelope = result.error;
        const serverMsg =
          envelope && typeof envelope === 'object' && typeof (envelope as EnvelopeLike).msg === 'string'
            ? (envelope as EnvelopeLike).msg
            : undefined;
        const msg = response.status === 404 ? '网络请求不存在' : serverMsg || `请求失败（HTTP ${response.status}）`;
        const err = new HttpError({
          msg,
          request: info,
          status: response.status,
          code: envelope && typeof envelope === 'object' ? (envelope as EnvelopeLike).code : undefined,
          response,
          envelope: asEnvelope(envelope),
        });
        if (response.status === 401) onUnauthorized?.(err);
        else if (response.status === 403) onForbidden?.(err);
        else toast('error', msg, quiet || (mayRetry && retryable(err)));
        throw err;
      }

      if (blob) {
        const data = result.data as Blob | undefined;
        if (!data || data.size === 0) {
          throw new EnvelopeError({ msg: '下载的文件为空', request: info, status: response.status, response });
        }
        // Some back-ends answer an export with a JSON error envelope and status 200.
        if (/json/i.test(data.type) || /json/i.test(response.headers.get('content-type') ?? '')) {
          const env = safeJson(await data.text());
          const verdict =
            env && typeof env === 'object'
              ? interpretEnvelope(env as EnvelopeLike, successCodes, debug, envelopeOrder)
              : null;
          const msg = verdict && !verdict.ok ? verdict.text : '导出失败：服务器没有返回文件';
          throw new EnvelopeError({
            msg,
            request: info,
            status: response.status,
            response,
            envelope: asEnvelope(env),
            code: (env as EnvelopeLike | undefined)?.code,
          });
        }
        // The server's name, or '' when it names none (or the header is not exposed to this origin): the caller
        // names it then (fileNameFor: a title, the date and the type's extension).
        const name = filenameFromDisposition(response.headers.get('content-disposition')) ?? '';
        return new File([data], name, { type: data.type || response.headers.get('content-type') || '' });
      }

      const text = typeof result.data === 'string' ? result.data : '';
      if (!text.trim()) {
        const err = new EnvelopeError({ msg: '服务器返回了空响应', request: info, status: response.status, response });
        toast('error', err.msg, quiet);
        throw err;
      }
      const env = safeJson(text);
      if (env === INVALID) {
        const err = new EnvelopeError({
          msg: '服务器返回了无法识别的内容',
          request: info,
          status: response.status,
          response,
          envelope: text.slice(0, 2000),
        });
        toast('error', err.msg, quiet);
        throw err;
      }
      if (!env || typeof env !== 'object' || Array.isArray(env)) return env;
      const envelope = env as EnvelopeLike;
      const verdict = interpretEnvelope(envelope, successCodes, debug, envelopeOrder);
      if (verdict.ok) {
        const data = envelope.data as { url?: unknown; redirect_url?: unknown } | string | undefined;
        if (typeof data === 'string') checkExternal(data);
        else if (data && typeof data === 'object' && !checkExternal(data.url)) checkExternal(data.redirect_url);
        return env;
      }
      const err = new EnvelopeError({
        msg: verdict.text,
        request: info,
        status: response.status,
        code: envelope.code,
        response,
        envelope,
      });
      if (verdict.toast) toast('error', verdict.text, quiet);
      if (verdict.rule === 'login') onLoginRequired?.(err);
      throw err;
    };

    // Attempts: a safe call that failed on the network or with 429/5xx is tried again after a growing, jittered wait.
    try {
      for (let attempt = 1; ; attempt++) {
        const started = onCall ? performance.now() : 0;
        const timer = setTimeout(() => end('timeout'), limit);
        let outcome: CallEvent['outcome'] = 'ok';
        let wait: number | undefined;
        answered = undefined;
        try {
          return await once(attempt);
        } catch (err) {
          outcome = err instanceof SdkError ? err.kind : 'request';
          if (!(err instanceof SdkError) || attempt >= tries || ended || !retryable(err)) throw err;
          const after = retryAfterMs(err.response?.headers.get('retry-after'));
          const backoff = Math.min(maxDelayMs, minDelayMs * 2 ** (attempt - 1)) * (0.5 + Math.random() / 2);
          wait = after === undefined ? backoff : after > maxDelayMs ? undefined : Math.max(after, backoff);
          // Not waiting that long: the toast held back for a retry is shown now.
          if (wait === undefined) {
            toast('error', err.msg, quiet);
            throw err;
          }
        } finally {
          clearTimeout(timer);
          onCall?.({
            operationId,
            method: METHOD,
            path,
            attempt,
            durationMs: performance.now() - started,
            outcome,
            status: answered,
            willRetry: wait !== undefined,
          });
        }
        await new Promise<void>((resolve) => {
          const t = setTimeout(resolve, wait);
          const stop = () => {
            clearTimeout(t);
            resolve();
          };
          controller.signal.addEventListener('abort', stop, { once: true });
        });
        if (ended) throw abortError();
      }
    } finally {
      signal?.removeEventListener('abort', onCallerAbort);
      if (key && inflight.get(key)?.controller === controller) inflight.delete(key);
    }
  }

  return {
    request,
    get inFlight() {
      return inflight.size;
    },
    use(...more) {
      middleware.push(...more);
    },
    eject(...less) {
      for (const m of less) middleware.splice(middleware.indexOf(m) >>> 0, 1);
    },
  };
}

const INVALID = Symbol('invalid');
/** What an error keeps of the answer: the envelope when it was a JSON object, else the start of the text. */
function asEnvelope(value: unknown): EnvelopeLike | string | undefined {
  if (typeof value === 'string') return value.slice(0, 2000);
  if (value && typeof value === 'object' && !Array.isArray(value)) return value as EnvelopeLike;
  return undefined;
}
function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return INVALID;
  }
}
