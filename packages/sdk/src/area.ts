/**
 * Calls by operationId for one area (`@site/sdk/areas/<area>`): the generated module gives its table
 * (`operationId → 'METHOD /path flags'`) and its schema's `operations`; these functions do the rest.
 */
import type { Method, Requester } from './core';
import type { OpData, OpResult } from './types';
import { pageWalk, walkPages, type PageWalk, type PagingStyle } from './paging';

/** operationId → the tuple of the call's second argument (generated per area). */
type ArgsOf<Ops> = { [Id in keyof Ops]: unknown[] };

/** `METHOD /path flags`: b file answer, f form body, m multipart body, n/N pageNum+pageSize in query/body, p/P page+limit. */
type Table = Record<string, string>;

/** Call by operationId: `call(api, 'listWagesBaseConfigs', { body })`. An unknown operationId does not compile. */
export type AreaCall<Ops, Args extends ArgsOf<Ops>> = <Id extends keyof Ops & string>(
  client: Requester,
  id: Id,
  ...init: Args[Id]
) => Promise<OpResult<Ops[Id]>>;

/** One row of a paged answer (`data.list[number]`). */
export type RowOf<O> =
  OpData<O> extends { list?: infer L } ? (NonNullable<L> extends readonly (infer R)[] ? R : never) : never;

/** Every row of a paged list, page after page: `for await (const row of pages(api, id, init))`. */
export type AreaPages<Ops, Args extends ArgsOf<Ops>, Paged extends keyof Ops & string> = <Id extends Paged>(
  client: Requester,
  id: Id,
  ...init: Args[Id]
) => PageWalk<RowOf<Ops[Id]>>;

/** An area's client: one method per operationId, and `pages(id, init)`. */
export type AreaClient<Ops, Args extends ArgsOf<Ops>, Paged extends keyof Ops & string> = {
  readonly [Id in keyof Ops & string]: (...init: Args[Id]) => Promise<OpResult<Ops[Id]>>;
} & {
  pages<Id extends Paged>(id: Id, ...init: Args[Id]): PageWalk<RowOf<Ops[Id]>>;
};

interface Entry {
  method: Method;
  path: string;
  flags: string;
}

function entry(table: Table, id: string): Entry {
  const found = Object.prototype.hasOwnProperty.call(table, id) ? table[id] : undefined;
  if (!found) throw new TypeError(`未知的 operationId：${id}`);
  const [method = 'get', path = '/', flags = ''] = found.split(' ');
  return { method: method.toLowerCase() as Method, path, flags };
}

/** The per-call fields the table adds: file answers, form/multipart bodies, paged lists (reads: safe to retry). */
function withKind(id: string, flags: string, init: Record<string, unknown> | undefined): Record<string, unknown> {
  const kind: Record<string, unknown> = { operationId: id };
  if (flags.includes('b')) kind.parseAs = 'blob';
  else if (/[nNpP]/.test(flags)) kind.idempotent = true;
  if (flags.includes('f')) kind.bodyAs = 'form';
  else if (flags.includes('m')) kind.bodyAs = 'multipart';
  return { ...kind, ...init };
}

function send(table: Table, client: Requester, id: string, init?: Record<string, unknown>): Promise<unknown> {
  try {
    const { method, path, flags } = entry(table, id);
    return client.request(method, path, withKind(id, flags, init));
  } catch (e) {
    return Promise.reject(e);
  }
}

/** One call by its own route string (`METHOD /path flags`, as in an area's table), for `@site/sdk/query`. */
export function sendRoute(client: Requester, id: string, route: string, init?: Record<string, unknown>) {
  const [method = 'get', path = '/', flags = ''] = route.split(' ');
  return client.request(method.toLowerCase() as Method, path, withKind(id, flags, init));
}

export function areaCall<Ops, Args extends ArgsOf<Ops>>(table: Table): AreaCall<Ops, Args> {
  return ((client: Requester, id: string, init?: Record<string, unknown>) =>
    send(table, client, id, init)) as unknown as AreaCall<Ops, Args>;
}

async function* walkArea(
  table: Table,
  client: Requester,
  id: string,
  init: Record<string, unknown> | undefined,
  max: number,
): AsyncGenerator<unknown, void, undefined> {
  const { flags } = entry(table, id);
  const style = (/[nN]/.exec(flags)?.[0] ?? /[pP]/.exec(flags)?.[0]) as PagingStyle | undefined;
  if (!style) throw new TypeError(`${id} 不是分页调用`);
  yield* walkPages(style, (next) => send(table, client, id, next), init, max);
}

const walk = (table: Table, client: Requester, id: string, init?: Record<string, unknown>) =>
  pageWalk((max) => walkArea(table, client, id, init, max));

export function areaPages<Ops, Args extends ArgsOf<Ops>, Paged extends keyof Ops & string>(
  table: Table,
): AreaPages<Ops, Args, Paged> {
  return ((client: Requester, id: string, init?: Record<string, unknown>) =>
    walk(table, client, id, init)) as unknown as AreaPages<Ops, Args, Paged>;
}

export function areaClient<Ops, Args extends ArgsOf<Ops>, Paged extends keyof Ops & string>(
  table: Table,
  client: Requester,
): AreaClient<Ops, Args, Paged> {
  const out: Record<string, unknown> = {
    pages: (id: string, init?: Record<string, unknown>) => walk(table, client, id, init),
  };
  for (const id of Object.keys(table)) out[id] = (init?: Record<string, unknown>) => send(table, client, id, init);
  return out as AreaClient<Ops, Args, Paged>;
}
