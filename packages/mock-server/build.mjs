// Build the mock server: src/*.ts → dist/*.js (ESM, Node 20), dependencies left external. About 100 ms.
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

await build({
  absWorkingDir: fileURLToPath(new URL('.', import.meta.url)),
  entryPoints: ['src/index.ts', 'src/cli.ts', 'src/client.ts'],
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});

// The package carries the merged contract, so an installed `site-mock` answers from it (src/index.ts DEFAULT_SPEC).
const spec = new URL('../../spec/dist/openapi.json', import.meta.url);
if (existsSync(spec)) copyFileSync(spec, new URL('dist/openapi.json', import.meta.url));

// `--pack` (the prepack script: `pnpm pack` / `pnpm publish`): the contract is required, and the declarations are
// emitted to dist/types (publishConfig points `types` there; in the workspace they are read from src).
if (process.argv.includes('--pack')) {
  if (!existsSync(spec)) {
    console.error('✗ 缺少 spec/dist/openapi.json：先运行 node scripts/spec.mjs');
    process.exit(1);
  }
  const tsc = fileURLToPath(new URL('node_modules/typescript/bin/tsc', import.meta.url));
  const dir = fileURLToPath(new URL('.', import.meta.url));
  const r = spawnSync(
    process.execPath,
    [tsc, '-p', dir, '--noEmit', 'false', '--declaration', '--emitDeclarationOnly', '--outDir', 'dist/types'],
    { cwd: dir, stdio: 'inherit' },
  );
  if (r.status !== 0) process.exit(r.status ?? 1);
}
