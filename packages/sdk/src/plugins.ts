/**
 * `@site/sdk/plugins`: the client's heavier pieces, each bundled only when passed to `createClient`:
 * `retry()` (retries with backoff and jitter), `cancelPrevious()` (an identical newer call cancels the earlier one)
 * and `middleware()` (`api.use({ onRequest, onResponse, onError })`). The full client (`@site/sdk`, `@site/sdk/core`,
 * `@site/sdk/areas/*`) takes them too, beside its older option forms (`retry: { retries }`, `dedupe: 'cancel-previous'`).
 */
import type {
  DedupePlugin,
  DedupeTable,
  Exchange,
  MiddlewareParams,
  MiddlewarePlugin,
  RetryOptions,
  RetryPlugin,
} from './client-types';
import { RequestError, SdkError } from './errors';
import { serializePath, serializeQuery } from './url';

export type { DedupePlugin, MiddlewarePlugin, RetryPlugin };

/** HTTP statuses worth another try of a safe call: too many requests, and the server or a gateway failing. */
const RETRY_STATUS = [429, 500, 502, 503, 504];

/** `Retry-After` in ms (seconds or an HTTP date; 0 when past or unreadable); undefined when absent. */
function retryAfterMs(header: string | null | undefined): number | undefined {
  if (!header) return undefined;
  const seconds = Number(header);
  const ms = Number.isNaN(seconds) ? Date.parse(header) - Date.now() : seconds * 1000;
  return ms > 0 ? ms : 0;
}

/**
 * Retries of calls that are safe to repeat (GET, the contract's paged lists, a call with `idempotent: true`) after a
 * network failure or HTTP 429, 500, 502, 503, 504: exponential backoff from `minDelayMs` (default 300) up to
 * `maxDelayMs` (default 5000), each wait a random 50–100 % of that; `Retry-After` is honoured, and one longer than
 * `maxDelayMs` fails the call at once. `retries` defaults to 2.
 */
export function retry(options: RetryOptions = {}): RetryPlugin {
  const { retries = 2, minDelayMs = 300, maxDelayMs = 5000 } = options;
  return {
    kind: 'retry',
    retries,
    retryable: (e) => e.kind === 'network' || (e.kind === 'http' && RETRY_STATUS.includes(e.status ?? 0)),
    delay(error, attempt) {
      const after = retryAfterMs(error.response?.headers.get('retry-after'));
      const backoff = Math.min(maxDelayMs, minDelayMs * 2 ** (attempt - 1)) * (0.5 + Math.random() / 2);
      return after === undefined ? backoff : after > maxDelayMs ? undefined : Math.max(after, backoff);
    },
    sleep: (ms, signal) =>
      new Promise<void>((resolve) => {
        const t = setTimeout(resolve, ms);
        signal.addEventListener(
          'abort',
          () => {
            clearTimeout(t);
            resolve();
          },
          { once: true },
        );
      }),
  };
}

/**
 * Duplicate cancelling (seed 000 §5, the console's rule): an identical call (same method, URL, parameters and body)
 * sent while an earlier one is in flight cancels the earlier one with a `CancelledError`, unless the payload or the
 * call options carry `allowedRepeat`. Calls with a FormData or Blob body are never compared.
 */
export function cancelPrevious(): DedupePlugin {
  return {
    kind: 'dedupe',
    table(): DedupeTable {
      const inflight = new Map<string, () => void>();
      return {
        enter(route, params, body, cancel) {
          if (body instanceof FormData || body instanceof Blob) return () => undefined;
          const key = `${route}\n${JSON.stringify(params ?? null)}\n${JSON.stringify(body ?? null)}`;
          inflight.get(key)?.();
          inflight.set(key, cancel);
          return () => {
            if (inflight.get(key) === cancel) inflight.delete(key);
          };
        },
        get size() {
          return inflight.size;
        },
      };
    },
  };
}

/**
 * One exchange through the middleware, as openapi-fetch runs it. A hook that throws fails the call with a
 * RequestError; what the fetch threw (after `onError`) goes back to the caller as is, to be told apart there.
 */
const exchange: Exchange = async (list, send, request, info, { root, blob, signal, ...hook }) => {
  const hooks = [...list];
  const p: MiddlewareParams = {
    ...hook,
    request,
    options: {
      baseUrl: root,
      parseAs: blob ? 'blob' : 'json',
      querySerializer: serializeQuery,
      bodySerializer: JSON.stringify,
      pathSerializer: serializePath,
      fetch: globalThis.fetch,
    },
  };
  let response: Response | undefined;
  let failure: unknown;
  try {
    for (const m of hooks) {
      const r = await m.onRequest?.(p);
      if (r instanceof Response) return r;
      if (r instanceof Request) p.request = r;
    }
    try {
      response = await send(p.request);
    } catch (error) {
      failure = error;
      for (let i = hooks.length; i-- && !signal.aborted;) {
        const r = await hooks[i]?.onError?.({ ...p, error: failure });
        if (r instanceof Response) {
          response = r;
          break;
        }
        if (r instanceof Error) failure = r;
      }
    }
    for (let i = hooks.length; response && i--;) {
      const r = await hooks[i]?.onResponse?.({ ...p, response });
      if (r instanceof Response) response = r;
    }
  } catch (cause) {
    if (cause instanceof SdkError) throw cause;
    throw new RequestError({ msg: `中间件出错：${(cause as Error)?.message ?? cause}`, request: info, cause });
  }
  if (!response) throw failure;
  return response;
};

/** Middleware: lets `api.use(...)` add openapi-fetch-shaped hooks (see `Middleware`) to every call of the client. */
export function middleware(): MiddlewarePlugin {
  return { kind: 'middleware', exchange };
}
