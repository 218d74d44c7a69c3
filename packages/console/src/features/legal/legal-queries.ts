// The reads of 法务服务 (001 §7.9), one home each: a queryOptions factory per call (key = operation + params).
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/app/api';
import {
  getLegalLoginRoleQueryOptions,
  getLegalMenuTreeByOrgQueryOptions,
  getLegalUserBasicInfoQueryOptions,
  listLegalAccountsByCustomerQueryOptions,
  listLegalAccountsQueryOptions,
  listLegalCandidateUsersQueryOptions,
  listLegalCompaniesQueryOptions,
  listLegalDictByTypeQueryOptions,
  listLegalHearTypesQueryOptions,
  listLegalOrgsByProjectsQueryOptions,
  listLegalOrgsQueryOptions,
  listLegalProjectsByOrgsQueryOptions,
  listLegalProjectsQueryOptions,
  listLegalRolesQueryOptions,
  listLegalStatusesQueryOptions,
  listLegalTypesQueryOptions,
  listLegalUsersByOrgTypeQueryOptions,
} from '@site/sdk/query/legal';

const LOOKUP_STALE = 5 * 60_000;

export const legalOrgsQuery = () =>
  queryOptions({
    ...listLegalOrgsQueryOptions(api),
    select: (env) => env.data ?? [],
    staleTime: LOOKUP_STALE,
  });

export const legalRolesQuery = () =>
  queryOptions({
    ...listLegalRolesQueryOptions(api),
    select: (env) => env.data ?? [],
    staleTime: LOOKUP_STALE,
  });

export const legalLoginRoleQuery = () =>
  queryOptions({
    ...getLegalLoginRoleQueryOptions(api),
    select: (env) => env.data,
    staleTime: LOOKUP_STALE,
  });

export const legalBasicInfoQuery = () =>
  queryOptions({
    ...getLegalUserBasicInfoQueryOptions(api),
    select: (env) => env.data,
    staleTime: LOOKUP_STALE,
  });

export const legalMenuTreeQuery = (orgId: number) =>
  queryOptions({
    ...getLegalMenuTreeByOrgQueryOptions(api, { params: { query: { orgId } } }),
    select: (env) => env.data ?? [],
  });

export const legalCandidatesQuery = (query: { orgId?: number; userName?: string }) =>
  queryOptions({
    ...listLegalCandidateUsersQueryOptions(api, { params: { query } }),
  });

export const legalUsersByOrgTypeQuery = (query: { orgType: number; orgId?: number }) =>
  queryOptions({
    ...listLegalUsersByOrgTypeQueryOptions(api, { params: { query } }),
  });

export const legalAccountsByCustomerQuery = (customerId: number) =>
  queryOptions({
    ...listLegalAccountsByCustomerQueryOptions(api, { params: { query: { customerId } } }),
    select: (env) => env.data ?? [],
  });

/** 承办人 choices: the enabled legal accounts. */
export const legalHandlersQuery = () =>
  queryOptions({
    ...listLegalAccountsQueryOptions(api, { params: { query: { status: 1 } } }),
    select: (env) => env.data ?? [],
    staleTime: LOOKUP_STALE,
  });

export const legalProjectsQuery = (projectName?: string) =>
  queryOptions({
    ...listLegalProjectsQueryOptions(api, { params: { query: projectName ? { projectName } : {} } }),
    select: (env) => env.data ?? [],
    staleTime: LOOKUP_STALE,
  });

export const legalProjectsByOrgsQuery = (orgIds: number[]) =>
  queryOptions({
    ...listLegalProjectsByOrgsQueryOptions(api, { body: { orgIds } }),
    select: (env) => env.data ?? [],
    staleTime: LOOKUP_STALE,
  });

export const legalOrgsByProjectsQuery = (projectIds: number[]) =>
  queryOptions({
    ...listLegalOrgsByProjectsQueryOptions(api, { body: { projectIds } }),
    select: (env) => env.data ?? [],
  });

export const legalCompaniesQuery = (projectId: number) =>
  queryOptions({
    ...listLegalCompaniesQueryOptions(api, { params: { query: { projectId } } }),
    select: (env) => env.data ?? [],
  });

export const legalHearTypesQuery = () =>
  queryOptions({
    ...listLegalHearTypesQueryOptions(api),
    select: (env) => env.data ?? [],
    staleTime: LOOKUP_STALE,
  });

export const legalDictQuery = (dictType: string) =>
  queryOptions({
    ...listLegalDictByTypeQueryOptions(api, { params: { query: { dictType } } }),
    select: (env) => env.data ?? [],
    staleTime: LOOKUP_STALE,
  });

type BizType = 'lawyerLetter' | 'accusedCase';

export const legalStatusesQuery = (bizType: BizType) =>
  queryOptions({
    ...listLegalStatusesQueryOptions(api, { params: { query: { bizType } } }),
    select: (env) => env.data ?? [],
    staleTime: LOOKUP_STALE,
  });

export const legalTypesQuery = (bizType: BizType) =>
  queryOptions({
    ...listLegalTypesQueryOptions(api, { params: { query: { bizType } } }),
    select: (env) => env.data ?? [],
    staleTime: LOOKUP_STALE,
  });

export const loadLawyerLetters = (
  query: { keyword?: string; orgId?: number; quarterNo?: string; projectName?: string },
  signal?: AbortSignal,
) => api.GET('/legal-service/lawyerLetter/numberList', { params: { query }, signal });

export const loadAccusedCases = (
  query: { keyword?: string; orgId?: number; quarterNo?: string; hearType?: number },
  signal?: AbortSignal,
) => api.GET('/legal-service/accusedCase/numberList', { params: { query }, signal });
