/* 由 scripts/spec.mjs 从 spec/ 生成，请勿手改。运行 `pnpm spec` 重新生成。 */
/** 业务域「org」的 TanStack Query 选项：44 个调用（读 24 个，其中分页 8 个；写 20 个）。`import { … } from '@site/sdk/query/org'`。 */
import type { operations } from '../areas/org.schema';
import type { OpResult } from '../../types';
import { keyer, pager, reader, writer } from '../../query-kit';
import type { KeyFn, KeyFnOpt, InfiniteFn, InfiniteFnOpt, MutationFn, QueryFn, QueryFnOpt } from '../../query-kit';

export * from '../../query-kit';

/** 每个调用的查询参数（键的第二项，也是调用的 `params` 与 `body`）。 */
export interface OrgQueryParams {
  addAiCompany: { params?: never; body: NonNullable<operations['addAiCompany']['requestBody']>['content']['application/json'] };
  deleteAiCompany: { params?: never; body: NonNullable<operations['deleteAiCompany']['requestBody']>['content']['application/json'] };
  getAiCompany: { params: operations['getAiCompany']['parameters']; body?: never };
  pageAiCompanies: { params?: operations['pageAiCompanies']['parameters']; body?: never };
  updateAiCompany: { params?: never; body: NonNullable<operations['updateAiCompany']['requestBody']>['content']['application/json'] };
  getOrgDefaultSingleConfig: { params?: never; body?: never };
  getOrgSingleConfig: { params: operations['getOrgSingleConfig']['parameters']; body?: never };
  editOrgSingleConfig: { params?: never; body: NonNullable<operations['editOrgSingleConfig']['requestBody']>['content']['application/json'] };
  listOrgSingleConfigs: { params?: operations['listOrgSingleConfigs']['parameters']; body?: never };
  resetOrgSingleConfig: { params?: never; body: NonNullable<operations['resetOrgSingleConfig']['requestBody']>['content']['application/json'] };
  geocodeAddress: { params: operations['geocodeAddress']['parameters']; body?: never };
  reverseGeocodeLocation: { params: operations['reverseGeocodeLocation']['parameters']; body?: never };
  getOrgBranchProjectTree: { params?: operations['getOrgBranchProjectTree']['parameters']; body?: never };
  addOrgCorp: { params?: never; body: NonNullable<operations['addOrgCorp']['requestBody']>['content']['application/json'] };
  deleteOrgCorp: { params: operations['deleteOrgCorp']['parameters']; body?: never };
  getOrgCorp: { params: operations['getOrgCorp']['parameters']; body?: never };
  editOrgCorp: { params?: never; body: NonNullable<operations['editOrgCorp']['requestBody']>['content']['application/json'] };
  pageOrgCorps: { params?: operations['pageOrgCorps']['parameters']; body?: never };
  listOrgCorpOptions: { params?: operations['listOrgCorpOptions']['parameters']; body?: never };
  listOrgManagers: { params?: operations['listOrgManagers']['parameters']; body?: never };
  getOrgSelectTree: { params?: operations['getOrgSelectTree']['parameters']; body?: never };
  addOrgPerson: { params?: never; body: NonNullable<operations['addOrgPerson']['requestBody']>['content']['application/json'] };
  deleteOrgPerson: { params: operations['deleteOrgPerson']['parameters']; body?: never };
  getOrgPerson: { params: operations['getOrgPerson']['parameters']; body?: never };
  editOrgPerson: { params?: never; body: NonNullable<operations['editOrgPerson']['requestBody']>['content']['application/json'] };
  pageOrgPersons: { params?: operations['pageOrgPersons']['parameters']; body?: never };
  resetOrgPersonPassword: { params?: never; body: NonNullable<operations['resetOrgPersonPassword']['requestBody']>['content']['application/json'] };
  addOrgProject: { params?: never; body: NonNullable<operations['addOrgProject']['requestBody']>['content']['application/json'] };
  getOrgProject: { params: operations['getOrgProject']['parameters']; body?: never };
  editOrgProject: { params?: never; body: NonNullable<operations['editOrgProject']['requestBody']>['content']['application/json'] };
  pageOrgProjects: { params?: operations['pageOrgProjects']['parameters']; body?: never };
  changeOrgProjectStatus: { params?: never; body: NonNullable<operations['changeOrgProjectStatus']['requestBody']>['content']['application/json'] };
  listOrgRoleOptions: { params?: operations['listOrgRoleOptions']['parameters']; body?: never };
  checkinOrgTeam: { params?: never; body: NonNullable<operations['checkinOrgTeam']['requestBody']>['content']['application/json'] };
  deleteOrgTeam: { params: operations['deleteOrgTeam']['parameters']; body?: never };
  editOrgTeam: { params?: never; body: NonNullable<operations['editOrgTeam']['requestBody']>['content']['application/json'] };
  exitOrgTeam: { params?: never; body: NonNullable<operations['exitOrgTeam']['requestBody']>['content']['application/json'] };
  listOrgTeams: { params?: operations['listOrgTeams']['parameters']; body?: never };
  listOrgTeamOptions: { params?: operations['listOrgTeamOptions']['parameters']; body?: never };
  getOrgWorkerAttendance: { params: operations['getOrgWorkerAttendance']['parameters']; body?: never };
  listOrgWorkerComplaints: { params?: operations['listOrgWorkerComplaints']['parameters']; body?: never };
  getOrgWorkerDetail: { params: operations['getOrgWorkerDetail']['parameters']; body?: never };
  editOrgWorker: { params?: never; body: NonNullable<operations['editOrgWorker']['requestBody']>['content']['application/json'] };
  listOrgWorkers: { params?: operations['listOrgWorkers']['parameters']; body?: never };
}

