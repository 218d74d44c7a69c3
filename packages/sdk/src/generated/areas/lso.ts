/* 由 scripts/spec.mjs 从 spec/ 生成，请勿手改。运行 `pnpm spec` 重新生成。 */
/** 业务域「lso」的 26 个调用，按 operationId：`import { call, pages, lso } from '@site/sdk/areas/lso'`。 */
import type { operations } from './lso.schema';
import { areaCall, areaClient, areaPages, type RowOf } from '../../area';
import type { CallInit, OpResult } from '../../types';
import type { Requester } from '../../core';
import type { PageWalk } from '../../paging';

export * from '../../light';
export type { components as LsoComponents, operations as LsoOperations } from './lso.schema';

/** operationId → `METHOD /path flags`（b 返回文件，f 表单，m multipart，n/N pageNum 在查询/请求体，p/P page+limit）。 */
const table: Record<string, string> = {
  assignSafetyOfficer: 'POST /pc/safe/lso/assign',
  deleteSafetyOfficer: 'POST /pc/safe/lso/del/{id}',
  editSafetyOfficer: 'POST /pc/safe/lso/edit',
  listSafetyOfficers: 'GET /pc/safe/lso/list n',
  selectSafetyOfficers: 'GET /pc/safe/lso/select',
  applyLsoJob: 'POST /starSafety/lso/job/apply',
  approveLsoJob: 'POST /starSafety/lso/job/approve',
  closeLsoJob: 'POST /starSafety/lso/job/close',
  getLsoJob: 'POST /starSafety/lso/job/detail',
  exportLsoJobs: 'POST /starSafety/lso/job/export bN',
  pageLsoJobs: 'POST /starSafety/lso/job/page N',
  listLsoJobTypes: 'POST /starSafety/lso/jobType/list',
  addLsoRecord: 'POST /starSafety/lso/record/add',
  deleteLsoRecord: 'POST /starSafety/lso/record/delete',
  getLsoRecord: 'POST /starSafety/lso/record/detail',
  exportLsoRecords: 'POST /starSafety/lso/record/export bN',
  pageLsoRecords: 'POST /starSafety/lso/record/page N',
  getLsoProjectJobTrend: 'POST /starSafety/lsoStatistic/jobTrend',
  getLsoProjectJobTypes: 'POST /starSafety/lsoStatistic/jobTypeDistribution',
  exportLsoOfficerStats: 'POST /starSafety/lsoStatistic/officerExport b',
  pageLsoOfficerStats: 'POST /starSafety/lsoStatistic/officerPage N',
  getLsoProjectOverview: 'POST /starSafety/lsoStatistic/overview',
  getLsoBranchCompare: 'POST /starSafety/lsoStatisticCompany/branchCompare',
  getLsoCompanyOverview: 'POST /starSafety/lsoStatisticCompany/overview',
  exportLsoProjectStats: 'POST /starSafety/lsoStatisticCompany/projectExport b',
  pageLsoProjectStats: 'POST /starSafety/lsoStatisticCompany/projectPage N',
};

