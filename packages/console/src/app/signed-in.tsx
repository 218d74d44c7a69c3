// Everything behind the session: the guard, the shell and the routes (its own chunk: not needed on the login page).
import { SessionGate } from '@/session/session-gate';
import { ShellLayout } from '@/shell/shell-layout';
import { AppRoutes } from './app-routes';
import { hasView } from './views';

export default function SignedIn() {
  return (
    <SessionGate openable={hasView}>
      <ShellLayout>
        <AppRoutes />
      </ShellLayout>
    </SessionGate>
  );
}
