// axe-core (pinned in tests/package.json) run inside the page: injected once per document, then run as often as the
// test asks. Only serious and critical findings are returned, each as one readable line per rule.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import type AxeCore from 'axe-core';

const source = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** Found by reading axe 4.14.1's rule and check metadata (every check of these has impact minor or moderate). */
const NEVER_SERIOUS = [
  'aria-allowed-role',
  'aria-deprecated-role',
  'empty-table-header',
  'focus-order-semantics',
  'form-field-multiple-labels',
  'heading-order',
  'hidden-content',
  'html-xml-lang-mismatch',
  'image-redundant-alt',
  'landmark-banner-is-top-level',
  'landmark-contentinfo-is-top-level',
  'landmark-main-is-top-level',
  'landmark-no-duplicate-banner',
  'landmark-no-duplicate-contentinfo',
  'landmark-no-duplicate-main',
  'landmark-one-main',
  'landmark-unique',
  'meta-viewport-large',
  'no-autoplay-audio',
  'page-has-heading-one',
  'presentation-role-conflict',
  'region',
  'server-side-image-map',
  'skip-link',
  'table-duplicate-name',
];

export interface AxeFinding {
  rule: string;
  impact: string;
  help: string;
  /** Selectors and markup of the first few elements at fault. */
  targets: string[];
}

/**
 * Run axe (WCAG 2.x A/AA and best practices, plus label-content-name-mismatch) on the document, or only on the part
 * `within` selects (a screen of the shell: the shell itself is checked once, not again with every screen).
 */
export async function seriousViolations(
  page: Page,
  within?: string,
  /** Rules axe leaves off by default, asked for by name (e.g. target-size, WCAG 2.2). */
  also: string[] = [],
): Promise<AxeFinding[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: source });
  return page.evaluate(
    async ({ selector, off, on }) => {
      const axe = (window as unknown as { axe: typeof AxeCore }).axe;
      const result = await axe.run(selector ? { include: [selector] } : document, {
        resultTypes: ['violations'],
        // An experimental rule in axe 4.14, asked for by name: a control's visible text must be in its name.
        rules: {
          'label-content-name-mismatch': { enabled: true },
          ...Object.fromEntries(on.map((id) => [id, { enabled: true }])),
          // Rules whose checks are all minor or moderate in axe 4.14.1 (a rule's impact is its worst failing check's),
          // so they can never give a finding kept below: not run, which saves a quarter of the rules on every screen.
          ...Object.fromEntries(off.map((id) => [id, { enabled: false }])),
        },
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
    },
    { selector: within, off: NEVER_SERIOUS, on: also },
  );
}
