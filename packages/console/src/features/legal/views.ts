import type { FixedRouteTable, ViewTable } from '@/lib/view-loader';

export const views: ViewTable = {
  'legal/account': () => import('./account-page'),
  'legal/user': () => import('./user-page'),
  'legal/lawyerLetter': () => import('./lawyer-letter-page'),
  'legal/accusedCase': () => import('./accused-case-page'),
  'legal/seal': () => import('./seal-page'),
};

/** Hidden routes of seed 000 §2 opened from 企业电子印章 (新增印章, a row's 详情). */
export const fixedRoutes: FixedRouteTable = {
  '/addSeal': { title: '新增企业电子印章', load: () => import('./add-seal-page') },
  '/sealDetail': { title: '电子印章详情', load: () => import('./seal-detail-page') },
};
