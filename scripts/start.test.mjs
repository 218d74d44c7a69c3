// npm start (issue #18): a start with an unchanged spec skips the spec check, and ending the start process alone —
// SIGTERM to it, or the death of the process that started it — closes the mock's and the console's ports.
import { spawn } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createConnection, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ROOT } from './lib/bootstrap.mjs';
import { inputsKey, outputsKey } from './lib/spec-cache.mjs';

/** A port nobody listens on right now. */
const freePort = () =>
  new Promise((resolve) => {
    const srv = createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });

const listening = (port) =>
  new Promise((resolve) => {
    const sock = createConnection({ port, host: '127.0.0.1' });
    sock.once('connect', () => (sock.destroy(), resolve(true)));
    sock.once('error', () => resolve(false));
  });

async function closedWithin(ports, ms) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (!(await Promise.all(ports.map(listening))).some(Boolean)) return true;
    await new Promise((r) => setTimeout(r, 100));
  }
  return false;
}

const started = [];
afterEach(() => {
  for (const child of started.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
});

/** Start `cmd args` (which runs scripts/start.mjs) on free ports; resolves once it prints the console URL. */
async function start(cmd, args, env = {}) {
  const [mockPort, consolePort] = [await freePort(), await freePort()];
  const child = spawn(cmd, args, {
    cwd: ROOT,
    env: { ...process.env, MOCK_PORT: String(mockPort), CONSOLE_PORT: String(consolePort), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.push(child);
  let out = '';
  const t0 = Date.now();
  await new Promise((resolve, reject) => {
    const onData = (chunk) => {
      out += chunk;
      if (/控制台\s+http:\/\/127\.0\.0\.1:\d+\//.test(out)) resolve();
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => reject(new Error(`start 提前退出（${code}）：\n${out}`)));
  });
  const ports = [
    Number(/控制台\s+http:\/\/127\.0\.0\.1:(\d+)\//.exec(out)[1]),
    Number(/后端\s+http:\/\/127\.0\.0\.1:(\d+)/.exec(out)[1]),
  ];
  return { child, ports, out, readyMs: Date.now() - t0 };
}

describe('npm start', () => {
  // The first run of a fresh clone lints the spec (~1–2 min on 2 cores), unless npm test's spec stage has just passed
  // the same check (scripts/test.mjs records it); later runs find it unchanged.
  it('SIGTERM to the start process alone closes the mock and console ports', async () => {
    const { child, ports } = await start(process.execPath, ['scripts/start.mjs']);
    expect(await Promise.all(ports.map(listening))).toEqual([true, true]);
    child.kill('SIGTERM');
    expect(await closedWithin(ports, 5000)).toBe(true);
    await new Promise((r) => (child.exitCode === null ? child.once('exit', r) : r()));
  }, 240_000);

  it('an unchanged spec is not checked again: ready within 15 s', async () => {
    const { child, ports, out, readyMs } = await start(process.execPath, ['scripts/start.mjs']);
    expect(out).toContain('规格与上次通过校验时相同');
    expect(readyMs).toBeLessThan(15_000);
    child.kill('SIGINT');
    expect(await closedWithin(ports, 5000)).toBe(true);
  }, 60_000);

  it('when the process that started it dies (kill -9 of its shell), the servers stop too', async () => {
    // `; true` keeps sh as the parent (no exec), as npm's `sh -c` is.
    const { child, ports } = await start('sh', ['-c', 'node scripts/start.mjs; true']);
    child.kill('SIGKILL');
    expect(await closedWithin(ports, 5000)).toBe(true);
  }, 240_000);
});

describe('MOCK_ENGINE=prism npm start (issue #29)', () => {
  it('the console’s /api reaches plain Prism: any sign-in gets the example token, a bearer gets the example; SIGTERM closes both ports', async () => {
    const { child, ports, out } = await start(process.execPath, ['scripts/start.mjs'], { MOCK_ENGINE: 'prism' });
    expect(out).toMatch(/后端\s+http:\/\/127\.0\.0\.1:\d+（Prism：/);
    const api = `http://127.0.0.1:${ports[0]}/api`;
    const login = await fetch(`${api}/pc/account/login_v2`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ account: 'nobody', password: 'anything' }),
    });
    expect(login.status).toBe(200);
    const { data } = await login.json();
    expect(data.name).toBe('王建华');
    const user = await fetch(`${api}/adm-system/user/userInfo`, { headers: { authorization: `Bearer ${data.token}` } });
    expect(user.status).toBe(200);
    expect((await user.json()).data.account).toBe('admin');
    expect((await fetch(`${api}/adm-system/user/userInfo`)).status).toBe(401);
    child.kill('SIGTERM');
    expect(await closedWithin(ports, 5000)).toBe(true);
  }, 240_000);
});

describe('the spec cache key', () => {
  it('changes when a spec source or a generated file changes, not otherwise', () => {
    const root = mkdtempSync(join(tmpdir(), 'spec-cache-'));
    try {
      cpSync(join(ROOT, 'spec/areas'), join(root, 'spec/areas'), { recursive: true });
      cpSync(join(ROOT, 'spec/openapi.yaml'), join(root, 'spec/openapi.yaml'));
      const [inputs, outputs] = [inputsKey(root), outputsKey(root)];
      expect(inputsKey(root)).toBe(inputs);
      writeFileSync(join(root, 'spec/dist-note.md'), 'x'); // any file under spec/ but spec/dist/ is a source
      expect(inputsKey(root)).not.toBe(inputs);
      expect(outputsKey(root)).toBe(outputs);
      mkdirSync(join(root, 'spec/dist'));
      writeFileSync(join(root, 'spec/dist/openapi.json'), '{}'); // the bundle is an output, not a source
      const withNote = inputsKey(root);
      expect(outputsKey(root)).not.toBe(outputs);
      writeFileSync(join(root, 'spec/dist/openapi.json'), '{"x":1}');
      expect(inputsKey(root)).toBe(withNote);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
