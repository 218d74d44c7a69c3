import { defineConfig } from 'vitest/config';
import { STEP_MS } from '../lib/timeouts';

export default defineConfig({
  test: {
    root: new URL('.', import.meta.url).pathname,
    include: ['**/*.test.ts'],
    // One mock, console server and Chromium for the run; each file opens its own browser context.
    globalSetup: ['./global-setup.ts'],
    testTimeout: 30000,
    hookTimeout: 90000,
    // A poll of the screen (a count, a text, a value) waits as long as a Playwright step.
    expect: { poll: { timeout: STEP_MS } },
    // Two files at a time (each in its own browser context against the shared stack): on a 2-core machine the
    // browser, the mock and the runner overlap their waits. E2E_WORKERS=1 runs them one by one.
    fileParallelism: true,
    maxWorkers: Number(process.env.E2E_WORKERS ?? 2),
  },
});
