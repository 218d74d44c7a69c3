/* 由 scripts/spec.mjs 从 spec/ 生成，请勿手改。运行 `pnpm spec` 重新生成。 */
/** 业务域「duty」的 TanStack Query 选项：43 个调用（读 34 个，其中分页 12 个；写 9 个）。`import { … } from '@site/sdk/query/duty'`。 */
import type { operations } from '../areas/duty.schema';
import type { OpResult } from '../../types';
import { keyer, pager, reader, writer } from '../../query-kit';
import type { KeyFn, KeyFnOpt, InfiniteFn, InfiniteFnOpt, MutationFn, QueryFn, QueryFnOpt } from '../../query-kit';

export * from '../../query-kit';

/** 每个调用的查询参数（键的第二项，也是调用的 `params` 与 `body`）。 */
export interface DutyQueryParams {
  cancelDutySpecialTaskLedger: { params?: never; body: NonNullable<operations['cancelDutySpecialTaskLedger']['requestBody']>['content']['application/json'] };
  getDutySpecialTaskLedgerDetail: { params: operations['getDutySpecialTaskLedgerDetail']['parameters']; body?: never };
  exportDutySpecialTaskLedgers: { params?: operations['exportDutySpecialTaskLedgers']['parameters']; body?: never };
  listDutySpecialTaskLedgers: { params?: operations['listDutySpecialTaskLedgers']['parameters']; body?: never };
  listDutyTaskAbolishRecords: { params?: operations['listDutyTaskAbolishRecords']['parameters']; body?: never };
  cancelDutyTaskLedger: { params?: never; body: NonNullable<operations['cancelDutyTaskLedger']['requestBody']>['content']['application/json'] };
  getDutyTaskLedgerDetail: { params: operations['getDutyTaskLedgerDetail']['parameters']; body?: never };
  exportDutyTaskLedgers: { params?: operations['exportDutyTaskLedgers']['parameters']; body?: never };
  exportDutyTaskLedgersWord: { params?: operations['exportDutyTaskLedgersWord']['parameters']; body?: never };
  listDutyTaskLedgers: { params?: operations['listDutyTaskLedgers']['parameters']; body?: never };
  listDutyTaskStatistics: { params?: operations['listDutyTaskStatistics']['parameters']; body?: never };
  listDutyTaskOrgStatistics: { params?: operations['listDutyTaskOrgStatistics']['parameters']; body?: never };
  getDutyTaskOrgTotal: { params?: operations['getDutyTaskOrgTotal']['parameters']; body?: never };
  listDutyTaskCardHints: { params?: operations['listDutyTaskCardHints']['parameters']; body?: never };
  getDutyTaskStatisticsTotal: { params?: operations['getDutyTaskStatisticsTotal']['parameters']; body?: never };
  listDutyTaskWarningPersons: { params?: operations['listDutyTaskWarningPersons']['parameters']; body?: never };
  getDutyTaskWarningPersonTotal: { params?: operations['getDutyTaskWarningPersonTotal']['parameters']; body?: never };
  listDutyTaskWarningPositions: { params?: operations['listDutyTaskWarningPositions']['parameters']; body?: never };
  getDutyTaskWarningPositionTotal: { params?: operations['getDutyTaskWarningPositionTotal']['parameters']; body?: never };
  listDutyBaseOrgs: { params?: operations['listDutyBaseOrgs']['parameters']; body: NonNullable<operations['listDutyBaseOrgs']['requestBody']>['content']['application/json'] };
  collectPersonTaskInfo: { params?: operations['collectPersonTaskInfo']['parameters']; body?: never };
  collectPersonTaskTypes: { params?: operations['collectPersonTaskTypes']['parameters']; body?: never };
  listSiteTasks: { params?: operations['listSiteTasks']['parameters']; body?: never };
  listDutyBuildings: { params: operations['listDutyBuildings']['parameters']; body?: never };
  addDutyConfig: { params?: never; body: NonNullable<operations['addDutyConfig']['requestBody']>['content']['application/json'] };
  checkDutyConfig: { params?: never; body: NonNullable<operations['checkDutyConfig']['requestBody']>['content']['application/json'] };
  listDutyConfigs: { params?: operations['listDutyConfigs']['parameters']; body?: never };
  listDutyConfigOperations: { params?: operations['listDutyConfigOperations']['parameters']; body?: never };
  exportDutyCompleteByCompany: { params?: never; body: NonNullable<operations['exportDutyCompleteByCompany']['requestBody']>['content']['application/json'] };
  exportDutyCompleteByProject: { params?: never; body: NonNullable<operations['exportDutyCompleteByProject']['requestBody']>['content']['application/json'] };
  listDutyProjects: { params?: operations['listDutyProjects']['parameters']; body?: never };
  getDutyRecordBlindSpots: { params?: never; body: NonNullable<operations['getDutyRecordBlindSpots']['requestBody']>['content']['application/json'] };
  listDutyCompletion: { params?: operations['listDutyCompletion']['parameters']; body?: never };
  getDutyAnalysis: { params?: operations['getDutyAnalysis']['parameters']; body?: never };
  listDutyCompleteByCompany: { params?: operations['listDutyCompleteByCompany']['parameters']; body?: never };
  listDutyCompleteByProject: { params?: operations['listDutyCompleteByProject']['parameters']; body?: never };
  getDutySituationAnalysis: { params?: operations['getDutySituationAnalysis']['parameters']; body?: never };
  getDutySituationInThirtyDays: { params?: operations['getDutySituationInThirtyDays']['parameters']; body?: never };
  getDutyPositionAnalysis: { params?: operations['getDutyPositionAnalysis']['parameters']; body?: never };
  exportDutyProjectRecords: { params?: never; body: NonNullable<operations['exportDutyProjectRecords']['requestBody']>['content']['application/json'] };
  listDutyProjectRecords: { params?: operations['listDutyProjectRecords']['parameters']; body?: never };
  getDutyProjectStatistics: { params: operations['getDutyProjectStatistics']['parameters']; body?: never };
  listDutyUsers: { params: operations['listDutyUsers']['parameters']; body?: never };
}

