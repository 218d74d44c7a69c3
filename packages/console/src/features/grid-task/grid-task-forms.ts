// The forms of the hazard flow (001 §7.5): their rules (zod/mini, Chinese messages) and the request bodies they send.
// Form values are strings (what the inputs hold); the builders turn them into the spec's bodies. Unit-tested.
import { z } from 'zod/mini';
import type { components } from '@site/sdk';
import { serverDateTime } from './grid-task-model';

type SafeStatusBody = components['schemas']['GridSafeStatusBody'];
type AddTroubleBody = components['schemas']['GridAddTroubleBody'];
type FeedbackBody = components['schemas']['GridFeedbackBody'];
type PassTroubleBody = components['schemas']['GridPassTroubleBody'];
type AuditBody = components['schemas']['GridTroubleAuditBody'];
type DelegateBody = components['schemas']['GridDelegateBody'];
type TroubleItemEditBody = components['schemas']['GridTroubleItemEditBody'];
type TroubleDetail = components['schemas']['GridPcTroubleDetail'];

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const text = (max: number, label: string) => z.string().check(z.trim(), z.maxLength(max, `${label}最多${max}字`));
const required = (max: number, label: string, empty: string) =>
  z.string().check(z.trim(), z.minLength(1, empty), z.maxLength(max, `${label}最多${max}字`));

// 提交检查结论 (udpateSafeStatus)
export const safeStatusSchema = z
  .object({
    safeStatus: z.enum(['1', '2'], '请选择检查结论'),
    results: z.array(z.object({ itemId: z.number(), content: z.string(), result: z.string() })),
    remark: text(200, '备注'),
  })
  .check(
    z.refine((v) => v.results.every((r) => r.result === '1' || r.result === '2'), {
      message: '请逐项选择检查结果',
      path: ['results'],
    }),
    z.refine((v) => v.safeStatus !== '1' || v.results.every((r) => r.result !== '2'), {
      message: '存在不合格项时，检查结论应为“存在隐患”',
      path: ['safeStatus'],
    }),
  );
export type SafeStatusForm = z.infer<typeof safeStatusSchema>;

export function safeStatusBody(taskId: number, v: SafeStatusForm): SafeStatusBody {
  return {
    taskId,
    safeStatus: v.safeStatus === '1' ? 1 : 2,
    ...(v.results.length
      ? { itemResults: v.results.map((r) => ({ itemId: r.itemId, result: Number(r.result) })) }
      : {}),
    ...(v.remark.trim() ? { remark: v.remark.trim() } : {}),
  };
}

// 登记隐患 (addTrouble)
export const addTroubleSchema = z.object({
  categoryId: z.string().check(z.minLength(1, '请选择隐患分类')),
  itemId: z.string(),
  troubleLevel: z.string().check(z.minLength(1, '请选择隐患等级')),
  description: required(500, '隐患描述', '请输入隐患描述'),
  companyId: z.string(),
  rectifyUserId: z.string().check(z.minLength(1, '请选择整改责任人')),
  rectifyDeadline: z.string().check(z.regex(DATE, '请选择整改期限')),
});
export type AddTroubleForm = z.infer<typeof addTroubleSchema>;

export function addTroubleBody(taskId: number, v: AddTroubleForm): AddTroubleBody {
  return {
    taskId,
    categoryId: Number(v.categoryId),
    ...(v.itemId ? { itemId: Number(v.itemId) } : {}),
    troubleLevel: Number(v.troubleLevel) as 1 | 2 | 3,
    description: v.description.trim(),
    ...(v.companyId ? { companyId: Number(v.companyId) } : {}),
    rectifyUserId: Number(v.rectifyUserId),
    rectifyDeadline: v.rectifyDeadline,
  };
}

// 整改反馈 (editDangeFeedback)
export const feedbackSchema = z.object({
  content: required(500, '整改情况', '请输入整改情况'),
  rectifyTime: z.string().check(z.minLength(1, '请选择整改完成时间')),
});
export type FeedbackForm = z.infer<typeof feedbackSchema>;

/** The body of 整改反馈; `photos` are the addresses /pc/file/upload gave for the 整改后照片 (sent only when some). */
export function feedbackBody(
  ids: { taskId: number; troubleId: number },
  v: FeedbackForm,
  photos: readonly string[] = [],
): FeedbackBody {
  const time = serverDateTime(v.rectifyTime);
  return {
    ...ids,
    content: v.content.trim(),
    ...(photos.length ? { photos: [...photos] } : {}),
    ...(time ? { rectifyTime: time } : {}),
  };
}

