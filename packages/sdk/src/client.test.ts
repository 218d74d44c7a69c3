import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createClient } from './client';
import { filenameFromDisposition, type ClientOptions, type SdkMessage } from './core';
import { SUCCESS_CODES_300, SUCCESS_CODES_400 } from './envelope';
import { CancelledError, EnvelopeError, HttpError, NetworkError, TimeoutError, type SdkError } from './errors';

type Events = { messages: SdkMessage[]; log: string[] };

/** A client whose fetch answers `body` with `status`; records toasts and callbacks in order. */
function harness(
  answer: { body?: unknown; status?: number; url?: string; type?: string; raw?: string } | (() => Promise<Response>),
  options: Partial<ClientOptions> = {},
) {
  const events: Events = { messages: [], log: [] };
  const fetch = vi.fn(async (request: Request) => {
    if (typeof answer === 'function') return answer();
    const text = answer.raw ?? (answer.body === undefined ? '' : JSON.stringify(answer.body));
    const res = new Response(text, {
      status: answer.status ?? 200,
      headers: { 'content-type': answer.type ?? 'application/json;charset=UTF-8' },
    });
    Object.defineProperty(res, 'url', { value: answer.url ?? request.url });
    return res;
  });
  const api = createClient({
    baseUrl: 'http://api.test',
    getToken: () => 'T0KEN',
    onMessage: (m) => {
      events.messages.push(m);
      events.log.push(`toast:${m.text}`);
    },
    onUnauthorized: () => events.log.push('unauthorized'),
    onForbidden: () => events.log.push('forbidden'),
    onLoginRequired: () => events.log.push('login'),
    onExternalUrl: (url) => events.log.push(`open:${url}`),
    fetch,
    // The catalogue's rows one answer each; retries have their own tests (runtime.test.ts).
    retry: false,
    ...options,
  });
  const call = () => api.GET('/adm-system/user/userInfo');
  return { api, call, events, fetch };
}

type Row = {
  name: string;
  body?: unknown;
  status?: number;
  url?: string;
  options?: Partial<ClientOptions>;
  expect: 'resolve' | 'reject';
  kind?: SdkError['kind'];
  toast?: string | null;
  log?: string[];
};

const ok = (extra: object) => ({ msg: '操作成功', data: { realName: '王建华', apiCodeList: [] }, ...extra });

