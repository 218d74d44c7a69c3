// The read calls of 流程管理 (001 §7.10), one home each: a queryOptions factory per read (key = operation + params).
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/app/api';
import {
  getWorkflowCategoryQueryOptions,
  getWorkflowConfigQueryOptions,
  getWorkflowProcDefQueryOptions,
  listWorkflowAssigneeDeptsQueryOptions,
  listWorkflowAssigneeOrgsQueryOptions,
  listWorkflowAssigneePostsQueryOptions,
  listWorkflowAssigneeRolesQueryOptions,
  listWorkflowCategoriesQueryOptions,
  listWorkflowFieldsQueryOptions,
  listWorkflowFormsQueryOptions,
  listWorkflowModulesQueryOptions,
  pageWorkflowAssigneeUsersQueryOptions,
  pageWorkflowProcDefsQueryOptions,
} from '@site/sdk/query/workflow';

export const categoryTreeQuery = (moduleCode?: string) =>
  queryOptions({
    ...listWorkflowCategoriesQueryOptions(api, { body: moduleCode ? { moduleCode } : {} }),
    select: (env) => env.data ?? [],
  });

export const categoryQuery = (id: number) =>
  queryOptions({
    ...getWorkflowCategoryQueryOptions(api, { body: { id } }),
    select: (env) => env.data,
  });

export const modulesQuery = (categoryId?: number) =>
  queryOptions({
    ...listWorkflowModulesQueryOptions(api, { body: categoryId ? { categoryId } : {} }),
    select: (env) => env.data ?? [],
    staleTime: 5 * 60_000,
  });

export const configQuery = (orgId: number, moduleCode: string) =>
  queryOptions({
    ...getWorkflowConfigQueryOptions(api, { body: { orgId, moduleCode } }),
    select: (env) => env.data ?? null,
  });

/** The definitions to choose from (one large page: a select, not a list). */
export const procDefOptionsQuery = (filter: { categoryId?: number; moduleCode?: string }) =>
  queryOptions({
    ...pageWorkflowProcDefsQueryOptions(api, { body: { pageNum: 1, pageSize: 100, ...filter } }),
    select: (env) => env.data?.list ?? [],
  });

export const procDefQuery = (id: number) =>
  queryOptions({
    ...getWorkflowProcDefQueryOptions(api, { body: { id } }),
    select: (env) => env.data,
  });

export const formsQuery = (formName?: string) =>
  queryOptions({
    ...listWorkflowFormsQueryOptions(api, { body: formName ? { formName } : {} }),
    select: (env) => env.data ?? [],
  });

export const fieldsQuery = (formId: number) =>
  queryOptions({
    ...listWorkflowFieldsQueryOptions(api, { body: { formId } }),
    select: (env) => env.data ?? [],
  });

export const orgTreeQuery = () =>
  queryOptions({
    ...listWorkflowAssigneeOrgsQueryOptions(api),
    select: (env) => env.data ?? [],
    staleTime: 5 * 60_000,
  });

export const deptTreeQuery = (orgId?: number) =>
  queryOptions({
    ...listWorkflowAssigneeDeptsQueryOptions(api, { body: orgId ? { orgId } : {} }),
    select: (env) => env.data ?? [],
    staleTime: 5 * 60_000,
  });

export const postsQuery = (level?: number) =>
  queryOptions({
    ...listWorkflowAssigneePostsQueryOptions(api, { params: { query: level ? { level } : {} } }),
    select: (env) => env.data ?? [],
    staleTime: 5 * 60_000,
  });

export const rolesQuery = () =>
  queryOptions({
    ...listWorkflowAssigneeRolesQueryOptions(api),
    select: (env) => env.data ?? [],
    staleTime: 5 * 60_000,
  });

/** Users to choose from (one large page: a select, not a list). */
export const userOptionsQuery = () =>
  queryOptions({
    ...pageWorkflowAssigneeUsersQueryOptions(api, { body: { pageNum: 1, pageSize: 100 } }),
    select: (env) => env.data?.list ?? [],
    staleTime: 5 * 60_000,
  });
