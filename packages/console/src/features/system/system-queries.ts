// The reads shared by the 系统管理 screens, one home each: a queryOptions factory per call (key = operation + params).
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/app/api';
import {
  getAiCompanyQueryOptions,
  getOrgBranchProjectTreeQueryOptions,
  getOrgCorpQueryOptions,
  getOrgDefaultSingleConfigQueryOptions,
  getOrgProjectQueryOptions,
  getOrgSingleConfigQueryOptions,
  listOrgRoleOptionsQueryOptions,
} from '@site/sdk/query/org';
import { listRoleMenuPowersQueryOptions, listRoleTypeOptionsQueryOptions } from '@site/sdk/query/menu';

const LONG = 10 * 60_000;

/** 角色下拉 (人员表单). */
export const roleOptionsQuery = () =>
  queryOptions({
    ...listOrgRoleOptionsQueryOptions(api),
    select: (env) => (env.data ?? []).map((o) => ({ value: String(o.value), label: o.label })),
    staleTime: LONG,
  });

/** 角色类型下拉. */
export const roleTypeOptionsQuery = () =>
  queryOptions({
    ...listRoleTypeOptionsQueryOptions(api),
    select: (env) => (env.data ?? []).map((o) => ({ value: String(o.value), label: o.label })),
    staleTime: LONG,
  });

/** 公司—分公司—项目树 (分公司 picker). */
export const branchTreeQuery = () =>
  queryOptions({
    ...getOrgBranchProjectTreeQueryOptions(api, { params: { query: { with_project: 0 } } }),
    select: (env) => env.data ?? [],
    staleTime: LONG,
  });

export const projectDetailQuery = (projectId: number) =>
  queryOptions({
    ...getOrgProjectQueryOptions(api, { params: { query: { project_id: projectId } } }),
    select: (env) => env.data,
  });

export const singleConfigQuery = (projectId: number) =>
  queryOptions({
    ...getOrgSingleConfigQueryOptions(api, { params: { query: { project_id: projectId } } }),
    select: (env) => env.data,
  });

/** The system defaults a project without its own configuration uses (shown before 恢复默认). */
export const defaultConfigQuery = () =>
  queryOptions({
    ...getOrgDefaultSingleConfigQueryOptions(api),
    select: (env) => env.data,
    staleTime: LONG,
  });

export const aiCompanyDetailQuery = (id: number) =>
  queryOptions({
    ...getAiCompanyQueryOptions(api, { params: { query: { id } } }),
    select: (env) => env.data,
  });

export const rolePowersQuery = (roleId: number) =>
  queryOptions({
    ...listRoleMenuPowersQueryOptions(api, { params: { path: { id: roleId } } }),
    select: (env) => env.data ?? [],
  });

/** 参建企业详情 (with the projects it works on). */
export const corpDetailQuery = (id: number) =>
  queryOptions({
    ...getOrgCorpQueryOptions(api, { params: { query: { id } } }),
    select: (env) => env.data,
  });
