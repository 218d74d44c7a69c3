// axe-core (pinned in tests/package.json) run inside the page: injected once per document, then run as often as the
// test asks. Only serious and critical findings are returned, each as one readable line per rule.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import type AxeCore from 'axe-core';

const source = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeFinding {
  rule: string;
  impact: string;
  help: string;
  /** Selectors and markup of the first few elements at fault. */
  targets: string[];
}

/** Run axe on the document (WCAG 2.x A/AA and best practices, plus label-content-name-mismatch). */
export async function seriousViolations(page: Page): Promise<AxeFinding[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: source });
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: typeof AxeCore }).axe;
    const result = await axe.run(document, {
      resultTypes: ['violations'],
      // An experimental rule in axe 4.14, asked for by name: a control's visible text must be in its name.
      rules: { 'label-content-name-mismatch': { enabled: true } },
    });
    // The tree pattern of the ARIA practices: a treeitem holds its own group of children, so axe reads the children's
    // text as the item's visible text and finds it missing from the item's name (its own label). Nothing else is
    // left out.
    const nestedTreeItem = (html: string) => /^<li role="treeitem"[^>]* aria-expanded="true"/.test(html);
    return result.violations
      .map((v) =>
        v.id === 'label-content-name-mismatch' ? { ...v, nodes: v.nodes.filter((n) => !nestedTreeItem(n.html)) } : v,
      )
      .filter((v) => v.nodes.length && (v.impact === 'serious' || v.impact === 'critical'))
      .map((v) => ({
        rule: v.id,
        impact: v.impact ?? '',
        help: v.help,
        targets: v.nodes.slice(0, 5).map((n) => `${n.target.join(' ')} ${n.html.slice(0, 160)}`),
      }));
  });
}
