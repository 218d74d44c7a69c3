/* 由 scripts/spec.mjs 从 spec/ 生成，请勿手改。运行 `pnpm spec` 重新生成。 */
/** 业务域「lso」的 26 个调用，每个一个可摇树的函数：`import { createClient, listSafetyOfficers } from '@site/sdk/calls/lso'`，`await listSafetyOfficers(api, …)`。 */
import type { operations } from '../areas/lso.schema';
import type { LsoArgs } from '../areas/lso';
import type { OpResult } from '../../types';
import { fileOp, op, uploadOp, type Call, type PagedCall } from '../../calls';

export * from '../../calls';
export type { components as LsoComponents, operations as LsoOperations } from '../areas/lso.schema';

/** 任命安全员（POST /pc/safe/lso/assign） */
export const assignSafetyOfficer: Call<'assignSafetyOfficer', LsoArgs['assignSafetyOfficer'], OpResult<operations['assignSafetyOfficer']>> = /* @__PURE__ */ op('assignSafetyOfficer', 'POST /pc/safe/lso/assign');

/** 撤销安全员（POST /pc/safe/lso/del/{id}） */
export const deleteSafetyOfficer: Call<'deleteSafetyOfficer', LsoArgs['deleteSafetyOfficer'], OpResult<operations['deleteSafetyOfficer']>> = /* @__PURE__ */ op('deleteSafetyOfficer', 'POST /pc/safe/lso/del/{id}');

/** 编辑安全员（POST /pc/safe/lso/edit） */
export const editSafetyOfficer: Call<'editSafetyOfficer', LsoArgs['editSafetyOfficer'], OpResult<operations['editSafetyOfficer']>> = /* @__PURE__ */ op('editSafetyOfficer', 'POST /pc/safe/lso/edit');

/** 安全员列表（GET /pc/safe/lso/list）；分页：`pagesOf(api, listSafetyOfficers, …)` */
export const listSafetyOfficers: PagedCall<'listSafetyOfficers', LsoArgs['listSafetyOfficers'], OpResult<operations['listSafetyOfficers']>> = /* @__PURE__ */ op('listSafetyOfficers', 'GET /pc/safe/lso/list n');

/** 安全员下拉（GET /pc/safe/lso/select） */
export const selectSafetyOfficers: Call<'selectSafetyOfficers', LsoArgs['selectSafetyOfficers'], OpResult<operations['selectSafetyOfficers']>> = /* @__PURE__ */ op('selectSafetyOfficers', 'GET /pc/safe/lso/select');

/** 申请作业许可（POST /starSafety/lso/job/apply） */
export const applyLsoJob: Call<'applyLsoJob', LsoArgs['applyLsoJob'], OpResult<operations['applyLsoJob']>> = /* @__PURE__ */ op('applyLsoJob', 'POST /starSafety/lso/job/apply');

/** 审批作业许可（POST /starSafety/lso/job/approve） */
export const approveLsoJob: Call<'approveLsoJob', LsoArgs['approveLsoJob'], OpResult<operations['approveLsoJob']>> = /* @__PURE__ */ op('approveLsoJob', 'POST /starSafety/lso/job/approve');

/** 关闭作业许可（POST /starSafety/lso/job/close） */
export const closeLsoJob: Call<'closeLsoJob', LsoArgs['closeLsoJob'], OpResult<operations['closeLsoJob']>> = /* @__PURE__ */ op('closeLsoJob', 'POST /starSafety/lso/job/close');

/** 作业许可详情（POST /starSafety/lso/job/detail） */
export const getLsoJob: Call<'getLsoJob', LsoArgs['getLsoJob'], OpResult<operations['getLsoJob']>> = /* @__PURE__ */ op('getLsoJob', 'POST /starSafety/lso/job/detail');

/** 导出作业许可（POST /starSafety/lso/job/export） */
export const exportLsoJobs: Call<'exportLsoJobs', LsoArgs['exportLsoJobs'], OpResult<operations['exportLsoJobs']>> = /* @__PURE__ */ fileOp('exportLsoJobs', 'POST /starSafety/lso/job/export b');

/** 作业许可分页（POST /starSafety/lso/job/page）；分页：`pagesOf(api, pageLsoJobs, …)` */
export const pageLsoJobs: PagedCall<'pageLsoJobs', LsoArgs['pageLsoJobs'], OpResult<operations['pageLsoJobs']>> = /* @__PURE__ */ op('pageLsoJobs', 'POST /starSafety/lso/job/page N');

/** 作业类型（POST /starSafety/lso/jobType/list） */
export const listLsoJobTypes: Call<'listLsoJobTypes', LsoArgs['listLsoJobTypes'], OpResult<operations['listLsoJobTypes']>> = /* @__PURE__ */ op('listLsoJobTypes', 'POST /starSafety/lso/jobType/list');

/** 新增安全员记录（POST /starSafety/lso/record/add） */
export const addLsoRecord: Call<'addLsoRecord', LsoArgs['addLsoRecord'], OpResult<operations['addLsoRecord']>> = /* @__PURE__ */ op('addLsoRecord', 'POST /starSafety/lso/record/add');

