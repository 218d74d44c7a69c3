// Pure rules of 人员管理 (seed 001 §7.12–7.14): the status tables (Chinese meanings from the spec's descriptions),
// the ID-card rule of seed 000 §5, request bodies, and the client-side filter/paging of the unpaged manager list.
import { labels, tags } from '@site/sdk';
import type { components } from '@site/sdk';

export interface Tag {
  label: string;
  tone: 'success' | 'warning' | 'danger' | 'primary' | 'muted';
}

const tag = (label: string, tone: Tag['tone']): Tag => ({ label, tone });

/** 工人状态：0 待进场，1 在场，2 已退场 */
export const WORKER_STATUS = tags.OrgWorker.status;
export const REAL_NAME: Record<number, Tag> = { 0: tag('未实名', 'danger'), 1: tag('已实名', 'success') };
export const EDUCATION: Record<number, Tag> = { 0: tag('未完成', 'warning'), 1: tag('已完成', 'success') };
export const CONTRACT: Record<number, Tag> = { 0: tag('未签', 'warning'), 1: tag('已签', 'success') };
export const SEX: Record<number, string> = { 1: '男', 2: '女' };

/** 出勤状态：0 缺勤，1 正常，2 迟到，3 早退，4 补录 */
export const ATTENDANCE_STATUS = tags.OrgWorkerAttendanceDay.status;

/** 投诉类型与状态 */
export const COMPLAINT_TYPE: Record<number, string> = { 1: '欠薪', 2: '安全隐患', 3: '劳动纠纷', 4: '其他' };
export const COMPLAINT_STATUS = tags.ComplaintTask.status;
export const HANDLE_LEVEL: Record<number, string> = { 1: '项目', 2: '分公司', 3: '公司' };

/** 管理人员状态：0 停用，1 在岗 */
export const MANAGER_STATUS: Record<number, Tag> = { 0: tag('停用', 'muted'), 1: tag('在岗', 'success') };

/** 黑名单 */
export const BLACK_TYPE: Readonly<Record<number, string>> = labels.BlacklistWorker.black_type;
export const BLACK_STATUS: Record<number, Tag> = { 0: tag('已解除', 'muted'), 1: tag('生效中', 'danger') };
export const BLACK_SOURCE: Record<number, string> = { 1: '手工添加', 2: '不良记录转入', 3: '批量导入', 4: '上级下发' };
export const CHECK_TYPE: Record<number, string> = { 1: '进场核验', 2: '定时全量核验', 3: '上传名单核验' };
export const TASK_STATUS = tags.BlacklistCheckTask.status;
/** 核验处理状态：0 待处理，1 已禁止进场，2 已放行（误报），3 无需处理 */
export const CHECK_STATUS: Record<number, Tag> = {
  0: tag('待处理', 'warning'),
  1: tag('已禁止进场', 'danger'),
  2: tag('已放行（误报）', 'success'),
  3: tag('无需处理', 'muted'),
};
export const CHECK_RESULT = tags.BlacklistUploadWorker.check_result;
export const SMS_STATUS = tags.BlacklistUploadWorker.sms_status;

/** 评价等级：A 优秀（≥90），B 良好（80～89），C 合格（60～79），D 不合格（<60） */
export const LEVEL: Record<string, Tag> = {
  A: tag('优秀', 'success'),
  B: tag('良好', 'primary'),
  C: tag('合格', 'warning'),
  D: tag('不合格', 'danger'),
};
export const APPRAISE_TYPE: Record<number, Tag> = { 1: tag('加分', 'success'), 2: tag('扣分', 'danger') };
export const APPRAISE_SOURCE: Record<number, string> = { 1: '手工评价', 2: 'AI 抓拍', 3: '巡检隐患', 4: '不良记录' };

export { optionsOf } from '@/lib/options';

/** 日工资 420 → "420.00 元" */
export function formatMoney(value: number | null | undefined): string {
  return typeof value === 'number' && Number.isFinite(value) ? `${value.toFixed(2)} 元` : '—';
}

/** Seed 000 §5: an ID card has 15 digits, or 17 digits and a digit or X. */
const ID_CARD_PATTERN = /^(\d{15}|\d{17}[\dXx])$/;
export const isIdCard = (value: string): boolean => ID_CARD_PATTERN.test(value.trim());

// ---- 黑名单 form → /pc/worker/black/edit body
export type BlacklistForm = components['schemas']['BlacklistForm'];
export interface BlacklistFormValues {
  name: string;
  id_card: string;
  mobile: string;
  black_type: string;
  reason: string;
  start_date: string;
  end_date: string;
  status: string;
}

export function blacklistBody(values: BlacklistFormValues, existing?: { id: number; worker_id?: number | null }) {
  const body: BlacklistForm = {
    name: values.name.trim(),
    id_card: values.id_card.trim(),
    black_type: Number(values.black_type) as BlacklistForm['black_type'],
    reason: values.reason.trim(),
    start_date: values.start_date,
    end_date: values.end_date || null,
    status: Number(values.status) as 0 | 1,
  };
  if (values.mobile.trim()) body.mobile = values.mobile.trim();
  if (existing) {
    body.id = existing.id;
    if (existing.worker_id) body.worker_id = existing.worker_id;
  }
  return body;
}

/** 解除: the same edit call with status 0 (spec: "status 改为 0 即解除黑名单"). */
export function releaseBody(row: components['schemas']['BlacklistWorker']): BlacklistForm {
  return {
    id: row.id,
    ...(row.worker_id ? { worker_id: row.worker_id } : {}),
    name: row.name,
    id_card: row.id_card,
    ...(row.mobile ? { mobile: row.mobile } : {}),
    black_type: row.black_type as BlacklistForm['black_type'],
    reason: row.reason ?? '',
    start_date: row.start_date ?? '',
    end_date: row.end_date ?? null,
    status: 0,
  };
}

// ---- 工人评价 form → /pc/evaluation/add body
export type EvaluationForm = components['schemas']['EvaluationForm'];
export interface EvaluationFormValues {
  appraise_type: '1' | '2';
  item_name: string;
  score: string;
  description: string;
  label_ids: string[];
}

export function evaluationBody(
  values: EvaluationFormValues,
  worker: { worker_id: number; project_id?: number | undefined },
): EvaluationForm {
  const body: EvaluationForm = {
    worker_id: worker.worker_id,
    appraise_type: Number(values.appraise_type) as 1 | 2,
    item_name: values.item_name.trim(),
    score: Number(values.score),
  };
  if (worker.project_id) body.project_id = worker.project_id;
  if (values.description.trim()) body.description = values.description.trim();
  if (values.label_ids.length) body.label_ids = values.label_ids.map(Number);
  return body;
}

/** A score as the list shows it: +5 / -12 (one decimal only when it has one). */
export function formatScore(score: number): string {
  const text = Number.isInteger(score) ? String(score) : score.toFixed(1);
  return score > 0 ? `+${text}` : text;
}

/** The periods of 违章排行 (days back from today, today included). */
export const VIOLATION_PERIODS = [
  { value: '7', label: '近7天' },
  { value: '30', label: '近30天' },
  { value: '90', label: '近90天' },
] as const;

/** 违章排行 query: the last `days` days ending `today` (YYYY-MM-DD), top `top`. */
export function violationRankQuery(days: number, today: string, top = 10) {
  const end = new Date(`${today}T00:00:00Z`);
  const start = new Date(end.getTime() - (days - 1) * 86_400_000);
  const iso = (d: Date) => d.toISOString().slice(0, 10);
  return { start_date: iso(start), end_date: iso(end), top };
}
