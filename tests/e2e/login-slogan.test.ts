// The login page's slogan (issue #18): lines break between its phrases, never inside one — 智能安全帽 is never split
// into 智能 | 安全帽. Checked by the boxes of the text itself (a Range's client rects: one per line it spans).
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ARTIFACTS } from '../lib/browser';
import { openConsole, type ConsolePage } from '../lib/console-page';

let ctx: ConsolePage;
let page: Page;

beforeAll(async () => {
  ctx = await openConsole();
  page = ctx.page;
});
afterAll(() => ctx?.close());

/** The distinct line tops of each phrase's text in the slogan. */
const lineTops = () =>
  page.evaluate(
    (phrases) => {
      const slogan = [...document.querySelectorAll('p')].find((p) => p.textContent?.includes('劳务实名'));
      if (!slogan) return undefined;
      const walker = document.createTreeWalker(slogan, NodeFilter.SHOW_TEXT);
      const nodes: Text[] = [];
      while (walker.nextNode()) nodes.push(walker.currentNode as Text);
      const out: Record<string, number[]> = {};
      for (const phrase of phrases) {
        const node = nodes.find((n) => n.data.includes(phrase));
        if (!node) continue;
        const range = document.createRange();
        const at = node.data.indexOf(phrase);
        range.setStart(node, at);
        range.setEnd(node, at + phrase.length);
        out[phrase] = [...new Set([...range.getClientRects()].map((r) => Math.round(r.top)))];
      }
      return { phrases: out };
    },
    ['劳务实名', '考勤工资', '安全巡检', '智能安全帽'],
  );

it.each([
  [1440, 900],
  [1024, 768],
  [800, 900],
])('at %i×%i every phrase, 智能安全帽 too, lies on one line', async (width, height) => {
  await page.setViewportSize({ width, height });
  await page.goto(`${ctx.stack.url}#/login`);
  await page.getByRole('heading', { name: '账号登录' }).waitFor();
  const tops = await lineTops();
  expect(Object.keys(tops?.phrases ?? {})).toEqual(['劳务实名', '考勤工资', '安全巡检', '智能安全帽']);
  for (const [phrase, lines] of Object.entries(tops!.phrases))
    expect({ phrase, lines: lines.length }).toEqual({ phrase, lines: 1 });
  await page.screenshot({ path: `${ARTIFACTS}/login-slogan-${width}.png` });
});
