// @site/sdk/query at run time, with TanStack's own QueryClient over a fake back end (the tests against the mock are
// in tests/contract/sdk-query.test.ts): keys, the signal, paging to the end in both styles, mutations and invalidation.
import { MutationObserver, QueryClient, QueryObserver, hashKey } from '@tanstack/query-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createClient } from './core';
import * as Q from './generated/query/index';
import { areaOperations } from './generated/query/areas';

type Sent = { method: string; path: string; query: Record<string, string>; body: Record<string, unknown> | undefined };

/**
 * A back end with `rows` rows, served in pages of the asked size capped at `cap` (pageNum/pageSize or page/limit, in
 * the query or the JSON body); `total` is what the answer claims. `add` (any POST whose path ends in /add) appends a
 * row. `hang` keeps a request open until its signal aborts.
 */
function backEnd({ rows = 23, cap = Infinity, total }: { rows?: number; cap?: number; total?: number | null } = {}) {
  const sent: Sent[] = [];
  const aborted: string[] = [];
  const all = Array.from({ length: rows }, (_, i) => ({ id: i + 1 }));
  const api = createClient({
    baseUrl: 'http://api.test',
    fetch: async (req) => {
      const url = new URL(req.url);
      const text = await req.text();
      const body = text ? (JSON.parse(text) as Record<string, unknown>) : undefined;
      const query = Object.fromEntries(url.searchParams);
      sent.push({ method: req.method, path: url.pathname, query, body });
      if (url.pathname.endsWith('/add')) {
        all.push({ id: all.length + 1 });
        return Response.json({ code: 0, msg: '新增成功' });
      }
      if (query.hang) {
        return new Promise<Response>((_, reject) =>
          req.signal.addEventListener('abort', () => {
            aborted.push(url.pathname);
            reject(new DOMException('aborted', 'AbortError'));
          }),
        );
      }
      const from = { ...query, ...body } as Record<string, string | number>;
      const page = Number(from.pageNum ?? from.page ?? 1);
      const size = Math.min(cap, Number(from.pageSize ?? from.limit ?? 10));
      const list = all.slice((page - 1) * size, page * size);
      const data = total === null ? { list } : { total: total ?? all.length, list };
      return Response.json({ code: 0, msg: '操作成功', data });
    },
  });
  return { api, sent, aborted };
}

let queryClient: QueryClient;
const client = () => (queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } }));
afterEach(() => queryClient?.clear());

const exported = Q as unknown as Record<string, unknown>;
const ids = Object.values(areaOperations).flatMap((s) => s.split(' '));

describe('keys', () => {
  it('every operation has a key function; its key starts with its own operationId', () => {
    expect(ids).toHaveLength(new Set(ids).size);
    for (const id of ids) {
      const key = (exported[`${id}Key`] as (p?: unknown) => readonly unknown[])({ body: { pageNum: 1 } });
      expect(key).toEqual([id, { body: { pageNum: 1 } }]);
    }
  });

  it('two different operationIds never share a key, whatever the params (hashed as TanStack does)', () => {
    const params = [undefined, {}, { body: { pageNum: 1 } }, { params: { query: { id: 1 } } }];
    const hashes = new Set<string>();
    for (const id of ids)
      for (const p of params) hashes.add(hashKey((exported[`${id}Key`] as (p?: unknown) => unknown[])(p)));
    expect(hashes.size).toBe(ids.length * params.length);
  });

  it('a read, a paged list and a write each get the options their kind needs, nothing else', () => {
    const kinds = (id: string) =>
      ['QueryOptions', 'InfiniteQueryOptions', 'MutationOptions'].filter((k) => typeof exported[id + k] === 'function');
    expect(kinds('getUserInfo')).toEqual(['QueryOptions']);
    expect(kinds('listWagesBaseConfigs')).toEqual(['QueryOptions', 'InfiniteQueryOptions']);
    expect(kinds('addWagesBaseConfig')).toEqual(['MutationOptions']);
    // GET /pc/vercode sends an SMS: a mutation, never refetched on focus; a file download is a mutation too.
    expect(kinds('sendLoginSmsCode')).toEqual(['MutationOptions']);
    expect(kinds('exportWageAccountLedger')).toEqual(['MutationOptions']);
    // A POST that only reads (a list of options) is a query.
    expect(kinds('listWagesAttendTaskOptions')).toEqual(['QueryOptions']);
    const every = ids.map(kinds);
    expect(every.filter((k) => k.length === 0)).toEqual([]);
    expect(every.filter((k) => k.includes('QueryOptions') && k.includes('MutationOptions'))).toEqual([]);
  });

  it('the options key is the key function’s key, so invalidating by key reaches the cached call', () => {
    const { api } = backEnd();
    const params = { body: { pageNum: 2, orgId: 1 } };
    expect(Q.listWagesBaseConfigsQueryOptions(api, params).queryKey).toEqual(Q.listWagesBaseConfigsKey(params));
    expect(Q.getUserInfoQueryOptions(api).queryKey).toEqual(['getUserInfo']);
    expect(Q.listWagesBaseConfigsInfiniteQueryOptions(api, params).queryKey).toEqual([
      'listWagesBaseConfigs',
      params,
      'infinite',
    ]);
    expect(Q.addWagesBaseConfigMutationOptions(api).mutationKey).toEqual(['addWagesBaseConfig']);
  });
});

