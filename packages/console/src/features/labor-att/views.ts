import type { ViewTable } from '@/lib/view-loader';

export const views: ViewTable = {
  'laborAtt/org': () => import('./org-page'),
  'laborAtt/projectManager': () => import('./project-manager-page'),
  'laborAtt/position': () => import('./position-page'),
  'laborAtt/enterprise': () => import('./enterprise-page'),
  'laborAtt/worker': () => import('./worker-page'),
  'laborAtt/trace': () => import('./trace-page'),
  'laborAtt/personDay': () => import('./person-day-page'),
  'laborAtt/checkDetail': () => import('./check-detail-page'),
};
