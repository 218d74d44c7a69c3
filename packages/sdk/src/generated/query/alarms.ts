/* 由 scripts/spec.mjs 从 spec/ 生成，请勿手改。运行 `pnpm spec` 重新生成。 */
/** 业务域「alarms」的 TanStack Query 选项：36 个调用（读 26 个，其中分页 9 个；写 10 个）。`import { … } from '@site/sdk/query/alarms'`。 */
import type { operations } from '../areas/alarms.schema';
import type { OpResult } from '../../types';
import { keyer, pager, reader, writer } from '../../query-kit';
import type { KeyFn, KeyFnOpt, InfiniteFn, InfiniteFnOpt, MutationFn, QueryFn, QueryFnOpt } from '../../query-kit';

export * from '../../query-kit';

/** 每个调用的查询参数（键的第二项，也是调用的 `params` 与 `body`）。 */
export interface AlarmsQueryParams {
  collectSecurityAlarmsTopAreas: { params?: operations['collectSecurityAlarmsTopAreas']['parameters']; body?: never };
  collectAllSecurityAlarms: { params?: operations['collectAllSecurityAlarms']['parameters']; body?: never };
  collectSecurityAlarmsByCompanyTeam: { params?: operations['collectSecurityAlarmsByCompanyTeam']['parameters']; body?: never };
  listSecurityAlarmTopHats: { params?: operations['listSecurityAlarmTopHats']['parameters']; body?: never };
  listSecurityAlarms: { params?: operations['listSecurityAlarms']['parameters']; body?: never };
  collectRealtimeSecurityAlarms: { params?: operations['collectRealtimeSecurityAlarms']['parameters']; body?: never };
  collectSecurityAlarmsBySubtype: { params?: operations['collectSecurityAlarmsBySubtype']['parameters']; body?: never };
  getSecurityAlarmTimeRange: { params?: operations['getSecurityAlarmTimeRange']['parameters']; body?: never };
  collectLongWaitAlarmsByArea: { params?: operations['collectLongWaitAlarmsByArea']['parameters']; body?: never };
  listLongWaitAlarms: { params?: operations['listLongWaitAlarms']['parameters']; body?: never };
  listStationaryAlarmDateRange: { params?: operations['listStationaryAlarmDateRange']['parameters']; body?: never };
  exportStationaryAlarms: { params?: never; body: NonNullable<operations['exportStationaryAlarms']['requestBody']>['content']['application/json'] };
  listStationaryAlarms: { params?: operations['listStationaryAlarms']['parameters']; body?: never };
  getStationaryAlarmStat: { params?: operations['getStationaryAlarmStat']['parameters']; body?: never };
  listStayinAlarmDateRange: { params?: operations['listStayinAlarmDateRange']['parameters']; body?: never };
  exportStayinAlarms: { params?: never; body: NonNullable<operations['exportStayinAlarms']['requestBody']>['content']['application/json'] };
  listStayinAlarms: { params?: operations['listStayinAlarms']['parameters']; body?: never };
  getStayinAlarmStat: { params?: operations['getStayinAlarmStat']['parameters']; body?: never };
  listStayinAlarmWorkers: { params?: operations['listStayinAlarmWorkers']['parameters']; body?: never };
  listSecurityAlarmTypes: { params?: never; body?: never };
  getAlarmProcessingStatistics: { params?: operations['getAlarmProcessingStatistics']['parameters']; body?: never };
  listAlarmSituationByBranchCompany: { params?: operations['listAlarmSituationByBranchCompany']['parameters']; body?: never };
  getAlarmStatisticsByMonth: { params?: operations['getAlarmStatisticsByMonth']['parameters']; body?: never };
  exportAlarmBranchCompanyReport: { params?: operations['exportAlarmBranchCompanyReport']['parameters']; body?: never };
  exportAlarmHeadCompanyReport: { params?: operations['exportAlarmHeadCompanyReport']['parameters']; body?: never };
  addAlertWhitePersons: { params?: never; body: NonNullable<operations['addAlertWhitePersons']['requestBody']>['content']['application/json'] };
  deleteAlertWhitePersons: { params?: never; body: NonNullable<operations['deleteAlertWhitePersons']['requestBody']>['content']['application/json'] };
  listAlertWhitePersons: { params?: never; body: NonNullable<operations['listAlertWhitePersons']['requestBody']>['content']['application/json'] };
  listAlertWhiteCandidates: { params?: never; body: NonNullable<operations['listAlertWhiteCandidates']['requestBody']>['content']['application/json'] };
  listAlertWhitePersonTypes: { params?: never; body: NonNullable<operations['listAlertWhitePersonTypes']['requestBody']>['content']['application/json'] };
  listForbiddenPointAlertRecords: { params?: never; body: NonNullable<operations['listForbiddenPointAlertRecords']['requestBody']>['content']['application/json'] };
  exportForbiddenPointAlertRecords: { params?: never; body: NonNullable<operations['exportForbiddenPointAlertRecords']['requestBody']>['content']['application/json'] };
  deleteForbiddenPoint: { params?: never; body: NonNullable<operations['deleteForbiddenPoint']['requestBody']>['content']['application/json'] };
  downloadForbiddenPoints: { params?: operations['downloadForbiddenPoints']['parameters']; body?: never };
  exportForbiddenPoints: { params?: never; body: NonNullable<operations['exportForbiddenPoints']['requestBody']>['content']['application/json'] };
  listForbiddenPoints: { params?: never; body: NonNullable<operations['listForbiddenPoints']['requestBody']>['content']['application/json'] };
}

