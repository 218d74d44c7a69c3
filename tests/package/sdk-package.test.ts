// The packed SDK installed outside the workspace: an ESM and a CommonJS script sign in and call two operations
// against the mock; a typed consumer compiles under moduleResolution bundler, node16 (ESM and CommonJS) and node10
// (reading `data` without `?.` where the contract says it always comes); three planted mistakes do not. The tarball
// itself passes publint (every level, strict) and attw (every entry, each module resolution, no problem).
import { execFile } from 'node:child_process';
import { mkdirSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { publint } from 'publint';
import { formatMessage } from 'publint/utils';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startMock, type MockServer } from '@site/mock-server';
import { ROOT, SDK_TARBALL, consumerScript as script, scratchProject, tscBuild, write } from './scratch';

const exec = promisify(execFile);
let mock: MockServer;
let dir: string;

const consumer = `
import { createClient, isSdkError, unwrap, type SiteClient } from '@site/sdk';
import { call, wages, type WagesOperationId } from '@site/sdk/areas/wages';

export async function run(baseUrl: string): Promise<number> {
  const anon: SiteClient = createClient({ baseUrl });
  const login = await anon.POST('/pc/account/login_v2', { body: { account: 'admin', password: 'Admin@2026' } });
  // data is required where the contract says it always comes (spec/README.md): no ?. on a token, a page, a detail.
  const token: string = unwrap(login).token;
  const api = createClient({ baseUrl, getToken: () => token });
  const page = await call(api, 'listWagesBaseConfigs', { body: { pageNum: 1, pageSize: 5 } });
  const id: WagesOperationId = 'getWagesBaseConfig';
  const one = await wages(api)[id]({ params: { query: { id: 99011 } } });
  const removed = await call(api, 'deleteWagesBaseConfigs', { body: { ids: [99011] } });
  // @ts-expect-error a plain action answers { code, msg }: its data stays optional
  const nothing: string = removed.data.toString();
  try {
    await api.GET('/adm-system/user/userInfo');
  } catch (e) {
    if (isSdkError(e) && e.kind === 'http') return e.status ?? 0;
  }
  return page.data.total + page.data.list.length + one.data.payDay + nothing.length;
}
`;
// The light entries (core + one area), as a one-call consumer has them: declarations checked (no skipLibCheck).
const light = consumer
  .replace(
    "import { createClient, isSdkError, unwrap, type SiteClient } from '@site/sdk';",
    "import { createClient, isSdkError, unwrap, type CoreClient as SiteClient } from '@site/sdk/core';\nimport { call as auth } from '@site/sdk/areas/auth';",
  )
  .replace("anon.POST('/pc/account/login_v2', {", "auth(anon, 'loginV2', {")
  .replace("await api.GET('/adm-system/user/userInfo');", "await auth(api, 'getUserInfo');");

const mistakes = [
  "import { createClient, call } from '@site/sdk/areas/wages';",
  "const api = createClient({ baseUrl: 'http://127.0.0.1:4010' });",
  "export const a = call(api, 'getWagesBaseConfig', { params: { query: { projectID: 1001 } } });",
  "export const b = call(api, 'listWagesBaseConfigs', { body: { pageNum: '1' } });",
  "export const c = call(api, 'listWageBaseConfigs', { body: { pageNum: 1 } });",
].join('\n');

/**
 * The call reference (docs/reference/<area>.md in the installed package): per area, its examples and one .ts file
 * with the page's set-up and each example as a function; `planted.ts` is the wages page-list example with `orgId`
 * misspelt `orgID`.
 */
