/**
 * Reading a whole paged list, page after page, for both entries (`pages` by operationId, `api.pages` by path).
 * The spec has two paging styles: `pageNum`/`pageSize` and `page`/`limit`, each in the query or in the JSON body.
 */

/** Which paging a call takes: `n`/`N` pageNum+pageSize in the query/body, `p`/`P` page+limit in the query/body. */
export type PagingStyle = 'n' | 'N' | 'p' | 'P';

/** Default page size when the caller gives none: large pages, few calls. */
const PAGE_SIZE = 100;

/**
 * Every row of a paged list, as an async generator (`for await`, `break` sends no further page), plus:
 * `limit(n)` — a new walk that stops after n rows (and asks for pages of n when the caller set no page size);
 * `toArray()` — all the rows (or the first n) in one array.
 */
export interface PageWalk<Row> extends AsyncGenerator<Row, void, undefined> {
  limit(max: number): PageWalk<Row>;
  toArray(): Promise<Row[]>;
}

/**
 * Every row of `data.list`, asking for the next page until `data.total` rows were read, or a page comes back empty,
 * or a page repeats the one before (a back end that ignores the page number): so a back end that caps its page size
 * (asked 100, answers 50) is still read to the end, and no answer can make the walk loop for ever. Without a
 * `total`, the walk goes on to the first empty page. The caller's own `pageNum`/`page` and `pageSize`/`limit` are
 * the start page and the page size.
 */
export async function* walkPages(
  style: PagingStyle,
  send: (init: Record<string, unknown>) => Promise<unknown>,
  init: Record<string, unknown> = {},
  max = Infinity,
): AsyncGenerator<unknown, void, undefined> {
  const [pageKey, sizeKey] = style === 'n' || style === 'N' ? ['pageNum', 'pageSize'] : ['page', 'limit'];
  const inBody = style === 'N' || style === 'P';
  const params = (init.params ?? {}) as Record<string, unknown>;
  const holder = (inBody ? (init.body ?? {}) : (params.query ?? {})) as Record<string, unknown>;
  let page = typeof holder[pageKey] === 'number' ? holder[pageKey] : 1;
  const size = typeof holder[sizeKey] === 'number' ? holder[sizeKey] : Math.max(1, Math.min(PAGE_SIZE, max));
  let read = 0;
  let previous = '';
  while (read < max) {
    const paging = { ...holder, [pageKey]: page, [sizeKey]: size };
    const next = inBody ? { ...init, body: paging } : { ...init, params: { ...params, query: paging } };
    const answer = (await send(next)) as { data?: { list?: unknown; total?: unknown } } | null;
    const data = answer?.data;
    const rows = Array.isArray(data?.list) ? (data.list as unknown[]) : [];
    const seen = JSON.stringify(rows);
    if (rows.length === 0 || seen === previous) return;
    previous = seen;
    for (const row of rows) {
      if (read >= max) return;
      read += 1;
      yield row;
    }
    if (typeof data?.total === 'number' && read >= data.total) return;
    page += 1;
  }
}

/** A walk with `limit` and `toArray`; `start(max)` begins the rows from the first page. */
export function pageWalk(start: (max: number) => AsyncGenerator<unknown, void, undefined>, max = Infinity) {
  const rows = start(max);
  return Object.assign(rows, {
    limit: (n: number) => pageWalk(start, Math.max(0, Math.floor(n))),
    toArray: async () => {
      const all: unknown[] = [];
      for await (const row of rows) all.push(row);
      return all;
    },
  }) as PageWalk<unknown>;
}
