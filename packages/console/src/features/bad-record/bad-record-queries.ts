// The read calls of 不良行为记录 (001 §7.8), one home each: a queryOptions factory per call.
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/app/api';
import { listBadRecordPositionsQueryOptions, pageWorkerBadRecordsQueryOptions } from '@site/sdk/query/badrecord';
import { listOrgWorkersQueryOptions } from '@site/sdk/query/org';
import {
  echoBadRecordBranchHandlerKey,
  echoBadRecordCompanyHandlerKey,
  echoBadRecordProjectHandlerKey,
} from '@site/sdk/query/badrecord';

export const PAGE_KEY = 'pageWorkerBadRecords';

/** The records waiting at one stage (a review page finds its record among them). */
export const badRecordsAtStatusQuery = (status: number | undefined, projectId?: number) =>
  queryOptions({
    ...pageWorkerBadRecordsQueryOptions(api, {
      body: {
        pageNum: 1,
        pageSize: 100,
        projectId,
        ...(status === undefined ? {} : { status: status as 0 | 1 | 2 | 3 | 4 }),
      },
    }),
    select: (env) => env.data?.list ?? [],
  });

/** The handler names of a level (回显): project level by project, branch and company level by organisation. */
const HANDLER_KEY = {
  1: echoBadRecordProjectHandlerKey,
  2: echoBadRecordBranchHandlerKey,
  3: echoBadRecordCompanyHandlerKey,
};
const handlerBody = (ids: { id?: number; projectId?: number; orgId?: number }) =>
  Object.fromEntries(Object.entries(ids).filter(([, v]) => v !== undefined));
export const handlerQuery = (level: 1 | 2 | 3, ids: { id?: number; projectId?: number; orgId?: number }) =>
  queryOptions({
    queryKey: HANDLER_KEY[level]({ body: handlerBody(ids) }),
    queryFn: ({ signal }) => {
      const body = handlerBody(ids);
      if (level === 1) return api.POST('/orgdept/workerBadRecord/echoProjectHandlerName', { body, signal });
      if (level === 2) return api.POST('/orgdept/workerBadRecord/echoOrgHandlerName', { body, signal });
      return api.POST('/orgdept/workerBadRecord/echoComHandlerName', { body, signal });
    },
    select: (env) => env.data,
  });

export const positionsQuery = () =>
  queryOptions({
    ...listBadRecordPositionsQueryOptions(api, { params: { query: {} } }),
    select: (env) => env.data ?? [],
  });

/** Workers on site of a project, for the 登记 form. */
export const workerOptionsQuery = (projectId: number | undefined) =>
  queryOptions({
    ...listOrgWorkersQueryOptions(api, { params: { query: { pageNum: 1, pageSize: 100, project_id: projectId } } }),
    select: (env) => env.data?.list ?? [],
    enabled: projectId !== undefined,
  });

/** The project the screens work on: the signed-in project, else none (the server takes the identity's scope). */
export const projectOf = (identity: { project_id?: number } | null | undefined): number | undefined =>
  identity?.project_id && identity.project_id > 0 ? identity.project_id : undefined;
