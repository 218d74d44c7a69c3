// A menu-driven tab group (seed 000 §2: "a route marked as a tab group shows its children as tabs"). The group is one
// page of the shell — one menu item, one tag in the strip — and each child is a route of its own shown as a tab. Tabs
// behave like the tag strip: each child has its own address (switching a tab navigates), a child once shown stays
// mounted while another is shown (its filters, paging and scroll kept), and each hidden child keeps the address it
// had, so it never reacts to another tab's address.
import { Suspense, useEffect, useState, type ComponentType } from 'react';
import * as Tabs from '@radix-ui/react-tabs';
import { Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import type { MenuRoute } from '@/session/menu';
import { ErrorBoundary } from '@/ui/error-boundary';
import { Loading } from '@/ui/loading';

export interface TabGroupChild {
  route: MenuRoute;
  View: ComponentType;
}

export function TabGroup({ group, tabs }: { group: MenuRoute; tabs: readonly TabGroupChild[] }) {
  const location = useLocation();
  const navigate = useNavigate();
  const active = tabs.find((t) => t.route.path === location.pathname) ?? null;
  // The address each child was last shown at (path + query), in the order they were first shown.
  const [seen, setSeen] = useState<ReadonlyMap<string, string>>(new Map());
  const here = location.pathname + location.search;
  if (active && seen.get(active.route.path) !== here) {
    setSeen(new Map(seen).set(active.route.path, here));
  }
  // The group's own path (a menu item, a bookmark) opens its first tab.
  const first = tabs[0]?.route.path;
  useEffect(() => {
    if (!active && first && location.pathname === group.path) navigate(first + location.search, { replace: true });
  }, [active, first, group.path, location.pathname, location.search, navigate]);
  if (!active) return <Loading />;
  return (
    <Tabs.Root
      value={active.route.path}
      onValueChange={(path) => navigate(seen.get(path) ?? path)}
      className="flex flex-col gap-3"
      data-tab-group={group.path}
    >
      <Tabs.List
        aria-label={group.title}
        className="flex gap-1 overflow-x-auto rounded-md bg-white px-4 pt-2 shadow-sm"
      >
        {tabs.map((t) => (
          <Tabs.Trigger
            key={t.route.path}
            value={t.route.path}
            className="whitespace-nowrap border-b-2 border-transparent px-4 py-2 text-sm text-gray-600 outline-none transition-colors hover:text-primary focus-visible:ring-2 focus-visible:ring-primary/40 data-[state=active]:border-primary data-[state=active]:font-medium data-[state=active]:text-primary"
          >
            {t.route.title}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {tabs.map((t) => {
        const at = t === active ? location : seen.get(t.route.path);
        if (at === undefined) return null;
        return (
          <Tabs.Content
            key={t.route.path}
            value={t.route.path}
            forceMount
            data-tab-page={t.route.path}
            className="outline-none data-[state=inactive]:hidden"
          >
            <ErrorBoundary>
              <Suspense fallback={<Loading />}>
                <Routes location={at}>
                  <Route path={t.route.path} element={<t.View />} />
                </Routes>
              </Suspense>
            </ErrorBoundary>
          </Tabs.Content>
        );
      })}
    </Tabs.Root>
  );
}
