// The reads of the wage screens, one home each: a queryOptions factory per call (key = operation + params).
import { queryOptions } from '@tanstack/react-query';
import type { components } from '@site/sdk';
import { api } from '@/app/api';
import { pageOrgProjectsQueryOptions } from '@site/sdk/query/org';
import {
  getProjectOutputSalaryCollectQueryOptions,
  getProjectSalaryMonthCollectQueryOptions,
  getSalaryTroubleProjectByProInstIdQueryOptions,
  getWagesLandAreaQueryOptions,
  getWagesLandAreaTreeQueryOptions,
  getWagesSmsReceiverQueryOptions,
  listTroubleCompaniesQueryOptions,
  listTroubleWorkerVouchersQueryOptions,
  listTroubleWorkersByProInstIdQueryOptions,
  listTroubleWorkersQueryOptions,
} from '@site/sdk/query/wages';

type Project = components['schemas']['OrgProject'];

/** Projects for the filters and forms (/pc/project/page, every project the account sees). */
export const projectOptionsQuery = () =>
  queryOptions({
    ...pageOrgProjectsQueryOptions(api, { params: { query: { pageNum: 1, pageSize: 100 } } }),
    select: (env) => {
      const list: Project[] = env.data?.list ?? [];
      return list.map((p) => ({ value: p.project_id, label: p.project_name }));
    },
    staleTime: 10 * 60_000,
  });

export const landAreaTreeQuery = () =>
  queryOptions({
    ...getWagesLandAreaTreeQueryOptions(api, { body: {} }),
    select: (env) => env.data ?? [],
  });

export const landAreaQuery = (id: number) =>
  queryOptions({
    ...getWagesLandAreaQueryOptions(api, { params: { query: { id } } }),
    select: (env) => env.data ?? null,
  });

/** Every read of 属地区域, for invalidation after a change. */
export const LAND_AREA_KEYS = ['getWagesLandAreaTree', 'getWagesLandArea', 'listWagesLandAreas'] as const;

/** One SMS receiver as saved (the 修改 dialog reads it: the list row may be stale). */
export const smsReceiverQuery = (id: number) =>
  queryOptions({
    ...getWagesSmsReceiverQueryOptions(api, { params: { query: { id } } }),
    select: (env) => env.data ?? null,
  });

export const troubleWorkersQuery = (troubleId: number) =>
  queryOptions({
    ...listTroubleWorkersQueryOptions(api, { body: { troubleId } }),
    select: (env) => env.data ?? [],
  });

export const troubleVouchersQuery = (troubleId: number) =>
  queryOptions({
    ...listTroubleWorkerVouchersQueryOptions(api, { body: { troubleId } }),
    select: (env) => env.data ?? [],
  });

/** 责任单位 of one trouble record (company/list by troubleId). */
export const troubleCompaniesQuery = (troubleId: number) =>
  queryOptions({
    ...listTroubleCompaniesQueryOptions(api, { body: { troubleId } }),
    select: (env) => env.data ?? [],
  });

/** 审批详情 of a trouble record in process: project totals, the record and its companies (by proInstId). */
export const troubleByProInstQuery = (proInstId: string) =>
  queryOptions({
    ...getSalaryTroubleProjectByProInstIdQueryOptions(api, { body: { proInstId } }),
    select: (env) => env.data ?? null,
  });

/** The workers of a trouble record in process (by proInstId). */
export const troubleWorkersByProInstQuery = (proInstId: string) =>
  queryOptions({
    ...listTroubleWorkersByProInstIdQueryOptions(api, { body: { proInstId } }),
    select: (env) => env.data ?? [],
  });

/** A project's output and salary by month (/pc report, snake_case). */
export const outputCollectQuery = (projectId: number, start: string, end: string) =>
  queryOptions({
    ...getProjectOutputSalaryCollectQueryOptions(api, {
      params: { query: { project_id: projectId, start_month: start, end_month: end } },
    }),
    select: (env) => env.data ?? null,
  });

/** One month's salary of a project, by participating unit. */
export const salaryMonthCollectQuery = (projectId: number, month: string) =>
  queryOptions({
    ...getProjectSalaryMonthCollectQueryOptions(api, { params: { query: { project_id: projectId, month } } }),
    select: (env) => env.data ?? null,
  });