/** 键 `['addAiCompany', 参数]`：新增 AI 参建单位（POST /bam-service/ai_company/add） */
export const addAiCompanyKey: KeyFn<'addAiCompany', OrgQueryParams['addAiCompany']> = /* @__PURE__ */ keyer('addAiCompany');
/** 变更选项（useMutation，`mutate(参数)`）：新增 AI 参建单位（POST /bam-service/ai_company/add） */
export const addAiCompanyMutationOptions: MutationFn<'addAiCompany', OrgQueryParams['addAiCompany'], OpResult<operations['addAiCompany']>> = /* @__PURE__ */ writer('addAiCompany', 'POST /bam-service/ai_company/add');

/** 键 `['deleteAiCompany', 参数]`：删除 AI 参建单位（POST /bam-service/ai_company/delete） */
export const deleteAiCompanyKey: KeyFn<'deleteAiCompany', OrgQueryParams['deleteAiCompany']> = /* @__PURE__ */ keyer('deleteAiCompany');
/** 变更选项（useMutation，`mutate(参数)`）：删除 AI 参建单位（POST /bam-service/ai_company/delete） */
export const deleteAiCompanyMutationOptions: MutationFn<'deleteAiCompany', OrgQueryParams['deleteAiCompany'], OpResult<operations['deleteAiCompany']>> = /* @__PURE__ */ writer('deleteAiCompany', 'POST /bam-service/ai_company/delete');

/** 键 `['getAiCompany', 参数]`：AI 参建单位详情（GET /bam-service/ai_company/detail） */
export const getAiCompanyKey: KeyFn<'getAiCompany', OrgQueryParams['getAiCompany']> = /* @__PURE__ */ keyer('getAiCompany');
/** 查询选项（useQuery、fetchQuery）：AI 参建单位详情（GET /bam-service/ai_company/detail） */
export const getAiCompanyQueryOptions: QueryFn<'getAiCompany', OrgQueryParams['getAiCompany'], OpResult<operations['getAiCompany']>> = /* @__PURE__ */ reader('getAiCompany', 'GET /bam-service/ai_company/detail');

/** 键 `['pageAiCompanies', 参数]`：AI 参建单位分页（GET /bam-service/ai_company/page） */
export const pageAiCompaniesKey: KeyFnOpt<'pageAiCompanies', OrgQueryParams['pageAiCompanies']> = /* @__PURE__ */ keyer('pageAiCompanies');
/** 查询选项（useQuery、fetchQuery）：AI 参建单位分页（GET /bam-service/ai_company/page） */
export const pageAiCompaniesQueryOptions: QueryFnOpt<'pageAiCompanies', OrgQueryParams['pageAiCompanies'], OpResult<operations['pageAiCompanies']>> = /* @__PURE__ */ reader('pageAiCompanies', 'GET /bam-service/ai_company/page n');
/** 无限查询选项（useInfiniteQuery，逐页读到 total 为止）：AI 参建单位分页（GET /bam-service/ai_company/page） */
export const pageAiCompaniesInfiniteQueryOptions: InfiniteFnOpt<'pageAiCompanies', OrgQueryParams['pageAiCompanies'], OpResult<operations['pageAiCompanies']>> = /* @__PURE__ */ pager('pageAiCompanies', 'GET /bam-service/ai_company/page n');

/** 键 `['updateAiCompany', 参数]`：编辑 AI 参建单位（POST /bam-service/ai_company/update） */
export const updateAiCompanyKey: KeyFn<'updateAiCompany', OrgQueryParams['updateAiCompany']> = /* @__PURE__ */ keyer('updateAiCompany');
/** 变更选项（useMutation，`mutate(参数)`）：编辑 AI 参建单位（POST /bam-service/ai_company/update） */
export const updateAiCompanyMutationOptions: MutationFn<'updateAiCompany', OrgQueryParams['updateAiCompany'], OpResult<operations['updateAiCompany']>> = /* @__PURE__ */ writer('updateAiCompany', 'POST /bam-service/ai_company/update');

