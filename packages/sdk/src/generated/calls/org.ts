/* 由 scripts/spec.mjs 从 spec/ 生成，请勿手改。运行 `pnpm spec` 重新生成。 */
/** 业务域「org」的 44 个调用，每个一个可摇树的函数：`import { createClient, pageAiCompanies } from '@site/sdk/calls/org'`，`await pageAiCompanies(api, …)`。 */
import type { operations } from '../areas/org.schema';
import type { OrgArgs } from '../areas/org';
import type { OpResult } from '../../types';
import { fileOp, op, uploadOp, type Call, type PagedCall } from '../../calls';

export * from '../../calls';
export type { components as OrgComponents, operations as OrgOperations } from '../areas/org.schema';

/** 新增 AI 参建单位（POST /bam-service/ai_company/add） */
export const addAiCompany: Call<'addAiCompany', OrgArgs['addAiCompany'], OpResult<operations['addAiCompany']>> = /* @__PURE__ */ op('addAiCompany', 'POST /bam-service/ai_company/add');

/** 删除 AI 参建单位（POST /bam-service/ai_company/delete） */
export const deleteAiCompany: Call<'deleteAiCompany', OrgArgs['deleteAiCompany'], OpResult<operations['deleteAiCompany']>> = /* @__PURE__ */ op('deleteAiCompany', 'POST /bam-service/ai_company/delete');

/** AI 参建单位详情（GET /bam-service/ai_company/detail） */
export const getAiCompany: Call<'getAiCompany', OrgArgs['getAiCompany'], OpResult<operations['getAiCompany']>> = /* @__PURE__ */ op('getAiCompany', 'GET /bam-service/ai_company/detail');

/** AI 参建单位分页（GET /bam-service/ai_company/page）；分页：`pagesOf(api, pageAiCompanies, …)` */
export const pageAiCompanies: PagedCall<'pageAiCompanies', OrgArgs['pageAiCompanies'], OpResult<operations['pageAiCompanies']>> = /* @__PURE__ */ op('pageAiCompanies', 'GET /bam-service/ai_company/page n');

/** 编辑 AI 参建单位（POST /bam-service/ai_company/update） */
export const updateAiCompany: Call<'updateAiCompany', OrgArgs['updateAiCompany'], OpResult<operations['updateAiCompany']>> = /* @__PURE__ */ op('updateAiCompany', 'POST /bam-service/ai_company/update');

/** 系统默认单项配置（GET /pc/config/single/default） */
export const getOrgDefaultSingleConfig: Call<'getOrgDefaultSingleConfig', OrgArgs['getOrgDefaultSingleConfig'], OpResult<operations['getOrgDefaultSingleConfig']>> = /* @__PURE__ */ op('getOrgDefaultSingleConfig', 'GET /pc/config/single/default');

/** 项目单项配置详情（GET /pc/config/single/detail） */
export const getOrgSingleConfig: Call<'getOrgSingleConfig', OrgArgs['getOrgSingleConfig'], OpResult<operations['getOrgSingleConfig']>> = /* @__PURE__ */ op('getOrgSingleConfig', 'GET /pc/config/single/detail');

/** 保存项目单项配置（POST /pc/config/single/edit） */
export const editOrgSingleConfig: Call<'editOrgSingleConfig', OrgArgs['editOrgSingleConfig'], OpResult<operations['editOrgSingleConfig']>> = /* @__PURE__ */ op('editOrgSingleConfig', 'POST /pc/config/single/edit');

/** 各项目单项配置一览（GET /pc/config/single/list）；分页：`pagesOf(api, listOrgSingleConfigs, …)` */
export const listOrgSingleConfigs: PagedCall<'listOrgSingleConfigs', OrgArgs['listOrgSingleConfigs'], OpResult<operations['listOrgSingleConfigs']>> = /* @__PURE__ */ op('listOrgSingleConfigs', 'GET /pc/config/single/list n');

/** 项目单项配置恢复默认（POST /pc/config/single/reset） */
export const resetOrgSingleConfig: Call<'resetOrgSingleConfig', OrgArgs['resetOrgSingleConfig'], OpResult<operations['resetOrgSingleConfig']>> = /* @__PURE__ */ op('resetOrgSingleConfig', 'POST /pc/config/single/reset');

/** 地址转经纬度（GET /pc/map/geocode） */
export const geocodeAddress: Call<'geocodeAddress', OrgArgs['geocodeAddress'], OpResult<operations['geocodeAddress']>> = /* @__PURE__ */ op('geocodeAddress', 'GET /pc/map/geocode');

/** 经纬度转地址（GET /pc/map/regeocode） */
export const reverseGeocodeLocation: Call<'reverseGeocodeLocation', OrgArgs['reverseGeocodeLocation'], OpResult<operations['reverseGeocodeLocation']>> = /* @__PURE__ */ op('reverseGeocodeLocation', 'GET /pc/map/regeocode');

/** 公司—分公司—项目树（GET /pc/org/branch/project/tree） */
export const getOrgBranchProjectTree: Call<'getOrgBranchProjectTree', OrgArgs['getOrgBranchProjectTree'], OpResult<operations['getOrgBranchProjectTree']>> = /* @__PURE__ */ op('getOrgBranchProjectTree', 'GET /pc/org/branch/project/tree');

