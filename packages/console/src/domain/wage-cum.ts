// A 代发任务 (proxy wage payment) as both wage features show it: its status and type tags and the page a task opens.
// The fund screens list and approve the tasks; the pre-settlement detail shows the latest task of its period.
// Pure data and functions, no React.
import { tags } from '@site/sdk';

/** 代发任务状态：0 待发放，1 审批中，2 发放中，3 已发放，4 已驳回 */
export const CUM_STATUS = tags.WagesCumRecord.status;

/** 代发类型：1 全额代发，2 部分代发，3 尾款代发 */
export const PAY_TYPE = tags.WagesCumRecord.payType;

/** 代发审批 (部分代发), 尾款代发审批, 代发查看. */
export const CUM_ROUTES = {
  approve: '/partiallyrepay',
  finalApprove: '/finalPaymentByProxy',
  view: '/partiallyrepayone',
} as const;

/**
 * Where a 代发 task leads: a task in approval (1 审批中) opens its approval page — 尾款代发 (payType 3) has its own —
 * every other task opens the read-only view.
 */
export function cumRowRoute(row: { id: number; proInstId: string; payType: number; status: number }): string {
  if (row.status === 1) {
    const path = row.payType === 3 ? CUM_ROUTES.finalApprove : CUM_ROUTES.approve;
    return `${path}?${new URLSearchParams({ proInstId: row.proInstId, id: String(row.id) })}`;
  }
  return `${CUM_ROUTES.view}?${new URLSearchParams({ id: String(row.id) })}`;
}
