// The status values of the fund screens with their Chinese meaning (from the spec's descriptions) and a tone.
// Pure data, no React.
import { labels, tags } from '@site/sdk';

export { CUM_STATUS, PAY_TYPE } from '@/domain/wage-cum';
export { COMPANY_CONFIRM_STATUS, TEAM_SUBMIT_STATUS, WORKER_CONFIRM_STATUS } from '@/domain/wage-exp-confirm';

/** 工人发放状态：0 待发放，1 已发放，2 发放失败 */
export const WORKER_PAY_STATUS = tags.WagesCumWorkerRow.payStatus;

/** 代发任务对公支付：0 待上传凭证，1 待确认，2 已确认，3 已退回 */
export const CUM_PUBLIC_STATUS = tags.WagesCumPublicPayment.status;

/** 资金来源确认状态：0 待填报，1 审批中，2 已确认，3 已驳回 */
export const CAPITAL_STATUS = tags.WagesCapitaSource.status;

/** 资金来源类型：1 业主拨付工程款，2 总包垫付，3 分包单位自筹，4 动用工资保证金，9 其他 */
export const SOURCE_TYPE: Readonly<Record<number, string>> = labels.WagesCapitaSourceItemInput.sourceType;

/** 预结算类型：1 月度预结算，2 手动预结算，3 其他预结算 */
export const EXP_TYPE: Readonly<Record<number, string>> = { 1: '月度预结算', 2: '手动预结算', 3: '其他预结算' };

/** 对公支付状态：0 待提交，1 待确认，2 已确认，3 已驳回 */
export const PUBLIC_STATUS = tags.WagesTroublePublicPayment.status;

/** 责任单位支付状态：0 未支付，1 待确认，2 部分支付，3 已支付 */
export const COMPANY_PAY_STATUS = tags.WagesTroubleCompany.payStatus;

/** 配置级别：1 组织默认，2 项目 */
export const CONFIG_LEVEL = tags.WagesConfigBaseInput.configLevel;

/** 代发方式：1 总包代发，2 分包代发，3 混合 */
export const PAY_MODE: Readonly<Record<number, string>> = { 1: '总包代发', 2: '分包代发', 3: '混合' };

/** 工资流程业务类型：1 考勤确认 … 7 应急支付 */
export const BUSINESS_TYPE: Readonly<Record<number, string>> = labels.WorkflowWageTask.businessType;

/** 工资流程任务状态：0 待审批，1 已通过，2 已驳回，3 已撤回 */
export const TASK_STATUS = tags.WorkflowWageTask.status;

export { optionsOf } from '@/lib/options';

export { NODE_ACTION } from '@/domain/workflow-status';

/** 问题类型：1 代发失败，2 欠薪投诉，3 银行卡异常，4 其他 */
export const TROUBLE_TYPE: Readonly<Record<number, string>> = labels.WagesTroubleRecord.troubleType;
