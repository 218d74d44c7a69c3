// The read calls of 安全员 (001 §7.7), one home each: a queryOptions factory per call (key = operation + params).
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/app/api';
import type { Period } from './lso-model';
import {
  getLsoBranchCompareQueryOptions,
  getLsoCompanyOverviewQueryOptions,
  getLsoJobQueryOptions,
  getLsoProjectJobTrendQueryOptions,
  getLsoProjectJobTypesQueryOptions,
  getLsoProjectOverviewQueryOptions,
  getLsoRecordQueryOptions,
  listLsoJobTypesQueryOptions,
  pageLsoJobsQueryOptions,
  selectSafetyOfficersQueryOptions,
} from '@site/sdk/query/lso';
import { listDutyBuildingsQueryOptions } from '@site/sdk/query/duty';
import { listLaborTeamOptionsQueryOptions } from '@site/sdk/query/attendance';
import { listOrgWorkersQueryOptions } from '@site/sdk/query/org';

export const JOB_KEY = 'pageLsoJobs';

export const jobTypesQuery = () =>
  queryOptions({
    ...listLsoJobTypesQueryOptions(api),
    select: (env) => env.data ?? [],
    staleTime: 10 * 60_000,
  });

export const jobDetailQuery = (id: number) =>
  queryOptions({
    ...getLsoJobQueryOptions(api, { body: { id } }),
    select: (env) => env.data,
  });

export const recordDetailQuery = (id: number) =>
  queryOptions({
    ...getLsoRecordQueryOptions(api, { body: { id } }),
    select: (env) => env.data,
  });

export const officerOptionsQuery = (projectId?: number) =>
  queryOptions({
    ...selectSafetyOfficersQueryOptions(api, { params: { query: { project_id: projectId } } }),
    select: (env) => (env.data ?? []).map((o) => ({ value: String(o.value), label: o.label })),
    staleTime: 5 * 60_000,
  });

/** Construction areas (施工区域) of a project. */
export const areaOptionsQuery = (projectId: number | undefined) =>
  queryOptions({
    ...listDutyBuildingsQueryOptions(api, { params: { query: { projectId: projectId ?? 0 } } }),
    select: (env) => (env.data ?? []).map((b) => ({ value: String(b.buildingId), label: b.buildingName })),
    enabled: projectId !== undefined,
  });

export const teamOptionsQuery = (projectId: number | undefined) =>
  queryOptions({
    ...listLaborTeamOptionsQueryOptions(api, { params: { query: { projectId } } }),
    select: (env) => env.data ?? [],
    enabled: projectId !== undefined,
  });

export const teamWorkersQuery = (projectId: number | undefined, teamId: number | undefined) =>
  queryOptions({
    ...listOrgWorkersQueryOptions(api, {
      params: { query: { pageNum: 1, pageSize: 100, project_id: projectId, team_id: teamId } },
    }),
    // Only the team's own workers, whatever else the server answers.
    select: (env) => (env.data?.list ?? []).filter((w) => w.team_id === undefined || w.team_id === teamId),
    enabled: projectId !== undefined && teamId !== undefined,
  });

type ProjectPeriod = Period & { projectId: number };
type OrgPeriod = Period & { orgId: number };

export const projectOverviewQuery = (q: ProjectPeriod) =>
  queryOptions({
    ...getLsoProjectOverviewQueryOptions(api, { body: q }),
    select: (env) => env.data,
  });

export const projectTrendQuery = (q: ProjectPeriod) =>
  queryOptions({
    ...getLsoProjectJobTrendQueryOptions(api, { body: q }),
    select: (env) => env.data,
  });

export const projectJobTypesQuery = (q: ProjectPeriod) =>
  queryOptions({
    ...getLsoProjectJobTypesQueryOptions(api, { body: q }),
    select: (env) => env.data ?? [],
  });

export const companyOverviewQuery = (q: OrgPeriod) =>
  queryOptions({
    ...getLsoCompanyOverviewQueryOptions(api, { body: q }),
    select: (env) => env.data,
  });

export const branchCompareQuery = (q: OrgPeriod) =>
  queryOptions({
    ...getLsoBranchCompareQueryOptions(api, { body: q }),
    select: (env) => env.data,
  });

/** The project the screens work on: the signed-in project, else none (the server takes the identity's scope). */
export const projectOf = (identity: { project_id?: number } | null | undefined): number | undefined =>
  identity?.project_id && identity.project_id > 0 ? identity.project_id : undefined;

/** A project's work permits to link a 旁站监督 record to (the newest first, as the list answers). */
export const jobOptionsQuery = (projectId: number | undefined) =>
  queryOptions({
    ...pageLsoJobsQueryOptions(api, { body: { pageNum: 1, pageSize: 100, projectId } }),
    select: (env) =>
      (env.data?.list ?? []).map((j) => ({
        value: String(j.id),
        label: `${j.jobNo} ${j.jobTypeName ?? ''} ${j.content}`.trim(),
      })),
    enabled: projectId !== undefined,
  });
