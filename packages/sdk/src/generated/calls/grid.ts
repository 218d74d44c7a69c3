/* 由 scripts/spec.mjs 从 spec/ 生成，请勿手改。运行 `pnpm spec` 重新生成。 */
/** 业务域「grid」的 111 个调用，每个一个可摇树的函数：`import { createClient, pageGridAbnormalRelations } from '@site/sdk/calls/grid'`，`await pageGridAbnormalRelations(api, …)`。 */
import type { operations } from '../areas/grid.schema';
import type { GridArgs } from '../areas/grid';
import type { OpResult } from '../../types';
import { fileOp, op, uploadOp, type Call, type PagedCall } from '../../calls';

export * from '../../calls';
export type { components as GridComponents, operations as GridOperations } from '../areas/grid.schema';

/** 隐患审批（移动端接口）（POST /app/task/trouble/approve） */
export const approveAppTaskTrouble: Call<'approveAppTaskTrouble', GridArgs['approveAppTaskTrouble'], OpResult<operations['approveAppTaskTrouble']>> = /* @__PURE__ */ op('approveAppTaskTrouble', 'POST /app/task/trouble/approve');

/** 导出异常关系（POST /grid/abnormalRelations/export） */
export const exportGridAbnormalRelations: Call<'exportGridAbnormalRelations', GridArgs['exportGridAbnormalRelations'], OpResult<operations['exportGridAbnormalRelations']>> = /* @__PURE__ */ fileOp('exportGridAbnormalRelations', 'POST /grid/abnormalRelations/export b');

/** 异常关系列表（POST /grid/abnormalRelations/list）；分页：`pagesOf(api, pageGridAbnormalRelations, …)` */
export const pageGridAbnormalRelations: PagedCall<'pageGridAbnormalRelations', GridArgs['pageGridAbnormalRelations'], OpResult<operations['pageGridAbnormalRelations']>> = /* @__PURE__ */ op('pageGridAbnormalRelations', 'POST /grid/abnormalRelations/list P');

/** 异常关系人员类型（POST /grid/abnormalRelations/personType） */
export const listGridAbnormalPersonTypes: Call<'listGridAbnormalPersonTypes', GridArgs['listGridAbnormalPersonTypes'], OpResult<operations['listGridAbnormalPersonTypes']>> = /* @__PURE__ */ op('listGridAbnormalPersonTypes', 'POST /grid/abnormalRelations/personType');

/** 项目部检查人分析（POST /grid/ginAnalyseProjectDep/analyseCheck）；分页：`pagesOf(api, listGridDepCheckerAnalysis, …)` */
export const listGridDepCheckerAnalysis: PagedCall<'listGridDepCheckerAnalysis', GridArgs['listGridDepCheckerAnalysis'], OpResult<operations['listGridDepCheckerAnalysis']>> = /* @__PURE__ */ op('listGridDepCheckerAnalysis', 'POST /grid/ginAnalyseProjectDep/analyseCheck P');

/** 导出检查人分析（POST /grid/ginAnalyseProjectDep/analyseCheckExport） */
export const exportGridDepCheckerAnalysis: Call<'exportGridDepCheckerAnalysis', GridArgs['exportGridDepCheckerAnalysis'], OpResult<operations['exportGridDepCheckerAnalysis']>> = /* @__PURE__ */ fileOp('exportGridDepCheckerAnalysis', 'POST /grid/ginAnalyseProjectDep/analyseCheckExport b');

/** 项目部各点位检查完成率（POST /grid/ginAnalyseProjectDep/completionRatio）；分页：`pagesOf(api, listGridDepCompletionRatio, …)` */
export const listGridDepCompletionRatio: PagedCall<'listGridDepCompletionRatio', GridArgs['listGridDepCompletionRatio'], OpResult<operations['listGridDepCompletionRatio']>> = /* @__PURE__ */ op('listGridDepCompletionRatio', 'POST /grid/ginAnalyseProjectDep/completionRatio P');

/** 导出点位检查完成率（POST /grid/ginAnalyseProjectDep/completionRatioExport） */
export const exportGridDepCompletionRatio: Call<'exportGridDepCompletionRatio', GridArgs['exportGridDepCompletionRatio'], OpResult<operations['exportGridDepCompletionRatio']>> = /* @__PURE__ */ fileOp('exportGridDepCompletionRatio', 'POST /grid/ginAnalyseProjectDep/completionRatioExport b');

/** 项目部检查概况（POST /grid/ginAnalyseProjectDep/overview）；分页：`pagesOf(api, getGridDepOverview, …)` */
export const getGridDepOverview: PagedCall<'getGridDepOverview', GridArgs['getGridDepOverview'], OpResult<operations['getGridDepOverview']>> = /* @__PURE__ */ op('getGridDepOverview', 'POST /grid/ginAnalyseProjectDep/overview P');

/** 导出整改明细（POST /grid/ginAnalyseProjectDep/rectificationExport） */
export const exportGridDepRectifications: Call<'exportGridDepRectifications', GridArgs['exportGridDepRectifications'], OpResult<operations['exportGridDepRectifications']>> = /* @__PURE__ */ fileOp('exportGridDepRectifications', 'POST /grid/ginAnalyseProjectDep/rectificationExport b');

