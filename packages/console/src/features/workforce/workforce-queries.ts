// The calls of 数据分析 (001 §7.2), one home each: a queryOptions factory per read (key = operation id + params), a
// loader per paged list and the exports. projectId / org_id are not sent: the server takes the signed-in identity's.
import { queryOptions } from '@tanstack/react-query';
import type { components } from '@site/sdk';
import { api } from '@/platform/api';
import type { FilterValues } from '@/lib/list-params';
import type { DateRange } from '@/lib/date-range';
import type { ListPage } from '@/ui/list-screen';
import { idOf, salaryQuery, type SalaryFilters } from './workforce-model';
import {
  getAreaWorkforceTrendQueryOptions,
  getLaborAnalysisByWorkerChartQueryOptions,
  getPast24HoursWorkforceByAreaQueryOptions,
  getPast24HoursWorkforceBySubcontractorQueryOptions,
  getPast7DaysWorkforceBySubcontractorQueryOptions,
  getSalaryAreaTreeQueryOptions,
  getSalaryBasicCollectQueryOptions,
  getSubcontractorWorkforceTrendQueryOptions,
  listAreaWorkforceSituationQueryOptions,
  listCurrentAreaTeamAttendanceQueryOptions,
  listCurrentAreaWorkTypeAttendanceQueryOptions,
  listCurrentAreaWorkerCountByTeamQueryOptions,
  listCurrentAreaWorkerCountByWorkTypeQueryOptions,
  listLaborAnalysisByWorkerLabelQueryOptions,
  listPast24HoursWorkforceQueryOptions,
  listPast7DaysWorkforceQueryOptions,
  listSalaryOutputByAreaQueryOptions,
  listSalaryOutputByDateQueryOptions,
  listSalaryOutputByOrgQueryOptions,
  listSalaryParamOptionsQueryOptions,
  listSalaryRangeDistributionQueryOptions,
  listSalaryWorkTypeOptionsQueryOptions,
  listSubcontractorWorkforceByTeamQueryOptions,
  listSubcontractorWorkforceByWorkTypeQueryOptions,
  listSubcontractorWorkforceSituationQueryOptions,
  listTeamWorkforceRankingQueryOptions,
  listWorkTypeWorkforceDistributionQueryOptions,
} from '@site/sdk/query/workforce';

type Schemas = components['schemas'];
export type AreaWorker = Schemas['WorkforceAreaWorker'];
export type WorkerLabor = Schemas['WorkforceWorkerLabor'];
export type WorkerLaborDay = Schemas['WorkforceWorkerLaborDay'];

interface ListArgs {
  page: number;
  size: number;
  filters: FilterValues;
  signal?: AbortSignal | undefined;
}

const toPage = <Row>(env: { data?: { total?: number; list?: Row[] } }): ListPage<Row> => ({
  total: env.data?.total ?? 0,
  rows: env.data?.list ?? [],
});

const dates = (range: DateRange) => ({ startDate: range.start, endDate: range.end });
const W = '/duty/workforceAnalytics';

// ───────── 劳动力分布 (today) ─────────

export const subcontractorsQuery = () =>
  queryOptions({
    ...listSubcontractorWorkforceSituationQueryOptions(api),
    select: (env) => env.data ?? [],
  });

export const areasQuery = () =>
  queryOptions({
    ...listAreaWorkforceSituationQueryOptions(api),
    select: (env) => env.data ?? [],
  });

export const companyWorkTypesQuery = (companyId?: number) =>
  queryOptions({
    ...listSubcontractorWorkforceByWorkTypeQueryOptions(api, { params: { query: { companyId } } }),
    select: (env) => env.data ?? [],
  });

export const companyTeamsQuery = (companyId?: number) =>
  queryOptions({
    ...listSubcontractorWorkforceByTeamQueryOptions(api, { params: { query: { companyId } } }),
    select: (env) => env.data ?? [],
  });

