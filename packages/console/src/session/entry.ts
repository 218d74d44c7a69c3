// Entry by query parameters (seed 000 §2): `token` is stored; or project_id with project_name, is_have_bim, mobile,
// name, org_batch_id and user_innerid is exchanged for a project token (source 4). Either way the parameters are
// removed from the address bar, so a token never stays in the URL (or in history).
import { api } from '@/app/api';
import { session } from './session-store';
import { toIdentity } from './identity';

const ENTRY_KEYS = [
  'token',
  'project_id',
  'project_name',
  'is_have_bim',
  'mobile',
  'name',
  'org_batch_id',
  'user_innerid',
];

/** Both `?a=1#/x` and `#/x?a=1` carry parameters in a hash-routed app. */
export function readEntryParams(href: string): { params: URLSearchParams; cleaned: string } {
  const url = new URL(href);
  const [hashPath = '', hashQuery = ''] = url.hash.replace(/^#/, '').split('?');
  const params = new URLSearchParams(url.search);
  const fromHash = new URLSearchParams(hashQuery);
  for (const [k, v] of fromHash) if (ENTRY_KEYS.includes(k) && !params.has(k)) params.set(k, v);
  const entry = new URLSearchParams();
  for (const k of ENTRY_KEYS) {
    const v = params.get(k);
    if (v !== null) entry.set(k, v);
    url.searchParams.delete(k);
    fromHash.delete(k);
  }
  const rest = fromHash.toString();
  url.hash = hashPath || rest ? `#${hashPath || '/'}${rest ? `?${rest}` : ''}` : '';
  return { params: entry, cleaned: url.toString() };
}

/**
 * Single sign-on (#/ssoLogin): the portal's one-time `ticket`, from the query or the hash query, and the address
 * without it.
 */
export function takeTicket(href: string): { ticket: string | null; cleaned: string } {
  const url = new URL(href);
  const [hashPath = '', hashQuery = ''] = url.hash.replace(/^#/, '').split('?');
  const fromHash = new URLSearchParams(hashQuery);
  const ticket = url.searchParams.get('ticket') ?? fromHash.get('ticket');
  url.searchParams.delete('ticket');
  fromHash.delete('ticket');
  const rest = fromHash.toString();
  url.hash = `#${hashPath || '/'}${rest ? `?${rest}` : ''}`;
  return { ticket, cleaned: url.toString() };
}

/** Consume entry parameters once at start-up. Resolves when the session is ready to route. */
export async function consumeEntryParams(): Promise<void> {
  const { params, cleaned } = readEntryParams(window.location.href);
  if (![...params.keys()].length) return;
  window.history.replaceState(window.history.state, '', cleaned);
  const token = params.get('token');
  if (token) {
    session.resetToken();
    session.setToken(token);
    return;
  }
  const projectId = Number(params.get('project_id'));
  const userInnerid = params.get('user_innerid');
  if (!projectId || !userInnerid) return;
  const body = {
    project_id: projectId,
    user_innerid: userInnerid,
    project_name: params.get('project_name') ?? undefined,
    is_have_bim: params.get('is_have_bim') ?? undefined,
    mobile: params.get('mobile') ?? undefined,
    name: params.get('name') ?? undefined,
    org_batch_id: params.get('org_batch_id') ? Number(params.get('org_batch_id')) : undefined,
  };
  try {
    const env = await api.POST('/orgdept/paramLogin', { body });
    if (env.data?.token) {
      session.resetToken();
      session.setIdentity({ ...toIdentity(env.data, body.mobile ?? ''), source: 4 });
    }
  } catch {
    // The SDK has shown the server's message; the guard sends the person to the login page.
  }
}
