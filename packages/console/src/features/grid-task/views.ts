import type { FixedRouteTable, ViewTable } from '@/lib/view-loader';

export const views: ViewTable = {
  'grid/pointTask': () => import('./point-task-page'),
  'grid/pointTaskDetail': () => import('./point-task-detail-page'),
  'grid/troubleList': () => import('./trouble-list-page'),
  'grid/statistics': () => import('./check-statistics-page'),
  'grid/projectAnalysis': () => import('./project-analysis-page'),
  'grid/abnormalRelations': () => import('./abnormal-relations-page'),
};

/** The hazard's fixed hidden routes (seed 000 §2), opened from 隐患处置's 处理 / 审批 / 查看驳回. */
export const fixedRoutes: FixedRouteTable = {
  '/troubleHandle': { title: '隐患处理', load: () => import('./trouble-handle-page') },
  '/approvalOfHiddenDangers': { title: '隐患处置审批', load: () => import('./trouble-approval-page') },
  '/hiddenDangerBh': { title: '审批驳回', load: () => import('./trouble-rejected-page') },
};
