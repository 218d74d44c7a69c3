// The read calls of the home dashboards (001 §7.6), one queryOptions factory each (key = operation + params).
// Dashboard reads are silent: each card shows its own error, so one failed call does not toast over the page.
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/app/api';
import type { Range, RankSort } from './home-scope';

type Org = { orgId?: number | undefined };
type Project = { project_id?: number | undefined };
type Days = 7 | 30;
const silent = true;

// ───────── 组织首页 ─────────

export const orgCollectQuery = (orgId?: number) =>
  queryOptions({
    queryKey: ['getOrgHomeCollect', { orgId }],
    queryFn: ({ signal }) => api.GET('/pc/org/index/collect', { params: { query: { orgId } }, signal, silent }),
    select: (env) => env.data,
  });

export const orgProjectRankQuery = (q: Org & { sort_by: RankSort }) =>
  queryOptions({
    queryKey: ['listOrgHomeProjectRank', q],
    queryFn: ({ signal }) => api.GET('/pc/org/index/project/rank', { params: { query: q }, signal, silent }),
    select: (env) => env.data ?? [],
  });

export const orgWorkerTrendQuery = (q: Org & { days: Days }) =>
  queryOptions({
    queryKey: ['getOrgHomeWorkerTrend', q],
    queryFn: ({ signal }) => api.GET('/pc/org/index/worker/trend', { params: { query: q }, signal, silent }),
    select: (env) => env.data,
  });

export const orgWagesQuery = (q: Org & { period?: string | undefined }) =>
  queryOptions({
    queryKey: ['getOrgHomeWagesCollect', q],
    queryFn: ({ signal }) => api.GET('/pc/org/index/wages/collect', { params: { query: q }, signal, silent }),
    select: (env) => env.data ?? [],
  });

export const orgProjectMapQuery = (orgId?: number) =>
  queryOptions({
    queryKey: ['listOrgHomeProjectMap', { orgId }],
    queryFn: ({ signal }) => api.GET('/pc/org/index/project/map', { params: { query: { orgId } }, signal, silent }),
    select: (env) => env.data ?? [],
  });

export const orgAlarmsQuery = (
  q: Org & { type?: number | undefined; status?: number | undefined; pageNum: number; pageSize: number },
) =>
  queryOptions({
    queryKey: ['listOrgHomeAlarms', q],
    queryFn: ({ signal }) => api.GET('/pc/org/alarm/list', { params: { query: q }, signal, silent }),
    select: (env) => env.data,
  });

export const orgAlarmCollectQuery = (orgId?: number) =>
  queryOptions({
    queryKey: ['getOrgHomeAlarmCollect', { orgId }],
    queryFn: ({ signal }) => api.GET('/pc/org/alarm/collect', { params: { query: { orgId } }, signal, silent }),
    select: (env) => env.data,
  });

export const orgTypeStatusQuery = (orgId?: number) =>
  queryOptions({
    queryKey: ['getOrgHomeProjectTypeStatus', { orgId }],
    queryFn: ({ signal }) =>
      api.GET('/pc/org/project/typestatus/collect', { params: { query: { orgId } }, signal, silent }),
    select: (env) => env.data,
  });

export const orgBranchTroublesQuery = (q: Org & Partial<Range>) =>
  queryOptions({
    queryKey: ['listOrgHomeBranchTroubles', q],
    queryFn: ({ signal }) => api.GET('/pc/org/branch/trouble/collect', { params: { query: q }, signal, silent }),
    select: (env) => env.data ?? [],
  });

export const orgAttendanceQuery = (orgId?: number) =>
  queryOptions({
    queryKey: ['getOrgHomeAttendanceCollect', { orgId }],
    queryFn: ({ signal }) => api.GET('/pc/org/attendance/collect', { params: { query: { orgId } }, signal, silent }),
    select: (env) => env.data,
  });