/** 删除安全员记录（POST /starSafety/lso/record/delete） */
export const deleteLsoRecord: Call<'deleteLsoRecord', LsoArgs['deleteLsoRecord'], OpResult<operations['deleteLsoRecord']>> = /* @__PURE__ */ op('deleteLsoRecord', 'POST /starSafety/lso/record/delete');

/** 安全员记录详情（POST /starSafety/lso/record/detail） */
export const getLsoRecord: Call<'getLsoRecord', LsoArgs['getLsoRecord'], OpResult<operations['getLsoRecord']>> = /* @__PURE__ */ op('getLsoRecord', 'POST /starSafety/lso/record/detail');

/** 导出安全员记录（POST /starSafety/lso/record/export） */
export const exportLsoRecords: Call<'exportLsoRecords', LsoArgs['exportLsoRecords'], OpResult<operations['exportLsoRecords']>> = /* @__PURE__ */ fileOp('exportLsoRecords', 'POST /starSafety/lso/record/export b');

/** 安全员记录分页（POST /starSafety/lso/record/page）；分页：`pagesOf(api, pageLsoRecords, …)` */
export const pageLsoRecords: PagedCall<'pageLsoRecords', LsoArgs['pageLsoRecords'], OpResult<operations['pageLsoRecords']>> = /* @__PURE__ */ op('pageLsoRecords', 'POST /starSafety/lso/record/page N');

/** 项目作业许可趋势（POST /starSafety/lsoStatistic/jobTrend） */
export const getLsoProjectJobTrend: Call<'getLsoProjectJobTrend', LsoArgs['getLsoProjectJobTrend'], OpResult<operations['getLsoProjectJobTrend']>> = /* @__PURE__ */ op('getLsoProjectJobTrend', 'POST /starSafety/lsoStatistic/jobTrend');

/** 项目作业许可类型分布（POST /starSafety/lsoStatistic/jobTypeDistribution） */
export const getLsoProjectJobTypes: Call<'getLsoProjectJobTypes', LsoArgs['getLsoProjectJobTypes'], OpResult<operations['getLsoProjectJobTypes']>> = /* @__PURE__ */ op('getLsoProjectJobTypes', 'POST /starSafety/lsoStatistic/jobTypeDistribution');

/** 导出项目安全员工作量（POST /starSafety/lsoStatistic/officerExport） */
export const exportLsoOfficerStats: Call<'exportLsoOfficerStats', LsoArgs['exportLsoOfficerStats'], OpResult<operations['exportLsoOfficerStats']>> = /* @__PURE__ */ fileOp('exportLsoOfficerStats', 'POST /starSafety/lsoStatistic/officerExport b');

/** 项目安全员工作量分页（POST /starSafety/lsoStatistic/officerPage）；分页：`pagesOf(api, pageLsoOfficerStats, …)` */
export const pageLsoOfficerStats: PagedCall<'pageLsoOfficerStats', LsoArgs['pageLsoOfficerStats'], OpResult<operations['pageLsoOfficerStats']>> = /* @__PURE__ */ op('pageLsoOfficerStats', 'POST /starSafety/lsoStatistic/officerPage N');

/** 项目安全员工作概览（POST /starSafety/lsoStatistic/overview） */
export const getLsoProjectOverview: Call<'getLsoProjectOverview', LsoArgs['getLsoProjectOverview'], OpResult<operations['getLsoProjectOverview']>> = /* @__PURE__ */ op('getLsoProjectOverview', 'POST /starSafety/lsoStatistic/overview');

/** 各分公司安全员工作对比（POST /starSafety/lsoStatisticCompany/branchCompare） */
export const getLsoBranchCompare: Call<'getLsoBranchCompare', LsoArgs['getLsoBranchCompare'], OpResult<operations['getLsoBranchCompare']>> = /* @__PURE__ */ op('getLsoBranchCompare', 'POST /starSafety/lsoStatisticCompany/branchCompare');

/** 公司安全员工作概览（POST /starSafety/lsoStatisticCompany/overview） */
export const getLsoCompanyOverview: Call<'getLsoCompanyOverview', LsoArgs['getLsoCompanyOverview'], OpResult<operations['getLsoCompanyOverview']>> = /* @__PURE__ */ op('getLsoCompanyOverview', 'POST /starSafety/lsoStatisticCompany/overview');

/** 导出各项目安全员工作统计（POST /starSafety/lsoStatisticCompany/projectExport） */
export const exportLsoProjectStats: Call<'exportLsoProjectStats', LsoArgs['exportLsoProjectStats'], OpResult<operations['exportLsoProjectStats']>> = /* @__PURE__ */ fileOp('exportLsoProjectStats', 'POST /starSafety/lsoStatisticCompany/projectExport b');

/** 各项目安全员工作统计分页（POST /starSafety/lsoStatisticCompany/projectPage）；分页：`pagesOf(api, pageLsoProjectStats, …)` */
export const pageLsoProjectStats: PagedCall<'pageLsoProjectStats', LsoArgs['pageLsoProjectStats'], OpResult<operations['pageLsoProjectStats']>> = /* @__PURE__ */ op('pageLsoProjectStats', 'POST /starSafety/lsoStatisticCompany/projectPage N');