/** 键 `['cancelDutySpecialTaskLedger', 参数]`：作废专项任务（POST /duty/specialTaskLedger/cancellation） */
export const cancelDutySpecialTaskLedgerKey: KeyFn<'cancelDutySpecialTaskLedger', DutyQueryParams['cancelDutySpecialTaskLedger']> = /* @__PURE__ */ keyer('cancelDutySpecialTaskLedger');
/** 变更选项（useMutation，`mutate(参数)`）：作废专项任务（POST /duty/specialTaskLedger/cancellation） */
export const cancelDutySpecialTaskLedgerMutationOptions: MutationFn<'cancelDutySpecialTaskLedger', DutyQueryParams['cancelDutySpecialTaskLedger'], OpResult<operations['cancelDutySpecialTaskLedger']>> = /* @__PURE__ */ writer('cancelDutySpecialTaskLedger', 'POST /duty/specialTaskLedger/cancellation');

/** 键 `['getDutySpecialTaskLedgerDetail', 参数]`：专项任务台账详情（GET /duty/specialTaskLedger/detail） */
export const getDutySpecialTaskLedgerDetailKey: KeyFn<'getDutySpecialTaskLedgerDetail', DutyQueryParams['getDutySpecialTaskLedgerDetail']> = /* @__PURE__ */ keyer('getDutySpecialTaskLedgerDetail');
/** 查询选项（useQuery、fetchQuery）：专项任务台账详情（GET /duty/specialTaskLedger/detail） */
export const getDutySpecialTaskLedgerDetailQueryOptions: QueryFn<'getDutySpecialTaskLedgerDetail', DutyQueryParams['getDutySpecialTaskLedgerDetail'], OpResult<operations['getDutySpecialTaskLedgerDetail']>> = /* @__PURE__ */ reader('getDutySpecialTaskLedgerDetail', 'GET /duty/specialTaskLedger/detail');

/** 键 `['exportDutySpecialTaskLedgers', 参数]`：导出专项任务台账（GET /duty/specialTaskLedger/export） */
export const exportDutySpecialTaskLedgersKey: KeyFnOpt<'exportDutySpecialTaskLedgers', DutyQueryParams['exportDutySpecialTaskLedgers']> = /* @__PURE__ */ keyer('exportDutySpecialTaskLedgers');
/** 变更选项（useMutation，`mutate(参数)`）：导出专项任务台账（GET /duty/specialTaskLedger/export） */
export const exportDutySpecialTaskLedgersMutationOptions: MutationFn<'exportDutySpecialTaskLedgers', DutyQueryParams['exportDutySpecialTaskLedgers'] | void, OpResult<operations['exportDutySpecialTaskLedgers']>> = /* @__PURE__ */ writer('exportDutySpecialTaskLedgers', 'GET /duty/specialTaskLedger/export b');

/** 键 `['listDutySpecialTaskLedgers', 参数]`：专项任务台账分页（GET /duty/specialTaskLedger/listPage） */
export const listDutySpecialTaskLedgersKey: KeyFnOpt<'listDutySpecialTaskLedgers', DutyQueryParams['listDutySpecialTaskLedgers']> = /* @__PURE__ */ keyer('listDutySpecialTaskLedgers');
/** 查询选项（useQuery、fetchQuery）：专项任务台账分页（GET /duty/specialTaskLedger/listPage） */
export const listDutySpecialTaskLedgersQueryOptions: QueryFnOpt<'listDutySpecialTaskLedgers', DutyQueryParams['listDutySpecialTaskLedgers'], OpResult<operations['listDutySpecialTaskLedgers']>> = /* @__PURE__ */ reader('listDutySpecialTaskLedgers', 'GET /duty/specialTaskLedger/listPage n');
/** 无限查询选项（useInfiniteQuery，逐页读到 total 为止）：专项任务台账分页（GET /duty/specialTaskLedger/listPage） */
export const listDutySpecialTaskLedgersInfiniteQueryOptions: InfiniteFnOpt<'listDutySpecialTaskLedgers', DutyQueryParams['listDutySpecialTaskLedgers'], OpResult<operations['listDutySpecialTaskLedgers']>> = /* @__PURE__ */ pager('listDutySpecialTaskLedgers', 'GET /duty/specialTaskLedger/listPage n');

/** 键 `['listDutyTaskAbolishRecords', 参数]`：任务作废记录分页（GET /duty/taskLedger/abolishRecord） */
export const listDutyTaskAbolishRecordsKey: KeyFnOpt<'listDutyTaskAbolishRecords', DutyQueryParams['listDutyTaskAbolishRecords']> = /* @__PURE__ */ keyer('listDutyTaskAbolishRecords');
/** 查询选项（useQuery、fetchQuery）：任务作废记录分页（GET /duty/taskLedger/abolishRecord） */
export const listDutyTaskAbolishRecordsQueryOptions: QueryFnOpt<'listDutyTaskAbolishRecords', DutyQueryParams['listDutyTaskAbolishRecords'], OpResult<operations['listDutyTaskAbolishRecords']>> = /* @__PURE__ */ reader('listDutyTaskAbolishRecords', 'GET /duty/taskLedger/abolishRecord n');
/** 无限查询选项（useInfiniteQuery，逐页读到 total 为止）：任务作废记录分页（GET /duty/taskLedger/abolishRecord） */
export const listDutyTaskAbolishRecordsInfiniteQueryOptions: InfiniteFnOpt<'listDutyTaskAbolishRecords', DutyQueryParams['listDutyTaskAbolishRecords'], OpResult<operations['listDutyTaskAbolishRecords']>> = /* @__PURE__ */ pager('listDutyTaskAbolishRecords', 'GET /duty/taskLedger/abolishRecord n');

