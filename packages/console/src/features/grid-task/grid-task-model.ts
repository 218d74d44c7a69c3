// The code tables of 点位任务 and 隐患处置 (001 §7.5, spec/areas/grid.yaml) and the pure helpers that turn filters into
// request bodies and a row's state into the actions it offers. No React, no SDK calls: everything here is unit-tested.
import { tags } from '@site/sdk';
import dayjs from 'dayjs';
import type { components } from '@site/sdk';
import type { FilterValues } from '@/lib/list-params';
import type { Stat } from '@/ui/stat-cards';
import { CHART_COLORS } from '@/lib/constants';

export type PointTask = components['schemas']['GridPointTask'];
export type PointTaskQuery = components['schemas']['GridPointTaskQuery'];
export type AnalyseQuery = components['schemas']['GridAnalyseQuery'];
export type AbnormalQuery = components['schemas']['GridAbnormalQuery'];

/** 隐患等级：1 一般，2 较大，3 重大. */
export const TROUBLE_LEVEL = tags.GridPointTask.troubleLevel;

/** 审批状态（隐患处置审批）：0 无需审批，1 待审批，2 审批通过，3 审批驳回. */
export const AUDIT_STATUS = tags.GridPcTroubleDetail.audit_status;

/** 检查项结果：0 未检查，1 合格，2 不合格. */
export const ITEM_RESULT = tags.GridTaskItemResult.result;

/** 处置记录的操作：1 发现隐患 … 7 审批驳回（timeline dot colour）. */
export const OPER_TYPE = tags.GridTroubleRecord.operType;

/** 异常关系：人员类型、异常类型、处理状态. */
export const PERSON_TYPE: Record<number, string> = { 1: '网格长', 2: '网格员', 3: '巡检员', 4: '整改责任人' };
export const ABNORMAL_TYPE = tags.GridAbnormalRelation.abnormalType;
export const ABNORMAL_STATUS = tags.GridAbnormalRelation.status;

export { optionsOf } from '@/lib/options';
export { SAFE_STATUS, TROUBLE_STATUS } from '@/domain/hazard-codes';

/** A number filter value: undefined when absent or not a number. */
function numberOf(value: string | undefined | null): number | undefined {
  if (value === undefined || value === null || value.trim() === '') return undefined;
  const n = Number(value);
  return Number.isFinite(n) ? n : undefined;
}

/** Only the keys that carry a value (the mock validates bodies: no nulls, no empty strings). */
function compact<T extends object>(body: T): T {
  return Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined && v !== null && v !== '')) as T;
}

/**
 * The body of ginCheckPointTaskList/page. 隐患处置 lists only the tasks where a hazard was found (safeStatus 2).
 */
export function pointTaskQuery(
  filters: FilterValues,
  page: number,
  limit: number,
  projectId: number | undefined,
  onlyTrouble = false,
): PointTaskQuery {
  return compact({
    page,
    limit,
    projectId,
    keyword: filters.keyword?.trim(),
    safeStatus: onlyTrouble ? 2 : numberOf(filters.safeStatus),
    troubleStatus: numberOf(filters.troubleStatus),
    troubleLevel: numberOf(filters.troubleLevel),
    startDate: filters.startDate,
    endDate: filters.endDate,
  });
}

/** A period of a dashboard (start and end date, YYYY-MM-DD). */
export interface Period {
  startDate: string;
  endDate: string;
}

/** Default period of the analysis screens: from the first day of this month to today. */
export function defaultPeriod(today = dayjs()): Period {
  return { startDate: today.startOf('month').format('YYYY-MM-DD'), endDate: today.format('YYYY-MM-DD') };
}

/** A period with both dates valid (an empty or bad one falls back to the default) and start before end. */
export function orderedPeriod(p: Partial<Period>, today = dayjs()): Period {
  const ok = (v: string | undefined) => (v && /^\d{4}-\d{2}-\d{2}$/.test(v) && dayjs(v).isValid() ? v : undefined);
  const def = defaultPeriod(today);
  const start = ok(p.startDate) ?? def.startDate;
  const end = ok(p.endDate) ?? def.endDate;
  return start <= end ? { startDate: start, endDate: end } : { startDate: end, endDate: start };
}

