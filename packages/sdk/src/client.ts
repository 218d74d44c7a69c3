/**
 * The client typed by path over the whole spec (`api.GET('/adm-system/user/userInfo')`). It carries the spec's
 * table of file and form calls; for one area by operationId, `@site/sdk/areas/<area>` is lighter.
 */
import type { paths } from './generated/schema';
import { blobRoutes, formRoutes, multipartRoutes, pagedRoutes, type PagedPaths } from './generated/routes';
import { createClient as createCoreClient, type ClientOptions, type CoreClient, type Method } from './core';
import type { OpArgs, OpData, OpResult } from './types';
import { pageWalk, walkPages, type PageWalk, type PagingStyle } from './paging';

export type Paths = paths;
type Op<P extends keyof Paths, M extends Method> = Paths[P] extends { [K in M]: infer O } ? O : never;
/** The second argument is required only when the operation has required parameters or body. */
export type InitArgs<P extends keyof Paths, M extends Method> = OpArgs<Op<P, M>>;
export type ResultOf<P extends keyof Paths, M extends Method> = OpResult<Op<P, M>>;
/** The paths that have method M. */
export type PathsWith<M extends Method> = {
  [P in keyof Paths]: Paths[P] extends { [K in M]: object } ? P : never;
}[keyof Paths];

/** The paths of paged lists (pageNum/pageSize or page/limit, in the query or the body), for `api.pages`. */
export type PagedPath = keyof PagedPaths & keyof Paths;
/** One row of a paged list (`data.list[number]`) by path. */
export type PageRowOf<P extends PagedPath> =
  OpData<Op<P, PagedPaths[P]>> extends { list?: infer L }
    ? NonNullable<L> extends readonly (infer R)[]
      ? R
      : never
    : never;

type Caller<M extends Method> = <P extends PathsWith<M>>(path: P, ...init: InitArgs<P, M>) => Promise<ResultOf<P, M>>;

export interface SiteClient extends CoreClient {
  GET: Caller<'get'>;
  POST: Caller<'post'>;
  PUT: Caller<'put'>;
  DELETE: Caller<'delete'>;
  PATCH: Caller<'patch'>;
  /**
   * Every row of a paged list, page after page, by path (the method is the spec's):
   * `for await (const row of api.pages('/star/baseConfig/page', { body: { orgId: 1 } }))`, or
   * `await api.pages(path, init).limit(500).toArray()`. Both paging styles (pageNum/pageSize, page/limit); the
   * caller's page and size are the start and the page size (default 100); goes on until `data.total` rows were read,
   * and stops at an empty page or a page that repeats the one before.
   */
  pages<P extends PagedPath>(path: P, ...init: InitArgs<P, PagedPaths[P]>): PageWalk<PageRowOf<P>>;
}

const pagedRoute = (path: string) =>
  Object.prototype.hasOwnProperty.call(pagedRoutes, path) ? pagedRoutes[path] : undefined;

const routeKind = (route: string) => {
  const space = route.indexOf(' ');
  return {
    blob: blobRoutes.has(route),
    body: multipartRoutes.has(route) ? ('multipart' as const) : formRoutes.has(route) ? ('form' as const) : null,
    // A paged list reads, also when sent by POST: safe to retry.
    idempotent: pagedRoute(route.slice(space + 1))?.startsWith(route.slice(0, space) + ' '),
  };
};

async function* walkPath(
  request: (method: Method, path: string, init?: Record<string, unknown>) => Promise<unknown>,
  path: string,
  init: Record<string, unknown> | undefined,
  max: number,
): AsyncGenerator<unknown, void, undefined> {
  const found = pagedRoute(path);
  if (!found) throw new TypeError(`${path} 不是分页调用`);
  const [method = 'GET', style] = found.split(' ');
  yield* walkPages(style as PagingStyle, (next) => request(method.toLowerCase() as Method, path, next), init, max);
}

/** Create a client typed by path. Nothing happens at import; each client keeps its own in-flight table. */
export function createClient(options: ClientOptions): SiteClient {
  const core = createCoreClient(options, routeKind);
  const caller = (method: Method) => (path: string, init?: Record<string, unknown>) => core.request(method, path, init);
  return {
    GET: caller('get') as Caller<'get'>,
    POST: caller('post') as Caller<'post'>,
    PUT: caller('put') as Caller<'put'>,
    DELETE: caller('delete') as Caller<'delete'>,
    PATCH: caller('patch') as Caller<'patch'>,
    pages: ((path: string, init?: Record<string, unknown>) =>
      pageWalk((max) => walkPath(core.request, path, init, max))) as unknown as SiteClient['pages'],
    request: core.request,
    use: core.use,
    eject: core.eject,
    get inFlight() {
      return core.inFlight;
    },
  };
}
