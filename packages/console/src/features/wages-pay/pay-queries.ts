// The reads of the 工资发放 screens, one home each: a queryOptions factory per call (key = operation + params).
import { queryOptions } from '@tanstack/react-query';
import type { components } from '@site/sdk';
import { api } from '@/app/api';
import { pageOrgProjectsQueryOptions } from '@site/sdk/query/org';
import {
  checkSalaryExpStartedQueryOptions,
  getEmergencyPaymentDetailQueryOptions,
  getManualSalaryExpPeriodsQueryOptions,
  getOwnSalaryExpCompanyByProInstQueryOptions,
  getSalaryCumByExpQueryOptions,
  getSalaryExpMaxPeriodQueryOptions,
  listSalaryByCompanyQueryOptions,
  listSalaryExpCompaniesByProInstQueryOptions,
  listSalaryExpFilesQueryOptions,
  listSalaryExpTaskTeamsQueryOptions,
  listSalaryExpTeamsByCompanyQueryOptions,
  listSalaryExpWorkerFilesQueryOptions,
  listWagesAttendTaskOptionsQueryOptions,
  listWagesAttendTaskTeamsQueryOptions,
} from '@site/sdk/query/wages';

type S = components['schemas'];

/** Projects for the filters and forms (/pc/project/page, every project the account sees). */
export const projectOptionsQuery = () =>
  queryOptions({
    ...pageOrgProjectsQueryOptions(api, { params: { query: { pageNum: 1, pageSize: 100 } } }),
    select: (env) => {
      const list: S['OrgProject'][] = env.data?.list ?? [];
      return list.map((p) => ({ value: String(p.project_id), label: p.project_name }));
    },
    staleTime: 10 * 60_000,
  });

/** Whether a project has started pre-settlement (its initial lists are then locked). */
export const isExpQuery = (projectId: number) =>
  queryOptions({
    ...checkSalaryExpStartedQueryOptions(api, { params: { query: { projectId } } }),
    select: (env) => env.data ?? null,
  });

/** The attendance tasks of a project (for the team tab's task picker). */
export const attendTaskOptionsQuery = (projectId: number) =>
  queryOptions({
    ...listWagesAttendTaskOptionsQueryOptions(api, { body: { projectId } }),
    select: (env) => (env.data ?? []).map((o) => ({ value: String(o.value), label: o.label })),
  });

/** Every team of an attendance task (not paged). */
export const attendTaskTeamsQuery = (taskId: number) =>
  queryOptions({
    ...listWagesAttendTaskTeamsQueryOptions(api, { body: { taskId } }),
    select: (env) => env.data ?? [],
  });

/** The teams of a pre-settlement and whether each submitted (/wagesmaintenance left panel). */
export const expTaskTeamsQuery = (proInstId: string, expId?: number) =>
  queryOptions({
    ...listSalaryExpTaskTeamsQueryOptions(api, { body: expId ? { proInstId, expId } : { proInstId } }),
    select: (env) => env.data ?? [],
  });

/** The companies of a pre-settlement with their confirmation (/wagesconfirm). */
export const expCompaniesQuery = (proInstId: string, expId?: number) =>
  queryOptions({
    ...listSalaryExpCompaniesByProInstQueryOptions(api, { body: expId ? { proInstId, expId } : { proInstId } }),
    select: (env) => env.data ?? [],
  });

/** One company's own pre-settlement (/subcontractingPreSettlement). */
export const ownExpCompanyQuery = (proInstId: string, expId?: number, companyId?: number) =>
  queryOptions({
    ...getOwnSalaryExpCompanyByProInstQueryOptions(api, {
      body: { proInstId, ...(expId ? { expId } : {}), ...(companyId ? { companyId } : {}) },
    }),
    select: (env) => env.data ?? null,
  });

/** The teams of one company in a pre-settlement. */
export const expCompanyTeamsQuery = (proInstId: string, expId?: number, companyId?: number) =>
  queryOptions({
    ...listSalaryExpTeamsByCompanyQueryOptions(api, {
      body: { proInstId, ...(expId ? { expId } : {}), ...(companyId ? { companyId } : {}) },
    }),
    select: (env) => env.data ?? [],
  });

/** Attachments of a pre-settlement (bizId = expId). */
export const expFilesQuery = (bizId: number) =>
  queryOptions({
    ...listSalaryExpFilesQueryOptions(api, { body: { bizId } }),
    select: (env) => env.data ?? [],
  });

/** The latest 代发任务 of a pre-settlement (累计发放情况 of /wagesconfirm); null when none has been started. */
export const cumByExpQuery = (expId: number) =>
  queryOptions({
    ...getSalaryCumByExpQueryOptions(api, { body: { expId } }),
    select: (env) => env.data ?? null,
  });

/** Attachments of a team's wage sheet (bizId = expTeamId). */
export const expTeamFilesQuery = (bizId: number) =>
  queryOptions({
    ...listSalaryExpWorkerFilesQueryOptions(api, { body: { bizId } }),
    select: (env) => env.data ?? [],
  });

/** The periods of a project and whether each can be started by hand. */
export const manualPeriodsQuery = (projectId: number) =>
  queryOptions({
    ...getManualSalaryExpPeriodsQueryOptions(api, { body: { projectId } }),
    select: (env) => env.data ?? [],
  });

/** The latest period a project has pre-settled and the next one. */
export const maxPeriodQuery = (projectId: number) =>
  queryOptions({
    ...getSalaryExpMaxPeriodQueryOptions(api, { body: { projectId } }),
    select: (env) => env.data ?? null,
  });

export const emergencyDetailQuery = (id: number) =>
  queryOptions({
    ...getEmergencyPaymentDetailQueryOptions(api, { params: { query: { id } } }),
    select: (env) => env.data ?? null,
  });

/** The companies of a project in a period (from the company wage summary), for the 应急支付 form. */
export const periodCompaniesQuery = (projectId: number, period: string) =>
  queryOptions({
    ...listSalaryByCompanyQueryOptions(api, { body: { pageNum: 1, pageSize: 100, projectId, period } }),
    select: (env) => {
      const seen = new Map<number, string>();
      for (const c of env.data?.list ?? []) if (!seen.has(c.companyId)) seen.set(c.companyId, c.companyName);
      return [...seen].map(([value, label]) => ({ value: String(value), label }));
    },
  });
