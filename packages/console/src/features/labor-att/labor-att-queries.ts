// The calls of 劳务考勤 (001 §7.1 GET /pc/labor/*, /adm-labor/labormenu/*), one home each: a queryOptions factory
// per read (key = operation id + params) and a loader per paged list (ListScreen adds page, size and filters).
// org_id and project_id are sent only when the person chose them: the server takes the signed-in identity's.
import { queryOptions } from '@tanstack/react-query';
import type { components } from '@site/sdk';
import { api } from '@/platform/api';
import type { FilterValues } from '@/lib/list-params';
import type { ListPage } from '@/ui/list-screen';
import { rangeQuery, type DateRange, type PersonRef } from './labor-att-model';
import {
  getLaborAttendanceHeadCollectQueryOptions,
  getPersonProjectCheckDetailQueryOptions,
  listLaborAttendanceByDateQueryOptions,
  listLaborAttendanceByOrgQueryOptions,
  listLaborDonorOptionsQueryOptions,
  listLaborWorkerAttendanceByAreaQueryOptions,
  listLaborWorkerAttendanceByDateQueryOptions,
  listLaborWorkerAttendanceByProjectQueryOptions,
  listPersonProjectDailyAttendanceQueryOptions,
  listPersonTraceQueryOptions,
  listProjectManagerAttendanceByDateQueryOptions,
  listProjectManagerAttendanceByProjectQueryOptions,
  listProjectPositionAttendanceQueryOptions,
  listSubcontractorStaffAttendanceByDateQueryOptions,
} from '@site/sdk/query/attendance';

type Schemas = components['schemas'];
export type PersonRateRow = Schemas['AttendancePersonRateRow'];
export type ProjRateRow = Schemas['AttendanceProjRateRow'];
export type EntRateRow = Schemas['AttendanceEntRateRow'];
export type WorkerRateRow = Schemas['AttendanceWorkerRateRow'];

/** The numbers of a filter value, or undefined (an empty or bad value is not sent). */
export const idOf = (v: string | undefined) => {
  const n = Number(v);
  return v && Number.isInteger(n) && n > 0 ? n : undefined;
};
const keywordOf = (filters: FilterValues) => filters.keyword || undefined;

const page = <Row>(env: { data?: { total?: number; list?: Row[] } }): ListPage<Row> => ({
  total: env.data?.total ?? 0,
  rows: env.data?.list ?? [],
});

interface ListArgs {
  page: number;
  size: number;
  filters: FilterValues;
  signal?: AbortSignal | undefined;
}

// ───────── Head cards and daily series ─────────

export const headCollectQuery = (date: string, projectId?: number) =>
  queryOptions({
    ...getLaborAttendanceHeadCollectQueryOptions(api, { params: { query: { date, project_id: projectId } } }),
    select: (env) => env.data,
  });

export const orgDaysQuery = (range: DateRange) =>
  queryOptions({
    ...listLaborAttendanceByDateQueryOptions(api, { params: { query: rangeQuery(range) } }),
    select: (env) => env.data ?? [],
  });

export const subOrgsQuery = (range: DateRange) =>
  queryOptions({
    ...listLaborAttendanceByOrgQueryOptions(api, { params: { query: rangeQuery(range) } }),
    select: (env) => env.data ?? [],
  });

export const managerDaysQuery = (range: DateRange, projectId?: number) =>
  queryOptions({
    ...listProjectManagerAttendanceByDateQueryOptions(api, {
      params: { query: { ...rangeQuery(range), project_id: projectId } },
    }),
    select: (env) => env.data ?? [],
  });

export const positionsQuery = (range: DateRange, projectId?: number) =>
  queryOptions({
    ...listProjectPositionAttendanceQueryOptions(api, {
      params: { query: { ...rangeQuery(range), project_id: projectId } },
    }),
    select: (env) => env.data ?? [],
  });

export const enterpriseDaysQuery = (range: DateRange) =>
  queryOptions({
    ...listSubcontractorStaffAttendanceByDateQueryOptions(api, { params: { query: rangeQuery(range) } }),
    select: (env) => env.data ?? [],
  });

export const workerDaysQuery = (range: DateRange) =>
  queryOptions({
    ...listLaborWorkerAttendanceByDateQueryOptions(api, { params: { query: rangeQuery(range) } }),
    select: (env) => env.data ?? [],
  });

export const workerAreasQuery = (range: DateRange) =>
  queryOptions({
    ...listLaborWorkerAttendanceByAreaQueryOptions(api, { params: { query: rangeQuery(range) } }),
    select: (env) => env.data ?? [],
  });

// ───────── One person ─────────

