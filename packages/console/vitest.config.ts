import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    alias: {
      '@site/sdk/operations': fileURLToPath(new URL('../sdk/src/operations.ts', import.meta.url)),
      // The generated TanStack Query options, one module per area (@site/sdk/query/<area>).
      '@site/sdk/query': fileURLToPath(new URL('../sdk/src/generated/query', import.meta.url)),
      '@site/sdk': fileURLToPath(new URL('../sdk/src/index.ts', import.meta.url)),
      '@': fileURLToPath(new URL('./src', import.meta.url)),
    },
  },
  test: { environment: 'node', include: ['src/**/*.test.{ts,tsx}'] },
});
