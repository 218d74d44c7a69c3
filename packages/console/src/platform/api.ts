// The one SDK instance of the console and the callbacks that turn the error catalogue into screens.
import { createClient, type SdkMessage } from '@site/sdk';
import { EXPORT_TIMEOUT_MS, REQUEST_TIMEOUT_MS } from '@/lib/constants';
import { broadcastLogout, session } from '@/platform/session-store';
import { notify } from '@/platform/notify';

const API_BASE_URL: string = import.meta.env.VITE_API_BASE_URL ?? '/api';

function show(m: SdkMessage) {
  notify(m.level, m.text, { duration: m.durationMs });
}

const go = (path: string) => {
  window.location.hash = `#${path}`;
};

export const api = createClient({
  baseUrl: API_BASE_URL.startsWith('http') ? API_BASE_URL : `${window.location.origin}${API_BASE_URL}`,
  getToken: session.getToken,
  // Seed 000 §5: 5 s for a call, 60 s for a file download.
  timeoutMs: REQUEST_TIMEOUT_MS,
  blobTimeoutMs: EXPORT_TIMEOUT_MS,
  // Seed 000 §5: an identical request in flight (same url, method and payload) cancels the earlier one, unless the
  // payload carries allowedRepeat (removed before sending). SDK 2.0 leaves this off unless a client asks for it.
  dedupe: 'cancel-previous',
  debug: import.meta.env.DEV && import.meta.env.VITE_API_DEBUG === '1',
  onMessage: show,
  // The guard sends the person on: 401 → /home?redirect=… (which, signed out, asks to sign in), 403 → /404?redirect=….
  onUnauthorized: () => {
    session.expire(401);
    broadcastLogout();
  },
  onForbidden: () => session.expire(403),
  // 422: the message shows for 1.5 s, then the session ends and the login page opens.
  onLoginRequired: () => {
    window.setTimeout(() => {
      session.resetToken();
      go('/login');
    }, 1500);
  },
  onExternalUrl: (url) => {
    window.open(url, '_blank', 'noopener,noreferrer');
  },
});