// ───────── 劳动力分布 (period, POST) ─────────

export const subcontractorTrendQuery = (range: DateRange) =>
  queryOptions({
    ...getSubcontractorWorkforceTrendQueryOptions(api, { body: dates(range) }),
    select: (env) => env.data,
  });

export const areaTrendQuery = (range: DateRange) =>
  queryOptions({
    ...getAreaWorkforceTrendQueryOptions(api, { body: dates(range) }),
    select: (env) => env.data,
  });

export const workTypeShareQuery = (range: DateRange, companyId?: number) =>
  queryOptions({
    ...listWorkTypeWorkforceDistributionQueryOptions(api, {
      body: { ...dates(range), ...(companyId ? { companyId } : {}) },
    }),
    select: (env) => env.data ?? [],
  });

export const teamRankingQuery = (range: DateRange, companyId?: number) =>
  queryOptions({
    ...listTeamWorkforceRankingQueryOptions(api, { body: { ...dates(range), ...(companyId ? { companyId } : {}) } }),
    select: (env) => env.data ?? [],
  });

// ───────── 当前在场人数 ─────────

export const workTypeCountQuery = (areaId?: number) =>
  queryOptions({
    ...listCurrentAreaWorkerCountByWorkTypeQueryOptions(api, { params: { query: { areaId } } }),
    select: (env) => env.data ?? [],
  });

export const workTypeAttendanceQuery = (areaId?: number) =>
  queryOptions({
    ...listCurrentAreaWorkTypeAttendanceQueryOptions(api, { params: { query: { areaId } } }),
    select: (env) => env.data ?? [],
  });

export const teamCountQuery = (areaId?: number) =>
  queryOptions({
    ...listCurrentAreaWorkerCountByTeamQueryOptions(api, { params: { query: { areaId } } }),
    select: (env) => env.data ?? [],
  });

export const teamAttendanceQuery = (areaId?: number) =>
  queryOptions({
    ...listCurrentAreaTeamAttendanceQueryOptions(api, { params: { query: { areaId } } }),
    select: (env) => env.data ?? [],
  });

export const loadWorkersByWorkType =
  (areaId?: number) =>
  async ({ page, size, filters, signal }: ListArgs) =>
    toPage(
      await api.GET(`${W}/currentAreaWorkerCountByWorkTypeWorkerList`, {
        params: {
          query: {
            page,
            limit: size,
            areaId,
            workTypeId: idOf(filters.workTypeId),
            keyword: filters.keyword || undefined,
          },
        },
        signal,
      }),
    );

export const exportWorkersByWorkType = (areaId: number | undefined, filters: FilterValues) =>
  api.POST(`${W}/currentAreaWorkerCountByWorkTypeWorkerList/export`, {
    body: {
      ...(areaId ? { areaId } : {}),
      ...(idOf(filters.workTypeId) ? { workTypeId: idOf(filters.workTypeId) } : {}),
      ...(filters.keyword ? { keyword: filters.keyword } : {}),
    },
  });

export const exportWorkTypeCount = (areaId?: number) =>
  api.POST(`${W}/currentAreaWorkerCountByWorkType/export`, { body: areaId ? { areaId } : {} });

export const loadWorkersByTeam =
  (areaId?: number) =>
  async ({ page, size, filters, signal }: ListArgs) =>
    toPage(
      await api.GET(`${W}/currentAreaWorkerListByTeam`, {
        params: {
          query: { page, limit: size, areaId, teamId: idOf(filters.teamId), keyword: filters.keyword || undefined },
        },
        signal,
      }),
    );

// ───────── 近24小时与近7天 ─────────

export const past24HoursQuery = (areaId?: number) =>
  queryOptions({
    ...listPast24HoursWorkforceQueryOptions(api, { params: { query: { areaId } } }),
    select: (env) => env.data ?? [],
  });

