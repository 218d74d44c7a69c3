/* 由 scripts/spec.mjs 从 spec/ 生成，请勿手改。运行 `pnpm spec` 重新生成。 */
/** 业务域「complaints」的 19 个调用，按 operationId：`import { call, pages, complaints } from '@site/sdk/areas/complaints'`。 */
import type { operations } from './complaints.schema';
import { areaCall, areaClient, areaPages, type RowOf } from '../../area';
import type { CallInit, OpResult } from '../../types';
import type { Requester } from '../../core';
import type { PageWalk } from '../../paging';

export * from '../../light';
export type { components as ComplaintsComponents, operations as ComplaintsOperations } from './complaints.schema';

/** operationId → `METHOD /path flags`（b 返回文件，f 表单，m multipart，n/N pageNum 在查询/请求体，p/P page+limit）。 */
const table: Record<string, string> = {
  approveTempFaceRegister: 'POST /faceAuth/tempregister/approve',
  deleteTempFaceRegisters: 'POST /faceAuth/tempregister/delete',
  getTempFaceRegister: 'GET /faceAuth/tempregister/detail',
  pageTempFaceRegisters: 'POST /faceAuth/tempregister/page N',
  rejectTempFaceRegister: 'POST /faceAuth/tempregister/reject',
  countComplaintTasks: 'POST /grid/task/taskCountStatistics',
  acceptComplaint: 'POST /orgdept/complaint/accept',
  listComplaintLevelConfigs: 'POST /orgdept/complaint/config/list',
  saveComplaintLevelConfig: 'POST /orgdept/complaint/config/save',
  dealComplaint: 'POST /orgdept/complaint/deal',
  passDownComplaint: 'POST /orgdept/complaint/passDown',
  listComplaintPositions: 'GET /orgdept/complaint/positions',
  listComplaintFlowRecords: 'GET /orgdept/complaint/records',
  pageComplaintTasks: 'POST /orgdept/complaint/taskPage N',
  terminateComplaint: 'POST /orgdept/complaint/terminate',
  getWorkerComplaint: 'GET /pc/worker/complaint/detail/{id}',
  exportWorkerComplaints: 'GET /pc/worker/complaint/export b',
  listWorkerComplaints: 'GET /pc/worker/complaint/list n',
  getWorkerComplaintStatistics: 'GET /pc/worker/complaint/statistics',
};

