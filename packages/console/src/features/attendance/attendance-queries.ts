// The read calls of 考勤管理 (seed 001 §7.1), one home each: a queryOptions factory per call (key = operation +
// params). Paged lists are loaded by ListScreen itself; these are the dashboards' numbers, charts and dropdowns.
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/app/api';
import type { Range } from './attendance-model';

const OPTIONS_STALE = 10 * 60_000;

// ── /duty (管理人员考勤, JSON bodies) ──

export const panelQuery = (range: Range) =>
  queryOptions({
    queryKey: ['getAttendancePanel', range],
    queryFn: ({ signal }) => api.POST('/duty/appendance/panel', { body: range, signal }),
    select: (env) => env.data,
  });

export const barChartQuery = (range: Range) =>
  queryOptions({
    queryKey: ['getAttendanceBarChart', range],
    queryFn: ({ signal }) => api.POST('/duty/appendance/bar_chart', { body: range, signal }),
    select: (env) => env.data ?? [],
  });

export const abnormalStatsQuery = (range: Range) =>
  queryOptions({
    queryKey: ['getAttendanceAbnormalStats', range],
    queryFn: ({ signal }) => api.POST('/duty/appendance/abnormal', { body: range, signal }),
    select: (env) => env.data,
  });

export const departmentsQuery = () =>
  queryOptions({
    queryKey: ['listAttendanceDepartmentOptions'],
    queryFn: ({ signal }) => api.POST('/duty/departmentDropdown', { body: {}, signal }),
    select: (env) => (env.data ?? []).map((o) => ({ value: String(o.value), label: o.label })),
    staleTime: OPTIONS_STALE,
  });

export const personnelInfoQuery = (userId: number, month: string) =>
  queryOptions({
    queryKey: ['getAttendancePersonnelInfo', { userId, month }],
    queryFn: ({ signal }) => api.POST('/duty/personnelInfo', { body: { userId, month }, signal }),
    select: (env) => env.data,
  });

export const bySubcontractorQuery = (range: Range) =>
  queryOptions({
    queryKey: ['listManagerAttendanceBySubcontractor', range],
    queryFn: ({ signal }) => api.POST('/duty/attendanceManagementPersonnelBySubcontracting', { body: range, signal }),
    select: (env) => env.data ?? [],
  });

export const hatGateCountQuery = (date: string) =>
  queryOptions({
    queryKey: ['getHatAndGateAttendanceCount', { date }],
    queryFn: ({ signal }) => api.POST('/duty/attendance/hatAndGateCount', { body: { date }, signal }),
    select: (env) => env.data,
  });

// ── /pc/worker/attendancedetail (工人出勤, GET, snake_case) ──

export const todayQuery = () =>
  queryOptions({
    queryKey: ['getTodayWorkerAttendance'],
    queryFn: ({ signal }) => api.GET('/pc/worker/attendancedetail/todayattendance', { signal }),
    select: (env) => env.data,
  });

export const weekQuery = () =>
  queryOptions({
    queryKey: ['listWeekWorkerAttendance'],
    queryFn: ({ signal }) => api.GET('/pc/worker/attendancedetail/weekattendance', { signal }),
    select: (env) => env.data ?? [],
  });

export const top10Query = (date: string) =>
  queryOptions({
    queryKey: ['listTop10ProjectAttendanceRate', { date }],
    queryFn: ({ signal }) =>
      api.GET('/pc/worker/attendancedetail/top10attendancerate', { params: { query: { date } }, signal }),
    select: (env) => env.data ?? [],
  });

export const branchTodayQuery = (date: string) =>
  queryOptions({
    queryKey: ['listBranchAttendance', { date }],
    queryFn: ({ signal }) =>
      api.GET('/pc/worker/attendancedetail/subcompanyattendance', { params: { query: { date } }, signal }),
    select: (env) => env.data ?? [],
  });

export const packagesQuery = (date: string) =>
  queryOptions({
    queryKey: ['listTopAttendanceBySubcontractor', { date }],
    queryFn: ({ signal }) =>
      api.GET('/pc/worker/attendancedetail/topAttendanceByPackages', { params: { query: { date } }, signal }),
    select: (env) => env.data ?? [],
  });

export const avgWorkHoursQuery = (range: Range) =>
  queryOptions({
    queryKey: ['listProjectAvgWorkHours', range],
    queryFn: ({ signal }) =>
      api.GET('/pc/report/project/attendance/avgworkhours', {
        params: { query: { start_date: range.startDate, end_date: range.endDate } },
        signal,
      }),
    select: (env) => env.data ?? [],
  });

export const branchAverageQuery = (query: { start_date: string; end_date: string }) =>
  queryOptions({
    queryKey: ['listBranchAverageAttendanceStats', query],
    queryFn: ({ signal }) =>
      api.GET('/pc/worker/attendancedetail/subCompanyAverageAttendanceStats', { params: { query }, signal }),
    select: (env) => env.data ?? [],
  });

export const branchOptionsQuery = () =>
  queryOptions({
    queryKey: ['listAttendanceBranchOptions'],
    queryFn: ({ signal }) => api.GET('/pc/worker/attendancedetail/allSubOrg', { signal }),
    select: (env) => (env.data ?? []).map((o) => ({ value: String(o.value), label: o.label })),
    staleTime: OPTIONS_STALE,
  });

export const companyOptionsQuery = () =>
  queryOptions({
    queryKey: ['listAttendanceCompanyOptions'],
    queryFn: ({ signal }) => api.GET('/pc/worker/attendancedetail/allCompanyByProject', { signal }),
    select: (env) => (env.data ?? []).map((o) => ({ value: String(o.value), label: o.label })),
    staleTime: OPTIONS_STALE,
  });

export const teamOptionsQuery = () =>
  queryOptions({
    queryKey: ['listAttendanceTeamOptions'],
    queryFn: ({ signal }) => api.GET('/pc/worker/attendancedetail/allTeamByProject', { signal }),
    select: (env) => (env.data ?? []).map((o) => ({ value: String(o.value), label: o.label })),
    staleTime: OPTIONS_STALE,
  });

export const dayCheckQuery = (workerId: number, date: string) =>
  queryOptions({
    queryKey: ['getWorkerDayCheckDetail', { workerId, date }],
    queryFn: ({ signal }) =>
      api.GET('/pc/worker/day/check/detail', { params: { query: { worker_id: workerId, date } }, signal }),
    select: (env) => env.data,
  });
