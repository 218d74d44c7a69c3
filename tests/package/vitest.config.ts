import { defineConfig } from 'vitest/config';

// The SDK as another team gets it: packed, installed outside the workspace, used from ESM, CommonJS and tsc; and
// the site-api CLI. Both against the mock, started in-process.
export default defineConfig({
  test: {
    root: new URL('.', import.meta.url).pathname,
    include: ['**/*.test.ts'],
    // The SDK packed and installed once (global-setup.ts); each file copies that project.
    globalSetup: ['./global-setup.ts'],
    testTimeout: 60000,
    hookTimeout: 120000,
  },
});
