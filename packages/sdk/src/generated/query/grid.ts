/* 由 scripts/spec.mjs 从 spec/ 生成，请勿手改。运行 `pnpm spec` 重新生成。 */
/** 业务域「grid」的 TanStack Query 选项：111 个调用（读 54 个，其中分页 24 个；写 57 个）。`import { … } from '@site/sdk/query/grid'`。 */
import type { operations } from '../areas/grid.schema';
import type { OpResult } from '../../types';
import { keyer, pager, reader, writer } from '../../query-kit';
import type { KeyFn, KeyFnOpt, InfiniteFn, InfiniteFnOpt, MutationFn, QueryFn, QueryFnOpt } from '../../query-kit';

export * from '../../query-kit';

/** 每个调用的查询参数（键的第二项，也是调用的 `params` 与 `body`）。 */
export interface GridQueryParams {
  approveAppTaskTrouble: { params?: never; body?: NonNullable<operations['approveAppTaskTrouble']['requestBody']>['content']['application/json'] };
  exportGridAbnormalRelations: { params?: never; body: NonNullable<operations['exportGridAbnormalRelations']['requestBody']>['content']['application/json'] };
  pageGridAbnormalRelations: { params?: never; body: NonNullable<operations['pageGridAbnormalRelations']['requestBody']>['content']['application/json'] };
  listGridAbnormalPersonTypes: { params?: never; body?: NonNullable<operations['listGridAbnormalPersonTypes']['requestBody']>['content']['application/json'] };
  listGridDepCheckerAnalysis: { params?: never; body: NonNullable<operations['listGridDepCheckerAnalysis']['requestBody']>['content']['application/json'] };
  exportGridDepCheckerAnalysis: { params?: never; body: NonNullable<operations['exportGridDepCheckerAnalysis']['requestBody']>['content']['application/json'] };
  listGridDepCompletionRatio: { params?: never; body: NonNullable<operations['listGridDepCompletionRatio']['requestBody']>['content']['application/json'] };
  exportGridDepCompletionRatio: { params?: never; body: NonNullable<operations['exportGridDepCompletionRatio']['requestBody']>['content']['application/json'] };
  getGridDepOverview: { params?: never; body: NonNullable<operations['getGridDepOverview']['requestBody']>['content']['application/json'] };
  exportGridDepRectifications: { params?: never; body: NonNullable<operations['exportGridDepRectifications']['requestBody']>['content']['application/json'] };
  getGridDepRectificationOverview: { params?: never; body: NonNullable<operations['getGridDepRectificationOverview']['requestBody']>['content']['application/json'] };
  pageGridDepRectifications: { params?: never; body: NonNullable<operations['pageGridDepRectifications']['requestBody']>['content']['application/json'] };
  getGridDepTrend: { params?: never; body: NonNullable<operations['getGridDepTrend']['requestBody']>['content']['application/json'] };
  pageGridDepUndoneTasks: { params?: never; body: NonNullable<operations['pageGridDepUndoneTasks']['requestBody']>['content']['application/json'] };
  exportGridDepUndoneTasks: { params?: never; body: NonNullable<operations['exportGridDepUndoneTasks']['requestBody']>['content']['application/json'] };
  backoutGridSpecialCheck: { params?: never; body: NonNullable<operations['backoutGridSpecialCheck']['requestBody']>['content']['application/json'] };
  exportGridChecks: { params?: never; body: NonNullable<operations['exportGridChecks']['requestBody']>['content']['application/json'] };
  getGridCheckDetail: { params?: never; body: NonNullable<operations['getGridCheckDetail']['requestBody']>['content']['application/json'] };
  getGridSpecialCheck: { params?: never; body: NonNullable<operations['getGridSpecialCheck']['requestBody']>['content']['application/json'] };
  pageGridChecks: { params?: never; body: NonNullable<operations['pageGridChecks']['requestBody']>['content']['application/json'] };
  exportGridSpecialChecks: { params?: never; body: NonNullable<operations['exportGridSpecialChecks']['requestBody']>['content']['application/json'] };
  pageGridSpecialChecks: { params?: never; body: NonNullable<operations['pageGridSpecialChecks']['requestBody']>['content']['application/json'] };
  startGridSpecialCheck: { params?: never; body: NonNullable<operations['startGridSpecialCheck']['requestBody']>['content']['application/json'] };
  addGridTrouble: { params?: never; body: NonNullable<operations['addGridTrouble']['requestBody']>['content']['application/json'] };
  getGridPointTaskAnalysis: { params?: never; body: NonNullable<operations['getGridPointTaskAnalysis']['requestBody']>['content']['application/json'] };
  feedbackGridTrouble: { params?: never; body: NonNullable<operations['feedbackGridTrouble']['requestBody']>['content']['application/json'] };
  getGridPointTaskDetail: { params?: never; body: NonNullable<operations['getGridPointTaskDetail']['requestBody']>['content']['application/json'] };
  pageGridPointTasks: { params?: never; body: NonNullable<operations['pageGridPointTasks']['requestBody']>['content']['application/json'] };
  reviewGridTrouble: { params?: never; body: NonNullable<operations['reviewGridTrouble']['requestBody']>['content']['application/json'] };
  listGridTroubleRecords: { params?: never; body: NonNullable<operations['listGridTroubleRecords']['requestBody']>['content']['application/json'] };
  listGridTroubleRecordsByProcInst: { params?: never; body: NonNullable<operations['listGridTroubleRecordsByProcInst']['requestBody']>['content']['application/json'] };
  updateGridTaskSafeStatus: { params?: never; body: NonNullable<operations['updateGridTaskSafeStatus']['requestBody']>['content']['application/json'] };
  listGridCategoryStatistics: { params?: never; body: NonNullable<operations['listGridCategoryStatistics']['requestBody']>['content']['application/json'] };
  listGridCheckRateTrend: { params?: never; body: NonNullable<operations['listGridCheckRateTrend']['requestBody']>['content']['application/json'] };
  listGridCheckTypeStatistics: { params?: never; body: NonNullable<operations['listGridCheckTypeStatistics']['requestBody']>['content']['application/json'] };
  pageGridCheckStatistics: { params?: never; body: NonNullable<operations['pageGridCheckStatistics']['requestBody']>['content']['application/json'] };
  listGridCompanyCheckStatistics: { params?: operations['listGridCompanyCheckStatistics']['parameters']; body?: never };
  exportGridCheckStatistics: { params?: never; body: NonNullable<operations['exportGridCheckStatistics']['requestBody']>['content']['application/json'] };
  pageGridProjectCheckStatistics: { params?: never; body: NonNullable<operations['pageGridProjectCheckStatistics']['requestBody']>['content']['application/json'] };
  addGridCategory: { params?: never; body: NonNullable<operations['addGridCategory']['requestBody']>['content']['application/json'] };
  deleteGridCategory: { params?: never; body: NonNullable<operations['deleteGridCategory']['requestBody']>['content']['application/json'] };
  editGridCategory: { params?: never; body: NonNullable<operations['editGridCategory']['requestBody']>['content']['application/json'] };
  listGridTroubleLevels: { params?: never; body?: NonNullable<operations['listGridTroubleLevels']['requestBody']>['content']['application/json'] };
  listGridCategoryTree: { params?: never; body?: NonNullable<operations['listGridCategoryTree']['requestBody']>['content']['application/json'] };
  listGridCategoryChildren: { params?: never; body: NonNullable<operations['listGridCategoryChildren']['requestBody']>['content']['application/json'] };
  listGridPointItems: { params?: never; body: NonNullable<operations['listGridPointItems']['requestBody']>['content']['application/json'] };
  addGridCategoryItem: { params?: never; body: NonNullable<operations['addGridCategoryItem']['requestBody']>['content']['application/json'] };
  deleteGridCategoryItem: { params?: never; body: NonNullable<operations['deleteGridCategoryItem']['requestBody']>['content']['application/json'] };
  downloadGridCategoryItemTemplate: { params?: never; body?: never };
  editGridCategoryItem: { params?: never; body: NonNullable<operations['editGridCategoryItem']['requestBody']>['content']['application/json'] };
  exportGridCategoryItems: { params?: never; body: NonNullable<operations['exportGridCategoryItems']['requestBody']>['content']['application/json'] };
  importGridCategoryItems: { params?: never; body: NonNullable<operations['importGridCategoryItems']['requestBody']>['content']['multipart/form-data'] };
  pageGridCategoryItems: { params?: never; body: NonNullable<operations['pageGridCategoryItems']['requestBody']>['content']['application/json'] };
  addGridPoint: { params?: never; body: NonNullable<operations['addGridPoint']['requestBody']>['content']['application/json'] };
  listGridPointAnalyseByArea: { params?: never; body: NonNullable<operations['listGridPointAnalyseByArea']['requestBody']>['content']['application/json'] };
  getGridPointAnalyseOverview: { params?: never; body: NonNullable<operations['getGridPointAnalyseOverview']['requestBody']>['content']['application/json'] };
  listGridPointAnalyseByRisk: { params?: never; body: NonNullable<operations['listGridPointAnalyseByRisk']['requestBody']>['content']['application/json'] };
  getGridPointAnalyseTrend: { params?: never; body: NonNullable<operations['getGridPointAnalyseTrend']['requestBody']>['content']['application/json'] };
  deleteGridPoint: { params?: never; body: NonNullable<operations['deleteGridPoint']['requestBody']>['content']['application/json'] };
  editGridPoint: { params?: never; body: NonNullable<operations['editGridPoint']['requestBody']>['content']['application/json'] };
  getGridPoint: { params?: never; body: NonNullable<operations['getGridPoint']['requestBody']>['content']['application/json'] };
  getGridPointMenu: { params?: never; body: NonNullable<operations['getGridPointMenu']['requestBody']>['content']['application/json'] };
  pageGridPoints: { params?: never; body: NonNullable<operations['pageGridPoints']['requestBody']>['content']['application/json'] };
  startGridPoint: { params?: never; body: NonNullable<operations['startGridPoint']['requestBody']>['content']['application/json'] };
  pageGridPointTaskRecords: { params?: never; body: NonNullable<operations['pageGridPointTaskRecords']['requestBody']>['content']['application/json'] };
  listGridPointPersons: { params?: never; body: NonNullable<operations['listGridPointPersons']['requestBody']>['content']['application/json'] };
  addGridRule: { params?: never; body: NonNullable<operations['addGridRule']['requestBody']>['content']['application/json'] };
  editGridRule: { params?: never; body: NonNullable<operations['editGridRule']['requestBody']>['content']['application/json'] };
  listGridRules: { params?: never; body?: NonNullable<operations['listGridRules']['requestBody']>['content']['application/json'] };
  deleteGridPointDeploy: { params?: never; body: NonNullable<operations['deleteGridPointDeploy']['requestBody']>['content']['application/json'] };
  listGridPointDeploys: { params?: never; body: NonNullable<operations['listGridPointDeploys']['requestBody']>['content']['application/json'] };
  listSysUserPositions: { params?: operations['listSysUserPositions']['parameters']; body?: never };
  listTroubleCompanyOptions: { params?: operations['listTroubleCompanyOptions']['parameters']; body?: never };
  delegateFlowTask: { params?: never; body: NonNullable<operations['delegateFlowTask']['requestBody']>['content']['application/json'] };
  getPointDeployInfo: { params: operations['getPointDeployInfo']['parameters']; body?: never };
  listProjectPointsV2: { params?: operations['listProjectPointsV2']['parameters']; body?: never };
  addCorpCheck: { params?: never; body: NonNullable<operations['addCorpCheck']['requestBody']>['content']['application/json'] };
  deleteCorpCheck: { params: operations['deleteCorpCheck']['parameters']; body?: never };
  getCorpCheck: { params: operations['getCorpCheck']['parameters']; body?: never };
  editCorpCheck: { params?: never; body: NonNullable<operations['editCorpCheck']['requestBody']>['content']['application/json'] };
  exportCorpChecks: { params?: operations['exportCorpChecks']['parameters']; body?: never };
  pageCorpChecks: { params?: operations['pageCorpChecks']['parameters']; body?: never };
  replyCorpCheck: { params?: never; body: NonNullable<operations['replyCorpCheck']['requestBody']>['content']['application/json'] };
  verifyCorpCheck: { params?: never; body: NonNullable<operations['verifyCorpCheck']['requestBody']>['content']['application/json'] };
  addCorpPointCheck: { params?: never; body: NonNullable<operations['addCorpPointCheck']['requestBody']>['content']['application/json'] };
  deleteCorpPointCheck: { params: operations['deleteCorpPointCheck']['parameters']; body?: never };
  getCorpPointCheck: { params: operations['getCorpPointCheck']['parameters']; body?: never };
  editCorpPointCheck: { params?: never; body: NonNullable<operations['editCorpPointCheck']['requestBody']>['content']['application/json'] };
  exportCorpPointChecks: { params?: operations['exportCorpPointChecks']['parameters']; body?: never };
  pageCorpPointChecks: { params?: operations['pageCorpPointChecks']['parameters']; body?: never };
  replyCorpPointCheck: { params?: never; body: NonNullable<operations['replyCorpPointCheck']['requestBody']>['content']['application/json'] };
  verifyCorpPointCheck: { params?: never; body: NonNullable<operations['verifyCorpPointCheck']['requestBody']>['content']['application/json'] };
  addProjectSpecialCheck: { params?: never; body: NonNullable<operations['addProjectSpecialCheck']['requestBody']>['content']['application/json'] };
  deleteProjectSpecialCheck: { params: operations['deleteProjectSpecialCheck']['parameters']; body?: never };
  getProjectSpecialCheck: { params: operations['getProjectSpecialCheck']['parameters']; body?: never };
  editProjectSpecialCheck: { params?: never; body: NonNullable<operations['editProjectSpecialCheck']['requestBody']>['content']['application/json'] };
  exportProjectSpecialChecks: { params?: operations['exportProjectSpecialChecks']['parameters']; body?: never };
  finishProjectSpecialCheck: { params?: never; body: NonNullable<operations['finishProjectSpecialCheck']['requestBody']>['content']['application/json'] };
  pageProjectSpecialChecks: { params?: operations['pageProjectSpecialChecks']['parameters']; body?: never };
  addSupervisionCheck: { params?: never; body: NonNullable<operations['addSupervisionCheck']['requestBody']>['content']['application/json'] };
  deleteSupervisionCheck: { params: operations['deleteSupervisionCheck']['parameters']; body?: never };
  getSupervisionCheck: { params: operations['getSupervisionCheck']['parameters']; body?: never };
  editSupervisionCheck: { params?: never; body: NonNullable<operations['editSupervisionCheck']['requestBody']>['content']['application/json'] };
  exportSupervisionChecks: { params?: operations['exportSupervisionChecks']['parameters']; body?: never };
  pageSupervisionChecks: { params?: operations['pageSupervisionChecks']['parameters']; body?: never };
  replySupervisionCheck: { params?: never; body: NonNullable<operations['replySupervisionCheck']['requestBody']>['content']['application/json'] };
  verifySupervisionCheck: { params?: never; body: NonNullable<operations['verifySupervisionCheck']['requestBody']>['content']['application/json'] };
  auditTaskTrouble: { params?: never; body: NonNullable<operations['auditTaskTrouble']['requestBody']>['content']['application/json'] };
  getTroubleCategoryTree: { params?: operations['getTroubleCategoryTree']['parameters']; body?: never };
  getTroubleTaskDetail: { params: operations['getTroubleTaskDetail']['parameters']; body?: never };
  editTroubleItem: { params?: never; body: NonNullable<operations['editTroubleItem']['requestBody']>['content']['application/json'] };
}

