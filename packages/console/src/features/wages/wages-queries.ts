// The reads of the wage screens, one home each: a queryOptions factory per call (key = operation + params).
import { queryOptions } from '@tanstack/react-query';
import type { components } from '@site/sdk';
import { api } from '@/app/api';

type Project = components['schemas']['OrgProject'];

/** Projects for the filters and forms (/pc/project/page, every project the account sees). */
export const projectOptionsQuery = () =>
  queryOptions({
    queryKey: ['pageOrgProjects', { pageNum: 1, pageSize: 100 }],
    queryFn: ({ signal }) => api.GET('/pc/project/page', { params: { query: { pageNum: 1, pageSize: 100 } }, signal }),
    select: (env) => {
      const list: Project[] = env.data?.list ?? [];
      return list.map((p) => ({ value: p.project_id, label: p.project_name }));
    },
    staleTime: 10 * 60_000,
  });

export const landAreaTreeQuery = () =>
  queryOptions({
    queryKey: ['getWagesLandAreaTree'],
    queryFn: ({ signal }) => api.POST('/star/landAreaList/tree', { body: {}, signal }),
    select: (env) => env.data ?? [],
  });

export const landAreaQuery = (id: number) =>
  queryOptions({
    queryKey: ['getWagesLandArea', { id }],
    queryFn: ({ signal }) => api.GET('/star/landAreaList/get', { params: { query: { id } }, signal }),
    select: (env) => env.data ?? null,
  });

/** Every read of 属地区域, for invalidation after a change. */
export const LAND_AREA_KEYS = ['getWagesLandAreaTree', 'getWagesLandArea', 'listWagesLandAreas'] as const;

/** One SMS receiver as saved (the 修改 dialog reads it: the list row may be stale). */
export const smsReceiverQuery = (id: number) =>
  queryOptions({
    queryKey: ['getWagesSmsReceiver', { id }],
    queryFn: ({ signal }) => api.GET('/star/smsReceiveList/get', { params: { query: { id } }, signal }),
    select: (env) => env.data ?? null,
  });

export const troubleWorkersQuery = (troubleId: number) =>
  queryOptions({
    queryKey: ['listTroubleWorkers', { troubleId }],
    queryFn: ({ signal }) => api.POST('/star/laborwagestrouble/worker/list', { body: { troubleId }, signal }),
    select: (env) => env.data ?? [],
  });

export const troubleVouchersQuery = (troubleId: number) =>
  queryOptions({
    queryKey: ['listTroubleWorkerVouchers', { troubleId }],
    queryFn: ({ signal }) => api.POST('/star/laborwagestrouble/worker/voucher/list', { body: { troubleId }, signal }),
    select: (env) => env.data ?? [],
  });

/** 责任单位 of one trouble record (company/list by troubleId). */
export const troubleCompaniesQuery = (troubleId: number) =>
  queryOptions({
    queryKey: ['listTroubleCompanies', { troubleId }],
    queryFn: ({ signal }) => api.POST('/star/laborwagestrouble/company/list', { body: { troubleId }, signal }),
    select: (env) => env.data ?? [],
  });

/** 审批详情 of a trouble record in process: project totals, the record and its companies (by proInstId). */
export const troubleByProInstQuery = (proInstId: string) =>
  queryOptions({
    queryKey: ['getSalaryTroubleProjectByProInstId', { proInstId }],
    queryFn: ({ signal }) => api.POST('/star/salaryTroubleList/projectbyproinstid', { body: { proInstId }, signal }),
    select: (env) => env.data ?? null,
  });

/** The workers of a trouble record in process (by proInstId). */
export const troubleWorkersByProInstQuery = (proInstId: string) =>
  queryOptions({
    queryKey: ['listTroubleWorkersByProInstId', { proInstId }],
    queryFn: ({ signal }) => api.POST('/star/laborwagestrouble/listbyproinstid', { body: { proInstId }, signal }),
    select: (env) => env.data ?? [],
  });

/** A project's output and salary by month (/pc report, snake_case). */
export const outputCollectQuery = (projectId: number, start: string, end: string) =>
  queryOptions({
    queryKey: ['getProjectOutputSalaryCollect', { projectId, start, end }],
    queryFn: ({ signal }) =>
      api.GET('/pc/report/project/output/collect', {
        params: { query: { project_id: projectId, start_month: start, end_month: end } },
        signal,
      }),
    select: (env) => env.data ?? null,
  });

/** One month's salary of a project, by participating unit. */
export const salaryMonthCollectQuery = (projectId: number, month: string) =>
  queryOptions({
    queryKey: ['getProjectSalaryMonthCollect', { projectId, month }],
    queryFn: ({ signal }) =>
      api.GET('/pc/report/project/salary/month/collect', {
        params: { query: { project_id: projectId, month } },
        signal,
      }),
    select: (env) => env.data ?? null,
  });
