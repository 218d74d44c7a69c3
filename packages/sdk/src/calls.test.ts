// @site/sdk/calls/<area>: one function per operation over the small client, and the plug-ins it takes.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { call } from './generated/areas/wages';
import {
  cancelPrevious,
  createClient,
  exportDepositLedger,
  getWagesLandArea,
  importInitSalaryCompanies,
  listWagesBaseConfigs,
  middleware,
  pagesOf,
  retry,
  CancelledError,
  EnvelopeError,
  NetworkError,
  TimeoutError,
  type SmallClientOptions,
} from './generated/calls/wages';
import { createClient as createFullClient } from './core';

/** A local server: pages of 3 rows out of 7, a file, a failing route, a slow route; records every request. */
let server: Server;
let base = '';
const seen: { method: string; url: string; type: string; body: string }[] = [];
let failures = 0;
beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString('latin1')));
    req.on('end', () => {
      seen.push({ method: req.method ?? '', url: req.url ?? '', type: req.headers['content-type'] ?? '', body });
      const url = new URL(req.url ?? '/', 'http://x');
      const json = (status: number, value: unknown) =>
        res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(value));
      if (url.pathname === '/star/baseConfig/page') {
        const { pageNum = 1, pageSize = 3, fail } = JSON.parse(body || '{}') as Record<string, number | string>;
        if (fail === 'business') return json(200, { code: 500, msg: '配置不存在' });
        if (fail === 'flaky' && failures++ < 2) return json(503, { code: 503, msg: '服务繁忙' });
        if (fail === 'slow') return setTimeout(() => json(200, { code: 0, data: { list: [], total: 0 } }), 300);
        const start = (Number(pageNum) - 1) * Number(pageSize);
        const list = Array.from({ length: 7 }, (_, i) => ({ id: i + 1 })).slice(start, start + Number(pageSize));
        return json(200, { code: 0, msg: '操作成功', data: { list, total: 7 } });
      }
      if (url.pathname === '/star/deposit/exportData') {
        return res
          .writeHead(200, {
            'content-type': 'application/vnd.ms-excel',
            'content-disposition': "attachment; filename*=UTF-8''%E5%8F%B0%E8%B4%A6.xls",
          })
          .end('xls-bytes');
      }
      json(200, { code: 0, msg: '操作成功', data: { id: url.searchParams.get('id') } });
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));
afterEach(() => {
  seen.length = 0;
  failures = 0;
});

const small = (options: Partial<SmallClientOptions> = {}) => {
  const messages: string[] = [];
  const api = createClient({ baseUrl: base, getToken: () => 'T', onMessage: (m) => messages.push(m.text), ...options });
  return { api, messages };
};