/** 新增参建企业（POST /pc/org/corp/add） */
export const addOrgCorp: Call<'addOrgCorp', OrgArgs['addOrgCorp'], OpResult<operations['addOrgCorp']>> = /* @__PURE__ */ op('addOrgCorp', 'POST /pc/org/corp/add');

/** 删除参建企业（POST /pc/org/corp/del/{id}） */
export const deleteOrgCorp: Call<'deleteOrgCorp', OrgArgs['deleteOrgCorp'], OpResult<operations['deleteOrgCorp']>> = /* @__PURE__ */ op('deleteOrgCorp', 'POST /pc/org/corp/del/{id}');

/** 参建企业详情（GET /pc/org/corp/detail） */
export const getOrgCorp: Call<'getOrgCorp', OrgArgs['getOrgCorp'], OpResult<operations['getOrgCorp']>> = /* @__PURE__ */ op('getOrgCorp', 'GET /pc/org/corp/detail');

/** 编辑参建企业（POST /pc/org/corp/edit） */
export const editOrgCorp: Call<'editOrgCorp', OrgArgs['editOrgCorp'], OpResult<operations['editOrgCorp']>> = /* @__PURE__ */ op('editOrgCorp', 'POST /pc/org/corp/edit');

/** 参建企业分页（GET /pc/org/corp/page）；分页：`pagesOf(api, pageOrgCorps, …)` */
export const pageOrgCorps: PagedCall<'pageOrgCorps', OrgArgs['pageOrgCorps'], OpResult<operations['pageOrgCorps']>> = /* @__PURE__ */ op('pageOrgCorps', 'GET /pc/org/corp/page n');

/** 参建企业下拉（GET /pc/org/corp/select） */
export const listOrgCorpOptions: Call<'listOrgCorpOptions', OrgArgs['listOrgCorpOptions'], OpResult<operations['listOrgCorpOptions']>> = /* @__PURE__ */ op('listOrgCorpOptions', 'GET /pc/org/corp/select');

/** 管理人员列表（GET /pc/org/manager） */
export const listOrgManagers: Call<'listOrgManagers', OrgArgs['listOrgManagers'], OpResult<operations['listOrgManagers']>> = /* @__PURE__ */ op('listOrgManagers', 'GET /pc/org/manager');

/** 组织树（顶栏切换器）（GET /pc/org/select/tree） */
export const getOrgSelectTree: Call<'getOrgSelectTree', OrgArgs['getOrgSelectTree'], OpResult<operations['getOrgSelectTree']>> = /* @__PURE__ */ op('getOrgSelectTree', 'GET /pc/org/select/tree');

/** 新增人员账号（POST /pc/person/add） */
export const addOrgPerson: Call<'addOrgPerson', OrgArgs['addOrgPerson'], OpResult<operations['addOrgPerson']>> = /* @__PURE__ */ op('addOrgPerson', 'POST /pc/person/add');

/** 删除人员账号（POST /pc/person/del/{id}） */
export const deleteOrgPerson: Call<'deleteOrgPerson', OrgArgs['deleteOrgPerson'], OpResult<operations['deleteOrgPerson']>> = /* @__PURE__ */ op('deleteOrgPerson', 'POST /pc/person/del/{id}');

/** 人员账号详情（GET /pc/person/detail） */
export const getOrgPerson: Call<'getOrgPerson', OrgArgs['getOrgPerson'], OpResult<operations['getOrgPerson']>> = /* @__PURE__ */ op('getOrgPerson', 'GET /pc/person/detail');

/** 编辑人员账号（POST /pc/person/edit） */
export const editOrgPerson: Call<'editOrgPerson', OrgArgs['editOrgPerson'], OpResult<operations['editOrgPerson']>> = /* @__PURE__ */ op('editOrgPerson', 'POST /pc/person/edit');

/** 人员账号分页（GET /pc/person/page）；分页：`pagesOf(api, pageOrgPersons, …)` */
export const pageOrgPersons: PagedCall<'pageOrgPersons', OrgArgs['pageOrgPersons'], OpResult<operations['pageOrgPersons']>> = /* @__PURE__ */ op('pageOrgPersons', 'GET /pc/person/page n');

/** 重置人员密码（POST /pc/person/password/reset） */
export const resetOrgPersonPassword: Call<'resetOrgPersonPassword', OrgArgs['resetOrgPersonPassword'], OpResult<operations['resetOrgPersonPassword']>> = /* @__PURE__ */ op('resetOrgPersonPassword', 'POST /pc/person/password/reset');

/** 新增项目（POST /pc/project/add） */
export const addOrgProject: Call<'addOrgProject', OrgArgs['addOrgProject'], OpResult<operations['addOrgProject']>> = /* @__PURE__ */ op('addOrgProject', 'POST /pc/project/add');

/** 项目详情（GET /pc/project/detail） */
export const getOrgProject: Call<'getOrgProject', OrgArgs['getOrgProject'], OpResult<operations['getOrgProject']>> = /* @__PURE__ */ op('getOrgProject', 'GET /pc/project/detail');

