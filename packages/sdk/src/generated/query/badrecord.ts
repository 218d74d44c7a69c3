/* 由 scripts/spec.mjs 从 spec/ 生成，请勿手改。运行 `pnpm spec` 重新生成。 */
/** 业务域「badrecord」的 TanStack Query 选项：10 个调用（读 5 个，其中分页 1 个；写 5 个）。`import { … } from '@site/sdk/query/badrecord'`。 */
import type { operations } from '../areas/badrecord.schema';
import type { OpResult } from '../../types';
import { keyer, pager, reader, writer } from '../../query-kit';
import type { KeyFn, KeyFnOpt, InfiniteFn, InfiniteFnOpt, MutationFn, QueryFn, QueryFnOpt } from '../../query-kit';

export * from '../../query-kit';

/** 每个调用的查询参数（键的第二项，也是调用的 `params` 与 `body`）。 */
export interface BadrecordQueryParams {
  addWorkerBadRecord: { params?: never; body: NonNullable<operations['addWorkerBadRecord']['requestBody']>['content']['application/json'] };
  deleteWorkerBadRecord: { params?: never; body: NonNullable<operations['deleteWorkerBadRecord']['requestBody']>['content']['application/json'] };
  echoBadRecordCompanyHandler: { params?: never; body: NonNullable<operations['echoBadRecordCompanyHandler']['requestBody']>['content']['application/json'] };
  echoBadRecordBranchHandler: { params?: never; body: NonNullable<operations['echoBadRecordBranchHandler']['requestBody']>['content']['application/json'] };
  echoBadRecordProjectHandler: { params?: never; body: NonNullable<operations['echoBadRecordProjectHandler']['requestBody']>['content']['application/json'] };
  pageWorkerBadRecords: { params?: never; body: NonNullable<operations['pageWorkerBadRecords']['requestBody']>['content']['application/json'] };
  listBadRecordPositions: { params?: operations['listBadRecordPositions']['parameters']; body?: never };
  handleBadRecordBranchLevel: { params?: never; body: NonNullable<operations['handleBadRecordBranchLevel']['requestBody']>['content']['application/json'] };
  handleBadRecordCompanyLevel: { params?: never; body: NonNullable<operations['handleBadRecordCompanyLevel']['requestBody']>['content']['application/json'] };
  handleBadRecordProjectLevel: { params?: never; body: NonNullable<operations['handleBadRecordProjectLevel']['requestBody']>['content']['application/json'] };
}

/** 键 `['addWorkerBadRecord', 参数]`：登记不良记录（POST /orgdept/workerBadRecord/add） */
export const addWorkerBadRecordKey: KeyFn<'addWorkerBadRecord', BadrecordQueryParams['addWorkerBadRecord']> = /* @__PURE__ */ keyer('addWorkerBadRecord');
/** 变更选项（useMutation，`mutate(参数)`）：登记不良记录（POST /orgdept/workerBadRecord/add） */
export const addWorkerBadRecordMutationOptions: MutationFn<'addWorkerBadRecord', BadrecordQueryParams['addWorkerBadRecord'], OpResult<operations['addWorkerBadRecord']>> = /* @__PURE__ */ writer('addWorkerBadRecord', 'POST /orgdept/workerBadRecord/add');

/** 键 `['deleteWorkerBadRecord', 参数]`：删除不良记录（POST /orgdept/workerBadRecord/delete） */
export const deleteWorkerBadRecordKey: KeyFn<'deleteWorkerBadRecord', BadrecordQueryParams['deleteWorkerBadRecord']> = /* @__PURE__ */ keyer('deleteWorkerBadRecord');
/** 变更选项（useMutation，`mutate(参数)`）：删除不良记录（POST /orgdept/workerBadRecord/delete） */
export const deleteWorkerBadRecordMutationOptions: MutationFn<'deleteWorkerBadRecord', BadrecordQueryParams['deleteWorkerBadRecord'], OpResult<operations['deleteWorkerBadRecord']>> = /* @__PURE__ */ writer('deleteWorkerBadRecord', 'POST /orgdept/workerBadRecord/delete');