/**
 * Unpaged calls and exports on a page/limit body (LimitQuery, whose defaults the SDK types as required) ask for the
 * whole list: the first page with the largest page size the spec allows.
 */
export const WHOLE = { page: 1, limit: 10000 } as const;

/** The body of the analysis calls (GridAnalyseQuery): the period, the project or organisation, and the paging. */
export function analyseBody(
  period: Period,
  scope: { projectId?: number | undefined; orgId?: number | undefined; checkType?: number | undefined },
  paging: { page: number; limit: number } = WHOLE,
): AnalyseQuery {
  return compact({ ...paging, ...period, ...scope });
}

/** The body of abnormalRelations/list (with paging) and /export (without). */
export function abnormalQuery(
  filters: FilterValues,
  projectId: number | undefined,
  paging: { page: number; limit: number } = WHOLE,
): AbnormalQuery {
  return compact({
    ...paging,
    projectId,
    keyword: filters.keyword?.trim(),
    personType: numberOf(filters.personType),
    abnormalType: numberOf(filters.abnormalType),
    status: numberOf(filters.status),
  });
}

/** The three fixed routes of a hazard, keyed by the detail call's type (1 处理，2 审批，3 驳回查看). */
export const TROUBLE_ROUTES = {
  1: { path: '/troubleHandle', title: '隐患处理' },
  2: { path: '/approvalOfHiddenDangers', title: '隐患处置审批' },
  3: { path: '/hiddenDangerBh', title: '审批驳回' },
} as const;
export type TroubleViewType = keyof typeof TROUBLE_ROUTES;

export const troubleRoute = (taskId: number, type: TroubleViewType) =>
  `${TROUBLE_ROUTES[type].path}?task_id=${taskId}&type=${type}`;

const POINT_TASK_DETAIL = '/grid/pointTaskDetail';
export const pointTaskDetailRoute = (taskId: number) => `${POINT_TASK_DETAIL}?id=${taskId}`;

export type TroubleAction = 'handle' | 'approve' | 'review' | 'rejected' | 'detail';

/**
 * What a hazard row offers, by its state (the flow of GridPointTask / pageGridPointTasks):
 * 待整改、已逾期、复查退回 → 处理 (整改反馈); 复查退回 → 查看驳回 too; 待复查 → 审批 for 较大/重大隐患 (处置审批), 复查 for
 * 一般隐患 (on the task detail); 详情 always. `canEdit` is the page's edit bit, `canAudit` its trouble:audit permission.
 */
export function troubleActions(
  row: Pick<PointTask, 'troubleStatus' | 'troubleLevel' | 'safeStatus'>,
  canEdit: boolean,
  canAudit: boolean,
): TroubleAction[] {
  const out: TroubleAction[] = [];
  const status = row.troubleStatus;
  const major = (row.troubleLevel ?? 0) >= 2;
  if (row.safeStatus === 2 && canEdit) {
    if (status === 1 || status === 4 || status === 5) out.push('handle');
    if (status === 2 && major && canAudit) out.push('approve');
    if (status === 2 && !major) out.push('review');
  }
  if (status === 4) out.push('rejected');
  out.push('detail');
  return out;
}

/** What the task detail offers (the page's edit bit decides; the task's and the hazard's state choose). */
export type TaskAction = 'safeStatus' | 'addTrouble' | 'feedback' | 'review' | 'approval';

export function taskActions(
  task: Pick<PointTask, 'safeStatus' | 'troubleStatus' | 'troubleLevel'> & { hasTrouble: boolean },
  canEdit: boolean,
): TaskAction[] {
  if (!canEdit) return [];
  const out: TaskAction[] = [];
  if (task.safeStatus === 0) out.push('safeStatus');
  if (task.safeStatus === 2 && !task.hasTrouble) out.push('addTrouble');
  if (task.hasTrouble) {
    const status = task.troubleStatus;
    if (status === 1 || status === 4 || status === 5) out.push('feedback');
    if (status === 2) out.push((task.troubleLevel ?? 0) >= 2 ? 'approval' : 'review');
  }
  return out;
}

