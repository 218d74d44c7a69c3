// `site-mock --engine prism` (`pnpm mock --engine prism`), issue #29: the CLI serves the contract with plain Prism on
// the port it is given; Prefer picks a code or a named example of the contract; --dynamic generates answers from the
// schemas (only the properties they name); --upstream is Prism's validation proxy; stopping the CLI, or killing it,
// leaves no Prism on the port. The whole contract against Prism is tests/contract/prism.test.ts.
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer as createHttpServer, type Server } from 'node:http';
import { createConnection, createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deref, operationCases, spec, type OperationCase } from '../lib/spec';

const cases = operationCases();
const CLI = fileURLToPath(new URL('../../packages/mock-server/dist/cli.js', import.meta.url));
type Json = any; // eslint-disable-line @typescript-eslint/no-explicit-any

const freePort = () =>
  new Promise<number>((resolve) => {
    const srv = createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });

const listening = (port: number) =>
  new Promise<boolean>((resolve) => {
    const sock = createConnection({ port, host: '127.0.0.1' });
    sock.once('connect', () => (sock.destroy(), resolve(true)));
    sock.once('error', () => resolve(false));
  });

async function closedWithin(port: number, ms: number): Promise<boolean> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (!(await listening(port))) return true;
    await new Promise((r) => setTimeout(r, 100));
  }
  return false;
}

interface Cli {
  child: ChildProcess;
  url: string;
  port: number;
  out: () => string;
}
const started: ChildProcess[] = [];

/** Run the CLI with `--engine prism` on a free port; resolves once it prints that Prism has started. */
async function startCli(...extra: string[]): Promise<Cli> {
  const port = await freePort();
  const child = spawn(process.execPath, [CLI, '--engine', 'prism', '--port', String(port), ...extra], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.push(child);
  let out = '';
  await new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes(`已启动：http://127.0.0.1:${port}`)) resolve();
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => reject(new Error(`site-mock --engine prism 提前退出（${code}）：\n${out}`)));
  });
  return { child, port, url: `http://127.0.0.1:${port}`, out: () => out };
}

/** Send a JSON case of the contract (its example parameters and body) straight to `base`. */
function sendCase(base: string, c: OperationCase | undefined, headers: Record<string, string>): Promise<Response> {
  if (!c) throw new Error('契约中没有这个调用');
  let path = c.path;
  for (const [k, v] of Object.entries<Json>(c.init.params?.path ?? {}))
    path = path.replace(`{${k}}`, encodeURIComponent(String(v)));
  const query = new URLSearchParams(
    Object.entries<Json>(c.init.params?.query ?? {}).map(([k, v]) => [k, String(v)] as [string, string]),
  );
  const json = c.init.body !== undefined;
  return fetch(`${base}${path}${query.size ? `?${query}` : ''}`, {
    method: c.method.toUpperCase(),
    headers: json ? { ...headers, 'content-type': 'application/json' } : headers,
    body: json ? JSON.stringify(c.init.body) : undefined,
  });
}

/** The operation's 200 JSON answer: its schema and its examples (a lone `example` is named `example`). */
function answerOf(operationId: string): { schema: Json; examples: Record<string, Json> } {
  for (const item of Object.values<Json>(spec.paths))
    for (const op of Object.values<Json>(item))
      if (op?.operationId === operationId) {
        const media = deref(op.responses?.['200'])?.content?.['application/json'];
        const examples: Record<string, Json> = Object.fromEntries(
          Object.entries<Json>(media?.examples ?? {}).map(([name, ex]) => [name, deref(ex)?.value]),
        );
        if (media?.example !== undefined) examples.example = media.example;
        return { schema: deref(media?.schema), examples };
      }
  throw new Error(`契约中没有 ${operationId}`);
}

/** Every property name a schema allows at its top level (through allOf / anyOf / oneOf and $ref). */
function propertiesOf(schema: Json): Set<string> {
  const s = deref(schema);
  const names = new Set<string>(Object.keys(s?.properties ?? {}));
  for (const sub of [...(s?.allOf ?? []), ...(s?.anyOf ?? []), ...(s?.oneOf ?? [])])
    for (const name of propertiesOf(sub)) names.add(name);
  return names;
}
const dataSchemaOf = (schema: Json): Json =>
  [schema, ...(deref(schema)?.allOf ?? [])].map((s) => deref(s)?.properties?.data).find(Boolean);

