import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import { areaPages } from './area';
import { createClient } from './client';
import { createClient as createCoreClient } from './core';

type Sent = { method: string; path: string; query: Record<string, string>; body: unknown };

/**
 * The by-path client over a fake fetch: `rows` rows in all, served in pages of the asked size (pageNum/pageSize or
 * page/limit, from the query or the JSON body); `total` is what the answer claims, `fullPages` makes every page full
 * (a back-end that ignores the end of the list), so only `total` can stop the walk.
 */
function backEnd({ rows = 23, total, fullPages = false }: { rows?: number; total?: number; fullPages?: boolean } = {}) {
  const sent: Sent[] = [];
  const all = Array.from({ length: rows }, (_, i) => ({ id: i + 1, projectName: `项目${i + 1}` }));
  const api = createClient({
    baseUrl: 'http://api.test',
    fetch: async (req) => {
      const url = new URL(req.url);
      const text = await req.text();
      const body = text ? (JSON.parse(text) as Record<string, number>) : undefined;
      const query = Object.fromEntries(url.searchParams);
      sent.push({ method: req.method, path: url.pathname, query, body });
      const from = { ...query, ...body } as Record<string, string | number>;
      const page = Number(from.pageNum ?? from.page);
      const size = Number(from.pageSize ?? from.limit);
      const list = fullPages
        ? Array.from({ length: size }, (_, i) => ({ id: (page - 1) * size + i + 1 }))
        : all.slice((page - 1) * size, page * size);
      return Response.json({ code: 0, msg: '操作成功', data: { total: total ?? rows, list } });
    },
  });
  return { api, sent };
}

describe('api.pages by path', () => {
  it('pageNum/pageSize in the JSON body (POST): 23 rows in pages of 10, three calls, other fields kept', async () => {
    const { api, sent } = backEnd();
    const names: string[] = [];
    for await (const row of api.pages('/star/baseConfig/page', { body: { orgId: 1, pageSize: 10 } })) {
      expectTypeOf(row.projectName).toEqualTypeOf<string | null | undefined>();
      names.push(String(row.projectName));
    }
    expect(names).toHaveLength(23);
    expect(names[22]).toBe('项目23');
    expect(sent.map((s) => [s.method, s.path, s.body])).toEqual([
      ['POST', '/star/baseConfig/page', { orgId: 1, pageSize: 10, pageNum: 1 }],
      ['POST', '/star/baseConfig/page', { orgId: 1, pageSize: 10, pageNum: 2 }],
      ['POST', '/star/baseConfig/page', { orgId: 1, pageSize: 10, pageNum: 3 }],
    ]);
  });

  it('page/limit in the query (GET), default page size 100: one call', async () => {
    const { api, sent } = backEnd();
    const rows: unknown[] = [];
    for await (const row of api.pages('/pc/labor/proj/att/personList', { params: { query: { keyword: '木工' } } }))
      rows.push(row);
    expect(rows).toHaveLength(23);
    expect(sent).toEqual([
      {
        method: 'GET',
        path: '/pc/labor/proj/att/personList',
        query: { keyword: '木工', page: '1', limit: '100' },
        body: undefined,
      },
    ]);
  });

  it('page/limit in the JSON body, starting at the caller’s page: on to the first empty page', async () => {
    const { api, sent } = backEnd();
    const rows: unknown[] = [];
    for await (const row of api.pages('/duty/appendance/abnormalPage', {
      body: { page: 2, limit: 10, projectId: 1001 },
    }))
      rows.push(row);
    expect(rows).toHaveLength(13);
    // Rows before the start page are not counted, so `total` cannot end the walk: the empty page 4 does.
    expect(sent.map((s) => s.body)).toEqual([
      { page: 2, limit: 10, projectId: 1001 },
      { page: 3, limit: 10, projectId: 1001 },
      { page: 4, limit: 10, projectId: 1001 },
    ]);
  });

  it('pageNum/pageSize in the query (GET) with the init left out', async () => {
    const { api, sent } = backEnd({ rows: 3 });
    const rows: unknown[] = [];
    for await (const row of api.pages('/bam-service/api/v1/aiResults/face')) rows.push(row);
    expect(rows).toHaveLength(3);
    expect(sent[0]?.query).toEqual({ pageNum: '1', pageSize: '100' });
  });

  it('stops at data.total even when the back-end keeps sending full pages', async () => {
    const { api, sent } = backEnd({ total: 12, fullPages: true });
    const ids: number[] = [];
    for await (const row of api.pages('/star/baseConfig/page', { body: { pageSize: 5 } })) ids.push(Number(row.id));
    expect(ids).toEqual(Array.from({ length: 15 }, (_, i) => i + 1));
    expect(sent).toHaveLength(3);
  });

  it('stopping early sends no further page', async () => {
    const { api, sent } = backEnd();
    for await (const row of api.pages('/star/baseConfig/page', { body: { pageSize: 5 } })) if (row.id === 3) break;
    expect(sent).toHaveLength(1);
  });

  it('a path that is not a paged list is refused on iteration, nothing sent; it does not compile either', async () => {
    const { api, sent } = backEnd();
    // @ts-expect-error not a paged list
    const walk = api.pages('/adm-system/user/userInfo');
    await expect(walk.next()).rejects.toThrow('/adm-system/user/userInfo 不是分页调用');
    expect(sent).toEqual([]);
    // @ts-expect-error the body of a paged list is checked like any call's
    void api.pages('/star/baseConfig/page', { body: { pageNum: '1' } });
  });
});