/** 项目部整改概况（POST /grid/ginAnalyseProjectDep/rectificationOverview）；分页：`pagesOf(api, getGridDepRectificationOverview, …)` */
export const getGridDepRectificationOverview: PagedCall<'getGridDepRectificationOverview', GridArgs['getGridDepRectificationOverview'], OpResult<operations['getGridDepRectificationOverview']>> = /* @__PURE__ */ op('getGridDepRectificationOverview', 'POST /grid/ginAnalyseProjectDep/rectificationOverview P');

/** 项目部整改明细（POST /grid/ginAnalyseProjectDep/rectificationPage）；分页：`pagesOf(api, pageGridDepRectifications, …)` */
export const pageGridDepRectifications: PagedCall<'pageGridDepRectifications', GridArgs['pageGridDepRectifications'], OpResult<operations['pageGridDepRectifications']>> = /* @__PURE__ */ op('pageGridDepRectifications', 'POST /grid/ginAnalyseProjectDep/rectificationPage P');

/** 项目部检查趋势（POST /grid/ginAnalyseProjectDep/trend）；分页：`pagesOf(api, getGridDepTrend, …)` */
export const getGridDepTrend: PagedCall<'getGridDepTrend', GridArgs['getGridDepTrend'], OpResult<operations['getGridDepTrend']>> = /* @__PURE__ */ op('getGridDepTrend', 'POST /grid/ginAnalyseProjectDep/trend P');

/** 项目部未完成检查任务（POST /grid/ginAnalyseProjectDep/undoneTask）；分页：`pagesOf(api, pageGridDepUndoneTasks, …)` */
export const pageGridDepUndoneTasks: PagedCall<'pageGridDepUndoneTasks', GridArgs['pageGridDepUndoneTasks'], OpResult<operations['pageGridDepUndoneTasks']>> = /* @__PURE__ */ op('pageGridDepUndoneTasks', 'POST /grid/ginAnalyseProjectDep/undoneTask P');

/** 导出未完成检查任务（POST /grid/ginAnalyseProjectDep/undoneTaskExport） */
export const exportGridDepUndoneTasks: Call<'exportGridDepUndoneTasks', GridArgs['exportGridDepUndoneTasks'], OpResult<operations['exportGridDepUndoneTasks']>> = /* @__PURE__ */ fileOp('exportGridDepUndoneTasks', 'POST /grid/ginAnalyseProjectDep/undoneTaskExport b');

/** 撤回专项检查（POST /grid/ginCheckList/backout） */
export const backoutGridSpecialCheck: Call<'backoutGridSpecialCheck', GridArgs['backoutGridSpecialCheck'], OpResult<operations['backoutGridSpecialCheck']>> = /* @__PURE__ */ op('backoutGridSpecialCheck', 'POST /grid/ginCheckList/backout');

/** 导出检查列表（POST /grid/ginCheckList/export） */
export const exportGridChecks: Call<'exportGridChecks', GridArgs['exportGridChecks'], OpResult<operations['exportGridChecks']>> = /* @__PURE__ */ fileOp('exportGridChecks', 'POST /grid/ginCheckList/export b');

/** 检查详情（POST /grid/ginCheckList/getDetail） */
export const getGridCheckDetail: Call<'getGridCheckDetail', GridArgs['getGridCheckDetail'], OpResult<operations['getGridCheckDetail']>> = /* @__PURE__ */ op('getGridCheckDetail', 'POST /grid/ginCheckList/getDetail');

/** 专项检查详情（POST /grid/ginCheckList/getSpecial） */
export const getGridSpecialCheck: Call<'getGridSpecialCheck', GridArgs['getGridSpecialCheck'], OpResult<operations['getGridSpecialCheck']>> = /* @__PURE__ */ op('getGridSpecialCheck', 'POST /grid/ginCheckList/getSpecial');

/** 检查分页（POST /grid/ginCheckList/page）；分页：`pagesOf(api, pageGridChecks, …)` */
export const pageGridChecks: PagedCall<'pageGridChecks', GridArgs['pageGridChecks'], OpResult<operations['pageGridChecks']>> = /* @__PURE__ */ op('pageGridChecks', 'POST /grid/ginCheckList/page P');

/** 导出专项检查（POST /grid/ginCheckList/specialExport） */
export const exportGridSpecialChecks: Call<'exportGridSpecialChecks', GridArgs['exportGridSpecialChecks'], OpResult<operations['exportGridSpecialChecks']>> = /* @__PURE__ */ fileOp('exportGridSpecialChecks', 'POST /grid/ginCheckList/specialExport b');

/** 专项检查分页（POST /grid/ginCheckList/specialPage）；分页：`pagesOf(api, pageGridSpecialChecks, …)` */
export const pageGridSpecialChecks: PagedCall<'pageGridSpecialChecks', GridArgs['pageGridSpecialChecks'], OpResult<operations['pageGridSpecialChecks']>> = /* @__PURE__ */ op('pageGridSpecialChecks', 'POST /grid/ginCheckList/specialPage P');

/** 启动专项检查（POST /grid/ginCheckList/specialStart） */
export const startGridSpecialCheck: Call<'startGridSpecialCheck', GridArgs['startGridSpecialCheck'], OpResult<operations['startGridSpecialCheck']>> = /* @__PURE__ */ op('startGridSpecialCheck', 'POST /grid/ginCheckList/specialStart');

/** 登记隐患（POST /grid/ginCheckPointTaskList/addTrouble） */
export const addGridTrouble: Call<'addGridTrouble', GridArgs['addGridTrouble'], OpResult<operations['addGridTrouble']>> = /* @__PURE__ */ op('addGridTrouble', 'POST /grid/ginCheckPointTaskList/addTrouble');

