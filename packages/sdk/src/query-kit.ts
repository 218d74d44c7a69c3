/**
 * What `@site/sdk/query` is made of: the generated modules (src/generated/query/<area>.ts) are one line per export,
 * each a call of `keyer`, `reader`, `pager` or `writer` below with the operationId and its route, typed by the
 * function types below. Keys are `[operationId, params]`, so a key can never disagree with the call it caches, and
 * the first item can only be a real operationId.
 *
 * TanStack is imported for its types only. `queryOptions()`, `infiniteQueryOptions()` and `mutationOptions()` return
 * their argument unchanged; the functions here build the same objects and give them the same types (a key tagged
 * with the data type), so the entry runs without TanStack loaded and a bundle carries none of it.
 */
import type {
  DataTag,
  InfiniteData,
  InvalidateOptions,
  QueryClient,
  QueryKey,
  UndefinedInitialDataInfiniteOptions,
  UndefinedInitialDataOptions,
  UseInfiniteQueryOptions,
  UseMutationOptions,
  UseQueryOptions,
} from '@tanstack/react-query';
import { sendRoute } from './area';
import type { CallOptions, Requester } from './core';
import type { AnySdkError } from './errors';
import { areaOperations, type Area, type AreaOperationIds, type OperationId } from './generated/query/areas';

export type { Area, AreaOperationIds, OperationId };

/** What a failed query or mutation holds in `error`: one of the SDK's errors (`error.kind` narrows it). */
export type QueryError = AnySdkError;

/** A query key: the operationId, then the call's `{ params, body }` (left out when the call is made without them). */
export type OperationKey<Id extends OperationId, P> = readonly [operationId: Id, params?: P];
/** The key of an infinite query: `[operationId, params, 'infinite']` (its data is pages, not one answer). */
export type InfiniteKey<Id extends OperationId, P> = readonly [
  operationId: Id,
  params: P | undefined,
  kind: 'infinite',
];

/** SDK options for every request the options send: `silent`, `timeoutMs`, `allowedRepeat`, `headers`… */
export interface WithCall {
  call?: Omit<CallOptions, 'signal' | 'operationId'>;
}

/** Everything `useQuery` takes beside the key and the function, and `call`. */
export type QueryExtra<R, TData, K extends QueryKey> = Omit<
  UseQueryOptions<R, QueryError, TData, K>,
  'queryKey' | 'queryFn'
> &
  WithCall;
/** What `xxxQueryOptions` returns: the type `queryOptions()` gives (its key tagged with the answer's type). */
export type QueryOptionsOf<R, K extends QueryKey, TData = R> = UndefinedInitialDataOptions<R, QueryError, TData, K> & {
  queryKey: DataTag<K, R, QueryError>;
};

/** Everything `useInfiniteQuery` takes beside the key, the function and the paging, and `call`. */
export type InfiniteExtra<R, TData, K extends QueryKey> = Omit<
  UseInfiniteQueryOptions<R, QueryError, TData, K, number>,
  'queryKey' | 'queryFn' | 'initialPageParam' | 'getNextPageParam'
> &
  WithCall;
/** What `xxxInfiniteQueryOptions` returns: the type `infiniteQueryOptions()` gives; pages are numbered from 1. */
export type InfiniteOptionsOf<
  R,
  K extends QueryKey,
  TData = InfiniteData<R, number>,
> = UndefinedInitialDataInfiniteOptions<R, QueryError, TData, K, number> & {
  queryKey: DataTag<K, InfiniteData<R, number>, QueryError>;
};

/** Everything `useMutation` takes beside the key and the function, and `call`. */
export type MutationExtra<R, V, C> = Omit<UseMutationOptions<R, QueryError, V, C>, 'mutationKey' | 'mutationFn'> &
  WithCall;
/** What `xxxMutationOptions` returns: `mutationKey` is `[operationId]`; `mutate(vars)` sends `{ params, body }`. */
export type MutationOptionsOf<Id extends OperationId, R, V, C> = UseMutationOptions<R, QueryError, V, C> & {
  mutationKey: readonly [operationId: Id];
  mutationFn: (vars: V) => Promise<R>;
};

