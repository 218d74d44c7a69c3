import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { useMenu } from '@/session/menu-context';
import { leavesOf } from '@/session/menu';
import { ErrorBoundary } from '@/ui/error-boundary';
import { Loading } from '@/ui/loading';
import NotFoundPage from '@/features/auth/not-found-page';
import { viewFor } from './views';

const HomePage = lazy(() => import('@/features/home/home-page'));

/** Routes inside the shell: fixed ones plus one per menu page that has a registered view. */
export function AppRoutes() {
  const { routes } = useMenu();
  const { pathname } = useLocation();
  const pages = leavesOf(routes).filter((r) => !r.external);
  return (
    <ErrorBoundary resetKey={pathname}>
      <Suspense fallback={<Loading />}>
        <Routes>
          <Route path="/" element={<Navigate to="/home" replace />} />
          <Route path="/home" element={<HomePage />} />
          {pages.map((r) => {
            const View = viewFor(r);
            return View ? <Route key={r.path} path={r.path} element={<View />} /> : null;
          })}
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
      </Suspense>
    </ErrorBoundary>
  );
}
