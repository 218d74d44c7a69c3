// The calls of 报警管理 (001 §7.6), one home each: queryOptions factories for reads, plain functions for the rest.
import { queryOptions } from '@tanstack/react-query';
import type { components } from '@site/sdk';
import { api } from '@/app/api';
import { forbiddenPointBody } from './alarm-codes';
import type { durationExportBody, durationListQuery, durationRange } from './alarm-codes';
import {
  getStationaryAlarmStatQueryOptions,
  getStayinAlarmStatQueryOptions,
  listAlertWhiteCandidatesQueryOptions,
  listAlertWhitePersonTypesQueryOptions,
  listForbiddenPointsQueryOptions,
  listStationaryAlarmDateRangeQueryOptions,
  listStayinAlarmDateRangeQueryOptions,
} from '@site/sdk/query/alarms';
import { getSmsAlarmSettingQueryOptions } from '@site/sdk/query/sms-alarm';
import { listOrgManagersQueryOptions } from '@site/sdk/query/org';

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
        ...getStayinAlarmStatQueryOptions(api, { params: { query } }),
        select: (env) => env.data,
      }),
    trendQuery: (query: Range) =>
      queryOptions({
        ...listStayinAlarmDateRangeQueryOptions(api, { params: { query } }),
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
        ...getStationaryAlarmStatQueryOptions(api, { params: { query } }),
        select: (env) => env.data,
      }),
    trendQuery: (query: Range) =>
      queryOptions({
        ...listStationaryAlarmDateRangeQueryOptions(api, { params: { query } }),
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
    ...listForbiddenPointsQueryOptions(api, { body: forbiddenPointBody({}, scope, 1, 1000) }),
    // PageData declares list as unknown[]: name the row type so callers can map it.
    select: (env): ForbiddenPoint[] => env.data?.list ?? [],
    staleTime: 60_000,
  });

export const whitePersonTypesQuery = (projectId: number | undefined) =>
  queryOptions({
    ...listAlertWhitePersonTypesQueryOptions(api, { body: { projectId } }),
    select: (env) => env.data ?? [],
    staleTime: 10 * 60_000,
  });

export const whiteCandidatesQuery = (query: { projectId: number; personType: number; keyword: string }) =>
  queryOptions({
    ...listAlertWhiteCandidatesQueryOptions(api, { body: { pageNum: 1, pageSize: 50, ...query } }),
    select: (env): { total: number; rows: WhiteCandidate[] } => ({
      total: env.data?.total ?? 0,
      rows: env.data?.list ?? [],
    }),
  });

export const smsSettingQuery = (projectId: number) =>
  queryOptions({
    ...getSmsAlarmSettingQueryOptions(api, { params: { query: { projectId } } }),
    select: (env) => env.data,
  });

export const projectManagersQuery = (projectId: number) =>
  queryOptions({
    ...listOrgManagersQueryOptions(api, { params: { query: { project_id: projectId } } }),
    select: (env) => env.data ?? [],
    staleTime: 5 * 60_000,
  });
