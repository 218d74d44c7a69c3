import type { FixedRouteTable, ViewTable } from '@/lib/view-loader';

export const views: ViewTable = {
  'wages/initList': () => import('./init-list-page'),
  'wages/attendConfirm': () => import('./attend-confirm-page'),
  'wages/salaryList': () => import('./salary-list-page'),
  'wages/manualExp': () => import('./manual-exp-page'),
  'wages/emergency': () => import('./emergency-page'),
};

/** Hidden routes of seed 000 §2 opened from the rows of these screens. */
export const fixedRoutes: FixedRouteTable = {
  '/attendanceConfirmation': { title: '工人考勤确认', load: () => import('./attendance-confirmation-page') },
  '/attendanceSupplementrecording': { title: '考勤补录', load: () => import('./attendance-supplement-page') },
  '/subcontracting': { title: '分包考勤补录', load: () => import('./attendance-supplement-page') },
  '/wagesmaintenance': { title: '预结算维护', load: () => import('./wages-maintenance-page') },
  '/subcontractingPreSettlement': { title: '分包预结算维护', load: () => import('./subcontracting-settlement-page') },
  '/wagesconfirm': { title: '预结算确认', load: () => import('./wages-confirm-page') },
  '/wagesother': { title: '其他预结算', load: () => import('./wages-other-page') },
};
