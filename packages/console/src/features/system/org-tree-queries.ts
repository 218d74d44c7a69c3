// The reads of 组织架构 (000 §3, §7; 001 §7.14), one home each: key = operation + params.
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/app/api';
import { getOrgBranchProjectTreeQueryOptions, listOrgManagersQueryOptions } from '@site/sdk/query/org';

/** 公司—分公司—项目树 with the projects (the left panel). */
export const orgProjectTreeQuery = () =>
  queryOptions({
    ...getOrgBranchProjectTreeQueryOptions(api, { params: { query: { with_project: 1 } } }),
    select: (env) => env.data ?? [],
  });

/** The managers of a project (or of the identity's organisation scope without one). */
export const orgManagersQuery = (projectId?: number) =>
  queryOptions({
    ...listOrgManagersQueryOptions(api, { params: { query: projectId ? { project_id: projectId } : {} } }),
    select: (env) => env.data ?? [],
  });
