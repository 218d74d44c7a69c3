/* 由 scripts/spec.mjs 从 spec/ 生成，请勿手改。运行 `pnpm spec` 重新生成。 */
/** 业务域「blacklist」的 TanStack Query 选项：10 个调用（读 5 个，其中分页 4 个；写 5 个）。`import { … } from '@site/sdk/query/blacklist'`。 */
import type { operations } from '../areas/blacklist.schema';
import type { OpResult } from '../../types';
import { keyer, pager, reader, writer } from '../../query-kit';
import type { KeyFn, KeyFnOpt, InfiniteFn, InfiniteFnOpt, MutationFn, QueryFn, QueryFnOpt } from '../../query-kit';

export * from '../../query-kit';

/** 每个调用的查询参数（键的第二项，也是调用的 `params` 与 `body`）。 */
export interface BlacklistQueryParams {
  editBlacklistCheckConfig: { params?: never; body: NonNullable<operations['editBlacklistCheckConfig']['requestBody']>['content']['application/json'] };
  listBlacklistCheckConfigs: { params?: operations['listBlacklistCheckConfigs']['parameters']; body?: never };
  listBlacklistCheckRecords: { params: operations['listBlacklistCheckRecords']['parameters']; body?: never };
  editBlacklistWorker: { params?: never; body: NonNullable<operations['editBlacklistWorker']['requestBody']>['content']['application/json'] };
  listBlacklistWorkers: { params?: operations['listBlacklistWorkers']['parameters']; body?: never };
  listBlacklistCheckTasks: { params?: operations['listBlacklistCheckTasks']['parameters']; body?: never };
  updateBlacklistCheckStatus: { params?: never; body: NonNullable<operations['updateBlacklistCheckStatus']['requestBody']>['content']['application/json'] };
  deleteBlacklistUploadWorkers: { params?: never; body: NonNullable<operations['deleteBlacklistUploadWorkers']['requestBody']>['content']['application/json'] };
  listBlacklistUploadWorkers: { params?: operations['listBlacklistUploadWorkers']['parameters']; body?: never };
  sendBlacklistUploadSms: { params: operations['sendBlacklistUploadSms']['parameters']; body?: never };
}

/** 键 `['editBlacklistCheckConfig', 参数]`：修改黑名单核验配置（POST /pc/worker/black/check/config/edit） */
export const editBlacklistCheckConfigKey: KeyFn<'editBlacklistCheckConfig', BlacklistQueryParams['editBlacklistCheckConfig']> = /* @__PURE__ */ keyer('editBlacklistCheckConfig');
/** 变更选项（useMutation，`mutate(参数)`）：修改黑名单核验配置（POST /pc/worker/black/check/config/edit） */
export const editBlacklistCheckConfigMutationOptions: MutationFn<'editBlacklistCheckConfig', BlacklistQueryParams['editBlacklistCheckConfig'], OpResult<operations['editBlacklistCheckConfig']>> = /* @__PURE__ */ writer('editBlacklistCheckConfig', 'POST /pc/worker/black/check/config/edit');

/** 键 `['listBlacklistCheckConfigs', 参数]`：黑名单核验配置（GET /pc/worker/black/check/config/list） */
export const listBlacklistCheckConfigsKey: KeyFnOpt<'listBlacklistCheckConfigs', BlacklistQueryParams['listBlacklistCheckConfigs']> = /* @__PURE__ */ keyer('listBlacklistCheckConfigs');
/** 查询选项（useQuery、fetchQuery）：黑名单核验配置（GET /pc/worker/black/check/config/list） */
export const listBlacklistCheckConfigsQueryOptions: QueryFnOpt<'listBlacklistCheckConfigs', BlacklistQueryParams['listBlacklistCheckConfigs'], OpResult<operations['listBlacklistCheckConfigs']>> = /* @__PURE__ */ reader('listBlacklistCheckConfigs', 'GET /pc/worker/black/check/config/list');

