// Pure helpers of the alarm dashboards (001 §7.6): 报警闭环 (/starSafety/alarmClosedLoop/*, camelCase), 安全报警总览
// (/pc/security/alarm/all/*, snake_case) and 长时间停留 (/pc/security/alarm/longwt/*): the queries built from a period
// and filters, chart rows from the server's series, the years a month chart offers. Unit-tested, no React.
import dayjs from 'dayjs';
import type { components } from '@site/sdk';
import type { FilterValues } from '@/lib/list-params';
import type { DateRange } from '@/lib/date-range';
import { formNumber } from '@/domain/form-values';
import type { TagStyle } from '@/ui/status-tag';

type ChartSeries = components['schemas']['ChartSeries'];
type Stage = components['schemas']['AlarmClosedLoopStage'];

/** The organisation of the signed-in identity (org_batch_id), or none (the server takes the identity's scope). */
export const orgOf = (identity: { org_batch_id?: number } | null | undefined): number | undefined =>
  identity?.org_batch_id && identity.org_batch_id > 0 ? identity.org_batch_id : undefined;

/** 报警闭环 reads: organisation and period (camelCase). */
export function closedLoopQuery(orgId: number | undefined, range: DateRange) {
  return { ...(orgId ? { orgId } : {}), startDate: range.start, endDate: range.end };
}

/** /pc/security/alarm/all/* reads: project and period. */
export function allAlarmQuery(projectId: number | undefined, range: DateRange) {
  return { ...(projectId ? { project_id: projectId } : {}), startDate: range.start, endDate: range.end };
}

/** 安全报警明细 (all/list): the page's period plus the list's own filters; "all" values are left out. */
export function allListQuery(
  projectId: number | undefined,
  range: DateRange,
  filters: FilterValues,
  pageNum: number,
  pageSize: number,
) {
  const type = formNumber(filters.type);
  const status = formNumber(filters.status);
  const area = formNumber(filters.area_id);
  const keyword = filters.keyword?.trim();
  return {
    ...allAlarmQuery(projectId, range),
    ...(type && type >= 1 && type <= 7 ? { type } : {}),
    ...(status !== undefined && status >= 0 && status <= 3 ? { status } : {}),
    ...(area ? { area_id: area } : {}),
    ...(keyword ? { keyword } : {}),
    pageNum,
    pageSize,
  };
}

/** 长时间停留 list: period and filters of the list (in the URL), same parameters as 滞留/静止. */
export function longWaitListQuery(
  projectId: number | undefined,
  filters: FilterValues,
  pageNum: number,
  pageSize: number,
) {
  const status = formNumber(filters.status);
  const area = formNumber(filters.area_id);
  const keyword = filters.keyword?.trim();
  return {
    ...longWaitRange(projectId, filters),
    ...(area ? { area_id: area } : {}),
    ...(status !== undefined && status >= 0 && status <= 3 ? { status } : {}),
    ...(keyword ? { keyword } : {}),
    pageNum,
    pageSize,
  };
}

/** 长时间停留 area collect: the list's period. */
export function longWaitRange(projectId: number | undefined, filters: FilterValues) {
  return {
    ...(projectId ? { project_id: projectId } : {}),
    ...(filters.startDate ? { startDate: filters.startDate } : {}),
    ...(filters.endDate ? { endDate: filters.endDate } : {}),
  };
}

/** A ChartSeries (categories + one series per name) as rows for a stacked bar chart: { category, s0, s1, … }. */
export function seriesRows(series: ChartSeries | undefined): Record<string, string | number>[] {
  if (!series) return [];
  return series.categories.map((category, i) => {
    const row: Record<string, string | number> = { category };
    series.series.forEach((s, k) => {
      row[`s${k}`] = s.data[i] ?? 0;
    });
    return row;
  });
}

/** Closed-loop stages in flow order (已产生 → 已派发 → 已处理 → 已关闭), named from the status table when the server omits it. */
export function stageRows(stages: readonly Stage[] | undefined, table: Record<number, TagStyle>) {
  return [...(stages ?? [])]
    .sort((a, b) => a.status - b.status)
    .map((s) => ({
      status: s.status,
      name: s.statusName || table[s.status]?.label || String(s.status),
      count: s.count,
    }));
}

/** Years a month chart offers: this year and the four before it, newest first. */
export function recentYears(now = dayjs(), count = 5): number[] {
  const year = now.year();
  return Array.from({ length: count }, (_, i) => year - i);
}

/** The year a link carries (?year=), or this year. */
export function readYear(value: string | null, now = dayjs()): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 2000 && n <= now.year() ? n : now.year();
}

/** Minutes with one decimal at most: 26.4 分钟; an hour or more as 1.5 小时. */
export function formatAvgMinutes(minutes: number | null | undefined): string | undefined {
  if (minutes === null || minutes === undefined || !Number.isFinite(minutes)) return undefined;
  if (minutes >= 60) return `${Number((minutes / 60).toFixed(1))} 小时`;
  return `${Number(minutes.toFixed(1))} 分钟`;
}

/** A rate as 92.61%. */
export function formatPercent(rate: number | null | undefined): string | undefined {
  if (rate === null || rate === undefined || !Number.isFinite(rate)) return undefined;
  return `${Number(rate.toFixed(2))}%`;
}

/** Tone of a handling or closing rate: from 90% success, from 75% warning, below danger. */
export function rateTone(rate: number | null | undefined): 'success' | 'warning' | 'danger' | 'muted' {
  if (rate === null || rate === undefined) return 'muted';
  if (rate >= 90) return 'success';
  if (rate >= 75) return 'warning';
  return 'danger';
}
