// A scratch project outside the workspace with the packed SDK installed, as another team would have it.
import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync, readdirSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const SDK = join(ROOT, 'packages/sdk');

const run = (cmd: string, args: string[], cwd: string) =>
  execFileSync(cmd, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });

/** The SDK's tarball as installed, kept in the scratch project for the publint and attw checks. */
export const SDK_TARBALL = 'site-sdk.tgz';

/**
 * `pnpm pack` the SDK (built first when dist is missing), then `npm install` the tarball into a fresh CommonJS
 * project (`npm init -y`) under the system temp dir, `--offline`: the SDK has no runtime dependency, so no registry
 * is needed. The SDK's tarball is left in the
 * project as `site-sdk.tgz`.
 */
export function scratchProject(): string {
  const dir = mkdtempSync(join(tmpdir(), 'sdk-consumer-'));
  if (realpathSync(dir).startsWith(realpathSync(ROOT)))
    throw new Error('scratch project must be outside the workspace');
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

export function write(dir: string, files: Record<string, string>) {
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
}