/** 键 `['echoBadRecordCompanyHandler', 参数]`：回显公司级处理人（POST /orgdept/workerBadRecord/echoComHandlerName） */
export const echoBadRecordCompanyHandlerKey: KeyFn<'echoBadRecordCompanyHandler', BadrecordQueryParams['echoBadRecordCompanyHandler']> = /* @__PURE__ */ keyer('echoBadRecordCompanyHandler');
/** 查询选项（useQuery、fetchQuery）：回显公司级处理人（POST /orgdept/workerBadRecord/echoComHandlerName） */
export const echoBadRecordCompanyHandlerQueryOptions: QueryFn<'echoBadRecordCompanyHandler', BadrecordQueryParams['echoBadRecordCompanyHandler'], OpResult<operations['echoBadRecordCompanyHandler']>> = /* @__PURE__ */ reader('echoBadRecordCompanyHandler', 'POST /orgdept/workerBadRecord/echoComHandlerName');

/** 键 `['echoBadRecordBranchHandler', 参数]`：回显分公司级处理人（POST /orgdept/workerBadRecord/echoOrgHandlerName） */
export const echoBadRecordBranchHandlerKey: KeyFn<'echoBadRecordBranchHandler', BadrecordQueryParams['echoBadRecordBranchHandler']> = /* @__PURE__ */ keyer('echoBadRecordBranchHandler');
/** 查询选项（useQuery、fetchQuery）：回显分公司级处理人（POST /orgdept/workerBadRecord/echoOrgHandlerName） */
export const echoBadRecordBranchHandlerQueryOptions: QueryFn<'echoBadRecordBranchHandler', BadrecordQueryParams['echoBadRecordBranchHandler'], OpResult<operations['echoBadRecordBranchHandler']>> = /* @__PURE__ */ reader('echoBadRecordBranchHandler', 'POST /orgdept/workerBadRecord/echoOrgHandlerName');

/** 键 `['echoBadRecordProjectHandler', 参数]`：回显项目级处理人（POST /orgdept/workerBadRecord/echoProjectHandlerName） */
export const echoBadRecordProjectHandlerKey: KeyFn<'echoBadRecordProjectHandler', BadrecordQueryParams['echoBadRecordProjectHandler']> = /* @__PURE__ */ keyer('echoBadRecordProjectHandler');
/** 查询选项（useQuery、fetchQuery）：回显项目级处理人（POST /orgdept/workerBadRecord/echoProjectHandlerName） */
export const echoBadRecordProjectHandlerQueryOptions: QueryFn<'echoBadRecordProjectHandler', BadrecordQueryParams['echoBadRecordProjectHandler'], OpResult<operations['echoBadRecordProjectHandler']>> = /* @__PURE__ */ reader('echoBadRecordProjectHandler', 'POST /orgdept/workerBadRecord/echoProjectHandlerName');

/** 键 `['pageWorkerBadRecords', 参数]`：不良记录分页（POST /orgdept/workerBadRecord/page） */
export const pageWorkerBadRecordsKey: KeyFn<'pageWorkerBadRecords', BadrecordQueryParams['pageWorkerBadRecords']> = /* @__PURE__ */ keyer('pageWorkerBadRecords');
/** 查询选项（useQuery、fetchQuery）：不良记录分页（POST /orgdept/workerBadRecord/page） */
export const pageWorkerBadRecordsQueryOptions: QueryFn<'pageWorkerBadRecords', BadrecordQueryParams['pageWorkerBadRecords'], OpResult<operations['pageWorkerBadRecords']>> = /* @__PURE__ */ reader('pageWorkerBadRecords', 'POST /orgdept/workerBadRecord/page N');
/** 无限查询选项（useInfiniteQuery，逐页读到 total 为止）：不良记录分页（POST /orgdept/workerBadRecord/page） */
export const pageWorkerBadRecordsInfiniteQueryOptions: InfiniteFn<'pageWorkerBadRecords', BadrecordQueryParams['pageWorkerBadRecords'], OpResult<operations['pageWorkerBadRecords']>> = /* @__PURE__ */ pager('pageWorkerBadRecords', 'POST /orgdept/workerBadRecord/page N');

