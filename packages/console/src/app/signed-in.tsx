// Everything behind the session: the guard, the shell and the routes (its own chunk: not needed on the login page).
import { useEffect } from 'react';
import { loadSonner } from '@/platform/notify';
import { SessionGate } from '@/session/session-gate';
import { ShellLayout } from '@/shell/shell-layout';
import { AppRoutes } from './app-routes';
import { hasView } from './views';

export default function SignedIn() {
  // The shell's screens show messages with sonner directly: its Toaster is drawn from the start.
  useEffect(() => void loadSonner().catch(() => undefined), []);
  return (
    <SessionGate openable={hasView}>
      <ShellLayout>
        <AppRoutes />
      </ShellLayout>
    </SessionGate>
  );
}
