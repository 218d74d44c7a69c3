import { HashRouter, Route, Routes } from 'react-router-dom';
import { QueryClientProvider } from '@tanstack/react-query';
import { Toaster } from 'sonner';
import { queryClient } from './query-client';
import { AppRoutes } from './app-routes';
import { SessionGate } from '@/session/session-gate';
import { ShellLayout } from '@/shell/shell-layout';
import LoginPage from '@/features/auth/login-page';
import NotFoundPage from '@/features/auth/not-found-page';
import { ErrorBoundary } from '@/ui/error-boundary';

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <Toaster position="top-center" richColors closeButton={false} />
      <HashRouter>
        <Routes>
          <Route
            path="/login"
            element={
              <ErrorBoundary>
                <LoginPage />
              </ErrorBoundary>
            }
          />
          <Route path="/404" element={<NotFoundPage />} />
          <Route
            path="/*"
            element={
              <SessionGate>
                <ShellLayout>
                  <AppRoutes />
                </ShellLayout>
              </SessionGate>
            }
          />
        </Routes>
      </HashRouter>
    </QueryClientProvider>
  );
}
