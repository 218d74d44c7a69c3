// The calls of 任务台账 (001 §7.1 /duty/taskLedger/*, /duty/specialTaskLedger/*), one home each.
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/app/api';
import type { AbolishRecord } from './task-model';
import {
  collectPersonTaskInfoQueryOptions,
  collectPersonTaskTypesQueryOptions,
  getDutySpecialTaskLedgerDetailQueryOptions,
  getDutyTaskLedgerDetailQueryOptions,
  listDutyProjectsQueryOptions,
  listDutyTaskAbolishRecordsQueryOptions,
} from '@site/sdk/query/duty';

export const taskDetailQuery = (id: number) =>
  queryOptions({
    ...getDutyTaskLedgerDetailQueryOptions(api, { params: { query: { id } } }),
    select: (env) => env.data,
  });

export const specialDetailQuery = (id: number) =>
  queryOptions({
    ...getDutySpecialTaskLedgerDetailQueryOptions(api, { params: { query: { id } } }),
    select: (env) => env.data,
  });

export const abolishRecordsQuery = (pageNum: number, pageSize: number, taskId?: number) =>
  queryOptions({
    ...listDutyTaskAbolishRecordsQueryOptions(api, {
      params: { query: { pageNum, pageSize, ...(taskId ? { taskId } : {}) } },
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
    ...collectPersonTaskInfoQueryOptions(api, { params: { query: scope } }),
    select: (env) => env.data ?? [],
  });

export const personTaskTypesQuery = (scope: PersonTaskScope, personId: number | undefined) =>
  queryOptions({
    ...collectPersonTaskTypesQueryOptions(api, {
      params: { query: { ...scope, ...(personId ? { person_id: personId } : {}) } },
    }),
    select: (env) => env.data ?? [],
  });

export const taskProjectsQuery = () =>
  queryOptions({
    ...listDutyProjectsQueryOptions(api, { params: { query: {} } }),
    select: (env) => env.data ?? [],
    staleTime: 5 * 60_000,
  });
