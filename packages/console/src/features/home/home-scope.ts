// Pure rules of the home dashboards (001 §7.6): which dashboard an identity sees, the scope of the calls, the status
// tables of the spec's descriptions, and turning server series into rows a chart draws.
import { tags } from '@site/sdk';
import dayjs from 'dayjs';
import type { components } from '@site/sdk';
import { screenType } from '@/session/levels';
import type { Identity } from '@/platform/session-store';

type Schemas = components['schemas'];

export type DashboardKind = 'org' | 'project';

/** Source 2 and 3 (group, branch) see the organisation dashboard; an identity with a project sees the project one. */
export function dashboardKind(id: Pick<Identity, 'source' | 'project_id'> | null | undefined): DashboardKind | null {
  if (!id) return null;
  if (screenType(id) === 'nation') return 'org';
  return id.project_id > 0 ? 'project' : null;
}

/** The organisation of the calls (`orgId`): the identity's org batch, or none (the server takes the identity's). */
export const orgIdOf = (id: Pick<Identity, 'org_batch_id'> | null | undefined): number | undefined =>
  id?.org_batch_id && id.org_batch_id > 0 ? id.org_batch_id : undefined;

/** The identity's own project, when it is a project identity. */
export const projectIdOf = (id: Pick<Identity, 'project_id'> | null | undefined): number | undefined =>
  id?.project_id && id.project_id > 0 ? id.project_id : undefined;

// ───────── numbers ─────────

/** A rate in % as the server gives it, at most 2 decimals; a missing rate stays missing (—). */
export const rate = (v: number | null | undefined): number | undefined =>
  v === null || v === undefined || Number.isNaN(v) ? undefined : Number(v.toFixed(2));

/** A rate written with %, missing when the rate is. */
export const percent = (v: number | null | undefined): string | undefined =>
  v === null || v === undefined ? undefined : `${rate(v)}%`;

/** Money with thousands separators and 2 decimals (元 is added by the caller). */
export const money = (v: number | null | undefined): string | undefined =>
  v === null || v === undefined || Number.isNaN(v)
    ? undefined
    : v.toLocaleString('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Large money in 万元 with 2 decimals, for a number card. */
export const tenThousand = (v: number | null | undefined): string | undefined =>
  v === null || v === undefined || Number.isNaN(v) ? undefined : money(v / 10000);

/** "81 / 96": a part of a whole, — when the part is missing. */
export const ofTotal = (part: number | null | undefined, total: number | null | undefined): string | undefined =>
  part === null || part === undefined
    ? undefined
    : total === null || total === undefined
      ? `${part}`
      : `${part} / ${total}`;

// ───────── series ─────────

export type SeriesRow = { category: string } & Record<string, number | string>;

/** The spec's ChartSeries (categories + named series) as one row per category, keyed by series name. */
export function seriesRows(chart: Schemas['ChartSeries'] | undefined): SeriesRow[] {
  if (!chart) return [];
  return chart.categories.map((category, i) => {
    const row: SeriesRow = { category };
    for (const s of chart.series) {
      const v = s.data[i];
      if (v !== undefined) row[s.name] = v;
    }
    return row;
  });
}

/** A series has something to draw when any of its numbers is given. */
export const hasSeriesData = (chart: Schemas['ChartSeries'] | undefined): boolean =>
  !!chart && chart.categories.length > 0 && chart.series.some((s) => s.data.length > 0);

/** 2026-11-23 → 11-23 for a date axis (other categories unchanged). */
export const shortDate = (v: string): string => (/^\d{4}-\d{2}-\d{2}$/.test(v) ? v.slice(5) : v);

/** A long category name cut for an axis tick (the tooltip keeps the full name). */
export const shortName = (v: string, max = 7): string => (v.length > max ? `${v.slice(0, max - 1)}…` : v);

// ───────── periods ─────────

export interface Range {
  startDate: string;
  endDate: string;
}

/** The default period of the hazard figures: from the first day of this month to today. */
export const monthToDate = (today = dayjs()): Range => ({
  startDate: today.startOf('month').format('YYYY-MM-DD'),
  endDate: today.format('YYYY-MM-DD'),
});

/** The default wage period: last month (this month pays last month, seed 001). */
export const lastMonth = (today = dayjs()): string => today.subtract(1, 'month').format('YYYY-MM');

/** A typed range is refused when the end comes before the start; empty means "server default". */
export function rangeError(r: Partial<Range>): string | null {
  if (r.startDate && r.endDate && r.endDate < r.startDate) return '截止日期不能早于起始日期';
  return null;
}

/** A range as query parameters: empty values are not sent. */
export const rangeQuery = (r: Partial<Range>): Partial<Range> => ({
  ...(r.startDate ? { startDate: r.startDate } : {}),
  ...(r.endDate ? { endDate: r.endDate } : {}),
});

// ───────── status tables (Chinese meanings from the spec's descriptions) ─────────

export const PROJECT_STATUS = tags.HomeProjectMapPoint.status;

/** Wage payment status of a period. */
export const WAGE_STATUS = tags.HomeWageStatus.status;

/** Types of the project home's live events. */
export const EVENT_TYPE = tags.HomeProjectEvent.event_type;

/** Map types of the project parameters (maptype). */
export const MAP_TYPE = tags.HomeProjectParam.maptype;

export type RankSort = 'score' | 'attendance_rate' | 'alarm_month' | 'trouble_open' | 'wage_pay_rate';
export const RANK_SORTS: readonly { value: RankSort; label: string }[] = [
  { value: 'score', label: '综合得分' },
  { value: 'attendance_rate', label: '出勤率' },
  { value: 'alarm_month', label: '本月报警' },
  { value: 'trouble_open', label: '未整改隐患' },
  { value: 'wage_pay_rate', label: '工资发放率' },
];

/** The figure a project ranking shows for the chosen sort. */
export function rankFigure(row: Schemas['HomeProjectRankRow'], sort: RankSort): string {
  const v = row[sort];
  if (v === undefined || v === null) return '—';
  if (sort === 'attendance_rate' || sort === 'wage_pay_rate') return `${rate(v)}%`;
  if (sort === 'score') return `${rate(v)} 分`;
  return `${v}`;
}

/** The project parameter the console uses: the default row (is_default 1), else the first. */
export const defaultParam = <T extends { is_default?: number | undefined }>(
  rows: readonly T[] | undefined,
): T | undefined => rows?.find((r) => r.is_default === 1) ?? rows?.[0];

/** Change of a rate against yesterday, for a hint ("较昨日 +1.2%"). */
export function versus(today: number | undefined, yesterday: number | undefined): string | undefined {
  if (today === undefined || yesterday === undefined) return undefined;
  const d = Number((today - yesterday).toFixed(2));
  return `较昨日 ${d > 0 ? '+' : ''}${d}%`;
}
