#!/usr/bin/env node
// npm start — install what is missing, bundle and lint the spec, generate the SDK types, start the mock back-end
// and the console, and print the URL and the demo sign-in. Ctrl-C stops everything.
//   API_TARGET=https://api.example.com npm start   → no mock; the console talks to that back-end
//   MOCK_PORT=4010 CONSOLE_PORT=5173                → preferred ports (the next free one is used if taken)
import { spawnSync } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { ROOT, ensureDependencies, killGroup, pnpmCommand, spawnGroup, buildMock } from './lib/bootstrap.mjs';

function freePortFrom(start) {
  return new Promise((resolve) => {
    const tryPort = (port) => {
      const srv = createServer();
      srv.once('error', () => tryPort(port + 1));
      srv.listen(port, '127.0.0.1', () => srv.close(() => resolve(port)));
    };
    tryPort(start);
  });
}

const pnpm = pnpmCommand();
ensureDependencies(pnpm);

const spec = spawnSync(process.execPath, ['scripts/spec.mjs'], { cwd: ROOT, stdio: 'inherit' });
if (spec.status !== 0) {
  console.error('✗ 规格校验失败（见上方）：修正 spec/ 后重试');
  process.exit(1);
}

const upstream = process.env.API_TARGET;
let mock;
let target = upstream;
if (!upstream) {
  const { startMock } = await import(buildMock());
  mock = await startMock({ port: await freePortFrom(Number(process.env.MOCK_PORT ?? 4010)) });
  target = mock.url;
}

const consolePort = await freePortFrom(Number(process.env.CONSOLE_PORT ?? 5173));
const vite = spawnGroup(
  process.execPath,
  [
    join(ROOT, 'packages/console/node_modules/vite/bin/vite.js'),
    '--port',
    String(consolePort),
    '--strictPort',
    '--clearScreen',
    'false',
    '--logLevel',
    'warn',
  ],
  { cwd: join(ROOT, 'packages/console'), env: { ...process.env, API_TARGET: target } },
);

let stopping = false;
async function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  killGroup(vite);
  await mock?.close();
  process.exit(code);
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
vite.on('exit', (code) => {
  if (!stopping) {
    console.error(`✗ 控制台开发服务器已退出（${code}）`);
    stop(1);
  }
});

// Wait until the console answers, then print where to go.
const url = `http://127.0.0.1:${consolePort}/`;
for (let i = 0; i < 200; i++) {
  try {
    if ((await fetch(url)).ok) break;
  } catch {
    /* not yet */
  }
  await new Promise((r) => setTimeout(r, 150));
}
console.log(`
  控制台      ${url}
  后端        ${upstream ? `${upstream}（真实后端，经 /api 代理）` : `${target}（Mock：会变化的世界，控制接口 ${target}/__mock）`}
  演示账号    admin / Admin@2026${upstream ? '（仅 Mock）' : '（另有 xmjl / Xmjl@2026、fgs01 / Fgs01@2026，短信验证码 246810）'}

  按 Ctrl-C 停止全部服务。
`);
