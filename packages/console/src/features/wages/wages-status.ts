// The status values of the wage screens with their Chinese meaning (from the spec's descriptions) and a colour tone.
// Pure data, no React.

type Tone = 'success' | 'warning' | 'danger' | 'primary' | 'muted';

export interface StatusEntry {
  label: string;
  tone: Tone;
}

export type StatusTable = Readonly<Record<number, StatusEntry>>;

/** 工资专户状态：1 正常，2 冻结，3 已销户 */
export const ACCOUNT_STATUS: StatusTable = {
  1: { label: '正常', tone: 'success' },
  2: { label: '冻结', tone: 'danger' },
  3: { label: '已销户', tone: 'muted' },
};

/** 保证金缴存方式：1 现金存储，2 银行保函，3 工程担保公司保函，4 工资保证金保险 */
export const DEPOSIT_TYPE: StatusTable = {
  1: { label: '现金存储', tone: 'primary' },
  2: { label: '银行保函', tone: 'primary' },
  3: { label: '工程担保公司保函', tone: 'primary' },
  4: { label: '工资保证金保险', tone: 'primary' },
};

/** 保证金状态：1 已缴存，2 部分返还，3 已返还，4 已动用 */
export const DEPOSIT_STATUS: StatusTable = {
  1: { label: '已缴存', tone: 'success' },
  2: { label: '部分返还', tone: 'warning' },
  3: { label: '已返还', tone: 'muted' },
  4: { label: '已动用', tone: 'danger' },
};

/** 核心数据锁定状态：0 未锁定，1 已锁定 */
export const LOCK_STATUS: StatusTable = {
  0: { label: '未锁定', tone: 'warning' },
  1: { label: '已锁定', tone: 'success' },
};

/** 问题类型：1 代发失败，2 欠薪投诉，3 银行卡异常，4 其他 */
export const TROUBLE_TYPE: StatusTable = {
  1: { label: '代发失败', tone: 'danger' },
  2: { label: '欠薪投诉', tone: 'warning' },
  3: { label: '银行卡异常', tone: 'primary' },
  4: { label: '其他', tone: 'muted' },
};

/** 问题工资状态：0 待处理，1 处理中，2 已完成，3 已驳回 */
export const TROUBLE_STATUS: StatusTable = {
  0: { label: '待处理', tone: 'warning' },
  1: { label: '处理中', tone: 'primary' },
  2: { label: '已完成', tone: 'success' },
  3: { label: '已驳回', tone: 'danger' },
};

/** 主要处理方式：1 工人凭证（补发到人），2 单位对公支付 */
export const HANDLE_WAY: StatusTable = {
  1: { label: '工人凭证', tone: 'primary' },
  2: { label: '单位对公支付', tone: 'primary' },
};

/** 工人处理状态：0 未处理，1 凭证待确认，2 已确认，3 已驳回 */
export const WORKER_HANDLE_STATUS: StatusTable = {
  0: { label: '未处理', tone: 'warning' },
  1: { label: '凭证待确认', tone: 'primary' },
  2: { label: '已确认', tone: 'success' },
  3: { label: '已驳回', tone: 'danger' },
};

/** 凭证状态：0 待确认，1 已确认，2 已驳回 */
export const VOUCHER_STATUS: StatusTable = {
  0: { label: '待确认', tone: 'warning' },
  1: { label: '已确认', tone: 'success' },
  2: { label: '已驳回', tone: 'danger' },
};

/** 月度凭证上传状态：0 未上传，1 部分上传，2 已全部上传 */
export const UPLOAD_STATUS: StatusTable = {
  0: { label: '未上传', tone: 'warning' },
  1: { label: '部分上传', tone: 'primary' },
  2: { label: '已全部上传', tone: 'success' },
};

/** 责任单位支付状态：0 未支付，1 待确认，2 部分支付，3 已支付 */
export const COMPANY_PAY_STATUS: StatusTable = {
  0: { label: '未支付', tone: 'warning' },
  1: { label: '待确认', tone: 'primary' },
  2: { label: '部分支付', tone: 'primary' },
  3: { label: '已支付', tone: 'success' },
};

/** 支付方式：1 银行转账，2 现金，3 其他 */
export const PAY_WAY: Readonly<Record<number, string>> = { 1: '银行转账', 2: '现金', 3: '其他' };

/** 启用状态：1 启用，0 停用 */
export const ENABLED_STATUS: StatusTable = {
  1: { label: '启用', tone: 'success' },
  0: { label: '停用', tone: 'muted' },
};

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