/** 键 `['collectSecurityAlarmsTopAreas', 参数]`：报警最多的区域排行（GET /pc/security/alarm/all/area/topk/collect） */
export const collectSecurityAlarmsTopAreasKey: KeyFnOpt<'collectSecurityAlarmsTopAreas', AlarmsQueryParams['collectSecurityAlarmsTopAreas']> = /* @__PURE__ */ keyer('collectSecurityAlarmsTopAreas');
/** 查询选项（useQuery、fetchQuery）：报警最多的区域排行（GET /pc/security/alarm/all/area/topk/collect） */
export const collectSecurityAlarmsTopAreasQueryOptions: QueryFnOpt<'collectSecurityAlarmsTopAreas', AlarmsQueryParams['collectSecurityAlarmsTopAreas'], OpResult<operations['collectSecurityAlarmsTopAreas']>> = /* @__PURE__ */ reader('collectSecurityAlarmsTopAreas', 'GET /pc/security/alarm/all/area/topk/collect');

/** 键 `['collectAllSecurityAlarms', 参数]`：安全报警总览（GET /pc/security/alarm/all/collect） */
export const collectAllSecurityAlarmsKey: KeyFnOpt<'collectAllSecurityAlarms', AlarmsQueryParams['collectAllSecurityAlarms']> = /* @__PURE__ */ keyer('collectAllSecurityAlarms');
/** 查询选项（useQuery、fetchQuery）：安全报警总览（GET /pc/security/alarm/all/collect） */
export const collectAllSecurityAlarmsQueryOptions: QueryFnOpt<'collectAllSecurityAlarms', AlarmsQueryParams['collectAllSecurityAlarms'], OpResult<operations['collectAllSecurityAlarms']>> = /* @__PURE__ */ reader('collectAllSecurityAlarms', 'GET /pc/security/alarm/all/collect');

/** 键 `['collectSecurityAlarmsByCompanyTeam', 参数]`：安全报警按参建单位与班组汇总（GET /pc/security/alarm/all/companyteam/collect） */
export const collectSecurityAlarmsByCompanyTeamKey: KeyFnOpt<'collectSecurityAlarmsByCompanyTeam', AlarmsQueryParams['collectSecurityAlarmsByCompanyTeam']> = /* @__PURE__ */ keyer('collectSecurityAlarmsByCompanyTeam');
/** 查询选项（useQuery、fetchQuery）：安全报警按参建单位与班组汇总（GET /pc/security/alarm/all/companyteam/collect） */
export const collectSecurityAlarmsByCompanyTeamQueryOptions: QueryFnOpt<'collectSecurityAlarmsByCompanyTeam', AlarmsQueryParams['collectSecurityAlarmsByCompanyTeam'], OpResult<operations['collectSecurityAlarmsByCompanyTeam']>> = /* @__PURE__ */ reader('collectSecurityAlarmsByCompanyTeam', 'GET /pc/security/alarm/all/companyteam/collect');

/** 键 `['listSecurityAlarmTopHats', 参数]`：报警最多的安全帽排行（GET /pc/security/alarm/all/hat/topk/list） */
export const listSecurityAlarmTopHatsKey: KeyFnOpt<'listSecurityAlarmTopHats', AlarmsQueryParams['listSecurityAlarmTopHats']> = /* @__PURE__ */ keyer('listSecurityAlarmTopHats');
/** 查询选项（useQuery、fetchQuery）：报警最多的安全帽排行（GET /pc/security/alarm/all/hat/topk/list） */
export const listSecurityAlarmTopHatsQueryOptions: QueryFnOpt<'listSecurityAlarmTopHats', AlarmsQueryParams['listSecurityAlarmTopHats'], OpResult<operations['listSecurityAlarmTopHats']>> = /* @__PURE__ */ reader('listSecurityAlarmTopHats', 'GET /pc/security/alarm/all/hat/topk/list');

/** 键 `['listSecurityAlarms', 参数]`：安全报警明细分页（GET /pc/security/alarm/all/list） */
export const listSecurityAlarmsKey: KeyFnOpt<'listSecurityAlarms', AlarmsQueryParams['listSecurityAlarms']> = /* @__PURE__ */ keyer('listSecurityAlarms');
/** 查询选项（useQuery、fetchQuery）：安全报警明细分页（GET /pc/security/alarm/all/list） */
export const listSecurityAlarmsQueryOptions: QueryFnOpt<'listSecurityAlarms', AlarmsQueryParams['listSecurityAlarms'], OpResult<operations['listSecurityAlarms']>> = /* @__PURE__ */ reader('listSecurityAlarms', 'GET /pc/security/alarm/all/list n');
/** 无限查询选项（useInfiniteQuery，逐页读到 total 为止）：安全报警明细分页（GET /pc/security/alarm/all/list） */
export const listSecurityAlarmsInfiniteQueryOptions: InfiniteFnOpt<'listSecurityAlarms', AlarmsQueryParams['listSecurityAlarms'], OpResult<operations['listSecurityAlarms']>> = /* @__PURE__ */ pager('listSecurityAlarms', 'GET /pc/security/alarm/all/list n');

