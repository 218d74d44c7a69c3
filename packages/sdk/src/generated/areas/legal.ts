/* 由 scripts/spec.mjs 从 spec/ 生成，请勿手改。运行 `pnpm spec` 重新生成。 */
/** 业务域「legal」的 31 个调用，按 operationId：`import { call, pages, legal } from '@site/sdk/areas/legal'`。 */
import type { operations } from './legal.schema';
import { areaCall, areaClient, areaPages, type RowOf } from '../../area';
import type { CallInit, OpResult } from '../../types';
import type { Requester } from '../../core';
import type { PageWalk } from '../../paging';

export * from '../../light';
export type { components as LegalComponents, operations as LegalOperations } from './legal.schema';

/** operationId → `METHOD /path flags`（b 返回文件，f 表单，m multipart，n/N pageNum 在查询/请求体，p/P page+limit）。 */
const table: Record<string, string> = {
  addLegalAccount: 'POST /legal-service/account/add',
  assignLegalAccountRoles: 'POST /legal-service/account/assignRole',
  deleteLegalAccount: 'POST /legal-service/account/deleteAccount',
  listLegalAccounts: 'GET /legal-service/account/list',
  pageLegalAccounts: 'GET /legal-service/account/page n',
  listLegalAccountsByCustomer: 'GET /legal-service/account/queryListByCustomerId',
  updateLegalAccount: 'POST /legal-service/account/update',
  listLegalAccusedCaseNos: 'GET /legal-service/accusedCase/numberList',
  listLegalHearTypes: 'GET /legal-service/baseData/hearTypeList',
  listLegalStatuses: 'GET /legal-service/baseData/statusList',
  listLegalTypes: 'GET /legal-service/baseData/typeList',
  listLegalCompanies: 'GET /legal-service/company/list',
  listLegalDictByType: 'GET /legal-service/dict/listByType',
  uploadLegalFile: 'POST /legal-service/file/upload m',
  listLegalLawyerLetterNos: 'GET /legal-service/lawyerLetter/numberList',
  getLegalMenuTreeByOrg: 'GET /legal-service/menu/treeByOrg',
  listLegalOrgs: 'GET /legal-service/org/list',
  listLegalProjects: 'GET /legal-service/project/list',
  listLegalProjectsByOrgs: 'POST /legal-service/queryByOrgIds',
  listLegalOrgsByProjects: 'POST /legal-service/queryOrgListByProjectIds',
  listLegalRoles: 'GET /legal-service/role/list',
  getLegalLoginRole: 'GET /legal-service/role/queryLoginRoleId',
  addLegalSeal: 'POST /legal-service/seal/add',
  getLegalSealAuthUrl: 'POST /legal-service/seal/authUrl',
  deleteLegalSeal: 'POST /legal-service/seal/delete',
  getLegalSealDetail: 'GET /legal-service/seal/detail',
  pageLegalSeals: 'GET /legal-service/seal/page n',
  updateLegalSealStatus: 'POST /legal-service/seal/updateStatus',
  getLegalUserBasicInfo: 'GET /legal-service/user/basicInfo',
  listLegalCandidateUsers: 'GET /legal-service/user/list',
  listLegalUsersByOrgType: 'GET /legal-service/user/queryUserByOrgType',
};

