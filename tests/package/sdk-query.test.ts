// @site/sdk/query as another team gets it: the packed SDK installed outside the workspace beside TanStack Query and
// React (the versions the console uses, linked from the workspace: the scratch project is offline). A React screen
// (fixtures/query-consumer.tsx: useQuery, useInfiniteQuery, useMutation, invalidation, and mistakes that must not
// compile) type-checks under moduleResolution bundler and node16 (ESM and CommonJS), the SDK's declarations checked;
// an ESM and a CommonJS script fetch a page through the query options with TanStack's QueryClient, against the mock.
import { execFile } from 'node:child_process';
import { copyFileSync, mkdirSync, readFileSync, realpathSync, rmSync, symlinkSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startMock, type MockServer } from '@site/mock-server';
import { ROOT, scratchProject, tscBuild, write } from './scratch';

const exec = promisify(execFile);
let mock: MockServer;
let dir: string;

/** The peer packages, as the SDK's own dev install has them (pnpm's real folders: their own dependencies beside). */
const PEERS = ['@tanstack/react-query', 'react', '@types/react'];

const script = (load: (name: string, spec: string) => string) => `
${load('sdk', '@site/sdk/core')}
${load('tq', '@tanstack/react-query')}
${load('q', '@site/sdk/query')}
${load('auth', '@site/sdk/query/auth')}
const main = async () => {
  const baseUrl = process.env.SITE_API_URL;
  const anon = sdk.createClient({ baseUrl });
  const qc = new tq.QueryClient();
  const login = await new tq.MutationObserver(qc, auth.loginV2MutationOptions(anon)).mutate({ body: { account: 'admin', password: 'Admin@2026' } });
  const api = sdk.createClient({ baseUrl, getToken: () => login.data.token });
  const page = await qc.fetchQuery(q.listWagesBaseConfigsQueryOptions(api, { body: { pageNum: 1, pageSize: 2 } }));
  const all = await qc.fetchInfiniteQuery({ ...q.listWagesBaseConfigsInfiniteQueryOptions(api, { body: { pageSize: 2 } }), pages: 50 });
  const cached = qc.getQueryData(q.listWagesBaseConfigsKey({ body: { pageNum: 1, pageSize: 2 } }));
  console.log(JSON.stringify({ total: page.data.total, rows: all.pages.flatMap((p) => p.data.list).length, cached: cached === page }));
};
main().catch((e) => { console.error(e); process.exit(1); });
`;

beforeAll(async () => {
  mock = await startMock({ port: 0, say: () => {} });
  dir = scratchProject(inject('packedSdk'));
  for (const name of PEERS) {
    const target = join(dir, 'node_modules', name);
    mkdirSync(dirname(target), { recursive: true });
    symlinkSync(realpathSync(join(ROOT, 'packages/sdk/node_modules', name)), target, 'dir');
  }
  write(dir, {
    'esm.mjs': script((name, spec) => `import * as ${name} from '${spec}';`),
    'cjs.cjs': script((name, spec) => `const ${name} = require('${spec}');`),
  });
}, 180_000);
afterAll(async () => {
  await mock?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('@site/sdk/query in a project outside the workspace', () => {
  it.each(['esm.mjs', 'cjs.cjs'])(
    '%s: signs in by a mutation, fetches a page and every page with QueryClient',
    async (file) => {
      const { stdout } = await exec(process.execPath, [file], {
        cwd: dir,
        env: { ...process.env, SITE_API_URL: mock.url },
      });
      const out = JSON.parse(stdout.trim().split('\n').pop() ?? '{}') as {
        total: number;
        rows: number;
        cached: boolean;
      };
      expect(out.total).toBeGreaterThan(2);
      expect(out.rows).toBe(out.total);
      expect(out.cached).toBe(true);
    },
  );

  it('a React screen with useQuery, useInfiniteQuery and useMutation compiles under bundler and node16 (ESM and CommonJS); its planted mistakes do not', async () => {
    const fixture = readFileSync(join(ROOT, 'tests/package/fixtures/query-consumer.tsx'), 'utf8');
    expect(fixture.match(/(\/\/|\/\*) @ts-expect-error/g)).toHaveLength(4);
    const base = {
      strict: true,
      noEmit: true,
      target: 'ES2022',
      lib: ['ES2022', 'DOM'],
      types: [],
      jsx: 'react-jsx',
      // The SDK's and TanStack's declarations are checked; TypeScript's own lib files are not.
      skipLibCheck: false,
      skipDefaultLibCheck: true,
    };
    // Two programs, one tsc process (tscBuild): bundler; node16 with the screen twice, in a `type: module` folder
    // (ESM) and in a `type: commonjs` one (CommonJS), each file compiled in its own module format.
    const programs = {
      bundler: [{ module: 'ESNext', moduleResolution: 'Bundler' }, ['screen.tsx']],
      node16: [{ module: 'Node16', moduleResolution: 'Node16' }, ['esm/screen.tsx', 'cjs/screen.tsx']],
    } as const;
    for (const [folder, [options, files]] of Object.entries(programs)) {
      const sub = join(dir, 'query-tsc', folder);
      for (const file of files) {
        mkdirSync(dirname(join(sub, file)), { recursive: true });
        copyFileSync(join(ROOT, 'tests/package/fixtures/query-consumer.tsx'), join(sub, file));
      }
      write(sub, { 'tsconfig.json': JSON.stringify({ compilerOptions: { ...base, ...options }, files }) });
    }
    write(join(dir, 'query-tsc/node16'), {
      'esm/package.json': JSON.stringify({ type: 'module' }),
      'cjs/package.json': JSON.stringify({ type: 'commonjs' }),
    });
    const errors = await tscBuild(join(dir, 'query-tsc'), Object.keys(programs));
    const screens = ['bundler/screen.tsx', 'node16/esm/screen.tsx', 'node16/cjs/screen.tsx'];
    const of = (file: string) => (errors[file] ?? []).join('\n');
    // Errors in no screen: in the SDK's or TanStack's declarations, a tsconfig, or in no file.
    const elsewhere = Object.keys(errors).filter((f) => !screens.includes(f));
    expect({
      bundler: of('bundler/screen.tsx'),
      'node16, ESM': of('node16/esm/screen.tsx'),
      'node16, CommonJS': of('node16/cjs/screen.tsx'),
      elsewhere: elsewhere.flatMap((f) => errors[f] ?? []).join('\n'),
    }).toEqual({
      bundler: '',
      'node16, ESM': '',
      'node16, CommonJS': '',
      elsewhere: '',
    });
  }, 300_000);
});