/** 键 `['cancelDutyTaskLedger', 参数]`：作废任务（POST /duty/taskLedger/cancellation） */
export const cancelDutyTaskLedgerKey: KeyFn<'cancelDutyTaskLedger', DutyQueryParams['cancelDutyTaskLedger']> = /* @__PURE__ */ keyer('cancelDutyTaskLedger');
/** 变更选项（useMutation，`mutate(参数)`）：作废任务（POST /duty/taskLedger/cancellation） */
export const cancelDutyTaskLedgerMutationOptions: MutationFn<'cancelDutyTaskLedger', DutyQueryParams['cancelDutyTaskLedger'], OpResult<operations['cancelDutyTaskLedger']>> = /* @__PURE__ */ writer('cancelDutyTaskLedger', 'POST /duty/taskLedger/cancellation');

/** 键 `['getDutyTaskLedgerDetail', 参数]`：任务台账详情（GET /duty/taskLedger/detail） */
export const getDutyTaskLedgerDetailKey: KeyFn<'getDutyTaskLedgerDetail', DutyQueryParams['getDutyTaskLedgerDetail']> = /* @__PURE__ */ keyer('getDutyTaskLedgerDetail');
/** 查询选项（useQuery、fetchQuery）：任务台账详情（GET /duty/taskLedger/detail） */
export const getDutyTaskLedgerDetailQueryOptions: QueryFn<'getDutyTaskLedgerDetail', DutyQueryParams['getDutyTaskLedgerDetail'], OpResult<operations['getDutyTaskLedgerDetail']>> = /* @__PURE__ */ reader('getDutyTaskLedgerDetail', 'GET /duty/taskLedger/detail');

/** 键 `['exportDutyTaskLedgers', 参数]`：导出任务台账（Excel）（GET /duty/taskLedger/export） */
export const exportDutyTaskLedgersKey: KeyFnOpt<'exportDutyTaskLedgers', DutyQueryParams['exportDutyTaskLedgers']> = /* @__PURE__ */ keyer('exportDutyTaskLedgers');
/** 变更选项（useMutation，`mutate(参数)`）：导出任务台账（Excel）（GET /duty/taskLedger/export） */
export const exportDutyTaskLedgersMutationOptions: MutationFn<'exportDutyTaskLedgers', DutyQueryParams['exportDutyTaskLedgers'] | void, OpResult<operations['exportDutyTaskLedgers']>> = /* @__PURE__ */ writer('exportDutyTaskLedgers', 'GET /duty/taskLedger/export b');

/** 键 `['exportDutyTaskLedgersWord', 参数]`：导出任务台账（Word）（GET /duty/taskLedger/exportWord） */
export const exportDutyTaskLedgersWordKey: KeyFnOpt<'exportDutyTaskLedgersWord', DutyQueryParams['exportDutyTaskLedgersWord']> = /* @__PURE__ */ keyer('exportDutyTaskLedgersWord');
/** 变更选项（useMutation，`mutate(参数)`）：导出任务台账（Word）（GET /duty/taskLedger/exportWord） */
export const exportDutyTaskLedgersWordMutationOptions: MutationFn<'exportDutyTaskLedgersWord', DutyQueryParams['exportDutyTaskLedgersWord'] | void, OpResult<operations['exportDutyTaskLedgersWord']>> = /* @__PURE__ */ writer('exportDutyTaskLedgersWord', 'GET /duty/taskLedger/exportWord b');

/** 键 `['listDutyTaskLedgers', 参数]`：任务台账分页（GET /duty/taskLedger/listPage） */
export const listDutyTaskLedgersKey: KeyFnOpt<'listDutyTaskLedgers', DutyQueryParams['listDutyTaskLedgers']> = /* @__PURE__ */ keyer('listDutyTaskLedgers');
/** 查询选项（useQuery、fetchQuery）：任务台账分页（GET /duty/taskLedger/listPage） */
export const listDutyTaskLedgersQueryOptions: QueryFnOpt<'listDutyTaskLedgers', DutyQueryParams['listDutyTaskLedgers'], OpResult<operations['listDutyTaskLedgers']>> = /* @__PURE__ */ reader('listDutyTaskLedgers', 'GET /duty/taskLedger/listPage n');
/** 无限查询选项（useInfiniteQuery，逐页读到 total 为止）：任务台账分页（GET /duty/taskLedger/listPage） */
export const listDutyTaskLedgersInfiniteQueryOptions: InfiniteFnOpt<'listDutyTaskLedgers', DutyQueryParams['listDutyTaskLedgers'], OpResult<operations['listDutyTaskLedgers']>> = /* @__PURE__ */ pager('listDutyTaskLedgers', 'GET /duty/taskLedger/listPage n');

/** 键 `['listDutyTaskStatistics', 参数]`：任务统计（按项目）分页（GET /duty/taskStatisticalAnalysis/list） */
export const listDutyTaskStatisticsKey: KeyFnOpt<'listDutyTaskStatistics', DutyQueryParams['listDutyTaskStatistics']> = /* @__PURE__ */ keyer('listDutyTaskStatistics');
/** 查询选项（useQuery、fetchQuery）：任务统计（按项目）分页（GET /duty/taskStatisticalAnalysis/list） */
export const listDutyTaskStatisticsQueryOptions: QueryFnOpt<'listDutyTaskStatistics', DutyQueryParams['listDutyTaskStatistics'], OpResult<operations['listDutyTaskStatistics']>> = /* @__PURE__ */ reader('listDutyTaskStatistics', 'GET /duty/taskStatisticalAnalysis/list n');
/** 无限查询选项（useInfiniteQuery，逐页读到 total 为止）：任务统计（按项目）分页（GET /duty/taskStatisticalAnalysis/list） */
export const listDutyTaskStatisticsInfiniteQueryOptions: InfiniteFnOpt<'listDutyTaskStatistics', DutyQueryParams['listDutyTaskStatistics'], OpResult<operations['listDutyTaskStatistics']>> = /* @__PURE__ */ pager('listDutyTaskStatistics', 'GET /duty/taskStatisticalAnalysis/list n');