let plain: Cli;
let dynamic: Cli;
let proxy: Cli;
let upstream: Server;
const upstreamSaw: string[] = [];
/** The bytes of the last body the upstream received. */
let upstreamBody = Buffer.alloc(0);
const bearer = { authorization: 'Bearer eyJhbGciOiJIUzI1NiJ9.admin.U0001' };

beforeAll(async () => {
  // A back-end for the proxy: userInfo as the contract says, the menu with a field of the wrong type.
  const user = answerOf('getUserInfo').examples;
  const upload = answerOf('uploadPcFile').examples;
  upstream = createHttpServer((req, res) => {
    upstreamSaw.push(`${req.method} ${req.url}`);
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      upstreamBody = Buffer.concat(chunks);
      res.setHeader('content-type', 'application/json');
      if (req.url?.startsWith('/adm-system/user/userInfo')) res.end(JSON.stringify(Object.values(user)[0]));
      else if (req.url?.startsWith('/pc/file/upload')) res.end(JSON.stringify(Object.values(upload)[0]));
      else res.end(JSON.stringify({ code: 0, msg: '操作成功', data: { userId: 42 } }));
    });
  });
  await new Promise<void>((r) => upstream.listen(0, '127.0.0.1', r));
  const upstreamUrl = `http://127.0.0.1:${(upstream.address() as { port: number }).port}`;
  // Three Prisms side by side: each reads the 2.8 MB contract first.
  [plain, dynamic, proxy] = await Promise.all([
    startCli(),
    startCli('--dynamic', '--seed', '7'),
    startCli('--upstream', upstreamUrl),
  ]);
}, 240_000);

afterAll(async () => {
  for (const child of started) if (child.exitCode === null) child.kill('SIGTERM');
  await new Promise<void>((r) => upstream?.close(() => r()) ?? r());
});

