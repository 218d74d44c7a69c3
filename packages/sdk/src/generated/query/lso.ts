/* 由 scripts/spec.mjs 从 spec/ 生成，请勿手改。运行 `pnpm spec` 重新生成。 */
/** 业务域「lso」的 TanStack Query 选项：26 个调用（读 14 个，其中分页 5 个；写 12 个）。`import { … } from '@site/sdk/query/lso'`。 */
import type { operations } from '../areas/lso.schema';
import type { OpResult } from '../../types';
import { keyer, pager, reader, writer } from '../../query-kit';
import type { KeyFn, KeyFnOpt, InfiniteFn, InfiniteFnOpt, MutationFn, QueryFn, QueryFnOpt } from '../../query-kit';

export * from '../../query-kit';

/** 每个调用的查询参数（键的第二项，也是调用的 `params` 与 `body`）。 */
export interface LsoQueryParams {
  assignSafetyOfficer: { params?: never; body: NonNullable<operations['assignSafetyOfficer']['requestBody']>['content']['application/json'] };
  deleteSafetyOfficer: { params: operations['deleteSafetyOfficer']['parameters']; body?: never };
  editSafetyOfficer: { params?: never; body: NonNullable<operations['editSafetyOfficer']['requestBody']>['content']['application/json'] };
  listSafetyOfficers: { params?: operations['listSafetyOfficers']['parameters']; body?: never };
  selectSafetyOfficers: { params?: operations['selectSafetyOfficers']['parameters']; body?: never };
  applyLsoJob: { params?: never; body: NonNullable<operations['applyLsoJob']['requestBody']>['content']['application/json'] };
  approveLsoJob: { params?: never; body: NonNullable<operations['approveLsoJob']['requestBody']>['content']['application/json'] };
  closeLsoJob: { params?: never; body: NonNullable<operations['closeLsoJob']['requestBody']>['content']['application/json'] };
  getLsoJob: { params?: never; body: NonNullable<operations['getLsoJob']['requestBody']>['content']['application/json'] };
  exportLsoJobs: { params?: never; body: NonNullable<operations['exportLsoJobs']['requestBody']>['content']['application/json'] };
  pageLsoJobs: { params?: never; body: NonNullable<operations['pageLsoJobs']['requestBody']>['content']['application/json'] };
  listLsoJobTypes: { params?: never; body?: never };
  addLsoRecord: { params?: never; body: NonNullable<operations['addLsoRecord']['requestBody']>['content']['application/json'] };
  deleteLsoRecord: { params?: never; body: NonNullable<operations['deleteLsoRecord']['requestBody']>['content']['application/json'] };
  getLsoRecord: { params?: never; body: NonNullable<operations['getLsoRecord']['requestBody']>['content']['application/json'] };
  exportLsoRecords: { params?: never; body: NonNullable<operations['exportLsoRecords']['requestBody']>['content']['application/json'] };
  pageLsoRecords: { params?: never; body: NonNullable<operations['pageLsoRecords']['requestBody']>['content']['application/json'] };
  getLsoProjectJobTrend: { params?: never; body: NonNullable<operations['getLsoProjectJobTrend']['requestBody']>['content']['application/json'] };
  getLsoProjectJobTypes: { params?: never; body: NonNullable<operations['getLsoProjectJobTypes']['requestBody']>['content']['application/json'] };
  exportLsoOfficerStats: { params?: never; body: NonNullable<operations['exportLsoOfficerStats']['requestBody']>['content']['application/json'] };
  pageLsoOfficerStats: { params?: never; body: NonNullable<operations['pageLsoOfficerStats']['requestBody']>['content']['application/json'] };
  getLsoProjectOverview: { params?: never; body: NonNullable<operations['getLsoProjectOverview']['requestBody']>['content']['application/json'] };
  getLsoBranchCompare: { params?: never; body: NonNullable<operations['getLsoBranchCompare']['requestBody']>['content']['application/json'] };
  getLsoCompanyOverview: { params?: never; body: NonNullable<operations['getLsoCompanyOverview']['requestBody']>['content']['application/json'] };
  exportLsoProjectStats: { params?: never; body: NonNullable<operations['exportLsoProjectStats']['requestBody']>['content']['application/json'] };
  pageLsoProjectStats: { params?: never; body: NonNullable<operations['pageLsoProjectStats']['requestBody']>['content']['application/json'] };
}