/** 键 `['getOrgDefaultSingleConfig', 参数]`：系统默认单项配置（GET /pc/config/single/default） */
export const getOrgDefaultSingleConfigKey: KeyFnOpt<'getOrgDefaultSingleConfig', OrgQueryParams['getOrgDefaultSingleConfig']> = /* @__PURE__ */ keyer('getOrgDefaultSingleConfig');
/** 查询选项（useQuery、fetchQuery）：系统默认单项配置（GET /pc/config/single/default） */
export const getOrgDefaultSingleConfigQueryOptions: QueryFnOpt<'getOrgDefaultSingleConfig', OrgQueryParams['getOrgDefaultSingleConfig'], OpResult<operations['getOrgDefaultSingleConfig']>> = /* @__PURE__ */ reader('getOrgDefaultSingleConfig', 'GET /pc/config/single/default');

/** 键 `['getOrgSingleConfig', 参数]`：项目单项配置详情（GET /pc/config/single/detail） */
export const getOrgSingleConfigKey: KeyFn<'getOrgSingleConfig', OrgQueryParams['getOrgSingleConfig']> = /* @__PURE__ */ keyer('getOrgSingleConfig');
/** 查询选项（useQuery、fetchQuery）：项目单项配置详情（GET /pc/config/single/detail） */
export const getOrgSingleConfigQueryOptions: QueryFn<'getOrgSingleConfig', OrgQueryParams['getOrgSingleConfig'], OpResult<operations['getOrgSingleConfig']>> = /* @__PURE__ */ reader('getOrgSingleConfig', 'GET /pc/config/single/detail');

/** 键 `['editOrgSingleConfig', 参数]`：保存项目单项配置（POST /pc/config/single/edit） */
export const editOrgSingleConfigKey: KeyFn<'editOrgSingleConfig', OrgQueryParams['editOrgSingleConfig']> = /* @__PURE__ */ keyer('editOrgSingleConfig');
/** 变更选项（useMutation，`mutate(参数)`）：保存项目单项配置（POST /pc/config/single/edit） */
export const editOrgSingleConfigMutationOptions: MutationFn<'editOrgSingleConfig', OrgQueryParams['editOrgSingleConfig'], OpResult<operations['editOrgSingleConfig']>> = /* @__PURE__ */ writer('editOrgSingleConfig', 'POST /pc/config/single/edit');

/** 键 `['listOrgSingleConfigs', 参数]`：各项目单项配置一览（GET /pc/config/single/list） */
export const listOrgSingleConfigsKey: KeyFnOpt<'listOrgSingleConfigs', OrgQueryParams['listOrgSingleConfigs']> = /* @__PURE__ */ keyer('listOrgSingleConfigs');
/** 查询选项（useQuery、fetchQuery）：各项目单项配置一览（GET /pc/config/single/list） */
export const listOrgSingleConfigsQueryOptions: QueryFnOpt<'listOrgSingleConfigs', OrgQueryParams['listOrgSingleConfigs'], OpResult<operations['listOrgSingleConfigs']>> = /* @__PURE__ */ reader('listOrgSingleConfigs', 'GET /pc/config/single/list n');
/** 无限查询选项（useInfiniteQuery，逐页读到 total 为止）：各项目单项配置一览（GET /pc/config/single/list） */
export const listOrgSingleConfigsInfiniteQueryOptions: InfiniteFnOpt<'listOrgSingleConfigs', OrgQueryParams['listOrgSingleConfigs'], OpResult<operations['listOrgSingleConfigs']>> = /* @__PURE__ */ pager('listOrgSingleConfigs', 'GET /pc/config/single/list n');

/** 键 `['resetOrgSingleConfig', 参数]`：项目单项配置恢复默认（POST /pc/config/single/reset） */
export const resetOrgSingleConfigKey: KeyFn<'resetOrgSingleConfig', OrgQueryParams['resetOrgSingleConfig']> = /* @__PURE__ */ keyer('resetOrgSingleConfig');
/** 变更选项（useMutation，`mutate(参数)`）：项目单项配置恢复默认（POST /pc/config/single/reset） */
export const resetOrgSingleConfigMutationOptions: MutationFn<'resetOrgSingleConfig', OrgQueryParams['resetOrgSingleConfig'], OpResult<operations['resetOrgSingleConfig']>> = /* @__PURE__ */ writer('resetOrgSingleConfig', 'POST /pc/config/single/reset');

/** 键 `['geocodeAddress', 参数]`：地址转经纬度（GET /pc/map/geocode） */
export const geocodeAddressKey: KeyFn<'geocodeAddress', OrgQueryParams['geocodeAddress']> = /* @__PURE__ */ keyer('geocodeAddress');
/** 查询选项（useQuery、fetchQuery）：地址转经纬度（GET /pc/map/geocode） */
export const geocodeAddressQueryOptions: QueryFn<'geocodeAddress', OrgQueryParams['geocodeAddress'], OpResult<operations['geocodeAddress']>> = /* @__PURE__ */ reader('geocodeAddress', 'GET /pc/map/geocode');

/** 键 `['reverseGeocodeLocation', 参数]`：经纬度转地址（GET /pc/map/regeocode） */
export const reverseGeocodeLocationKey: KeyFn<'reverseGeocodeLocation', OrgQueryParams['reverseGeocodeLocation']> = /* @__PURE__ */ keyer('reverseGeocodeLocation');
/** 查询选项（useQuery、fetchQuery）：经纬度转地址（GET /pc/map/regeocode） */
export const reverseGeocodeLocationQueryOptions: QueryFn<'reverseGeocodeLocation', OrgQueryParams['reverseGeocodeLocation'], OpResult<operations['reverseGeocodeLocation']>> = /* @__PURE__ */ reader('reverseGeocodeLocation', 'GET /pc/map/regeocode');

