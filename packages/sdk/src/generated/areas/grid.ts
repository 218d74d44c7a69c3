/* 由 scripts/spec.mjs 从 spec/ 生成，请勿手改。运行 `pnpm spec` 重新生成。 */
/** 业务域「grid」的 111 个调用，按 operationId：`import { call, pages, grid } from '@site/sdk/areas/grid'`。 */
import type { operations } from './grid.schema';
import { areaCall, areaClient, areaPages, type RowOf } from '../../area';
import type { CallInit, OpResult } from '../../types';
import type { Requester } from '../../core';
import type { PageWalk } from '../../paging';

export * from '../../light';
export type { components as GridComponents, operations as GridOperations } from './grid.schema';

/** operationId → `METHOD /path flags`（b 返回文件，f 表单，m multipart，n/N pageNum 在查询/请求体，p/P page+limit）。 */
const table: Record<string, string> = {
  approveAppTaskTrouble: 'POST /app/task/trouble/approve',
  exportGridAbnormalRelations: 'POST /grid/abnormalRelations/export bP',
  pageGridAbnormalRelations: 'POST /grid/abnormalRelations/list P',
  listGridAbnormalPersonTypes: 'POST /grid/abnormalRelations/personType',
  listGridDepCheckerAnalysis: 'POST /grid/ginAnalyseProjectDep/analyseCheck P',
  exportGridDepCheckerAnalysis: 'POST /grid/ginAnalyseProjectDep/analyseCheckExport bP',
  listGridDepCompletionRatio: 'POST /grid/ginAnalyseProjectDep/completionRatio P',
  exportGridDepCompletionRatio: 'POST /grid/ginAnalyseProjectDep/completionRatioExport bP',
  getGridDepOverview: 'POST /grid/ginAnalyseProjectDep/overview P',
  exportGridDepRectifications: 'POST /grid/ginAnalyseProjectDep/rectificationExport bP',
  getGridDepRectificationOverview: 'POST /grid/ginAnalyseProjectDep/rectificationOverview P',
  pageGridDepRectifications: 'POST /grid/ginAnalyseProjectDep/rectificationPage P',
  getGridDepTrend: 'POST /grid/ginAnalyseProjectDep/trend P',
  pageGridDepUndoneTasks: 'POST /grid/ginAnalyseProjectDep/undoneTask P',
  exportGridDepUndoneTasks: 'POST /grid/ginAnalyseProjectDep/undoneTaskExport bP',
  backoutGridSpecialCheck: 'POST /grid/ginCheckList/backout',
  exportGridChecks: 'POST /grid/ginCheckList/export bP',
  getGridCheckDetail: 'POST /grid/ginCheckList/getDetail',
  getGridSpecialCheck: 'POST /grid/ginCheckList/getSpecial',
  pageGridChecks: 'POST /grid/ginCheckList/page P',
  exportGridSpecialChecks: 'POST /grid/ginCheckList/specialExport bP',
  pageGridSpecialChecks: 'POST /grid/ginCheckList/specialPage P',
  startGridSpecialCheck: 'POST /grid/ginCheckList/specialStart',
  addGridTrouble: 'POST /grid/ginCheckPointTaskList/addTrouble',
  getGridPointTaskAnalysis: 'POST /grid/ginCheckPointTaskList/analysis P',
  feedbackGridTrouble: 'POST /grid/ginCheckPointTaskList/editDangeFeedback',
  getGridPointTaskDetail: 'POST /grid/ginCheckPointTaskList/getDetail',
  pageGridPointTasks: 'POST /grid/ginCheckPointTaskList/page P',
  reviewGridTrouble: 'POST /grid/ginCheckPointTaskList/passTrouble',
  listGridTroubleRecords: 'POST /grid/ginCheckPointTaskList/troubleRecore',
  listGridTroubleRecordsByProcInst: 'POST /grid/ginCheckPointTaskList/troubleRecoreByProcInstId',
  updateGridTaskSafeStatus: 'POST /grid/ginCheckPointTaskList/udpateSafeStatus',
  listGridCategoryStatistics: 'POST /grid/ginCheckStatistic/categoryType P',
  listGridCheckRateTrend: 'POST /grid/ginCheckStatistic/checkRate P',
  listGridCheckTypeStatistics: 'POST /grid/ginCheckStatistic/checkType P',
  pageGridCheckStatistics: 'POST /grid/ginCheckStatistic/list P',
  listGridCompanyCheckStatistics: 'GET /grid/ginCheckStatistic/listCompany',
  exportGridCheckStatistics: 'POST /grid/ginCheckStatistic/listExport bP',
  pageGridProjectCheckStatistics: 'POST /grid/ginCheckStatistic/listProject P',
  addGridCategory: 'POST /grid/ginDscCategory/add',
  deleteGridCategory: 'POST /grid/ginDscCategory/del',
  editGridCategory: 'POST /grid/ginDscCategory/edit',
  listGridTroubleLevels: 'POST /grid/ginDscCategory/getSlevel',
  listGridCategoryTree: 'POST /grid/ginDscCategory/list',
  listGridCategoryChildren: 'POST /grid/ginDscCategory/listCatChild',
  listGridPointItems: 'POST /grid/ginDscCategory/pointItem',
  addGridCategoryItem: 'POST /grid/ginDscCategoryItem/add',
  deleteGridCategoryItem: 'POST /grid/ginDscCategoryItem/del',
  downloadGridCategoryItemTemplate: 'GET /grid/ginDscCategoryItem/downloadTemplate b',
  editGridCategoryItem: 'POST /grid/ginDscCategoryItem/edit',
  exportGridCategoryItems: 'POST /grid/ginDscCategoryItem/export bP',
  importGridCategoryItems: 'POST /grid/ginDscCategoryItem/import m',
  pageGridCategoryItems: 'POST /grid/ginDscCategoryItem/page P',
  addGridPoint: 'POST /grid/ginGridPointList/add',
  listGridPointAnalyseByArea: 'POST /grid/ginGridPointList/analyseArea',
  getGridPointAnalyseOverview: 'POST /grid/ginGridPointList/analyseOverview',
  listGridPointAnalyseByRisk: 'POST /grid/ginGridPointList/analyseRisk',
  getGridPointAnalyseTrend: 'POST /grid/ginGridPointList/analyseTrend',
  deleteGridPoint: 'POST /grid/ginGridPointList/del',
  editGridPoint: 'POST /grid/ginGridPointList/edit',
  getGridPoint: 'POST /grid/ginGridPointList/get',
  getGridPointMenu: 'POST /grid/ginGridPointList/menu',
  pageGridPoints: 'POST /grid/ginGridPointList/page P',
  startGridPoint: 'POST /grid/ginGridPointList/pointStart',
  pageGridPointTaskRecords: 'POST /grid/ginGridPointList/pointTaskRecord P',
  listGridPointPersons: 'POST /grid/ginGridPointPersonList/listPerson',
  addGridRule: 'POST /grid/ginRuleList/add',
  editGridRule: 'POST /grid/ginRuleList/edit',
  listGridRules: 'POST /grid/ginRuleList/list',
  deleteGridPointDeploy: 'POST /grid/pointdeploy/del',
  listGridPointDeploys: 'POST /grid/pointdeploy/list',
  listSysUserPositions: 'GET /orgdept/sysUser/positionlist',
  listTroubleCompanyOptions: 'GET /pc/company/select/list',
  delegateFlowTask: 'POST /pc/flw/task/delegate',
  getPointDeployInfo: 'GET /pc/point/deploy/info',
  listProjectPointsV2: 'GET /pc/point/v2/list',
  addCorpCheck: 'POST /pc/project/corp/check/add',
  deleteCorpCheck: 'POST /pc/project/corp/check/del/{id}',
  getCorpCheck: 'GET /pc/project/corp/check/detail/{id}',
  editCorpCheck: 'POST /pc/project/corp/check/edit',
  exportCorpChecks: 'GET /pc/project/corp/check/export b',
  pageCorpChecks: 'GET /pc/project/corp/check/page p',
  replyCorpCheck: 'POST /pc/project/corp/check/reply',
  verifyCorpCheck: 'POST /pc/project/corp/check/verify',
  addCorpPointCheck: 'POST /pc/project/corp/pointCheck/add',
  deleteCorpPointCheck: 'POST /pc/project/corp/pointCheck/del/{id}',
  getCorpPointCheck: 'GET /pc/project/corp/pointCheck/detail/{id}',
  editCorpPointCheck: 'POST /pc/project/corp/pointCheck/edit',
  exportCorpPointChecks: 'GET /pc/project/corp/pointCheck/export b',
  pageCorpPointChecks: 'GET /pc/project/corp/pointCheck/page p',
  replyCorpPointCheck: 'POST /pc/project/corp/pointCheck/reply',
  verifyCorpPointCheck: 'POST /pc/project/corp/pointCheck/verify',
  addProjectSpecialCheck: 'POST /pc/project/special/check/add',
  deleteProjectSpecialCheck: 'POST /pc/project/special/check/del/{id}',
  getProjectSpecialCheck: 'GET /pc/project/special/check/detail/{id}',
  editProjectSpecialCheck: 'POST /pc/project/special/check/edit',
  exportProjectSpecialChecks: 'GET /pc/project/special/check/export b',
  finishProjectSpecialCheck: 'POST /pc/project/special/check/finish',
  pageProjectSpecialChecks: 'GET /pc/project/special/check/page p',
  addSupervisionCheck: 'POST /pc/project/sup/check/add',
  deleteSupervisionCheck: 'POST /pc/project/sup/check/del/{id}',
  getSupervisionCheck: 'GET /pc/project/sup/check/detail/{id}',
  editSupervisionCheck: 'POST /pc/project/sup/check/edit',
  exportSupervisionChecks: 'GET /pc/project/sup/check/export b',
  pageSupervisionChecks: 'GET /pc/project/sup/check/page p',
  replySupervisionCheck: 'POST /pc/project/sup/check/reply',
  verifySupervisionCheck: 'POST /pc/project/sup/check/verify',
  auditTaskTrouble: 'POST /pc/task/trouble/audit',
  getTroubleCategoryTree: 'GET /pc/trouble/categorytree',
  getTroubleTaskDetail: 'GET /pc/trouble/detail/{task_id}/{type}',
  editTroubleItem: 'POST /pc/trouble/items/edit',
};

