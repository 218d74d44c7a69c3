/* 由 scripts/spec.mjs 从 spec/ 生成，请勿手改。运行 `pnpm spec` 重新生成。 */
/** 业务域「blacklist」的 10 个调用，按 operationId：`import { call, pages, blacklist } from '@site/sdk/areas/blacklist'`。 */
import type { operations } from './blacklist.schema';
import { areaCall, areaClient, areaPages, type AreaCall, type AreaClient, type AreaPages } from '../../area';
import type { CallInit } from '../../types';
import type { Requester } from '../../core';

export * from '../../light';
export type { components as BlacklistComponents, operations as BlacklistOperations } from './blacklist.schema';

/** operationId → `METHOD /path flags`（b 返回文件，f 表单，m multipart，n/N pageNum 在查询/请求体，p/P page+limit）。 */
const table: Record<string, string> = {
  editBlacklistCheckConfig: 'POST /pc/worker/black/check/config/edit',
  listBlacklistCheckConfigs: 'GET /pc/worker/black/check/config/list',
  listBlacklistCheckRecords: 'GET /pc/worker/black/check/record/list/{id} n',
  editBlacklistWorker: 'POST /pc/worker/black/edit',
  listBlacklistWorkers: 'GET /pc/worker/black/list n',
  listBlacklistCheckTasks: 'GET /pc/worker/black/task/list n',
  updateBlacklistCheckStatus: 'POST /pc/worker/black/worker/check/status',
  deleteBlacklistUploadWorkers: 'POST /pc/worker/black/worker/del',
  listBlacklistUploadWorkers: 'GET /pc/worker/black/worker/upload n',
  sendBlacklistUploadSms: 'POST /pc/worker/black/worker/upload/send/sms/{id}',
};

export type BlacklistOperationId = keyof operations;
/** 每个调用的第二个参数（`params`、`body` 与调用选项）；有必填项时必须给。 */
export interface BlacklistArgs {
  editBlacklistCheckConfig: [init: { params?: never; body: NonNullable<operations['editBlacklistCheckConfig']['requestBody']>['content']['application/json'] } & CallInit];
  listBlacklistCheckConfigs: [init?: { params?: operations['listBlacklistCheckConfigs']['parameters']; body?: never } & CallInit];
  listBlacklistCheckRecords: [init: { params: operations['listBlacklistCheckRecords']['parameters']; body?: never } & CallInit];
  editBlacklistWorker: [init: { params?: never; body: NonNullable<operations['editBlacklistWorker']['requestBody']>['content']['application/json'] } & CallInit];
  listBlacklistWorkers: [init?: { params?: operations['listBlacklistWorkers']['parameters']; body?: never } & CallInit];
  listBlacklistCheckTasks: [init?: { params?: operations['listBlacklistCheckTasks']['parameters']; body?: never } & CallInit];
  updateBlacklistCheckStatus: [init: { params?: never; body: NonNullable<operations['updateBlacklistCheckStatus']['requestBody']>['content']['application/json'] } & CallInit];
  deleteBlacklistUploadWorkers: [init: { params?: never; body: NonNullable<operations['deleteBlacklistUploadWorkers']['requestBody']>['content']['application/json'] } & CallInit];
  listBlacklistUploadWorkers: [init?: { params?: operations['listBlacklistUploadWorkers']['parameters']; body?: never } & CallInit];
  sendBlacklistUploadSms: [init: { params: operations['sendBlacklistUploadSms']['parameters']; body?: never } & CallInit];
}
/** 分页的调用（pageNum/pageSize 或 page/limit），可用 `pages` 逐行读完。 */
export type BlacklistPagedId = 'listBlacklistCheckRecords' | 'listBlacklistWorkers' | 'listBlacklistCheckTasks' | 'listBlacklistUploadWorkers';

/** 按 operationId 调用：`await call(api, 'editBlacklistCheckConfig', …)`；成功返回信封，失败抛出 SdkError。 */
export const call: AreaCall<operations, BlacklistArgs> = /* @__PURE__ */ areaCall<operations, BlacklistArgs>(table);
/** 逐行读完一个分页列表：`for await (const row of pages(api, id, init))`。 */
export const pages: AreaPages<operations, BlacklistArgs, BlacklistPagedId> = /* @__PURE__ */ areaPages<operations, BlacklistArgs, BlacklistPagedId>(
  table,
);
/** 本业务域的客户端：每个 operationId 一个方法，另有 `pages(id, init)`。 */
export const blacklist = (client: Requester): AreaClient<operations, BlacklistArgs, BlacklistPagedId> =>
  areaClient<operations, BlacklistArgs, BlacklistPagedId>(table, client);
