#!/usr/bin/env node
// npm start — install what is missing, bundle and lint the spec (only when it changed since the last passing check),
// generate the SDK types, start the mock back-end and the console, and print the URL and the demo sign-in.
// Ctrl-C stops everything.
//   API_TARGET=https://api.example.com npm start   → no mock; the console talks to that back-end
//   MOCK_PORT=4010 CONSOLE_PORT=5173                → preferred ports (the next free one is used if taken)
//   START_SPEC=always                               → check the spec even when it is unchanged
//   MOCK_ENGINE=prism                               → plain Prism serves the contract instead of our mock (stateless:
//                                                     examples only, any sign-in gets the example token)
// The mock and the console's dev server run inside this process (no child servers), so whatever ends this process
// ends them: SIGINT, SIGTERM or SIGHUP to it alone, or the end of the process that started it (npm, or npm's sh).
// Prism (MOCK_ENGINE=prism) is a child in its own process group that exits when this process ends, however it ends.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT, ensureDependencies, pnpmCommand, buildMock } from './lib/bootstrap.mjs';
import { rememberSpec, specUnchanged } from './lib/spec-cache.mjs';

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

if (process.env.START_SPEC !== 'always' && specUnchanged(ROOT)) {
  console.log('✓ 规格与上次通过校验时相同：跳过校验与类型生成（START_SPEC=always 强制校验）');
} else {
  const spec = spawnSync(process.execPath, ['scripts/spec.mjs'], { cwd: ROOT, stdio: 'inherit' });
  if (spec.status !== 0) {
    console.error('✗ 规格校验失败（见上方）：修正 spec/ 后重试');
    process.exit(1);
  }
  rememberSpec(ROOT);
}

const upstream = process.env.API_TARGET;
const engine = process.env.MOCK_ENGINE ?? 'world';
if (!['world', 'prism'].includes(engine)) {
  console.error(`✗ 未知的 MOCK_ENGINE=${engine}（world 或 prism）`);
  process.exit(1);
}
let mock;
let target = upstream;
let stopping = false;
let vite;
if (!upstream) {
  const { startMock, startPrism } = await import(buildMock());
  const port = await freePortFrom(Number(process.env.MOCK_PORT ?? 4010));
  if (engine === 'prism') {
    console.log('▸ 启动 Prism（读取契约约需数秒）');
    mock = await startPrism({ port, stdio: 'inherit' });
    mock.exited.then((code) => {
      if (stopping) return;
      console.error(`✗ Prism 已退出（${code}）`);
      stop(1);
    });
  } else mock = await startMock({ port });
  target = mock.url;
}

async function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  // Whatever happens, this process ends within 3 s (and the servers with it).
  setTimeout(() => process.exit(code), 3000).unref();
  await Promise.allSettled([vite?.close(), mock?.close()]);
  process.exit(code);
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => stop(0));
watchParents(() => stop(0));

const consolePort = await freePortFrom(Number(process.env.CONSOLE_PORT ?? 5173));
// The console's dev server in this process: its config reads API_TARGET.
process.env.API_TARGET = target;
const viteDir = join(ROOT, 'packages/console/node_modules/vite');
const viteEntry = JSON.parse(readFileSync(join(viteDir, 'package.json'), 'utf8')).exports['.'];
const { createServer: createViteServer } = await import(pathToFileURL(join(viteDir, viteEntry)).href);
try {
  vite = await createViteServer({
    root: join(ROOT, 'packages/console'),
    configFile: join(ROOT, 'packages/console/vite.config.ts'),
    clearScreen: false,
    logLevel: 'warn',
    server: { port: consolePort, strictPort: true },
  });
  await vite.listen();
} catch (e) {
  console.error(`✗ 控制台开发服务器未能启动：${e instanceof Error ? e.message : e}`);
  await stop(1);
}

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
  后端        ${upstream ? `${upstream}（真实后端，经 /api 代理）` : engine === 'prism' ? `${target}（Prism：只按契约示例应答，无会话与状态）` : `${target}（Mock：会变化的世界，控制接口 ${target}/__mock）`}
  演示账号    ${engine === 'prism' && !upstream ? '任意账号密码都会得到示例令牌（王建华，集团管理员）' : `admin / Admin@2026${upstream ? '（仅 Mock）' : '（另有 xmjl / Xmjl@2026、fgs01 / Fgs01@2026，短信验证码 246810）'}`}

  按 Ctrl-C 停止全部服务。
`);

/**
 * Call `onGone` when the process that started this one ends: the parent, and when the parent is npm's script shell
 * (`sh -c`), npm above it too — a supervisor signals npm alone and the shell does not pass the signal on.
 */
function watchParents(onGone) {
  const statOf = (pid) => {
    try {
      // pid (comm) state ppid …; comm may hold spaces and parentheses, so read from the last ')'.
      const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const comm = text.slice(text.indexOf('(') + 1, text.lastIndexOf(')'));
      const ppid = Number(text.slice(text.lastIndexOf(')') + 2).split(' ')[1]);
      return { comm, ppid };
    } catch {
      return undefined;
    }
  };
  const watched = [process.ppid];
  const parent = statOf(process.ppid);
  if (parent && /^(sh|dash|bash)$/.test(parent.comm)) {
    const grand = statOf(parent.ppid);
    if (grand && /^(npm|node|pnpm)/.test(grand.comm) && parent.ppid > 1) watched.push(parent.ppid);
  }
  const alive = (pid) => {
    try {
      process.kill(pid, 0);
      return true;
    } catch (e) {
      return e.code === 'EPERM';
    }
  };
  const timer = setInterval(() => {
    if (process.ppid !== watched[0] || !watched.every(alive)) onGone();
  }, 500);
  timer.unref();
}
