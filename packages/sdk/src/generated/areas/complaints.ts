/* 由 scripts/spec.mjs 从 spec/ 生成，请勿手改。运行 `pnpm spec` 重新生成。 */
/** 业务域「complaints」的 19 个调用，按 operationId：`import { call, pages, complaints } from '@site/sdk/areas/complaints'`。 */
import type { operations } from './complaints.schema';
import { areaCall, areaClient, areaPages, type AreaCall, type AreaClient, type AreaPages } from '../../area';
import type { CallInit } from '../../types';
import type { Requester } from '../../core';

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
/** 每个调用的第二个参数（`params`、`body` 与调用选项）；有必填项时必须给。 */
export interface ComplaintsArgs {
  approveTempFaceRegister: [init: { params?: never; body: NonNullable<operations['approveTempFaceRegister']['requestBody']>['content']['application/json'] } & CallInit];
  deleteTempFaceRegisters: [init: { params?: never; body: NonNullable<operations['deleteTempFaceRegisters']['requestBody']>['content']['application/json'] } & CallInit];
  getTempFaceRegister: [init: { params: operations['getTempFaceRegister']['parameters']; body?: never } & CallInit];
  pageTempFaceRegisters: [init: { params?: never; body: NonNullable<operations['pageTempFaceRegisters']['requestBody']>['content']['application/json'] } & CallInit];
  rejectTempFaceRegister: [init: { params?: never; body: NonNullable<operations['rejectTempFaceRegister']['requestBody']>['content']['application/json'] } & CallInit];
  countComplaintTasks: [init: { params?: never; body: NonNullable<operations['countComplaintTasks']['requestBody']>['content']['application/json'] } & CallInit];
  acceptComplaint: [init: { params?: never; body: NonNullable<operations['acceptComplaint']['requestBody']>['content']['application/json'] } & CallInit];
  listComplaintLevelConfigs: [init: { params?: never; body: NonNullable<operations['listComplaintLevelConfigs']['requestBody']>['content']['application/json'] } & CallInit];
  saveComplaintLevelConfig: [init: { params?: never; body: NonNullable<operations['saveComplaintLevelConfig']['requestBody']>['content']['application/json'] } & CallInit];
  dealComplaint: [init: { params?: never; body: NonNullable<operations['dealComplaint']['requestBody']>['content']['application/json'] } & CallInit];
  passDownComplaint: [init: { params?: never; body: NonNullable<operations['passDownComplaint']['requestBody']>['content']['application/json'] } & CallInit];
  listComplaintPositions: [init?: { params?: operations['listComplaintPositions']['parameters']; body?: never } & CallInit];
  listComplaintFlowRecords: [init: { params: operations['listComplaintFlowRecords']['parameters']; body?: never } & CallInit];
  pageComplaintTasks: [init: { params?: never; body: NonNullable<operations['pageComplaintTasks']['requestBody']>['content']['application/json'] } & CallInit];
  terminateComplaint: [init: { params?: never; body: NonNullable<operations['terminateComplaint']['requestBody']>['content']['application/json'] } & CallInit];
  getWorkerComplaint: [init: { params: operations['getWorkerComplaint']['parameters']; body?: never } & CallInit];
  exportWorkerComplaints: [init?: { params?: operations['exportWorkerComplaints']['parameters']; body?: never } & CallInit];
  listWorkerComplaints: [init?: { params?: operations['listWorkerComplaints']['parameters']; body?: never } & CallInit];
  getWorkerComplaintStatistics: [init?: { params?: operations['getWorkerComplaintStatistics']['parameters']; body?: never } & CallInit];
}
/** 分页的调用（pageNum/pageSize 或 page/limit），可用 `pages` 逐行读完。 */
export type ComplaintsPagedId = 'pageTempFaceRegisters' | 'pageComplaintTasks' | 'listWorkerComplaints';

/** 按 operationId 调用：`await call(api, 'approveTempFaceRegister', …)`；成功返回信封，失败抛出 SdkError。 */
export const call: AreaCall<operations, ComplaintsArgs> = /* @__PURE__ */ areaCall<operations, ComplaintsArgs>(table);
/** 逐行读完一个分页列表：`for await (const row of pages(api, id, init))`。 */
export const pages: AreaPages<operations, ComplaintsArgs, ComplaintsPagedId> = /* @__PURE__ */ areaPages<operations, ComplaintsArgs, ComplaintsPagedId>(
  table,
);
/** 本业务域的客户端：每个 operationId 一个方法，另有 `pages(id, init)`。 */
export const complaints = (client: Requester): AreaClient<operations, ComplaintsArgs, ComplaintsPagedId> =>
  areaClient<operations, ComplaintsArgs, ComplaintsPagedId>(table, client);
