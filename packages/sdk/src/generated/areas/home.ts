/* 由 scripts/spec.mjs 从 spec/ 生成，请勿手改。运行 `pnpm spec` 重新生成。 */
/** 业务域「home」的 32 个调用，按 operationId：`import { call, pages, home } from '@site/sdk/areas/home'`。 */
import type { operations } from './home.schema';
import { areaCall, areaClient, areaPages, type RowOf } from '../../area';
import type { CallInit, OpResult } from '../../types';
import type { Requester } from '../../core';
import type { PageWalk } from '../../paging';

export * from '../../light';
export type { components as HomeComponents, operations as HomeOperations } from './home.schema';

/** operationId → `METHOD /path flags`（b 返回文件，f 表单，m multipart，n/N pageNum 在查询/请求体，p/P page+limit）。 */
const table: Record<string, string> = {
  getBigScreenRedirect: 'GET /pc/bigscreen/redirect',
  getDataboardAttendanceMonthly: 'GET /pc/databoard/attendance/month',
  getDataboardOverview: 'GET /pc/databoard/overview',
  getDataboardWagesMonthly: 'GET /pc/databoard/wages/month',
  listDataboardWorkerAge: 'GET /pc/databoard/worker/age',
  listDataboardWorkerOrigin: 'GET /pc/databoard/worker/origin',
  listDataboardWorkerWorkType: 'GET /pc/databoard/worker/worktype',
  getOrgHomeAlarmCollect: 'GET /pc/org/alarm/collect',
  listOrgHomeAlarms: 'GET /pc/org/alarm/list n',
  getOrgHomeAttendanceCollect: 'GET /pc/org/attendance/collect',
  listOrgHomeBranchTroubles: 'GET /pc/org/branch/trouble/collect',
  getOrgHomeCollect: 'GET /pc/org/index/collect',
  listOrgHomeProjectMap: 'GET /pc/org/index/project/map',
  listOrgHomeProjectRank: 'GET /pc/org/index/project/rank',
  getOrgHomeWagesCollect: 'GET /pc/org/index/wages/collect',
  getOrgHomeWorkerTrend: 'GET /pc/org/index/worker/trend',
  getOrgHomeProjectTypeStatus: 'GET /pc/org/project/typestatus/collect',
  listProjectParams: 'GET /pc/params/select/list',
  getProjectHomeAlarmTrend: 'GET /pc/project/index/alarm/trend',
  listProjectHomeAttendanceTrend: 'GET /pc/project/index/attendance/trend',
  getProjectHomeCollect: 'GET /pc/project/index/collect',
  listProjectHomeCompanyOnsite: 'GET /pc/project/index/company/collect',
  listProjectHomeRealtime: 'GET /pc/project/index/realtime/list',
  listProjectHomeTeamRank: 'GET /pc/project/index/team/rank',
  getProjectHomeTroubleCollect: 'GET /pc/project/index/trouble/collect',
  listProjectHomeWagesMonths: 'GET /pc/project/index/wages/collect',
  listProjectHomeWorkTypeOnsite: 'GET /pc/project/index/worktype/collect',
  listLaborProjectCompanies: 'GET /starSafety/laborProject/companyList',
  listLaborProjectEntryExitTrend: 'GET /starSafety/laborProject/entryExitTrend',
  getLaborProjectOverview: 'GET /starSafety/laborProject/overview',
  listLaborProjects: 'GET /starSafety/laborProject/projectList',
  listLaborProjectTeams: 'GET /starSafety/laborProject/teamList',
};

