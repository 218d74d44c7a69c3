/* 由 scripts/spec.mjs 从 spec/ 生成，请勿手改。运行 `pnpm spec` 重新生成。 */
/** 业务域「org」的 44 个调用，按 operationId：`import { call, pages, org } from '@site/sdk/areas/org'`。 */
import type { operations } from './org.schema';
import { areaCall, areaClient, areaPages, type AreaCall, type AreaClient, type AreaPages } from '../../area';
import type { CallInit } from '../../types';
import type { Requester } from '../../core';

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
/** 每个调用的第二个参数（`params`、`body` 与调用选项）；有必填项时必须给。 */
export interface OrgArgs {
  addAiCompany: [init: { params?: never; body: NonNullable<operations['addAiCompany']['requestBody']>['content']['application/json'] } & CallInit];
  deleteAiCompany: [init: { params?: never; body: NonNullable<operations['deleteAiCompany']['requestBody']>['content']['application/json'] } & CallInit];
  getAiCompany: [init: { params: operations['getAiCompany']['parameters']; body?: never } & CallInit];
  pageAiCompanies: [init?: { params?: operations['pageAiCompanies']['parameters']; body?: never } & CallInit];
  updateAiCompany: [init: { params?: never; body: NonNullable<operations['updateAiCompany']['requestBody']>['content']['application/json'] } & CallInit];
  getOrgDefaultSingleConfig: [init?: { params?: never; body?: never } & CallInit];
  getOrgSingleConfig: [init: { params: operations['getOrgSingleConfig']['parameters']; body?: never } & CallInit];
  editOrgSingleConfig: [init: { params?: never; body: NonNullable<operations['editOrgSingleConfig']['requestBody']>['content']['application/json'] } & CallInit];
  listOrgSingleConfigs: [init?: { params?: operations['listOrgSingleConfigs']['parameters']; body?: never } & CallInit];
  resetOrgSingleConfig: [init: { params?: never; body: NonNullable<operations['resetOrgSingleConfig']['requestBody']>['content']['application/json'] } & CallInit];
  geocodeAddress: [init: { params: operations['geocodeAddress']['parameters']; body?: never } & CallInit];
  reverseGeocodeLocation: [init: { params: operations['reverseGeocodeLocation']['parameters']; body?: never } & CallInit];
  getOrgBranchProjectTree: [init?: { params?: operations['getOrgBranchProjectTree']['parameters']; body?: never } & CallInit];
  addOrgCorp: [init: { params?: never; body: NonNullable<operations['addOrgCorp']['requestBody']>['content']['application/json'] } & CallInit];
  deleteOrgCorp: [init: { params: operations['deleteOrgCorp']['parameters']; body?: never } & CallInit];
  getOrgCorp: [init: { params: operations['getOrgCorp']['parameters']; body?: never } & CallInit];
  editOrgCorp: [init: { params?: never; body: NonNullable<operations['editOrgCorp']['requestBody']>['content']['application/json'] } & CallInit];
  pageOrgCorps: [init?: { params?: operations['pageOrgCorps']['parameters']; body?: never } & CallInit];
  listOrgCorpOptions: [init?: { params?: operations['listOrgCorpOptions']['parameters']; body?: never } & CallInit];
  listOrgManagers: [init?: { params?: operations['listOrgManagers']['parameters']; body?: never } & CallInit];
  getOrgSelectTree: [init?: { params?: operations['getOrgSelectTree']['parameters']; body?: never } & CallInit];
  addOrgPerson: [init: { params?: never; body: NonNullable<operations['addOrgPerson']['requestBody']>['content']['application/json'] } & CallInit];
  deleteOrgPerson: [init: { params: operations['deleteOrgPerson']['parameters']; body?: never } & CallInit];
  getOrgPerson: [init: { params: operations['getOrgPerson']['parameters']; body?: never } & CallInit];
  editOrgPerson: [init: { params?: never; body: NonNullable<operations['editOrgPerson']['requestBody']>['content']['application/json'] } & CallInit];
  pageOrgPersons: [init?: { params?: operations['pageOrgPersons']['parameters']; body?: never } & CallInit];
  resetOrgPersonPassword: [init: { params?: never; body: NonNullable<operations['resetOrgPersonPassword']['requestBody']>['content']['application/json'] } & CallInit];
  addOrgProject: [init: { params?: never; body: NonNullable<operations['addOrgProject']['requestBody']>['content']['application/json'] } & CallInit];
  getOrgProject: [init: { params: operations['getOrgProject']['parameters']; body?: never } & CallInit];
  editOrgProject: [init: { params?: never; body: NonNullable<operations['editOrgProject']['requestBody']>['content']['application/json'] } & CallInit];
  pageOrgProjects: [init?: { params?: operations['pageOrgProjects']['parameters']; body?: never } & CallInit];
  changeOrgProjectStatus: [init: { params?: never; body: NonNullable<operations['changeOrgProjectStatus']['requestBody']>['content']['application/json'] } & CallInit];
  listOrgRoleOptions: [init?: { params?: operations['listOrgRoleOptions']['parameters']; body?: never } & CallInit];
  checkinOrgTeam: [init: { params?: never; body: NonNullable<operations['checkinOrgTeam']['requestBody']>['content']['application/json'] } & CallInit];
  deleteOrgTeam: [init: { params: operations['deleteOrgTeam']['parameters']; body?: never } & CallInit];
  editOrgTeam: [init: { params?: never; body: NonNullable<operations['editOrgTeam']['requestBody']>['content']['application/json'] } & CallInit];
  exitOrgTeam: [init: { params?: never; body: NonNullable<operations['exitOrgTeam']['requestBody']>['content']['application/json'] } & CallInit];
  listOrgTeams: [init?: { params?: operations['listOrgTeams']['parameters']; body?: never } & CallInit];
  listOrgTeamOptions: [init?: { params?: operations['listOrgTeamOptions']['parameters']; body?: never } & CallInit];
  getOrgWorkerAttendance: [init: { params: operations['getOrgWorkerAttendance']['parameters']; body?: never } & CallInit];
  listOrgWorkerComplaints: [init?: { params?: operations['listOrgWorkerComplaints']['parameters']; body?: never } & CallInit];
  getOrgWorkerDetail: [init: { params: operations['getOrgWorkerDetail']['parameters']; body?: never } & CallInit];
  editOrgWorker: [init: { params?: never; body: NonNullable<operations['editOrgWorker']['requestBody']>['content']['application/json'] } & CallInit];
  listOrgWorkers: [init?: { params?: operations['listOrgWorkers']['parameters']; body?: never } & CallInit];
}
/** 分页的调用（pageNum/pageSize 或 page/limit），可用 `pages` 逐行读完。 */
export type OrgPagedId = 'pageAiCompanies' | 'listOrgSingleConfigs' | 'pageOrgCorps' | 'pageOrgPersons' | 'pageOrgProjects' | 'listOrgTeams' | 'listOrgWorkerComplaints' | 'listOrgWorkers';

/** 按 operationId 调用：`await call(api, 'addAiCompany', …)`；成功返回信封，失败抛出 SdkError。 */
export const call: AreaCall<operations, OrgArgs> = /* @__PURE__ */ areaCall<operations, OrgArgs>(table);
/** 逐行读完一个分页列表：`for await (const row of pages(api, id, init))`。 */
export const pages: AreaPages<operations, OrgArgs, OrgPagedId> = /* @__PURE__ */ areaPages<operations, OrgArgs, OrgPagedId>(
  table,
);
/** 本业务域的客户端：每个 operationId 一个方法，另有 `pages(id, init)`。 */
export const org = (client: Requester): AreaClient<operations, OrgArgs, OrgPagedId> =>
  areaClient<operations, OrgArgs, OrgPagedId>(table, client);
