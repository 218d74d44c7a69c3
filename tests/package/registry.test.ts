// The release as another team receives it: a local Verdaccio on a loopback port, `scripts/release.mjs publish` puts
// @site/sdk and @site/mock-server on it (with the repository URL given at release), and a scratch project outside the
// workspace installs both **by version from that registry**, starts the mock with `npx site-mock`, and runs an ESM and
// a CommonJS script, a typed consumer of the mock's own API and control client, and a React screen drawn with
// @site/sdk/query (TanStack Query) against it.
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, realpathSync, rmSync, symlinkSync } from 'node:fs';
import type { AddressInfo, Server } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { runServer } from 'verdaccio';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT, consumerScript, write } from './scratch';

const exec = promisify(execFile);
const REPOSITORY = 'git+https://git.example.test/qa/site-console.git';
const versionOf = (dir: string) =>
  (JSON.parse(readFileSync(join(ROOT, dir, 'package.json'), 'utf8')) as { version: string }).version;
const SDK_VERSION = versionOf('packages/sdk');
const MOCK_VERSION = versionOf('packages/mock-server');

let registry: Server;
let url = '';
let work = '';
let dir = '';
let npmrc = '';
let site: ChildProcess | undefined;
let mockUrl = '';
let published = '';

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'site-registry-'));
  dir = join(work, 'consumer');
  if (realpathSync(work).startsWith(realpathSync(ROOT)))
    throw new Error('scratch project must be outside the workspace');
  // Verdaccio with its own storage and users, no uplink: @site/* can only come from what was published here.
  const app = await runServer({
    self_path: join(work, 'config.yaml'),
    storage: join(work, 'storage'),
    auth: { htpasswd: { file: join(work, 'htpasswd'), max_users: 10 } },
    uplinks: {},
    packages: { '@site/*': { access: '$all', publish: '$authenticated' } },
    log: { type: 'stdout', format: 'pretty', level: 'error' },
    web: { enable: false },
  } as unknown as Parameters<typeof runServer>[0]);
  registry = await new Promise<Server>((resolve) => {
    const s: Server = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  url = `http://127.0.0.1:${(registry.address() as AddressInfo).port}/`;
  // A release user, as `npm adduser` would create it; its token goes into this run's own npmrc only.
  const res = await fetch(`${url}-/user/org.couchdb.user:release`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'release', password: 'release-2026' }),
  });
  const { token } = (await res.json()) as { token: string };
  npmrc = join(work, '.npmrc');
  const host = url.replace(/^http:/, '');
  write(work, { '.npmrc': `@site:registry=${url}\n${host}:_authToken=${token}\n` });
  const env = { ...process.env, NPM_CONFIG_USERCONFIG: npmrc };
  const release = await exec(
    process.execPath,
    ['scripts/release.mjs', 'publish', '--registry', url, '--repository', REPOSITORY, '--no-build'],
    { cwd: ROOT, env, maxBuffer: 16 * 1024 * 1024 },
  );
  published = release.stdout;
  // The consumer: an npm project that knows the workspace only through the registry and asks for exact versions.
  await exec('mkdir', ['-p', dir]);
  write(dir, {
    'package.json': JSON.stringify({ name: 'other-team-tool', version: '1.0.0', private: true }),
    '.npmrc': readFileSync(npmrc, 'utf8'),
  });
  await exec(
    'npm',
    [
      'install',
      '--no-audit',
      '--no-fund',
      '--prefer-offline',
      `@site/sdk@${SDK_VERSION}`,
      `@site/mock-server@${MOCK_VERSION}`,
    ],
    { cwd: dir, env },
  );
}, 300_000);

/** Stop `npx site-mock` with its process group: killing npx alone left the mock it started running. */
async function stopSiteMock() {
  const child = site;
  // Ended already (by the last test): a process killed by a signal has exitCode null and signalCode set.
  if (!child?.pid || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    child.kill();
  }
  await exited;
}

afterAll(async () => {
  await stopSiteMock();
  await new Promise((resolve) => (registry ? registry.close(resolve) : resolve(undefined)));
  if (work) rmSync(work, { recursive: true, force: true });
});