export const past24HoursBySubcontractorQuery = () =>
  queryOptions({
    ...getPast24HoursWorkforceBySubcontractorQueryOptions(api),
    select: (env) => env.data,
  });

export const past24HoursByAreaQuery = () =>
  queryOptions({
    ...getPast24HoursWorkforceByAreaQueryOptions(api, { body: {} }),
    select: (env) => env.data,
  });

export const past7DaysQuery = () =>
  queryOptions({
    ...listPast7DaysWorkforceQueryOptions(api),
    select: (env) => env.data ?? [],
  });

export const past7DaysBySubcontractorQuery = () =>
  queryOptions({
    ...getPast7DaysWorkforceBySubcontractorQueryOptions(api, { body: {} }),
    select: (env) => env.data,
  });

// ───────── 工人劳动分析 ─────────

export const loadLaborByWorker =
  (range: DateRange) =>
  async ({ page, size, filters, signal }: ListArgs) => {
    const label = Number(filters.label);
    return toPage(
      await api.GET(`${W}/laborAnalysisByWorker`, {
        params: {
          query: {
            page,
            limit: size,
            ...dates(range),
            companyId: idOf(filters.companyId),
            teamId: idOf(filters.teamId),
            workTypeId: idOf(filters.workTypeId),
            label: label === 1 || label === 2 || label === 3 || label === 4 ? label : undefined,
            keyword: filters.keyword || undefined,
          },
        },
        signal,
      }),
    );
  };

export const laborChartQuery = (range: DateRange, workerId?: number) =>
  queryOptions({
    ...getLaborAnalysisByWorkerChartQueryOptions(api, { params: { query: { ...dates(range), workerId } } }),
    select: (env) => env.data ?? [],
  });

export const labelStatsQuery = (range: DateRange) =>
  queryOptions({
    ...listLaborAnalysisByWorkerLabelQueryOptions(api, { body: dates(range) }),
    select: (env) => env.data ?? [],
  });

// ───────── 工资分析 (/pc/bda/salary) ─────────

export const salaryWorkTypesQuery = () =>
  queryOptions({
    ...listSalaryWorkTypeOptionsQueryOptions(api),
    select: (env) => env.data ?? [],
    staleTime: 10 * 60_000,
  });

export const salaryAreaTreeQuery = () =>
  queryOptions({
    ...getSalaryAreaTreeQueryOptions(api),
    select: (env) => env.data ?? [],
    staleTime: 10 * 60_000,
  });

export const salaryParamsQuery = () =>
  queryOptions({
    ...listSalaryParamOptionsQueryOptions(api),
    select: (env) => env.data ?? [],
    staleTime: 10 * 60_000,
  });

export const salaryCollectQuery = (f: SalaryFilters) =>
  queryOptions({
    ...getSalaryBasicCollectQueryOptions(api, { params: { query: salaryQuery(f) } }),
    select: (env) => env.data,
  });

export const salaryRangesQuery = (f: SalaryFilters) =>
  queryOptions({
    ...listSalaryRangeDistributionQueryOptions(api, { params: { query: salaryQuery(f) } }),
    select: (env) => env.data ?? [],
  });

export const salaryByMonthQuery = (f: SalaryFilters) =>
  queryOptions({
    ...listSalaryOutputByDateQueryOptions(api, { params: { query: salaryQuery(f) } }),
    select: (env) => env.data ?? [],
  });

/** By organisation: the call takes no area (its rows are projects of the organisation). */
export const salaryByOrgQuery = (f: SalaryFilters) =>
  queryOptions({
    ...listSalaryOutputByOrgQueryOptions(api, { params: { query: salaryQuery({ ...f, areaCode: undefined }) } }),
    select: (env) => env.data ?? [],
  });

export const salaryByAreaQuery = (f: SalaryFilters) =>
  queryOptions({
    ...listSalaryOutputByAreaQueryOptions(api, { params: { query: salaryQuery(f) } }),
    select: (env) => env.data ?? [],
  });