/** 键 `['listDutyTaskOrgStatistics', 参数]`：任务统计（按组织）（GET /duty/taskStatisticalAnalysis/orgList） */
export const listDutyTaskOrgStatisticsKey: KeyFnOpt<'listDutyTaskOrgStatistics', DutyQueryParams['listDutyTaskOrgStatistics']> = /* @__PURE__ */ keyer('listDutyTaskOrgStatistics');
/** 查询选项（useQuery、fetchQuery）：任务统计（按组织）（GET /duty/taskStatisticalAnalysis/orgList） */
export const listDutyTaskOrgStatisticsQueryOptions: QueryFnOpt<'listDutyTaskOrgStatistics', DutyQueryParams['listDutyTaskOrgStatistics'], OpResult<operations['listDutyTaskOrgStatistics']>> = /* @__PURE__ */ reader('listDutyTaskOrgStatistics', 'GET /duty/taskStatisticalAnalysis/orgList');

/** 键 `['getDutyTaskOrgTotal', 参数]`：任务统计组织汇总（GET /duty/taskStatisticalAnalysis/orgTotal） */
export const getDutyTaskOrgTotalKey: KeyFnOpt<'getDutyTaskOrgTotal', DutyQueryParams['getDutyTaskOrgTotal']> = /* @__PURE__ */ keyer('getDutyTaskOrgTotal');
/** 查询选项（useQuery、fetchQuery）：任务统计组织汇总（GET /duty/taskStatisticalAnalysis/orgTotal） */
export const getDutyTaskOrgTotalQueryOptions: QueryFnOpt<'getDutyTaskOrgTotal', DutyQueryParams['getDutyTaskOrgTotal'], OpResult<operations['getDutyTaskOrgTotal']>> = /* @__PURE__ */ reader('getDutyTaskOrgTotal', 'GET /duty/taskStatisticalAnalysis/orgTotal');

/** 键 `['listDutyTaskCardHints', 参数]`：任务卡提示分页（GET /duty/taskStatisticalAnalysis/taskCardHintList） */
export const listDutyTaskCardHintsKey: KeyFnOpt<'listDutyTaskCardHints', DutyQueryParams['listDutyTaskCardHints']> = /* @__PURE__ */ keyer('listDutyTaskCardHints');
/** 查询选项（useQuery、fetchQuery）：任务卡提示分页（GET /duty/taskStatisticalAnalysis/taskCardHintList） */
export const listDutyTaskCardHintsQueryOptions: QueryFnOpt<'listDutyTaskCardHints', DutyQueryParams['listDutyTaskCardHints'], OpResult<operations['listDutyTaskCardHints']>> = /* @__PURE__ */ reader('listDutyTaskCardHints', 'GET /duty/taskStatisticalAnalysis/taskCardHintList n');
/** 无限查询选项（useInfiniteQuery，逐页读到 total 为止）：任务卡提示分页（GET /duty/taskStatisticalAnalysis/taskCardHintList） */
export const listDutyTaskCardHintsInfiniteQueryOptions: InfiniteFnOpt<'listDutyTaskCardHints', DutyQueryParams['listDutyTaskCardHints'], OpResult<operations['listDutyTaskCardHints']>> = /* @__PURE__ */ pager('listDutyTaskCardHints', 'GET /duty/taskStatisticalAnalysis/taskCardHintList n');

/** 键 `['getDutyTaskStatisticsTotal', 参数]`：任务统计汇总（GET /duty/taskStatisticalAnalysis/total） */
export const getDutyTaskStatisticsTotalKey: KeyFnOpt<'getDutyTaskStatisticsTotal', DutyQueryParams['getDutyTaskStatisticsTotal']> = /* @__PURE__ */ keyer('getDutyTaskStatisticsTotal');
/** 查询选项（useQuery、fetchQuery）：任务统计汇总（GET /duty/taskStatisticalAnalysis/total） */
export const getDutyTaskStatisticsTotalQueryOptions: QueryFnOpt<'getDutyTaskStatisticsTotal', DutyQueryParams['getDutyTaskStatisticsTotal'], OpResult<operations['getDutyTaskStatisticsTotal']>> = /* @__PURE__ */ reader('getDutyTaskStatisticsTotal', 'GET /duty/taskStatisticalAnalysis/total');

/** 键 `['listDutyTaskWarningPersons', 参数]`：预警人员分页（GET /duty/taskStatisticalAnalysis/warningPersonList） */
export const listDutyTaskWarningPersonsKey: KeyFnOpt<'listDutyTaskWarningPersons', DutyQueryParams['listDutyTaskWarningPersons']> = /* @__PURE__ */ keyer('listDutyTaskWarningPersons');
/** 查询选项（useQuery、fetchQuery）：预警人员分页（GET /duty/taskStatisticalAnalysis/warningPersonList） */
export const listDutyTaskWarningPersonsQueryOptions: QueryFnOpt<'listDutyTaskWarningPersons', DutyQueryParams['listDutyTaskWarningPersons'], OpResult<operations['listDutyTaskWarningPersons']>> = /* @__PURE__ */ reader('listDutyTaskWarningPersons', 'GET /duty/taskStatisticalAnalysis/warningPersonList n');
/** 无限查询选项（useInfiniteQuery，逐页读到 total 为止）：预警人员分页（GET /duty/taskStatisticalAnalysis/warningPersonList） */
export const listDutyTaskWarningPersonsInfiniteQueryOptions: InfiniteFnOpt<'listDutyTaskWarningPersons', DutyQueryParams['listDutyTaskWarningPersons'], OpResult<operations['listDutyTaskWarningPersons']>> = /* @__PURE__ */ pager('listDutyTaskWarningPersons', 'GET /duty/taskStatisticalAnalysis/warningPersonList n');

/** 键 `['getDutyTaskWarningPersonTotal', 参数]`：预警人员汇总（GET /duty/taskStatisticalAnalysis/warningPersonTotal） */
export const getDutyTaskWarningPersonTotalKey: KeyFnOpt<'getDutyTaskWarningPersonTotal', DutyQueryParams['getDutyTaskWarningPersonTotal']> = /* @__PURE__ */ keyer('getDutyTaskWarningPersonTotal');
/** 查询选项（useQuery、fetchQuery）：预警人员汇总（GET /duty/taskStatisticalAnalysis/warningPersonTotal） */
export const getDutyTaskWarningPersonTotalQueryOptions: QueryFnOpt<'getDutyTaskWarningPersonTotal', DutyQueryParams['getDutyTaskWarningPersonTotal'], OpResult<operations['getDutyTaskWarningPersonTotal']>> = /* @__PURE__ */ reader('getDutyTaskWarningPersonTotal', 'GET /duty/taskStatisticalAnalysis/warningPersonTotal');

