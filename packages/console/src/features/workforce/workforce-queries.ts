// The calls of 数据分析 (001 §7.2), one home each: a queryOptions factory per read (key = operation id + params), a
// loader per paged list and the exports. projectId / org_id are not sent: the server takes the signed-in identity's.
import { queryOptions } from '@tanstack/react-query';
import type { components } from '@site/sdk';
import { api } from '@/app/api';
import type { FilterValues } from '@/lib/list-params';
import type { DateRange } from '@/lib/date-range';
import type { ListPage } from '@/ui/list-screen';
import { idOf, salaryQuery, type SalaryFilters } from './workforce-model';

type Schemas = components['schemas'];
export type SubcontractorRow = Schemas['WorkforceSubcontractorSituation'];
export type AreaRow = Schemas['WorkforceAreaSituation'];
export type CompanyWorkTypeRow = Schemas['WorkforceSubcontractorWorkType'];
export type CompanyTeamRow = Schemas['WorkforceSubcontractorTeam'];
export type AreaWorker = Schemas['WorkforceAreaWorker'];
export type WorkTypeCount = Schemas['WorkforceWorkTypeCount'];
export type WorkTypeAttendance = Schemas['WorkforceWorkTypeAttendance'];
export type TeamCount = Schemas['WorkforceTeamCount'];
export type TeamAttendance = Schemas['WorkforceTeamAttendance'];
export type HourCount = Schemas['WorkforceHourCount'];
export type DayStat = Schemas['WorkforceDayStat'];
export type WorkerLabor = Schemas['WorkforceWorkerLabor'];
export type WorkerLaborDay = Schemas['WorkforceWorkerLaborDay'];
export type WorkTypeShare = Schemas['WorkforceWorkTypeShare'];
export type TeamRank = Schemas['WorkforceTeamRank'];
export type LabelStat = Schemas['WorkforceLabelStat'];
export type SalaryRange = Schemas['WorkforceSalaryRange'];
export type SalaryMonth = Schemas['WorkforceSalaryMonth'];
export type SalaryOrgRow = Schemas['WorkforceSalaryOrgRow'];
export type SalaryAreaRow = Schemas['WorkforceSalaryAreaRow'];

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
    queryKey: ['listSubcontractorWorkforceSituation'],
    queryFn: ({ signal }) => api.GET(`${W}/subcontractorWorkforceSituation`, { signal }),
    select: (env) => env.data ?? [],
  });

export const areasQuery = () =>
  queryOptions({
    queryKey: ['listAreaWorkforceSituation'],
    queryFn: ({ signal }) => api.GET(`${W}/areaWorkforceSituation`, { signal }),
    select: (env) => env.data ?? [],
  });

export const companyWorkTypesQuery = (companyId?: number) =>
  queryOptions({
    queryKey: ['listSubcontractorWorkforceByWorkType', { companyId }],
    queryFn: ({ signal }) =>
      api.GET(`${W}/subcontractorWorkforceSituationByWorkType`, { params: { query: { companyId } }, signal }),
    select: (env) => env.data ?? [],
  });

export const companyTeamsQuery = (companyId?: number) =>
  queryOptions({
    queryKey: ['listSubcontractorWorkforceByTeam', { companyId }],
    queryFn: ({ signal }) =>
      api.GET(`${W}/subcontractorWorkforceSituationByTeam`, { params: { query: { companyId } }, signal }),
    select: (env) => env.data ?? [],
  });

// ───────── 劳动力分布 (period, POST) ─────────

export const subcontractorTrendQuery = (range: DateRange) =>
  queryOptions({
    queryKey: ['getSubcontractorWorkforceTrend', range],
    queryFn: ({ signal }) => api.POST(`${W}/subcontractorWorkforceTrend`, { body: dates(range), signal }),
    select: (env) => env.data,
  });

export const areaTrendQuery = (range: DateRange) =>
  queryOptions({
    queryKey: ['getAreaWorkforceTrend', range],
    queryFn: ({ signal }) => api.POST(`${W}/areaWorkforceTrend`, { body: dates(range), signal }),
    select: (env) => env.data,
  });

export const workTypeShareQuery = (range: DateRange, companyId?: number) =>
  queryOptions({
    queryKey: ['listWorkTypeWorkforceDistribution', range, { companyId }],
    queryFn: ({ signal }) =>
      api.POST(`${W}/workTypeWorkforceDistribution`, {
        body: { ...dates(range), ...(companyId ? { companyId } : {}) },
        signal,
      }),
    select: (env) => env.data ?? [],
  });

export const teamRankingQuery = (range: DateRange, companyId?: number) =>
  queryOptions({
    queryKey: ['listTeamWorkforceRanking', range, { companyId }],
    queryFn: ({ signal }) =>
      api.POST(`${W}/teamWorkforceRanking`, { body: { ...dates(range), ...(companyId ? { companyId } : {}) }, signal }),
    select: (env) => env.data ?? [],
  });

// ───────── 当前在场人数 ─────────

export const workTypeCountQuery = (areaId?: number) =>
  queryOptions({
    queryKey: ['listCurrentAreaWorkerCountByWorkType', { areaId }],
    queryFn: ({ signal }) =>
      api.GET(`${W}/currentAreaWorkerCountByWorkType`, { params: { query: { areaId } }, signal }),
    select: (env) => env.data ?? [],
  });

export const workTypeAttendanceQuery = (areaId?: number) =>
  queryOptions({
    queryKey: ['listCurrentAreaWorkTypeAttendance', { areaId }],
    queryFn: ({ signal }) =>
      api.GET(`${W}/currentAreaWorkerCountByWorkTypeAttendance`, { params: { query: { areaId } }, signal }),
    select: (env) => env.data ?? [],
  });

