/** Business constants of seed 000 §9 / 001 §9, in one place. */
export const APP_TAG = 'site';
export const TOKEN_COOKIE = `${APP_TAG}_token`;
export const SIDEBAR_COOKIE = 'sidebarStatus';
export const REQUEST_TIMEOUT_MS = 5000;
export const EXPORT_TIMEOUT_MS = 60000;
export const TOAST_MS = 1500;
export const CLICK_GUARD_MS = 1000;
export const UNREAD_POLL_MS = 30000;
export const CODE_COUNTDOWN_S = 60;
export const PAGE_SIZES = [10, 20, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 10;
export const MOBILE_BREAKPOINT = 992;
export const MENU_MODULE = 'pc';
/** Series colours of every chart (theme colours of seed 000 §9 first, then distinguishable companions). */
export const CHART_COLORS = ['#0081cc', '#00a870', '#ed7b2f', '#e34d59', '#7c5cfc', '#13c2c2', '#faad14', '#8c8c8c'];
