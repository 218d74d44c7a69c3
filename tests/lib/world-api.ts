// The SDK signed in to one browser context's mock world (through the console's /api proxy), so an end-to-end test
// reads what the world holds — the list a screen shows, the row a write changed — instead of example values.
import { createClient, type SiteClient } from '@site/sdk';
import type { Page, Request as PageRequest } from 'playwright-core';
import { expect } from 'vitest';
import type { ConsolePage } from './console-page';
import { ACCOUNTS } from './sign-in';

export type WorldApi = SiteClient;

/** A client of `ctx`'s world with a session of its own (the demo administrator unless another account is given). */
export async function worldApi(ctx: ConsolePage, who: keyof typeof ACCOUNTS = 'admin'): Promise<WorldApi> {
  const baseUrl = new URL('api', ctx.stack.url).href;
  const inWorld = (request: Request) => {
    const headers = new Headers(request.headers);
    headers.set('x-mock-world', ctx.world);
    return fetch(new Request(request, { headers }));
  };
  const anonymous = createClient({ baseUrl, fetch: inWorld, timeoutMs: 20_000 });
  const { account, password } = ACCOUNTS[who];
  const login = await anonymous.POST('/pc/account/login_v2', { body: { account, password } });
  const token = String(login.data?.token);
  return createClient({ baseUrl, fetch: inWorld, getToken: () => token, timeoutMs: 20_000 });
}

/** The rows of a list answer, whichever of the contract's list shapes it has (`list`, `records`, `rows` or an array). */
export function rowsOf<T = Record<string, unknown>>(data: unknown): T[] {
  if (Array.isArray(data)) return data as T[];
  const d = data as { list?: T[]; records?: T[]; rows?: T[]; data?: T[] } | undefined;
  return d?.list ?? d?.records ?? d?.rows ?? d?.data ?? [];
}

/** A list answer's total (`total`, `totalCount` or the rows' count). */
export function totalOf(data: unknown): number {
  const d = data as { total?: number | string; totalCount?: number | string } | undefined;
  return Number(d?.total ?? d?.totalCount ?? rowsOf(data).length);
}

/** A list as the world holds it: GET `path` with `query` (paths with `{id}` filled in by the caller). */
export async function listOf<T = Record<string, unknown>>(
  api: WorldApi,
  path: string,
  query: Record<string, unknown> = {},
): Promise<{ total: number; rows: T[] }> {
  const res = (await api.request('get', path, { params: { query } })) as { data?: unknown };
  return { total: totalOf(res.data), rows: rowsOf<T>(res.data) };
}

/** Record the console's last call of each API path (without /api) into `made`; clear it before a screen opens. */
export function recordCalls(page: Page, made: Map<string, PageRequest>): void {
  page.on('request', (r) => {
    const { pathname } = new URL(r.url());
    if (pathname.startsWith('/api/')) made.set(pathname.slice(4), r);
  });
}

/** The world's answer to the screen's last call of `path` (its query and body), asked again through the SDK. */
export async function worldAnswer<T = Record<string, unknown>>(
  api: WorldApi,
  made: Map<string, PageRequest>,
  path: string,
  match: (r: PageRequest) => boolean = () => true,
): Promise<T> {
  await expect.poll(() => made.has(path) && match(made.get(path)!)).toBe(true);
  const call = made.get(path)!;
  const query = Object.fromEntries(new URL(call.url()).searchParams);
  const body = call.postData() ? (call.postDataJSON() as unknown) : undefined;
  const res = (await api.request(call.method().toLowerCase() as 'get', path, {
    params: { query },
    ...(body === undefined ? {} : { body }),
  })) as { data?: unknown };
  return res.data as T;
}
