// The tag strip's state (seed 000 §2): visited pages in order, affix tags that cannot close, and a refresh counter
// per page (a refresh remounts the page). Pure reducer, so each rule is unit-tested.

export interface VisitedView {
  /** The route path without query: one tab per page. */
  path: string;
  /** Path + query as last seen: switching back restores filters and paging. */
  fullPath: string;
  title: string;
  affix: boolean;
  /** Bumped by 刷新: the page remounts. */
  refresh: number;
  /**
   * The page has been shown at least once. Only such pages are kept mounted while hidden: the affix home tab of a
   * session that started on another page (a deep link, a sign-in redirect) draws nothing, and calls nothing, until
   * it is opened.
   */
  shown: boolean;
}

export type ViewsAction =
  | { type: 'visit'; path: string; fullPath: string; title: string; affix?: boolean }
  | { type: 'close'; path: string }
  | { type: 'closeOthers'; path: string }
  | { type: 'closeAll' }
  | { type: 'refresh'; path: string };

export function viewsReducer(views: VisitedView[], action: ViewsAction): VisitedView[] {
  switch (action.type) {
    case 'visit': {
      const found = views.find((v) => v.path === action.path);
      if (found) {
        if (found.fullPath === action.fullPath && found.title === action.title && found.shown) return views;
        return views.map((v) =>
          v.path === action.path ? { ...v, fullPath: action.fullPath, title: action.title, shown: true } : v,
        );
      }
      return [
        ...views,
        {
          path: action.path,
          fullPath: action.fullPath,
          title: action.title,
          affix: Boolean(action.affix),
          refresh: 0,
          shown: true,
        },
      ];
    }
    case 'close':
      return views.filter((v) => v.affix || v.path !== action.path);
    case 'closeOthers':
      return views.filter((v) => v.affix || v.path === action.path);
    case 'closeAll':
      return views.filter((v) => v.affix);
    case 'refresh':
      return views.map((v) => (v.path === action.path ? { ...v, refresh: v.refresh + 1 } : v));
  }
}

/** Where to go after closing the active tab: the tab to its right, else its left, else the home page. */
export function nextAfterClose(views: VisitedView[], closed: string): string {
  const i = views.findIndex((v) => v.path === closed);
  const rest = views.filter((v) => v.path !== closed);
  const pick = rest[Math.min(i, rest.length - 1)] ?? rest[rest.length - 1];
  return pick?.fullPath ?? '/home';
}
