import { describe, expect, expectTypeOf, it } from 'vitest';
import { createClient } from './client';

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

  it('page/limit in the JSON body, starting at the caller’s page', async () => {
    const { api, sent } = backEnd();
    const rows: unknown[] = [];
    for await (const row of api.pages('/duty/appendance/abnormalPage', {
      body: { page: 2, limit: 10, projectId: 1001 },
    }))
      rows.push(row);
    expect(rows).toHaveLength(13);
    expect(sent.map((s) => s.body)).toEqual([
      { page: 2, limit: 10, projectId: 1001 },
      { page: 3, limit: 10, projectId: 1001 },
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