export const projectParamsQuery = (project_id?: number) =>
  queryOptions({
    queryKey: ['listProjectParams', { project_id }],
    queryFn: ({ signal }) => api.GET('/pc/params/select/list', { params: { query: { project_id } }, signal, silent }),
    select: (env) => env.data ?? [],
  });

// Helmet figures of the helmets area shown on the homes (001 §7.4: /pc/org/hat/*).
export const branchUnwearQuery = (org_id?: number) =>
  queryOptions({
    queryKey: ['collectBranchHelmetUnwear', { org_id }],
    queryFn: ({ signal }) =>
      api.GET('/pc/org/hat/branunwearchcollect', { params: { query: { org_id } }, signal, silent }),
    select: (env) => env.data ?? [],
  });

export const unwearQuery = (q: { org_id?: number | undefined } & Project) =>
  queryOptions({
    queryKey: ['collectHelmetUnwear', q],
    queryFn: ({ signal }) => api.GET('/pc/org/hat/unwearcollect', { params: { query: q }, signal, silent }),
    select: (env) => env.data,
  });

// ───────── 项目首页 ─────────

export const projectCollectQuery = (project_id?: number) =>
  queryOptions({
    queryKey: ['getProjectHomeCollect', { project_id }],
    queryFn: ({ signal }) =>
      api.GET('/pc/project/index/collect', { params: { query: { project_id } }, signal, silent }),
    select: (env) => env.data,
  });

export const projectAttendanceTrendQuery = (q: Project & { days: Days }) =>
  queryOptions({
    queryKey: ['listProjectHomeAttendanceTrend', q],
    queryFn: ({ signal }) => api.GET('/pc/project/index/attendance/trend', { params: { query: q }, signal, silent }),
    select: (env) => env.data ?? [],
  });

export const projectTeamRankQuery = (q: Project & { topk: number }) =>
  queryOptions({
    queryKey: ['listProjectHomeTeamRank', q],
    queryFn: ({ signal }) => api.GET('/pc/project/index/team/rank', { params: { query: q }, signal, silent }),
    select: (env) => env.data ?? [],
  });

export const projectCompanyOnsiteQuery = (project_id?: number) =>
  queryOptions({
    queryKey: ['listProjectHomeCompanyOnsite', { project_id }],
    queryFn: ({ signal }) =>
      api.GET('/pc/project/index/company/collect', { params: { query: { project_id } }, signal, silent }),
    select: (env) => env.data ?? [],
  });

export const projectWorkTypeQuery = (project_id?: number) =>
  queryOptions({
    queryKey: ['listProjectHomeWorkTypeOnsite', { project_id }],
    queryFn: ({ signal }) =>
      api.GET('/pc/project/index/worktype/collect', { params: { query: { project_id } }, signal, silent }),
    select: (env) => env.data ?? [],
  });

export const projectAlarmTrendQuery = (q: Project & { days: Days }) =>
  queryOptions({
    queryKey: ['getProjectHomeAlarmTrend', q],
    queryFn: ({ signal }) => api.GET('/pc/project/index/alarm/trend', { params: { query: q }, signal, silent }),
    select: (env) => env.data,
  });

export const projectTroubleQuery = (q: Project & Partial<Range>) =>
  queryOptions({
    queryKey: ['getProjectHomeTroubleCollect', q],
    queryFn: ({ signal }) => api.GET('/pc/project/index/trouble/collect', { params: { query: q }, signal, silent }),
    select: (env) => env.data,
  });

export const projectWagesQuery = (project_id?: number) =>
  queryOptions({
    queryKey: ['listProjectHomeWagesMonths', { project_id }],
    queryFn: ({ signal }) =>
      api.GET('/pc/project/index/wages/collect', { params: { query: { project_id } }, signal, silent }),
    select: (env) => env.data ?? [],
  });