/** 键 `['approveAppTaskTrouble', 参数]`：隐患审批（移动端接口）（POST /app/task/trouble/approve） */
export const approveAppTaskTroubleKey: KeyFnOpt<'approveAppTaskTrouble', GridQueryParams['approveAppTaskTrouble']> = /* @__PURE__ */ keyer('approveAppTaskTrouble');
/** 变更选项（useMutation，`mutate(参数)`）：隐患审批（移动端接口）（POST /app/task/trouble/approve） */
export const approveAppTaskTroubleMutationOptions: MutationFn<'approveAppTaskTrouble', GridQueryParams['approveAppTaskTrouble'] | void, OpResult<operations['approveAppTaskTrouble']>> = /* @__PURE__ */ writer('approveAppTaskTrouble', 'POST /app/task/trouble/approve');

/** 键 `['exportGridAbnormalRelations', 参数]`：导出异常关系（POST /grid/abnormalRelations/export） */
export const exportGridAbnormalRelationsKey: KeyFn<'exportGridAbnormalRelations', GridQueryParams['exportGridAbnormalRelations']> = /* @__PURE__ */ keyer('exportGridAbnormalRelations');
/** 变更选项（useMutation，`mutate(参数)`）：导出异常关系（POST /grid/abnormalRelations/export） */
export const exportGridAbnormalRelationsMutationOptions: MutationFn<'exportGridAbnormalRelations', GridQueryParams['exportGridAbnormalRelations'], OpResult<operations['exportGridAbnormalRelations']>> = /* @__PURE__ */ writer('exportGridAbnormalRelations', 'POST /grid/abnormalRelations/export b');

/** 键 `['pageGridAbnormalRelations', 参数]`：异常关系列表（POST /grid/abnormalRelations/list） */
export const pageGridAbnormalRelationsKey: KeyFn<'pageGridAbnormalRelations', GridQueryParams['pageGridAbnormalRelations']> = /* @__PURE__ */ keyer('pageGridAbnormalRelations');
/** 查询选项（useQuery、fetchQuery）：异常关系列表（POST /grid/abnormalRelations/list） */
export const pageGridAbnormalRelationsQueryOptions: QueryFn<'pageGridAbnormalRelations', GridQueryParams['pageGridAbnormalRelations'], OpResult<operations['pageGridAbnormalRelations']>> = /* @__PURE__ */ reader('pageGridAbnormalRelations', 'POST /grid/abnormalRelations/list P');
/** 无限查询选项（useInfiniteQuery，逐页读到 total 为止）：异常关系列表（POST /grid/abnormalRelations/list） */
export const pageGridAbnormalRelationsInfiniteQueryOptions: InfiniteFn<'pageGridAbnormalRelations', GridQueryParams['pageGridAbnormalRelations'], OpResult<operations['pageGridAbnormalRelations']>> = /* @__PURE__ */ pager('pageGridAbnormalRelations', 'POST /grid/abnormalRelations/list P');

/** 键 `['listGridAbnormalPersonTypes', 参数]`：异常关系人员类型（POST /grid/abnormalRelations/personType） */
export const listGridAbnormalPersonTypesKey: KeyFnOpt<'listGridAbnormalPersonTypes', GridQueryParams['listGridAbnormalPersonTypes']> = /* @__PURE__ */ keyer('listGridAbnormalPersonTypes');
/** 查询选项（useQuery、fetchQuery）：异常关系人员类型（POST /grid/abnormalRelations/personType） */
export const listGridAbnormalPersonTypesQueryOptions: QueryFnOpt<'listGridAbnormalPersonTypes', GridQueryParams['listGridAbnormalPersonTypes'], OpResult<operations['listGridAbnormalPersonTypes']>> = /* @__PURE__ */ reader('listGridAbnormalPersonTypes', 'POST /grid/abnormalRelations/personType');

/** 键 `['listGridDepCheckerAnalysis', 参数]`：项目部检查人分析（POST /grid/ginAnalyseProjectDep/analyseCheck） */
export const listGridDepCheckerAnalysisKey: KeyFn<'listGridDepCheckerAnalysis', GridQueryParams['listGridDepCheckerAnalysis']> = /* @__PURE__ */ keyer('listGridDepCheckerAnalysis');
/** 查询选项（useQuery、fetchQuery）：项目部检查人分析（POST /grid/ginAnalyseProjectDep/analyseCheck） */
export const listGridDepCheckerAnalysisQueryOptions: QueryFn<'listGridDepCheckerAnalysis', GridQueryParams['listGridDepCheckerAnalysis'], OpResult<operations['listGridDepCheckerAnalysis']>> = /* @__PURE__ */ reader('listGridDepCheckerAnalysis', 'POST /grid/ginAnalyseProjectDep/analyseCheck P');
/** 无限查询选项（useInfiniteQuery，逐页读到 total 为止）：项目部检查人分析（POST /grid/ginAnalyseProjectDep/analyseCheck） */
export const listGridDepCheckerAnalysisInfiniteQueryOptions: InfiniteFn<'listGridDepCheckerAnalysis', GridQueryParams['listGridDepCheckerAnalysis'], OpResult<operations['listGridDepCheckerAnalysis']>> = /* @__PURE__ */ pager('listGridDepCheckerAnalysis', 'POST /grid/ginAnalyseProjectDep/analyseCheck P');

/** 键 `['exportGridDepCheckerAnalysis', 参数]`：导出检查人分析（POST /grid/ginAnalyseProjectDep/analyseCheckExport） */
export const exportGridDepCheckerAnalysisKey: KeyFn<'exportGridDepCheckerAnalysis', GridQueryParams['exportGridDepCheckerAnalysis']> = /* @__PURE__ */ keyer('exportGridDepCheckerAnalysis');
/** 变更选项（useMutation，`mutate(参数)`）：导出检查人分析（POST /grid/ginAnalyseProjectDep/analyseCheckExport） */
export const exportGridDepCheckerAnalysisMutationOptions: MutationFn<'exportGridDepCheckerAnalysis', GridQueryParams['exportGridDepCheckerAnalysis'], OpResult<operations['exportGridDepCheckerAnalysis']>> = /* @__PURE__ */ writer('exportGridDepCheckerAnalysis', 'POST /grid/ginAnalyseProjectDep/analyseCheckExport b');

/** 键 `['listGridDepCompletionRatio', 参数]`：项目部各点位检查完成率（POST /grid/ginAnalyseProjectDep/completionRatio） */
export const listGridDepCompletionRatioKey: KeyFn<'listGridDepCompletionRatio', GridQueryParams['listGridDepCompletionRatio']> = /* @__PURE__ */ keyer('listGridDepCompletionRatio');
/** 查询选项（useQuery、fetchQuery）：项目部各点位检查完成率（POST /grid/ginAnalyseProjectDep/completionRatio） */
export const listGridDepCompletionRatioQueryOptions: QueryFn<'listGridDepCompletionRatio', GridQueryParams['listGridDepCompletionRatio'], OpResult<operations['listGridDepCompletionRatio']>> = /* @__PURE__ */ reader('listGridDepCompletionRatio', 'POST /grid/ginAnalyseProjectDep/completionRatio P');
/** 无限查询选项（useInfiniteQuery，逐页读到 total 为止）：项目部各点位检查完成率（POST /grid/ginAnalyseProjectDep/completionRatio） */
export const listGridDepCompletionRatioInfiniteQueryOptions: InfiniteFn<'listGridDepCompletionRatio', GridQueryParams['listGridDepCompletionRatio'], OpResult<operations['listGridDepCompletionRatio']>> = /* @__PURE__ */ pager('listGridDepCompletionRatio', 'POST /grid/ginAnalyseProjectDep/completionRatio P');

/** 键 `['exportGridDepCompletionRatio', 参数]`：导出点位检查完成率（POST /grid/ginAnalyseProjectDep/completionRatioExport） */
export const exportGridDepCompletionRatioKey: KeyFn<'exportGridDepCompletionRatio', GridQueryParams['exportGridDepCompletionRatio']> = /* @__PURE__ */ keyer('exportGridDepCompletionRatio');
/** 变更选项（useMutation，`mutate(参数)`）：导出点位检查完成率（POST /grid/ginAnalyseProjectDep/completionRatioExport） */
export const exportGridDepCompletionRatioMutationOptions: MutationFn<'exportGridDepCompletionRatio', GridQueryParams['exportGridDepCompletionRatio'], OpResult<operations['exportGridDepCompletionRatio']>> = /* @__PURE__ */ writer('exportGridDepCompletionRatio', 'POST /grid/ginAnalyseProjectDep/completionRatioExport b');

/** 键 `['getGridDepOverview', 参数]`：项目部检查概况（POST /grid/ginAnalyseProjectDep/overview） */
export const getGridDepOverviewKey: KeyFn<'getGridDepOverview', GridQueryParams['getGridDepOverview']> = /* @__PURE__ */ keyer('getGridDepOverview');
/** 查询选项（useQuery、fetchQuery）：项目部检查概况（POST /grid/ginAnalyseProjectDep/overview） */
export const getGridDepOverviewQueryOptions: QueryFn<'getGridDepOverview', GridQueryParams['getGridDepOverview'], OpResult<operations['getGridDepOverview']>> = /* @__PURE__ */ reader('getGridDepOverview', 'POST /grid/ginAnalyseProjectDep/overview P');
/** 无限查询选项（useInfiniteQuery，逐页读到 total 为止）：项目部检查概况（POST /grid/ginAnalyseProjectDep/overview） */
export const getGridDepOverviewInfiniteQueryOptions: InfiniteFn<'getGridDepOverview', GridQueryParams['getGridDepOverview'], OpResult<operations['getGridDepOverview']>> = /* @__PURE__ */ pager('getGridDepOverview', 'POST /grid/ginAnalyseProjectDep/overview P');

/** 键 `['exportGridDepRectifications', 参数]`：导出整改明细（POST /grid/ginAnalyseProjectDep/rectificationExport） */
export const exportGridDepRectificationsKey: KeyFn<'exportGridDepRectifications', GridQueryParams['exportGridDepRectifications']> = /* @__PURE__ */ keyer('exportGridDepRectifications');
/** 变更选项（useMutation，`mutate(参数)`）：导出整改明细（POST /grid/ginAnalyseProjectDep/rectificationExport） */
export const exportGridDepRectificationsMutationOptions: MutationFn<'exportGridDepRectifications', GridQueryParams['exportGridDepRectifications'], OpResult<operations['exportGridDepRectifications']>> = /* @__PURE__ */ writer('exportGridDepRectifications', 'POST /grid/ginAnalyseProjectDep/rectificationExport b');

/** 键 `['getGridDepRectificationOverview', 参数]`：项目部整改概况（POST /grid/ginAnalyseProjectDep/rectificationOverview） */
export const getGridDepRectificationOverviewKey: KeyFn<'getGridDepRectificationOverview', GridQueryParams['getGridDepRectificationOverview']> = /* @__PURE__ */ keyer('getGridDepRectificationOverview');
/** 查询选项（useQuery、fetchQuery）：项目部整改概况（POST /grid/ginAnalyseProjectDep/rectificationOverview） */
export const getGridDepRectificationOverviewQueryOptions: QueryFn<'getGridDepRectificationOverview', GridQueryParams['getGridDepRectificationOverview'], OpResult<operations['getGridDepRectificationOverview']>> = /* @__PURE__ */ reader('getGridDepRectificationOverview', 'POST /grid/ginAnalyseProjectDep/rectificationOverview P');
/** 无限查询选项（useInfiniteQuery，逐页读到 total 为止）：项目部整改概况（POST /grid/ginAnalyseProjectDep/rectificationOverview） */
export const getGridDepRectificationOverviewInfiniteQueryOptions: InfiniteFn<'getGridDepRectificationOverview', GridQueryParams['getGridDepRectificationOverview'], OpResult<operations['getGridDepRectificationOverview']>> = /* @__PURE__ */ pager('getGridDepRectificationOverview', 'POST /grid/ginAnalyseProjectDep/rectificationOverview P');

