import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    alias: {
      '@site/sdk/operations': fileURLToPath(new URL('../sdk/src/operations.ts', import.meta.url)),
      '@site/sdk': fileURLToPath(new URL('../sdk/src/index.ts', import.meta.url)),
      '@': fileURLToPath(new URL('./src', import.meta.url)),
    },
  },
  test: { environment: 'node', include: ['src/**/*.test.{ts,tsx}'] },
});
