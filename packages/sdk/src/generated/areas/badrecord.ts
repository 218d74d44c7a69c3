/* 由 scripts/spec.mjs 从 spec/ 生成，请勿手改。运行 `pnpm spec` 重新生成。 */
/** 业务域「badrecord」的 10 个调用，按 operationId：`import { call, pages, badrecord } from '@site/sdk/areas/badrecord'`。 */
import type { operations } from './badrecord.schema';
import { areaCall, areaClient, areaPages, type RowOf } from '../../area';
import type { CallInit, OpResult } from '../../types';
import type { Requester } from '../../core';
import type { PageWalk } from '../../paging';

export * from '../../light';
export type { components as BadrecordComponents, operations as BadrecordOperations } from './badrecord.schema';

/** operationId → `METHOD /path flags`（b 返回文件，f 表单，m multipart，n/N pageNum 在查询/请求体，p/P page+limit）。 */
const table: Record<string, string> = {
  addWorkerBadRecord: 'POST /orgdept/workerBadRecord/add',
  deleteWorkerBadRecord: 'POST /orgdept/workerBadRecord/delete',
  echoBadRecordCompanyHandler: 'POST /orgdept/workerBadRecord/echoComHandlerName',
  echoBadRecordBranchHandler: 'POST /orgdept/workerBadRecord/echoOrgHandlerName',
  echoBadRecordProjectHandler: 'POST /orgdept/workerBadRecord/echoProjectHandlerName',
  pageWorkerBadRecords: 'POST /orgdept/workerBadRecord/page N',
  listBadRecordPositions: 'GET /orgdept/workerBadRecord/positions',
  handleBadRecordBranchLevel: 'POST /orgdept/workerBadRecord/update/branchlevel',
  handleBadRecordCompanyLevel: 'POST /orgdept/workerBadRecord/update/companylevel',
  handleBadRecordProjectLevel: 'POST /orgdept/workerBadRecord/update/projectlevel',
};

export type BadrecordOperationId = keyof operations;
/** 每个调用的第二个参数：`params`、`body` 与调用选项。 */
export interface BadrecordInit {
  addWorkerBadRecord: { params?: never; body: NonNullable<operations['addWorkerBadRecord']['requestBody']>['content']['application/json'] } & CallInit;
  deleteWorkerBadRecord: { params?: never; body: NonNullable<operations['deleteWorkerBadRecord']['requestBody']>['content']['application/json'] } & CallInit;
  echoBadRecordCompanyHandler: { params?: never; body: NonNullable<operations['echoBadRecordCompanyHandler']['requestBody']>['content']['application/json'] } & CallInit;
  echoBadRecordBranchHandler: { params?: never; body: NonNullable<operations['echoBadRecordBranchHandler']['requestBody']>['content']['application/json'] } & CallInit;
  echoBadRecordProjectHandler: { params?: never; body: NonNullable<operations['echoBadRecordProjectHandler']['requestBody']>['content']['application/json'] } & CallInit;
  pageWorkerBadRecords: { params?: never; body: NonNullable<operations['pageWorkerBadRecords']['requestBody']>['content']['application/json'] } & CallInit;
  listBadRecordPositions: { params?: operations['listBadRecordPositions']['parameters']; body?: never } & CallInit;
  handleBadRecordBranchLevel: { params?: never; body: NonNullable<operations['handleBadRecordBranchLevel']['requestBody']>['content']['application/json'] } & CallInit;
  handleBadRecordCompanyLevel: { params?: never; body: NonNullable<operations['handleBadRecordCompanyLevel']['requestBody']>['content']['application/json'] } & CallInit;
  handleBadRecordProjectLevel: { params?: never; body: NonNullable<operations['handleBadRecordProjectLevel']['requestBody']>['content']['application/json'] } & CallInit;
}
/** 第二个参数可以不给的调用（没有必填的参数或请求体）。 */
export type BadrecordOptionalId = 'listBadRecordPositions';
/** 每个调用第二个参数的元组：可省略时为 `[init?: …]`。 */
export type BadrecordArgs = { [Id in BadrecordOperationId]: Id extends BadrecordOptionalId ? [init?: BadrecordInit[Id]] : [init: BadrecordInit[Id]] };
/** 分页的调用（pageNum/pageSize 或 page/limit），可用 `pages` 逐行读完。 */
export type BadrecordPagedId = 'pageWorkerBadRecords';
/** 按 operationId 调用：成功返回信封（或 File），失败抛出 SdkError。 */
export type BadrecordCall = <Id extends BadrecordOperationId>(client: Requester, id: Id, ...init: Id extends BadrecordOptionalId ? [init?: BadrecordInit[Id]] : [init: BadrecordInit[Id]]) => Promise<OpResult<operations[Id]>>;
/** 逐行读完一个分页列表（`for await`；`.limit(n)` 最多 n 行；`.toArray()` 读成数组）。 */
export type BadrecordPages = <Id extends BadrecordPagedId>(client: Requester, id: Id, ...init: Id extends BadrecordOptionalId ? [init?: BadrecordInit[Id]] : [init: BadrecordInit[Id]]) => PageWalk<RowOf<operations[Id]>>;
/** 本业务域的客户端：每个 operationId 一个方法，另有 `pages(id, init)`。 */
export type BadrecordClient = { readonly [Id in BadrecordOperationId]: (...init: Id extends BadrecordOptionalId ? [init?: BadrecordInit[Id]] : [init: BadrecordInit[Id]]) => Promise<OpResult<operations[Id]>> } & {
  pages<Id extends BadrecordPagedId>(id: Id, ...init: Id extends BadrecordOptionalId ? [init?: BadrecordInit[Id]] : [init: BadrecordInit[Id]]): PageWalk<RowOf<operations[Id]>>;
};

/** 按 operationId 调用：`await call(api, 'addWorkerBadRecord', …)`；成功返回信封，失败抛出 SdkError。 */
export const call: BadrecordCall = /* @__PURE__ */ areaCall(table) as unknown as BadrecordCall;
/** 逐行读完一个分页列表：`for await (const row of pages(api, id, init))`。 */
export const pages: BadrecordPages = /* @__PURE__ */ areaPages(table) as unknown as BadrecordPages;
/** 本业务域的客户端：每个 operationId 一个方法，另有 `pages(id, init)`。 */
export const badrecord = (client: Requester): BadrecordClient => areaClient(table, client) as unknown as BadrecordClient;
