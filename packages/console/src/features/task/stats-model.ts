// Pure rules of 任务统计分析 (seed 001 §7.1 /duty/taskStatisticalAnalysis): the task-card hint types shown as tags,
// rates and their colours, the organisation and period every call is filtered by, and a server chart series as
// recharts rows.
import { tags } from '@site/sdk';
import type { components } from '@site/sdk';
import type { Tone } from '@/ui/status-tag';
import type { DateRange } from '@/lib/date-range';

type S = components['schemas'];

/** 提示类型: 1 今日到期，2 即将到期，3 已逾期，4 新任务. */
export const HINT_TYPE = tags.DutyTaskCardHint.hintType;

/** A percentage with 2 decimals, — when missing. */
export const formatRate = (rate: number | null | undefined): string => (rate == null ? '—' : `${rate.toFixed(2)}%`);

/** Completion: ≥ 90 good, ≥ 80 fair, below poor. */
export function completeTone(rate: number | null | undefined): Tone {
  if (rate == null) return 'muted';
  if (rate >= 90) return 'success';
  if (rate >= 80) return 'warning';
  return 'danger';
}

/** Overdue: ≤ 3 good, ≤ 6 fair, above poor. */
export function overdueTone(rate: number | null | undefined): Tone {
  if (rate == null) return 'muted';
  if (rate <= 3) return 'success';
  if (rate <= 6) return 'warning';
  return 'danger';
}

/** The organisation and period of every statistic call (orgId left out when none is chosen). */
export function statQuery(orgId: number | undefined, range: DateRange) {
  return { orgId, startDate: range.start, endDate: range.end };
}

/** The orgId in the address, or undefined. */
export function readOrgId(value: string | null): number | undefined {
  const n = Number(value);
  return value && Number.isInteger(n) && n > 0 ? n : undefined;
}

/** 1–4 from a filter value, or undefined. */
export function readHintType(value: string | undefined): 1 | 2 | 3 | 4 | undefined {
  return value === '1' || value === '2' || value === '3' || value === '4'
    ? (Number(value) as 1 | 2 | 3 | 4)
    : undefined;
}

export type PersonTaskInfo = S['DutyPersonTaskInfo'];
export type PersonTaskType = S['DutyPersonTaskType'];
export type SiteTask = S['DutySiteTask'];

/** 任务类型 of the project tasks: 1 日常巡查 … 6 其他. */
export const SITE_TASK_TYPE = tags.DutySiteTask.type;

/** 任务状态: 0 待执行，1 执行中，2 已完成，3 已逾期，4 已作废. */
export const SITE_TASK_STATUS = tags.DutySiteTask.status;

/** A positive whole number from the address or a filter, or undefined. */
export function readId(value: string | null | undefined): number | undefined {
  const n = Number(value);
  return value && Number.isInteger(n) && n > 0 ? n : undefined;
}

/** The type summary as chart rows: the ring's {name, value} and the bars' counts with the completion rate. */
export function typeChartRows(types: readonly PersonTaskType[] | undefined) {
  const rows = (types ?? []).map((t) => ({
    name: t.task_type_name,
    total: t.task_total,
    finish: t.finish_total ?? 0,
    rate: t.finish_rate ?? (t.task_total ? Math.round(((t.finish_total ?? 0) / t.task_total) * 10000) / 100 : 0),
  }));
  return { rows, ring: rows.map((r) => ({ name: r.name, value: r.total })) };
}

/**
 * A project task's detail: the hazard flow screen that reads /pc/trouble/detail/{task_id}/{type} — opened in its
 * 查看 mode (type 1, 整改处理; its buttons follow the answer's can_feedback / can_audit). The detail call's type is
 * the view (1–3), not the task's type (1–6).
 */
export const siteTaskDetailPath = (taskId: number) => `/troubleHandle?task_id=${taskId}&type=1`;
