// The calls of 安全帽管理 (001 §7.4), one home each: a queryOptions factory per read, and the list loaders.
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/app/api';
import { uploadListQuery } from './hat-model';

/** Unbound helmets for the bind dialog (/star/laborhat/nobind); the dialog narrows them by number as one types. */
export const unboundHelmetsQuery = () =>
  queryOptions({
    queryKey: ['listUnboundHelmets'],
    queryFn: ({ signal }) => api.GET('/star/laborhat/nobind', { signal }),
    select: (env) => env.data ?? [],
  });

/** One upload batch, all rows at once (page 1, limit 10000). */
export const loadUploadRows = (batchId: string, signal?: AbortSignal) =>
  api.GET('/star/laborhat/uploadlist', { params: { query: uploadListQuery(batchId) }, signal });

export const loadWorkers = (
  query: { page: number; limit: number; name?: string; bind_status?: 0 | 1 },
  signal?: AbortSignal,
) => api.POST('/star/laborhat/worker', { body: query, signal });

export const loadManagers = (
  query: { page: number; limit: number; name?: string; bind_status?: 0 | 1 },
  signal?: AbortSignal,
) => api.POST('/star/laborhat/manager', { body: query, signal });

/** Every read that a bind or a return changes. */
export const BINDING_KEYS = [
  'listHelmetWorkers',
  'listHelmetManagers',
  'listUnboundHelmets',
  'listHelmetHistory',
] as const;
