// The 新增评价 form rules: an item, a score above 0 and at most 100 (the sign comes from 加分/扣分).
import { z } from 'zod/mini';
import type { EvaluationFormValues } from './person-model';

export const isScore = (v: string): boolean => /^\d+(\.\d)?$/.test(v.trim()) && Number(v) > 0 && Number(v) <= 100;

export const evaluationSchema = z.object({
  appraise_type: z.enum(['1', '2']),
  item_name: z.string().check(z.trim(), z.minLength(1, '请输入评价项'), z.maxLength(50, '评价项最多50字')),
  score: z.string().check(
    z.trim(),
    z.minLength(1, '请输入分值'),
    z.refine((v) => v.trim() === '' || isScore(v), '分值为 0～100 的数字，最多1位小数'),
  ),
  description: z.string().check(z.trim(), z.maxLength(200, '说明最多200字')),
  label_ids: z.array(z.string()),
});

export type EvaluationFormInput = EvaluationFormValues;
