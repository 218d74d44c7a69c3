import { readdirSync } from 'node:fs';
import { defineConfig } from 'tsup';

// One entry per area (src/generated/areas/<tag>.ts, written by `pnpm spec`).
const areas = Object.fromEntries(
  readdirSync('src/generated/areas')
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.d.ts'))
    .map((f) => [`areas/${f.slice(0, -3)}`, `src/generated/areas/${f}`]),
);

// `@site/sdk/query` (every area) and one `@site/sdk/query/<area>` per area (src/generated/query/, also `pnpm spec`).
const queries = Object.fromEntries(
  readdirSync('src/generated/query')
    .filter((f) => f.endsWith('.ts') && f !== 'index.ts' && f !== 'areas.ts')
    .map((f) => [`query/${f.slice(0, -3)}`, `src/generated/query/${f}`]),
);

// `@site/sdk/calls/<area>`: one tree-shakable function per operation (src/generated/calls/, also `pnpm spec`).
const calls = Object.fromEntries(
  readdirSync('src/generated/calls')
    .filter((f) => f.endsWith('.ts'))
    .map((f) => [`calls/${f.slice(0, -3)}`, `src/generated/calls/${f}`]),
);

export default defineConfig([
  {
    entry: {
      index: 'src/index.ts',
      core: 'src/light.ts',
      operations: 'src/operations.ts',
      ...areas,
      query: 'src/generated/query/index.ts',
      ...queries,
      ...calls,
      plugins: 'src/plugins.ts',
    },
    // TanStack is only a (type) peer of the query entries: never bundled.
    external: ['@tanstack/react-query'],
    // ESM (.js, .d.ts) for import, CommonJS (.cjs, .d.cts) for require: the package.json `exports` map names both.
    format: ['esm', 'cjs'],
    dts: true,
    clean: true,
    sourcemap: true,
    target: 'es2022',
    platform: 'neutral',
    treeshake: true,
    // Shared chunks in both formats, so an error class is one class whichever entries a program loads.
    splitting: true,
  },
  // The site-api CLI: Node only, ESM, no declarations.
  {
    entry: { cli: 'src/cli-bin.ts' },
    format: ['esm'],
    dts: false,
    clean: false,
    sourcemap: true,
    target: 'node20',
    platform: 'node',
  },
]);