/** 编辑项目（POST /pc/project/edit） */
export const editOrgProject: Call<'editOrgProject', OrgArgs['editOrgProject'], OpResult<operations['editOrgProject']>> = /* @__PURE__ */ op('editOrgProject', 'POST /pc/project/edit');

/** 项目分页（GET /pc/project/page）；分页：`pagesOf(api, pageOrgProjects, …)` */
export const pageOrgProjects: PagedCall<'pageOrgProjects', OrgArgs['pageOrgProjects'], OpResult<operations['pageOrgProjects']>> = /* @__PURE__ */ op('pageOrgProjects', 'GET /pc/project/page n');

/** 修改项目状态（POST /pc/project/status） */
export const changeOrgProjectStatus: Call<'changeOrgProjectStatus', OrgArgs['changeOrgProjectStatus'], OpResult<operations['changeOrgProjectStatus']>> = /* @__PURE__ */ op('changeOrgProjectStatus', 'POST /pc/project/status');

/** 角色下拉（GET /pc/role/select） */
export const listOrgRoleOptions: Call<'listOrgRoleOptions', OrgArgs['listOrgRoleOptions'], OpResult<operations['listOrgRoleOptions']>> = /* @__PURE__ */ op('listOrgRoleOptions', 'GET /pc/role/select');

/** 班组进场（POST /pc/team/checkin） */
export const checkinOrgTeam: Call<'checkinOrgTeam', OrgArgs['checkinOrgTeam'], OpResult<operations['checkinOrgTeam']>> = /* @__PURE__ */ op('checkinOrgTeam', 'POST /pc/team/checkin');

/** 删除班组（POST /pc/team/del/{id}） */
export const deleteOrgTeam: Call<'deleteOrgTeam', OrgArgs['deleteOrgTeam'], OpResult<operations['deleteOrgTeam']>> = /* @__PURE__ */ op('deleteOrgTeam', 'POST /pc/team/del/{id}');

/** 新增或编辑班组（POST /pc/team/edit） */
export const editOrgTeam: Call<'editOrgTeam', OrgArgs['editOrgTeam'], OpResult<operations['editOrgTeam']>> = /* @__PURE__ */ op('editOrgTeam', 'POST /pc/team/edit');

/** 班组退场（POST /pc/team/exit） */
export const exitOrgTeam: Call<'exitOrgTeam', OrgArgs['exitOrgTeam'], OpResult<operations['exitOrgTeam']>> = /* @__PURE__ */ op('exitOrgTeam', 'POST /pc/team/exit');

/** 班组分页（GET /pc/team/list）；分页：`pagesOf(api, listOrgTeams, …)` */
export const listOrgTeams: PagedCall<'listOrgTeams', OrgArgs['listOrgTeams'], OpResult<operations['listOrgTeams']>> = /* @__PURE__ */ op('listOrgTeams', 'GET /pc/team/list n');

/** 班组下拉（GET /pc/team/select） */
export const listOrgTeamOptions: Call<'listOrgTeamOptions', OrgArgs['listOrgTeamOptions'], OpResult<operations['listOrgTeamOptions']>> = /* @__PURE__ */ op('listOrgTeamOptions', 'GET /pc/team/select');

/** 工人月度出勤（GET /pc/worker/attendance） */
export const getOrgWorkerAttendance: Call<'getOrgWorkerAttendance', OrgArgs['getOrgWorkerAttendance'], OpResult<operations['getOrgWorkerAttendance']>> = /* @__PURE__ */ op('getOrgWorkerAttendance', 'GET /pc/worker/attendance');

/** 工人投诉记录（GET /pc/worker/complaint）；分页：`pagesOf(api, listOrgWorkerComplaints, …)` */
export const listOrgWorkerComplaints: PagedCall<'listOrgWorkerComplaints', OrgArgs['listOrgWorkerComplaints'], OpResult<operations['listOrgWorkerComplaints']>> = /* @__PURE__ */ op('listOrgWorkerComplaints', 'GET /pc/worker/complaint n');

/** 工人详情（GET /pc/worker/detail） */
export const getOrgWorkerDetail: Call<'getOrgWorkerDetail', OrgArgs['getOrgWorkerDetail'], OpResult<operations['getOrgWorkerDetail']>> = /* @__PURE__ */ op('getOrgWorkerDetail', 'GET /pc/worker/detail');

/** 新增或编辑工人（POST /pc/worker/edit） */
export const editOrgWorker: Call<'editOrgWorker', OrgArgs['editOrgWorker'], OpResult<operations['editOrgWorker']>> = /* @__PURE__ */ op('editOrgWorker', 'POST /pc/worker/edit');

/** 工人花名册分页（GET /pc/worker/list）；分页：`pagesOf(api, listOrgWorkers, …)` */
export const listOrgWorkers: PagedCall<'listOrgWorkers', OrgArgs['listOrgWorkers'], OpResult<operations['listOrgWorkers']>> = /* @__PURE__ */ op('listOrgWorkers', 'GET /pc/worker/list n');
