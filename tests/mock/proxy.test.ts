// Proxy mode (`--upstream`): byte-exact forwarding (binary uploads, chunked bodies), the answer passed through,
// contract violations reported, and clear envelopes plus findings for an upstream that is down, slow or not JSON.
import { createServer as createHttpServer, request, type Server } from 'node:http';
import { createServer as createNetServer, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMock, type Finding, type MockServer, type Violation } from '@site/mock-server';
import { miniSpec } from './mini-spec';

const auth = { authorization: 'Bearer qa' };

describe('proxy mode against a real back-end', () => {
  let upstream: Server;
  let mock: MockServer;
  let upstreamUrl = '';
  const reports: Violation[] = [];
  const findings: Finding[] = [];
  const received: { method: string; url: string; headers: Record<string, unknown>; body: Buffer }[] = [];
  beforeAll(async () => {
    upstream = createHttpServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        received.push({
          method: req.method ?? '',
          url: req.url ?? '',
          headers: req.headers,
          body: Buffer.concat(chunks),
        });
        if (req.url?.startsWith('/workers')) {
          // The worker list with the wrong shape: id as text, name missing.
          res.writeHead(200, { 'content-type': 'application/json' });
          res.end(JSON.stringify({ code: 0, msg: 'ok', data: { total: 1, list: [{ id: '4001', workType: '木工' }] } }));
        } else if (req.url === '/upload') {
          res.writeHead(200, { 'content-type': 'application/json', 'x-upstream': 'yes' });
          res.end(JSON.stringify({ code: 0, msg: '上传成功', data: { batch_id: 'B1' } }));
        } else if (req.url === '/login') {
          res.writeHead(200, { 'content-type': 'application/json' });
          res.end('{"code":0,"msg":"ok","data":{"token":'); // cut off: not JSON
        } else if (req.url === '/param-login') {
          res.writeHead(200, { 'content-type': 'application/json' });
          res.end(JSON.stringify({ code: 0, msg: 'ok', data: { token: 'project-token' } }));
        } else if (req.url === '/stall') {
          // Headers and half a body, then nothing: the timeout and the broken answer both follow.
          res.writeHead(200, { 'content-type': 'application/json', 'content-length': '100' });
          res.write('{"code":0,');
        } else if (req.url === '/slow') {
          setTimeout(() => res.end('{}'), 2000);
        } else {
          res.writeHead(404).end();
        }
      });
    });
    await new Promise<void>((r) => upstream.listen(0, '127.0.0.1', r));
    const port = (upstream.address() as AddressInfo).port;
    upstreamUrl = `http://127.0.0.1:${port}`;
    mock = await startMock({
      port: 0,
      spec: structuredClone(miniSpec),
      upstream: `http://127.0.0.1:${port}`,
      upstreamTimeoutMs: 500,
      onViolation: (v) => reports.push(v),
      onFinding: (f) => findings.push(f),
    });
  });
  afterAll(async () => {
    await mock.close();
    await new Promise<void>((r) => upstream.close(() => r()));
  });

  it('forwards the call and reports each violation with the operation, the field and what was expected', async () => {
    const res = await fetch(`${mock.url}/workers?pageNum=1`, { headers: auth });
    expect(res.status).toBe(200);
    expect((await res.json()).data.list[0].id).toBe('4001'); // the real answer passes through
    expect(received.at(-1)?.url).toBe('/workers?pageNum=1');
    expect(received.at(-1)?.headers.authorization).toBe('Bearer qa');
    expect(reports).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          operation: 'listWorkers',
          field: 'response.body.data.list.0.id',
          expected: '应为整数',
        }),
        expect.objectContaining({
          operation: 'listWorkers',
          field: 'response.body.data.list.0.name',
          expected: '必填，不能缺少',
        }),
      ]),
    );
    expect(mock.violations).toHaveLength(reports.length);
  });

  it('a binary multipart upload arrives byte for byte, and the answer comes back with its headers', async () => {
    const bytes = new Uint8Array(4096).map((_, i) => (i * 37) % 256);
    const form = new FormData();
    form.append('file', new Blob([bytes], { type: 'application/octet-stream' }), '安全帽.xlsx');
    const sent = new Uint8Array(await new Response(form).arrayBuffer());
    const type = new Response(form).headers.get('content-type') as string;
    const res = await fetch(`${mock.url}/upload`, {
      method: 'POST',
      headers: { ...auth, 'content-type': type },
      body: sent,
    });
    expect(res.headers.get('x-upstream')).toBe('yes');
    expect(new Uint8Array(received.at(-1)?.body as Buffer)).toEqual(sent);
  });

  it('a chunked client body is forwarded whole', async () => {
    const port = new URL(mock.url).port;
    const parts = ['{"account":', '"admin",', '"x":"', 'y'.repeat(70000), '"}'];
    await new Promise<void>((resolve) => {
      const req = request(
        {
          host: '127.0.0.1',
          port,
          path: '/workers',
          method: 'POST',
          headers: { ...auth, 'content-type': 'application/json', 'transfer-encoding': 'chunked' },
        },
        (res) => {
          res.resume();
          res.on('end', () => resolve());
        },
      );
      for (const p of parts) req.write(p);
      req.end();
    });
    expect(received.at(-1)?.body.toString()).toBe(parts.join(''));
  });

  it('a body over the limit is refused with a 413 envelope and never forwarded', async () => {
    const before = received.length;
    const res = await fetch(`${mock.url}/workers`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: `{"x":"${'y'.repeat(1024 * 1024)}"}`,
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ code: 413, data: null });
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(received.length).toBe(before);
  });

  it('an upstream that answers invalid JSON gives the client a clear envelope and is a finding', async () => {
    const res = await fetch(`${mock.url}/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"account":"admin"}',
    });
    expect(res.status).toBe(502);
    expect((await res.json()).msg).toBe('上游后端返回的内容不是合法 JSON（login）');
    expect(findings.at(-1)).toMatchObject({ kind: 'invalid-json', operation: 'login' });
  });

  it('a token issued without the proof the contract requires (x-upstream-check) is a finding', async () => {
    const post = (body: object, headers: Record<string, string> = {}) =>
      fetch(`${mock.url}/param-login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify(body),
      });
    const before = findings.length;
    expect((await (await post({ project_id: 1001, user_innerid: 'U0101' })).json()).data.token).toBe('project-token');
    expect(findings.slice(before)).toEqual([
      expect.objectContaining({
        kind: 'unchecked-token',
        operation: 'paramLogin',
        message: expect.stringContaining('sign+timestamp 或 Authorization'),
      }),
    ]);
    await post({ project_id: 1001, user_innerid: 'U0101', sign: 'ab12', timestamp: 1763856000 });
    await post({ project_id: 1001 }, { authorization: 'Bearer portal' });
    expect(findings.length).toBe(before + 1);
  });

  it('a request that breaks the contract is forwarded but reported: a finding, readable at /__mock/findings and in X-Mock-Findings', async () => {
    const before = received.length;
    const res = await fetch(`${mock.url}/workers?pageNum=abc`, { headers: auth });
    expect(res.status).toBe(200);
    expect(received.length).toBe(before + 1);
    const header = JSON.parse(res.headers.get('x-mock-findings') as string);
    expect(header).toEqual(
      expect.arrayContaining([
        { kind: 'request', message: expect.stringContaining('query.pageNum 应为整数') },
        expect.objectContaining({ kind: 'response', field: 'response.body.data.list.0.id' }),
      ]),
    );
    const listed = (await (await fetch(`${mock.url}/__mock/findings`)).json()).data;
    expect(listed.findings).toContainEqual(
      expect.objectContaining({
        kind: 'request',
        operation: 'listWorkers',
        message: expect.stringContaining('pageNum'),
      }),
    );
    expect(listed.violations.length).toBe(mock.violations.length);
    // The rest of the control surface is the real back-end's business in proxy mode.
    expect((await fetch(`${mock.url}/__mock/worlds/main`)).status).not.toBe(200);
  });

  it('with strictRequests, a request that breaks the contract is refused (400) and not forwarded', async () => {
    const strict = await startMock({
      port: 0,
      spec: structuredClone(miniSpec),
      upstream: upstreamUrl,
      strictRequests: true,
      onFinding: () => {},
      onViolation: () => {},
    });
    try {
      const before = received.length;
      const res = await fetch(`${strict.url}/workers?pageNum=abc`, { headers: auth });
      expect(res.status).toBe(400);
      expect((await res.json()).msg).toContain('query.pageNum 应为整数');
      expect(received.length).toBe(before);
      expect(strict.findings).toEqual([expect.objectContaining({ kind: 'request', operation: 'listWorkers' })]);
    } finally {
      await strict.close();
    }
  });

  it('a stalled answer is reported once', async () => {
    const before = findings.length;
    const res = await fetch(`${mock.url}/stall`, { headers: auth });
    expect(res.status).toBeGreaterThanOrEqual(502);
    await new Promise((r) => setTimeout(r, 200));
    expect(findings.length - before).toBe(1);
  });

  it('a slow upstream times out with a 504 envelope; a down one gives 502', async () => {
    const slow = await fetch(`${mock.url}/slow`, { headers: auth });
    expect(slow.status).toBe(504);
    expect((await slow.json()).msg).toBe('上游后端超时（500 ms 内没有应答）');
    expect(findings.at(-1)?.kind).toBe('timeout');

    const closed = createNetServer();
    await new Promise<void>((r) => closed.listen(0, '127.0.0.1', r));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((r) => closed.close(() => r()));
    const down = await startMock({ port: 0, spec: structuredClone(miniSpec), upstream: `http://127.0.0.1:${port}` });
    try {
      const res = await fetch(`${down.url}/workers`, { headers: auth });
      expect(res.status).toBe(502);
      expect((await res.json()).msg).toMatch(/^上游后端不可达：.*ECONNREFUSED/);
      expect(down.findings[0]?.kind).toBe('down');
    } finally {
      await down.close();
    }
  });
});

it('close() frees the port', async () => {
  const mock = await startMock({ port: 0, spec: structuredClone(miniSpec), say: () => {} });
  const { port } = mock;
  await fetch(`${mock.url}/workers`, { headers: auth });
  await mock.close();
  const probe = createNetServer();
  await new Promise<void>((resolve, reject) => {
    probe.once('error', reject);
    probe.listen(port, '127.0.0.1', () => resolve());
  });
  await new Promise<void>((r) => probe.close(() => r()));
});
