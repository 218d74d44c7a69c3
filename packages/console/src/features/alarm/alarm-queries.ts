// The calls of 报警管理 (001 §7.6), one home each: queryOptions factories for reads, plain functions for the rest.
import { queryOptions } from '@tanstack/react-query';
import type { components } from '@site/sdk';
import { api } from '@/app/api';
import { forbiddenPointBody } from './alarm-codes';
import type { durationExportBody, durationListQuery, durationRange } from './alarm-codes';

type ForbiddenPoint = components['schemas']['AlarmForbiddenPoint'];
type WhiteCandidate = components['schemas']['AlarmWhiteCandidate'];
type Range = ReturnType<typeof durationRange>;
type ListQuery = ReturnType<typeof durationListQuery>;
type ExportBody = ReturnType<typeof durationExportBody>;

/** 滞留 and 静止 share one screen; only the calls and the words differ. */
export const DURATION_KINDS = {
  stayin: {
    title: '滞留报警',
    noun: '滞留',
    listKey: 'listStayinAlarms',
    statQuery: (query: Range) =>
      queryOptions({
        queryKey: ['getStayinAlarmStat', query],
        queryFn: ({ signal }) => api.GET('/pc/security/alarm/stayin/stat/result', { params: { query }, signal }),
        select: (env) => env.data,
      }),
    trendQuery: (query: Range) =>
      queryOptions({
        queryKey: ['listStayinAlarmDateRange', query],
        queryFn: ({ signal }) => api.GET('/pc/security/alarm/stayin/daterange', { params: { query }, signal }),
        select: (env) => env.data ?? [],
      }),
    list: (query: ListQuery, signal?: AbortSignal) =>
      api.GET('/pc/security/alarm/stayin/list', { params: { query }, signal }),
    exportFile: (body: ExportBody) => api.POST('/pc/security/alarm/stayin/detail/export', { body }),
  },
  stationary: {
    title: '静止报警',
    noun: '静止',
    listKey: 'listStationaryAlarms',
    statQuery: (query: Range) =>
      queryOptions({
        queryKey: ['getStationaryAlarmStat', query],
        queryFn: ({ signal }) => api.GET('/pc/security/alarm/stationary/stat/result', { params: { query }, signal }),
        select: (env) => env.data,
      }),
    trendQuery: (query: Range) =>
      queryOptions({
        queryKey: ['listStationaryAlarmDateRange', query],
        queryFn: ({ signal }) => api.GET('/pc/security/alarm/stationary/daterange', { params: { query }, signal }),
        select: (env) => env.data ?? [],
      }),
    list: (query: ListQuery, signal?: AbortSignal) =>
      api.GET('/pc/security/alarm/stationary/list', { params: { query }, signal }),
    exportFile: (body: ExportBody) => api.POST('/pc/security/alarm/stationary/detail/export', { body }),
  },
} as const;

/** 滞留报警按人员汇总: the period and keyword of the 按人员汇总 tab. */
export const listStayinWorkers = (
  query: {
    project_id?: number | undefined;
    startDate?: string | undefined;
    endDate?: string | undefined;
    keyword?: string | undefined;
    pageNum: number;
    pageSize: number;
  },
  signal?: AbortSignal,
) => api.GET('/pc/security/alarm/stayin/worker/list', { params: { query }, signal });

export type DurationKind = keyof typeof DURATION_KINDS;

/** Restricted-area points as options (filters of 告警记录 and 白名单, the points of a white-list entry). */
export const forbiddenPointOptionsQuery = (scope: { projectId?: number | undefined; orgId?: number | undefined }) =>
  queryOptions({
    queryKey: ['listForbiddenPoints', 'options', scope],
    queryFn: ({ signal }) =>
      api.POST('/starSafety/forbiddenPoint/page', {
        body: forbiddenPointBody({}, scope, 1, 1000),
        signal,
      }),
    // PageData declares list as unknown[]: name the row type so callers can map it.
    select: (env): ForbiddenPoint[] => env.data?.list ?? [],
    staleTime: 60_000,
  });

export const whitePersonTypesQuery = (projectId: number | undefined) =>
  queryOptions({
    queryKey: ['listAlertWhitePersonTypes', { projectId }],
    queryFn: ({ signal }) => api.POST('/starSafety/alertWhite/personType', { body: { projectId }, signal }),
    select: (env) => env.data ?? [],
    staleTime: 10 * 60_000,
  });

export const whiteCandidatesQuery = (query: { projectId: number; personType: number; keyword: string }) =>
  queryOptions({
    queryKey: ['listAlertWhiteCandidates', query],
    queryFn: ({ signal }) =>
      api.POST('/starSafety/alertWhite/personPage', { body: { pageNum: 1, pageSize: 50, ...query }, signal }),
    select: (env): { total: number; rows: WhiteCandidate[] } => ({
      total: env.data?.total ?? 0,
      rows: env.data?.list ?? [],
    }),
  });

export const smsSettingQuery = (projectId: number) =>
  queryOptions({
    queryKey: ['getSmsAlarmSetting', { projectId }],
    queryFn: ({ signal }) => api.GET('/contract/msmalarm/get', { params: { query: { projectId } }, signal }),
    select: (env) => env.data,
  });

export const projectManagersQuery = (projectId: number) =>
  queryOptions({
    queryKey: ['listOrgManagers', { projectId }],
    queryFn: ({ signal }) => api.GET('/pc/org/manager', { params: { query: { project_id: projectId } }, signal }),
    select: (env) => env.data ?? [],
    staleTime: 5 * 60_000,
  });
