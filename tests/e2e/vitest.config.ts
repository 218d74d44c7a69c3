import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { STEP_MS } from '../lib/timeouts';

/**
 * The menu pass's parts first, then vitest's own order (the last run's durations, longest first; on a fresh clone,
 * the largest files first). The parts are the longest files by far (two minutes and more each): started last, as
 * their small size had them, one worker ran a part alone for the run's last two minutes.
 */
class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const menu = (f: TestSpecification) => /menu-pages-\d+\.test\.ts$/.test(f.moduleId);
    return [...sorted.filter(menu), ...sorted.filter((f) => !menu(f))];
  }
}

// The tests' own dates (ctx.now(), a period they expect a screen to show) on Beijing's calendar, as the browser's and
// the mock's: set before the workers start, which inherit it.
process.env.TZ = 'Asia/Shanghai';

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
    // Three files at a time (each in its own browser context against the shared stack): on a 2-core machine the
    // browser, the mock and the runner overlap their waits. Ten files side by side (farm-bench, two runs each): 170 s
    // with three against 199 s with two; with three the whole run keeps both cores ~97 % busy, so more would not pay.
    // E2E_WORKERS=1 runs them one by one.
    fileParallelism: true,
    // One worker runs file after file without a fresh module graph each time: every file opens its own browser
    // context and keeps its state in its own module, and the shared helpers (tests/lib) hold none. Isolation cost
    // ~1.3 s of imports per file (15 small files: 86 s isolated, 66 s not, side by side).
    isolate: false,
    sequence: { sequencer: LongestFirst },
    maxWorkers: Number(process.env.E2E_WORKERS ?? 3),
  },
});
