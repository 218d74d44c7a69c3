// Set-up shared by `npm start` and `npm test`, using Node built-ins only (it runs before anything is installed):
// pnpm at the pinned version, the workspace's dependencies, and (tests only) Chromium with a CJK font.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

export const ROOT = new URL('../..', import.meta.url).pathname.replace(/\/$/, '');
const PNPM_VERSION = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')).packageManager.split('@')[1];

const say = (msg) => console.log(`▸ ${msg}`);

function run(cmd, args, opts = {}) {
  const res = spawnSync(cmd, args, { stdio: 'inherit', cwd: ROOT, ...opts });
  if (res.error) throw res.error;
  return res.status ?? 1;
}

function output(cmd, args) {
  const res = spawnSync(cmd, args, { encoding: 'utf8', cwd: ROOT });
  return res.status === 0 ? res.stdout.trim() : undefined;
}

/** The command that runs pnpm at the pinned version: a global pnpm when it matches, else npx. */
export function pnpmCommand() {
  if (output('pnpm', ['--version']) === PNPM_VERSION) return ['pnpm'];
  say(`安装 pnpm@${PNPM_VERSION}（npm i -g）`);
  if (run('npm', ['install', '-g', `pnpm@${PNPM_VERSION}`, '--no-fund', '--no-audit', '--loglevel=error']) === 0) {
    if (output('pnpm', ['--version']) === PNPM_VERSION) return ['pnpm'];
  }
  say(`改用 npx --yes pnpm@${PNPM_VERSION}`);
  return ['npx', '--yes', `pnpm@${PNPM_VERSION}`];
}

/** Install the workspace when node_modules is missing or older than the lockfile. */
export function ensureDependencies(pnpm) {
  const marker = join(ROOT, 'node_modules', '.pnpm', 'lock.yaml');
  const lock = join(ROOT, 'pnpm-lock.yaml');
  const fresh = existsSync(marker) && statSync(marker).mtimeMs >= statSync(lock).mtimeMs;
  if (fresh) return;
  say('安装依赖（pnpm install --frozen-lockfile）');
  const [cmd, ...pre] = pnpm;
  if (run(cmd, [...pre, 'install', '--frozen-lockfile', '--prefer-offline']) !== 0) {
    throw new Error('依赖安装失败（见上方输出）');
  }
}

/** Debian's headless shell: Chromium's renderer without the full browser's display compositor (what Playwright runs
 * headless by default). The e2e suite runs in it: side by side on e2e/error-envelope.test.ts, one worker, the browser's
 * processes used 33.7 s of CPU against 42.9 s for the full chromium (36.9 s wall against 42.0 s). */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

const CHROMIUM_CANDIDATES = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
];

/** CHROMIUM_PATH, or a full Chromium (the bench's yardstick), or the headless shell. */
export function findChromium() {
  if (process.env.CHROMIUM_PATH) return existsSync(process.env.CHROMIUM_PATH) ? process.env.CHROMIUM_PATH : undefined;
  return [...CHROMIUM_CANDIDATES, HEADLESS_SHELL].find((p) => existsSync(p));
}

const hasCjkFont = () => Boolean(output('fc-list', [':lang=zh', 'family']));

/**
 * Chromium's headless shell and a CJK font for the end-to-end tests. Installs Debian's packages when apt is there and
 * we are root; without apt, any Chromium found serves. Otherwise returns the exact instruction. Returns { path } or
 * { problem }.
 */
export function ensureChromium() {
  const canApt = process.getuid?.() === 0 && Boolean(output('sh', ['-c', 'command -v apt-get']));
  const missing = [];
  if (!process.env.CHROMIUM_PATH && !existsSync(HEADLESS_SHELL) && (canApt || !findChromium()))
    missing.push('chromium-headless-shell');
  if (!hasCjkFont()) missing.push('fonts-wqy-microhei');
  if (missing.length && canApt) {
    say(`安装 ${missing.join(' ')}（apt-get）`);
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    run('apt-get', ['update', '-qq'], { env });
    run('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...missing], { env });
  }
  const path = process.env.CHROMIUM_PATH || !existsSync(HEADLESS_SHELL) ? findChromium() : HEADLESS_SHELL;
  if (!path) {
    return {
      problem: process.env.CHROMIUM_PATH
        ? `CHROMIUM_PATH=${process.env.CHROMIUM_PATH} 不存在`
        : '找不到 Chromium。Debian/Ubuntu 以 root 运行：apt-get install -y chromium-headless-shell fonts-wqy-microhei；其他系统请安装 Chromium 并设置 CHROMIUM_PATH=<可执行文件路径>',
    };
  }
  if (!hasCjkFont()) console.warn('⚠ 没有中文字体，截图中的中文会显示为方框（apt-get install -y fonts-wqy-microhei）');
  return { path };
}

/** Build the mock server (TypeScript → packages/mock-server/dist, esbuild, ~0.1 s); returns its entry module path. */
export function buildMock() {
  const dir = join(ROOT, 'packages/mock-server');
  const res = spawnSync(process.execPath, ['build.mjs'], { cwd: dir, stdio: 'inherit' });
  if (res.status !== 0) throw new Error('Mock 构建失败（见上方输出）');
  return join(dir, 'dist/index.js');
}
