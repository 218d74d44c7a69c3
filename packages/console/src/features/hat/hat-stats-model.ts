// Pure rules of the helmet alarm and statistics screens (001 §7.4: /star/laborhat/alarm, /starSafety/laborHat/*,
// /pc/org/hat/*): the status tables shown as tags, the scope a statistic is asked for, and the request bodies built
// from a screen's filters. No React, no SDK calls: everything here is unit-tested.
import { tags } from '@site/sdk';
import type { components } from '@site/sdk';
import type { FilterValues } from '@/lib/list-params';
import type { TagStyle } from '@/ui/status-tag';
import { enumOf } from '@/domain/filter-body';
import { formText } from '@/domain/form-values';

export type HatAlarmQuery = components['schemas']['HelmetAlarmQuery'];
export type HatStatQuery = components['schemas']['HelmetStatQuery'];
export type HatStatPageQuery = components['schemas']['HelmetStatPageQuery'];

/** 报警类型 of a helmet alarm (HelmetAlarm.alarm_type; 0 in the query means all). */
export const HAT_ALARM_TYPES = tags.HelmetAlarm.alarm_type;

/** 处理状态 of a helmet alarm: 0 未处理, 1 已处理, 2 误报. */
export const HAT_ALARM_STATUS = tags.HelmetAlarm.status;

/** 人员类型 filter options (personType 1 工人, 2 管理人员). */
export const PERSON_TYPE_OPTIONS = [
  { value: '1', label: '工人' },
  { value: '2', label: '管理人员' },
] as const;

export { optionsOf } from '@/lib/options';

/** Who the statistics are about: the signed-in project, else the signed-in organisation, else the server's default. */
export interface HatScope {
  projectId?: number;
  orgId?: number;
}

export function hatScope(identity: { project_id?: number; org_batch_id?: number } | null | undefined): HatScope {
  if (identity?.project_id && identity.project_id > 0) return { projectId: identity.project_id };
  if (identity?.org_batch_id && identity.org_batch_id > 0) return { orgId: identity.org_batch_id };
  return {};
}

/** The /pc/org/hat/* scope (snake_case): the project when there is one, the organisation otherwise. */
export function unwearScope(scope: HatScope): { project_id?: number; org_id?: number } {
  if (scope.projectId) return { project_id: scope.projectId };
  if (scope.orgId) return { org_id: scope.orgId };
  return {};
}

/** 安全帽报警 list body (page/limit, snake_case): empty filters are left out, 0 (all) is never sent as a type. */
export function hatAlarmBody(
  filters: FilterValues,
  projectId: number | undefined,
  page: number,
  limit: number,
): HatAlarmQuery {
  const body: HatAlarmQuery = { page, limit };
  if (projectId) body.project_id = projectId;
  const type = enumOf(filters.alarm_type, [1, 2, 3, 4, 5, 6, 7] as const);
  if (type !== undefined) body.alarm_type = type;
  const status = enumOf(filters.status, [0, 1, 2] as const);
  if (status !== undefined) body.status = status;
  const innerid = formText(filters.innerid);
  if (innerid) body.innerid = innerid;
  const name = formText(filters.name);
  if (name) body.name = name;
  if (filters.start_date) body.start_date = filters.start_date;
  if (filters.end_date) body.end_date = filters.end_date;
  return body;
}

/** The body of overview, useStat, turnover and loss statistics: the scope and the period. */
export function statBody(scope: HatScope, range: { start: string; end: string }): HatStatQuery {
  return { ...scope, startDate: range.start, endDate: range.end };
}

/** A paged statistic (无电统计, 使用明细): scope, period (from the page or the filters), person type and keyword. */
export function statPageBody(
  scope: HatScope,
  period: { start?: string | undefined; end?: string | undefined },
  filters: FilterValues,
  pageNum: number,
  pageSize: number,
): HatStatPageQuery {
  return { ...statExportQuery(scope, period, filters), pageNum, pageSize };
}

/** The query of exportUseDetailStat: the same filters as the list, without paging. */
export function statExportQuery(
  scope: HatScope,
  period: { start?: string | undefined; end?: string | undefined },
  filters: FilterValues,
): Omit<HatStatPageQuery, 'pageNum' | 'pageSize'> {
  const q: Omit<HatStatPageQuery, 'pageNum' | 'pageSize'> = { ...scope };
  if (period.start) q.startDate = period.start;
  if (period.end) q.endDate = period.end;
  const personType = enumOf(filters.personType, [1, 2] as const);
  if (personType !== undefined) q.personType = personType;
  const keyword = formText(filters.keyword);
  if (keyword) q.keyword = keyword;
  return q;
}

/** A percentage as the server gives it (two decimals at most): 93.08%. */
export function formatRate(rate: number | null | undefined): string | undefined {
  if (rate === null || rate === undefined || !Number.isFinite(rate)) return undefined;
  return `${Number(rate.toFixed(2))}%`;
}

/** Battery tag: 0% 无电 (danger), under 20% low (warning), otherwise normal. */
export function batteryTag(electricity: number | null | undefined): TagStyle | undefined {
  if (electricity === null || electricity === undefined) return undefined;
  if (electricity <= 0) return { label: '0% 无电', tone: 'danger' };
  if (electricity < 20) return { label: `${electricity}%`, tone: 'warning' };
  return { label: `${electricity}%`, tone: 'success' };
}

/** Wear rate tone: under 85% danger, under 95% warning, else success. */
export function wearTone(rate: number | null | undefined): 'success' | 'warning' | 'danger' | 'muted' {
  if (rate === null || rate === undefined) return 'muted';
  if (rate < 85) return 'danger';
  if (rate < 95) return 'warning';
  return 'success';
}

/**
 * Axis labels for names that share a long beginning (华建集团第一分公司, 华建集团第二分公司 …): the shared part is
 * dropped so the labels fit; a name that would become empty keeps its full text.
 */
export function shortLabel(names: readonly string[]): (name: string) => string {
  if (names.length < 2) return (name) => name;
  let prefix = names[0] ?? '';
  for (const n of names) while (prefix && !n.startsWith(prefix)) prefix = prefix.slice(0, -1);
  return (name) =>
    prefix && name.startsWith(prefix) && name.length > prefix.length ? name.slice(prefix.length) : name;
}

/** A date on a chart's axis: 2026-11-23 → 11-23. */
export const dayLabel = (date: string) => date.slice(5);
