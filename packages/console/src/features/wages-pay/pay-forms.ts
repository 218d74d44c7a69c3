// The form rules of the 工资发放 dialogs (zod/mini, Chinese messages), kept apart from the screens so each rule is
// unit-tested. Form values are the strings the inputs hold; pay-bodies.ts turns them into request bodies.
import { z } from 'zod/mini';

const AMOUNT = /^\d+(\.\d{1,2})?$/;
const DAYS = /^\d+(\.\d)?$/;
const MONTH = /^\d{4}-\d{2}$/;

const amount = (label: string) => z.string().check(z.trim(), z.regex(AMOUNT, `请输入${label}（最多两位小数）`));
const optionalAmount = (label: string) =>
  z.string().check(
    z.trim(),
    z.refine((v) => v === '' || AMOUNT.test(v), `请输入${label}（最多两位小数）`),
  );
const remark = (max = 200) => z.string().check(z.maxLength(max, `最多${max}字`));
const paidNotAbovePayable = z.refine<{ payableAmount: string; paidAmount: string }>(
  (v) => Number(v.paidAmount) <= Number(v.payableAmount),
  { message: '已发工资不能大于应发工资', path: ['paidAmount'] },
);

/**
 * 修改初始名单: payable and paid required with paid ≤ payable; a company also has optional contract and output
 * amounts, a team or worker a required number of work days.
 */
export function initEditSchema(kind: 'company' | 'team' | 'worker') {
  return z
    .object({
      contractAmount: optionalAmount('合同金额'),
      outputAmount: optionalAmount('累计产值'),
      attendDays:
        kind === 'company'
          ? z.string()
          : z.string().check(z.trim(), z.regex(DAYS, '请输入累计出勤工日（最多一位小数）')),
      payableAmount: amount('累计应发工资'),
      paidAmount: amount('累计已发工资'),
      remark: remark(),
    })
    .check(paidNotAbovePayable);
}

/** 调整工人确认工日: 0–31 days in half days, overtime hours optional. */
export const attendAdjustSchema = z.object({
  confirmDays: z.string().check(
    z.trim(),
    z.regex(/^\d+(\.5|\.0)?$/, '请输入确认工日（按半天计，如 25.5）'),
    z.refine((v) => Number(v) <= 31, '确认工日不能超过 31 天'),
  ),
  overtimeHours: z.string().check(
    z.trim(),
    z.refine((v) => v === '' || /^\d+(\.\d)?$/.test(v), '请输入加班小时（最多一位小数）'),
  ),
  remark: z.string().check(z.trim(), z.minLength(1, '请输入调整原因'), z.maxLength(200, '最多200字')),
});
export type AttendAdjustForm = z.infer<typeof attendAdjustSchema>;

/** 补录考勤: at least one date, the day count, overtime and a reason. */
export const supplementSchema = z.object({
  dates: z.array(z.string()).check(z.minLength(1, '请至少添加一个补录日期')),
  daysPerDate: z.enum(['1', '0.5']),
  overtimeHours: z.string().check(
    z.trim(),
    z.refine((v) => v === '' || /^\d+(\.\d)?$/.test(v), '请输入加班小时（最多一位小数）'),
  ),
  reason: z.string().check(z.trim(), z.minLength(1, '请输入补录原因'), z.maxLength(200, '补录原因最多200字')),
});
export type SupplementForm = z.infer<typeof supplementSchema>;

/** 确认 / 驳回 (attendance task, company pre-settlement): an opinion is required to send back. */
export const decisionSchema = z
  .object({ result: z.enum(['pass', 'reject']), opinion: z.string().check(z.trim(), z.maxLength(500, '最多500字')) })
  .check(
    z.refine((v: { result: string; opinion: string }) => v.result === 'pass' || v.opinion.trim() !== '', {
      message: '退回时请填写意见',
      path: ['opinion'],
    }),
  );
export type DecisionForm = z.infer<typeof decisionSchema>;

/** 驳回 (a company's attendance): the reason is required, up to 500 characters. */
export const rejectReasonSchema = z.object({
  opinion: z.string().check(z.trim(), z.minLength(1, '请填写驳回原因'), z.maxLength(500, '最多500字')),
});
export type RejectReasonForm = z.infer<typeof rejectReasonSchema>;

/** 更正确认结果: a reason is required. */
export const correctionSchema = z.object({
  result: z.enum(['pass', 'reject']),
  reason: z.string().check(z.trim(), z.minLength(1, '请填写更正原因'), z.maxLength(200, '最多200字')),
});
export type CorrectionForm = z.infer<typeof correctionSchema>;

/** 修改工人预结算: days 0–31, daily wage, deductions and paid amounts. */
export const expWorkerSchema = z.object({
  attendDays: z.string().check(
    z.trim(),
    z.regex(DAYS, '请输入出勤天数（最多一位小数）'),
    z.refine((v) => Number(v) <= 31, '出勤天数不能超过 31 天'),
  ),
  dailyWage: amount('日工资'),
  deductAmount: optionalAmount('扣款'),
  paidAmount: optionalAmount('已发'),
  remark: remark(),
});
export type ExpWorkerForm = z.infer<typeof expWorkerSchema>;

/** 撤销工资任务: a reason is required (it goes in the flow record). */
export const removeSchema = z.object({
  reason: z.string().check(z.trim(), z.minLength(1, '请填写撤销原因'), z.maxLength(200, '最多200字')),
});
export type RemoveForm = z.infer<typeof removeSchema>;

/**
 * 手动发起预结算: a month not later than `latest` (the current month) and not one getPeriod marks as not startable
 * (`blocked`: already started or finished).
 */
export function manualStartSchema(rules: { latest: string; blocked: readonly string[] }) {
  return z.object({
    period: z.string().check(
      z.regex(MONTH, '请选择工资周期'),
      z.refine((v) => v <= rules.latest, '不能发起未来月份的预结算'),
      z.refine((v) => !rules.blocked.includes(v), '该周期已发起过预结算，不能重复发起'),
    ),
    remark: remark(),
  });
}
export type ManualStartForm = z.infer<ReturnType<typeof manualStartSchema>>;

/** 发起应急支付: project, company, period and a reason (the workers are checked one by one, see pay-bodies.ts). */
export const emergencySchema = z.object({
  projectId: z.string().check(z.minLength(1, '请选择项目')),
  period: z.string().check(z.regex(MONTH, '请选择工资周期')),
  companyId: z.string().check(z.minLength(1, '请选择参建单位')),
  reason: z.string().check(z.trim(), z.minLength(1, '请填写申请原因'), z.maxLength(200, '申请原因最多200字')),
});
export type EmergencyForm = z.infer<typeof emergencySchema>;
