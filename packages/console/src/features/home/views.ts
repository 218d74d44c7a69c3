import type { ViewTable } from '@/lib/view-loader';

export const views: ViewTable = {
  'home/org': () => import('./home-page'),
  'home/project': () => import('./home-page'),
};