/** 键 `['pageGridDepRectifications', 参数]`：项目部整改明细（POST /grid/ginAnalyseProjectDep/rectificationPage） */
export const pageGridDepRectificationsKey: KeyFn<'pageGridDepRectifications', GridQueryParams['pageGridDepRectifications']> = /* @__PURE__ */ keyer('pageGridDepRectifications');
/** 查询选项（useQuery、fetchQuery）：项目部整改明细（POST /grid/ginAnalyseProjectDep/rectificationPage） */
export const pageGridDepRectificationsQueryOptions: QueryFn<'pageGridDepRectifications', GridQueryParams['pageGridDepRectifications'], OpResult<operations['pageGridDepRectifications']>> = /* @__PURE__ */ reader('pageGridDepRectifications', 'POST /grid/ginAnalyseProjectDep/rectificationPage P');
/** 无限查询选项（useInfiniteQuery，逐页读到 total 为止）：项目部整改明细（POST /grid/ginAnalyseProjectDep/rectificationPage） */
export const pageGridDepRectificationsInfiniteQueryOptions: InfiniteFn<'pageGridDepRectifications', GridQueryParams['pageGridDepRectifications'], OpResult<operations['pageGridDepRectifications']>> = /* @__PURE__ */ pager('pageGridDepRectifications', 'POST /grid/ginAnalyseProjectDep/rectificationPage P');

/** 键 `['getGridDepTrend', 参数]`：项目部检查趋势（POST /grid/ginAnalyseProjectDep/trend） */
export const getGridDepTrendKey: KeyFn<'getGridDepTrend', GridQueryParams['getGridDepTrend']> = /* @__PURE__ */ keyer('getGridDepTrend');
/** 查询选项（useQuery、fetchQuery）：项目部检查趋势（POST /grid/ginAnalyseProjectDep/trend） */
export const getGridDepTrendQueryOptions: QueryFn<'getGridDepTrend', GridQueryParams['getGridDepTrend'], OpResult<operations['getGridDepTrend']>> = /* @__PURE__ */ reader('getGridDepTrend', 'POST /grid/ginAnalyseProjectDep/trend P');
/** 无限查询选项（useInfiniteQuery，逐页读到 total 为止）：项目部检查趋势（POST /grid/ginAnalyseProjectDep/trend） */
export const getGridDepTrendInfiniteQueryOptions: InfiniteFn<'getGridDepTrend', GridQueryParams['getGridDepTrend'], OpResult<operations['getGridDepTrend']>> = /* @__PURE__ */ pager('getGridDepTrend', 'POST /grid/ginAnalyseProjectDep/trend P');

/** 键 `['pageGridDepUndoneTasks', 参数]`：项目部未完成检查任务（POST /grid/ginAnalyseProjectDep/undoneTask） */
export const pageGridDepUndoneTasksKey: KeyFn<'pageGridDepUndoneTasks', GridQueryParams['pageGridDepUndoneTasks']> = /* @__PURE__ */ keyer('pageGridDepUndoneTasks');
/** 查询选项（useQuery、fetchQuery）：项目部未完成检查任务（POST /grid/ginAnalyseProjectDep/undoneTask） */
export const pageGridDepUndoneTasksQueryOptions: QueryFn<'pageGridDepUndoneTasks', GridQueryParams['pageGridDepUndoneTasks'], OpResult<operations['pageGridDepUndoneTasks']>> = /* @__PURE__ */ reader('pageGridDepUndoneTasks', 'POST /grid/ginAnalyseProjectDep/undoneTask P');
/** 无限查询选项（useInfiniteQuery，逐页读到 total 为止）：项目部未完成检查任务（POST /grid/ginAnalyseProjectDep/undoneTask） */
export const pageGridDepUndoneTasksInfiniteQueryOptions: InfiniteFn<'pageGridDepUndoneTasks', GridQueryParams['pageGridDepUndoneTasks'], OpResult<operations['pageGridDepUndoneTasks']>> = /* @__PURE__ */ pager('pageGridDepUndoneTasks', 'POST /grid/ginAnalyseProjectDep/undoneTask P');

/** 键 `['exportGridDepUndoneTasks', 参数]`：导出未完成检查任务（POST /grid/ginAnalyseProjectDep/undoneTaskExport） */
export const exportGridDepUndoneTasksKey: KeyFn<'exportGridDepUndoneTasks', GridQueryParams['exportGridDepUndoneTasks']> = /* @__PURE__ */ keyer('exportGridDepUndoneTasks');
/** 变更选项（useMutation，`mutate(参数)`）：导出未完成检查任务（POST /grid/ginAnalyseProjectDep/undoneTaskExport） */
export const exportGridDepUndoneTasksMutationOptions: MutationFn<'exportGridDepUndoneTasks', GridQueryParams['exportGridDepUndoneTasks'], OpResult<operations['exportGridDepUndoneTasks']>> = /* @__PURE__ */ writer('exportGridDepUndoneTasks', 'POST /grid/ginAnalyseProjectDep/undoneTaskExport b');

/** 键 `['backoutGridSpecialCheck', 参数]`：撤回专项检查（POST /grid/ginCheckList/backout） */
export const backoutGridSpecialCheckKey: KeyFn<'backoutGridSpecialCheck', GridQueryParams['backoutGridSpecialCheck']> = /* @__PURE__ */ keyer('backoutGridSpecialCheck');
/** 变更选项（useMutation，`mutate(参数)`）：撤回专项检查（POST /grid/ginCheckList/backout） */
export const backoutGridSpecialCheckMutationOptions: MutationFn<'backoutGridSpecialCheck', GridQueryParams['backoutGridSpecialCheck'], OpResult<operations['backoutGridSpecialCheck']>> = /* @__PURE__ */ writer('backoutGridSpecialCheck', 'POST /grid/ginCheckList/backout');

/** 键 `['exportGridChecks', 参数]`：导出检查列表（POST /grid/ginCheckList/export） */
export const exportGridChecksKey: KeyFn<'exportGridChecks', GridQueryParams['exportGridChecks']> = /* @__PURE__ */ keyer('exportGridChecks');
/** 变更选项（useMutation，`mutate(参数)`）：导出检查列表（POST /grid/ginCheckList/export） */
export const exportGridChecksMutationOptions: MutationFn<'exportGridChecks', GridQueryParams['exportGridChecks'], OpResult<operations['exportGridChecks']>> = /* @__PURE__ */ writer('exportGridChecks', 'POST /grid/ginCheckList/export b');

/** 键 `['getGridCheckDetail', 参数]`：检查详情（POST /grid/ginCheckList/getDetail） */
export const getGridCheckDetailKey: KeyFn<'getGridCheckDetail', GridQueryParams['getGridCheckDetail']> = /* @__PURE__ */ keyer('getGridCheckDetail');
/** 查询选项（useQuery、fetchQuery）：检查详情（POST /grid/ginCheckList/getDetail） */
export const getGridCheckDetailQueryOptions: QueryFn<'getGridCheckDetail', GridQueryParams['getGridCheckDetail'], OpResult<operations['getGridCheckDetail']>> = /* @__PURE__ */ reader('getGridCheckDetail', 'POST /grid/ginCheckList/getDetail');

/** 键 `['getGridSpecialCheck', 参数]`：专项检查详情（POST /grid/ginCheckList/getSpecial） */
export const getGridSpecialCheckKey: KeyFn<'getGridSpecialCheck', GridQueryParams['getGridSpecialCheck']> = /* @__PURE__ */ keyer('getGridSpecialCheck');
/** 查询选项（useQuery、fetchQuery）：专项检查详情（POST /grid/ginCheckList/getSpecial） */
export const getGridSpecialCheckQueryOptions: QueryFn<'getGridSpecialCheck', GridQueryParams['getGridSpecialCheck'], OpResult<operations['getGridSpecialCheck']>> = /* @__PURE__ */ reader('getGridSpecialCheck', 'POST /grid/ginCheckList/getSpecial');

/** 键 `['pageGridChecks', 参数]`：检查分页（POST /grid/ginCheckList/page） */
export const pageGridChecksKey: KeyFn<'pageGridChecks', GridQueryParams['pageGridChecks']> = /* @__PURE__ */ keyer('pageGridChecks');
/** 查询选项（useQuery、fetchQuery）：检查分页（POST /grid/ginCheckList/page） */
export const pageGridChecksQueryOptions: QueryFn<'pageGridChecks', GridQueryParams['pageGridChecks'], OpResult<operations['pageGridChecks']>> = /* @__PURE__ */ reader('pageGridChecks', 'POST /grid/ginCheckList/page P');
/** 无限查询选项（useInfiniteQuery，逐页读到 total 为止）：检查分页（POST /grid/ginCheckList/page） */
export const pageGridChecksInfiniteQueryOptions: InfiniteFn<'pageGridChecks', GridQueryParams['pageGridChecks'], OpResult<operations['pageGridChecks']>> = /* @__PURE__ */ pager('pageGridChecks', 'POST /grid/ginCheckList/page P');

/** 键 `['exportGridSpecialChecks', 参数]`：导出专项检查（POST /grid/ginCheckList/specialExport） */
export const exportGridSpecialChecksKey: KeyFn<'exportGridSpecialChecks', GridQueryParams['exportGridSpecialChecks']> = /* @__PURE__ */ keyer('exportGridSpecialChecks');
/** 变更选项（useMutation，`mutate(参数)`）：导出专项检查（POST /grid/ginCheckList/specialExport） */
export const exportGridSpecialChecksMutationOptions: MutationFn<'exportGridSpecialChecks', GridQueryParams['exportGridSpecialChecks'], OpResult<operations['exportGridSpecialChecks']>> = /* @__PURE__ */ writer('exportGridSpecialChecks', 'POST /grid/ginCheckList/specialExport b');

/** 键 `['pageGridSpecialChecks', 参数]`：专项检查分页（POST /grid/ginCheckList/specialPage） */
export const pageGridSpecialChecksKey: KeyFn<'pageGridSpecialChecks', GridQueryParams['pageGridSpecialChecks']> = /* @__PURE__ */ keyer('pageGridSpecialChecks');
/** 查询选项（useQuery、fetchQuery）：专项检查分页（POST /grid/ginCheckList/specialPage） */
export const pageGridSpecialChecksQueryOptions: QueryFn<'pageGridSpecialChecks', GridQueryParams['pageGridSpecialChecks'], OpResult<operations['pageGridSpecialChecks']>> = /* @__PURE__ */ reader('pageGridSpecialChecks', 'POST /grid/ginCheckList/specialPage P');
/** 无限查询选项（useInfiniteQuery，逐页读到 total 为止）：专项检查分页（POST /grid/ginCheckList/specialPage） */
export const pageGridSpecialChecksInfiniteQueryOptions: InfiniteFn<'pageGridSpecialChecks', GridQueryParams['pageGridSpecialChecks'], OpResult<operations['pageGridSpecialChecks']>> = /* @__PURE__ */ pager('pageGridSpecialChecks', 'POST /grid/ginCheckList/specialPage P');

/** 键 `['startGridSpecialCheck', 参数]`：启动专项检查（POST /grid/ginCheckList/specialStart） */
export const startGridSpecialCheckKey: KeyFn<'startGridSpecialCheck', GridQueryParams['startGridSpecialCheck']> = /* @__PURE__ */ keyer('startGridSpecialCheck');
/** 变更选项（useMutation，`mutate(参数)`）：启动专项检查（POST /grid/ginCheckList/specialStart） */
export const startGridSpecialCheckMutationOptions: MutationFn<'startGridSpecialCheck', GridQueryParams['startGridSpecialCheck'], OpResult<operations['startGridSpecialCheck']>> = /* @__PURE__ */ writer('startGridSpecialCheck', 'POST /grid/ginCheckList/specialStart');

/** 键 `['addGridTrouble', 参数]`：登记隐患（POST /grid/ginCheckPointTaskList/addTrouble） */
export const addGridTroubleKey: KeyFn<'addGridTrouble', GridQueryParams['addGridTrouble']> = /* @__PURE__ */ keyer('addGridTrouble');
/** 变更选项（useMutation，`mutate(参数)`）：登记隐患（POST /grid/ginCheckPointTaskList/addTrouble） */
export const addGridTroubleMutationOptions: MutationFn<'addGridTrouble', GridQueryParams['addGridTrouble'], OpResult<operations['addGridTrouble']>> = /* @__PURE__ */ writer('addGridTrouble', 'POST /grid/ginCheckPointTaskList/addTrouble');

/** 键 `['getGridPointTaskAnalysis', 参数]`：点位检查任务分析（POST /grid/ginCheckPointTaskList/analysis） */
export const getGridPointTaskAnalysisKey: KeyFn<'getGridPointTaskAnalysis', GridQueryParams['getGridPointTaskAnalysis']> = /* @__PURE__ */ keyer('getGridPointTaskAnalysis');
/** 查询选项（useQuery、fetchQuery）：点位检查任务分析（POST /grid/ginCheckPointTaskList/analysis） */
export const getGridPointTaskAnalysisQueryOptions: QueryFn<'getGridPointTaskAnalysis', GridQueryParams['getGridPointTaskAnalysis'], OpResult<operations['getGridPointTaskAnalysis']>> = /* @__PURE__ */ reader('getGridPointTaskAnalysis', 'POST /grid/ginCheckPointTaskList/analysis P');
/** 无限查询选项（useInfiniteQuery，逐页读到 total 为止）：点位检查任务分析（POST /grid/ginCheckPointTaskList/analysis） */
export const getGridPointTaskAnalysisInfiniteQueryOptions: InfiniteFn<'getGridPointTaskAnalysis', GridQueryParams['getGridPointTaskAnalysis'], OpResult<operations['getGridPointTaskAnalysis']>> = /* @__PURE__ */ pager('getGridPointTaskAnalysis', 'POST /grid/ginCheckPointTaskList/analysis P');

/** 键 `['feedbackGridTrouble', 参数]`：隐患整改反馈（POST /grid/ginCheckPointTaskList/editDangeFeedback） */
export const feedbackGridTroubleKey: KeyFn<'feedbackGridTrouble', GridQueryParams['feedbackGridTrouble']> = /* @__PURE__ */ keyer('feedbackGridTrouble');
/** 变更选项（useMutation，`mutate(参数)`）：隐患整改反馈（POST /grid/ginCheckPointTaskList/editDangeFeedback） */
export const feedbackGridTroubleMutationOptions: MutationFn<'feedbackGridTrouble', GridQueryParams['feedbackGridTrouble'], OpResult<operations['feedbackGridTrouble']>> = /* @__PURE__ */ writer('feedbackGridTrouble', 'POST /grid/ginCheckPointTaskList/editDangeFeedback');