/** 键 `['listDutyTaskWarningPositions', 参数]`：预警岗位列表（GET /duty/taskStatisticalAnalysis/warningPositionList） */
export const listDutyTaskWarningPositionsKey: KeyFnOpt<'listDutyTaskWarningPositions', DutyQueryParams['listDutyTaskWarningPositions']> = /* @__PURE__ */ keyer('listDutyTaskWarningPositions');
/** 查询选项（useQuery、fetchQuery）：预警岗位列表（GET /duty/taskStatisticalAnalysis/warningPositionList） */
export const listDutyTaskWarningPositionsQueryOptions: QueryFnOpt<'listDutyTaskWarningPositions', DutyQueryParams['listDutyTaskWarningPositions'], OpResult<operations['listDutyTaskWarningPositions']>> = /* @__PURE__ */ reader('listDutyTaskWarningPositions', 'GET /duty/taskStatisticalAnalysis/warningPositionList');

/** 键 `['getDutyTaskWarningPositionTotal', 参数]`：预警岗位汇总（GET /duty/taskStatisticalAnalysis/warningPositionTotal） */
export const getDutyTaskWarningPositionTotalKey: KeyFnOpt<'getDutyTaskWarningPositionTotal', DutyQueryParams['getDutyTaskWarningPositionTotal']> = /* @__PURE__ */ keyer('getDutyTaskWarningPositionTotal');
/** 查询选项（useQuery、fetchQuery）：预警岗位汇总（GET /duty/taskStatisticalAnalysis/warningPositionTotal） */
export const getDutyTaskWarningPositionTotalQueryOptions: QueryFnOpt<'getDutyTaskWarningPositionTotal', DutyQueryParams['getDutyTaskWarningPositionTotal'], OpResult<operations['getDutyTaskWarningPositionTotal']>> = /* @__PURE__ */ reader('getDutyTaskWarningPositionTotal', 'GET /duty/taskStatisticalAnalysis/warningPositionTotal');

/** 键 `['listDutyBaseOrgs', 参数]`：基础组织列表（POST /orgdept/baseorg/list） */
export const listDutyBaseOrgsKey: KeyFn<'listDutyBaseOrgs', DutyQueryParams['listDutyBaseOrgs']> = /* @__PURE__ */ keyer('listDutyBaseOrgs');
/** 查询选项（useQuery、fetchQuery）：基础组织列表（POST /orgdept/baseorg/list） */
export const listDutyBaseOrgsQueryOptions: QueryFn<'listDutyBaseOrgs', DutyQueryParams['listDutyBaseOrgs'], OpResult<operations['listDutyBaseOrgs']>> = /* @__PURE__ */ reader('listDutyBaseOrgs', 'POST /orgdept/baseorg/list');

/** 键 `['collectPersonTaskInfo', 参数]`：人员任务汇总（GET /pc/person/task/info/collect） */
export const collectPersonTaskInfoKey: KeyFnOpt<'collectPersonTaskInfo', DutyQueryParams['collectPersonTaskInfo']> = /* @__PURE__ */ keyer('collectPersonTaskInfo');
/** 查询选项（useQuery、fetchQuery）：人员任务汇总（GET /pc/person/task/info/collect） */
export const collectPersonTaskInfoQueryOptions: QueryFnOpt<'collectPersonTaskInfo', DutyQueryParams['collectPersonTaskInfo'], OpResult<operations['collectPersonTaskInfo']>> = /* @__PURE__ */ reader('collectPersonTaskInfo', 'GET /pc/person/task/info/collect');

/** 键 `['collectPersonTaskTypes', 参数]`：人员任务类型汇总（GET /pc/person/task/type/collect） */
export const collectPersonTaskTypesKey: KeyFnOpt<'collectPersonTaskTypes', DutyQueryParams['collectPersonTaskTypes']> = /* @__PURE__ */ keyer('collectPersonTaskTypes');
/** 查询选项（useQuery、fetchQuery）：人员任务类型汇总（GET /pc/person/task/type/collect） */
export const collectPersonTaskTypesQueryOptions: QueryFnOpt<'collectPersonTaskTypes', DutyQueryParams['collectPersonTaskTypes'], OpResult<operations['collectPersonTaskTypes']>> = /* @__PURE__ */ reader('collectPersonTaskTypes', 'GET /pc/person/task/type/collect');

/** 键 `['listSiteTasks', 参数]`：项目任务分页（GET /pc/task/list） */
export const listSiteTasksKey: KeyFnOpt<'listSiteTasks', DutyQueryParams['listSiteTasks']> = /* @__PURE__ */ keyer('listSiteTasks');
/** 查询选项（useQuery、fetchQuery）：项目任务分页（GET /pc/task/list） */
export const listSiteTasksQueryOptions: QueryFnOpt<'listSiteTasks', DutyQueryParams['listSiteTasks'], OpResult<operations['listSiteTasks']>> = /* @__PURE__ */ reader('listSiteTasks', 'GET /pc/task/list p');
/** 无限查询选项（useInfiniteQuery，逐页读到 total 为止）：项目任务分页（GET /pc/task/list） */
export const listSiteTasksInfiniteQueryOptions: InfiniteFnOpt<'listSiteTasks', DutyQueryParams['listSiteTasks'], OpResult<operations['listSiteTasks']>> = /* @__PURE__ */ pager('listSiteTasks', 'GET /pc/task/list p');

/** 键 `['listDutyBuildings', 参数]`：项目楼栋（巡查区域）列表（GET /starSafety/duty/building/list） */
export const listDutyBuildingsKey: KeyFn<'listDutyBuildings', DutyQueryParams['listDutyBuildings']> = /* @__PURE__ */ keyer('listDutyBuildings');
/** 查询选项（useQuery、fetchQuery）：项目楼栋（巡查区域）列表（GET /starSafety/duty/building/list） */
export const listDutyBuildingsQueryOptions: QueryFn<'listDutyBuildings', DutyQueryParams['listDutyBuildings'], OpResult<operations['listDutyBuildings']>> = /* @__PURE__ */ reader('listDutyBuildings', 'GET /starSafety/duty/building/list');