/** 点位检查任务分析（POST /grid/ginCheckPointTaskList/analysis）；分页：`pagesOf(api, getGridPointTaskAnalysis, …)` */
export const getGridPointTaskAnalysis: PagedCall<'getGridPointTaskAnalysis', GridArgs['getGridPointTaskAnalysis'], OpResult<operations['getGridPointTaskAnalysis']>> = /* @__PURE__ */ op('getGridPointTaskAnalysis', 'POST /grid/ginCheckPointTaskList/analysis P');

/** 隐患整改反馈（POST /grid/ginCheckPointTaskList/editDangeFeedback） */
export const feedbackGridTrouble: Call<'feedbackGridTrouble', GridArgs['feedbackGridTrouble'], OpResult<operations['feedbackGridTrouble']>> = /* @__PURE__ */ op('feedbackGridTrouble', 'POST /grid/ginCheckPointTaskList/editDangeFeedback');

/** 点位检查任务详情（POST /grid/ginCheckPointTaskList/getDetail） */
export const getGridPointTaskDetail: Call<'getGridPointTaskDetail', GridArgs['getGridPointTaskDetail'], OpResult<operations['getGridPointTaskDetail']>> = /* @__PURE__ */ op('getGridPointTaskDetail', 'POST /grid/ginCheckPointTaskList/getDetail');

/** 点位检查任务分页（POST /grid/ginCheckPointTaskList/page）；分页：`pagesOf(api, pageGridPointTasks, …)` */
export const pageGridPointTasks: PagedCall<'pageGridPointTasks', GridArgs['pageGridPointTasks'], OpResult<operations['pageGridPointTasks']>> = /* @__PURE__ */ op('pageGridPointTasks', 'POST /grid/ginCheckPointTaskList/page P');

/** 隐患复查（通过或退回）（POST /grid/ginCheckPointTaskList/passTrouble） */
export const reviewGridTrouble: Call<'reviewGridTrouble', GridArgs['reviewGridTrouble'], OpResult<operations['reviewGridTrouble']>> = /* @__PURE__ */ op('reviewGridTrouble', 'POST /grid/ginCheckPointTaskList/passTrouble');

/** 隐患处置记录（POST /grid/ginCheckPointTaskList/troubleRecore） */
export const listGridTroubleRecords: Call<'listGridTroubleRecords', GridArgs['listGridTroubleRecords'], OpResult<operations['listGridTroubleRecords']>> = /* @__PURE__ */ op('listGridTroubleRecords', 'POST /grid/ginCheckPointTaskList/troubleRecore');

/** 按流程实例查询隐患处置记录（POST /grid/ginCheckPointTaskList/troubleRecoreByProcInstId） */
export const listGridTroubleRecordsByProcInst: Call<'listGridTroubleRecordsByProcInst', GridArgs['listGridTroubleRecordsByProcInst'], OpResult<operations['listGridTroubleRecordsByProcInst']>> = /* @__PURE__ */ op('listGridTroubleRecordsByProcInst', 'POST /grid/ginCheckPointTaskList/troubleRecoreByProcInstId');

/** 提交检查结论（POST /grid/ginCheckPointTaskList/udpateSafeStatus） */
export const updateGridTaskSafeStatus: Call<'updateGridTaskSafeStatus', GridArgs['updateGridTaskSafeStatus'], OpResult<operations['updateGridTaskSafeStatus']>> = /* @__PURE__ */ op('updateGridTaskSafeStatus', 'POST /grid/ginCheckPointTaskList/udpateSafeStatus');

/** 按隐患分类统计（POST /grid/ginCheckStatistic/categoryType）；分页：`pagesOf(api, listGridCategoryStatistics, …)` */
export const listGridCategoryStatistics: PagedCall<'listGridCategoryStatistics', GridArgs['listGridCategoryStatistics'], OpResult<operations['listGridCategoryStatistics']>> = /* @__PURE__ */ op('listGridCategoryStatistics', 'POST /grid/ginCheckStatistic/categoryType P');

/** 检查率趋势（POST /grid/ginCheckStatistic/checkRate）；分页：`pagesOf(api, listGridCheckRateTrend, …)` */
export const listGridCheckRateTrend: PagedCall<'listGridCheckRateTrend', GridArgs['listGridCheckRateTrend'], OpResult<operations['listGridCheckRateTrend']>> = /* @__PURE__ */ op('listGridCheckRateTrend', 'POST /grid/ginCheckStatistic/checkRate P');

/** 按检查类型统计（POST /grid/ginCheckStatistic/checkType）；分页：`pagesOf(api, listGridCheckTypeStatistics, …)` */
export const listGridCheckTypeStatistics: PagedCall<'listGridCheckTypeStatistics', GridArgs['listGridCheckTypeStatistics'], OpResult<operations['listGridCheckTypeStatistics']>> = /* @__PURE__ */ op('listGridCheckTypeStatistics', 'POST /grid/ginCheckStatistic/checkType P');

/** 检查统计（按组织与月份）（POST /grid/ginCheckStatistic/list）；分页：`pagesOf(api, pageGridCheckStatistics, …)` */
export const pageGridCheckStatistics: PagedCall<'pageGridCheckStatistics', GridArgs['pageGridCheckStatistics'], OpResult<operations['pageGridCheckStatistics']>> = /* @__PURE__ */ op('pageGridCheckStatistics', 'POST /grid/ginCheckStatistic/list P');

