// Every read of the 我的待办 screens, one home each: the four lists (POST /flw/flwtodo|flwtodohis|flwapply|flwcc/page),
// a task's business summary (/flw/smarthatsflwtask/detail), its process (/flw/smarthatsflwtask/processFlow) and the
// users it can be handed to (/flw/process/getTaskUserList).
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/app/api';
import type { TaskQuery } from './order-model';
import {
  getWorkflowWageProcessFlowQueryOptions,
  getWorkflowWageTaskQueryOptions,
  listWorkflowTaskUsersQueryOptions,
  pageWorkflowAppliedKey,
  pageWorkflowCcKey,
  pageWorkflowDoneKey,
  pageWorkflowTodoKey,
} from '@site/sdk/query/workflow';
import type { OperationId } from '@site/sdk/query/common';

export type TaskListKind = 'todo' | 'done' | 'applied' | 'cc';

const PATH = {
  todo: '/flw/flwtodo/page',
  done: '/flw/flwtodohis/page',
  applied: '/flw/flwapply/page',
  cc: '/flw/flwcc/page',
} as const;

/** Query key prefix (operation id) per list. */
export const LIST_KEY: Record<TaskListKind, OperationId> = {
  todo: 'pageWorkflowTodo',
  done: 'pageWorkflowDone',
  applied: 'pageWorkflowApplied',
  cc: 'pageWorkflowCc',
};

export const loadTasks = (kind: TaskListKind, body: TaskQuery, signal?: AbortSignal) =>
  api.POST(PATH[kind], { body, signal });

const PEEK_KEY = {
  todo: pageWorkflowTodoKey,
  done: pageWorkflowDoneKey,
  applied: pageWorkflowAppliedKey,
  cc: pageWorkflowCcKey,
};

/** The first rows and the total of a list (the overview page). */
export const taskPeekQuery = (kind: TaskListKind, size: number) =>
  queryOptions({
    queryKey: PEEK_KEY[kind]({ body: { pageNum: 1, pageSize: size } }),
    queryFn: ({ signal }) => loadTasks(kind, { pageNum: 1, pageSize: size }, signal),
    select: (env) => ({ total: env.data?.total ?? 0, rows: env.data?.list ?? [] }),
  });

export const taskDetailQuery = (taskId: string) =>
  queryOptions({
    ...getWorkflowWageTaskQueryOptions(api, { params: { query: { taskId } } }),
    select: (env) => env.data ?? null,
  });

export const processFlowQuery = (procInstId: string) =>
  queryOptions({
    ...getWorkflowWageProcessFlowQueryOptions(api, { params: { query: { procInstId } } }),
    select: (env) => env.data ?? null,
  });

export const taskUsersQuery = (procInstId: string, taskId: string) =>
  queryOptions({
    ...listWorkflowTaskUsersQueryOptions(api, { body: { procInstId, taskId } }),
    select: (env) => env.data ?? [],
  });

/** Every read a decision (同意, 驳回, 转办) changes. */
export const DECISION_KEYS = [
  ['pageWorkflowTodo'],
  ['pageWorkflowDone'],
  ['pageWorkflowApplied'],
  ['getWorkflowWageTask'],
  ['getWorkflowWageProcessFlow'],
] as const;