/** 键 `['addDutyConfig', 参数]`：新增或修改值班配置（POST /starSafety/duty/config/add） */
export const addDutyConfigKey: KeyFn<'addDutyConfig', DutyQueryParams['addDutyConfig']> = /* @__PURE__ */ keyer('addDutyConfig');
/** 变更选项（useMutation，`mutate(参数)`）：新增或修改值班配置（POST /starSafety/duty/config/add） */
export const addDutyConfigMutationOptions: MutationFn<'addDutyConfig', DutyQueryParams['addDutyConfig'], OpResult<operations['addDutyConfig']>> = /* @__PURE__ */ writer('addDutyConfig', 'POST /starSafety/duty/config/add');

/** 键 `['checkDutyConfig', 参数]`：值班配置提交前校验（POST /starSafety/duty/config/addCheck） */
export const checkDutyConfigKey: KeyFn<'checkDutyConfig', DutyQueryParams['checkDutyConfig']> = /* @__PURE__ */ keyer('checkDutyConfig');
/** 查询选项（useQuery、fetchQuery）：值班配置提交前校验（POST /starSafety/duty/config/addCheck） */
export const checkDutyConfigQueryOptions: QueryFn<'checkDutyConfig', DutyQueryParams['checkDutyConfig'], OpResult<operations['checkDutyConfig']>> = /* @__PURE__ */ reader('checkDutyConfig', 'POST /starSafety/duty/config/addCheck');

/** 键 `['listDutyConfigs', 参数]`：值班配置分页（GET /starSafety/duty/config/list） */
export const listDutyConfigsKey: KeyFnOpt<'listDutyConfigs', DutyQueryParams['listDutyConfigs']> = /* @__PURE__ */ keyer('listDutyConfigs');
/** 查询选项（useQuery、fetchQuery）：值班配置分页（GET /starSafety/duty/config/list） */
export const listDutyConfigsQueryOptions: QueryFnOpt<'listDutyConfigs', DutyQueryParams['listDutyConfigs'], OpResult<operations['listDutyConfigs']>> = /* @__PURE__ */ reader('listDutyConfigs', 'GET /starSafety/duty/config/list n');
/** 无限查询选项（useInfiniteQuery，逐页读到 total 为止）：值班配置分页（GET /starSafety/duty/config/list） */
export const listDutyConfigsInfiniteQueryOptions: InfiniteFnOpt<'listDutyConfigs', DutyQueryParams['listDutyConfigs'], OpResult<operations['listDutyConfigs']>> = /* @__PURE__ */ pager('listDutyConfigs', 'GET /starSafety/duty/config/list n');

/** 键 `['listDutyConfigOperations', 参数]`：值班配置操作记录分页（GET /starSafety/duty/config/operate/list） */
export const listDutyConfigOperationsKey: KeyFnOpt<'listDutyConfigOperations', DutyQueryParams['listDutyConfigOperations']> = /* @__PURE__ */ keyer('listDutyConfigOperations');
/** 查询选项（useQuery、fetchQuery）：值班配置操作记录分页（GET /starSafety/duty/config/operate/list） */
export const listDutyConfigOperationsQueryOptions: QueryFnOpt<'listDutyConfigOperations', DutyQueryParams['listDutyConfigOperations'], OpResult<operations['listDutyConfigOperations']>> = /* @__PURE__ */ reader('listDutyConfigOperations', 'GET /starSafety/duty/config/operate/list n');
/** 无限查询选项（useInfiniteQuery，逐页读到 total 为止）：值班配置操作记录分页（GET /starSafety/duty/config/operate/list） */
export const listDutyConfigOperationsInfiniteQueryOptions: InfiniteFnOpt<'listDutyConfigOperations', DutyQueryParams['listDutyConfigOperations'], OpResult<operations['listDutyConfigOperations']>> = /* @__PURE__ */ pager('listDutyConfigOperations', 'GET /starSafety/duty/config/operate/list n');

/** 键 `['exportDutyCompleteByCompany', 参数]`：导出分公司值班完成情况（POST /starSafety/duty/dutyCompleteByCompany/export） */
export const exportDutyCompleteByCompanyKey: KeyFn<'exportDutyCompleteByCompany', DutyQueryParams['exportDutyCompleteByCompany']> = /* @__PURE__ */ keyer('exportDutyCompleteByCompany');
/** 变更选项（useMutation，`mutate(参数)`）：导出分公司值班完成情况（POST /starSafety/duty/dutyCompleteByCompany/export） */
export const exportDutyCompleteByCompanyMutationOptions: MutationFn<'exportDutyCompleteByCompany', DutyQueryParams['exportDutyCompleteByCompany'], OpResult<operations['exportDutyCompleteByCompany']>> = /* @__PURE__ */ writer('exportDutyCompleteByCompany', 'POST /starSafety/duty/dutyCompleteByCompany/export b');

/** 键 `['exportDutyCompleteByProject', 参数]`：导出项目值班完成情况（POST /starSafety/duty/dutyCompleteByProject/export） */
export const exportDutyCompleteByProjectKey: KeyFn<'exportDutyCompleteByProject', DutyQueryParams['exportDutyCompleteByProject']> = /* @__PURE__ */ keyer('exportDutyCompleteByProject');
/** 变更选项（useMutation，`mutate(参数)`）：导出项目值班完成情况（POST /starSafety/duty/dutyCompleteByProject/export） */
export const exportDutyCompleteByProjectMutationOptions: MutationFn<'exportDutyCompleteByProject', DutyQueryParams['exportDutyCompleteByProject'], OpResult<operations['exportDutyCompleteByProject']>> = /* @__PURE__ */ writer('exportDutyCompleteByProject', 'POST /starSafety/duty/dutyCompleteByProject/export b');