/** 键 `['assignSafetyOfficer', 参数]`：任命安全员（POST /pc/safe/lso/assign） */
export const assignSafetyOfficerKey: KeyFn<'assignSafetyOfficer', LsoQueryParams['assignSafetyOfficer']> = /* @__PURE__ */ keyer('assignSafetyOfficer');
/** 变更选项（useMutation，`mutate(参数)`）：任命安全员（POST /pc/safe/lso/assign） */
export const assignSafetyOfficerMutationOptions: MutationFn<'assignSafetyOfficer', LsoQueryParams['assignSafetyOfficer'], OpResult<operations['assignSafetyOfficer']>> = /* @__PURE__ */ writer('assignSafetyOfficer', 'POST /pc/safe/lso/assign');

/** 键 `['deleteSafetyOfficer', 参数]`：撤销安全员（POST /pc/safe/lso/del/{id}） */
export const deleteSafetyOfficerKey: KeyFn<'deleteSafetyOfficer', LsoQueryParams['deleteSafetyOfficer']> = /* @__PURE__ */ keyer('deleteSafetyOfficer');
/** 变更选项（useMutation，`mutate(参数)`）：撤销安全员（POST /pc/safe/lso/del/{id}） */
export const deleteSafetyOfficerMutationOptions: MutationFn<'deleteSafetyOfficer', LsoQueryParams['deleteSafetyOfficer'], OpResult<operations['deleteSafetyOfficer']>> = /* @__PURE__ */ writer('deleteSafetyOfficer', 'POST /pc/safe/lso/del/{id}');

/** 键 `['editSafetyOfficer', 参数]`：编辑安全员（POST /pc/safe/lso/edit） */
export const editSafetyOfficerKey: KeyFn<'editSafetyOfficer', LsoQueryParams['editSafetyOfficer']> = /* @__PURE__ */ keyer('editSafetyOfficer');
/** 变更选项（useMutation，`mutate(参数)`）：编辑安全员（POST /pc/safe/lso/edit） */
export const editSafetyOfficerMutationOptions: MutationFn<'editSafetyOfficer', LsoQueryParams['editSafetyOfficer'], OpResult<operations['editSafetyOfficer']>> = /* @__PURE__ */ writer('editSafetyOfficer', 'POST /pc/safe/lso/edit');

/** 键 `['listSafetyOfficers', 参数]`：安全员列表（GET /pc/safe/lso/list） */
export const listSafetyOfficersKey: KeyFnOpt<'listSafetyOfficers', LsoQueryParams['listSafetyOfficers']> = /* @__PURE__ */ keyer('listSafetyOfficers');
/** 查询选项（useQuery、fetchQuery）：安全员列表（GET /pc/safe/lso/list） */
export const listSafetyOfficersQueryOptions: QueryFnOpt<'listSafetyOfficers', LsoQueryParams['listSafetyOfficers'], OpResult<operations['listSafetyOfficers']>> = /* @__PURE__ */ reader('listSafetyOfficers', 'GET /pc/safe/lso/list n');
/** 无限查询选项（useInfiniteQuery，逐页读到 total 为止）：安全员列表（GET /pc/safe/lso/list） */
export const listSafetyOfficersInfiniteQueryOptions: InfiniteFnOpt<'listSafetyOfficers', LsoQueryParams['listSafetyOfficers'], OpResult<operations['listSafetyOfficers']>> = /* @__PURE__ */ pager('listSafetyOfficers', 'GET /pc/safe/lso/list n');

/** 键 `['selectSafetyOfficers', 参数]`：安全员下拉（GET /pc/safe/lso/select） */
export const selectSafetyOfficersKey: KeyFnOpt<'selectSafetyOfficers', LsoQueryParams['selectSafetyOfficers']> = /* @__PURE__ */ keyer('selectSafetyOfficers');
/** 查询选项（useQuery、fetchQuery）：安全员下拉（GET /pc/safe/lso/select） */
export const selectSafetyOfficersQueryOptions: QueryFnOpt<'selectSafetyOfficers', LsoQueryParams['selectSafetyOfficers'], OpResult<operations['selectSafetyOfficers']>> = /* @__PURE__ */ reader('selectSafetyOfficers', 'GET /pc/safe/lso/select');

