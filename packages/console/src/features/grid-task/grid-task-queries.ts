// The reads of 点位任务、隐患处置、检查统计、项目巡检分析 and 异常关系 (001 §7.5), one home each: a queryOptions factory
// per call (key = operation id + params).
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/app/api';
import type { ComboboxOption } from '@/ui/combobox';
import type { AnalyseQuery, TroubleViewType } from './grid-task-model';

export const pointTaskDetailQuery = (id: number) =>
  queryOptions({
    queryKey: ['getGridPointTaskDetail', { id }],
    queryFn: ({ signal }) => api.POST('/grid/ginCheckPointTaskList/getDetail', { body: { id }, signal }),
    select: (env) => env.data,
  });

export const troubleRecordsQuery = (taskId: number) =>
  queryOptions({
    queryKey: ['listGridTroubleRecords', { taskId }],
    queryFn: ({ signal }) => api.POST('/grid/ginCheckPointTaskList/troubleRecore', { body: { taskId }, signal }),
    select: (env) => env.data ?? [],
  });

export const procInstRecordsQuery = (procInstId: string) =>
  queryOptions({
    queryKey: ['listGridTroubleRecordsByProcInst', { procInstId }],
    queryFn: ({ signal }) =>
      api.POST('/grid/ginCheckPointTaskList/troubleRecoreByProcInstId', { body: { procInstId }, signal }),
    select: (env) => env.data ?? [],
  });

export const taskAnalysisQuery = (body: AnalyseQuery) =>
  queryOptions({
    queryKey: ['getGridPointTaskAnalysis', body],
    queryFn: ({ signal }) => api.POST('/grid/ginCheckPointTaskList/analysis', { body, signal }),
    select: (env) => env.data,
  });

export const troubleDetailQuery = (taskId: number, type: TroubleViewType) =>
  queryOptions({
    queryKey: ['getTroubleTaskDetail', { taskId, type }],
    queryFn: ({ signal }) =>
      api.GET('/pc/trouble/detail/{task_id}/{type}', { params: { path: { task_id: taskId, type } }, signal }),
    select: (env) => env.data,
  });

export const categoryTreeQuery = (projectId?: number) =>
  queryOptions({
    queryKey: ['getTroubleCategoryTree', { projectId }],
    queryFn: ({ signal }) =>
      api.GET('/pc/trouble/categorytree', { params: { query: projectId ? { project_id: projectId } : {} }, signal }),
    select: (env) => env.data ?? [],
    staleTime: 5 * 60_000,
  });

export const pointItemsQuery = (pointId: number) =>
  queryOptions({
    queryKey: ['listGridPointItems', { pointId }],
    queryFn: ({ signal }) => api.POST('/grid/ginDscCategory/pointItem', { body: { pointId }, signal }),
    select: (env) => env.data ?? [],
    staleTime: 5 * 60_000,
  });

export const companyOptionsQuery = (projectId?: number) =>
  queryOptions({
    queryKey: ['listTroubleCompanyOptions', { projectId }],
    queryFn: ({ signal }) =>
      api.GET('/pc/company/select/list', { params: { query: projectId ? { project_id: projectId } : {} }, signal }),
    select: (env) => env.data ?? [],
    staleTime: 5 * 60_000,
  });

export const positionsQuery = (projectId?: number) =>
  queryOptions({
    queryKey: ['listSysUserPositions', { projectId }],
    queryFn: ({ signal }) =>
      api.GET('/orgdept/sysUser/positionlist', { params: { query: projectId ? { projectId } : {} }, signal }),
    select: (env) => env.data ?? [],
    staleTime: 5 * 60_000,
  });

export const personTypesQuery = (projectId?: number) =>
  queryOptions({
    queryKey: ['listGridAbnormalPersonTypes', { projectId }],
    queryFn: ({ signal }) =>
      api.POST('/grid/abnormalRelations/personType', { body: projectId ? { projectId } : {}, signal }),
    select: (env) => env.data ?? [],
    staleTime: 10 * 60_000,
  });

// 检查统计
export const checkTypeStatQuery = (body: AnalyseQuery) =>
  queryOptions({
    queryKey: ['listGridCheckTypeStatistics', body],
    queryFn: ({ signal }) => api.POST('/grid/ginCheckStatistic/checkType', { body, signal }),
    select: (env) => env.data ?? [],
  });
export const checkRateQuery = (body: AnalyseQuery) =>
  queryOptions({
    queryKey: ['listGridCheckRateTrend', body],
    queryFn: ({ signal }) => api.POST('/grid/ginCheckStatistic/checkRate', { body, signal }),
    select: (env) => env.data ?? [],
  });
export const categoryStatQuery = (body: AnalyseQuery) =>
  queryOptions({
    queryKey: ['listGridCategoryStatistics', body],
    queryFn: ({ signal }) => api.POST('/grid/ginCheckStatistic/categoryType', { body, signal }),
    select: (env) => env.data ?? [],
  });
export const companyStatQuery = (query: { projectId?: number; startDate: string; endDate: string }) =>
  queryOptions({
    queryKey: ['listGridCompanyCheckStatistics', query],
    queryFn: ({ signal }) => api.GET('/grid/ginCheckStatistic/listCompany', { params: { query }, signal }),
    select: (env) => env.data ?? [],
  });

// 项目巡检分析
export const depOverviewQuery = (body: AnalyseQuery) =>
  queryOptions({
    queryKey: ['getGridDepOverview', body],
    queryFn: ({ signal }) => api.POST('/grid/ginAnalyseProjectDep/overview', { body, signal }),
    select: (env) => env.data,
  });
export const depTrendQuery = (body: AnalyseQuery) =>
  queryOptions({
    queryKey: ['getGridDepTrend', body],
    queryFn: ({ signal }) => api.POST('/grid/ginAnalyseProjectDep/trend', { body, signal }),
    select: (env) => env.data,
  });
export const depCheckerQuery = (body: AnalyseQuery) =>
  queryOptions({
    queryKey: ['listGridDepCheckerAnalysis', body],
    queryFn: ({ signal }) => api.POST('/grid/ginAnalyseProjectDep/analyseCheck', { body, signal }),
    select: (env) => env.data ?? [],
  });
export const depRectifyOverviewQuery = (body: AnalyseQuery) =>
  queryOptions({
    queryKey: ['getGridDepRectificationOverview', body],
    queryFn: ({ signal }) => api.POST('/grid/ginAnalyseProjectDep/rectificationOverview', { body, signal }),
    select: (env) => env.data,
  });
export const depCompletionQuery = (body: AnalyseQuery) =>
  queryOptions({
    queryKey: ['listGridDepCompletionRatio', body],
    queryFn: ({ signal }) => api.POST('/grid/ginAnalyseProjectDep/completionRatio', { body, signal }),
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
