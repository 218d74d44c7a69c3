// The route guard (seed 000 §4): no token → login with a redirect; token without user info or menu → fetch both,
// build the routes, continue; on failure → reset the token, show the error, go to login, broadcast the logout.
import { useEffect, useMemo, type ReactNode } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { useQueries } from '@tanstack/react-query';
import { toast } from 'sonner';
import { isSdkError } from '@site/sdk';
import { broadcastLogout, onBroadcastLogout, session, useSession } from './session-store';
import { serverMenuQuery, userInfoQuery } from './session-queries';
import { buildMenuRoutes, keepOpenable } from './menu';
import { hasView } from '@/app/views';
import { queryClient } from '@/app/query-client';
import { MenuContext } from './menu-context';
import { Loading } from '@/ui/loading';

function failureText(error: unknown, fallback: string): string {
  // The SDK has already toasted server messages; ours is the catalogue's own text.
  if (isSdkError(error)) return fallback;
  return error instanceof Error && error.message ? error.message : 'Has Error';
}

export function SessionGate({ children }: { children: ReactNode }) {
  const { token, expired } = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const [user, menu] = useQueries({
    queries: [
      { ...userInfoQuery(), enabled: Boolean(token) },
      { ...serverMenuQuery(), enabled: Boolean(token) },
    ],
  });

  useEffect(
    () =>
      onBroadcastLogout(() => {
        session.resetToken();
        queryClient.clear();
        navigate('/login', { replace: true });
      }),
    [navigate],
  );

  const failed = user.error ?? menu.error;
  useEffect(() => {
    if (!token || !failed) return;
    // 401, 403 and code 422 have their own routes (the SDK's onUnauthorized / onForbidden / onLoginRequired).
    if (isSdkError(failed) && failed.kind === 'http' && (failed.status === 401 || failed.status === 403)) return;
    if (isSdkError(failed) && failed.kind === 'envelope' && failed.code === 422) return;
    toast.error(failureText(failed, user.error ? '获取用户信息失败！' : '获取用户菜单失败！'), { duration: 1500 });
    session.resetToken();
    queryClient.removeQueries({ queryKey: userInfoQuery().queryKey });
    queryClient.removeQueries({ queryKey: serverMenuQuery().queryKey });
    broadcastLogout();
    navigate(`/login?redirect=${encodeURIComponent(location.pathname + location.search)}`, { replace: true });
  }, [failed, token, user.error, navigate, location.pathname, location.search]);

  useEffect(() => {
    if (user.data)
      session.setUser({ realName: user.data.realName, avatar: user.data.avatar, apiCodeList: user.data.apiCodeList });
  }, [user.data]);

  // One value per menu answer: a new object on every render of the gate (e.g. when the user info is stored) would
  // redraw everything that reads the menu — the side menu, the routes and the home page's function map.
  const value = useMemo(() => {
    const all = buildMenuRoutes(menu.data);
    return { routes: keepOpenable(all, hasView), all };
  }, [menu.data]);

  if (!token) {
    const here = location.pathname + location.search;
    // Error catalogue: 403 → /404?redirect=…; 401 → /home?redirect=…, which without a token asks to sign in first.
    if (expired === 403) return <Navigate to={`/404?redirect=${encodeURIComponent(here)}`} replace />;
    const target = expired === 401 ? `/home?redirect=${encodeURIComponent(here)}` : here;
    return <Navigate to={target === '/' ? '/login' : `/login?redirect=${encodeURIComponent(target)}`} replace />;
  }
  if (!user.data || !menu.data) {
    return <Loading className="h-full" text="正在加载用户信息与菜单…" />;
  }
  return <MenuContext.Provider value={value}>{children}</MenuContext.Provider>;
}