/** 键 `['applyLsoJob', 参数]`：申请作业许可（POST /starSafety/lso/job/apply） */
export const applyLsoJobKey: KeyFn<'applyLsoJob', LsoQueryParams['applyLsoJob']> = /* @__PURE__ */ keyer('applyLsoJob');
/** 变更选项（useMutation，`mutate(参数)`）：申请作业许可（POST /starSafety/lso/job/apply） */
export const applyLsoJobMutationOptions: MutationFn<'applyLsoJob', LsoQueryParams['applyLsoJob'], OpResult<operations['applyLsoJob']>> = /* @__PURE__ */ writer('applyLsoJob', 'POST /starSafety/lso/job/apply');

/** 键 `['approveLsoJob', 参数]`：审批作业许可（POST /starSafety/lso/job/approve） */
export const approveLsoJobKey: KeyFn<'approveLsoJob', LsoQueryParams['approveLsoJob']> = /* @__PURE__ */ keyer('approveLsoJob');
/** 变更选项（useMutation，`mutate(参数)`）：审批作业许可（POST /starSafety/lso/job/approve） */
export const approveLsoJobMutationOptions: MutationFn<'approveLsoJob', LsoQueryParams['approveLsoJob'], OpResult<operations['approveLsoJob']>> = /* @__PURE__ */ writer('approveLsoJob', 'POST /starSafety/lso/job/approve');

/** 键 `['closeLsoJob', 参数]`：关闭作业许可（POST /starSafety/lso/job/close） */
export const closeLsoJobKey: KeyFn<'closeLsoJob', LsoQueryParams['closeLsoJob']> = /* @__PURE__ */ keyer('closeLsoJob');
/** 变更选项（useMutation，`mutate(参数)`）：关闭作业许可（POST /starSafety/lso/job/close） */
export const closeLsoJobMutationOptions: MutationFn<'closeLsoJob', LsoQueryParams['closeLsoJob'], OpResult<operations['closeLsoJob']>> = /* @__PURE__ */ writer('closeLsoJob', 'POST /starSafety/lso/job/close');

/** 键 `['getLsoJob', 参数]`：作业许可详情（POST /starSafety/lso/job/detail） */
export const getLsoJobKey: KeyFn<'getLsoJob', LsoQueryParams['getLsoJob']> = /* @__PURE__ */ keyer('getLsoJob');
/** 查询选项（useQuery、fetchQuery）：作业许可详情（POST /starSafety/lso/job/detail） */
export const getLsoJobQueryOptions: QueryFn<'getLsoJob', LsoQueryParams['getLsoJob'], OpResult<operations['getLsoJob']>> = /* @__PURE__ */ reader('getLsoJob', 'POST /starSafety/lso/job/detail');

/** 键 `['exportLsoJobs', 参数]`：导出作业许可（POST /starSafety/lso/job/export） */
export const exportLsoJobsKey: KeyFn<'exportLsoJobs', LsoQueryParams['exportLsoJobs']> = /* @__PURE__ */ keyer('exportLsoJobs');
/** 变更选项（useMutation，`mutate(参数)`）：导出作业许可（POST /starSafety/lso/job/export） */
export const exportLsoJobsMutationOptions: MutationFn<'exportLsoJobs', LsoQueryParams['exportLsoJobs'], OpResult<operations['exportLsoJobs']>> = /* @__PURE__ */ writer('exportLsoJobs', 'POST /starSafety/lso/job/export b');

/** 键 `['pageLsoJobs', 参数]`：作业许可分页（POST /starSafety/lso/job/page） */
export const pageLsoJobsKey: KeyFn<'pageLsoJobs', LsoQueryParams['pageLsoJobs']> = /* @__PURE__ */ keyer('pageLsoJobs');
/** 查询选项（useQuery、fetchQuery）：作业许可分页（POST /starSafety/lso/job/page） */
export const pageLsoJobsQueryOptions: QueryFn<'pageLsoJobs', LsoQueryParams['pageLsoJobs'], OpResult<operations['pageLsoJobs']>> = /* @__PURE__ */ reader('pageLsoJobs', 'POST /starSafety/lso/job/page N');
/** 无限查询选项（useInfiniteQuery，逐页读到 total 为止）：作业许可分页（POST /starSafety/lso/job/page） */
export const pageLsoJobsInfiniteQueryOptions: InfiniteFn<'pageLsoJobs', LsoQueryParams['pageLsoJobs'], OpResult<operations['pageLsoJobs']>> = /* @__PURE__ */ pager('pageLsoJobs', 'POST /starSafety/lso/job/page N');

