import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    root: new URL('.', import.meta.url).pathname,
    include: ['**/*.test.ts'],
    testTimeout: 30000,
    hookTimeout: 90000,
    fileParallelism: false,
  },
});
