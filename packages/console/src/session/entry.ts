// Entry by query parameters (seed 000 §2): `token` is stored; or project_id with project_name, is_have_bim, mobile,
// name, org_batch_id and user_innerid is exchanged for a project token (source 4). A portal that signs its links adds
// `timestamp` and `sign` (spec: paramLogin); every parameter received is forwarded as it came, so the back end can
// check the signature. Either way the parameters are removed from the address bar, so a token never stays in the URL
// (or in history).
import { api } from '@/platform/api';
import { session } from '@/platform/session-store';
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
/** The portal's signature of a project entry: taken (and forwarded) only beside project_id. */
const SIGN_KEYS = ['timestamp', 'sign'];

/** Both `?a=1#/x` and `#/x?a=1` carry parameters in a hash-routed app. */
export function readEntryParams(href: string): { params: URLSearchParams; cleaned: string } {
  const url = new URL(href);
  const [hashPath = '', hashQuery = ''] = url.hash.replace(/^#/, '').split('?');
  const params = new URLSearchParams(url.search);
  const fromHash = new URLSearchParams(hashQuery);
  const project = params.has('project_id') || fromHash.has('project_id');
  const keys = project ? [...ENTRY_KEYS, ...SIGN_KEYS] : ENTRY_KEYS;
  for (const [k, v] of fromHash) if (keys.includes(k) && !params.has(k)) params.set(k, v);
  const entry = new URLSearchParams();
  for (const k of keys) {
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
    // The portal's signature (spec: paramLogin, inferred): 10-digit seconds and the lower-case hex HMAC-SHA256.
    timestamp: params.get('timestamp') ? Number(params.get('timestamp')) : undefined,
    sign: params.get('sign') ?? undefined,
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
