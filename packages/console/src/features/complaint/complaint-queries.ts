// The read calls of 工人投诉 (001 §7.8), one home each: a queryOptions factory per call (key = operation + params).
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/app/api';
import { orgSelectTreeQuery } from '@/session/org-tree-query';
import {
  countComplaintTasksQueryOptions,
  getTempFaceRegisterQueryOptions,
  getWorkerComplaintQueryOptions,
  getWorkerComplaintStatisticsQueryOptions,
  listComplaintFlowRecordsQueryOptions,
  listComplaintPositionsQueryOptions,
  pageComplaintTasksQueryOptions,
} from '@site/sdk/query/complaints';

export const complaintDetailQuery = (id: number) =>
  queryOptions({
    ...getWorkerComplaintQueryOptions(api, { params: { path: { id } } }),
    select: (env) => env.data,
  });

export const complaintRecordsQuery = (id: number) =>
  queryOptions({
    ...listComplaintFlowRecordsQueryOptions(api, { params: { query: { id } } }),
    select: (env) => env.data ?? [],
  });

/** The task row of one complaint in the handling list (found by its number): what the current user may do. */
export const complaintTaskQuery = (id: number, complaintNo: string | undefined, projectId?: number) =>
  queryOptions({
    ...pageComplaintTasksQueryOptions(api, { body: { pageNum: 1, pageSize: 10, keyword: complaintNo, projectId } }),
    select: (env) => env.data?.list?.find((t) => t.id === id) ?? null,
    enabled: Boolean(complaintNo),
  });

export const complaintTaskCountQuery = (projectId?: number) =>
  queryOptions({
    ...countComplaintTasksQueryOptions(api, { body: { projectId } }),
    select: (env) => env.data,
  });

export const complaintStatisticsQuery = (projectId?: number) =>
  queryOptions({
    ...getWorkerComplaintStatisticsQueryOptions(api, { params: { query: { project_id: projectId } } }),
    select: (env) => env.data,
  });

export const complaintPositionsQuery = (level?: number) =>
  queryOptions({
    ...listComplaintPositionsQueryOptions(api, { params: { query: { level } } }),
    select: (env) => env.data ?? [],
    staleTime: 10 * 60_000,
  });

export const tempRegisterDetailQuery = (id: number) =>
  queryOptions({
    ...getTempFaceRegisterQueryOptions(api, { params: { query: { id } } }),
    select: (env) => env.data,
  });

export const orgTreeQuery = orgSelectTreeQuery;

/** Every read a handling action changes, for invalidation after it. */
export const COMPLAINT_KEYS = [
  'listWorkerComplaints',
  'getWorkerComplaint',
  'listComplaintFlowRecords',
  'pageComplaintTasks',
  'countComplaintTasks',
  'getWorkerComplaintStatistics',
] as const;

/** The project the screens work on: the signed-in project, else none (the server takes the identity's scope). */
export const projectOf = (identity: { project_id?: number } | null | undefined): number | undefined =>
  identity?.project_id && identity.project_id > 0 ? identity.project_id : undefined;
