// The status values of the wage screens: their Chinese names and tones come from the spec (x-labels, x-tones) through
// the SDK's `tags`; what the screens add here are the option lists. Pure data, no React.
import { tags } from '@site/sdk';
import type { Tone } from '@/ui/status-tag';

export interface StatusEntry {
  label: string;
  tone: Tone;
}

/** 工资专户状态：1 正常，2 冻结，3 已销户 */
export const ACCOUNT_STATUS = tags.WagesLedgerAccount.status;

/** 保证金缴存方式：1 现金存储，2 银行保函，3 工程担保公司保函，4 工资保证金保险 */
export const DEPOSIT_TYPE = tags.WagesLedgerDeposit.depositType;

/** 保证金状态：1 已缴存，2 部分返还，3 已返还，4 已动用 */
export const DEPOSIT_STATUS = tags.WagesLedgerDeposit.status;

/** 核心数据锁定状态：0 未锁定，1 已锁定 */
export const LOCK_STATUS = tags.WagesLedgerCoreData.lockStatus;

/** 问题类型：1 代发失败，2 欠薪投诉，3 银行卡异常，4 其他 */
export const TROUBLE_TYPE = tags.WagesTroubleRecord.troubleType;

/** 问题工资状态：0 待处理，1 处理中，2 已完成，3 已驳回 */
export const TROUBLE_STATUS = tags.WagesTroubleRecord.status;

/** 主要处理方式：1 工人凭证（补发到人），2 单位对公支付 */
export const HANDLE_WAY = tags.WagesTroubleRecord.handleWay;

/** 工人处理状态：0 未处理，1 凭证待确认，2 已确认，3 已驳回 */
export const WORKER_HANDLE_STATUS = tags.WagesTroubleWorker.handleStatus;

/** 凭证状态：0 待确认，1 已确认，2 已驳回 */
export const VOUCHER_STATUS = tags.WagesAttendCompany.status;

/** 月度凭证上传状态：0 未上传，1 部分上传，2 已全部上传 */
export const UPLOAD_STATUS = tags.WagesTroubleMonthVoucher.uploadStatus;

/** 责任单位支付状态：0 未支付，1 待确认，2 部分支付，3 已支付 */
export const COMPANY_PAY_STATUS = tags.WagesTroubleCompany.payStatus;

/** 支付方式：1 银行转账，2 现金，3 其他 */
export const PAY_WAY: Readonly<Record<number, string>> = { 1: '银行转账', 2: '现金', 3: '其他' };

/** 启用状态：1 启用，0 停用 */
export const ENABLED_STATUS = tags.GridRule.enabled;

/** 短信接收人类型：1 管理人员，2 劳务企业，3 监管部门 */
export const RECEIVER_TYPE: Readonly<Record<number, string>> = { 1: '管理人员', 2: '劳务企业', 3: '监管部门' };

/** 接收的提醒：1 发薪日提醒 … 5 保证金到期提醒 */
export const RECEIVE_TYPES: Readonly<Record<number, string>> = {
  1: '发薪日提醒',
  2: '考勤确认提醒',
  3: '代发失败与问题工资提醒',
  4: '工资专户余额不足提醒',
  5: '保证金到期提醒',
};

/** 属地层级：1 省，2 市，3 区县 */
export const AREA_LEVEL: Readonly<Record<number, string>> = { 1: '省', 2: '市', 3: '区县' };

/** A table as filter options (value, label), in key order. */
export function optionsOf(table: Readonly<Record<number, StatusEntry | string>>): { value: number; label: string }[] {
  return Object.entries(table)
    .map(([value, e]) => ({ value: Number(value), label: typeof e === 'string' ? e : e.label }))
    .sort((a, b) => a.value - b.value);
}
