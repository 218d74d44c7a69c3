/* 由 scripts/spec.mjs 从 spec/ 生成，请勿手改。运行 `pnpm spec` 重新生成。 */
/** 业务域「duty」的 43 个调用，每个一个可摇树的函数：`import { createClient, listDutySpecialTaskLedgers } from '@site/sdk/calls/duty'`，`await listDutySpecialTaskLedgers(api, …)`。 */
import type { operations } from '../areas/duty.schema';
import type { DutyArgs } from '../areas/duty';
import type { OpResult } from '../../types';
import { fileOp, op, uploadOp, type Call, type PagedCall } from '../../calls';

export * from '../../calls';
export type { components as DutyComponents, operations as DutyOperations } from '../areas/duty.schema';

/** 作废专项任务（POST /duty/specialTaskLedger/cancellation） */
export const cancelDutySpecialTaskLedger: Call<'cancelDutySpecialTaskLedger', DutyArgs['cancelDutySpecialTaskLedger'], OpResult<operations['cancelDutySpecialTaskLedger']>> = /* @__PURE__ */ op('cancelDutySpecialTaskLedger', 'POST /duty/specialTaskLedger/cancellation');

/** 专项任务台账详情（GET /duty/specialTaskLedger/detail） */
export const getDutySpecialTaskLedgerDetail: Call<'getDutySpecialTaskLedgerDetail', DutyArgs['getDutySpecialTaskLedgerDetail'], OpResult<operations['getDutySpecialTaskLedgerDetail']>> = /* @__PURE__ */ op('getDutySpecialTaskLedgerDetail', 'GET /duty/specialTaskLedger/detail');

/** 导出专项任务台账（GET /duty/specialTaskLedger/export） */
export const exportDutySpecialTaskLedgers: Call<'exportDutySpecialTaskLedgers', DutyArgs['exportDutySpecialTaskLedgers'], OpResult<operations['exportDutySpecialTaskLedgers']>> = /* @__PURE__ */ fileOp('exportDutySpecialTaskLedgers', 'GET /duty/specialTaskLedger/export b');

/** 专项任务台账分页（GET /duty/specialTaskLedger/listPage）；分页：`pagesOf(api, listDutySpecialTaskLedgers, …)` */
export const listDutySpecialTaskLedgers: PagedCall<'listDutySpecialTaskLedgers', DutyArgs['listDutySpecialTaskLedgers'], OpResult<operations['listDutySpecialTaskLedgers']>> = /* @__PURE__ */ op('listDutySpecialTaskLedgers', 'GET /duty/specialTaskLedger/listPage n');

/** 任务作废记录分页（GET /duty/taskLedger/abolishRecord）；分页：`pagesOf(api, listDutyTaskAbolishRecords, …)` */
export const listDutyTaskAbolishRecords: PagedCall<'listDutyTaskAbolishRecords', DutyArgs['listDutyTaskAbolishRecords'], OpResult<operations['listDutyTaskAbolishRecords']>> = /* @__PURE__ */ op('listDutyTaskAbolishRecords', 'GET /duty/taskLedger/abolishRecord n');

/** 作废任务（POST /duty/taskLedger/cancellation） */
export const cancelDutyTaskLedger: Call<'cancelDutyTaskLedger', DutyArgs['cancelDutyTaskLedger'], OpResult<operations['cancelDutyTaskLedger']>> = /* @__PURE__ */ op('cancelDutyTaskLedger', 'POST /duty/taskLedger/cancellation');

/** 任务台账详情（GET /duty/taskLedger/detail） */
export const getDutyTaskLedgerDetail: Call<'getDutyTaskLedgerDetail', DutyArgs['getDutyTaskLedgerDetail'], OpResult<operations['getDutyTaskLedgerDetail']>> = /* @__PURE__ */ op('getDutyTaskLedgerDetail', 'GET /duty/taskLedger/detail');

/** 导出任务台账（Excel）（GET /duty/taskLedger/export） */
export const exportDutyTaskLedgers: Call<'exportDutyTaskLedgers', DutyArgs['exportDutyTaskLedgers'], OpResult<operations['exportDutyTaskLedgers']>> = /* @__PURE__ */ fileOp('exportDutyTaskLedgers', 'GET /duty/taskLedger/export b');

/** 导出任务台账（Word）（GET /duty/taskLedger/exportWord） */
export const exportDutyTaskLedgersWord: Call<'exportDutyTaskLedgersWord', DutyArgs['exportDutyTaskLedgersWord'], OpResult<operations['exportDutyTaskLedgersWord']>> = /* @__PURE__ */ fileOp('exportDutyTaskLedgersWord', 'GET /duty/taskLedger/exportWord b');

