/**
 * The client typed by path over the whole spec (`api.GET('/adm-system/user/userInfo')`). It carries the spec's
 * table of file and form calls; for one area by operationId, `@site/sdk/areas/<area>` is lighter.
 */
import type { paths } from './generated/schema';
import { blobRoutes, formRoutes, multipartRoutes } from './generated/routes';
import { createClient as createCoreClient, type ClientOptions, type CoreClient, type Method } from './core';
import type { OpArgs, OpResult } from './types';

export type Paths = paths;
type Op<P extends keyof Paths, M extends Method> = Paths[P] extends { [K in M]: infer O } ? O : never;
/** The second argument is required only when the operation has required parameters or body. */
export type InitArgs<P extends keyof Paths, M extends Method> = OpArgs<Op<P, M>>;
export type ResultOf<P extends keyof Paths, M extends Method> = OpResult<Op<P, M>>;
/** The paths that have method M. */
export type PathsWith<M extends Method> = {
  [P in keyof Paths]: Paths[P] extends { [K in M]: object } ? P : never;
}[keyof Paths];

type Caller<M extends Method> = <P extends PathsWith<M>>(path: P, ...init: InitArgs<P, M>) => Promise<ResultOf<P, M>>;

export interface SiteClient extends CoreClient {
  GET: Caller<'get'>;
  POST: Caller<'post'>;
  PUT: Caller<'put'>;
  DELETE: Caller<'delete'>;
  PATCH: Caller<'patch'>;
}

const routeKind = (route: string) => ({
  blob: blobRoutes.has(route),
  body: multipartRoutes.has(route) ? ('multipart' as const) : formRoutes.has(route) ? ('form' as const) : null,
});

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
    request: core.request,
    get inFlight() {
      return core.inFlight;
    },
  };
}
