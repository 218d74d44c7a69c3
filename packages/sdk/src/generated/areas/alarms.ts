/* 由 scripts/spec.mjs 从 spec/ 生成，请勿手改。运行 `pnpm spec` 重新生成。 */
/** 业务域「alarms」的 36 个调用，按 operationId：`import { call, pages, alarms } from '@site/sdk/areas/alarms'`。 */
import type { operations } from './alarms.schema';
import { areaCall, areaClient, areaPages, type RowOf } from '../../area';
import type { CallInit, OpResult } from '../../types';
import type { Requester } from '../../core';
import type { PageWalk } from '../../paging';

export * from '../../light';
export type { components as AlarmsComponents, operations as AlarmsOperations } from './alarms.schema';

/** operationId → `METHOD /path flags`（b 返回文件，f 表单，m multipart，n/N pageNum 在查询/请求体，p/P page+limit）。 */
const table: Record<string, string> = {
  collectSecurityAlarmsTopAreas: 'GET /pc/security/alarm/all/area/topk/collect',
  collectAllSecurityAlarms: 'GET /pc/security/alarm/all/collect',
  collectSecurityAlarmsByCompanyTeam: 'GET /pc/security/alarm/all/companyteam/collect',
  listSecurityAlarmTopHats: 'GET /pc/security/alarm/all/hat/topk/list',
  listSecurityAlarms: 'GET /pc/security/alarm/all/list n',
  collectRealtimeSecurityAlarms: 'GET /pc/security/alarm/all/realtime/collect',
  collectSecurityAlarmsBySubtype: 'GET /pc/security/alarm/all/subtype/collect',
  getSecurityAlarmTimeRange: 'GET /pc/security/alarm/all/timerange',
  collectLongWaitAlarmsByArea: 'GET /pc/security/alarm/longwt/area/collect',
  listLongWaitAlarms: 'GET /pc/security/alarm/longwt/list n',
  listStationaryAlarmDateRange: 'GET /pc/security/alarm/stationary/daterange',
  exportStationaryAlarms: 'POST /pc/security/alarm/stationary/detail/export b',
  listStationaryAlarms: 'GET /pc/security/alarm/stationary/list n',
  getStationaryAlarmStat: 'GET /pc/security/alarm/stationary/stat/result',
  listStayinAlarmDateRange: 'GET /pc/security/alarm/stayin/daterange',
  exportStayinAlarms: 'POST /pc/security/alarm/stayin/detail/export b',
  listStayinAlarms: 'GET /pc/security/alarm/stayin/list n',
  getStayinAlarmStat: 'GET /pc/security/alarm/stayin/stat/result',
  listStayinAlarmWorkers: 'GET /pc/security/alarm/stayin/worker/list n',
  listSecurityAlarmTypes: 'GET /pc/security/alarm/type/list',
  getAlarmProcessingStatistics: 'GET /starSafety/alarmClosedLoop/alarmProcessingStatistics',
  listAlarmSituationByBranchCompany: 'GET /starSafety/alarmClosedLoop/alarmSituationEachBranchCompany',
  getAlarmStatisticsByMonth: 'GET /starSafety/alarmClosedLoop/alarmStatisticsByMonth',
  exportAlarmBranchCompanyReport: 'GET /starSafety/alarmClosedLoop/export/branchCompanyReport b',
  exportAlarmHeadCompanyReport: 'GET /starSafety/alarmClosedLoop/export/headCompanyReport b',
  addAlertWhitePersons: 'POST /starSafety/alertWhite/add',
  deleteAlertWhitePersons: 'POST /starSafety/alertWhite/del',
  listAlertWhitePersons: 'POST /starSafety/alertWhite/page N',
  listAlertWhiteCandidates: 'POST /starSafety/alertWhite/personPage N',
  listAlertWhitePersonTypes: 'POST /starSafety/alertWhite/personType',
  listForbiddenPointAlertRecords: 'POST /starSafety/forbiddenPoint/alertRecordPage N',
  exportForbiddenPointAlertRecords: 'POST /starSafety/forbiddenPoint/alertRecordPageExport bN',
  deleteForbiddenPoint: 'POST /starSafety/forbiddenPoint/del',
  downloadForbiddenPoints: 'GET /starSafety/forbiddenPoint/export b',
  exportForbiddenPoints: 'POST /starSafety/forbiddenPoint/export bN',
  listForbiddenPoints: 'POST /starSafety/forbiddenPoint/page N',
};

