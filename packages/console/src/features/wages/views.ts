import type { ViewTable } from '@/lib/view-loader';

export const views: ViewTable = {
  'wages/accountLedger': () => import('./account-ledger-page'),
  'wages/depositLedger': () => import('./deposit-ledger-page'),
  'wages/coreData': () => import('./core-data-page'),
  'wages/trouble': () => import('./trouble-page'),
  'wages/smsReceive': () => import('./sms-receive-page'),
  'wages/landArea': () => import('./land-area-page'),
};
