// The confirmation states of a pre-settlement (预结算) by its companies, teams and workers, shared by the 工资发放
// and 工资专户 screens: the Chinese meaning (from the spec's descriptions) and a tone. Pure data, no React.
import type { StatusTable } from '@/ui/status-tag';

/** 参建单位预结算确认：0 待提交，1 待确认，2 已确认，3 已退回 */
export const COMPANY_CONFIRM_STATUS: StatusTable = {
  0: { label: '待提交', tone: 'muted' },
  1: { label: '待确认', tone: 'warning' },
  2: { label: '已确认', tone: 'success' },
  3: { label: '已退回', tone: 'danger' },
};

/** 班组工资表提交：0 未提交，1 已提交，2 已退回 */
export const TEAM_SUBMIT_STATUS: StatusTable = {
  0: { label: '未提交', tone: 'muted' },
  1: { label: '已提交', tone: 'success' },
  2: { label: '已退回', tone: 'danger' },
};

/** 工人预结算确认：0 未确认，1 已确认，2 有异议 */
export const WORKER_CONFIRM_STATUS: StatusTable = {
  0: { label: '未确认', tone: 'warning' },
  1: { label: '已确认', tone: 'success' },
  2: { label: '有异议', tone: 'danger' },
};
