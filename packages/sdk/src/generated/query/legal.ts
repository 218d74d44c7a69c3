/* 由 scripts/spec.mjs 从 spec/ 生成，请勿手改。运行 `pnpm spec` 重新生成。 */
/** 业务域「legal」的 TanStack Query 选项：31 个调用（读 23 个，其中分页 2 个；写 8 个）。`import { … } from '@site/sdk/query/legal'`。 */
import type { operations } from '../areas/legal.schema';
import type { OpResult } from '../../types';
import { keyer, pager, reader, writer } from '../../query-kit';
import type { KeyFn, KeyFnOpt, InfiniteFn, InfiniteFnOpt, MutationFn, QueryFn, QueryFnOpt } from '../../query-kit';

export * from '../../query-kit';

/** 每个调用的查询参数（键的第二项，也是调用的 `params` 与 `body`）。 */
export interface LegalQueryParams {
  addLegalAccount: { params?: never; body: NonNullable<operations['addLegalAccount']['requestBody']>['content']['application/json'] };
  assignLegalAccountRoles: { params?: never; body: NonNullable<operations['assignLegalAccountRoles']['requestBody']>['content']['application/json'] };
  deleteLegalAccount: { params?: never; body: NonNullable<operations['deleteLegalAccount']['requestBody']>['content']['application/json'] };
  listLegalAccounts: { params?: operations['listLegalAccounts']['parameters']; body?: never };
  pageLegalAccounts: { params?: operations['pageLegalAccounts']['parameters']; body?: never };
  listLegalAccountsByCustomer: { params: operations['listLegalAccountsByCustomer']['parameters']; body?: never };
  updateLegalAccount: { params?: never; body: NonNullable<operations['updateLegalAccount']['requestBody']>['content']['application/json'] };
  listLegalAccusedCaseNos: { params?: operations['listLegalAccusedCaseNos']['parameters']; body?: never };
  listLegalHearTypes: { params?: never; body?: never };
  listLegalStatuses: { params: operations['listLegalStatuses']['parameters']; body?: never };
  listLegalTypes: { params: operations['listLegalTypes']['parameters']; body?: never };
  listLegalCompanies: { params?: operations['listLegalCompanies']['parameters']; body?: never };
  listLegalDictByType: { params: operations['listLegalDictByType']['parameters']; body?: never };
  uploadLegalFile: { params?: never; body: NonNullable<operations['uploadLegalFile']['requestBody']>['content']['multipart/form-data'] };
  listLegalLawyerLetterNos: { params?: operations['listLegalLawyerLetterNos']['parameters']; body?: never };
  getLegalMenuTreeByOrg: { params: operations['getLegalMenuTreeByOrg']['parameters']; body?: never };
  listLegalOrgs: { params?: never; body?: never };
  listLegalProjects: { params?: operations['listLegalProjects']['parameters']; body?: never };
  listLegalProjectsByOrgs: { params?: never; body: NonNullable<operations['listLegalProjectsByOrgs']['requestBody']>['content']['application/json'] };
  listLegalOrgsByProjects: { params?: never; body: NonNullable<operations['listLegalOrgsByProjects']['requestBody']>['content']['application/json'] };
  listLegalRoles: { params?: never; body?: never };
  getLegalLoginRole: { params?: never; body?: never };
  addLegalSeal: { params?: never; body: NonNullable<operations['addLegalSeal']['requestBody']>['content']['application/json'] };
  getLegalSealAuthUrl: { params?: never; body: NonNullable<operations['getLegalSealAuthUrl']['requestBody']>['content']['application/json'] };
  deleteLegalSeal: { params?: never; body: NonNullable<operations['deleteLegalSeal']['requestBody']>['content']['application/json'] };
  getLegalSealDetail: { params: operations['getLegalSealDetail']['parameters']; body?: never };
  pageLegalSeals: { params?: operations['pageLegalSeals']['parameters']; body?: never };
  updateLegalSealStatus: { params?: never; body: NonNullable<operations['updateLegalSealStatus']['requestBody']>['content']['application/json'] };
  getLegalUserBasicInfo: { params?: never; body?: never };
  listLegalCandidateUsers: { params?: operations['listLegalCandidateUsers']['parameters']; body?: never };
  listLegalUsersByOrgType: { params: operations['listLegalUsersByOrgType']['parameters']; body?: never };
}

