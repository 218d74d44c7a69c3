#!/usr/bin/env node
// Breaking-change check: compare the merged contract (spec/ in the work tree) with the contract at the baseline and
// fail when it breaks callers without a major version bump, or when spec/CHANGELOG.md has no entry for info.version.
//
//   node scripts/spec-compat.mjs               baseline chosen as below
//   node scripts/spec-compat.mjs --base <ref>  (or SPEC_BASE=<ref>) compare with any git ref
//   node scripts/spec-compat.mjs --list        also print every breaking change when the version allows them
//
// Baseline, first that exists:
//   1. the newest release tag spec-v<major>.<minor>.<patch> (git tag --merged HEAD, newest version first);
//   2. the merge base with main (or origin/main) when it is not HEAD itself (a branch is checked against where it left main);
//   3. HEAD's first parent (on main: the change the last commit or merge brought), with uncommitted edits on top;
//   4. none (not a git work tree, or a shallow clone without the commit): the check says so and passes; CI that
//      wants it must fetch tags / history (`git fetch --tags --unshallow`) or pass --base.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT, SPEC_DIR, mergeSpec } from './lib/spec.mjs';
import { breakingChanges, compareVersions, parseVersion, versionProblems } from './lib/spec-diff.mjs';

const args = process.argv.slice(2);
const baseArg = args.find((a, i) => args[i - 1] === '--base') ?? process.env.SPEC_BASE;

const git = (...a) =>
  execFileSync('git', a, { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
const tryGit = (...a) => {
  try {
    return git(...a);
  } catch {
    return undefined;
  }
};

/** @returns {{ ref: string, why: string } | { ref: undefined, why: string }} */
function baseline() {
  if (baseArg) return { ref: baseArg, why: '--base / SPEC_BASE' };
  if (tryGit('rev-parse', '--is-inside-work-tree') !== 'true') return { ref: undefined, why: '不是 git 工作区' };
  const tags = (tryGit('tag', '--list', 'spec-v*', '--merged', 'HEAD') ?? '')
    .split('\n')
    .map((t) => ({ t, v: parseVersion(t.replace(/^spec-v/, '')) }))
    .filter((x) => x.v)
    .sort((x, y) => compareVersions(y.v, x.v));
  if (tags.length) return { ref: tags[0].t, why: '最新发布标签' };
  const head = tryGit('rev-parse', 'HEAD');
  for (const main of ['main', 'origin/main']) {
    const mb = tryGit('merge-base', 'HEAD', main);
    if (mb && mb !== head) return { ref: mb, why: `与 ${main} 的合并基点（尚无 spec-v* 标签）` };
  }
  const parent = tryGit('rev-parse', '--verify', '--quiet', 'HEAD^1');
  if (parent) return { ref: parent, why: 'HEAD 的上一个提交（尚无 spec-v* 标签，且当前就在 main 上）' };
  return { ref: undefined, why: '浅克隆或没有可比较的历史提交' };
}

const base = baseline();
const current = mergeSpec();
if (current.errors.length) {
  console.error(`✗ 合并当前规格失败：\n  ${current.errors.join('\n  ')}`);
  process.exit(1);
}
const problems = [];
const version = current.doc.info?.version;
const changelog = readFileSync(join(SPEC_DIR, 'CHANGELOG.md'), 'utf8');
if (!new RegExp(`^## \\[?${String(version).replace(/\./g, '\\.')}\\]?(\\s|$)`, 'm').test(changelog)) {
  problems.push(`spec/CHANGELOG.md 没有 info.version ${version} 的条目（## ${version} …）`);
}

if (!base.ref) {
  console.log(`! 契约兼容检查跳过：没有基线（${base.why}）。用 --base <ref> 或 SPEC_BASE 指定。`);
} else {
  const dir = mkdtempSync(join(tmpdir(), 'spec-base-'));
  try {
    let oldDoc;
    try {
      // spec/ as it was at the baseline, extracted whole (openapi.yaml + areas/), merged the same way
      execFileSync(
        'sh',
        ['-c', `git archive "$1" spec/openapi.yaml spec/areas | tar -x -C "$2"`, 'sh', base.ref, dir],
        {
          cwd: ROOT,
          stdio: ['ignore', 'ignore', 'pipe'],
        },
      );
      const merged = mergeSpec({ specDir: join(dir, 'spec') });
      if (merged.errors.length) throw new Error(merged.errors.join('; '));
      oldDoc = merged.doc;
    } catch (e) {
      console.log(`! 契约兼容检查跳过：读不到基线 ${base.ref} 的规格（${String(e.message).split('\n')[0]}）`);
    }
    if (oldDoc) {
      const breaks = breakingChanges(oldDoc, current.doc);
      problems.push(...versionProblems(oldDoc.info?.version, version, breaks));
      const label = `${base.ref.slice(0, 12)}（${base.why}，版本 ${oldDoc.info?.version}）`;
      const shown = problems.length || args.includes('--list') ? breaks : [];
      for (const b of shown.slice(0, 100)) console.log(`  ${b.kind.padEnd(24)} ${b.where}：${b.detail}`);
      if (shown.length > 100) console.log(`  … 另有 ${shown.length - 100} 处`);
      if (!problems.length) {
        console.log(
          `✓ 契约兼容：与基线 ${label} 相比 ${breaks.length ? `${breaks.length} 处破坏性变更，主版本已提升到 ${version}` : `无破坏性变更（${version}）`}`,
        );
      } else {
        console.error(`✗ 契约兼容：与基线 ${label} 相比`);
      }
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
for (const p of problems) console.error(`  - ${p}`);
process.exit(problems.length ? 1 : 0);