/** 键 `['getGridPointTaskDetail', 参数]`：点位检查任务详情（POST /grid/ginCheckPointTaskList/getDetail） */
export const getGridPointTaskDetailKey: KeyFn<'getGridPointTaskDetail', GridQueryParams['getGridPointTaskDetail']> = /* @__PURE__ */ keyer('getGridPointTaskDetail');
/** 查询选项（useQuery、fetchQuery）：点位检查任务详情（POST /grid/ginCheckPointTaskList/getDetail） */
export const getGridPointTaskDetailQueryOptions: QueryFn<'getGridPointTaskDetail', GridQueryParams['getGridPointTaskDetail'], OpResult<operations['getGridPointTaskDetail']>> = /* @__PURE__ */ reader('getGridPointTaskDetail', 'POST /grid/ginCheckPointTaskList/getDetail');

/** 键 `['pageGridPointTasks', 参数]`：点位检查任务分页（POST /grid/ginCheckPointTaskList/page） */
export const pageGridPointTasksKey: KeyFn<'pageGridPointTasks', GridQueryParams['pageGridPointTasks']> = /* @__PURE__ */ keyer('pageGridPointTasks');
/** 查询选项（useQuery、fetchQuery）：点位检查任务分页（POST /grid/ginCheckPointTaskList/page） */
export const pageGridPointTasksQueryOptions: QueryFn<'pageGridPointTasks', GridQueryParams['pageGridPointTasks'], OpResult<operations['pageGridPointTasks']>> = /* @__PURE__ */ reader('pageGridPointTasks', 'POST /grid/ginCheckPointTaskList/page P');
/** 无限查询选项（useInfiniteQuery，逐页读到 total 为止）：点位检查任务分页（POST /grid/ginCheckPointTaskList/page） */
export const pageGridPointTasksInfiniteQueryOptions: InfiniteFn<'pageGridPointTasks', GridQueryParams['pageGridPointTasks'], OpResult<operations['pageGridPointTasks']>> = /* @__PURE__ */ pager('pageGridPointTasks', 'POST /grid/ginCheckPointTaskList/page P');

/** 键 `['reviewGridTrouble', 参数]`：隐患复查（通过或退回）（POST /grid/ginCheckPointTaskList/passTrouble） */
export const reviewGridTroubleKey: KeyFn<'reviewGridTrouble', GridQueryParams['reviewGridTrouble']> = /* @__PURE__ */ keyer('reviewGridTrouble');
/** 变更选项（useMutation，`mutate(参数)`）：隐患复查（通过或退回）（POST /grid/ginCheckPointTaskList/passTrouble） */
export const reviewGridTroubleMutationOptions: MutationFn<'reviewGridTrouble', GridQueryParams['reviewGridTrouble'], OpResult<operations['reviewGridTrouble']>> = /* @__PURE__ */ writer('reviewGridTrouble', 'POST /grid/ginCheckPointTaskList/passTrouble');

/** 键 `['listGridTroubleRecords', 参数]`：隐患处置记录（POST /grid/ginCheckPointTaskList/troubleRecore） */
export const listGridTroubleRecordsKey: KeyFn<'listGridTroubleRecords', GridQueryParams['listGridTroubleRecords']> = /* @__PURE__ */ keyer('listGridTroubleRecords');
/** 查询选项（useQuery、fetchQuery）：隐患处置记录（POST /grid/ginCheckPointTaskList/troubleRecore） */
export const listGridTroubleRecordsQueryOptions: QueryFn<'listGridTroubleRecords', GridQueryParams['listGridTroubleRecords'], OpResult<operations['listGridTroubleRecords']>> = /* @__PURE__ */ reader('listGridTroubleRecords', 'POST /grid/ginCheckPointTaskList/troubleRecore');

/** 键 `['listGridTroubleRecordsByProcInst', 参数]`：按流程实例查询隐患处置记录（POST /grid/ginCheckPointTaskList/troubleRecoreByProcInstId） */
export const listGridTroubleRecordsByProcInstKey: KeyFn<'listGridTroubleRecordsByProcInst', GridQueryParams['listGridTroubleRecordsByProcInst']> = /* @__PURE__ */ keyer('listGridTroubleRecordsByProcInst');
/** 查询选项（useQuery、fetchQuery）：按流程实例查询隐患处置记录（POST /grid/ginCheckPointTaskList/troubleRecoreByProcInstId） */
export const listGridTroubleRecordsByProcInstQueryOptions: QueryFn<'listGridTroubleRecordsByProcInst', GridQueryParams['listGridTroubleRecordsByProcInst'], OpResult<operations['listGridTroubleRecordsByProcInst']>> = /* @__PURE__ */ reader('listGridTroubleRecordsByProcInst', 'POST /grid/ginCheckPointTaskList/troubleRecoreByProcInstId');

/** 键 `['updateGridTaskSafeStatus', 参数]`：提交检查结论（POST /grid/ginCheckPointTaskList/udpateSafeStatus） */
export const updateGridTaskSafeStatusKey: KeyFn<'updateGridTaskSafeStatus', GridQueryParams['updateGridTaskSafeStatus']> = /* @__PURE__ */ keyer('updateGridTaskSafeStatus');
/** 变更选项（useMutation，`mutate(参数)`）：提交检查结论（POST /grid/ginCheckPointTaskList/udpateSafeStatus） */
export const updateGridTaskSafeStatusMutationOptions: MutationFn<'updateGridTaskSafeStatus', GridQueryParams['updateGridTaskSafeStatus'], OpResult<operations['updateGridTaskSafeStatus']>> = /* @__PURE__ */ writer('updateGridTaskSafeStatus', 'POST /grid/ginCheckPointTaskList/udpateSafeStatus');

/** 键 `['listGridCategoryStatistics', 参数]`：按隐患分类统计（POST /grid/ginCheckStatistic/categoryType） */
export const listGridCategoryStatisticsKey: KeyFn<'listGridCategoryStatistics', GridQueryParams['listGridCategoryStatistics']> = /* @__PURE__ */ keyer('listGridCategoryStatistics');
/** 查询选项（useQuery、fetchQuery）：按隐患分类统计（POST /grid/ginCheckStatistic/categoryType） */
export const listGridCategoryStatisticsQueryOptions: QueryFn<'listGridCategoryStatistics', GridQueryParams['listGridCategoryStatistics'], OpResult<operations['listGridCategoryStatistics']>> = /* @__PURE__ */ reader('listGridCategoryStatistics', 'POST /grid/ginCheckStatistic/categoryType P');
/** 无限查询选项（useInfiniteQuery，逐页读到 total 为止）：按隐患分类统计（POST /grid/ginCheckStatistic/categoryType） */
export const listGridCategoryStatisticsInfiniteQueryOptions: InfiniteFn<'listGridCategoryStatistics', GridQueryParams['listGridCategoryStatistics'], OpResult<operations['listGridCategoryStatistics']>> = /* @__PURE__ */ pager('listGridCategoryStatistics', 'POST /grid/ginCheckStatistic/categoryType P');

/** 键 `['listGridCheckRateTrend', 参数]`：检查率趋势（POST /grid/ginCheckStatistic/checkRate） */
export const listGridCheckRateTrendKey: KeyFn<'listGridCheckRateTrend', GridQueryParams['listGridCheckRateTrend']> = /* @__PURE__ */ keyer('listGridCheckRateTrend');
/** 查询选项（useQuery、fetchQuery）：检查率趋势（POST /grid/ginCheckStatistic/checkRate） */
export const listGridCheckRateTrendQueryOptions: QueryFn<'listGridCheckRateTrend', GridQueryParams['listGridCheckRateTrend'], OpResult<operations['listGridCheckRateTrend']>> = /* @__PURE__ */ reader('listGridCheckRateTrend', 'POST /grid/ginCheckStatistic/checkRate P');
/** 无限查询选项（useInfiniteQuery，逐页读到 total 为止）：检查率趋势（POST /grid/ginCheckStatistic/checkRate） */
export const listGridCheckRateTrendInfiniteQueryOptions: InfiniteFn<'listGridCheckRateTrend', GridQueryParams['listGridCheckRateTrend'], OpResult<operations['listGridCheckRateTrend']>> = /* @__PURE__ */ pager('listGridCheckRateTrend', 'POST /grid/ginCheckStatistic/checkRate P');

/** 键 `['listGridCheckTypeStatistics', 参数]`：按检查类型统计（POST /grid/ginCheckStatistic/checkType） */
export const listGridCheckTypeStatisticsKey: KeyFn<'listGridCheckTypeStatistics', GridQueryParams['listGridCheckTypeStatistics']> = /* @__PURE__ */ keyer('listGridCheckTypeStatistics');
/** 查询选项（useQuery、fetchQuery）：按检查类型统计（POST /grid/ginCheckStatistic/checkType） */
export const listGridCheckTypeStatisticsQueryOptions: QueryFn<'listGridCheckTypeStatistics', GridQueryParams['listGridCheckTypeStatistics'], OpResult<operations['listGridCheckTypeStatistics']>> = /* @__PURE__ */ reader('listGridCheckTypeStatistics', 'POST /grid/ginCheckStatistic/checkType P');
/** 无限查询选项（useInfiniteQuery，逐页读到 total 为止）：按检查类型统计（POST /grid/ginCheckStatistic/checkType） */
export const listGridCheckTypeStatisticsInfiniteQueryOptions: InfiniteFn<'listGridCheckTypeStatistics', GridQueryParams['listGridCheckTypeStatistics'], OpResult<operations['listGridCheckTypeStatistics']>> = /* @__PURE__ */ pager('listGridCheckTypeStatistics', 'POST /grid/ginCheckStatistic/checkType P');

/** 键 `['pageGridCheckStatistics', 参数]`：检查统计（按组织与月份）（POST /grid/ginCheckStatistic/list） */
export const pageGridCheckStatisticsKey: KeyFn<'pageGridCheckStatistics', GridQueryParams['pageGridCheckStatistics']> = /* @__PURE__ */ keyer('pageGridCheckStatistics');
/** 查询选项（useQuery、fetchQuery）：检查统计（按组织与月份）（POST /grid/ginCheckStatistic/list） */
export const pageGridCheckStatisticsQueryOptions: QueryFn<'pageGridCheckStatistics', GridQueryParams['pageGridCheckStatistics'], OpResult<operations['pageGridCheckStatistics']>> = /* @__PURE__ */ reader('pageGridCheckStatistics', 'POST /grid/ginCheckStatistic/list P');
/** 无限查询选项（useInfiniteQuery，逐页读到 total 为止）：检查统计（按组织与月份）（POST /grid/ginCheckStatistic/list） */
export const pageGridCheckStatisticsInfiniteQueryOptions: InfiniteFn<'pageGridCheckStatistics', GridQueryParams['pageGridCheckStatistics'], OpResult<operations['pageGridCheckStatistics']>> = /* @__PURE__ */ pager('pageGridCheckStatistics', 'POST /grid/ginCheckStatistic/list P');

/** 键 `['listGridCompanyCheckStatistics', 参数]`：检查统计（按参建单位）（GET /grid/ginCheckStatistic/listCompany） */
export const listGridCompanyCheckStatisticsKey: KeyFnOpt<'listGridCompanyCheckStatistics', GridQueryParams['listGridCompanyCheckStatistics']> = /* @__PURE__ */ keyer('listGridCompanyCheckStatistics');
/** 查询选项（useQuery、fetchQuery）：检查统计（按参建单位）（GET /grid/ginCheckStatistic/listCompany） */
export const listGridCompanyCheckStatisticsQueryOptions: QueryFnOpt<'listGridCompanyCheckStatistics', GridQueryParams['listGridCompanyCheckStatistics'], OpResult<operations['listGridCompanyCheckStatistics']>> = /* @__PURE__ */ reader('listGridCompanyCheckStatistics', 'GET /grid/ginCheckStatistic/listCompany');

/** 键 `['exportGridCheckStatistics', 参数]`：导出检查统计（POST /grid/ginCheckStatistic/listExport） */
export const exportGridCheckStatisticsKey: KeyFn<'exportGridCheckStatistics', GridQueryParams['exportGridCheckStatistics']> = /* @__PURE__ */ keyer('exportGridCheckStatistics');
/** 变更选项（useMutation，`mutate(参数)`）：导出检查统计（POST /grid/ginCheckStatistic/listExport） */
export const exportGridCheckStatisticsMutationOptions: MutationFn<'exportGridCheckStatistics', GridQueryParams['exportGridCheckStatistics'], OpResult<operations['exportGridCheckStatistics']>> = /* @__PURE__ */ writer('exportGridCheckStatistics', 'POST /grid/ginCheckStatistic/listExport b');

/** 键 `['pageGridProjectCheckStatistics', 参数]`：检查统计（按项目）（POST /grid/ginCheckStatistic/listProject） */
export const pageGridProjectCheckStatisticsKey: KeyFn<'pageGridProjectCheckStatistics', GridQueryParams['pageGridProjectCheckStatistics']> = /* @__PURE__ */ keyer('pageGridProjectCheckStatistics');
/** 查询选项（useQuery、fetchQuery）：检查统计（按项目）（POST /grid/ginCheckStatistic/listProject） */
export const pageGridProjectCheckStatisticsQueryOptions: QueryFn<'pageGridProjectCheckStatistics', GridQueryParams['pageGridProjectCheckStatistics'], OpResult<operations['pageGridProjectCheckStatistics']>> = /* @__PURE__ */ reader('pageGridProjectCheckStatistics', 'POST /grid/ginCheckStatistic/listProject P');
/** 无限查询选项（useInfiniteQuery，逐页读到 total 为止）：检查统计（按项目）（POST /grid/ginCheckStatistic/listProject） */
export const pageGridProjectCheckStatisticsInfiniteQueryOptions: InfiniteFn<'pageGridProjectCheckStatistics', GridQueryParams['pageGridProjectCheckStatistics'], OpResult<operations['pageGridProjectCheckStatistics']>> = /* @__PURE__ */ pager('pageGridProjectCheckStatistics', 'POST /grid/ginCheckStatistic/listProject P');