export type HomeOperationId = keyof operations;
/** 每个调用的第二个参数：`params`、`body` 与调用选项。 */
export interface HomeInit {
  getBigScreenRedirect: { params: operations['getBigScreenRedirect']['parameters']; body?: never } & CallInit;
  getDataboardAttendanceMonthly: { params?: operations['getDataboardAttendanceMonthly']['parameters']; body?: never } & CallInit;
  getDataboardOverview: { params?: operations['getDataboardOverview']['parameters']; body?: never } & CallInit;
  getDataboardWagesMonthly: { params?: operations['getDataboardWagesMonthly']['parameters']; body?: never } & CallInit;
  listDataboardWorkerAge: { params?: operations['listDataboardWorkerAge']['parameters']; body?: never } & CallInit;
  listDataboardWorkerOrigin: { params?: operations['listDataboardWorkerOrigin']['parameters']; body?: never } & CallInit;
  listDataboardWorkerWorkType: { params?: operations['listDataboardWorkerWorkType']['parameters']; body?: never } & CallInit;
  getOrgHomeAlarmCollect: { params?: operations['getOrgHomeAlarmCollect']['parameters']; body?: never } & CallInit;
  listOrgHomeAlarms: { params?: operations['listOrgHomeAlarms']['parameters']; body?: never } & CallInit;
  getOrgHomeAttendanceCollect: { params?: operations['getOrgHomeAttendanceCollect']['parameters']; body?: never } & CallInit;
  listOrgHomeBranchTroubles: { params?: operations['listOrgHomeBranchTroubles']['parameters']; body?: never } & CallInit;
  getOrgHomeCollect: { params?: operations['getOrgHomeCollect']['parameters']; body?: never } & CallInit;
  listOrgHomeProjectMap: { params?: operations['listOrgHomeProjectMap']['parameters']; body?: never } & CallInit;
  listOrgHomeProjectRank: { params?: operations['listOrgHomeProjectRank']['parameters']; body?: never } & CallInit;
  getOrgHomeWagesCollect: { params?: operations['getOrgHomeWagesCollect']['parameters']; body?: never } & CallInit;
  getOrgHomeWorkerTrend: { params?: operations['getOrgHomeWorkerTrend']['parameters']; body?: never } & CallInit;
  getOrgHomeProjectTypeStatus: { params?: operations['getOrgHomeProjectTypeStatus']['parameters']; body?: never } & CallInit;
  listProjectParams: { params?: operations['listProjectParams']['parameters']; body?: never } & CallInit;
  getProjectHomeAlarmTrend: { params?: operations['getProjectHomeAlarmTrend']['parameters']; body?: never } & CallInit;
  listProjectHomeAttendanceTrend: { params?: operations['listProjectHomeAttendanceTrend']['parameters']; body?: never } & CallInit;
  getProjectHomeCollect: { params?: operations['getProjectHomeCollect']['parameters']; body?: never } & CallInit;
  listProjectHomeCompanyOnsite: { params?: operations['listProjectHomeCompanyOnsite']['parameters']; body?: never } & CallInit;
  listProjectHomeRealtime: { params?: operations['listProjectHomeRealtime']['parameters']; body?: never } & CallInit;
  listProjectHomeTeamRank: { params?: operations['listProjectHomeTeamRank']['parameters']; body?: never } & CallInit;
  getProjectHomeTroubleCollect: { params?: operations['getProjectHomeTroubleCollect']['parameters']; body?: never } & CallInit;
  listProjectHomeWagesMonths: { params?: operations['listProjectHomeWagesMonths']['parameters']; body?: never } & CallInit;
  listProjectHomeWorkTypeOnsite: { params?: operations['listProjectHomeWorkTypeOnsite']['parameters']; body?: never } & CallInit;
  listLaborProjectCompanies: { params?: operations['listLaborProjectCompanies']['parameters']; body?: never } & CallInit;
  listLaborProjectEntryExitTrend: { params?: operations['listLaborProjectEntryExitTrend']['parameters']; body?: never } & CallInit;
  getLaborProjectOverview: { params?: operations['getLaborProjectOverview']['parameters']; body?: never } & CallInit;
  listLaborProjects: { params?: operations['listLaborProjects']['parameters']; body?: never } & CallInit;
  listLaborProjectTeams: { params?: operations['listLaborProjectTeams']['parameters']; body?: never } & CallInit;
}
/** 第二个参数可以不给的调用（没有必填的参数或请求体）。 */
export type HomeOptionalId = 'getDataboardAttendanceMonthly' | 'getDataboardOverview' | 'getDataboardWagesMonthly' | 'listDataboardWorkerAge' | 'listDataboardWorkerOrigin' | 'listDataboardWorkerWorkType' | 'getOrgHomeAlarmCollect' | 'listOrgHomeAlarms' | 'getOrgHomeAttendanceCollect' | 'listOrgHomeBranchTroubles' | 'getOrgHomeCollect' | 'listOrgHomeProjectMap' | 'listOrgHomeProjectRank' | 'getOrgHomeWagesCollect' | 'getOrgHomeWorkerTrend' | 'getOrgHomeProjectTypeStatus' | 'listProjectParams' | 'getProjectHomeAlarmTrend' | 'listProjectHomeAttendanceTrend' | 'getProjectHomeCollect' | 'listProjectHomeCompanyOnsite' | 'listProjectHomeRealtime' | 'listProjectHomeTeamRank' | 'getProjectHomeTroubleCollect' | 'listProjectHomeWagesMonths' | 'listProjectHomeWorkTypeOnsite' | 'listLaborProjectCompanies' | 'listLaborProjectEntryExitTrend' | 'getLaborProjectOverview' | 'listLaborProjects' | 'listLaborProjectTeams';
/** 每个调用第二个参数的元组：可省略时为 `[init?: …]`。 */
export type HomeArgs = { [Id in HomeOperationId]: Id extends HomeOptionalId ? [init?: HomeInit[Id]] : [init: HomeInit[Id]] };
/** 分页的调用（pageNum/pageSize 或 page/limit），可用 `pages` 逐行读完。 */
export type HomePagedId = 'listOrgHomeAlarms';
/** 按 operationId 调用：成功返回信封（或 File），失败抛出 SdkError。 */
export type HomeCall = <Id extends HomeOperationId>(client: Requester, id: Id, ...init: Id extends HomeOptionalId ? [init?: HomeInit[Id]] : [init: HomeInit[Id]]) => Promise<OpResult<operations[Id]>>;
/** 逐行读完一个分页列表（`for await`；`.limit(n)` 最多 n 行；`.toArray()` 读成数组）。 */
export type HomePages = <Id extends HomePagedId>(client: Requester, id: Id, ...init: Id extends HomeOptionalId ? [init?: HomeInit[Id]] : [init: HomeInit[Id]]) => PageWalk<RowOf<operations[Id]>>;
/** 本业务域的客户端：每个 operationId 一个方法，另有 `pages(id, init)`。 */
export type HomeClient = { readonly [Id in HomeOperationId]: (...init: Id extends HomeOptionalId ? [init?: HomeInit[Id]] : [init: HomeInit[Id]]) => Promise<OpResult<operations[Id]>> } & {
  pages<Id extends HomePagedId>(id: Id, ...init: Id extends HomeOptionalId ? [init?: HomeInit[Id]] : [init: HomeInit[Id]]): PageWalk<RowOf<operations[Id]>>;
};

/** 按 operationId 调用：`await call(api, 'getBigScreenRedirect', …)`；成功返回信封，失败抛出 SdkError。 */
export const call: HomeCall = /* @__PURE__ */ areaCall(table) as unknown as HomeCall;
/** 逐行读完一个分页列表：`for await (const row of pages(api, id, init))`。 */
export const pages: HomePages = /* @__PURE__ */ areaPages(table) as unknown as HomePages;
/** 本业务域的客户端：每个 operationId 一个方法，另有 `pages(id, init)`。 */
export const home = (client: Requester): HomeClient => areaClient(table, client) as unknown as HomeClient;
