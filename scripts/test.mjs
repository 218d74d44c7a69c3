#!/usr/bin/env node
// npm test — install what is missing, then run every check and end with a one-line total:
// spec (project rules + Redocly + generated SDK up to date, screen catalogue up to date, no unversioned breaking change),
// lint, typecheck, unit, build, contract, package (the packed SDK installed outside the workspace: ESM, CommonJS, tsc;
// the site-api CLI), end-to-end.
//   node scripts/test.mjs [--only spec,lint,typecheck,unit,build,contract,package,e2e]
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, buildMock, ensureChromium, ensureDependencies, pnpmCommand } from './lib/bootstrap.mjs';
import { rememberSpec } from './lib/spec-cache.mjs';

const started = Date.now();
const onlyArg = process.argv.find((a, i) => process.argv[i - 1] === '--only');
const only = onlyArg ? new Set(onlyArg.split(',')) : undefined;
const want = (stage) => !only || only.has(stage);
const REPORTS = join(ROOT, '.artifacts', 'reports');
rmSync(REPORTS, { recursive: true, force: true });
mkdirSync(REPORTS, { recursive: true });

const results = []; // { stage, passed, failed, ms, note }
const bin = (name) => join(ROOT, 'node_modules', '.bin', name);

/**
 * Run one command. Alone, its output streams to the terminal; in a lane that runs beside another one, the output is
 * kept and printed whole when the command ends, so two stages never interleave their lines.
 */
function step(stage, cmd, args, opts = {}, buffered = false) {
  const t = Date.now();
  const header = `\n━━ ${stage} ━━ ${[cmd, ...args].join(' ').replace(ROOT + '/', '')}`;
  if (!buffered) console.log(header);
  return new Promise((resolve) => {
    const child = spawn(cmd, args, {
      cwd: ROOT,
      stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      ...opts,
      env: { ...process.env, FORCE_COLOR: '1', ...opts.env },
    });
    const chunks = [];
    child.stdout?.on('data', (c) => chunks.push(c));
    child.stderr?.on('data', (c) => chunks.push(c));
    child.on('error', (e) => chunks.push(Buffer.from(String(e))));
    child.on('close', (code) => {
      if (buffered) {
        console.log(header);
        process.stdout.write(Buffer.concat(chunks));
      }
      resolve({ ok: code === 0, ms: Date.now() - t });
    });
  });
}

/** A single pass/fail check (spec, lint, typecheck, build). */
async function check(stage, cmd, args, opts, buffered) {
  const { ok, ms } = await step(stage, cmd, args, opts, buffered);
  results.push({ stage, passed: ok ? 1 : 0, failed: ok ? 0 : 1, ms });
  return ok;
}

