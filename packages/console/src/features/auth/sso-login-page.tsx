// Single sign-on from the portal (seed 000 §7, POST /orgdept/ssoLogin): the portal sends the person to
// `#/ssoLogin?ticket=ST-…` (or `?ticket=ST-…#/ssoLogin`). The ticket leaves the address bar first, then is exchanged
// for a session; a refused ticket sends the person to the login page with the server's message.
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { isSdkError } from '@site/sdk';
import { api } from '@/app/api';
import { queryClient } from '@/app/query-client';
import { session } from '@/session/session-store';
import { toIdentity } from '@/session/identity';
import { takeTicket } from '@/session/entry';
import { serverMenuQuery, userInfoQuery } from '@/session/session-queries';
import { Loading } from '@/ui/loading';

/** What the login page shows when it was reached from a refused ticket (`location.state`). */
export interface SsoRefusal {
  ssoError: string;
}

/** `preload`: the app's hint to fetch the signed-in shell while the ticket is exchanged (as on the login page). */
export default function SsoLoginPage({ preload }: { preload?: () => Promise<unknown> }) {
  const navigate = useNavigate();
  // Read once, before the address is cleaned (a one-time ticket is sent once, also under StrictMode).
  const [ticket] = useState(() => takeTicket(window.location.href).ticket);
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    // The ticket never stays in the address bar or in history.
    window.history.replaceState(window.history.state, '', takeTicket(window.location.href).cleaned);
    const refuse = (msg: string) => {
      void navigate('/login', { replace: true, state: { ssoError: msg } satisfies SsoRefusal });
    };
    if (!ticket) {
      refuse('单点登录票据无效或已过期');
      return;
    }
    const service = `${window.location.origin}${window.location.pathname}`;
    // The shell's code is fetched while the ticket is exchanged, and the shell entered once it is there: entered
    // earlier, its loading fallback is drawn and React holds the shell back for up to 300 ms after it.
    const shell = preload?.().catch(() => undefined);
    const exchange = async () => {
      const data = (await api.POST('/orgdept/ssoLogin', { body: { ticket, service }, silent: true })).data;
      if (!data?.token) return refuse('单点登录票据无效或已过期');
      queryClient.removeQueries({ queryKey: userInfoQuery().queryKey });
      queryClient.removeQueries({ queryKey: serverMenuQuery().queryKey });
      session.resetToken();
      session.setIdentity(toIdentity(data, data.account ?? ''));
      await shell;
      void navigate('/home', { replace: true });
    };
    exchange().catch((e: unknown) => refuse(isSdkError(e) ? e.msg : '单点登录失败，请重新登录'));
  }, [navigate, ticket, preload]);
  return <Loading className="h-full" />;
}