/** `xxxKey(params)` of a call whose params are required. */
export type KeyFn<Id extends OperationId, P> = (params: P) => OperationKey<Id, P>;
/** `xxxKey(params?)` of a call whose params may be left out. */
export type KeyFnOpt<Id extends OperationId, P> = (params?: P) => OperationKey<Id, P>;
/** `xxxQueryOptions(client, params, options?)` of a read whose params are required. */
export type QueryFn<Id extends OperationId, P, R> = <TData = R>(
  client: Requester,
  params: P,
  options?: QueryExtra<R, TData, OperationKey<Id, P>>,
) => QueryOptionsOf<R, OperationKey<Id, P>, TData>;
/** `xxxQueryOptions(client, params?, options?)` of a read whose params may be left out. */
export type QueryFnOpt<Id extends OperationId, P, R> = <TData = R>(
  client: Requester,
  params?: P,
  options?: QueryExtra<R, TData, OperationKey<Id, P>>,
) => QueryOptionsOf<R, OperationKey<Id, P>, TData>;
/** `xxxInfiniteQueryOptions(client, params, options?)` of a paged list whose params are required. */
export type InfiniteFn<Id extends OperationId, P, R> = <TData = InfiniteData<R, number>>(
  client: Requester,
  params: P,
  options?: InfiniteExtra<R, TData, InfiniteKey<Id, P>>,
) => InfiniteOptionsOf<R, InfiniteKey<Id, P>, TData>;
/** `xxxInfiniteQueryOptions(client, params?, options?)` of a paged list whose params may be left out. */
export type InfiniteFnOpt<Id extends OperationId, P, R> = <TData = InfiniteData<R, number>>(
  client: Requester,
  params?: P,
  options?: InfiniteExtra<R, TData, InfiniteKey<Id, P>>,
) => InfiniteOptionsOf<R, InfiniteKey<Id, P>, TData>;
/** `xxxMutationOptions(client, options?)` of a write; V is what `mutate` takes. */
export type MutationFn<Id extends OperationId, V, R> = <C = unknown>(
  client: Requester,
  options?: MutationExtra<R, V, C>,
) => MutationOptionsOf<Id, R, V, C>;

/** What the factories return: any of the function types above accepts it (each export is typed by its own). */
type Generated = (...args: unknown[]) => never;
type Init = Record<string, unknown>;
type Extra = WithCall & Record<string, unknown>;

const keyOf = (id: string, params: unknown) => (params === undefined ? [id] : [id, params]);

/** `xxxKey`: `[operationId, params]`, or `[operationId]` when called without params. */
export function keyer(id: string): Generated {
  return ((params?: unknown) => keyOf(id, params)) as unknown as Generated;
}

/** `xxxQueryOptions`: the key and a `queryFn` that passes TanStack's `signal` to the SDK call. */
export function reader(id: string, route: string): Generated {
  return ((client: Requester, params?: Init, options?: Extra) => {
    const { call, ...rest } = options ?? {};
    return {
      ...rest,
      queryKey: keyOf(id, params),
      queryFn: ({ signal }: { signal: AbortSignal }) => sendRoute(client, id, route, { ...call, ...params, signal }),
    };
  }) as unknown as Generated;
}

/** The rows of one page: `data.list`, or `data` itself for the lists that answer an array. */
function rowsOf(page: unknown): unknown[] {
  const data = (page as { data?: unknown } | null | undefined)?.data;
  if (Array.isArray(data)) return data;
  const list = (data as { list?: unknown } | null | undefined)?.list;
  return Array.isArray(list) ? list : [];
}

/**
 * The page after `last`, or undefined when the list is read: an empty page, a page that repeats the one before (a
 * back end that ignores the page number), or as many rows as `data.total` says. Counting rows rather than comparing
 * page sizes, a back end that caps its page size (asked 100, answers 50) is still read to the end.
 */
