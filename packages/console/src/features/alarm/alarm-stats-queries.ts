// The dashboard calls of 报警管理 (001 §7.6): 报警闭环, 安全报警总览 and 长时间停留 — a queryOptions factory per read,
// the list loaders and the report exports.
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/app/api';
import type { DateRange } from '@/lib/date-range';
import type { FilterValues } from '@/lib/list-params';
import { allAlarmQuery, allListQuery, closedLoopQuery, longWaitListQuery, longWaitRange } from './alarm-stats';

// ───────── 报警闭环 ─────────

export const closedLoopStatQuery = (orgId: number | undefined, range: DateRange) =>
  queryOptions({
    queryKey: ['getAlarmProcessingStatistics', { orgId }, range],
    queryFn: ({ signal }) =>
      api.GET('/starSafety/alarmClosedLoop/alarmProcessingStatistics', {
        params: { query: closedLoopQuery(orgId, range) },
        signal,
      }),
    select: (env) => env.data,
  });

export const closedLoopMonthQuery = (orgId: number | undefined, year: number) =>
  queryOptions({
    queryKey: ['getAlarmStatisticsByMonth', { orgId, year }],
    queryFn: ({ signal }) =>
      api.GET('/starSafety/alarmClosedLoop/alarmStatisticsByMonth', {
        params: { query: { ...(orgId ? { orgId } : {}), year } },
        signal,
      }),
    select: (env) => env.data ?? [],
  });

export const closedLoopOrgsQuery = (orgId: number | undefined, range: DateRange) =>
  queryOptions({
    queryKey: ['listAlarmSituationByBranchCompany', { orgId }, range],
    queryFn: ({ signal }) =>
      api.GET('/starSafety/alarmClosedLoop/alarmSituationEachBranchCompany', {
        params: { query: closedLoopQuery(orgId, range) },
        signal,
      }),
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
    queryKey: ['listSecurityAlarmTypes'],
    queryFn: ({ signal }) => api.GET('/pc/security/alarm/type/list', { signal }),
    select: (env) => env.data ?? [],
    staleTime: 10 * 60_000,
  });

export const allCollectQuery = (projectId: number | undefined, range: DateRange) =>
  queryOptions({
    queryKey: ['collectAllSecurityAlarms', { projectId }, range],
    queryFn: ({ signal }) =>
      api.GET('/pc/security/alarm/all/collect', { params: { query: allAlarmQuery(projectId, range) }, signal }),
    select: (env) => env.data,
  });

export const subtypeQuery = (projectId: number | undefined, range: DateRange) =>
  queryOptions({
    queryKey: ['collectSecurityAlarmsBySubtype', { projectId }, range],
    queryFn: ({ signal }) =>
      api.GET('/pc/security/alarm/all/subtype/collect', {
        params: { query: allAlarmQuery(projectId, range) },
        signal,
      }),
    select: (env) => env.data ?? [],
  });

export const TOP_K = 5;

export const topAreasQuery = (projectId: number | undefined, range: DateRange) =>
  queryOptions({
    queryKey: ['collectSecurityAlarmsTopAreas', { projectId, topk: TOP_K }, range],
    queryFn: ({ signal }) =>
      api.GET('/pc/security/alarm/all/area/topk/collect', {
        params: { query: { ...allAlarmQuery(projectId, range), topk: TOP_K } },
        signal,
      }),
    select: (env) => env.data ?? [],
  });

export const timeRangeQuery = (projectId: number | undefined, range: DateRange) =>
  queryOptions({
    queryKey: ['getSecurityAlarmTimeRange', { projectId }, range],
    queryFn: ({ signal }) =>
      api.GET('/pc/security/alarm/all/timerange', { params: { query: allAlarmQuery(projectId, range) }, signal }),
    select: (env) => env.data,
  });

export const companyTeamQuery = (projectId: number | undefined, range: DateRange) =>
  queryOptions({
    queryKey: ['collectSecurityAlarmsByCompanyTeam', { projectId }, range],
    queryFn: ({ signal }) =>
      api.GET('/pc/security/alarm/all/companyteam/collect', {
        params: { query: allAlarmQuery(projectId, range) },
        signal,
      }),
    select: (env) => env.data ?? [],
  });

export const topHatsQuery = (projectId: number | undefined, range: DateRange) =>
  queryOptions({
    queryKey: ['listSecurityAlarmTopHats', { projectId, topk: TOP_K }, range],
    queryFn: ({ signal }) =>
      api.GET('/pc/security/alarm/all/hat/topk/list', {
        params: { query: { ...allAlarmQuery(projectId, range), topk: TOP_K } },
        signal,
      }),
    select: (env) => env.data ?? [],
  });

/** The latest alarms, whatever the period (the real-time feed). */
export const realtimeQuery = (projectId: number | undefined) =>
  queryOptions({
    queryKey: ['collectRealtimeSecurityAlarms', { projectId, topk: TOP_K }],
    queryFn: ({ signal }) =>
      api.GET('/pc/security/alarm/all/realtime/collect', {
        params: { query: { ...(projectId ? { project_id: projectId } : {}), topk: TOP_K } },
        signal,
      }),
    select: (env) => env.data,
    refetchInterval: 60_000,
  });

export const loadAllAlarms = (
  projectId: number | undefined,
  range: DateRange,
  filters: FilterValues,
  page: number,
  size: number,
  signal?: AbortSignal,
) =>
  api.GET('/pc/security/alarm/all/list', {
    params: { query: allListQuery(projectId, range, filters, page, size) },
    signal,
  });

// ───────── 长时间停留 ─────────

export const longWaitAreasQuery = (projectId: number | undefined, filters: FilterValues) => {
  const query = longWaitRange(projectId, filters);
  return queryOptions({
    queryKey: ['collectLongWaitAlarmsByArea', query],
    queryFn: ({ signal }) => api.GET('/pc/security/alarm/longwt/area/collect', { params: { query }, signal }),
    select: (env) => env.data ?? [],
  });
};

export const loadLongWait = (
  projectId: number | undefined,
  filters: FilterValues,
  page: number,
  size: number,
  signal?: AbortSignal,
) =>
  api.GET('/pc/security/alarm/longwt/list', {
    params: { query: longWaitListQuery(projectId, filters, page, size) },
    signal,
  });