export const teamCountQuery = (areaId?: number) =>
  queryOptions({
    queryKey: ['listCurrentAreaWorkerCountByTeam', { areaId }],
    queryFn: ({ signal }) => api.GET(`${W}/currentAreaWorkerCountByTeam`, { params: { query: { areaId } }, signal }),
    select: (env) => env.data ?? [],
  });

export const teamAttendanceQuery = (areaId?: number) =>
  queryOptions({
    queryKey: ['listCurrentAreaTeamAttendance', { areaId }],
    queryFn: ({ signal }) =>
      api.GET(`${W}/currentAreaWorkerCountByTeamAttendance`, { params: { query: { areaId } }, signal }),
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
    queryKey: ['listPast24HoursWorkforce', { areaId }],
    queryFn: ({ signal }) =>
      api.GET(`${W}/statisticsInThePastTwentyFourHours`, { params: { query: { areaId } }, signal }),
    select: (env) => env.data ?? [],
  });

export const past24HoursBySubcontractorQuery = () =>
  queryOptions({
    queryKey: ['getPast24HoursWorkforceBySubcontractor'],
    queryFn: ({ signal }) => api.GET(`${W}/statisticsInThePastTwentyFourHoursBySubcontractor`, { signal }),
    select: (env) => env.data,
  });

export const past24HoursByAreaQuery = () =>
  queryOptions({
    queryKey: ['getPast24HoursWorkforceByArea'],
    queryFn: ({ signal }) => api.POST(`${W}/pastTwentyFourHoursByArea`, { body: {}, signal }),
    select: (env) => env.data,
  });

export const past7DaysQuery = () =>
  queryOptions({
    queryKey: ['listPast7DaysWorkforce'],
    queryFn: ({ signal }) => api.GET(`${W}/statisticsInThePastSevenDays`, { signal }),
    select: (env) => env.data ?? [],
  });

export const past7DaysBySubcontractorQuery = () =>
  queryOptions({
    queryKey: ['getPast7DaysWorkforceBySubcontractor'],
    queryFn: ({ signal }) => api.POST(`${W}/pastSevenDaysBySubcontractor`, { body: {}, signal }),
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
    queryKey: ['getLaborAnalysisByWorkerChart', range, { workerId }],
    queryFn: ({ signal }) =>
      api.GET(`${W}/laborAnalysisByWorkerChart`, { params: { query: { ...dates(range), workerId } }, signal }),
    select: (env) => env.data ?? [],
  });

export const labelStatsQuery = (range: DateRange) =>
  queryOptions({
    queryKey: ['listLaborAnalysisByWorkerLabel', range],
    queryFn: ({ signal }) => api.POST(`${W}/laborAnalysisByWorkerLabel`, { body: dates(range), signal }),
    select: (env) => env.data ?? [],
  });

// ───────── 工资分析 (/pc/bda/salary) ─────────

export const salaryWorkTypesQuery = () =>
  queryOptions({
    queryKey: ['listSalaryWorkTypeOptions'],
    queryFn: ({ signal }) => api.GET('/pc/bda/salary/worktype/select', { signal }),
    select: (env) => env.data ?? [],
    staleTime: 10 * 60_000,
  });

export const salaryAreaTreeQuery = () =>
  queryOptions({
    queryKey: ['getSalaryAreaTree'],
    queryFn: ({ signal }) => api.GET('/pc/bda/salary/area/select/tree', { signal }),
    select: (env) => env.data ?? [],
    staleTime: 10 * 60_000,
  });

export const salaryParamsQuery = () =>
  queryOptions({
    queryKey: ['listSalaryParamOptions'],
    queryFn: ({ signal }) => api.GET('/pc/bda/salary/params/select/list', { signal }),
    select: (env) => env.data ?? [],
    staleTime: 10 * 60_000,
  });

export const salaryCollectQuery = (f: SalaryFilters) =>
  queryOptions({
    queryKey: ['getSalaryBasicCollect', f],
    queryFn: ({ signal }) => api.GET('/pc/bda/salary/basic/collect', { params: { query: salaryQuery(f) }, signal }),
    select: (env) => env.data,
  });

export const salaryRangesQuery = (f: SalaryFilters) =>
  queryOptions({
    queryKey: ['listSalaryRangeDistribution', f],
    queryFn: ({ signal }) => api.GET('/pc/bda/salary/basic/range/list', { params: { query: salaryQuery(f) }, signal }),
    select: (env) => env.data ?? [],
  });

export const salaryByMonthQuery = (f: SalaryFilters) =>
  queryOptions({
    queryKey: ['listSalaryOutputByDate', f],
    queryFn: ({ signal }) => api.GET('/pc/bda/salary/output/daterange', { params: { query: salaryQuery(f) }, signal }),
    select: (env) => env.data ?? [],
  });

/** By organisation: the call takes no area (its rows are projects of the organisation). */
export const salaryByOrgQuery = (f: SalaryFilters) =>
  queryOptions({
    queryKey: ['listSalaryOutputByOrg', f],
    queryFn: ({ signal }) =>
      api.GET('/pc/bda/salary/output/orgrange', {
        params: { query: salaryQuery({ ...f, areaCode: undefined }) },
        signal,
      }),
    select: (env) => env.data ?? [],
  });

export const salaryByAreaQuery = (f: SalaryFilters) =>
  queryOptions({
    queryKey: ['listSalaryOutputByArea', f],
    queryFn: ({ signal }) => api.GET('/pc/bda/salary/output/arearange', { params: { query: salaryQuery(f) }, signal }),
    select: (env) => env.data ?? [],
  });
