// What harness.tsx lacks for cv2's moved dialogs (issue #27), to be merged into it: the bodies the console sent, and
// the open dialog with its 确定, its boxes and its messages.
import { afterEach } from 'vitest';
import { screen, within } from '@testing-library/react';
// First the harness: its fetch is the one wrapped here.
import { labelled, person } from './harness';

const sent: { method: string; path: string; body: string }[] = [];
afterEach(() => {
  sent.length = 0;
});

// The harness's fetch (the mock in-process), wrapped to keep what each call carried, as e2e's waitForRequest sees it.
const toMock = globalThis.fetch;
globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
  const request = input instanceof Request ? input.clone() : null;
  const url = new URL(request ? request.url : String(input));
  const body = request ? await request.text() : typeof init?.body === 'string' ? init.body : '';
  sent.push({ method: request?.method ?? init?.method ?? 'GET', path: url.pathname, body });
  return toMock(input, init);
}) as typeof fetch;

/** The JSON body of the last POST whose path ends with `path` (undefined when none was sent). */
export function lastBody(path: string): unknown {
  const call = sent.filter((c) => c.method === 'POST' && c.path.endsWith(path)).at(-1);
  return call ? (JSON.parse(call.body || 'null') as unknown) : undefined;
}

/** The open dialog under `heading`, a person to use it, its 确定 (or `confirmText`), its boxes by label and its
 * messages awaited. */
export async function opened(heading: string | RegExp, confirmText = '确定') {
  const dialog = await screen.findByRole('dialog');
  await within(dialog).findByRole('heading', { name: heading });
  const user = person();
  return {
    dialog,
    user,
    confirm: () => user.click(within(dialog).getByRole('button', { name: confirmText })),
    box: <T extends HTMLElement = HTMLInputElement>(label: string | RegExp) => labelled<T>(dialog, label),
    shows: (...messages: string[]) => Promise.all(messages.map((m) => within(dialog).findByText(m))),
  };
}
