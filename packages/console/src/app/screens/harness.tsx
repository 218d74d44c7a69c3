// Dialogs and forms of the console in jsdom against the mock in-process (issue #27): the piece under test gets the
// console's providers (a query client, the toasts, a router) and its SDK calls are answered by createMock().fetch,
// the back-end double's real rules and world, with no server, no socket and no browser. A refusal that keeps what was
// typed, the exact body sent and the server's message are checked here at a fraction of a browser's cost; journeys
// across screens stay in tests/e2e.
import type { ReactNode } from 'react';
import { expect } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { Toaster } from 'sonner';
import { createClient } from '@site/sdk';
import { createMock } from '@site/mock-server';
import { session } from '@/platform/session-store';
import { toIdentity } from '@/session/identity';
import { File as NodeFile } from 'node:buffer';

/** The worker's mock (src/app/screens/setup.ts sends each test file to a world of its own on it): its validators compile
 * once per worker instead of once per file. */
const mock = createMock({ say: () => {} });
let fileWorld = 'screens';

/** A call of the mock's control surface (/__mock, as tests/lib/mock-control.ts makes it in e2e) on the file's world,
 * through the same in-process fetch as the console's calls; its envelope's data. */
export async function control<T>(method: string, path: string, body: unknown): Promise<T> {
  const res = await mockFetch(`${window.location.origin}/api/__mock/worlds/${fileWorld}${path}`, {
    method,
    headers: { 'content-type': 'application/json', 'x-mock-control': '1' },
    body: JSON.stringify(body),
  });
  const envelope = (await res.json()) as { code: number; msg: string; data: T };
  if (!res.ok || (envelope.code !== 0 && envelope.code !== 200)) throw new Error(envelope.msg);
  return envelope.data;
}

/** A world of its own for the test file starting now (setup.ts): what one file writes, the next never sees. */
export function newWorld(): void {
  fileWorld = `screens-${Math.random().toString(36).slice(2, 10)}`;
}

/** The console's fetch, answered by the mock in-process in the file's world. The console calls {origin}/api/…; its dev
 * server strips /api before the mock, as this does. */
export async function mockFetch(input: RequestInfo | URL, given?: RequestInit): Promise<Response> {
  // An upload's form reaches the mock with its files, as a browser sends them.
  const init = given?.body instanceof FormData ? { ...given, body: await nodeForm(given.body) } : given;
  const request = input instanceof Request ? input : null;
  const url = new URL(request ? request.url : String(input));
  const headers = new Headers(request ? request.headers : init?.headers);
  headers.set('x-mock-world', fileWorld);
  const path = `${url.pathname.replace(/^\/api/, '')}${url.search}`;
  const body = request ? await request.clone().text() : typeof init?.body === 'string' ? init.body : '';
  const method = request?.method ?? init?.method ?? 'GET';
  sent.push({ method, path: url.pathname, body });
  const waiter = waiters.findIndex((w) => url.pathname.endsWith(w.path) && method === w.method);
  if (waiter >= 0) waiters.splice(waiter, 1)[0]!.resolve(body ? (JSON.parse(body) as unknown) : undefined);
  return mock.fetch(path, request ? new Request(request, { headers }) : { ...init, headers });
}

/** `form` (jsdom's FormData) as Node's (the fetch's own, which jsdom's global hides), its files as Node's Files: the
 * fetch sends a jsdom File as a nameless, empty blob. */
async function nodeForm(form: FormData): Promise<FormData> {
  const NodeForm = (await new Response(new URLSearchParams()).formData()).constructor as typeof FormData;
  const out = new NodeForm();
  for (const [key, value] of form) {
    const file =
      typeof value === 'string' ? null : new NodeFile([new Uint8Array(await value.arrayBuffer())], value.name, value);
    if (file) out.append(key, file as unknown as File);
    else out.append(key, value as string);
  }
  return out;
}

/** What the console sent in the current test (setup.ts empties it after each), as e2e's waitForRequest sees it. */
export const sent: { method: string; path: string; body: string }[] = [];

