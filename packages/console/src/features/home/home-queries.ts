// The read calls of the home dashboards (001 §7.6), one queryOptions factory each (key = operation + params).
// Dashboard reads are silent: each card shows its own error, so one failed call does not toast over the page.
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/app/api';
import type { Range, RankSort } from './home-scope';
import {
  getDataboardAttendanceMonthlyQueryOptions,
  getDataboardOverviewQueryOptions,
  getDataboardWagesMonthlyQueryOptions,
  getLaborProjectOverviewQueryOptions,
  getOrgHomeAlarmCollectQueryOptions,
  getOrgHomeAttendanceCollectQueryOptions,
  getOrgHomeCollectQueryOptions,
  getOrgHomeProjectTypeStatusQueryOptions,
  getOrgHomeWagesCollectQueryOptions,
  getOrgHomeWorkerTrendQueryOptions,
  getProjectHomeAlarmTrendQueryOptions,
  getProjectHomeCollectQueryOptions,
  getProjectHomeTroubleCollectQueryOptions,
  listDataboardWorkerAgeQueryOptions,
  listDataboardWorkerOriginQueryOptions,
  listDataboardWorkerWorkTypeQueryOptions,
  listLaborProjectCompaniesQueryOptions,
  listLaborProjectEntryExitTrendQueryOptions,
  listLaborProjectTeamsQueryOptions,
  listLaborProjectsQueryOptions,
  listOrgHomeAlarmsQueryOptions,
  listOrgHomeBranchTroublesQueryOptions,
  listOrgHomeProjectMapQueryOptions,
  listOrgHomeProjectRankQueryOptions,
  listProjectHomeAttendanceTrendQueryOptions,
  listProjectHomeCompanyOnsiteQueryOptions,
  listProjectHomeRealtimeQueryOptions,
  listProjectHomeTeamRankQueryOptions,
  listProjectHomeWagesMonthsQueryOptions,
  listProjectHomeWorkTypeOnsiteQueryOptions,
  listProjectParamsQueryOptions,
} from '@site/sdk/query/home';
import { collectBranchHelmetUnwearQueryOptions, collectHelmetUnwearQueryOptions } from '@site/sdk/query/helmets';

type Org = { orgId?: number | undefined };
type Project = { project_id?: number | undefined };
type Days = 7 | 30;
const silent = true;

// ───────── 组织首页 ─────────

export const orgCollectQuery = (orgId?: number) =>
  queryOptions({
    ...getOrgHomeCollectQueryOptions(api, { params: { query: { orgId } } }, { call: { silent } }),
    select: (env) => env.data,
  });

export const orgProjectRankQuery = (q: Org & { sort_by: RankSort }) =>
  queryOptions({
    ...listOrgHomeProjectRankQueryOptions(api, { params: { query: q } }, { call: { silent } }),
    select: (env) => env.data ?? [],
  });

export const orgWorkerTrendQuery = (q: Org & { days: Days }) =>
  queryOptions({
    ...getOrgHomeWorkerTrendQueryOptions(api, { params: { query: q } }, { call: { silent } }),
    select: (env) => env.data,
  });

export const orgWagesQuery = (q: Org & { period?: string | undefined }) =>
  queryOptions({
    ...getOrgHomeWagesCollectQueryOptions(api, { params: { query: q } }, { call: { silent } }),
    select: (env) => env.data ?? [],
  });

export const orgProjectMapQuery = (orgId?: number) =>
  queryOptions({
    ...listOrgHomeProjectMapQueryOptions(api, { params: { query: { orgId } } }, { call: { silent } }),
    select: (env) => env.data ?? [],
  });

export const orgAlarmsQuery = (
  q: Org & { type?: number | undefined; status?: number | undefined; pageNum: number; pageSize: number },
) =>
  queryOptions({
    ...listOrgHomeAlarmsQueryOptions(api, { params: { query: q } }, { call: { silent } }),
    select: (env) => env.data,
  });

export const orgAlarmCollectQuery = (orgId?: number) =>
  queryOptions({
    ...getOrgHomeAlarmCollectQueryOptions(api, { params: { query: { orgId } } }, { call: { silent } }),
    select: (env) => env.data,
  });

export const orgTypeStatusQuery = (orgId?: number) =>
  queryOptions({
    ...getOrgHomeProjectTypeStatusQueryOptions(api, { params: { query: { orgId } } }, { call: { silent } }),
    select: (env) => env.data,
  });

export const orgBranchTroublesQuery = (q: Org & Partial<Range>) =>
  queryOptions({
    ...listOrgHomeBranchTroublesQueryOptions(api, { params: { query: q } }, { call: { silent } }),
    select: (env) => env.data ?? [],
  });

export const orgAttendanceQuery = (orgId?: number) =>
  queryOptions({
    ...getOrgHomeAttendanceCollectQueryOptions(api, { params: { query: { orgId } } }, { call: { silent } }),
    select: (env) => env.data,
  });

export const projectParamsQuery = (project_id?: number) =>
  queryOptions({
    ...listProjectParamsQueryOptions(api, { params: { query: { project_id } } }, { call: { silent } }),
    select: (env) => env.data ?? [],
  });

// Helmet figures of the helmets area shown on the homes (001 §7.4: /pc/org/hat/*).
export const branchUnwearQuery = (org_id?: number) =>
  queryOptions({
    ...collectBranchHelmetUnwearQueryOptions(api, { params: { query: { org_id } } }, { call: { silent } }),
    select: (env) => env.data ?? [],
  });

