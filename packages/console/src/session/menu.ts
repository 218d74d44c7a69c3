// Server menu entries (seed 000 §2) → the console's route table.
import { MENU_MODULE } from '@/lib/constants';

/** A menu entry as the server supplies it. */
export interface ServerMenuEntry {
  module?: string | null;
  menuUrl?: string | null;
  menuCode?: string | null;
  menuName?: string | null;
  icon?: string | null;
  hideMenu?: number | boolean | null;
  power_value?: number | null;
  rid?: number | string | null;
  lay_filepath?: string | null;
  linkType?: number | null;
  filePath?: string | null;
  /** 1: a tab group — its children show as tabs of one page (seed 000 §2; the field's name is inferred). */
  tabGroup?: number | boolean | null;
  perms?: string | null;
  children?: ServerMenuEntry[] | null;
}

export interface MenuRoute {
  path: string;
  name: string;
  title: string;
  icon: string | undefined;
  hidden: boolean;
  /** linkType 1: opens in a new tab. */
  external: boolean;
  /** Layout / View (groups) or the view folder of a page. */
  filePath: string;
  /** A tab group: one page (one menu item, one tag) whose children are its tabs (seed 000 §2). */
  tabGroup: boolean;
  powerValue: number;
  perms: string[];
  children: MenuRoute[];
}

const isExternal = (e: ServerMenuEntry) => e.linkType === 1 || /^https?:\/\//.test(e.menuUrl ?? '');

/** Filter by module, normalise, drop empty children lists. */
export function buildMenuRoutes(
  entries: readonly ServerMenuEntry[] | null | undefined,
  module = MENU_MODULE,
): MenuRoute[] {
  const out: MenuRoute[] = [];
  for (const e of entries ?? []) {
    if (e.module && module && e.module !== module) continue;
    const children = buildMenuRoutes(e.children ?? [], module);
    const path = e.menuUrl ?? '';
    if (!path && children.length === 0) continue;
    out.push({
      path: isExternal(e) || path.startsWith('/') || !path ? path : `/${path}`,
      name: e.menuCode ?? path,
      title: e.menuName ?? e.menuCode ?? path,
      icon: e.icon ?? undefined,
      hidden: e.hideMenu === 1 || e.hideMenu === true,
      external: isExternal(e),
      filePath: e.filePath ?? '',
      tabGroup: (e.tabGroup === 1 || e.tabGroup === true) && children.length > 0,
      powerValue: e.power_value ?? 0,
      perms: (e.perms ?? '')
        .split(',')
        .map((p) => p.trim())
        .filter(Boolean),
      children,
    });
  }
  return out;
}

/** Every page (leaf) of the route table. */
export function leavesOf(routes: readonly MenuRoute[]): MenuRoute[] {
  return routes.flatMap((r) => (r.children.length ? leavesOf(r.children) : [r]));
}

/** The pages of the side menu: leaves, with a tab group counted as one page (its children are its tabs). */
export function menuPagesOf(routes: readonly MenuRoute[]): MenuRoute[] {
  return routes.flatMap((r) => (r.children.length && !r.tabGroup ? menuPagesOf(r.children) : [r]));
}

/** Every tab group of the route table. */
export function tabGroupsOf(routes: readonly MenuRoute[]): MenuRoute[] {
  return routes.flatMap((r) => (r.tabGroup ? [r] : tabGroupsOf(r.children)));
}

/** Keep only what this console can open: pages with a registered view, external links, and groups that still have children. */
export function keepOpenable(routes: readonly MenuRoute[], hasView: (r: MenuRoute) => boolean): MenuRoute[] {
  const out: MenuRoute[] = [];
  for (const r of routes) {
    if (r.children.length) {
      const children = keepOpenable(r.children, hasView);
      if (children.length) out.push({ ...r, children });
    } else if (r.external || hasView(r)) out.push(r);
  }
  return out;
}
