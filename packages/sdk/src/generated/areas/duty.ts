/* 由 scripts/spec.mjs 从 spec/ 生成，请勿手改。运行 `pnpm spec` 重新生成。 */
/** 业务域「duty」的 43 个调用，按 operationId：`import { call, pages, duty } from '@site/sdk/areas/duty'`。 */
import type { operations } from './duty.schema';
import { areaCall, areaClient, areaPages, type AreaCall, type AreaClient, type AreaPages } from '../../area';
import type { CallInit } from '../../types';
import type { Requester } from '../../core';

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
/** 每个调用的第二个参数（`params`、`body` 与调用选项）；有必填项时必须给。 */
export interface DutyArgs {
  cancelDutySpecialTaskLedger: [init: { params?: never; body: NonNullable<operations['cancelDutySpecialTaskLedger']['requestBody']>['content']['application/json'] } & CallInit];
  getDutySpecialTaskLedgerDetail: [init: { params: operations['getDutySpecialTaskLedgerDetail']['parameters']; body?: never } & CallInit];
  exportDutySpecialTaskLedgers: [init?: { params?: operations['exportDutySpecialTaskLedgers']['parameters']; body?: never } & CallInit];
  listDutySpecialTaskLedgers: [init?: { params?: operations['listDutySpecialTaskLedgers']['parameters']; body?: never } & CallInit];
  listDutyTaskAbolishRecords: [init?: { params?: operations['listDutyTaskAbolishRecords']['parameters']; body?: never } & CallInit];
  cancelDutyTaskLedger: [init: { params?: never; body: NonNullable<operations['cancelDutyTaskLedger']['requestBody']>['content']['application/json'] } & CallInit];
  getDutyTaskLedgerDetail: [init: { params: operations['getDutyTaskLedgerDetail']['parameters']; body?: never } & CallInit];
  exportDutyTaskLedgers: [init?: { params?: operations['exportDutyTaskLedgers']['parameters']; body?: never } & CallInit];
  exportDutyTaskLedgersWord: [init?: { params?: operations['exportDutyTaskLedgersWord']['parameters']; body?: never } & CallInit];
  listDutyTaskLedgers: [init?: { params?: operations['listDutyTaskLedgers']['parameters']; body?: never } & CallInit];
  listDutyTaskStatistics: [init?: { params?: operations['listDutyTaskStatistics']['parameters']; body?: never } & CallInit];
  listDutyTaskOrgStatistics: [init?: { params?: operations['listDutyTaskOrgStatistics']['parameters']; body?: never } & CallInit];
  getDutyTaskOrgTotal: [init?: { params?: operations['getDutyTaskOrgTotal']['parameters']; body?: never } & CallInit];
  listDutyTaskCardHints: [init?: { params?: operations['listDutyTaskCardHints']['parameters']; body?: never } & CallInit];
  getDutyTaskStatisticsTotal: [init?: { params?: operations['getDutyTaskStatisticsTotal']['parameters']; body?: never } & CallInit];
  listDutyTaskWarningPersons: [init?: { params?: operations['listDutyTaskWarningPersons']['parameters']; body?: never } & CallInit];
  getDutyTaskWarningPersonTotal: [init?: { params?: operations['getDutyTaskWarningPersonTotal']['parameters']; body?: never } & CallInit];
  listDutyTaskWarningPositions: [init?: { params?: operations['listDutyTaskWarningPositions']['parameters']; body?: never } & CallInit];
  getDutyTaskWarningPositionTotal: [init?: { params?: operations['getDutyTaskWarningPositionTotal']['parameters']; body?: never } & CallInit];
  listDutyBaseOrgs: [init: { params?: operations['listDutyBaseOrgs']['parameters']; body: NonNullable<operations['listDutyBaseOrgs']['requestBody']>['content']['application/json'] } & CallInit];
  collectPersonTaskInfo: [init?: { params?: operations['collectPersonTaskInfo']['parameters']; body?: never } & CallInit];
  collectPersonTaskTypes: [init?: { params?: operations['collectPersonTaskTypes']['parameters']; body?: never } & CallInit];
  listSiteTasks: [init?: { params?: operations['listSiteTasks']['parameters']; body?: never } & CallInit];
  listDutyBuildings: [init: { params: operations['listDutyBuildings']['parameters']; body?: never } & CallInit];
  addDutyConfig: [init: { params?: never; body: NonNullable<operations['addDutyConfig']['requestBody']>['content']['application/json'] } & CallInit];
  checkDutyConfig: [init: { params?: never; body: NonNullable<operations['checkDutyConfig']['requestBody']>['content']['application/json'] } & CallInit];
  listDutyConfigs: [init?: { params?: operations['listDutyConfigs']['parameters']; body?: never } & CallInit];
  listDutyConfigOperations: [init?: { params?: operations['listDutyConfigOperations']['parameters']; body?: never } & CallInit];
  exportDutyCompleteByCompany: [init: { params?: never; body: NonNullable<operations['exportDutyCompleteByCompany']['requestBody']>['content']['application/json'] } & CallInit];
  exportDutyCompleteByProject: [init: { params?: never; body: NonNullable<operations['exportDutyCompleteByProject']['requestBody']>['content']['application/json'] } & CallInit];
  listDutyProjects: [init?: { params?: operations['listDutyProjects']['parameters']; body?: never } & CallInit];
  getDutyRecordBlindSpots: [init: { params?: never; body: NonNullable<operations['getDutyRecordBlindSpots']['requestBody']>['content']['application/json'] } & CallInit];
  listDutyCompletion: [init?: { params?: operations['listDutyCompletion']['parameters']; body?: never } & CallInit];
  getDutyAnalysis: [init?: { params?: operations['getDutyAnalysis']['parameters']; body?: never } & CallInit];
  listDutyCompleteByCompany: [init?: { params?: operations['listDutyCompleteByCompany']['parameters']; body?: never } & CallInit];
  listDutyCompleteByProject: [init?: { params?: operations['listDutyCompleteByProject']['parameters']; body?: never } & CallInit];
  getDutySituationAnalysis: [init?: { params?: operations['getDutySituationAnalysis']['parameters']; body?: never } & CallInit];
  getDutySituationInThirtyDays: [init?: { params?: operations['getDutySituationInThirtyDays']['parameters']; body?: never } & CallInit];
  getDutyPositionAnalysis: [init?: { params?: operations['getDutyPositionAnalysis']['parameters']; body?: never } & CallInit];
  exportDutyProjectRecords: [init: { params?: never; body: NonNullable<operations['exportDutyProjectRecords']['requestBody']>['content']['application/json'] } & CallInit];
  listDutyProjectRecords: [init?: { params?: operations['listDutyProjectRecords']['parameters']; body?: never } & CallInit];
  getDutyProjectStatistics: [init: { params: operations['getDutyProjectStatistics']['parameters']; body?: never } & CallInit];
  listDutyUsers: [init: { params: operations['listDutyUsers']['parameters']; body?: never } & CallInit];
}
/** 分页的调用（pageNum/pageSize 或 page/limit），可用 `pages` 逐行读完。 */
export type DutyPagedId = 'listDutySpecialTaskLedgers' | 'listDutyTaskAbolishRecords' | 'listDutyTaskLedgers' | 'listDutyTaskStatistics' | 'listDutyTaskCardHints' | 'listDutyTaskWarningPersons' | 'listSiteTasks' | 'listDutyConfigs' | 'listDutyConfigOperations' | 'listDutyCompletion' | 'listDutyCompleteByProject' | 'listDutyProjectRecords';

/** 按 operationId 调用：`await call(api, 'cancelDutySpecialTaskLedger', …)`；成功返回信封，失败抛出 SdkError。 */
export const call: AreaCall<operations, DutyArgs> = /* @__PURE__ */ areaCall<operations, DutyArgs>(table);
/** 逐行读完一个分页列表：`for await (const row of pages(api, id, init))`。 */
export const pages: AreaPages<operations, DutyArgs, DutyPagedId> = /* @__PURE__ */ areaPages<operations, DutyArgs, DutyPagedId>(
  table,
);
/** 本业务域的客户端：每个 operationId 一个方法，另有 `pages(id, init)`。 */
export const duty = (client: Requester): AreaClient<operations, DutyArgs, DutyPagedId> =>
  areaClient<operations, DutyArgs, DutyPagedId>(table, client);
