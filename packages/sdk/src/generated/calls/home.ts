/* 由 scripts/spec.mjs 从 spec/ 生成，请勿手改。运行 `pnpm spec` 重新生成。 */
/** 业务域「home」的 32 个调用，每个一个可摇树的函数：`import { createClient, listOrgHomeAlarms } from '@site/sdk/calls/home'`，`await listOrgHomeAlarms(api, …)`。 */
import type { operations } from '../areas/home.schema';
import type { HomeArgs } from '../areas/home';
import type { OpResult } from '../../types';
import { fileOp, op, uploadOp, type Call, type PagedCall } from '../../calls';

export * from '../../calls';
export type { components as HomeComponents, operations as HomeOperations } from '../areas/home.schema';

/** 获取大屏跳转地址（GET /pc/bigscreen/redirect） */
export const getBigScreenRedirect: Call<'getBigScreenRedirect', HomeArgs['getBigScreenRedirect'], OpResult<operations['getBigScreenRedirect']>> = /* @__PURE__ */ op('getBigScreenRedirect', 'GET /pc/bigscreen/redirect');

/** 数据看板近 12 个月出勤（GET /pc/databoard/attendance/month） */
export const getDataboardAttendanceMonthly: Call<'getDataboardAttendanceMonthly', HomeArgs['getDataboardAttendanceMonthly'], OpResult<operations['getDataboardAttendanceMonthly']>> = /* @__PURE__ */ op('getDataboardAttendanceMonthly', 'GET /pc/databoard/attendance/month');

/** 数据看板总览（GET /pc/databoard/overview） */
export const getDataboardOverview: Call<'getDataboardOverview', HomeArgs['getDataboardOverview'], OpResult<operations['getDataboardOverview']>> = /* @__PURE__ */ op('getDataboardOverview', 'GET /pc/databoard/overview');

/** 数据看板各月工资发放（GET /pc/databoard/wages/month） */
export const getDataboardWagesMonthly: Call<'getDataboardWagesMonthly', HomeArgs['getDataboardWagesMonthly'], OpResult<operations['getDataboardWagesMonthly']>> = /* @__PURE__ */ op('getDataboardWagesMonthly', 'GET /pc/databoard/wages/month');

/** 数据看板工人年龄分布（GET /pc/databoard/worker/age） */
export const listDataboardWorkerAge: Call<'listDataboardWorkerAge', HomeArgs['listDataboardWorkerAge'], OpResult<operations['listDataboardWorkerAge']>> = /* @__PURE__ */ op('listDataboardWorkerAge', 'GET /pc/databoard/worker/age');

/** 数据看板工人籍贯分布（GET /pc/databoard/worker/origin） */
export const listDataboardWorkerOrigin: Call<'listDataboardWorkerOrigin', HomeArgs['listDataboardWorkerOrigin'], OpResult<operations['listDataboardWorkerOrigin']>> = /* @__PURE__ */ op('listDataboardWorkerOrigin', 'GET /pc/databoard/worker/origin');

/** 数据看板在册工种分布（GET /pc/databoard/worker/worktype） */
export const listDataboardWorkerWorkType: Call<'listDataboardWorkerWorkType', HomeArgs['listDataboardWorkerWorkType'], OpResult<operations['listDataboardWorkerWorkType']>> = /* @__PURE__ */ op('listDataboardWorkerWorkType', 'GET /pc/databoard/worker/worktype');

/** 组织首页报警汇总（GET /pc/org/alarm/collect） */
export const getOrgHomeAlarmCollect: Call<'getOrgHomeAlarmCollect', HomeArgs['getOrgHomeAlarmCollect'], OpResult<operations['getOrgHomeAlarmCollect']>> = /* @__PURE__ */ op('getOrgHomeAlarmCollect', 'GET /pc/org/alarm/collect');

/** 组织首页报警列表（GET /pc/org/alarm/list）；分页：`pagesOf(api, listOrgHomeAlarms, …)` */
export const listOrgHomeAlarms: PagedCall<'listOrgHomeAlarms', HomeArgs['listOrgHomeAlarms'], OpResult<operations['listOrgHomeAlarms']>> = /* @__PURE__ */ op('listOrgHomeAlarms', 'GET /pc/org/alarm/list n');

