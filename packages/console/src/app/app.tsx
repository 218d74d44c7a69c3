import { lazy, Suspense, useEffect, useState } from 'react';
import { consumeEntryParams } from '@/session/entry';
import { HashRouter, Route, Routes } from 'react-router-dom';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from '@/platform/query-client';
import NotFoundPage from '@/features/auth/not-found-page';
import { ErrorBoundary } from '@/ui/error-boundary';
import { Loading } from '@/ui/loading';
import { preloadable } from '@/lib/preloadable';
import { AppToaster } from './app-toaster';
import { loadSonner } from '@/platform/notify';

const LoginPage = lazy(() => import('@/features/auth/login-page'));
const SsoLoginPage = lazy(() => import('@/features/auth/sso-login-page'));
const SignedIn = preloadable(() => import('./signed-in'));
const PanoramaSharePage = lazy(() => import('@/features/panorama/share-page'));

/**
 * Fetch the signed-in shell (with the home page) and sonner, whose Toaster is drawn from then on: on the login page
 * once it is idle, and while the sign-in call is on its way. The sign-in pages enter the shell when this has settled,
 * so its Suspense fallback is never drawn on the way.
 */
const preloadShell = () => Promise.all([SignedIn.preload(), loadSonner()]);

export function App() {
  // Entry parameters (token, or project parameters for a project token) are consumed before any route decides; the
  // portal's single sign-on ticket has a route of its own (/ssoLogin).
  const [ready, setReady] = useState(false);
  useEffect(() => {
    void consumeEntryParams().finally(() => setReady(true));
  }, []);
  // Router updates are urgent, not transitions: with transitions, closing the active tag (a navigation) and going
  // straight back to the page just closed left React holding an update that never committed — the address changed
  // and the screen did not (tests/e2e/tags.test.ts). A lazy page shows its own Suspense fallback in its tab section.
  return (
    <QueryClientProvider client={queryClient}>
      <AppToaster />
      {ready ? (
        <HashRouter useTransitions={false}>
          <ErrorBoundary>
            <Suspense fallback={<Loading className="h-full" />}>
              <Routes>
                <Route path="/login" element={<LoginPage preload={preloadShell} />} />
                {/* Single sign-on from the portal (seed 000 §7): #/ssoLogin?ticket=ST-… */}
                <Route path="/ssoLogin" element={<SsoLoginPage preload={preloadShell} />} />
                <Route path="/404" element={<NotFoundPage />} />
                {/* The share path of seed 000 §2: opens without a session token. */}
                <Route path="/panorama/share/:code" element={<PanoramaSharePage />} />
                <Route path="/*" element={<SignedIn />} />
              </Routes>
            </Suspense>
          </ErrorBoundary>
        </HashRouter>
      ) : (
        <Loading className="h-full" />
      )}
    </QueryClientProvider>
  );
}
