// SDK 2.0 runtime: RequestError for requests that cannot be built, middleware, retries, the onCall hook.
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Middleware as OpenapiFetchMiddleware } from 'openapi-fetch';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { areaCall } from './area';
import { createClient } from './client';
import { createClient as createCoreClient, type CallEvent, type ClientOptions, type Middleware } from './core';
import { RequestError, type SdkError } from './errors';

/** A real local server: `/status/<n>` answers n (with `retry-after` from the query), `/flaky/<k>?fail=n` fails n times. */
let server: Server;
let base = '';
const hits = new Map<string, number>();
const seen: { method: string; url: string; headers: Record<string, unknown>; body: string }[] = [];
beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
      const url = new URL(req.url ?? '/', 'http://x');
      const [, kind, arg] = url.pathname.split('/');
      const n = (hits.get(url.pathname) ?? 0) + 1;
      hits.set(url.pathname, n);
      const json = (status: number, value: unknown, headers: Record<string, string> = {}) =>
        res.writeHead(status, { 'content-type': 'application/json', ...headers }).end(JSON.stringify(value));
      if (kind === 'status') {
        const after = url.searchParams.get('after');
        json(Number(arg), { code: Number(arg), msg: `服务繁忙（${arg}）` }, after ? { 'retry-after': after } : {});
      } else if (kind === 'flaky' && n <= Number(url.searchParams.get('fail') ?? 0)) {
        json(503, { code: 503, msg: '服务繁忙，请稍后再试' });
      } else if (kind === 'drop' && n <= Number(url.searchParams.get('fail') ?? 0)) {
        req.socket.destroy();
      } else json(200, { code: 0, msg: '操作成功', data: { n, body: body || null } });
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));
afterEach(() => {
  hits.clear();
  seen.length = 0;
  vi.restoreAllMocks();
});

function client(options: Partial<ClientOptions> = {}) {
  const messages: string[] = [];
  const events: CallEvent[] = [];
  const api = createClient({
    baseUrl: base,
    onMessage: (m) => messages.push(m.text),
    onCall: (e) => events.push(e),
    ...options,
  });
  return { api, messages, events };
}
const fast = { retries: 2, minDelayMs: 5, maxDelayMs: 50 };

describe('a request the SDK cannot build is a RequestError, not a network failure', () => {
  it('a non-ASCII placeholder token (the reference pages’ setup line before they signed in first): kind request, the header named', async () => {
    // The reference pages now sign in first (tests/package/docs.test.ts runs them); a placeholder pasted as is
    // still fails here, before anything is sent, and says why.
    const page = readFileSync(new URL('../docs/reference/wages.md', import.meta.url), 'utf8');
    expect(page).toContain('const token = unwrap(login).token;');
    const token = '<登录得到的令牌>';
    const { api, messages, events } = client({ getToken: () => token });
    const err = (await api.GET('/adm-system/user/userInfo').catch((e: unknown) => e)) as SdkError;
    expect(err).toBeInstanceOf(RequestError);
    expect(err.kind).toBe('request');
    expect(err.msg).toMatch(/^无法发出请求（请求头 Authorization）：.*(ByteString|ISO-8859-1)/);
    expect(messages).toEqual([err.msg]);
    expect(seen).toEqual([]);
    // Not retried: the same request would fail the same way.
    expect(events.map((e) => [e.attempt, e.outcome, e.willRetry])).toEqual([[1, 'request', false]]);
  });

  it('a BigInt in the body: kind request with the runtime’s own message, nothing sent', async () => {
    const { api } = client();
    const err = (await api.request('post', '/echo', { body: { amount: 10n } }).catch((e: unknown) => e)) as SdkError;
    expect(err).toMatchObject({ kind: 'request' });
    expect(err.msg).toContain('BigInt');
    expect(seen).toEqual([]);
  });

  it('a circular body: kind request, the message says circular', async () => {
    const body: Record<string, unknown> = { name: '王建华' };
    body.self = body;
    const { api } = client();
    const err = (await api.request('post', '/echo', { body }).catch((e: unknown) => e)) as SdkError;
    expect(err).toMatchObject({ kind: 'request' });
    expect(err.msg).toMatch(/circular/i);
  });

  it('a refused connection stays a NetworkError', async () => {
    const api = createClient({ baseUrl: 'http://127.0.0.1:1', retry: false });
    await expect(api.request('get', '/x')).rejects.toMatchObject({ kind: 'network' });
  });
});

