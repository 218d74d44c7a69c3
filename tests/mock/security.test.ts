// The mock left running for days, pointed at by several browsers and scripted by other tools (issue #25): uploads
// are served safely and only to their world, the control API refuses other sites and simple requests, one request
// cannot break a world, state belongs to its world, and memory is bounded by caps that drop the oldest.
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMock, type MockServer } from '@site/mock-server';

let mock: MockServer;
const said: string[] = [];
beforeAll(async () => {
  mock = await startMock({ port: 0, say: (line) => said.push(line) });
});
afterAll(() => mock.close());

type Answer = { status: number; body: any; headers: Headers }; // eslint-disable-line @typescript-eslint/no-explicit-any

async function call(
  server: MockServer,
  method: string,
  path: string,
  opts: { token?: string; body?: unknown; world?: string; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const headers: Record<string, string> = { ...(opts.headers ?? {}) };
  if (opts.world) headers['x-mock-world'] = opts.world;
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  let body: BodyInit | undefined;
  if (opts.body instanceof FormData || typeof opts.body === 'string') body = opts.body;
  else if (opts.body !== undefined) {
    headers['content-type'] ??= 'application/json';
    body = JSON.stringify(opts.body);
  }
  const res = await fetch(`${server.url}${path}`, { method, headers, body });
  const type = res.headers.get('content-type') ?? '';
  return {
    status: res.status,
    headers: res.headers,
    body: /json/.test(type) ? await res.json() : Buffer.from(await res.arrayBuffer()),
  };
}
const api = (method: string, path: string, opts?: Parameters<typeof call>[3]) => call(mock, method, path, opts);

/** A control call as the e2e helper makes it (JSON). */
const control = (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
  api(method, `/__mock${path}`, { body: method === 'GET' ? undefined : (body ?? {}), headers });

async function signIn(world: string, server = mock, password = 'Admin@2026'): Promise<string> {
  const res = await call(server, 'POST', '/pc/account/login_v2', { world, body: { account: 'admin', password } });
  expect(res.body.code).toBe(0);
  return res.body.data.token as string;
}

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);

async function upload(token: string, bytes: Uint8Array<ArrayBuffer>, type: string, name: string, server = mock) {
  const form = new FormData();
  form.append('file', new Blob([bytes], { type }), name);
  const res = await call(server, 'POST', '/pc/file/upload', { token, body: form });
  expect(res.body.code).toBe(0);
  return res.body.data as { url: string; fileId: string; name: string; size: number };
}
/** Where the console's /api proxy sends a file address. */
const direct = (url: string) => url.replace(/^\/api/, '');

describe('uploaded files', () => {
  it('HTML and SVG are served as downloads (octet-stream, attachment, nosniff), whatever type the client claimed', async () => {
    const token = await signIn('sec-files');
    for (const [type, name, text] of [
      ['text/html', 'x.html', '<script>alert(document.cookie)</script>'],
      ['image/svg+xml', 'x.svg', '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'],
      ['image/png', 'fake.png', '<html><script>alert(1)</script></html>'],
    ] as const) {
      const file = await upload(token, Buffer.from(text), type, name);
      const back = await api('GET', direct(file.url), { token });
      expect(back.status).toBe(200);
      expect(back.headers.get('content-type')).toBe('application/octet-stream');
      expect(back.headers.get('content-disposition')).toMatch(/^attachment;/);
      expect(back.headers.get('x-content-type-options')).toBe('nosniff');
      expect(Buffer.from(back.body).toString()).toBe(text);
    }
  });

  it('a picture is served inline with the type its bytes show, not the one claimed', async () => {
    const token = await signIn('sec-files');
    const file = await upload(token, PNG, 'text/html', '现场.png');
    const back = await api('GET', direct(file.url), { token });
    expect(back.headers.get('content-type')).toBe('image/png');
    expect(back.headers.get('content-disposition')).toBeNull();
    const jpeg = await upload(token, Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2]), 'application/pdf', 'a.jpg');
    expect((await api('GET', direct(jpeg.url), { token })).headers.get('content-type')).toBe('image/jpeg');
  });

  it('every upload has its own fileId and address', async () => {
    const token = await signIn('sec-files');
    const a = await upload(token, PNG, 'image/png', 'a.png');
    const b = await upload(token, PNG, 'image/png', 'a.png');
    expect(a.fileId).not.toBe(b.fileId);
    expect(a.fileId).toMatch(/^F[0-9A-F]{16}$/);
    expect(a.url).not.toBe(b.url);
    expect(a.url).toContain(a.fileId);
  });

  it("a file is served only to its world's sessions: by token or the console's session cookie, never to another world or no one", async () => {
    const [a, b] = await Promise.all([signIn('sec-world-a'), signIn('sec-world-b')]);
    const file = await upload(a, PNG, 'image/png', '照片.png');
    expect((await api('GET', direct(file.url), { token: a })).status).toBe(200);
    // An <img> sends cookies, not headers: the console keeps its token in the site_token cookie.
    const img = await api('GET', direct(file.url), { headers: { cookie: `mock_world=sec-world-a; site_token=${a}` } });
    expect(img.status).toBe(200);
    expect(img.headers.get('content-type')).toBe('image/png');
    const other = await api('GET', direct(file.url), { token: b });
    expect(other.status).toBe(404);
    expect(other.body.code).toBe(404);
    const nobody = await api('GET', direct(file.url));
    expect(nobody.status).toBe(401);
    expect(nobody.body.code).toBe(401);
    // A's token with B's world named beside it is not A's world.
    expect((await api('GET', direct(file.url), { token: a, world: 'sec-world-b' })).status).toBe(404);
  });

  it('nosniff is on every answer: JSON, errors, pictures, control', async () => {
    for (const path of ['/pc/team/list', '/nowhere', '/mock-assets/static/avatar/U0001.png', '/__mock']) {
      expect((await api('GET', path)).headers.get('x-content-type-options')).toBe('nosniff');
    }
  });
});

