#!/usr/bin/env node
// pnpm spec — merge spec/areas/*.yaml into one bundle, check the project's rules, lint with Redocly
// (`recommended`) and Spectral (`spectral:oas`, whole spec only), zero errors and zero warnings, and generate the
// SDK's types and operation table.
//
//   node scripts/spec.mjs                 everything
//   node scripts/spec.mjs --only wages,grid   only these area files (plus openapi.yaml); no type generation
//   node scripts/spec.mjs --no-lint       skip Redocly and Spectral (fast bundle + types)
//   node scripts/spec.mjs --no-types      skip type generation
//   node scripts/spec.mjs --check         fail if the generated SDK files differ from what is committed
import { mkdirSync, writeFileSync, readFileSync, existsSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { spawn, spawnSync } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { mergeSpec, checkRules, operationTable, eachOperation, DIST, ROOT } from './lib/spec.mjs';
import { renderCliHelp, renderReference, REFERENCE_DIR } from './lib/reference.mjs';
import { areaDoc, pagingFlag, renderArea } from './lib/areas.mjs';
import { renderQueryArea, renderQueryAreas, renderQueryIndex } from './lib/query.mjs';
import { renderCallsArea } from './lib/calls.mjs';
import { labelErrors, renderLabels, renderTags } from './lib/labels.mjs';

const args = process.argv.slice(2);
const flag = (name) => args.includes(name);
const onlyArg = args.find((a, i) => args[i - 1] === '--only');
const only = onlyArg ? onlyArg.split(',').map((s) => s.trim()) : undefined;
const t0 = performance.now();
const timings = {};
const mark = (name, since) => (timings[name] = Math.round(performance.now() - since));

function fail(title, lines) {
  console.error(`\n✗ ${title}`);
  for (const l of lines.slice(0, 200)) console.error(`  - ${l}`);
  if (lines.length > 200) console.error(`  … 另有 ${lines.length - 200} 条`);
  process.exit(1);
}

// 1. merge + project rules
let t = performance.now();
const { doc, errors, origin } = mergeSpec({ only });
if (errors.length) fail('合并规格失败', errors);
const ruleErrors = [...checkRules(doc, origin), ...labelErrors(doc)];
if (ruleErrors.length) fail(`项目规则未通过（${ruleErrors.length} 处）`, ruleErrors);
const target = only ? join(ROOT, 'spec', 'dist', `openapi.${only.join('+')}.json`) : DIST;
mkdirSync(dirname(target), { recursive: true });
// Written whole, then renamed into place: a test run reads the bundle (the in-process mock) while a start test
// (scripts/start.test.mjs) may write it again beside it.
writeFileSync(`${target}.${process.pid}`, JSON.stringify(doc, null, 1));
renameSync(`${target}.${process.pid}`, target);
mark('bundle', t);
const table = operationTable(doc);

// 2. Spectral (spectral:oas, .spectral.yaml) beside Redocly lint (recommended); warnings fail both.
//    Spectral runs on the whole spec only: a partial one (--only) has unused components by design.
const spectral = !flag('--no-lint') && !only ? lintSpectral(target) : undefined;
if (!flag('--no-lint')) {
  t = performance.now();
  const bin = join(ROOT, 'node_modules', '.bin', 'redocly');
  const res = spawnSync(
    bin,
    [
      'lint',
      target,
      '--config',
      join(ROOT, 'redocly.yaml'),
      '--format',
      'stylish',
      '--max-problems',
      '500',
      ...(only ? ['--skip-rule', 'no-unused-components'] : []),
    ],
    {
      encoding: 'utf8',
      env: {
        ...process.env,
        REDOCLY_TELEMETRY: 'off',
        REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true',
      },
    },
  );
  const out = `${res.stdout}\n${res.stderr}`;
  const problems = out.split('\n').filter((l) => /\b(error|warning)\b/.test(l) && !/Node\.js|end-of-life|EOL/i.test(l));
  const clean = /Woohoo! Your API description is valid/.test(out) && !/You have \d+ warnings?/.test(out);
  if (res.status !== 0 || !clean) {
    console.error(out.replace(/\n{3,}/g, '\n\n'));
    fail('Redocly lint 未通过（recommended 规则，警告也算失败）', problems.length ? problems : ['见上方输出']);
  }
  mark('lint', t);
}
if (spectral) {
  const { ok, out, ms } = await spectral;
  if (!ok) {
    console.error(out);
    fail(
      'Spectral lint 未通过（spectral:oas 规则，警告也算失败）',
      out.split('\n').filter((l) => /\b(error|warning)\b/.test(l)),
    );
  }
  timings.spectral = ms;
}

// 3. SDK types and operation table (whole spec only)
if ((!only || flag('--types')) && !flag('--no-types')) {
  t = performance.now();
  const { default: openapiTS, astToString } = await import('openapi-typescript');
  const ts = (await import('typescript')).default;
  const BLOB = ts.factory.createTypeReferenceNode(ts.factory.createIdentifier('Blob'));
  // Fields with a default stay optional: a request may leave them out (the server applies the default).
  const tsOptions = {
    defaultNonNullable: false,
    transform(schema) {
      if (schema.format === 'binary') return BLOB;
      return undefined;
    },
  };
  const ast = await openapiTS(new URL(`file://${target}`), tsOptions);
  const header = '/* 由 scripts/spec.mjs 从 spec/ 生成，请勿手改。运行 `pnpm spec` 重新生成。 */\n';
  const files = {
    'packages/sdk/src/generated/schema.d.ts': header + astToString(ast),
    'packages/sdk/src/generated/operations.ts': header + renderOperations(table),
    'packages/sdk/src/generated/routes.ts': header + renderRoutes(table, doc),
    // What `site-api call <operationId> --help` prints, and the parameter types the CLI reads `--param` by.
    'packages/sdk/src/generated/cli-help.ts': header + renderCliHelp(doc),
    // The names of coded fields (x-labels), exported as `labels` by @site/sdk.
    'packages/sdk/src/generated/labels.ts': header + renderLabels(doc),
    // The status fields' tags (x-labels with x-tones), exported as `tags` by @site/sdk.
    'packages/sdk/src/generated/tags.ts': header + renderTags(doc),
  };
  // The call reference: one Markdown file per area and an index (packages/sdk/docs/reference/README.md).
  for (const [name, text] of Object.entries(renderReference(doc))) files[`${REFERENCE_DIR}/${name}`] = text;
  // One entry per area (@site/sdk/areas/<tag>): its own cut of the schema, so it type-checks and bundles alone.
  const AREAS = 'packages/sdk/src/generated/areas';
  for (const tag of [...new Set(table.map((r) => r.tag))].sort()) {
    const areaAst = await openapiTS(areaDoc(doc, tag), tsOptions);
    files[`${AREAS}/${tag}.schema.d.ts`] = header + astToString(areaAst);
    files[`${AREAS}/${tag}.ts`] =
      header +
      renderArea(
        tag,
        table.filter((r) => r.tag === tag),
        doc,
      );
  }
  // @site/sdk/query (TanStack Query v5 options per operation): one module per area, the area table and the index.
  const QUERY = 'packages/sdk/src/generated/query';
  files[`${QUERY}/index.ts`] = header + renderQueryIndex(table);
  files[`${QUERY}/areas.ts`] = header + renderQueryAreas(table);
  for (const tag of [...new Set(table.map((r) => r.tag))].sort())
    files[`${QUERY}/${tag}.ts`] =
      header +
      renderQueryArea(
        tag,
        table.filter((r) => r.tag === tag),
        doc,
      );
  // @site/sdk/calls/<area>: one tree-shakable function per operation, for the smallest bundles.
  const CALLS = 'packages/sdk/src/generated/calls';
  for (const tag of [...new Set(table.map((r) => r.tag))].sort())
    files[`${CALLS}/${tag}.ts`] =
      header +
      renderCallsArea(
        tag,
        table.filter((r) => r.tag === tag),
        doc,
      );
  const stale = [];
  // Generated folders hold only generated files: anything else there is stale (an area or a call that is gone).
  for (const dir of [AREAS, QUERY, CALLS, REFERENCE_DIR]) {
    const abs = join(ROOT, dir);
    for (const name of existsSync(abs) ? readdirSync(abs) : []) {
      const rel = `${dir}/${name}`;
      if (rel in files) continue;
      if (flag('--check')) stale.push(`${rel}（多余）`);
      else rmSync(join(ROOT, rel));
    }
  }
  for (const [rel, text] of Object.entries(files)) {
    const file = join(ROOT, rel);
    const before = existsSync(file) ? readFileSync(file, 'utf8') : '';
    if (before === text) continue;
    if (flag('--check')) stale.push(rel);
    else {
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, text);
    }
  }
  if (stale.length) fail('生成的 SDK 文件已过期：运行 pnpm spec 后提交', stale);
  mark('types', t);
}

