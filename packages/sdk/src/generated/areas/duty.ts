/* 由 scripts/spec.mjs 从 spec/ 生成，请勿手改。运行 `pnpm spec` 重新生成。 */
/** 业务域「duty」的 43 个调用，按 operationId：`import { call, pages, duty } from '@site/sdk/areas/duty'`。 */
import type { operations } from './duty.schema';
import { areaCall, areaClient, areaPages, type RowOf } from '../../area';
import type { CallInit, OpResult } from '../../types';
import type { Requester } from '../../core';
import type { PageWalk } from '../../paging';

export * from '../../light';
export type { components as DutyComponents, operations as DutyOperations } from './duty.schema';

/** operationId → `METHOD /path flags`（b 返回文件，f 表单，m multipart，n/N pageNum 在查询/请求体，p/P page+limit）。 */
const table: Record<string, string> = {
  cancelDutySpecialTaskLedger: 'POST /duty/specialTaskLedger/cancellation',
  getDutySpecialTaskLedgerDetail: 'GET /duty/specialTaskLedger/detail',
  exportDutySpecialTaskLedgers: 'GET /duty/specialTaskLedger/export b',
  listDutySpecialTaskLedgers: 'GET /duty/specialTaskLedger/listPage n',
  listDutyTaskAbolishRecords: 'GET /duty/taskLedger/abolishRecord n',
  cancelDutyTaskLedger: 'POST /duty/taskLedger/cancellation',
  getDutyTaskLedgerDetail: 'GET /duty/taskLedger/detail',
  exportDutyTaskLedgers: 'GET /duty/taskLedger/export b',
  exportDutyTaskLedgersWord: 'GET /duty/taskLedger/exportWord b',
  listDutyTaskLedgers: 'GET /duty/taskLedger/listPage n',
  listDutyTaskStatistics: 'GET /duty/taskStatisticalAnalysis/list n',
  listDutyTaskOrgStatistics: 'GET /duty/taskStatisticalAnalysis/orgList',
  getDutyTaskOrgTotal: 'GET /duty/taskStatisticalAnalysis/orgTotal',
  listDutyTaskCardHints: 'GET /duty/taskStatisticalAnalysis/taskCardHintList n',
  getDutyTaskStatisticsTotal: 'GET /duty/taskStatisticalAnalysis/total',
  listDutyTaskWarningPersons: 'GET /duty/taskStatisticalAnalysis/warningPersonList n',
  getDutyTaskWarningPersonTotal: 'GET /duty/taskStatisticalAnalysis/warningPersonTotal',
  listDutyTaskWarningPositions: 'GET /duty/taskStatisticalAnalysis/warningPositionList',
  getDutyTaskWarningPositionTotal: 'GET /duty/taskStatisticalAnalysis/warningPositionTotal',
  listDutyBaseOrgs: 'POST /orgdept/baseorg/list',
  collectPersonTaskInfo: 'GET /pc/person/task/info/collect',
  collectPersonTaskTypes: 'GET /pc/person/task/type/collect',
  listSiteTasks: 'GET /pc/task/list p',
  listDutyBuildings: 'GET /starSafety/duty/building/list',
  addDutyConfig: 'POST /starSafety/duty/config/add',
  checkDutyConfig: 'POST /starSafety/duty/config/addCheck',
  listDutyConfigs: 'GET /starSafety/duty/config/list n',
  listDutyConfigOperations: 'GET /starSafety/duty/config/operate/list n',
  exportDutyCompleteByCompany: 'POST /starSafety/duty/dutyCompleteByCompany/export b',
  exportDutyCompleteByProject: 'POST /starSafety/duty/dutyCompleteByProject/export b',
  listDutyProjects: 'GET /starSafety/duty/project/list',
  getDutyRecordBlindSpots: 'POST /starSafety/duty/record/blind/get',
  listDutyCompletion: 'GET /starSafety/duty/record/complete/list n',
  getDutyAnalysis: 'GET /starSafety/duty/record/dutyAnalysis',
  listDutyCompleteByCompany: 'GET /starSafety/duty/record/dutyCompleteByCompany',
  listDutyCompleteByProject: 'GET /starSafety/duty/record/dutyCompleteByProject n',
  getDutySituationAnalysis: 'GET /starSafety/duty/record/dutySituationAnalysis',
  getDutySituationInThirtyDays: 'GET /starSafety/duty/record/dutySituationInThirtydays',
  getDutyPositionAnalysis: 'GET /starSafety/duty/record/positionAnalysis',
  exportDutyProjectRecords: 'POST /starSafety/duty/record/project/export b',
  listDutyProjectRecords: 'GET /starSafety/duty/record/project/list n',
  getDutyProjectStatistics: 'GET /starSafety/duty/record/project/statistics',
  listDutyUsers: 'GET /starSafety/duty/user/list',
};