// Seed 000 §8, one case per row (both readings of 300 and 400 included).
const seed000: Row[] = [
  { name: 'code missing → success, returned as is', body: { msg: 'x', data: 1 }, expect: 'resolve' },
  { name: 'code null → success', body: ok({ code: null }), expect: 'resolve' },
  { name: 'code 0 → success', body: ok({ code: 0 }), expect: 'resolve' },
  { name: 'code 200 → success', body: ok({ code: 200 }), expect: 'resolve' },
  { name: 'code 300 → success (default reading)', body: ok({ code: 300 }), expect: 'resolve' },
  {
    name: 'code 300 → error in the reading where only 400 succeeds',
    body: ok({ code: 300, msg: '待审核' }),
    options: { successCodes: SUCCESS_CODES_400 },
    expect: 'reject',
    kind: 'envelope',
    toast: '待审核',
  },
  { name: 'code 400 → success in the reading that includes 400 (default)', body: ok({ code: 400 }), expect: 'resolve' },
  {
    name: 'code 400 → error in the reading where only 300 succeeds',
    body: ok({ code: 400, msg: '参数错误' }),
    options: { successCodes: SUCCESS_CODES_300 },
    expect: 'reject',
    kind: 'envelope',
    toast: '参数错误',
  },
  { name: 'status 10016 → success', body: ok({ code: 500, status: 10016 }), expect: 'resolve' },
  { name: 'status 10004 → success', body: ok({ code: 500, status: 10004 }), expect: 'resolve' },
  {
    name: 'code 0 with status 10001 → success: the success row is listed first and wins',
    body: ok({ code: 0, status: 10001 }),
    expect: 'resolve',
  },
  {
    name: 'code 0 with status 10001 → error in the status-first reading (option envelopeOrder)',
    body: { code: 0, status: 10001, msg: '该班组已退场' },
    options: { envelopeOrder: 'status-first' },
    expect: 'reject',
    kind: 'envelope',
    toast: '该班组已退场',
  },
  {
    name: 'status present and not 0/10004/10016 (code not a success code) → error toast with msg, rejected',
    body: { code: 500, status: 10001, msg: '该班组已退场' },
    expect: 'reject',
    kind: 'envelope',
    toast: '该班组已退场',
  },
  {
    name: 'status error without msg → toast shows result',
    body: { code: 500, status: 500, result: '工人不存在' },
    expect: 'reject',
    kind: 'envelope',
    toast: '工人不存在',
  },
  {
    name: 'status error with the generic 系统异常 → no toast unless debug',
    body: { code: 500, status: 500, msg: '系统异常' },
    expect: 'reject',
    kind: 'envelope',
    toast: null,
  },
  {
    name: 'status error with 系统异常 in debug → toast',
    body: { code: 500, status: 500, msg: '系统异常' },
    options: { debug: true },
    expect: 'reject',
    kind: 'envelope',
    toast: '系统异常',
  },
  {
    name: 'code 422 → toast with msg for 1.5 s, then go to /login',
    body: { code: 422, msg: '登录已失效' },
    expect: 'reject',
    kind: 'envelope',
    log: ['toast:登录已失效', 'login'],
  },
  {
    name: 'code 422 without msg → toast shows result, then login',
    body: { code: 422, result: '请重新登录' },
    expect: 'reject',
    kind: 'envelope',
    log: ['toast:请重新登录', 'login'],
  },
  {
    name: 'any other code → error toast with the message, rejected',
    body: { code: 500, msg: '考勤周期已锁定' },
    expect: 'reject',
    kind: 'envelope',
    toast: '考勤周期已锁定',
  },
  {
    name: 'response URL of an e-signature service → opened in a new window',
    body: ok({ code: 0 }),
    url: 'https://smlopenapi.esign.cn/sign/flow?id=9',
    expect: 'resolve',
    log: ['open:https://smlopenapi.esign.cn/sign/flow?id=9'],
  },
  {
    name: 'HTTP 401 → reset token and go to /home?redirect (onUnauthorized)',
    status: 401,
    body: { code: 401, msg: '登录状态已过期，请重新登录' },
    expect: 'reject',
    kind: 'http',
    log: ['unauthorized'],
  },
  {
    name: 'HTTP 403 → reset token and go to /404?redirect (onForbidden)',
    status: 403,
    body: { code: 403, msg: '无权访问' },
    expect: 'reject',
    kind: 'http',
    log: ['forbidden'],
  },
  {
    name: 'HTTP 404 → toast 网络请求不存在',
    status: 404,
    body: {},
    expect: 'reject',
    kind: 'http',
    toast: '网络请求不存在',
  },
  {
    name: 'other HTTP status → toast with the error message',
    status: 500,
    body: { code: 500, msg: '服务器内部错误' },
    expect: 'reject',
    kind: 'http',
    toast: '服务器内部错误',
  },
];

// Seed 001 §8, one case per row.
const seed001: Row[] = [
  { name: 'body code missing → success', body: { data: [] }, expect: 'resolve' },
  { name: 'body code 0 → success', body: ok({ code: 0 }), expect: 'resolve' },
  { name: 'body code 200 → success', body: ok({ code: 200 }), expect: 'resolve' },
  { name: 'body code 300 → success', body: ok({ code: 300 }), expect: 'resolve' },
  { name: 'body code 400 → success', body: ok({ code: 400 }), expect: 'resolve' },
  { name: 'status 10016 → success', body: ok({ status: 10016 }), expect: 'resolve' },
  { name: 'status 10004 → success', body: ok({ status: 10004 }), expect: 'resolve' },
  {
    name: 'status present and not 0/10004/10016 → toast msg, rejected; 系统异常 suppressed',
    body: { code: 1, status: 1, msg: '系统异常' },
    expect: 'reject',
    kind: 'envelope',
    toast: null,
  },
  {
    name: 'code 422 → toast with msg or result, then go to /login',
    body: { code: 422, msg: '账号已在别处登录' },
    expect: 'reject',
    kind: 'envelope',
    log: ['toast:账号已在别处登录', 'login'],
  },
  {
    name: 'other code → error message shown, rejected',
    body: { code: 1001, msg: '该安全帽已绑定' },
    expect: 'reject',
    kind: 'envelope',
    toast: '该安全帽已绑定',
  },
  {
    name: 'HTTP 401 → onUnauthorized',
    status: 401,
    body: { code: 401, msg: 'x' },
    expect: 'reject',
    kind: 'http',
    log: ['unauthorized'],
  },
  { name: 'HTTP 403 → onForbidden', status: 403, body: {}, expect: 'reject', kind: 'http', log: ['forbidden'] },
  {
    name: 'HTTP 404 → toast 网络请求不存在',
    status: 404,
    body: {},
    expect: 'reject',
    kind: 'http',
    toast: '网络请求不存在',
  },
  {
    name: 'other HTTP error → toast with the error message',
    status: 503,
    body: { msg: '服务维护中' },
    expect: 'reject',
    kind: 'http',
    toast: '服务维护中',
  },
  {
    name: 'e-signature response URL → URL opened in a new window',
    body: ok({ code: 0 }),
    url: 'https://openapi.tsign.cn/v1/sign?flow=1',
    expect: 'resolve',
    log: ['open:https://openapi.tsign.cn/v1/sign?flow=1'],
  },
];

