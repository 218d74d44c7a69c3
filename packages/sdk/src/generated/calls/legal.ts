/* 由 scripts/spec.mjs 从 spec/ 生成，请勿手改。运行 `pnpm spec` 重新生成。 */
/** 业务域「legal」的 31 个调用，每个一个可摇树的函数：`import { createClient, pageLegalAccounts } from '@site/sdk/calls/legal'`，`await pageLegalAccounts(api, …)`。 */
import type { operations } from '../areas/legal.schema';
import type { LegalArgs } from '../areas/legal';
import type { OpResult } from '../../types';
import { fileOp, op, uploadOp, type Call, type PagedCall } from '../../calls';

export * from '../../calls';
export type { components as LegalComponents, operations as LegalOperations } from '../areas/legal.schema';

/** 新增法务账号（POST /legal-service/account/add） */
export const addLegalAccount: Call<'addLegalAccount', LegalArgs['addLegalAccount'], OpResult<operations['addLegalAccount']>> = /* @__PURE__ */ op('addLegalAccount', 'POST /legal-service/account/add');

/** 为法务账号分配角色（POST /legal-service/account/assignRole） */
export const assignLegalAccountRoles: Call<'assignLegalAccountRoles', LegalArgs['assignLegalAccountRoles'], OpResult<operations['assignLegalAccountRoles']>> = /* @__PURE__ */ op('assignLegalAccountRoles', 'POST /legal-service/account/assignRole');

/** 删除法务账号（POST /legal-service/account/deleteAccount） */
export const deleteLegalAccount: Call<'deleteLegalAccount', LegalArgs['deleteLegalAccount'], OpResult<operations['deleteLegalAccount']>> = /* @__PURE__ */ op('deleteLegalAccount', 'POST /legal-service/account/deleteAccount');

/** 法务账号下拉（GET /legal-service/account/list） */
export const listLegalAccounts: Call<'listLegalAccounts', LegalArgs['listLegalAccounts'], OpResult<operations['listLegalAccounts']>> = /* @__PURE__ */ op('listLegalAccounts', 'GET /legal-service/account/list');

/** 法务账号分页（GET /legal-service/account/page）；分页：`pagesOf(api, pageLegalAccounts, …)` */
export const pageLegalAccounts: PagedCall<'pageLegalAccounts', LegalArgs['pageLegalAccounts'], OpResult<operations['pageLegalAccounts']>> = /* @__PURE__ */ op('pageLegalAccounts', 'GET /legal-service/account/page n');

/** 按客户查询法务账号（GET /legal-service/account/queryListByCustomerId） */
export const listLegalAccountsByCustomer: Call<'listLegalAccountsByCustomer', LegalArgs['listLegalAccountsByCustomer'], OpResult<operations['listLegalAccountsByCustomer']>> = /* @__PURE__ */ op('listLegalAccountsByCustomer', 'GET /legal-service/account/queryListByCustomerId');

/** 编辑法务账号（POST /legal-service/account/update） */
export const updateLegalAccount: Call<'updateLegalAccount', LegalArgs['updateLegalAccount'], OpResult<operations['updateLegalAccount']>> = /* @__PURE__ */ op('updateLegalAccount', 'POST /legal-service/account/update');

/** 被诉案件编号下拉（GET /legal-service/accusedCase/numberList） */
export const listLegalAccusedCaseNos: Call<'listLegalAccusedCaseNos', LegalArgs['listLegalAccusedCaseNos'], OpResult<operations['listLegalAccusedCaseNos']>> = /* @__PURE__ */ op('listLegalAccusedCaseNos', 'GET /legal-service/accusedCase/numberList');

/** 庭审类型下拉（GET /legal-service/baseData/hearTypeList） */
export const listLegalHearTypes: Call<'listLegalHearTypes', LegalArgs['listLegalHearTypes'], OpResult<operations['listLegalHearTypes']>> = /* @__PURE__ */ op('listLegalHearTypes', 'GET /legal-service/baseData/hearTypeList');

