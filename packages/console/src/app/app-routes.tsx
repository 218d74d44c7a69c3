// Routes inside the shell, with a tab cache (seed 000 §2: "pages stay alive in a tab cache"): every visited page
// stays mounted, hidden when not active, so switching back keeps its filters, paging and scroll. Each cached page
// sees its own last location, so a hidden page never reacts to another page's address.
import { lazy, Suspense, useEffect, useLayoutEffect, useMemo, useReducer, useRef, type ComponentType } from 'react';
import { Navigate, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { useMenu } from '@/session/menu-context';
import { leavesOf, tabGroupsOf, type MenuRoute } from '@/session/menu';
import { ErrorBoundary } from '@/ui/error-boundary';
import { Loading } from '@/ui/loading';
import { cn } from '@/lib/cn';
import { isMicroFrontend } from '@/lib/embedding';
import { useSettings } from '@/lib/settings';
import NotFoundPage from '@/features/auth/not-found-page';
// The home page is in the shell's chunk: its tab is always there (affix) and it is the first thing drawn after sign-in.
import HomePage from '@/features/home/home-page';
import { TagsView } from '@/shell/tags-view';
import { TabGroup, type TabGroupChild } from '@/shell/tab-group';
import { viewsReducer } from '@/shell/visited-views';
import { refreshMarked } from '@/platform/query-client';
import { fixedRoutes, viewFor } from './views';

const IframePage = lazy(() => import('@/features/embed/iframe-page'));

interface Page {
  path: string;
  title: string;
  View: ComponentType;
  /** A tab group (seed 000 §2): one page at the group's path whose children's paths all lead to it. */
  group?: boolean;
}

/** The page of a tab group: its children (those with a screen) as tabs. */
function groupPage(group: MenuRoute, tabs: TabGroupChild[]): Page {
  return { path: group.path, title: group.title, group: true, View: () => <TabGroup group={group} tabs={tabs} /> };
}

const HOME = '/home';
const PANORAMA = '/panorama';
/** Seed 000 §2: "a path containing the panorama marker opens a panorama view". */
const isPanoramaPath = (path: string) => /panorama/i.test(path);
const REDIRECT = '/redirect/';

export function AppRoutes() {
  const { routes } = useMenu();
  const location = useLocation();
  const navigate = useNavigate();
  const pages = useMemo(() => {
    // Fixed routes of seed 000 §2 that are not in the menu, then the menu's pages.
    const table = new Map<string, Page>([
      [HOME, { path: HOME, title: '首页', View: HomePage }],
      ['/iframeNew', { path: '/iframeNew', title: '第三方页面', View: IframePage }],
      ...fixedRoutes.map((r) => [r.path, r] as const),
    ]);
    const panorama = fixedRoutes.find((r) => r.path === PANORAMA);
    const viewOf = (r: MenuRoute) =>
      // A menu path carrying the panorama marker opens the panorama view (seed 000 §2).
      r.external ? undefined : (viewFor(r) ?? (panorama && isPanoramaPath(r.path) ? panorama.View : undefined));
    // A tab group's page answers its own path and each child's: the tag strip keeps one tag for the group.
    for (const g of tabGroupsOf(routes)) {
      const tabs = leavesOf(g.children).flatMap((r) => {
        const View = !r.hidden && viewOf(r);
        return View ? [{ route: r, View }] : [];
      });
      if (!tabs.length || table.has(g.path)) continue;
      const page = groupPage(g, tabs);
      table.set(g.path, page);
      for (const t of tabs) if (!table.has(t.route.path)) table.set(t.route.path, page);
    }
    for (const r of leavesOf(routes)) {
      const View = viewOf(r);
      if (View && !table.has(r.path)) table.set(r.path, { path: r.path, title: r.title, View });
    }
    return table;
  }, [routes]);
  const [views, dispatch] = useReducer(viewsReducer, [
    { path: HOME, fullPath: HOME, title: '首页', affix: true, refresh: 0, shown: false },
  ]);
  const current = pages.get(location.pathname);
  const settingsNow = useSettings();
  const embedded = isMicroFrontend();
  const tagsView = settingsNow.tagsView;
  // Inside a portal there is no top bar to scroll away: each page scrolls in its own section.
  const fixedHeader = settingsNow.fixedHeader || embedded;
  const showTags = tagsView && !embedded;

  // Without the tag strip there is no way to close a page: only the page shown is kept (and the affix home tab).
  useEffect(() => {
    if (!tagsView && current) dispatch({ type: 'closeOthers', path: current.path });
  }, [tagsView, current]);

  // fixedHeader off: the shell's column scrolls, not the page's section, so each page's scroll is kept here and put
  // back when its tab is shown again (on, each section keeps its own).
  const box = useRef<HTMLDivElement>(null);
  const scrolls = useRef(new Map<string, number>());
  const activePath = current?.path;
  useEffect(() => {
    const root = box.current?.closest<HTMLElement>('[data-scroll-root]');
    if (fixedHeader || !root || !activePath) return;
    const keep = () => scrolls.current.set(activePath, root.scrollTop);
    root.addEventListener('scroll', keep, { passive: true });
    return () => root.removeEventListener('scroll', keep);
  }, [fixedHeader, activePath]);
  useLayoutEffect(() => {
    const root = box.current?.closest<HTMLElement>('[data-scroll-root]');
    if (!fixedHeader && root && activePath) root.scrollTop = scrolls.current.get(activePath) ?? 0;
  }, [fixedHeader, activePath]);

  // A page shown again after a write elsewhere reads again what that write may have changed.
  useEffect(() => {
    if (current) void refreshMarked();
  }, [current]);

  useEffect(() => {
    if (current)
      dispatch({
        type: 'visit',
        path: current.path,
        fullPath: location.pathname + location.search,
        title: current.title,
      });
  }, [current, location.pathname, location.search]);

  // /redirect/<path>: refresh that page's tab, then show it again (seed 000 §2).
  useEffect(() => {
    if (!location.pathname.startsWith(REDIRECT)) return;
    const target = `/${location.pathname.slice(REDIRECT.length)}`;
    dispatch({ type: 'refresh', path: target });
    navigate(target + location.search, { replace: true });
  }, [location.pathname, location.search, navigate]);

  const isRoot = location.pathname === '/' || location.pathname === '';
  return (
    <>
      {showTags ? <TagsView views={views} active={current?.path} dispatch={dispatch} /> : null}
      <div ref={box} className={cn('relative flex-1', fixedHeader && 'min-h-0')}>
        {views.map((v) => {
          const page = pages.get(v.path);
          if (!page) return null;
          const active = v.path === current?.path;
          // A page never shown yet (home, when the session began elsewhere) is not drawn behind the active one.
          if (!active && !v.shown) return null;
          // The active page follows the address; a hidden one keeps the address it had (path + query).
          const at = active ? location : v.fullPath;
          return (
            <section
              key={`${v.path}#${v.refresh}`}
              aria-hidden={active ? undefined : true}
              inert={!active}
              data-page={v.path}
              data-title={page.title}
              data-active={active ? '' : undefined}
              // pb-24: the last rows can scroll clear of the floating help ball (66 px, bottom right). fixedHeader off:
              // the active page is in the flow (the shell's column scrolls it with the top bar), hidden ones lie under it.
              className={cn(
                'p-4 pb-24',
                fixedHeader || !active ? 'absolute inset-0 overflow-auto' : 'relative min-h-full',
                !active && 'invisible',
              )}
            >
              <ErrorBoundary>
                <Suspense fallback={<Loading />}>
                  <Routes location={at}>
                    <Route path={page.group ? '*' : page.path} element={<page.View />} />
                  </Routes>
                </Suspense>
              </ErrorBoundary>
            </section>
          );
        })}
        {current ? null : isRoot ? (
          <Navigate to={HOME} replace />
        ) : location.pathname.startsWith(REDIRECT) ? (
          <Loading />
        ) : (
          <div className="absolute inset-0 overflow-auto">
            <NotFoundPage />
          </div>
        )}
      </div>
    </>
  );
}