export const traceQuery = (person: PersonRef, range: DateRange) =>
  queryOptions({
    ...listPersonTraceQueryOptions(api, {
      params: { query: { person_id: person.person_id, person_type: person.person_type, ...rangeQuery(range) } },
    }),
    select: (env) => env.data ?? [],
  });

export const personDaysQuery = (person: PersonRef, range: DateRange) =>
  queryOptions({
    ...listPersonProjectDailyAttendanceQueryOptions(api, {
      params: {
        query: {
          person_id: person.person_id,
          person_type: person.person_type,
          project_id: person.project_id,
          ...rangeQuery(range),
        },
      },
    }),
    select: (env) => env.data ?? [],
  });

export const checkDetailQuery = (person: PersonRef, date: string) =>
  queryOptions({
    ...getPersonProjectCheckDetailQueryOptions(api, {
      params: {
        query: { person_id: person.person_id, person_type: person.person_type, project_id: person.project_id, date },
      },
    }),
    select: (env) => env.data,
  });

// ───────── Selectors ─────────

/** 参建企业 of the project (劳务输出单位下拉) for the enterprise person list's company filter. */
export const donorOptionsQuery = () =>
  queryOptions({
    ...listLaborDonorOptionsQueryOptions(api, { params: { query: {} } }),
    select: (env) => (env.data ?? []).map((o) => ({ value: o.value, label: o.label })),
    staleTime: 10 * 60_000,
  });

/** Projects of a by-project list (first 100) as the project filter of its person list. */
export const managerProjectOptionsQuery = (range: DateRange) =>
  queryOptions({
    ...listProjectManagerAttendanceByProjectQueryOptions(api, {
      params: { query: { page: 1, limit: 100, ...rangeQuery(range) } },
    }),
    select: (env) => (env.data?.list ?? []).map((p) => ({ value: p.project_id, label: p.project_name })),
  });

export const workerProjectOptionsQuery = (range: DateRange) =>
  queryOptions({
    ...listLaborWorkerAttendanceByProjectQueryOptions(api, {
      params: { query: { page: 1, limit: 100, ...rangeQuery(range) } },
    }),
    select: (env) => (env.data?.list ?? []).map((p) => ({ value: p.project_id, label: p.project_name })),
  });

// ───────── Paged lists ─────────

/** The request of a paged rate list: the screen's page, size and keyword, the chosen range, and the ids it names. */
const rateListInit = (a: ListArgs, range: DateRange, ids: { project_id?: number; company_id?: number } = {}) => ({
  params: { query: { page: a.page, limit: a.size, ...ids, keyword: keywordOf(a.filters), ...rangeQuery(range) } },
  signal: a.signal,
});

export const listLoaders = {
  orgSupervisors: (range: DateRange) => async (a: ListArgs) =>
    page<PersonRateRow>(await api.GET('/pc/labor/orgSupMan/att/list', rateListInit(a, range))),
  orgOthers: (range: DateRange) => async (a: ListArgs) =>
    page<PersonRateRow>(await api.GET('/pc/labor/orgOtherMan/att/list', rateListInit(a, range))),
  managerProjects: (range: DateRange) => async (a: ListArgs) =>
    page<ProjRateRow>(await api.GET('/pc/labor/projMan/att/projList', rateListInit(a, range))),
  managerPeople: (range: DateRange) => async (a: ListArgs) =>
    page<PersonRateRow>(
      await api.GET(
        '/pc/labor/projMan/att/personList',
        rateListInit(a, range, { project_id: idOf(a.filters.project_id) }),
      ),
    ),
  projectPeople: (range: DateRange, projectId: number | undefined) => async (a: ListArgs) =>
    page<PersonRateRow>(
      await api.GET('/pc/labor/proj/att/personList', rateListInit(a, range, { project_id: projectId })),
    ),
  enterprises: (range: DateRange) => async (a: ListArgs) =>
    page<EntRateRow>(await api.GET('/pc/labor/stuEnt/att/entList', rateListInit(a, range))),
  enterprisePeople: (range: DateRange) => async (a: ListArgs) =>
    page<PersonRateRow>(
      await api.GET(
        '/pc/labor/stuEnt/att/personList',
        rateListInit(a, range, { company_id: idOf(a.filters.company_id) }),
      ),
    ),
  workerProjects: (range: DateRange) => async (a: ListArgs) =>
    page<ProjRateRow>(await api.GET('/pc/labor/worker/att/projList', rateListInit(a, range))),
  workers: (range: DateRange) => async (a: ListArgs) =>
    page<WorkerRateRow>(
      await api.GET(
        '/pc/labor/worker/att/workerList',
        rateListInit(a, range, { project_id: idOf(a.filters.project_id) }),
      ),
    ),
};