/** 基础数据：状态列表（GET /legal-service/baseData/statusList） */
export const listLegalStatuses: Call<'listLegalStatuses', LegalArgs['listLegalStatuses'], OpResult<operations['listLegalStatuses']>> = /* @__PURE__ */ op('listLegalStatuses', 'GET /legal-service/baseData/statusList');

/** 基础数据：类型列表（GET /legal-service/baseData/typeList） */
export const listLegalTypes: Call<'listLegalTypes', LegalArgs['listLegalTypes'], OpResult<operations['listLegalTypes']>> = /* @__PURE__ */ op('listLegalTypes', 'GET /legal-service/baseData/typeList');

/** 参建单位下拉（GET /legal-service/company/list） */
export const listLegalCompanies: Call<'listLegalCompanies', LegalArgs['listLegalCompanies'], OpResult<operations['listLegalCompanies']>> = /* @__PURE__ */ op('listLegalCompanies', 'GET /legal-service/company/list');

/** 按类型查询字典（GET /legal-service/dict/listByType） */
export const listLegalDictByType: Call<'listLegalDictByType', LegalArgs['listLegalDictByType'], OpResult<operations['listLegalDictByType']>> = /* @__PURE__ */ op('listLegalDictByType', 'GET /legal-service/dict/listByType');

/** 法务附件上传（POST /legal-service/file/upload） */
export const uploadLegalFile: Call<'uploadLegalFile', LegalArgs['uploadLegalFile'], OpResult<operations['uploadLegalFile']>> = /* @__PURE__ */ uploadOp('uploadLegalFile', 'POST /legal-service/file/upload m');

/** 律师函编号下拉（GET /legal-service/lawyerLetter/numberList） */
export const listLegalLawyerLetterNos: Call<'listLegalLawyerLetterNos', LegalArgs['listLegalLawyerLetterNos'], OpResult<operations['listLegalLawyerLetterNos']>> = /* @__PURE__ */ op('listLegalLawyerLetterNos', 'GET /legal-service/lawyerLetter/numberList');

/** 组织可用的法务菜单树（GET /legal-service/menu/treeByOrg） */
export const getLegalMenuTreeByOrg: Call<'getLegalMenuTreeByOrg', LegalArgs['getLegalMenuTreeByOrg'], OpResult<operations['getLegalMenuTreeByOrg']>> = /* @__PURE__ */ op('getLegalMenuTreeByOrg', 'GET /legal-service/menu/treeByOrg');

/** 组织下拉（GET /legal-service/org/list） */
export const listLegalOrgs: Call<'listLegalOrgs', LegalArgs['listLegalOrgs'], OpResult<operations['listLegalOrgs']>> = /* @__PURE__ */ op('listLegalOrgs', 'GET /legal-service/org/list');

/** 项目下拉（GET /legal-service/project/list） */
export const listLegalProjects: Call<'listLegalProjects', LegalArgs['listLegalProjects'], OpResult<operations['listLegalProjects']>> = /* @__PURE__ */ op('listLegalProjects', 'GET /legal-service/project/list');

/** 按组织查询项目（POST /legal-service/queryByOrgIds） */
export const listLegalProjectsByOrgs: Call<'listLegalProjectsByOrgs', LegalArgs['listLegalProjectsByOrgs'], OpResult<operations['listLegalProjectsByOrgs']>> = /* @__PURE__ */ op('listLegalProjectsByOrgs', 'POST /legal-service/queryByOrgIds');

/** 按项目查询所属组织（POST /legal-service/queryOrgListByProjectIds） */
export const listLegalOrgsByProjects: Call<'listLegalOrgsByProjects', LegalArgs['listLegalOrgsByProjects'], OpResult<operations['listLegalOrgsByProjects']>> = /* @__PURE__ */ op('listLegalOrgsByProjects', 'POST /legal-service/queryOrgListByProjectIds');

