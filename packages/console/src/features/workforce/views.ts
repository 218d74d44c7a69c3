import type { ViewTable } from '@/lib/view-loader';

export const views: ViewTable = {
  'workforce/overview': () => import('./overview-page'),
  'workforce/onSite': () => import('./on-site-page'),
  'workforce/trend': () => import('./trend-page'),
  'workforce/byWorker': () => import('./by-worker-page'),
  'salaryAnalysis/overview': () => import('./salary-page'),
};