/** 键 `['addLegalAccount', 参数]`：新增法务账号（POST /legal-service/account/add） */
export const addLegalAccountKey: KeyFn<'addLegalAccount', LegalQueryParams['addLegalAccount']> = /* @__PURE__ */ keyer('addLegalAccount');
/** 变更选项（useMutation，`mutate(参数)`）：新增法务账号（POST /legal-service/account/add） */
export const addLegalAccountMutationOptions: MutationFn<'addLegalAccount', LegalQueryParams['addLegalAccount'], OpResult<operations['addLegalAccount']>> = /* @__PURE__ */ writer('addLegalAccount', 'POST /legal-service/account/add');

/** 键 `['assignLegalAccountRoles', 参数]`：为法务账号分配角色（POST /legal-service/account/assignRole） */
export const assignLegalAccountRolesKey: KeyFn<'assignLegalAccountRoles', LegalQueryParams['assignLegalAccountRoles']> = /* @__PURE__ */ keyer('assignLegalAccountRoles');
/** 变更选项（useMutation，`mutate(参数)`）：为法务账号分配角色（POST /legal-service/account/assignRole） */
export const assignLegalAccountRolesMutationOptions: MutationFn<'assignLegalAccountRoles', LegalQueryParams['assignLegalAccountRoles'], OpResult<operations['assignLegalAccountRoles']>> = /* @__PURE__ */ writer('assignLegalAccountRoles', 'POST /legal-service/account/assignRole');

/** 键 `['deleteLegalAccount', 参数]`：删除法务账号（POST /legal-service/account/deleteAccount） */
export const deleteLegalAccountKey: KeyFn<'deleteLegalAccount', LegalQueryParams['deleteLegalAccount']> = /* @__PURE__ */ keyer('deleteLegalAccount');
/** 变更选项（useMutation，`mutate(参数)`）：删除法务账号（POST /legal-service/account/deleteAccount） */
export const deleteLegalAccountMutationOptions: MutationFn<'deleteLegalAccount', LegalQueryParams['deleteLegalAccount'], OpResult<operations['deleteLegalAccount']>> = /* @__PURE__ */ writer('deleteLegalAccount', 'POST /legal-service/account/deleteAccount');

/** 键 `['listLegalAccounts', 参数]`：法务账号下拉（GET /legal-service/account/list） */
export const listLegalAccountsKey: KeyFnOpt<'listLegalAccounts', LegalQueryParams['listLegalAccounts']> = /* @__PURE__ */ keyer('listLegalAccounts');
/** 查询选项（useQuery、fetchQuery）：法务账号下拉（GET /legal-service/account/list） */
export const listLegalAccountsQueryOptions: QueryFnOpt<'listLegalAccounts', LegalQueryParams['listLegalAccounts'], OpResult<operations['listLegalAccounts']>> = /* @__PURE__ */ reader('listLegalAccounts', 'GET /legal-service/account/list');

/** 键 `['pageLegalAccounts', 参数]`：法务账号分页（GET /legal-service/account/page） */
export const pageLegalAccountsKey: KeyFnOpt<'pageLegalAccounts', LegalQueryParams['pageLegalAccounts']> = /* @__PURE__ */ keyer('pageLegalAccounts');
/** 查询选项（useQuery、fetchQuery）：法务账号分页（GET /legal-service/account/page） */
export const pageLegalAccountsQueryOptions: QueryFnOpt<'pageLegalAccounts', LegalQueryParams['pageLegalAccounts'], OpResult<operations['pageLegalAccounts']>> = /* @__PURE__ */ reader('pageLegalAccounts', 'GET /legal-service/account/page n');
/** 无限查询选项（useInfiniteQuery，逐页读到 total 为止）：法务账号分页（GET /legal-service/account/page） */
export const pageLegalAccountsInfiniteQueryOptions: InfiniteFnOpt<'pageLegalAccounts', LegalQueryParams['pageLegalAccounts'], OpResult<operations['pageLegalAccounts']>> = /* @__PURE__ */ pager('pageLegalAccounts', 'GET /legal-service/account/page n');

