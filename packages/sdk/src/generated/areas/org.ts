/* 由 scripts/spec.mjs 从 spec/ 生成，请勿手改。运行 `pnpm spec` 重新生成。 */
/** 业务域「org」的 44 个调用，按 operationId：`import { call, pages, org } from '@site/sdk/areas/org'`。 */
import type { operations } from './org.schema';
import { areaCall, areaClient, areaPages, type RowOf } from '../../area';
import type { CallInit, OpResult } from '../../types';
import type { Requester } from '../../core';
import type { PageWalk } from '../../paging';

export * from '../../light';
export type { components as OrgComponents, operations as OrgOperations } from './org.schema';

/** operationId → `METHOD /path flags`（b 返回文件，f 表单，m multipart，n/N pageNum 在查询/请求体，p/P page+limit）。 */
const table: Record<string, string> = {
  addAiCompany: 'POST /bam-service/ai_company/add',
  deleteAiCompany: 'POST /bam-service/ai_company/delete',
  getAiCompany: 'GET /bam-service/ai_company/detail',
  pageAiCompanies: 'GET /bam-service/ai_company/page n',
  updateAiCompany: 'POST /bam-service/ai_company/update',
  getOrgDefaultSingleConfig: 'GET /pc/config/single/default',
  getOrgSingleConfig: 'GET /pc/config/single/detail',
  editOrgSingleConfig: 'POST /pc/config/single/edit',
  listOrgSingleConfigs: 'GET /pc/config/single/list n',
  resetOrgSingleConfig: 'POST /pc/config/single/reset',
  geocodeAddress: 'GET /pc/map/geocode',
  reverseGeocodeLocation: 'GET /pc/map/regeocode',
  getOrgBranchProjectTree: 'GET /pc/org/branch/project/tree',
  addOrgCorp: 'POST /pc/org/corp/add',
  deleteOrgCorp: 'POST /pc/org/corp/del/{id}',
  getOrgCorp: 'GET /pc/org/corp/detail',
  editOrgCorp: 'POST /pc/org/corp/edit',
  pageOrgCorps: 'GET /pc/org/corp/page n',
  listOrgCorpOptions: 'GET /pc/org/corp/select',
  listOrgManagers: 'GET /pc/org/manager',
  getOrgSelectTree: 'GET /pc/org/select/tree',
  addOrgPerson: 'POST /pc/person/add',
  deleteOrgPerson: 'POST /pc/person/del/{id}',
  getOrgPerson: 'GET /pc/person/detail',
  editOrgPerson: 'POST /pc/person/edit',
  pageOrgPersons: 'GET /pc/person/page n',
  resetOrgPersonPassword: 'POST /pc/person/password/reset',
  addOrgProject: 'POST /pc/project/add',
  getOrgProject: 'GET /pc/project/detail',
  editOrgProject: 'POST /pc/project/edit',
  pageOrgProjects: 'GET /pc/project/page n',
  changeOrgProjectStatus: 'POST /pc/project/status',
  listOrgRoleOptions: 'GET /pc/role/select',
  checkinOrgTeam: 'POST /pc/team/checkin',
  deleteOrgTeam: 'POST /pc/team/del/{id}',
  editOrgTeam: 'POST /pc/team/edit',
  exitOrgTeam: 'POST /pc/team/exit',
  listOrgTeams: 'GET /pc/team/list n',
  listOrgTeamOptions: 'GET /pc/team/select',
  getOrgWorkerAttendance: 'GET /pc/worker/attendance',
  listOrgWorkerComplaints: 'GET /pc/worker/complaint n',
  getOrgWorkerDetail: 'GET /pc/worker/detail',
  editOrgWorker: 'POST /pc/worker/edit',
  listOrgWorkers: 'GET /pc/worker/list n',
};

