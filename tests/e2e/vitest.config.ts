import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    root: new URL('.', import.meta.url).pathname,
    include: ['**/*.test.ts'],
    // One mock, console server and Chromium for the run; each file opens its own browser context.
    globalSetup: ['./global-setup.ts'],
    testTimeout: 30000,
    hookTimeout: 90000,
    fileParallelism: false,
  },
});
