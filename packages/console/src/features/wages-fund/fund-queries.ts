// The reads of the fund screens, one home each: a queryOptions factory per call (key = operation + params).
import { queryOptions } from '@tanstack/react-query';
import type { components } from '@site/sdk';
import { api } from '@/platform/api';
import { pageOrgProjectsQueryOptions } from '@site/sdk/query/org';
import {
  getSalaryCapitaSourceQueryOptions,
  getSalaryCumByProInstQueryOptions,
  getSalaryCumQueryOptions,
  getWagesBaseConfigQueryOptions,
  getWagesLandAreaTreeQueryOptions,
  listSalaryCumPublicPaymentsQueryOptions,
  listSalaryExpCompaniesByProInstQueryOptions,
  listSalaryExpTeamsByCompanyQueryOptions,
  listTroubleCompaniesQueryOptions,
  listTroublePublicPaymentsQueryOptions,
  listTroubleWagesProjectsQueryOptions,
  listTroubleWorkersByCumIdQueryOptions,
  listWageAccountLedgerQueryOptions,
  listSalaryCapitaSourceFilesKey,
  listSalaryCumFilesKey,
  listSalaryExpWorkerFilesKey,
} from '@site/sdk/query/wages';
import {
  getWorkflowWageProcessFlowQueryOptions,
  getWorkflowWageTaskQueryOptions,
  listWorkflowTaskUsersQueryOptions,
} from '@site/sdk/query/workflow';

type S = components['schemas'];

/** Projects for the filters and forms (/pc/project/page, every project the account sees). */
export const projectOptionsQuery = () =>
  queryOptions({
    ...pageOrgProjectsQueryOptions(api, { params: { query: { pageNum: 1, pageSize: 100 } } }),
    select: (env) => (env.data?.list ?? []).map((p) => ({ value: String(p.project_id), label: p.project_name })),
    staleTime: 10 * 60_000,
  });

// ---------- 代发 ----------

export const cumByIdQuery = (id: number) =>
  queryOptions({
    ...getSalaryCumQueryOptions(api, { params: { query: { id } } }),
    select: (env) => env.data ?? null,
  });

export const cumByProInstQuery = (proInstId: string) =>
  queryOptions({
    ...getSalaryCumByProInstQueryOptions(api, { body: { proInstId } }),
    select: (env) => env.data ?? null,
  });

export const cumPublicPaymentsQuery = (proInstId: string) =>
  queryOptions({
    ...listSalaryCumPublicPaymentsQueryOptions(api, { body: { proInstId } }),
    select: (env): S['WagesCumPublicPayment'][] => env.data ?? [],
  });

// ---------- 附件 ----------

/** The three attachment homes of the spec (bizId: cumId, 资金来源记录 ID, expTeamId). */
export type FileHome = 'cum' | 'capital' | 'expTeam';
const FILE_LIST = {
  cum: '/star/salaryCumList/listFile',
  capital: '/star/salaryCapitaSourceList/listFile',
  expTeam: '/star/salaryExpWorkerList/listFile',
} as const;
const FILE_SAVE = {
  cum: '/star/salaryCumList/saveFile',
  capital: '/star/salaryCapitaSourceList/saveFile',
  expTeam: '/star/salaryExpWorkerList/saveFile',
} as const;
export const fileSavePath = (home: FileHome) => FILE_SAVE[home];

const FILE_KEY = {
  cum: listSalaryCumFilesKey,
  capital: listSalaryCapitaSourceFilesKey,
  expTeam: listSalaryExpWorkerFilesKey,
};
/** The key of a record's files: the generated key of the home's list call (a save refreshes it). */
export const filesKey = (home: FileHome, bizId: number) => FILE_KEY[home]({ body: { bizId } });

export const filesQuery = (home: FileHome, bizId: number) =>
  queryOptions({
    queryKey: filesKey(home, bizId),
    queryFn: ({ signal }) => api.POST(FILE_LIST[home], { body: { bizId }, signal }),
    select: (env): S['WagesSalaryFile'][] => env.data ?? [],
  });

