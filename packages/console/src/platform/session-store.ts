// The session: token (cookie + memory), the logged-in identity (browser session storage), user info and menu.
// A tiny external store read with useSyncExternalStore; the SDK reads the token through getToken().
import { useSyncExternalStore } from 'react';
import { getCookie, removeCookie, setCookie } from '@/lib/cookies';
import { TOKEN_COOKIE } from '@/lib/constants';

/** The logged-in identity kept in session storage (seed 000 §3). */
export interface Identity {
  source: number;
  project_id: number;
  project_name: string;
  innerid: string;
  xmid: number;
  role_id: number;
  is_have_bim: string;
  account: string;
  name: string;
  user_innerid: string;
  org_batch_id: number;
  mobile: string;
  token: string;
  identities_list?: { innerid: string; project_name: string; source?: number; xmid?: number; role_id?: number }[];
}

export interface UserInfo {
  realName: string;
  avatar?: string;
  apiCodeList: string[];
}

const IDENTITY_KEY = 'identity';

interface State {
  token: string | null;
  identity: Identity | null;
  user: UserInfo | null;
  /** Why the session ended, when the server ended it (HTTP 401 or 403): decides where the guard sends the person. */
  expired: 401 | 403 | null;
}

function readIdentity(): Identity | null {
  try {
    const raw = sessionStorage.getItem(IDENTITY_KEY);
    return raw ? (JSON.parse(raw) as Identity) : null;
  } catch {
    return null;
  }
}

// The tab's own identity (session storage is per tab) wins over the shared cookie: a project opened in another tab
// from the organisation tree replaces the cookie, not this tab's identity.
let state: State = {
  token: readIdentity()?.token ?? getCookie(TOKEN_COOKIE) ?? null,
  identity: readIdentity(),
  user: null,
  expired: null,
};
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());
const set = (patch: Partial<State>) => {
  state = { ...state, ...patch };
  emit();
};

export const session = {
  get: (): State => state,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  getToken: (): string | null => state.token,
  /** Login stores the token in the session and in browser storage (seed 000 §4). */
  setToken(token: string) {
    setCookie(TOKEN_COOKIE, token);
    set({ token, expired: null });
  },
  setIdentity(identity: Identity) {
    sessionStorage.setItem(IDENTITY_KEY, JSON.stringify(identity));
    setCookie(TOKEN_COOKIE, identity.token);
    set({ identity, token: identity.token, expired: null });
  },
  setUser(user: UserInfo | null) {
    set({ user });
  },
  /** Reset the token (401, 403, failed user info): the identity goes too. */
  resetToken() {
    removeCookie(TOKEN_COOKIE);
    sessionStorage.removeItem(IDENTITY_KEY);
    set({ token: null, identity: null, user: null, expired: null });
  },
  /** The server ended the session (401 or 403): reset the token and remember why. */
  expire(status: 401 | 403) {
    removeCookie(TOKEN_COOKIE);
    sessionStorage.removeItem(IDENTITY_KEY);
    set({ token: null, identity: null, user: null, expired: status });
  },
  /** Logout: token, state and the whole session storage. */
  clearAll() {
    removeCookie(TOKEN_COOKIE);
    sessionStorage.clear();
    set({ token: null, identity: null, user: null, expired: null });
  },
};

export function useSession(): State {
  return useSyncExternalStore(session.subscribe, session.get, session.get);
}

/** Logout in one tab signs out every tab of the console (seed 000 §4: the logout state is broadcast). */
const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(`${TOKEN_COOKIE}_session`);
export function broadcastLogout(): void {
  channel?.postMessage('logout');
}
export function onBroadcastLogout(handler: () => void): () => void {
  if (!channel) return () => undefined;
  const listener = (e: MessageEvent) => {
    if (e.data === 'logout') handler();
  };
  channel.addEventListener('message', listener);
  return () => channel.removeEventListener('message', listener);
}
