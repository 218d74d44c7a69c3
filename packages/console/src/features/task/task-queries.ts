// The calls of 任务台账 (001 §7.1 /duty/taskLedger/*, /duty/specialTaskLedger/*), one home each.
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/app/api';
import type { AbolishRecord } from './task-model';

export const taskDetailQuery = (id: number) =>
  queryOptions({
    queryKey: ['getDutyTaskLedgerDetail', { id }],
    queryFn: ({ signal }) => api.GET('/duty/taskLedger/detail', { params: { query: { id } }, signal }),
    select: (env) => env.data,
  });

export const specialDetailQuery = (id: number) =>
  queryOptions({
    queryKey: ['getDutySpecialTaskLedgerDetail', { id }],
    queryFn: ({ signal }) => api.GET('/duty/specialTaskLedger/detail', { params: { query: { id } }, signal }),
    select: (env) => env.data,
  });

export const abolishRecordsQuery = (pageNum: number, pageSize: number, taskId?: number) =>
  queryOptions({
    queryKey: ['listDutyTaskAbolishRecords', { pageNum, pageSize, taskId }],
    queryFn: ({ signal }) =>
      api.GET('/duty/taskLedger/abolishRecord', {
        params: { query: { pageNum, pageSize, ...(taskId ? { taskId } : {}) } },
        signal,
      }),
    select: (env): { total: number; rows: AbolishRecord[] } => ({
      total: env.data?.total ?? 0,
      rows: env.data?.list ?? [],
    }),
  });

/** Reads that a cancellation changes. */
export const TASK_KEYS = ['listDutyTaskLedgers', 'getDutyTaskLedgerDetail', 'listDutyTaskAbolishRecords'] as const;
export const SPECIAL_KEYS = ['listDutySpecialTaskLedgers', 'getDutySpecialTaskLedgerDetail'] as const;

/** 人员任务 (001 §7.1 /pc/person/task/*): one project's managers over the period. */
export interface PersonTaskScope {
  project_id?: number | undefined;
  start_date: string;
  end_date: string;
}

export const personTaskInfoQuery = (scope: PersonTaskScope) =>
  queryOptions({
    queryKey: ['collectPersonTaskInfo', scope],
    queryFn: async ({ signal }) =>
      (await api.GET('/pc/person/task/info/collect', { params: { query: scope }, signal })).data ?? [],
  });

export const personTaskTypesQuery = (scope: PersonTaskScope, personId: number | undefined) =>
  queryOptions({
    queryKey: ['collectPersonTaskTypes', scope, personId],
    queryFn: async ({ signal }) =>
      (
        await api.GET('/pc/person/task/type/collect', {
          params: { query: { ...scope, ...(personId ? { person_id: personId } : {}) } },
          signal,
        })
      ).data ?? [],
  });

export const taskProjectsQuery = () =>
  queryOptions({
    queryKey: ['listDutyProjects'],
    queryFn: async ({ signal }) =>
      (await api.GET('/starSafety/duty/project/list', { params: { query: {} }, signal })).data ?? [],
    staleTime: 5 * 60_000,
  });
