/* 由 scripts/spec.mjs 从 spec/ 生成，请勿手改。运行 `pnpm spec` 重新生成。 */
/** 业务域「home」的 TanStack Query 选项：32 个调用（读 32 个，其中分页 1 个；写 0 个）。`import { … } from '@site/sdk/query/home'`。 */
import type { operations } from '../areas/home.schema';
import type { OpResult } from '../../types';
import { keyer, pager, reader, writer } from '../../query-kit';
import type { KeyFn, KeyFnOpt, InfiniteFn, InfiniteFnOpt, MutationFn, QueryFn, QueryFnOpt } from '../../query-kit';

export * from '../../query-kit';

/** 每个调用的查询参数（键的第二项，也是调用的 `params` 与 `body`）。 */
export interface HomeQueryParams {
  getBigScreenRedirect: { params: operations['getBigScreenRedirect']['parameters']; body?: never };
  getDataboardAttendanceMonthly: { params?: operations['getDataboardAttendanceMonthly']['parameters']; body?: never };
  getDataboardOverview: { params?: operations['getDataboardOverview']['parameters']; body?: never };
  getDataboardWagesMonthly: { params?: operations['getDataboardWagesMonthly']['parameters']; body?: never };
  listDataboardWorkerAge: { params?: operations['listDataboardWorkerAge']['parameters']; body?: never };
  listDataboardWorkerOrigin: { params?: operations['listDataboardWorkerOrigin']['parameters']; body?: never };
  listDataboardWorkerWorkType: { params?: operations['listDataboardWorkerWorkType']['parameters']; body?: never };
  getOrgHomeAlarmCollect: { params?: operations['getOrgHomeAlarmCollect']['parameters']; body?: never };
  listOrgHomeAlarms: { params?: operations['listOrgHomeAlarms']['parameters']; body?: never };
  getOrgHomeAttendanceCollect: { params?: operations['getOrgHomeAttendanceCollect']['parameters']; body?: never };
  listOrgHomeBranchTroubles: { params?: operations['listOrgHomeBranchTroubles']['parameters']; body?: never };
  getOrgHomeCollect: { params?: operations['getOrgHomeCollect']['parameters']; body?: never };
  listOrgHomeProjectMap: { params?: operations['listOrgHomeProjectMap']['parameters']; body?: never };
  listOrgHomeProjectRank: { params?: operations['listOrgHomeProjectRank']['parameters']; body?: never };
  getOrgHomeWagesCollect: { params?: operations['getOrgHomeWagesCollect']['parameters']; body?: never };
  getOrgHomeWorkerTrend: { params?: operations['getOrgHomeWorkerTrend']['parameters']; body?: never };
  getOrgHomeProjectTypeStatus: { params?: operations['getOrgHomeProjectTypeStatus']['parameters']; body?: never };
  listProjectParams: { params?: operations['listProjectParams']['parameters']; body?: never };
  getProjectHomeAlarmTrend: { params?: operations['getProjectHomeAlarmTrend']['parameters']; body?: never };
  listProjectHomeAttendanceTrend: { params?: operations['listProjectHomeAttendanceTrend']['parameters']; body?: never };
  getProjectHomeCollect: { params?: operations['getProjectHomeCollect']['parameters']; body?: never };
  listProjectHomeCompanyOnsite: { params?: operations['listProjectHomeCompanyOnsite']['parameters']; body?: never };
  listProjectHomeRealtime: { params?: operations['listProjectHomeRealtime']['parameters']; body?: never };
  listProjectHomeTeamRank: { params?: operations['listProjectHomeTeamRank']['parameters']; body?: never };
  getProjectHomeTroubleCollect: { params?: operations['getProjectHomeTroubleCollect']['parameters']; body?: never };
  listProjectHomeWagesMonths: { params?: operations['listProjectHomeWagesMonths']['parameters']; body?: never };
  listProjectHomeWorkTypeOnsite: { params?: operations['listProjectHomeWorkTypeOnsite']['parameters']; body?: never };
  listLaborProjectCompanies: { params?: operations['listLaborProjectCompanies']['parameters']; body?: never };
  listLaborProjectEntryExitTrend: { params?: operations['listLaborProjectEntryExitTrend']['parameters']; body?: never };
  getLaborProjectOverview: { params?: operations['getLaborProjectOverview']['parameters']; body?: never };
  listLaborProjects: { params?: operations['listLaborProjects']['parameters']; body?: never };
  listLaborProjectTeams: { params?: operations['listLaborProjectTeams']['parameters']; body?: never };
}