/** 键 `['listBadRecordPositions', 参数]`：不良记录处理岗位（GET /orgdept/workerBadRecord/positions） */
export const listBadRecordPositionsKey: KeyFnOpt<'listBadRecordPositions', BadrecordQueryParams['listBadRecordPositions']> = /* @__PURE__ */ keyer('listBadRecordPositions');
/** 查询选项（useQuery、fetchQuery）：不良记录处理岗位（GET /orgdept/workerBadRecord/positions） */
export const listBadRecordPositionsQueryOptions: QueryFnOpt<'listBadRecordPositions', BadrecordQueryParams['listBadRecordPositions'], OpResult<operations['listBadRecordPositions']>> = /* @__PURE__ */ reader('listBadRecordPositions', 'GET /orgdept/workerBadRecord/positions');

/** 键 `['handleBadRecordBranchLevel', 参数]`：不良记录分公司级处理（POST /orgdept/workerBadRecord/update/branchlevel） */
export const handleBadRecordBranchLevelKey: KeyFn<'handleBadRecordBranchLevel', BadrecordQueryParams['handleBadRecordBranchLevel']> = /* @__PURE__ */ keyer('handleBadRecordBranchLevel');
/** 变更选项（useMutation，`mutate(参数)`）：不良记录分公司级处理（POST /orgdept/workerBadRecord/update/branchlevel） */
export const handleBadRecordBranchLevelMutationOptions: MutationFn<'handleBadRecordBranchLevel', BadrecordQueryParams['handleBadRecordBranchLevel'], OpResult<operations['handleBadRecordBranchLevel']>> = /* @__PURE__ */ writer('handleBadRecordBranchLevel', 'POST /orgdept/workerBadRecord/update/branchlevel');

/** 键 `['handleBadRecordCompanyLevel', 参数]`：不良记录公司级处理（POST /orgdept/workerBadRecord/update/companylevel） */
export const handleBadRecordCompanyLevelKey: KeyFn<'handleBadRecordCompanyLevel', BadrecordQueryParams['handleBadRecordCompanyLevel']> = /* @__PURE__ */ keyer('handleBadRecordCompanyLevel');
/** 变更选项（useMutation，`mutate(参数)`）：不良记录公司级处理（POST /orgdept/workerBadRecord/update/companylevel） */
export const handleBadRecordCompanyLevelMutationOptions: MutationFn<'handleBadRecordCompanyLevel', BadrecordQueryParams['handleBadRecordCompanyLevel'], OpResult<operations['handleBadRecordCompanyLevel']>> = /* @__PURE__ */ writer('handleBadRecordCompanyLevel', 'POST /orgdept/workerBadRecord/update/companylevel');

/** 键 `['handleBadRecordProjectLevel', 参数]`：不良记录项目级处理（POST /orgdept/workerBadRecord/update/projectlevel） */
export const handleBadRecordProjectLevelKey: KeyFn<'handleBadRecordProjectLevel', BadrecordQueryParams['handleBadRecordProjectLevel']> = /* @__PURE__ */ keyer('handleBadRecordProjectLevel');
/** 变更选项（useMutation，`mutate(参数)`）：不良记录项目级处理（POST /orgdept/workerBadRecord/update/projectlevel） */
export const handleBadRecordProjectLevelMutationOptions: MutationFn<'handleBadRecordProjectLevel', BadrecordQueryParams['handleBadRecordProjectLevel'], OpResult<operations['handleBadRecordProjectLevel']>> = /* @__PURE__ */ writer('handleBadRecordProjectLevel', 'POST /orgdept/workerBadRecord/update/projectlevel');