/** 键 `['addGridCategory', 参数]`：新增隐患分类（POST /grid/ginDscCategory/add） */
export const addGridCategoryKey: KeyFn<'addGridCategory', GridQueryParams['addGridCategory']> = /* @__PURE__ */ keyer('addGridCategory');
/** 变更选项（useMutation，`mutate(参数)`）：新增隐患分类（POST /grid/ginDscCategory/add） */
export const addGridCategoryMutationOptions: MutationFn<'addGridCategory', GridQueryParams['addGridCategory'], OpResult<operations['addGridCategory']>> = /* @__PURE__ */ writer('addGridCategory', 'POST /grid/ginDscCategory/add');

/** 键 `['deleteGridCategory', 参数]`：删除隐患分类（POST /grid/ginDscCategory/del） */
export const deleteGridCategoryKey: KeyFn<'deleteGridCategory', GridQueryParams['deleteGridCategory']> = /* @__PURE__ */ keyer('deleteGridCategory');
/** 变更选项（useMutation，`mutate(参数)`）：删除隐患分类（POST /grid/ginDscCategory/del） */
export const deleteGridCategoryMutationOptions: MutationFn<'deleteGridCategory', GridQueryParams['deleteGridCategory'], OpResult<operations['deleteGridCategory']>> = /* @__PURE__ */ writer('deleteGridCategory', 'POST /grid/ginDscCategory/del');

/** 键 `['editGridCategory', 参数]`：编辑隐患分类（POST /grid/ginDscCategory/edit） */
export const editGridCategoryKey: KeyFn<'editGridCategory', GridQueryParams['editGridCategory']> = /* @__PURE__ */ keyer('editGridCategory');
/** 变更选项（useMutation，`mutate(参数)`）：编辑隐患分类（POST /grid/ginDscCategory/edit） */
export const editGridCategoryMutationOptions: MutationFn<'editGridCategory', GridQueryParams['editGridCategory'], OpResult<operations['editGridCategory']>> = /* @__PURE__ */ writer('editGridCategory', 'POST /grid/ginDscCategory/edit');

/** 键 `['listGridTroubleLevels', 参数]`：隐患等级列表（POST /grid/ginDscCategory/getSlevel） */
export const listGridTroubleLevelsKey: KeyFnOpt<'listGridTroubleLevels', GridQueryParams['listGridTroubleLevels']> = /* @__PURE__ */ keyer('listGridTroubleLevels');
/** 查询选项（useQuery、fetchQuery）：隐患等级列表（POST /grid/ginDscCategory/getSlevel） */
export const listGridTroubleLevelsQueryOptions: QueryFnOpt<'listGridTroubleLevels', GridQueryParams['listGridTroubleLevels'], OpResult<operations['listGridTroubleLevels']>> = /* @__PURE__ */ reader('listGridTroubleLevels', 'POST /grid/ginDscCategory/getSlevel');

/** 键 `['listGridCategoryTree', 参数]`：隐患分类树（POST /grid/ginDscCategory/list） */
export const listGridCategoryTreeKey: KeyFnOpt<'listGridCategoryTree', GridQueryParams['listGridCategoryTree']> = /* @__PURE__ */ keyer('listGridCategoryTree');
/** 查询选项（useQuery、fetchQuery）：隐患分类树（POST /grid/ginDscCategory/list） */
export const listGridCategoryTreeQueryOptions: QueryFnOpt<'listGridCategoryTree', GridQueryParams['listGridCategoryTree'], OpResult<operations['listGridCategoryTree']>> = /* @__PURE__ */ reader('listGridCategoryTree', 'POST /grid/ginDscCategory/list');

/** 键 `['listGridCategoryChildren', 参数]`：下级隐患分类（POST /grid/ginDscCategory/listCatChild） */
export const listGridCategoryChildrenKey: KeyFn<'listGridCategoryChildren', GridQueryParams['listGridCategoryChildren']> = /* @__PURE__ */ keyer('listGridCategoryChildren');
/** 查询选项（useQuery、fetchQuery）：下级隐患分类（POST /grid/ginDscCategory/listCatChild） */
export const listGridCategoryChildrenQueryOptions: QueryFn<'listGridCategoryChildren', GridQueryParams['listGridCategoryChildren'], OpResult<operations['listGridCategoryChildren']>> = /* @__PURE__ */ reader('listGridCategoryChildren', 'POST /grid/ginDscCategory/listCatChild');

/** 键 `['listGridPointItems', 参数]`：点位检查项（POST /grid/ginDscCategory/pointItem） */
export const listGridPointItemsKey: KeyFn<'listGridPointItems', GridQueryParams['listGridPointItems']> = /* @__PURE__ */ keyer('listGridPointItems');
/** 查询选项（useQuery、fetchQuery）：点位检查项（POST /grid/ginDscCategory/pointItem） */
export const listGridPointItemsQueryOptions: QueryFn<'listGridPointItems', GridQueryParams['listGridPointItems'], OpResult<operations['listGridPointItems']>> = /* @__PURE__ */ reader('listGridPointItems', 'POST /grid/ginDscCategory/pointItem');

/** 键 `['addGridCategoryItem', 参数]`：新增检查项（POST /grid/ginDscCategoryItem/add） */
export const addGridCategoryItemKey: KeyFn<'addGridCategoryItem', GridQueryParams['addGridCategoryItem']> = /* @__PURE__ */ keyer('addGridCategoryItem');
/** 变更选项（useMutation，`mutate(参数)`）：新增检查项（POST /grid/ginDscCategoryItem/add） */
export const addGridCategoryItemMutationOptions: MutationFn<'addGridCategoryItem', GridQueryParams['addGridCategoryItem'], OpResult<operations['addGridCategoryItem']>> = /* @__PURE__ */ writer('addGridCategoryItem', 'POST /grid/ginDscCategoryItem/add');

/** 键 `['deleteGridCategoryItem', 参数]`：删除检查项（POST /grid/ginDscCategoryItem/del） */
export const deleteGridCategoryItemKey: KeyFn<'deleteGridCategoryItem', GridQueryParams['deleteGridCategoryItem']> = /* @__PURE__ */ keyer('deleteGridCategoryItem');
/** 变更选项（useMutation，`mutate(参数)`）：删除检查项（POST /grid/ginDscCategoryItem/del） */
export const deleteGridCategoryItemMutationOptions: MutationFn<'deleteGridCategoryItem', GridQueryParams['deleteGridCategoryItem'], OpResult<operations['deleteGridCategoryItem']>> = /* @__PURE__ */ writer('deleteGridCategoryItem', 'POST /grid/ginDscCategoryItem/del');

/** 键 `['downloadGridCategoryItemTemplate', 参数]`：下载检查项导入模板（GET /grid/ginDscCategoryItem/downloadTemplate） */
export const downloadGridCategoryItemTemplateKey: KeyFnOpt<'downloadGridCategoryItemTemplate', GridQueryParams['downloadGridCategoryItemTemplate']> = /* @__PURE__ */ keyer('downloadGridCategoryItemTemplate');
/** 变更选项（useMutation，`mutate(参数)`）：下载检查项导入模板（GET /grid/ginDscCategoryItem/downloadTemplate） */
export const downloadGridCategoryItemTemplateMutationOptions: MutationFn<'downloadGridCategoryItemTemplate', GridQueryParams['downloadGridCategoryItemTemplate'] | void, OpResult<operations['downloadGridCategoryItemTemplate']>> = /* @__PURE__ */ writer('downloadGridCategoryItemTemplate', 'GET /grid/ginDscCategoryItem/downloadTemplate b');

/** 键 `['editGridCategoryItem', 参数]`：编辑检查项（POST /grid/ginDscCategoryItem/edit） */
export const editGridCategoryItemKey: KeyFn<'editGridCategoryItem', GridQueryParams['editGridCategoryItem']> = /* @__PURE__ */ keyer('editGridCategoryItem');
/** 变更选项（useMutation，`mutate(参数)`）：编辑检查项（POST /grid/ginDscCategoryItem/edit） */
export const editGridCategoryItemMutationOptions: MutationFn<'editGridCategoryItem', GridQueryParams['editGridCategoryItem'], OpResult<operations['editGridCategoryItem']>> = /* @__PURE__ */ writer('editGridCategoryItem', 'POST /grid/ginDscCategoryItem/edit');

/** 键 `['exportGridCategoryItems', 参数]`：导出检查项（POST /grid/ginDscCategoryItem/export） */
export const exportGridCategoryItemsKey: KeyFn<'exportGridCategoryItems', GridQueryParams['exportGridCategoryItems']> = /* @__PURE__ */ keyer('exportGridCategoryItems');
/** 变更选项（useMutation，`mutate(参数)`）：导出检查项（POST /grid/ginDscCategoryItem/export） */
export const exportGridCategoryItemsMutationOptions: MutationFn<'exportGridCategoryItems', GridQueryParams['exportGridCategoryItems'], OpResult<operations['exportGridCategoryItems']>> = /* @__PURE__ */ writer('exportGridCategoryItems', 'POST /grid/ginDscCategoryItem/export b');

/** 键 `['importGridCategoryItems', 参数]`：导入检查项（POST /grid/ginDscCategoryItem/import） */
export const importGridCategoryItemsKey: KeyFn<'importGridCategoryItems', GridQueryParams['importGridCategoryItems']> = /* @__PURE__ */ keyer('importGridCategoryItems');
/** 变更选项（useMutation，`mutate(参数)`）：导入检查项（POST /grid/ginDscCategoryItem/import） */
export const importGridCategoryItemsMutationOptions: MutationFn<'importGridCategoryItems', GridQueryParams['importGridCategoryItems'], OpResult<operations['importGridCategoryItems']>> = /* @__PURE__ */ writer('importGridCategoryItems', 'POST /grid/ginDscCategoryItem/import m');

/** 键 `['pageGridCategoryItems', 参数]`：隐患库检查项分页（POST /grid/ginDscCategoryItem/page） */
export const pageGridCategoryItemsKey: KeyFn<'pageGridCategoryItems', GridQueryParams['pageGridCategoryItems']> = /* @__PURE__ */ keyer('pageGridCategoryItems');
/** 查询选项（useQuery、fetchQuery）：隐患库检查项分页（POST /grid/ginDscCategoryItem/page） */
export const pageGridCategoryItemsQueryOptions: QueryFn<'pageGridCategoryItems', GridQueryParams['pageGridCategoryItems'], OpResult<operations['pageGridCategoryItems']>> = /* @__PURE__ */ reader('pageGridCategoryItems', 'POST /grid/ginDscCategoryItem/page P');
/** 无限查询选项（useInfiniteQuery，逐页读到 total 为止）：隐患库检查项分页（POST /grid/ginDscCategoryItem/page） */
export const pageGridCategoryItemsInfiniteQueryOptions: InfiniteFn<'pageGridCategoryItems', GridQueryParams['pageGridCategoryItems'], OpResult<operations['pageGridCategoryItems']>> = /* @__PURE__ */ pager('pageGridCategoryItems', 'POST /grid/ginDscCategoryItem/page P');

/** 键 `['addGridPoint', 参数]`：新增网格点位（POST /grid/ginGridPointList/add） */
export const addGridPointKey: KeyFn<'addGridPoint', GridQueryParams['addGridPoint']> = /* @__PURE__ */ keyer('addGridPoint');
/** 变更选项（useMutation，`mutate(参数)`）：新增网格点位（POST /grid/ginGridPointList/add） */
export const addGridPointMutationOptions: MutationFn<'addGridPoint', GridQueryParams['addGridPoint'], OpResult<operations['addGridPoint']>> = /* @__PURE__ */ writer('addGridPoint', 'POST /grid/ginGridPointList/add');

/** 键 `['listGridPointAnalyseByArea', 参数]`：按施工区域的点位分析（POST /grid/ginGridPointList/analyseArea） */
export const listGridPointAnalyseByAreaKey: KeyFn<'listGridPointAnalyseByArea', GridQueryParams['listGridPointAnalyseByArea']> = /* @__PURE__ */ keyer('listGridPointAnalyseByArea');
/** 查询选项（useQuery、fetchQuery）：按施工区域的点位分析（POST /grid/ginGridPointList/analyseArea） */
export const listGridPointAnalyseByAreaQueryOptions: QueryFn<'listGridPointAnalyseByArea', GridQueryParams['listGridPointAnalyseByArea'], OpResult<operations['listGridPointAnalyseByArea']>> = /* @__PURE__ */ reader('listGridPointAnalyseByArea', 'POST /grid/ginGridPointList/analyseArea');

/** 键 `['getGridPointAnalyseOverview', 参数]`：点位分析概况（POST /grid/ginGridPointList/analyseOverview） */
export const getGridPointAnalyseOverviewKey: KeyFn<'getGridPointAnalyseOverview', GridQueryParams['getGridPointAnalyseOverview']> = /* @__PURE__ */ keyer('getGridPointAnalyseOverview');
/** 查询选项（useQuery、fetchQuery）：点位分析概况（POST /grid/ginGridPointList/analyseOverview） */
export const getGridPointAnalyseOverviewQueryOptions: QueryFn<'getGridPointAnalyseOverview', GridQueryParams['getGridPointAnalyseOverview'], OpResult<operations['getGridPointAnalyseOverview']>> = /* @__PURE__ */ reader('getGridPointAnalyseOverview', 'POST /grid/ginGridPointList/analyseOverview');

/** 键 `['listGridPointAnalyseByRisk', 参数]`：按风险等级的点位分析（POST /grid/ginGridPointList/analyseRisk） */
export const listGridPointAnalyseByRiskKey: KeyFn<'listGridPointAnalyseByRisk', GridQueryParams['listGridPointAnalyseByRisk']> = /* @__PURE__ */ keyer('listGridPointAnalyseByRisk');
/** 查询选项（useQuery、fetchQuery）：按风险等级的点位分析（POST /grid/ginGridPointList/analyseRisk） */
export const listGridPointAnalyseByRiskQueryOptions: QueryFn<'listGridPointAnalyseByRisk', GridQueryParams['listGridPointAnalyseByRisk'], OpResult<operations['listGridPointAnalyseByRisk']>> = /* @__PURE__ */ reader('listGridPointAnalyseByRisk', 'POST /grid/ginGridPointList/analyseRisk');