/** 键 `['getBigScreenRedirect', 参数]`：获取大屏跳转地址（GET /pc/bigscreen/redirect） */
export const getBigScreenRedirectKey: KeyFn<'getBigScreenRedirect', HomeQueryParams['getBigScreenRedirect']> = /* @__PURE__ */ keyer('getBigScreenRedirect');
/** 查询选项（useQuery、fetchQuery）：获取大屏跳转地址（GET /pc/bigscreen/redirect） */
export const getBigScreenRedirectQueryOptions: QueryFn<'getBigScreenRedirect', HomeQueryParams['getBigScreenRedirect'], OpResult<operations['getBigScreenRedirect']>> = /* @__PURE__ */ reader('getBigScreenRedirect', 'GET /pc/bigscreen/redirect');

/** 键 `['getDataboardAttendanceMonthly', 参数]`：数据看板近 12 个月出勤（GET /pc/databoard/attendance/month） */
export const getDataboardAttendanceMonthlyKey: KeyFnOpt<'getDataboardAttendanceMonthly', HomeQueryParams['getDataboardAttendanceMonthly']> = /* @__PURE__ */ keyer('getDataboardAttendanceMonthly');
/** 查询选项（useQuery、fetchQuery）：数据看板近 12 个月出勤（GET /pc/databoard/attendance/month） */
export const getDataboardAttendanceMonthlyQueryOptions: QueryFnOpt<'getDataboardAttendanceMonthly', HomeQueryParams['getDataboardAttendanceMonthly'], OpResult<operations['getDataboardAttendanceMonthly']>> = /* @__PURE__ */ reader('getDataboardAttendanceMonthly', 'GET /pc/databoard/attendance/month');

/** 键 `['getDataboardOverview', 参数]`：数据看板总览（GET /pc/databoard/overview） */
export const getDataboardOverviewKey: KeyFnOpt<'getDataboardOverview', HomeQueryParams['getDataboardOverview']> = /* @__PURE__ */ keyer('getDataboardOverview');
/** 查询选项（useQuery、fetchQuery）：数据看板总览（GET /pc/databoard/overview） */
export const getDataboardOverviewQueryOptions: QueryFnOpt<'getDataboardOverview', HomeQueryParams['getDataboardOverview'], OpResult<operations['getDataboardOverview']>> = /* @__PURE__ */ reader('getDataboardOverview', 'GET /pc/databoard/overview');

/** 键 `['getDataboardWagesMonthly', 参数]`：数据看板各月工资发放（GET /pc/databoard/wages/month） */
export const getDataboardWagesMonthlyKey: KeyFnOpt<'getDataboardWagesMonthly', HomeQueryParams['getDataboardWagesMonthly']> = /* @__PURE__ */ keyer('getDataboardWagesMonthly');
/** 查询选项（useQuery、fetchQuery）：数据看板各月工资发放（GET /pc/databoard/wages/month） */
export const getDataboardWagesMonthlyQueryOptions: QueryFnOpt<'getDataboardWagesMonthly', HomeQueryParams['getDataboardWagesMonthly'], OpResult<operations['getDataboardWagesMonthly']>> = /* @__PURE__ */ reader('getDataboardWagesMonthly', 'GET /pc/databoard/wages/month');