const byTag = {};
for (const r of table) byTag[r.tag] = (byTag[r.tag] ?? 0) + 1;
const inferred = table.filter((r) => r.inferred).length;
console.log(
  `✓ 规格：${table.length} 个调用（${Object.keys(byTag).length} 个业务域，推断 ${inferred} 个，导出 ${table.filter((r) => r.blob).length} 个）` +
    ` 用时 ${Math.round(performance.now() - t0)} ms（${Object.entries(timings)
      .map(([k, v]) => `${k} ${v} ms`)
      .join('，')}）`,
);

/** Spectral with the project's ruleset (extends spectral:oas), started at once so it runs beside Redocly. */
function lintSpectral(file) {
  const started = performance.now();
  const bin = join(ROOT, 'node_modules', '.bin', 'spectral');
  const args = ['lint', file, '--ruleset', join(ROOT, '.spectral.yaml'), '--fail-severity=warn', '--format', 'text'];
  return new Promise((resolve) => {
    const child = spawn(bin, args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
    const chunks = [];
    child.stdout.on('data', (c) => chunks.push(c));
    child.stderr.on('data', (c) => chunks.push(c));
    child.on('error', (e) => chunks.push(Buffer.from(String(e))));
    child.on('close', (code) =>
      resolve({ ok: code === 0, out: Buffer.concat(chunks).toString(), ms: Math.round(performance.now() - started) }),
    );
  });
}

function renderOperations(rows) {
  const tags = [...new Set(rows.map((r) => r.tag))].sort();
  return [
    '/** 每个调用：operationId → 方法、路径、业务域、是否返回文件、请求体格式。供按 operationId 调用（@site/sdk/operations）。 */',
    'export const operations = {',
    ...rows.map(
      (r) =>
        `  ${r.id}: { method: '${r.method.toLowerCase()}', path: '${r.path}', tag: '${r.tag}', blob: ${r.blob}, body: ${r.body ? `'${r.body}'` : 'null'} },`,
    ),
    '} as const;',
    '',
    'export type Operations = typeof operations;',
    'export type OperationId = keyof Operations;',
    '',
    '/** 各业务域的 operationId。 */',
    'export interface AreaOperationIds {',
    ...tags.map(
      (t) =>
        `  '${t}': ${rows
          .filter((r) => r.tag === t)
          .map((r) => `'${r.id}'`)
          .join(' | ')};`,
    ),
    '}',
    'export type Area = keyof AreaOperationIds;',
    '',
  ].join('\n');
}

/** The few facts the client needs at run time, kept small: which calls answer files, which send forms. */
function renderRoutes(rows, doc) {
  const list = (pred) => rows.filter(pred).map((r) => `  '${r.method} ${r.path}',`);
  const ops = new Map([...eachOperation(doc)].map((o) => [o.op.operationId, o.op]));
  const paged = rows
    .filter((r) => !r.blob)
    .map((r) => ({ ...r, style: pagingFlag(doc, ops.get(r.id)) }))
    .filter((r) => r.style);
  return [
    '/** 返回文件（Blob，60 秒超时，不弹错误提示）的调用：`METHOD path`。 */',
    'export const blobRoutes: ReadonlySet<string> = new Set([',
    ...list((r) => r.blob),
    ']);',
    '',
    '/** 以 application/x-www-form-urlencoded 发送请求体的调用。 */',
    'export const formRoutes: ReadonlySet<string> = new Set([',
    ...list((r) => r.body === 'form'),
    ']);',
    '',
    '/** 以 multipart/form-data 发送请求体的调用（普通对象会被转成 FormData）。 */',
    'export const multipartRoutes: ReadonlySet<string> = new Set([',
    ...list((r) => r.body === 'multipart'),
    ']);',
    '',
    '/** 分页列表（供 `api.pages`）：路径 → `METHOD 分页方式`（n/N pageNum+pageSize 在查询/请求体，p/P page+limit）。 */',
    'export const pagedRoutes: Readonly<Record<string, string>> = {',
    ...paged.map((r) => `  '${r.path}': '${r.method} ${r.style}',`),
    '};',
    '',
    '/** 分页列表的路径与方法（类型）。 */',
    'export interface PagedPaths {',
    ...paged.map((r) => `  '${r.path}': '${r.method.toLowerCase()}';`),
    '}',
    '',
  ].join('\n');
}
