import type { ViewTable } from '@/lib/view-loader';

export const views: ViewTable = {
  'ai/results': () => import('./results-page'),
  'ai/statistics': () => import('./statistics-page'),
  'ai/unEducated': () => import('./un-educated-page'),
  'ai/unRealName': () => import('./un-real-name-page'),
  'ai/realTime': () => import('./real-time-page'),
  'ai/unknownCapture': () => import('./unknown-capture-page'),
};