/** 检查统计（按参建单位）（GET /grid/ginCheckStatistic/listCompany） */
export const listGridCompanyCheckStatistics: Call<'listGridCompanyCheckStatistics', GridArgs['listGridCompanyCheckStatistics'], OpResult<operations['listGridCompanyCheckStatistics']>> = /* @__PURE__ */ op('listGridCompanyCheckStatistics', 'GET /grid/ginCheckStatistic/listCompany');

/** 导出检查统计（POST /grid/ginCheckStatistic/listExport） */
export const exportGridCheckStatistics: Call<'exportGridCheckStatistics', GridArgs['exportGridCheckStatistics'], OpResult<operations['exportGridCheckStatistics']>> = /* @__PURE__ */ fileOp('exportGridCheckStatistics', 'POST /grid/ginCheckStatistic/listExport b');

/** 检查统计（按项目）（POST /grid/ginCheckStatistic/listProject）；分页：`pagesOf(api, pageGridProjectCheckStatistics, …)` */
export const pageGridProjectCheckStatistics: PagedCall<'pageGridProjectCheckStatistics', GridArgs['pageGridProjectCheckStatistics'], OpResult<operations['pageGridProjectCheckStatistics']>> = /* @__PURE__ */ op('pageGridProjectCheckStatistics', 'POST /grid/ginCheckStatistic/listProject P');

/** 新增隐患分类（POST /grid/ginDscCategory/add） */
export const addGridCategory: Call<'addGridCategory', GridArgs['addGridCategory'], OpResult<operations['addGridCategory']>> = /* @__PURE__ */ op('addGridCategory', 'POST /grid/ginDscCategory/add');

/** 删除隐患分类（POST /grid/ginDscCategory/del） */
export const deleteGridCategory: Call<'deleteGridCategory', GridArgs['deleteGridCategory'], OpResult<operations['deleteGridCategory']>> = /* @__PURE__ */ op('deleteGridCategory', 'POST /grid/ginDscCategory/del');

/** 编辑隐患分类（POST /grid/ginDscCategory/edit） */
export const editGridCategory: Call<'editGridCategory', GridArgs['editGridCategory'], OpResult<operations['editGridCategory']>> = /* @__PURE__ */ op('editGridCategory', 'POST /grid/ginDscCategory/edit');

/** 隐患等级列表（POST /grid/ginDscCategory/getSlevel） */
export const listGridTroubleLevels: Call<'listGridTroubleLevels', GridArgs['listGridTroubleLevels'], OpResult<operations['listGridTroubleLevels']>> = /* @__PURE__ */ op('listGridTroubleLevels', 'POST /grid/ginDscCategory/getSlevel');

/** 隐患分类树（POST /grid/ginDscCategory/list） */
export const listGridCategoryTree: Call<'listGridCategoryTree', GridArgs['listGridCategoryTree'], OpResult<operations['listGridCategoryTree']>> = /* @__PURE__ */ op('listGridCategoryTree', 'POST /grid/ginDscCategory/list');

/** 下级隐患分类（POST /grid/ginDscCategory/listCatChild） */
export const listGridCategoryChildren: Call<'listGridCategoryChildren', GridArgs['listGridCategoryChildren'], OpResult<operations['listGridCategoryChildren']>> = /* @__PURE__ */ op('listGridCategoryChildren', 'POST /grid/ginDscCategory/listCatChild');

/** 点位检查项（POST /grid/ginDscCategory/pointItem） */
export const listGridPointItems: Call<'listGridPointItems', GridArgs['listGridPointItems'], OpResult<operations['listGridPointItems']>> = /* @__PURE__ */ op('listGridPointItems', 'POST /grid/ginDscCategory/pointItem');

/** 新增检查项（POST /grid/ginDscCategoryItem/add） */
export const addGridCategoryItem: Call<'addGridCategoryItem', GridArgs['addGridCategoryItem'], OpResult<operations['addGridCategoryItem']>> = /* @__PURE__ */ op('addGridCategoryItem', 'POST /grid/ginDscCategoryItem/add');

/** 删除检查项（POST /grid/ginDscCategoryItem/del） */
export const deleteGridCategoryItem: Call<'deleteGridCategoryItem', GridArgs['deleteGridCategoryItem'], OpResult<operations['deleteGridCategoryItem']>> = /* @__PURE__ */ op('deleteGridCategoryItem', 'POST /grid/ginDscCategoryItem/del');

/** 下载检查项导入模板（GET /grid/ginDscCategoryItem/downloadTemplate） */
export const downloadGridCategoryItemTemplate: Call<'downloadGridCategoryItemTemplate', GridArgs['downloadGridCategoryItemTemplate'], OpResult<operations['downloadGridCategoryItemTemplate']>> = /* @__PURE__ */ fileOp('downloadGridCategoryItemTemplate', 'GET /grid/ginDscCategoryItem/downloadTemplate b');

/** 编辑检查项（POST /grid/ginDscCategoryItem/edit） */
export const editGridCategoryItem: Call<'editGridCategoryItem', GridArgs['editGridCategoryItem'], OpResult<operations['editGridCategoryItem']>> = /* @__PURE__ */ op('editGridCategoryItem', 'POST /grid/ginDscCategoryItem/edit');