/** The last approval rejection (or review return) of a hazard's records, newest first: what /hiddenDangerBh shows. */
export function lastRejection<R extends { oper_type: number; oper_time: string }>(
  records: readonly R[],
): R | undefined {
  return [...records]
    .filter((r) => r.oper_type === 7 || r.oper_type === 4)
    .sort((a, b) => (a.oper_time < b.oper_time ? 1 : -1))[0];
}

/** Days left until a deadline (negative when overdue); undefined without a deadline. */
export function daysLeft(deadline: string | null | undefined, today = dayjs()): number | undefined {
  if (!deadline) return undefined;
  const d = dayjs(deadline);
  return d.isValid() ? d.startOf('day').diff(today.startOf('day'), 'day') : undefined;
}

/** A percentage as the server gives it (already ×100), one decimal; — when missing. */
export function percent(value: number | null | undefined): string {
  return value === null || value === undefined || !Number.isFinite(value) ? '—' : `${Number(value.toFixed(2))}%`;
}

/** A card of what is done (已完成、已闭环), in green, with its rate as the hint. */
export const doneStat = (label: string, value: number | undefined, unit: string, hint: string): Stat => ({
  label,
  value,
  unit,
  tone: 'success',
  hint,
});

/** The 已闭环 (with its rate) and 逾期未整改 cards that end the numbers of an analysis screen. */
export function closedLoopStats(
  o: { rectifiedCount?: number; rectifyRate?: number; overdueCount?: number } | undefined,
): Stat[] {
  return [
    doneStat('已闭环', o?.rectifiedCount, '项', `闭环率 ${percent(o?.rectifyRate)}`),
    { label: '逾期未整改', value: o?.overdueCount, unit: '项', tone: 'danger' },
  ];
}

/** recharts rows from a ChartSeries (categories × named series). */
export { namedSeriesRows as seriesRows } from '@/domain/hazard-codes';

/** The date-time the server expects (YYYY-MM-DD HH:mm:ss) from a datetime-local input value. */
export function serverDateTime(local: string): string | undefined {
  if (!local) return undefined;
  const d = dayjs(local);
  return d.isValid() ? d.format('YYYY-MM-DD HH:mm:ss') : undefined;
}

/** The project the screens work on: the signed-in project, else none (the server takes the identity's scope). */
export const projectOf = (identity: { project_id?: number } | null | undefined): number | undefined =>
  identity?.project_id && identity.project_id > 0 ? identity.project_id : undefined;

/**
 * The selectable categories of the hazard category tree, grouped under their top category. A node marked uncontrol
 * (a top category, or a disabled one) cannot be chosen.
 */
export function leafGroups(
  tree: readonly { id: number | string; label: string; uncontrol?: boolean; children?: unknown[] }[],
): { label: string; options: { value: string; label: string }[] }[] {
  type Node = { id: number | string; label: string; uncontrol?: boolean; children?: Node[] };
  return (tree as readonly Node[])
    .map((top) => ({
      label: top.label,
      options: (top.children?.length ? top.children : [top])
        .filter((n) => !n.uncontrol)
        .map((n) => ({ value: String(n.id), label: n.label })),
    }))
    .filter((g) => g.options.length > 0);
}

/** The slices of the rectification overview (a pie): each hazard state with its count and colour; empty ones left out. */
export function rectifyParts(
  o:
    | {
        waitRectifyCount?: number;
        waitReviewCount?: number;
        rectifiedCount: number;
        backCount?: number;
        overdueCount?: number;
      }
    | undefined,
): { name: string; value: number; color: string }[] {
  if (!o) return [];
  const parts = [
    { name: '待整改', value: o.waitRectifyCount ?? 0, color: CHART_COLORS[2] },
    { name: '待复查', value: o.waitReviewCount ?? 0, color: CHART_COLORS[0] },
    { name: '复查退回', value: o.backCount ?? 0, color: CHART_COLORS[4] },
    { name: '已逾期', value: o.overdueCount ?? 0, color: CHART_COLORS[3] },
    { name: '已闭环', value: o.rectifiedCount, color: CHART_COLORS[1] },
  ];
  return parts.filter((p) => p.value > 0).map((p) => ({ ...p, color: p.color ?? '#8c8c8c' }));
}
