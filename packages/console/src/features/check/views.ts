import type { ViewTable } from '@/lib/view-loader';

export const views: ViewTable = {
  'check/supervision': () => import('./supervision-page'),
  'check/special': () => import('./special-page'),
  'check/corp': () => import('./corp-page'),
  'check/pointCheck': () => import('./point-check-page'),
};
