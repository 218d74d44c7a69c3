// The reads of 人员管理 (001 §7.12–7.14), one home each: a queryOptions factory (key = operation + params).
import { queryOptions } from '@tanstack/react-query';
import type { components } from '@site/sdk';
import { api } from '@/app/api';

type Schemas = components['schemas'];
export interface Page<T> {
  total: number;
  rows: T[];
}

export const teamOptionsQuery = () =>
  queryOptions({
    queryKey: ['listOrgTeamOptions'],
    queryFn: ({ signal }) => api.GET('/pc/team/select', { signal }),
    select: (env) => env.data ?? [],
    staleTime: 5 * 60_000,
  });

export const workerDetailQuery = (id: number) =>
  queryOptions({
    queryKey: ['getOrgWorkerDetail', { id }],
    queryFn: ({ signal }) => api.GET('/pc/worker/detail', { params: { query: { id } }, signal }),
    select: (env) => env.data,
  });

export const workerAttendanceQuery = (worker_id: number, month: string) =>
  queryOptions({
    queryKey: ['getOrgWorkerAttendance', { worker_id, month }],
    queryFn: ({ signal }) => api.GET('/pc/worker/attendance', { params: { query: { worker_id, month } }, signal }),
    select: (env) => env.data,
  });

export const workerComplaintsQuery = (worker_id: number, pageNum: number, pageSize: number) =>
  queryOptions({
    queryKey: ['listOrgWorkerComplaints', { worker_id, pageNum, pageSize }],
    queryFn: ({ signal }) =>
      api.GET('/pc/worker/complaint', { params: { query: { worker_id, pageNum, pageSize } }, signal }),
    select: (env): Page<Schemas['OrgWorkerComplaint']> => ({ total: env.data?.total ?? 0, rows: env.data?.list ?? [] }),
  });

export const managersQuery = (query: { name?: string; post_name?: string }) =>
  queryOptions({
    queryKey: ['listOrgManagers', query],
    queryFn: ({ signal }) => api.GET('/pc/org/manager', { params: { query }, signal }),
  });

export const personDetailQuery = (id: number) =>
  queryOptions({
    queryKey: ['getOrgPerson', { id }],
    queryFn: ({ signal }) => api.GET('/pc/person/detail', { params: { query: { id } }, signal }),
    select: (env) => env.data,
  });

export const evaluationLabelsQuery = () =>
  queryOptions({
    queryKey: ['listEvaluationWorkerLabels', {}],
    queryFn: ({ signal }) => api.GET('/pc/evaluation/worker/label', { signal }),
    select: (env) => env.data ?? [],
    staleTime: 5 * 60_000,
  });

export const appraisesQuery = (worker_id: number, pageNum: number, pageSize: number) =>
  queryOptions({
    queryKey: ['listWorkerAppraises', { worker_id, pageNum, pageSize }],
    queryFn: ({ signal }) =>
      api.GET('/pc/appraise/worker/list', { params: { query: { worker_id, pageNum, pageSize } }, signal }),
    select: (env): Page<Schemas['EvaluationAppraise']> => ({ total: env.data?.total ?? 0, rows: env.data?.list ?? [] }),
  });