describe('site-mock --engine prism', () => {
  it('starts plain Prism on the given port and answers the contract’s example', async () => {
    expect(plain.out()).toMatch(/Prism 5\.16\.0 已启动：http:\/\/127\.0\.0\.1:\d+（按契约示例应答/);
    const res = await fetch(`${plain.url}/adm-system/user/userInfo`, { headers: bearer });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual(Object.values(answerOf('getUserInfo').examples)[0]);
  });

  it('checks only that a bearer is there: none → the contract’s 401 answer, any value → 200', async () => {
    const none = await fetch(`${plain.url}/adm-system/user/userInfo`);
    expect(none.status).toBe(401);
    expect(((await none.json()) as { code: number }).code).toBe(401);
    const any = await fetch(`${plain.url}/adm-system/user/userInfo`, { headers: { authorization: 'Bearer x' } });
    expect(any.status).toBe(200);
  });

  it('Prefer: code=401 answers that code; example=<name> answers that named example of the contract', async () => {
    const code = await fetch(`${plain.url}/adm-system/user/userInfo`, { headers: { ...bearer, prefer: 'code=401' } });
    expect(code.status).toBe(401);
    expect(((await code.json()) as { code: number }).code).toBe(401);
    const { examples } = answerOf('resetPassword');
    expect(Object.keys(examples)).toEqual(['done', 'wrongCode']);
    const named = await fetch(`${plain.url}/pc/account/password/reset`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', prefer: 'example=wrongCode' },
      body: JSON.stringify(cases.find((c) => c.id === 'resetPassword')?.init.body),
    });
    expect(named.status).toBe(200);
    expect(await named.json()).toEqual(examples.wrongCode);
    // `wrongPassword` is one of the spec's x-failure-examples, which only our engine reads: Prism has no such example.
    const ours = await fetch(`${plain.url}/pc/account/login_v2`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', prefer: 'example=wrongPassword' },
      body: JSON.stringify({ account: 'admin', password: 'wrong' }),
    });
    expect(ours.status).toBe(404);
  });

  // Operations whose data objects allow more properties than they name: json-schema-faker filled them with
  // properties like `dolor_539` until Prism's CLI and generator shared one json-schema-faker (pnpm-workspace.yaml).
  it.for(['getSecurityAlarmTimeRange', 'getLaborAttendanceHeadCollect', 'devMockLogin', 'sendLoginSmsCode'])(
    '--dynamic generates %s from its schema, with only the properties it names',
    async (id, { expect }) => {
      const res = await sendCase(
        dynamic.url,
        cases.find((c) => c.id === id),
        bearer,
      );
      expect(res.status).toBe(200);
      expect(res.headers.get('sl-violations')).toBeNull();
      const body = (await res.json()) as { data: Json };
      const { schema, examples } = answerOf(id);
      expect(Object.values(examples)).not.toContainEqual(body);
      const named = propertiesOf(dataSchemaOf(schema));
      expect(named.size).toBeGreaterThan(0);
      expect(Object.keys(body.data ?? {}).filter((k) => !named.has(k))).toEqual([]);
    },
  );

  it('--upstream: Prism’s validation proxy forwards every call and flags requests and answers that break the contract', async () => {
    const good = await fetch(`${proxy.url}/adm-system/user/userInfo`, { headers: bearer });
    expect({ status: good.status, body: await good.json() }).toEqual({
      status: 200,
      body: Object.values(answerOf('getUserInfo').examples)[0],
    });
    expect(good.headers.get('sl-violations')).toBeNull();
    const bad = await fetch(`${proxy.url}/pc/vmemu/load`, { headers: bearer });
    expect(bad.status).toBe(200);
    expect(((await bad.json()) as { data: unknown }).data).toEqual({ userId: 42 }); // the upstream's answer, as is
    const flagged = JSON.parse(bad.headers.get('sl-violations') ?? '[]') as { location: string[] }[];
    expect(flagged.length).toBeGreaterThan(0);
    expect(flagged.every((v) => v.location[0] === 'response')).toBe(true);
    // A request that breaks the contract is still forwarded; Prism names its fields in the same header.
    const before = upstreamSaw.length;
    const refused = await fetch(`${proxy.url}/pc/account/login_v2`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ account: 1 }),
    });
    expect(upstreamSaw.length).toBe(before + 1);
    const named = JSON.parse(refused.headers.get('sl-violations') ?? '[]') as { location: string[] }[];
    expect(named.map((v) => v.location.join('.'))).toContain('request.body.account');
    expect(proxy.out()).toMatch(/代理校验 → http:\/\/127\.0\.0\.1:\d+/);
  });
});

describe('known limits of Prism 5.16 (README: 用 Prism 运行)', () => {
  it('--upstream: a binary file in a multipart upload reaches the back-end altered (Prism reads it as UTF-8 text)', async () => {
    const file = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0xff, 0xfe, 0x80, 0x00, 0xc3, 0x28]);
    const form = new FormData();
    form.append('file', new Blob([file], { type: 'application/octet-stream' }), 'a.xlsx');
    const res = await fetch(`${proxy.url}/pc/file/upload`, { method: 'POST', headers: bearer, body: form });
    expect(res.status).toBe(200);
    expect(upstreamSaw.at(-1)).toMatch(/^POST \/pc\/file\/upload/);
    expect(upstreamBody.includes(Buffer.from(file))).toBe(false); // the bytes sent are not the bytes received
    expect(upstreamBody.includes(Buffer.from([0x50, 0x4b, 0x03, 0x04]))).toBe(true); // the ASCII part is
  });
});

describe('stopping', () => {
  it('SIGTERM to the CLI stops Prism and frees the port', async () => {
    plain.child.kill('SIGTERM');
    expect(await closedWithin(plain.port, 5000)).toBe(true);
  });

  it('SIGKILL of the CLI (no chance to clean up) still ends Prism: it exits when its stdin pipe closes', async () => {
    dynamic.child.kill('SIGKILL');
    expect(await closedWithin(dynamic.port, 5000)).toBe(true);
  });
});