/** 键 `['getOrgBranchProjectTree', 参数]`：公司—分公司—项目树（GET /pc/org/branch/project/tree） */
export const getOrgBranchProjectTreeKey: KeyFnOpt<'getOrgBranchProjectTree', OrgQueryParams['getOrgBranchProjectTree']> = /* @__PURE__ */ keyer('getOrgBranchProjectTree');
/** 查询选项（useQuery、fetchQuery）：公司—分公司—项目树（GET /pc/org/branch/project/tree） */
export const getOrgBranchProjectTreeQueryOptions: QueryFnOpt<'getOrgBranchProjectTree', OrgQueryParams['getOrgBranchProjectTree'], OpResult<operations['getOrgBranchProjectTree']>> = /* @__PURE__ */ reader('getOrgBranchProjectTree', 'GET /pc/org/branch/project/tree');

/** 键 `['addOrgCorp', 参数]`：新增参建企业（POST /pc/org/corp/add） */
export const addOrgCorpKey: KeyFn<'addOrgCorp', OrgQueryParams['addOrgCorp']> = /* @__PURE__ */ keyer('addOrgCorp');
/** 变更选项（useMutation，`mutate(参数)`）：新增参建企业（POST /pc/org/corp/add） */
export const addOrgCorpMutationOptions: MutationFn<'addOrgCorp', OrgQueryParams['addOrgCorp'], OpResult<operations['addOrgCorp']>> = /* @__PURE__ */ writer('addOrgCorp', 'POST /pc/org/corp/add');

/** 键 `['deleteOrgCorp', 参数]`：删除参建企业（POST /pc/org/corp/del/{id}） */
export const deleteOrgCorpKey: KeyFn<'deleteOrgCorp', OrgQueryParams['deleteOrgCorp']> = /* @__PURE__ */ keyer('deleteOrgCorp');
/** 变更选项（useMutation，`mutate(参数)`）：删除参建企业（POST /pc/org/corp/del/{id}） */
export const deleteOrgCorpMutationOptions: MutationFn<'deleteOrgCorp', OrgQueryParams['deleteOrgCorp'], OpResult<operations['deleteOrgCorp']>> = /* @__PURE__ */ writer('deleteOrgCorp', 'POST /pc/org/corp/del/{id}');

/** 键 `['getOrgCorp', 参数]`：参建企业详情（GET /pc/org/corp/detail） */
export const getOrgCorpKey: KeyFn<'getOrgCorp', OrgQueryParams['getOrgCorp']> = /* @__PURE__ */ keyer('getOrgCorp');
/** 查询选项（useQuery、fetchQuery）：参建企业详情（GET /pc/org/corp/detail） */
export const getOrgCorpQueryOptions: QueryFn<'getOrgCorp', OrgQueryParams['getOrgCorp'], OpResult<operations['getOrgCorp']>> = /* @__PURE__ */ reader('getOrgCorp', 'GET /pc/org/corp/detail');

/** 键 `['editOrgCorp', 参数]`：编辑参建企业（POST /pc/org/corp/edit） */
export const editOrgCorpKey: KeyFn<'editOrgCorp', OrgQueryParams['editOrgCorp']> = /* @__PURE__ */ keyer('editOrgCorp');
/** 变更选项（useMutation，`mutate(参数)`）：编辑参建企业（POST /pc/org/corp/edit） */
export const editOrgCorpMutationOptions: MutationFn<'editOrgCorp', OrgQueryParams['editOrgCorp'], OpResult<operations['editOrgCorp']>> = /* @__PURE__ */ writer('editOrgCorp', 'POST /pc/org/corp/edit');

/** 键 `['pageOrgCorps', 参数]`：参建企业分页（GET /pc/org/corp/page） */
export const pageOrgCorpsKey: KeyFnOpt<'pageOrgCorps', OrgQueryParams['pageOrgCorps']> = /* @__PURE__ */ keyer('pageOrgCorps');
/** 查询选项（useQuery、fetchQuery）：参建企业分页（GET /pc/org/corp/page） */
export const pageOrgCorpsQueryOptions: QueryFnOpt<'pageOrgCorps', OrgQueryParams['pageOrgCorps'], OpResult<operations['pageOrgCorps']>> = /* @__PURE__ */ reader('pageOrgCorps', 'GET /pc/org/corp/page n');
/** 无限查询选项（useInfiniteQuery，逐页读到 total 为止）：参建企业分页（GET /pc/org/corp/page） */
export const pageOrgCorpsInfiniteQueryOptions: InfiniteFnOpt<'pageOrgCorps', OrgQueryParams['pageOrgCorps'], OpResult<operations['pageOrgCorps']>> = /* @__PURE__ */ pager('pageOrgCorps', 'GET /pc/org/corp/page n');

