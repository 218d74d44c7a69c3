import type { ViewTable } from '@/lib/view-loader';

export const views: ViewTable = {
  'person/worker': () => import('./worker-list-page'),
  'person/workerDetail': () => import('./worker-detail-page'),
  'person/manager': () => import('./manager-list-page'),
  // 黑名单 is a tab group of the menu (tabGroup: 1): its four views are its tabs, each a route of its own.
  'person/blacklist/list': () => import('./blacklist-tab'),
  'person/blacklist/check': () => import('./blacklist-check-tab'),
  'person/blacklist/upload': () => import('./blacklist-upload-tab'),
  'person/blacklist/config': () => import('./blacklist-config-tab'),
  'person/evaluation': () => import('./evaluation-page'),
};
