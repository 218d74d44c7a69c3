// The status tables of a workflow process (spec WorkflowProcessFlow / WorkflowFlowNode), shown as tags wherever a
// process appears: 待办、已办、工资流程任务.
import type { StatusTable } from '@/ui/status-tag';

/** 流程状态：1 审批中，2 已完成，3 已驳回，4 已撤回 */
export const PROC_STATUS: StatusTable = {
  1: { label: '审批中', tone: 'primary' },
  2: { label: '已完成', tone: 'success' },
  3: { label: '已驳回', tone: 'danger' },
  4: { label: '已撤回', tone: 'muted' },
};

/** 节点办理动作：0 待处理，1 提交，2 通过，3 驳回，4 撤回，5 转办 */
export const NODE_ACTION: StatusTable = {
  0: { label: '待处理', tone: 'warning' },
  1: { label: '提交', tone: 'primary' },
  2: { label: '通过', tone: 'success' },
  3: { label: '驳回', tone: 'danger' },
  4: { label: '撤回', tone: 'muted' },
  5: { label: '转办', tone: 'primary' },
};