async function runRow(row: Row): Promise<void> {
  const { call, events } = harness({ body: row.body, status: row.status, url: row.url }, row.options);
  const outcome = await call().then(
    (value) => ({ value, error: undefined as SdkError | undefined }),
    (error: SdkError) => ({ value: undefined, error }),
  );
  if (row.expect === 'resolve') {
    expect(outcome.error).toBeUndefined();
    expect(outcome.value).toEqual(row.body);
    expect(events.messages).toEqual([]);
  } else {
    expect(outcome.error?.kind).toBe(row.kind);
  }
  if (row.toast !== undefined) {
    expect(events.messages.map((m) => m.text)).toEqual(row.toast === null ? [] : [row.toast]);
    for (const m of events.messages) expect(m).toMatchObject({ level: 'error', durationMs: 1500 });
  }
  if (row.log) expect(events.log).toEqual(row.log);
}

describe('error catalogue, seed 000 §8', () => {
  it.each(seed000)('$name', runRow);
});

describe('error catalogue, seed 001 §8', () => {
  it.each(seed001)('$name', runRow);
});

describe('errors carry what a caller needs', () => {
  it('an envelope error carries code, HTTP status, msg, envelope and response', async () => {
    const { call } = harness({ body: { code: 500, msg: '考勤周期已锁定' } });
    const err = (await call().catch((e: unknown) => e)) as EnvelopeError;
    expect(err).toBeInstanceOf(EnvelopeError);
    expect(err).toMatchObject({ kind: 'envelope', code: 500, status: 200, msg: '考勤周期已锁定' });
    expect(err.envelope).toEqual({ code: 500, msg: '考勤周期已锁定' });
    expect(err.response).toBeInstanceOf(Response);
    expect(err.request).toMatchObject({ method: 'GET', path: '/adm-system/user/userInfo' });
  });

  it('an HTTP error carries the status and the server envelope', async () => {
    const { call } = harness({ status: 500, body: { code: 500, msg: '服务器内部错误' } });
    const err = (await call().catch((e: unknown) => e)) as HttpError;
    expect(err).toBeInstanceOf(HttpError);
    expect(err).toMatchObject({ kind: 'http', status: 500, code: 500, msg: '服务器内部错误' });
  });

  it('a network failure is a NetworkError with a toast', async () => {
    const { call, events } = harness(() => Promise.reject(new TypeError('fetch failed')));
    const err = (await call().catch((e: unknown) => e)) as NetworkError;
    expect(err).toBeInstanceOf(NetworkError);
    expect(err.kind).toBe('network');
    expect(events.messages.map((m) => m.text)).toEqual(['网络连接失败，请检查网络后重试']);
  });

  it('silent calls show no toast but still reject', async () => {
    const { api, events } = harness({ body: { code: 500, msg: '失败' } });
    await expect(api.GET('/adm-system/user/userInfo', { silent: true })).rejects.toBeInstanceOf(EnvelopeError);
    expect(events.messages).toEqual([]);
  });

  it('sends the token as a Bearer Authorization header', async () => {
    const { call, fetch } = harness({ body: ok({ code: 0 }) });
    await call();
    expect(fetch.mock.calls[0]?.[0].headers.get('authorization')).toBe('Bearer T0KEN');
  });
});