/** `npx site-mock --port 0` in the consumer project; resolves with the URL it prints. */
function startSiteMock(): Promise<string> {
  return new Promise((resolve, reject) => {
    site = spawn('npx', ['--no-install', 'site-mock', '--port', '0', '--today', '2026-11-23'], {
      cwd: dir,
      stdio: ['ignore', 'pipe', 'pipe'],
      // Its own process group, so the mock npx starts goes with it (stopSiteMock).
      detached: true,
    });
    let out = '';
    const timer = setTimeout(() => reject(new Error(`site-mock 未启动：${out}`)), 60_000);
    const read = (chunk: Buffer) => {
      out += chunk.toString();
      const m = /(http:\/\/127\.0\.0\.1:\d+)/.exec(out);
      if (m?.[1]) {
        clearTimeout(timer);
        resolve(m[1]);
      }
    };
    site.stdout?.on('data', read);
    site.stderr?.on('data', read);
    site.once('exit', (code) => reject(new Error(`site-mock 退出（${code}）：${out}`)));
  });
}

describe('a release through a registry', () => {
  it('publishes both packages, each by its version and with the repository given at release', async () => {
    expect(published).toContain(`已发布 @site/sdk@${SDK_VERSION}`);
    expect(published).toContain(`已发布 @site/mock-server@${MOCK_VERSION}`);
    const env = { ...process.env, NPM_CONFIG_USERCONFIG: npmrc };
    for (const [name, version] of [
      ['@site/sdk', SDK_VERSION],
      ['@site/mock-server', MOCK_VERSION],
    ] as const) {
      const view = await exec('npm', ['view', `${name}@${version}`, 'version', 'repository.url', '--json'], {
        cwd: work,
        env,
      });
      expect(JSON.parse(view.stdout)).toEqual({ version, 'repository.url': REPOSITORY });
      const installed = JSON.parse(readFileSync(join(dir, 'node_modules', name, 'package.json'), 'utf8')) as {
        version: string;
        scripts?: unknown;
      };
      expect(installed.version).toBe(version);
      expect(installed.scripts).toBeUndefined();
    }
    // Installed from the registry, not from a tarball or a workspace link: the lock holds the registry's integrity.
    const lock = JSON.parse(readFileSync(join(dir, 'package-lock.json'), 'utf8')) as {
      packages: Record<string, { version?: string; integrity?: string }>;
    };
    for (const [name, version] of [
      ['@site/sdk', SDK_VERSION],
      ['@site/mock-server', MOCK_VERSION],
    ] as const) {
      const view = await exec('npm', ['view', `${name}@${version}`, 'dist.integrity'], { cwd: work, env });
      expect(lock.packages[`node_modules/${name}`]).toMatchObject({ version, integrity: view.stdout.trim() });
    }
  });

  it('npx site-mock answers from the contract it carries; ESM and CommonJS scripts call it with the SDK', async () => {
    mockUrl = await startSiteMock();
    write(dir, {
      'esm.mjs': consumerScript((s, name) => `import * as ${name} from '${s}';`),
      'cjs.cjs': consumerScript((s, name) => `const ${name} = require('${s}');`),
    });
    for (const file of ['esm.mjs', 'cjs.cjs']) {
      const { stdout } = await exec(process.execPath, [file], {
        cwd: dir,
        env: { ...process.env, SITE_API_URL: mockUrl },
      });
      const out = JSON.parse(stdout.trim().split('\n').pop() ?? '{}') as {
        token: string;
        rows: number;
        refused: number;
      };
      expect(out.token, file).toMatch(/\S{8,}/);
      expect(out.rows, file).toBeGreaterThan(0);
      expect(out.refused, file).toBe(401);
    }
  });

  it("the mock's typed control client, from the installed package: a stub answers, verification counts it", async () => {
    // TypeScript, type-checked under node16 against the installed declarations (no skipLibCheck), then run.
    const script = `
import { createClient, unwrap } from '@site/sdk';
import { mockClient, type Verification } from '@site/mock-server/client';
declare const process: { env: Record<string, string | undefined> };
const base = process.env.SITE_API_URL ?? '';
const qa = mockClient({ url: base }).world('other-team');
await qa.reset();
await qa.stub('getUserInfo', { realName: '别的团队', apiCodeList: [] });
const inWorld = (request: Request) => {
  request.headers.set('x-mock-world', qa.name);
  return fetch(request);
};
const anon = createClient({ baseUrl: base, fetch: inWorld });
const login = unwrap(await anon.POST('/pc/account/login_v2', { body: { account: 'admin', password: 'Admin@2026' } }));
const api = createClient({ baseUrl: base, getToken: () => login.token, fetch: inWorld });
const user = unwrap(await api.GET('/adm-system/user/userInfo'));
const seen: Verification = await qa.verify({ operation: 'getUserInfo' });
console.log(JSON.stringify({ name: user.realName, count: seen.count }));
`;
    write(dir, {
      'control.mts': script,
      'tsconfig.json': JSON.stringify({
        compilerOptions: {
          strict: true,
          target: 'ES2022',
          module: 'Node16',
          moduleResolution: 'Node16',
          lib: ['ES2022', 'DOM'],
          types: [],
          skipDefaultLibCheck: true,
          outDir: 'out',
        },
        files: ['control.mts'],
      }),
    });
    await exec(process.execPath, [join(ROOT, 'node_modules/typescript/bin/tsc'), '-p', dir], { cwd: dir }).catch(
      (e: { stdout?: string }) => {
        throw new Error(`tsc: ${e.stdout ?? String(e)}`);
      },
    );
    const { stdout } = await exec(process.execPath, ['out/control.mjs'], {
      cwd: dir,
      env: { ...process.env, SITE_API_URL: mockUrl },
    });
    expect(JSON.parse(stdout.trim().split('\n').pop() ?? '{}')).toEqual({ name: '别的团队', count: 1 });
  });

  it('a React screen with @site/sdk/query: the page prefetched through the query options is what useQuery draws', async () => {
    // React and TanStack Query at the console's versions, linked from the workspace (the project stays offline).
    const peers: [string, string][] = [
      ['@tanstack/react-query', 'packages/sdk/node_modules'],
      ['react', 'packages/console/node_modules'],
      ['react-dom', 'packages/console/node_modules'],
    ];
    for (const [name, from] of peers) {
      const target = join(dir, 'node_modules', name);
      mkdirSync(dirname(target), { recursive: true });
      symlinkSync(realpathSync(join(ROOT, from, name)), target, 'dir');
    }
    const screen = `
import { createElement as h } from 'react';
import { renderToString } from 'react-dom/server';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { createClient, unwrap } from '@site/sdk';
import { listWagesBaseConfigsKey, listWagesBaseConfigsQueryOptions } from '@site/sdk/query/wages';
const baseUrl = process.env.SITE_API_URL;
const login = unwrap(await createClient({ baseUrl }).POST('/pc/account/login_v2', { body: { account: 'admin', password: 'Admin@2026' } }));
const api = createClient({ baseUrl, getToken: () => login.token });
const params = { body: { pageNum: 1, pageSize: 5 } };
const qc = new QueryClient();
await qc.prefetchQuery(listWagesBaseConfigsQueryOptions(api, params));
function Total() {
  const { data } = useQuery(listWagesBaseConfigsQueryOptions(api, params));
  return h('p', null, '共 ' + (data ? data.data.total : '…') + ' 条');
}
const html = renderToString(h(QueryClientProvider, { client: qc }, h(Total)));
const cached = qc.getQueryData(listWagesBaseConfigsKey(params));
console.log(JSON.stringify({ html, total: cached.data.total }));
`;
    write(dir, { 'screen.mjs': screen });
    const { stdout } = await exec(process.execPath, ['screen.mjs'], {
      cwd: dir,
      env: { ...process.env, SITE_API_URL: mockUrl },
    });
    const out = JSON.parse(stdout.trim().split('\n').pop() ?? '{}') as { html: string; total: number };
    expect(out.total).toBeGreaterThan(0);
    expect(out.html).toBe(`<p>共 ${out.total} 条</p>`);
  });

  it('npx site-mock stops with the test: its port no longer answers', async () => {
    expect(mockUrl).toMatch(/^http:/);
    await stopSiteMock();
    // npx may exit before the mock it started has closed its port: the port must refuse within a few seconds.
    const deadline = Date.now() + 10_000;
    let answered = true;
    while (answered && Date.now() < deadline) {
      answered = await fetch(`${mockUrl}/__mock/health`).then(
        () => true,
        () => false,
      );
      if (answered) await new Promise((r) => setTimeout(r, 200));
    }
    expect(answered).toBe(false);
  });
});
