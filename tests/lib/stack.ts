// Start what an end-to-end test needs, on free loopback ports, and stop all of it afterwards:
// the mock back-end (in-process) and the built console served by `vite preview` (proxying /api to the mock).
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { startMock, type MockServer } from '@site/mock-server';

const CONSOLE_DIR = fileURLToPath(new URL('../../packages/console', import.meta.url));
const VITE_BIN = fileURLToPath(new URL('../../packages/console/node_modules/vite/bin/vite.js', import.meta.url));

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

async function waitForHttp(url: string, timeoutMs = 30000): Promise<void> {
  const until = Date.now() + timeoutMs;
  let last: unknown;
  while (Date.now() < until) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
      last = new Error(`HTTP ${res.status}`);
    } catch (e) {
      last = e;
    }
    await new Promise((r) => setTimeout(r, 150));
  }
  throw new Error(`等待 ${url} 超时：${String(last)}`);
}

function killGroup(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.pid === undefined) return resolve();
    child.once('exit', () => resolve());
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      child.kill('SIGTERM');
    }
    setTimeout(() => {
      try {
        if (child.pid) process.kill(-child.pid, 'SIGKILL');
      } catch {
        /* already gone */
      }
    }, 3000).unref();
  });
}

export interface Stack {
  /** The console's URL (hash routes go after it: `${url}#/login`). */
  url: string;
  mock: MockServer;
  close(): Promise<void>;
}

export async function startStack(): Promise<Stack> {
  if (!existsSync(`${CONSOLE_DIR}/dist/index.html`)) {
    throw new Error('找不到构建好的控制台：先运行 pnpm -F @site/console build（npm test 会自动构建）');
  }
  // One world per browser context over the whole run: more than the default cap of 100 must stay (none is evicted
  // while a slower test file still uses it).
  const mock = await startMock({ port: 0, maxWorlds: 1000 });
  const port = await freePort();
  const preview = spawn(
    process.execPath,
    [VITE_BIN, 'preview', '--port', String(port), '--strictPort', '--host', '127.0.0.1'],
    {
      cwd: CONSOLE_DIR,
      env: { ...process.env, API_TARGET: mock.url },
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  preview.stdout?.on('data', (c: Buffer) => (output += c.toString()));
  preview.stderr?.on('data', (c: Buffer) => (output += c.toString()));
  const url = `http://127.0.0.1:${port}/`;
  try {
    await waitForHttp(url);
  } catch (e) {
    await killGroup(preview);
    await mock.close();
    throw new Error(`${String(e)}\n${output}`, { cause: e });
  }
  return {
    url,
    mock,
    async close() {
      await killGroup(preview);
      await mock.close();
    },
  };
}