/** 键 `['listLegalAccountsByCustomer', 参数]`：按客户查询法务账号（GET /legal-service/account/queryListByCustomerId） */
export const listLegalAccountsByCustomerKey: KeyFn<'listLegalAccountsByCustomer', LegalQueryParams['listLegalAccountsByCustomer']> = /* @__PURE__ */ keyer('listLegalAccountsByCustomer');
/** 查询选项（useQuery、fetchQuery）：按客户查询法务账号（GET /legal-service/account/queryListByCustomerId） */
export const listLegalAccountsByCustomerQueryOptions: QueryFn<'listLegalAccountsByCustomer', LegalQueryParams['listLegalAccountsByCustomer'], OpResult<operations['listLegalAccountsByCustomer']>> = /* @__PURE__ */ reader('listLegalAccountsByCustomer', 'GET /legal-service/account/queryListByCustomerId');

/** 键 `['updateLegalAccount', 参数]`：编辑法务账号（POST /legal-service/account/update） */
export const updateLegalAccountKey: KeyFn<'updateLegalAccount', LegalQueryParams['updateLegalAccount']> = /* @__PURE__ */ keyer('updateLegalAccount');
/** 变更选项（useMutation，`mutate(参数)`）：编辑法务账号（POST /legal-service/account/update） */
export const updateLegalAccountMutationOptions: MutationFn<'updateLegalAccount', LegalQueryParams['updateLegalAccount'], OpResult<operations['updateLegalAccount']>> = /* @__PURE__ */ writer('updateLegalAccount', 'POST /legal-service/account/update');

/** 键 `['listLegalAccusedCaseNos', 参数]`：被诉案件编号下拉（GET /legal-service/accusedCase/numberList） */
export const listLegalAccusedCaseNosKey: KeyFnOpt<'listLegalAccusedCaseNos', LegalQueryParams['listLegalAccusedCaseNos']> = /* @__PURE__ */ keyer('listLegalAccusedCaseNos');
/** 查询选项（useQuery、fetchQuery）：被诉案件编号下拉（GET /legal-service/accusedCase/numberList） */
export const listLegalAccusedCaseNosQueryOptions: QueryFnOpt<'listLegalAccusedCaseNos', LegalQueryParams['listLegalAccusedCaseNos'], OpResult<operations['listLegalAccusedCaseNos']>> = /* @__PURE__ */ reader('listLegalAccusedCaseNos', 'GET /legal-service/accusedCase/numberList');

/** 键 `['listLegalHearTypes', 参数]`：庭审类型下拉（GET /legal-service/baseData/hearTypeList） */
export const listLegalHearTypesKey: KeyFnOpt<'listLegalHearTypes', LegalQueryParams['listLegalHearTypes']> = /* @__PURE__ */ keyer('listLegalHearTypes');
/** 查询选项（useQuery、fetchQuery）：庭审类型下拉（GET /legal-service/baseData/hearTypeList） */
export const listLegalHearTypesQueryOptions: QueryFnOpt<'listLegalHearTypes', LegalQueryParams['listLegalHearTypes'], OpResult<operations['listLegalHearTypes']>> = /* @__PURE__ */ reader('listLegalHearTypes', 'GET /legal-service/baseData/hearTypeList');

/** 键 `['listLegalStatuses', 参数]`：基础数据：状态列表（GET /legal-service/baseData/statusList） */
export const listLegalStatusesKey: KeyFn<'listLegalStatuses', LegalQueryParams['listLegalStatuses']> = /* @__PURE__ */ keyer('listLegalStatuses');
/** 查询选项（useQuery、fetchQuery）：基础数据：状态列表（GET /legal-service/baseData/statusList） */
export const listLegalStatusesQueryOptions: QueryFn<'listLegalStatuses', LegalQueryParams['listLegalStatuses'], OpResult<operations['listLegalStatuses']>> = /* @__PURE__ */ reader('listLegalStatuses', 'GET /legal-service/baseData/statusList');