/** 键 `['listDataboardWorkerAge', 参数]`：数据看板工人年龄分布（GET /pc/databoard/worker/age） */
export const listDataboardWorkerAgeKey: KeyFnOpt<'listDataboardWorkerAge', HomeQueryParams['listDataboardWorkerAge']> = /* @__PURE__ */ keyer('listDataboardWorkerAge');
/** 查询选项（useQuery、fetchQuery）：数据看板工人年龄分布（GET /pc/databoard/worker/age） */
export const listDataboardWorkerAgeQueryOptions: QueryFnOpt<'listDataboardWorkerAge', HomeQueryParams['listDataboardWorkerAge'], OpResult<operations['listDataboardWorkerAge']>> = /* @__PURE__ */ reader('listDataboardWorkerAge', 'GET /pc/databoard/worker/age');

/** 键 `['listDataboardWorkerOrigin', 参数]`：数据看板工人籍贯分布（GET /pc/databoard/worker/origin） */
export const listDataboardWorkerOriginKey: KeyFnOpt<'listDataboardWorkerOrigin', HomeQueryParams['listDataboardWorkerOrigin']> = /* @__PURE__ */ keyer('listDataboardWorkerOrigin');
/** 查询选项（useQuery、fetchQuery）：数据看板工人籍贯分布（GET /pc/databoard/worker/origin） */
export const listDataboardWorkerOriginQueryOptions: QueryFnOpt<'listDataboardWorkerOrigin', HomeQueryParams['listDataboardWorkerOrigin'], OpResult<operations['listDataboardWorkerOrigin']>> = /* @__PURE__ */ reader('listDataboardWorkerOrigin', 'GET /pc/databoard/worker/origin');

/** 键 `['listDataboardWorkerWorkType', 参数]`：数据看板在册工种分布（GET /pc/databoard/worker/worktype） */
export const listDataboardWorkerWorkTypeKey: KeyFnOpt<'listDataboardWorkerWorkType', HomeQueryParams['listDataboardWorkerWorkType']> = /* @__PURE__ */ keyer('listDataboardWorkerWorkType');
/** 查询选项（useQuery、fetchQuery）：数据看板在册工种分布（GET /pc/databoard/worker/worktype） */
export const listDataboardWorkerWorkTypeQueryOptions: QueryFnOpt<'listDataboardWorkerWorkType', HomeQueryParams['listDataboardWorkerWorkType'], OpResult<operations['listDataboardWorkerWorkType']>> = /* @__PURE__ */ reader('listDataboardWorkerWorkType', 'GET /pc/databoard/worker/worktype');

/** 键 `['getOrgHomeAlarmCollect', 参数]`：组织首页报警汇总（GET /pc/org/alarm/collect） */
export const getOrgHomeAlarmCollectKey: KeyFnOpt<'getOrgHomeAlarmCollect', HomeQueryParams['getOrgHomeAlarmCollect']> = /* @__PURE__ */ keyer('getOrgHomeAlarmCollect');
/** 查询选项（useQuery、fetchQuery）：组织首页报警汇总（GET /pc/org/alarm/collect） */
export const getOrgHomeAlarmCollectQueryOptions: QueryFnOpt<'getOrgHomeAlarmCollect', HomeQueryParams['getOrgHomeAlarmCollect'], OpResult<operations['getOrgHomeAlarmCollect']>> = /* @__PURE__ */ reader('getOrgHomeAlarmCollect', 'GET /pc/org/alarm/collect');

/** 键 `['listOrgHomeAlarms', 参数]`：组织首页报警列表（GET /pc/org/alarm/list） */
export const listOrgHomeAlarmsKey: KeyFnOpt<'listOrgHomeAlarms', HomeQueryParams['listOrgHomeAlarms']> = /* @__PURE__ */ keyer('listOrgHomeAlarms');
/** 查询选项（useQuery、fetchQuery）：组织首页报警列表（GET /pc/org/alarm/list） */
export const listOrgHomeAlarmsQueryOptions: QueryFnOpt<'listOrgHomeAlarms', HomeQueryParams['listOrgHomeAlarms'], OpResult<operations['listOrgHomeAlarms']>> = /* @__PURE__ */ reader('listOrgHomeAlarms', 'GET /pc/org/alarm/list n');
/** 无限查询选项（useInfiniteQuery，逐页读到 total 为止）：组织首页报警列表（GET /pc/org/alarm/list） */
export const listOrgHomeAlarmsInfiniteQueryOptions: InfiniteFnOpt<'listOrgHomeAlarms', HomeQueryParams['listOrgHomeAlarms'], OpResult<operations['listOrgHomeAlarms']>> = /* @__PURE__ */ pager('listOrgHomeAlarms', 'GET /pc/org/alarm/list n');

