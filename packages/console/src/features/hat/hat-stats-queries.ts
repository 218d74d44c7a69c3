// The statistics calls of 安全帽管理 (001 §7.4): one queryOptions factory per read, the list loaders and the export.
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/platform/api';
import { pageOf, type ListLoadArgs } from '@/ui/list-screen';
import type { FilterValues } from '@/lib/list-params';
import type { DateRange } from '@/lib/date-range';
import { hatAlarmBody, statBody, statExportQuery, statPageBody, unwearScope, type HatScope } from './hat-stats-model';
import {
  collectBranchHelmetUnwearQueryOptions,
  collectHelmetUnwearQueryOptions,
  getHelmetOverviewQueryOptions,
  getHelmetTurnoverLossDamageStatQueryOptions,
  getHelmetUseStatQueryOptions,
} from '@site/sdk/query/helmets';

export const hatOverviewQuery = (scope: HatScope, range: DateRange) =>
  queryOptions({
    ...getHelmetOverviewQueryOptions(api, { body: statBody(scope, range) }),
    select: (env) => env.data,
  });

export const hatUseStatQuery = (scope: HatScope, range: DateRange) =>
  queryOptions({
    ...getHelmetUseStatQueryOptions(api, { body: statBody(scope, range) }),
    select: (env) => env.data,
  });

export const hatTurnoverQuery = (scope: HatScope, range: DateRange) =>
  queryOptions({
    ...getHelmetTurnoverLossDamageStatQueryOptions(api, { body: statBody(scope, range) }),
    select: (env) => env.data ?? [],
  });

export const loadLossDamage = (scope: HatScope, range: DateRange, signal?: AbortSignal) =>
  api.POST('/starSafety/laborHat/lossAndDamageStat', { body: statBody(scope, range), signal });

/** 安全帽使用明细's `load`. */
export const loadUseDetails =
  (scope: HatScope, range: DateRange) =>
  async ({ page, size, filters, signal }: ListLoadArgs) =>
    pageOf(
      await api.POST('/starSafety/laborHat/useDetailStat', {
        body: statPageBody(scope, range, filters, page, size),
        signal,
      }),
    );

export const exportUseDetails = (scope: HatScope, range: DateRange, filters: FilterValues) =>
  api.GET('/starSafety/laborHat/exportUseDetailStat', { params: { query: statExportQuery(scope, range, filters) } });

/** 未充电 list's `load`: the period comes from the list's own date filters. */
export const loadNoElectricity =
  (scope: HatScope) =>
  async ({ page, size, filters, signal }: ListLoadArgs) =>
    pageOf(
      await api.POST('/starSafety/laborHat/noElectricityStat', {
        body: statPageBody(scope, { start: filters.startDate, end: filters.endDate }, filters, page, size),
        signal,
      }),
    );

/** 安全帽报警's `load`. */
export const loadHatAlarms =
  (projectId: number | undefined) =>
  async ({ page, size, filters, signal }: ListLoadArgs) =>
    pageOf(await api.POST('/star/laborhat/alarm', { body: hatAlarmBody(filters, projectId, page, size), signal }));

export const unwearCollectQuery = (scope: HatScope, date: string | undefined) =>
  queryOptions({
    ...collectHelmetUnwearQueryOptions(api, {
      params: { query: { ...unwearScope(scope), ...(date ? { date } : {}) } },
    }),
    select: (env) => env.data,
  });

export const branchUnwearQuery = (orgId: number | undefined, date: string | undefined) =>
  queryOptions({
    ...collectBranchHelmetUnwearQueryOptions(api, {
      params: { query: { ...(orgId ? { org_id: orgId } : {}), ...(date ? { date } : {}) } },
    }),
    select: (env) => env.data ?? [],
  });