/** 键 `['listOrgCorpOptions', 参数]`：参建企业下拉（GET /pc/org/corp/select） */
export const listOrgCorpOptionsKey: KeyFnOpt<'listOrgCorpOptions', OrgQueryParams['listOrgCorpOptions']> = /* @__PURE__ */ keyer('listOrgCorpOptions');
/** 查询选项（useQuery、fetchQuery）：参建企业下拉（GET /pc/org/corp/select） */
export const listOrgCorpOptionsQueryOptions: QueryFnOpt<'listOrgCorpOptions', OrgQueryParams['listOrgCorpOptions'], OpResult<operations['listOrgCorpOptions']>> = /* @__PURE__ */ reader('listOrgCorpOptions', 'GET /pc/org/corp/select');

/** 键 `['listOrgManagers', 参数]`：管理人员列表（GET /pc/org/manager） */
export const listOrgManagersKey: KeyFnOpt<'listOrgManagers', OrgQueryParams['listOrgManagers']> = /* @__PURE__ */ keyer('listOrgManagers');
/** 查询选项（useQuery、fetchQuery）：管理人员列表（GET /pc/org/manager） */
export const listOrgManagersQueryOptions: QueryFnOpt<'listOrgManagers', OrgQueryParams['listOrgManagers'], OpResult<operations['listOrgManagers']>> = /* @__PURE__ */ reader('listOrgManagers', 'GET /pc/org/manager');

/** 键 `['getOrgSelectTree', 参数]`：组织树（顶栏切换器）（GET /pc/org/select/tree） */
export const getOrgSelectTreeKey: KeyFnOpt<'getOrgSelectTree', OrgQueryParams['getOrgSelectTree']> = /* @__PURE__ */ keyer('getOrgSelectTree');
/** 查询选项（useQuery、fetchQuery）：组织树（顶栏切换器）（GET /pc/org/select/tree） */
export const getOrgSelectTreeQueryOptions: QueryFnOpt<'getOrgSelectTree', OrgQueryParams['getOrgSelectTree'], OpResult<operations['getOrgSelectTree']>> = /* @__PURE__ */ reader('getOrgSelectTree', 'GET /pc/org/select/tree');

/** 键 `['addOrgPerson', 参数]`：新增人员账号（POST /pc/person/add） */
export const addOrgPersonKey: KeyFn<'addOrgPerson', OrgQueryParams['addOrgPerson']> = /* @__PURE__ */ keyer('addOrgPerson');
/** 变更选项（useMutation，`mutate(参数)`）：新增人员账号（POST /pc/person/add） */
export const addOrgPersonMutationOptions: MutationFn<'addOrgPerson', OrgQueryParams['addOrgPerson'], OpResult<operations['addOrgPerson']>> = /* @__PURE__ */ writer('addOrgPerson', 'POST /pc/person/add');

/** 键 `['deleteOrgPerson', 参数]`：删除人员账号（POST /pc/person/del/{id}） */
export const deleteOrgPersonKey: KeyFn<'deleteOrgPerson', OrgQueryParams['deleteOrgPerson']> = /* @__PURE__ */ keyer('deleteOrgPerson');
/** 变更选项（useMutation，`mutate(参数)`）：删除人员账号（POST /pc/person/del/{id}） */
export const deleteOrgPersonMutationOptions: MutationFn<'deleteOrgPerson', OrgQueryParams['deleteOrgPerson'], OpResult<operations['deleteOrgPerson']>> = /* @__PURE__ */ writer('deleteOrgPerson', 'POST /pc/person/del/{id}');

/** 键 `['getOrgPerson', 参数]`：人员账号详情（GET /pc/person/detail） */
export const getOrgPersonKey: KeyFn<'getOrgPerson', OrgQueryParams['getOrgPerson']> = /* @__PURE__ */ keyer('getOrgPerson');
/** 查询选项（useQuery、fetchQuery）：人员账号详情（GET /pc/person/detail） */
export const getOrgPersonQueryOptions: QueryFn<'getOrgPerson', OrgQueryParams['getOrgPerson'], OpResult<operations['getOrgPerson']>> = /* @__PURE__ */ reader('getOrgPerson', 'GET /pc/person/detail');

/** 键 `['editOrgPerson', 参数]`：编辑人员账号（POST /pc/person/edit） */
export const editOrgPersonKey: KeyFn<'editOrgPerson', OrgQueryParams['editOrgPerson']> = /* @__PURE__ */ keyer('editOrgPerson');
/** 变更选项（useMutation，`mutate(参数)`）：编辑人员账号（POST /pc/person/edit） */
export const editOrgPersonMutationOptions: MutationFn<'editOrgPerson', OrgQueryParams['editOrgPerson'], OpResult<operations['editOrgPerson']>> = /* @__PURE__ */ writer('editOrgPerson', 'POST /pc/person/edit');