export const unwearQuery = (q: { org_id?: number | undefined } & Project) =>
  queryOptions({
    ...collectHelmetUnwearQueryOptions(api, { params: { query: q } }, { call: { silent } }),
    select: (env) => env.data,
  });

// ───────── 项目首页 ─────────

export const projectCollectQuery = (project_id?: number) =>
  queryOptions({
    ...getProjectHomeCollectQueryOptions(api, { params: { query: { project_id } } }, { call: { silent } }),
    select: (env) => env.data,
  });

export const projectAttendanceTrendQuery = (q: Project & { days: Days }) =>
  queryOptions({
    ...listProjectHomeAttendanceTrendQueryOptions(api, { params: { query: q } }, { call: { silent } }),
    select: (env) => env.data ?? [],
  });

export const projectTeamRankQuery = (q: Project & { topk: number }) =>
  queryOptions({
    ...listProjectHomeTeamRankQueryOptions(api, { params: { query: q } }, { call: { silent } }),
    select: (env) => env.data ?? [],
  });

export const projectCompanyOnsiteQuery = (project_id?: number) =>
  queryOptions({
    ...listProjectHomeCompanyOnsiteQueryOptions(api, { params: { query: { project_id } } }, { call: { silent } }),
    select: (env) => env.data ?? [],
  });

export const projectWorkTypeQuery = (project_id?: number) =>
  queryOptions({
    ...listProjectHomeWorkTypeOnsiteQueryOptions(api, { params: { query: { project_id } } }, { call: { silent } }),
    select: (env) => env.data ?? [],
  });

export const projectAlarmTrendQuery = (q: Project & { days: Days }) =>
  queryOptions({
    ...getProjectHomeAlarmTrendQueryOptions(api, { params: { query: q } }, { call: { silent } }),
    select: (env) => env.data,
  });

export const projectTroubleQuery = (q: Project & Partial<Range>) =>
  queryOptions({
    ...getProjectHomeTroubleCollectQueryOptions(api, { params: { query: q } }, { call: { silent } }),
    select: (env) => env.data,
  });

export const projectWagesQuery = (project_id?: number) =>
  queryOptions({
    ...listProjectHomeWagesMonthsQueryOptions(api, { params: { query: { project_id } } }, { call: { silent } }),
    select: (env) => env.data ?? [],
  });

export const projectRealtimeQuery = (q: Project & { topk: number }) =>
  queryOptions({
    ...listProjectHomeRealtimeQueryOptions(api, { params: { query: q } }, { call: { silent } }),
    select: (env) => env.data ?? [],
  });

// ───────── 数据看板 ─────────

type Scope = Org & Project;

export const databoardOverviewQuery = (q: Scope) =>
  queryOptions({
    ...getDataboardOverviewQueryOptions(api, { params: { query: q } }, { call: { silent } }),
    select: (env) => env.data,
  });

export const databoardAgeQuery = (q: Scope) =>
  queryOptions({
    ...listDataboardWorkerAgeQueryOptions(api, { params: { query: q } }, { call: { silent } }),
    select: (env) => env.data ?? [],
  });

export const databoardOriginQuery = (q: Scope) =>
  queryOptions({
    ...listDataboardWorkerOriginQueryOptions(api, { params: { query: q } }, { call: { silent } }),
    select: (env) => env.data ?? [],
  });

export const databoardWorkTypeQuery = (q: Scope) =>
  queryOptions({
    ...listDataboardWorkerWorkTypeQueryOptions(api, { params: { query: q } }, { call: { silent } }),
    select: (env) => env.data ?? [],
  });

export const databoardAttendanceQuery = (q: Scope) =>
  queryOptions({
    ...getDataboardAttendanceMonthlyQueryOptions(api, { params: { query: q } }, { call: { silent } }),
    select: (env) => env.data,
  });

export const databoardWagesQuery = (q: Scope) =>
  queryOptions({
    ...getDataboardWagesMonthlyQueryOptions(api, { params: { query: q } }, { call: { silent } }),
    select: (env) => env.data,
  });

// ───────── 劳务项目看板 ─────────

export const laborProjectsQuery = (orgId?: number) =>
  queryOptions({
    ...listLaborProjectsQueryOptions(api, { params: { query: { orgId } } }, { call: { silent } }),
    select: (env) => env.data ?? [],
  });

export const laborOverviewQuery = (projectId?: number) =>
  queryOptions({
    ...getLaborProjectOverviewQueryOptions(api, { params: { query: { projectId } } }, { call: { silent } }),
    select: (env) => env.data,
  });

export const laborCompaniesQuery = (projectId?: number) =>
  queryOptions({
    ...listLaborProjectCompaniesQueryOptions(api, { params: { query: { projectId } } }, { call: { silent } }),
    select: (env) => env.data ?? [],
  });

export const laborTeamsQuery = (q: { projectId?: number | undefined; companyId?: number | undefined }) =>
  queryOptions({
    ...listLaborProjectTeamsQueryOptions(api, { params: { query: q } }, { call: { silent } }),
    select: (env) => env.data ?? [],
  });

export const laborEntryExitQuery = (q: { projectId?: number | undefined } & Partial<Range>) =>
  queryOptions({
    ...listLaborProjectEntryExitTrendQueryOptions(api, { params: { query: q } }, { call: { silent } }),
    select: (env) => env.data ?? [],
  });
