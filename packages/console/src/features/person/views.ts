import type { ViewTable } from '@/lib/view-loader';

export const views: ViewTable = {
  'person/worker': () => import('./worker-list-page'),
  'person/workerDetail': () => import('./worker-detail-page'),
  'person/manager': () => import('./manager-list-page'),
  'person/blacklist': () => import('./blacklist-page'),
  'person/evaluation': () => import('./evaluation-page'),
};
