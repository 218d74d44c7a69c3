/* 由 scripts/spec.mjs 从 spec/ 生成，请勿手改。运行 `pnpm spec` 重新生成。 */
/** 业务域「alarms」的 36 个调用，每个一个可摇树的函数：`import { createClient, listSecurityAlarms } from '@site/sdk/calls/alarms'`，`await listSecurityAlarms(api, …)`。 */
import type { operations } from '../areas/alarms.schema';
import type { AlarmsArgs } from '../areas/alarms';
import type { OpResult } from '../../types';
import { fileOp, op, uploadOp, type Call, type PagedCall } from '../../calls';

export * from '../../calls';
export type { components as AlarmsComponents, operations as AlarmsOperations } from '../areas/alarms.schema';

/** 报警最多的区域排行（GET /pc/security/alarm/all/area/topk/collect） */
export const collectSecurityAlarmsTopAreas: Call<'collectSecurityAlarmsTopAreas', AlarmsArgs['collectSecurityAlarmsTopAreas'], OpResult<operations['collectSecurityAlarmsTopAreas']>> = /* @__PURE__ */ op('collectSecurityAlarmsTopAreas', 'GET /pc/security/alarm/all/area/topk/collect');

/** 安全报警总览（GET /pc/security/alarm/all/collect） */
export const collectAllSecurityAlarms: Call<'collectAllSecurityAlarms', AlarmsArgs['collectAllSecurityAlarms'], OpResult<operations['collectAllSecurityAlarms']>> = /* @__PURE__ */ op('collectAllSecurityAlarms', 'GET /pc/security/alarm/all/collect');

/** 安全报警按参建单位与班组汇总（GET /pc/security/alarm/all/companyteam/collect） */
export const collectSecurityAlarmsByCompanyTeam: Call<'collectSecurityAlarmsByCompanyTeam', AlarmsArgs['collectSecurityAlarmsByCompanyTeam'], OpResult<operations['collectSecurityAlarmsByCompanyTeam']>> = /* @__PURE__ */ op('collectSecurityAlarmsByCompanyTeam', 'GET /pc/security/alarm/all/companyteam/collect');

/** 报警最多的安全帽排行（GET /pc/security/alarm/all/hat/topk/list） */
export const listSecurityAlarmTopHats: Call<'listSecurityAlarmTopHats', AlarmsArgs['listSecurityAlarmTopHats'], OpResult<operations['listSecurityAlarmTopHats']>> = /* @__PURE__ */ op('listSecurityAlarmTopHats', 'GET /pc/security/alarm/all/hat/topk/list');

/** 安全报警明细分页（GET /pc/security/alarm/all/list）；分页：`pagesOf(api, listSecurityAlarms, …)` */
export const listSecurityAlarms: PagedCall<'listSecurityAlarms', AlarmsArgs['listSecurityAlarms'], OpResult<operations['listSecurityAlarms']>> = /* @__PURE__ */ op('listSecurityAlarms', 'GET /pc/security/alarm/all/list n');

/** 实时报警（GET /pc/security/alarm/all/realtime/collect） */
export const collectRealtimeSecurityAlarms: Call<'collectRealtimeSecurityAlarms', AlarmsArgs['collectRealtimeSecurityAlarms'], OpResult<operations['collectRealtimeSecurityAlarms']>> = /* @__PURE__ */ op('collectRealtimeSecurityAlarms', 'GET /pc/security/alarm/all/realtime/collect');

/** 安全报警按类型占比（GET /pc/security/alarm/all/subtype/collect） */
export const collectSecurityAlarmsBySubtype: Call<'collectSecurityAlarmsBySubtype', AlarmsArgs['collectSecurityAlarmsBySubtype'], OpResult<operations['collectSecurityAlarmsBySubtype']>> = /* @__PURE__ */ op('collectSecurityAlarmsBySubtype', 'GET /pc/security/alarm/all/subtype/collect');

/** 安全报警按日分类型趋势（GET /pc/security/alarm/all/timerange） */
export const getSecurityAlarmTimeRange: Call<'getSecurityAlarmTimeRange', AlarmsArgs['getSecurityAlarmTimeRange'], OpResult<operations['getSecurityAlarmTimeRange']>> = /* @__PURE__ */ op('getSecurityAlarmTimeRange', 'GET /pc/security/alarm/all/timerange');

