// The one SDK instance of the console and the callbacks that turn the error catalogue into screens.
import { toast } from 'sonner';
import { createClient, type SdkMessage } from '@site/sdk';
import { createOperations } from '@site/sdk/operations';
import { broadcastLogout, session } from '@/session/session-store';
import { currentAppPath } from '@/lib/redirect';

export const API_BASE_URL: string = import.meta.env.VITE_API_BASE_URL ?? '/api';

function show(m: SdkMessage) {
  const opts = { duration: m.durationMs };
  if (m.level === 'error') toast.error(m.text, opts);
  else if (m.level === 'warning') toast.warning(m.text, opts);
  else if (m.level === 'success') toast.success(m.text, opts);
  else toast(m.text, opts);
}

const go = (path: string) => {
  window.location.hash = `#${path}`;
};

/** Where to come back to after signing in again. */
const redirectQuery = () => {
  const here = currentAppPath();
  return here.startsWith('/login') || here.startsWith('/404') ? '' : `?redirect=${encodeURIComponent(here)}`;
};

export const api = createClient({
  baseUrl: API_BASE_URL.startsWith('http') ? API_BASE_URL : `${window.location.origin}${API_BASE_URL}`,
  getToken: session.getToken,
  debug: import.meta.env.DEV && import.meta.env.VITE_API_DEBUG === '1',
  onMessage: show,
  // Navigate first, reset after the router has seen the new address (the guard then keeps it as the redirect).
  onUnauthorized: () => {
    go(`/home${redirectQuery()}`);
    window.setTimeout(() => {
      session.resetToken();
      broadcastLogout();
    }, 0);
  },
  onForbidden: () => {
    go(`/404${redirectQuery()}`);
    window.setTimeout(() => session.resetToken(), 0);
  },
  onLoginRequired: () => {
    session.resetToken();
    window.setTimeout(() => go('/login'), 1500);
  },
  onExternalUrl: (url) => {
    window.open(url, '_blank', 'noopener,noreferrer');
  },
});

export const ops = createOperations(api);