describe('middleware (client.use)', () => {
  it('onRequest adds a header, onResponse sees the answer; order: requests in order, responses in reverse', async () => {
    const { api } = client();
    const order: string[] = [];
    const mw = (name: string): Middleware => ({
      onRequest({ request, schemaPath, operationId, attempt }) {
        order.push(`req ${name} ${schemaPath} ${operationId} ${attempt}`);
        const next = new Request(request);
        next.headers.set(`x-${name}`, '1');
        return next;
      },
      onResponse({ response }) {
        order.push(`res ${name} ${response.status}`);
      },
    });
    api.use(mw('a'), mw('b'));
    await areaCall<{ echo: object }, { echo: [init?: object] }>({ echo: 'GET /echo' })(api, 'echo');
    expect(seen[0]?.headers).toMatchObject({ 'x-a': '1', 'x-b': '1' });
    expect(order).toEqual(['req a /echo echo 1', 'req b /echo echo 1', 'res b 200', 'res a 200']);
  });

  it('onRequest may answer without the network; the envelope rules still apply to that answer', async () => {
    const { api, messages } = client();
    api.use({ onRequest: () => Response.json({ code: 601, msg: '来自中间件的失败' }) });
    await expect(api.request('get', '/echo')).rejects.toMatchObject({ kind: 'envelope', msg: '来自中间件的失败' });
    expect(messages).toEqual(['来自中间件的失败']);
    expect(seen).toEqual([]);
  });

  it('onError may recover a network failure with a Response; eject removes a middleware', async () => {
    const api = createCoreClient({ baseUrl: 'http://127.0.0.1:1', retry: false });
    const recover: Middleware = { onError: ({ error }) => Response.json({ code: 0, data: String(error) }) };
    api.use(recover);
    await expect(api.request('get', '/x')).resolves.toMatchObject({ code: 0, data: expect.stringContaining('fetch') });
    api.eject(recover);
    await expect(api.request('get', '/x')).rejects.toMatchObject({ kind: 'network' });
  });

  it('a hook that throws fails the call with a RequestError naming the middleware failure', async () => {
    const { api } = client();
    api.use({
      onRequest() {
        throw new Error('没有令牌');
      },
    });
    await expect(api.request('get', '/echo')).rejects.toMatchObject({ kind: 'request', msg: '中间件出错：没有令牌' });
  });

  it('an openapi-fetch Middleware object is accepted as it is', async () => {
    const { api } = client();
    const theirs: OpenapiFetchMiddleware = {
      onRequest({ request, options }) {
        request.headers.set('x-base', options.baseUrl);
        return request;
      },
    };
    api.use(theirs);
    await api.request('get', '/echo');
    expect(seen[0]?.headers['x-base']).toBe(base);
  });
});