/**
 * A real HTTP back end of 235 rows that caps its page size at 50 (asked for 100, it answers 50, its offset counted in
 * its own page size, as MyBatis-Plus `maxLimit` and Spring's `max-page-size` do). It reads paging from the query
 * (GET, page/limit) or the JSON body (POST, pageNum/pageSize), and logs what it was asked.
 */
describe('pages against a back end that caps its page size', () => {
  const ROWS = 235;
  const CAP = 50;
  let server: Server;
  let base = '';
  const asked: Record<string, number>[] = [];
  beforeAll(async () => {
    server = createServer((req, res) => {
      let text = '';
      req.on('data', (c: Buffer) => (text += c.toString()));
      req.on('end', () => {
        const url = new URL(req.url ?? '/', 'http://x');
        const from = { ...Object.fromEntries(url.searchParams), ...(text ? JSON.parse(text) : {}) } as Record<
          string,
          string | number
        >;
        const page = Number(from.pageNum ?? from.page);
        const size = Math.min(CAP, Number(from.pageSize ?? from.limit));
        asked.push({ page, size: Number(from.pageSize ?? from.limit) });
        const list = Array.from({ length: ROWS }, (_, i) => ({ id: i + 1 })).slice((page - 1) * size, page * size);
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ code: 0, msg: '操作成功', data: { total: ROWS, list } }));
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));

  it('pageNum/pageSize in the body: asked 100, answered 50, still all 235 rows (5 pages), by path', async () => {
    asked.length = 0;
    const api = createClient({ baseUrl: base });
    const rows = await api.pages('/star/baseConfig/page', { body: { orgId: 1 } }).toArray();
    expect(rows.map((r) => r.id)).toEqual(Array.from({ length: ROWS }, (_, i) => i + 1));
    expect(asked).toEqual([1, 2, 3, 4, 5].map((page) => ({ page, size: 100 })));
  });

  it('page/limit in the query: all 235 rows, by operationId', async () => {
    asked.length = 0;
    const api = createCoreClient({ baseUrl: base });
    const pages = areaPages<Record<'list', object>, { list: [init?: Record<string, unknown>] }, 'list'>({
      list: 'GET /rows p',
    });
    const ids: unknown[] = [];
    for await (const row of pages(api, 'list', { params: { query: { keyword: '木工' } } })) ids.push(row);
    expect(ids).toHaveLength(ROWS);
    expect(asked.map((a) => a.page)).toEqual([1, 2, 3, 4, 5]);
  });

  it('limit(n): at most n rows, pages of n when the caller set no size, no page past the n-th row', async () => {
    asked.length = 0;
    const api = createClient({ baseUrl: base });
    const walk = api.pages('/star/baseConfig/page', { body: { orgId: 1 } });
    expectTypeOf(walk.limit(5)).toEqualTypeOf(walk);
    expect((await walk.limit(30).toArray()).map((r) => r.id)).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
    expect(asked).toEqual([{ page: 1, size: 30 }]);
    asked.length = 0;
    // The caller's own page size stays; 120 rows are three capped pages (the last one read in part).
    const rows = await api
      .pages('/star/baseConfig/page', { body: { pageSize: 100 } })
      .limit(120)
      .toArray();
    expect(rows).toHaveLength(120);
    expect(asked).toEqual([1, 2, 3].map((page) => ({ page, size: 100 })));
    asked.length = 0;
    expect(await api.pages('/star/baseConfig/page', { body: {} }).limit(0).toArray()).toEqual([]);
    expect(asked).toEqual([]);
  });
});

describe('pages stops safely on answers that would never end', () => {
  it('a back end that ignores the page number (same page again, total 235): stops after the repeated page', async () => {
    const sent: unknown[] = [];
    const api = createClient({
      baseUrl: 'http://api.test',
      fetch: async (req) => {
        sent.push(await req.json());
        const list = Array.from({ length: 10 }, (_, i) => ({ id: i + 1 }));
        return Response.json({ code: 0, msg: '操作成功', data: { total: 235, list } });
      },
    });
    const rows = await api.pages('/star/baseConfig/page', { body: { pageSize: 10 } }).toArray();
    expect(rows).toHaveLength(10);
    expect(sent).toHaveLength(2);
  });

  it('an empty page before total was reached ends the walk', async () => {
    const { api, sent } = backEnd({ rows: 12, total: 500 });
    const rows = await api.pages('/star/baseConfig/page', { body: { pageSize: 5 } }).toArray();
    expect(rows).toHaveLength(12);
    expect(sent.map((s) => (s.body as { pageNum: number }).pageNum)).toEqual([1, 2, 3, 4]);
  });

  it('no total in the answer: on past short pages to the first empty one', async () => {
    const sent: number[] = [];
    const api = createClient({
      baseUrl: 'http://api.test',
      fetch: async (req) => {
        const { pageNum } = (await req.json()) as { pageNum: number };
        sent.push(pageNum);
        const list = pageNum <= 3 ? Array.from({ length: 4 }, (_, i) => ({ id: pageNum * 10 + i })) : [];
        return Response.json({ code: 0, msg: '操作成功', data: { list } });
      },
    });
    expect(await api.pages('/star/baseConfig/page', { body: { pageSize: 10 } }).toArray()).toHaveLength(12);
    expect(sent).toEqual([1, 2, 3, 4]);
  });
});
