// The permission hook and component (seed 000 §6); the rules themselves are in power.ts.
import { createElement, Fragment, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { useMenu } from './menu-context';
import { useSession } from '@/platform/session-store';
import { findRoute, pagePermission, type PagePermission } from './power';

/** "May I" for the current page. */
export function usePagePermission(path?: string): PagePermission {
  const { all } = useMenu();
  const { pathname } = useLocation();
  const { user } = useSession();
  return pagePermission(findRoute(all, path ?? pathname), user?.apiCodeList ?? []);
}

/**
 * The API codes (apiCodeList, seed 000 §6) the console's buttons need: each is the `x-api-code` of the call the button
 * makes (spec/areas/auth.yaml, UserInfo.apiCodeList). A button whose code the user lacks is removed, and the back-end
 * refuses the call too.
 */
export type ApiCode =
  | 'worker:add'
  | 'worker:edit'
  | 'team:delete'
  | 'team:checkin'
  | 'team:exit'
  | 'hat:bind'
  | 'salary:confirm'
  | 'trouble:audit'
  | 'complaint:deal';

/** "Does the user hold this API code?" (apiCodeList of userInfo). */
export function useApiCode(): (code: ApiCode) => boolean {
  const { user } = useSession();
  return (code) => user?.apiCodeList.includes(code) ?? false;
}

/** Renders its children only when the user's apiCodeList holds `code` (the element is removed, not hidden). */
export function Permission({ code, children }: { code: ApiCode | readonly ApiCode[]; children: ReactNode }) {
  const has = useApiCode();
  const codes: readonly ApiCode[] = typeof code === 'string' ? [code] : code;
  return codes.some(has) ? createElement(Fragment, null, children) : null;
}
