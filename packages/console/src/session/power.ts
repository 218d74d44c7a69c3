// Button permissions (seed 000 §6): power_value bits per page path, perms per menu entry, apiCodeList per user.
import { leavesOf, type MenuRoute } from './menu';

/** The table of seed 000 §6: action → bit. */
export const POWER_BITS = {
  add: 2,
  discard: 2,
  edit: 4,
  delete: 8,
  set: 16,
  discardImport: 16,
  cancel: 32,
  return: 32,
  start: 64,
  bindManager: 64,
  configSet: 64,
  bindWorker: 128,
  showProtocol: 256,
  useDetail: 512,
  editStatus: 1024,
} as const;
export type PowerAction = keyof typeof POWER_BITS;

/** Whether `powerValue` allows `action`. editStatus is the one inverted bit: allowed when 1024 is NOT set. */
export function canPower(powerValue: number, action: PowerAction): boolean {
  const bit = POWER_BITS[action];
  const set = (powerValue & bit) !== 0;
  return action === 'editStatus' ? !set : set;
}

export function findRoute(routes: readonly MenuRoute[], path: string): MenuRoute | undefined {
  return leavesOf(routes).find((r) => r.path === path);
}

export interface PagePermission {
  /** power_value bit check for this page. */
  can(action: PowerAction): boolean;
  /** A button permission from the menu entry's perms. */
  hasPerm(code: string): boolean;
  /** A permitted API code of the user (apiCodeList). */
  hasApi(code: string): boolean;
}

export function pagePermission(route: MenuRoute | undefined, apiCodes: readonly string[]): PagePermission {
  const power = route?.powerValue ?? 0;
  const perms = new Set(route?.perms ?? []);
  const api = new Set(apiCodes);
  return {
    can: (action) => canPower(power, action),
    hasPerm: (code) => perms.has(code),
    hasApi: (code) => api.has(code),
  };
}