function referenceExamples(docs: string) {
  const index = readFileSync(join(docs, 'README.md'), 'utf8');
  const counts: Record<string, number> = Object.fromEntries(
    [...index.matchAll(/^\| \[([\w-]+)\]\(\1\.md\) \| .* \| (\d+) \|$/gm)].map((m) => [m[1], Number(m[2])]),
  );
  const examples: Record<string, string[]> = {};
  const files: Record<string, string> = {};
  let byPath = 0;
  let byId = 0;
  let planted = '';
  for (const name of readdirSync(docs).filter((f) => f !== 'README.md')) {
    const area = name.replace(/\.md$/, '');
    const blocks = [...readFileSync(join(docs, name), 'utf8').matchAll(/```ts\n([\s\S]*?)```/g)].map((m) => m[1] ?? '');
    const [setup = '', ...list] = blocks;
    examples[area] = list;
    byPath += list.filter((b) => /await api\.(GET|POST|PUT|DELETE|PATCH)\('/.test(b)).length;
    byId += list.filter((b) => /await call\(api, '\w+'/.test(b)).length;
    const wrap = (l: string[]) => l.map((b, i) => `export async function example${i}() {\n${b}}\n`).join('\n');
    files[`${area}.ts`] = `${setup}\n${wrap(list)}`;
    if (area === 'wages') {
      const sample = list.find((b) => b.includes("'/star/baseConfig/page'")) ?? '';
      planted = `${setup}\n${wrap([sample.replaceAll('orgId:', 'orgID:')])}`;
    }
  }
  return { counts, examples, files, byPath, byId, planted };
}

let reference: ReturnType<typeof referenceExamples>;
let compiled: Promise<Record<string, string[]>>;
/** The fixtures type-checked, by folder (one tsconfig each) and file. */
const FIXTURES: string[] = [];
const inFile = async (file: string) => ((await compiled)[file] ?? []).join('\n');

/**
 * Every compilation of this file, started once the project is there: four programs, one tsc process (tscBuild).
 * - light/: the light consumer under moduleResolution bundler; node16/: under node16, as ESM (.mts) and CommonJS
 *   (.cts) in one program (each file's own module format); node10/: under node10. The SDK's declarations are checked
 *   there; TypeScript's own lib files are not (they cost seconds and are not ours).
 * - bundler/ (declarations not checked): the whole-SDK consumer, the planted mistakes and the call reference.
 */
function compileAll() {
  const base = { strict: true, noEmit: true, target: 'ES2022', lib: ['ES2022', 'DOM'], types: [] };
  const checked = { ...base, skipLibCheck: false, skipDefaultLibCheck: true };
  reference = referenceExamples(join(dir, 'node_modules/@site/sdk/docs/reference'));
  const files = { ...reference.files, 'planted.ts': reference.planted };
  const programs: Record<string, [object, Record<string, string>]> = {
    light: [{ ...checked, module: 'ESNext', moduleResolution: 'Bundler' }, { 'light.ts': light }],
    node16: [
      { ...checked, module: 'Node16', moduleResolution: 'Node16' },
      { 'consumer.mts': light, 'consumer.cts': light },
    ],
    node10: [{ ...checked, module: 'CommonJS', moduleResolution: 'Node10' }, { 'consumer.ts': light }],
    bundler: [
      { ...base, module: 'ESNext', moduleResolution: 'Bundler', skipLibCheck: true },
      {
        'consumer.ts': consumer,
        'mistakes.ts': mistakes,
        ...Object.fromEntries(Object.entries(files).map(([f, text]) => [`reference/${f}`, text])),
      },
    ],
  };
  for (const [folder, [compilerOptions, sources]] of Object.entries(programs)) {
    for (const f of Object.keys(sources)) mkdirSync(dirname(join(dir, folder, f)), { recursive: true });
    write(join(dir, folder), {
      ...sources,
      'tsconfig.json': JSON.stringify({ compilerOptions, files: Object.keys(sources) }),
    });
    FIXTURES.push(...Object.keys(sources).map((f) => `${folder}/${f}`));
  }
  return tscBuild(dir, Object.keys(programs));
}

beforeAll(async () => {
  mock = await startMock({ port: 0 });
  dir = scratchProject(inject('packedSdk'));
  write(dir, {
    'esm.mjs': script((s, name) => `import * as ${name} from '${s}';`),
    'cjs.cjs': script((s, name) => `const ${name} = require('${s}');`),
  });
  compiled = compileAll();
});
afterAll(async () => {
  await mock?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

const node = async (file: string) => {
  const { stdout } = await exec(process.execPath, [file], {
    cwd: dir,
    env: { ...process.env, SITE_API_URL: mock.url },
  });
  return JSON.parse(stdout.trim().split('\n').pop() ?? '{}') as {
    token: string;
    userKeys: string[];
    rows: number;
    smallRows: number;
    refused: unknown;
  };
};

describe('the packed SDK in a project outside the workspace', () => {
  it.each(['esm.mjs', 'cjs.cjs'])(
    '%s signs in, calls by path, by operationId and as a generated call with the token, 401 without',
    async (file) => {
      const out = await node(file);
      expect(out.token).toMatch(/\S{8,}/);
      expect(out.userKeys.length).toBeGreaterThan(0);
      expect(out.rows).toBeGreaterThan(0);
      expect(out.smallRows).toBe(out.rows);
      expect(out.refused).toBe(401);
    },
  );

  it('a typed consumer of the whole SDK (by path) compiles under moduleResolution bundler', async () => {
    expect(await inFile('bundler/consumer.ts')).toBe('');
  }, 300_000);

  it('a consumer of the light entries compiles under bundler, node16 (ESM and CommonJS) and node10, declarations checked', async () => {
    const errors = await compiled;
    // Errors in no fixture: in the SDK's declarations (checked by these programs), a tsconfig, or in no file.
    const elsewhere = Object.keys(errors).filter((f) => !FIXTURES.includes(f));
    expect({
      bundler: await inFile('light/light.ts'),
      'node16, ESM': await inFile('node16/consumer.mts'),
      'node16, CommonJS': await inFile('node16/consumer.cts'),
      node10: await inFile('node10/consumer.ts'),
      elsewhere: elsewhere.flatMap((f) => errors[f] ?? []).join('\n'),
    }).toEqual({ bundler: '', 'node16, ESM': '', 'node16, CommonJS': '', node10: '', elsewhere: '' });
  }, 300_000);

  it('a wrong parameter name, a wrong body type and an unknown operationId do not compile', async () => {
    const errors = ((await compiled)['bundler/mistakes.ts'] ?? []).map((e) => e.split('\n')[0]);
    expect(errors).toHaveLength(3);
    expect(errors[0]).toMatch(/mistakes\.ts\(3,.*'projectID' does not exist/);
    expect(errors[1]).toMatch(/mistakes\.ts\(4,.*Type 'string' is not assignable to type 'number'/);
    expect(errors[2]).toMatch(/mistakes\.ts\(5,.*"listWageBaseConfigs"/);
  }, 300_000);

  // The call reference (docs/reference/<area>.md, shipped in the package): every call's code example, by path and by
  // operationId, is extracted into one scratch .ts file per area and type-checked against the packed SDK. One example
  // with a misspelt body field is planted beside them, to show the check catches a wrong field name.
  it('every example (by path and by operationId) of every area compiles; a wrong field name does not', async () => {
    const { counts, files, byPath, byId, planted } = reference;
    for (const [area, examples] of Object.entries(reference.examples)) {
      // Each area page has its examples, one per call, each with one call by path and one by operationId.
      expect(examples, area).toHaveLength(counts[area] ?? -1);
    }
    const total = Object.values(counts).reduce((a, b) => a + b, 0);
    expect(Object.keys(counts)).toHaveLength(Object.keys(files).length);
    expect([byPath, byId]).toEqual([total, total]);
    expect(planted).toContain('orgID: 1');
    const all = await compiled;
    const errors = [...Object.keys(files), 'planted.ts'].flatMap((f) =>
      (all[`bundler/reference/${f}`] ?? []).map((e) => e.split('\n')[0]),
    );
    // Only the planted example fails: its call by path and its call by operationId, both on `orgID`.
    expect(errors).toHaveLength(2);
    for (const e of errors)
      expect(e).toMatch(/^bundler\/reference\/planted\.ts\(\d+,\d+\): error TS2561: .*'orgID' does not exist/);
  }, 300_000);
});

describe('the packed tarball as package linters see it', () => {
  it('publint: no error, warning or suggestion (strict)', async () => {
    const bytes = readFileSync(join(dir, SDK_TARBALL));
    const tarball = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
    const { messages, pkg } = await publint({ pack: { tarball }, level: 'suggestion', strict: true });
    expect(messages.map((m) => `${m.type}: ${formatMessage(m, pkg, { color: false }) ?? m.code}`)).toEqual([]);
  });

  // attw 0.18.5 reads the tarball offline (the registry only with --from-npm or for missing @types, which
  // --no-definitely-typed turns off). The areas/*, query/* and calls/* wildcards are listed area by area: attw does not
  // expand them.
  it('attw: every entry resolves to its own declarations under node10, node16 (CJS and ESM) and bundler', async () => {
    const areas = readdirSync(join(dir, 'node_modules/@site/sdk/dist/areas'))
      .filter((f) => f.endsWith('.d.ts'))
      .map((f) => `./areas/${f.replace(/\.d\.ts$/, '')}`);
    const queries = readdirSync(join(dir, 'node_modules/@site/sdk/dist/query'))
      .filter((f) => f.endsWith('.d.ts'))
      .map((f) => `./query/${f.replace(/\.d\.ts$/, '')}`);
    const calls = readdirSync(join(dir, 'node_modules/@site/sdk/dist/calls'))
      .filter((f) => f.endsWith('.d.ts'))
      .map((f) => `./calls/${f.replace(/\.d\.ts$/, '')}`);
    const entries = ['.', './core', './operations', ...areas, './query', ...queries, ...calls, './plugins'];
    const attw = join(ROOT, 'tests/node_modules/.bin/attw');
    const args = [join(dir, SDK_TARBALL), '--no-definitely-typed', '--format', 'json', '--entrypoints', ...entries];
    // attw exits 1 when it finds a problem; the JSON is on stdout either way.
    const { stdout } = await exec(attw, args, { cwd: dir, maxBuffer: 64 << 20 }).catch((e: { stdout: string }) => e);
    const report = JSON.parse(stdout) as {
      problems: Record<string, unknown>;
      analysis: {
        entrypoints: Record<string, { resolutions: Record<string, { resolution?: { fileName: string } }> }>;
      };
    };
    expect(report.problems).toEqual({});
    const resolved = Object.entries(report.analysis.entrypoints).map(([entry, e]) => [
      entry,
      Object.fromEntries(
        Object.entries(e.resolutions).map(([kind, r]) => [kind, r.resolution?.fileName.replace(/^.*\/dist\//, '')]),
      ),
    ]);
    expect(resolved).toHaveLength(3 + 23 + 1 + 23 + 23 + 1);
    for (const [entry, kinds] of resolved) {
      const file = entry === '.' ? 'index' : String(entry).replace(/^\.\//, '');
      expect(kinds, String(entry)).toEqual({
        node10: `${file}.d.cts`,
        'node16-cjs': `${file}.d.cts`,
        'node16-esm': `${file}.d.ts`,
        bundler: `${file}.d.ts`,
      });
    }
  }, 120_000);
});
