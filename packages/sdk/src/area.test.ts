import { describe, expect, it } from 'vitest';
import { areaCall, areaClient, areaPages } from './area';
import { createClient } from './core';

// A table in the generated form: `METHOD /path flags`.
const table = {
  listByBody: 'POST /rows/body N',
  listByQuery: 'GET /rows/query p',
  exportRows: 'POST /rows/export b',
  saveForm: 'POST /rows/form f',
  getOne: 'GET /rows/{id}',
};
type Ops = Record<keyof typeof table, object>;
type Args = Record<keyof typeof table, [init?: Record<string, unknown>]>;

/** A client over a fake back-end of 23 rows, answering pages in both styles; it records what was sent. */
function backEnd() {
  const sent: { method: string; url: string; type: string | null; body: string }[] = [];
  const rows = Array.from({ length: 23 }, (_, i) => ({ id: i + 1 }));
  const api = createClient({
    baseUrl: 'http://api.test',
    fetch: async (req) => {
      const url = new URL(req.url);
      const body = await req.text();
      sent.push({ method: req.method, url: url.pathname + url.search, type: req.headers.get('content-type'), body });
      if (url.pathname === '/rows/export') {
        return new Response('xlsx', {
          headers: {
            'content-type': 'application/octet-stream',
            'content-disposition': 'attachment; filename="r.xlsx"',
          },
        });
      }
      let page = 1;
      let size = 10;
      if (url.pathname === '/rows/body') ({ pageNum: page, pageSize: size } = JSON.parse(body));
      if (url.pathname === '/rows/query') {
        page = Number(url.searchParams.get('page'));
        size = Number(url.searchParams.get('limit'));
      }
      const list = rows.slice((page - 1) * size, page * size);
      return Response.json({ code: 0, msg: '操作成功', data: { total: rows.length, list } });
    },
  });
  return { api, sent };
}

describe('calls by operationId', () => {
  it('sends the method and path of the table, path parameters filled in', async () => {
    const { api, sent } = backEnd();
    await areaCall<Ops, Args>(table)(api, 'getOne', { params: { path: { id: 7 } } });
    expect(sent).toEqual([{ method: 'GET', url: '/rows/7', type: null, body: '' }]);
  });

  it('a file call gives a File with the server’s name, a form call sends urlencoded', async () => {
    const { api, sent } = backEnd();
    const call = areaCall<Ops, Args>(table);
    const file = await call(api, 'exportRows', { body: { a: 1 } });
    expect(file).toBeInstanceOf(File);
    expect((file as File).name).toBe('r.xlsx');
    await call(api, 'saveForm', { body: { name: '张三' } });
    expect(sent[1]).toMatchObject({ type: 'application/x-www-form-urlencoded', body: 'name=%E5%BC%A0%E4%B8%89' });
  });

  it('an unknown operationId is refused with its name, nothing sent', async () => {
    const { api, sent } = backEnd();
    const call = areaCall<Ops, Args>(table) as unknown as (a: typeof api, id: string) => Promise<unknown>;
    await expect(call(api, 'listWageBaseConfigs')).rejects.toThrow('未知的 operationId：listWageBaseConfigs');
    expect(sent).toEqual([]);
  });
});

describe('pages reads a whole list', () => {
  it('pageNum/pageSize in the body: 23 rows in pages of 10, three calls', async () => {
    const { api, sent } = backEnd();
    const ids: number[] = [];
    const pages = areaPages<Ops, Args, 'listByBody'>(table);
    for await (const row of pages(api, 'listByBody', { body: { pageSize: 10, keyword: 'x' } })) {
      ids.push((row as { id: number }).id);
    }
    expect(ids).toEqual(Array.from({ length: 23 }, (_, i) => i + 1));
    expect(sent.map((s) => JSON.parse(s.body))).toEqual([
      { pageSize: 10, keyword: 'x', pageNum: 1 },
      { pageSize: 10, keyword: 'x', pageNum: 2 },
      { pageSize: 10, keyword: 'x', pageNum: 3 },
    ]);
  });

  it('page/limit in the query, from the area client, default page size 100: one call', async () => {
    const { api, sent } = backEnd();
    const client = areaClient<Ops, Args, 'listByQuery'>(table, api);
    const rows: unknown[] = [];
    for await (const row of client.pages('listByQuery', { params: { query: { keyword: '木工' } } })) rows.push(row);
    expect(rows).toHaveLength(23);
    expect(sent.map((s) => s.url)).toEqual([`/rows/query?keyword=${encodeURIComponent('木工')}&page=1&limit=100`]);
  });

  it('stopping early sends no further page', async () => {
    const { api, sent } = backEnd();
    const pages = areaPages<Ops, Args, 'listByBody'>(table);
    for await (const row of pages(api, 'listByBody', { body: { pageSize: 5 } }))
      if ((row as { id: number }).id === 3) break;
    expect(sent).toHaveLength(1);
  });
});
