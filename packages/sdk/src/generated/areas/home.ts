/* 由 scripts/spec.mjs 从 spec/ 生成，请勿手改。运行 `pnpm spec` 重新生成。 */
/** 业务域「home」的 32 个调用，按 operationId：`import { call, pages, home } from '@site/sdk/areas/home'`。 */
import type { operations } from './home.schema';
import { areaCall, areaClient, areaPages, type AreaCall, type AreaClient, type AreaPages } from '../../area';
import type { CallInit } from '../../types';
import type { Requester } from '../../core';

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
/** 每个调用的第二个参数（`params`、`body` 与调用选项）；有必填项时必须给。 */
export interface HomeArgs {
  getBigScreenRedirect: [init: { params: operations['getBigScreenRedirect']['parameters']; body?: never } & CallInit];
  getDataboardAttendanceMonthly: [init?: { params?: operations['getDataboardAttendanceMonthly']['parameters']; body?: never } & CallInit];
  getDataboardOverview: [init?: { params?: operations['getDataboardOverview']['parameters']; body?: never } & CallInit];
  getDataboardWagesMonthly: [init?: { params?: operations['getDataboardWagesMonthly']['parameters']; body?: never } & CallInit];
  listDataboardWorkerAge: [init?: { params?: operations['listDataboardWorkerAge']['parameters']; body?: never } & CallInit];
  listDataboardWorkerOrigin: [init?: { params?: operations['listDataboardWorkerOrigin']['parameters']; body?: never } & CallInit];
  listDataboardWorkerWorkType: [init?: { params?: operations['listDataboardWorkerWorkType']['parameters']; body?: never } & CallInit];
  getOrgHomeAlarmCollect: [init?: { params?: operations['getOrgHomeAlarmCollect']['parameters']; body?: never } & CallInit];
  listOrgHomeAlarms: [init?: { params?: operations['listOrgHomeAlarms']['parameters']; body?: never } & CallInit];
  getOrgHomeAttendanceCollect: [init?: { params?: operations['getOrgHomeAttendanceCollect']['parameters']; body?: never } & CallInit];
  listOrgHomeBranchTroubles: [init?: { params?: operations['listOrgHomeBranchTroubles']['parameters']; body?: never } & CallInit];
  getOrgHomeCollect: [init?: { params?: operations['getOrgHomeCollect']['parameters']; body?: never } & CallInit];
  listOrgHomeProjectMap: [init?: { params?: operations['listOrgHomeProjectMap']['parameters']; body?: never } & CallInit];
  listOrgHomeProjectRank: [init?: { params?: operations['listOrgHomeProjectRank']['parameters']; body?: never } & CallInit];
  getOrgHomeWagesCollect: [init?: { params?: operations['getOrgHomeWagesCollect']['parameters']; body?: never } & CallInit];
  getOrgHomeWorkerTrend: [init?: { params?: operations['getOrgHomeWorkerTrend']['parameters']; body?: never } & CallInit];
  getOrgHomeProjectTypeStatus: [init?: { params?: operations['getOrgHomeProjectTypeStatus']['parameters']; body?: never } & CallInit];
  listProjectParams: [init?: { params?: operations['listProjectParams']['parameters']; body?: never } & CallInit];
  getProjectHomeAlarmTrend: [init?: { params?: operations['getProjectHomeAlarmTrend']['parameters']; body?: never } & CallInit];
  listProjectHomeAttendanceTrend: [init?: { params?: operations['listProjectHomeAttendanceTrend']['parameters']; body?: never } & CallInit];
  getProjectHomeCollect: [init?: { params?: operations['getProjectHomeCollect']['parameters']; body?: never } & CallInit];
  listProjectHomeCompanyOnsite: [init?: { params?: operations['listProjectHomeCompanyOnsite']['parameters']; body?: never } & CallInit];
  listProjectHomeRealtime: [init?: { params?: operations['listProjectHomeRealtime']['parameters']; body?: never } & CallInit];
  listProjectHomeTeamRank: [init?: { params?: operations['listProjectHomeTeamRank']['parameters']; body?: never } & CallInit];
  getProjectHomeTroubleCollect: [init?: { params?: operations['getProjectHomeTroubleCollect']['parameters']; body?: never } & CallInit];
  listProjectHomeWagesMonths: [init?: { params?: operations['listProjectHomeWagesMonths']['parameters']; body?: never } & CallInit];
  listProjectHomeWorkTypeOnsite: [init?: { params?: operations['listProjectHomeWorkTypeOnsite']['parameters']; body?: never } & CallInit];
  listLaborProjectCompanies: [init?: { params?: operations['listLaborProjectCompanies']['parameters']; body?: never } & CallInit];
  listLaborProjectEntryExitTrend: [init?: { params?: operations['listLaborProjectEntryExitTrend']['parameters']; body?: never } & CallInit];
  getLaborProjectOverview: [init?: { params?: operations['getLaborProjectOverview']['parameters']; body?: never } & CallInit];
  listLaborProjects: [init?: { params?: operations['listLaborProjects']['parameters']; body?: never } & CallInit];
  listLaborProjectTeams: [init?: { params?: operations['listLaborProjectTeams']['parameters']; body?: never } & CallInit];
}
/** 分页的调用（pageNum/pageSize 或 page/limit），可用 `pages` 逐行读完。 */
export type HomePagedId = 'listOrgHomeAlarms';

/** 按 operationId 调用：`await call(api, 'getBigScreenRedirect', …)`；成功返回信封，失败抛出 SdkError。 */
export const call: AreaCall<operations, HomeArgs> = /* @__PURE__ */ areaCall<operations, HomeArgs>(table);
/** 逐行读完一个分页列表：`for await (const row of pages(api, id, init))`。 */
export const pages: AreaPages<operations, HomeArgs, HomePagedId> = /* @__PURE__ */ areaPages<operations, HomeArgs, HomePagedId>(
  table,
);
/** 本业务域的客户端：每个 operationId 一个方法，另有 `pages(id, init)`。 */
export const home = (client: Requester): AreaClient<operations, HomeArgs, HomePagedId> =>
  areaClient<operations, HomeArgs, HomePagedId>(table, client);