/** 键 `['collectRealtimeSecurityAlarms', 参数]`：实时报警（GET /pc/security/alarm/all/realtime/collect） */
export const collectRealtimeSecurityAlarmsKey: KeyFnOpt<'collectRealtimeSecurityAlarms', AlarmsQueryParams['collectRealtimeSecurityAlarms']> = /* @__PURE__ */ keyer('collectRealtimeSecurityAlarms');
/** 查询选项（useQuery、fetchQuery）：实时报警（GET /pc/security/alarm/all/realtime/collect） */
export const collectRealtimeSecurityAlarmsQueryOptions: QueryFnOpt<'collectRealtimeSecurityAlarms', AlarmsQueryParams['collectRealtimeSecurityAlarms'], OpResult<operations['collectRealtimeSecurityAlarms']>> = /* @__PURE__ */ reader('collectRealtimeSecurityAlarms', 'GET /pc/security/alarm/all/realtime/collect');

/** 键 `['collectSecurityAlarmsBySubtype', 参数]`：安全报警按类型占比（GET /pc/security/alarm/all/subtype/collect） */
export const collectSecurityAlarmsBySubtypeKey: KeyFnOpt<'collectSecurityAlarmsBySubtype', AlarmsQueryParams['collectSecurityAlarmsBySubtype']> = /* @__PURE__ */ keyer('collectSecurityAlarmsBySubtype');
/** 查询选项（useQuery、fetchQuery）：安全报警按类型占比（GET /pc/security/alarm/all/subtype/collect） */
export const collectSecurityAlarmsBySubtypeQueryOptions: QueryFnOpt<'collectSecurityAlarmsBySubtype', AlarmsQueryParams['collectSecurityAlarmsBySubtype'], OpResult<operations['collectSecurityAlarmsBySubtype']>> = /* @__PURE__ */ reader('collectSecurityAlarmsBySubtype', 'GET /pc/security/alarm/all/subtype/collect');

/** 键 `['getSecurityAlarmTimeRange', 参数]`：安全报警按日分类型趋势（GET /pc/security/alarm/all/timerange） */
export const getSecurityAlarmTimeRangeKey: KeyFnOpt<'getSecurityAlarmTimeRange', AlarmsQueryParams['getSecurityAlarmTimeRange']> = /* @__PURE__ */ keyer('getSecurityAlarmTimeRange');
/** 查询选项（useQuery、fetchQuery）：安全报警按日分类型趋势（GET /pc/security/alarm/all/timerange） */
export const getSecurityAlarmTimeRangeQueryOptions: QueryFnOpt<'getSecurityAlarmTimeRange', AlarmsQueryParams['getSecurityAlarmTimeRange'], OpResult<operations['getSecurityAlarmTimeRange']>> = /* @__PURE__ */ reader('getSecurityAlarmTimeRange', 'GET /pc/security/alarm/all/timerange');

/** 键 `['collectLongWaitAlarmsByArea', 参数]`：长时间停留报警按区域汇总（GET /pc/security/alarm/longwt/area/collect） */
export const collectLongWaitAlarmsByAreaKey: KeyFnOpt<'collectLongWaitAlarmsByArea', AlarmsQueryParams['collectLongWaitAlarmsByArea']> = /* @__PURE__ */ keyer('collectLongWaitAlarmsByArea');
/** 查询选项（useQuery、fetchQuery）：长时间停留报警按区域汇总（GET /pc/security/alarm/longwt/area/collect） */
export const collectLongWaitAlarmsByAreaQueryOptions: QueryFnOpt<'collectLongWaitAlarmsByArea', AlarmsQueryParams['collectLongWaitAlarmsByArea'], OpResult<operations['collectLongWaitAlarmsByArea']>> = /* @__PURE__ */ reader('collectLongWaitAlarmsByArea', 'GET /pc/security/alarm/longwt/area/collect');

/** 键 `['listLongWaitAlarms', 参数]`：长时间停留报警明细分页（GET /pc/security/alarm/longwt/list） */
export const listLongWaitAlarmsKey: KeyFnOpt<'listLongWaitAlarms', AlarmsQueryParams['listLongWaitAlarms']> = /* @__PURE__ */ keyer('listLongWaitAlarms');
/** 查询选项（useQuery、fetchQuery）：长时间停留报警明细分页（GET /pc/security/alarm/longwt/list） */
export const listLongWaitAlarmsQueryOptions: QueryFnOpt<'listLongWaitAlarms', AlarmsQueryParams['listLongWaitAlarms'], OpResult<operations['listLongWaitAlarms']>> = /* @__PURE__ */ reader('listLongWaitAlarms', 'GET /pc/security/alarm/longwt/list n');
/** 无限查询选项（useInfiniteQuery，逐页读到 total 为止）：长时间停留报警明细分页（GET /pc/security/alarm/longwt/list） */
export const listLongWaitAlarmsInfiniteQueryOptions: InfiniteFnOpt<'listLongWaitAlarms', AlarmsQueryParams['listLongWaitAlarms'], OpResult<operations['listLongWaitAlarms']>> = /* @__PURE__ */ pager('listLongWaitAlarms', 'GET /pc/security/alarm/longwt/list n');