type Waiter = { path: string; method: string; resolve: (body: unknown) => void };
const waiters: Waiter[] = [];

/** The JSON body of the next call whose path ends with `path` (asked for before the click that sends it). */
export const nextBody = <T = Record<string, unknown>,>(path: string, method = 'POST') =>
  new Promise<T>((resolve) => waiters.push({ path, method, resolve: (b) => resolve(b as T) }));

/** The JSON body of the last POST whose path ends with `path` (undefined when none was sent). */
export function lastBody(path: string): unknown {
  const call = sent.filter((c) => c.method === 'POST' && c.path.endsWith(path)).at(-1);
  return call ? (JSON.parse(call.body || 'null') as unknown) : undefined;
}

/** The world read back (and arranged) through the SDK, as the signed-in console calls it; no toasts. */
export const world = createClient({ baseUrl: `${window.location.origin}/api`, getToken: session.getToken });

/** A list answer's rows (`list`, `records`, `rows` or the array itself), as tests/lib/world-api.ts reads them. */
export function rowsOf<T>(data: unknown): T[] {
  if (Array.isArray(data)) return data as T[];
  const d = data as { list?: T[]; records?: T[]; rows?: T[] } | undefined;
  return d?.list ?? d?.records ?? d?.rows ?? [];
}

/** Signed in as the demo administrator in the file's world: the login call's answer stored as the login page stores
 * it. The worker's first call compiles the mock's validators (seconds on a busy machine): call it from beforeAll with a
 * long timeout. */
export async function signedIn(): Promise<void> {
  const { data } = await world.POST('/pc/account/login_v2', { body: { account: 'admin', password: 'Admin@2026' } });
  if (!data) throw new Error('the mock refused the demo sign-in');
  session.setIdentity(toIdentity(data, 'admin'));
}

/** One piece of a screen (a dialog, a form) with the console's providers around it, the router at `route`. */
export function renderPart(ui: ReactNode, route = '/') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <Toaster />
      <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );
}

/** A person at the keyboard and mouse (user-event; no pointer-events check: jsdom lays nothing out to hit-test). */
export const person = () => userEvent.setup({ pointerEventsCheck: 0, delay: null });
type Person = ReturnType<typeof person>;

/** The control a label names inside `container`, the label matched in part as Playwright's getByLabel does (a
 * required field's label carries its red star). */
export const labelled = <T extends HTMLElement = HTMLInputElement>(container: HTMLElement, text: string | RegExp) =>
  within(container).getByLabelText<T>(text, { exact: false });

/**
 * Open the searchable select `control` (ui/combobox.tsx: its button, role combobox), type `typed` into its search box
 * and click the option `label` (its whole text, or a pattern), as tests/lib/combobox.ts does in the browser.
 */
export async function chooseOption(
  user: Person,
  control: HTMLElement,
  label: string | RegExp,
  typed = typeof label === 'string' ? label.slice(0, 2) : '',
): Promise<void> {
  // As Playwright's click does, wait until the control can be used (a select whose options depend on another field).
  await waitFor(() => expect(control.hasAttribute('disabled')).toBe(false));
  await user.click(control);
  // In jsdom the dialog's aria-hidden reaches the list's portal, which a browser leaves out of it (dom-accessibility-api
  // then names nothing in it): the box is found by its placeholder, the option by its text in the open list.
  await user.type(await screen.findByPlaceholderText(/^搜索/), typed);
  const option = await waitFor(() => {
    const list = screen.getAllByRole('listbox', { hidden: true }).at(-1);
    const found = within(list ?? document.body)
      .queryAllByRole('option', { hidden: true })
      .find((o) => (typeof label === 'string' ? o.textContent === label : label.test(o.textContent ?? '')));
    if (!found) throw new Error(`no option ${String(label)} in the open list`);
    return found;
  });
  await user.click(option);
  await waitFor(() => expect(control.getAttribute('aria-expanded')).toBe('false'));
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