/** 导出检查项（POST /grid/ginDscCategoryItem/export） */
export const exportGridCategoryItems: Call<'exportGridCategoryItems', GridArgs['exportGridCategoryItems'], OpResult<operations['exportGridCategoryItems']>> = /* @__PURE__ */ fileOp('exportGridCategoryItems', 'POST /grid/ginDscCategoryItem/export b');

/** 导入检查项（POST /grid/ginDscCategoryItem/import） */
export const importGridCategoryItems: Call<'importGridCategoryItems', GridArgs['importGridCategoryItems'], OpResult<operations['importGridCategoryItems']>> = /* @__PURE__ */ uploadOp('importGridCategoryItems', 'POST /grid/ginDscCategoryItem/import m');

/** 隐患库检查项分页（POST /grid/ginDscCategoryItem/page）；分页：`pagesOf(api, pageGridCategoryItems, …)` */
export const pageGridCategoryItems: PagedCall<'pageGridCategoryItems', GridArgs['pageGridCategoryItems'], OpResult<operations['pageGridCategoryItems']>> = /* @__PURE__ */ op('pageGridCategoryItems', 'POST /grid/ginDscCategoryItem/page P');

/** 新增网格点位（POST /grid/ginGridPointList/add） */
export const addGridPoint: Call<'addGridPoint', GridArgs['addGridPoint'], OpResult<operations['addGridPoint']>> = /* @__PURE__ */ op('addGridPoint', 'POST /grid/ginGridPointList/add');

/** 按施工区域的点位分析（POST /grid/ginGridPointList/analyseArea） */
export const listGridPointAnalyseByArea: Call<'listGridPointAnalyseByArea', GridArgs['listGridPointAnalyseByArea'], OpResult<operations['listGridPointAnalyseByArea']>> = /* @__PURE__ */ op('listGridPointAnalyseByArea', 'POST /grid/ginGridPointList/analyseArea');

/** 点位分析概况（POST /grid/ginGridPointList/analyseOverview） */
export const getGridPointAnalyseOverview: Call<'getGridPointAnalyseOverview', GridArgs['getGridPointAnalyseOverview'], OpResult<operations['getGridPointAnalyseOverview']>> = /* @__PURE__ */ op('getGridPointAnalyseOverview', 'POST /grid/ginGridPointList/analyseOverview');

/** 按风险等级的点位分析（POST /grid/ginGridPointList/analyseRisk） */
export const listGridPointAnalyseByRisk: Call<'listGridPointAnalyseByRisk', GridArgs['listGridPointAnalyseByRisk'], OpResult<operations['listGridPointAnalyseByRisk']>> = /* @__PURE__ */ op('listGridPointAnalyseByRisk', 'POST /grid/ginGridPointList/analyseRisk');

/** 点位巡检趋势（POST /grid/ginGridPointList/analyseTrend） */
export const getGridPointAnalyseTrend: Call<'getGridPointAnalyseTrend', GridArgs['getGridPointAnalyseTrend'], OpResult<operations['getGridPointAnalyseTrend']>> = /* @__PURE__ */ op('getGridPointAnalyseTrend', 'POST /grid/ginGridPointList/analyseTrend');

/** 删除网格点位（POST /grid/ginGridPointList/del） */
export const deleteGridPoint: Call<'deleteGridPoint', GridArgs['deleteGridPoint'], OpResult<operations['deleteGridPoint']>> = /* @__PURE__ */ op('deleteGridPoint', 'POST /grid/ginGridPointList/del');

/** 编辑网格点位（POST /grid/ginGridPointList/edit） */
export const editGridPoint: Call<'editGridPoint', GridArgs['editGridPoint'], OpResult<operations['editGridPoint']>> = /* @__PURE__ */ op('editGridPoint', 'POST /grid/ginGridPointList/edit');

/** 网格点位详情（POST /grid/ginGridPointList/get） */
export const getGridPoint: Call<'getGridPoint', GridArgs['getGridPoint'], OpResult<operations['getGridPoint']>> = /* @__PURE__ */ op('getGridPoint', 'POST /grid/ginGridPointList/get');

/** 网格点位菜单树（POST /grid/ginGridPointList/menu） */
export const getGridPointMenu: Call<'getGridPointMenu', GridArgs['getGridPointMenu'], OpResult<operations['getGridPointMenu']>> = /* @__PURE__ */ op('getGridPointMenu', 'POST /grid/ginGridPointList/menu');

/** 网格点位分页（POST /grid/ginGridPointList/page）；分页：`pagesOf(api, pageGridPoints, …)` */
export const pageGridPoints: PagedCall<'pageGridPoints', GridArgs['pageGridPoints'], OpResult<operations['pageGridPoints']>> = /* @__PURE__ */ op('pageGridPoints', 'POST /grid/ginGridPointList/page P');

/** 启用/停用网格点位（POST /grid/ginGridPointList/pointStart） */
export const startGridPoint: Call<'startGridPoint', GridArgs['startGridPoint'], OpResult<operations['startGridPoint']>> = /* @__PURE__ */ op('startGridPoint', 'POST /grid/ginGridPointList/pointStart');

/** 点位巡检记录（POST /grid/ginGridPointList/pointTaskRecord）；分页：`pagesOf(api, pageGridPointTaskRecords, …)` */
export const pageGridPointTaskRecords: PagedCall<'pageGridPointTaskRecords', GridArgs['pageGridPointTaskRecords'], OpResult<operations['pageGridPointTaskRecords']>> = /* @__PURE__ */ op('pageGridPointTaskRecords', 'POST /grid/ginGridPointList/pointTaskRecord P');