/** 键 `['listStationaryAlarmDateRange', 参数]`：静止报警按日趋势（GET /pc/security/alarm/stationary/daterange） */
export const listStationaryAlarmDateRangeKey: KeyFnOpt<'listStationaryAlarmDateRange', AlarmsQueryParams['listStationaryAlarmDateRange']> = /* @__PURE__ */ keyer('listStationaryAlarmDateRange');
/** 查询选项（useQuery、fetchQuery）：静止报警按日趋势（GET /pc/security/alarm/stationary/daterange） */
export const listStationaryAlarmDateRangeQueryOptions: QueryFnOpt<'listStationaryAlarmDateRange', AlarmsQueryParams['listStationaryAlarmDateRange'], OpResult<operations['listStationaryAlarmDateRange']>> = /* @__PURE__ */ reader('listStationaryAlarmDateRange', 'GET /pc/security/alarm/stationary/daterange');

/** 键 `['exportStationaryAlarms', 参数]`：导出静止报警明细（POST /pc/security/alarm/stationary/detail/export） */
export const exportStationaryAlarmsKey: KeyFn<'exportStationaryAlarms', AlarmsQueryParams['exportStationaryAlarms']> = /* @__PURE__ */ keyer('exportStationaryAlarms');
/** 变更选项（useMutation，`mutate(参数)`）：导出静止报警明细（POST /pc/security/alarm/stationary/detail/export） */
export const exportStationaryAlarmsMutationOptions: MutationFn<'exportStationaryAlarms', AlarmsQueryParams['exportStationaryAlarms'], OpResult<operations['exportStationaryAlarms']>> = /* @__PURE__ */ writer('exportStationaryAlarms', 'POST /pc/security/alarm/stationary/detail/export b');

/** 键 `['listStationaryAlarms', 参数]`：静止报警明细分页（GET /pc/security/alarm/stationary/list） */
export const listStationaryAlarmsKey: KeyFnOpt<'listStationaryAlarms', AlarmsQueryParams['listStationaryAlarms']> = /* @__PURE__ */ keyer('listStationaryAlarms');
/** 查询选项（useQuery、fetchQuery）：静止报警明细分页（GET /pc/security/alarm/stationary/list） */
export const listStationaryAlarmsQueryOptions: QueryFnOpt<'listStationaryAlarms', AlarmsQueryParams['listStationaryAlarms'], OpResult<operations['listStationaryAlarms']>> = /* @__PURE__ */ reader('listStationaryAlarms', 'GET /pc/security/alarm/stationary/list n');
/** 无限查询选项（useInfiniteQuery，逐页读到 total 为止）：静止报警明细分页（GET /pc/security/alarm/stationary/list） */
export const listStationaryAlarmsInfiniteQueryOptions: InfiniteFnOpt<'listStationaryAlarms', AlarmsQueryParams['listStationaryAlarms'], OpResult<operations['listStationaryAlarms']>> = /* @__PURE__ */ pager('listStationaryAlarms', 'GET /pc/security/alarm/stationary/list n');

/** 键 `['getStationaryAlarmStat', 参数]`：静止报警统计结果（GET /pc/security/alarm/stationary/stat/result） */
export const getStationaryAlarmStatKey: KeyFnOpt<'getStationaryAlarmStat', AlarmsQueryParams['getStationaryAlarmStat']> = /* @__PURE__ */ keyer('getStationaryAlarmStat');
/** 查询选项（useQuery、fetchQuery）：静止报警统计结果（GET /pc/security/alarm/stationary/stat/result） */
export const getStationaryAlarmStatQueryOptions: QueryFnOpt<'getStationaryAlarmStat', AlarmsQueryParams['getStationaryAlarmStat'], OpResult<operations['getStationaryAlarmStat']>> = /* @__PURE__ */ reader('getStationaryAlarmStat', 'GET /pc/security/alarm/stationary/stat/result');

/** 键 `['listStayinAlarmDateRange', 参数]`：滞留报警按日趋势（GET /pc/security/alarm/stayin/daterange） */
export const listStayinAlarmDateRangeKey: KeyFnOpt<'listStayinAlarmDateRange', AlarmsQueryParams['listStayinAlarmDateRange']> = /* @__PURE__ */ keyer('listStayinAlarmDateRange');
/** 查询选项（useQuery、fetchQuery）：滞留报警按日趋势（GET /pc/security/alarm/stayin/daterange） */
export const listStayinAlarmDateRangeQueryOptions: QueryFnOpt<'listStayinAlarmDateRange', AlarmsQueryParams['listStayinAlarmDateRange'], OpResult<operations['listStayinAlarmDateRange']>> = /* @__PURE__ */ reader('listStayinAlarmDateRange', 'GET /pc/security/alarm/stayin/daterange');

/** 键 `['exportStayinAlarms', 参数]`：导出滞留报警明细（POST /pc/security/alarm/stayin/detail/export） */
export const exportStayinAlarmsKey: KeyFn<'exportStayinAlarms', AlarmsQueryParams['exportStayinAlarms']> = /* @__PURE__ */ keyer('exportStayinAlarms');
/** 变更选项（useMutation，`mutate(参数)`）：导出滞留报警明细（POST /pc/security/alarm/stayin/detail/export） */
export const exportStayinAlarmsMutationOptions: MutationFn<'exportStayinAlarms', AlarmsQueryParams['exportStayinAlarms'], OpResult<operations['exportStayinAlarms']>> = /* @__PURE__ */ writer('exportStayinAlarms', 'POST /pc/security/alarm/stayin/detail/export b');

