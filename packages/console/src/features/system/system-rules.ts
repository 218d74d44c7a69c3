// The pure rules of 系统管理 (001 §7.14, 000 §5, 000 §6): status tables, form schemas with the seed's messages,
// request bodies built from the forms, project status transitions and the role's menu power bits.
import { z } from 'zod/mini';
import type { components } from '@site/sdk';
import { MOBILE_PATTERN } from '@/lib/validation';

type Schemas = components['schemas'];

export interface Tag {
  label: string;
  className: string;
}

const TONE = {
  success: 'bg-success/10 text-success',
  warning: 'bg-warning/10 text-warning',
  danger: 'bg-danger/10 text-danger',
  primary: 'bg-primary/10 text-primary',
  muted: 'bg-gray-100 text-gray-500',
} as const;

/** 企业类型 (OrgCorp.corp_type). */
export const CORP_TYPES: Record<number, Tag> = {
  1: { label: '总包', className: TONE.primary },
  2: { label: '劳务分包', className: TONE.success },
  3: { label: '专业分包', className: TONE.warning },
};

/** 参建企业状态: 0 停用，1 正常. */
export const CORP_STATUS: Record<number, Tag> = {
  0: { label: '停用', className: TONE.muted },
  1: { label: '正常', className: TONE.success },
};

/** Account, role and AI company status: 0 停用，1 启用. */
export const ENABLE_STATUS: Record<number, Tag> = {
  0: { label: '停用', className: TONE.muted },
  1: { label: '启用', className: TONE.success },
};

/** 项目状态: 0 筹建，1 在建，2 停工，3 竣工. */
export const PROJECT_STATUS: Record<number, Tag> = {
  0: { label: '筹建', className: TONE.warning },
  1: { label: '在建', className: TONE.success },
  2: { label: '停工', className: TONE.danger },
  3: { label: '竣工', className: TONE.muted },
};

/** 工程类型. */
export const PROJECT_TYPES: Record<number, string> = { 1: '房屋建筑', 2: '市政工程', 3: '轨道交通', 4: '公共建筑' };

/** 账号级别 (source). */
export const SOURCE_NAMES: Record<number, string> = { 2: '集团', 3: '分公司', 4: '项目', 5: '班组', 10: '劳务企业' };

export { optionsOf } from '@/lib/options';

/** Money with two decimals and 元 (486,500,000.00 元). */
export function formatMoney(value: number | null | undefined): string {
  if (value === null || value === undefined || Number.isNaN(value)) return '—';
  return `${value.toLocaleString('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} 元`;
}

// ——— 项目状态流转 (changeOrgProjectStatus): 0 → 1; 1 ⇄ 2; 1 → 3; 竣工后不可再改；停工与竣工须填写原因.

type ProjectStatus = 0 | 1 | 2 | 3;

export interface StatusAction {
  label: string;
  to: ProjectStatus;
  needsReason: boolean;
}

export function projectStatusActions(status: number | undefined): StatusAction[] {
  switch (status) {
    case 0:
      return [{ label: '开工', to: 1, needsReason: false }];
    case 1:
      return [
        { label: '停工', to: 2, needsReason: true },
        { label: '竣工', to: 3, needsReason: true },
      ];
    case 2:
      return [{ label: '复工', to: 1, needsReason: false }];
    default:
      return [];
  }
}

// ——— 参建企业表单

/** 统一社会信用代码 (GB 32100): 18 characters, no I, O, S, V, Z. */
const CREDIT_CODE_PATTERN = /^[0-9A-HJ-NPQRTUWXY]{2}\d{6}[0-9A-HJ-NPQRTUWXY]{10}$/;

const trimmed = (message: string) => z.string().check(z.trim(), z.minLength(1, message));

const optionalText = (max = 100) => z.string().check(z.trim(), z.maxLength(max, `最多${max}个字`));

const optionalMobile = z.string().check(
  z.trim(),
  z.refine((v) => v === '' || MOBILE_PATTERN.test(v), '手机号格式错误'),
);

export const corpSchema = z.object({
  corp_name: trimmed('企业名称不能为空'),
  credit_code: z
    .string()
    .check(
      z.trim(),
      z.toUpperCase(),
      z.minLength(1, '统一社会信用代码不能为空'),
      z.length(18, '统一社会信用代码应为18位'),
      z.regex(CREDIT_CODE_PATTERN, '统一社会信用代码格式错误'),
    ),
  corp_type: z.string().check(z.minLength(1, '请选择企业类型')),
  legal_person: optionalText(),
  contact_name: optionalText(),
  contact_mobile: optionalMobile,
  address: optionalText(200),
  reg_capital: z.string().check(
    z.trim(),
    z.refine((v) => v === '' || /^\d+(\.\d{1,2})?$/.test(v), '请输入金额，最多两位小数'),
  ),
  qualification: optionalText(),
});