/** 点位责任人候选（POST /grid/ginGridPointPersonList/listPerson） */
export const listGridPointPersons: Call<'listGridPointPersons', GridArgs['listGridPointPersons'], OpResult<operations['listGridPointPersons']>> = /* @__PURE__ */ op('listGridPointPersons', 'POST /grid/ginGridPointPersonList/listPerson');

/** 新增巡检规则（POST /grid/ginRuleList/add） */
export const addGridRule: Call<'addGridRule', GridArgs['addGridRule'], OpResult<operations['addGridRule']>> = /* @__PURE__ */ op('addGridRule', 'POST /grid/ginRuleList/add');

/** 编辑巡检规则（POST /grid/ginRuleList/edit） */
export const editGridRule: Call<'editGridRule', GridArgs['editGridRule'], OpResult<operations['editGridRule']>> = /* @__PURE__ */ op('editGridRule', 'POST /grid/ginRuleList/edit');

/** 巡检规则列表（POST /grid/ginRuleList/list） */
export const listGridRules: Call<'listGridRules', GridArgs['listGridRules'], OpResult<operations['listGridRules']>> = /* @__PURE__ */ op('listGridRules', 'POST /grid/ginRuleList/list');

/** 删除点位布设（POST /grid/pointdeploy/del） */
export const deleteGridPointDeploy: Call<'deleteGridPointDeploy', GridArgs['deleteGridPointDeploy'], OpResult<operations['deleteGridPointDeploy']>> = /* @__PURE__ */ op('deleteGridPointDeploy', 'POST /grid/pointdeploy/del');

/** 点位布设列表（POST /grid/pointdeploy/list） */
export const listGridPointDeploys: Call<'listGridPointDeploys', GridArgs['listGridPointDeploys'], OpResult<operations['listGridPointDeploys']>> = /* @__PURE__ */ op('listGridPointDeploys', 'POST /grid/pointdeploy/list');

/** 岗位及人员列表（GET /orgdept/sysUser/positionlist） */
export const listSysUserPositions: Call<'listSysUserPositions', GridArgs['listSysUserPositions'], OpResult<operations['listSysUserPositions']>> = /* @__PURE__ */ op('listSysUserPositions', 'GET /orgdept/sysUser/positionlist');

/** 参建单位下拉（GET /pc/company/select/list） */
export const listTroubleCompanyOptions: Call<'listTroubleCompanyOptions', GridArgs['listTroubleCompanyOptions'], OpResult<operations['listTroubleCompanyOptions']>> = /* @__PURE__ */ op('listTroubleCompanyOptions', 'GET /pc/company/select/list');

/** 流程任务转办（POST /pc/flw/task/delegate） */
export const delegateFlowTask: Call<'delegateFlowTask', GridArgs['delegateFlowTask'], OpResult<operations['delegateFlowTask']>> = /* @__PURE__ */ op('delegateFlowTask', 'POST /pc/flw/task/delegate');

/** 点位布设信息（GET /pc/point/deploy/info） */
export const getPointDeployInfo: Call<'getPointDeployInfo', GridArgs['getPointDeployInfo'], OpResult<operations['getPointDeployInfo']>> = /* @__PURE__ */ op('getPointDeployInfo', 'GET /pc/point/deploy/info');

/** 项目网格点位列表（GET /pc/point/v2/list） */
export const listProjectPointsV2: Call<'listProjectPointsV2', GridArgs['listProjectPointsV2'], OpResult<operations['listProjectPointsV2']>> = /* @__PURE__ */ op('listProjectPointsV2', 'GET /pc/point/v2/list');

/** 新增企业检查（POST /pc/project/corp/check/add） */
export const addCorpCheck: Call<'addCorpCheck', GridArgs['addCorpCheck'], OpResult<operations['addCorpCheck']>> = /* @__PURE__ */ op('addCorpCheck', 'POST /pc/project/corp/check/add');

/** 删除企业检查（POST /pc/project/corp/check/del/{id}） */
export const deleteCorpCheck: Call<'deleteCorpCheck', GridArgs['deleteCorpCheck'], OpResult<operations['deleteCorpCheck']>> = /* @__PURE__ */ op('deleteCorpCheck', 'POST /pc/project/corp/check/del/{id}');

/** 企业检查详情（GET /pc/project/corp/check/detail/{id}） */
export const getCorpCheck: Call<'getCorpCheck', GridArgs['getCorpCheck'], OpResult<operations['getCorpCheck']>> = /* @__PURE__ */ op('getCorpCheck', 'GET /pc/project/corp/check/detail/{id}');

/** 编辑企业检查（POST /pc/project/corp/check/edit） */
export const editCorpCheck: Call<'editCorpCheck', GridArgs['editCorpCheck'], OpResult<operations['editCorpCheck']>> = /* @__PURE__ */ op('editCorpCheck', 'POST /pc/project/corp/check/edit');

/** 导出企业检查（GET /pc/project/corp/check/export） */
export const exportCorpChecks: Call<'exportCorpChecks', GridArgs['exportCorpChecks'], OpResult<operations['exportCorpChecks']>> = /* @__PURE__ */ fileOp('exportCorpChecks', 'GET /pc/project/corp/check/export b');

/** 企业检查分页（GET /pc/project/corp/check/page）；分页：`pagesOf(api, pageCorpChecks, …)` */
export const pageCorpChecks: PagedCall<'pageCorpChecks', GridArgs['pageCorpChecks'], OpResult<operations['pageCorpChecks']>> = /* @__PURE__ */ op('pageCorpChecks', 'GET /pc/project/corp/check/page p');

