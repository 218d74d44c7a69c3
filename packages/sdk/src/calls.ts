/**
 * `@site/sdk/calls/<area>`: one tree-shakable function per operation, and the small client they are made for.
 * `listWagesBaseConfigs(api, { body })` sends what `call(api, 'listWagesBaseConfigs', { body })` of
 * `@site/sdk/areas/wages` sends and is typed the same, but a bundle carries only the operations it imports: the
 * area's table is not in it. The client here is the pipeline alone (envelope, error catalogue, timeouts, typed
 * errors, toasts and callbacks); retries, duplicate cancelling and middleware come in only as plug-ins from
 * `@site/sdk/plugins`, and file answers and multipart bodies only with the generated calls that need them.
 */
import { createEngine, type EngineOptions } from './engine';
import { sendRoute } from './area';
import { readFile, toFormData } from './download';
import { pageWalk, walkPages, type PageWalk, type PagingStyle } from './paging';
import type { CoreClient, Requester } from './core';

/**
 * The small client's options: those of `createClient` (`ClientOptions`), with `retry`, `dedupe` and `middleware`
 * taking plug-ins (`retry()`, `cancelPrevious()`, `middleware()` from `@site/sdk/plugins`). Without them a call is
 * tried once, identical calls run side by side, and `use()` throws.
 */
export type SmallClientOptions = Omit<EngineOptions, 'download' | 'toFormData'>;

/** Create the small client. Nothing happens at import; each client keeps its own state. */
export function createClient(options: SmallClientOptions): CoreClient {
  return createEngine(options);
}

/** One operation as a function: `await listX(api, init)`; it also names itself (`operationId`, `route`). */
export type Call<Id extends string, A extends unknown[], R> = ((client: Requester, ...init: A) => Promise<R>) & {
  readonly operationId: Id;
  /** `METHOD /path flags`, as in the area's table (b file, f form, m multipart, n/N/p/P paging). */
  readonly route: string;
  readonly paged: boolean;
};
/** A paged list (pageNum/pageSize or page/limit): `pagesOf(api, listX, init)` reads every row. */
export type PagedCall<Id extends string, A extends unknown[], R> = Call<Id, A, R> & { readonly paged: true };
/** One row of a paged answer (`data.list[number]`). */
export type RowOfResult<R> = R extends { data?: infer D }
  ? NonNullable<D> extends { list?: infer L }
    ? NonNullable<L> extends readonly (infer Row)[]
      ? Row
      : never
    : never
  : never;

type Generated = Call<string, [init?: Record<string, unknown>], unknown>;

function make(operationId: string, route: string, pieces?: Record<string, unknown>): Generated {
  const fn = (client: Requester, init?: Record<string, unknown>) =>
    sendRoute(client, operationId, route, pieces ? { ...pieces, ...init } : init);
  return Object.assign(fn, { operationId, route, paged: /[nNpP]/.test(route.split(' ')[2] ?? '') });
}

/** A call that sends JSON (or a form, or nothing) and answers the envelope (generated code). */
export const op = (operationId: string, route: string): never => make(operationId, route) as never;
/** A call that answers a file: it carries the file reader, so the client needs none (generated code). */
export const fileOp = (operationId: string, route: string): never =>
  make(operationId, route, { download: readFile }) as never;
/** A call that sends a multipart body: it carries the FormData builder (generated code). */
export const uploadOp = (operationId: string, route: string): never =>
  make(operationId, route, { toFormData }) as never;

/**
 * Every row of a paged list, page after page (the same walk as `pages()`: up to `data.total`, stopping at an empty or
 * repeated page): `for await (const row of pagesOf(api, listX, { body }))`, `.limit(n)`, `.toArray()`.
 */
export function pagesOf<A extends unknown[], R>(
  client: Requester,
  call: PagedCall<string, A, R>,
  ...init: A
): PageWalk<RowOfResult<R>> {
  const style = /[nNpP]/.exec(call.route.split(' ')[2] ?? '')?.[0] as PagingStyle | undefined;
  const first = init[0] as Record<string, unknown> | undefined;
  return pageWalk(async function* (max) {
    if (!style) throw new TypeError(`${call.operationId} 不是分页调用`);
    yield* walkPages(style, (next) => (call as unknown as Generated)(client, next), first, max);
  }) as PageWalk<RowOfResult<R>>;
}

export {
  CancelledError,
  EnvelopeError,
  HttpError,
  NetworkError,
  RequestError,
  SdkError,
  TimeoutError,
  isSdkError,
  type AnySdkError,
  type RequestInfo,
  type SdkErrorKind,
} from './errors';
export { SUCCESS_CODES_300, SUCCESS_CODES_400, SUCCESS_CODES_DEFAULT, type EnvelopeOrder } from './envelope';
export {
  cancelPrevious,
  middleware,
  retry,
  type DedupePlugin,
  type MiddlewarePlugin,
  type RetryPlugin,
} from './plugins';
export { unwrap } from './helpers';
export { extensionOfType, fileNameFor } from './file-name';
export type {
  CallEvent,
  CallOptions,
  CoreClient,
  Middleware,
  MiddlewareParams,
  Requester,
  RetryOptions,
  SdkMessage,
} from './core';
export type { CallInit, OpResult } from './types';
export type { PageWalk } from './paging';