describe('blob calls (exports and downloads)', () => {
  const xlsx = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

  it('answers a File named from Content-Disposition', async () => {
    const { api } = harness(async () => {
      return new Response(new Uint8Array([80, 75, 3, 4, 1, 2]), {
        headers: {
          'content-type': xlsx,
          'content-disposition': "attachment; filename*=UTF-8''%E8%80%83%E5%8B%A4%E5%AF%BC%E5%87%BA.xlsx",
        },
      });
    });
    const file = (await api.request('get', '/duty/export', { parseAs: 'blob' })) as File;
    expect(file).toBeInstanceOf(File);
    expect(file.name).toBe('考勤导出.xlsx');
    expect(file.size).toBe(6);
  });

  it.each([
    ['HTTP 500', { status: 500, body: { msg: '导出失败' } }, 'http'],
    ['HTTP 404', { status: 404, body: {} }, 'http'],
    ['a JSON error envelope instead of a file', { body: { code: 500, msg: '没有可导出的数据' } }, 'envelope'],
  ] as const)('never toasts: %s', async (_name, answer, kind) => {
    const { api, events } = harness(answer);
    const err = (await api.request('get', '/duty/export', { parseAs: 'blob' }).catch((e: unknown) => e)) as SdkError;
    expect(err.kind).toBe(kind);
    expect(events.messages).toEqual([]);
  });

  it('a JSON error instead of a file rejects with the server message', async () => {
    const { api } = harness({ body: { code: 500, msg: '没有可导出的数据' } });
    await expect(api.request('get', '/duty/export', { parseAs: 'blob' })).rejects.toMatchObject({
      msg: '没有可导出的数据',
    });
  });
});

