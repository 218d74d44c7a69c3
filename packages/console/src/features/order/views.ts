import type { FixedRouteTable, ViewTable } from '@/lib/view-loader';

export const views: ViewTable = {
  myOrder: () => import('./my-order-page'),
  'order/done': () => import('./done-page'),
  'order/applied': () => import('./applied-page'),
  'order/cc': () => import('./cc-page'),
};

/** The to-do pages of seed 000 §2 (opened with ?taskId=&procInstId=, see order-model.ts handleUrl / viewUrl). */
export const fixedRoutes: FixedRouteTable = {
  '/staging': { title: '待办办理', load: () => import('./staging-page') },
  '/stagingO': { title: '办理详情', load: () => import('./staging-o-page') },
  '/onDutyIndex': { title: '待办总览', load: () => import('./on-duty-page') },
};
