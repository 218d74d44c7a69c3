/* 由 scripts/spec.mjs 从 spec/ 生成，请勿手改。运行 `pnpm spec` 重新生成。 */
/** 业务域「blacklist」的 10 个调用，每个一个可摇树的函数：`import { createClient, listBlacklistCheckRecords } from '@site/sdk/calls/blacklist'`，`await listBlacklistCheckRecords(api, …)`。 */
import type { operations } from '../areas/blacklist.schema';
import type { BlacklistArgs } from '../areas/blacklist';
import type { OpResult } from '../../types';
import { fileOp, op, uploadOp, type Call, type PagedCall } from '../../calls';

export * from '../../calls';
export type { components as BlacklistComponents, operations as BlacklistOperations } from '../areas/blacklist.schema';

/** 修改黑名单核验配置（POST /pc/worker/black/check/config/edit） */
export const editBlacklistCheckConfig: Call<'editBlacklistCheckConfig', BlacklistArgs['editBlacklistCheckConfig'], OpResult<operations['editBlacklistCheckConfig']>> = /* @__PURE__ */ op('editBlacklistCheckConfig', 'POST /pc/worker/black/check/config/edit');

/** 黑名单核验配置（GET /pc/worker/black/check/config/list） */
export const listBlacklistCheckConfigs: Call<'listBlacklistCheckConfigs', BlacklistArgs['listBlacklistCheckConfigs'], OpResult<operations['listBlacklistCheckConfigs']>> = /* @__PURE__ */ op('listBlacklistCheckConfigs', 'GET /pc/worker/black/check/config/list');

/** 黑名单核验记录（GET /pc/worker/black/check/record/list/{id}）；分页：`pagesOf(api, listBlacklistCheckRecords, …)` */
export const listBlacklistCheckRecords: PagedCall<'listBlacklistCheckRecords', BlacklistArgs['listBlacklistCheckRecords'], OpResult<operations['listBlacklistCheckRecords']>> = /* @__PURE__ */ op('listBlacklistCheckRecords', 'GET /pc/worker/black/check/record/list/{id} n');

/** 新增/编辑黑名单（POST /pc/worker/black/edit） */
export const editBlacklistWorker: Call<'editBlacklistWorker', BlacklistArgs['editBlacklistWorker'], OpResult<operations['editBlacklistWorker']>> = /* @__PURE__ */ op('editBlacklistWorker', 'POST /pc/worker/black/edit');

/** 黑名单分页（GET /pc/worker/black/list）；分页：`pagesOf(api, listBlacklistWorkers, …)` */
export const listBlacklistWorkers: PagedCall<'listBlacklistWorkers', BlacklistArgs['listBlacklistWorkers'], OpResult<operations['listBlacklistWorkers']>> = /* @__PURE__ */ op('listBlacklistWorkers', 'GET /pc/worker/black/list n');

/** 黑名单核验任务分页（GET /pc/worker/black/task/list）；分页：`pagesOf(api, listBlacklistCheckTasks, …)` */
export const listBlacklistCheckTasks: PagedCall<'listBlacklistCheckTasks', BlacklistArgs['listBlacklistCheckTasks'], OpResult<operations['listBlacklistCheckTasks']>> = /* @__PURE__ */ op('listBlacklistCheckTasks', 'GET /pc/worker/black/task/list n');

/** 修改核验处理状态（POST /pc/worker/black/worker/check/status） */
export const updateBlacklistCheckStatus: Call<'updateBlacklistCheckStatus', BlacklistArgs['updateBlacklistCheckStatus'], OpResult<operations['updateBlacklistCheckStatus']>> = /* @__PURE__ */ op('updateBlacklistCheckStatus', 'POST /pc/worker/black/worker/check/status');

/** 删除上传的待核验工人（POST /pc/worker/black/worker/del） */
export const deleteBlacklistUploadWorkers: Call<'deleteBlacklistUploadWorkers', BlacklistArgs['deleteBlacklistUploadWorkers'], OpResult<operations['deleteBlacklistUploadWorkers']>> = /* @__PURE__ */ op('deleteBlacklistUploadWorkers', 'POST /pc/worker/black/worker/del');

/** 上传的待核验工人（GET /pc/worker/black/worker/upload）；分页：`pagesOf(api, listBlacklistUploadWorkers, …)` */
export const listBlacklistUploadWorkers: PagedCall<'listBlacklistUploadWorkers', BlacklistArgs['listBlacklistUploadWorkers'], OpResult<operations['listBlacklistUploadWorkers']>> = /* @__PURE__ */ op('listBlacklistUploadWorkers', 'GET /pc/worker/black/worker/upload n');

/** 上传名单发送短信（POST /pc/worker/black/worker/upload/send/sms/{id}） */
export const sendBlacklistUploadSms: Call<'sendBlacklistUploadSms', BlacklistArgs['sendBlacklistUploadSms'], OpResult<operations['sendBlacklistUploadSms']>> = /* @__PURE__ */ op('sendBlacklistUploadSms', 'POST /pc/worker/black/worker/upload/send/sms/{id}');
