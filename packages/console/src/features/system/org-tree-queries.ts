// The reads of 组织架构 (000 §3, §7; 001 §7.14), one home each: key = operation + params.
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/app/api';

/** 公司—分公司—项目树 with the projects (the left panel). */
export const orgProjectTreeQuery = () =>
  queryOptions({
    queryKey: ['getOrgBranchProjectTree', { with_project: 1 }],
    queryFn: ({ signal }) => api.GET('/pc/org/branch/project/tree', { params: { query: { with_project: 1 } }, signal }),
    select: (env) => env.data ?? [],
  });

/** The managers of a project (or of the identity's organisation scope without one). */
export const orgManagersQuery = (projectId?: number) =>
  queryOptions({
    queryKey: ['listOrgManagers', { project_id: projectId }],
    queryFn: ({ signal }) =>
      api.GET('/pc/org/manager', { params: { query: projectId ? { project_id: projectId } : {} }, signal }),
    select: (env) => env.data ?? [],
  });
