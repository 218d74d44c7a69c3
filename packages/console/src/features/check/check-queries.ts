// The read calls of the 检查管理 screens, one queryOptions factory each (key = operation + params).
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/app/api';
import type { OrgNode } from './check-model';
import { getOrgBranchProjectTreeQueryOptions } from '@site/sdk/query/org';
import {
  getCorpCheckQueryOptions,
  getCorpPointCheckQueryOptions,
  getProjectSpecialCheckQueryOptions,
  getSupervisionCheckQueryOptions,
  getTroubleCategoryTreeQueryOptions,
  listProjectPointsV2QueryOptions,
  listTroubleCompanyOptionsQueryOptions,
} from '@site/sdk/query/grid';

/**
 * The company—branch—project tree. The cache holds the call's answer (the envelope), as for 组织架构's tree under the
 * same key: a key names one call and one cached shape, each screen picks its part with `select`.
 */
export const orgTreeQuery = () =>
  queryOptions({
    ...getOrgBranchProjectTreeQueryOptions(api, { params: { query: { with_project: 1 } } }),
    select: (env) => (env.data ?? []) as OrgNode[],
    staleTime: 5 * 60_000,
  });

export const categoryTreeQuery = (projectId: number | undefined) =>
  queryOptions({
    ...getTroubleCategoryTreeQueryOptions(api, { params: { query: { project_id: projectId } } }),
    select: (env) => (env.data ?? []) as OrgNode[],
    staleTime: 5 * 60_000,
  });

export const companyOptionsQuery = (projectId: number | undefined) =>
  queryOptions({
    ...listTroubleCompanyOptionsQueryOptions(api, { params: { query: { project_id: projectId } } }),
    select: (env) => (env.data ?? []).map((o) => ({ value: String(o.value), label: o.label })),
    enabled: Boolean(projectId),
    staleTime: 5 * 60_000,
  });

export const pointOptionsQuery = (projectId: number | undefined) =>
  queryOptions({
    ...listProjectPointsV2QueryOptions(api, { params: { query: { project_id: projectId } } }),
    select: (env) =>
      (env.data ?? []).map((p) => ({
        value: String(p.point_id),
        label: p.area_name ? `${p.area_name} · ${p.point_name}` : p.point_name,
      })),
    enabled: Boolean(projectId),
    staleTime: 5 * 60_000,
  });

export const supervisionDetailQuery = (id: number) =>
  queryOptions({
    ...getSupervisionCheckQueryOptions(api, { params: { path: { id } } }),
    select: (env) => env.data ?? null,
  });

export const corpDetailQuery = (id: number) =>
  queryOptions({
    ...getCorpCheckQueryOptions(api, { params: { path: { id } } }),
    select: (env) => env.data ?? null,
  });

export const pointCheckDetailQuery = (id: number) =>
  queryOptions({
    ...getCorpPointCheckQueryOptions(api, { params: { path: { id } } }),
    select: (env) => env.data ?? null,
  });

export const specialDetailQuery = (id: number) =>
  queryOptions({
    ...getProjectSpecialCheckQueryOptions(api, { params: { path: { id } } }),
    select: (env) => env.data ?? null,
  });
