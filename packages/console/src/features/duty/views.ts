import type { ViewTable } from '@/lib/view-loader';

export const views: ViewTable = {
  'duty/config': () => import('./config-page'),
  'duty/record': () => import('./record-page'),
  'duty/analysis': () => import('./analysis-page'),
  'duty/keyPositions': () => import('./key-positions-page'),
};
