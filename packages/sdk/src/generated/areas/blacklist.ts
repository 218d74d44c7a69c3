/* 由 scripts/spec.mjs 从 spec/ 生成，请勿手改。运行 `pnpm spec` 重新生成。 */
/** 业务域「blacklist」的 10 个调用，按 operationId：`import { call, pages, blacklist } from '@site/sdk/areas/blacklist'`。 */
import type { operations } from './blacklist.schema';
import { areaCall, areaClient, areaPages, type RowOf } from '../../area';
import type { CallInit, OpResult } from '../../types';
import type { Requester } from '../../core';
import type { PageWalk } from '../../paging';

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
/** 每个调用的第二个参数：`params`、`body` 与调用选项。 */
export interface BlacklistInit {
  editBlacklistCheckConfig: { params?: never; body: NonNullable<operations['editBlacklistCheckConfig']['requestBody']>['content']['application/json'] } & CallInit;
  listBlacklistCheckConfigs: { params?: operations['listBlacklistCheckConfigs']['parameters']; body?: never } & CallInit;
  listBlacklistCheckRecords: { params: operations['listBlacklistCheckRecords']['parameters']; body?: never } & CallInit;
  editBlacklistWorker: { params?: never; body: NonNullable<operations['editBlacklistWorker']['requestBody']>['content']['application/json'] } & CallInit;
  listBlacklistWorkers: { params?: operations['listBlacklistWorkers']['parameters']; body?: never } & CallInit;
  listBlacklistCheckTasks: { params?: operations['listBlacklistCheckTasks']['parameters']; body?: never } & CallInit;
  updateBlacklistCheckStatus: { params?: never; body: NonNullable<operations['updateBlacklistCheckStatus']['requestBody']>['content']['application/json'] } & CallInit;
  deleteBlacklistUploadWorkers: { params?: never; body: NonNullable<operations['deleteBlacklistUploadWorkers']['requestBody']>['content']['application/json'] } & CallInit;
  listBlacklistUploadWorkers: { params?: operations['listBlacklistUploadWorkers']['parameters']; body?: never } & CallInit;
  sendBlacklistUploadSms: { params: operations['sendBlacklistUploadSms']['parameters']; body?: never } & CallInit;
}
/** 第二个参数可以不给的调用（没有必填的参数或请求体）。 */
export type BlacklistOptionalId = 'listBlacklistCheckConfigs' | 'listBlacklistWorkers' | 'listBlacklistCheckTasks' | 'listBlacklistUploadWorkers';
/** 每个调用第二个参数的元组：可省略时为 `[init?: …]`。 */
export type BlacklistArgs = { [Id in BlacklistOperationId]: Id extends BlacklistOptionalId ? [init?: BlacklistInit[Id]] : [init: BlacklistInit[Id]] };
/** 分页的调用（pageNum/pageSize 或 page/limit），可用 `pages` 逐行读完。 */
export type BlacklistPagedId = 'listBlacklistCheckRecords' | 'listBlacklistWorkers' | 'listBlacklistCheckTasks' | 'listBlacklistUploadWorkers';
/** 按 operationId 调用：成功返回信封（或 File），失败抛出 SdkError。 */
export type BlacklistCall = <Id extends BlacklistOperationId>(client: Requester, id: Id, ...init: Id extends BlacklistOptionalId ? [init?: BlacklistInit[Id]] : [init: BlacklistInit[Id]]) => Promise<OpResult<operations[Id]>>;
/** 逐行读完一个分页列表（`for await`；`.limit(n)` 最多 n 行；`.toArray()` 读成数组）。 */
export type BlacklistPages = <Id extends BlacklistPagedId>(client: Requester, id: Id, ...init: Id extends BlacklistOptionalId ? [init?: BlacklistInit[Id]] : [init: BlacklistInit[Id]]) => PageWalk<RowOf<operations[Id]>>;
/** 本业务域的客户端：每个 operationId 一个方法，另有 `pages(id, init)`。 */
export type BlacklistClient = { readonly [Id in BlacklistOperationId]: (...init: Id extends BlacklistOptionalId ? [init?: BlacklistInit[Id]] : [init: BlacklistInit[Id]]) => Promise<OpResult<operations[Id]>> } & {
  pages<Id extends BlacklistPagedId>(id: Id, ...init: Id extends BlacklistOptionalId ? [init?: BlacklistInit[Id]] : [init: BlacklistInit[Id]]): PageWalk<RowOf<operations[Id]>>;
};

/** 按 operationId 调用：`await call(api, 'editBlacklistCheckConfig', …)`；成功返回信封，失败抛出 SdkError。 */
export const call: BlacklistCall = /* @__PURE__ */ areaCall(table) as unknown as BlacklistCall;
/** 逐行读完一个分页列表：`for await (const row of pages(api, id, init))`。 */
export const pages: BlacklistPages = /* @__PURE__ */ areaPages(table) as unknown as BlacklistPages;
/** 本业务域的客户端：每个 operationId 一个方法，另有 `pages(id, init)`。 */
export const blacklist = (client: Requester): BlacklistClient => areaClient(table, client) as unknown as BlacklistClient;
