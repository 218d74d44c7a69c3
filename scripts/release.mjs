#!/usr/bin/env node
// Releasing @site/sdk and @site/mock-server (README “发布”):
//
//   node scripts/release.mjs version
//       1. the contract check: when the merged contract breaks callers against the last release (the git tag
//          `@site/sdk@<version in packages/sdk/package.json>`) and no pending changeset already asks a major bump of
//          @site/sdk, writes `.changeset/contract-breaking-<n>.md` (major for both packages, listing each break);
//          when it only adds or changes without breaking, a minor one — so the version always follows the contract;
//       2. `changeset version`: bumps the versions and writes each package's CHANGELOG from the pending changesets.
//   node scripts/release.mjs publish --registry <url> [--repository <git url>] [--tag <dist-tag>] [--no-build] [--dry-run]
//       builds the SDK (unless --no-build), packs both packages with pnpm (workspace versions resolved,
//       publishConfig applied, the mock's prepack copies the contract and emits its declarations), sets
//       `repository.url` when --repository (or SITE_REPOSITORY_URL) is given, and `npm publish`es each to the
//       registry. Authentication is npm's own (`npm login --registry <url>`, or NPM_CONFIG_USERCONFIG).
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { parseArgs } from 'node:util';
import { ROOT, mergeSpec } from './lib/spec.mjs';
import { breakingChanges } from './lib/spec-diff.mjs';
import { contractChangeset } from './lib/release.mjs';
import { pnpmCommand } from './lib/bootstrap.mjs';

export const PACKAGES = ['packages/sdk', 'packages/mock-server'];

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    registry: { type: 'string' },
    repository: { type: 'string', default: process.env.SITE_REPOSITORY_URL },
    tag: { type: 'string', default: 'latest' },
    'no-build': { type: 'boolean', default: false },
    'dry-run': { type: 'boolean', default: false },
    help: { type: 'boolean', short: 'h', default: false },
  },
});

const usage = () =>
  console.log(`用法：node scripts/release.mjs version
      node scripts/release.mjs publish --registry <地址> [--repository <git 地址>] [--tag latest] [--no-build] [--dry-run]`);
const fail = (msg) => {
  console.error(`✗ ${msg}`);
  process.exit(64);
};
const pnpm = pnpmCommand();
const run = (cmd, args, cwd = ROOT) => {
  const r = spawnSync(cmd, args, { cwd, stdio: 'inherit' });
  if (r.status !== 0) fail(`${[cmd, ...args].join(' ')} 失败（退出码 ${r.status}）`);
};
const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

if (values.help) {
  usage();
  process.exit(0);
}
const [command] = positionals;
if (command === 'version') version();
else if (command === 'publish') publish();
else {
  usage();
  process.exit(command ? 64 : 0);
}

function version() {
  const sdkVersion = readJson(join(ROOT, 'packages/sdk/package.json')).version;
  const tag = `@site/sdk@${sdkVersion}`;
  const tryGit = (...a) => {
    try {
      return execFileSync('git', a, { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
    } catch {
      return undefined;
    }
  };
  const current = mergeSpec();
  if (current.errors.length) fail(`合并当前规格失败：${current.errors.join('；')}`);
  let note;
  if (!tryGit('rev-parse', '--verify', '--quiet', `refs/tags/${tag}`)) {
    console.log(`· 没有上次发布的标签 ${tag}：不按契约补写变更集`);
  } else {
    const dir = mkdtempSync(join(tmpdir(), 'release-base-'));
    try {
      // spec/ as it was at the last release, merged the same way (as scripts/spec-compat.mjs does)
      execFileSync('sh', ['-c', 'git archive "$1" spec/openapi.yaml spec/areas | tar -x -C "$2"', 'sh', tag, dir], {
        cwd: ROOT,
        stdio: ['ignore', 'ignore', 'pipe'],
      });
      const base = mergeSpec({ specDir: join(dir, 'spec') });
      if (base.errors.length) fail(`读不到 ${tag} 的规格：${base.errors.join('；')}`);
      const breaks = breakingChanges(base.doc, current.doc);
      const changed = JSON.stringify(base.doc.paths) !== JSON.stringify(current.doc.paths);
      const pending = readdirSync(join(ROOT, '.changeset'))
        .filter((f) => f.endsWith('.md') && f !== 'README.md')
        .map((f) => readFileSync(join(ROOT, '.changeset', f), 'utf8'));
      note = contractChangeset({ breaks, changed, pending, since: tag });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }
  if (note) {
    const file = join(ROOT, '.changeset', `contract-${note.bump}-${Date.now().toString(36)}.md`);
    writeFileSync(file, note.text);
    console.log(`✓ 按契约写入变更集（${note.bump}）：${relative(ROOT, file)}`);
  }
  run(process.execPath, [join(ROOT, 'node_modules/@changesets/cli/bin.js'), 'version']);
  for (const dir of PACKAGES) {
    const pkg = readJson(join(ROOT, dir, 'package.json'));
    console.log(`  ${pkg.name}@${pkg.version}`);
  }
}

function publish() {
  if (!values.registry) fail('publish 需要 --registry <地址>（例如 http://127.0.0.1:4873/）');
  const registry = values.registry.endsWith('/') ? values.registry : `${values.registry}/`;
  if (!values['no-build']) run(pnpm[0], [...pnpm.slice(1), '--filter', '@site/sdk', 'build']);
  const work = mkdtempSync(join(tmpdir(), 'release-'));
  try {
    for (const dir of PACKAGES) {
      const cwd = join(ROOT, dir);
      const { name, version } = readJson(join(cwd, 'package.json'));
      const packs = join(work, name.replace(/\W+/g, '-'));
      run(pnpm[0], [...pnpm.slice(1), 'pack', '--pack-destination', packs], cwd);
      const tarball = readdirSync(packs).find((f) => f.endsWith('.tgz'));
      if (!tarball) fail(`${name}：pnpm pack 没有产出 .tgz`);
      run('tar', ['xzf', join(packs, tarball), '-C', packs]);
      const folder = join(packs, 'package');
      const manifest = readJson(join(folder, 'package.json'));
      if (values.repository) manifest.repository = { ...manifest.repository, url: values.repository };
      if (/\.invalid\b/.test(manifest.repository?.url ?? ''))
        console.warn(`! ${name}：repository 仍是占位地址（--repository 或 SITE_REPOSITORY_URL 可在发布时给出）`);
      delete manifest.scripts; // built already; nothing runs when it is installed
      writeFileSync(join(folder, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
      const args = ['publish', folder, '--registry', registry, '--tag', values.tag, '--ignore-scripts'];
      if (values['dry-run']) args.push('--dry-run');
      if (existsSync(folder)) run('npm', args, work);
      console.log(`✓ ${values['dry-run'] ? '（演练）' : ''}已发布 ${name}@${version} → ${registry}（${values.tag}）`);
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
