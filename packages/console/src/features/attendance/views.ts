import type { ViewTable } from '@/lib/view-loader';

export const views: ViewTable = {
  'attendance/overview': () => import('./overview-page'),
  'attendance/search': () => import('./search-page'),
  'attendance/searchDetail': () => import('./search-detail-page'),
  'attendance/abnormal': () => import('./abnormal-page'),
  'attendance/workerAttendanceDetail': () => import('./worker-attendance-page'),
  'attendance/projectDetail': () => import('./project-detail-page'),
  'attendance/personnelBySubcontracting': () => import('./personnel-by-subcontracting-page'),
  'attendance/personnelByPerson': () => import('./personnel-by-person-page'),
  'attendance/hatAndGate': () => import('./hat-and-gate-page'),
};
