// Calling the mock as QA's curl would (JSON in, JSON out, in a world of the caller's own), for the tests that start
// the mock in-process: tests/mock/mock.test.ts and tests/mock/invariants.test.ts.

type Json = any; // eslint-disable-line @typescript-eslint/no-explicit-any

export type Answer = { status: number; body: Json; headers: Headers };

interface CallOptions {
  token?: string;
  /** JSON (any value), FormData (multipart) or URLSearchParams (a form). */
  body?: unknown;
  /** The X-Mock-World header: a world of the caller's own. */
  world?: string;
  headers?: Record<string, string>;
}

export type Call = (method: string, path: string, opts?: CallOptions) => Promise<Answer>;

/** A `call` bound to a mock whose URL is known once it has started. */
export function mockCaller(baseUrl: () => string): Call {
  return async (method, path, opts = {}) => {
    const headers: Record<string, string> = { ...(opts.headers ?? {}) };
    if (opts.world) headers['x-mock-world'] = opts.world;
    if (opts.token) headers.authorization = `Bearer ${opts.token}`;
    let body: BodyInit | undefined;
    if (opts.body instanceof FormData || opts.body instanceof URLSearchParams) body = opts.body;
    else if (opts.body !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(opts.body);
    }
    const res = await fetch(`${baseUrl()}${path}`, { method, headers, body });
    const type = res.headers.get('content-type') ?? '';
    return {
      status: res.status,
      headers: res.headers,
      body: /json/.test(type) ? await res.json() : await res.arrayBuffer(),
    };
  };
}

/** Sign in with a demo account (README, 演示账号) in a world; the token. */
export async function signInAs(call: Call, world: string, account: string, password: string): Promise<string> {
  const res = await call('POST', '/pc/account/login_v2', { world, body: { account, password } });
  if (res.body?.code !== 0) throw new Error(`登录失败（${account}）：${String(res.body?.msg)}`);
  return res.body.data.token as string;
}
