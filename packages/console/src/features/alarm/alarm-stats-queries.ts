// The dashboard calls of 报警管理 (001 §7.6): 报警闭环, 安全报警总览 and 长时间停留 — a queryOptions factory per read,
// the list loaders and the report exports.
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/platform/api';
import { pageOf, type ListLoadArgs } from '@/ui/list-screen';
import type { DateRange } from '@/lib/date-range';
import type { FilterValues } from '@/lib/list-params';
import { allAlarmQuery, allListQuery, closedLoopQuery, longWaitListQuery, longWaitRange } from './alarm-stats';
import {
  collectAllSecurityAlarmsQueryOptions,
  collectLongWaitAlarmsByAreaQueryOptions,
  collectRealtimeSecurityAlarmsQueryOptions,
  collectSecurityAlarmsByCompanyTeamQueryOptions,
  collectSecurityAlarmsBySubtypeQueryOptions,
  collectSecurityAlarmsTopAreasQueryOptions,
  getAlarmProcessingStatisticsQueryOptions,
  getAlarmStatisticsByMonthQueryOptions,
  getSecurityAlarmTimeRangeQueryOptions,
  listAlarmSituationByBranchCompanyQueryOptions,
  listSecurityAlarmTopHatsQueryOptions,
  listSecurityAlarmTypesQueryOptions,
} from '@site/sdk/query/alarms';

// ───────── 报警闭环 ─────────

export const closedLoopStatQuery = (orgId: number | undefined, range: DateRange) =>
  queryOptions({
    ...getAlarmProcessingStatisticsQueryOptions(api, { params: { query: closedLoopQuery(orgId, range) } }),
    select: (env) => env.data,
  });

export const closedLoopMonthQuery = (orgId: number | undefined, year: number) =>
  queryOptions({
    ...getAlarmStatisticsByMonthQueryOptions(api, { params: { query: { ...(orgId ? { orgId } : {}), year } } }),
    select: (env) => env.data ?? [],
  });

export const closedLoopOrgsQuery = (orgId: number | undefined, range: DateRange) =>
  queryOptions({
    ...listAlarmSituationByBranchCompanyQueryOptions(api, { params: { query: closedLoopQuery(orgId, range) } }),
  });

export const exportHeadReport = (orgId: number | undefined, range: DateRange) =>
  api.GET('/starSafety/alarmClosedLoop/export/headCompanyReport', { params: { query: closedLoopQuery(orgId, range) } });

export const exportBranchReport = (orgId: number | undefined, range: DateRange) =>
  api.GET('/starSafety/alarmClosedLoop/export/branchCompanyReport', {
    params: { query: closedLoopQuery(orgId, range) },
  });

// ───────── 安全报警总览 ─────────

export const alarmTypesQuery = () =>
  queryOptions({
    ...listSecurityAlarmTypesQueryOptions(api),
    select: (env) => env.data ?? [],
    staleTime: 10 * 60_000,
  });

export const allCollectQuery = (projectId: number | undefined, range: DateRange) =>
  queryOptions({
    ...collectAllSecurityAlarmsQueryOptions(api, { params: { query: allAlarmQuery(projectId, range) } }),
    select: (env) => env.data,
  });

export const subtypeQuery = (projectId: number | undefined, range: DateRange) =>
  queryOptions({
    ...collectSecurityAlarmsBySubtypeQueryOptions(api, { params: { query: allAlarmQuery(projectId, range) } }),
    select: (env) => env.data ?? [],
  });

export const TOP_K = 5;

export const topAreasQuery = (projectId: number | undefined, range: DateRange) =>
  queryOptions({
    ...collectSecurityAlarmsTopAreasQueryOptions(api, {
      params: { query: { ...allAlarmQuery(projectId, range), topk: TOP_K } },
    }),
    select: (env) => env.data ?? [],
  });

export const timeRangeQuery = (projectId: number | undefined, range: DateRange) =>
  queryOptions({
    ...getSecurityAlarmTimeRangeQueryOptions(api, { params: { query: allAlarmQuery(projectId, range) } }),
    select: (env) => env.data,
  });

export const companyTeamQuery = (projectId: number | undefined, range: DateRange) =>
  queryOptions({
    ...collectSecurityAlarmsByCompanyTeamQueryOptions(api, { params: { query: allAlarmQuery(projectId, range) } }),
    select: (env) => env.data ?? [],
  });

export const topHatsQuery = (projectId: number | undefined, range: DateRange) =>
  queryOptions({
    ...listSecurityAlarmTopHatsQueryOptions(api, {
      params: { query: { ...allAlarmQuery(projectId, range), topk: TOP_K } },
    }),
    select: (env) => env.data ?? [],
  });

/** The latest alarms, whatever the period (the real-time feed). */
export const realtimeQuery = (projectId: number | undefined) =>
  queryOptions({
    ...collectRealtimeSecurityAlarmsQueryOptions(api, {
      params: { query: { ...(projectId ? { project_id: projectId } : {}), topk: TOP_K } },
    }),
    select: (env) => env.data,
    refetchInterval: 60_000,
  });

/** 报警明细's `load`: the project's alarms in the period, a page at a time. */
export const loadAllAlarms =
  (projectId: number | undefined, range: DateRange) =>
  async ({ page, size, filters, signal }: ListLoadArgs) =>
    pageOf(
      await api.GET('/pc/security/alarm/all/list', {
        params: { query: allListQuery(projectId, range, filters, page, size) },
        signal,
      }),
    );

// ───────── 长时间停留 ─────────

export const longWaitAreasQuery = (projectId: number | undefined, filters: FilterValues) => {
  const query = longWaitRange(projectId, filters);
  return queryOptions({
    ...collectLongWaitAlarmsByAreaQueryOptions(api, { params: { query } }),
    select: (env) => env.data ?? [],
  });
};

/** 长时间停留明细's `load`. */
export const loadLongWait =
  (projectId: number | undefined) =>
  async ({ page, size, filters, signal }: ListLoadArgs) =>
    pageOf(
      await api.GET('/pc/security/alarm/longwt/list', {
        params: { query: longWaitListQuery(projectId, filters, page, size) },
        signal,
      }),
    );
