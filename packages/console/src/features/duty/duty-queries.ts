// One home per read call of the duty screens (seed 001 §7.1, /starSafety/duty and /duty): a queryOptions factory
// each, keyed by the operation and its parameters.
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/app/api';
import type { DateRange } from '@/lib/date-range';
import {
  getDutyAnalysisQueryOptions,
  getDutyPositionAnalysisQueryOptions,
  getDutyProjectStatisticsQueryOptions,
  getDutyRecordBlindSpotsQueryOptions,
  getDutySituationAnalysisQueryOptions,
  getDutySituationInThirtyDaysQueryOptions,
  listDutyBuildingsQueryOptions,
  listDutyProjectsQueryOptions,
  listDutyUsersQueryOptions,
  listDutyBaseOrgsKey,
} from '@site/sdk/query/duty';
import { getAttendanceConfigTimesQueryOptions } from '@site/sdk/query/attendance';
import { listKeyPositionPerformanceBySubcontractorKey } from '@site/sdk/query/attendance';

/** What every duty statistic is filtered by: the organisation, 值班/带班 and the period. */
export interface DutyScope {
  orgId?: number | undefined;
  projectId?: number | undefined;
  dutyType?: 1 | 2 | undefined;
}

export const periodQuery = (scope: DutyScope, range: DateRange) => ({
  ...scope,
  startDate: range.start,
  endDate: range.end,
});

export const baseOrgsQuery = () =>
  queryOptions({
    // The key leaves out the random cache-buster the call sends.
    queryKey: listDutyBaseOrgsKey({ body: {} }),
    queryFn: async ({ signal }) => {
      const env = await api.POST('/orgdept/baseorg/list', {
        params: { query: { random: Math.random() } },
        body: {},
        signal,
      });
      return env.data ?? [];
    },
    staleTime: 5 * 60_000,
  });

export const dutyProjectsQuery = () =>
  queryOptions({
    ...listDutyProjectsQueryOptions(api, { params: { query: {} } }),
    select: (env) => env.data ?? [],
    staleTime: 5 * 60_000,
  });

export const dutyUsersQuery = (projectId: number) =>
  queryOptions({
    ...listDutyUsersQueryOptions(api, { params: { query: { projectId } } }),
    select: (env) => env.data ?? [],
    enabled: projectId > 0,
  });

export const dutyBuildingsQuery = (projectId: number) =>
  queryOptions({
    ...listDutyBuildingsQueryOptions(api, { params: { query: { projectId } } }),
    select: (env) => env.data ?? [],
    enabled: projectId > 0,
  });

export const thirtyDaysQuery = (scope: DutyScope) =>
  queryOptions({
    ...getDutySituationInThirtyDaysQueryOptions(api, { params: { query: scope } }),
    select: (env) => env.data ?? [],
  });

export const projectStatisticsQuery = (projectId: number, scope: DutyScope, range: DateRange) =>
  queryOptions({
    ...getDutyProjectStatisticsQueryOptions(api, {
      params: { query: { projectId, dutyType: scope.dutyType, startDate: range.start, endDate: range.end } },
    }),
    select: (env) => env.data ?? null,
    enabled: projectId > 0,
  });

export const situationAnalysisQuery = (scope: DutyScope, range: DateRange) =>
  queryOptions({
    ...getDutySituationAnalysisQueryOptions(api, { params: { query: periodQuery(scope, range) } }),
    select: (env) => env.data ?? null,
  });

export const positionAnalysisQuery = (scope: DutyScope, range: DateRange) =>
  queryOptions({
    ...getDutyPositionAnalysisQueryOptions(api, { params: { query: periodQuery(scope, range) } }),
    select: (env) => env.data ?? [],
  });

export const dutyAnalysisQuery = (scope: DutyScope, range: DateRange) =>
  queryOptions({
    ...getDutyAnalysisQueryOptions(api, { params: { query: periodQuery(scope, range) } }),
    select: (env) => env.data ?? null,
  });

export const blindSpotsQuery = (recordId: number) =>
  queryOptions({
    ...getDutyRecordBlindSpotsQueryOptions(api, { body: { recordId } }),
    select: (env) => env.data ?? null,
  });

const keyPositionsBody = (projectId: number | undefined, month: string) =>
  projectId ? { projectId, month } : { month };

export const keyPositionsQuery = (projectId: number | undefined, month: string) =>
  queryOptions({
    // Cached as the rows (the table pages them with fetchQuery), under the call's generated key.
    queryKey: listKeyPositionPerformanceBySubcontractorKey({ body: keyPositionsBody(projectId, month) }),
    queryFn: async ({ signal }) => {
      const env = await api.POST('/duty/performanceKeyPositionsSubcontractor', {
        body: keyPositionsBody(projectId, month),
        signal,
      });
      return env.data ?? [];
    },
  });

/** A project's 打卡时段 (上午、下午), what the attendance rules count late and early from. */
export const attendanceTimesQuery = (projectId: number) =>
  queryOptions({
    ...getAttendanceConfigTimesQueryOptions(api, { body: { projectId } }),
    select: (env) => env.data ?? null,
    enabled: projectId > 0,
  });
