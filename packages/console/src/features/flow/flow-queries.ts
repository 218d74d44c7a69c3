// The read calls of 流程管理 (001 §7.10), one home each: a queryOptions factory per read (key = operation + params).
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/app/api';

export const categoryTreeQuery = (moduleCode?: string) =>
  queryOptions({
    queryKey: ['listWorkflowCategories', { moduleCode }],
    queryFn: ({ signal }) => api.POST('/flw/flwcategory/list', { body: moduleCode ? { moduleCode } : {}, signal }),
    select: (env) => env.data ?? [],
  });

export const categoryQuery = (id: number) =>
  queryOptions({
    queryKey: ['getWorkflowCategory', { id }],
    queryFn: ({ signal }) => api.POST('/flw/flwcategory/get', { body: { id }, signal }),
    select: (env) => env.data,
  });

export const modulesQuery = (categoryId?: number) =>
  queryOptions({
    queryKey: ['listWorkflowModules', { categoryId }],
    queryFn: ({ signal }) =>
      api.POST('/flw/flwcategory/module/list', { body: categoryId ? { categoryId } : {}, signal }),
    select: (env) => env.data ?? [],
    staleTime: 5 * 60_000,
  });

export const configQuery = (orgId: number, moduleCode: string) =>
  queryOptions({
    queryKey: ['getWorkflowConfig', { orgId, moduleCode }],
    queryFn: ({ signal }) => api.POST('/flw/flwconfig/get', { body: { orgId, moduleCode }, signal }),
    select: (env) => env.data ?? null,
  });

/** The definitions to choose from (one large page: a select, not a list). */
export const procDefOptionsQuery = (filter: { categoryId?: number; moduleCode?: string }) =>
  queryOptions({
    queryKey: ['pageWorkflowProcDefs', 'options', filter],
    queryFn: ({ signal }) =>
      api.POST('/flw/flwprocdef/page', { body: { pageNum: 1, pageSize: 100, ...filter }, signal }),
    select: (env) => env.data?.list ?? [],
  });

export const procDefQuery = (id: number) =>
  queryOptions({
    queryKey: ['getWorkflowProcDef', { id }],
    queryFn: ({ signal }) => api.POST('/flw/flwprocdef/get', { body: { id }, signal }),
    select: (env) => env.data,
  });

export const formsQuery = (formName?: string) =>
  queryOptions({
    queryKey: ['listWorkflowForms', { formName }],
    queryFn: ({ signal }) => api.POST('/flw/flwform/list', { body: formName ? { formName } : {}, signal }),
    select: (env) => env.data ?? [],
  });

export const fieldsQuery = (formId: number) =>
  queryOptions({
    queryKey: ['listWorkflowFields', { formId }],
    queryFn: ({ signal }) => api.POST('/flw/flwfield/list', { body: { formId }, signal }),
    select: (env) => env.data ?? [],
  });

export const orgTreeQuery = () =>
  queryOptions({
    queryKey: ['listWorkflowAssigneeOrgs'],
    queryFn: ({ signal }) => api.GET('/flw/flwassignee/org', { signal }),
    select: (env) => env.data ?? [],
    staleTime: 5 * 60_000,
  });

export const deptTreeQuery = (orgId?: number) =>
  queryOptions({
    queryKey: ['listWorkflowAssigneeDepts', { orgId }],
    queryFn: ({ signal }) => api.POST('/flw/flwassignee/dept', { body: orgId ? { orgId } : {}, signal }),
    select: (env) => env.data ?? [],
    staleTime: 5 * 60_000,
  });

export const postsQuery = (level?: number) =>
  queryOptions({
    queryKey: ['listWorkflowAssigneePosts', { level }],
    queryFn: ({ signal }) => api.GET('/flw/flwassignee/post', { params: { query: level ? { level } : {} }, signal }),
    select: (env) => env.data ?? [],
    staleTime: 5 * 60_000,
  });

export const rolesQuery = () =>
  queryOptions({
    queryKey: ['listWorkflowAssigneeRoles'],
    queryFn: ({ signal }) => api.GET('/flw/flwassignee/role', { signal }),
    select: (env) => env.data ?? [],
    staleTime: 5 * 60_000,
  });

/** Users to choose from (one large page: a select, not a list). */
export const userOptionsQuery = () =>
  queryOptions({
    queryKey: ['pageWorkflowAssigneeUsers', 'options'],
    queryFn: ({ signal }) => api.POST('/flw/flwassignee/user', { body: { pageNum: 1, pageSize: 100 }, signal }),
    select: (env) => env.data?.list ?? [],
    staleTime: 5 * 60_000,
  });