/** 键 `['listDutyProjects', 参数]`：值班项目列表（GET /starSafety/duty/project/list） */
export const listDutyProjectsKey: KeyFnOpt<'listDutyProjects', DutyQueryParams['listDutyProjects']> = /* @__PURE__ */ keyer('listDutyProjects');
/** 查询选项（useQuery、fetchQuery）：值班项目列表（GET /starSafety/duty/project/list） */
export const listDutyProjectsQueryOptions: QueryFnOpt<'listDutyProjects', DutyQueryParams['listDutyProjects'], OpResult<operations['listDutyProjects']>> = /* @__PURE__ */ reader('listDutyProjects', 'GET /starSafety/duty/project/list');

/** 键 `['getDutyRecordBlindSpots', 参数]`：值班巡查盲区（POST /starSafety/duty/record/blind/get） */
export const getDutyRecordBlindSpotsKey: KeyFn<'getDutyRecordBlindSpots', DutyQueryParams['getDutyRecordBlindSpots']> = /* @__PURE__ */ keyer('getDutyRecordBlindSpots');
/** 查询选项（useQuery、fetchQuery）：值班巡查盲区（POST /starSafety/duty/record/blind/get） */
export const getDutyRecordBlindSpotsQueryOptions: QueryFn<'getDutyRecordBlindSpots', DutyQueryParams['getDutyRecordBlindSpots'], OpResult<operations['getDutyRecordBlindSpots']>> = /* @__PURE__ */ reader('getDutyRecordBlindSpots', 'POST /starSafety/duty/record/blind/get');

/** 键 `['listDutyCompletion', 参数]`：值班完成情况分页（按人员）（GET /starSafety/duty/record/complete/list） */
export const listDutyCompletionKey: KeyFnOpt<'listDutyCompletion', DutyQueryParams['listDutyCompletion']> = /* @__PURE__ */ keyer('listDutyCompletion');
/** 查询选项（useQuery、fetchQuery）：值班完成情况分页（按人员）（GET /starSafety/duty/record/complete/list） */
export const listDutyCompletionQueryOptions: QueryFnOpt<'listDutyCompletion', DutyQueryParams['listDutyCompletion'], OpResult<operations['listDutyCompletion']>> = /* @__PURE__ */ reader('listDutyCompletion', 'GET /starSafety/duty/record/complete/list n');
/** 无限查询选项（useInfiniteQuery，逐页读到 total 为止）：值班完成情况分页（按人员）（GET /starSafety/duty/record/complete/list） */
export const listDutyCompletionInfiniteQueryOptions: InfiniteFnOpt<'listDutyCompletion', DutyQueryParams['listDutyCompletion'], OpResult<operations['listDutyCompletion']>> = /* @__PURE__ */ pager('listDutyCompletion', 'GET /starSafety/duty/record/complete/list n');

/** 键 `['getDutyAnalysis', 参数]`：值班时长与覆盖分析（GET /starSafety/duty/record/dutyAnalysis） */
export const getDutyAnalysisKey: KeyFnOpt<'getDutyAnalysis', DutyQueryParams['getDutyAnalysis']> = /* @__PURE__ */ keyer('getDutyAnalysis');
/** 查询选项（useQuery、fetchQuery）：值班时长与覆盖分析（GET /starSafety/duty/record/dutyAnalysis） */
export const getDutyAnalysisQueryOptions: QueryFnOpt<'getDutyAnalysis', DutyQueryParams['getDutyAnalysis'], OpResult<operations['getDutyAnalysis']>> = /* @__PURE__ */ reader('getDutyAnalysis', 'GET /starSafety/duty/record/dutyAnalysis');

/** 键 `['listDutyCompleteByCompany', 参数]`：值班完成情况（按分公司）（GET /starSafety/duty/record/dutyCompleteByCompany） */
export const listDutyCompleteByCompanyKey: KeyFnOpt<'listDutyCompleteByCompany', DutyQueryParams['listDutyCompleteByCompany']> = /* @__PURE__ */ keyer('listDutyCompleteByCompany');
/** 查询选项（useQuery、fetchQuery）：值班完成情况（按分公司）（GET /starSafety/duty/record/dutyCompleteByCompany） */
export const listDutyCompleteByCompanyQueryOptions: QueryFnOpt<'listDutyCompleteByCompany', DutyQueryParams['listDutyCompleteByCompany'], OpResult<operations['listDutyCompleteByCompany']>> = /* @__PURE__ */ reader('listDutyCompleteByCompany', 'GET /starSafety/duty/record/dutyCompleteByCompany');

/** 键 `['listDutyCompleteByProject', 参数]`：值班完成情况（按项目）分页（GET /starSafety/duty/record/dutyCompleteByProject） */
export const listDutyCompleteByProjectKey: KeyFnOpt<'listDutyCompleteByProject', DutyQueryParams['listDutyCompleteByProject']> = /* @__PURE__ */ keyer('listDutyCompleteByProject');
/** 查询选项（useQuery、fetchQuery）：值班完成情况（按项目）分页（GET /starSafety/duty/record/dutyCompleteByProject） */
export const listDutyCompleteByProjectQueryOptions: QueryFnOpt<'listDutyCompleteByProject', DutyQueryParams['listDutyCompleteByProject'], OpResult<operations['listDutyCompleteByProject']>> = /* @__PURE__ */ reader('listDutyCompleteByProject', 'GET /starSafety/duty/record/dutyCompleteByProject n');
/** 无限查询选项（useInfiniteQuery，逐页读到 total 为止）：值班完成情况（按项目）分页（GET /starSafety/duty/record/dutyCompleteByProject） */
export const listDutyCompleteByProjectInfiniteQueryOptions: InfiniteFnOpt<'listDutyCompleteByProject', DutyQueryParams['listDutyCompleteByProject'], OpResult<operations['listDutyCompleteByProject']>> = /* @__PURE__ */ pager('listDutyCompleteByProject', 'GET /starSafety/duty/record/dutyCompleteByProject n');

