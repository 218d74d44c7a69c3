import type { ViewTable } from '@/lib/view-loader';

export const views: ViewTable = {
  'grid/category': () => import('./hazard-category-page'),
  'grid/troubleLibManager': () => import('./trouble-lib-page'),
  'grid/rule': () => import('./rule-page'),
  'grid/point': () => import('./point-page'),
  'grid/deployAdmin': () => import('./deploy-admin-page'),
  'grid/checkList': () => import('./check-list-page'),
  'grid/specialCheck': () => import('./special-check-page'),
};