/** 键 `['getOrgHomeAttendanceCollect', 参数]`：组织首页出勤汇总（GET /pc/org/attendance/collect） */
export const getOrgHomeAttendanceCollectKey: KeyFnOpt<'getOrgHomeAttendanceCollect', HomeQueryParams['getOrgHomeAttendanceCollect']> = /* @__PURE__ */ keyer('getOrgHomeAttendanceCollect');
/** 查询选项（useQuery、fetchQuery）：组织首页出勤汇总（GET /pc/org/attendance/collect） */
export const getOrgHomeAttendanceCollectQueryOptions: QueryFnOpt<'getOrgHomeAttendanceCollect', HomeQueryParams['getOrgHomeAttendanceCollect'], OpResult<operations['getOrgHomeAttendanceCollect']>> = /* @__PURE__ */ reader('getOrgHomeAttendanceCollect', 'GET /pc/org/attendance/collect');

/** 键 `['listOrgHomeBranchTroubles', 参数]`：各分公司隐患整改情况（GET /pc/org/branch/trouble/collect） */
export const listOrgHomeBranchTroublesKey: KeyFnOpt<'listOrgHomeBranchTroubles', HomeQueryParams['listOrgHomeBranchTroubles']> = /* @__PURE__ */ keyer('listOrgHomeBranchTroubles');
/** 查询选项（useQuery、fetchQuery）：各分公司隐患整改情况（GET /pc/org/branch/trouble/collect） */
export const listOrgHomeBranchTroublesQueryOptions: QueryFnOpt<'listOrgHomeBranchTroubles', HomeQueryParams['listOrgHomeBranchTroubles'], OpResult<operations['listOrgHomeBranchTroubles']>> = /* @__PURE__ */ reader('listOrgHomeBranchTroubles', 'GET /pc/org/branch/trouble/collect');

/** 键 `['getOrgHomeCollect', 参数]`：组织首页核心指标（GET /pc/org/index/collect） */
export const getOrgHomeCollectKey: KeyFnOpt<'getOrgHomeCollect', HomeQueryParams['getOrgHomeCollect']> = /* @__PURE__ */ keyer('getOrgHomeCollect');
/** 查询选项（useQuery、fetchQuery）：组织首页核心指标（GET /pc/org/index/collect） */
export const getOrgHomeCollectQueryOptions: QueryFnOpt<'getOrgHomeCollect', HomeQueryParams['getOrgHomeCollect'], OpResult<operations['getOrgHomeCollect']>> = /* @__PURE__ */ reader('getOrgHomeCollect', 'GET /pc/org/index/collect');

/** 键 `['listOrgHomeProjectMap', 参数]`：组织首页项目地图点位（GET /pc/org/index/project/map） */
export const listOrgHomeProjectMapKey: KeyFnOpt<'listOrgHomeProjectMap', HomeQueryParams['listOrgHomeProjectMap']> = /* @__PURE__ */ keyer('listOrgHomeProjectMap');
/** 查询选项（useQuery、fetchQuery）：组织首页项目地图点位（GET /pc/org/index/project/map） */
export const listOrgHomeProjectMapQueryOptions: QueryFnOpt<'listOrgHomeProjectMap', HomeQueryParams['listOrgHomeProjectMap'], OpResult<operations['listOrgHomeProjectMap']>> = /* @__PURE__ */ reader('listOrgHomeProjectMap', 'GET /pc/org/index/project/map');

