import { defineConfig } from 'tsup';

export default defineConfig({
  entry: { index: 'src/index.ts', operations: 'src/operations.ts' },
  format: ['esm'],
  dts: true,
  clean: true,
  sourcemap: true,
  target: 'es2022',
  platform: 'neutral',
  treeshake: true,
  external: ['openapi-fetch'],
});