export type GridOperationId = keyof operations;
/** 每个调用的第二个参数：`params`、`body` 与调用选项。 */
export interface GridInit {
  approveAppTaskTrouble: { params?: never; body?: NonNullable<operations['approveAppTaskTrouble']['requestBody']>['content']['application/json'] } & CallInit;
  exportGridAbnormalRelations: { params?: never; body: NonNullable<operations['exportGridAbnormalRelations']['requestBody']>['content']['application/json'] } & CallInit;
  pageGridAbnormalRelations: { params?: never; body: NonNullable<operations['pageGridAbnormalRelations']['requestBody']>['content']['application/json'] } & CallInit;
  listGridAbnormalPersonTypes: { params?: never; body?: NonNullable<operations['listGridAbnormalPersonTypes']['requestBody']>['content']['application/json'] } & CallInit;
  listGridDepCheckerAnalysis: { params?: never; body: NonNullable<operations['listGridDepCheckerAnalysis']['requestBody']>['content']['application/json'] } & CallInit;
  exportGridDepCheckerAnalysis: { params?: never; body: NonNullable<operations['exportGridDepCheckerAnalysis']['requestBody']>['content']['application/json'] } & CallInit;
  listGridDepCompletionRatio: { params?: never; body: NonNullable<operations['listGridDepCompletionRatio']['requestBody']>['content']['application/json'] } & CallInit;
  exportGridDepCompletionRatio: { params?: never; body: NonNullable<operations['exportGridDepCompletionRatio']['requestBody']>['content']['application/json'] } & CallInit;
  getGridDepOverview: { params?: never; body: NonNullable<operations['getGridDepOverview']['requestBody']>['content']['application/json'] } & CallInit;
  exportGridDepRectifications: { params?: never; body: NonNullable<operations['exportGridDepRectifications']['requestBody']>['content']['application/json'] } & CallInit;
  getGridDepRectificationOverview: { params?: never; body: NonNullable<operations['getGridDepRectificationOverview']['requestBody']>['content']['application/json'] } & CallInit;
  pageGridDepRectifications: { params?: never; body: NonNullable<operations['pageGridDepRectifications']['requestBody']>['content']['application/json'] } & CallInit;
  getGridDepTrend: { params?: never; body: NonNullable<operations['getGridDepTrend']['requestBody']>['content']['application/json'] } & CallInit;
  pageGridDepUndoneTasks: { params?: never; body: NonNullable<operations['pageGridDepUndoneTasks']['requestBody']>['content']['application/json'] } & CallInit;
  exportGridDepUndoneTasks: { params?: never; body: NonNullable<operations['exportGridDepUndoneTasks']['requestBody']>['content']['application/json'] } & CallInit;
  backoutGridSpecialCheck: { params?: never; body: NonNullable<operations['backoutGridSpecialCheck']['requestBody']>['content']['application/json'] } & CallInit;
  exportGridChecks: { params?: never; body: NonNullable<operations['exportGridChecks']['requestBody']>['content']['application/json'] } & CallInit;
  getGridCheckDetail: { params?: never; body: NonNullable<operations['getGridCheckDetail']['requestBody']>['content']['application/json'] } & CallInit;
  getGridSpecialCheck: { params?: never; body: NonNullable<operations['getGridSpecialCheck']['requestBody']>['content']['application/json'] } & CallInit;
  pageGridChecks: { params?: never; body: NonNullable<operations['pageGridChecks']['requestBody']>['content']['application/json'] } & CallInit;
  exportGridSpecialChecks: { params?: never; body: NonNullable<operations['exportGridSpecialChecks']['requestBody']>['content']['application/json'] } & CallInit;
  pageGridSpecialChecks: { params?: never; body: NonNullable<operations['pageGridSpecialChecks']['requestBody']>['content']['application/json'] } & CallInit;
  startGridSpecialCheck: { params?: never; body: NonNullable<operations['startGridSpecialCheck']['requestBody']>['content']['application/json'] } & CallInit;
  addGridTrouble: { params?: never; body: NonNullable<operations['addGridTrouble']['requestBody']>['content']['application/json'] } & CallInit;
  getGridPointTaskAnalysis: { params?: never; body: NonNullable<operations['getGridPointTaskAnalysis']['requestBody']>['content']['application/json'] } & CallInit;
  feedbackGridTrouble: { params?: never; body: NonNullable<operations['feedbackGridTrouble']['requestBody']>['content']['application/json'] } & CallInit;
  getGridPointTaskDetail: { params?: never; body: NonNullable<operations['getGridPointTaskDetail']['requestBody']>['content']['application/json'] } & CallInit;
  pageGridPointTasks: { params?: never; body: NonNullable<operations['pageGridPointTasks']['requestBody']>['content']['application/json'] } & CallInit;
  reviewGridTrouble: { params?: never; body: NonNullable<operations['reviewGridTrouble']['requestBody']>['content']['application/json'] } & CallInit;
  listGridTroubleRecords: { params?: never; body: NonNullable<operations['listGridTroubleRecords']['requestBody']>['content']['application/json'] } & CallInit;
  listGridTroubleRecordsByProcInst: { params?: never; body: NonNullable<operations['listGridTroubleRecordsByProcInst']['requestBody']>['content']['application/json'] } & CallInit;
  updateGridTaskSafeStatus: { params?: never; body: NonNullable<operations['updateGridTaskSafeStatus']['requestBody']>['content']['application/json'] } & CallInit;
  listGridCategoryStatistics: { params?: never; body: NonNullable<operations['listGridCategoryStatistics']['requestBody']>['content']['application/json'] } & CallInit;
  listGridCheckRateTrend: { params?: never; body: NonNullable<operations['listGridCheckRateTrend']['requestBody']>['content']['application/json'] } & CallInit;
  listGridCheckTypeStatistics: { params?: never; body: NonNullable<operations['listGridCheckTypeStatistics']['requestBody']>['content']['application/json'] } & CallInit;
  pageGridCheckStatistics: { params?: never; body: NonNullable<operations['pageGridCheckStatistics']['requestBody']>['content']['application/json'] } & CallInit;
  listGridCompanyCheckStatistics: { params?: operations['listGridCompanyCheckStatistics']['parameters']; body?: never } & CallInit;
  exportGridCheckStatistics: { params?: never; body: NonNullable<operations['exportGridCheckStatistics']['requestBody']>['content']['application/json'] } & CallInit;
  pageGridProjectCheckStatistics: { params?: never; body: NonNullable<operations['pageGridProjectCheckStatistics']['requestBody']>['content']['application/json'] } & CallInit;
  addGridCategory: { params?: never; body: NonNullable<operations['addGridCategory']['requestBody']>['content']['application/json'] } & CallInit;
  deleteGridCategory: { params?: never; body: NonNullable<operations['deleteGridCategory']['requestBody']>['content']['application/json'] } & CallInit;
  editGridCategory: { params?: never; body: NonNullable<operations['editGridCategory']['requestBody']>['content']['application/json'] } & CallInit;
  listGridTroubleLevels: { params?: never; body?: NonNullable<operations['listGridTroubleLevels']['requestBody']>['content']['application/json'] } & CallInit;
  listGridCategoryTree: { params?: never; body?: NonNullable<operations['listGridCategoryTree']['requestBody']>['content']['application/json'] } & CallInit;
  listGridCategoryChildren: { params?: never; body: NonNullable<operations['listGridCategoryChildren']['requestBody']>['content']['application/json'] } & CallInit;
  listGridPointItems: { params?: never; body: NonNullable<operations['listGridPointItems']['requestBody']>['content']['application/json'] } & CallInit;
  addGridCategoryItem: { params?: never; body: NonNullable<operations['addGridCategoryItem']['requestBody']>['content']['application/json'] } & CallInit;
  deleteGridCategoryItem: { params?: never; body: NonNullable<operations['deleteGridCategoryItem']['requestBody']>['content']['application/json'] } & CallInit;
  downloadGridCategoryItemTemplate: { params?: never; body?: never } & CallInit;
  editGridCategoryItem: { params?: never; body: NonNullable<operations['editGridCategoryItem']['requestBody']>['content']['application/json'] } & CallInit;
  exportGridCategoryItems: { params?: never; body: NonNullable<operations['exportGridCategoryItems']['requestBody']>['content']['application/json'] } & CallInit;
  importGridCategoryItems: { params?: never; body: NonNullable<operations['importGridCategoryItems']['requestBody']>['content']['multipart/form-data'] } & CallInit;
  pageGridCategoryItems: { params?: never; body: NonNullable<operations['pageGridCategoryItems']['requestBody']>['content']['application/json'] } & CallInit;
  addGridPoint: { params?: never; body: NonNullable<operations['addGridPoint']['requestBody']>['content']['application/json'] } & CallInit;
  listGridPointAnalyseByArea: { params?: never; body: NonNullable<operations['listGridPointAnalyseByArea']['requestBody']>['content']['application/json'] } & CallInit;
  getGridPointAnalyseOverview: { params?: never; body: NonNullable<operations['getGridPointAnalyseOverview']['requestBody']>['content']['application/json'] } & CallInit;
  listGridPointAnalyseByRisk: { params?: never; body: NonNullable<operations['listGridPointAnalyseByRisk']['requestBody']>['content']['application/json'] } & CallInit;
  getGridPointAnalyseTrend: { params?: never; body: NonNullable<operations['getGridPointAnalyseTrend']['requestBody']>['content']['application/json'] } & CallInit;
  deleteGridPoint: { params?: never; body: NonNullable<operations['deleteGridPoint']['requestBody']>['content']['application/json'] } & CallInit;
  editGridPoint: { params?: never; body: NonNullable<operations['editGridPoint']['requestBody']>['content']['application/json'] } & CallInit;
  getGridPoint: { params?: never; body: NonNullable<operations['getGridPoint']['requestBody']>['content']['application/json'] } & CallInit;
  getGridPointMenu: { params?: never; body: NonNullable<operations['getGridPointMenu']['requestBody']>['content']['application/json'] } & CallInit;
  pageGridPoints: { params?: never; body: NonNullable<operations['pageGridPoints']['requestBody']>['content']['application/json'] } & CallInit;
  startGridPoint: { params?: never; body: NonNullable<operations['startGridPoint']['requestBody']>['content']['application/json'] } & CallInit;
  pageGridPointTaskRecords: { params?: never; body: NonNullable<operations['pageGridPointTaskRecords']['requestBody']>['content']['application/json'] } & CallInit;
  listGridPointPersons: { params?: never; body: NonNullable<operations['listGridPointPersons']['requestBody']>['content']['application/json'] } & CallInit;
  addGridRule: { params?: never; body: NonNullable<operations['addGridRule']['requestBody']>['content']['application/json'] } & CallInit;
  editGridRule: { params?: never; body: NonNullable<operations['editGridRule']['requestBody']>['content']['application/json'] } & CallInit;
  listGridRules: { params?: never; body?: NonNullable<operations['listGridRules']['requestBody']>['content']['application/json'] } & CallInit;
  deleteGridPointDeploy: { params?: never; body: NonNullable<operations['deleteGridPointDeploy']['requestBody']>['content']['application/json'] } & CallInit;
  listGridPointDeploys: { params?: never; body: NonNullable<operations['listGridPointDeploys']['requestBody']>['content']['application/json'] } & CallInit;
  listSysUserPositions: { params?: operations['listSysUserPositions']['parameters']; body?: never } & CallInit;
  listTroubleCompanyOptions: { params?: operations['listTroubleCompanyOptions']['parameters']; body?: never } & CallInit;
  delegateFlowTask: { params?: never; body: NonNullable<operations['delegateFlowTask']['requestBody']>['content']['application/json'] } & CallInit;
  getPointDeployInfo: { params: operations['getPointDeployInfo']['parameters']; body?: never } & CallInit;
  listProjectPointsV2: { params?: operations['listProjectPointsV2']['parameters']; body?: never } & CallInit;
  addCorpCheck: { params?: never; body: NonNullable<operations['addCorpCheck']['requestBody']>['content']['application/json'] } & CallInit;
  deleteCorpCheck: { params: operations['deleteCorpCheck']['parameters']; body?: never } & CallInit;
  getCorpCheck: { params: operations['getCorpCheck']['parameters']; body?: never } & CallInit;
  editCorpCheck: { params?: never; body: NonNullable<operations['editCorpCheck']['requestBody']>['content']['application/json'] } & CallInit;
  exportCorpChecks: { params?: operations['exportCorpChecks']['parameters']; body?: never } & CallInit;
  pageCorpChecks: { params?: operations['pageCorpChecks']['parameters']; body?: never } & CallInit;
  replyCorpCheck: { params?: never; body: NonNullable<operations['replyCorpCheck']['requestBody']>['content']['application/json'] } & CallInit;
  verifyCorpCheck: { params?: never; body: NonNullable<operations['verifyCorpCheck']['requestBody']>['content']['application/json'] } & CallInit;
  addCorpPointCheck: { params?: never; body: NonNullable<operations['addCorpPointCheck']['requestBody']>['content']['application/json'] } & CallInit;
  deleteCorpPointCheck: { params: operations['deleteCorpPointCheck']['parameters']; body?: never } & CallInit;
  getCorpPointCheck: { params: operations['getCorpPointCheck']['parameters']; body?: never } & CallInit;
  editCorpPointCheck: { params?: never; body: NonNullable<operations['editCorpPointCheck']['requestBody']>['content']['application/json'] } & CallInit;
  exportCorpPointChecks: { params?: operations['exportCorpPointChecks']['parameters']; body?: never } & CallInit;
  pageCorpPointChecks: { params?: operations['pageCorpPointChecks']['parameters']; body?: never } & CallInit;
  replyCorpPointCheck: { params?: never; body: NonNullable<operations['replyCorpPointCheck']['requestBody']>['content']['application/json'] } & CallInit;
  verifyCorpPointCheck: { params?: never; body: NonNullable<operations['verifyCorpPointCheck']['requestBody']>['content']['application/json'] } & CallInit;
  addProjectSpecialCheck: { params?: never; body: NonNullable<operations['addProjectSpecialCheck']['requestBody']>['content']['application/json'] } & CallInit;
  deleteProjectSpecialCheck: { params: operations['deleteProjectSpecialCheck']['parameters']; body?: never } & CallInit;
  getProjectSpecialCheck: { params: operations['getProjectSpecialCheck']['parameters']; body?: never } & CallInit;
  editProjectSpecialCheck: { params?: never; body: NonNullable<operations['editProjectSpecialCheck']['requestBody']>['content']['application/json'] } & CallInit;
  exportProjectSpecialChecks: { params?: operations['exportProjectSpecialChecks']['parameters']; body?: never } & CallInit;
  finishProjectSpecialCheck: { params?: never; body: NonNullable<operations['finishProjectSpecialCheck']['requestBody']>['content']['application/json'] } & CallInit;
  pageProjectSpecialChecks: { params?: operations['pageProjectSpecialChecks']['parameters']; body?: never } & CallInit;
  addSupervisionCheck: { params?: never; body: NonNullable<operations['addSupervisionCheck']['requestBody']>['content']['application/json'] } & CallInit;
  deleteSupervisionCheck: { params: operations['deleteSupervisionCheck']['parameters']; body?: never } & CallInit;
  getSupervisionCheck: { params: operations['getSupervisionCheck']['parameters']; body?: never } & CallInit;
  editSupervisionCheck: { params?: never; body: NonNullable<operations['editSupervisionCheck']['requestBody']>['content']['application/json'] } & CallInit;
  exportSupervisionChecks: { params?: operations['exportSupervisionChecks']['parameters']; body?: never } & CallInit;
  pageSupervisionChecks: { params?: operations['pageSupervisionChecks']['parameters']; body?: never } & CallInit;
  replySupervisionCheck: { params?: never; body: NonNullable<operations['replySupervisionCheck']['requestBody']>['content']['application/json'] } & CallInit;
  verifySupervisionCheck: { params?: never; body: NonNullable<operations['verifySupervisionCheck']['requestBody']>['content']['application/json'] } & CallInit;
  auditTaskTrouble: { params?: never; body: NonNullable<operations['auditTaskTrouble']['requestBody']>['content']['application/json'] } & CallInit;
  getTroubleCategoryTree: { params?: operations['getTroubleCategoryTree']['parameters']; body?: never } & CallInit;
  getTroubleTaskDetail: { params: operations['getTroubleTaskDetail']['parameters']; body?: never } & CallInit;
  editTroubleItem: { params?: never; body: NonNullable<operations['editTroubleItem']['requestBody']>['content']['application/json'] } & CallInit;
}
/** 第二个参数可以不给的调用（没有必填的参数或请求体）。 */
export type GridOptionalId = 'approveAppTaskTrouble' | 'listGridAbnormalPersonTypes' | 'listGridCompanyCheckStatistics' | 'listGridTroubleLevels' | 'listGridCategoryTree' | 'downloadGridCategoryItemTemplate' | 'listGridRules' | 'listSysUserPositions' | 'listTroubleCompanyOptions' | 'listProjectPointsV2' | 'exportCorpChecks' | 'pageCorpChecks' | 'exportCorpPointChecks' | 'pageCorpPointChecks' | 'exportProjectSpecialChecks' | 'pageProjectSpecialChecks' | 'exportSupervisionChecks' | 'pageSupervisionChecks' | 'getTroubleCategoryTree';
/** 每个调用第二个参数的元组：可省略时为 `[init?: …]`。 */
export type GridArgs = { [Id in GridOperationId]: Id extends GridOptionalId ? [init?: GridInit[Id]] : [init: GridInit[Id]] };
/** 分页的调用（pageNum/pageSize 或 page/limit），可用 `pages` 逐行读完。 */
export type GridPagedId = 'pageGridAbnormalRelations' | 'listGridDepCheckerAnalysis' | 'listGridDepCompletionRatio' | 'getGridDepOverview' | 'getGridDepRectificationOverview' | 'pageGridDepRectifications' | 'getGridDepTrend' | 'pageGridDepUndoneTasks' | 'pageGridChecks' | 'pageGridSpecialChecks' | 'getGridPointTaskAnalysis' | 'pageGridPointTasks' | 'listGridCategoryStatistics' | 'listGridCheckRateTrend' | 'listGridCheckTypeStatistics' | 'pageGridCheckStatistics' | 'pageGridProjectCheckStatistics' | 'pageGridCategoryItems' | 'pageGridPoints' | 'pageGridPointTaskRecords' | 'pageCorpChecks' | 'pageCorpPointChecks' | 'pageProjectSpecialChecks' | 'pageSupervisionChecks';
/** 按 operationId 调用：成功返回信封（或 File），失败抛出 SdkError。 */
export type GridCall = <Id extends GridOperationId>(client: Requester, id: Id, ...init: Id extends GridOptionalId ? [init?: GridInit[Id]] : [init: GridInit[Id]]) => Promise<OpResult<operations[Id]>>;
/** 逐行读完一个分页列表（`for await`；`.limit(n)` 最多 n 行；`.toArray()` 读成数组）。 */
export type GridPages = <Id extends GridPagedId>(client: Requester, id: Id, ...init: Id extends GridOptionalId ? [init?: GridInit[Id]] : [init: GridInit[Id]]) => PageWalk<RowOf<operations[Id]>>;
/** 本业务域的客户端：每个 operationId 一个方法，另有 `pages(id, init)`。 */
export type GridClient = { readonly [Id in GridOperationId]: (...init: Id extends GridOptionalId ? [init?: GridInit[Id]] : [init: GridInit[Id]]) => Promise<OpResult<operations[Id]>> } & {
  pages<Id extends GridPagedId>(id: Id, ...init: Id extends GridOptionalId ? [init?: GridInit[Id]] : [init: GridInit[Id]]): PageWalk<RowOf<operations[Id]>>;
};

/** 按 operationId 调用：`await call(api, 'approveAppTaskTrouble', …)`；成功返回信封，失败抛出 SdkError。 */
export const call: GridCall = /* @__PURE__ */ areaCall(table) as unknown as GridCall;
/** 逐行读完一个分页列表：`for await (const row of pages(api, id, init))`。 */
export const pages: GridPages = /* @__PURE__ */ areaPages(table) as unknown as GridPages;
/** 本业务域的客户端：每个 operationId 一个方法，另有 `pages(id, init)`。 */
export const grid = (client: Requester): GridClient => areaClient(table, client) as unknown as GridClient;
