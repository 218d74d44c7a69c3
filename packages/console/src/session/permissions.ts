// The permission hook and component (seed 000 §6); the rules themselves are in power.ts.
import { createElement, Fragment, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { useMenu } from './menu-context';
import { useSession } from './session-store';
import { findRoute, pagePermission, type PagePermission } from './power';

/** "May I" for the current page. */
export function usePagePermission(path?: string): PagePermission {
  const { all } = useMenu();
  const { pathname } = useLocation();
  const { user } = useSession();
  return pagePermission(findRoute(all, path ?? pathname), user?.apiCodeList ?? []);
}

/** Renders its children only when the user's apiCodeList holds `code` (the element is removed, not hidden). */
export function Permission({ code, children }: { code: string | readonly string[]; children: ReactNode }) {
  const { user } = useSession();
  const codes = typeof code === 'string' ? [code] : code;
  const allowed = codes.some((c) => user?.apiCodeList.includes(c));
  return allowed ? createElement(Fragment, null, children) : null;
}