/** 键 `['listOrgHomeProjectRank', 参数]`：组织首页项目排行（GET /pc/org/index/project/rank） */
export const listOrgHomeProjectRankKey: KeyFnOpt<'listOrgHomeProjectRank', HomeQueryParams['listOrgHomeProjectRank']> = /* @__PURE__ */ keyer('listOrgHomeProjectRank');
/** 查询选项（useQuery、fetchQuery）：组织首页项目排行（GET /pc/org/index/project/rank） */
export const listOrgHomeProjectRankQueryOptions: QueryFnOpt<'listOrgHomeProjectRank', HomeQueryParams['listOrgHomeProjectRank'], OpResult<operations['listOrgHomeProjectRank']>> = /* @__PURE__ */ reader('listOrgHomeProjectRank', 'GET /pc/org/index/project/rank');

/** 键 `['getOrgHomeWagesCollect', 参数]`：组织首页工资发放情况（GET /pc/org/index/wages/collect） */
export const getOrgHomeWagesCollectKey: KeyFnOpt<'getOrgHomeWagesCollect', HomeQueryParams['getOrgHomeWagesCollect']> = /* @__PURE__ */ keyer('getOrgHomeWagesCollect');
/** 查询选项（useQuery、fetchQuery）：组织首页工资发放情况（GET /pc/org/index/wages/collect） */
export const getOrgHomeWagesCollectQueryOptions: QueryFnOpt<'getOrgHomeWagesCollect', HomeQueryParams['getOrgHomeWagesCollect'], OpResult<operations['getOrgHomeWagesCollect']>> = /* @__PURE__ */ reader('getOrgHomeWagesCollect', 'GET /pc/org/index/wages/collect');

/** 键 `['getOrgHomeWorkerTrend', 参数]`：组织首页在场人数趋势（GET /pc/org/index/worker/trend） */
export const getOrgHomeWorkerTrendKey: KeyFnOpt<'getOrgHomeWorkerTrend', HomeQueryParams['getOrgHomeWorkerTrend']> = /* @__PURE__ */ keyer('getOrgHomeWorkerTrend');
/** 查询选项（useQuery、fetchQuery）：组织首页在场人数趋势（GET /pc/org/index/worker/trend） */
export const getOrgHomeWorkerTrendQueryOptions: QueryFnOpt<'getOrgHomeWorkerTrend', HomeQueryParams['getOrgHomeWorkerTrend'], OpResult<operations['getOrgHomeWorkerTrend']>> = /* @__PURE__ */ reader('getOrgHomeWorkerTrend', 'GET /pc/org/index/worker/trend');

/** 键 `['getOrgHomeProjectTypeStatus', 参数]`：项目类型与状态分布（GET /pc/org/project/typestatus/collect） */
export const getOrgHomeProjectTypeStatusKey: KeyFnOpt<'getOrgHomeProjectTypeStatus', HomeQueryParams['getOrgHomeProjectTypeStatus']> = /* @__PURE__ */ keyer('getOrgHomeProjectTypeStatus');
/** 查询选项（useQuery、fetchQuery）：项目类型与状态分布（GET /pc/org/project/typestatus/collect） */
export const getOrgHomeProjectTypeStatusQueryOptions: QueryFnOpt<'getOrgHomeProjectTypeStatus', HomeQueryParams['getOrgHomeProjectTypeStatus'], OpResult<operations['getOrgHomeProjectTypeStatus']>> = /* @__PURE__ */ reader('getOrgHomeProjectTypeStatus', 'GET /pc/org/project/typestatus/collect');

/** 键 `['listProjectParams', 参数]`：项目参数列表（GET /pc/params/select/list） */
export const listProjectParamsKey: KeyFnOpt<'listProjectParams', HomeQueryParams['listProjectParams']> = /* @__PURE__ */ keyer('listProjectParams');
/** 查询选项（useQuery、fetchQuery）：项目参数列表（GET /pc/params/select/list） */
export const listProjectParamsQueryOptions: QueryFnOpt<'listProjectParams', HomeQueryParams['listProjectParams'], OpResult<operations['listProjectParams']>> = /* @__PURE__ */ reader('listProjectParams', 'GET /pc/params/select/list');

