// One end-to-end fixture: the stack (mock + built console), a Chromium page, and every page error and console
// error collected so a test can assert there were none.
import type { Browser, Page } from 'playwright-core';
import { launch } from './browser';
import { startStack, type Stack } from './stack';

export interface ConsolePage {
  stack: Stack;
  browser: Browser;
  page: Page;
  /** Uncaught exceptions, unhandled rejections and console errors seen so far. */
  problems: string[];
  close(): Promise<void>;
}

export async function openConsole(viewport = { width: 1440, height: 900 }): Promise<ConsolePage> {
  const [stack, browser] = await Promise.all([startStack(), launch()]);
  const page = await browser.newPage({ viewport, locale: 'zh-CN' });
  const problems: string[] = [];
  page.on('pageerror', (e) => problems.push(e.message));
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(m.text());
  });
  return {
    stack,
    browser,
    page,
    problems,
    async close() {
      await browser.close();
      await stack.close();
    },
  };
}