/** 回复企业检查（POST /pc/project/corp/check/reply） */
export const replyCorpCheck: Call<'replyCorpCheck', GridArgs['replyCorpCheck'], OpResult<operations['replyCorpCheck']>> = /* @__PURE__ */ op('replyCorpCheck', 'POST /pc/project/corp/check/reply');

/** 复核企业检查（POST /pc/project/corp/check/verify） */
export const verifyCorpCheck: Call<'verifyCorpCheck', GridArgs['verifyCorpCheck'], OpResult<operations['verifyCorpCheck']>> = /* @__PURE__ */ op('verifyCorpCheck', 'POST /pc/project/corp/check/verify');

/** 新增点位抽查（POST /pc/project/corp/pointCheck/add） */
export const addCorpPointCheck: Call<'addCorpPointCheck', GridArgs['addCorpPointCheck'], OpResult<operations['addCorpPointCheck']>> = /* @__PURE__ */ op('addCorpPointCheck', 'POST /pc/project/corp/pointCheck/add');

/** 删除点位抽查（POST /pc/project/corp/pointCheck/del/{id}） */
export const deleteCorpPointCheck: Call<'deleteCorpPointCheck', GridArgs['deleteCorpPointCheck'], OpResult<operations['deleteCorpPointCheck']>> = /* @__PURE__ */ op('deleteCorpPointCheck', 'POST /pc/project/corp/pointCheck/del/{id}');

/** 点位抽查详情（GET /pc/project/corp/pointCheck/detail/{id}） */
export const getCorpPointCheck: Call<'getCorpPointCheck', GridArgs['getCorpPointCheck'], OpResult<operations['getCorpPointCheck']>> = /* @__PURE__ */ op('getCorpPointCheck', 'GET /pc/project/corp/pointCheck/detail/{id}');

/** 编辑点位抽查（POST /pc/project/corp/pointCheck/edit） */
export const editCorpPointCheck: Call<'editCorpPointCheck', GridArgs['editCorpPointCheck'], OpResult<operations['editCorpPointCheck']>> = /* @__PURE__ */ op('editCorpPointCheck', 'POST /pc/project/corp/pointCheck/edit');

/** 导出点位抽查（GET /pc/project/corp/pointCheck/export） */
export const exportCorpPointChecks: Call<'exportCorpPointChecks', GridArgs['exportCorpPointChecks'], OpResult<operations['exportCorpPointChecks']>> = /* @__PURE__ */ fileOp('exportCorpPointChecks', 'GET /pc/project/corp/pointCheck/export b');

/** 点位抽查分页（GET /pc/project/corp/pointCheck/page）；分页：`pagesOf(api, pageCorpPointChecks, …)` */
export const pageCorpPointChecks: PagedCall<'pageCorpPointChecks', GridArgs['pageCorpPointChecks'], OpResult<operations['pageCorpPointChecks']>> = /* @__PURE__ */ op('pageCorpPointChecks', 'GET /pc/project/corp/pointCheck/page p');

/** 回复点位抽查（POST /pc/project/corp/pointCheck/reply） */
export const replyCorpPointCheck: Call<'replyCorpPointCheck', GridArgs['replyCorpPointCheck'], OpResult<operations['replyCorpPointCheck']>> = /* @__PURE__ */ op('replyCorpPointCheck', 'POST /pc/project/corp/pointCheck/reply');

/** 复核点位抽查（POST /pc/project/corp/pointCheck/verify） */
export const verifyCorpPointCheck: Call<'verifyCorpPointCheck', GridArgs['verifyCorpPointCheck'], OpResult<operations['verifyCorpPointCheck']>> = /* @__PURE__ */ op('verifyCorpPointCheck', 'POST /pc/project/corp/pointCheck/verify');

/** 新增专项检查（POST /pc/project/special/check/add） */
export const addProjectSpecialCheck: Call<'addProjectSpecialCheck', GridArgs['addProjectSpecialCheck'], OpResult<operations['addProjectSpecialCheck']>> = /* @__PURE__ */ op('addProjectSpecialCheck', 'POST /pc/project/special/check/add');

/** 删除专项检查（POST /pc/project/special/check/del/{id}） */
export const deleteProjectSpecialCheck: Call<'deleteProjectSpecialCheck', GridArgs['deleteProjectSpecialCheck'], OpResult<operations['deleteProjectSpecialCheck']>> = /* @__PURE__ */ op('deleteProjectSpecialCheck', 'POST /pc/project/special/check/del/{id}');

/** 专项检查管理详情（GET /pc/project/special/check/detail/{id}） */
export const getProjectSpecialCheck: Call<'getProjectSpecialCheck', GridArgs['getProjectSpecialCheck'], OpResult<operations['getProjectSpecialCheck']>> = /* @__PURE__ */ op('getProjectSpecialCheck', 'GET /pc/project/special/check/detail/{id}');

/** 编辑专项检查（POST /pc/project/special/check/edit） */
export const editProjectSpecialCheck: Call<'editProjectSpecialCheck', GridArgs['editProjectSpecialCheck'], OpResult<operations['editProjectSpecialCheck']>> = /* @__PURE__ */ op('editProjectSpecialCheck', 'POST /pc/project/special/check/edit');