describe('queries', () => {
  it('fetchQuery sends the operation’s method, path and body, and answers the envelope', async () => {
    const { api, sent } = backEnd();
    const qc = client();
    const page = await qc.fetchQuery(Q.listWagesBaseConfigsQueryOptions(api, { body: { pageNum: 1, pageSize: 5 } }));
    expect(sent).toEqual([
      { method: 'POST', path: '/star/baseConfig/page', query: {}, body: { pageNum: 1, pageSize: 5 } },
    ]);
    expect(page.data.total).toBe(23);
    expect(page.data.list).toHaveLength(5);
    expect(qc.getQueryData(Q.listWagesBaseConfigsKey({ body: { pageNum: 1, pageSize: 5 } }))).toBe(page);
  });

  it('the queryFn passes TanStack’s signal: cancelling the query aborts the request', async () => {
    const { api, aborted } = backEnd();
    const qc = client();
    const options = Q.listProjectPersonAttendanceQueryOptions(api, { params: { query: { hang: 1 } as never } });
    const pending = qc.fetchQuery(options).catch((e: unknown) => e);
    await new Promise((r) => setTimeout(r, 20));
    await qc.cancelQueries({ queryKey: Q.listProjectPersonAttendanceKey() });
    await pending;
    expect(aborted).toEqual(['/pc/labor/proj/att/personList']);
  });

  it('`call` options reach the SDK call (a header) and stay out of the key', async () => {
    const seen: string[] = [];
    const api = createClient({
      baseUrl: 'http://api.test',
      fetch: async (req) => {
        seen.push(req.headers.get('x-trace') ?? '');
        return Response.json({ code: 0, data: { userName: '管理员' } });
      },
    });
    const options = Q.getUserInfoQueryOptions(api, undefined, { call: { headers: { 'x-trace': 'q1' } }, staleTime: 5 });
    expect(options.queryKey).toEqual(['getUserInfo']);
    expect(options.staleTime).toBe(5);
    expect('call' in options).toBe(false);
    await client().fetchQuery(options);
    expect(seen).toEqual(['q1']);
  });
});