describe('the control API', () => {
  it('refuses a foreign Origin (403), even with JSON, and nothing changes', async () => {
    for (const type of ['text/plain', 'application/json']) {
      const res = await api('POST', '/__mock/worlds/main/faults', {
        headers: { origin: 'http://evil.example', 'content-type': type },
        body: JSON.stringify({ operation: 'listOrgTeams', msg: '被篡改' }),
      });
      expect(res.status).toBe(403);
      expect(res.body.code).toBe(403);
    }
    expect((await control('GET', '/worlds/main/faults')).body.data).toEqual([]);
  });

  it('refuses a simple (CSRF-able) request: a change needs a JSON type or X-Mock-Control: 1', async () => {
    const plain = await api('POST', '/__mock/worlds/sec-csrf/faults', {
      headers: { 'content-type': 'text/plain' },
      body: JSON.stringify({ operation: 'listOrgTeams' }),
    });
    expect(plain.status).toBe(403);
    expect(plain.body.msg).toContain('X-Mock-Control');
    const form = await api('POST', '/__mock/worlds/sec-csrf/reset', {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'a=1',
    });
    expect(form.status).toBe(403);
    const header = await api('POST', '/__mock/worlds/sec-csrf/reset', { headers: { 'x-mock-control': '1' } });
    expect(header.status).toBe(200);
    // The console's /api proxy forwards the console's own (loopback) origin: accepted.
    const proxied = await control(
      'POST',
      '/worlds/sec-csrf/faults',
      { operation: 'listOrgTeams', times: 1 },
      {
        origin: 'http://127.0.0.1:5173',
      },
    );
    expect(proxied.status).toBe(200);
  });

  it('a GET never creates a world: a world that does not exist answers 404', async () => {
    const res = await api('GET', '/__mock/worlds/sec-never-made');
    expect(res.status).toBe(404);
    expect(res.body.code).toBe(404);
    const worlds = (await api('GET', '/__mock')).body.data.worlds.map((w: { id: string }) => w.id);
    expect(worlds).not.toContain('sec-never-made');
    expect((await api('GET', '/__mock/worlds/sec-never-made/requests')).body.data).toEqual([]);
    expect((await api('GET', '/__mock')).body.data.worlds.map((w: { id: string }) => w.id)).not.toContain(
      'sec-never-made',
    );
  });

  it('a wrong method answers 405 with Allow', async () => {
    const res = await api('GET', '/__mock/worlds/main/reset');
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('POST');
    expect(res.body.code).toBe(405);
  });

  it('--admin-token: control calls carry it (bearer or header); calls of the API do not need it', async () => {
    const guarded = await startMock({ port: 0, adminToken: 's3cret-admin', say: () => {} });
    try {
      const bare = await call(guarded, 'GET', '/__mock');
      expect(bare.status).toBe(401);
      expect(bare.body.code).toBe(401);
      expect((await call(guarded, 'GET', '/__mock', { token: 'wrong' })).status).toBe(401);
      expect((await call(guarded, 'GET', '/__mock', { token: 's3cret-admin' })).status).toBe(200);
      const header = await call(guarded, 'POST', '/__mock/worlds/x/reset', {
        headers: { 'x-mock-admin-token': 's3cret-admin', 'x-mock-control': '1' },
      });
      expect(header.status).toBe(200);
      expect((await signIn('any', guarded)).length).toBeGreaterThan(20);
    } finally {
      await guarded.close();
    }
  });
});

