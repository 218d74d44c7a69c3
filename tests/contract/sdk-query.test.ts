// @site/sdk/query against the mock, with TanStack's own QueryClient (as a React app's hooks drive it): an infinite
// query walks every page of a real paged list in each paging style and reads exactly `total` rows; a mutation then
// `invalidateOperation` refetches the list a screen is watching, and the new row is there.
import { MutationObserver, QueryClient, QueryObserver } from '@tanstack/query-core';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startMock, type MockServer } from '@site/mock-server';
import { createClient, unwrap, type SiteClient } from '@site/sdk';
import * as Q from '@site/sdk/query';

let mock: MockServer;
let api: SiteClient;
let queryClient: QueryClient;

beforeAll(async () => {
  mock = await startMock({ port: 0, say: () => {} });
  const anon = createClient({ baseUrl: mock.url, timeoutMs: 20000 });
  const login = await anon.POST('/pc/account/login_v2', { body: { account: 'admin', password: 'Admin@2026' } });
  const { token } = unwrap(login);
  api = createClient({ baseUrl: mock.url, timeoutMs: 20000, getToken: () => token });
});
afterAll(() => mock?.close());
afterEach(() => queryClient?.clear());
const client = () => (queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } }));

type Page = { data: { total: number; list: unknown[] } };
type Infinite = { pages: Page[]; pageParams: number[] };

// One list per paging style, with a page size that leaves a short last page.
const LISTS = [
  {
    style: 'pageNum/pageSize in the body',
    options: () => Q.listAlertWhitePersonsInfiniteQueryOptions(api, { body: { pageSize: 3 } }),
    first: () => Q.listAlertWhitePersonsQueryOptions(api, { body: { pageNum: 1, pageSize: 3 } }),
  },
  {
    style: 'pageNum/pageSize in the query',
    options: () => Q.listSecurityAlarmsInfiniteQueryOptions(api, { params: { query: { pageSize: 10 } } }),
    first: () => Q.listSecurityAlarmsQueryOptions(api, { params: { query: { pageNum: 1, pageSize: 10 } } }),
  },
  {
    style: 'page/limit in the query',
    options: () => Q.listProjectPersonAttendanceInfiniteQueryOptions(api, { params: { query: { limit: 5 } } }),
    first: () => Q.listProjectPersonAttendanceQueryOptions(api, { params: { query: { page: 1, limit: 5 } } }),
  },
  {
    style: 'page/limit in the body',
    options: () => Q.pageAttendanceAbnormalRecordsInfiniteQueryOptions(api, { body: { limit: 9 } }),
    first: () => Q.pageAttendanceAbnormalRecordsQueryOptions(api, { body: { page: 1, limit: 9 } }),
  },
];

describe('infinite queries against the mock', () => {
  it.each(LISTS)('$style: every page, as many rows as total, no row twice', async ({ options, first }) => {
    const qc = client();
    const head = (await qc.fetchQuery(first() as never)) as Page;
    const total = head.data.total;
    expect(total).toBeGreaterThan(head.data.list.length);
    // fetchInfiniteQuery with `pages` goes on while getNextPageParam gives a page, as fetchNextPage does in the UI.
    const data = (await qc.fetchInfiniteQuery({ ...(options() as object), pages: 100 } as never)) as Infinite;
    const rows = data.pages.flatMap((p) => p.data.list);
    expect(rows).toHaveLength(total);
    expect(new Set(rows.map((r) => JSON.stringify(r))).size).toBe(total);
    expect(data.pageParams).toEqual(data.pages.map((_, i) => i + 1));
    expect(data.pages.every((p) => p.data.total === total)).toBe(true);
  });
});

describe('mutations and invalidation against the mock', () => {
  it('add a wages base config, invalidateOperation: the watched list refetches with one row more', async () => {
    const qc = client();
    const list = new QueryObserver(qc, Q.listWagesBaseConfigsQueryOptions(api, { body: { pageNum: 1, pageSize: 50 } }));
    const totals: number[] = [];
    let last: unknown;
    const stop = list.subscribe((r) => {
      if (r.data && r.data !== last) totals.push(r.data.data.total);
      last = r.data;
    });
    try {
      await vi.waitFor(() => expect(totals).toHaveLength(1));
      const add = new MutationObserver(qc, Q.addWagesBaseConfigMutationOptions(api));
      await add.mutate({
        body: { configLevel: 2, orgId: 12, projectId: 1004, payDay: 25, attendConfirmDay: 10, payMode: 1 },
      });
      // Nothing refetches by itself: the cached answer stays until the operation is invalidated.
      expect(totals).toHaveLength(1);
      await Q.invalidateOperation(qc, 'listWagesBaseConfigs');
      await vi.waitFor(() => expect(totals).toHaveLength(2));
      expect(totals[1]).toBe((totals[0] ?? 0) + 1);
    } finally {
      stop();
    }
  });

  it('invalidateArea refetches the watched queries of that area only', async () => {
    const qc = client();
    const fetched: string[] = [];
    const watch = (options: object) =>
      new QueryObserver(qc, options as never).subscribe((r) => {
        if (r.isFetching) fetched.push(String((options as { queryKey: unknown[] }).queryKey[0]));
      });
    const stops = [
      watch(Q.listWagesBaseConfigsQueryOptions(api, { body: { pageNum: 1, pageSize: 5 } })),
      watch(Q.getUserInfoQueryOptions(api)),
    ];
    try {
      await vi.waitFor(() => expect(qc.isFetching()).toBe(0));
      fetched.length = 0;
      await Q.invalidateArea(qc, 'wages');
      expect([...new Set(fetched)]).toEqual(['listWagesBaseConfigs']);
    } finally {
      for (const stop of stops) stop();
    }
  });
});
