// The view registry: a menu entry's filePath (or menuUrl) → its lazily loaded screen.
// Screens register here as they are built; menu entries without a screen are not routed or shown.
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { MenuRoute } from '@/session/menu';

type Loader = () => Promise<{ default: ComponentType }>;

const loaders: Record<string, Loader> = {
  'home/org': () => import('@/features/home/home-page'),
  'home/project': () => import('@/features/home/home-page'),
  'person/team': () => import('@/features/org/team-list-page'),
  'grid/category': () => import('@/features/grid/hazard-category-page'),
};

const cache = new Map<string, LazyExoticComponent<ComponentType>>();

export function viewKey(route: Pick<MenuRoute, 'filePath' | 'path'>): string | undefined {
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
