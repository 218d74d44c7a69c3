// The read calls of 考勤管理 (seed 001 §7.1), one home each: a queryOptions factory per call (key = operation +
// params). Paged lists are loaded by ListScreen itself; these are the dashboards' numbers, charts and dropdowns.
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/app/api';
import type { Range } from './attendance-model';
import {
  getAttendanceAbnormalStatsQueryOptions,
  getAttendanceBarChartQueryOptions,
  getAttendancePanelQueryOptions,
  getAttendancePersonnelInfoQueryOptions,
  getHatAndGateAttendanceCountQueryOptions,
  getTodayWorkerAttendanceQueryOptions,
  getWorkerDayCheckDetailQueryOptions,
  listAttendanceBranchOptionsQueryOptions,
  listAttendanceCompanyOptionsQueryOptions,
  listAttendanceDepartmentOptionsQueryOptions,
  listAttendanceTeamOptionsQueryOptions,
  listBranchAttendanceQueryOptions,
  listBranchAverageAttendanceStatsQueryOptions,
  listManagerAttendanceBySubcontractorQueryOptions,
  listProjectAvgWorkHoursQueryOptions,
  listTop10ProjectAttendanceRateQueryOptions,
  listTopAttendanceBySubcontractorQueryOptions,
  listWeekWorkerAttendanceQueryOptions,
} from '@site/sdk/query/attendance';

const OPTIONS_STALE = 10 * 60_000;

// ── /duty (管理人员考勤, JSON bodies) ──

export const panelQuery = (range: Range) =>
  queryOptions({
    ...getAttendancePanelQueryOptions(api, { body: range }),
    select: (env) => env.data,
  });

export const barChartQuery = (range: Range) =>
  queryOptions({
    ...getAttendanceBarChartQueryOptions(api, { body: range }),
    select: (env) => env.data ?? [],
  });

export const abnormalStatsQuery = (range: Range) =>
  queryOptions({
    ...getAttendanceAbnormalStatsQueryOptions(api, { body: range }),
    select: (env) => env.data,
  });

export const departmentsQuery = () =>
  queryOptions({
    ...listAttendanceDepartmentOptionsQueryOptions(api, { body: {} }),
    select: (env) => (env.data ?? []).map((o) => ({ value: String(o.value), label: o.label })),
    staleTime: OPTIONS_STALE,
  });

export const personnelInfoQuery = (userId: number, month: string) =>
  queryOptions({
    ...getAttendancePersonnelInfoQueryOptions(api, { body: { userId, month } }),
    select: (env) => env.data,
  });

export const bySubcontractorQuery = (range: Range) =>
  queryOptions({
    ...listManagerAttendanceBySubcontractorQueryOptions(api, { body: range }),
    select: (env) => env.data ?? [],
  });

export const hatGateCountQuery = (date: string) =>
  queryOptions({
    ...getHatAndGateAttendanceCountQueryOptions(api, { body: { date } }),
    select: (env) => env.data,
  });

// ── /pc/worker/attendancedetail (工人出勤, GET, snake_case) ──

export const todayQuery = () =>
  queryOptions({
    ...getTodayWorkerAttendanceQueryOptions(api),
    select: (env) => env.data,
  });

export const weekQuery = () =>
  queryOptions({
    ...listWeekWorkerAttendanceQueryOptions(api),
    select: (env) => env.data ?? [],
  });

export const top10Query = (date: string) =>
  queryOptions({
    ...listTop10ProjectAttendanceRateQueryOptions(api, { params: { query: { date } } }),
    select: (env) => env.data ?? [],
  });

export const branchTodayQuery = (date: string) =>
  queryOptions({
    ...listBranchAttendanceQueryOptions(api, { params: { query: { date } } }),
    select: (env) => env.data ?? [],
  });

export const packagesQuery = (date: string) =>
  queryOptions({
    ...listTopAttendanceBySubcontractorQueryOptions(api, { params: { query: { date } } }),
    select: (env) => env.data ?? [],
  });

export const avgWorkHoursQuery = (range: Range) =>
  queryOptions({
    ...listProjectAvgWorkHoursQueryOptions(api, {
      params: { query: { start_date: range.startDate, end_date: range.endDate } },
    }),
    select: (env) => env.data ?? [],
  });

export const branchAverageQuery = (query: { start_date: string; end_date: string }) =>
  queryOptions({
    ...listBranchAverageAttendanceStatsQueryOptions(api, { params: { query } }),
    select: (env) => env.data ?? [],
  });

export const branchOptionsQuery = () =>
  queryOptions({
    ...listAttendanceBranchOptionsQueryOptions(api),
    select: (env) => (env.data ?? []).map((o) => ({ value: String(o.value), label: o.label })),
    staleTime: OPTIONS_STALE,
  });

export const companyOptionsQuery = () =>
  queryOptions({
    ...listAttendanceCompanyOptionsQueryOptions(api),
    select: (env) => (env.data ?? []).map((o) => ({ value: String(o.value), label: o.label })),
    staleTime: OPTIONS_STALE,
  });

export const teamOptionsQuery = () =>
  queryOptions({
    ...listAttendanceTeamOptionsQueryOptions(api),
    select: (env) => (env.data ?? []).map((o) => ({ value: String(o.value), label: o.label })),
    staleTime: OPTIONS_STALE,
  });

export const dayCheckQuery = (workerId: number, date: string) =>
  queryOptions({
    ...getWorkerDayCheckDetailQueryOptions(api, { params: { query: { worker_id: workerId, date } } }),
    select: (env) => env.data,
  });
