// One stack for the whole end-to-end run: the mock back-end, the built console (vite preview) and one headless
// Chromium server. Each test file connects to the browser and opens its own context (cookies and storage apart), so
// files stay independent while the run pays the start-up once instead of once per file.
import type { TestProject } from 'vitest/node';
import { launchServer } from '../lib/browser';
import { startStack, type Stack } from '../lib/stack';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The console's URL, e.g. http://127.0.0.1:41234/ */
    consoleUrl: string;
    /** The shared Chromium's WebSocket endpoint (chromium.connect). */
    browserWs: string;
    /** The mock's today (YYYY-MM-DD): the browser's calendar is moved to it, so both share one clock. */
    mockToday: string;
  }
}

/**
 * Every table of the mock's seed world built before the first test, while Chromium starts (about a second of CPU). The
 * seed world builds a table the first time a call reads it, and the mock shares this process with the Playwright
 * server: a table built in the middle of the run (the workflow to-do list behind the top bar's 我的待办 took 0.8–2.4 s)
 * held every browser command of both workers until it was done.
 */
function warm(stack: Stack): Stack {
  stack.mock.world().seed.buildAll();
  return stack;
}

export default async function setup(project: TestProject) {
  const [stack, server] = await Promise.all([startStack().then(warm), launchServer()]);
  project.provide('consoleUrl', stack.url);
  project.provide('browserWs', server.wsEndpoint());
  project.provide('mockToday', stack.mock.today);
  return async () => {
    await server.close();
    await stack.close();
  };
}
