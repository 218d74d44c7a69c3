import type { ComponentType } from 'react';

/** A lazily loaded screen. Each feature exports `views: Record<menu filePath, ViewLoader>` from its views.ts. */
export type ViewLoader = () => Promise<{ default: ComponentType }>;
export type ViewTable = Record<string, ViewLoader>;

/**
 * A fixed hidden route of seed 000 §2 (not in the server menu, opened by an action such as a row's 处理 button or
 * a to-do item). Each feature may export `fixedRoutes: FixedRouteTable` from its views.ts, keyed by the route path.
 */
interface FixedRoute {
  title: string;
  load: ViewLoader;
}
export type FixedRouteTable = Record<string, FixedRoute>;