/** 键 `['pageOrgPersons', 参数]`：人员账号分页（GET /pc/person/page） */
export const pageOrgPersonsKey: KeyFnOpt<'pageOrgPersons', OrgQueryParams['pageOrgPersons']> = /* @__PURE__ */ keyer('pageOrgPersons');
/** 查询选项（useQuery、fetchQuery）：人员账号分页（GET /pc/person/page） */
export const pageOrgPersonsQueryOptions: QueryFnOpt<'pageOrgPersons', OrgQueryParams['pageOrgPersons'], OpResult<operations['pageOrgPersons']>> = /* @__PURE__ */ reader('pageOrgPersons', 'GET /pc/person/page n');
/** 无限查询选项（useInfiniteQuery，逐页读到 total 为止）：人员账号分页（GET /pc/person/page） */
export const pageOrgPersonsInfiniteQueryOptions: InfiniteFnOpt<'pageOrgPersons', OrgQueryParams['pageOrgPersons'], OpResult<operations['pageOrgPersons']>> = /* @__PURE__ */ pager('pageOrgPersons', 'GET /pc/person/page n');

/** 键 `['resetOrgPersonPassword', 参数]`：重置人员密码（POST /pc/person/password/reset） */
export const resetOrgPersonPasswordKey: KeyFn<'resetOrgPersonPassword', OrgQueryParams['resetOrgPersonPassword']> = /* @__PURE__ */ keyer('resetOrgPersonPassword');
/** 变更选项（useMutation，`mutate(参数)`）：重置人员密码（POST /pc/person/password/reset） */
export const resetOrgPersonPasswordMutationOptions: MutationFn<'resetOrgPersonPassword', OrgQueryParams['resetOrgPersonPassword'], OpResult<operations['resetOrgPersonPassword']>> = /* @__PURE__ */ writer('resetOrgPersonPassword', 'POST /pc/person/password/reset');

/** 键 `['addOrgProject', 参数]`：新增项目（POST /pc/project/add） */
export const addOrgProjectKey: KeyFn<'addOrgProject', OrgQueryParams['addOrgProject']> = /* @__PURE__ */ keyer('addOrgProject');
/** 变更选项（useMutation，`mutate(参数)`）：新增项目（POST /pc/project/add） */
export const addOrgProjectMutationOptions: MutationFn<'addOrgProject', OrgQueryParams['addOrgProject'], OpResult<operations['addOrgProject']>> = /* @__PURE__ */ writer('addOrgProject', 'POST /pc/project/add');

/** 键 `['getOrgProject', 参数]`：项目详情（GET /pc/project/detail） */
export const getOrgProjectKey: KeyFn<'getOrgProject', OrgQueryParams['getOrgProject']> = /* @__PURE__ */ keyer('getOrgProject');
/** 查询选项（useQuery、fetchQuery）：项目详情（GET /pc/project/detail） */
export const getOrgProjectQueryOptions: QueryFn<'getOrgProject', OrgQueryParams['getOrgProject'], OpResult<operations['getOrgProject']>> = /* @__PURE__ */ reader('getOrgProject', 'GET /pc/project/detail');

/** 键 `['editOrgProject', 参数]`：编辑项目（POST /pc/project/edit） */
export const editOrgProjectKey: KeyFn<'editOrgProject', OrgQueryParams['editOrgProject']> = /* @__PURE__ */ keyer('editOrgProject');
/** 变更选项（useMutation，`mutate(参数)`）：编辑项目（POST /pc/project/edit） */
export const editOrgProjectMutationOptions: MutationFn<'editOrgProject', OrgQueryParams['editOrgProject'], OpResult<operations['editOrgProject']>> = /* @__PURE__ */ writer('editOrgProject', 'POST /pc/project/edit');

/** 键 `['pageOrgProjects', 参数]`：项目分页（GET /pc/project/page） */
export const pageOrgProjectsKey: KeyFnOpt<'pageOrgProjects', OrgQueryParams['pageOrgProjects']> = /* @__PURE__ */ keyer('pageOrgProjects');
/** 查询选项（useQuery、fetchQuery）：项目分页（GET /pc/project/page） */
export const pageOrgProjectsQueryOptions: QueryFnOpt<'pageOrgProjects', OrgQueryParams['pageOrgProjects'], OpResult<operations['pageOrgProjects']>> = /* @__PURE__ */ reader('pageOrgProjects', 'GET /pc/project/page n');
/** 无限查询选项（useInfiniteQuery，逐页读到 total 为止）：项目分页（GET /pc/project/page） */
export const pageOrgProjectsInfiniteQueryOptions: InfiniteFnOpt<'pageOrgProjects', OrgQueryParams['pageOrgProjects'], OpResult<operations['pageOrgProjects']>> = /* @__PURE__ */ pager('pageOrgProjects', 'GET /pc/project/page n');

/** 键 `['changeOrgProjectStatus', 参数]`：修改项目状态（POST /pc/project/status） */
export const changeOrgProjectStatusKey: KeyFn<'changeOrgProjectStatus', OrgQueryParams['changeOrgProjectStatus']> = /* @__PURE__ */ keyer('changeOrgProjectStatus');
/** 变更选项（useMutation，`mutate(参数)`）：修改项目状态（POST /pc/project/status） */
export const changeOrgProjectStatusMutationOptions: MutationFn<'changeOrgProjectStatus', OrgQueryParams['changeOrgProjectStatus'], OpResult<operations['changeOrgProjectStatus']>> = /* @__PURE__ */ writer('changeOrgProjectStatus', 'POST /pc/project/status');

