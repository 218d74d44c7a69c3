// The to-do lists' pure parts (workflow.yaml WorkflowTaskItem / WorkflowTaskQuery / WorkflowFlowNode): status
// tables with their Chinese meaning, the business modules, the list request body built from the filter values, and
// the links to the handling pages (/staging, /stagingO). No React.
import { tags } from '@site/sdk';
import type { components } from '@site/sdk';
import { type TagStyle } from '@/ui/status-tag';

export type TaskItem = components['schemas']['WorkflowTaskItem'];
export type TaskQuery = components['schemas']['WorkflowTaskQuery'];
export type FlowNode = components['schemas']['WorkflowFlowNode'];

/** 任务状态：0 待处理，1 已通过，2 已驳回，3 已转办 */
export const TASK_STATUS = tags.WorkflowTaskItem.taskStatus;

/** 抄送是否已读 */
export const READ_FLAG: Readonly<Record<string, TagStyle>> = {
  true: { label: '已读', tone: 'muted' },
  false: { label: '未读', tone: 'danger' },
};

/** 业务模块编码 → 名称（流程任务的 moduleCode）。 */
export const MODULES: Readonly<Record<string, string>> = {
  WAGES_PRESETTLE: '工资预结算',
  WAGES_PROXY: '工资代发',
  WAGES_FUND: '资金来源确认',
  TROUBLE_RECTIFY: '隐患整改',
  COMPLAINT: '工人投诉',
  BAD_RECORD: '不良行为',
  LSO_PERMIT: '作业许可',
};

export const moduleName = (code: string | undefined): string | undefined =>
  code === undefined ? undefined : (MODULES[code] ?? code);

export { optionsOf } from '@/lib/options';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const isProcStatus = (n: number): n is 1 | 2 | 3 | 4 => n === 1 || n === 2 || n === 3 || n === 4;

/** The body of /flw/flwtodo|flwtodohis|flwapply|flwcc/page from the list's paging and filter values. */
export function taskQuery(page: number, size: number, filters: Readonly<Record<string, string>>): TaskQuery {
  const body: TaskQuery = { pageNum: page, pageSize: size };
  const title = filters.title?.trim();
  if (title) body.title = title;
  if (filters.moduleCode) body.moduleCode = filters.moduleCode;
  const status = Number(filters.procStatus);
  if (filters.procStatus && isProcStatus(status)) body.procStatus = status;
  if (filters.startDate && DATE.test(filters.startDate)) body.startDate = filters.startDate;
  if (filters.endDate && DATE.test(filters.endDate)) body.endDate = filters.endDate;
  return body;
}

/** A start date after the end date is refused before asking the server. */
export function dateRangeError(filters: Readonly<Record<string, string>>): string | undefined {
  const { startDate, endDate } = filters;
  if (startDate && endDate && DATE.test(startDate) && DATE.test(endDate) && startDate > endDate)
    return '开始日期不能晚于结束日期';
  return undefined;
}

export interface TaskRef {
  taskId: string;
  procInstId: string;
}

const params = (t: TaskRef) => new URLSearchParams({ taskId: t.taskId, procInstId: t.procInstId }).toString();

/** The handling page of a waiting task (同意 / 驳回). */
export const handleUrl = (t: TaskRef) => `/staging?${params(t)}`;
/** The read-only page of a handled, applied or copied task. */
export const viewUrl = (t: TaskRef) => `/stagingO?${params(t)}`;

/** The task a handling page was opened for, or undefined when its query lacks one. */
export function taskRefOf(search: URLSearchParams): TaskRef | undefined {
  const taskId = search.get('taskId')?.trim();
  const procInstId = search.get('procInstId')?.trim();
  return taskId && procInstId ? { taskId, procInstId } : undefined;
}

/** The node waiting now (nodeStatus 1), for the 当前环节 line. */
export const currentNode = (nodes: readonly FlowNode[]): FlowNode | undefined => nodes.find((n) => n.nodeStatus === 1);

/** Money with 2 decimals and thousands separators, e.g. 468,352.50 元. */
export function formatYuan(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '—';
  return `${value.toLocaleString('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} 元`;
}

export { NODE_ACTION, PROC_STATUS } from '@/domain/workflow-status';
