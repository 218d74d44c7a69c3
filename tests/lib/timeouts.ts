/**
 * How long an end-to-end step waits: a Playwright action or wait, and an `expect.poll` (set as its default in the
 * e2e config). Shorter than the test's 30 s, so a step that hangs fails with its locator and call log, not a bare
 * test timeout, and a read of the screen waits for the render it follows instead of racing it.
 */
export const STEP_MS = 15_000;
