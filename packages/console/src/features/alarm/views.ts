import type { ViewTable } from '@/lib/view-loader';

export const views: ViewTable = {
  'alarm/stayin': () => import('./stayin-page'),
  'alarm/stationary': () => import('./stationary-page'),
  'alarm/forbiddenPoint': () => import('./forbidden-point-page'),
  'alarm/alertRecord': () => import('./alert-record-page'),
  'alarm/whiteList': () => import('./white-list-page'),
  'alarm/smsSetting': () => import('./sms-setting-page'),
  'alarm/smsRecord': () => import('./sms-record-page'),
  'alarm/closedLoop': () => import('./closed-loop-page'),
  'alarm/overview': () => import('./alarm-overview-page'),
  'alarm/longWait': () => import('./long-wait-page'),
};