/** 键 `['listLegalTypes', 参数]`：基础数据：类型列表（GET /legal-service/baseData/typeList） */
export const listLegalTypesKey: KeyFn<'listLegalTypes', LegalQueryParams['listLegalTypes']> = /* @__PURE__ */ keyer('listLegalTypes');
/** 查询选项（useQuery、fetchQuery）：基础数据：类型列表（GET /legal-service/baseData/typeList） */
export const listLegalTypesQueryOptions: QueryFn<'listLegalTypes', LegalQueryParams['listLegalTypes'], OpResult<operations['listLegalTypes']>> = /* @__PURE__ */ reader('listLegalTypes', 'GET /legal-service/baseData/typeList');

/** 键 `['listLegalCompanies', 参数]`：参建单位下拉（GET /legal-service/company/list） */
export const listLegalCompaniesKey: KeyFnOpt<'listLegalCompanies', LegalQueryParams['listLegalCompanies']> = /* @__PURE__ */ keyer('listLegalCompanies');
/** 查询选项（useQuery、fetchQuery）：参建单位下拉（GET /legal-service/company/list） */
export const listLegalCompaniesQueryOptions: QueryFnOpt<'listLegalCompanies', LegalQueryParams['listLegalCompanies'], OpResult<operations['listLegalCompanies']>> = /* @__PURE__ */ reader('listLegalCompanies', 'GET /legal-service/company/list');

/** 键 `['listLegalDictByType', 参数]`：按类型查询字典（GET /legal-service/dict/listByType） */
export const listLegalDictByTypeKey: KeyFn<'listLegalDictByType', LegalQueryParams['listLegalDictByType']> = /* @__PURE__ */ keyer('listLegalDictByType');
/** 查询选项（useQuery、fetchQuery）：按类型查询字典（GET /legal-service/dict/listByType） */
export const listLegalDictByTypeQueryOptions: QueryFn<'listLegalDictByType', LegalQueryParams['listLegalDictByType'], OpResult<operations['listLegalDictByType']>> = /* @__PURE__ */ reader('listLegalDictByType', 'GET /legal-service/dict/listByType');

/** 键 `['uploadLegalFile', 参数]`：法务附件上传（POST /legal-service/file/upload） */
export const uploadLegalFileKey: KeyFn<'uploadLegalFile', LegalQueryParams['uploadLegalFile']> = /* @__PURE__ */ keyer('uploadLegalFile');
/** 变更选项（useMutation，`mutate(参数)`）：法务附件上传（POST /legal-service/file/upload） */
export const uploadLegalFileMutationOptions: MutationFn<'uploadLegalFile', LegalQueryParams['uploadLegalFile'], OpResult<operations['uploadLegalFile']>> = /* @__PURE__ */ writer('uploadLegalFile', 'POST /legal-service/file/upload m');

/** 键 `['listLegalLawyerLetterNos', 参数]`：律师函编号下拉（GET /legal-service/lawyerLetter/numberList） */
export const listLegalLawyerLetterNosKey: KeyFnOpt<'listLegalLawyerLetterNos', LegalQueryParams['listLegalLawyerLetterNos']> = /* @__PURE__ */ keyer('listLegalLawyerLetterNos');
/** 查询选项（useQuery、fetchQuery）：律师函编号下拉（GET /legal-service/lawyerLetter/numberList） */
export const listLegalLawyerLetterNosQueryOptions: QueryFnOpt<'listLegalLawyerLetterNos', LegalQueryParams['listLegalLawyerLetterNos'], OpResult<operations['listLegalLawyerLetterNos']>> = /* @__PURE__ */ reader('listLegalLawyerLetterNos', 'GET /legal-service/lawyerLetter/numberList');

/** 键 `['getLegalMenuTreeByOrg', 参数]`：组织可用的法务菜单树（GET /legal-service/menu/treeByOrg） */
export const getLegalMenuTreeByOrgKey: KeyFn<'getLegalMenuTreeByOrg', LegalQueryParams['getLegalMenuTreeByOrg']> = /* @__PURE__ */ keyer('getLegalMenuTreeByOrg');
/** 查询选项（useQuery、fetchQuery）：组织可用的法务菜单树（GET /legal-service/menu/treeByOrg） */
export const getLegalMenuTreeByOrgQueryOptions: QueryFn<'getLegalMenuTreeByOrg', LegalQueryParams['getLegalMenuTreeByOrg'], OpResult<operations['getLegalMenuTreeByOrg']>> = /* @__PURE__ */ reader('getLegalMenuTreeByOrg', 'GET /legal-service/menu/treeByOrg');