// 复查 (passTrouble): 退回 needs a reason.
export const reviewSchema = z
  .object({ result: z.enum(['1', '2'], '请选择复查结果'), opinion: text(500, '复查意见') })
  .check(
    z.refine((v) => v.result !== '2' || v.opinion.trim() !== '', {
      message: '退回整改时请填写退回原因',
      path: ['opinion'],
    }),
  );
export type ReviewForm = z.infer<typeof reviewSchema>;

export function reviewBody(ids: { taskId: number; troubleId: number }, v: ReviewForm): PassTroubleBody {
  return { ...ids, result: v.result === '1' ? 1 : 2, ...(v.opinion.trim() ? { opinion: v.opinion.trim() } : {}) };
}

// 处置审批 (/pc/task/trouble/audit): 驳回 needs a reason.
export const auditSchema = z
  .object({ result: z.enum(['1', '2'], '请选择审批结果'), opinion: text(500, '审批意见') })
  .check(
    z.refine((v) => v.result !== '2' || v.opinion.trim() !== '', {
      message: '驳回时请填写驳回原因',
      path: ['opinion'],
    }),
  );
export type AuditForm = z.infer<typeof auditSchema>;

export function auditBody(
  detail: { task_id: number; trouble_id: number; pro_inst_id?: string | null | undefined },
  v: AuditForm,
): AuditBody {
  return {
    task_id: detail.task_id,
    trouble_id: detail.trouble_id,
    ...(detail.pro_inst_id ? { pro_inst_id: detail.pro_inst_id } : {}),
    audit_result: v.result === '1' ? 1 : 2,
    ...(v.opinion.trim() ? { opinion: v.opinion.trim() } : {}),
  };
}

// 转办 (/pc/flw/task/delegate)
export const delegateSchema = z.object({
  userId: z.string().check(z.minLength(1, '请选择转办人')),
  comment: text(200, '转办说明'),
});
export type DelegateForm = z.infer<typeof delegateSchema>;

export function delegateBody(
  detail: { flow_task_id: string; pro_inst_id?: string | null | undefined },
  v: DelegateForm,
): DelegateBody {
  return {
    task_id: detail.flow_task_id,
    ...(detail.pro_inst_id ? { pro_inst_id: detail.pro_inst_id } : {}),
    delegate_user_id: Number(v.userId),
    ...(v.comment.trim() ? { comment: v.comment.trim() } : {}),
  };
}

// 编辑隐患条目 (/pc/trouble/items/edit, pc service, snake_case): the hazard-library item behind a hazard.
export const troubleItemSchema = z.object({
  content: required(500, '检查内容', '请输入检查内容'),
  troubleLevel: z.enum(['1', '2', '3'], '请选择隐患等级'),
  rectifyDays: z.string().check(
    z.trim(),
    z.refine((v) => v === '' || /^[1-9]\d{0,2}$/.test(v), '整改期限为 1–999 的整数天数'),
  ),
  basis: text(200, '依据条款'),
  measure: text(500, '整改措施'),
});
export type TroubleItemForm = z.infer<typeof troubleItemSchema>;

/** The item's current values, from the hazard detail. */
export function troubleItemFormOf(d: TroubleDetail): TroubleItemForm {
  const level = String(d.trouble_level);
  return {
    content: d.item_content ?? '',
    troubleLevel: level === '1' || level === '2' || level === '3' ? level : '1',
    rectifyDays: d.item_rectify_days ? String(d.item_rectify_days) : '',
    basis: d.item_basis ?? '',
    measure: d.item_measure ?? '',
  };
}

export function troubleItemBody(item: { id: number; categoryId: number }, v: TroubleItemForm): TroubleItemEditBody {
  const days = v.rectifyDays.trim();
  return {
    id: item.id,
    category_id: item.categoryId,
    content: v.content.trim(),
    trouble_level: Number(v.troubleLevel) as TroubleItemEditBody['trouble_level'],
    ...(days ? { rectify_days: Number(days) } : {}),
    ...(v.basis.trim() ? { basis: v.basis.trim() } : {}),
    ...(v.measure.trim() ? { measure: v.measure.trim() } : {}),
  };
}
