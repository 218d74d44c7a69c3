import type { FixedRouteTable, ViewTable } from '@/lib/view-loader';

export const views: ViewTable = {
  'complaint/list': () => import('./complaint-list-page'),
  'complaint/position': () => import('./complaint-position-page'),
  'complaint/tempRegister': () => import('./temp-register-page'),
};

export const fixedRoutes: FixedRouteTable = {
  '/complaintTask': { title: '投诉处理', load: () => import('./complaint-task-page') },
};