/** 键 `['listLsoJobTypes', 参数]`：作业类型（POST /starSafety/lso/jobType/list） */
export const listLsoJobTypesKey: KeyFnOpt<'listLsoJobTypes', LsoQueryParams['listLsoJobTypes']> = /* @__PURE__ */ keyer('listLsoJobTypes');
/** 查询选项（useQuery、fetchQuery）：作业类型（POST /starSafety/lso/jobType/list） */
export const listLsoJobTypesQueryOptions: QueryFnOpt<'listLsoJobTypes', LsoQueryParams['listLsoJobTypes'], OpResult<operations['listLsoJobTypes']>> = /* @__PURE__ */ reader('listLsoJobTypes', 'POST /starSafety/lso/jobType/list');

/** 键 `['addLsoRecord', 参数]`：新增安全员记录（POST /starSafety/lso/record/add） */
export const addLsoRecordKey: KeyFn<'addLsoRecord', LsoQueryParams['addLsoRecord']> = /* @__PURE__ */ keyer('addLsoRecord');
/** 变更选项（useMutation，`mutate(参数)`）：新增安全员记录（POST /starSafety/lso/record/add） */
export const addLsoRecordMutationOptions: MutationFn<'addLsoRecord', LsoQueryParams['addLsoRecord'], OpResult<operations['addLsoRecord']>> = /* @__PURE__ */ writer('addLsoRecord', 'POST /starSafety/lso/record/add');

/** 键 `['deleteLsoRecord', 参数]`：删除安全员记录（POST /starSafety/lso/record/delete） */
export const deleteLsoRecordKey: KeyFn<'deleteLsoRecord', LsoQueryParams['deleteLsoRecord']> = /* @__PURE__ */ keyer('deleteLsoRecord');
/** 变更选项（useMutation，`mutate(参数)`）：删除安全员记录（POST /starSafety/lso/record/delete） */
export const deleteLsoRecordMutationOptions: MutationFn<'deleteLsoRecord', LsoQueryParams['deleteLsoRecord'], OpResult<operations['deleteLsoRecord']>> = /* @__PURE__ */ writer('deleteLsoRecord', 'POST /starSafety/lso/record/delete');

/** 键 `['getLsoRecord', 参数]`：安全员记录详情（POST /starSafety/lso/record/detail） */
export const getLsoRecordKey: KeyFn<'getLsoRecord', LsoQueryParams['getLsoRecord']> = /* @__PURE__ */ keyer('getLsoRecord');
/** 查询选项（useQuery、fetchQuery）：安全员记录详情（POST /starSafety/lso/record/detail） */
export const getLsoRecordQueryOptions: QueryFn<'getLsoRecord', LsoQueryParams['getLsoRecord'], OpResult<operations['getLsoRecord']>> = /* @__PURE__ */ reader('getLsoRecord', 'POST /starSafety/lso/record/detail');

/** 键 `['exportLsoRecords', 参数]`：导出安全员记录（POST /starSafety/lso/record/export） */
export const exportLsoRecordsKey: KeyFn<'exportLsoRecords', LsoQueryParams['exportLsoRecords']> = /* @__PURE__ */ keyer('exportLsoRecords');
/** 变更选项（useMutation，`mutate(参数)`）：导出安全员记录（POST /starSafety/lso/record/export） */
export const exportLsoRecordsMutationOptions: MutationFn<'exportLsoRecords', LsoQueryParams['exportLsoRecords'], OpResult<operations['exportLsoRecords']>> = /* @__PURE__ */ writer('exportLsoRecords', 'POST /starSafety/lso/record/export b');

/** 键 `['pageLsoRecords', 参数]`：安全员记录分页（POST /starSafety/lso/record/page） */
export const pageLsoRecordsKey: KeyFn<'pageLsoRecords', LsoQueryParams['pageLsoRecords']> = /* @__PURE__ */ keyer('pageLsoRecords');
/** 查询选项（useQuery、fetchQuery）：安全员记录分页（POST /starSafety/lso/record/page） */
export const pageLsoRecordsQueryOptions: QueryFn<'pageLsoRecords', LsoQueryParams['pageLsoRecords'], OpResult<operations['pageLsoRecords']>> = /* @__PURE__ */ reader('pageLsoRecords', 'POST /starSafety/lso/record/page N');
/** 无限查询选项（useInfiniteQuery，逐页读到 total 为止）：安全员记录分页（POST /starSafety/lso/record/page） */
export const pageLsoRecordsInfiniteQueryOptions: InfiniteFn<'pageLsoRecords', LsoQueryParams['pageLsoRecords'], OpResult<operations['pageLsoRecords']>> = /* @__PURE__ */ pager('pageLsoRecords', 'POST /starSafety/lso/record/page N');

