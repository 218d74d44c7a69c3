// A scratch project outside the workspace with the packed SDK installed, as another team would have it.
import { execFile, execFileSync } from 'node:child_process';
import {
  copyFileSync,
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  realpathSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const SDK = join(ROOT, 'packages/sdk');

const run = (cmd: string, args: string[], cwd: string) =>
  execFileSync(cmd, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });

/** The SDK's tarball as installed, kept in the scratch project for the publint and attw checks. */
export const SDK_TARBALL = 'site-sdk.tgz';

const outsideWorkspace = (dir: string) => {
  if (realpathSync(dir).startsWith(realpathSync(ROOT)))
    throw new Error('scratch project must be outside the workspace');
  return dir;
};

/**
 * `pnpm pack` the SDK (built first when dist is missing), then `npm install` the tarball into a fresh CommonJS
 * project (`npm init -y`) under the system temp dir, `--offline`: the SDK has no runtime dependency, so no registry
 * is needed. The SDK's tarball is left in the project as `site-sdk.tgz`. Done once per run, by the global set-up
 * (global-setup.ts); each test file gets its own copy of the project (scratchProject).
 */
export function installPackedSdk(): string {
  const dir = outsideWorkspace(mkdtempSync(join(tmpdir(), 'sdk-installed-')));
  if (!existsSync(join(SDK, 'dist/index.cjs'))) run('pnpm', ['build'], SDK);
  const packs = mkdtempSync(join(tmpdir(), 'sdk-packs-'));
  run('pnpm', ['pack', '--pack-destination', packs], SDK);
  run('npm', ['init', '-y'], dir);
  const tarballs = readdirSync(packs)
    .filter((f) => f.endsWith('.tgz'))
    .map((f) => join(packs, f));
  run('npm', ['install', '--offline', '--no-audit', '--no-fund', '--no-package-lock', ...tarballs], dir);
  const sdk = tarballs.find((f) => /site-sdk-[\d.]+\.tgz$/.test(f));
  if (!sdk) throw new Error(`no SDK tarball among ${tarballs.join(', ')}`);
  copyFileSync(sdk, join(dir, SDK_TARBALL));
  rmSync(packs, { recursive: true, force: true });
  return dir;
}

/**
 * A scratch project of this test file's own under the system temp dir: a copy of the project the global set-up
 * installed the packed SDK into (`inject('packedSdk')`: package.json, node_modules as npm extracted the tarball, the
 * tarball itself).
 */
export function scratchProject(installed: string): string {
  const dir = outsideWorkspace(mkdtempSync(join(tmpdir(), 'sdk-consumer-')));
  cpSync(installed, dir, { recursive: true });
  return dir;
}

export function write(dir: string, files: Record<string, string>) {
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
}

// Sign in by path, then one call by path, one by operationId (area entry) and the same as a generated call on the small
// client (calls entry) with the token; and show that without it the back-end refuses (401), so the token the login
// returned is what let the calls through.
export const consumerScript = (load: (spec: string, name: string) => string) => `
${load('@site/sdk', 'sdk')}
${load('@site/sdk/areas/wages', 'wages')}
${load('@site/sdk/calls/wages', 'calls')}
const main = async () => {
  const baseUrl = process.env.SITE_API_URL;
  const anon = sdk.createClient({ baseUrl });
  const login = await anon.POST('/pc/account/login_v2', { body: { account: 'admin', password: 'Admin@2026' } });
  const token = sdk.unwrap(login).token;
  const api = sdk.createClient({ baseUrl, getToken: () => token });
  const user = sdk.unwrap(await api.GET('/adm-system/user/userInfo'));
  const page = await wages.call(api, 'listWagesBaseConfigs', { body: { pageNum: 1, pageSize: 5 } });
  const small = calls.createClient({ baseUrl, getToken: () => token });
  const smallPage = await calls.listWagesBaseConfigs(small, { body: { pageNum: 1, pageSize: 5 } });
  let refused;
  try {
    await anon.GET('/adm-system/user/userInfo', { silent: true });
  } catch (e) {
    refused = sdk.isSdkError(e) && e.kind === 'http' && e instanceof wages.HttpError ? e.status : String(e);
  }
  console.log(JSON.stringify({ token, userKeys: Object.keys(user ?? {}), rows: page.data.list.length, smallRows: smallPage.data.list.length, refused }));
};
main().catch((e) => { console.error(e); process.exit(1); });
`;

/**
 * One `tsc -b` over several tsconfig folders of a scratch project: one process, which parses each declaration file
 * (TypeScript's libs, the SDK's) once for all of them. Answers the errors by the file they are in, relative to `dir`
 * (each with the lines that continue it); errors in no file, or output of a tsc that failed without an error, under ''.
 */
export async function tscBuild(dir: string, projects: string[]): Promise<Record<string, string[]>> {
  const tsc = join(ROOT, 'node_modules/typescript/bin/tsc');
  const out = await new Promise<string>((resolve) => {
    execFile(process.execPath, [tsc, '-b', ...projects], { cwd: dir, maxBuffer: 64 << 20 }, (error, stdout, stderr) =>
      resolve(error && !stdout.includes('error TS') ? `${stdout}${stderr}${String(error)}` : stdout),
    );
  });
  const errors: Record<string, string[]> = {};
  let last: string[] | undefined;
  for (const line of out.split('\n')) {
    const at = /^(.+?)\(\d+,\d+\): error TS/.exec(line);
    if (at || line.includes('error TS') || (!last && line.trim())) {
      last = errors[at?.[1] ?? ''] ??= [];
      last.push(line);
    } else if (line.trim() && last) last[last.length - 1] += `\n${line}`;
  }
  return errors;
}
