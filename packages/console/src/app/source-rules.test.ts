// Rules of the guide, checked on the source: server text is never injected as raw HTML, every link that opens a new
// tab is ui/new-tab-link's, which cuts the opener (rel="noopener noreferrer"), no screen uses the browser's own date or
// month box (issue #18), and every import runs down the console's layers (issue #27; eslint.config.js enforces the
// same table on each edit).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = fileURLToPath(new URL('..', import.meta.url));

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return sources(path);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [path] : [];
  });
}

/** React's raw-HTML prop, spelled in two parts so that this file does not contain it. */
const RAW_HTML_PROP = ['dangerously', 'SetInnerHTML'].join('');

const FILES = sources(SRC).map((path) => ({ path: path.slice(SRC.length), text: readFileSync(path, 'utf8') }));

describe('console source', () => {
  it('has files to check', () => expect(FILES.length).toBeGreaterThan(200));

  it('never sets HTML from strings (the raw-HTML prop)', () => {
    expect(FILES.filter((f) => f.text.includes(RAW_HTML_PROP)).map((f) => f.path)).toEqual([]);
  });

  it('opens new tabs only through ui/new-tab-link (target="_blank" with rel="noopener noreferrer")', () => {
    const found = FILES.flatMap((f) =>
      [...f.text.matchAll(/target="_blank"/g)].map((m) => `${f.path}:${f.text.slice(0, m.index).split('\n').length}`),
    );
    expect(found.map((hit) => hit.split(':')[0])).toEqual(['ui/new-tab-link.tsx']);
    const link = FILES.find((f) => f.path === 'ui/new-tab-link.tsx')?.text ?? '';
    expect(link).toContain('target="_blank" rel="noopener noreferrer" />');
  });

  // A native date, month or date-time box shows the browser's language (11/01/2026, "October 2026",
  // "11/01/2026, 10:00 AM"): screens use the zh-CN DatePicker (ui/date-picker.tsx, FormDatePicker in forms) and
  // DateTimePicker (ui/date-time-picker.tsx, FormDateTimePicker), whose box is always YYYY-MM-DD / YYYY-MM /
  // YYYY-MM-DD HH:mm text. Allowed exceptions, with the reason: none. Not checked: type="time" (a time of day alone,
  // five boxes of the settings screens).
  it('has no native type="date", "month", "week" or "datetime-local" box', () => {
    const ALLOWED: string[] = [];
    const found = FILES.flatMap((f) =>
      [...f.text.matchAll(/\btype=\{?\s*["'`](date|month|week|datetime-local)["'`]/g)].map(
        (m) => `${f.path}:${f.text.slice(0, m.index).split('\n').length}: ${m[0]}`,
      ),
    ).filter((hit) => !ALLOWED.some((a) => hit.startsWith(a)));
    expect(found).toEqual([]);
  });

  // Bottom to top: lib/ui (shared) → domain → platform → session → shell | features → app (the composition root).
  const RANK: Record<string, number> = {
    lib: 0,
    ui: 0,
    domain: 1,
    platform: 2,
    session: 3,
    shell: 4,
    features: 4,
    app: 5,
  };
  const layerOf = (path: string) => path.split('/')[0] as string;

  it('has every source folder in a layer', () => {
    const folders = [
      ...new Set(
        FILES.map((f) => f.path)
          .filter((p) => p.includes('/'))
          .map(layerOf),
      ),
    ];
    expect(folders.filter((f) => RANK[f] === undefined)).toEqual([]);
  });

  it('imports only down the layers; shell and features never import each other, nor one feature another', () => {
    const up: string[] = [];
    for (const f of FILES) {
      const from = layerOf(f.path);
      if (!f.path.includes('/') || from === 'app') continue;
      for (const m of f.text.matchAll(/(?:from|import\()\s*'@\/([\w-]+)\/([\w-]+)/g)) {
        const [, to, sub] = m as unknown as [string, string, string];
        const lower = (RANK[to] ?? 9) < (RANK[from] ?? 0) || (RANK[to] === 0 && RANK[from] === 0);
        const sameFeature = from === 'features' && to === 'features' && f.path.split('/')[1] === sub;
        if (!lower && !(to === from && from !== 'features') && !sameFeature) up.push(`${f.path} → @/${to}/${sub}`);
      }
    }
    expect(up).toEqual([]);
  });
});
