// The read calls of 安全员 (001 §7.7), one home each: a queryOptions factory per call (key = operation + params).
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/app/api';
import type { Period } from './lso-model';

export const JOB_KEY = 'pageLsoJobs';

export const jobTypesQuery = () =>
  queryOptions({
    queryKey: ['listLsoJobTypes'],
    queryFn: ({ signal }) => api.POST('/starSafety/lso/jobType/list', { signal }),
    select: (env) => env.data ?? [],
    staleTime: 10 * 60_000,
  });

export const jobDetailQuery = (id: number) =>
  queryOptions({
    queryKey: ['getLsoJob', { id }],
    queryFn: ({ signal }) => api.POST('/starSafety/lso/job/detail', { body: { id }, signal }),
    select: (env) => env.data,
  });

export const recordDetailQuery = (id: number) =>
  queryOptions({
    queryKey: ['getLsoRecord', { id }],
    queryFn: ({ signal }) => api.POST('/starSafety/lso/record/detail', { body: { id }, signal }),
    select: (env) => env.data,
  });

export const officerOptionsQuery = (projectId?: number) =>
  queryOptions({
    queryKey: ['selectSafetyOfficers', { projectId }],
    queryFn: ({ signal }) => api.GET('/pc/safe/lso/select', { params: { query: { project_id: projectId } }, signal }),
    select: (env) => (env.data ?? []).map((o) => ({ value: String(o.value), label: o.label })),
    staleTime: 5 * 60_000,
  });

/** Construction areas (施工区域) of a project. */
export const areaOptionsQuery = (projectId: number | undefined) =>
  queryOptions({
    queryKey: ['listDutyBuildings', { projectId }],
    queryFn: ({ signal }) =>
      api.GET('/starSafety/duty/building/list', { params: { query: { projectId: projectId ?? 0 } }, signal }),
    select: (env) => (env.data ?? []).map((b) => ({ value: String(b.buildingId), label: b.buildingName })),
    enabled: projectId !== undefined,
  });

export const teamOptionsQuery = (projectId: number | undefined) =>
  queryOptions({
    queryKey: ['listLaborTeamOptions', { projectId }],
    queryFn: ({ signal }) => api.GET('/adm-labor/labormenu/team/list', { params: { query: { projectId } }, signal }),
    select: (env) => env.data ?? [],
    enabled: projectId !== undefined,
  });

export const teamWorkersQuery = (projectId: number | undefined, teamId: number | undefined) =>
  queryOptions({
    queryKey: ['listOrgWorkers', { options: true, projectId, teamId }],
    queryFn: ({ signal }) =>
      api.GET('/pc/worker/list', {
        params: { query: { pageNum: 1, pageSize: 100, project_id: projectId, team_id: teamId } },
        signal,
      }),
    // Only the team's own workers, whatever else the server answers.
    select: (env) => (env.data?.list ?? []).filter((w) => w.team_id === undefined || w.team_id === teamId),
    enabled: projectId !== undefined && teamId !== undefined,
  });

type ProjectPeriod = Period & { projectId: number };
type OrgPeriod = Period & { orgId: number };

export const projectOverviewQuery = (q: ProjectPeriod) =>
  queryOptions({
    queryKey: ['getLsoProjectOverview', q],
    queryFn: ({ signal }) => api.POST('/starSafety/lsoStatistic/overview', { body: q, signal }),
    select: (env) => env.data,
  });

export const projectTrendQuery = (q: ProjectPeriod) =>
  queryOptions({
    queryKey: ['getLsoProjectJobTrend', q],
    queryFn: ({ signal }) => api.POST('/starSafety/lsoStatistic/jobTrend', { body: q, signal }),
    select: (env) => env.data,
  });

export const projectJobTypesQuery = (q: ProjectPeriod) =>
  queryOptions({
    queryKey: ['getLsoProjectJobTypes', q],
    queryFn: ({ signal }) => api.POST('/starSafety/lsoStatistic/jobTypeDistribution', { body: q, signal }),
    select: (env) => env.data ?? [],
  });

export const companyOverviewQuery = (q: OrgPeriod) =>
  queryOptions({
    queryKey: ['getLsoCompanyOverview', q],
    queryFn: ({ signal }) => api.POST('/starSafety/lsoStatisticCompany/overview', { body: q, signal }),
    select: (env) => env.data,
  });

export const branchCompareQuery = (q: OrgPeriod) =>
  queryOptions({
    queryKey: ['getLsoBranchCompare', q],
    queryFn: ({ signal }) => api.POST('/starSafety/lsoStatisticCompany/branchCompare', { body: q, signal }),
    select: (env) => env.data,
  });

/** The project the screens work on: the signed-in project, else none (the server takes the identity's scope). */
export const projectOf = (identity: { project_id?: number } | null | undefined): number | undefined =>
  identity?.project_id && identity.project_id > 0 ? identity.project_id : undefined;

/** A project's work permits to link a 旁站监督 record to (the newest first, as the list answers). */
export const jobOptionsQuery = (projectId: number | undefined) =>
  queryOptions({
    queryKey: [JOB_KEY, { options: true, projectId }],
    queryFn: ({ signal }) =>
      api.POST('/starSafety/lso/job/page', { body: { pageNum: 1, pageSize: 100, projectId }, signal }),
    select: (env) =>
      (env.data?.list ?? []).map((j) => ({
        value: String(j.id),
        label: `${j.jobNo} ${j.jobTypeName ?? ''} ${j.content}`.trim(),
      })),
    enabled: projectId !== undefined,
  });