/** 键 `['getGridPointAnalyseTrend', 参数]`：点位巡检趋势（POST /grid/ginGridPointList/analyseTrend） */
export const getGridPointAnalyseTrendKey: KeyFn<'getGridPointAnalyseTrend', GridQueryParams['getGridPointAnalyseTrend']> = /* @__PURE__ */ keyer('getGridPointAnalyseTrend');
/** 查询选项（useQuery、fetchQuery）：点位巡检趋势（POST /grid/ginGridPointList/analyseTrend） */
export const getGridPointAnalyseTrendQueryOptions: QueryFn<'getGridPointAnalyseTrend', GridQueryParams['getGridPointAnalyseTrend'], OpResult<operations['getGridPointAnalyseTrend']>> = /* @__PURE__ */ reader('getGridPointAnalyseTrend', 'POST /grid/ginGridPointList/analyseTrend');

/** 键 `['deleteGridPoint', 参数]`：删除网格点位（POST /grid/ginGridPointList/del） */
export const deleteGridPointKey: KeyFn<'deleteGridPoint', GridQueryParams['deleteGridPoint']> = /* @__PURE__ */ keyer('deleteGridPoint');
/** 变更选项（useMutation，`mutate(参数)`）：删除网格点位（POST /grid/ginGridPointList/del） */
export const deleteGridPointMutationOptions: MutationFn<'deleteGridPoint', GridQueryParams['deleteGridPoint'], OpResult<operations['deleteGridPoint']>> = /* @__PURE__ */ writer('deleteGridPoint', 'POST /grid/ginGridPointList/del');

/** 键 `['editGridPoint', 参数]`：编辑网格点位（POST /grid/ginGridPointList/edit） */
export const editGridPointKey: KeyFn<'editGridPoint', GridQueryParams['editGridPoint']> = /* @__PURE__ */ keyer('editGridPoint');
/** 变更选项（useMutation，`mutate(参数)`）：编辑网格点位（POST /grid/ginGridPointList/edit） */
export const editGridPointMutationOptions: MutationFn<'editGridPoint', GridQueryParams['editGridPoint'], OpResult<operations['editGridPoint']>> = /* @__PURE__ */ writer('editGridPoint', 'POST /grid/ginGridPointList/edit');

/** 键 `['getGridPoint', 参数]`：网格点位详情（POST /grid/ginGridPointList/get） */
export const getGridPointKey: KeyFn<'getGridPoint', GridQueryParams['getGridPoint']> = /* @__PURE__ */ keyer('getGridPoint');
/** 查询选项（useQuery、fetchQuery）：网格点位详情（POST /grid/ginGridPointList/get） */
export const getGridPointQueryOptions: QueryFn<'getGridPoint', GridQueryParams['getGridPoint'], OpResult<operations['getGridPoint']>> = /* @__PURE__ */ reader('getGridPoint', 'POST /grid/ginGridPointList/get');

/** 键 `['getGridPointMenu', 参数]`：网格点位菜单树（POST /grid/ginGridPointList/menu） */
export const getGridPointMenuKey: KeyFn<'getGridPointMenu', GridQueryParams['getGridPointMenu']> = /* @__PURE__ */ keyer('getGridPointMenu');
/** 查询选项（useQuery、fetchQuery）：网格点位菜单树（POST /grid/ginGridPointList/menu） */
export const getGridPointMenuQueryOptions: QueryFn<'getGridPointMenu', GridQueryParams['getGridPointMenu'], OpResult<operations['getGridPointMenu']>> = /* @__PURE__ */ reader('getGridPointMenu', 'POST /grid/ginGridPointList/menu');

/** 键 `['pageGridPoints', 参数]`：网格点位分页（POST /grid/ginGridPointList/page） */
export const pageGridPointsKey: KeyFn<'pageGridPoints', GridQueryParams['pageGridPoints']> = /* @__PURE__ */ keyer('pageGridPoints');
/** 查询选项（useQuery、fetchQuery）：网格点位分页（POST /grid/ginGridPointList/page） */
export const pageGridPointsQueryOptions: QueryFn<'pageGridPoints', GridQueryParams['pageGridPoints'], OpResult<operations['pageGridPoints']>> = /* @__PURE__ */ reader('pageGridPoints', 'POST /grid/ginGridPointList/page P');
/** 无限查询选项（useInfiniteQuery，逐页读到 total 为止）：网格点位分页（POST /grid/ginGridPointList/page） */
export const pageGridPointsInfiniteQueryOptions: InfiniteFn<'pageGridPoints', GridQueryParams['pageGridPoints'], OpResult<operations['pageGridPoints']>> = /* @__PURE__ */ pager('pageGridPoints', 'POST /grid/ginGridPointList/page P');

/** 键 `['startGridPoint', 参数]`：启用/停用网格点位（POST /grid/ginGridPointList/pointStart） */
export const startGridPointKey: KeyFn<'startGridPoint', GridQueryParams['startGridPoint']> = /* @__PURE__ */ keyer('startGridPoint');
/** 变更选项（useMutation，`mutate(参数)`）：启用/停用网格点位（POST /grid/ginGridPointList/pointStart） */
export const startGridPointMutationOptions: MutationFn<'startGridPoint', GridQueryParams['startGridPoint'], OpResult<operations['startGridPoint']>> = /* @__PURE__ */ writer('startGridPoint', 'POST /grid/ginGridPointList/pointStart');

/** 键 `['pageGridPointTaskRecords', 参数]`：点位巡检记录（POST /grid/ginGridPointList/pointTaskRecord） */
export const pageGridPointTaskRecordsKey: KeyFn<'pageGridPointTaskRecords', GridQueryParams['pageGridPointTaskRecords']> = /* @__PURE__ */ keyer('pageGridPointTaskRecords');
/** 查询选项（useQuery、fetchQuery）：点位巡检记录（POST /grid/ginGridPointList/pointTaskRecord） */
export const pageGridPointTaskRecordsQueryOptions: QueryFn<'pageGridPointTaskRecords', GridQueryParams['pageGridPointTaskRecords'], OpResult<operations['pageGridPointTaskRecords']>> = /* @__PURE__ */ reader('pageGridPointTaskRecords', 'POST /grid/ginGridPointList/pointTaskRecord P');
/** 无限查询选项（useInfiniteQuery，逐页读到 total 为止）：点位巡检记录（POST /grid/ginGridPointList/pointTaskRecord） */
export const pageGridPointTaskRecordsInfiniteQueryOptions: InfiniteFn<'pageGridPointTaskRecords', GridQueryParams['pageGridPointTaskRecords'], OpResult<operations['pageGridPointTaskRecords']>> = /* @__PURE__ */ pager('pageGridPointTaskRecords', 'POST /grid/ginGridPointList/pointTaskRecord P');

/** 键 `['listGridPointPersons', 参数]`：点位责任人候选（POST /grid/ginGridPointPersonList/listPerson） */
export const listGridPointPersonsKey: KeyFn<'listGridPointPersons', GridQueryParams['listGridPointPersons']> = /* @__PURE__ */ keyer('listGridPointPersons');
/** 查询选项（useQuery、fetchQuery）：点位责任人候选（POST /grid/ginGridPointPersonList/listPerson） */
export const listGridPointPersonsQueryOptions: QueryFn<'listGridPointPersons', GridQueryParams['listGridPointPersons'], OpResult<operations['listGridPointPersons']>> = /* @__PURE__ */ reader('listGridPointPersons', 'POST /grid/ginGridPointPersonList/listPerson');

/** 键 `['addGridRule', 参数]`：新增巡检规则（POST /grid/ginRuleList/add） */
export const addGridRuleKey: KeyFn<'addGridRule', GridQueryParams['addGridRule']> = /* @__PURE__ */ keyer('addGridRule');
/** 变更选项（useMutation，`mutate(参数)`）：新增巡检规则（POST /grid/ginRuleList/add） */
export const addGridRuleMutationOptions: MutationFn<'addGridRule', GridQueryParams['addGridRule'], OpResult<operations['addGridRule']>> = /* @__PURE__ */ writer('addGridRule', 'POST /grid/ginRuleList/add');

/** 键 `['editGridRule', 参数]`：编辑巡检规则（POST /grid/ginRuleList/edit） */
export const editGridRuleKey: KeyFn<'editGridRule', GridQueryParams['editGridRule']> = /* @__PURE__ */ keyer('editGridRule');
/** 变更选项（useMutation，`mutate(参数)`）：编辑巡检规则（POST /grid/ginRuleList/edit） */
export const editGridRuleMutationOptions: MutationFn<'editGridRule', GridQueryParams['editGridRule'], OpResult<operations['editGridRule']>> = /* @__PURE__ */ writer('editGridRule', 'POST /grid/ginRuleList/edit');

/** 键 `['listGridRules', 参数]`：巡检规则列表（POST /grid/ginRuleList/list） */
export const listGridRulesKey: KeyFnOpt<'listGridRules', GridQueryParams['listGridRules']> = /* @__PURE__ */ keyer('listGridRules');
/** 查询选项（useQuery、fetchQuery）：巡检规则列表（POST /grid/ginRuleList/list） */
export const listGridRulesQueryOptions: QueryFnOpt<'listGridRules', GridQueryParams['listGridRules'], OpResult<operations['listGridRules']>> = /* @__PURE__ */ reader('listGridRules', 'POST /grid/ginRuleList/list');

/** 键 `['deleteGridPointDeploy', 参数]`：删除点位布设（POST /grid/pointdeploy/del） */
export const deleteGridPointDeployKey: KeyFn<'deleteGridPointDeploy', GridQueryParams['deleteGridPointDeploy']> = /* @__PURE__ */ keyer('deleteGridPointDeploy');
/** 变更选项（useMutation，`mutate(参数)`）：删除点位布设（POST /grid/pointdeploy/del） */
export const deleteGridPointDeployMutationOptions: MutationFn<'deleteGridPointDeploy', GridQueryParams['deleteGridPointDeploy'], OpResult<operations['deleteGridPointDeploy']>> = /* @__PURE__ */ writer('deleteGridPointDeploy', 'POST /grid/pointdeploy/del');

/** 键 `['listGridPointDeploys', 参数]`：点位布设列表（POST /grid/pointdeploy/list） */
export const listGridPointDeploysKey: KeyFn<'listGridPointDeploys', GridQueryParams['listGridPointDeploys']> = /* @__PURE__ */ keyer('listGridPointDeploys');
/** 查询选项（useQuery、fetchQuery）：点位布设列表（POST /grid/pointdeploy/list） */
export const listGridPointDeploysQueryOptions: QueryFn<'listGridPointDeploys', GridQueryParams['listGridPointDeploys'], OpResult<operations['listGridPointDeploys']>> = /* @__PURE__ */ reader('listGridPointDeploys', 'POST /grid/pointdeploy/list');

/** 键 `['listSysUserPositions', 参数]`：岗位及人员列表（GET /orgdept/sysUser/positionlist） */
export const listSysUserPositionsKey: KeyFnOpt<'listSysUserPositions', GridQueryParams['listSysUserPositions']> = /* @__PURE__ */ keyer('listSysUserPositions');
/** 查询选项（useQuery、fetchQuery）：岗位及人员列表（GET /orgdept/sysUser/positionlist） */
export const listSysUserPositionsQueryOptions: QueryFnOpt<'listSysUserPositions', GridQueryParams['listSysUserPositions'], OpResult<operations['listSysUserPositions']>> = /* @__PURE__ */ reader('listSysUserPositions', 'GET /orgdept/sysUser/positionlist');

/** 键 `['listTroubleCompanyOptions', 参数]`：参建单位下拉（GET /pc/company/select/list） */
export const listTroubleCompanyOptionsKey: KeyFnOpt<'listTroubleCompanyOptions', GridQueryParams['listTroubleCompanyOptions']> = /* @__PURE__ */ keyer('listTroubleCompanyOptions');
/** 查询选项（useQuery、fetchQuery）：参建单位下拉（GET /pc/company/select/list） */
export const listTroubleCompanyOptionsQueryOptions: QueryFnOpt<'listTroubleCompanyOptions', GridQueryParams['listTroubleCompanyOptions'], OpResult<operations['listTroubleCompanyOptions']>> = /* @__PURE__ */ reader('listTroubleCompanyOptions', 'GET /pc/company/select/list');

/** 键 `['delegateFlowTask', 参数]`：流程任务转办（POST /pc/flw/task/delegate） */
export const delegateFlowTaskKey: KeyFn<'delegateFlowTask', GridQueryParams['delegateFlowTask']> = /* @__PURE__ */ keyer('delegateFlowTask');
/** 变更选项（useMutation，`mutate(参数)`）：流程任务转办（POST /pc/flw/task/delegate） */
export const delegateFlowTaskMutationOptions: MutationFn<'delegateFlowTask', GridQueryParams['delegateFlowTask'], OpResult<operations['delegateFlowTask']>> = /* @__PURE__ */ writer('delegateFlowTask', 'POST /pc/flw/task/delegate');

/** 键 `['getPointDeployInfo', 参数]`：点位布设信息（GET /pc/point/deploy/info） */
export const getPointDeployInfoKey: KeyFn<'getPointDeployInfo', GridQueryParams['getPointDeployInfo']> = /* @__PURE__ */ keyer('getPointDeployInfo');
/** 查询选项（useQuery、fetchQuery）：点位布设信息（GET /pc/point/deploy/info） */
export const getPointDeployInfoQueryOptions: QueryFn<'getPointDeployInfo', GridQueryParams['getPointDeployInfo'], OpResult<operations['getPointDeployInfo']>> = /* @__PURE__ */ reader('getPointDeployInfo', 'GET /pc/point/deploy/info');

/** 键 `['listProjectPointsV2', 参数]`：项目网格点位列表（GET /pc/point/v2/list） */
export const listProjectPointsV2Key: KeyFnOpt<'listProjectPointsV2', GridQueryParams['listProjectPointsV2']> = /* @__PURE__ */ keyer('listProjectPointsV2');
/** 查询选项（useQuery、fetchQuery）：项目网格点位列表（GET /pc/point/v2/list） */
export const listProjectPointsV2QueryOptions: QueryFnOpt<'listProjectPointsV2', GridQueryParams['listProjectPointsV2'], OpResult<operations['listProjectPointsV2']>> = /* @__PURE__ */ reader('listProjectPointsV2', 'GET /pc/point/v2/list');

