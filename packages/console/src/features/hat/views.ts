import type { ViewTable } from '@/lib/view-loader';

export const views: ViewTable = {
  'hat/worker': () => import('./worker-hat-page'),
  'hat/manager': () => import('./manager-hat-page'),
  'hat/upload': () => import('./hat-upload-page'),
  'hat/history': () => import('./hat-history-page'),
  'hat/alarm': () => import('./hat-alarm-page'),
  'hat/statistics': () => import('./hat-statistics-page'),
  'hat/noPower': () => import('./hat-no-power-page'),
  'hat/unwear': () => import('./hat-unwear-page'),
};