export type ComplaintsOperationId = keyof operations;
/** 每个调用的第二个参数：`params`、`body` 与调用选项。 */
export interface ComplaintsInit {
  approveTempFaceRegister: { params?: never; body: NonNullable<operations['approveTempFaceRegister']['requestBody']>['content']['application/json'] } & CallInit;
  deleteTempFaceRegisters: { params?: never; body: NonNullable<operations['deleteTempFaceRegisters']['requestBody']>['content']['application/json'] } & CallInit;
  getTempFaceRegister: { params: operations['getTempFaceRegister']['parameters']; body?: never } & CallInit;
  pageTempFaceRegisters: { params?: never; body: NonNullable<operations['pageTempFaceRegisters']['requestBody']>['content']['application/json'] } & CallInit;
  rejectTempFaceRegister: { params?: never; body: NonNullable<operations['rejectTempFaceRegister']['requestBody']>['content']['application/json'] } & CallInit;
  countComplaintTasks: { params?: never; body: NonNullable<operations['countComplaintTasks']['requestBody']>['content']['application/json'] } & CallInit;
  acceptComplaint: { params?: never; body: NonNullable<operations['acceptComplaint']['requestBody']>['content']['application/json'] } & CallInit;
  listComplaintLevelConfigs: { params?: never; body: NonNullable<operations['listComplaintLevelConfigs']['requestBody']>['content']['application/json'] } & CallInit;
  saveComplaintLevelConfig: { params?: never; body: NonNullable<operations['saveComplaintLevelConfig']['requestBody']>['content']['application/json'] } & CallInit;
  dealComplaint: { params?: never; body: NonNullable<operations['dealComplaint']['requestBody']>['content']['application/json'] } & CallInit;
  passDownComplaint: { params?: never; body: NonNullable<operations['passDownComplaint']['requestBody']>['content']['application/json'] } & CallInit;
  listComplaintPositions: { params?: operations['listComplaintPositions']['parameters']; body?: never } & CallInit;
  listComplaintFlowRecords: { params: operations['listComplaintFlowRecords']['parameters']; body?: never } & CallInit;
  pageComplaintTasks: { params?: never; body: NonNullable<operations['pageComplaintTasks']['requestBody']>['content']['application/json'] } & CallInit;
  terminateComplaint: { params?: never; body: NonNullable<operations['terminateComplaint']['requestBody']>['content']['application/json'] } & CallInit;
  getWorkerComplaint: { params: operations['getWorkerComplaint']['parameters']; body?: never } & CallInit;
  exportWorkerComplaints: { params?: operations['exportWorkerComplaints']['parameters']; body?: never } & CallInit;
  listWorkerComplaints: { params?: operations['listWorkerComplaints']['parameters']; body?: never } & CallInit;
  getWorkerComplaintStatistics: { params?: operations['getWorkerComplaintStatistics']['parameters']; body?: never } & CallInit;
}
/** 第二个参数可以不给的调用（没有必填的参数或请求体）。 */
export type ComplaintsOptionalId = 'listComplaintPositions' | 'exportWorkerComplaints' | 'listWorkerComplaints' | 'getWorkerComplaintStatistics';
/** 每个调用第二个参数的元组：可省略时为 `[init?: …]`。 */
export type ComplaintsArgs = { [Id in ComplaintsOperationId]: Id extends ComplaintsOptionalId ? [init?: ComplaintsInit[Id]] : [init: ComplaintsInit[Id]] };
/** 分页的调用（pageNum/pageSize 或 page/limit），可用 `pages` 逐行读完。 */
export type ComplaintsPagedId = 'pageTempFaceRegisters' | 'pageComplaintTasks' | 'listWorkerComplaints';
/** 按 operationId 调用：成功返回信封（或 File），失败抛出 SdkError。 */
export type ComplaintsCall = <Id extends ComplaintsOperationId>(client: Requester, id: Id, ...init: Id extends ComplaintsOptionalId ? [init?: ComplaintsInit[Id]] : [init: ComplaintsInit[Id]]) => Promise<OpResult<operations[Id]>>;
/** 逐行读完一个分页列表（`for await`；`.limit(n)` 最多 n 行；`.toArray()` 读成数组）。 */
export type ComplaintsPages = <Id extends ComplaintsPagedId>(client: Requester, id: Id, ...init: Id extends ComplaintsOptionalId ? [init?: ComplaintsInit[Id]] : [init: ComplaintsInit[Id]]) => PageWalk<RowOf<operations[Id]>>;
/** 本业务域的客户端：每个 operationId 一个方法，另有 `pages(id, init)`。 */
export type ComplaintsClient = { readonly [Id in ComplaintsOperationId]: (...init: Id extends ComplaintsOptionalId ? [init?: ComplaintsInit[Id]] : [init: ComplaintsInit[Id]]) => Promise<OpResult<operations[Id]>> } & {
  pages<Id extends ComplaintsPagedId>(id: Id, ...init: Id extends ComplaintsOptionalId ? [init?: ComplaintsInit[Id]] : [init: ComplaintsInit[Id]]): PageWalk<RowOf<operations[Id]>>;
};

/** 按 operationId 调用：`await call(api, 'approveTempFaceRegister', …)`；成功返回信封，失败抛出 SdkError。 */
export const call: ComplaintsCall = /* @__PURE__ */ areaCall(table) as unknown as ComplaintsCall;
/** 逐行读完一个分页列表：`for await (const row of pages(api, id, init))`。 */
export const pages: ComplaintsPages = /* @__PURE__ */ areaPages(table) as unknown as ComplaintsPages;
/** 本业务域的客户端：每个 operationId 一个方法，另有 `pages(id, init)`。 */
export const complaints = (client: Requester): ComplaintsClient => areaClient(table, client) as unknown as ComplaintsClient;