/** 长时间停留报警按区域汇总（GET /pc/security/alarm/longwt/area/collect） */
export const collectLongWaitAlarmsByArea: Call<'collectLongWaitAlarmsByArea', AlarmsArgs['collectLongWaitAlarmsByArea'], OpResult<operations['collectLongWaitAlarmsByArea']>> = /* @__PURE__ */ op('collectLongWaitAlarmsByArea', 'GET /pc/security/alarm/longwt/area/collect');

/** 长时间停留报警明细分页（GET /pc/security/alarm/longwt/list）；分页：`pagesOf(api, listLongWaitAlarms, …)` */
export const listLongWaitAlarms: PagedCall<'listLongWaitAlarms', AlarmsArgs['listLongWaitAlarms'], OpResult<operations['listLongWaitAlarms']>> = /* @__PURE__ */ op('listLongWaitAlarms', 'GET /pc/security/alarm/longwt/list n');

/** 静止报警按日趋势（GET /pc/security/alarm/stationary/daterange） */
export const listStationaryAlarmDateRange: Call<'listStationaryAlarmDateRange', AlarmsArgs['listStationaryAlarmDateRange'], OpResult<operations['listStationaryAlarmDateRange']>> = /* @__PURE__ */ op('listStationaryAlarmDateRange', 'GET /pc/security/alarm/stationary/daterange');

/** 导出静止报警明细（POST /pc/security/alarm/stationary/detail/export） */
export const exportStationaryAlarms: Call<'exportStationaryAlarms', AlarmsArgs['exportStationaryAlarms'], OpResult<operations['exportStationaryAlarms']>> = /* @__PURE__ */ fileOp('exportStationaryAlarms', 'POST /pc/security/alarm/stationary/detail/export b');

/** 静止报警明细分页（GET /pc/security/alarm/stationary/list）；分页：`pagesOf(api, listStationaryAlarms, …)` */
export const listStationaryAlarms: PagedCall<'listStationaryAlarms', AlarmsArgs['listStationaryAlarms'], OpResult<operations['listStationaryAlarms']>> = /* @__PURE__ */ op('listStationaryAlarms', 'GET /pc/security/alarm/stationary/list n');

/** 静止报警统计结果（GET /pc/security/alarm/stationary/stat/result） */
export const getStationaryAlarmStat: Call<'getStationaryAlarmStat', AlarmsArgs['getStationaryAlarmStat'], OpResult<operations['getStationaryAlarmStat']>> = /* @__PURE__ */ op('getStationaryAlarmStat', 'GET /pc/security/alarm/stationary/stat/result');

/** 滞留报警按日趋势（GET /pc/security/alarm/stayin/daterange） */
export const listStayinAlarmDateRange: Call<'listStayinAlarmDateRange', AlarmsArgs['listStayinAlarmDateRange'], OpResult<operations['listStayinAlarmDateRange']>> = /* @__PURE__ */ op('listStayinAlarmDateRange', 'GET /pc/security/alarm/stayin/daterange');

/** 导出滞留报警明细（POST /pc/security/alarm/stayin/detail/export） */
export const exportStayinAlarms: Call<'exportStayinAlarms', AlarmsArgs['exportStayinAlarms'], OpResult<operations['exportStayinAlarms']>> = /* @__PURE__ */ fileOp('exportStayinAlarms', 'POST /pc/security/alarm/stayin/detail/export b');

/** 滞留报警明细分页（GET /pc/security/alarm/stayin/list）；分页：`pagesOf(api, listStayinAlarms, …)` */
export const listStayinAlarms: PagedCall<'listStayinAlarms', AlarmsArgs['listStayinAlarms'], OpResult<operations['listStayinAlarms']>> = /* @__PURE__ */ op('listStayinAlarms', 'GET /pc/security/alarm/stayin/list n');

/** 滞留报警统计结果（GET /pc/security/alarm/stayin/stat/result） */
export const getStayinAlarmStat: Call<'getStayinAlarmStat', AlarmsArgs['getStayinAlarmStat'], OpResult<operations['getStayinAlarmStat']>> = /* @__PURE__ */ op('getStayinAlarmStat', 'GET /pc/security/alarm/stayin/stat/result');

