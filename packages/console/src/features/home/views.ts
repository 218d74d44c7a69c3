import type { ViewTable } from '@/lib/view-loader';

// The fixed /home route shows home-page.tsx (greeting, the identity's dashboard, function map); these are the menu's.
export const views: ViewTable = {
  'home/org': () => import('./org-dashboard-page'),
  'home/project': () => import('./project-dashboard-page'),
  'home/dataBoard': () => import('./data-board-page'),
  'home/laborProject': () => import('./labor-project-page'),
};