export function nextPage(last: unknown, all: readonly unknown[], lastPage: number): number | undefined {
  const rows = rowsOf(last);
  if (rows.length === 0) return undefined;
  if (all.length > 1 && JSON.stringify(rowsOf(all[all.length - 2])) === JSON.stringify(rows)) return undefined;
  const total = (last as { data?: { total?: unknown } } | null | undefined)?.data?.total;
  const read = all.reduce<number>((n, page) => n + rowsOf(page).length, 0);
  if (typeof total === 'number' && read >= total) return undefined;
  return lastPage + 1;
}

/** The call's init with page `page` set where its paging lives (n/N pageNum, p/P page; upper case: in the body). */
function atPage(style: string, init: Init | undefined, page: number): Init {
  const name = style === 'n' || style === 'N' ? 'pageNum' : 'page';
  const base = init ?? {};
  if (style === 'N' || style === 'P') return { ...base, body: { ...(base.body as Init | undefined), [name]: page } };
  const params = (base.params ?? {}) as Init;
  return { ...base, params: { ...params, query: { ...(params.query as Init | undefined), [name]: page } } };
}

/** The page the caller asked for (pageNum or page in params), else 1. */
function startPage(style: string, init: Init | undefined): number {
  const name = style === 'n' || style === 'N' ? 'pageNum' : 'page';
  const holder = (style === 'N' || style === 'P' ? init?.body : (init?.params as Init | undefined)?.query) as
    Init | undefined;
  const page = holder?.[name];
  return typeof page === 'number' ? page : 1;
}

/** `xxxInfiniteQueryOptions`: pages from 1 (or the caller's page); the next page while rows remain (`nextPage`). */
export function pager(id: string, route: string): Generated {
  const style = /[nNpP]/.exec(route.split(' ')[2] ?? '')?.[0] ?? 'n';
  return ((client: Requester, params?: Init, options?: Extra) => {
    const { call, ...rest } = options ?? {};
    return {
      ...rest,
      queryKey: [id, params, 'infinite'],
      initialPageParam: startPage(style, params),
      queryFn: ({ signal, pageParam }: { signal: AbortSignal; pageParam: number }) =>
        sendRoute(client, id, route, { ...call, ...atPage(style, params, pageParam), signal }),
      getNextPageParam: nextPage,
    };
  }) as unknown as Generated;
}

/** `xxxMutationOptions`: `mutationKey: [operationId]`; `mutate(vars)` sends `vars` (`{ params, body }`). */
export function writer(id: string, route: string): Generated {
  return ((client: Requester, options?: Extra) => {
    const { call, ...rest } = options ?? {};
    return {
      ...rest,
      mutationKey: [id],
      mutationFn: (vars?: Init) => sendRoute(client, id, route, { ...call, ...vars }),
    };
  }) as unknown as Generated;
}

/** A query of the cache, as the predicates see it. */
interface CachedQuery {
  queryKey: QueryKey;
}

/** A predicate for `queryClient.invalidateQueries/refetchQueries/removeQueries({ predicate })`: these operations. */
export function matchOperations(...ids: OperationId[]): (query: CachedQuery) => boolean {
  const set = new Set<unknown>(ids);
  return (query) => set.has(query.queryKey[0]);
}

const areaSets = new Map<string, Set<unknown>>();
/** A predicate for every query of one area (tag): `queryClient.removeQueries({ predicate: matchArea('wages') })`. */
export function matchArea(area: Area): (query: CachedQuery) => boolean {
  let set = areaSets.get(area);
  if (!set) {
    const ids = Object.prototype.hasOwnProperty.call(areaOperations, area) ? areaOperations[area] : '';
    set = new Set(ids.split(' ').filter(Boolean));
    areaSets.set(area, set);
  }
  const found = set;
  return (query) => found.has(query.queryKey[0]);
}

/** Mark every cached query of one operation stale (whatever its params, infinite ones too) and refetch active ones. */
export function invalidateOperation(
  queryClient: QueryClient,
  id: OperationId,
  options?: InvalidateOptions,
): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: [id] }, options);
}

/** The same for every operation of an area (the contract's tag, e.g. `'wages'`). */
export function invalidateArea(queryClient: QueryClient, area: Area, options?: InvalidateOptions): Promise<void> {
  return queryClient.invalidateQueries({ predicate: matchArea(area) }, options);
}
