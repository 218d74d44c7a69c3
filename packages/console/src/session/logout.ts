import { queryClient } from '@/platform/query-client';
import { broadcastLogout, session } from '@/platform/session-store';

/** Logout (seed 000 §4): clear the token, state and session storage, tell other tabs, reload at the login page. */
export function logout(): void {
  session.clearAll();
  queryClient.clear();
  broadcastLogout();
  window.location.hash = '#/login';
  window.location.reload();
}