/** 组织首页出勤汇总（GET /pc/org/attendance/collect） */
export const getOrgHomeAttendanceCollect: Call<'getOrgHomeAttendanceCollect', HomeArgs['getOrgHomeAttendanceCollect'], OpResult<operations['getOrgHomeAttendanceCollect']>> = /* @__PURE__ */ op('getOrgHomeAttendanceCollect', 'GET /pc/org/attendance/collect');

/** 各分公司隐患整改情况（GET /pc/org/branch/trouble/collect） */
export const listOrgHomeBranchTroubles: Call<'listOrgHomeBranchTroubles', HomeArgs['listOrgHomeBranchTroubles'], OpResult<operations['listOrgHomeBranchTroubles']>> = /* @__PURE__ */ op('listOrgHomeBranchTroubles', 'GET /pc/org/branch/trouble/collect');

/** 组织首页核心指标（GET /pc/org/index/collect） */
export const getOrgHomeCollect: Call<'getOrgHomeCollect', HomeArgs['getOrgHomeCollect'], OpResult<operations['getOrgHomeCollect']>> = /* @__PURE__ */ op('getOrgHomeCollect', 'GET /pc/org/index/collect');

/** 组织首页项目地图点位（GET /pc/org/index/project/map） */
export const listOrgHomeProjectMap: Call<'listOrgHomeProjectMap', HomeArgs['listOrgHomeProjectMap'], OpResult<operations['listOrgHomeProjectMap']>> = /* @__PURE__ */ op('listOrgHomeProjectMap', 'GET /pc/org/index/project/map');

/** 组织首页项目排行（GET /pc/org/index/project/rank） */
export const listOrgHomeProjectRank: Call<'listOrgHomeProjectRank', HomeArgs['listOrgHomeProjectRank'], OpResult<operations['listOrgHomeProjectRank']>> = /* @__PURE__ */ op('listOrgHomeProjectRank', 'GET /pc/org/index/project/rank');

/** 组织首页工资发放情况（GET /pc/org/index/wages/collect） */
export const getOrgHomeWagesCollect: Call<'getOrgHomeWagesCollect', HomeArgs['getOrgHomeWagesCollect'], OpResult<operations['getOrgHomeWagesCollect']>> = /* @__PURE__ */ op('getOrgHomeWagesCollect', 'GET /pc/org/index/wages/collect');

/** 组织首页在场人数趋势（GET /pc/org/index/worker/trend） */
export const getOrgHomeWorkerTrend: Call<'getOrgHomeWorkerTrend', HomeArgs['getOrgHomeWorkerTrend'], OpResult<operations['getOrgHomeWorkerTrend']>> = /* @__PURE__ */ op('getOrgHomeWorkerTrend', 'GET /pc/org/index/worker/trend');

/** 项目类型与状态分布（GET /pc/org/project/typestatus/collect） */
export const getOrgHomeProjectTypeStatus: Call<'getOrgHomeProjectTypeStatus', HomeArgs['getOrgHomeProjectTypeStatus'], OpResult<operations['getOrgHomeProjectTypeStatus']>> = /* @__PURE__ */ op('getOrgHomeProjectTypeStatus', 'GET /pc/org/project/typestatus/collect');

/** 项目参数列表（GET /pc/params/select/list） */
export const listProjectParams: Call<'listProjectParams', HomeArgs['listProjectParams'], OpResult<operations['listProjectParams']>> = /* @__PURE__ */ op('listProjectParams', 'GET /pc/params/select/list');

/** 项目首页报警趋势（GET /pc/project/index/alarm/trend） */
export const getProjectHomeAlarmTrend: Call<'getProjectHomeAlarmTrend', HomeArgs['getProjectHomeAlarmTrend'], OpResult<operations['getProjectHomeAlarmTrend']>> = /* @__PURE__ */ op('getProjectHomeAlarmTrend', 'GET /pc/project/index/alarm/trend');

/** 项目首页出勤趋势（GET /pc/project/index/attendance/trend） */
export const listProjectHomeAttendanceTrend: Call<'listProjectHomeAttendanceTrend', HomeArgs['listProjectHomeAttendanceTrend'], OpResult<operations['listProjectHomeAttendanceTrend']>> = /* @__PURE__ */ op('listProjectHomeAttendanceTrend', 'GET /pc/project/index/attendance/trend');

/** 项目首页核心指标（GET /pc/project/index/collect） */
export const getProjectHomeCollect: Call<'getProjectHomeCollect', HomeArgs['getProjectHomeCollect'], OpResult<operations['getProjectHomeCollect']>> = /* @__PURE__ */ op('getProjectHomeCollect', 'GET /pc/project/index/collect');

