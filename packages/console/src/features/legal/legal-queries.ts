// The reads of 法务服务 (001 §7.9), one home each: a queryOptions factory per call (key = operation + params).
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/app/api';

const LOOKUP_STALE = 5 * 60_000;

export const legalOrgsQuery = () =>
  queryOptions({
    queryKey: ['listLegalOrgs'],
    queryFn: ({ signal }) => api.GET('/legal-service/org/list', { signal }),
    select: (env) => env.data ?? [],
    staleTime: LOOKUP_STALE,
  });

export const legalRolesQuery = () =>
  queryOptions({
    queryKey: ['listLegalRoles'],
    queryFn: ({ signal }) => api.GET('/legal-service/role/list', { signal }),
    select: (env) => env.data ?? [],
    staleTime: LOOKUP_STALE,
  });

export const legalLoginRoleQuery = () =>
  queryOptions({
    queryKey: ['getLegalLoginRole'],
    queryFn: ({ signal }) => api.GET('/legal-service/role/queryLoginRoleId', { signal }),
    select: (env) => env.data,
    staleTime: LOOKUP_STALE,
  });

export const legalBasicInfoQuery = () =>
  queryOptions({
    queryKey: ['getLegalUserBasicInfo'],
    queryFn: ({ signal }) => api.GET('/legal-service/user/basicInfo', { signal }),
    select: (env) => env.data,
    staleTime: LOOKUP_STALE,
  });

export const legalMenuTreeQuery = (orgId: number) =>
  queryOptions({
    queryKey: ['getLegalMenuTreeByOrg', { orgId }],
    queryFn: ({ signal }) => api.GET('/legal-service/menu/treeByOrg', { params: { query: { orgId } }, signal }),
    select: (env) => env.data ?? [],
  });

export const legalCandidatesQuery = (query: { orgId?: number; userName?: string }) =>
  queryOptions({
    queryKey: ['listLegalCandidateUsers', query],
    queryFn: ({ signal }) => api.GET('/legal-service/user/list', { params: { query }, signal }),
  });

export const legalUsersByOrgTypeQuery = (query: { orgType: number; orgId?: number }) =>
  queryOptions({
    queryKey: ['listLegalUsersByOrgType', query],
    queryFn: ({ signal }) => api.GET('/legal-service/user/queryUserByOrgType', { params: { query }, signal }),
  });

export const legalAccountsByCustomerQuery = (customerId: number) =>
  queryOptions({
    queryKey: ['listLegalAccountsByCustomer', { customerId }],
    queryFn: ({ signal }) =>
      api.GET('/legal-service/account/queryListByCustomerId', { params: { query: { customerId } }, signal }),
    select: (env) => env.data ?? [],
  });

/** 承办人 choices: the enabled legal accounts. */
export const legalHandlersQuery = () =>
  queryOptions({
    queryKey: ['listLegalAccounts', { status: 1 }],
    queryFn: ({ signal }) => api.GET('/legal-service/account/list', { params: { query: { status: 1 } }, signal }),
    select: (env) => env.data ?? [],
    staleTime: LOOKUP_STALE,
  });

export const legalProjectsQuery = (projectName?: string) =>
  queryOptions({
    queryKey: ['listLegalProjects', { projectName }],
    queryFn: ({ signal }) =>
      api.GET('/legal-service/project/list', { params: { query: projectName ? { projectName } : {} }, signal }),
    select: (env) => env.data ?? [],
    staleTime: LOOKUP_STALE,
  });

export const legalProjectsByOrgsQuery = (orgIds: number[]) =>
  queryOptions({
    queryKey: ['listLegalProjectsByOrgs', { orgIds }],
    queryFn: ({ signal }) => api.POST('/legal-service/queryByOrgIds', { body: { orgIds }, signal }),
    select: (env) => env.data ?? [],
    staleTime: LOOKUP_STALE,
  });

export const legalOrgsByProjectsQuery = (projectIds: number[]) =>
  queryOptions({
    queryKey: ['listLegalOrgsByProjects', { projectIds }],
    queryFn: ({ signal }) => api.POST('/legal-service/queryOrgListByProjectIds', { body: { projectIds }, signal }),
    select: (env) => env.data ?? [],
  });

export const legalCompaniesQuery = (projectId: number) =>
  queryOptions({
    queryKey: ['listLegalCompanies', { projectId }],
    queryFn: ({ signal }) => api.GET('/legal-service/company/list', { params: { query: { projectId } }, signal }),
    select: (env) => env.data ?? [],
  });

export const legalHearTypesQuery = () =>
  queryOptions({
    queryKey: ['listLegalHearTypes'],
    queryFn: ({ signal }) => api.GET('/legal-service/baseData/hearTypeList', { signal }),
    select: (env) => env.data ?? [],
    staleTime: LOOKUP_STALE,
  });

export const legalDictQuery = (dictType: string) =>
  queryOptions({
    queryKey: ['listLegalDictByType', { dictType }],
    queryFn: ({ signal }) => api.GET('/legal-service/dict/listByType', { params: { query: { dictType } }, signal }),
    select: (env) => env.data ?? [],
    staleTime: LOOKUP_STALE,
  });

type BizType = 'lawyerLetter' | 'accusedCase';

export const legalStatusesQuery = (bizType: BizType) =>
  queryOptions({
    queryKey: ['listLegalStatuses', { bizType }],
    queryFn: ({ signal }) => api.GET('/legal-service/baseData/statusList', { params: { query: { bizType } }, signal }),
    select: (env) => env.data ?? [],
    staleTime: LOOKUP_STALE,
  });

export const legalTypesQuery = (bizType: BizType) =>
  queryOptions({
    queryKey: ['listLegalTypes', { bizType }],
    queryFn: ({ signal }) => api.GET('/legal-service/baseData/typeList', { params: { query: { bizType } }, signal }),
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
