/* 由 scripts/spec.mjs 从 spec/ 生成，请勿手改。运行 `pnpm spec` 重新生成。 */
/** 业务域「workforce」的 32 个调用，按 operationId：`import { call, pages, workforce } from '@site/sdk/areas/workforce'`。 */
import type { operations } from './workforce.schema';
import { areaCall, areaClient, areaPages, type RowOf } from '../../area';
import type { CallInit, OpResult } from '../../types';
import type { Requester } from '../../core';
import type { PageWalk } from '../../paging';

export * from '../../light';
export type { components as WorkforceComponents, operations as WorkforceOperations } from './workforce.schema';

/** operationId → `METHOD /path flags`（b 返回文件，f 表单，m multipart，n/N pageNum 在查询/请求体，p/P page+limit）。 */
const table: Record<string, string> = {
  listAreaWorkforceSituation: 'GET /duty/workforceAnalytics/areaWorkforceSituation',
  getAreaWorkforceTrend: 'POST /duty/workforceAnalytics/areaWorkforceTrend',
  listCurrentAreaWorkerCountByTeam: 'GET /duty/workforceAnalytics/currentAreaWorkerCountByTeam',
  listCurrentAreaTeamAttendance: 'GET /duty/workforceAnalytics/currentAreaWorkerCountByTeamAttendance',
  listCurrentAreaWorkerCountByWorkType: 'GET /duty/workforceAnalytics/currentAreaWorkerCountByWorkType',
  exportCurrentAreaWorkerCountByWorkType: 'POST /duty/workforceAnalytics/currentAreaWorkerCountByWorkType/export b',
  listCurrentAreaWorkTypeAttendance: 'GET /duty/workforceAnalytics/currentAreaWorkerCountByWorkTypeAttendance',
  listCurrentAreaWorkersByWorkType: 'GET /duty/workforceAnalytics/currentAreaWorkerCountByWorkTypeWorkerList p',
  exportCurrentAreaWorkersByWorkType: 'POST /duty/workforceAnalytics/currentAreaWorkerCountByWorkTypeWorkerList/export b',
  listCurrentAreaWorkersByTeam: 'GET /duty/workforceAnalytics/currentAreaWorkerListByTeam p',
  listLaborAnalysisByWorker: 'GET /duty/workforceAnalytics/laborAnalysisByWorker p',
  getLaborAnalysisByWorkerChart: 'GET /duty/workforceAnalytics/laborAnalysisByWorkerChart',
  listLaborAnalysisByWorkerLabel: 'POST /duty/workforceAnalytics/laborAnalysisByWorkerLabel',
  getPast7DaysWorkforceBySubcontractor: 'POST /duty/workforceAnalytics/pastSevenDaysBySubcontractor',
  getPast24HoursWorkforceByArea: 'POST /duty/workforceAnalytics/pastTwentyFourHoursByArea',
  listPast7DaysWorkforce: 'GET /duty/workforceAnalytics/statisticsInThePastSevenDays',
  listPast24HoursWorkforce: 'GET /duty/workforceAnalytics/statisticsInThePastTwentyFourHours',
  getPast24HoursWorkforceBySubcontractor: 'GET /duty/workforceAnalytics/statisticsInThePastTwentyFourHoursBySubcontractor',
  listSubcontractorWorkforceSituation: 'GET /duty/workforceAnalytics/subcontractorWorkforceSituation',
  listSubcontractorWorkforceByTeam: 'GET /duty/workforceAnalytics/subcontractorWorkforceSituationByTeam',
  listSubcontractorWorkforceByWorkType: 'GET /duty/workforceAnalytics/subcontractorWorkforceSituationByWorkType',
  getSubcontractorWorkforceTrend: 'POST /duty/workforceAnalytics/subcontractorWorkforceTrend',
  listTeamWorkforceRanking: 'POST /duty/workforceAnalytics/teamWorkforceRanking',
  listWorkTypeWorkforceDistribution: 'POST /duty/workforceAnalytics/workTypeWorkforceDistribution',
  getSalaryAreaTree: 'GET /pc/bda/salary/area/select/tree',
  getSalaryBasicCollect: 'GET /pc/bda/salary/basic/collect',
  listSalaryRangeDistribution: 'GET /pc/bda/salary/basic/range/list',
  listSalaryOutputByArea: 'GET /pc/bda/salary/output/arearange',
  listSalaryOutputByDate: 'GET /pc/bda/salary/output/daterange',
  listSalaryOutputByOrg: 'GET /pc/bda/salary/output/orgrange',
  listSalaryParamOptions: 'GET /pc/bda/salary/params/select/list',
  listSalaryWorkTypeOptions: 'GET /pc/bda/salary/worktype/select',
};