/** 滞留报警按人员汇总（GET /pc/security/alarm/stayin/worker/list）；分页：`pagesOf(api, listStayinAlarmWorkers, …)` */
export const listStayinAlarmWorkers: PagedCall<'listStayinAlarmWorkers', AlarmsArgs['listStayinAlarmWorkers'], OpResult<operations['listStayinAlarmWorkers']>> = /* @__PURE__ */ op('listStayinAlarmWorkers', 'GET /pc/security/alarm/stayin/worker/list n');

/** 报警类型下拉（GET /pc/security/alarm/type/list） */
export const listSecurityAlarmTypes: Call<'listSecurityAlarmTypes', AlarmsArgs['listSecurityAlarmTypes'], OpResult<operations['listSecurityAlarmTypes']>> = /* @__PURE__ */ op('listSecurityAlarmTypes', 'GET /pc/security/alarm/type/list');

/** 报警闭环处理统计（GET /starSafety/alarmClosedLoop/alarmProcessingStatistics） */
export const getAlarmProcessingStatistics: Call<'getAlarmProcessingStatistics', AlarmsArgs['getAlarmProcessingStatistics'], OpResult<operations['getAlarmProcessingStatistics']>> = /* @__PURE__ */ op('getAlarmProcessingStatistics', 'GET /starSafety/alarmClosedLoop/alarmProcessingStatistics');

/** 各分公司报警闭环情况（GET /starSafety/alarmClosedLoop/alarmSituationEachBranchCompany） */
export const listAlarmSituationByBranchCompany: Call<'listAlarmSituationByBranchCompany', AlarmsArgs['listAlarmSituationByBranchCompany'], OpResult<operations['listAlarmSituationByBranchCompany']>> = /* @__PURE__ */ op('listAlarmSituationByBranchCompany', 'GET /starSafety/alarmClosedLoop/alarmSituationEachBranchCompany');

/** 报警闭环按月统计（GET /starSafety/alarmClosedLoop/alarmStatisticsByMonth） */
export const getAlarmStatisticsByMonth: Call<'getAlarmStatisticsByMonth', AlarmsArgs['getAlarmStatisticsByMonth'], OpResult<operations['getAlarmStatisticsByMonth']>> = /* @__PURE__ */ op('getAlarmStatisticsByMonth', 'GET /starSafety/alarmClosedLoop/alarmStatisticsByMonth');

/** 导出分公司报警闭环报表（GET /starSafety/alarmClosedLoop/export/branchCompanyReport） */
export const exportAlarmBranchCompanyReport: Call<'exportAlarmBranchCompanyReport', AlarmsArgs['exportAlarmBranchCompanyReport'], OpResult<operations['exportAlarmBranchCompanyReport']>> = /* @__PURE__ */ fileOp('exportAlarmBranchCompanyReport', 'GET /starSafety/alarmClosedLoop/export/branchCompanyReport b');

/** 导出总公司报警闭环报表（GET /starSafety/alarmClosedLoop/export/headCompanyReport） */
export const exportAlarmHeadCompanyReport: Call<'exportAlarmHeadCompanyReport', AlarmsArgs['exportAlarmHeadCompanyReport'], OpResult<operations['exportAlarmHeadCompanyReport']>> = /* @__PURE__ */ fileOp('exportAlarmHeadCompanyReport', 'GET /starSafety/alarmClosedLoop/export/headCompanyReport b');

/** 添加禁区白名单（POST /starSafety/alertWhite/add） */
export const addAlertWhitePersons: Call<'addAlertWhitePersons', AlarmsArgs['addAlertWhitePersons'], OpResult<operations['addAlertWhitePersons']>> = /* @__PURE__ */ op('addAlertWhitePersons', 'POST /starSafety/alertWhite/add');

/** 移出禁区白名单（POST /starSafety/alertWhite/del） */
export const deleteAlertWhitePersons: Call<'deleteAlertWhitePersons', AlarmsArgs['deleteAlertWhitePersons'], OpResult<operations['deleteAlertWhitePersons']>> = /* @__PURE__ */ op('deleteAlertWhitePersons', 'POST /starSafety/alertWhite/del');

