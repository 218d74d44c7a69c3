// The read calls of 工人投诉 (001 §7.8), one home each: a queryOptions factory per call (key = operation + params).
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/app/api';
import { orgSelectTreeQuery } from '@/session/org-tree-query';

export const complaintDetailQuery = (id: number) =>
  queryOptions({
    queryKey: ['getWorkerComplaint', { id }],
    queryFn: ({ signal }) => api.GET('/pc/worker/complaint/detail/{id}', { params: { path: { id } }, signal }),
    select: (env) => env.data,
  });

export const complaintRecordsQuery = (id: number) =>
  queryOptions({
    queryKey: ['listComplaintFlowRecords', { id }],
    queryFn: ({ signal }) => api.GET('/orgdept/complaint/records', { params: { query: { id } }, signal }),
    select: (env) => env.data ?? [],
  });

/** The task row of one complaint in the handling list (found by its number): what the current user may do. */
export const complaintTaskQuery = (id: number, complaintNo: string | undefined, projectId?: number) =>
  queryOptions({
    queryKey: ['pageComplaintTasks', { id, complaintNo, projectId }],
    queryFn: ({ signal }) =>
      api.POST('/orgdept/complaint/taskPage', {
        body: { pageNum: 1, pageSize: 10, keyword: complaintNo, projectId },
        signal,
      }),
    select: (env) => env.data?.list?.find((t) => t.id === id) ?? null,
    enabled: Boolean(complaintNo),
  });

export const complaintTaskCountQuery = (projectId?: number) =>
  queryOptions({
    queryKey: ['countComplaintTasks', { projectId }],
    queryFn: ({ signal }) => api.POST('/grid/task/taskCountStatistics', { body: { projectId }, signal }),
    select: (env) => env.data,
  });

export const complaintStatisticsQuery = (projectId?: number) =>
  queryOptions({
    queryKey: ['getWorkerComplaintStatistics', { projectId }],
    queryFn: ({ signal }) =>
      api.GET('/pc/worker/complaint/statistics', { params: { query: { project_id: projectId } }, signal }),
    select: (env) => env.data,
  });

export const complaintPositionsQuery = (level?: number) =>
  queryOptions({
    queryKey: ['listComplaintPositions', { level }],
    queryFn: ({ signal }) => api.GET('/orgdept/complaint/positions', { params: { query: { level } }, signal }),
    select: (env) => env.data ?? [],
    staleTime: 10 * 60_000,
  });

export const tempRegisterDetailQuery = (id: number) =>
  queryOptions({
    queryKey: ['getTempFaceRegister', { id }],
    queryFn: ({ signal }) => api.GET('/faceAuth/tempregister/detail', { params: { query: { id } }, signal }),
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