/** 任务台账分页（GET /duty/taskLedger/listPage）；分页：`pagesOf(api, listDutyTaskLedgers, …)` */
export const listDutyTaskLedgers: PagedCall<'listDutyTaskLedgers', DutyArgs['listDutyTaskLedgers'], OpResult<operations['listDutyTaskLedgers']>> = /* @__PURE__ */ op('listDutyTaskLedgers', 'GET /duty/taskLedger/listPage n');

/** 任务统计（按项目）分页（GET /duty/taskStatisticalAnalysis/list）；分页：`pagesOf(api, listDutyTaskStatistics, …)` */
export const listDutyTaskStatistics: PagedCall<'listDutyTaskStatistics', DutyArgs['listDutyTaskStatistics'], OpResult<operations['listDutyTaskStatistics']>> = /* @__PURE__ */ op('listDutyTaskStatistics', 'GET /duty/taskStatisticalAnalysis/list n');

/** 任务统计（按组织）（GET /duty/taskStatisticalAnalysis/orgList） */
export const listDutyTaskOrgStatistics: Call<'listDutyTaskOrgStatistics', DutyArgs['listDutyTaskOrgStatistics'], OpResult<operations['listDutyTaskOrgStatistics']>> = /* @__PURE__ */ op('listDutyTaskOrgStatistics', 'GET /duty/taskStatisticalAnalysis/orgList');

/** 任务统计组织汇总（GET /duty/taskStatisticalAnalysis/orgTotal） */
export const getDutyTaskOrgTotal: Call<'getDutyTaskOrgTotal', DutyArgs['getDutyTaskOrgTotal'], OpResult<operations['getDutyTaskOrgTotal']>> = /* @__PURE__ */ op('getDutyTaskOrgTotal', 'GET /duty/taskStatisticalAnalysis/orgTotal');

/** 任务卡提示分页（GET /duty/taskStatisticalAnalysis/taskCardHintList）；分页：`pagesOf(api, listDutyTaskCardHints, …)` */
export const listDutyTaskCardHints: PagedCall<'listDutyTaskCardHints', DutyArgs['listDutyTaskCardHints'], OpResult<operations['listDutyTaskCardHints']>> = /* @__PURE__ */ op('listDutyTaskCardHints', 'GET /duty/taskStatisticalAnalysis/taskCardHintList n');

/** 任务统计汇总（GET /duty/taskStatisticalAnalysis/total） */
export const getDutyTaskStatisticsTotal: Call<'getDutyTaskStatisticsTotal', DutyArgs['getDutyTaskStatisticsTotal'], OpResult<operations['getDutyTaskStatisticsTotal']>> = /* @__PURE__ */ op('getDutyTaskStatisticsTotal', 'GET /duty/taskStatisticalAnalysis/total');

/** 预警人员分页（GET /duty/taskStatisticalAnalysis/warningPersonList）；分页：`pagesOf(api, listDutyTaskWarningPersons, …)` */
export const listDutyTaskWarningPersons: PagedCall<'listDutyTaskWarningPersons', DutyArgs['listDutyTaskWarningPersons'], OpResult<operations['listDutyTaskWarningPersons']>> = /* @__PURE__ */ op('listDutyTaskWarningPersons', 'GET /duty/taskStatisticalAnalysis/warningPersonList n');

/** 预警人员汇总（GET /duty/taskStatisticalAnalysis/warningPersonTotal） */
export const getDutyTaskWarningPersonTotal: Call<'getDutyTaskWarningPersonTotal', DutyArgs['getDutyTaskWarningPersonTotal'], OpResult<operations['getDutyTaskWarningPersonTotal']>> = /* @__PURE__ */ op('getDutyTaskWarningPersonTotal', 'GET /duty/taskStatisticalAnalysis/warningPersonTotal');

/** 预警岗位列表（GET /duty/taskStatisticalAnalysis/warningPositionList） */
export const listDutyTaskWarningPositions: Call<'listDutyTaskWarningPositions', DutyArgs['listDutyTaskWarningPositions'], OpResult<operations['listDutyTaskWarningPositions']>> = /* @__PURE__ */ op('listDutyTaskWarningPositions', 'GET /duty/taskStatisticalAnalysis/warningPositionList');

/** 预警岗位汇总（GET /duty/taskStatisticalAnalysis/warningPositionTotal） */
export const getDutyTaskWarningPositionTotal: Call<'getDutyTaskWarningPositionTotal', DutyArgs['getDutyTaskWarningPositionTotal'], OpResult<operations['getDutyTaskWarningPositionTotal']>> = /* @__PURE__ */ op('getDutyTaskWarningPositionTotal', 'GET /duty/taskStatisticalAnalysis/warningPositionTotal');