/** A vitest run: count its tests from the JSON report. */
async function vitest(stage, cwd, extra = [], buffered = false) {
  const report = join(REPORTS, `${stage.replace(/\W+/g, '-')}.json`);
  const { ok, ms } = await step(
    stage,
    bin('vitest'),
    ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`, ...extra],
    { cwd },
    buffered,
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

/**
 * Run lanes side by side (each lane's steps one after another): the checks are single-threaded, so on a 2-core
 * machine two lanes take about as long as the longer one. With one lane, output streams as usual.
 */
async function lanes(...list) {
  const active = list.filter((lane) => lane.length);
  const buffered = active.length > 1;
  await Promise.all(
    active.map(async (lane) => {
      for (const run of lane) await run(buffered);
    }),
  );
}

// 0. set-up
const pnpm = pnpmCommand();
ensureDependencies(pnpm);
const chromium = want('e2e') ? ensureChromium() : { path: undefined };
if (want('contract') || want('e2e')) buildMock();

// 1. spec (project rules + Redocly + Spectral + generated SDK files equal to what is committed), then 2. lint (ESLint,
// Prettier, knip), beside the screen catalogue, the compatibility check and 3. typecheck (every package, strict). Each
// check is single-threaded and none reads what another writes (the spec check writes only its bundle, spec/dist, which
// the later stages read), so two lanes keep both cores busy: ~135 s and ~115 s in CI, where one after the other the
// spec checks took ~55 s before the lanes.
if (!want('spec'))
  spawnSync(process.execPath, ['scripts/spec.mjs', '--no-lint', '--no-types'], { cwd: ROOT, stdio: 'inherit' });
await lanes(
  [
    ...(want('spec')
      ? [
          // A passing check is what `npm start` records after its own (scripts/lib/spec-cache.mjs): the start tests
          // (scripts/start.test.mjs) then find the spec unchanged instead of linting it a second time.
          async (b) =>
            (await check('spec', process.execPath, ['scripts/spec.mjs', '--check'], {}, b)) && rememberSpec(ROOT),
        ]
      : []),
    ...(want('lint')
      ? [
          (b) => check('eslint', bin('eslint'), ['.', '--max-warnings=0'], {}, b),
          (b) => check('prettier', bin('prettier'), ['--check', '.', '--log-level=warn'], {}, b),
        ]
      : []),
  ],
  [
    ...(want('spec')
      ? [
          // The screen catalogue (packages/console/SCREENS.md: menu page → file → calls) matches the code.
          (b) => check('screens', process.execPath, ['scripts/screens.mjs', '--check'], {}, b),
          // No breaking change against the last release (spec-v* tag, else the merge base with main) without a major
          // bump.
          (b) => check('spec compat', process.execPath, ['scripts/spec-compat.mjs'], {}, b),
        ]
      : []),
    ...(want('typecheck')
      ? ['packages/sdk', 'packages/mock-server', 'packages/console', 'tests'].map(
          (dir) => (b) => check(`typecheck ${dir}`, bin('tsc'), ['--noEmit', '-p', dir], {}, b),
        )
      : []),
    // Unused files, exports, types and dependencies (knip.jsonc names each package's entries). In this lane, which
    // is the shorter one without it (fresh clone: spec + ESLint + Prettier ~215 s, this lane ~195 s).
    ...(want('lint') ? [(b) => check('knip', bin('knip'), ['--no-progress'], {}, b)] : []),
  ],
);

// 4. unit, then 6. contract + mock, beside 5. build (the SDK package as other tools import it, the console as the
// browser gets it), then 6b. the SDK as a package (packed, installed outside the workspace, run from ESM and CommonJS,
// type-checked; the CLI). The contract run waits for the SDK's build, and for the scripts' unit tests, which run
// `npm start` (it rebuilds the spec bundle and the mock the contract run loads). The lanes take about as long on a
// fresh clone: console unit ~155 s + contract ~150 s; scripts' unit ~35 s + SDK unit ~15 s + builds ~80 s + package
// ~170 s (with the scripts' unit tests in the first lane, it ended ~75 s after the second).
let built = true;
const buildSdk = want('build') || want('contract') || want('package') || want('e2e');
const buildConsole = want('build') || want('e2e');
let scriptsDone = () => {};
const scriptsEnded = new Promise((resolve) => (scriptsDone = resolve));
if (!want('unit')) scriptsDone();
let sdkDone = () => {};
const sdkEnded = new Promise((resolve) => (sdkDone = resolve));
if (!buildSdk) sdkDone();
await lanes(
  (want('unit') ? [(b) => vitest('unit console', join(ROOT, 'packages/console'), [], b)] : []).concat(
    want('contract')
      ? [
          async (b) => {
            await Promise.all([sdkEnded, scriptsEnded]);
            return vitest('contract', join(ROOT, 'tests'), [], b);
          },
        ]
      : [],
  ),
  [
    ...(want('unit')
      ? [
          async (b) => {
            try {
              return await vitest('unit scripts', join(ROOT, 'scripts'), [], b);
            } finally {
              scriptsDone();
            }
          },
        ]
      : []),
    // The SDK's unit tests read its sources, not its build.
    ...(want('unit') ? [(b) => vitest('unit sdk', join(ROOT, 'packages/sdk'), [], b)] : []),
    ...(buildSdk
      ? [
          async (b) => {
            try {
              built =
                (await check('build sdk', pnpm[0], [...pnpm.slice(1), '--filter', '@site/sdk', 'build'], {}, b)) &&
                built;
            } finally {
              sdkDone();
            }
          },
        ]
      : []),
    ...(buildConsole
      ? [
          async (b) =>
            (built =
              (await check(
                'build console',
                pnpm[0],
                [...pnpm.slice(1), '--filter', '@site/console', 'build'],
                {},
                b,
              )) && built),
        ]
      : []),
    ...(want('package')
      ? [
          async (b) => {
            if (built) return vitest('package', join(ROOT, 'tests'), ['--config', 'package/vitest.config.ts'], b);
            console.error('\n✗ package：构建失败，跳过');
            results.push({ stage: 'package', passed: 0, failed: 1, ms: 0 });
          },
        ]
      : []),
  ],
);

// 7. end-to-end in headless Chromium
if (want('e2e')) {
  if (chromium.problem) {
    console.error(`\n✗ e2e：${chromium.problem}`);
    results.push({ stage: 'e2e', passed: 0, failed: 1, ms: 0 });
  } else if (!built) {
    console.error('\n✗ e2e：构建失败，跳过');
    results.push({ stage: 'e2e', passed: 0, failed: 1, ms: 0 });
  } else {
    await vitest('e2e', join(ROOT, 'tests'), ['--config', 'e2e/vitest.config.ts']);
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