// ---------- 资金来源 ----------

export const capitalSourceQuery = (id: number) =>
  queryOptions({
    ...getSalaryCapitaSourceQueryOptions(api, { params: { query: { id } } }),
    select: (env) => env.data ?? null,
  });

// ---------- 工资支出确认 ----------

export const expCompaniesQuery = (proInstId: string) =>
  queryOptions({
    ...listSalaryExpCompaniesByProInstQueryOptions(api, { body: { proInstId } }),
    select: (env): S['WagesExpCompany'][] => env.data ?? [],
  });

export const expTeamsQuery = (proInstId: string, companyId: number) =>
  queryOptions({
    ...listSalaryExpTeamsByCompanyQueryOptions(api, { body: { proInstId, companyId } }),
    select: (env): S['WagesExpTeam'][] => env.data ?? [],
  });

// ---------- 对公支付 ----------

export const troubleCompaniesQuery = (projectId?: number) =>
  queryOptions({
    ...listTroubleCompaniesQueryOptions(api, { body: projectId ? { projectId } : {} }),
    select: (env): S['WagesTroubleCompany'][] => env.data ?? [],
  });

export const publicPaymentsQuery = (body: { troubleCompanyId?: number; projectId?: number }) =>
  queryOptions({
    ...listTroublePublicPaymentsQueryOptions(api, { body }),
    select: (env): S['WagesTroublePublicPayment'][] => env.data ?? [],
  });

/** 工资专户 of a project (the payee of a public payment, the account of a base configuration). */
export const wageAccountsQuery = (projectId?: number) =>
  queryOptions({
    ...listWageAccountLedgerQueryOptions(api, {
      body: { pageNum: 1, pageSize: 100, ...(projectId ? { projectId } : {}) },
    }),
    select: (env): S['WagesLedgerAccount'][] => env.data?.list ?? [],
    staleTime: 5 * 60_000,
  });

// ---------- 基础配置 ----------

export const baseConfigQuery = (id: number) =>
  queryOptions({
    ...getWagesBaseConfigQueryOptions(api, { params: { query: { id } } }),
    select: (env) => env.data ?? null,
  });

export const landAreaTreeQuery = () =>
  queryOptions({
    ...getWagesLandAreaTreeQueryOptions(api, { body: { status: 1 } }),
    select: (env) => env.data ?? [],
    staleTime: 10 * 60_000,
  });

// ---------- 工资流程 ----------

export const processFlowQuery = (procInstId: string) =>
  queryOptions({
    ...getWorkflowWageProcessFlowQueryOptions(api, { params: { query: { procInstId } } }),
    select: (env) => env.data ?? null,
  });

export const flowTaskDetailQuery = (taskId: string) =>
  queryOptions({
    ...getWorkflowWageTaskQueryOptions(api, { params: { query: { taskId } } }),
    select: (env) => env.data ?? null,
  });

export const taskUsersQuery = (procInstId: string, taskId: string) =>
  queryOptions({
    ...listWorkflowTaskUsersQueryOptions(api, { body: { procInstId, taskId } }),
    select: (env): S['WorkflowUser'][] => env.data ?? [],
  });

/** The failed or unpaid workers of a 代发单, to register as trouble wages. */
export const troubleWorkersByCumQuery = (cumId: number, projectId: number) =>
  queryOptions({
    ...listTroubleWorkersByCumIdQueryOptions(api, { body: { cumId, projectId } }),
    select: (env) => env.data ?? [],
  });

/** The trouble records of one project and month (a registration may be appended to an open one). */
export const troubleRecordsQuery = (projectId: number, period: string) =>
  queryOptions({
    ...listTroubleWagesProjectsQueryOptions(api, { body: { pageNum: 1, pageSize: 50, projectId, period } }),
    select: (env) => env.data?.list ?? [],
  });