/** 键 `['getProjectHomeAlarmTrend', 参数]`：项目首页报警趋势（GET /pc/project/index/alarm/trend） */
export const getProjectHomeAlarmTrendKey: KeyFnOpt<'getProjectHomeAlarmTrend', HomeQueryParams['getProjectHomeAlarmTrend']> = /* @__PURE__ */ keyer('getProjectHomeAlarmTrend');
/** 查询选项（useQuery、fetchQuery）：项目首页报警趋势（GET /pc/project/index/alarm/trend） */
export const getProjectHomeAlarmTrendQueryOptions: QueryFnOpt<'getProjectHomeAlarmTrend', HomeQueryParams['getProjectHomeAlarmTrend'], OpResult<operations['getProjectHomeAlarmTrend']>> = /* @__PURE__ */ reader('getProjectHomeAlarmTrend', 'GET /pc/project/index/alarm/trend');

/** 键 `['listProjectHomeAttendanceTrend', 参数]`：项目首页出勤趋势（GET /pc/project/index/attendance/trend） */
export const listProjectHomeAttendanceTrendKey: KeyFnOpt<'listProjectHomeAttendanceTrend', HomeQueryParams['listProjectHomeAttendanceTrend']> = /* @__PURE__ */ keyer('listProjectHomeAttendanceTrend');
/** 查询选项（useQuery、fetchQuery）：项目首页出勤趋势（GET /pc/project/index/attendance/trend） */
export const listProjectHomeAttendanceTrendQueryOptions: QueryFnOpt<'listProjectHomeAttendanceTrend', HomeQueryParams['listProjectHomeAttendanceTrend'], OpResult<operations['listProjectHomeAttendanceTrend']>> = /* @__PURE__ */ reader('listProjectHomeAttendanceTrend', 'GET /pc/project/index/attendance/trend');

/** 键 `['getProjectHomeCollect', 参数]`：项目首页核心指标（GET /pc/project/index/collect） */
export const getProjectHomeCollectKey: KeyFnOpt<'getProjectHomeCollect', HomeQueryParams['getProjectHomeCollect']> = /* @__PURE__ */ keyer('getProjectHomeCollect');
/** 查询选项（useQuery、fetchQuery）：项目首页核心指标（GET /pc/project/index/collect） */
export const getProjectHomeCollectQueryOptions: QueryFnOpt<'getProjectHomeCollect', HomeQueryParams['getProjectHomeCollect'], OpResult<operations['getProjectHomeCollect']>> = /* @__PURE__ */ reader('getProjectHomeCollect', 'GET /pc/project/index/collect');

/** 键 `['listProjectHomeCompanyOnsite', 参数]`：项目首页参建单位在场人数（GET /pc/project/index/company/collect） */
export const listProjectHomeCompanyOnsiteKey: KeyFnOpt<'listProjectHomeCompanyOnsite', HomeQueryParams['listProjectHomeCompanyOnsite']> = /* @__PURE__ */ keyer('listProjectHomeCompanyOnsite');
/** 查询选项（useQuery、fetchQuery）：项目首页参建单位在场人数（GET /pc/project/index/company/collect） */
export const listProjectHomeCompanyOnsiteQueryOptions: QueryFnOpt<'listProjectHomeCompanyOnsite', HomeQueryParams['listProjectHomeCompanyOnsite'], OpResult<operations['listProjectHomeCompanyOnsite']>> = /* @__PURE__ */ reader('listProjectHomeCompanyOnsite', 'GET /pc/project/index/company/collect');

/** 键 `['listProjectHomeRealtime', 参数]`：项目首页实时动态（GET /pc/project/index/realtime/list） */
export const listProjectHomeRealtimeKey: KeyFnOpt<'listProjectHomeRealtime', HomeQueryParams['listProjectHomeRealtime']> = /* @__PURE__ */ keyer('listProjectHomeRealtime');
/** 查询选项（useQuery、fetchQuery）：项目首页实时动态（GET /pc/project/index/realtime/list） */
export const listProjectHomeRealtimeQueryOptions: QueryFnOpt<'listProjectHomeRealtime', HomeQueryParams['listProjectHomeRealtime'], OpResult<operations['listProjectHomeRealtime']>> = /* @__PURE__ */ reader('listProjectHomeRealtime', 'GET /pc/project/index/realtime/list');