/** 键 `['addCorpCheck', 参数]`：新增企业检查（POST /pc/project/corp/check/add） */
export const addCorpCheckKey: KeyFn<'addCorpCheck', GridQueryParams['addCorpCheck']> = /* @__PURE__ */ keyer('addCorpCheck');
/** 变更选项（useMutation，`mutate(参数)`）：新增企业检查（POST /pc/project/corp/check/add） */
export const addCorpCheckMutationOptions: MutationFn<'addCorpCheck', GridQueryParams['addCorpCheck'], OpResult<operations['addCorpCheck']>> = /* @__PURE__ */ writer('addCorpCheck', 'POST /pc/project/corp/check/add');

/** 键 `['deleteCorpCheck', 参数]`：删除企业检查（POST /pc/project/corp/check/del/{id}） */
export const deleteCorpCheckKey: KeyFn<'deleteCorpCheck', GridQueryParams['deleteCorpCheck']> = /* @__PURE__ */ keyer('deleteCorpCheck');
/** 变更选项（useMutation，`mutate(参数)`）：删除企业检查（POST /pc/project/corp/check/del/{id}） */
export const deleteCorpCheckMutationOptions: MutationFn<'deleteCorpCheck', GridQueryParams['deleteCorpCheck'], OpResult<operations['deleteCorpCheck']>> = /* @__PURE__ */ writer('deleteCorpCheck', 'POST /pc/project/corp/check/del/{id}');

/** 键 `['getCorpCheck', 参数]`：企业检查详情（GET /pc/project/corp/check/detail/{id}） */
export const getCorpCheckKey: KeyFn<'getCorpCheck', GridQueryParams['getCorpCheck']> = /* @__PURE__ */ keyer('getCorpCheck');
/** 查询选项（useQuery、fetchQuery）：企业检查详情（GET /pc/project/corp/check/detail/{id}） */
export const getCorpCheckQueryOptions: QueryFn<'getCorpCheck', GridQueryParams['getCorpCheck'], OpResult<operations['getCorpCheck']>> = /* @__PURE__ */ reader('getCorpCheck', 'GET /pc/project/corp/check/detail/{id}');

/** 键 `['editCorpCheck', 参数]`：编辑企业检查（POST /pc/project/corp/check/edit） */
export const editCorpCheckKey: KeyFn<'editCorpCheck', GridQueryParams['editCorpCheck']> = /* @__PURE__ */ keyer('editCorpCheck');
/** 变更选项（useMutation，`mutate(参数)`）：编辑企业检查（POST /pc/project/corp/check/edit） */
export const editCorpCheckMutationOptions: MutationFn<'editCorpCheck', GridQueryParams['editCorpCheck'], OpResult<operations['editCorpCheck']>> = /* @__PURE__ */ writer('editCorpCheck', 'POST /pc/project/corp/check/edit');

/** 键 `['exportCorpChecks', 参数]`：导出企业检查（GET /pc/project/corp/check/export） */
export const exportCorpChecksKey: KeyFnOpt<'exportCorpChecks', GridQueryParams['exportCorpChecks']> = /* @__PURE__ */ keyer('exportCorpChecks');
/** 变更选项（useMutation，`mutate(参数)`）：导出企业检查（GET /pc/project/corp/check/export） */
export const exportCorpChecksMutationOptions: MutationFn<'exportCorpChecks', GridQueryParams['exportCorpChecks'] | void, OpResult<operations['exportCorpChecks']>> = /* @__PURE__ */ writer('exportCorpChecks', 'GET /pc/project/corp/check/export b');

/** 键 `['pageCorpChecks', 参数]`：企业检查分页（GET /pc/project/corp/check/page） */
export const pageCorpChecksKey: KeyFnOpt<'pageCorpChecks', GridQueryParams['pageCorpChecks']> = /* @__PURE__ */ keyer('pageCorpChecks');
/** 查询选项（useQuery、fetchQuery）：企业检查分页（GET /pc/project/corp/check/page） */
export const pageCorpChecksQueryOptions: QueryFnOpt<'pageCorpChecks', GridQueryParams['pageCorpChecks'], OpResult<operations['pageCorpChecks']>> = /* @__PURE__ */ reader('pageCorpChecks', 'GET /pc/project/corp/check/page p');
/** 无限查询选项（useInfiniteQuery，逐页读到 total 为止）：企业检查分页（GET /pc/project/corp/check/page） */
export const pageCorpChecksInfiniteQueryOptions: InfiniteFnOpt<'pageCorpChecks', GridQueryParams['pageCorpChecks'], OpResult<operations['pageCorpChecks']>> = /* @__PURE__ */ pager('pageCorpChecks', 'GET /pc/project/corp/check/page p');

/** 键 `['replyCorpCheck', 参数]`：回复企业检查（POST /pc/project/corp/check/reply） */
export const replyCorpCheckKey: KeyFn<'replyCorpCheck', GridQueryParams['replyCorpCheck']> = /* @__PURE__ */ keyer('replyCorpCheck');
/** 变更选项（useMutation，`mutate(参数)`）：回复企业检查（POST /pc/project/corp/check/reply） */
export const replyCorpCheckMutationOptions: MutationFn<'replyCorpCheck', GridQueryParams['replyCorpCheck'], OpResult<operations['replyCorpCheck']>> = /* @__PURE__ */ writer('replyCorpCheck', 'POST /pc/project/corp/check/reply');

/** 键 `['verifyCorpCheck', 参数]`：复核企业检查（POST /pc/project/corp/check/verify） */
export const verifyCorpCheckKey: KeyFn<'verifyCorpCheck', GridQueryParams['verifyCorpCheck']> = /* @__PURE__ */ keyer('verifyCorpCheck');
/** 变更选项（useMutation，`mutate(参数)`）：复核企业检查（POST /pc/project/corp/check/verify） */
export const verifyCorpCheckMutationOptions: MutationFn<'verifyCorpCheck', GridQueryParams['verifyCorpCheck'], OpResult<operations['verifyCorpCheck']>> = /* @__PURE__ */ writer('verifyCorpCheck', 'POST /pc/project/corp/check/verify');

/** 键 `['addCorpPointCheck', 参数]`：新增点位抽查（POST /pc/project/corp/pointCheck/add） */
export const addCorpPointCheckKey: KeyFn<'addCorpPointCheck', GridQueryParams['addCorpPointCheck']> = /* @__PURE__ */ keyer('addCorpPointCheck');
/** 变更选项（useMutation，`mutate(参数)`）：新增点位抽查（POST /pc/project/corp/pointCheck/add） */
export const addCorpPointCheckMutationOptions: MutationFn<'addCorpPointCheck', GridQueryParams['addCorpPointCheck'], OpResult<operations['addCorpPointCheck']>> = /* @__PURE__ */ writer('addCorpPointCheck', 'POST /pc/project/corp/pointCheck/add');

/** 键 `['deleteCorpPointCheck', 参数]`：删除点位抽查（POST /pc/project/corp/pointCheck/del/{id}） */
export const deleteCorpPointCheckKey: KeyFn<'deleteCorpPointCheck', GridQueryParams['deleteCorpPointCheck']> = /* @__PURE__ */ keyer('deleteCorpPointCheck');
/** 变更选项（useMutation，`mutate(参数)`）：删除点位抽查（POST /pc/project/corp/pointCheck/del/{id}） */
export const deleteCorpPointCheckMutationOptions: MutationFn<'deleteCorpPointCheck', GridQueryParams['deleteCorpPointCheck'], OpResult<operations['deleteCorpPointCheck']>> = /* @__PURE__ */ writer('deleteCorpPointCheck', 'POST /pc/project/corp/pointCheck/del/{id}');

/** 键 `['getCorpPointCheck', 参数]`：点位抽查详情（GET /pc/project/corp/pointCheck/detail/{id}） */
export const getCorpPointCheckKey: KeyFn<'getCorpPointCheck', GridQueryParams['getCorpPointCheck']> = /* @__PURE__ */ keyer('getCorpPointCheck');
/** 查询选项（useQuery、fetchQuery）：点位抽查详情（GET /pc/project/corp/pointCheck/detail/{id}） */
export const getCorpPointCheckQueryOptions: QueryFn<'getCorpPointCheck', GridQueryParams['getCorpPointCheck'], OpResult<operations['getCorpPointCheck']>> = /* @__PURE__ */ reader('getCorpPointCheck', 'GET /pc/project/corp/pointCheck/detail/{id}');

/** 键 `['editCorpPointCheck', 参数]`：编辑点位抽查（POST /pc/project/corp/pointCheck/edit） */
export const editCorpPointCheckKey: KeyFn<'editCorpPointCheck', GridQueryParams['editCorpPointCheck']> = /* @__PURE__ */ keyer('editCorpPointCheck');
/** 变更选项（useMutation，`mutate(参数)`）：编辑点位抽查（POST /pc/project/corp/pointCheck/edit） */
export const editCorpPointCheckMutationOptions: MutationFn<'editCorpPointCheck', GridQueryParams['editCorpPointCheck'], OpResult<operations['editCorpPointCheck']>> = /* @__PURE__ */ writer('editCorpPointCheck', 'POST /pc/project/corp/pointCheck/edit');

/** 键 `['exportCorpPointChecks', 参数]`：导出点位抽查（GET /pc/project/corp/pointCheck/export） */
export const exportCorpPointChecksKey: KeyFnOpt<'exportCorpPointChecks', GridQueryParams['exportCorpPointChecks']> = /* @__PURE__ */ keyer('exportCorpPointChecks');
/** 变更选项（useMutation，`mutate(参数)`）：导出点位抽查（GET /pc/project/corp/pointCheck/export） */
export const exportCorpPointChecksMutationOptions: MutationFn<'exportCorpPointChecks', GridQueryParams['exportCorpPointChecks'] | void, OpResult<operations['exportCorpPointChecks']>> = /* @__PURE__ */ writer('exportCorpPointChecks', 'GET /pc/project/corp/pointCheck/export b');

/** 键 `['pageCorpPointChecks', 参数]`：点位抽查分页（GET /pc/project/corp/pointCheck/page） */
export const pageCorpPointChecksKey: KeyFnOpt<'pageCorpPointChecks', GridQueryParams['pageCorpPointChecks']> = /* @__PURE__ */ keyer('pageCorpPointChecks');
/** 查询选项（useQuery、fetchQuery）：点位抽查分页（GET /pc/project/corp/pointCheck/page） */
export const pageCorpPointChecksQueryOptions: QueryFnOpt<'pageCorpPointChecks', GridQueryParams['pageCorpPointChecks'], OpResult<operations['pageCorpPointChecks']>> = /* @__PURE__ */ reader('pageCorpPointChecks', 'GET /pc/project/corp/pointCheck/page p');
/** 无限查询选项（useInfiniteQuery，逐页读到 total 为止）：点位抽查分页（GET /pc/project/corp/pointCheck/page） */
export const pageCorpPointChecksInfiniteQueryOptions: InfiniteFnOpt<'pageCorpPointChecks', GridQueryParams['pageCorpPointChecks'], OpResult<operations['pageCorpPointChecks']>> = /* @__PURE__ */ pager('pageCorpPointChecks', 'GET /pc/project/corp/pointCheck/page p');

/** 键 `['replyCorpPointCheck', 参数]`：回复点位抽查（POST /pc/project/corp/pointCheck/reply） */
export const replyCorpPointCheckKey: KeyFn<'replyCorpPointCheck', GridQueryParams['replyCorpPointCheck']> = /* @__PURE__ */ keyer('replyCorpPointCheck');
/** 变更选项（useMutation，`mutate(参数)`）：回复点位抽查（POST /pc/project/corp/pointCheck/reply） */
export const replyCorpPointCheckMutationOptions: MutationFn<'replyCorpPointCheck', GridQueryParams['replyCorpPointCheck'], OpResult<operations['replyCorpPointCheck']>> = /* @__PURE__ */ writer('replyCorpPointCheck', 'POST /pc/project/corp/pointCheck/reply');

/** 键 `['verifyCorpPointCheck', 参数]`：复核点位抽查（POST /pc/project/corp/pointCheck/verify） */
export const verifyCorpPointCheckKey: KeyFn<'verifyCorpPointCheck', GridQueryParams['verifyCorpPointCheck']> = /* @__PURE__ */ keyer('verifyCorpPointCheck');
/** 变更选项（useMutation，`mutate(参数)`）：复核点位抽查（POST /pc/project/corp/pointCheck/verify） */
export const verifyCorpPointCheckMutationOptions: MutationFn<'verifyCorpPointCheck', GridQueryParams['verifyCorpPointCheck'], OpResult<operations['verifyCorpPointCheck']>> = /* @__PURE__ */ writer('verifyCorpPointCheck', 'POST /pc/project/corp/pointCheck/verify');

/** 键 `['addProjectSpecialCheck', 参数]`：新增专项检查（POST /pc/project/special/check/add） */
export const addProjectSpecialCheckKey: KeyFn<'addProjectSpecialCheck', GridQueryParams['addProjectSpecialCheck']> = /* @__PURE__ */ keyer('addProjectSpecialCheck');
/** 变更选项（useMutation，`mutate(参数)`）：新增专项检查（POST /pc/project/special/check/add） */
export const addProjectSpecialCheckMutationOptions: MutationFn<'addProjectSpecialCheck', GridQueryParams['addProjectSpecialCheck'], OpResult<operations['addProjectSpecialCheck']>> = /* @__PURE__ */ writer('addProjectSpecialCheck', 'POST /pc/project/special/check/add');

/** 键 `['deleteProjectSpecialCheck', 参数]`：删除专项检查（POST /pc/project/special/check/del/{id}） */
export const deleteProjectSpecialCheckKey: KeyFn<'deleteProjectSpecialCheck', GridQueryParams['deleteProjectSpecialCheck']> = /* @__PURE__ */ keyer('deleteProjectSpecialCheck');
/** 变更选项（useMutation，`mutate(参数)`）：删除专项检查（POST /pc/project/special/check/del/{id}） */
export const deleteProjectSpecialCheckMutationOptions: MutationFn<'deleteProjectSpecialCheck', GridQueryParams['deleteProjectSpecialCheck'], OpResult<operations['deleteProjectSpecialCheck']>> = /* @__PURE__ */ writer('deleteProjectSpecialCheck', 'POST /pc/project/special/check/del/{id}');

