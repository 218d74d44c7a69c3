// The status tables of a workflow process (spec WorkflowProcessFlow / WorkflowFlowNode), shown as tags wherever a
// process appears: 待办、已办、工资流程任务.
import { tags } from '@site/sdk';

/** 流程状态：1 审批中，2 已完成，3 已驳回，4 已撤回 */
export const PROC_STATUS = tags.WorkflowTaskItem.procStatus;

/** 节点办理动作：0 待处理，1 提交，2 通过，3 驳回，4 撤回，5 转办 */
export const NODE_ACTION = tags.WorkflowFlowNode.action;
