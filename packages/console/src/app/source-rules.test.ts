// Rules of the guide, checked on the source: server text is never injected as raw HTML, every link that opens a new
// tab cuts the opener (rel="noopener …"), and no screen uses the browser's own date or month box (issue #18).
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

  it('gives every target="_blank" link rel="noopener"', () => {
    const missing: string[] = [];
    for (const f of FILES) {
      // The JSX element around each target="_blank": from its opening `<` to the closing `>` of the tag.
      for (const m of f.text.matchAll(/target="_blank"/g)) {
        const start = f.text.lastIndexOf('<', m.index);
        const end = f.text.indexOf('>', m.index);
        const tag = f.text.slice(start, end);
        if (!/rel="[^"]*noopener/.test(tag)) missing.push(`${f.path}: ${tag.replace(/\s+/g, ' ').slice(0, 80)}`);
      }
    }
    expect(missing).toEqual([]);
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
});