/** 键 `['listProjectHomeTeamRank', 参数]`：项目首页班组出勤排行（GET /pc/project/index/team/rank） */
export const listProjectHomeTeamRankKey: KeyFnOpt<'listProjectHomeTeamRank', HomeQueryParams['listProjectHomeTeamRank']> = /* @__PURE__ */ keyer('listProjectHomeTeamRank');
/** 查询选项（useQuery、fetchQuery）：项目首页班组出勤排行（GET /pc/project/index/team/rank） */
export const listProjectHomeTeamRankQueryOptions: QueryFnOpt<'listProjectHomeTeamRank', HomeQueryParams['listProjectHomeTeamRank'], OpResult<operations['listProjectHomeTeamRank']>> = /* @__PURE__ */ reader('listProjectHomeTeamRank', 'GET /pc/project/index/team/rank');

/** 键 `['getProjectHomeTroubleCollect', 参数]`：项目首页隐患汇总（GET /pc/project/index/trouble/collect） */
export const getProjectHomeTroubleCollectKey: KeyFnOpt<'getProjectHomeTroubleCollect', HomeQueryParams['getProjectHomeTroubleCollect']> = /* @__PURE__ */ keyer('getProjectHomeTroubleCollect');
/** 查询选项（useQuery、fetchQuery）：项目首页隐患汇总（GET /pc/project/index/trouble/collect） */
export const getProjectHomeTroubleCollectQueryOptions: QueryFnOpt<'getProjectHomeTroubleCollect', HomeQueryParams['getProjectHomeTroubleCollect'], OpResult<operations['getProjectHomeTroubleCollect']>> = /* @__PURE__ */ reader('getProjectHomeTroubleCollect', 'GET /pc/project/index/trouble/collect');

/** 键 `['listProjectHomeWagesMonths', 参数]`：项目首页近 6 个月工资发放（GET /pc/project/index/wages/collect） */
export const listProjectHomeWagesMonthsKey: KeyFnOpt<'listProjectHomeWagesMonths', HomeQueryParams['listProjectHomeWagesMonths']> = /* @__PURE__ */ keyer('listProjectHomeWagesMonths');
/** 查询选项（useQuery、fetchQuery）：项目首页近 6 个月工资发放（GET /pc/project/index/wages/collect） */
export const listProjectHomeWagesMonthsQueryOptions: QueryFnOpt<'listProjectHomeWagesMonths', HomeQueryParams['listProjectHomeWagesMonths'], OpResult<operations['listProjectHomeWagesMonths']>> = /* @__PURE__ */ reader('listProjectHomeWagesMonths', 'GET /pc/project/index/wages/collect');

/** 键 `['listProjectHomeWorkTypeOnsite', 参数]`：项目首页今日在场工种分布（GET /pc/project/index/worktype/collect） */
export const listProjectHomeWorkTypeOnsiteKey: KeyFnOpt<'listProjectHomeWorkTypeOnsite', HomeQueryParams['listProjectHomeWorkTypeOnsite']> = /* @__PURE__ */ keyer('listProjectHomeWorkTypeOnsite');
/** 查询选项（useQuery、fetchQuery）：项目首页今日在场工种分布（GET /pc/project/index/worktype/collect） */
export const listProjectHomeWorkTypeOnsiteQueryOptions: QueryFnOpt<'listProjectHomeWorkTypeOnsite', HomeQueryParams['listProjectHomeWorkTypeOnsite'], OpResult<operations['listProjectHomeWorkTypeOnsite']>> = /* @__PURE__ */ reader('listProjectHomeWorkTypeOnsite', 'GET /pc/project/index/worktype/collect');

