/* 由 scripts/spec.mjs 从 spec/ 生成，请勿手改。运行 `pnpm spec` 重新生成。 */
/** 业务域「legal」的 31 个调用，按 operationId：`import { call, pages, legal } from '@site/sdk/areas/legal'`。 */
import type { operations } from './legal.schema';
import { areaCall, areaClient, areaPages, type AreaCall, type AreaClient, type AreaPages } from '../../area';
import type { CallInit } from '../../types';
import type { Requester } from '../../core';

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
/** 每个调用的第二个参数（`params`、`body` 与调用选项）；有必填项时必须给。 */
export interface LegalArgs {
  addLegalAccount: [init: { params?: never; body: NonNullable<operations['addLegalAccount']['requestBody']>['content']['application/json'] } & CallInit];
  assignLegalAccountRoles: [init: { params?: never; body: NonNullable<operations['assignLegalAccountRoles']['requestBody']>['content']['application/json'] } & CallInit];
  deleteLegalAccount: [init: { params?: never; body: NonNullable<operations['deleteLegalAccount']['requestBody']>['content']['application/json'] } & CallInit];
  listLegalAccounts: [init?: { params?: operations['listLegalAccounts']['parameters']; body?: never } & CallInit];
  pageLegalAccounts: [init?: { params?: operations['pageLegalAccounts']['parameters']; body?: never } & CallInit];
  listLegalAccountsByCustomer: [init: { params: operations['listLegalAccountsByCustomer']['parameters']; body?: never } & CallInit];
  updateLegalAccount: [init: { params?: never; body: NonNullable<operations['updateLegalAccount']['requestBody']>['content']['application/json'] } & CallInit];
  listLegalAccusedCaseNos: [init?: { params?: operations['listLegalAccusedCaseNos']['parameters']; body?: never } & CallInit];
  listLegalHearTypes: [init?: { params?: never; body?: never } & CallInit];
  listLegalStatuses: [init: { params: operations['listLegalStatuses']['parameters']; body?: never } & CallInit];
  listLegalTypes: [init: { params: operations['listLegalTypes']['parameters']; body?: never } & CallInit];
  listLegalCompanies: [init?: { params?: operations['listLegalCompanies']['parameters']; body?: never } & CallInit];
  listLegalDictByType: [init: { params: operations['listLegalDictByType']['parameters']; body?: never } & CallInit];
  uploadLegalFile: [init: { params?: never; body: NonNullable<operations['uploadLegalFile']['requestBody']>['content']['multipart/form-data'] } & CallInit];
  listLegalLawyerLetterNos: [init?: { params?: operations['listLegalLawyerLetterNos']['parameters']; body?: never } & CallInit];
  getLegalMenuTreeByOrg: [init: { params: operations['getLegalMenuTreeByOrg']['parameters']; body?: never } & CallInit];
  listLegalOrgs: [init?: { params?: never; body?: never } & CallInit];
  listLegalProjects: [init?: { params?: operations['listLegalProjects']['parameters']; body?: never } & CallInit];
  listLegalProjectsByOrgs: [init: { params?: never; body: NonNullable<operations['listLegalProjectsByOrgs']['requestBody']>['content']['application/json'] } & CallInit];
  listLegalOrgsByProjects: [init: { params?: never; body: NonNullable<operations['listLegalOrgsByProjects']['requestBody']>['content']['application/json'] } & CallInit];
  listLegalRoles: [init?: { params?: never; body?: never } & CallInit];
  getLegalLoginRole: [init?: { params?: never; body?: never } & CallInit];
  addLegalSeal: [init: { params?: never; body: NonNullable<operations['addLegalSeal']['requestBody']>['content']['application/json'] } & CallInit];
  getLegalSealAuthUrl: [init: { params?: never; body: NonNullable<operations['getLegalSealAuthUrl']['requestBody']>['content']['application/json'] } & CallInit];
  deleteLegalSeal: [init: { params?: never; body: NonNullable<operations['deleteLegalSeal']['requestBody']>['content']['application/json'] } & CallInit];
  getLegalSealDetail: [init: { params: operations['getLegalSealDetail']['parameters']; body?: never } & CallInit];
  pageLegalSeals: [init?: { params?: operations['pageLegalSeals']['parameters']; body?: never } & CallInit];
  updateLegalSealStatus: [init: { params?: never; body: NonNullable<operations['updateLegalSealStatus']['requestBody']>['content']['application/json'] } & CallInit];
  getLegalUserBasicInfo: [init?: { params?: never; body?: never } & CallInit];
  listLegalCandidateUsers: [init?: { params?: operations['listLegalCandidateUsers']['parameters']; body?: never } & CallInit];
  listLegalUsersByOrgType: [init: { params: operations['listLegalUsersByOrgType']['parameters']; body?: never } & CallInit];
}
/** 分页的调用（pageNum/pageSize 或 page/limit），可用 `pages` 逐行读完。 */
export type LegalPagedId = 'pageLegalAccounts' | 'pageLegalSeals';

/** 按 operationId 调用：`await call(api, 'addLegalAccount', …)`；成功返回信封，失败抛出 SdkError。 */
export const call: AreaCall<operations, LegalArgs> = /* @__PURE__ */ areaCall<operations, LegalArgs>(table);
/** 逐行读完一个分页列表：`for await (const row of pages(api, id, init))`。 */
export const pages: AreaPages<operations, LegalArgs, LegalPagedId> = /* @__PURE__ */ areaPages<operations, LegalArgs, LegalPagedId>(
  table,
);
/** 本业务域的客户端：每个 operationId 一个方法，另有 `pages(id, init)`。 */
export const legal = (client: Requester): AreaClient<operations, LegalArgs, LegalPagedId> =>
  areaClient<operations, LegalArgs, LegalPagedId>(table, client);