describe('retries', () => {
  it('a GET that gets 503 twice is tried again and succeeds; one toast-free success, attempts in onCall', async () => {
    const { api, messages, events } = client({ retry: fast });
    await expect(api.request('get', '/flaky/a', { params: { query: { fail: 2 } } })).resolves.toMatchObject({
      data: { n: 3 },
    });
    expect(messages).toEqual([]);
    expect(events.map((e) => [e.attempt, e.outcome, e.status, e.willRetry])).toEqual([
      [1, 'http', 503, true],
      [2, 'http', 503, true],
      [3, 'ok', 200, false],
    ]);
  });

  it('a dropped connection (network failure) on a GET is retried', async () => {
    const { api } = client({ retry: fast });
    await expect(api.request('get', '/drop/x', { params: { query: { fail: 1 } } })).resolves.toMatchObject({
      data: { n: 2 },
    });
  });

  it('retries run out: the last error, and its toast shown once', async () => {
    const { api, messages, events } = client({ retry: fast });
    await expect(api.request('get', '/status/502')).rejects.toMatchObject({ kind: 'http', status: 502 });
    expect(hits.get('/status/502')).toBe(3);
    expect(messages).toEqual(['服务繁忙（502）']);
    expect(events.map((e) => e.willRetry)).toEqual([true, true, false]);
  });

  it('backoff grows and is jittered (50–100 % of min·2ⁿ, capped by maxDelayMs)', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(1);
    const waits: number[] = [];
    const real = globalThis.setTimeout;
    // The waits between attempts are recorded and cut short; other timers (the call's timeout, undici's) run as they are.
    vi.spyOn(globalThis, 'setTimeout').mockImplementation(((fn: () => void, ms?: number, ...rest: unknown[]) => {
      if (ms === undefined || ms > 2000) return real(fn, ms, ...rest);
      waits.push(ms);
      return real(fn, 0, ...rest);
    }) as typeof setTimeout);
    const { api } = client({ retry: { retries: 4, minDelayMs: 100, maxDelayMs: 500 } });
    await expect(api.request('get', '/status/500')).rejects.toMatchObject({ status: 500 });
    expect(waits).toEqual([100, 200, 400, 500]);
  });

  it('Retry-After is honoured; one longer than maxDelayMs is not waited for', async () => {
    const waits: number[] = [];
    const real = globalThis.setTimeout;
    vi.spyOn(globalThis, 'setTimeout').mockImplementation(((fn: () => void, ms?: number, ...rest: unknown[]) => {
      if (ms === undefined || ms > 2000) return real(fn, ms, ...rest);
      waits.push(ms);
      return real(fn, 0, ...rest);
    }) as typeof setTimeout);
    const { api } = client({ retry: { retries: 1, minDelayMs: 1, maxDelayMs: 3000 } });
    await expect(api.request('get', '/status/429', { params: { query: { after: 2 } } })).rejects.toMatchObject({
      status: 429,
    });
    expect(waits).toContain(2000);
    expect(hits.get('/status/429')).toBe(2);
    hits.clear();
    await expect(api.request('get', '/status/503', { params: { query: { after: 60 } } })).rejects.toMatchObject({
      status: 503,
    });
    expect(hits.get('/status/503')).toBe(1);
  });

  it('a POST is not retried; a paged list sent by POST is (by path and by operationId); idempotent:false opts out', async () => {
    const { api } = client({ retry: fast });
    await expect(api.request('post', '/status/503', { body: { a: 1 } })).rejects.toMatchObject({ status: 503 });
    expect(hits.get('/status/503')).toBe(1);

    // The contract's paged list POST /star/baseConfig/page, through a middleware that fails its first answer.
    let first = true;
    api.use({
      onRequest() {
        if (!first) return undefined;
        first = false;
        return Response.json({ code: 500, msg: '网关错误' }, { status: 502 });
      },
    });
    await expect(api.POST('/star/baseConfig/page', { body: { pageNum: 1, pageSize: 5 } })).resolves.toMatchObject({
      code: 0,
    });
    const table = { listRows: 'POST /flaky/list N' };
    const call = areaCall<Record<'listRows', object>, { listRows: [init?: object] }>(table);
    await expect(call(api, 'listRows', { params: { query: { fail: 1 } } } as object)).resolves.toMatchObject({
      data: { n: 2 },
    });
    await expect(
      api.request('get', '/flaky/opt', { params: { query: { fail: 1 } }, idempotent: false }),
    ).rejects.toMatchObject({ status: 503 });
  });

  it('errors that another try cannot fix are not retried: 404, 401, a business failure in the envelope', async () => {
    const { api } = client({ retry: fast });
    await expect(api.request('get', '/status/404')).rejects.toMatchObject({ status: 404 });
    await expect(api.request('get', '/status/401')).rejects.toMatchObject({ status: 401 });
    expect([hits.get('/status/404'), hits.get('/status/401')]).toEqual([1, 1]);
    let answers = 0;
    api.use({ onRequest: () => (answers++, Response.json({ code: 500, msg: '账号或密码错误' })) });
    await expect(api.request('get', '/echo')).rejects.toMatchObject({ kind: 'envelope' });
    expect(answers).toBe(1);
  });

  it('defaults: on in Node (2 retries), off in a browser (a document present), off with retry: false', async () => {
    const node = client();
    await expect(node.api.request('get', '/flaky/n', { params: { query: { fail: 2 } } })).resolves.toBeTruthy();
    expect(hits.get('/flaky/n')).toBe(3);

    vi.stubGlobal('document', {});
    try {
      const browser = client();
      await expect(browser.api.request('get', '/flaky/b', { params: { query: { fail: 1 } } })).rejects.toMatchObject({
        status: 503,
      });
      expect(hits.get('/flaky/b')).toBe(1);
    } finally {
      vi.unstubAllGlobals();
    }
    const off = client({ retry: false });
    await expect(off.api.request('get', '/flaky/o', { params: { query: { fail: 1 } } })).rejects.toMatchObject({
      status: 503,
    });
  });
});

describe('onCall', () => {
  it('sees the operationId, method, spec path, duration and outcome of each call', async () => {
    const { api, events } = client({ retry: false });
    const call = areaCall<Record<'getOne', object>, { getOne: [init?: object] }>({ getOne: 'GET /rows/{id}' });
    await call(api, 'getOne', { params: { path: { id: 7 } } } as object);
    await api.request('get', '/status/500').catch(() => undefined);
    expect(events).toHaveLength(2);
    expect(events[0]).toMatchObject({
      operationId: 'getOne',
      method: 'GET',
      path: '/rows/{id}',
      attempt: 1,
      outcome: 'ok',
      status: 200,
      willRetry: false,
    });
    expect(events[0]?.durationMs).toBeGreaterThanOrEqual(0);
    expect(events[1]).toMatchObject({ operationId: undefined, path: '/status/500', outcome: 'http', status: 500 });
  });
});
