// The view registry: a menu entry's filePath (or menuUrl) → its lazily loaded screen.
// Menu entries without a screen are not routed or shown.
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { MenuRoute } from '@/session/menu';
import type { FixedRouteTable, ViewLoader, ViewTable } from '@/lib/view-loader';

type Loader = ViewLoader;

// Every feature registers its screens in its own views.ts (menu filePath → lazy screen); they are merged here.
const tables = import.meta.glob<{ views: ViewTable; fixedRoutes?: FixedRouteTable }>('../features/*/views.ts', {
  eager: true,
});
const loaders: Record<string, Loader> = {};
/** Fixed hidden routes of seed 000 §2 (path → title and screen), from every feature's `fixedRoutes`. */
export const fixedRoutes: { path: string; title: string; View: LazyExoticComponent<ComponentType> }[] = [];
for (const [file, table] of Object.entries(tables)) {
  for (const [key, load] of Object.entries(table.views)) {
    if (loaders[key]) console.error(`视图 ${key} 重复注册（${file}）`);
    loaders[key] = load;
  }
  for (const [path, route] of Object.entries(table.fixedRoutes ?? {})) {
    if (fixedRoutes.some((r) => r.path === path)) console.error(`固定路由 ${path} 重复注册（${file}）`);
    fixedRoutes.push({ path, title: route.title, View: lazy(route.load) });
  }
}

const cache = new Map<string, LazyExoticComponent<ComponentType>>();

function viewKey(route: Pick<MenuRoute, 'filePath' | 'path'>): string | undefined {
  const byFile = route.filePath.replace(/^\/+|\/+$/g, '').replace(/\/index$/, '');
  if (byFile && loaders[byFile]) return byFile;
  const byPath = route.path.replace(/^\/+/, '');
  return loaders[byPath] ? byPath : undefined;
}

export const hasView = (route: MenuRoute): boolean => viewKey(route) !== undefined;

export function viewFor(route: MenuRoute): LazyExoticComponent<ComponentType> | undefined {
  const key = viewKey(route);
  if (!key) return undefined;
  let view = cache.get(key);
  if (!view) {
    view = lazy(loaders[key] as Loader);
    cache.set(key, view);
  }
  return view;
}