describe('timeouts', () => {
  const hang = (request: Request) =>
    new Promise<Response>((_, reject) => {
      request.signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
    });

  it('JSON calls time out after 5000 ms by default', async () => {
    vi.useFakeTimers();
    try {
      const api = createClient({ baseUrl: 'http://api.test', fetch: hang });
      const p = api.GET('/adm-system/user/userInfo').catch((e: unknown) => e);
      let settled = false;
      void p.then(() => (settled = true));
      await vi.advanceTimersByTimeAsync(4999);
      expect(settled).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(await p).toBeInstanceOf(TimeoutError);
    } finally {
      vi.useRealTimers();
    }
  });

  it('blob calls time out after 60000 ms by default', async () => {
    vi.useFakeTimers();
    try {
      const api = createClient({ baseUrl: 'http://api.test', fetch: hang });
      const p = api.request('get', '/duty/export', { parseAs: 'blob' }).catch((e: unknown) => e);
      let settled = false;
      void p.then(() => (settled = true));
      await vi.advanceTimersByTimeAsync(59999);
      expect(settled).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(await p).toBeInstanceOf(TimeoutError);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('filenameFromDisposition', () => {
  it.each([
    ['attachment; filename="a.xlsx"', 'a.xlsx'],
    ["attachment; filename*=UTF-8''%E5%AF%BC%E5%87%BA.xlsx", '导出.xlsx'],
    ['attachment; filename=%E5%B7%A5%E8%B5%84.docx', '工资.docx'],
    [null, undefined],
  ])('%s → %s', (header, name) => expect(filenameFromDisposition(header)).toBe(name));
});

// Against a real local HTTP server: what a browser or Node really receives.
describe('against a real HTTP server', () => {
  let server: Server;
  let base = '';
  const seen: string[] = [];
  beforeAll(async () => {
    server = createServer((req, res) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString()));
      req.on('end', () => {
        seen.push(`${req.method} ${req.url} ${body}`);
        const url = new URL(req.url ?? '/', 'http://x');
        const delay = Number(url.searchParams.get('delay') ?? 0);
        setTimeout(() => {
          switch (url.pathname) {
            case '/html200':
              res.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><h1>Welcome to nginx</h1>');
              break;
            case '/html502':
              res.writeHead(502, { 'content-type': 'text/html' }).end('<html><body>502 Bad Gateway</body></html>');
              break;
            case '/empty':
              res.writeHead(200, { 'content-type': 'application/json' }).end('');
              break;
            case '/malformed':
              res.writeHead(200, { 'content-type': 'application/json' }).end('{"code":0,"msg":');
              break;
            default:
              res
                .writeHead(200, { 'content-type': 'application/json' })
                .end(JSON.stringify({ code: 0, msg: 'ok', data: body || null }));
          }
        }, delay);
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));

  const client = (options: Partial<ClientOptions> = {}) => {
    const messages: string[] = [];
    const api = createClient({ baseUrl: base, onMessage: (m) => messages.push(m.text), retry: false, ...options });
    return { api, messages };
  };

  it('malformed JSON → EnvelopeError with a toast', async () => {
    const { api, messages } = client();
    await expect(api.request('get', '/malformed')).rejects.toBeInstanceOf(EnvelopeError);
    expect(messages).toEqual(['服务器返回了无法识别的内容']);
  });

  it('an HTML page with status 200 → EnvelopeError, never a success', async () => {
    const { api, messages } = client();
    const err = (await api.request('get', '/html200').catch((e: unknown) => e)) as EnvelopeError;
    expect(err).toBeInstanceOf(EnvelopeError);
    expect(String(err.envelope)).toContain('nginx');
    expect(messages).toEqual(['服务器返回了无法识别的内容']);
  });

  it('an HTML error page with status 502 → HttpError 502 with a toast', async () => {
    const { api, messages } = client();
    await expect(api.request('get', '/html502')).rejects.toMatchObject({ kind: 'http', status: 502 });
    expect(messages).toEqual(['请求失败（HTTP 502）']);
  });

  it('an empty body → EnvelopeError 服务器返回了空响应', async () => {
    const { api, messages } = client();
    await expect(api.request('get', '/empty')).rejects.toMatchObject({ kind: 'envelope', msg: '服务器返回了空响应' });
    expect(messages).toEqual(['服务器返回了空响应']);
  });

  it('a slow server past the timeout → TimeoutError with a toast', async () => {
    const { api, messages } = client({ timeoutMs: 100 });
    await expect(api.request('get', '/echo', { params: { query: { delay: 400 } } })).rejects.toBeInstanceOf(
      TimeoutError,
    );
    expect(messages).toEqual(['请求超时（100 ms），请稍后重试']);
  });

  it("dedupe 'cancel-previous', two identical calls in flight: the first is cancelled, the second completes", async () => {
    const { api, messages } = client({ dedupe: 'cancel-previous' });
    const init = { params: { query: { delay: 150 } }, body: { teamId: 3001 } };
    const first = api.request('post', '/echo', init);
    const second = api.request('post', '/echo', init);
    await expect(first).rejects.toBeInstanceOf(CancelledError);
    await expect(second).resolves.toMatchObject({ code: 0, data: '{"teamId":3001}' });
    expect(messages).toEqual([]);
    expect(api.inFlight).toBe(0);
  });

  it('by default (dedupe off) two identical calls in flight both complete, each sent', async () => {
    const { api, messages } = client();
    seen.length = 0;
    const init = { params: { query: { delay: 80 } }, body: { teamId: 3001 } };
    const [a, b] = await Promise.all([api.request('post', '/echo', init), api.request('post', '/echo', init)]);
    expect(a).toMatchObject({ code: 0, data: '{"teamId":3001}' });
    expect(b).toMatchObject({ code: 0, data: '{"teamId":3001}' });
    expect(seen).toHaveLength(2);
    expect(messages).toEqual([]);
    expect(api.inFlight).toBe(0);
  });

  it('calls that differ in body are not cancelled', async () => {
    const { api } = client({ dedupe: 'cancel-previous' });
    const a = api.request('post', '/echo', { params: { query: { delay: 80 } }, body: { teamId: 3001 } });
    const b = api.request('post', '/echo', { params: { query: { delay: 80 } }, body: { teamId: 3002 } });
    await expect(Promise.all([a, b])).resolves.toHaveLength(2);
  });

  it("with dedupe 'cancel-previous' and allowedRepeat in the payload both complete; the flag is never sent", async () => {
    const { api } = client({ dedupe: 'cancel-previous' });
    seen.length = 0;
    const init = { params: { query: { delay: 80 } }, body: { teamId: 3001, allowedRepeat: true } };
    const [a, b] = await Promise.all([api.request('post', '/echo', init), api.request('post', '/echo', init)]);
    expect(a).toMatchObject({ data: '{"teamId":3001}' });
    expect(b).toMatchObject({ data: '{"teamId":3001}' });
    expect(seen.join('\n')).not.toContain('allowedRepeat');
    expect(seen).toHaveLength(2);
  });

  it("with dedupe 'cancel-previous', allowedRepeat as a call option also lets both complete", async () => {
    const { api } = client({ dedupe: 'cancel-previous' });
    const init = { params: { query: { delay: 60 } }, allowedRepeat: true };
    await expect(
      Promise.all([api.request('get', '/echo', init), api.request('get', '/echo', init)]),
    ).resolves.toHaveLength(2);
  });

  it("the caller's AbortSignal cancels without a toast", async () => {
    const { api, messages } = client();
    const ctl = new AbortController();
    const p = api.request('get', '/echo', { params: { query: { delay: 200 } }, signal: ctl.signal });
    setTimeout(() => ctl.abort(), 20);
    await expect(p).rejects.toBeInstanceOf(CancelledError);
    expect(messages).toEqual([]);
  });
});
