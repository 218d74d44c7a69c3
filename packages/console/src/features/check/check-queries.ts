// The read calls of the 检查管理 screens, one queryOptions factory each (key = operation + params).
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/app/api';
import type { OrgNode } from './check-model';

/**
 * The company—branch—project tree. The cache holds the call's answer (the envelope), as for 组织架构's tree under the
 * same key: a key names one call and one cached shape, each screen picks its part with `select`.
 */
export const orgTreeQuery = () =>
  queryOptions({
    queryKey: ['getOrgBranchProjectTree', { with_project: 1 }],
    queryFn: ({ signal }) => api.GET('/pc/org/branch/project/tree', { params: { query: { with_project: 1 } }, signal }),
    select: (env) => (env.data ?? []) as OrgNode[],
    staleTime: 5 * 60_000,
  });

export const categoryTreeQuery = (projectId: number | undefined) =>
  queryOptions({
    queryKey: ['getTroubleCategoryTree', { project_id: projectId }],
    queryFn: async ({ signal }) =>
      ((await api.GET('/pc/trouble/categorytree', { params: { query: { project_id: projectId } }, signal })).data ??
        []) as OrgNode[],
    staleTime: 5 * 60_000,
  });

export const companyOptionsQuery = (projectId: number | undefined) =>
  queryOptions({
    queryKey: ['listTroubleCompanyOptions', { project_id: projectId }],
    queryFn: async ({ signal }) =>
      (
        (await api.GET('/pc/company/select/list', { params: { query: { project_id: projectId } }, signal })).data ?? []
      ).map((o) => ({ value: String(o.value), label: o.label })),
    enabled: Boolean(projectId),
    staleTime: 5 * 60_000,
  });

export const pointOptionsQuery = (projectId: number | undefined) =>
  queryOptions({
    queryKey: ['listPointsV2', { project_id: projectId }],
    queryFn: async ({ signal }) =>
      ((await api.GET('/pc/point/v2/list', { params: { query: { project_id: projectId } }, signal })).data ?? []).map(
        (p) => ({ value: String(p.point_id), label: p.area_name ? `${p.area_name} · ${p.point_name}` : p.point_name }),
      ),
    enabled: Boolean(projectId),
    staleTime: 5 * 60_000,
  });

export const supervisionDetailQuery = (id: number) =>
  queryOptions({
    queryKey: ['getSupervisionCheck', id],
    queryFn: async ({ signal }) =>
      (await api.GET('/pc/project/sup/check/detail/{id}', { params: { path: { id } }, signal })).data ?? null,
  });

export const corpDetailQuery = (id: number) =>
  queryOptions({
    queryKey: ['getCorpCheck', id],
    queryFn: async ({ signal }) =>
      (await api.GET('/pc/project/corp/check/detail/{id}', { params: { path: { id } }, signal })).data ?? null,
  });

export const pointCheckDetailQuery = (id: number) =>
  queryOptions({
    queryKey: ['getCorpPointCheck', id],
    queryFn: async ({ signal }) =>
      (await api.GET('/pc/project/corp/pointCheck/detail/{id}', { params: { path: { id } }, signal })).data ?? null,
  });

export const specialDetailQuery = (id: number) =>
  queryOptions({
    queryKey: ['getProjectSpecialCheck', id],
    queryFn: async ({ signal }) =>
      (await api.GET('/pc/project/special/check/detail/{id}', { params: { path: { id } }, signal })).data ?? null,
  });