/** 键 `['listLaborProjectCompanies', 参数]`：劳务项目面板参建单位（GET /starSafety/laborProject/companyList） */
export const listLaborProjectCompaniesKey: KeyFnOpt<'listLaborProjectCompanies', HomeQueryParams['listLaborProjectCompanies']> = /* @__PURE__ */ keyer('listLaborProjectCompanies');
/** 查询选项（useQuery、fetchQuery）：劳务项目面板参建单位（GET /starSafety/laborProject/companyList） */
export const listLaborProjectCompaniesQueryOptions: QueryFnOpt<'listLaborProjectCompanies', HomeQueryParams['listLaborProjectCompanies'], OpResult<operations['listLaborProjectCompanies']>> = /* @__PURE__ */ reader('listLaborProjectCompanies', 'GET /starSafety/laborProject/companyList');

/** 键 `['listLaborProjectEntryExitTrend', 参数]`：劳务项目面板进退场趋势（GET /starSafety/laborProject/entryExitTrend） */
export const listLaborProjectEntryExitTrendKey: KeyFnOpt<'listLaborProjectEntryExitTrend', HomeQueryParams['listLaborProjectEntryExitTrend']> = /* @__PURE__ */ keyer('listLaborProjectEntryExitTrend');
/** 查询选项（useQuery、fetchQuery）：劳务项目面板进退场趋势（GET /starSafety/laborProject/entryExitTrend） */
export const listLaborProjectEntryExitTrendQueryOptions: QueryFnOpt<'listLaborProjectEntryExitTrend', HomeQueryParams['listLaborProjectEntryExitTrend'], OpResult<operations['listLaborProjectEntryExitTrend']>> = /* @__PURE__ */ reader('listLaborProjectEntryExitTrend', 'GET /starSafety/laborProject/entryExitTrend');

/** 键 `['getLaborProjectOverview', 参数]`：劳务项目面板总览（GET /starSafety/laborProject/overview） */
export const getLaborProjectOverviewKey: KeyFnOpt<'getLaborProjectOverview', HomeQueryParams['getLaborProjectOverview']> = /* @__PURE__ */ keyer('getLaborProjectOverview');
/** 查询选项（useQuery、fetchQuery）：劳务项目面板总览（GET /starSafety/laborProject/overview） */
export const getLaborProjectOverviewQueryOptions: QueryFnOpt<'getLaborProjectOverview', HomeQueryParams['getLaborProjectOverview'], OpResult<operations['getLaborProjectOverview']>> = /* @__PURE__ */ reader('getLaborProjectOverview', 'GET /starSafety/laborProject/overview');

/** 键 `['listLaborProjects', 参数]`：劳务项目面板项目列表（GET /starSafety/laborProject/projectList） */
export const listLaborProjectsKey: KeyFnOpt<'listLaborProjects', HomeQueryParams['listLaborProjects']> = /* @__PURE__ */ keyer('listLaborProjects');
/** 查询选项（useQuery、fetchQuery）：劳务项目面板项目列表（GET /starSafety/laborProject/projectList） */
export const listLaborProjectsQueryOptions: QueryFnOpt<'listLaborProjects', HomeQueryParams['listLaborProjects'], OpResult<operations['listLaborProjects']>> = /* @__PURE__ */ reader('listLaborProjects', 'GET /starSafety/laborProject/projectList');

/** 键 `['listLaborProjectTeams', 参数]`：劳务项目面板班组（GET /starSafety/laborProject/teamList） */
export const listLaborProjectTeamsKey: KeyFnOpt<'listLaborProjectTeams', HomeQueryParams['listLaborProjectTeams']> = /* @__PURE__ */ keyer('listLaborProjectTeams');
/** 查询选项（useQuery、fetchQuery）：劳务项目面板班组（GET /starSafety/laborProject/teamList） */
export const listLaborProjectTeamsQueryOptions: QueryFnOpt<'listLaborProjectTeams', HomeQueryParams['listLaborProjectTeams'], OpResult<operations['listLaborProjectTeams']>> = /* @__PURE__ */ reader('listLaborProjectTeams', 'GET /starSafety/laborProject/teamList');