export type LsoOperationId = keyof operations;
/** 每个调用的第二个参数：`params`、`body` 与调用选项。 */
export interface LsoInit {
  assignSafetyOfficer: { params?: never; body: NonNullable<operations['assignSafetyOfficer']['requestBody']>['content']['application/json'] } & CallInit;
  deleteSafetyOfficer: { params: operations['deleteSafetyOfficer']['parameters']; body?: never } & CallInit;
  editSafetyOfficer: { params?: never; body: NonNullable<operations['editSafetyOfficer']['requestBody']>['content']['application/json'] } & CallInit;
  listSafetyOfficers: { params?: operations['listSafetyOfficers']['parameters']; body?: never } & CallInit;
  selectSafetyOfficers: { params?: operations['selectSafetyOfficers']['parameters']; body?: never } & CallInit;
  applyLsoJob: { params?: never; body: NonNullable<operations['applyLsoJob']['requestBody']>['content']['application/json'] } & CallInit;
  approveLsoJob: { params?: never; body: NonNullable<operations['approveLsoJob']['requestBody']>['content']['application/json'] } & CallInit;
  closeLsoJob: { params?: never; body: NonNullable<operations['closeLsoJob']['requestBody']>['content']['application/json'] } & CallInit;
  getLsoJob: { params?: never; body: NonNullable<operations['getLsoJob']['requestBody']>['content']['application/json'] } & CallInit;
  exportLsoJobs: { params?: never; body: NonNullable<operations['exportLsoJobs']['requestBody']>['content']['application/json'] } & CallInit;
  pageLsoJobs: { params?: never; body: NonNullable<operations['pageLsoJobs']['requestBody']>['content']['application/json'] } & CallInit;
  listLsoJobTypes: { params?: never; body?: never } & CallInit;
  addLsoRecord: { params?: never; body: NonNullable<operations['addLsoRecord']['requestBody']>['content']['application/json'] } & CallInit;
  deleteLsoRecord: { params?: never; body: NonNullable<operations['deleteLsoRecord']['requestBody']>['content']['application/json'] } & CallInit;
  getLsoRecord: { params?: never; body: NonNullable<operations['getLsoRecord']['requestBody']>['content']['application/json'] } & CallInit;
  exportLsoRecords: { params?: never; body: NonNullable<operations['exportLsoRecords']['requestBody']>['content']['application/json'] } & CallInit;
  pageLsoRecords: { params?: never; body: NonNullable<operations['pageLsoRecords']['requestBody']>['content']['application/json'] } & CallInit;
  getLsoProjectJobTrend: { params?: never; body: NonNullable<operations['getLsoProjectJobTrend']['requestBody']>['content']['application/json'] } & CallInit;
  getLsoProjectJobTypes: { params?: never; body: NonNullable<operations['getLsoProjectJobTypes']['requestBody']>['content']['application/json'] } & CallInit;
  exportLsoOfficerStats: { params?: never; body: NonNullable<operations['exportLsoOfficerStats']['requestBody']>['content']['application/json'] } & CallInit;
  pageLsoOfficerStats: { params?: never; body: NonNullable<operations['pageLsoOfficerStats']['requestBody']>['content']['application/json'] } & CallInit;
  getLsoProjectOverview: { params?: never; body: NonNullable<operations['getLsoProjectOverview']['requestBody']>['content']['application/json'] } & CallInit;
  getLsoBranchCompare: { params?: never; body: NonNullable<operations['getLsoBranchCompare']['requestBody']>['content']['application/json'] } & CallInit;
  getLsoCompanyOverview: { params?: never; body: NonNullable<operations['getLsoCompanyOverview']['requestBody']>['content']['application/json'] } & CallInit;
  exportLsoProjectStats: { params?: never; body: NonNullable<operations['exportLsoProjectStats']['requestBody']>['content']['application/json'] } & CallInit;
  pageLsoProjectStats: { params?: never; body: NonNullable<operations['pageLsoProjectStats']['requestBody']>['content']['application/json'] } & CallInit;
}
/** 第二个参数可以不给的调用（没有必填的参数或请求体）。 */
export type LsoOptionalId = 'listSafetyOfficers' | 'selectSafetyOfficers' | 'listLsoJobTypes';
/** 每个调用第二个参数的元组：可省略时为 `[init?: …]`。 */
export type LsoArgs = { [Id in LsoOperationId]: Id extends LsoOptionalId ? [init?: LsoInit[Id]] : [init: LsoInit[Id]] };
/** 分页的调用（pageNum/pageSize 或 page/limit），可用 `pages` 逐行读完。 */
export type LsoPagedId = 'listSafetyOfficers' | 'pageLsoJobs' | 'pageLsoRecords' | 'pageLsoOfficerStats' | 'pageLsoProjectStats';
/** 按 operationId 调用：成功返回信封（或 File），失败抛出 SdkError。 */
export type LsoCall = <Id extends LsoOperationId>(client: Requester, id: Id, ...init: Id extends LsoOptionalId ? [init?: LsoInit[Id]] : [init: LsoInit[Id]]) => Promise<OpResult<operations[Id]>>;
/** 逐行读完一个分页列表（`for await`；`.limit(n)` 最多 n 行；`.toArray()` 读成数组）。 */
export type LsoPages = <Id extends LsoPagedId>(client: Requester, id: Id, ...init: Id extends LsoOptionalId ? [init?: LsoInit[Id]] : [init: LsoInit[Id]]) => PageWalk<RowOf<operations[Id]>>;
/** 本业务域的客户端：每个 operationId 一个方法，另有 `pages(id, init)`。 */
export type LsoClient = { readonly [Id in LsoOperationId]: (...init: Id extends LsoOptionalId ? [init?: LsoInit[Id]] : [init: LsoInit[Id]]) => Promise<OpResult<operations[Id]>> } & {
  pages<Id extends LsoPagedId>(id: Id, ...init: Id extends LsoOptionalId ? [init?: LsoInit[Id]] : [init: LsoInit[Id]]): PageWalk<RowOf<operations[Id]>>;
};

/** 按 operationId 调用：`await call(api, 'assignSafetyOfficer', …)`；成功返回信封，失败抛出 SdkError。 */
export const call: LsoCall = /* @__PURE__ */ areaCall(table) as unknown as LsoCall;
/** 逐行读完一个分页列表：`for await (const row of pages(api, id, init))`。 */
export const pages: LsoPages = /* @__PURE__ */ areaPages(table) as unknown as LsoPages;
/** 本业务域的客户端：每个 operationId 一个方法，另有 `pages(id, init)`。 */
export const lso = (client: Requester): LsoClient => areaClient(table, client) as unknown as LsoClient;