export type WorkforceOperationId = keyof operations;
/** 每个调用的第二个参数：`params`、`body` 与调用选项。 */
export interface WorkforceInit {
  listAreaWorkforceSituation: { params?: operations['listAreaWorkforceSituation']['parameters']; body?: never } & CallInit;
  getAreaWorkforceTrend: { params?: never; body: NonNullable<operations['getAreaWorkforceTrend']['requestBody']>['content']['application/json'] } & CallInit;
  listCurrentAreaWorkerCountByTeam: { params?: operations['listCurrentAreaWorkerCountByTeam']['parameters']; body?: never } & CallInit;
  listCurrentAreaTeamAttendance: { params?: operations['listCurrentAreaTeamAttendance']['parameters']; body?: never } & CallInit;
  listCurrentAreaWorkerCountByWorkType: { params?: operations['listCurrentAreaWorkerCountByWorkType']['parameters']; body?: never } & CallInit;
  exportCurrentAreaWorkerCountByWorkType: { params?: never; body: NonNullable<operations['exportCurrentAreaWorkerCountByWorkType']['requestBody']>['content']['application/json'] } & CallInit;
  listCurrentAreaWorkTypeAttendance: { params?: operations['listCurrentAreaWorkTypeAttendance']['parameters']; body?: never } & CallInit;
  listCurrentAreaWorkersByWorkType: { params?: operations['listCurrentAreaWorkersByWorkType']['parameters']; body?: never } & CallInit;
  exportCurrentAreaWorkersByWorkType: { params?: never; body: NonNullable<operations['exportCurrentAreaWorkersByWorkType']['requestBody']>['content']['application/json'] } & CallInit;
  listCurrentAreaWorkersByTeam: { params?: operations['listCurrentAreaWorkersByTeam']['parameters']; body?: never } & CallInit;
  listLaborAnalysisByWorker: { params?: operations['listLaborAnalysisByWorker']['parameters']; body?: never } & CallInit;
  getLaborAnalysisByWorkerChart: { params?: operations['getLaborAnalysisByWorkerChart']['parameters']; body?: never } & CallInit;
  listLaborAnalysisByWorkerLabel: { params?: never; body: NonNullable<operations['listLaborAnalysisByWorkerLabel']['requestBody']>['content']['application/json'] } & CallInit;
  getPast7DaysWorkforceBySubcontractor: { params?: never; body: NonNullable<operations['getPast7DaysWorkforceBySubcontractor']['requestBody']>['content']['application/json'] } & CallInit;
  getPast24HoursWorkforceByArea: { params?: never; body: NonNullable<operations['getPast24HoursWorkforceByArea']['requestBody']>['content']['application/json'] } & CallInit;
  listPast7DaysWorkforce: { params?: operations['listPast7DaysWorkforce']['parameters']; body?: never } & CallInit;
  listPast24HoursWorkforce: { params?: operations['listPast24HoursWorkforce']['parameters']; body?: never } & CallInit;
  getPast24HoursWorkforceBySubcontractor: { params?: operations['getPast24HoursWorkforceBySubcontractor']['parameters']; body?: never } & CallInit;
  listSubcontractorWorkforceSituation: { params?: operations['listSubcontractorWorkforceSituation']['parameters']; body?: never } & CallInit;
  listSubcontractorWorkforceByTeam: { params?: operations['listSubcontractorWorkforceByTeam']['parameters']; body?: never } & CallInit;
  listSubcontractorWorkforceByWorkType: { params?: operations['listSubcontractorWorkforceByWorkType']['parameters']; body?: never } & CallInit;
  getSubcontractorWorkforceTrend: { params?: never; body: NonNullable<operations['getSubcontractorWorkforceTrend']['requestBody']>['content']['application/json'] } & CallInit;
  listTeamWorkforceRanking: { params?: never; body: NonNullable<operations['listTeamWorkforceRanking']['requestBody']>['content']['application/json'] } & CallInit;
  listWorkTypeWorkforceDistribution: { params?: never; body: NonNullable<operations['listWorkTypeWorkforceDistribution']['requestBody']>['content']['application/json'] } & CallInit;
  getSalaryAreaTree: { params?: operations['getSalaryAreaTree']['parameters']; body?: never } & CallInit;
  getSalaryBasicCollect: { params?: operations['getSalaryBasicCollect']['parameters']; body?: never } & CallInit;
  listSalaryRangeDistribution: { params?: operations['listSalaryRangeDistribution']['parameters']; body?: never } & CallInit;
  listSalaryOutputByArea: { params?: operations['listSalaryOutputByArea']['parameters']; body?: never } & CallInit;
  listSalaryOutputByDate: { params?: operations['listSalaryOutputByDate']['parameters']; body?: never } & CallInit;
  listSalaryOutputByOrg: { params?: operations['listSalaryOutputByOrg']['parameters']; body?: never } & CallInit;
  listSalaryParamOptions: { params?: operations['listSalaryParamOptions']['parameters']; body?: never } & CallInit;
  listSalaryWorkTypeOptions: { params?: never; body?: never } & CallInit;
}
/** 第二个参数可以不给的调用（没有必填的参数或请求体）。 */
export type WorkforceOptionalId = 'listAreaWorkforceSituation' | 'listCurrentAreaWorkerCountByTeam' | 'listCurrentAreaTeamAttendance' | 'listCurrentAreaWorkerCountByWorkType' | 'listCurrentAreaWorkTypeAttendance' | 'listCurrentAreaWorkersByWorkType' | 'listCurrentAreaWorkersByTeam' | 'listLaborAnalysisByWorker' | 'getLaborAnalysisByWorkerChart' | 'listPast7DaysWorkforce' | 'listPast24HoursWorkforce' | 'getPast24HoursWorkforceBySubcontractor' | 'listSubcontractorWorkforceSituation' | 'listSubcontractorWorkforceByTeam' | 'listSubcontractorWorkforceByWorkType' | 'getSalaryAreaTree' | 'getSalaryBasicCollect' | 'listSalaryRangeDistribution' | 'listSalaryOutputByArea' | 'listSalaryOutputByDate' | 'listSalaryOutputByOrg' | 'listSalaryParamOptions' | 'listSalaryWorkTypeOptions';
/** 每个调用第二个参数的元组：可省略时为 `[init?: …]`。 */
export type WorkforceArgs = { [Id in WorkforceOperationId]: Id extends WorkforceOptionalId ? [init?: WorkforceInit[Id]] : [init: WorkforceInit[Id]] };
/** 分页的调用（pageNum/pageSize 或 page/limit），可用 `pages` 逐行读完。 */
export type WorkforcePagedId = 'listCurrentAreaWorkersByWorkType' | 'listCurrentAreaWorkersByTeam' | 'listLaborAnalysisByWorker';
/** 按 operationId 调用：成功返回信封（或 File），失败抛出 SdkError。 */
export type WorkforceCall = <Id extends WorkforceOperationId>(client: Requester, id: Id, ...init: Id extends WorkforceOptionalId ? [init?: WorkforceInit[Id]] : [init: WorkforceInit[Id]]) => Promise<OpResult<operations[Id]>>;
/** 逐行读完一个分页列表（`for await`；`.limit(n)` 最多 n 行；`.toArray()` 读成数组）。 */
export type WorkforcePages = <Id extends WorkforcePagedId>(client: Requester, id: Id, ...init: Id extends WorkforceOptionalId ? [init?: WorkforceInit[Id]] : [init: WorkforceInit[Id]]) => PageWalk<RowOf<operations[Id]>>;
/** 本业务域的客户端：每个 operationId 一个方法，另有 `pages(id, init)`。 */
export type WorkforceClient = { readonly [Id in WorkforceOperationId]: (...init: Id extends WorkforceOptionalId ? [init?: WorkforceInit[Id]] : [init: WorkforceInit[Id]]) => Promise<OpResult<operations[Id]>> } & {
  pages<Id extends WorkforcePagedId>(id: Id, ...init: Id extends WorkforceOptionalId ? [init?: WorkforceInit[Id]] : [init: WorkforceInit[Id]]): PageWalk<RowOf<operations[Id]>>;
};

/** 按 operationId 调用：`await call(api, 'listAreaWorkforceSituation', …)`；成功返回信封，失败抛出 SdkError。 */
export const call: WorkforceCall = /* @__PURE__ */ areaCall(table) as unknown as WorkforceCall;
/** 逐行读完一个分页列表：`for await (const row of pages(api, id, init))`。 */
export const pages: WorkforcePages = /* @__PURE__ */ areaPages(table) as unknown as WorkforcePages;
/** 本业务域的客户端：每个 operationId 一个方法，另有 `pages(id, init)`。 */
export const workforce = (client: Requester): WorkforceClient => areaClient(table, client) as unknown as WorkforceClient;