/** 键 `['listStayinAlarms', 参数]`：滞留报警明细分页（GET /pc/security/alarm/stayin/list） */
export const listStayinAlarmsKey: KeyFnOpt<'listStayinAlarms', AlarmsQueryParams['listStayinAlarms']> = /* @__PURE__ */ keyer('listStayinAlarms');
/** 查询选项（useQuery、fetchQuery）：滞留报警明细分页（GET /pc/security/alarm/stayin/list） */
export const listStayinAlarmsQueryOptions: QueryFnOpt<'listStayinAlarms', AlarmsQueryParams['listStayinAlarms'], OpResult<operations['listStayinAlarms']>> = /* @__PURE__ */ reader('listStayinAlarms', 'GET /pc/security/alarm/stayin/list n');
/** 无限查询选项（useInfiniteQuery，逐页读到 total 为止）：滞留报警明细分页（GET /pc/security/alarm/stayin/list） */
export const listStayinAlarmsInfiniteQueryOptions: InfiniteFnOpt<'listStayinAlarms', AlarmsQueryParams['listStayinAlarms'], OpResult<operations['listStayinAlarms']>> = /* @__PURE__ */ pager('listStayinAlarms', 'GET /pc/security/alarm/stayin/list n');

/** 键 `['getStayinAlarmStat', 参数]`：滞留报警统计结果（GET /pc/security/alarm/stayin/stat/result） */
export const getStayinAlarmStatKey: KeyFnOpt<'getStayinAlarmStat', AlarmsQueryParams['getStayinAlarmStat']> = /* @__PURE__ */ keyer('getStayinAlarmStat');
/** 查询选项（useQuery、fetchQuery）：滞留报警统计结果（GET /pc/security/alarm/stayin/stat/result） */
export const getStayinAlarmStatQueryOptions: QueryFnOpt<'getStayinAlarmStat', AlarmsQueryParams['getStayinAlarmStat'], OpResult<operations['getStayinAlarmStat']>> = /* @__PURE__ */ reader('getStayinAlarmStat', 'GET /pc/security/alarm/stayin/stat/result');

/** 键 `['listStayinAlarmWorkers', 参数]`：滞留报警按人员汇总（GET /pc/security/alarm/stayin/worker/list） */
export const listStayinAlarmWorkersKey: KeyFnOpt<'listStayinAlarmWorkers', AlarmsQueryParams['listStayinAlarmWorkers']> = /* @__PURE__ */ keyer('listStayinAlarmWorkers');
/** 查询选项（useQuery、fetchQuery）：滞留报警按人员汇总（GET /pc/security/alarm/stayin/worker/list） */
export const listStayinAlarmWorkersQueryOptions: QueryFnOpt<'listStayinAlarmWorkers', AlarmsQueryParams['listStayinAlarmWorkers'], OpResult<operations['listStayinAlarmWorkers']>> = /* @__PURE__ */ reader('listStayinAlarmWorkers', 'GET /pc/security/alarm/stayin/worker/list n');
/** 无限查询选项（useInfiniteQuery，逐页读到 total 为止）：滞留报警按人员汇总（GET /pc/security/alarm/stayin/worker/list） */
export const listStayinAlarmWorkersInfiniteQueryOptions: InfiniteFnOpt<'listStayinAlarmWorkers', AlarmsQueryParams['listStayinAlarmWorkers'], OpResult<operations['listStayinAlarmWorkers']>> = /* @__PURE__ */ pager('listStayinAlarmWorkers', 'GET /pc/security/alarm/stayin/worker/list n');

/** 键 `['listSecurityAlarmTypes', 参数]`：报警类型下拉（GET /pc/security/alarm/type/list） */
export const listSecurityAlarmTypesKey: KeyFnOpt<'listSecurityAlarmTypes', AlarmsQueryParams['listSecurityAlarmTypes']> = /* @__PURE__ */ keyer('listSecurityAlarmTypes');
/** 查询选项（useQuery、fetchQuery）：报警类型下拉（GET /pc/security/alarm/type/list） */
export const listSecurityAlarmTypesQueryOptions: QueryFnOpt<'listSecurityAlarmTypes', AlarmsQueryParams['listSecurityAlarmTypes'], OpResult<operations['listSecurityAlarmTypes']>> = /* @__PURE__ */ reader('listSecurityAlarmTypes', 'GET /pc/security/alarm/type/list');

/** 键 `['getAlarmProcessingStatistics', 参数]`：报警闭环处理统计（GET /starSafety/alarmClosedLoop/alarmProcessingStatistics） */
export const getAlarmProcessingStatisticsKey: KeyFnOpt<'getAlarmProcessingStatistics', AlarmsQueryParams['getAlarmProcessingStatistics']> = /* @__PURE__ */ keyer('getAlarmProcessingStatistics');
/** 查询选项（useQuery、fetchQuery）：报警闭环处理统计（GET /starSafety/alarmClosedLoop/alarmProcessingStatistics） */
export const getAlarmProcessingStatisticsQueryOptions: QueryFnOpt<'getAlarmProcessingStatistics', AlarmsQueryParams['getAlarmProcessingStatistics'], OpResult<operations['getAlarmProcessingStatistics']>> = /* @__PURE__ */ reader('getAlarmProcessingStatistics', 'GET /starSafety/alarmClosedLoop/alarmProcessingStatistics');

