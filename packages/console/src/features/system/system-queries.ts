// The reads shared by the 系统管理 screens, one home each: a queryOptions factory per call (key = operation + params).
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/app/api';

const LONG = 10 * 60_000;

/** 角色下拉 (人员表单). */
export const roleOptionsQuery = () =>
  queryOptions({
    queryKey: ['listOrgRoleOptions'],
    queryFn: ({ signal }) => api.GET('/pc/role/select', { signal }),
    select: (env) => (env.data ?? []).map((o) => ({ value: String(o.value), label: o.label })),
    staleTime: LONG,
  });

/** 角色类型下拉. */
export const roleTypeOptionsQuery = () =>
  queryOptions({
    queryKey: ['listRoleTypeOptions'],
    queryFn: ({ signal }) => api.GET('/pc/vrole/type/select', { signal }),
    select: (env) => (env.data ?? []).map((o) => ({ value: String(o.value), label: o.label })),
    staleTime: LONG,
  });

/** 公司—分公司—项目树 (分公司 picker). */
export const branchTreeQuery = () =>
  queryOptions({
    queryKey: ['getOrgBranchProjectTree', { with_project: 0 }],
    queryFn: ({ signal }) => api.GET('/pc/org/branch/project/tree', { params: { query: { with_project: 0 } }, signal }),
    select: (env) => env.data ?? [],
    staleTime: LONG,
  });

export const projectDetailQuery = (projectId: number) =>
  queryOptions({
    queryKey: ['getOrgProject', { project_id: projectId }],
    queryFn: ({ signal }) => api.GET('/pc/project/detail', { params: { query: { project_id: projectId } }, signal }),
    select: (env) => env.data,
  });

export const singleConfigQuery = (projectId: number) =>
  queryOptions({
    queryKey: ['getOrgSingleConfig', { project_id: projectId }],
    queryFn: ({ signal }) =>
      api.GET('/pc/config/single/detail', { params: { query: { project_id: projectId } }, signal }),
    select: (env) => env.data,
  });

/** The system defaults a project without its own configuration uses (shown before 恢复默认). */
export const defaultConfigQuery = () =>
  queryOptions({
    queryKey: ['getOrgDefaultSingleConfig'],
    queryFn: ({ signal }) => api.GET('/pc/config/single/default', { signal }),
    select: (env) => env.data,
    staleTime: LONG,
  });

export const aiCompanyDetailQuery = (id: number) =>
  queryOptions({
    queryKey: ['getAiCompany', { id }],
    queryFn: ({ signal }) => api.GET('/bam-service/ai_company/detail', { params: { query: { id } }, signal }),
    select: (env) => env.data,
  });

export const rolePowersQuery = (roleId: number) =>
  queryOptions({
    queryKey: ['listRoleMenuPowers', { id: roleId }],
    queryFn: ({ signal }) => api.GET('/pc/vmemu/power/list/{id}', { params: { path: { id: roleId } }, signal }),
    select: (env) => env.data ?? [],
  });

/** 参建企业详情 (with the projects it works on). */
export const corpDetailQuery = (id: number) =>
  queryOptions({
    queryKey: ['getOrgCorp', { id }],
    queryFn: ({ signal }) => api.GET('/pc/org/corp/detail', { params: { query: { id } }, signal }),
    select: (env) => env.data,
  });
