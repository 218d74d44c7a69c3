import type { ViewTable } from '@/lib/view-loader';

export const views: ViewTable = {
  'lso/job': () => import('./job-page'),
  'lso/record': () => import('./record-page'),
  'lso/statistic': () => import('./statistic-page'),
  'lso/statisticCompany': () => import('./statistic-company-page'),
};