export const projectRealtimeQuery = (q: Project & { topk: number }) =>
  queryOptions({
    queryKey: ['listProjectHomeRealtime', q],
    queryFn: ({ signal }) => api.GET('/pc/project/index/realtime/list', { params: { query: q }, signal, silent }),
    select: (env) => env.data ?? [],
  });

// ───────── 数据看板 ─────────

type Scope = Org & Project;

export const databoardOverviewQuery = (q: Scope) =>
  queryOptions({
    queryKey: ['getDataboardOverview', q],
    queryFn: ({ signal }) => api.GET('/pc/databoard/overview', { params: { query: q }, signal, silent }),
    select: (env) => env.data,
  });

export const databoardAgeQuery = (q: Scope) =>
  queryOptions({
    queryKey: ['listDataboardWorkerAge', q],
    queryFn: ({ signal }) => api.GET('/pc/databoard/worker/age', { params: { query: q }, signal, silent }),
    select: (env) => env.data ?? [],
  });

export const databoardOriginQuery = (q: Scope) =>
  queryOptions({
    queryKey: ['listDataboardWorkerOrigin', q],
    queryFn: ({ signal }) => api.GET('/pc/databoard/worker/origin', { params: { query: q }, signal, silent }),
    select: (env) => env.data ?? [],
  });

export const databoardWorkTypeQuery = (q: Scope) =>
  queryOptions({
    queryKey: ['listDataboardWorkerWorkType', q],
    queryFn: ({ signal }) => api.GET('/pc/databoard/worker/worktype', { params: { query: q }, signal, silent }),
    select: (env) => env.data ?? [],
  });

export const databoardAttendanceQuery = (q: Scope) =>
  queryOptions({
    queryKey: ['getDataboardAttendanceMonthly', q],
    queryFn: ({ signal }) => api.GET('/pc/databoard/attendance/month', { params: { query: q }, signal, silent }),
    select: (env) => env.data,
  });

export const databoardWagesQuery = (q: Scope) =>
  queryOptions({
    queryKey: ['getDataboardWagesMonthly', q],
    queryFn: ({ signal }) => api.GET('/pc/databoard/wages/month', { params: { query: q }, signal, silent }),
    select: (env) => env.data,
  });

// ───────── 劳务项目看板 ─────────

export const laborProjectsQuery = (orgId?: number) =>
  queryOptions({
    queryKey: ['listLaborProjects', { orgId }],
    queryFn: ({ signal }) =>
      api.GET('/starSafety/laborProject/projectList', { params: { query: { orgId } }, signal, silent }),
    select: (env) => env.data ?? [],
  });

export const laborOverviewQuery = (projectId?: number) =>
  queryOptions({
    queryKey: ['getLaborProjectOverview', { projectId }],
    queryFn: ({ signal }) =>
      api.GET('/starSafety/laborProject/overview', { params: { query: { projectId } }, signal, silent }),
    select: (env) => env.data,
  });

export const laborCompaniesQuery = (projectId?: number) =>
  queryOptions({
    queryKey: ['listLaborProjectCompanies', { projectId }],
    queryFn: ({ signal }) =>
      api.GET('/starSafety/laborProject/companyList', { params: { query: { projectId } }, signal, silent }),
    select: (env) => env.data ?? [],
  });

export const laborTeamsQuery = (q: { projectId?: number | undefined; companyId?: number | undefined }) =>
  queryOptions({
    queryKey: ['listLaborProjectTeams', q],
    queryFn: ({ signal }) => api.GET('/starSafety/laborProject/teamList', { params: { query: q }, signal, silent }),
    select: (env) => env.data ?? [],
  });

export const laborEntryExitQuery = (q: { projectId?: number | undefined } & Partial<Range>) =>
  queryOptions({
    queryKey: ['listLaborProjectEntryExitTrend', q],
    queryFn: ({ signal }) =>
      api.GET('/starSafety/laborProject/entryExitTrend', { params: { query: q }, signal, silent }),
    select: (env) => env.data ?? [],
  });