/** 键 `['getLsoProjectJobTrend', 参数]`：项目作业许可趋势（POST /starSafety/lsoStatistic/jobTrend） */
export const getLsoProjectJobTrendKey: KeyFn<'getLsoProjectJobTrend', LsoQueryParams['getLsoProjectJobTrend']> = /* @__PURE__ */ keyer('getLsoProjectJobTrend');
/** 查询选项（useQuery、fetchQuery）：项目作业许可趋势（POST /starSafety/lsoStatistic/jobTrend） */
export const getLsoProjectJobTrendQueryOptions: QueryFn<'getLsoProjectJobTrend', LsoQueryParams['getLsoProjectJobTrend'], OpResult<operations['getLsoProjectJobTrend']>> = /* @__PURE__ */ reader('getLsoProjectJobTrend', 'POST /starSafety/lsoStatistic/jobTrend');

/** 键 `['getLsoProjectJobTypes', 参数]`：项目作业许可类型分布（POST /starSafety/lsoStatistic/jobTypeDistribution） */
export const getLsoProjectJobTypesKey: KeyFn<'getLsoProjectJobTypes', LsoQueryParams['getLsoProjectJobTypes']> = /* @__PURE__ */ keyer('getLsoProjectJobTypes');
/** 查询选项（useQuery、fetchQuery）：项目作业许可类型分布（POST /starSafety/lsoStatistic/jobTypeDistribution） */
export const getLsoProjectJobTypesQueryOptions: QueryFn<'getLsoProjectJobTypes', LsoQueryParams['getLsoProjectJobTypes'], OpResult<operations['getLsoProjectJobTypes']>> = /* @__PURE__ */ reader('getLsoProjectJobTypes', 'POST /starSafety/lsoStatistic/jobTypeDistribution');

/** 键 `['exportLsoOfficerStats', 参数]`：导出项目安全员工作量（POST /starSafety/lsoStatistic/officerExport） */
export const exportLsoOfficerStatsKey: KeyFn<'exportLsoOfficerStats', LsoQueryParams['exportLsoOfficerStats']> = /* @__PURE__ */ keyer('exportLsoOfficerStats');
/** 变更选项（useMutation，`mutate(参数)`）：导出项目安全员工作量（POST /starSafety/lsoStatistic/officerExport） */
export const exportLsoOfficerStatsMutationOptions: MutationFn<'exportLsoOfficerStats', LsoQueryParams['exportLsoOfficerStats'], OpResult<operations['exportLsoOfficerStats']>> = /* @__PURE__ */ writer('exportLsoOfficerStats', 'POST /starSafety/lsoStatistic/officerExport b');

/** 键 `['pageLsoOfficerStats', 参数]`：项目安全员工作量分页（POST /starSafety/lsoStatistic/officerPage） */
export const pageLsoOfficerStatsKey: KeyFn<'pageLsoOfficerStats', LsoQueryParams['pageLsoOfficerStats']> = /* @__PURE__ */ keyer('pageLsoOfficerStats');
/** 查询选项（useQuery、fetchQuery）：项目安全员工作量分页（POST /starSafety/lsoStatistic/officerPage） */
export const pageLsoOfficerStatsQueryOptions: QueryFn<'pageLsoOfficerStats', LsoQueryParams['pageLsoOfficerStats'], OpResult<operations['pageLsoOfficerStats']>> = /* @__PURE__ */ reader('pageLsoOfficerStats', 'POST /starSafety/lsoStatistic/officerPage N');
/** 无限查询选项（useInfiniteQuery，逐页读到 total 为止）：项目安全员工作量分页（POST /starSafety/lsoStatistic/officerPage） */
export const pageLsoOfficerStatsInfiniteQueryOptions: InfiniteFn<'pageLsoOfficerStats', LsoQueryParams['pageLsoOfficerStats'], OpResult<operations['pageLsoOfficerStats']>> = /* @__PURE__ */ pager('pageLsoOfficerStats', 'POST /starSafety/lsoStatistic/officerPage N');