export type OrgOperationId = keyof operations;
/** 每个调用的第二个参数：`params`、`body` 与调用选项。 */
export interface OrgInit {
  addAiCompany: { params?: never; body: NonNullable<operations['addAiCompany']['requestBody']>['content']['application/json'] } & CallInit;
  deleteAiCompany: { params?: never; body: NonNullable<operations['deleteAiCompany']['requestBody']>['content']['application/json'] } & CallInit;
  getAiCompany: { params: operations['getAiCompany']['parameters']; body?: never } & CallInit;
  pageAiCompanies: { params?: operations['pageAiCompanies']['parameters']; body?: never } & CallInit;
  updateAiCompany: { params?: never; body: NonNullable<operations['updateAiCompany']['requestBody']>['content']['application/json'] } & CallInit;
  getOrgDefaultSingleConfig: { params?: never; body?: never } & CallInit;
  getOrgSingleConfig: { params: operations['getOrgSingleConfig']['parameters']; body?: never } & CallInit;
  editOrgSingleConfig: { params?: never; body: NonNullable<operations['editOrgSingleConfig']['requestBody']>['content']['application/json'] } & CallInit;
  listOrgSingleConfigs: { params?: operations['listOrgSingleConfigs']['parameters']; body?: never } & CallInit;
  resetOrgSingleConfig: { params?: never; body: NonNullable<operations['resetOrgSingleConfig']['requestBody']>['content']['application/json'] } & CallInit;
  geocodeAddress: { params: operations['geocodeAddress']['parameters']; body?: never } & CallInit;
  reverseGeocodeLocation: { params: operations['reverseGeocodeLocation']['parameters']; body?: never } & CallInit;
  getOrgBranchProjectTree: { params?: operations['getOrgBranchProjectTree']['parameters']; body?: never } & CallInit;
  addOrgCorp: { params?: never; body: NonNullable<operations['addOrgCorp']['requestBody']>['content']['application/json'] } & CallInit;
  deleteOrgCorp: { params: operations['deleteOrgCorp']['parameters']; body?: never } & CallInit;
  getOrgCorp: { params: operations['getOrgCorp']['parameters']; body?: never } & CallInit;
  editOrgCorp: { params?: never; body: NonNullable<operations['editOrgCorp']['requestBody']>['content']['application/json'] } & CallInit;
  pageOrgCorps: { params?: operations['pageOrgCorps']['parameters']; body?: never } & CallInit;
  listOrgCorpOptions: { params?: operations['listOrgCorpOptions']['parameters']; body?: never } & CallInit;
  listOrgManagers: { params?: operations['listOrgManagers']['parameters']; body?: never } & CallInit;
  getOrgSelectTree: { params?: operations['getOrgSelectTree']['parameters']; body?: never } & CallInit;
  addOrgPerson: { params?: never; body: NonNullable<operations['addOrgPerson']['requestBody']>['content']['application/json'] } & CallInit;
  deleteOrgPerson: { params: operations['deleteOrgPerson']['parameters']; body?: never } & CallInit;
  getOrgPerson: { params: operations['getOrgPerson']['parameters']; body?: never } & CallInit;
  editOrgPerson: { params?: never; body: NonNullable<operations['editOrgPerson']['requestBody']>['content']['application/json'] } & CallInit;
  pageOrgPersons: { params?: operations['pageOrgPersons']['parameters']; body?: never } & CallInit;
  resetOrgPersonPassword: { params?: never; body: NonNullable<operations['resetOrgPersonPassword']['requestBody']>['content']['application/json'] } & CallInit;
  addOrgProject: { params?: never; body: NonNullable<operations['addOrgProject']['requestBody']>['content']['application/json'] } & CallInit;
  getOrgProject: { params: operations['getOrgProject']['parameters']; body?: never } & CallInit;
  editOrgProject: { params?: never; body: NonNullable<operations['editOrgProject']['requestBody']>['content']['application/json'] } & CallInit;
  pageOrgProjects: { params?: operations['pageOrgProjects']['parameters']; body?: never } & CallInit;
  changeOrgProjectStatus: { params?: never; body: NonNullable<operations['changeOrgProjectStatus']['requestBody']>['content']['application/json'] } & CallInit;
  listOrgRoleOptions: { params?: operations['listOrgRoleOptions']['parameters']; body?: never } & CallInit;
  checkinOrgTeam: { params?: never; body: NonNullable<operations['checkinOrgTeam']['requestBody']>['content']['application/json'] } & CallInit;
  deleteOrgTeam: { params: operations['deleteOrgTeam']['parameters']; body?: never } & CallInit;
  editOrgTeam: { params?: never; body: NonNullable<operations['editOrgTeam']['requestBody']>['content']['application/json'] } & CallInit;
  exitOrgTeam: { params?: never; body: NonNullable<operations['exitOrgTeam']['requestBody']>['content']['application/json'] } & CallInit;
  listOrgTeams: { params?: operations['listOrgTeams']['parameters']; body?: never } & CallInit;
  listOrgTeamOptions: { params?: operations['listOrgTeamOptions']['parameters']; body?: never } & CallInit;
  getOrgWorkerAttendance: { params: operations['getOrgWorkerAttendance']['parameters']; body?: never } & CallInit;
  listOrgWorkerComplaints: { params?: operations['listOrgWorkerComplaints']['parameters']; body?: never } & CallInit;
  getOrgWorkerDetail: { params: operations['getOrgWorkerDetail']['parameters']; body?: never } & CallInit;
  editOrgWorker: { params?: never; body: NonNullable<operations['editOrgWorker']['requestBody']>['content']['application/json'] } & CallInit;
  listOrgWorkers: { params?: operations['listOrgWorkers']['parameters']; body?: never } & CallInit;
}
/** 第二个参数可以不给的调用（没有必填的参数或请求体）。 */
export type OrgOptionalId = 'pageAiCompanies' | 'getOrgDefaultSingleConfig' | 'listOrgSingleConfigs' | 'getOrgBranchProjectTree' | 'pageOrgCorps' | 'listOrgCorpOptions' | 'listOrgManagers' | 'getOrgSelectTree' | 'pageOrgPersons' | 'pageOrgProjects' | 'listOrgRoleOptions' | 'listOrgTeams' | 'listOrgTeamOptions' | 'listOrgWorkerComplaints' | 'listOrgWorkers';
/** 每个调用第二个参数的元组：可省略时为 `[init?: …]`。 */
export type OrgArgs = { [Id in OrgOperationId]: Id extends OrgOptionalId ? [init?: OrgInit[Id]] : [init: OrgInit[Id]] };
/** 分页的调用（pageNum/pageSize 或 page/limit），可用 `pages` 逐行读完。 */
export type OrgPagedId = 'pageAiCompanies' | 'listOrgSingleConfigs' | 'pageOrgCorps' | 'pageOrgPersons' | 'pageOrgProjects' | 'listOrgTeams' | 'listOrgWorkerComplaints' | 'listOrgWorkers';
/** 按 operationId 调用：成功返回信封（或 File），失败抛出 SdkError。 */
export type OrgCall = <Id extends OrgOperationId>(client: Requester, id: Id, ...init: Id extends OrgOptionalId ? [init?: OrgInit[Id]] : [init: OrgInit[Id]]) => Promise<OpResult<operations[Id]>>;
/** 逐行读完一个分页列表（`for await`；`.limit(n)` 最多 n 行；`.toArray()` 读成数组）。 */
export type OrgPages = <Id extends OrgPagedId>(client: Requester, id: Id, ...init: Id extends OrgOptionalId ? [init?: OrgInit[Id]] : [init: OrgInit[Id]]) => PageWalk<RowOf<operations[Id]>>;
/** 本业务域的客户端：每个 operationId 一个方法，另有 `pages(id, init)`。 */
export type OrgClient = { readonly [Id in OrgOperationId]: (...init: Id extends OrgOptionalId ? [init?: OrgInit[Id]] : [init: OrgInit[Id]]) => Promise<OpResult<operations[Id]>> } & {
  pages<Id extends OrgPagedId>(id: Id, ...init: Id extends OrgOptionalId ? [init?: OrgInit[Id]] : [init: OrgInit[Id]]): PageWalk<RowOf<operations[Id]>>;
};

/** 按 operationId 调用：`await call(api, 'addAiCompany', …)`；成功返回信封，失败抛出 SdkError。 */
export const call: OrgCall = /* @__PURE__ */ areaCall(table) as unknown as OrgCall;
/** 逐行读完一个分页列表：`for await (const row of pages(api, id, init))`。 */
export const pages: OrgPages = /* @__PURE__ */ areaPages(table) as unknown as OrgPages;
/** 本业务域的客户端：每个 operationId 一个方法，另有 `pages(id, init)`。 */
export const org = (client: Requester): OrgClient => areaClient(table, client) as unknown as OrgClient;
