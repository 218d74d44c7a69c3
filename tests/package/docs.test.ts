// The SDK's documentation runs as pasted, against the mock, from the packed SDK outside the workspace: the package
// README's complete programs (Node ESM and CommonJS) and every example of every call-reference page (the
// page's own set-up signs in first; each example's two forms, by path and by operationId, run in a world of their own;
// a paged list finds rows in the default world). Only the address changes: the mock listens on a free port instead of 4010.
import { execFile } from 'node:child_process';
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { transformSync } from 'esbuild';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startMock, type MockServer } from '@site/mock-server';
import { ROOT, scratchProject, write } from './scratch';

const exec = promisify(execFile);
const DOCS = join(ROOT, 'packages/sdk');
const ADDRESS = "'http://127.0.0.1:4010'";
/** Every call-reference page (one per area); `DOCS_PAGES=ai,wages` runs a few of them. */
const ALL = readdirSync(join(DOCS, 'docs/reference'))
  .filter((f) => f.endsWith('.md') && f !== 'README.md')
  .map((f) => f.slice(0, -3));
const PAGES = process.env.DOCS_PAGES && process.env.DOCS_PAGES !== 'all' ? process.env.DOCS_PAGES.split(',') : ALL;

let mock: MockServer;
let dir: string;

beforeAll(async () => {
  mock = await startMock({ port: 0 });
  dir = scratchProject(inject('packedSdk'));
});
afterAll(async () => {
  await mock?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

const blocks = (file: string, lang: string) =>
  [...readFileSync(join(DOCS, file), 'utf8').matchAll(new RegExp('```' + lang + '\\n([\\s\\S]*?)```', 'g'))].map(
    (m) => m[1] ?? '',
  );

async function node(file: string, world: string) {
  return exec(process.execPath, [file], {
    cwd: dir,
    env: { ...process.env, SITE_API_URL: mock.url, SITE_WORLD: world },
    maxBuffer: 16 * 1024 * 1024,
  });
}

/** The address of the docs → the mock's, and every call into its own world (X-Mock-World) through `fetch`. */
function pointAtMock(code: string, world: string): string {
  expect(code).toContain(ADDRESS);
  const inWorld = `fetch: (r) => { r.headers.set('x-mock-world', ${JSON.stringify(world)}); return fetch(r); }`;
  return code
    .replaceAll(ADDRESS, 'process.env.SITE_API_URL')
    .replaceAll(/createClient\(\{ baseUrl/g, `createClient({ ${inWorld}, baseUrl`);
}

describe('the package README runs as pasted', () => {
  it('the Node (ESM) and CommonJS programs sign in and read rows', async () => {
    const [esm, cjs] = blocks('README.md', 'js');
    expect(esm).toContain("from '@site/sdk");
    expect(cjs).toContain("require('@site/sdk')");
    write(dir, {
      'readme-esm.mjs': `${pointAtMock(esm ?? '', 'readme-esm')}\nconsole.log(JSON.stringify({ first50: first50.length }));\n`,
      'readme-cjs.cjs': pointAtMock(cjs ?? '', 'readme-cjs'),
    });
    const a = await node('readme-esm.mjs', 'readme-esm');
    expect(JSON.parse(a.stdout.trim().split('\n').pop() ?? '{}').first50).toBeGreaterThan(0);
    const b = await node('readme-cjs.cjs', 'readme-cjs');
    // userInfo then the wages base config 99011: both printed, no error.
    expect(b.stderr).toBe('');
    expect(b.stdout).toContain('99011');
  });

  it('the smallest-bundle program (generated calls, small client, a plug-in) signs in and reads rows', async () => {
    const small = blocks('README.md', 'js')[2] ?? '';
    expect(small).toContain("from '@site/sdk/calls/wages'");
    write(dir, { 'readme-small.mjs': pointAtMock(small, 'readme-small') });
    const out = await node('readme-small.mjs', 'readme-small');
    expect(out.stderr).toBe('');
    const printed = JSON.parse(out.stdout.trim().split('\n').pop() ?? '{}') as Record<string, unknown>;
    expect(printed.user).toBe(true);
    expect(printed.total).toBeGreaterThan(0);
    expect(printed.rows).toBeGreaterThan(0);
  });
});

describe('call reference pages run as pasted', () => {
  it.each(PAGES)('%s: every example (by path and by operationId) answers, every paged list has rows', async (page) => {
    const [setup = '', ...examples] = blocks(`docs/reference/${page}.md`, 'ts');
    expect(setup).toContain("'/pc/account/login_v2'");
    const ids = examples.map((b) => /call\(api, '(\w+)'/.exec(b)?.[1] ?? '?');
    // The two forms of an example are alternatives (by path, or by operationId): each runs as pasted after the
    // page's sign-in, in a world of its own, so a write (a delete, a step of a flow) is not asked twice of one world.
    const forms = (b: string) => {
      const at = b.indexOf('// 按 operationId');
      return at < 0 ? [b] : [b.slice(0, at), b.slice(at)];
    };
    const pointed = pointAtMock(setup, 'WORLD').replaceAll(
      `r.headers.set('x-mock-world', "WORLD")`,
      `r.headers.set('x-mock-world', globalThis.world)`,
    );
    // The imports once at the top; the sign-in again in each example's block.
    const lines = pointed.split('\n');
    const imports = lines.filter((l) => l.startsWith('import ')).join('\n');
    const signIn = lines.filter((l) => !l.startsWith('import ')).join('\n');
    const body = examples
      .flatMap((b, i) =>
        forms(b).map(
          (form, k) => `{ globalThis.world = ${JSON.stringify(`docs-${page}-${i}-${k}`)}; try {
${signIn}
let byPath, byId;
${form.replace(/^const (byPath|byId) =/gm, '$1 =')}
const answer = byPath ?? byId;
out.push({ id: ${JSON.stringify(ids[i])}, ok: true, rows: answer?.data?.list?.length });
} catch (e) { out.push({ id: ${JSON.stringify(ids[i])}, ok: false, msg: String(e?.msg ?? e?.message ?? e) }); } }`,
        ),
      )
      .join('\n');
    const source = `${imports}\nconst out = [];\n${body}\nconsole.log(JSON.stringify(out));\n`;
    write(dir, { [`ref-${page}.mjs`]: transformSync(source, { loader: 'ts', format: 'esm' }).code });
    const { stdout } = await node(`ref-${page}.mjs`, `docs-${page}`);
    const out = JSON.parse(stdout.trim().split('\n').pop() ?? '[]') as {
      id: string;
      ok: boolean;
      rows?: number;
      msg?: string;
    }[];
    expect(out.length).toBeGreaterThanOrEqual(examples.length);
    expect(out.filter((r) => !r.ok)).toEqual([]);
    expect(out.filter((r) => r.rows === 0).map((r) => r.id)).toEqual([]);
  });
});
