// The reads of the fund screens, one home each: a queryOptions factory per call (key = operation + params).
import { queryOptions } from '@tanstack/react-query';
import type { components } from '@site/sdk';
import { api } from '@/app/api';

type S = components['schemas'];

/** Projects for the filters and forms (/pc/project/page, every project the account sees). */
export const projectOptionsQuery = () =>
  queryOptions({
    queryKey: ['pageOrgProjects', { pageNum: 1, pageSize: 100 }],
    queryFn: ({ signal }) => api.GET('/pc/project/page', { params: { query: { pageNum: 1, pageSize: 100 } }, signal }),
    select: (env) => (env.data?.list ?? []).map((p) => ({ value: String(p.project_id), label: p.project_name })),
    staleTime: 10 * 60_000,
  });

// ---------- 代发 ----------

export const cumByIdQuery = (id: number) =>
  queryOptions({
    queryKey: ['getSalaryCum', { id }],
    queryFn: ({ signal }) => api.GET('/star/salaryCumList/get', { params: { query: { id } }, signal }),
    select: (env) => env.data ?? null,
  });

export const cumByProInstQuery = (proInstId: string) =>
  queryOptions({
    queryKey: ['getSalaryCumByProInst', { proInstId }],
    queryFn: ({ signal }) => api.POST('/star/salaryCumList/getbyproinstid', { body: { proInstId }, signal }),
    select: (env) => env.data ?? null,
  });

export const cumPublicPaymentsQuery = (proInstId: string) =>
  queryOptions({
    queryKey: ['listSalaryCumPublicPayments', { proInstId }],
    queryFn: ({ signal }) => api.POST('/star/salaryCumList/ptpbyproinstid', { body: { proInstId }, signal }),
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
export const fileListPath = (home: FileHome) => FILE_LIST[home];
export const fileSavePath = (home: FileHome) => FILE_SAVE[home];

export const filesQuery = (home: FileHome, bizId: number) =>
  queryOptions({
    queryKey: ['listSalaryFiles', home, { bizId }],
    queryFn: ({ signal }) => api.POST(FILE_LIST[home], { body: { bizId }, signal }),
    select: (env): S['WagesSalaryFile'][] => env.data ?? [],
  });

// ---------- 资金来源 ----------

export const capitalSourceQuery = (id: number) =>
  queryOptions({
    queryKey: ['getSalaryCapitaSource', { id }],
    queryFn: ({ signal }) => api.GET('/star/salaryCapitaSourceList/get', { params: { query: { id } }, signal }),
    select: (env) => env.data ?? null,
  });

// ---------- 工资支出确认 ----------

export const expCompaniesQuery = (proInstId: string) =>
  queryOptions({
    queryKey: ['listSalaryExpCompaniesByProInst', { proInstId }],
    queryFn: ({ signal }) => api.POST('/star/salaryExpCompanyList/getbyprointc', { body: { proInstId }, signal }),
    select: (env): S['WagesExpCompany'][] => env.data ?? [],
  });

export const expTeamsQuery = (proInstId: string, companyId: number) =>
  queryOptions({
    queryKey: ['listSalaryExpTeamsByCompany', { proInstId, companyId }],
    queryFn: ({ signal }) =>
      api.POST('/star/salaryExpTeamList/getbycompanyid', { body: { proInstId, companyId }, signal }),
    select: (env): S['WagesExpTeam'][] => env.data ?? [],
  });

// ---------- 对公支付 ----------

export const troubleCompaniesQuery = (projectId?: number) =>
  queryOptions({
    queryKey: ['listTroubleCompanies', { projectId }],
    queryFn: ({ signal }) =>
      api.POST('/star/laborwagestrouble/company/list', { body: projectId ? { projectId } : {}, signal }),
    select: (env): S['WagesTroubleCompany'][] => env.data ?? [],
  });

export const publicPaymentsQuery = (body: { troubleCompanyId?: number; projectId?: number }) =>
  queryOptions({
    queryKey: ['listTroublePublicPayments', body],
    queryFn: ({ signal }) => api.POST('/star/laborwagestrouble/company/public/list', { body, signal }),
    select: (env): S['WagesTroublePublicPayment'][] => env.data ?? [],
  });

/** 工资专户 of a project (the payee of a public payment, the account of a base configuration). */
export const wageAccountsQuery = (projectId?: number) =>
  queryOptions({
    queryKey: ['pageWagesLedgerAccounts', { pageNum: 1, pageSize: 100, projectId }],
    queryFn: ({ signal }) =>
      api.POST('/star/laborwageaccount/page', {
        body: { pageNum: 1, pageSize: 100, ...(projectId ? { projectId } : {}) },
        signal,
      }),
    select: (env): S['WagesLedgerAccount'][] => env.data?.list ?? [],
    staleTime: 5 * 60_000,
  });

// ---------- 基础配置 ----------

export const baseConfigQuery = (id: number) =>
  queryOptions({
    queryKey: ['getWagesBaseConfig', { id }],
    queryFn: ({ signal }) => api.GET('/star/baseConfig/get', { params: { query: { id } }, signal }),
    select: (env) => env.data ?? null,
  });

export const landAreaTreeQuery = () =>
  queryOptions({
    queryKey: ['getWagesLandAreaTree', { status: 1 }],
    queryFn: ({ signal }) => api.POST('/star/landAreaList/tree', { body: { status: 1 }, signal }),
    select: (env) => env.data ?? [],
    staleTime: 10 * 60_000,
  });

// ---------- 工资流程 ----------

export const processFlowQuery = (procInstId: string) =>
  queryOptions({
    queryKey: ['getWorkflowWageProcessFlow', { procInstId }],
    queryFn: ({ signal }) =>
      api.GET('/flw/smarthatsflwtask/processFlow', { params: { query: { procInstId } }, signal }),
    select: (env) => env.data ?? null,
  });

export const flowTaskDetailQuery = (taskId: string) =>
  queryOptions({
    queryKey: ['getWorkflowWageTask', { taskId }],
    queryFn: ({ signal }) => api.GET('/flw/smarthatsflwtask/detail', { params: { query: { taskId } }, signal }),
    select: (env) => env.data ?? null,
  });

export const taskUsersQuery = (procInstId: string, taskId: string) =>
  queryOptions({
    queryKey: ['listWorkflowTaskUsers', { procInstId, taskId }],
    queryFn: ({ signal }) => api.POST('/flw/process/getTaskUserList', { body: { procInstId, taskId }, signal }),
    select: (env): S['WorkflowUser'][] => env.data ?? [],
  });

/** The failed or unpaid workers of a 代发单, to register as trouble wages. */
export const troubleWorkersByCumQuery = (cumId: number, projectId: number) =>
  queryOptions({
    queryKey: ['listTroubleWorkersByCumId', { cumId, projectId }],
    queryFn: ({ signal }) => api.POST('/star/laborwagestrouble/listbycumid', { body: { cumId, projectId }, signal }),
    select: (env) => env.data ?? [],
  });

/** The trouble records of one project and month (a registration may be appended to an open one). */
export const troubleRecordsQuery = (projectId: number, period: string) =>
  queryOptions({
    queryKey: ['listTroubleWagesProjects', { projectId, period }],
    queryFn: ({ signal }) =>
      api.POST('/star/laborwagestrouble/wages/trouble/page', {
        body: { pageNum: 1, pageSize: 50, projectId, period },
        signal,
      }),
    select: (env) => env.data?.list ?? [],
  });
