import type { FixedRouteTable, ViewTable } from '@/lib/view-loader';

export const views: ViewTable = {
  'badRecord/list': () => import('./bad-record-list-page'),
  'badRecord/position': () => import('./bad-record-position-page'),
};

export const fixedRoutes: FixedRouteTable = {
  '/examine': { title: '不良行为审核', load: () => import('./examine-page') },
};
