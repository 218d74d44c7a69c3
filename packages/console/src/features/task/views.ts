import type { ViewTable } from '@/lib/view-loader';

export const views: ViewTable = {
  'task/ledger': () => import('./task-ledger-page'),
  'task/ledgerDetail': () => import('./task-detail-page'),
  'task/specialLedger': () => import('./special-ledger-page'),
  'task/statistics': () => import('./statistics-page'),
};