export type AlarmsOperationId = keyof operations;
/** 每个调用的第二个参数：`params`、`body` 与调用选项。 */
export interface AlarmsInit {
  collectSecurityAlarmsTopAreas: { params?: operations['collectSecurityAlarmsTopAreas']['parameters']; body?: never } & CallInit;
  collectAllSecurityAlarms: { params?: operations['collectAllSecurityAlarms']['parameters']; body?: never } & CallInit;
  collectSecurityAlarmsByCompanyTeam: { params?: operations['collectSecurityAlarmsByCompanyTeam']['parameters']; body?: never } & CallInit;
  listSecurityAlarmTopHats: { params?: operations['listSecurityAlarmTopHats']['parameters']; body?: never } & CallInit;
  listSecurityAlarms: { params?: operations['listSecurityAlarms']['parameters']; body?: never } & CallInit;
  collectRealtimeSecurityAlarms: { params?: operations['collectRealtimeSecurityAlarms']['parameters']; body?: never } & CallInit;
  collectSecurityAlarmsBySubtype: { params?: operations['collectSecurityAlarmsBySubtype']['parameters']; body?: never } & CallInit;
  getSecurityAlarmTimeRange: { params?: operations['getSecurityAlarmTimeRange']['parameters']; body?: never } & CallInit;
  collectLongWaitAlarmsByArea: { params?: operations['collectLongWaitAlarmsByArea']['parameters']; body?: never } & CallInit;
  listLongWaitAlarms: { params?: operations['listLongWaitAlarms']['parameters']; body?: never } & CallInit;
  listStationaryAlarmDateRange: { params?: operations['listStationaryAlarmDateRange']['parameters']; body?: never } & CallInit;
  exportStationaryAlarms: { params?: never; body: NonNullable<operations['exportStationaryAlarms']['requestBody']>['content']['application/json'] } & CallInit;
  listStationaryAlarms: { params?: operations['listStationaryAlarms']['parameters']; body?: never } & CallInit;
  getStationaryAlarmStat: { params?: operations['getStationaryAlarmStat']['parameters']; body?: never } & CallInit;
  listStayinAlarmDateRange: { params?: operations['listStayinAlarmDateRange']['parameters']; body?: never } & CallInit;
  exportStayinAlarms: { params?: never; body: NonNullable<operations['exportStayinAlarms']['requestBody']>['content']['application/json'] } & CallInit;
  listStayinAlarms: { params?: operations['listStayinAlarms']['parameters']; body?: never } & CallInit;
  getStayinAlarmStat: { params?: operations['getStayinAlarmStat']['parameters']; body?: never } & CallInit;
  listStayinAlarmWorkers: { params?: operations['listStayinAlarmWorkers']['parameters']; body?: never } & CallInit;
  listSecurityAlarmTypes: { params?: never; body?: never } & CallInit;
  getAlarmProcessingStatistics: { params?: operations['getAlarmProcessingStatistics']['parameters']; body?: never } & CallInit;
  listAlarmSituationByBranchCompany: { params?: operations['listAlarmSituationByBranchCompany']['parameters']; body?: never } & CallInit;
  getAlarmStatisticsByMonth: { params?: operations['getAlarmStatisticsByMonth']['parameters']; body?: never } & CallInit;
  exportAlarmBranchCompanyReport: { params?: operations['exportAlarmBranchCompanyReport']['parameters']; body?: never } & CallInit;
  exportAlarmHeadCompanyReport: { params?: operations['exportAlarmHeadCompanyReport']['parameters']; body?: never } & CallInit;
  addAlertWhitePersons: { params?: never; body: NonNullable<operations['addAlertWhitePersons']['requestBody']>['content']['application/json'] } & CallInit;
  deleteAlertWhitePersons: { params?: never; body: NonNullable<operations['deleteAlertWhitePersons']['requestBody']>['content']['application/json'] } & CallInit;
  listAlertWhitePersons: { params?: never; body: NonNullable<operations['listAlertWhitePersons']['requestBody']>['content']['application/json'] } & CallInit;
  listAlertWhiteCandidates: { params?: never; body: NonNullable<operations['listAlertWhiteCandidates']['requestBody']>['content']['application/json'] } & CallInit;
  listAlertWhitePersonTypes: { params?: never; body: NonNullable<operations['listAlertWhitePersonTypes']['requestBody']>['content']['application/json'] } & CallInit;
  listForbiddenPointAlertRecords: { params?: never; body: NonNullable<operations['listForbiddenPointAlertRecords']['requestBody']>['content']['application/json'] } & CallInit;
  exportForbiddenPointAlertRecords: { params?: never; body: NonNullable<operations['exportForbiddenPointAlertRecords']['requestBody']>['content']['application/json'] } & CallInit;
  deleteForbiddenPoint: { params?: never; body: NonNullable<operations['deleteForbiddenPoint']['requestBody']>['content']['application/json'] } & CallInit;
  downloadForbiddenPoints: { params?: operations['downloadForbiddenPoints']['parameters']; body?: never } & CallInit;
  exportForbiddenPoints: { params?: never; body: NonNullable<operations['exportForbiddenPoints']['requestBody']>['content']['application/json'] } & CallInit;
  listForbiddenPoints: { params?: never; body: NonNullable<operations['listForbiddenPoints']['requestBody']>['content']['application/json'] } & CallInit;
}
/** 第二个参数可以不给的调用（没有必填的参数或请求体）。 */
export type AlarmsOptionalId = 'collectSecurityAlarmsTopAreas' | 'collectAllSecurityAlarms' | 'collectSecurityAlarmsByCompanyTeam' | 'listSecurityAlarmTopHats' | 'listSecurityAlarms' | 'collectRealtimeSecurityAlarms' | 'collectSecurityAlarmsBySubtype' | 'getSecurityAlarmTimeRange' | 'collectLongWaitAlarmsByArea' | 'listLongWaitAlarms' | 'listStationaryAlarmDateRange' | 'listStationaryAlarms' | 'getStationaryAlarmStat' | 'listStayinAlarmDateRange' | 'listStayinAlarms' | 'getStayinAlarmStat' | 'listStayinAlarmWorkers' | 'listSecurityAlarmTypes' | 'getAlarmProcessingStatistics' | 'listAlarmSituationByBranchCompany' | 'getAlarmStatisticsByMonth' | 'exportAlarmBranchCompanyReport' | 'exportAlarmHeadCompanyReport' | 'downloadForbiddenPoints';
/** 每个调用第二个参数的元组：可省略时为 `[init?: …]`。 */
export type AlarmsArgs = { [Id in AlarmsOperationId]: Id extends AlarmsOptionalId ? [init?: AlarmsInit[Id]] : [init: AlarmsInit[Id]] };
/** 分页的调用（pageNum/pageSize 或 page/limit），可用 `pages` 逐行读完。 */
export type AlarmsPagedId = 'listSecurityAlarms' | 'listLongWaitAlarms' | 'listStationaryAlarms' | 'listStayinAlarms' | 'listStayinAlarmWorkers' | 'listAlertWhitePersons' | 'listAlertWhiteCandidates' | 'listForbiddenPointAlertRecords' | 'listForbiddenPoints';
/** 按 operationId 调用：成功返回信封（或 File），失败抛出 SdkError。 */
export type AlarmsCall = <Id extends AlarmsOperationId>(client: Requester, id: Id, ...init: Id extends AlarmsOptionalId ? [init?: AlarmsInit[Id]] : [init: AlarmsInit[Id]]) => Promise<OpResult<operations[Id]>>;
/** 逐行读完一个分页列表（`for await`；`.limit(n)` 最多 n 行；`.toArray()` 读成数组）。 */
export type AlarmsPages = <Id extends AlarmsPagedId>(client: Requester, id: Id, ...init: Id extends AlarmsOptionalId ? [init?: AlarmsInit[Id]] : [init: AlarmsInit[Id]]) => PageWalk<RowOf<operations[Id]>>;
/** 本业务域的客户端：每个 operationId 一个方法，另有 `pages(id, init)`。 */
export type AlarmsClient = { readonly [Id in AlarmsOperationId]: (...init: Id extends AlarmsOptionalId ? [init?: AlarmsInit[Id]] : [init: AlarmsInit[Id]]) => Promise<OpResult<operations[Id]>> } & {
  pages<Id extends AlarmsPagedId>(id: Id, ...init: Id extends AlarmsOptionalId ? [init?: AlarmsInit[Id]] : [init: AlarmsInit[Id]]): PageWalk<RowOf<operations[Id]>>;
};

/** 按 operationId 调用：`await call(api, 'collectSecurityAlarmsTopAreas', …)`；成功返回信封，失败抛出 SdkError。 */
export const call: AlarmsCall = /* @__PURE__ */ areaCall(table) as unknown as AlarmsCall;
/** 逐行读完一个分页列表：`for await (const row of pages(api, id, init))`。 */
export const pages: AlarmsPages = /* @__PURE__ */ areaPages(table) as unknown as AlarmsPages;
/** 本业务域的客户端：每个 operationId 一个方法，另有 `pages(id, init)`。 */
export const alarms = (client: Requester): AlarmsClient => areaClient(table, client) as unknown as AlarmsClient;