/** 键 `['listLegalOrgs', 参数]`：组织下拉（GET /legal-service/org/list） */
export const listLegalOrgsKey: KeyFnOpt<'listLegalOrgs', LegalQueryParams['listLegalOrgs']> = /* @__PURE__ */ keyer('listLegalOrgs');
/** 查询选项（useQuery、fetchQuery）：组织下拉（GET /legal-service/org/list） */
export const listLegalOrgsQueryOptions: QueryFnOpt<'listLegalOrgs', LegalQueryParams['listLegalOrgs'], OpResult<operations['listLegalOrgs']>> = /* @__PURE__ */ reader('listLegalOrgs', 'GET /legal-service/org/list');

/** 键 `['listLegalProjects', 参数]`：项目下拉（GET /legal-service/project/list） */
export const listLegalProjectsKey: KeyFnOpt<'listLegalProjects', LegalQueryParams['listLegalProjects']> = /* @__PURE__ */ keyer('listLegalProjects');
/** 查询选项（useQuery、fetchQuery）：项目下拉（GET /legal-service/project/list） */
export const listLegalProjectsQueryOptions: QueryFnOpt<'listLegalProjects', LegalQueryParams['listLegalProjects'], OpResult<operations['listLegalProjects']>> = /* @__PURE__ */ reader('listLegalProjects', 'GET /legal-service/project/list');

/** 键 `['listLegalProjectsByOrgs', 参数]`：按组织查询项目（POST /legal-service/queryByOrgIds） */
export const listLegalProjectsByOrgsKey: KeyFn<'listLegalProjectsByOrgs', LegalQueryParams['listLegalProjectsByOrgs']> = /* @__PURE__ */ keyer('listLegalProjectsByOrgs');
/** 查询选项（useQuery、fetchQuery）：按组织查询项目（POST /legal-service/queryByOrgIds） */
export const listLegalProjectsByOrgsQueryOptions: QueryFn<'listLegalProjectsByOrgs', LegalQueryParams['listLegalProjectsByOrgs'], OpResult<operations['listLegalProjectsByOrgs']>> = /* @__PURE__ */ reader('listLegalProjectsByOrgs', 'POST /legal-service/queryByOrgIds');

/** 键 `['listLegalOrgsByProjects', 参数]`：按项目查询所属组织（POST /legal-service/queryOrgListByProjectIds） */
export const listLegalOrgsByProjectsKey: KeyFn<'listLegalOrgsByProjects', LegalQueryParams['listLegalOrgsByProjects']> = /* @__PURE__ */ keyer('listLegalOrgsByProjects');
/** 查询选项（useQuery、fetchQuery）：按项目查询所属组织（POST /legal-service/queryOrgListByProjectIds） */
export const listLegalOrgsByProjectsQueryOptions: QueryFn<'listLegalOrgsByProjects', LegalQueryParams['listLegalOrgsByProjects'], OpResult<operations['listLegalOrgsByProjects']>> = /* @__PURE__ */ reader('listLegalOrgsByProjects', 'POST /legal-service/queryOrgListByProjectIds');

/** 键 `['listLegalRoles', 参数]`：法务角色列表（GET /legal-service/role/list） */
export const listLegalRolesKey: KeyFnOpt<'listLegalRoles', LegalQueryParams['listLegalRoles']> = /* @__PURE__ */ keyer('listLegalRoles');
/** 查询选项（useQuery、fetchQuery）：法务角色列表（GET /legal-service/role/list） */
export const listLegalRolesQueryOptions: QueryFnOpt<'listLegalRoles', LegalQueryParams['listLegalRoles'], OpResult<operations['listLegalRoles']>> = /* @__PURE__ */ reader('listLegalRoles', 'GET /legal-service/role/list');

