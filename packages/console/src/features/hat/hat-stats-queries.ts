// The statistics calls of 安全帽管理 (001 §7.4): one queryOptions factory per read, the list loaders and the export.
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/app/api';
import type { FilterValues } from '@/lib/list-params';
import type { DateRange } from '@/lib/date-range';
import { hatAlarmBody, statBody, statExportQuery, statPageBody, unwearScope, type HatScope } from './hat-stats-model';

export const hatOverviewQuery = (scope: HatScope, range: DateRange) =>
  queryOptions({
    queryKey: ['getHelmetOverview', scope, range],
    queryFn: ({ signal }) => api.POST('/starSafety/laborHat/overview', { body: statBody(scope, range), signal }),
    select: (env) => env.data,
  });

export const hatUseStatQuery = (scope: HatScope, range: DateRange) =>
  queryOptions({
    queryKey: ['getHelmetUseStat', scope, range],
    queryFn: ({ signal }) => api.POST('/starSafety/laborHat/useStat', { body: statBody(scope, range), signal }),
    select: (env) => env.data,
  });

export const hatTurnoverQuery = (scope: HatScope, range: DateRange) =>
  queryOptions({
    queryKey: ['getHelmetTurnoverLossDamageStat', scope, range],
    queryFn: ({ signal }) =>
      api.POST('/starSafety/laborHat/turnoverAndlossAndDamageStat', { body: statBody(scope, range), signal }),
    select: (env) => env.data ?? [],
  });

export const loadLossDamage = (scope: HatScope, range: DateRange, signal?: AbortSignal) =>
  api.POST('/starSafety/laborHat/lossAndDamageStat', { body: statBody(scope, range), signal });

export const loadUseDetails = (
  scope: HatScope,
  range: DateRange,
  filters: FilterValues,
  page: number,
  size: number,
  signal?: AbortSignal,
) =>
  api.POST('/starSafety/laborHat/useDetailStat', {
    body: statPageBody(scope, range, filters, page, size),
    signal,
  });

export const exportUseDetails = (scope: HatScope, range: DateRange, filters: FilterValues) =>
  api.GET('/starSafety/laborHat/exportUseDetailStat', { params: { query: statExportQuery(scope, range, filters) } });

export const loadNoElectricity = (
  scope: HatScope,
  filters: FilterValues,
  page: number,
  size: number,
  signal?: AbortSignal,
) =>
  api.POST('/starSafety/laborHat/noElectricityStat', {
    body: statPageBody(scope, { start: filters.startDate, end: filters.endDate }, filters, page, size),
    signal,
  });

export const loadHatAlarms = (
  filters: FilterValues,
  projectId: number | undefined,
  page: number,
  size: number,
  signal?: AbortSignal,
) => api.POST('/star/laborhat/alarm', { body: hatAlarmBody(filters, projectId, page, size), signal });

export const unwearCollectQuery = (scope: HatScope, date: string | undefined) =>
  queryOptions({
    queryKey: ['collectHelmetUnwear', scope, date],
    queryFn: ({ signal }) =>
      api.GET('/pc/org/hat/unwearcollect', {
        params: { query: { ...unwearScope(scope), ...(date ? { date } : {}) } },
        signal,
      }),
    select: (env) => env.data,
  });

export const branchUnwearQuery = (orgId: number | undefined, date: string | undefined) =>
  queryOptions({
    queryKey: ['collectBranchHelmetUnwear', orgId, date],
    queryFn: ({ signal }) =>
      api.GET('/pc/org/hat/branunwearchcollect', {
        params: { query: { ...(orgId ? { org_id: orgId } : {}), ...(date ? { date } : {}) } },
        signal,
      }),
    select: (env) => env.data ?? [],
  });
