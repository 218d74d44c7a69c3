/**
 * The request pipeline every client runs: headers and body, the URL, one timeout per attempt, the response envelope
 * and the error catalogue, the SDK's typed errors and the toasts. What not every caller needs — retries, duplicate
 * cancelling, middleware, file answers, multipart bodies — is reached only through the options (plug-ins), so a
 * program that passes none bundles none of it: `@site/sdk/calls/<area>` builds its small client from this alone, the
 * full `createClient` of `src/core.ts` passes them all.
 */
import { ENVELOPE_ORDER_DEFAULT, interpretEnvelope, SUCCESS_CODES_DEFAULT, type EnvelopeLike } from './envelope';
import { finalUrl } from './url';
import {
  CancelledError,
  EnvelopeError,
  HttpError,
  NetworkError,
  RequestError,
  SdkError,
  TimeoutError,
  type RequestInfo,
} from './errors';
import type {
  CallEvent,
  CallOptions,
  CallPieces,
  CoreClient,
  EngineOptions,
  MessageLevel,
  Method,
  Middleware,
  RouteKind,
} from './client-types';

export type { EngineOptions } from './client-types';

type Ended = 'timeout' | 'duplicate' | 'caller';

const defaultIsExternal = (url: string): boolean => {
  if (!/esign|tsign/i.test(url)) return false;
  try {
    return /(^|\.)(esign|tsign)[.-]|esign/i.test(new URL(url).hostname);
  } catch {
    return false;
  }
};

const stripRepeat = (value: unknown): { value: unknown; repeat: boolean } => {
  if (!value || typeof value !== 'object' || Array.isArray(value) || !('allowedRepeat' in value)) {
    return { value, repeat: false };
  }
  const { allowedRepeat, ...rest } = value as Record<string, unknown>;
  return { value: rest, repeat: Boolean(allowedRepeat) };
};

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && Object.getPrototypeOf(v) === Object.prototype;

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
 * A client over the pipeline. `routeKind` tells which calls answer files or send forms (the full `@site/sdk` passes
 * the spec's table; calls by operationId carry it per call).
 */
export function createEngine(options: EngineOptions, routeKind?: (route: string) => RouteKind | undefined): CoreClient {
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
    retry,
    middleware: plugin,
  } = options;
  const table = options.dedupe === 'off' ? undefined : options.dedupe?.table();
  const judge = (env: EnvelopeLike) => interpretEnvelope(env, successCodes, debug, envelopeOrder);
  // Without middleware a call is a plain fetch(url, init), without a Request object or a chain: measurably cheaper.
  const root = baseUrl.replace(/\/+$/, '');
  const send = (url: string | Request, init?: RequestInit): Promise<Response> =>
    options.fetch ? options.fetch(new Request(url, init)) : globalThis.fetch(url, init);
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

  async function request(method: Method, path: string, init: Record<string, unknown> & CallOptions & CallPieces = {}) {
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
      download = options.download,
      toFormData = options.toFormData,
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
    let sendParams = params as { query?: Record<string, unknown>; path?: Record<string, unknown> } | undefined;
    if (sendParams?.query) {
      const q = stripRepeat(sendParams.query);
      repeat ||= q.repeat;
      sendParams = { ...sendParams, query: q.value as Record<string, unknown> };
    }
    const b = stripRepeat(body);
    repeat ||= b.repeat;
    let sendBody = b.value;
    const sendHeaders: Record<string, string> = { ...headers };
    if (sendAs === 'multipart' && toFormData && isPlainObject(sendBody)) sendBody = toFormData(sendBody);
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

    // With duplicate cancelling (seed 000 §5), an identical newer call cancels this one.
    const leave = repeat ? undefined : table?.enter(route, sendParams, sendBody, () => end('duplicate'));
    if (signal) {
      if (signal.aborted) end('caller');
      else signal.addEventListener('abort', onCallerAbort, { once: true });
    }
    const tries = 1 + (retry && (idempotent ?? (METHOD === 'GET' || Boolean(known?.idempotent))) ? retry.retries : 0);
    const id = middleware.length ? String(++calls) : '';
    let url = '';
    let sendInit: RequestInit | undefined;
    let answered: number | undefined;
    // Whether a failure of this attempt will be retried: its toast is held back then.
    const holds = (err: SdkError, mayRetry: boolean) => mayRetry && !!retry && retry.retryable(err);

    // One attempt: send, read, and apply the envelope rules.
    const once = async (attempt: number): Promise<unknown> => {
      const mayRetry = attempt < tries;
      let response: Response;
      try {
        // Built at the first attempt; a value a request cannot carry is a RequestError, not the network's fault.
        if (!sendInit) {
          url = finalUrl(root, path, sendParams ?? {});
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
        response =
          plugin && middleware.length
            ? await plugin.exchange(middleware, send, new Request(url, sendInit), info, {
                schemaPath: path,
                params: sendParams ?? {},
                id,
                operationId,
                attempt,
                root,
                blob,
                signal: controller.signal,
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
        toast('error', err.msg, quiet || holds(err, mayRetry));
        throw err;
      }
      let data: Blob | string;
      try {
        data = response.ok && blob ? await response.blob() : await response.text();
      } catch (cause) {
        if (ended) throw abortError();
        const err = new NetworkError({ msg: '网络连接中断，请稍后重试', request: info, cause });
        toast('error', err.msg, quiet || holds(err, mayRetry));
        throw err;
      }
      info.url = response.url;
      checkExternal(response.url);

      if (!response.ok) {
        const parsed = safeJson(data as string);
        const envelope = parsed === INVALID ? data : parsed;
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
        else toast('error', msg, quiet || holds(err, mayRetry));
        throw err;
      }

      if (typeof data !== 'string') return download ? download(data, response, info, judge) : data;

      if (!data.trim()) {
        const err = new EnvelopeError({ msg: '服务器返回了空响应', request: info, status: response.status, response });
        toast('error', err.msg, quiet);
        throw err;
      }
      const env = safeJson(data);
      if (env === INVALID) {
        const err = new EnvelopeError({
          msg: '服务器返回了无法识别的内容',
          request: info,
          status: response.status,
          response,
          envelope: data.slice(0, 2000),
        });
        toast('error', err.msg, quiet);
        throw err;
      }
      if (!env || typeof env !== 'object' || Array.isArray(env)) return env;
      const envelope = env as EnvelopeLike;
      const verdict = judge(envelope);
      if (verdict.ok) {
        const value = envelope.data as { url?: unknown; redirect_url?: unknown } | string | undefined;
        if (typeof value === 'string') checkExternal(value);
        else if (value && typeof value === 'object' && !checkExternal(value.url)) checkExternal(value.redirect_url);
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

    // Attempts: with the retry plug-in, a safe call that failed on the network or with 429/5xx is tried again after
    // the wait the plug-in gives.
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
          if (!retry || !(err instanceof SdkError) || attempt >= tries || ended || !retry.retryable(err)) throw err;
          wait = retry.delay(err, attempt);
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
        await retry.sleep(wait, controller.signal);
        if (ended) throw abortError();
      }
    } finally {
      signal?.removeEventListener('abort', onCallerAbort);
      leave?.();
    }
  }

  return {
    request,
    get inFlight() {
      return table?.size ?? 0;
    },
    use(...more) {
      if (!plugin) throw new TypeError('use() 需要中间件插件：createClient({ middleware: middleware() })');
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