/** 键 `['listAlarmSituationByBranchCompany', 参数]`：各分公司报警闭环情况（GET /starSafety/alarmClosedLoop/alarmSituationEachBranchCompany） */
export const listAlarmSituationByBranchCompanyKey: KeyFnOpt<'listAlarmSituationByBranchCompany', AlarmsQueryParams['listAlarmSituationByBranchCompany']> = /* @__PURE__ */ keyer('listAlarmSituationByBranchCompany');
/** 查询选项（useQuery、fetchQuery）：各分公司报警闭环情况（GET /starSafety/alarmClosedLoop/alarmSituationEachBranchCompany） */
export const listAlarmSituationByBranchCompanyQueryOptions: QueryFnOpt<'listAlarmSituationByBranchCompany', AlarmsQueryParams['listAlarmSituationByBranchCompany'], OpResult<operations['listAlarmSituationByBranchCompany']>> = /* @__PURE__ */ reader('listAlarmSituationByBranchCompany', 'GET /starSafety/alarmClosedLoop/alarmSituationEachBranchCompany');

/** 键 `['getAlarmStatisticsByMonth', 参数]`：报警闭环按月统计（GET /starSafety/alarmClosedLoop/alarmStatisticsByMonth） */
export const getAlarmStatisticsByMonthKey: KeyFnOpt<'getAlarmStatisticsByMonth', AlarmsQueryParams['getAlarmStatisticsByMonth']> = /* @__PURE__ */ keyer('getAlarmStatisticsByMonth');
/** 查询选项（useQuery、fetchQuery）：报警闭环按月统计（GET /starSafety/alarmClosedLoop/alarmStatisticsByMonth） */
export const getAlarmStatisticsByMonthQueryOptions: QueryFnOpt<'getAlarmStatisticsByMonth', AlarmsQueryParams['getAlarmStatisticsByMonth'], OpResult<operations['getAlarmStatisticsByMonth']>> = /* @__PURE__ */ reader('getAlarmStatisticsByMonth', 'GET /starSafety/alarmClosedLoop/alarmStatisticsByMonth');

/** 键 `['exportAlarmBranchCompanyReport', 参数]`：导出分公司报警闭环报表（GET /starSafety/alarmClosedLoop/export/branchCompanyReport） */
export const exportAlarmBranchCompanyReportKey: KeyFnOpt<'exportAlarmBranchCompanyReport', AlarmsQueryParams['exportAlarmBranchCompanyReport']> = /* @__PURE__ */ keyer('exportAlarmBranchCompanyReport');
/** 变更选项（useMutation，`mutate(参数)`）：导出分公司报警闭环报表（GET /starSafety/alarmClosedLoop/export/branchCompanyReport） */
export const exportAlarmBranchCompanyReportMutationOptions: MutationFn<'exportAlarmBranchCompanyReport', AlarmsQueryParams['exportAlarmBranchCompanyReport'] | void, OpResult<operations['exportAlarmBranchCompanyReport']>> = /* @__PURE__ */ writer('exportAlarmBranchCompanyReport', 'GET /starSafety/alarmClosedLoop/export/branchCompanyReport b');

/** 键 `['exportAlarmHeadCompanyReport', 参数]`：导出总公司报警闭环报表（GET /starSafety/alarmClosedLoop/export/headCompanyReport） */
export const exportAlarmHeadCompanyReportKey: KeyFnOpt<'exportAlarmHeadCompanyReport', AlarmsQueryParams['exportAlarmHeadCompanyReport']> = /* @__PURE__ */ keyer('exportAlarmHeadCompanyReport');
/** 变更选项（useMutation，`mutate(参数)`）：导出总公司报警闭环报表（GET /starSafety/alarmClosedLoop/export/headCompanyReport） */
export const exportAlarmHeadCompanyReportMutationOptions: MutationFn<'exportAlarmHeadCompanyReport', AlarmsQueryParams['exportAlarmHeadCompanyReport'] | void, OpResult<operations['exportAlarmHeadCompanyReport']>> = /* @__PURE__ */ writer('exportAlarmHeadCompanyReport', 'GET /starSafety/alarmClosedLoop/export/headCompanyReport b');

/** 键 `['addAlertWhitePersons', 参数]`：添加禁区白名单（POST /starSafety/alertWhite/add） */
export const addAlertWhitePersonsKey: KeyFn<'addAlertWhitePersons', AlarmsQueryParams['addAlertWhitePersons']> = /* @__PURE__ */ keyer('addAlertWhitePersons');
/** 变更选项（useMutation，`mutate(参数)`）：添加禁区白名单（POST /starSafety/alertWhite/add） */
export const addAlertWhitePersonsMutationOptions: MutationFn<'addAlertWhitePersons', AlarmsQueryParams['addAlertWhitePersons'], OpResult<operations['addAlertWhitePersons']>> = /* @__PURE__ */ writer('addAlertWhitePersons', 'POST /starSafety/alertWhite/add');

