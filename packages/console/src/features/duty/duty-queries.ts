// One home per read call of the duty screens (seed 001 §7.1, /starSafety/duty and /duty): a queryOptions factory
// each, keyed by the operation and its parameters.
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/app/api';
import type { DateRange } from '@/lib/date-range';

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
    queryKey: ['listDutyBaseOrgs'],
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
    queryKey: ['listDutyProjects'],
    queryFn: async ({ signal }) => {
      const env = await api.GET('/starSafety/duty/project/list', { params: { query: {} }, signal });
      return env.data ?? [];
    },
    staleTime: 5 * 60_000,
  });

export const dutyUsersQuery = (projectId: number) =>
  queryOptions({
    queryKey: ['listDutyUsers', projectId],
    queryFn: async ({ signal }) => {
      const env = await api.GET('/starSafety/duty/user/list', { params: { query: { projectId } }, signal });
      return env.data ?? [];
    },
    enabled: projectId > 0,
  });

export const dutyBuildingsQuery = (projectId: number) =>
  queryOptions({
    queryKey: ['listDutyBuildings', projectId],
    queryFn: async ({ signal }) => {
      const env = await api.GET('/starSafety/duty/building/list', { params: { query: { projectId } }, signal });
      return env.data ?? [];
    },
    enabled: projectId > 0,
  });

export const thirtyDaysQuery = (scope: DutyScope) =>
  queryOptions({
    queryKey: ['getDutySituationInThirtyDays', scope],
    queryFn: async ({ signal }) => {
      const env = await api.GET('/starSafety/duty/record/dutySituationInThirtydays', {
        params: { query: scope },
        signal,
      });
      return env.data ?? [];
    },
  });

export const projectStatisticsQuery = (projectId: number, scope: DutyScope, range: DateRange) =>
  queryOptions({
    queryKey: ['getDutyProjectStatistics', projectId, scope.dutyType, range],
    queryFn: async ({ signal }) => {
      const env = await api.GET('/starSafety/duty/record/project/statistics', {
        params: { query: { projectId, dutyType: scope.dutyType, startDate: range.start, endDate: range.end } },
        signal,
      });
      return env.data ?? null;
    },
    enabled: projectId > 0,
  });

export const situationAnalysisQuery = (scope: DutyScope, range: DateRange) =>
  queryOptions({
    queryKey: ['getDutySituationAnalysis', scope, range],
    queryFn: async ({ signal }) => {
      const env = await api.GET('/starSafety/duty/record/dutySituationAnalysis', {
        params: { query: periodQuery(scope, range) },
        signal,
      });
      return env.data ?? null;
    },
  });

export const positionAnalysisQuery = (scope: DutyScope, range: DateRange) =>
  queryOptions({
    queryKey: ['getDutyPositionAnalysis', scope, range],
    queryFn: async ({ signal }) => {
      const env = await api.GET('/starSafety/duty/record/positionAnalysis', {
        params: { query: periodQuery(scope, range) },
        signal,
      });
      return env.data ?? [];
    },
  });

export const dutyAnalysisQuery = (scope: DutyScope, range: DateRange) =>
  queryOptions({
    queryKey: ['getDutyAnalysis', scope, range],
    queryFn: async ({ signal }) => {
      const env = await api.GET('/starSafety/duty/record/dutyAnalysis', {
        params: { query: periodQuery(scope, range) },
        signal,
      });
      return env.data ?? null;
    },
  });

export const blindSpotsQuery = (recordId: number) =>
  queryOptions({
    queryKey: ['getDutyRecordBlindSpots', recordId],
    queryFn: async ({ signal }) => {
      const env = await api.POST('/starSafety/duty/record/blind/get', { body: { recordId }, signal });
      return env.data ?? null;
    },
  });

export const keyPositionsQuery = (projectId: number | undefined, month: string) =>
  queryOptions({
    queryKey: ['listKeyPositionPerformanceBySubcontractor', projectId, month],
    queryFn: async ({ signal }) => {
      const env = await api.POST('/duty/performanceKeyPositionsSubcontractor', {
        body: projectId ? { projectId, month } : { month },
        signal,
      });
      return env.data ?? [];
    },
  });

/** A project's 打卡时段 (上午、下午), what the attendance rules count late and early from. */
export const attendanceTimesQuery = (projectId: number) =>
  queryOptions({
    queryKey: ['getAttendanceConfigTimes', projectId],
    queryFn: async ({ signal }) => {
      const env = await api.POST('/duty/configTimes/get', { body: { projectId }, signal });
      return env.data ?? null;
    },
    enabled: projectId > 0,
  });
