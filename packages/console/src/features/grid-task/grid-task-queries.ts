// The reads of 点位任务、隐患处置、检查统计、项目巡检分析 and 异常关系 (001 §7.5), one home each: a queryOptions factory
// per call (key = operation id + params).
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/app/api';
import type { ComboboxOption } from '@/ui/combobox';
import type { AnalyseQuery, TroubleViewType } from './grid-task-model';
import {
  getGridDepOverviewQueryOptions,
  getGridDepRectificationOverviewQueryOptions,
  getGridDepTrendQueryOptions,
  getGridPointTaskAnalysisQueryOptions,
  getGridPointTaskDetailQueryOptions,
  getTroubleCategoryTreeQueryOptions,
  getTroubleTaskDetailQueryOptions,
  listGridAbnormalPersonTypesQueryOptions,
  listGridCategoryStatisticsQueryOptions,
  listGridCheckRateTrendQueryOptions,
  listGridCheckTypeStatisticsQueryOptions,
  listGridCompanyCheckStatisticsQueryOptions,
  listGridDepCheckerAnalysisQueryOptions,
  listGridDepCompletionRatioQueryOptions,
  listGridPointItemsQueryOptions,
  listGridTroubleRecordsByProcInstQueryOptions,
  listGridTroubleRecordsQueryOptions,
  listSysUserPositionsQueryOptions,
  listTroubleCompanyOptionsQueryOptions,
} from '@site/sdk/query/grid';

export const pointTaskDetailQuery = (id: number) =>
  queryOptions({
    ...getGridPointTaskDetailQueryOptions(api, { body: { id } }),
    select: (env) => env.data,
  });

export const troubleRecordsQuery = (taskId: number) =>
  queryOptions({
    ...listGridTroubleRecordsQueryOptions(api, { body: { taskId } }),
    select: (env) => env.data ?? [],
  });

export const procInstRecordsQuery = (procInstId: string) =>
  queryOptions({
    ...listGridTroubleRecordsByProcInstQueryOptions(api, { body: { procInstId } }),
    select: (env) => env.data ?? [],
  });

export const taskAnalysisQuery = (body: AnalyseQuery) =>
  queryOptions({
    ...getGridPointTaskAnalysisQueryOptions(api, { body }),
    select: (env) => env.data,
  });

export const troubleDetailQuery = (taskId: number, type: TroubleViewType) =>
  queryOptions({
    ...getTroubleTaskDetailQueryOptions(api, { params: { path: { task_id: taskId, type } } }),
    select: (env) => env.data,
  });

export const categoryTreeQuery = (projectId?: number) =>
  queryOptions({
    ...getTroubleCategoryTreeQueryOptions(api, { params: { query: projectId ? { project_id: projectId } : {} } }),
    select: (env) => env.data ?? [],
    staleTime: 5 * 60_000,
  });

export const pointItemsQuery = (pointId: number) =>
  queryOptions({
    ...listGridPointItemsQueryOptions(api, { body: { pointId } }),
    select: (env) => env.data ?? [],
    staleTime: 5 * 60_000,
  });

export const companyOptionsQuery = (projectId?: number) =>
  queryOptions({
    ...listTroubleCompanyOptionsQueryOptions(api, { params: { query: projectId ? { project_id: projectId } : {} } }),
    select: (env) => env.data ?? [],
    staleTime: 5 * 60_000,
  });

export const positionsQuery = (projectId?: number) =>
  queryOptions({
    ...listSysUserPositionsQueryOptions(api, { params: { query: projectId ? { projectId } : {} } }),
    select: (env) => env.data ?? [],
    staleTime: 5 * 60_000,
  });

export const personTypesQuery = (projectId?: number) =>
  queryOptions({
    ...listGridAbnormalPersonTypesQueryOptions(api, { body: projectId ? { projectId } : {} }),
    select: (env) => env.data ?? [],
    staleTime: 10 * 60_000,
  });

// 检查统计
export const checkTypeStatQuery = (body: AnalyseQuery) =>
  queryOptions({
    ...listGridCheckTypeStatisticsQueryOptions(api, { body }),
    select: (env) => env.data ?? [],
  });
export const checkRateQuery = (body: AnalyseQuery) =>
  queryOptions({
    ...listGridCheckRateTrendQueryOptions(api, { body }),
    select: (env) => env.data ?? [],
  });
export const categoryStatQuery = (body: AnalyseQuery) =>
  queryOptions({
    ...listGridCategoryStatisticsQueryOptions(api, { body }),
    select: (env) => env.data ?? [],
  });
export const companyStatQuery = (query: { projectId?: number; startDate: string; endDate: string }) =>
  queryOptions({
    ...listGridCompanyCheckStatisticsQueryOptions(api, { params: { query } }),
    select: (env) => env.data ?? [],
  });

// 项目巡检分析
export const depOverviewQuery = (body: AnalyseQuery) =>
  queryOptions({
    ...getGridDepOverviewQueryOptions(api, { body }),
    select: (env) => env.data,
  });
export const depTrendQuery = (body: AnalyseQuery) =>
  queryOptions({
    ...getGridDepTrendQueryOptions(api, { body }),
    select: (env) => env.data,
  });
export const depCheckerQuery = (body: AnalyseQuery) =>
  queryOptions({
    ...listGridDepCheckerAnalysisQueryOptions(api, { body }),
    select: (env) => env.data ?? [],
  });
export const depRectifyOverviewQuery = (body: AnalyseQuery) =>
  queryOptions({
    ...getGridDepRectificationOverviewQueryOptions(api, { body }),
    select: (env) => env.data,
  });
export const depCompletionQuery = (body: AnalyseQuery) =>
  queryOptions({
    ...listGridDepCompletionRatioQueryOptions(api, { body }),
    select: (env) => env.data ?? [],
  });

/** Every read that shows a hazard's state, for invalidation after a change of it. */
export const TROUBLE_KEYS = [
  'pageGridPointTasks',
  'getGridPointTaskDetail',
  'listGridTroubleRecords',
  'listGridTroubleRecordsByProcInst',
  'getTroubleTaskDetail',
  'getGridPointTaskAnalysis',
] as const;

interface PositionUsers {
  positionName?: string | undefined;
  users?: readonly { userId: number | string; name: string; mobile?: string | null | undefined }[] | null | undefined;
}

/** The people of each position as searchable-select options under the position's name (a native select's optgroups). */
export function positionUserOptions(
  positions: readonly PositionUsers[] | undefined,
  withMobile = false,
): ComboboxOption[] {
  return (positions ?? []).flatMap((p) =>
    (p.users ?? []).map((u) => ({
      value: u.userId,
      label: withMobile && u.mobile ? `${u.name}（${u.mobile}）` : u.name,
      group: p.positionName ?? '',
    })),
  );
}