export type LegalOperationId = keyof operations;
/** 每个调用的第二个参数：`params`、`body` 与调用选项。 */
export interface LegalInit {
  addLegalAccount: { params?: never; body: NonNullable<operations['addLegalAccount']['requestBody']>['content']['application/json'] } & CallInit;
  assignLegalAccountRoles: { params?: never; body: NonNullable<operations['assignLegalAccountRoles']['requestBody']>['content']['application/json'] } & CallInit;
  deleteLegalAccount: { params?: never; body: NonNullable<operations['deleteLegalAccount']['requestBody']>['content']['application/json'] } & CallInit;
  listLegalAccounts: { params?: operations['listLegalAccounts']['parameters']; body?: never } & CallInit;
  pageLegalAccounts: { params?: operations['pageLegalAccounts']['parameters']; body?: never } & CallInit;
  listLegalAccountsByCustomer: { params: operations['listLegalAccountsByCustomer']['parameters']; body?: never } & CallInit;
  updateLegalAccount: { params?: never; body: NonNullable<operations['updateLegalAccount']['requestBody']>['content']['application/json'] } & CallInit;
  listLegalAccusedCaseNos: { params?: operations['listLegalAccusedCaseNos']['parameters']; body?: never } & CallInit;
  listLegalHearTypes: { params?: never; body?: never } & CallInit;
  listLegalStatuses: { params: operations['listLegalStatuses']['parameters']; body?: never } & CallInit;
  listLegalTypes: { params: operations['listLegalTypes']['parameters']; body?: never } & CallInit;
  listLegalCompanies: { params?: operations['listLegalCompanies']['parameters']; body?: never } & CallInit;
  listLegalDictByType: { params: operations['listLegalDictByType']['parameters']; body?: never } & CallInit;
  uploadLegalFile: { params?: never; body: NonNullable<operations['uploadLegalFile']['requestBody']>['content']['multipart/form-data'] } & CallInit;
  listLegalLawyerLetterNos: { params?: operations['listLegalLawyerLetterNos']['parameters']; body?: never } & CallInit;
  getLegalMenuTreeByOrg: { params: operations['getLegalMenuTreeByOrg']['parameters']; body?: never } & CallInit;
  listLegalOrgs: { params?: never; body?: never } & CallInit;
  listLegalProjects: { params?: operations['listLegalProjects']['parameters']; body?: never } & CallInit;
  listLegalProjectsByOrgs: { params?: never; body: NonNullable<operations['listLegalProjectsByOrgs']['requestBody']>['content']['application/json'] } & CallInit;
  listLegalOrgsByProjects: { params?: never; body: NonNullable<operations['listLegalOrgsByProjects']['requestBody']>['content']['application/json'] } & CallInit;
  listLegalRoles: { params?: never; body?: never } & CallInit;
  getLegalLoginRole: { params?: never; body?: never } & CallInit;
  addLegalSeal: { params?: never; body: NonNullable<operations['addLegalSeal']['requestBody']>['content']['application/json'] } & CallInit;
  getLegalSealAuthUrl: { params?: never; body: NonNullable<operations['getLegalSealAuthUrl']['requestBody']>['content']['application/json'] } & CallInit;
  deleteLegalSeal: { params?: never; body: NonNullable<operations['deleteLegalSeal']['requestBody']>['content']['application/json'] } & CallInit;
  getLegalSealDetail: { params: operations['getLegalSealDetail']['parameters']; body?: never } & CallInit;
  pageLegalSeals: { params?: operations['pageLegalSeals']['parameters']; body?: never } & CallInit;
  updateLegalSealStatus: { params?: never; body: NonNullable<operations['updateLegalSealStatus']['requestBody']>['content']['application/json'] } & CallInit;
  getLegalUserBasicInfo: { params?: never; body?: never } & CallInit;
  listLegalCandidateUsers: { params?: operations['listLegalCandidateUsers']['parameters']; body?: never } & CallInit;
  listLegalUsersByOrgType: { params: operations['listLegalUsersByOrgType']['parameters']; body?: never } & CallInit;
}
/** 第二个参数可以不给的调用（没有必填的参数或请求体）。 */
export type LegalOptionalId = 'listLegalAccounts' | 'pageLegalAccounts' | 'listLegalAccusedCaseNos' | 'listLegalHearTypes' | 'listLegalCompanies' | 'listLegalLawyerLetterNos' | 'listLegalOrgs' | 'listLegalProjects' | 'listLegalRoles' | 'getLegalLoginRole' | 'pageLegalSeals' | 'getLegalUserBasicInfo' | 'listLegalCandidateUsers';
/** 每个调用第二个参数的元组：可省略时为 `[init?: …]`。 */
export type LegalArgs = { [Id in LegalOperationId]: Id extends LegalOptionalId ? [init?: LegalInit[Id]] : [init: LegalInit[Id]] };
/** 分页的调用（pageNum/pageSize 或 page/limit），可用 `pages` 逐行读完。 */
export type LegalPagedId = 'pageLegalAccounts' | 'pageLegalSeals';
/** 按 operationId 调用：成功返回信封（或 File），失败抛出 SdkError。 */
export type LegalCall = <Id extends LegalOperationId>(client: Requester, id: Id, ...init: Id extends LegalOptionalId ? [init?: LegalInit[Id]] : [init: LegalInit[Id]]) => Promise<OpResult<operations[Id]>>;
/** 逐行读完一个分页列表（`for await`；`.limit(n)` 最多 n 行；`.toArray()` 读成数组）。 */
export type LegalPages = <Id extends LegalPagedId>(client: Requester, id: Id, ...init: Id extends LegalOptionalId ? [init?: LegalInit[Id]] : [init: LegalInit[Id]]) => PageWalk<RowOf<operations[Id]>>;
/** 本业务域的客户端：每个 operationId 一个方法，另有 `pages(id, init)`。 */
export type LegalClient = { readonly [Id in LegalOperationId]: (...init: Id extends LegalOptionalId ? [init?: LegalInit[Id]] : [init: LegalInit[Id]]) => Promise<OpResult<operations[Id]>> } & {
  pages<Id extends LegalPagedId>(id: Id, ...init: Id extends LegalOptionalId ? [init?: LegalInit[Id]] : [init: LegalInit[Id]]): PageWalk<RowOf<operations[Id]>>;
};

/** 按 operationId 调用：`await call(api, 'addLegalAccount', …)`；成功返回信封，失败抛出 SdkError。 */
export const call: LegalCall = /* @__PURE__ */ areaCall(table) as unknown as LegalCall;
/** 逐行读完一个分页列表：`for await (const row of pages(api, id, init))`。 */
export const pages: LegalPages = /* @__PURE__ */ areaPages(table) as unknown as LegalPages;
/** 本业务域的客户端：每个 operationId 一个方法，另有 `pages(id, init)`。 */
export const legal = (client: Requester): LegalClient => areaClient(table, client) as unknown as LegalClient;
