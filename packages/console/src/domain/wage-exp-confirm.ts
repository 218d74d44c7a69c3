// A pre-settlement's (预结算) own state, its confirmation by its companies, teams and workers, and the kinds of its
// files, shared by the 工资发放 and 工资专户 screens: the Chinese meaning (from the spec's descriptions) and a tone. Pure data, no React.
import { labels, tags } from '@site/sdk';
import { type StatusTable } from '@/ui/status-tag';

/** 参建单位预结算确认：0 待提交，1 待确认，2 已确认，3 已退回 */
export const COMPANY_CONFIRM_STATUS = tags.WagesExpCompany.confirmStatus;

/** 班组工资表提交：0 未提交，1 已提交，2 已退回 */
export const TEAM_SUBMIT_STATUS = tags.WagesExpTeam.submitStatus;

/** 工人预结算确认：0 未确认，1 已确认，2 有异议 */
export const WORKER_CONFIRM_STATUS = tags.WagesExpWorker.confirmStatus;

/** 预结算状态：0 待维护，1 待确认，2 已确认，3 资金来源确认中，4 代发中，5 已完成，9 已撤销 */
export const EXP_STATUS: StatusTable = {
  0: { label: '待维护', tone: 'warning' },
  1: { label: '待确认', tone: 'primary' },
  2: { label: '已确认', tone: 'success' },
  3: { label: '资金来源确认中', tone: 'primary' },
  4: { label: '代发中', tone: 'primary' },
  5: { label: '已完成', tone: 'success' },
  9: { label: '已撤销', tone: 'muted' },
};

/** 附件类型：1 工资表，2 考勤表，3 工资发放表（签字），4 银行回单，5 资金来源证明，6 单位确认单，9 其他 */
export const FILE_TYPE: Readonly<Record<number, string>> = labels.WagesSalaryFile.fileType;