/** 键 `['listOrgRoleOptions', 参数]`：角色下拉（GET /pc/role/select） */
export const listOrgRoleOptionsKey: KeyFnOpt<'listOrgRoleOptions', OrgQueryParams['listOrgRoleOptions']> = /* @__PURE__ */ keyer('listOrgRoleOptions');
/** 查询选项（useQuery、fetchQuery）：角色下拉（GET /pc/role/select） */
export const listOrgRoleOptionsQueryOptions: QueryFnOpt<'listOrgRoleOptions', OrgQueryParams['listOrgRoleOptions'], OpResult<operations['listOrgRoleOptions']>> = /* @__PURE__ */ reader('listOrgRoleOptions', 'GET /pc/role/select');

/** 键 `['checkinOrgTeam', 参数]`：班组进场（POST /pc/team/checkin） */
export const checkinOrgTeamKey: KeyFn<'checkinOrgTeam', OrgQueryParams['checkinOrgTeam']> = /* @__PURE__ */ keyer('checkinOrgTeam');
/** 变更选项（useMutation，`mutate(参数)`）：班组进场（POST /pc/team/checkin） */
export const checkinOrgTeamMutationOptions: MutationFn<'checkinOrgTeam', OrgQueryParams['checkinOrgTeam'], OpResult<operations['checkinOrgTeam']>> = /* @__PURE__ */ writer('checkinOrgTeam', 'POST /pc/team/checkin');

/** 键 `['deleteOrgTeam', 参数]`：删除班组（POST /pc/team/del/{id}） */
export const deleteOrgTeamKey: KeyFn<'deleteOrgTeam', OrgQueryParams['deleteOrgTeam']> = /* @__PURE__ */ keyer('deleteOrgTeam');
/** 变更选项（useMutation，`mutate(参数)`）：删除班组（POST /pc/team/del/{id}） */
export const deleteOrgTeamMutationOptions: MutationFn<'deleteOrgTeam', OrgQueryParams['deleteOrgTeam'], OpResult<operations['deleteOrgTeam']>> = /* @__PURE__ */ writer('deleteOrgTeam', 'POST /pc/team/del/{id}');

/** 键 `['editOrgTeam', 参数]`：新增或编辑班组（POST /pc/team/edit） */
export const editOrgTeamKey: KeyFn<'editOrgTeam', OrgQueryParams['editOrgTeam']> = /* @__PURE__ */ keyer('editOrgTeam');
/** 变更选项（useMutation，`mutate(参数)`）：新增或编辑班组（POST /pc/team/edit） */
export const editOrgTeamMutationOptions: MutationFn<'editOrgTeam', OrgQueryParams['editOrgTeam'], OpResult<operations['editOrgTeam']>> = /* @__PURE__ */ writer('editOrgTeam', 'POST /pc/team/edit');

/** 键 `['exitOrgTeam', 参数]`：班组退场（POST /pc/team/exit） */
export const exitOrgTeamKey: KeyFn<'exitOrgTeam', OrgQueryParams['exitOrgTeam']> = /* @__PURE__ */ keyer('exitOrgTeam');
/** 变更选项（useMutation，`mutate(参数)`）：班组退场（POST /pc/team/exit） */
export const exitOrgTeamMutationOptions: MutationFn<'exitOrgTeam', OrgQueryParams['exitOrgTeam'], OpResult<operations['exitOrgTeam']>> = /* @__PURE__ */ writer('exitOrgTeam', 'POST /pc/team/exit');

/** 键 `['listOrgTeams', 参数]`：班组分页（GET /pc/team/list） */
export const listOrgTeamsKey: KeyFnOpt<'listOrgTeams', OrgQueryParams['listOrgTeams']> = /* @__PURE__ */ keyer('listOrgTeams');
/** 查询选项（useQuery、fetchQuery）：班组分页（GET /pc/team/list） */
export const listOrgTeamsQueryOptions: QueryFnOpt<'listOrgTeams', OrgQueryParams['listOrgTeams'], OpResult<operations['listOrgTeams']>> = /* @__PURE__ */ reader('listOrgTeams', 'GET /pc/team/list n');
/** 无限查询选项（useInfiniteQuery，逐页读到 total 为止）：班组分页（GET /pc/team/list） */
export const listOrgTeamsInfiniteQueryOptions: InfiniteFnOpt<'listOrgTeams', OrgQueryParams['listOrgTeams'], OpResult<operations['listOrgTeams']>> = /* @__PURE__ */ pager('listOrgTeams', 'GET /pc/team/list n');