/** 键 `['deleteAlertWhitePersons', 参数]`：移出禁区白名单（POST /starSafety/alertWhite/del） */
export const deleteAlertWhitePersonsKey: KeyFn<'deleteAlertWhitePersons', AlarmsQueryParams['deleteAlertWhitePersons']> = /* @__PURE__ */ keyer('deleteAlertWhitePersons');
/** 变更选项（useMutation，`mutate(参数)`）：移出禁区白名单（POST /starSafety/alertWhite/del） */
export const deleteAlertWhitePersonsMutationOptions: MutationFn<'deleteAlertWhitePersons', AlarmsQueryParams['deleteAlertWhitePersons'], OpResult<operations['deleteAlertWhitePersons']>> = /* @__PURE__ */ writer('deleteAlertWhitePersons', 'POST /starSafety/alertWhite/del');

/** 键 `['listAlertWhitePersons', 参数]`：禁区白名单分页（POST /starSafety/alertWhite/page） */
export const listAlertWhitePersonsKey: KeyFn<'listAlertWhitePersons', AlarmsQueryParams['listAlertWhitePersons']> = /* @__PURE__ */ keyer('listAlertWhitePersons');
/** 查询选项（useQuery、fetchQuery）：禁区白名单分页（POST /starSafety/alertWhite/page） */
export const listAlertWhitePersonsQueryOptions: QueryFn<'listAlertWhitePersons', AlarmsQueryParams['listAlertWhitePersons'], OpResult<operations['listAlertWhitePersons']>> = /* @__PURE__ */ reader('listAlertWhitePersons', 'POST /starSafety/alertWhite/page N');
/** 无限查询选项（useInfiniteQuery，逐页读到 total 为止）：禁区白名单分页（POST /starSafety/alertWhite/page） */
export const listAlertWhitePersonsInfiniteQueryOptions: InfiniteFn<'listAlertWhitePersons', AlarmsQueryParams['listAlertWhitePersons'], OpResult<operations['listAlertWhitePersons']>> = /* @__PURE__ */ pager('listAlertWhitePersons', 'POST /starSafety/alertWhite/page N');

/** 键 `['listAlertWhiteCandidates', 参数]`：可加入白名单的人员分页（POST /starSafety/alertWhite/personPage） */
export const listAlertWhiteCandidatesKey: KeyFn<'listAlertWhiteCandidates', AlarmsQueryParams['listAlertWhiteCandidates']> = /* @__PURE__ */ keyer('listAlertWhiteCandidates');
/** 查询选项（useQuery、fetchQuery）：可加入白名单的人员分页（POST /starSafety/alertWhite/personPage） */
export const listAlertWhiteCandidatesQueryOptions: QueryFn<'listAlertWhiteCandidates', AlarmsQueryParams['listAlertWhiteCandidates'], OpResult<operations['listAlertWhiteCandidates']>> = /* @__PURE__ */ reader('listAlertWhiteCandidates', 'POST /starSafety/alertWhite/personPage N');
/** 无限查询选项（useInfiniteQuery，逐页读到 total 为止）：可加入白名单的人员分页（POST /starSafety/alertWhite/personPage） */
export const listAlertWhiteCandidatesInfiniteQueryOptions: InfiniteFn<'listAlertWhiteCandidates', AlarmsQueryParams['listAlertWhiteCandidates'], OpResult<operations['listAlertWhiteCandidates']>> = /* @__PURE__ */ pager('listAlertWhiteCandidates', 'POST /starSafety/alertWhite/personPage N');

/** 键 `['listAlertWhitePersonTypes', 参数]`：白名单人员类型下拉（POST /starSafety/alertWhite/personType） */
export const listAlertWhitePersonTypesKey: KeyFn<'listAlertWhitePersonTypes', AlarmsQueryParams['listAlertWhitePersonTypes']> = /* @__PURE__ */ keyer('listAlertWhitePersonTypes');
/** 查询选项（useQuery、fetchQuery）：白名单人员类型下拉（POST /starSafety/alertWhite/personType） */
export const listAlertWhitePersonTypesQueryOptions: QueryFn<'listAlertWhitePersonTypes', AlarmsQueryParams['listAlertWhitePersonTypes'], OpResult<operations['listAlertWhitePersonTypes']>> = /* @__PURE__ */ reader('listAlertWhitePersonTypes', 'POST /starSafety/alertWhite/personType');

/** 键 `['listForbiddenPointAlertRecords', 参数]`：禁区闯入报警记录分页（POST /starSafety/forbiddenPoint/alertRecordPage） */
export const listForbiddenPointAlertRecordsKey: KeyFn<'listForbiddenPointAlertRecords', AlarmsQueryParams['listForbiddenPointAlertRecords']> = /* @__PURE__ */ keyer('listForbiddenPointAlertRecords');
/** 查询选项（useQuery、fetchQuery）：禁区闯入报警记录分页（POST /starSafety/forbiddenPoint/alertRecordPage） */
export const listForbiddenPointAlertRecordsQueryOptions: QueryFn<'listForbiddenPointAlertRecords', AlarmsQueryParams['listForbiddenPointAlertRecords'], OpResult<operations['listForbiddenPointAlertRecords']>> = /* @__PURE__ */ reader('listForbiddenPointAlertRecords', 'POST /starSafety/forbiddenPoint/alertRecordPage N');
/** 无限查询选项（useInfiniteQuery，逐页读到 total 为止）：禁区闯入报警记录分页（POST /starSafety/forbiddenPoint/alertRecordPage） */
export const listForbiddenPointAlertRecordsInfiniteQueryOptions: InfiniteFn<'listForbiddenPointAlertRecords', AlarmsQueryParams['listForbiddenPointAlertRecords'], OpResult<operations['listForbiddenPointAlertRecords']>> = /* @__PURE__ */ pager('listForbiddenPointAlertRecords', 'POST /starSafety/forbiddenPoint/alertRecordPage N');

