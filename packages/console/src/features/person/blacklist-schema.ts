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