/** 禁区白名单分页（POST /starSafety/alertWhite/page）；分页：`pagesOf(api, listAlertWhitePersons, …)` */
export const listAlertWhitePersons: PagedCall<'listAlertWhitePersons', AlarmsArgs['listAlertWhitePersons'], OpResult<operations['listAlertWhitePersons']>> = /* @__PURE__ */ op('listAlertWhitePersons', 'POST /starSafety/alertWhite/page N');

/** 可加入白名单的人员分页（POST /starSafety/alertWhite/personPage）；分页：`pagesOf(api, listAlertWhiteCandidates, …)` */
export const listAlertWhiteCandidates: PagedCall<'listAlertWhiteCandidates', AlarmsArgs['listAlertWhiteCandidates'], OpResult<operations['listAlertWhiteCandidates']>> = /* @__PURE__ */ op('listAlertWhiteCandidates', 'POST /starSafety/alertWhite/personPage N');

/** 白名单人员类型下拉（POST /starSafety/alertWhite/personType） */
export const listAlertWhitePersonTypes: Call<'listAlertWhitePersonTypes', AlarmsArgs['listAlertWhitePersonTypes'], OpResult<operations['listAlertWhitePersonTypes']>> = /* @__PURE__ */ op('listAlertWhitePersonTypes', 'POST /starSafety/alertWhite/personType');

/** 禁区闯入报警记录分页（POST /starSafety/forbiddenPoint/alertRecordPage）；分页：`pagesOf(api, listForbiddenPointAlertRecords, …)` */
export const listForbiddenPointAlertRecords: PagedCall<'listForbiddenPointAlertRecords', AlarmsArgs['listForbiddenPointAlertRecords'], OpResult<operations['listForbiddenPointAlertRecords']>> = /* @__PURE__ */ op('listForbiddenPointAlertRecords', 'POST /starSafety/forbiddenPoint/alertRecordPage N');

/** 导出禁区闯入报警记录（POST /starSafety/forbiddenPoint/alertRecordPageExport） */
export const exportForbiddenPointAlertRecords: Call<'exportForbiddenPointAlertRecords', AlarmsArgs['exportForbiddenPointAlertRecords'], OpResult<operations['exportForbiddenPointAlertRecords']>> = /* @__PURE__ */ fileOp('exportForbiddenPointAlertRecords', 'POST /starSafety/forbiddenPoint/alertRecordPageExport b');

/** 删除禁区点位（POST /starSafety/forbiddenPoint/del） */
export const deleteForbiddenPoint: Call<'deleteForbiddenPoint', AlarmsArgs['deleteForbiddenPoint'], OpResult<operations['deleteForbiddenPoint']>> = /* @__PURE__ */ op('deleteForbiddenPoint', 'POST /starSafety/forbiddenPoint/del');

/** 导出禁区点位（GET）（GET /starSafety/forbiddenPoint/export） */
export const downloadForbiddenPoints: Call<'downloadForbiddenPoints', AlarmsArgs['downloadForbiddenPoints'], OpResult<operations['downloadForbiddenPoints']>> = /* @__PURE__ */ fileOp('downloadForbiddenPoints', 'GET /starSafety/forbiddenPoint/export b');

/** 导出禁区点位（POST /starSafety/forbiddenPoint/export） */
export const exportForbiddenPoints: Call<'exportForbiddenPoints', AlarmsArgs['exportForbiddenPoints'], OpResult<operations['exportForbiddenPoints']>> = /* @__PURE__ */ fileOp('exportForbiddenPoints', 'POST /starSafety/forbiddenPoint/export b');

/** 禁区点位分页（POST /starSafety/forbiddenPoint/page）；分页：`pagesOf(api, listForbiddenPoints, …)` */
export const listForbiddenPoints: PagedCall<'listForbiddenPoints', AlarmsArgs['listForbiddenPoints'], OpResult<operations['listForbiddenPoints']>> = /* @__PURE__ */ op('listForbiddenPoints', 'POST /starSafety/forbiddenPoint/page N');