/** 键 `['listOrgTeamOptions', 参数]`：班组下拉（GET /pc/team/select） */
export const listOrgTeamOptionsKey: KeyFnOpt<'listOrgTeamOptions', OrgQueryParams['listOrgTeamOptions']> = /* @__PURE__ */ keyer('listOrgTeamOptions');
/** 查询选项（useQuery、fetchQuery）：班组下拉（GET /pc/team/select） */
export const listOrgTeamOptionsQueryOptions: QueryFnOpt<'listOrgTeamOptions', OrgQueryParams['listOrgTeamOptions'], OpResult<operations['listOrgTeamOptions']>> = /* @__PURE__ */ reader('listOrgTeamOptions', 'GET /pc/team/select');

/** 键 `['getOrgWorkerAttendance', 参数]`：工人月度出勤（GET /pc/worker/attendance） */
export const getOrgWorkerAttendanceKey: KeyFn<'getOrgWorkerAttendance', OrgQueryParams['getOrgWorkerAttendance']> = /* @__PURE__ */ keyer('getOrgWorkerAttendance');
/** 查询选项（useQuery、fetchQuery）：工人月度出勤（GET /pc/worker/attendance） */
export const getOrgWorkerAttendanceQueryOptions: QueryFn<'getOrgWorkerAttendance', OrgQueryParams['getOrgWorkerAttendance'], OpResult<operations['getOrgWorkerAttendance']>> = /* @__PURE__ */ reader('getOrgWorkerAttendance', 'GET /pc/worker/attendance');

/** 键 `['listOrgWorkerComplaints', 参数]`：工人投诉记录（GET /pc/worker/complaint） */
export const listOrgWorkerComplaintsKey: KeyFnOpt<'listOrgWorkerComplaints', OrgQueryParams['listOrgWorkerComplaints']> = /* @__PURE__ */ keyer('listOrgWorkerComplaints');
/** 查询选项（useQuery、fetchQuery）：工人投诉记录（GET /pc/worker/complaint） */
export const listOrgWorkerComplaintsQueryOptions: QueryFnOpt<'listOrgWorkerComplaints', OrgQueryParams['listOrgWorkerComplaints'], OpResult<operations['listOrgWorkerComplaints']>> = /* @__PURE__ */ reader('listOrgWorkerComplaints', 'GET /pc/worker/complaint n');
/** 无限查询选项（useInfiniteQuery，逐页读到 total 为止）：工人投诉记录（GET /pc/worker/complaint） */
export const listOrgWorkerComplaintsInfiniteQueryOptions: InfiniteFnOpt<'listOrgWorkerComplaints', OrgQueryParams['listOrgWorkerComplaints'], OpResult<operations['listOrgWorkerComplaints']>> = /* @__PURE__ */ pager('listOrgWorkerComplaints', 'GET /pc/worker/complaint n');

/** 键 `['getOrgWorkerDetail', 参数]`：工人详情（GET /pc/worker/detail） */
export const getOrgWorkerDetailKey: KeyFn<'getOrgWorkerDetail', OrgQueryParams['getOrgWorkerDetail']> = /* @__PURE__ */ keyer('getOrgWorkerDetail');
/** 查询选项（useQuery、fetchQuery）：工人详情（GET /pc/worker/detail） */
export const getOrgWorkerDetailQueryOptions: QueryFn<'getOrgWorkerDetail', OrgQueryParams['getOrgWorkerDetail'], OpResult<operations['getOrgWorkerDetail']>> = /* @__PURE__ */ reader('getOrgWorkerDetail', 'GET /pc/worker/detail');

/** 键 `['editOrgWorker', 参数]`：新增或编辑工人（POST /pc/worker/edit） */
export const editOrgWorkerKey: KeyFn<'editOrgWorker', OrgQueryParams['editOrgWorker']> = /* @__PURE__ */ keyer('editOrgWorker');
/** 变更选项（useMutation，`mutate(参数)`）：新增或编辑工人（POST /pc/worker/edit） */
export const editOrgWorkerMutationOptions: MutationFn<'editOrgWorker', OrgQueryParams['editOrgWorker'], OpResult<operations['editOrgWorker']>> = /* @__PURE__ */ writer('editOrgWorker', 'POST /pc/worker/edit');

/** 键 `['listOrgWorkers', 参数]`：工人花名册分页（GET /pc/worker/list） */
export const listOrgWorkersKey: KeyFnOpt<'listOrgWorkers', OrgQueryParams['listOrgWorkers']> = /* @__PURE__ */ keyer('listOrgWorkers');
/** 查询选项（useQuery、fetchQuery）：工人花名册分页（GET /pc/worker/list） */
export const listOrgWorkersQueryOptions: QueryFnOpt<'listOrgWorkers', OrgQueryParams['listOrgWorkers'], OpResult<operations['listOrgWorkers']>> = /* @__PURE__ */ reader('listOrgWorkers', 'GET /pc/worker/list n');
/** 无限查询选项（useInfiniteQuery，逐页读到 total 为止）：工人花名册分页（GET /pc/worker/list） */
export const listOrgWorkersInfiniteQueryOptions: InfiniteFnOpt<'listOrgWorkers', OrgQueryParams['listOrgWorkers'], OpResult<operations['listOrgWorkers']>> = /* @__PURE__ */ pager('listOrgWorkers', 'GET /pc/worker/list n');