/** 键 `['getDutySituationAnalysis', 参数]`：值班情况分析（GET /starSafety/duty/record/dutySituationAnalysis） */
export const getDutySituationAnalysisKey: KeyFnOpt<'getDutySituationAnalysis', DutyQueryParams['getDutySituationAnalysis']> = /* @__PURE__ */ keyer('getDutySituationAnalysis');
/** 查询选项（useQuery、fetchQuery）：值班情况分析（GET /starSafety/duty/record/dutySituationAnalysis） */
export const getDutySituationAnalysisQueryOptions: QueryFnOpt<'getDutySituationAnalysis', DutyQueryParams['getDutySituationAnalysis'], OpResult<operations['getDutySituationAnalysis']>> = /* @__PURE__ */ reader('getDutySituationAnalysis', 'GET /starSafety/duty/record/dutySituationAnalysis');

/** 键 `['getDutySituationInThirtyDays', 参数]`：近 30 天值班情况（GET /starSafety/duty/record/dutySituationInThirtydays） */
export const getDutySituationInThirtyDaysKey: KeyFnOpt<'getDutySituationInThirtyDays', DutyQueryParams['getDutySituationInThirtyDays']> = /* @__PURE__ */ keyer('getDutySituationInThirtyDays');
/** 查询选项（useQuery、fetchQuery）：近 30 天值班情况（GET /starSafety/duty/record/dutySituationInThirtydays） */
export const getDutySituationInThirtyDaysQueryOptions: QueryFnOpt<'getDutySituationInThirtyDays', DutyQueryParams['getDutySituationInThirtyDays'], OpResult<operations['getDutySituationInThirtyDays']>> = /* @__PURE__ */ reader('getDutySituationInThirtyDays', 'GET /starSafety/duty/record/dutySituationInThirtydays');

/** 键 `['getDutyPositionAnalysis', 参数]`：值班岗位分析（GET /starSafety/duty/record/positionAnalysis） */
export const getDutyPositionAnalysisKey: KeyFnOpt<'getDutyPositionAnalysis', DutyQueryParams['getDutyPositionAnalysis']> = /* @__PURE__ */ keyer('getDutyPositionAnalysis');
/** 查询选项（useQuery、fetchQuery）：值班岗位分析（GET /starSafety/duty/record/positionAnalysis） */
export const getDutyPositionAnalysisQueryOptions: QueryFnOpt<'getDutyPositionAnalysis', DutyQueryParams['getDutyPositionAnalysis'], OpResult<operations['getDutyPositionAnalysis']>> = /* @__PURE__ */ reader('getDutyPositionAnalysis', 'GET /starSafety/duty/record/positionAnalysis');

/** 键 `['exportDutyProjectRecords', 参数]`：导出项目值班记录（POST /starSafety/duty/record/project/export） */
export const exportDutyProjectRecordsKey: KeyFn<'exportDutyProjectRecords', DutyQueryParams['exportDutyProjectRecords']> = /* @__PURE__ */ keyer('exportDutyProjectRecords');
/** 变更选项（useMutation，`mutate(参数)`）：导出项目值班记录（POST /starSafety/duty/record/project/export） */
export const exportDutyProjectRecordsMutationOptions: MutationFn<'exportDutyProjectRecords', DutyQueryParams['exportDutyProjectRecords'], OpResult<operations['exportDutyProjectRecords']>> = /* @__PURE__ */ writer('exportDutyProjectRecords', 'POST /starSafety/duty/record/project/export b');

/** 键 `['listDutyProjectRecords', 参数]`：项目值班记录分页（GET /starSafety/duty/record/project/list） */
export const listDutyProjectRecordsKey: KeyFnOpt<'listDutyProjectRecords', DutyQueryParams['listDutyProjectRecords']> = /* @__PURE__ */ keyer('listDutyProjectRecords');
/** 查询选项（useQuery、fetchQuery）：项目值班记录分页（GET /starSafety/duty/record/project/list） */
export const listDutyProjectRecordsQueryOptions: QueryFnOpt<'listDutyProjectRecords', DutyQueryParams['listDutyProjectRecords'], OpResult<operations['listDutyProjectRecords']>> = /* @__PURE__ */ reader('listDutyProjectRecords', 'GET /starSafety/duty/record/project/list n');
/** 无限查询选项（useInfiniteQuery，逐页读到 total 为止）：项目值班记录分页（GET /starSafety/duty/record/project/list） */
export const listDutyProjectRecordsInfiniteQueryOptions: InfiniteFnOpt<'listDutyProjectRecords', DutyQueryParams['listDutyProjectRecords'], OpResult<operations['listDutyProjectRecords']>> = /* @__PURE__ */ pager('listDutyProjectRecords', 'GET /starSafety/duty/record/project/list n');

/** 键 `['getDutyProjectStatistics', 参数]`：项目值班统计（GET /starSafety/duty/record/project/statistics） */
export const getDutyProjectStatisticsKey: KeyFn<'getDutyProjectStatistics', DutyQueryParams['getDutyProjectStatistics']> = /* @__PURE__ */ keyer('getDutyProjectStatistics');
/** 查询选项（useQuery、fetchQuery）：项目值班统计（GET /starSafety/duty/record/project/statistics） */
export const getDutyProjectStatisticsQueryOptions: QueryFn<'getDutyProjectStatistics', DutyQueryParams['getDutyProjectStatistics'], OpResult<operations['getDutyProjectStatistics']>> = /* @__PURE__ */ reader('getDutyProjectStatistics', 'GET /starSafety/duty/record/project/statistics');

/** 键 `['listDutyUsers', 参数]`：可值班人员列表（GET /starSafety/duty/user/list） */
export const listDutyUsersKey: KeyFn<'listDutyUsers', DutyQueryParams['listDutyUsers']> = /* @__PURE__ */ keyer('listDutyUsers');
/** 查询选项（useQuery、fetchQuery）：可值班人员列表（GET /starSafety/duty/user/list） */
export const listDutyUsersQueryOptions: QueryFn<'listDutyUsers', DutyQueryParams['listDutyUsers'], OpResult<operations['listDutyUsers']>> = /* @__PURE__ */ reader('listDutyUsers', 'GET /starSafety/duty/user/list');