/** 基础组织列表（POST /orgdept/baseorg/list） */
export const listDutyBaseOrgs: Call<'listDutyBaseOrgs', DutyArgs['listDutyBaseOrgs'], OpResult<operations['listDutyBaseOrgs']>> = /* @__PURE__ */ op('listDutyBaseOrgs', 'POST /orgdept/baseorg/list');

/** 人员任务汇总（GET /pc/person/task/info/collect） */
export const collectPersonTaskInfo: Call<'collectPersonTaskInfo', DutyArgs['collectPersonTaskInfo'], OpResult<operations['collectPersonTaskInfo']>> = /* @__PURE__ */ op('collectPersonTaskInfo', 'GET /pc/person/task/info/collect');

/** 人员任务类型汇总（GET /pc/person/task/type/collect） */
export const collectPersonTaskTypes: Call<'collectPersonTaskTypes', DutyArgs['collectPersonTaskTypes'], OpResult<operations['collectPersonTaskTypes']>> = /* @__PURE__ */ op('collectPersonTaskTypes', 'GET /pc/person/task/type/collect');

/** 项目任务分页（GET /pc/task/list）；分页：`pagesOf(api, listSiteTasks, …)` */
export const listSiteTasks: PagedCall<'listSiteTasks', DutyArgs['listSiteTasks'], OpResult<operations['listSiteTasks']>> = /* @__PURE__ */ op('listSiteTasks', 'GET /pc/task/list p');

/** 项目楼栋（巡查区域）列表（GET /starSafety/duty/building/list） */
export const listDutyBuildings: Call<'listDutyBuildings', DutyArgs['listDutyBuildings'], OpResult<operations['listDutyBuildings']>> = /* @__PURE__ */ op('listDutyBuildings', 'GET /starSafety/duty/building/list');

/** 新增或修改值班配置（POST /starSafety/duty/config/add） */
export const addDutyConfig: Call<'addDutyConfig', DutyArgs['addDutyConfig'], OpResult<operations['addDutyConfig']>> = /* @__PURE__ */ op('addDutyConfig', 'POST /starSafety/duty/config/add');

/** 值班配置提交前校验（POST /starSafety/duty/config/addCheck） */
export const checkDutyConfig: Call<'checkDutyConfig', DutyArgs['checkDutyConfig'], OpResult<operations['checkDutyConfig']>> = /* @__PURE__ */ op('checkDutyConfig', 'POST /starSafety/duty/config/addCheck');

/** 值班配置分页（GET /starSafety/duty/config/list）；分页：`pagesOf(api, listDutyConfigs, …)` */
export const listDutyConfigs: PagedCall<'listDutyConfigs', DutyArgs['listDutyConfigs'], OpResult<operations['listDutyConfigs']>> = /* @__PURE__ */ op('listDutyConfigs', 'GET /starSafety/duty/config/list n');

/** 值班配置操作记录分页（GET /starSafety/duty/config/operate/list）；分页：`pagesOf(api, listDutyConfigOperations, …)` */
export const listDutyConfigOperations: PagedCall<'listDutyConfigOperations', DutyArgs['listDutyConfigOperations'], OpResult<operations['listDutyConfigOperations']>> = /* @__PURE__ */ op('listDutyConfigOperations', 'GET /starSafety/duty/config/operate/list n');

/** 导出分公司值班完成情况（POST /starSafety/duty/dutyCompleteByCompany/export） */
export const exportDutyCompleteByCompany: Call<'exportDutyCompleteByCompany', DutyArgs['exportDutyCompleteByCompany'], OpResult<operations['exportDutyCompleteByCompany']>> = /* @__PURE__ */ fileOp('exportDutyCompleteByCompany', 'POST /starSafety/duty/dutyCompleteByCompany/export b');

/** 导出项目值班完成情况（POST /starSafety/duty/dutyCompleteByProject/export） */
export const exportDutyCompleteByProject: Call<'exportDutyCompleteByProject', DutyArgs['exportDutyCompleteByProject'], OpResult<operations['exportDutyCompleteByProject']>> = /* @__PURE__ */ fileOp('exportDutyCompleteByProject', 'POST /starSafety/duty/dutyCompleteByProject/export b');

/** 值班项目列表（GET /starSafety/duty/project/list） */
export const listDutyProjects: Call<'listDutyProjects', DutyArgs['listDutyProjects'], OpResult<operations['listDutyProjects']>> = /* @__PURE__ */ op('listDutyProjects', 'GET /starSafety/duty/project/list');

/** 值班巡查盲区（POST /starSafety/duty/record/blind/get） */
export const getDutyRecordBlindSpots: Call<'getDutyRecordBlindSpots', DutyArgs['getDutyRecordBlindSpots'], OpResult<operations['getDutyRecordBlindSpots']>> = /* @__PURE__ */ op('getDutyRecordBlindSpots', 'POST /starSafety/duty/record/blind/get');

