// The reads of 人员管理 (001 §7.12–7.14), one home each: a queryOptions factory (key = operation + params).
import { queryOptions } from '@tanstack/react-query';
import type { components } from '@site/sdk';
import { api } from '@/app/api';
import {
  getOrgPersonQueryOptions,
  getOrgWorkerAttendanceQueryOptions,
  getOrgWorkerDetailQueryOptions,
  listOrgManagersQueryOptions,
  listOrgTeamOptionsQueryOptions,
  listOrgWorkerComplaintsQueryOptions,
} from '@site/sdk/query/org';
import { listEvaluationWorkerLabelsQueryOptions, listWorkerAppraisesQueryOptions } from '@site/sdk/query/evaluation';

type Schemas = components['schemas'];
export interface Page<T> {
  total: number;
  rows: T[];
}

export const teamOptionsQuery = () =>
  queryOptions({
    ...listOrgTeamOptionsQueryOptions(api),
    select: (env) => env.data ?? [],
    staleTime: 5 * 60_000,
  });

export const workerDetailQuery = (id: number) =>
  queryOptions({
    ...getOrgWorkerDetailQueryOptions(api, { params: { query: { id } } }),
    select: (env) => env.data,
  });

export const workerAttendanceQuery = (worker_id: number, month: string) =>
  queryOptions({
    ...getOrgWorkerAttendanceQueryOptions(api, { params: { query: { worker_id, month } } }),
    select: (env) => env.data,
  });

export const workerComplaintsQuery = (worker_id: number, pageNum: number, pageSize: number) =>
  queryOptions({
    ...listOrgWorkerComplaintsQueryOptions(api, { params: { query: { worker_id, pageNum, pageSize } } }),
    select: (env): Page<Schemas['OrgWorkerComplaint']> => ({ total: env.data?.total ?? 0, rows: env.data?.list ?? [] }),
  });

export const managersQuery = (query: { name?: string; post_name?: string }) =>
  queryOptions({
    ...listOrgManagersQueryOptions(api, { params: { query } }),
  });

export const personDetailQuery = (id: number) =>
  queryOptions({
    ...getOrgPersonQueryOptions(api, { params: { query: { id } } }),
    select: (env) => env.data,
  });

export const evaluationLabelsQuery = () =>
  queryOptions({
    ...listEvaluationWorkerLabelsQueryOptions(api),
    select: (env) => env.data ?? [],
    staleTime: 5 * 60_000,
  });

export const appraisesQuery = (worker_id: number, pageNum: number, pageSize: number) =>
  queryOptions({
    ...listWorkerAppraisesQueryOptions(api, { params: { query: { worker_id, pageNum, pageSize } } }),
    select: (env): Page<Schemas['EvaluationAppraise']> => ({ total: env.data?.total ?? 0, rows: env.data?.list ?? [] }),
  });