describe('hardened input', () => {
  it('a 10,000-deep field is refused with a 400 naming the depth limit, and the list keeps answering', async () => {
    const token = await signIn('sec-deep');
    const deep = `${'{"a":'.repeat(10_000)}"x"${'}'.repeat(10_000)}`;
    const res = await api('POST', '/pc/team/edit', {
      token,
      body: `{"team_name":"深层班组","project_id":1001,"corp_id":2001,"extra":${deep}}`,
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe(400);
    expect(res.body.msg).toContain('嵌套不能超过 64 层');
    expect(res.body.violations[0]).toMatchObject({ in: 'body', rule: 'depth' });
    expect((await api('GET', '/pc/team/list?pageNum=1&pageSize=5', { token })).status).toBe(200);
    expect((await api('GET', '/__mock/worlds/sec-deep')).status).toBe(200);
  });

  it('a string over 64 KB and an array over 10,000 items are refused by name', async () => {
    const token = await signIn('sec-sizes');
    const long = await api('POST', '/pc/team/edit', {
      token,
      body: { team_name: '班组', project_id: 1001, corp_id: 2001, remark: 'x'.repeat(65_537) },
    });
    expect(long.status).toBe(400);
    expect(long.body.msg).toContain('body.remark 字符串不能超过 65536 个字符');
    const many = await api('POST', '/pc/team/edit', {
      token,
      body: { team_name: '班组', project_id: 1001, corp_id: 2001, tags: new Array(10_001).fill(1) },
    });
    expect(many.status).toBe(400);
    expect(many.body.msg).toContain('body.tags 数组不能超过 10000 项');
  });

  it('a multipart text field over 64 KB is refused too', async () => {
    const token = await signIn('sec-sizes');
    const form = new FormData();
    form.append('file', new Blob([PNG], { type: 'image/png' }), 'a.png');
    form.append('biz_type', 'x'.repeat(65_537));
    const res = await api('POST', '/pc/file/upload', { token, body: form });
    expect(res.status).toBe(400);
    expect(res.body.msg).toContain('body.biz_type 字符串不能超过 65536 个字符');
  });

  it('a cookie that cannot be decoded (progress=100%) is ignored: signing in still works', async () => {
    const res = await api('POST', '/pc/account/login_v2', {
      body: { account: 'admin', password: 'Admin@2026' },
      headers: { cookie: 'progress=100%; mock_world=sec-cookie' },
    });
    expect(res.status).toBe(200);
    expect(res.body.code).toBe(0);
  });

  it('a known path with a wrong method answers 405 with Allow, in an envelope', async () => {
    const res = await api('GET', '/pc/account/login_v2');
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('POST');
    expect(res.body).toMatchObject({ code: 405, data: null });
    expect((await api('DELETE', '/pc/team/list')).headers.get('allow')).toBe('GET');
  });

  it('a URL over 16 KB answers 431 in an envelope', async () => {
    const answer = await new Promise<{ status: number; type: string; text: string }>((resolve, reject) => {
      const req = request(`${mock.url}/pc/team/list?q=${'x'.repeat(20_000)}`, (res) => {
        let text = '';
        res.on('data', (c: Buffer) => (text += c.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, type: String(res.headers['content-type']), text }));
      });
      req.on('error', reject);
      req.end();
    });
    expect(answer.status).toBe(431);
    expect(answer.type).toBe('application/json');
    expect(JSON.parse(answer.text)).toMatchObject({ code: 431, data: null });
  });

  it('a badly escaped Prefer msg answers 400, not 500', async () => {
    const token = await signIn('sec-prefer');
    const res = await api('GET', '/pc/team/list', { token, headers: { prefer: 'envelope=601, msg=100%zz' } });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe(400);
    expect(res.body.msg).toContain('Prefer');
  });

  it('an upload without a file answers HTTP 400', async () => {
    const token = await signIn('sec-nofile');
    const form = new FormData();
    form.append('biz_type', 'trouble');
    const res = await api('POST', '/pc/file/upload', { token, body: form });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe(400);
  });

  it('a restore is checked first and applied all or nothing: a bad snapshot leaves the world as it was', async () => {
    const token = await signIn('sec-restore');
    await api('POST', '/pc/team/edit', { token, body: { team_name: '恢复前班组', project_id: 1001, corp_id: 2001 } });
    const good = (await api('GET', '/__mock/worlds/sec-restore')).body;
    const first = async () =>
      (await api('GET', '/pc/team/list?pageNum=1&pageSize=1', { token })).body.data.list[0].team_name;
    for (const [bad, why] of [
      [{ ...good, format: 'other' }, 'format'],
      [{ ...good, tables: { ...good.tables, listOrgTeams: [1, 2] } }, '不是对象'],
      [{ ...good, tables: { ...good.tables, noSuchTable: [] } }, '没有名为 noSuchTable 的表'],
      [{ ...good, tables: { ...good.tables, listOrgTeams: 'rows' } }, '应为行数组'],
      [{ ...good, tables: { listOrgTeams: [{ id: 'not-a-number', team_name: '坏行' }] } }, '字段 id'],
    ] as const) {
      const res = await control('PUT', '/worlds/sec-restore', bad);
      expect(res.status, why).toBe(400);
      expect(res.body.msg).toContain(why);
      expect(await first()).toBe('恢复前班组');
    }
    const empty = { format: 'site-mock-world/1', tables: {}, counters: {} };
    expect((await control('PUT', '/worlds/sec-restore', empty)).status).toBe(200);
    expect(await first()).not.toBe('恢复前班组');
    expect((await control('PUT', '/worlds/sec-restore', good)).status).toBe(200);
    expect(await first()).toBe('恢复前班组');
  });
});

describe('state that belongs to its world', () => {
  const resetPassword = (world: string, password: string) =>
    api('POST', '/pc/account/password/reset', {
      world,
      body: { mobile: '13800138000', code: '246810', new_password: password },
    });

  it("a password reset goes with the world's reset and with its deletion", async () => {
    expect((await resetPassword('sec-pwd', 'Changed@2026')).body.code).toBe(0);
    await signIn('sec-pwd', mock, 'Changed@2026');
    expect((await control('POST', '/worlds/sec-pwd/reset')).status).toBe(200);
    await signIn('sec-pwd', mock, 'Admin@2026');
    expect((await resetPassword('sec-pwd', 'Again@2026')).body.code).toBe(0);
    expect((await control('DELETE', '/worlds/sec-pwd')).status).toBe(200);
    await signIn('sec-pwd', mock, 'Admin@2026');
  });

  it('a token used with another X-Mock-World is refused (401), and signing in again there still works', async () => {
    const a = await signIn('sec-tok-a');
    const res = await api('GET', '/pc/team/list?pageNum=1&pageSize=1', { token: a, world: 'sec-tok-b' });
    expect(res.status).toBe(401);
    expect(res.body.msg).toContain('sec-tok-a');
    const again = await api('POST', '/pc/account/login_v2', {
      token: a,
      world: 'sec-tok-b',
      body: { account: 'admin', password: 'Admin@2026' },
    });
    expect(again.body.code).toBe(0);
  });

  it("a deleted world's sessions end with it", async () => {
    const token = await signIn('sec-gone');
    await control('DELETE', '/worlds/sec-gone');
    expect((await api('GET', '/pc/team/list', { token })).status).toBe(401);
  });
});

describe('bounded memory', () => {
  it('ten 5 MB uploads, then the world deleted: their bytes are released', async () => {
    const before = mock.usage().uploadBytes;
    const token = await signIn('sec-big');
    const five = new Uint8Array(5 * 1024 * 1024).fill(7);
    for (let i = 0; i < 10; i++) await upload(token, five, 'application/octet-stream', `大文件${i}.bin`);
    expect(mock.usage().uploadBytes - before).toBe(50 * 1024 * 1024);
    expect((await api('GET', '/__mock')).body.data.usage.uploadBytes).toBe(mock.usage().uploadBytes);
    // The journal kept a part of each body, not 50 MB.
    const journal = (await api('GET', '/__mock/worlds/sec-big/requests?operation=uploadPcFile')).body.data;
    expect(journal.at(-1).truncated).toBeGreaterThan(5 * 1024 * 1024);
    expect(journal.at(-1).body).toContain('已截断');
    expect(mock.world('sec-big').journalBytes).toBeLessThanOrEqual(2 * 1024 * 1024);
    expect((await control('DELETE', '/worlds/sec-big')).status).toBe(200);
    expect(mock.usage().uploadBytes).toBe(before);
  });

  it('a reset drops the world’s uploads and journal too', async () => {
    const token = await signIn('sec-reset-files');
    const file = await upload(token, PNG, 'image/png', 'a.png');
    await control('POST', '/worlds/sec-reset-files/reset');
    expect((await api('GET', direct(file.url), { token })).status).toBe(404);
    expect((await api('GET', '/__mock/worlds/sec-reset-files/requests')).body.data).toEqual([]);
  });

  it('caps: worlds beyond --max-worlds go least recently used first (never main), idle worlds expire, the oldest uploads go', async () => {
    const lines: string[] = [];
    const small = await startMock({
      port: 0,
      maxWorlds: 3,
      worldIdleMs: 60_000,
      maxUploadBytes: 2 * 1024 * 1024,
      say: (l) => lines.push(l),
    });
    try {
      const ids = async () => (await call(small, 'GET', '/__mock')).body.data.worlds.map((w: { id: string }) => w.id);
      const t1 = await signIn('w1', small);
      await signIn('w2', small);
      await signIn('w1', small); // w1 used again: w2 is now the least recently used
      await signIn('w3', small);
      expect(await ids()).toEqual(['main', 'w1', 'w3']);
      expect(lines.some((l) => l.includes('世界 w2 已移除') && l.includes('3'))).toBe(true);
      // Uploads past the total: the oldest goes, with a line.
      const mb = new Uint8Array(900 * 1024).fill(1);
      const first = await upload(t1, mb, 'image/png', 'first.bin', small);
      await upload(t1, mb, 'image/png', 'second.bin', small);
      await upload(t1, mb, 'image/png', 'third.bin', small);
      expect((await call(small, 'GET', direct(first.url), { token: t1 })).status).toBe(404);
      expect(small.usage().uploadBytes).toBeLessThanOrEqual(2 * 1024 * 1024);
      expect(lines.some((l) => l.includes('first.bin') && l.includes('已清除'))).toBe(true);
    } finally {
      await small.close();
    }
    const idle = await startMock({ port: 0, worldIdleMs: 30, say: (l) => lines.push(l) });
    try {
      await signIn('sleepy', idle);
      await new Promise((r) => setTimeout(r, 80));
      await signIn('awake', idle);
      const ids = (await call(idle, 'GET', '/__mock')).body.data.worlds.map((w: { id: string }) => w.id);
      expect(ids).toContain('main');
      expect(ids).not.toContain('sleepy');
      expect(lines.some((l) => l.includes('世界 sleepy 已移除'))).toBe(true);
    } finally {
      await idle.close();
    }
  });
});
