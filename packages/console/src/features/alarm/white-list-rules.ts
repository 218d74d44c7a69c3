// The 添加白名单 form (001 §7.6 /starSafety/alertWhite/add): its rules and the request body it becomes.
import { z } from 'zod/mini';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

export const whiteAddSchema = z
  .object({
    projectId: z.string().check(z.refine((v) => Number(v) > 0, '请选择项目')),
    personType: z.string(),
    personIds: z.array(z.number()).check(z.minLength(1, '请选择人员')),
    forbiddenPointIds: z.array(z.number()).check(z.minLength(1, '请选择适用禁区')),
    startDate: z.string().check(z.regex(DATE, '请选择生效日期')),
    endDate: z.string().check(z.regex(DATE, '请选择失效日期')),
    reason: z.string().check(z.trim(), z.maxLength(200, '加入原因最多200字')),
  })
  .check(
    z.refine((v) => !DATE.test(v.startDate) || !DATE.test(v.endDate) || v.endDate >= v.startDate, {
      message: '失效日期不能早于生效日期',
      path: ['endDate'],
    }),
  );

export type WhiteAddForm = z.infer<typeof whiteAddSchema>;

export function whiteAddBody(v: WhiteAddForm) {
  const personType = Number(v.personType);
  return {
    projectId: Number(v.projectId),
    ...(personType >= 1 && personType <= 4 ? { personType: personType as 1 | 2 | 3 | 4 } : {}),
    personIds: v.personIds,
    forbiddenPointIds: v.forbiddenPointIds,
    startDate: v.startDate,
    endDate: v.endDate,
    ...(v.reason ? { reason: v.reason } : {}),
  };
}
