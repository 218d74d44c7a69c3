import type { ViewTable } from '@/lib/view-loader';

export const views: ViewTable = {
  'person/team': () => import('./team-list-page'),
};
