// The reads of 企业电子印章 (designed calls under /legal-service/seal/*), one home each: key = operation + params.
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/app/api';
import { getLegalSealDetailQueryOptions, listLegalCompaniesQueryOptions } from '@site/sdk/query/legal';

/** Query key prefix of the seal list (refreshed after add, status change and delete). */
export const SEAL_LIST_KEY = 'pageLegalSeals';

export const loadSeals = (
  query: { pageNum: number; pageSize: number; companyName?: string; sealType?: 1 | 2 | 3 | 4; status?: 0 | 1 | 2 | 3 },
  signal?: AbortSignal,
) => api.GET('/legal-service/seal/page', { params: { query }, signal });

export const sealDetailQuery = (id: number) =>
  queryOptions({
    ...getLegalSealDetailQueryOptions(api, { params: { query: { id } } }),
    select: (env) => env.data ?? null,
  });

/** The companies a seal may belong to (all participating companies, unfiltered). */
export const sealCompaniesQuery = () =>
  queryOptions({
    ...listLegalCompaniesQueryOptions(api, { params: { query: {} } }),
    select: (env) => env.data ?? [],
    staleTime: 5 * 60_000,
  });
