import type { ViewTable } from '@/lib/view-loader';

export const views: ViewTable = {
  'grid/category': () => import('./hazard-category-page'),
};