export type DutyOperationId = keyof operations;
/** 每个调用的第二个参数：`params`、`body` 与调用选项。 */
export interface DutyInit {
  cancelDutySpecialTaskLedger: { params?: never; body: NonNullable<operations['cancelDutySpecialTaskLedger']['requestBody']>['content']['application/json'] } & CallInit;
  getDutySpecialTaskLedgerDetail: { params: operations['getDutySpecialTaskLedgerDetail']['parameters']; body?: never } & CallInit;
  exportDutySpecialTaskLedgers: { params?: operations['exportDutySpecialTaskLedgers']['parameters']; body?: never } & CallInit;
  listDutySpecialTaskLedgers: { params?: operations['listDutySpecialTaskLedgers']['parameters']; body?: never } & CallInit;
  listDutyTaskAbolishRecords: { params?: operations['listDutyTaskAbolishRecords']['parameters']; body?: never } & CallInit;
  cancelDutyTaskLedger: { params?: never; body: NonNullable<operations['cancelDutyTaskLedger']['requestBody']>['content']['application/json'] } & CallInit;
  getDutyTaskLedgerDetail: { params: operations['getDutyTaskLedgerDetail']['parameters']; body?: never } & CallInit;
  exportDutyTaskLedgers: { params?: operations['exportDutyTaskLedgers']['parameters']; body?: never } & CallInit;
  exportDutyTaskLedgersWord: { params?: operations['exportDutyTaskLedgersWord']['parameters']; body?: never } & CallInit;
  listDutyTaskLedgers: { params?: operations['listDutyTaskLedgers']['parameters']; body?: never } & CallInit;
  listDutyTaskStatistics: { params?: operations['listDutyTaskStatistics']['parameters']; body?: never } & CallInit;
  listDutyTaskOrgStatistics: { params?: operations['listDutyTaskOrgStatistics']['parameters']; body?: never } & CallInit;
  getDutyTaskOrgTotal: { params?: operations['getDutyTaskOrgTotal']['parameters']; body?: never } & CallInit;
  listDutyTaskCardHints: { params?: operations['listDutyTaskCardHints']['parameters']; body?: never } & CallInit;
  getDutyTaskStatisticsTotal: { params?: operations['getDutyTaskStatisticsTotal']['parameters']; body?: never } & CallInit;
  listDutyTaskWarningPersons: { params?: operations['listDutyTaskWarningPersons']['parameters']; body?: never } & CallInit;
  getDutyTaskWarningPersonTotal: { params?: operations['getDutyTaskWarningPersonTotal']['parameters']; body?: never } & CallInit;
  listDutyTaskWarningPositions: { params?: operations['listDutyTaskWarningPositions']['parameters']; body?: never } & CallInit;
  getDutyTaskWarningPositionTotal: { params?: operations['getDutyTaskWarningPositionTotal']['parameters']; body?: never } & CallInit;
  listDutyBaseOrgs: { params?: operations['listDutyBaseOrgs']['parameters']; body: NonNullable<operations['listDutyBaseOrgs']['requestBody']>['content']['application/json'] } & CallInit;
  collectPersonTaskInfo: { params?: operations['collectPersonTaskInfo']['parameters']; body?: never } & CallInit;
  collectPersonTaskTypes: { params?: operations['collectPersonTaskTypes']['parameters']; body?: never } & CallInit;
  listSiteTasks: { params?: operations['listSiteTasks']['parameters']; body?: never } & CallInit;
  listDutyBuildings: { params: operations['listDutyBuildings']['parameters']; body?: never } & CallInit;
  addDutyConfig: { params?: never; body: NonNullable<operations['addDutyConfig']['requestBody']>['content']['application/json'] } & CallInit;
  checkDutyConfig: { params?: never; body: NonNullable<operations['checkDutyConfig']['requestBody']>['content']['application/json'] } & CallInit;
  listDutyConfigs: { params?: operations['listDutyConfigs']['parameters']; body?: never } & CallInit;
  listDutyConfigOperations: { params?: operations['listDutyConfigOperations']['parameters']; body?: never } & CallInit;
  exportDutyCompleteByCompany: { params?: never; body: NonNullable<operations['exportDutyCompleteByCompany']['requestBody']>['content']['application/json'] } & CallInit;
  exportDutyCompleteByProject: { params?: never; body: NonNullable<operations['exportDutyCompleteByProject']['requestBody']>['content']['application/json'] } & CallInit;
  listDutyProjects: { params?: operations['listDutyProjects']['parameters']; body?: never } & CallInit;
  getDutyRecordBlindSpots: { params?: never; body: NonNullable<operations['getDutyRecordBlindSpots']['requestBody']>['content']['application/json'] } & CallInit;
  listDutyCompletion: { params?: operations['listDutyCompletion']['parameters']; body?: never } & CallInit;
  getDutyAnalysis: { params?: operations['getDutyAnalysis']['parameters']; body?: never } & CallInit;
  listDutyCompleteByCompany: { params?: operations['listDutyCompleteByCompany']['parameters']; body?: never } & CallInit;
  listDutyCompleteByProject: { params?: operations['listDutyCompleteByProject']['parameters']; body?: never } & CallInit;
  getDutySituationAnalysis: { params?: operations['getDutySituationAnalysis']['parameters']; body?: never } & CallInit;
  getDutySituationInThirtyDays: { params?: operations['getDutySituationInThirtyDays']['parameters']; body?: never } & CallInit;
  getDutyPositionAnalysis: { params?: operations['getDutyPositionAnalysis']['parameters']; body?: never } & CallInit;
  exportDutyProjectRecords: { params?: never; body: NonNullable<operations['exportDutyProjectRecords']['requestBody']>['content']['application/json'] } & CallInit;
  listDutyProjectRecords: { params?: operations['listDutyProjectRecords']['parameters']; body?: never } & CallInit;
  getDutyProjectStatistics: { params: operations['getDutyProjectStatistics']['parameters']; body?: never } & CallInit;
  listDutyUsers: { params: operations['listDutyUsers']['parameters']; body?: never } & CallInit;
}
/** 第二个参数可以不给的调用（没有必填的参数或请求体）。 */
export type DutyOptionalId = 'exportDutySpecialTaskLedgers' | 'listDutySpecialTaskLedgers' | 'listDutyTaskAbolishRecords' | 'exportDutyTaskLedgers' | 'exportDutyTaskLedgersWord' | 'listDutyTaskLedgers' | 'listDutyTaskStatistics' | 'listDutyTaskOrgStatistics' | 'getDutyTaskOrgTotal' | 'listDutyTaskCardHints' | 'getDutyTaskStatisticsTotal' | 'listDutyTaskWarningPersons' | 'getDutyTaskWarningPersonTotal' | 'listDutyTaskWarningPositions' | 'getDutyTaskWarningPositionTotal' | 'collectPersonTaskInfo' | 'collectPersonTaskTypes' | 'listSiteTasks' | 'listDutyConfigs' | 'listDutyConfigOperations' | 'listDutyProjects' | 'listDutyCompletion' | 'getDutyAnalysis' | 'listDutyCompleteByCompany' | 'listDutyCompleteByProject' | 'getDutySituationAnalysis' | 'getDutySituationInThirtyDays' | 'getDutyPositionAnalysis' | 'listDutyProjectRecords';
/** 每个调用第二个参数的元组：可省略时为 `[init?: …]`。 */
export type DutyArgs = { [Id in DutyOperationId]: Id extends DutyOptionalId ? [init?: DutyInit[Id]] : [init: DutyInit[Id]] };
/** 分页的调用（pageNum/pageSize 或 page/limit），可用 `pages` 逐行读完。 */
export type DutyPagedId = 'listDutySpecialTaskLedgers' | 'listDutyTaskAbolishRecords' | 'listDutyTaskLedgers' | 'listDutyTaskStatistics' | 'listDutyTaskCardHints' | 'listDutyTaskWarningPersons' | 'listSiteTasks' | 'listDutyConfigs' | 'listDutyConfigOperations' | 'listDutyCompletion' | 'listDutyCompleteByProject' | 'listDutyProjectRecords';
/** 按 operationId 调用：成功返回信封（或 File），失败抛出 SdkError。 */
export type DutyCall = <Id extends DutyOperationId>(client: Requester, id: Id, ...init: Id extends DutyOptionalId ? [init?: DutyInit[Id]] : [init: DutyInit[Id]]) => Promise<OpResult<operations[Id]>>;
/** 逐行读完一个分页列表（`for await`；`.limit(n)` 最多 n 行；`.toArray()` 读成数组）。 */
export type DutyPages = <Id extends DutyPagedId>(client: Requester, id: Id, ...init: Id extends DutyOptionalId ? [init?: DutyInit[Id]] : [init: DutyInit[Id]]) => PageWalk<RowOf<operations[Id]>>;
/** 本业务域的客户端：每个 operationId 一个方法，另有 `pages(id, init)`。 */
export type DutyClient = { readonly [Id in DutyOperationId]: (...init: Id extends DutyOptionalId ? [init?: DutyInit[Id]] : [init: DutyInit[Id]]) => Promise<OpResult<operations[Id]>> } & {
  pages<Id extends DutyPagedId>(id: Id, ...init: Id extends DutyOptionalId ? [init?: DutyInit[Id]] : [init: DutyInit[Id]]): PageWalk<RowOf<operations[Id]>>;
};

/** 按 operationId 调用：`await call(api, 'cancelDutySpecialTaskLedger', …)`；成功返回信封，失败抛出 SdkError。 */
export const call: DutyCall = /* @__PURE__ */ areaCall(table) as unknown as DutyCall;
/** 逐行读完一个分页列表：`for await (const row of pages(api, id, init))`。 */
export const pages: DutyPages = /* @__PURE__ */ areaPages(table) as unknown as DutyPages;
/** 本业务域的客户端：每个 operationId 一个方法，另有 `pages(id, init)`。 */
export const duty = (client: Requester): DutyClient => areaClient(table, client) as unknown as DutyClient;
