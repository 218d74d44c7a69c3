// Pure rules of AI 人脸抓拍 (001 §7.11): the status tables shown as tags, the list filters turned into the calls'
// query, the trend series turned into chart rows, and the 识别反馈 body.
import { tags } from '@site/sdk';
import type { FilterValues } from '@/lib/list-params';
import { z } from 'zod/mini';

/** 抓拍类型 (AiFaceResult.captureType). */
export const CAPTURE_TYPE = tags.AiFaceResult.captureType;

/** 反馈状态 (feedbackStatus). */
export const FEEDBACK_STATUS = tags.AiFaceResult.feedbackStatus;

/** 反馈 choices (AiFeedbackBody.feedbackType). */
export const FEEDBACK_TYPES = [
  { value: '1', label: '识别正确' },
  { value: '2', label: '识别错误' },
  { value: '3', label: '非本项目人员' },
] as const;

/** 教育情况 (AiUnEducatedWorker.educationStatus). */
export const EDUCATION_STATUS = tags.AiUnEducatedWorker.educationStatus;

/** A positive whole number from a filter value, or undefined (an empty or bad value is not sent). */
export const idOf = (v: string | undefined): number | undefined => {
  const n = Number(v);
  return v && Number.isInteger(n) && n > 0 ? n : undefined;
};

/** A period as the calls take it. */
export interface Period {
  start: string;
  end: string;
}
export const periodQuery = (p: Period) => ({ startDate: p.start, endDate: p.end });

/** Query of 抓拍结果 (listAiFaceResults) from the page, the filters and the period. */
export function faceQuery(page: number, size: number, filters: FilterValues, period: Period) {
  const type = idOf(filters.captureType);
  return {
    pageNum: page,
    pageSize: size,
    ...periodQuery(period),
    captureType: type && type <= 4 ? type : undefined,
    subcontractId: idOf(filters.subcontractId),
    teamId: idOf(filters.teamId),
    workType: filters.workType || undefined,
    name: filters.name || undefined,
  };
}

/** Query of 未教育人员 (listAiUnEducatedWorkers). */
export function unEducatedQuery(page: number, size: number, filters: FilterValues, period: Period) {
  return {
    pageNum: page,
    pageSize: size,
    ...periodQuery(period),
    subcontractId: idOf(filters.subcontractId),
    teamId: idOf(filters.teamId),
  };
}

/** A similarity (%) with one decimal, — when missing. */
export const formatPercent = (v: number | null | undefined) =>
  v === null || v === undefined || Number.isNaN(v) ? '—' : `${v.toFixed(1)}%`;

/** Colour of a similarity: high is a sure match, low a doubtful one. */
export const similarityTone = (v: number | null | undefined) =>
  v === null || v === undefined ? 'muted' : v >= 90 ? 'success' : v >= 60 ? 'warning' : 'danger';

/** The feedback form: a result, the correct worker's number for 识别错误, an optional remark. */
export const feedbackSchema = z
  .object({
    feedbackType: z.string().check(z.refine((v) => FEEDBACK_TYPES.some((t) => t.value === v), '请选择反馈结果')),
    correctWorkerId: z.string().check(z.trim()),
    remark: z.string().check(z.trim(), z.maxLength(200, '备注最多200字')),
  })
  .check(
    z.refine((v) => v.feedbackType !== '2' || idOf(v.correctWorkerId) !== undefined, {
      message: '请输入正确工人的编号',
      path: ['correctWorkerId'],
    }),
  );
export type FeedbackForm = z.infer<typeof feedbackSchema>;

/** The submitAiFeedback body: the correct worker only for 识别错误, the remark only when given. */
export function feedbackBody(captureId: number, v: FeedbackForm) {
  const feedbackType = Number(v.feedbackType) as 1 | 2 | 3;
  const remark = v.remark.trim();
  return {
    captureId,
    feedbackType,
    ...(feedbackType === 2 ? { correctWorkerId: Number(v.correctWorkerId.trim()) } : {}),
    ...(remark ? { remark } : {}),
  };
}

/** Kinds of captures among the latest ones (实时抓拍 header). */
export function countByType(rows: readonly { captureType: number }[]) {
  const counts: Record<number, number> = { 1: 0, 2: 0, 3: 0, 4: 0 };
  for (const r of rows) counts[r.captureType] = (counts[r.captureType] ?? 0) + 1;
  return counts;
}

/** Refresh period of 实时抓拍 while its page is shown. */
export const REAL_TIME_REFRESH_MS = 5_000;
/** Captures 实时抓拍 can show (the call answers at most 50). */
export const REAL_TIME_LIMITS = [12, 24, 50] as const;
