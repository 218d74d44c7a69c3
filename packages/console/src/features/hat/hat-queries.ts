// The calls of 安全帽管理 (001 §7.4), one home each: a queryOptions factory per read, and the list loaders.
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/app/api';
import { uploadListQuery, type ObservationUploadRow, type RosterUploadRow } from './hat-model';
import {
  getHelmetManagerKey,
  getHelmetWorkerKey,
  listManagerRosterUploadRowsKey,
  listObservationUploadRowsKey,
  listUnboundHelmetsQueryOptions,
  selectHelmetsQueryOptions,
} from '@site/sdk/query/helmets';
import type { OperationId } from '@site/sdk/query/common';

/** Unbound helmets for the bind dialog (/star/laborhat/nobind); the dialog narrows them by number as one types. */
export const unboundHelmetsQuery = () =>
  queryOptions({
    ...listUnboundHelmetsQueryOptions(api),
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
export const BINDING_KEYS: readonly OperationId[] = [
  'listHelmetWorkers',
  'listHelmetManagers',
  'listUnboundHelmets',
  'listHelmetHistory',
] as const;

/** The two whole-batch uploads (旁站人员, 管理人员名单): one batch's rows at once (page 1, limit 10000). */
export const batchRowsQuery = (kind: 'observation' | 'roster', batchId: string) =>
  queryOptions({
    queryKey: (kind === 'observation' ? listObservationUploadRowsKey : listManagerRosterUploadRowsKey)({
      params: { query: uploadListQuery(batchId) },
    }),
    queryFn: async ({ signal }): Promise<(ObservationUploadRow | RosterUploadRow)[]> => {
      const query = { params: { query: uploadListQuery(batchId) }, signal };
      const env =
        kind === 'observation'
          ? await api.GET('/pc/observation/uploadlist', query)
          : await api.GET('/pc/manager/uploadlist', query);
      return env.data?.list ?? [];
    },
  });
export const BATCH_ROWS_KEY = {
  observation: 'listObservationUploadRows',
  roster: 'listManagerRosterUploadRows',
} as const;

/** Bound helmets for the 按安全帽查人 picker (/pc/hat/select, bind_status 1), narrowed by the server by keyword. */
export const boundHelmetOptionsQuery = (keyword: string) =>
  queryOptions({
    ...selectHelmetsQueryOptions(api, { params: { query: { bind_status: 1, ...(keyword ? { keyword } : {}) } } }),
    select: (env) => env.data ?? [],
  });

/** Who holds one helmet: the worker (getworker) or the manager (getmanager); null when nobody of that kind does. */
export const helmetHolderQuery = (kind: '工人' | '管理人员', innerid: string) =>
  queryOptions({
    queryKey: (kind === '工人' ? getHelmetWorkerKey : getHelmetManagerKey)({ params: { query: { innerid } } }),
    queryFn: async ({ signal }) => {
      const query = { params: { query: { innerid } }, signal };
      const env =
        kind === '工人'
          ? await api.GET('/star/laborhat/getworker', query)
          : await api.GET('/star/laborhat/getmanager', query);
      return env.data ?? null;
    },
  });