/** 键 `['getProjectSpecialCheck', 参数]`：专项检查管理详情（GET /pc/project/special/check/detail/{id}） */
export const getProjectSpecialCheckKey: KeyFn<'getProjectSpecialCheck', GridQueryParams['getProjectSpecialCheck']> = /* @__PURE__ */ keyer('getProjectSpecialCheck');
/** 查询选项（useQuery、fetchQuery）：专项检查管理详情（GET /pc/project/special/check/detail/{id}） */
export const getProjectSpecialCheckQueryOptions: QueryFn<'getProjectSpecialCheck', GridQueryParams['getProjectSpecialCheck'], OpResult<operations['getProjectSpecialCheck']>> = /* @__PURE__ */ reader('getProjectSpecialCheck', 'GET /pc/project/special/check/detail/{id}');

/** 键 `['editProjectSpecialCheck', 参数]`：编辑专项检查（POST /pc/project/special/check/edit） */
export const editProjectSpecialCheckKey: KeyFn<'editProjectSpecialCheck', GridQueryParams['editProjectSpecialCheck']> = /* @__PURE__ */ keyer('editProjectSpecialCheck');
/** 变更选项（useMutation，`mutate(参数)`）：编辑专项检查（POST /pc/project/special/check/edit） */
export const editProjectSpecialCheckMutationOptions: MutationFn<'editProjectSpecialCheck', GridQueryParams['editProjectSpecialCheck'], OpResult<operations['editProjectSpecialCheck']>> = /* @__PURE__ */ writer('editProjectSpecialCheck', 'POST /pc/project/special/check/edit');

/** 键 `['exportProjectSpecialChecks', 参数]`：导出专项检查（GET /pc/project/special/check/export） */
export const exportProjectSpecialChecksKey: KeyFnOpt<'exportProjectSpecialChecks', GridQueryParams['exportProjectSpecialChecks']> = /* @__PURE__ */ keyer('exportProjectSpecialChecks');
/** 变更选项（useMutation，`mutate(参数)`）：导出专项检查（GET /pc/project/special/check/export） */
export const exportProjectSpecialChecksMutationOptions: MutationFn<'exportProjectSpecialChecks', GridQueryParams['exportProjectSpecialChecks'] | void, OpResult<operations['exportProjectSpecialChecks']>> = /* @__PURE__ */ writer('exportProjectSpecialChecks', 'GET /pc/project/special/check/export b');

/** 键 `['finishProjectSpecialCheck', 参数]`：完成专项检查（POST /pc/project/special/check/finish） */
export const finishProjectSpecialCheckKey: KeyFn<'finishProjectSpecialCheck', GridQueryParams['finishProjectSpecialCheck']> = /* @__PURE__ */ keyer('finishProjectSpecialCheck');
/** 变更选项（useMutation，`mutate(参数)`）：完成专项检查（POST /pc/project/special/check/finish） */
export const finishProjectSpecialCheckMutationOptions: MutationFn<'finishProjectSpecialCheck', GridQueryParams['finishProjectSpecialCheck'], OpResult<operations['finishProjectSpecialCheck']>> = /* @__PURE__ */ writer('finishProjectSpecialCheck', 'POST /pc/project/special/check/finish');

/** 键 `['pageProjectSpecialChecks', 参数]`：专项检查管理分页（GET /pc/project/special/check/page） */
export const pageProjectSpecialChecksKey: KeyFnOpt<'pageProjectSpecialChecks', GridQueryParams['pageProjectSpecialChecks']> = /* @__PURE__ */ keyer('pageProjectSpecialChecks');
/** 查询选项（useQuery、fetchQuery）：专项检查管理分页（GET /pc/project/special/check/page） */
export const pageProjectSpecialChecksQueryOptions: QueryFnOpt<'pageProjectSpecialChecks', GridQueryParams['pageProjectSpecialChecks'], OpResult<operations['pageProjectSpecialChecks']>> = /* @__PURE__ */ reader('pageProjectSpecialChecks', 'GET /pc/project/special/check/page p');
/** 无限查询选项（useInfiniteQuery，逐页读到 total 为止）：专项检查管理分页（GET /pc/project/special/check/page） */
export const pageProjectSpecialChecksInfiniteQueryOptions: InfiniteFnOpt<'pageProjectSpecialChecks', GridQueryParams['pageProjectSpecialChecks'], OpResult<operations['pageProjectSpecialChecks']>> = /* @__PURE__ */ pager('pageProjectSpecialChecks', 'GET /pc/project/special/check/page p');

/** 键 `['addSupervisionCheck', 参数]`：新增监督检查（POST /pc/project/sup/check/add） */
export const addSupervisionCheckKey: KeyFn<'addSupervisionCheck', GridQueryParams['addSupervisionCheck']> = /* @__PURE__ */ keyer('addSupervisionCheck');
/** 变更选项（useMutation，`mutate(参数)`）：新增监督检查（POST /pc/project/sup/check/add） */
export const addSupervisionCheckMutationOptions: MutationFn<'addSupervisionCheck', GridQueryParams['addSupervisionCheck'], OpResult<operations['addSupervisionCheck']>> = /* @__PURE__ */ writer('addSupervisionCheck', 'POST /pc/project/sup/check/add');

/** 键 `['deleteSupervisionCheck', 参数]`：删除监督检查（POST /pc/project/sup/check/del/{id}） */
export const deleteSupervisionCheckKey: KeyFn<'deleteSupervisionCheck', GridQueryParams['deleteSupervisionCheck']> = /* @__PURE__ */ keyer('deleteSupervisionCheck');
/** 变更选项（useMutation，`mutate(参数)`）：删除监督检查（POST /pc/project/sup/check/del/{id}） */
export const deleteSupervisionCheckMutationOptions: MutationFn<'deleteSupervisionCheck', GridQueryParams['deleteSupervisionCheck'], OpResult<operations['deleteSupervisionCheck']>> = /* @__PURE__ */ writer('deleteSupervisionCheck', 'POST /pc/project/sup/check/del/{id}');

/** 键 `['getSupervisionCheck', 参数]`：监督检查详情（GET /pc/project/sup/check/detail/{id}） */
export const getSupervisionCheckKey: KeyFn<'getSupervisionCheck', GridQueryParams['getSupervisionCheck']> = /* @__PURE__ */ keyer('getSupervisionCheck');
/** 查询选项（useQuery、fetchQuery）：监督检查详情（GET /pc/project/sup/check/detail/{id}） */
export const getSupervisionCheckQueryOptions: QueryFn<'getSupervisionCheck', GridQueryParams['getSupervisionCheck'], OpResult<operations['getSupervisionCheck']>> = /* @__PURE__ */ reader('getSupervisionCheck', 'GET /pc/project/sup/check/detail/{id}');

/** 键 `['editSupervisionCheck', 参数]`：编辑监督检查（POST /pc/project/sup/check/edit） */
export const editSupervisionCheckKey: KeyFn<'editSupervisionCheck', GridQueryParams['editSupervisionCheck']> = /* @__PURE__ */ keyer('editSupervisionCheck');
/** 变更选项（useMutation，`mutate(参数)`）：编辑监督检查（POST /pc/project/sup/check/edit） */
export const editSupervisionCheckMutationOptions: MutationFn<'editSupervisionCheck', GridQueryParams['editSupervisionCheck'], OpResult<operations['editSupervisionCheck']>> = /* @__PURE__ */ writer('editSupervisionCheck', 'POST /pc/project/sup/check/edit');

/** 键 `['exportSupervisionChecks', 参数]`：导出监督检查（GET /pc/project/sup/check/export） */
export const exportSupervisionChecksKey: KeyFnOpt<'exportSupervisionChecks', GridQueryParams['exportSupervisionChecks']> = /* @__PURE__ */ keyer('exportSupervisionChecks');
/** 变更选项（useMutation，`mutate(参数)`）：导出监督检查（GET /pc/project/sup/check/export） */
export const exportSupervisionChecksMutationOptions: MutationFn<'exportSupervisionChecks', GridQueryParams['exportSupervisionChecks'] | void, OpResult<operations['exportSupervisionChecks']>> = /* @__PURE__ */ writer('exportSupervisionChecks', 'GET /pc/project/sup/check/export b');

/** 键 `['pageSupervisionChecks', 参数]`：监督检查分页（GET /pc/project/sup/check/page） */
export const pageSupervisionChecksKey: KeyFnOpt<'pageSupervisionChecks', GridQueryParams['pageSupervisionChecks']> = /* @__PURE__ */ keyer('pageSupervisionChecks');
/** 查询选项（useQuery、fetchQuery）：监督检查分页（GET /pc/project/sup/check/page） */
export const pageSupervisionChecksQueryOptions: QueryFnOpt<'pageSupervisionChecks', GridQueryParams['pageSupervisionChecks'], OpResult<operations['pageSupervisionChecks']>> = /* @__PURE__ */ reader('pageSupervisionChecks', 'GET /pc/project/sup/check/page p');
/** 无限查询选项（useInfiniteQuery，逐页读到 total 为止）：监督检查分页（GET /pc/project/sup/check/page） */
export const pageSupervisionChecksInfiniteQueryOptions: InfiniteFnOpt<'pageSupervisionChecks', GridQueryParams['pageSupervisionChecks'], OpResult<operations['pageSupervisionChecks']>> = /* @__PURE__ */ pager('pageSupervisionChecks', 'GET /pc/project/sup/check/page p');

/** 键 `['replySupervisionCheck', 参数]`：回复监督检查（POST /pc/project/sup/check/reply） */
export const replySupervisionCheckKey: KeyFn<'replySupervisionCheck', GridQueryParams['replySupervisionCheck']> = /* @__PURE__ */ keyer('replySupervisionCheck');
/** 变更选项（useMutation，`mutate(参数)`）：回复监督检查（POST /pc/project/sup/check/reply） */
export const replySupervisionCheckMutationOptions: MutationFn<'replySupervisionCheck', GridQueryParams['replySupervisionCheck'], OpResult<operations['replySupervisionCheck']>> = /* @__PURE__ */ writer('replySupervisionCheck', 'POST /pc/project/sup/check/reply');

/** 键 `['verifySupervisionCheck', 参数]`：复核监督检查（POST /pc/project/sup/check/verify） */
export const verifySupervisionCheckKey: KeyFn<'verifySupervisionCheck', GridQueryParams['verifySupervisionCheck']> = /* @__PURE__ */ keyer('verifySupervisionCheck');
/** 变更选项（useMutation，`mutate(参数)`）：复核监督检查（POST /pc/project/sup/check/verify） */
export const verifySupervisionCheckMutationOptions: MutationFn<'verifySupervisionCheck', GridQueryParams['verifySupervisionCheck'], OpResult<operations['verifySupervisionCheck']>> = /* @__PURE__ */ writer('verifySupervisionCheck', 'POST /pc/project/sup/check/verify');

/** 键 `['auditTaskTrouble', 参数]`：隐患处置审批（POST /pc/task/trouble/audit） */
export const auditTaskTroubleKey: KeyFn<'auditTaskTrouble', GridQueryParams['auditTaskTrouble']> = /* @__PURE__ */ keyer('auditTaskTrouble');
/** 变更选项（useMutation，`mutate(参数)`）：隐患处置审批（POST /pc/task/trouble/audit） */
export const auditTaskTroubleMutationOptions: MutationFn<'auditTaskTrouble', GridQueryParams['auditTaskTrouble'], OpResult<operations['auditTaskTrouble']>> = /* @__PURE__ */ writer('auditTaskTrouble', 'POST /pc/task/trouble/audit');

/** 键 `['getTroubleCategoryTree', 参数]`：隐患分类树（选择用）（GET /pc/trouble/categorytree） */
export const getTroubleCategoryTreeKey: KeyFnOpt<'getTroubleCategoryTree', GridQueryParams['getTroubleCategoryTree']> = /* @__PURE__ */ keyer('getTroubleCategoryTree');
/** 查询选项（useQuery、fetchQuery）：隐患分类树（选择用）（GET /pc/trouble/categorytree） */
export const getTroubleCategoryTreeQueryOptions: QueryFnOpt<'getTroubleCategoryTree', GridQueryParams['getTroubleCategoryTree'], OpResult<operations['getTroubleCategoryTree']>> = /* @__PURE__ */ reader('getTroubleCategoryTree', 'GET /pc/trouble/categorytree');

/** 键 `['getTroubleTaskDetail', 参数]`：隐患处置详情（GET /pc/trouble/detail/{task_id}/{type}） */
export const getTroubleTaskDetailKey: KeyFn<'getTroubleTaskDetail', GridQueryParams['getTroubleTaskDetail']> = /* @__PURE__ */ keyer('getTroubleTaskDetail');
/** 查询选项（useQuery、fetchQuery）：隐患处置详情（GET /pc/trouble/detail/{task_id}/{type}） */
export const getTroubleTaskDetailQueryOptions: QueryFn<'getTroubleTaskDetail', GridQueryParams['getTroubleTaskDetail'], OpResult<operations['getTroubleTaskDetail']>> = /* @__PURE__ */ reader('getTroubleTaskDetail', 'GET /pc/trouble/detail/{task_id}/{type}');

/** 键 `['editTroubleItem', 参数]`：编辑隐患库条目（POST /pc/trouble/items/edit） */
export const editTroubleItemKey: KeyFn<'editTroubleItem', GridQueryParams['editTroubleItem']> = /* @__PURE__ */ keyer('editTroubleItem');
/** 变更选项（useMutation，`mutate(参数)`）：编辑隐患库条目（POST /pc/trouble/items/edit） */
export const editTroubleItemMutationOptions: MutationFn<'editTroubleItem', GridQueryParams['editTroubleItem'], OpResult<operations['editTroubleItem']>> = /* @__PURE__ */ writer('editTroubleItem', 'POST /pc/trouble/items/edit');