/** 导出专项检查（GET /pc/project/special/check/export） */
export const exportProjectSpecialChecks: Call<'exportProjectSpecialChecks', GridArgs['exportProjectSpecialChecks'], OpResult<operations['exportProjectSpecialChecks']>> = /* @__PURE__ */ fileOp('exportProjectSpecialChecks', 'GET /pc/project/special/check/export b');

/** 完成专项检查（POST /pc/project/special/check/finish） */
export const finishProjectSpecialCheck: Call<'finishProjectSpecialCheck', GridArgs['finishProjectSpecialCheck'], OpResult<operations['finishProjectSpecialCheck']>> = /* @__PURE__ */ op('finishProjectSpecialCheck', 'POST /pc/project/special/check/finish');

/** 专项检查管理分页（GET /pc/project/special/check/page）；分页：`pagesOf(api, pageProjectSpecialChecks, …)` */
export const pageProjectSpecialChecks: PagedCall<'pageProjectSpecialChecks', GridArgs['pageProjectSpecialChecks'], OpResult<operations['pageProjectSpecialChecks']>> = /* @__PURE__ */ op('pageProjectSpecialChecks', 'GET /pc/project/special/check/page p');

/** 新增监督检查（POST /pc/project/sup/check/add） */
export const addSupervisionCheck: Call<'addSupervisionCheck', GridArgs['addSupervisionCheck'], OpResult<operations['addSupervisionCheck']>> = /* @__PURE__ */ op('addSupervisionCheck', 'POST /pc/project/sup/check/add');

/** 删除监督检查（POST /pc/project/sup/check/del/{id}） */
export const deleteSupervisionCheck: Call<'deleteSupervisionCheck', GridArgs['deleteSupervisionCheck'], OpResult<operations['deleteSupervisionCheck']>> = /* @__PURE__ */ op('deleteSupervisionCheck', 'POST /pc/project/sup/check/del/{id}');

/** 监督检查详情（GET /pc/project/sup/check/detail/{id}） */
export const getSupervisionCheck: Call<'getSupervisionCheck', GridArgs['getSupervisionCheck'], OpResult<operations['getSupervisionCheck']>> = /* @__PURE__ */ op('getSupervisionCheck', 'GET /pc/project/sup/check/detail/{id}');

/** 编辑监督检查（POST /pc/project/sup/check/edit） */
export const editSupervisionCheck: Call<'editSupervisionCheck', GridArgs['editSupervisionCheck'], OpResult<operations['editSupervisionCheck']>> = /* @__PURE__ */ op('editSupervisionCheck', 'POST /pc/project/sup/check/edit');

/** 导出监督检查（GET /pc/project/sup/check/export） */
export const exportSupervisionChecks: Call<'exportSupervisionChecks', GridArgs['exportSupervisionChecks'], OpResult<operations['exportSupervisionChecks']>> = /* @__PURE__ */ fileOp('exportSupervisionChecks', 'GET /pc/project/sup/check/export b');

/** 监督检查分页（GET /pc/project/sup/check/page）；分页：`pagesOf(api, pageSupervisionChecks, …)` */
export const pageSupervisionChecks: PagedCall<'pageSupervisionChecks', GridArgs['pageSupervisionChecks'], OpResult<operations['pageSupervisionChecks']>> = /* @__PURE__ */ op('pageSupervisionChecks', 'GET /pc/project/sup/check/page p');

/** 回复监督检查（POST /pc/project/sup/check/reply） */
export const replySupervisionCheck: Call<'replySupervisionCheck', GridArgs['replySupervisionCheck'], OpResult<operations['replySupervisionCheck']>> = /* @__PURE__ */ op('replySupervisionCheck', 'POST /pc/project/sup/check/reply');

/** 复核监督检查（POST /pc/project/sup/check/verify） */
export const verifySupervisionCheck: Call<'verifySupervisionCheck', GridArgs['verifySupervisionCheck'], OpResult<operations['verifySupervisionCheck']>> = /* @__PURE__ */ op('verifySupervisionCheck', 'POST /pc/project/sup/check/verify');

/** 隐患处置审批（POST /pc/task/trouble/audit） */
export const auditTaskTrouble: Call<'auditTaskTrouble', GridArgs['auditTaskTrouble'], OpResult<operations['auditTaskTrouble']>> = /* @__PURE__ */ op('auditTaskTrouble', 'POST /pc/task/trouble/audit');

/** 隐患分类树（选择用）（GET /pc/trouble/categorytree） */
export const getTroubleCategoryTree: Call<'getTroubleCategoryTree', GridArgs['getTroubleCategoryTree'], OpResult<operations['getTroubleCategoryTree']>> = /* @__PURE__ */ op('getTroubleCategoryTree', 'GET /pc/trouble/categorytree');

/** 隐患处置详情（GET /pc/trouble/detail/{task_id}/{type}） */
export const getTroubleTaskDetail: Call<'getTroubleTaskDetail', GridArgs['getTroubleTaskDetail'], OpResult<operations['getTroubleTaskDetail']>> = /* @__PURE__ */ op('getTroubleTaskDetail', 'GET /pc/trouble/detail/{task_id}/{type}');

/** 编辑隐患库条目（POST /pc/trouble/items/edit） */
export const editTroubleItem: Call<'editTroubleItem', GridArgs['editTroubleItem'], OpResult<operations['editTroubleItem']>> = /* @__PURE__ */ op('editTroubleItem', 'POST /pc/trouble/items/edit');
