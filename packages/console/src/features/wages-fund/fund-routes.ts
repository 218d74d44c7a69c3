// The fixed hidden routes of seed 000 §2 that the fund screens open, and the address each row leads to.
// Pure functions, no React.

export { CUM_ROUTES, cumRowRoute } from '@/domain/wage-cum';

/** 资金来源填报 and 查看. */
export const CAPITAL_ROUTES = { fill: '/moneysource', view: '/moneysourceother' } as const;

/** 对公支付凭证上传 and 确认. */
export const PUBLIC_ROUTES = { upload: '/publicToPublicPayment', approval: '/publictoPublicApproval' } as const;

type Params = Record<string, string | number | null | undefined>;

/** `path?k=v…`, leaving out empty values. */
export function withQuery(path: string, params: Params): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== null && v !== undefined && v !== '') q.set(k, String(v));
  const s = q.toString();
  return s ? `${path}?${s}` : path;
}

/** 资金来源: 0 待填报 and 3 已驳回 are filled in (with the edit bit); the others are viewed. */
export function capitalRowRoute(row: { id: number; status: number }, canEdit: boolean): string {
  const fill = canEdit && (row.status === 0 || row.status === 3);
  return withQuery(fill ? CAPITAL_ROUTES.fill : CAPITAL_ROUTES.view, { id: row.id });
}

/** The handling page of a wage workflow task: its route with the business record, the process and the task. */
export function taskRoute(task: {
  route?: string | undefined;
  businessId?: number | undefined;
  procInstId: string;
  taskId: string;
}): string | null {
  if (!task.route || !task.route.startsWith('/')) return null;
  return withQuery(task.route, { id: task.businessId, proInstId: task.procInstId, taskId: task.taskId });
}