/** 键 `['exportForbiddenPointAlertRecords', 参数]`：导出禁区闯入报警记录（POST /starSafety/forbiddenPoint/alertRecordPageExport） */
export const exportForbiddenPointAlertRecordsKey: KeyFn<'exportForbiddenPointAlertRecords', AlarmsQueryParams['exportForbiddenPointAlertRecords']> = /* @__PURE__ */ keyer('exportForbiddenPointAlertRecords');
/** 变更选项（useMutation，`mutate(参数)`）：导出禁区闯入报警记录（POST /starSafety/forbiddenPoint/alertRecordPageExport） */
export const exportForbiddenPointAlertRecordsMutationOptions: MutationFn<'exportForbiddenPointAlertRecords', AlarmsQueryParams['exportForbiddenPointAlertRecords'], OpResult<operations['exportForbiddenPointAlertRecords']>> = /* @__PURE__ */ writer('exportForbiddenPointAlertRecords', 'POST /starSafety/forbiddenPoint/alertRecordPageExport b');

/** 键 `['deleteForbiddenPoint', 参数]`：删除禁区点位（POST /starSafety/forbiddenPoint/del） */
export const deleteForbiddenPointKey: KeyFn<'deleteForbiddenPoint', AlarmsQueryParams['deleteForbiddenPoint']> = /* @__PURE__ */ keyer('deleteForbiddenPoint');
/** 变更选项（useMutation，`mutate(参数)`）：删除禁区点位（POST /starSafety/forbiddenPoint/del） */
export const deleteForbiddenPointMutationOptions: MutationFn<'deleteForbiddenPoint', AlarmsQueryParams['deleteForbiddenPoint'], OpResult<operations['deleteForbiddenPoint']>> = /* @__PURE__ */ writer('deleteForbiddenPoint', 'POST /starSafety/forbiddenPoint/del');

/** 键 `['downloadForbiddenPoints', 参数]`：导出禁区点位（GET）（GET /starSafety/forbiddenPoint/export） */
export const downloadForbiddenPointsKey: KeyFnOpt<'downloadForbiddenPoints', AlarmsQueryParams['downloadForbiddenPoints']> = /* @__PURE__ */ keyer('downloadForbiddenPoints');
/** 变更选项（useMutation，`mutate(参数)`）：导出禁区点位（GET）（GET /starSafety/forbiddenPoint/export） */
export const downloadForbiddenPointsMutationOptions: MutationFn<'downloadForbiddenPoints', AlarmsQueryParams['downloadForbiddenPoints'] | void, OpResult<operations['downloadForbiddenPoints']>> = /* @__PURE__ */ writer('downloadForbiddenPoints', 'GET /starSafety/forbiddenPoint/export b');

/** 键 `['exportForbiddenPoints', 参数]`：导出禁区点位（POST /starSafety/forbiddenPoint/export） */
export const exportForbiddenPointsKey: KeyFn<'exportForbiddenPoints', AlarmsQueryParams['exportForbiddenPoints']> = /* @__PURE__ */ keyer('exportForbiddenPoints');
/** 变更选项（useMutation，`mutate(参数)`）：导出禁区点位（POST /starSafety/forbiddenPoint/export） */
export const exportForbiddenPointsMutationOptions: MutationFn<'exportForbiddenPoints', AlarmsQueryParams['exportForbiddenPoints'], OpResult<operations['exportForbiddenPoints']>> = /* @__PURE__ */ writer('exportForbiddenPoints', 'POST /starSafety/forbiddenPoint/export b');

/** 键 `['listForbiddenPoints', 参数]`：禁区点位分页（POST /starSafety/forbiddenPoint/page） */
export const listForbiddenPointsKey: KeyFn<'listForbiddenPoints', AlarmsQueryParams['listForbiddenPoints']> = /* @__PURE__ */ keyer('listForbiddenPoints');
/** 查询选项（useQuery、fetchQuery）：禁区点位分页（POST /starSafety/forbiddenPoint/page） */
export const listForbiddenPointsQueryOptions: QueryFn<'listForbiddenPoints', AlarmsQueryParams['listForbiddenPoints'], OpResult<operations['listForbiddenPoints']>> = /* @__PURE__ */ reader('listForbiddenPoints', 'POST /starSafety/forbiddenPoint/page N');
/** 无限查询选项（useInfiniteQuery，逐页读到 total 为止）：禁区点位分页（POST /starSafety/forbiddenPoint/page） */
export const listForbiddenPointsInfiniteQueryOptions: InfiniteFn<'listForbiddenPoints', AlarmsQueryParams['listForbiddenPoints'], OpResult<operations['listForbiddenPoints']>> = /* @__PURE__ */ pager('listForbiddenPoints', 'POST /starSafety/forbiddenPoint/page N');