describe('infinite queries', () => {
  it('pageNum in the body: a back end that caps pages at 5 (asked 10) is still read to total (23 rows, 5 pages)', async () => {
    const { api, sent } = backEnd({ cap: 5 });
    const data = await client().fetchInfiniteQuery({
      ...Q.listWagesBaseConfigsInfiniteQueryOptions(api, { body: { pageSize: 10, orgId: 1 } }),
      pages: 50,
    });
    expect(data.pageParams).toEqual([1, 2, 3, 4, 5]);
    expect(data.pages.flatMap((p) => p.data.list)).toHaveLength(23);
    expect(sent.map((s) => s.body)).toEqual([1, 2, 3, 4, 5].map((pageNum) => ({ pageSize: 10, orgId: 1, pageNum })));
  });

  it('page/limit in the query: every row, the caller’s limit and filters kept', async () => {
    const { api, sent } = backEnd({ rows: 12 });
    const data = await client().fetchInfiniteQuery({
      ...Q.listProjectPersonAttendanceInfiniteQueryOptions(api, { params: { query: { limit: 5, keyword: '木工' } } }),
      pages: 50,
    });
    expect(data.pages.map((p) => p.data.list.length)).toEqual([5, 5, 2]);
    expect(sent.map((s) => s.query)).toEqual(['1', '2', '3'].map((page) => ({ limit: '5', keyword: '木工', page })));
  });

  it('without a total it stops at the first empty page; a page repeating the one before stops it too', async () => {
    const noTotal = backEnd({ rows: 7, total: null });
    const data = await client().fetchInfiniteQuery({
      ...Q.listWagesBaseConfigsInfiniteQueryOptions(noTotal.api, { body: { pageSize: 3 } }),
      pages: 50,
    });
    expect(data.pages.map((p) => p.data.list.length)).toEqual([3, 3, 1, 0]);
    expect(
      Q.nextPage(
        { data: { list: [{ id: 1 }], total: 9 } },
        [{ data: { list: [{ id: 1 }] } }, { data: { list: [{ id: 1 }] } }],
        2,
      ),
    ).toBe(undefined);
    expect(
      Q.nextPage(
        { data: { list: [{ id: 2 }], total: 9 } },
        [{ data: { list: [{ id: 1 }] } }, { data: { list: [{ id: 2 }] } }],
        2,
      ),
    ).toBe(3);
    expect(Q.nextPage({ data: [{ id: 1 }] }, [{ data: [{ id: 1 }] }], 1)).toBe(2);
  });

  it('starts at the caller’s page', async () => {
    const { api } = backEnd({ rows: 30 });
    const options = Q.listWagesBaseConfigsInfiniteQueryOptions(api, { body: { pageNum: 3, pageSize: 10 } });
    expect(options.initialPageParam).toBe(3);
  });
});

describe('mutations and invalidation', () => {
  it('a mutation, then invalidateOperation: the watched list refetches and shows the new row', async () => {
    const { api, sent } = backEnd({ rows: 3 });
    const qc = client();
    const list = new QueryObserver(qc, Q.listWagesBaseConfigsQueryOptions(api, { body: { pageNum: 1, pageSize: 10 } }));
    const seen: number[] = [];
    let last: unknown;
    // Each answer once (the observer also reports fetch-state changes with the same data).
    const stop = list.subscribe((r) => {
      if (r.data && r.data !== last) seen.push(r.data.data.total);
      last = r.data;
    });
    await vi.waitFor(() => expect(seen).toHaveLength(1));
    const add = new MutationObserver(qc, Q.addWagesBaseConfigMutationOptions(api));
    await add.mutate({ body: { projectId: 1001, projectName: '一号楼', payDay: 15 } as never });
    await Q.invalidateOperation(qc, 'listWagesBaseConfigs');
    await vi.waitFor(() => expect(seen).toHaveLength(2));
    stop();
    expect(seen).toEqual([3, 4]);
    expect(sent.map((s) => `${s.method} ${s.path}`)).toEqual([
      'POST /star/baseConfig/page',
      'POST /star/baseConfig/add',
      'POST /star/baseConfig/page',
    ]);
  });

  it('invalidateArea marks every query of that area stale and no other; matchOperations picks by operationId', async () => {
    const { api } = backEnd();
    const qc = client();
    await qc.fetchQuery(Q.listWagesBaseConfigsQueryOptions(api, { body: {} }));
    await qc.fetchQuery(Q.getWagesBaseConfigQueryOptions(api, { params: { query: { id: 1 } } }));
    await qc.fetchQuery(Q.getUserInfoQueryOptions(api));
    await Q.invalidateArea(qc, 'wages');
    const stale = qc
      .getQueryCache()
      .getAll()
      .filter((q) => q.state.isInvalidated)
      .map((q) => q.queryKey[0]);
    expect(stale.sort()).toEqual(['getWagesBaseConfig', 'listWagesBaseConfigs']);
    expect(qc.getQueryCache().findAll({ predicate: Q.matchOperations('getUserInfo') })).toHaveLength(1);
    expect(qc.getQueryCache().findAll({ predicate: Q.matchArea('auth') })).toHaveLength(1);
  });
});