/** 键 `['getLegalLoginRole', 参数]`：当前登录人的法务角色（GET /legal-service/role/queryLoginRoleId） */
export const getLegalLoginRoleKey: KeyFnOpt<'getLegalLoginRole', LegalQueryParams['getLegalLoginRole']> = /* @__PURE__ */ keyer('getLegalLoginRole');
/** 查询选项（useQuery、fetchQuery）：当前登录人的法务角色（GET /legal-service/role/queryLoginRoleId） */
export const getLegalLoginRoleQueryOptions: QueryFnOpt<'getLegalLoginRole', LegalQueryParams['getLegalLoginRole'], OpResult<operations['getLegalLoginRole']>> = /* @__PURE__ */ reader('getLegalLoginRole', 'GET /legal-service/role/queryLoginRoleId');

/** 键 `['addLegalSeal', 参数]`：新增企业电子印章（POST /legal-service/seal/add） */
export const addLegalSealKey: KeyFn<'addLegalSeal', LegalQueryParams['addLegalSeal']> = /* @__PURE__ */ keyer('addLegalSeal');
/** 变更选项（useMutation，`mutate(参数)`）：新增企业电子印章（POST /legal-service/seal/add） */
export const addLegalSealMutationOptions: MutationFn<'addLegalSeal', LegalQueryParams['addLegalSeal'], OpResult<operations['addLegalSeal']>> = /* @__PURE__ */ writer('addLegalSeal', 'POST /legal-service/seal/add');

/** 键 `['getLegalSealAuthUrl', 参数]`：电子印章授权链接（POST /legal-service/seal/authUrl） */
export const getLegalSealAuthUrlKey: KeyFn<'getLegalSealAuthUrl', LegalQueryParams['getLegalSealAuthUrl']> = /* @__PURE__ */ keyer('getLegalSealAuthUrl');
/** 查询选项（useQuery、fetchQuery）：电子印章授权链接（POST /legal-service/seal/authUrl） */
export const getLegalSealAuthUrlQueryOptions: QueryFn<'getLegalSealAuthUrl', LegalQueryParams['getLegalSealAuthUrl'], OpResult<operations['getLegalSealAuthUrl']>> = /* @__PURE__ */ reader('getLegalSealAuthUrl', 'POST /legal-service/seal/authUrl');

/** 键 `['deleteLegalSeal', 参数]`：删除企业电子印章（POST /legal-service/seal/delete） */
export const deleteLegalSealKey: KeyFn<'deleteLegalSeal', LegalQueryParams['deleteLegalSeal']> = /* @__PURE__ */ keyer('deleteLegalSeal');
/** 变更选项（useMutation，`mutate(参数)`）：删除企业电子印章（POST /legal-service/seal/delete） */
export const deleteLegalSealMutationOptions: MutationFn<'deleteLegalSeal', LegalQueryParams['deleteLegalSeal'], OpResult<operations['deleteLegalSeal']>> = /* @__PURE__ */ writer('deleteLegalSeal', 'POST /legal-service/seal/delete');

/** 键 `['getLegalSealDetail', 参数]`：企业电子印章详情（GET /legal-service/seal/detail） */
export const getLegalSealDetailKey: KeyFn<'getLegalSealDetail', LegalQueryParams['getLegalSealDetail']> = /* @__PURE__ */ keyer('getLegalSealDetail');
/** 查询选项（useQuery、fetchQuery）：企业电子印章详情（GET /legal-service/seal/detail） */
export const getLegalSealDetailQueryOptions: QueryFn<'getLegalSealDetail', LegalQueryParams['getLegalSealDetail'], OpResult<operations['getLegalSealDetail']>> = /* @__PURE__ */ reader('getLegalSealDetail', 'GET /legal-service/seal/detail');