describe('a generated call on the small client without plug-ins', () => {
  it('sends what the string form sends and answers the envelope', async () => {
    const { api } = small();
    const page = await listWagesBaseConfigs(api, { body: { pageNum: 2, pageSize: 3 } });
    expect(page.data.list.map((r) => r.id)).toEqual([4, 5, 6]);
    expect(page.data.total).toBe(7);
    await call(api, 'listWagesBaseConfigs', { body: { pageNum: 2, pageSize: 3 } });
    expect(seen[0]).toEqual(seen[1]);
    expect(seen[0]).toMatchObject({ method: 'POST', url: '/star/baseConfig/page', type: 'application/json' });
    const { operationId, route, paged } = listWagesBaseConfigs;
    expect({ operationId, route, paged }).toEqual({
      operationId: 'listWagesBaseConfigs',
      route: 'POST /star/baseConfig/page N',
      paged: true,
    });
  });

  it('sends path and query parameters', async () => {
    const { api } = small();
    const answer = await getWagesLandArea(api, { params: { query: { id: 42 } } });
    expect(answer.data).toEqual({ id: '42' });
    expect(seen[0]?.url).toBe('/star/landAreaList/get?id=42');
  });

  it('throws a business failure as an EnvelopeError with the catalogue’s message, and toasts it', async () => {
    const { api, messages } = small();
    const error = await listWagesBaseConfigs(api, { body: { fail: 'business' } as never }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(EnvelopeError);
    expect(error).toMatchObject({ kind: 'envelope', code: 500, msg: '配置不存在' });
    expect(messages).toEqual(['配置不存在']);
  });

  it('times out with a TimeoutError and reports an unreachable server as a NetworkError', async () => {
    const { api } = small({ timeoutMs: 50 });
    await expect(listWagesBaseConfigs(api, { body: { fail: 'slow' } as never })).rejects.toBeInstanceOf(TimeoutError);
    const down = createClient({ baseUrl: 'http://127.0.0.1:9' });
    await expect(listWagesBaseConfigs(down, { body: {} })).rejects.toBeInstanceOf(NetworkError);
  });

  it('tries a failing read once, lets identical calls run side by side, and refuses use()', async () => {
    const { api } = small();
    await expect(listWagesBaseConfigs(api, { body: { fail: 'flaky' } as never })).rejects.toMatchObject({
      kind: 'http',
      status: 503,
    });
    expect(seen).toHaveLength(1);
    const both = await Promise.all([
      listWagesBaseConfigs(api, { body: { pageNum: 1 } }),
      listWagesBaseConfigs(api, { body: { pageNum: 1 } }),
    ]);
    expect(both.map((p) => p.data.total)).toEqual([7, 7]);
    expect(() => api.use({})).toThrow(/middleware\(\)/);
    expect(api.inFlight).toBe(0);
  });

  it('reads a file answer as a named File, and sends a multipart body', async () => {
    const { api } = small();
    const file = await exportDepositLedger(api, { body: {} });
    expect(file).toBeInstanceOf(File);
    expect(file.name).toBe('台账.xls');
    expect(await file.text()).toBe('xls-bytes');
    await importInitSalaryCompanies(api, { body: { file: new File(['a,b'], 'x.csv') } as never });
    expect(seen[1]?.type).toMatch(/^multipart\/form-data; boundary=/);
    expect(seen[1]?.body).toContain('filename="x.csv"');
  });

  it('walks every page of a paged list with pagesOf', async () => {
    const { api } = small();
    const rows = await pagesOf(api, listWagesBaseConfigs, { body: { pageSize: 3 } }).toArray();
    expect(rows.map((r) => r.id)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(seen).toHaveLength(3);
    expect(
      await pagesOf(api, listWagesBaseConfigs, { body: { pageSize: 3 } })
        .limit(4)
        .toArray(),
    ).toHaveLength(4);
  });
});

describe('plug-ins passed to the small client', () => {
  it('retry() tries a safe call again after 5xx', async () => {
    const { api, messages } = small({ retry: retry({ retries: 2, minDelayMs: 1, maxDelayMs: 5 }) });
    const page = await listWagesBaseConfigs(api, { body: { fail: 'flaky' } as never });
    expect(page.data.total).toBe(7);
    expect(seen).toHaveLength(3);
    expect(messages).toEqual([]);
  });

  it('cancelPrevious() cancels the earlier of two identical calls', async () => {
    const { api } = small({ dedupe: cancelPrevious() });
    const first = listWagesBaseConfigs(api, { body: { pageNum: 1 } });
    const second = listWagesBaseConfigs(api, { body: { pageNum: 1 } });
    expect(api.inFlight).toBe(1);
    await expect(first).rejects.toBeInstanceOf(CancelledError);
    expect((await second).data.total).toBe(7);
    expect(api.inFlight).toBe(0);
  });

  it('middleware() runs hooks added with use(), with the operationId', async () => {
    const { api } = small({ middleware: middleware() });
    const heard: string[] = [];
    api.use({
      onRequest({ request, operationId }) {
        heard.push(`${operationId} ${request.method}`);
        request.headers.set('x-trace', '1');
        return request;
      },
    });
    await listWagesBaseConfigs(api, { body: {} });
    expect(heard).toEqual(['listWagesBaseConfigs POST']);
  });

  it('the full client takes the same plug-ins and sends the generated calls the same way', async () => {
    const api = createFullClient({ baseUrl: base, retry: retry({ retries: 1, minDelayMs: 1 }), dedupe: 'off' });
    const page = await listWagesBaseConfigs(api, { body: { fail: 'flaky' } as never }).catch((e: unknown) => e);
    expect(page).toMatchObject({ kind: 'http', status: 503 });
    expect(seen).toHaveLength(2);
    const file = await exportDepositLedger(api, { body: {} });
    expect(file.name).toBe('台账.xls');
  });
});
