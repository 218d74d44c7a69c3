import type { FixedRouteTable, ViewTable } from '@/lib/view-loader';

export const views: ViewTable = {
  'wages/cumList': () => import('./cum-list-page'),
  'wages/capitalSource': () => import('./capital-source-page'),
  'wages/expConfirm': () => import('./exp-confirm-page'),
  'wages/troublePublic': () => import('./trouble-public-page'),
  'wages/baseConfig': () => import('./base-config-page'),
  'wages/flowTask': () => import('./flow-task-page'),
};

/** The hidden routes of seed 000 §2 these screens open (see fund-routes.ts for their query parameters). */
export const fixedRoutes: FixedRouteTable = {
  '/partiallyrepay': { title: '代发审批', load: () => import('./cum-approve-page') },
  '/finalPaymentByProxy': { title: '尾款代发审批', load: () => import('./cum-approve-page') },
  '/partiallyrepayone': { title: '代发详情', load: () => import('./cum-view-page') },
  '/moneysource': { title: '资金来源填报', load: () => import('./capital-fill-page') },
  '/moneysourceother': { title: '资金来源', load: () => import('./capital-view-page') },
  '/publicToPublicPayment': { title: '对公支付凭证上传', load: () => import('./public-payment-page') },
  '/publictoPublicApproval': { title: '对公支付确认', load: () => import('./public-approval-page') },
};