/** 法务角色列表（GET /legal-service/role/list） */
export const listLegalRoles: Call<'listLegalRoles', LegalArgs['listLegalRoles'], OpResult<operations['listLegalRoles']>> = /* @__PURE__ */ op('listLegalRoles', 'GET /legal-service/role/list');

/** 当前登录人的法务角色（GET /legal-service/role/queryLoginRoleId） */
export const getLegalLoginRole: Call<'getLegalLoginRole', LegalArgs['getLegalLoginRole'], OpResult<operations['getLegalLoginRole']>> = /* @__PURE__ */ op('getLegalLoginRole', 'GET /legal-service/role/queryLoginRoleId');

/** 新增企业电子印章（POST /legal-service/seal/add） */
export const addLegalSeal: Call<'addLegalSeal', LegalArgs['addLegalSeal'], OpResult<operations['addLegalSeal']>> = /* @__PURE__ */ op('addLegalSeal', 'POST /legal-service/seal/add');

/** 电子印章授权链接（POST /legal-service/seal/authUrl） */
export const getLegalSealAuthUrl: Call<'getLegalSealAuthUrl', LegalArgs['getLegalSealAuthUrl'], OpResult<operations['getLegalSealAuthUrl']>> = /* @__PURE__ */ op('getLegalSealAuthUrl', 'POST /legal-service/seal/authUrl');

/** 删除企业电子印章（POST /legal-service/seal/delete） */
export const deleteLegalSeal: Call<'deleteLegalSeal', LegalArgs['deleteLegalSeal'], OpResult<operations['deleteLegalSeal']>> = /* @__PURE__ */ op('deleteLegalSeal', 'POST /legal-service/seal/delete');

/** 企业电子印章详情（GET /legal-service/seal/detail） */
export const getLegalSealDetail: Call<'getLegalSealDetail', LegalArgs['getLegalSealDetail'], OpResult<operations['getLegalSealDetail']>> = /* @__PURE__ */ op('getLegalSealDetail', 'GET /legal-service/seal/detail');

/** 企业电子印章分页（GET /legal-service/seal/page）；分页：`pagesOf(api, pageLegalSeals, …)` */
export const pageLegalSeals: PagedCall<'pageLegalSeals', LegalArgs['pageLegalSeals'], OpResult<operations['pageLegalSeals']>> = /* @__PURE__ */ op('pageLegalSeals', 'GET /legal-service/seal/page n');

/** 启用或停用企业电子印章（POST /legal-service/seal/updateStatus） */
export const updateLegalSealStatus: Call<'updateLegalSealStatus', LegalArgs['updateLegalSealStatus'], OpResult<operations['updateLegalSealStatus']>> = /* @__PURE__ */ op('updateLegalSealStatus', 'POST /legal-service/seal/updateStatus');

/** 当前登录人法务基础信息（GET /legal-service/user/basicInfo） */
export const getLegalUserBasicInfo: Call<'getLegalUserBasicInfo', LegalArgs['getLegalUserBasicInfo'], OpResult<operations['getLegalUserBasicInfo']>> = /* @__PURE__ */ op('getLegalUserBasicInfo', 'GET /legal-service/user/basicInfo');

/** 可开通法务账号的人员（GET /legal-service/user/list） */
export const listLegalCandidateUsers: Call<'listLegalCandidateUsers', LegalArgs['listLegalCandidateUsers'], OpResult<operations['listLegalCandidateUsers']>> = /* @__PURE__ */ op('listLegalCandidateUsers', 'GET /legal-service/user/list');

/** 按组织类型查询人员（GET /legal-service/user/queryUserByOrgType） */
export const listLegalUsersByOrgType: Call<'listLegalUsersByOrgType', LegalArgs['listLegalUsersByOrgType'], OpResult<operations['listLegalUsersByOrgType']>> = /* @__PURE__ */ op('listLegalUsersByOrgType', 'GET /legal-service/user/queryUserByOrgType');