export type CorpForm = z.infer<typeof corpSchema>;

const orUndefined = (v: string) => (v === '' ? undefined : v);

export function corpBody(v: CorpForm): Schemas['OrgCorpForm'] {
  return {
    corp_name: v.corp_name,
    credit_code: v.credit_code,
    corp_type: Number(v.corp_type) as 1 | 2 | 3,
    legal_person: orUndefined(v.legal_person),
    contact_name: orUndefined(v.contact_name),
    contact_mobile: orUndefined(v.contact_mobile),
    address: orUndefined(v.address),
    reg_capital: v.reg_capital === '' ? undefined : Math.round(Number(v.reg_capital) * 100) / 100,
    qualification: orUndefined(v.qualification),
  };
}

// ——— 人员账号表单 (seed 000 §5 user-form rules)

const ID_CARD_PATTERN = /^(\d{15}|\d{17}[\dXx])$/;

export const PERSON_MSG = {
  corp: '所属企业不能为空',
  name: '姓名不能为空',
  idCard: '身份证号格式错误',
  mobile: '手机号格式错误',
  role: '角色不能为空',
} as const;

export const personSchema = z.object({
  corp_id: z.string().check(z.minLength(1, PERSON_MSG.corp)),
  name: trimmed(PERSON_MSG.name),
  id_card: z.string().check(z.trim(), z.regex(ID_CARD_PATTERN, PERSON_MSG.idCard)),
  mobile: z.string().check(z.trim(), z.regex(MOBILE_PATTERN, PERSON_MSG.mobile)),
  role_id: z.string().check(z.minLength(1, PERSON_MSG.role)),
  post_name: optionalText(50),
  status: z.boolean(),
});

export type PersonForm = z.infer<typeof personSchema>;

export function personBody(v: PersonForm, orgId?: number): Schemas['OrgPersonForm'] {
  return {
    corp_id: Number(v.corp_id),
    name: v.name,
    id_card: v.id_card,
    mobile: v.mobile,
    role_id: Number(v.role_id),
    post_name: orUndefined(v.post_name),
    org_id: orgId || undefined,
    status: v.status ? 1 : 0,
  };
}

// ——— 项目表单

const dateOrEmpty = z.string().check(z.refine((v) => v === '' || /^\d{4}-\d{2}-\d{2}$/.test(v), '日期格式错误'));

const decimalOrEmpty = (message: string) =>
  z.string().check(
    z.trim(),
    z.refine((v) => v === '' || /^\d+(\.\d{1,2})?$/.test(v), message),
  );

const coordinate = (max: number, message: string) =>
  z.optional(
    z.string().check(
      z.trim(),
      z.refine((v) => v === '' || (/^-?\d+(\.\d{1,6})?$/.test(v) && Math.abs(Number(v)) <= max), message),
    ),
  );

/** A typed coordinate as a number, or undefined when empty. */
export const coordinateOf = (v: string | undefined): number | undefined =>
  v === undefined || v.trim() === '' ? undefined : Number(v);

export const projectSchema = z
  .object({
    project_name: trimmed('项目名称不能为空'),
    org_batch_id: z.string().check(z.minLength(1, '请选择所属分公司')),
    project_type: z.string().check(z.minLength(1, '请选择工程类型')),
    address: trimmed('项目地址不能为空'),
    lng: coordinate(180, '经度应为 -180～180，最多6位小数'),
    lat: coordinate(90, '纬度应为 -90～90，最多6位小数'),
    is_have_bim: z.boolean(),
    start_date: dateOrEmpty,
    end_date: dateOrEmpty,
    contract_amount: decimalOrEmpty('请输入金额，最多两位小数'),
    build_area: decimalOrEmpty('请输入面积，最多两位小数'),
    manager_name: optionalText(50),
    manager_mobile: optionalMobile,
    construction_unit: optionalText(),
    supervision_unit: optionalText(),
    permit_no: optionalText(50),
  })
  .check(
    z.refine((v) => !v.start_date || !v.end_date || v.end_date >= v.start_date, {
      message: '竣工日期不能早于开工日期',
      path: ['end_date'],
    }),
    z.refine((v) => !v.lng === !v.lat, { message: '经度、纬度须同时填写', path: ['lat'] }),
  );

export type ProjectForm = z.infer<typeof projectSchema>;