/** 项目首页参建单位在场人数（GET /pc/project/index/company/collect） */
export const listProjectHomeCompanyOnsite: Call<'listProjectHomeCompanyOnsite', HomeArgs['listProjectHomeCompanyOnsite'], OpResult<operations['listProjectHomeCompanyOnsite']>> = /* @__PURE__ */ op('listProjectHomeCompanyOnsite', 'GET /pc/project/index/company/collect');

/** 项目首页实时动态（GET /pc/project/index/realtime/list） */
export const listProjectHomeRealtime: Call<'listProjectHomeRealtime', HomeArgs['listProjectHomeRealtime'], OpResult<operations['listProjectHomeRealtime']>> = /* @__PURE__ */ op('listProjectHomeRealtime', 'GET /pc/project/index/realtime/list');

/** 项目首页班组出勤排行（GET /pc/project/index/team/rank） */
export const listProjectHomeTeamRank: Call<'listProjectHomeTeamRank', HomeArgs['listProjectHomeTeamRank'], OpResult<operations['listProjectHomeTeamRank']>> = /* @__PURE__ */ op('listProjectHomeTeamRank', 'GET /pc/project/index/team/rank');

/** 项目首页隐患汇总（GET /pc/project/index/trouble/collect） */
export const getProjectHomeTroubleCollect: Call<'getProjectHomeTroubleCollect', HomeArgs['getProjectHomeTroubleCollect'], OpResult<operations['getProjectHomeTroubleCollect']>> = /* @__PURE__ */ op('getProjectHomeTroubleCollect', 'GET /pc/project/index/trouble/collect');

/** 项目首页近 6 个月工资发放（GET /pc/project/index/wages/collect） */
export const listProjectHomeWagesMonths: Call<'listProjectHomeWagesMonths', HomeArgs['listProjectHomeWagesMonths'], OpResult<operations['listProjectHomeWagesMonths']>> = /* @__PURE__ */ op('listProjectHomeWagesMonths', 'GET /pc/project/index/wages/collect');

/** 项目首页今日在场工种分布（GET /pc/project/index/worktype/collect） */
export const listProjectHomeWorkTypeOnsite: Call<'listProjectHomeWorkTypeOnsite', HomeArgs['listProjectHomeWorkTypeOnsite'], OpResult<operations['listProjectHomeWorkTypeOnsite']>> = /* @__PURE__ */ op('listProjectHomeWorkTypeOnsite', 'GET /pc/project/index/worktype/collect');

/** 劳务项目面板参建单位（GET /starSafety/laborProject/companyList） */
export const listLaborProjectCompanies: Call<'listLaborProjectCompanies', HomeArgs['listLaborProjectCompanies'], OpResult<operations['listLaborProjectCompanies']>> = /* @__PURE__ */ op('listLaborProjectCompanies', 'GET /starSafety/laborProject/companyList');

/** 劳务项目面板进退场趋势（GET /starSafety/laborProject/entryExitTrend） */
export const listLaborProjectEntryExitTrend: Call<'listLaborProjectEntryExitTrend', HomeArgs['listLaborProjectEntryExitTrend'], OpResult<operations['listLaborProjectEntryExitTrend']>> = /* @__PURE__ */ op('listLaborProjectEntryExitTrend', 'GET /starSafety/laborProject/entryExitTrend');

/** 劳务项目面板总览（GET /starSafety/laborProject/overview） */
export const getLaborProjectOverview: Call<'getLaborProjectOverview', HomeArgs['getLaborProjectOverview'], OpResult<operations['getLaborProjectOverview']>> = /* @__PURE__ */ op('getLaborProjectOverview', 'GET /starSafety/laborProject/overview');

/** 劳务项目面板项目列表（GET /starSafety/laborProject/projectList） */
export const listLaborProjects: Call<'listLaborProjects', HomeArgs['listLaborProjects'], OpResult<operations['listLaborProjects']>> = /* @__PURE__ */ op('listLaborProjects', 'GET /starSafety/laborProject/projectList');

/** 劳务项目面板班组（GET /starSafety/laborProject/teamList） */
export const listLaborProjectTeams: Call<'listLaborProjectTeams', HomeArgs['listLaborProjectTeams'], OpResult<operations['listLaborProjectTeams']>> = /* @__PURE__ */ op('listLaborProjectTeams', 'GET /starSafety/laborProject/teamList');
