#!/usr/bin/env node
// npm test — install what is missing, then run every check and end with a one-line total:
// spec (project rules + Redocly + generated SDK up to date, screen catalogue up to date), lint, typecheck, unit, build, contract, end-to-end.
//   node scripts/test.mjs [--only spec,lint,typecheck,unit,build,contract,e2e]
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, ensureChromium, ensureDependencies, pnpmCommand } from './lib/bootstrap.mjs';

const started = Date.now();
const onlyArg = process.argv.find((a, i) => process.argv[i - 1] === '--only');
const only = onlyArg ? new Set(onlyArg.split(',')) : undefined;
const want = (stage) => !only || only.has(stage);
const REPORTS = join(ROOT, '.artifacts', 'reports');
rmSync(REPORTS, { recursive: true, force: true });
mkdirSync(REPORTS, { recursive: true });

const results = []; // { stage, passed, failed, ms, note }
const bin = (name) => join(ROOT, 'node_modules', '.bin', name);

function step(stage, cmd, args, opts = {}) {
  const t = Date.now();
  console.log(`\n━━ ${stage} ━━ ${[cmd, ...args].join(' ').replace(ROOT + '/', '')}`);
  const res = spawnSync(cmd, args, {
    cwd: ROOT,
    stdio: 'inherit',
    ...opts,
    env: { ...process.env, FORCE_COLOR: '1', ...opts.env },
  });
  return { ok: res.status === 0, ms: Date.now() - t };
}

/** A single pass/fail check (spec, lint, typecheck, build). */
function check(stage, cmd, args, opts) {
  const { ok, ms } = step(stage, cmd, args, opts);
  results.push({ stage, passed: ok ? 1 : 0, failed: ok ? 0 : 1, ms });
  return ok;
}

/** A vitest run: count its tests from the JSON report. */
function vitest(stage, cwd, extra = []) {
  const report = join(REPORTS, `${stage}-${results.length}.json`);
  const { ok, ms } = step(
    stage,
    bin('vitest'),
    ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`, ...extra],
    { cwd },
  );
  let passed = 0;
  let failed = ok ? 0 : 1;
  if (existsSync(report)) {
    const json = JSON.parse(readFileSync(report, 'utf8'));
    passed = json.numPassedTests ?? 0;
    failed = (json.numFailedTests ?? 0) + (ok || json.numFailedTests ? 0 : 1);
  }
  results.push({ stage, passed, failed, ms });
  return ok;
}

// 0. set-up
const pnpm = pnpmCommand();
ensureDependencies(pnpm);
const chromium = want('e2e') ? ensureChromium() : { path: undefined };

// 1. spec: project rules + Redocly recommended + generated SDK files equal to what is committed
if (want('spec')) check('spec', process.execPath, ['scripts/spec.mjs', '--check']);
else spawnSync(process.execPath, ['scripts/spec.mjs', '--no-lint', '--no-types'], { cwd: ROOT, stdio: 'inherit' });
// The screen catalogue (packages/console/SCREENS.md: menu page → file → calls) matches the code.
if (want('spec')) check('screens', process.execPath, ['scripts/screens.mjs', '--check']);

// 2. lint
if (want('lint')) {
  check('eslint', bin('eslint'), ['.', '--max-warnings=0']);
  check('prettier', bin('prettier'), ['--check', '.', '--log-level=warn']);
}

// 3. typecheck (every package, strict)
if (want('typecheck')) {
  for (const dir of ['packages/sdk', 'packages/mock-server', 'packages/console', 'tests']) {
    check(`typecheck ${dir}`, bin('tsc'), ['--noEmit', '-p', dir]);
  }
}

// 4. unit
if (want('unit')) {
  vitest('unit sdk', join(ROOT, 'packages/sdk'));
  vitest('unit console', join(ROOT, 'packages/console'));
}

// 5. build: the SDK package (as other tools import it) and the console (as the browser gets it)
let built = true;
if (want('build') || want('contract') || want('e2e')) {
  built = check('build sdk', pnpm[0], [...pnpm.slice(1), '--filter', '@site/sdk', 'build']) && built;
  if (want('build') || want('e2e'))
    built = check('build console', pnpm[0], [...pnpm.slice(1), '--filter', '@site/console', 'build']) && built;
}

// 6. contract + mock
if (want('contract')) vitest('contract', join(ROOT, 'tests'));

// 7. end-to-end in headless Chromium
if (want('e2e')) {
  if (chromium.problem) {
    console.error(`\n✗ e2e：${chromium.problem}`);
    results.push({ stage: 'e2e', passed: 0, failed: 1, ms: 0 });
  } else if (!built) {
    console.error('\n✗ e2e：构建失败，跳过');
    results.push({ stage: 'e2e', passed: 0, failed: 1, ms: 0 });
  } else {
    vitest('e2e', join(ROOT, 'tests'), ['--config', 'e2e/vitest.config.ts']);
  }
}

const passed = results.reduce((n, r) => n + r.passed, 0);
const failed = results.reduce((n, r) => n + r.failed, 0);
console.log(
  '\n' +
    results
      .map(
        (r) =>
          `  ${r.failed ? '✗' : '✓'} ${r.stage.padEnd(28)} ${String(r.passed).padStart(4)} 通过 ${r.failed ? `${r.failed} 失败 ` : ''}${(r.ms / 1000).toFixed(1)} s`,
      )
      .join('\n'),
);
console.log(
  `\n${failed ? '✗' : '✓'} 合计：${passed} passed, ${failed} failed（${((Date.now() - started) / 1000).toFixed(0)} s）`,
);
process.exit(failed ? 1 : 0);