export function projectBody(v: ProjectForm): Schemas['OrgProjectForm'] {
  return {
    project_name: v.project_name,
    org_batch_id: Number(v.org_batch_id),
    project_type: Number(v.project_type) as 1 | 2 | 3 | 4,
    address: v.address,
    lng: coordinateOf(v.lng),
    lat: coordinateOf(v.lat),
    is_have_bim: v.is_have_bim ? 'BIM' : '0',
    start_date: orUndefined(v.start_date),
    end_date: orUndefined(v.end_date),
    contract_amount: v.contract_amount === '' ? undefined : Number(v.contract_amount),
    build_area: v.build_area === '' ? undefined : Number(v.build_area),
    manager_name: orUndefined(v.manager_name),
    manager_mobile: orUndefined(v.manager_mobile),
    construction_unit: orUndefined(v.construction_unit),
    supervision_unit: orUndefined(v.supervision_unit),
    permit_no: orUndefined(v.permit_no),
  };
}

/** The branches (second level of the company → branch → project tree) as select options. */
export function branchOptions(tree: readonly Schemas['TreeNode'][] | undefined): { value: string; label: string }[] {
  return (tree ?? []).flatMap((root) => (root.children ?? []).map((b) => ({ value: String(b.id), label: b.label })));
}

// ——— 单项配置表单

const intIn = (min: number, max: number, message: string) =>
  z.string().check(
    z.trim(),
    z.refine((v) => /^\d+$/.test(v) && Number(v) >= min && Number(v) <= max, message),
  );

export const configSchema = z
  .object({
    attendance_start_time: z.string().check(z.regex(/^\d{2}:\d{2}$/, '请选择考勤开始时间')),
    attendance_end_time: z.string().check(z.regex(/^\d{2}:\d{2}$/, '请选择考勤结束时间')),
    work_hours_per_day: z.string().check(
      z.trim(),
      z.refine((v) => /^\d+(\.5)?$/.test(v) && Number(v) >= 1 && Number(v) <= 24, '请输入1～24小时（可半小时）'),
    ),
    absence_alarm_days: intIn(1, 30, '请输入1～30天'),
    hat_unwear_alarm_minutes: intIn(1, 480, '请输入1～480分钟'),
    stayin_alarm_minutes: intIn(1, 1440, '请输入1～1440分钟'),
    stationary_alarm_minutes: intIn(1, 480, '请输入1～480分钟'),
    male_age_limit: intIn(18, 70, '请输入18～70岁'),
    female_age_limit: intIn(18, 70, '请输入18～70岁'),
    real_name_required: z.boolean(),
    education_required: z.boolean(),
    wage_pay_day: intIn(1, 31, '请输入1～31日'),
  })
  .check(
    z.refine((v) => v.attendance_end_time > v.attendance_start_time, {
      message: '结束时间须晚于开始时间',
      path: ['attendance_end_time'],
    }),
  );

export type ConfigForm = z.infer<typeof configSchema>;

export function configForm(c: Schemas['OrgSingleConfig']): ConfigForm {
  const s = (n: number | undefined) => (n === undefined ? '' : String(n));
  return {
    attendance_start_time: c.attendance_start_time ?? '',
    attendance_end_time: c.attendance_end_time ?? '',
    work_hours_per_day: s(c.work_hours_per_day),
    absence_alarm_days: s(c.absence_alarm_days),
    hat_unwear_alarm_minutes: s(c.hat_unwear_alarm_minutes),
    stayin_alarm_minutes: s(c.stayin_alarm_minutes),
    stationary_alarm_minutes: s(c.stationary_alarm_minutes),
    male_age_limit: s(c.male_age_limit),
    female_age_limit: s(c.female_age_limit),
    real_name_required: c.real_name_required === 1,
    education_required: c.education_required === 1,
    wage_pay_day: s(c.wage_pay_day),
  };
}

export function configBody(projectId: number, v: ConfigForm): Schemas['OrgSingleConfigForm'] {
  return {
    project_id: projectId,
    attendance_start_time: v.attendance_start_time,
    attendance_end_time: v.attendance_end_time,
    work_hours_per_day: Number(v.work_hours_per_day),
    absence_alarm_days: Number(v.absence_alarm_days),
    hat_unwear_alarm_minutes: Number(v.hat_unwear_alarm_minutes),
    stayin_alarm_minutes: Number(v.stayin_alarm_minutes),
    stationary_alarm_minutes: Number(v.stationary_alarm_minutes),
    male_age_limit: Number(v.male_age_limit),
    female_age_limit: Number(v.female_age_limit),
    real_name_required: v.real_name_required ? 1 : 0,
    education_required: v.education_required ? 1 : 0,
    wage_pay_day: Number(v.wage_pay_day),
  };
}