/** 键 `['listBlacklistCheckRecords', 参数]`：黑名单核验记录（GET /pc/worker/black/check/record/list/{id}） */
export const listBlacklistCheckRecordsKey: KeyFn<'listBlacklistCheckRecords', BlacklistQueryParams['listBlacklistCheckRecords']> = /* @__PURE__ */ keyer('listBlacklistCheckRecords');
/** 查询选项（useQuery、fetchQuery）：黑名单核验记录（GET /pc/worker/black/check/record/list/{id}） */
export const listBlacklistCheckRecordsQueryOptions: QueryFn<'listBlacklistCheckRecords', BlacklistQueryParams['listBlacklistCheckRecords'], OpResult<operations['listBlacklistCheckRecords']>> = /* @__PURE__ */ reader('listBlacklistCheckRecords', 'GET /pc/worker/black/check/record/list/{id} n');
/** 无限查询选项（useInfiniteQuery，逐页读到 total 为止）：黑名单核验记录（GET /pc/worker/black/check/record/list/{id}） */
export const listBlacklistCheckRecordsInfiniteQueryOptions: InfiniteFn<'listBlacklistCheckRecords', BlacklistQueryParams['listBlacklistCheckRecords'], OpResult<operations['listBlacklistCheckRecords']>> = /* @__PURE__ */ pager('listBlacklistCheckRecords', 'GET /pc/worker/black/check/record/list/{id} n');

/** 键 `['editBlacklistWorker', 参数]`：新增/编辑黑名单（POST /pc/worker/black/edit） */
export const editBlacklistWorkerKey: KeyFn<'editBlacklistWorker', BlacklistQueryParams['editBlacklistWorker']> = /* @__PURE__ */ keyer('editBlacklistWorker');
/** 变更选项（useMutation，`mutate(参数)`）：新增/编辑黑名单（POST /pc/worker/black/edit） */
export const editBlacklistWorkerMutationOptions: MutationFn<'editBlacklistWorker', BlacklistQueryParams['editBlacklistWorker'], OpResult<operations['editBlacklistWorker']>> = /* @__PURE__ */ writer('editBlacklistWorker', 'POST /pc/worker/black/edit');

/** 键 `['listBlacklistWorkers', 参数]`：黑名单分页（GET /pc/worker/black/list） */
export const listBlacklistWorkersKey: KeyFnOpt<'listBlacklistWorkers', BlacklistQueryParams['listBlacklistWorkers']> = /* @__PURE__ */ keyer('listBlacklistWorkers');
/** 查询选项（useQuery、fetchQuery）：黑名单分页（GET /pc/worker/black/list） */
export const listBlacklistWorkersQueryOptions: QueryFnOpt<'listBlacklistWorkers', BlacklistQueryParams['listBlacklistWorkers'], OpResult<operations['listBlacklistWorkers']>> = /* @__PURE__ */ reader('listBlacklistWorkers', 'GET /pc/worker/black/list n');
/** 无限查询选项（useInfiniteQuery，逐页读到 total 为止）：黑名单分页（GET /pc/worker/black/list） */
export const listBlacklistWorkersInfiniteQueryOptions: InfiniteFnOpt<'listBlacklistWorkers', BlacklistQueryParams['listBlacklistWorkers'], OpResult<operations['listBlacklistWorkers']>> = /* @__PURE__ */ pager('listBlacklistWorkers', 'GET /pc/worker/black/list n');

/** 键 `['listBlacklistCheckTasks', 参数]`：黑名单核验任务分页（GET /pc/worker/black/task/list） */
export const listBlacklistCheckTasksKey: KeyFnOpt<'listBlacklistCheckTasks', BlacklistQueryParams['listBlacklistCheckTasks']> = /* @__PURE__ */ keyer('listBlacklistCheckTasks');
/** 查询选项（useQuery、fetchQuery）：黑名单核验任务分页（GET /pc/worker/black/task/list） */
export const listBlacklistCheckTasksQueryOptions: QueryFnOpt<'listBlacklistCheckTasks', BlacklistQueryParams['listBlacklistCheckTasks'], OpResult<operations['listBlacklistCheckTasks']>> = /* @__PURE__ */ reader('listBlacklistCheckTasks', 'GET /pc/worker/black/task/list n');
/** 无限查询选项（useInfiniteQuery，逐页读到 total 为止）：黑名单核验任务分页（GET /pc/worker/black/task/list） */
export const listBlacklistCheckTasksInfiniteQueryOptions: InfiniteFnOpt<'listBlacklistCheckTasks', BlacklistQueryParams['listBlacklistCheckTasks'], OpResult<operations['listBlacklistCheckTasks']>> = /* @__PURE__ */ pager('listBlacklistCheckTasks', 'GET /pc/worker/black/task/list n');

