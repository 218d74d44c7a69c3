/**
 * Reading a whole paged list, page after page, for both entries (`pages` by operationId, `api.pages` by path).
 * The spec has two paging styles: `pageNum`/`pageSize` and `page`/`limit`, each in the query or in the JSON body.
 */

/** Which paging a call takes: `n`/`N` pageNum+pageSize in the query/body, `p`/`P` page+limit in the query/body. */
export type PagingStyle = 'n' | 'N' | 'p' | 'P';

/** Default page size when the caller gives none: large pages, few calls. */
export const PAGE_SIZE = 100;

/**
 * Every row of `data.list`, asking for the next page until a page comes back short or empty, or `data.total` rows
 * were read. The caller's own `pageNum`/`page` and `pageSize`/`limit` are the start page and the page size.
 */
export async function* walkPages(
  style: PagingStyle,
  send: (init: Record<string, unknown>) => Promise<unknown>,
  init: Record<string, unknown> = {},
): AsyncGenerator<unknown, void, undefined> {
  const [pageKey, sizeKey] = style === 'n' || style === 'N' ? ['pageNum', 'pageSize'] : ['page', 'limit'];
  const inBody = style === 'N' || style === 'P';
  const params = (init.params ?? {}) as Record<string, unknown>;
  const holder = (inBody ? (init.body ?? {}) : (params.query ?? {})) as Record<string, unknown>;
  let page = typeof holder[pageKey] === 'number' ? holder[pageKey] : 1;
  const size = typeof holder[sizeKey] === 'number' ? holder[sizeKey] : PAGE_SIZE;
  let seen = 0;
  for (;;) {
    const paging = { ...holder, [pageKey]: page, [sizeKey]: size };
    const next = inBody ? { ...init, body: paging } : { ...init, params: { ...params, query: paging } };
    const answer = (await send(next)) as { data?: { list?: unknown; total?: unknown } } | null;
    const data = answer?.data;
    const rows = Array.isArray(data?.list) ? (data.list as unknown[]) : [];
    yield* rows;
    seen += rows.length;
    const total = typeof data?.total === 'number' ? data.total : undefined;
    if (rows.length === 0 || rows.length < size || (total !== undefined && seen >= total)) return;
    page += 1;
  }
}
