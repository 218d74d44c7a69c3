// The reads of the 工资发放 screens, one home each: a queryOptions factory per call (key = operation + params).
import { queryOptions } from '@tanstack/react-query';
import type { components } from '@site/sdk';
import { api } from '@/app/api';

type S = components['schemas'];

/** Projects for the filters and forms (/pc/project/page, every project the account sees). */
export const projectOptionsQuery = () =>
  queryOptions({
    queryKey: ['pageOrgProjects', { pageNum: 1, pageSize: 100 }],
    queryFn: ({ signal }) => api.GET('/pc/project/page', { params: { query: { pageNum: 1, pageSize: 100 } }, signal }),
    select: (env) => {
      const list: S['OrgProject'][] = env.data?.list ?? [];
      return list.map((p) => ({ value: String(p.project_id), label: p.project_name }));
    },
    staleTime: 10 * 60_000,
  });

/** Whether a project has started pre-settlement (its initial lists are then locked). */
export const isExpQuery = (projectId: number) =>
  queryOptions({
    queryKey: ['checkSalaryExpStarted', { projectId }],
    queryFn: ({ signal }) => api.GET('/star/salaryExpList/isExp', { params: { query: { projectId } }, signal }),
    select: (env) => env.data ?? null,
  });

/** The attendance tasks of a project (for the team tab's task picker). */
export const attendTaskOptionsQuery = (projectId: number) =>
  queryOptions({
    queryKey: ['listWagesAttendTaskOptions', { projectId }],
    queryFn: ({ signal }) => api.POST('/star/laborwagesattend/project/task/option', { body: { projectId }, signal }),
    select: (env) => (env.data ?? []).map((o) => ({ value: String(o.value), label: o.label })),
  });

/** Every team of an attendance task (not paged). */
export const attendTaskTeamsQuery = (taskId: number) =>
  queryOptions({
    queryKey: ['listWagesAttendTaskTeams', { taskId }],
    queryFn: ({ signal }) => api.POST('/star/laborwagesattend/taskTeam', { body: { taskId }, signal }),
    select: (env) => env.data ?? [],
  });

/** The teams of a pre-settlement and whether each submitted (/wagesmaintenance left panel). */
export const expTaskTeamsQuery = (proInstId: string, expId?: number) =>
  queryOptions({
    queryKey: ['listSalaryExpTaskTeams', { proInstId, expId }],
    queryFn: ({ signal }) =>
      api.POST('/star/salaryExpList/taskTeam', { body: expId ? { proInstId, expId } : { proInstId }, signal }),
    select: (env) => env.data ?? [],
  });

/** The companies of a pre-settlement with their confirmation (/wagesconfirm). */
export const expCompaniesQuery = (proInstId: string, expId?: number) =>
  queryOptions({
    queryKey: ['listSalaryExpCompaniesByProInst', { proInstId, expId }],
    queryFn: ({ signal }) =>
      api.POST('/star/salaryExpCompanyList/getbyprointc', {
        body: expId ? { proInstId, expId } : { proInstId },
        signal,
      }),
    select: (env) => env.data ?? [],
  });

/** One company's own pre-settlement (/subcontractingPreSettlement). */
export const ownExpCompanyQuery = (proInstId: string, expId?: number, companyId?: number) =>
  queryOptions({
    queryKey: ['getOwnSalaryExpCompanyByProInst', { proInstId, expId, companyId }],
    queryFn: ({ signal }) =>
      api.POST('/star/salaryExpCompanyList/company/getbyprointc', {
        body: { proInstId, ...(expId ? { expId } : {}), ...(companyId ? { companyId } : {}) },
        signal,
      }),
    select: (env) => env.data ?? null,
  });

/** The teams of one company in a pre-settlement. */
export const expCompanyTeamsQuery = (proInstId: string, expId?: number, companyId?: number) =>
  queryOptions({
    queryKey: ['listSalaryExpTeamsByCompany', { proInstId, expId, companyId }],
    queryFn: ({ signal }) =>
      api.POST('/star/salaryExpTeamList/getbycompanyid', {
        body: { proInstId, ...(expId ? { expId } : {}), ...(companyId ? { companyId } : {}) },
        signal,
      }),
    select: (env) => env.data ?? [],
  });

/** Attachments of a pre-settlement (bizId = expId). */
export const expFilesQuery = (bizId: number) =>
  queryOptions({
    queryKey: ['listSalaryExpFiles', { bizId }],
    queryFn: ({ signal }) => api.POST('/star/salaryExpList/listFile', { body: { bizId }, signal }),
    select: (env) => env.data ?? [],
  });

/** The latest 代发任务 of a pre-settlement (累计发放情况 of /wagesconfirm); null when none has been started. */
export const cumByExpQuery = (expId: number) =>
  queryOptions({
    queryKey: ['getSalaryCumByExp', { expId }],
    queryFn: ({ signal }) => api.POST('/star/salaryCumList/getbyexpid', { body: { expId }, signal }),
    select: (env) => env.data ?? null,
  });

/** Attachments of a team's wage sheet (bizId = expTeamId). */
export const expTeamFilesQuery = (bizId: number) =>
  queryOptions({
    queryKey: ['listSalaryExpWorkerFiles', { bizId }],
    queryFn: ({ signal }) => api.POST('/star/salaryExpWorkerList/listFile', { body: { bizId }, signal }),
    select: (env) => env.data ?? [],
  });

/** The periods of a project and whether each can be started by hand. */
export const manualPeriodsQuery = (projectId: number) =>
  queryOptions({
    queryKey: ['getManualSalaryExpPeriods', { projectId }],
    queryFn: ({ signal }) => api.POST('/star/salaryExpWorkerList/manualExp/getPeriod', { body: { projectId }, signal }),
    select: (env) => env.data ?? [],
  });

/** The latest period a project has pre-settled and the next one. */
export const maxPeriodQuery = (projectId: number) =>
  queryOptions({
    queryKey: ['getSalaryExpMaxPeriod', { projectId }],
    queryFn: ({ signal }) => api.POST('/star/salaryExpWorkerList/getMaxPeriod', { body: { projectId }, signal }),
    select: (env) => env.data ?? null,
  });

export const emergencyDetailQuery = (id: number) =>
  queryOptions({
    queryKey: ['getEmergencyPaymentDetail', { id }],
    queryFn: ({ signal }) => api.GET('/star/salaryExpList/emergencyDetail', { params: { query: { id } }, signal }),
    select: (env) => env.data ?? null,
  });

/** The companies of a project in a period (from the company wage summary), for the 应急支付 form. */
export const periodCompaniesQuery = (projectId: number, period: string) =>
  queryOptions({
    queryKey: ['listSalaryByCompany', { projectId, period, pageNum: 1, pageSize: 100 }],
    queryFn: ({ signal }) =>
      api.POST('/star/salaryExpList/listCompany', {
        body: { pageNum: 1, pageSize: 100, projectId, period },
        signal,
      }),
    select: (env) => {
      const seen = new Map<number, string>();
      for (const c of env.data?.list ?? []) if (!seen.has(c.companyId)) seen.set(c.companyId, c.companyName);
      return [...seen].map(([value, label]) => ({ value: String(value), label }));
    },
  });
