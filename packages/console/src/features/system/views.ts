import type { ViewTable } from '@/lib/view-loader';

export const views: ViewTable = {
  'system/corp': () => import('./corp-page'),
  'system/project': () => import('./project-page'),
  'system/accountManager': () => import('./account-page'),
  'system/aiCompany': () => import('./ai-company-page'),
  'system/config': () => import('./config-page'),
  'system/role': () => import('./role-page'),
  'system/orgTree': () => import('./org-tree-page'),
  'system/menu': () => import('./menu-page'),
};