/** 键 `['updateBlacklistCheckStatus', 参数]`：修改核验处理状态（POST /pc/worker/black/worker/check/status） */
export const updateBlacklistCheckStatusKey: KeyFn<'updateBlacklistCheckStatus', BlacklistQueryParams['updateBlacklistCheckStatus']> = /* @__PURE__ */ keyer('updateBlacklistCheckStatus');
/** 变更选项（useMutation，`mutate(参数)`）：修改核验处理状态（POST /pc/worker/black/worker/check/status） */
export const updateBlacklistCheckStatusMutationOptions: MutationFn<'updateBlacklistCheckStatus', BlacklistQueryParams['updateBlacklistCheckStatus'], OpResult<operations['updateBlacklistCheckStatus']>> = /* @__PURE__ */ writer('updateBlacklistCheckStatus', 'POST /pc/worker/black/worker/check/status');

/** 键 `['deleteBlacklistUploadWorkers', 参数]`：删除上传的待核验工人（POST /pc/worker/black/worker/del） */
export const deleteBlacklistUploadWorkersKey: KeyFn<'deleteBlacklistUploadWorkers', BlacklistQueryParams['deleteBlacklistUploadWorkers']> = /* @__PURE__ */ keyer('deleteBlacklistUploadWorkers');
/** 变更选项（useMutation，`mutate(参数)`）：删除上传的待核验工人（POST /pc/worker/black/worker/del） */
export const deleteBlacklistUploadWorkersMutationOptions: MutationFn<'deleteBlacklistUploadWorkers', BlacklistQueryParams['deleteBlacklistUploadWorkers'], OpResult<operations['deleteBlacklistUploadWorkers']>> = /* @__PURE__ */ writer('deleteBlacklistUploadWorkers', 'POST /pc/worker/black/worker/del');

/** 键 `['listBlacklistUploadWorkers', 参数]`：上传的待核验工人（GET /pc/worker/black/worker/upload） */
export const listBlacklistUploadWorkersKey: KeyFnOpt<'listBlacklistUploadWorkers', BlacklistQueryParams['listBlacklistUploadWorkers']> = /* @__PURE__ */ keyer('listBlacklistUploadWorkers');
/** 查询选项（useQuery、fetchQuery）：上传的待核验工人（GET /pc/worker/black/worker/upload） */
export const listBlacklistUploadWorkersQueryOptions: QueryFnOpt<'listBlacklistUploadWorkers', BlacklistQueryParams['listBlacklistUploadWorkers'], OpResult<operations['listBlacklistUploadWorkers']>> = /* @__PURE__ */ reader('listBlacklistUploadWorkers', 'GET /pc/worker/black/worker/upload n');
/** 无限查询选项（useInfiniteQuery，逐页读到 total 为止）：上传的待核验工人（GET /pc/worker/black/worker/upload） */
export const listBlacklistUploadWorkersInfiniteQueryOptions: InfiniteFnOpt<'listBlacklistUploadWorkers', BlacklistQueryParams['listBlacklistUploadWorkers'], OpResult<operations['listBlacklistUploadWorkers']>> = /* @__PURE__ */ pager('listBlacklistUploadWorkers', 'GET /pc/worker/black/worker/upload n');

/** 键 `['sendBlacklistUploadSms', 参数]`：上传名单发送短信（POST /pc/worker/black/worker/upload/send/sms/{id}） */
export const sendBlacklistUploadSmsKey: KeyFn<'sendBlacklistUploadSms', BlacklistQueryParams['sendBlacklistUploadSms']> = /* @__PURE__ */ keyer('sendBlacklistUploadSms');
/** 变更选项（useMutation，`mutate(参数)`）：上传名单发送短信（POST /pc/worker/black/worker/upload/send/sms/{id}） */
export const sendBlacklistUploadSmsMutationOptions: MutationFn<'sendBlacklistUploadSms', BlacklistQueryParams['sendBlacklistUploadSms'], OpResult<operations['sendBlacklistUploadSms']>> = /* @__PURE__ */ writer('sendBlacklistUploadSms', 'POST /pc/worker/black/worker/upload/send/sms/{id}');
