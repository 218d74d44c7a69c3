import type { FixedRouteTable, ViewTable } from '@/lib/view-loader';

/** Menu pages whose path carries the panorama marker open the comparison view (see app-routes). */
export const views: ViewTable = {};

export const fixedRoutes: FixedRouteTable = {
  '/panorama': { title: '全景对比', load: () => import('./panorama-page') },
};
