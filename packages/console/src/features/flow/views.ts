import type { ViewTable } from '@/lib/view-loader';

export const views: ViewTable = {
  'flow/category': () => import('./category-page'),
  'flow/config': () => import('./config-page'),
  'flow/procdef': () => import('./procdef-page'),
  'flow/form': () => import('./form-page'),
  'flow/assignee': () => import('./assignee-page'),
};
