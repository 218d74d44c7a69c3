// The status values of the 工资发放 screens with their Chinese meaning (from the spec's descriptions) and a tone,
// and the rules of which action each status allows (001 §4: attendance tasks submit / delete, salary tasks start /
// remove). Pure data and functions, no React.
import { tags } from '@site/sdk';
import { type TagStyle, type StatusTable } from '@/ui/status-tag';

export { COMPANY_CONFIRM_STATUS, TEAM_SUBMIT_STATUS, WORKER_CONFIRM_STATUS } from '@/domain/wage-exp-confirm';

/** 考勤确认任务（项目）：0 待确认 → 1 确认中 → 2 已确认 → 3 已提交 */
export const ATTEND_TASK_STATUS = tags.WagesAttendTask.status;

/** 考勤确认（班组、单位）：0 待确认，1 已确认，2 已驳回 */
export const ATTEND_TEAM_STATUS = tags.WagesAttendCompany.status;

/** 考勤确认（工人）：0 待确认，1 已确认，2 有异议 */
export const ATTEND_WORKER_STATUS = tags.WagesAttendWorker.status;

/** 预结算类型：1 月度预结算，2 手动预结算，3 其他预结算 */
export const EXP_TYPE: StatusTable = {
  1: { label: '月度预结算', tone: 'primary' },
  2: { label: '手动预结算', tone: 'warning' },
  3: { label: '其他预结算', tone: 'muted' },
};

/** 工资任务发起方式：1 系统按月自动发起，2 手动预结算发起，3 其他预结算 */
export const TASK_TYPE: StatusTable = {
  1: { label: '按月自动发起', tone: 'primary' },
  2: { label: '手动发起', tone: 'warning' },
  3: { label: '其他预结算', tone: 'muted' },
};

/** 工资任务：0 进行中，1 已完成，2 已撤销，3 已驳回 */
export const TASK_STATUS = tags.WagesSalaryTask.status;

/** 应急支付：0 审批中，1 待支付，2 已支付，3 已驳回，4 已撤销 */
export const EMERGENCY_STATUS = tags.WagesEmergencyRecord.status;

/** 手动预结算周期：0 未发起，1 进行中，2 已完成 */
export const PERIOD_STATUS = tags.WagesExpPeriod.status;

/** 组织类型：gs 总公司，fgs 分公司，xm 项目 */
export const ORG_TYPE: Readonly<Record<string, TagStyle>> = {
  gs: { label: '总公司', tone: 'primary' },
  fgs: { label: '分公司', tone: 'warning' },
  xm: { label: '项目', tone: 'success' },
};

export { optionsOf } from '@/lib/options';

/** 删除考勤任务：only a task no team has confirmed yet (0 待确认). */
export const canDeleteAttendTask = (status: number) => status === 0;
/** 提交考勤：only a task the project has confirmed (2 已确认). */
export const canSubmitAttendTask = (status: number) => status === 2;
/** 项目确认：once every team has confirmed (1 确认中 with all teams confirmed). */
export const canConfirmAttendTask = (t: { status: number; teamCount?: number; confirmedTeamCount?: number }) =>
  t.status === 1 && (t.teamCount ?? 0) > 0 && t.confirmedTeamCount === t.teamCount;
/** Workers' days can change until the task is submitted. */
export const attendTaskOpen = (status: number) => status !== 3;
/** 班组确认：a team waiting (0) or sent back (2). */
export const canConfirmAttendTeam = (status: number) => status === 0 || status === 2;
/** 单位确认：a company waiting (0), or sent back (2) once its teams have put the days right. */
export const canConfirmAttendCompany = (status: number) => status === 0 || status === 2;
/** 单位驳回：only a company still waiting (0); one already sent back has nothing more to send back. */
export const canRejectAttendCompany = (status: number) => status === 0;

/** 撤销工资任务：not yet confirmed (0 待维护, 1 待确认). */
export const canRemoveExp = (status: number) => status === 0 || status === 1;
/** 生成待办：a task still being filled in or confirmed by the companies. */
export const canInitTodo = (status: number) => status === 0 || status === 1;
/**
 * Where a pre-settlement row leads: other (expType 3) → /wagesother; 待维护 → /wagesmaintenance; else /wagesconfirm.
 * The address carries expId and proInstId (what the pages load by) and the project and period for the title.
 */
export function expRoute(row: {
  id: number;
  proInstId: string;
  status: number;
  expType?: number | null;
  projectName?: string | null;
  period?: string | null;
}): string {
  const q = new URLSearchParams({ expId: String(row.id), proInstId: row.proInstId });
  if (row.projectName) q.set('projectName', row.projectName);
  if (row.period) q.set('period', row.period);
  if (row.expType === 3) return `/wagesother?${q}`;
  return row.status === 0 ? `/wagesmaintenance?${q}` : `/wagesconfirm?${q}`;
}
/** 确认 / 退回 a company: one waiting for the project (1 待确认). */
export const canConfirmCompany = (status: number) => status === 1;
/** 更正 a company's result: already confirmed or sent back (2, 3). */
export const canCorrectCompany = (status: number) => status === 2 || status === 3;
/** A team's wage sheet can be changed and submitted while not submitted (0) or sent back (2). */
export const teamEditable = (submitStatus: number) => submitStatus !== 1;

/** The address of a worker page of an attendance task (the fixed routes read taskId, teamId, projectName, period). */
export function taskLink(
  path: string,
  t: { taskId: number; projectName?: string | null | undefined; period?: string | null; teamId?: number },
): string {
  const q = new URLSearchParams({ taskId: String(t.taskId) });
  if (t.teamId) q.set('teamId', String(t.teamId));
  if (t.projectName) q.set('projectName', t.projectName);
  if (t.period) q.set('period', t.period);
  return `${path}?${q}`;
}