/** 键 `['pageLegalSeals', 参数]`：企业电子印章分页（GET /legal-service/seal/page） */
export const pageLegalSealsKey: KeyFnOpt<'pageLegalSeals', LegalQueryParams['pageLegalSeals']> = /* @__PURE__ */ keyer('pageLegalSeals');
/** 查询选项（useQuery、fetchQuery）：企业电子印章分页（GET /legal-service/seal/page） */
export const pageLegalSealsQueryOptions: QueryFnOpt<'pageLegalSeals', LegalQueryParams['pageLegalSeals'], OpResult<operations['pageLegalSeals']>> = /* @__PURE__ */ reader('pageLegalSeals', 'GET /legal-service/seal/page n');
/** 无限查询选项（useInfiniteQuery，逐页读到 total 为止）：企业电子印章分页（GET /legal-service/seal/page） */
export const pageLegalSealsInfiniteQueryOptions: InfiniteFnOpt<'pageLegalSeals', LegalQueryParams['pageLegalSeals'], OpResult<operations['pageLegalSeals']>> = /* @__PURE__ */ pager('pageLegalSeals', 'GET /legal-service/seal/page n');

/** 键 `['updateLegalSealStatus', 参数]`：启用或停用企业电子印章（POST /legal-service/seal/updateStatus） */
export const updateLegalSealStatusKey: KeyFn<'updateLegalSealStatus', LegalQueryParams['updateLegalSealStatus']> = /* @__PURE__ */ keyer('updateLegalSealStatus');
/** 变更选项（useMutation，`mutate(参数)`）：启用或停用企业电子印章（POST /legal-service/seal/updateStatus） */
export const updateLegalSealStatusMutationOptions: MutationFn<'updateLegalSealStatus', LegalQueryParams['updateLegalSealStatus'], OpResult<operations['updateLegalSealStatus']>> = /* @__PURE__ */ writer('updateLegalSealStatus', 'POST /legal-service/seal/updateStatus');

/** 键 `['getLegalUserBasicInfo', 参数]`：当前登录人法务基础信息（GET /legal-service/user/basicInfo） */
export const getLegalUserBasicInfoKey: KeyFnOpt<'getLegalUserBasicInfo', LegalQueryParams['getLegalUserBasicInfo']> = /* @__PURE__ */ keyer('getLegalUserBasicInfo');
/** 查询选项（useQuery、fetchQuery）：当前登录人法务基础信息（GET /legal-service/user/basicInfo） */
export const getLegalUserBasicInfoQueryOptions: QueryFnOpt<'getLegalUserBasicInfo', LegalQueryParams['getLegalUserBasicInfo'], OpResult<operations['getLegalUserBasicInfo']>> = /* @__PURE__ */ reader('getLegalUserBasicInfo', 'GET /legal-service/user/basicInfo');

/** 键 `['listLegalCandidateUsers', 参数]`：可开通法务账号的人员（GET /legal-service/user/list） */
export const listLegalCandidateUsersKey: KeyFnOpt<'listLegalCandidateUsers', LegalQueryParams['listLegalCandidateUsers']> = /* @__PURE__ */ keyer('listLegalCandidateUsers');
/** 查询选项（useQuery、fetchQuery）：可开通法务账号的人员（GET /legal-service/user/list） */
export const listLegalCandidateUsersQueryOptions: QueryFnOpt<'listLegalCandidateUsers', LegalQueryParams['listLegalCandidateUsers'], OpResult<operations['listLegalCandidateUsers']>> = /* @__PURE__ */ reader('listLegalCandidateUsers', 'GET /legal-service/user/list');

/** 键 `['listLegalUsersByOrgType', 参数]`：按组织类型查询人员（GET /legal-service/user/queryUserByOrgType） */
export const listLegalUsersByOrgTypeKey: KeyFn<'listLegalUsersByOrgType', LegalQueryParams['listLegalUsersByOrgType']> = /* @__PURE__ */ keyer('listLegalUsersByOrgType');
/** 查询选项（useQuery、fetchQuery）：按组织类型查询人员（GET /legal-service/user/queryUserByOrgType） */
export const listLegalUsersByOrgTypeQueryOptions: QueryFn<'listLegalUsersByOrgType', LegalQueryParams['listLegalUsersByOrgType'], OpResult<operations['listLegalUsersByOrgType']>> = /* @__PURE__ */ reader('listLegalUsersByOrgType', 'GET /legal-service/user/queryUserByOrgType');
