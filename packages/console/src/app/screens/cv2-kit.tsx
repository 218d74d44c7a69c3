// What harness.tsx lacks for cv2's moved dialogs (issue #27), to be merged into it: the bodies the console sent.
import { afterEach } from 'vitest';
// After the harness: its fetch is the one wrapped here.
import './harness';

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
