// The 黑名单 form rules: name, type, reason and start date required; a new entry's ID card is 15 or 18 digits
// (seed 000 §5 "身份证号格式错误"); an edited entry keeps its (masked) ID card; mobile optional but valid; the end
// date, when given, is not before the start date.
import { z } from 'zod/mini';
import { isMobile } from '@/lib/validation';
import { isIdCard, type BlacklistFormValues } from './person-model';

export type BlacklistFormInput = BlacklistFormValues;

export function blacklistSchema(editing: boolean) {
  return z
    .object({
      name: z.string().check(z.trim(), z.minLength(1, '姓名不能为空')),
      id_card: editing
        ? z.string()
        : z.string().check(
            z.trim(),
            z.minLength(1, '身份证号不能为空'),
            z.refine((v) => v.trim() === '' || isIdCard(v), '身份证号格式错误'),
          ),
      mobile: z.string().check(z.refine((v) => v.trim() === '' || isMobile(v.trim()), '手机号格式错误')),
      black_type: z.string().check(z.minLength(1, '请选择类型')),
      reason: z.string().check(z.trim(), z.minLength(1, '请输入列入原因'), z.maxLength(200, '列入原因最多200字')),
      start_date: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, '请选择生效日期')),
      end_date: z.string(),
      status: z.string(),
    })
    .check(
      z.refine((v) => !v.end_date || !v.start_date || v.end_date >= v.start_date, {
        message: '到期日期不能早于生效日期',
        path: ['end_date'],
      }),
    );
}

/** 核验配置 form: enabled, the action on a hit, the credit list, the SMS switch and its mobiles (one a line). */
export const checkConfigSchema = z
  .object({
    enabled: z.boolean(),
    action: z.string().check(z.refine((v) => v === '1' || v === '2', '请选择命中后处理')),
    include_credit_list: z.boolean(),
    notify_sms: z.boolean(),
    mobiles: z.string(),
  })
  .check(
    z.refine((v) => splitMobiles(v.mobiles).every(isMobile), {
      message: '手机号格式错误',
      path: ['mobiles'],
    }),
    z.refine((v) => !v.notify_sms || splitMobiles(v.mobiles).length > 0, {
      message: '开启短信通知时请填写接收手机号',
      path: ['mobiles'],
    }),
  );
export type CheckConfigForm = z.infer<typeof checkConfigSchema>;

/** Mobiles typed one a line or separated by commas/spaces. */
function splitMobiles(text: string): string[] {
  return text
    .split(/[\s,，、;；]+/)
    .map((m) => m.trim())
    .filter(Boolean);
}

/** The body of /pc/worker/black/check/config/edit from the form. */
export function checkConfigBody(id: number, v: CheckConfigForm) {
  return {
    id,
    enabled: v.enabled,
    action: (v.action === '2' ? 2 : 1) as 1 | 2,
    include_credit_list: v.include_credit_list,
    notify_sms: v.notify_sms,
    notify_mobiles: v.notify_sms ? splitMobiles(v.mobiles) : [],
  };
}