/** 值班完成情况分页（按人员）（GET /starSafety/duty/record/complete/list）；分页：`pagesOf(api, listDutyCompletion, …)` */
export const listDutyCompletion: PagedCall<'listDutyCompletion', DutyArgs['listDutyCompletion'], OpResult<operations['listDutyCompletion']>> = /* @__PURE__ */ op('listDutyCompletion', 'GET /starSafety/duty/record/complete/list n');

/** 值班时长与覆盖分析（GET /starSafety/duty/record/dutyAnalysis） */
export const getDutyAnalysis: Call<'getDutyAnalysis', DutyArgs['getDutyAnalysis'], OpResult<operations['getDutyAnalysis']>> = /* @__PURE__ */ op('getDutyAnalysis', 'GET /starSafety/duty/record/dutyAnalysis');

/** 值班完成情况（按分公司）（GET /starSafety/duty/record/dutyCompleteByCompany） */
export const listDutyCompleteByCompany: Call<'listDutyCompleteByCompany', DutyArgs['listDutyCompleteByCompany'], OpResult<operations['listDutyCompleteByCompany']>> = /* @__PURE__ */ op('listDutyCompleteByCompany', 'GET /starSafety/duty/record/dutyCompleteByCompany');

/** 值班完成情况（按项目）分页（GET /starSafety/duty/record/dutyCompleteByProject）；分页：`pagesOf(api, listDutyCompleteByProject, …)` */
export const listDutyCompleteByProject: PagedCall<'listDutyCompleteByProject', DutyArgs['listDutyCompleteByProject'], OpResult<operations['listDutyCompleteByProject']>> = /* @__PURE__ */ op('listDutyCompleteByProject', 'GET /starSafety/duty/record/dutyCompleteByProject n');

/** 值班情况分析（GET /starSafety/duty/record/dutySituationAnalysis） */
export const getDutySituationAnalysis: Call<'getDutySituationAnalysis', DutyArgs['getDutySituationAnalysis'], OpResult<operations['getDutySituationAnalysis']>> = /* @__PURE__ */ op('getDutySituationAnalysis', 'GET /starSafety/duty/record/dutySituationAnalysis');

/** 近 30 天值班情况（GET /starSafety/duty/record/dutySituationInThirtydays） */
export const getDutySituationInThirtyDays: Call<'getDutySituationInThirtyDays', DutyArgs['getDutySituationInThirtyDays'], OpResult<operations['getDutySituationInThirtyDays']>> = /* @__PURE__ */ op('getDutySituationInThirtyDays', 'GET /starSafety/duty/record/dutySituationInThirtydays');

/** 值班岗位分析（GET /starSafety/duty/record/positionAnalysis） */
export const getDutyPositionAnalysis: Call<'getDutyPositionAnalysis', DutyArgs['getDutyPositionAnalysis'], OpResult<operations['getDutyPositionAnalysis']>> = /* @__PURE__ */ op('getDutyPositionAnalysis', 'GET /starSafety/duty/record/positionAnalysis');

/** 导出项目值班记录（POST /starSafety/duty/record/project/export） */
export const exportDutyProjectRecords: Call<'exportDutyProjectRecords', DutyArgs['exportDutyProjectRecords'], OpResult<operations['exportDutyProjectRecords']>> = /* @__PURE__ */ fileOp('exportDutyProjectRecords', 'POST /starSafety/duty/record/project/export b');

/** 项目值班记录分页（GET /starSafety/duty/record/project/list）；分页：`pagesOf(api, listDutyProjectRecords, …)` */
export const listDutyProjectRecords: PagedCall<'listDutyProjectRecords', DutyArgs['listDutyProjectRecords'], OpResult<operations['listDutyProjectRecords']>> = /* @__PURE__ */ op('listDutyProjectRecords', 'GET /starSafety/duty/record/project/list n');

/** 项目值班统计（GET /starSafety/duty/record/project/statistics） */
export const getDutyProjectStatistics: Call<'getDutyProjectStatistics', DutyArgs['getDutyProjectStatistics'], OpResult<operations['getDutyProjectStatistics']>> = /* @__PURE__ */ op('getDutyProjectStatistics', 'GET /starSafety/duty/record/project/statistics');

/** 可值班人员列表（GET /starSafety/duty/user/list） */
export const listDutyUsers: Call<'listDutyUsers', DutyArgs['listDutyUsers'], OpResult<operations['listDutyUsers']>> = /* @__PURE__ */ op('listDutyUsers', 'GET /starSafety/duty/user/list');