/** 键 `['getLsoProjectOverview', 参数]`：项目安全员工作概览（POST /starSafety/lsoStatistic/overview） */
export const getLsoProjectOverviewKey: KeyFn<'getLsoProjectOverview', LsoQueryParams['getLsoProjectOverview']> = /* @__PURE__ */ keyer('getLsoProjectOverview');
/** 查询选项（useQuery、fetchQuery）：项目安全员工作概览（POST /starSafety/lsoStatistic/overview） */
export const getLsoProjectOverviewQueryOptions: QueryFn<'getLsoProjectOverview', LsoQueryParams['getLsoProjectOverview'], OpResult<operations['getLsoProjectOverview']>> = /* @__PURE__ */ reader('getLsoProjectOverview', 'POST /starSafety/lsoStatistic/overview');

/** 键 `['getLsoBranchCompare', 参数]`：各分公司安全员工作对比（POST /starSafety/lsoStatisticCompany/branchCompare） */
export const getLsoBranchCompareKey: KeyFn<'getLsoBranchCompare', LsoQueryParams['getLsoBranchCompare']> = /* @__PURE__ */ keyer('getLsoBranchCompare');
/** 查询选项（useQuery、fetchQuery）：各分公司安全员工作对比（POST /starSafety/lsoStatisticCompany/branchCompare） */
export const getLsoBranchCompareQueryOptions: QueryFn<'getLsoBranchCompare', LsoQueryParams['getLsoBranchCompare'], OpResult<operations['getLsoBranchCompare']>> = /* @__PURE__ */ reader('getLsoBranchCompare', 'POST /starSafety/lsoStatisticCompany/branchCompare');

/** 键 `['getLsoCompanyOverview', 参数]`：公司安全员工作概览（POST /starSafety/lsoStatisticCompany/overview） */
export const getLsoCompanyOverviewKey: KeyFn<'getLsoCompanyOverview', LsoQueryParams['getLsoCompanyOverview']> = /* @__PURE__ */ keyer('getLsoCompanyOverview');
/** 查询选项（useQuery、fetchQuery）：公司安全员工作概览（POST /starSafety/lsoStatisticCompany/overview） */
export const getLsoCompanyOverviewQueryOptions: QueryFn<'getLsoCompanyOverview', LsoQueryParams['getLsoCompanyOverview'], OpResult<operations['getLsoCompanyOverview']>> = /* @__PURE__ */ reader('getLsoCompanyOverview', 'POST /starSafety/lsoStatisticCompany/overview');

/** 键 `['exportLsoProjectStats', 参数]`：导出各项目安全员工作统计（POST /starSafety/lsoStatisticCompany/projectExport） */
export const exportLsoProjectStatsKey: KeyFn<'exportLsoProjectStats', LsoQueryParams['exportLsoProjectStats']> = /* @__PURE__ */ keyer('exportLsoProjectStats');
/** 变更选项（useMutation，`mutate(参数)`）：导出各项目安全员工作统计（POST /starSafety/lsoStatisticCompany/projectExport） */
export const exportLsoProjectStatsMutationOptions: MutationFn<'exportLsoProjectStats', LsoQueryParams['exportLsoProjectStats'], OpResult<operations['exportLsoProjectStats']>> = /* @__PURE__ */ writer('exportLsoProjectStats', 'POST /starSafety/lsoStatisticCompany/projectExport b');

/** 键 `['pageLsoProjectStats', 参数]`：各项目安全员工作统计分页（POST /starSafety/lsoStatisticCompany/projectPage） */
export const pageLsoProjectStatsKey: KeyFn<'pageLsoProjectStats', LsoQueryParams['pageLsoProjectStats']> = /* @__PURE__ */ keyer('pageLsoProjectStats');
/** 查询选项（useQuery、fetchQuery）：各项目安全员工作统计分页（POST /starSafety/lsoStatisticCompany/projectPage） */
export const pageLsoProjectStatsQueryOptions: QueryFn<'pageLsoProjectStats', LsoQueryParams['pageLsoProjectStats'], OpResult<operations['pageLsoProjectStats']>> = /* @__PURE__ */ reader('pageLsoProjectStats', 'POST /starSafety/lsoStatisticCompany/projectPage N');
/** 无限查询选项（useInfiniteQuery，逐页读到 total 为止）：各项目安全员工作统计分页（POST /starSafety/lsoStatisticCompany/projectPage） */
export const pageLsoProjectStatsInfiniteQueryOptions: InfiniteFn<'pageLsoProjectStats', LsoQueryParams['pageLsoProjectStats'], OpResult<operations['pageLsoProjectStats']>> = /* @__PURE__ */ pager('pageLsoProjectStats', 'POST /starSafety/lsoStatisticCompany/projectPage N');
