/* 由 scripts/spec.mjs 从 spec/ 生成，请勿手改。运行 `pnpm spec` 重新生成。 */
/** 业务域「attendance」的 TanStack Query 选项：66 个调用（读 54 个，其中分页 28 个；写 12 个）。`import { … } from '@site/sdk/query/attendance'`。 */
import type { operations } from '../areas/attendance.schema';
import type { OpResult } from '../../types';
import { keyer, pager, reader, writer } from '../../query-kit';
import type { KeyFn, KeyFnOpt, InfiniteFn, InfiniteFnOpt, MutationFn, QueryFn, QueryFnOpt } from '../../query-kit';

export * from '../../query-kit';

/** 每个调用的查询参数（键的第二项，也是调用的 `params` 与 `body`）。 */
export interface AttendanceQueryParams {
  listLaborDonorOptions: { params?: operations['listLaborDonorOptions']['parameters']; body?: never };
  listLaborTeamOptions: { params?: operations['listLaborTeamOptions']['parameters']; body?: never };
  getAttendanceAbnormalStats: { params?: never; body: NonNullable<operations['getAttendanceAbnormalStats']['requestBody']>['content']['application/json'] };
  exportAttendanceAbnormalStats: { params?: never; body: NonNullable<operations['exportAttendanceAbnormalStats']['requestBody']>['content']['application/json'] };
  pageAttendanceAbnormalRecords: { params?: never; body: NonNullable<operations['pageAttendanceAbnormalRecords']['requestBody']>['content']['application/json'] };
  exportAttendanceAbnormalRecords: { params?: never; body: NonNullable<operations['exportAttendanceAbnormalRecords']['requestBody']>['content']['application/json'] };
  getAttendanceBarChart: { params?: never; body: NonNullable<operations['getAttendanceBarChart']['requestBody']>['content']['application/json'] };
  exportAttendanceBarChart: { params?: never; body: NonNullable<operations['exportAttendanceBarChart']['requestBody']>['content']['application/json'] };
  getAttendancePanel: { params?: never; body: NonNullable<operations['getAttendancePanel']['requestBody']>['content']['application/json'] };
  exportAttendancePanel: { params?: never; body: NonNullable<operations['exportAttendancePanel']['requestBody']>['content']['application/json'] };
  searchAttendanceDetail: { params?: never; body: NonNullable<operations['searchAttendanceDetail']['requestBody']>['content']['application/json'] };
  exportAttendanceSearchDetail: { params?: never; body: NonNullable<operations['exportAttendanceSearchDetail']['requestBody']>['content']['application/json'] };
  searchAttendanceList: { params?: never; body: NonNullable<operations['searchAttendanceList']['requestBody']>['content']['application/json'] };
  exportAttendanceSearchList: { params?: never; body: NonNullable<operations['exportAttendanceSearchList']['requestBody']>['content']['application/json'] };
  getHatAndGateAttendanceCount: { params?: never; body: NonNullable<operations['getHatAndGateAttendanceCount']['requestBody']>['content']['application/json'] };
  listHatAndGateAttendanceWorkers: { params?: never; body: NonNullable<operations['listHatAndGateAttendanceWorkers']['requestBody']>['content']['application/json'] };
  listManagerAttendanceByPerson: { params?: never; body: NonNullable<operations['listManagerAttendanceByPerson']['requestBody']>['content']['application/json'] };
  listManagerAttendanceBySubcontractor: { params?: never; body: NonNullable<operations['listManagerAttendanceBySubcontractor']['requestBody']>['content']['application/json'] };
  saveAttendanceConfig: { params?: never; body: NonNullable<operations['saveAttendanceConfig']['requestBody']>['content']['application/json'] };
  listAttendanceConfigs: { params?: never; body: NonNullable<operations['listAttendanceConfigs']['requestBody']>['content']['application/json'] };
  getAttendanceConfigTimes: { params?: never; body: NonNullable<operations['getAttendanceConfigTimes']['requestBody']>['content']['application/json'] };
  listAttendanceDepartmentOptions: { params?: never; body: NonNullable<operations['listAttendanceDepartmentOptions']['requestBody']>['content']['application/json'] };
  listKeyPositionPerformanceBySubcontractor: { params?: never; body: NonNullable<operations['listKeyPositionPerformanceBySubcontractor']['requestBody']>['content']['application/json'] };
  getAttendancePersonnelInfo: { params?: never; body: NonNullable<operations['getAttendancePersonnelInfo']['requestBody']>['content']['application/json'] };
  getLaborAttendanceHeadCollect: { params?: operations['getLaborAttendanceHeadCollect']['parameters']; body?: never };
  listLaborAttendanceByDate: { params?: operations['listLaborAttendanceByDate']['parameters']; body?: never };
  listLaborAttendanceByOrg: { params?: operations['listLaborAttendanceByOrg']['parameters']; body?: never };
  listOrgOtherStaffAttendance: { params?: operations['listOrgOtherStaffAttendance']['parameters']; body?: never };
  listOrgSupervisorAttendance: { params?: operations['listOrgSupervisorAttendance']['parameters']; body?: never };
  listPersonTrace: { params: operations['listPersonTrace']['parameters']; body?: never };
  getPersonProjectCheckDetail: { params: operations['getPersonProjectCheckDetail']['parameters']; body?: never };
  listPersonProjectDailyAttendance: { params: operations['listPersonProjectDailyAttendance']['parameters']; body?: never };
  listProjectPersonAttendance: { params?: operations['listProjectPersonAttendance']['parameters']; body?: never };
  listProjectPositionAttendance: { params?: operations['listProjectPositionAttendance']['parameters']; body?: never };
  listProjectManagerAttendanceByPerson: { params?: operations['listProjectManagerAttendanceByPerson']['parameters']; body?: never };
  listProjectManagerAttendanceByProject: { params?: operations['listProjectManagerAttendanceByProject']['parameters']; body?: never };
  listProjectManagerAttendanceByDate: { params?: operations['listProjectManagerAttendanceByDate']['parameters']; body?: never };
  listSubcontractorAttendanceByEnterprise: { params?: operations['listSubcontractorAttendanceByEnterprise']['parameters']; body?: never };
  listSubcontractorStaffAttendanceByPerson: { params?: operations['listSubcontractorStaffAttendanceByPerson']['parameters']; body?: never };
  listSubcontractorStaffAttendanceByDate: { params?: operations['listSubcontractorStaffAttendanceByDate']['parameters']; body?: never };
  listLaborWorkerAttendanceByArea: { params?: operations['listLaborWorkerAttendanceByArea']['parameters']; body?: never };
  listLaborWorkerAttendanceByProject: { params?: operations['listLaborWorkerAttendanceByProject']['parameters']; body?: never };
  listLaborWorkerAttendanceByWorker: { params?: operations['listLaborWorkerAttendanceByWorker']['parameters']; body?: never };
  listLaborWorkerAttendanceByDate: { params?: operations['listLaborWorkerAttendanceByDate']['parameters']; body?: never };
  listProjectAvgWorkHours: { params?: operations['listProjectAvgWorkHours']['parameters']; body?: never };
  listAttendanceCompanyOptions: { params?: operations['listAttendanceCompanyOptions']['parameters']; body?: never };
  listAttendanceBranchOptions: { params?: operations['listAttendanceBranchOptions']['parameters']; body?: never };
  listAttendanceTeamOptions: { params?: operations['listAttendanceTeamOptions']['parameters']; body?: never };
  listCompanyWorkerAttendance: { params?: operations['listCompanyWorkerAttendance']['parameters']; body?: never };
  exportCompanyWorkerAttendance: { params?: operations['exportCompanyWorkerAttendance']['parameters']; body?: never };
  listProjectAverageAttendanceStats: { params?: operations['listProjectAverageAttendanceStats']['parameters']; body?: never };
  exportProjectAverageAttendanceStats: { params?: operations['exportProjectAverageAttendanceStats']['parameters']; body?: never };
  listProjectAttendanceByCompany: { params?: operations['listProjectAttendanceByCompany']['parameters']; body?: never };
  listProjectAttendanceByTeam: { params?: operations['listProjectAttendanceByTeam']['parameters']; body?: never };
  listProjectAttendanceByWorker: { params?: operations['listProjectAttendanceByWorker']['parameters']; body?: never };
  exportProjectAttendanceDetail: { params?: operations['exportProjectAttendanceDetail']['parameters']; body?: never };
  listProjectWorkerMonthlyAttendance: { params?: operations['listProjectWorkerMonthlyAttendance']['parameters']; body?: never };
  exportProjectWorkerMonthlyAttendance: { params?: operations['exportProjectWorkerMonthlyAttendance']['parameters']; body?: never };
  listBranchAttendance: { params?: operations['listBranchAttendance']['parameters']; body?: never };
  listBranchAverageAttendanceStats: { params?: operations['listBranchAverageAttendanceStats']['parameters']; body?: never };
  exportBranchAverageAttendanceStats: { params?: operations['exportBranchAverageAttendanceStats']['parameters']; body?: never };
  getTodayWorkerAttendance: { params?: operations['getTodayWorkerAttendance']['parameters']; body?: never };
  listTop10ProjectAttendanceRate: { params?: operations['listTop10ProjectAttendanceRate']['parameters']; body?: never };
  listTopAttendanceBySubcontractor: { params?: operations['listTopAttendanceBySubcontractor']['parameters']; body?: never };
  listWeekWorkerAttendance: { params?: operations['listWeekWorkerAttendance']['parameters']; body?: never };
  getWorkerDayCheckDetail: { params: operations['getWorkerDayCheckDetail']['parameters']; body?: never };
}

/** 键 `['listLaborDonorOptions', 参数]`：劳务输出单位下拉（GET /adm-labor/labormenu/donor/list） */
export const listLaborDonorOptionsKey: KeyFnOpt<'listLaborDonorOptions', AttendanceQueryParams['listLaborDonorOptions']> = /* @__PURE__ */ keyer('listLaborDonorOptions');
/** 查询选项（useQuery、fetchQuery）：劳务输出单位下拉（GET /adm-labor/labormenu/donor/list） */
export const listLaborDonorOptionsQueryOptions: QueryFnOpt<'listLaborDonorOptions', AttendanceQueryParams['listLaborDonorOptions'], OpResult<operations['listLaborDonorOptions']>> = /* @__PURE__ */ reader('listLaborDonorOptions', 'GET /adm-labor/labormenu/donor/list');

/** 键 `['listLaborTeamOptions', 参数]`：劳务班组下拉（GET /adm-labor/labormenu/team/list） */
export const listLaborTeamOptionsKey: KeyFnOpt<'listLaborTeamOptions', AttendanceQueryParams['listLaborTeamOptions']> = /* @__PURE__ */ keyer('listLaborTeamOptions');
/** 查询选项（useQuery、fetchQuery）：劳务班组下拉（GET /adm-labor/labormenu/team/list） */
export const listLaborTeamOptionsQueryOptions: QueryFnOpt<'listLaborTeamOptions', AttendanceQueryParams['listLaborTeamOptions'], OpResult<operations['listLaborTeamOptions']>> = /* @__PURE__ */ reader('listLaborTeamOptions', 'GET /adm-labor/labormenu/team/list');

/** 键 `['getAttendanceAbnormalStats', 参数]`：管理人员考勤异常统计（POST /duty/appendance/abnormal） */
export const getAttendanceAbnormalStatsKey: KeyFn<'getAttendanceAbnormalStats', AttendanceQueryParams['getAttendanceAbnormalStats']> = /* @__PURE__ */ keyer('getAttendanceAbnormalStats');
/** 查询选项（useQuery、fetchQuery）：管理人员考勤异常统计（POST /duty/appendance/abnormal） */
export const getAttendanceAbnormalStatsQueryOptions: QueryFn<'getAttendanceAbnormalStats', AttendanceQueryParams['getAttendanceAbnormalStats'], OpResult<operations['getAttendanceAbnormalStats']>> = /* @__PURE__ */ reader('getAttendanceAbnormalStats', 'POST /duty/appendance/abnormal P');
/** 无限查询选项（useInfiniteQuery，逐页读到 total 为止）：管理人员考勤异常统计（POST /duty/appendance/abnormal） */
export const getAttendanceAbnormalStatsInfiniteQueryOptions: InfiniteFn<'getAttendanceAbnormalStats', AttendanceQueryParams['getAttendanceAbnormalStats'], OpResult<operations['getAttendanceAbnormalStats']>> = /* @__PURE__ */ pager('getAttendanceAbnormalStats', 'POST /duty/appendance/abnormal P');

/** 键 `['exportAttendanceAbnormalStats', 参数]`：导出管理人员考勤异常统计（POST /duty/appendance/abnormalExport） */
export const exportAttendanceAbnormalStatsKey: KeyFn<'exportAttendanceAbnormalStats', AttendanceQueryParams['exportAttendanceAbnormalStats']> = /* @__PURE__ */ keyer('exportAttendanceAbnormalStats');
/** 变更选项（useMutation，`mutate(参数)`）：导出管理人员考勤异常统计（POST /duty/appendance/abnormalExport） */
export const exportAttendanceAbnormalStatsMutationOptions: MutationFn<'exportAttendanceAbnormalStats', AttendanceQueryParams['exportAttendanceAbnormalStats'], OpResult<operations['exportAttendanceAbnormalStats']>> = /* @__PURE__ */ writer('exportAttendanceAbnormalStats', 'POST /duty/appendance/abnormalExport b');

/** 键 `['pageAttendanceAbnormalRecords', 参数]`：管理人员考勤异常明细分页（POST /duty/appendance/abnormalPage） */
export const pageAttendanceAbnormalRecordsKey: KeyFn<'pageAttendanceAbnormalRecords', AttendanceQueryParams['pageAttendanceAbnormalRecords']> = /* @__PURE__ */ keyer('pageAttendanceAbnormalRecords');
/** 查询选项（useQuery、fetchQuery）：管理人员考勤异常明细分页（POST /duty/appendance/abnormalPage） */
export const pageAttendanceAbnormalRecordsQueryOptions: QueryFn<'pageAttendanceAbnormalRecords', AttendanceQueryParams['pageAttendanceAbnormalRecords'], OpResult<operations['pageAttendanceAbnormalRecords']>> = /* @__PURE__ */ reader('pageAttendanceAbnormalRecords', 'POST /duty/appendance/abnormalPage P');
/** 无限查询选项（useInfiniteQuery，逐页读到 total 为止）：管理人员考勤异常明细分页（POST /duty/appendance/abnormalPage） */
export const pageAttendanceAbnormalRecordsInfiniteQueryOptions: InfiniteFn<'pageAttendanceAbnormalRecords', AttendanceQueryParams['pageAttendanceAbnormalRecords'], OpResult<operations['pageAttendanceAbnormalRecords']>> = /* @__PURE__ */ pager('pageAttendanceAbnormalRecords', 'POST /duty/appendance/abnormalPage P');

/** 键 `['exportAttendanceAbnormalRecords', 参数]`：导出管理人员考勤异常明细（POST /duty/appendance/abnormalPageExport） */
export const exportAttendanceAbnormalRecordsKey: KeyFn<'exportAttendanceAbnormalRecords', AttendanceQueryParams['exportAttendanceAbnormalRecords']> = /* @__PURE__ */ keyer('exportAttendanceAbnormalRecords');
/** 变更选项（useMutation，`mutate(参数)`）：导出管理人员考勤异常明细（POST /duty/appendance/abnormalPageExport） */
export const exportAttendanceAbnormalRecordsMutationOptions: MutationFn<'exportAttendanceAbnormalRecords', AttendanceQueryParams['exportAttendanceAbnormalRecords'], OpResult<operations['exportAttendanceAbnormalRecords']>> = /* @__PURE__ */ writer('exportAttendanceAbnormalRecords', 'POST /duty/appendance/abnormalPageExport b');

/** 键 `['getAttendanceBarChart', 参数]`：管理人员每日出勤柱状图（POST /duty/appendance/bar_chart） */
export const getAttendanceBarChartKey: KeyFn<'getAttendanceBarChart', AttendanceQueryParams['getAttendanceBarChart']> = /* @__PURE__ */ keyer('getAttendanceBarChart');
/** 查询选项（useQuery、fetchQuery）：管理人员每日出勤柱状图（POST /duty/appendance/bar_chart） */
export const getAttendanceBarChartQueryOptions: QueryFn<'getAttendanceBarChart', AttendanceQueryParams['getAttendanceBarChart'], OpResult<operations['getAttendanceBarChart']>> = /* @__PURE__ */ reader('getAttendanceBarChart', 'POST /duty/appendance/bar_chart P');
/** 无限查询选项（useInfiniteQuery，逐页读到 total 为止）：管理人员每日出勤柱状图（POST /duty/appendance/bar_chart） */
export const getAttendanceBarChartInfiniteQueryOptions: InfiniteFn<'getAttendanceBarChart', AttendanceQueryParams['getAttendanceBarChart'], OpResult<operations['getAttendanceBarChart']>> = /* @__PURE__ */ pager('getAttendanceBarChart', 'POST /duty/appendance/bar_chart P');

/** 键 `['exportAttendanceBarChart', 参数]`：导出管理人员每日出勤（POST /duty/appendance/bar_chartExport） */
export const exportAttendanceBarChartKey: KeyFn<'exportAttendanceBarChart', AttendanceQueryParams['exportAttendanceBarChart']> = /* @__PURE__ */ keyer('exportAttendanceBarChart');
/** 变更选项（useMutation，`mutate(参数)`）：导出管理人员每日出勤（POST /duty/appendance/bar_chartExport） */
export const exportAttendanceBarChartMutationOptions: MutationFn<'exportAttendanceBarChart', AttendanceQueryParams['exportAttendanceBarChart'], OpResult<operations['exportAttendanceBarChart']>> = /* @__PURE__ */ writer('exportAttendanceBarChart', 'POST /duty/appendance/bar_chartExport b');

/** 键 `['getAttendancePanel', 参数]`：管理人员考勤面板（POST /duty/appendance/panel） */
export const getAttendancePanelKey: KeyFn<'getAttendancePanel', AttendanceQueryParams['getAttendancePanel']> = /* @__PURE__ */ keyer('getAttendancePanel');
/** 查询选项（useQuery、fetchQuery）：管理人员考勤面板（POST /duty/appendance/panel） */
export const getAttendancePanelQueryOptions: QueryFn<'getAttendancePanel', AttendanceQueryParams['getAttendancePanel'], OpResult<operations['getAttendancePanel']>> = /* @__PURE__ */ reader('getAttendancePanel', 'POST /duty/appendance/panel P');
/** 无限查询选项（useInfiniteQuery，逐页读到 total 为止）：管理人员考勤面板（POST /duty/appendance/panel） */
export const getAttendancePanelInfiniteQueryOptions: InfiniteFn<'getAttendancePanel', AttendanceQueryParams['getAttendancePanel'], OpResult<operations['getAttendancePanel']>> = /* @__PURE__ */ pager('getAttendancePanel', 'POST /duty/appendance/panel P');

/** 键 `['exportAttendancePanel', 参数]`：导出管理人员考勤面板（POST /duty/appendance/panelExport） */
export const exportAttendancePanelKey: KeyFn<'exportAttendancePanel', AttendanceQueryParams['exportAttendancePanel']> = /* @__PURE__ */ keyer('exportAttendancePanel');
/** 变更选项（useMutation，`mutate(参数)`）：导出管理人员考勤面板（POST /duty/appendance/panelExport） */
export const exportAttendancePanelMutationOptions: MutationFn<'exportAttendancePanel', AttendanceQueryParams['exportAttendancePanel'], OpResult<operations['exportAttendancePanel']>> = /* @__PURE__ */ writer('exportAttendancePanel', 'POST /duty/appendance/panelExport b');

/** 键 `['searchAttendanceDetail', 参数]`：管理人员考勤明细（按日）（POST /duty/appendance/search_detail） */
export const searchAttendanceDetailKey: KeyFn<'searchAttendanceDetail', AttendanceQueryParams['searchAttendanceDetail']> = /* @__PURE__ */ keyer('searchAttendanceDetail');
/** 查询选项（useQuery、fetchQuery）：管理人员考勤明细（按日）（POST /duty/appendance/search_detail） */
export const searchAttendanceDetailQueryOptions: QueryFn<'searchAttendanceDetail', AttendanceQueryParams['searchAttendanceDetail'], OpResult<operations['searchAttendanceDetail']>> = /* @__PURE__ */ reader('searchAttendanceDetail', 'POST /duty/appendance/search_detail P');
/** 无限查询选项（useInfiniteQuery，逐页读到 total 为止）：管理人员考勤明细（按日）（POST /duty/appendance/search_detail） */
export const searchAttendanceDetailInfiniteQueryOptions: InfiniteFn<'searchAttendanceDetail', AttendanceQueryParams['searchAttendanceDetail'], OpResult<operations['searchAttendanceDetail']>> = /* @__PURE__ */ pager('searchAttendanceDetail', 'POST /duty/appendance/search_detail P');

/** 键 `['exportAttendanceSearchDetail', 参数]`：导出管理人员考勤明细（按日）（POST /duty/appendance/search_detailExport） */
export const exportAttendanceSearchDetailKey: KeyFn<'exportAttendanceSearchDetail', AttendanceQueryParams['exportAttendanceSearchDetail']> = /* @__PURE__ */ keyer('exportAttendanceSearchDetail');
/** 变更选项（useMutation，`mutate(参数)`）：导出管理人员考勤明细（按日）（POST /duty/appendance/search_detailExport） */
export const exportAttendanceSearchDetailMutationOptions: MutationFn<'exportAttendanceSearchDetail', AttendanceQueryParams['exportAttendanceSearchDetail'], OpResult<operations['exportAttendanceSearchDetail']>> = /* @__PURE__ */ writer('exportAttendanceSearchDetail', 'POST /duty/appendance/search_detailExport b');

/** 键 `['searchAttendanceList', 参数]`：管理人员考勤查询（按人汇总）（POST /duty/appendance/search_list） */
export const searchAttendanceListKey: KeyFn<'searchAttendanceList', AttendanceQueryParams['searchAttendanceList']> = /* @__PURE__ */ keyer('searchAttendanceList');
/** 查询选项（useQuery、fetchQuery）：管理人员考勤查询（按人汇总）（POST /duty/appendance/search_list） */
export const searchAttendanceListQueryOptions: QueryFn<'searchAttendanceList', AttendanceQueryParams['searchAttendanceList'], OpResult<operations['searchAttendanceList']>> = /* @__PURE__ */ reader('searchAttendanceList', 'POST /duty/appendance/search_list P');
/** 无限查询选项（useInfiniteQuery，逐页读到 total 为止）：管理人员考勤查询（按人汇总）（POST /duty/appendance/search_list） */
export const searchAttendanceListInfiniteQueryOptions: InfiniteFn<'searchAttendanceList', AttendanceQueryParams['searchAttendanceList'], OpResult<operations['searchAttendanceList']>> = /* @__PURE__ */ pager('searchAttendanceList', 'POST /duty/appendance/search_list P');

/** 键 `['exportAttendanceSearchList', 参数]`：导出管理人员考勤查询（按人汇总）（POST /duty/appendance/search_listExport） */
export const exportAttendanceSearchListKey: KeyFn<'exportAttendanceSearchList', AttendanceQueryParams['exportAttendanceSearchList']> = /* @__PURE__ */ keyer('exportAttendanceSearchList');
/** 变更选项（useMutation，`mutate(参数)`）：导出管理人员考勤查询（按人汇总）（POST /duty/appendance/search_listExport） */
export const exportAttendanceSearchListMutationOptions: MutationFn<'exportAttendanceSearchList', AttendanceQueryParams['exportAttendanceSearchList'], OpResult<operations['exportAttendanceSearchList']>> = /* @__PURE__ */ writer('exportAttendanceSearchList', 'POST /duty/appendance/search_listExport b');

/** 键 `['getHatAndGateAttendanceCount', 参数]`：安全帽与闸机考勤人数对比（POST /duty/attendance/hatAndGateCount） */
export const getHatAndGateAttendanceCountKey: KeyFn<'getHatAndGateAttendanceCount', AttendanceQueryParams['getHatAndGateAttendanceCount']> = /* @__PURE__ */ keyer('getHatAndGateAttendanceCount');
/** 查询选项（useQuery、fetchQuery）：安全帽与闸机考勤人数对比（POST /duty/attendance/hatAndGateCount） */
export const getHatAndGateAttendanceCountQueryOptions: QueryFn<'getHatAndGateAttendanceCount', AttendanceQueryParams['getHatAndGateAttendanceCount'], OpResult<operations['getHatAndGateAttendanceCount']>> = /* @__PURE__ */ reader('getHatAndGateAttendanceCount', 'POST /duty/attendance/hatAndGateCount P');
/** 无限查询选项（useInfiniteQuery，逐页读到 total 为止）：安全帽与闸机考勤人数对比（POST /duty/attendance/hatAndGateCount） */
export const getHatAndGateAttendanceCountInfiniteQueryOptions: InfiniteFn<'getHatAndGateAttendanceCount', AttendanceQueryParams['getHatAndGateAttendanceCount'], OpResult<operations['getHatAndGateAttendanceCount']>> = /* @__PURE__ */ pager('getHatAndGateAttendanceCount', 'POST /duty/attendance/hatAndGateCount P');

/** 键 `['listHatAndGateAttendanceWorkers', 参数]`：安全帽与闸机考勤工人明细（POST /duty/attendance/workerList） */
export const listHatAndGateAttendanceWorkersKey: KeyFn<'listHatAndGateAttendanceWorkers', AttendanceQueryParams['listHatAndGateAttendanceWorkers']> = /* @__PURE__ */ keyer('listHatAndGateAttendanceWorkers');
/** 查询选项（useQuery、fetchQuery）：安全帽与闸机考勤工人明细（POST /duty/attendance/workerList） */
export const listHatAndGateAttendanceWorkersQueryOptions: QueryFn<'listHatAndGateAttendanceWorkers', AttendanceQueryParams['listHatAndGateAttendanceWorkers'], OpResult<operations['listHatAndGateAttendanceWorkers']>> = /* @__PURE__ */ reader('listHatAndGateAttendanceWorkers', 'POST /duty/attendance/workerList P');
/** 无限查询选项（useInfiniteQuery，逐页读到 total 为止）：安全帽与闸机考勤工人明细（POST /duty/attendance/workerList） */
export const listHatAndGateAttendanceWorkersInfiniteQueryOptions: InfiniteFn<'listHatAndGateAttendanceWorkers', AttendanceQueryParams['listHatAndGateAttendanceWorkers'], OpResult<operations['listHatAndGateAttendanceWorkers']>> = /* @__PURE__ */ pager('listHatAndGateAttendanceWorkers', 'POST /duty/attendance/workerList P');

/** 键 `['listManagerAttendanceByPerson', 参数]`：管理人员考勤（按人员）（POST /duty/attendanceManagementPersonnelByPerson） */
export const listManagerAttendanceByPersonKey: KeyFn<'listManagerAttendanceByPerson', AttendanceQueryParams['listManagerAttendanceByPerson']> = /* @__PURE__ */ keyer('listManagerAttendanceByPerson');
/** 查询选项（useQuery、fetchQuery）：管理人员考勤（按人员）（POST /duty/attendanceManagementPersonnelByPerson） */
export const listManagerAttendanceByPersonQueryOptions: QueryFn<'listManagerAttendanceByPerson', AttendanceQueryParams['listManagerAttendanceByPerson'], OpResult<operations['listManagerAttendanceByPerson']>> = /* @__PURE__ */ reader('listManagerAttendanceByPerson', 'POST /duty/attendanceManagementPersonnelByPerson P');
/** 无限查询选项（useInfiniteQuery，逐页读到 total 为止）：管理人员考勤（按人员）（POST /duty/attendanceManagementPersonnelByPerson） */
export const listManagerAttendanceByPersonInfiniteQueryOptions: InfiniteFn<'listManagerAttendanceByPerson', AttendanceQueryParams['listManagerAttendanceByPerson'], OpResult<operations['listManagerAttendanceByPerson']>> = /* @__PURE__ */ pager('listManagerAttendanceByPerson', 'POST /duty/attendanceManagementPersonnelByPerson P');

/** 键 `['listManagerAttendanceBySubcontractor', 参数]`：管理人员考勤（按参建单位）（POST /duty/attendanceManagementPersonnelBySubcontracting） */
export const listManagerAttendanceBySubcontractorKey: KeyFn<'listManagerAttendanceBySubcontractor', AttendanceQueryParams['listManagerAttendanceBySubcontractor']> = /* @__PURE__ */ keyer('listManagerAttendanceBySubcontractor');
/** 查询选项（useQuery、fetchQuery）：管理人员考勤（按参建单位）（POST /duty/attendanceManagementPersonnelBySubcontracting） */
export const listManagerAttendanceBySubcontractorQueryOptions: QueryFn<'listManagerAttendanceBySubcontractor', AttendanceQueryParams['listManagerAttendanceBySubcontractor'], OpResult<operations['listManagerAttendanceBySubcontractor']>> = /* @__PURE__ */ reader('listManagerAttendanceBySubcontractor', 'POST /duty/attendanceManagementPersonnelBySubcontracting P');
/** 无限查询选项（useInfiniteQuery，逐页读到 total 为止）：管理人员考勤（按参建单位）（POST /duty/attendanceManagementPersonnelBySubcontracting） */
export const listManagerAttendanceBySubcontractorInfiniteQueryOptions: InfiniteFn<'listManagerAttendanceBySubcontractor', AttendanceQueryParams['listManagerAttendanceBySubcontractor'], OpResult<operations['listManagerAttendanceBySubcontractor']>> = /* @__PURE__ */ pager('listManagerAttendanceBySubcontractor', 'POST /duty/attendanceManagementPersonnelBySubcontracting P');

/** 键 `['saveAttendanceConfig', 参数]`：新增或编辑考勤规则（POST /duty/config/add） */
export const saveAttendanceConfigKey: KeyFn<'saveAttendanceConfig', AttendanceQueryParams['saveAttendanceConfig']> = /* @__PURE__ */ keyer('saveAttendanceConfig');
/** 变更选项（useMutation，`mutate(参数)`）：新增或编辑考勤规则（POST /duty/config/add） */
export const saveAttendanceConfigMutationOptions: MutationFn<'saveAttendanceConfig', AttendanceQueryParams['saveAttendanceConfig'], OpResult<operations['saveAttendanceConfig']>> = /* @__PURE__ */ writer('saveAttendanceConfig', 'POST /duty/config/add');

/** 键 `['listAttendanceConfigs', 参数]`：考勤规则配置分页（POST /duty/config/list） */
export const listAttendanceConfigsKey: KeyFn<'listAttendanceConfigs', AttendanceQueryParams['listAttendanceConfigs']> = /* @__PURE__ */ keyer('listAttendanceConfigs');
/** 查询选项（useQuery、fetchQuery）：考勤规则配置分页（POST /duty/config/list） */
export const listAttendanceConfigsQueryOptions: QueryFn<'listAttendanceConfigs', AttendanceQueryParams['listAttendanceConfigs'], OpResult<operations['listAttendanceConfigs']>> = /* @__PURE__ */ reader('listAttendanceConfigs', 'POST /duty/config/list P');
/** 无限查询选项（useInfiniteQuery，逐页读到 total 为止）：考勤规则配置分页（POST /duty/config/list） */
export const listAttendanceConfigsInfiniteQueryOptions: InfiniteFn<'listAttendanceConfigs', AttendanceQueryParams['listAttendanceConfigs'], OpResult<operations['listAttendanceConfigs']>> = /* @__PURE__ */ pager('listAttendanceConfigs', 'POST /duty/config/list P');

/** 键 `['getAttendanceConfigTimes', 参数]`：获取项目考勤打卡时段（POST /duty/configTimes/get） */
export const getAttendanceConfigTimesKey: KeyFn<'getAttendanceConfigTimes', AttendanceQueryParams['getAttendanceConfigTimes']> = /* @__PURE__ */ keyer('getAttendanceConfigTimes');
/** 查询选项（useQuery、fetchQuery）：获取项目考勤打卡时段（POST /duty/configTimes/get） */
export const getAttendanceConfigTimesQueryOptions: QueryFn<'getAttendanceConfigTimes', AttendanceQueryParams['getAttendanceConfigTimes'], OpResult<operations['getAttendanceConfigTimes']>> = /* @__PURE__ */ reader('getAttendanceConfigTimes', 'POST /duty/configTimes/get P');
/** 无限查询选项（useInfiniteQuery，逐页读到 total 为止）：获取项目考勤打卡时段（POST /duty/configTimes/get） */
export const getAttendanceConfigTimesInfiniteQueryOptions: InfiniteFn<'getAttendanceConfigTimes', AttendanceQueryParams['getAttendanceConfigTimes'], OpResult<operations['getAttendanceConfigTimes']>> = /* @__PURE__ */ pager('getAttendanceConfigTimes', 'POST /duty/configTimes/get P');

/** 键 `['listAttendanceDepartmentOptions', 参数]`：项目部门下拉（POST /duty/departmentDropdown） */
export const listAttendanceDepartmentOptionsKey: KeyFn<'listAttendanceDepartmentOptions', AttendanceQueryParams['listAttendanceDepartmentOptions']> = /* @__PURE__ */ keyer('listAttendanceDepartmentOptions');
/** 查询选项（useQuery、fetchQuery）：项目部门下拉（POST /duty/departmentDropdown） */
export const listAttendanceDepartmentOptionsQueryOptions: QueryFn<'listAttendanceDepartmentOptions', AttendanceQueryParams['listAttendanceDepartmentOptions'], OpResult<operations['listAttendanceDepartmentOptions']>> = /* @__PURE__ */ reader('listAttendanceDepartmentOptions', 'POST /duty/departmentDropdown P');
/** 无限查询选项（useInfiniteQuery，逐页读到 total 为止）：项目部门下拉（POST /duty/departmentDropdown） */
export const listAttendanceDepartmentOptionsInfiniteQueryOptions: InfiniteFn<'listAttendanceDepartmentOptions', AttendanceQueryParams['listAttendanceDepartmentOptions'], OpResult<operations['listAttendanceDepartmentOptions']>> = /* @__PURE__ */ pager('listAttendanceDepartmentOptions', 'POST /duty/departmentDropdown P');

/** 键 `['listKeyPositionPerformanceBySubcontractor', 参数]`：分包单位关键岗位履职（POST /duty/performanceKeyPositionsSubcontractor） */
export const listKeyPositionPerformanceBySubcontractorKey: KeyFn<'listKeyPositionPerformanceBySubcontractor', AttendanceQueryParams['listKeyPositionPerformanceBySubcontractor']> = /* @__PURE__ */ keyer('listKeyPositionPerformanceBySubcontractor');
/** 查询选项（useQuery、fetchQuery）：分包单位关键岗位履职（POST /duty/performanceKeyPositionsSubcontractor） */
export const listKeyPositionPerformanceBySubcontractorQueryOptions: QueryFn<'listKeyPositionPerformanceBySubcontractor', AttendanceQueryParams['listKeyPositionPerformanceBySubcontractor'], OpResult<operations['listKeyPositionPerformanceBySubcontractor']>> = /* @__PURE__ */ reader('listKeyPositionPerformanceBySubcontractor', 'POST /duty/performanceKeyPositionsSubcontractor P');
/** 无限查询选项（useInfiniteQuery，逐页读到 total 为止）：分包单位关键岗位履职（POST /duty/performanceKeyPositionsSubcontractor） */
export const listKeyPositionPerformanceBySubcontractorInfiniteQueryOptions: InfiniteFn<'listKeyPositionPerformanceBySubcontractor', AttendanceQueryParams['listKeyPositionPerformanceBySubcontractor'], OpResult<operations['listKeyPositionPerformanceBySubcontractor']>> = /* @__PURE__ */ pager('listKeyPositionPerformanceBySubcontractor', 'POST /duty/performanceKeyPositionsSubcontractor P');

/** 键 `['getAttendancePersonnelInfo', 参数]`：管理人员考勤档案（POST /duty/personnelInfo） */
export const getAttendancePersonnelInfoKey: KeyFn<'getAttendancePersonnelInfo', AttendanceQueryParams['getAttendancePersonnelInfo']> = /* @__PURE__ */ keyer('getAttendancePersonnelInfo');
/** 查询选项（useQuery、fetchQuery）：管理人员考勤档案（POST /duty/personnelInfo） */
export const getAttendancePersonnelInfoQueryOptions: QueryFn<'getAttendancePersonnelInfo', AttendanceQueryParams['getAttendancePersonnelInfo'], OpResult<operations['getAttendancePersonnelInfo']>> = /* @__PURE__ */ reader('getAttendancePersonnelInfo', 'POST /duty/personnelInfo P');
/** 无限查询选项（useInfiniteQuery，逐页读到 total 为止）：管理人员考勤档案（POST /duty/personnelInfo） */
export const getAttendancePersonnelInfoInfiniteQueryOptions: InfiniteFn<'getAttendancePersonnelInfo', AttendanceQueryParams['getAttendancePersonnelInfo'], OpResult<operations['getAttendancePersonnelInfo']>> = /* @__PURE__ */ pager('getAttendancePersonnelInfo', 'POST /duty/personnelInfo P');

/** 键 `['getLaborAttendanceHeadCollect', 参数]`：劳务考勤头部汇总（GET /pc/labor/att/head/collect） */
export const getLaborAttendanceHeadCollectKey: KeyFnOpt<'getLaborAttendanceHeadCollect', AttendanceQueryParams['getLaborAttendanceHeadCollect']> = /* @__PURE__ */ keyer('getLaborAttendanceHeadCollect');
/** 查询选项（useQuery、fetchQuery）：劳务考勤头部汇总（GET /pc/labor/att/head/collect） */
export const getLaborAttendanceHeadCollectQueryOptions: QueryFnOpt<'getLaborAttendanceHeadCollect', AttendanceQueryParams['getLaborAttendanceHeadCollect'], OpResult<operations['getLaborAttendanceHeadCollect']>> = /* @__PURE__ */ reader('getLaborAttendanceHeadCollect', 'GET /pc/labor/att/head/collect');

/** 键 `['listLaborAttendanceByDate', 参数]`：全员逐日出勤（日期区间）（GET /pc/labor/date/attInfo/dateRange） */
export const listLaborAttendanceByDateKey: KeyFnOpt<'listLaborAttendanceByDate', AttendanceQueryParams['listLaborAttendanceByDate']> = /* @__PURE__ */ keyer('listLaborAttendanceByDate');
/** 查询选项（useQuery、fetchQuery）：全员逐日出勤（日期区间）（GET /pc/labor/date/attInfo/dateRange） */
export const listLaborAttendanceByDateQueryOptions: QueryFnOpt<'listLaborAttendanceByDate', AttendanceQueryParams['listLaborAttendanceByDate'], OpResult<operations['listLaborAttendanceByDate']>> = /* @__PURE__ */ reader('listLaborAttendanceByDate', 'GET /pc/labor/date/attInfo/dateRange');

/** 键 `['listLaborAttendanceByOrg', 参数]`：下级组织出勤对比（日期区间）（GET /pc/labor/org/attInfo/dateRange） */
export const listLaborAttendanceByOrgKey: KeyFnOpt<'listLaborAttendanceByOrg', AttendanceQueryParams['listLaborAttendanceByOrg']> = /* @__PURE__ */ keyer('listLaborAttendanceByOrg');
/** 查询选项（useQuery、fetchQuery）：下级组织出勤对比（日期区间）（GET /pc/labor/org/attInfo/dateRange） */
export const listLaborAttendanceByOrgQueryOptions: QueryFnOpt<'listLaborAttendanceByOrg', AttendanceQueryParams['listLaborAttendanceByOrg'], OpResult<operations['listLaborAttendanceByOrg']>> = /* @__PURE__ */ reader('listLaborAttendanceByOrg', 'GET /pc/labor/org/attInfo/dateRange');

/** 键 `['listOrgOtherStaffAttendance', 参数]`：组织其他人员考勤列表（GET /pc/labor/orgOtherMan/att/list） */
export const listOrgOtherStaffAttendanceKey: KeyFnOpt<'listOrgOtherStaffAttendance', AttendanceQueryParams['listOrgOtherStaffAttendance']> = /* @__PURE__ */ keyer('listOrgOtherStaffAttendance');
/** 查询选项（useQuery、fetchQuery）：组织其他人员考勤列表（GET /pc/labor/orgOtherMan/att/list） */
export const listOrgOtherStaffAttendanceQueryOptions: QueryFnOpt<'listOrgOtherStaffAttendance', AttendanceQueryParams['listOrgOtherStaffAttendance'], OpResult<operations['listOrgOtherStaffAttendance']>> = /* @__PURE__ */ reader('listOrgOtherStaffAttendance', 'GET /pc/labor/orgOtherMan/att/list p');
/** 无限查询选项（useInfiniteQuery，逐页读到 total 为止）：组织其他人员考勤列表（GET /pc/labor/orgOtherMan/att/list） */
export const listOrgOtherStaffAttendanceInfiniteQueryOptions: InfiniteFnOpt<'listOrgOtherStaffAttendance', AttendanceQueryParams['listOrgOtherStaffAttendance'], OpResult<operations['listOrgOtherStaffAttendance']>> = /* @__PURE__ */ pager('listOrgOtherStaffAttendance', 'GET /pc/labor/orgOtherMan/att/list p');

/** 键 `['listOrgSupervisorAttendance', 参数]`：组织督导人员考勤列表（GET /pc/labor/orgSupMan/att/list） */
export const listOrgSupervisorAttendanceKey: KeyFnOpt<'listOrgSupervisorAttendance', AttendanceQueryParams['listOrgSupervisorAttendance']> = /* @__PURE__ */ keyer('listOrgSupervisorAttendance');
/** 查询选项（useQuery、fetchQuery）：组织督导人员考勤列表（GET /pc/labor/orgSupMan/att/list） */
export const listOrgSupervisorAttendanceQueryOptions: QueryFnOpt<'listOrgSupervisorAttendance', AttendanceQueryParams['listOrgSupervisorAttendance'], OpResult<operations['listOrgSupervisorAttendance']>> = /* @__PURE__ */ reader('listOrgSupervisorAttendance', 'GET /pc/labor/orgSupMan/att/list p');
/** 无限查询选项（useInfiniteQuery，逐页读到 total 为止）：组织督导人员考勤列表（GET /pc/labor/orgSupMan/att/list） */
export const listOrgSupervisorAttendanceInfiniteQueryOptions: InfiniteFnOpt<'listOrgSupervisorAttendance', AttendanceQueryParams['listOrgSupervisorAttendance'], OpResult<operations['listOrgSupervisorAttendance']>> = /* @__PURE__ */ pager('listOrgSupervisorAttendance', 'GET /pc/labor/orgSupMan/att/list p');

/** 键 `['listPersonTrace', 参数]`：人员轨迹（日期区间）（GET /pc/labor/person/daterange/trace） */
export const listPersonTraceKey: KeyFn<'listPersonTrace', AttendanceQueryParams['listPersonTrace']> = /* @__PURE__ */ keyer('listPersonTrace');
/** 查询选项（useQuery、fetchQuery）：人员轨迹（日期区间）（GET /pc/labor/person/daterange/trace） */
export const listPersonTraceQueryOptions: QueryFn<'listPersonTrace', AttendanceQueryParams['listPersonTrace'], OpResult<operations['listPersonTrace']>> = /* @__PURE__ */ reader('listPersonTrace', 'GET /pc/labor/person/daterange/trace');

/** 键 `['getPersonProjectCheckDetail', 参数]`：人员在项目的单日打卡明细（GET /pc/labor/person/project/att/check/detail） */
export const getPersonProjectCheckDetailKey: KeyFn<'getPersonProjectCheckDetail', AttendanceQueryParams['getPersonProjectCheckDetail']> = /* @__PURE__ */ keyer('getPersonProjectCheckDetail');
/** 查询选项（useQuery、fetchQuery）：人员在项目的单日打卡明细（GET /pc/labor/person/project/att/check/detail） */
export const getPersonProjectCheckDetailQueryOptions: QueryFn<'getPersonProjectCheckDetail', AttendanceQueryParams['getPersonProjectCheckDetail'], OpResult<operations['getPersonProjectCheckDetail']>> = /* @__PURE__ */ reader('getPersonProjectCheckDetail', 'GET /pc/labor/person/project/att/check/detail');

/** 键 `['listPersonProjectDailyAttendance', 参数]`：人员在项目的逐日考勤（GET /pc/labor/person/project/att/day/list） */
export const listPersonProjectDailyAttendanceKey: KeyFn<'listPersonProjectDailyAttendance', AttendanceQueryParams['listPersonProjectDailyAttendance']> = /* @__PURE__ */ keyer('listPersonProjectDailyAttendance');
/** 查询选项（useQuery、fetchQuery）：人员在项目的逐日考勤（GET /pc/labor/person/project/att/day/list） */
export const listPersonProjectDailyAttendanceQueryOptions: QueryFn<'listPersonProjectDailyAttendance', AttendanceQueryParams['listPersonProjectDailyAttendance'], OpResult<operations['listPersonProjectDailyAttendance']>> = /* @__PURE__ */ reader('listPersonProjectDailyAttendance', 'GET /pc/labor/person/project/att/day/list');

/** 键 `['listProjectPersonAttendance', 参数]`：项目管理人员出勤名单（GET /pc/labor/proj/att/personList） */
export const listProjectPersonAttendanceKey: KeyFnOpt<'listProjectPersonAttendance', AttendanceQueryParams['listProjectPersonAttendance']> = /* @__PURE__ */ keyer('listProjectPersonAttendance');
/** 查询选项（useQuery、fetchQuery）：项目管理人员出勤名单（GET /pc/labor/proj/att/personList） */
export const listProjectPersonAttendanceQueryOptions: QueryFnOpt<'listProjectPersonAttendance', AttendanceQueryParams['listProjectPersonAttendance'], OpResult<operations['listProjectPersonAttendance']>> = /* @__PURE__ */ reader('listProjectPersonAttendance', 'GET /pc/labor/proj/att/personList p');
/** 无限查询选项（useInfiniteQuery，逐页读到 total 为止）：项目管理人员出勤名单（GET /pc/labor/proj/att/personList） */
export const listProjectPersonAttendanceInfiniteQueryOptions: InfiniteFnOpt<'listProjectPersonAttendance', AttendanceQueryParams['listProjectPersonAttendance'], OpResult<operations['listProjectPersonAttendance']>> = /* @__PURE__ */ pager('listProjectPersonAttendance', 'GET /pc/labor/proj/att/personList p');

/** 键 `['listProjectPositionAttendance', 参数]`：项目岗位出勤（日期区间）（GET /pc/labor/proj/posAttInfo/dateRange） */
export const listProjectPositionAttendanceKey: KeyFnOpt<'listProjectPositionAttendance', AttendanceQueryParams['listProjectPositionAttendance']> = /* @__PURE__ */ keyer('listProjectPositionAttendance');
/** 查询选项（useQuery、fetchQuery）：项目岗位出勤（日期区间）（GET /pc/labor/proj/posAttInfo/dateRange） */
export const listProjectPositionAttendanceQueryOptions: QueryFnOpt<'listProjectPositionAttendance', AttendanceQueryParams['listProjectPositionAttendance'], OpResult<operations['listProjectPositionAttendance']>> = /* @__PURE__ */ reader('listProjectPositionAttendance', 'GET /pc/labor/proj/posAttInfo/dateRange');

/** 键 `['listProjectManagerAttendanceByPerson', 参数]`：项目管理人员出勤（按人员）（GET /pc/labor/projMan/att/personList） */
export const listProjectManagerAttendanceByPersonKey: KeyFnOpt<'listProjectManagerAttendanceByPerson', AttendanceQueryParams['listProjectManagerAttendanceByPerson']> = /* @__PURE__ */ keyer('listProjectManagerAttendanceByPerson');
/** 查询选项（useQuery、fetchQuery）：项目管理人员出勤（按人员）（GET /pc/labor/projMan/att/personList） */
export const listProjectManagerAttendanceByPersonQueryOptions: QueryFnOpt<'listProjectManagerAttendanceByPerson', AttendanceQueryParams['listProjectManagerAttendanceByPerson'], OpResult<operations['listProjectManagerAttendanceByPerson']>> = /* @__PURE__ */ reader('listProjectManagerAttendanceByPerson', 'GET /pc/labor/projMan/att/personList p');
/** 无限查询选项（useInfiniteQuery，逐页读到 total 为止）：项目管理人员出勤（按人员）（GET /pc/labor/projMan/att/personList） */
export const listProjectManagerAttendanceByPersonInfiniteQueryOptions: InfiniteFnOpt<'listProjectManagerAttendanceByPerson', AttendanceQueryParams['listProjectManagerAttendanceByPerson'], OpResult<operations['listProjectManagerAttendanceByPerson']>> = /* @__PURE__ */ pager('listProjectManagerAttendanceByPerson', 'GET /pc/labor/projMan/att/personList p');

/** 键 `['listProjectManagerAttendanceByProject', 参数]`：项目管理人员出勤（按项目）（GET /pc/labor/projMan/att/projList） */
export const listProjectManagerAttendanceByProjectKey: KeyFnOpt<'listProjectManagerAttendanceByProject', AttendanceQueryParams['listProjectManagerAttendanceByProject']> = /* @__PURE__ */ keyer('listProjectManagerAttendanceByProject');
/** 查询选项（useQuery、fetchQuery）：项目管理人员出勤（按项目）（GET /pc/labor/projMan/att/projList） */
export const listProjectManagerAttendanceByProjectQueryOptions: QueryFnOpt<'listProjectManagerAttendanceByProject', AttendanceQueryParams['listProjectManagerAttendanceByProject'], OpResult<operations['listProjectManagerAttendanceByProject']>> = /* @__PURE__ */ reader('listProjectManagerAttendanceByProject', 'GET /pc/labor/projMan/att/projList p');
/** 无限查询选项（useInfiniteQuery，逐页读到 total 为止）：项目管理人员出勤（按项目）（GET /pc/labor/projMan/att/projList） */
export const listProjectManagerAttendanceByProjectInfiniteQueryOptions: InfiniteFnOpt<'listProjectManagerAttendanceByProject', AttendanceQueryParams['listProjectManagerAttendanceByProject'], OpResult<operations['listProjectManagerAttendanceByProject']>> = /* @__PURE__ */ pager('listProjectManagerAttendanceByProject', 'GET /pc/labor/projMan/att/projList p');

/** 键 `['listProjectManagerAttendanceByDate', 参数]`：项目管理人员逐日出勤（日期区间）（GET /pc/labor/projMan/attInfo/dateRange） */
export const listProjectManagerAttendanceByDateKey: KeyFnOpt<'listProjectManagerAttendanceByDate', AttendanceQueryParams['listProjectManagerAttendanceByDate']> = /* @__PURE__ */ keyer('listProjectManagerAttendanceByDate');
/** 查询选项（useQuery、fetchQuery）：项目管理人员逐日出勤（日期区间）（GET /pc/labor/projMan/attInfo/dateRange） */
export const listProjectManagerAttendanceByDateQueryOptions: QueryFnOpt<'listProjectManagerAttendanceByDate', AttendanceQueryParams['listProjectManagerAttendanceByDate'], OpResult<operations['listProjectManagerAttendanceByDate']>> = /* @__PURE__ */ reader('listProjectManagerAttendanceByDate', 'GET /pc/labor/projMan/attInfo/dateRange');

/** 键 `['listSubcontractorAttendanceByEnterprise', 参数]`：参建企业管理人员出勤（按企业）（GET /pc/labor/stuEnt/att/entList） */
export const listSubcontractorAttendanceByEnterpriseKey: KeyFnOpt<'listSubcontractorAttendanceByEnterprise', AttendanceQueryParams['listSubcontractorAttendanceByEnterprise']> = /* @__PURE__ */ keyer('listSubcontractorAttendanceByEnterprise');
/** 查询选项（useQuery、fetchQuery）：参建企业管理人员出勤（按企业）（GET /pc/labor/stuEnt/att/entList） */
export const listSubcontractorAttendanceByEnterpriseQueryOptions: QueryFnOpt<'listSubcontractorAttendanceByEnterprise', AttendanceQueryParams['listSubcontractorAttendanceByEnterprise'], OpResult<operations['listSubcontractorAttendanceByEnterprise']>> = /* @__PURE__ */ reader('listSubcontractorAttendanceByEnterprise', 'GET /pc/labor/stuEnt/att/entList p');
/** 无限查询选项（useInfiniteQuery，逐页读到 total 为止）：参建企业管理人员出勤（按企业）（GET /pc/labor/stuEnt/att/entList） */
export const listSubcontractorAttendanceByEnterpriseInfiniteQueryOptions: InfiniteFnOpt<'listSubcontractorAttendanceByEnterprise', AttendanceQueryParams['listSubcontractorAttendanceByEnterprise'], OpResult<operations['listSubcontractorAttendanceByEnterprise']>> = /* @__PURE__ */ pager('listSubcontractorAttendanceByEnterprise', 'GET /pc/labor/stuEnt/att/entList p');

/** 键 `['listSubcontractorStaffAttendanceByPerson', 参数]`：参建企业管理人员出勤（按人员）（GET /pc/labor/stuEnt/att/personList） */
export const listSubcontractorStaffAttendanceByPersonKey: KeyFnOpt<'listSubcontractorStaffAttendanceByPerson', AttendanceQueryParams['listSubcontractorStaffAttendanceByPerson']> = /* @__PURE__ */ keyer('listSubcontractorStaffAttendanceByPerson');
/** 查询选项（useQuery、fetchQuery）：参建企业管理人员出勤（按人员）（GET /pc/labor/stuEnt/att/personList） */
export const listSubcontractorStaffAttendanceByPersonQueryOptions: QueryFnOpt<'listSubcontractorStaffAttendanceByPerson', AttendanceQueryParams['listSubcontractorStaffAttendanceByPerson'], OpResult<operations['listSubcontractorStaffAttendanceByPerson']>> = /* @__PURE__ */ reader('listSubcontractorStaffAttendanceByPerson', 'GET /pc/labor/stuEnt/att/personList p');
/** 无限查询选项（useInfiniteQuery，逐页读到 total 为止）：参建企业管理人员出勤（按人员）（GET /pc/labor/stuEnt/att/personList） */
export const listSubcontractorStaffAttendanceByPersonInfiniteQueryOptions: InfiniteFnOpt<'listSubcontractorStaffAttendanceByPerson', AttendanceQueryParams['listSubcontractorStaffAttendanceByPerson'], OpResult<operations['listSubcontractorStaffAttendanceByPerson']>> = /* @__PURE__ */ pager('listSubcontractorStaffAttendanceByPerson', 'GET /pc/labor/stuEnt/att/personList p');

/** 键 `['listSubcontractorStaffAttendanceByDate', 参数]`：参建企业管理人员逐日出勤（日期区间）（GET /pc/labor/stuEnt/attInfo/dateRange） */
export const listSubcontractorStaffAttendanceByDateKey: KeyFnOpt<'listSubcontractorStaffAttendanceByDate', AttendanceQueryParams['listSubcontractorStaffAttendanceByDate']> = /* @__PURE__ */ keyer('listSubcontractorStaffAttendanceByDate');
/** 查询选项（useQuery、fetchQuery）：参建企业管理人员逐日出勤（日期区间）（GET /pc/labor/stuEnt/attInfo/dateRange） */
export const listSubcontractorStaffAttendanceByDateQueryOptions: QueryFnOpt<'listSubcontractorStaffAttendanceByDate', AttendanceQueryParams['listSubcontractorStaffAttendanceByDate'], OpResult<operations['listSubcontractorStaffAttendanceByDate']>> = /* @__PURE__ */ reader('listSubcontractorStaffAttendanceByDate', 'GET /pc/labor/stuEnt/attInfo/dateRange');

/** 键 `['listLaborWorkerAttendanceByArea', 参数]`：工人出勤（按地区，日期区间）（GET /pc/labor/worker/areaAttInfo/dateRange） */
export const listLaborWorkerAttendanceByAreaKey: KeyFnOpt<'listLaborWorkerAttendanceByArea', AttendanceQueryParams['listLaborWorkerAttendanceByArea']> = /* @__PURE__ */ keyer('listLaborWorkerAttendanceByArea');
/** 查询选项（useQuery、fetchQuery）：工人出勤（按地区，日期区间）（GET /pc/labor/worker/areaAttInfo/dateRange） */
export const listLaborWorkerAttendanceByAreaQueryOptions: QueryFnOpt<'listLaborWorkerAttendanceByArea', AttendanceQueryParams['listLaborWorkerAttendanceByArea'], OpResult<operations['listLaborWorkerAttendanceByArea']>> = /* @__PURE__ */ reader('listLaborWorkerAttendanceByArea', 'GET /pc/labor/worker/areaAttInfo/dateRange');

/** 键 `['listLaborWorkerAttendanceByProject', 参数]`：工人出勤（按项目）（GET /pc/labor/worker/att/projList） */
export const listLaborWorkerAttendanceByProjectKey: KeyFnOpt<'listLaborWorkerAttendanceByProject', AttendanceQueryParams['listLaborWorkerAttendanceByProject']> = /* @__PURE__ */ keyer('listLaborWorkerAttendanceByProject');
/** 查询选项（useQuery、fetchQuery）：工人出勤（按项目）（GET /pc/labor/worker/att/projList） */
export const listLaborWorkerAttendanceByProjectQueryOptions: QueryFnOpt<'listLaborWorkerAttendanceByProject', AttendanceQueryParams['listLaborWorkerAttendanceByProject'], OpResult<operations['listLaborWorkerAttendanceByProject']>> = /* @__PURE__ */ reader('listLaborWorkerAttendanceByProject', 'GET /pc/labor/worker/att/projList p');
/** 无限查询选项（useInfiniteQuery，逐页读到 total 为止）：工人出勤（按项目）（GET /pc/labor/worker/att/projList） */
export const listLaborWorkerAttendanceByProjectInfiniteQueryOptions: InfiniteFnOpt<'listLaborWorkerAttendanceByProject', AttendanceQueryParams['listLaborWorkerAttendanceByProject'], OpResult<operations['listLaborWorkerAttendanceByProject']>> = /* @__PURE__ */ pager('listLaborWorkerAttendanceByProject', 'GET /pc/labor/worker/att/projList p');

/** 键 `['listLaborWorkerAttendanceByWorker', 参数]`：工人出勤（按工人）（GET /pc/labor/worker/att/workerList） */
export const listLaborWorkerAttendanceByWorkerKey: KeyFnOpt<'listLaborWorkerAttendanceByWorker', AttendanceQueryParams['listLaborWorkerAttendanceByWorker']> = /* @__PURE__ */ keyer('listLaborWorkerAttendanceByWorker');
/** 查询选项（useQuery、fetchQuery）：工人出勤（按工人）（GET /pc/labor/worker/att/workerList） */
export const listLaborWorkerAttendanceByWorkerQueryOptions: QueryFnOpt<'listLaborWorkerAttendanceByWorker', AttendanceQueryParams['listLaborWorkerAttendanceByWorker'], OpResult<operations['listLaborWorkerAttendanceByWorker']>> = /* @__PURE__ */ reader('listLaborWorkerAttendanceByWorker', 'GET /pc/labor/worker/att/workerList p');
/** 无限查询选项（useInfiniteQuery，逐页读到 total 为止）：工人出勤（按工人）（GET /pc/labor/worker/att/workerList） */
export const listLaborWorkerAttendanceByWorkerInfiniteQueryOptions: InfiniteFnOpt<'listLaborWorkerAttendanceByWorker', AttendanceQueryParams['listLaborWorkerAttendanceByWorker'], OpResult<operations['listLaborWorkerAttendanceByWorker']>> = /* @__PURE__ */ pager('listLaborWorkerAttendanceByWorker', 'GET /pc/labor/worker/att/workerList p');

/** 键 `['listLaborWorkerAttendanceByDate', 参数]`：工人逐日出勤（日期区间）（GET /pc/labor/worker/attInfo/dateRange） */
export const listLaborWorkerAttendanceByDateKey: KeyFnOpt<'listLaborWorkerAttendanceByDate', AttendanceQueryParams['listLaborWorkerAttendanceByDate']> = /* @__PURE__ */ keyer('listLaborWorkerAttendanceByDate');
/** 查询选项（useQuery、fetchQuery）：工人逐日出勤（日期区间）（GET /pc/labor/worker/attInfo/dateRange） */
export const listLaborWorkerAttendanceByDateQueryOptions: QueryFnOpt<'listLaborWorkerAttendanceByDate', AttendanceQueryParams['listLaborWorkerAttendanceByDate'], OpResult<operations['listLaborWorkerAttendanceByDate']>> = /* @__PURE__ */ reader('listLaborWorkerAttendanceByDate', 'GET /pc/labor/worker/attInfo/dateRange');

/** 键 `['listProjectAvgWorkHours', 参数]`：项目日均工时报表（GET /pc/report/project/attendance/avgworkhours） */
export const listProjectAvgWorkHoursKey: KeyFnOpt<'listProjectAvgWorkHours', AttendanceQueryParams['listProjectAvgWorkHours']> = /* @__PURE__ */ keyer('listProjectAvgWorkHours');
/** 查询选项（useQuery、fetchQuery）：项目日均工时报表（GET /pc/report/project/attendance/avgworkhours） */
export const listProjectAvgWorkHoursQueryOptions: QueryFnOpt<'listProjectAvgWorkHours', AttendanceQueryParams['listProjectAvgWorkHours'], OpResult<operations['listProjectAvgWorkHours']>> = /* @__PURE__ */ reader('listProjectAvgWorkHours', 'GET /pc/report/project/attendance/avgworkhours');

/** 键 `['listAttendanceCompanyOptions', 参数]`：项目参建单位下拉（GET /pc/worker/attendancedetail/allCompanyByProject） */
export const listAttendanceCompanyOptionsKey: KeyFnOpt<'listAttendanceCompanyOptions', AttendanceQueryParams['listAttendanceCompanyOptions']> = /* @__PURE__ */ keyer('listAttendanceCompanyOptions');
/** 查询选项（useQuery、fetchQuery）：项目参建单位下拉（GET /pc/worker/attendancedetail/allCompanyByProject） */
export const listAttendanceCompanyOptionsQueryOptions: QueryFnOpt<'listAttendanceCompanyOptions', AttendanceQueryParams['listAttendanceCompanyOptions'], OpResult<operations['listAttendanceCompanyOptions']>> = /* @__PURE__ */ reader('listAttendanceCompanyOptions', 'GET /pc/worker/attendancedetail/allCompanyByProject');

/** 键 `['listAttendanceBranchOptions', 参数]`：分公司下拉（GET /pc/worker/attendancedetail/allSubOrg） */
export const listAttendanceBranchOptionsKey: KeyFnOpt<'listAttendanceBranchOptions', AttendanceQueryParams['listAttendanceBranchOptions']> = /* @__PURE__ */ keyer('listAttendanceBranchOptions');
/** 查询选项（useQuery、fetchQuery）：分公司下拉（GET /pc/worker/attendancedetail/allSubOrg） */
export const listAttendanceBranchOptionsQueryOptions: QueryFnOpt<'listAttendanceBranchOptions', AttendanceQueryParams['listAttendanceBranchOptions'], OpResult<operations['listAttendanceBranchOptions']>> = /* @__PURE__ */ reader('listAttendanceBranchOptions', 'GET /pc/worker/attendancedetail/allSubOrg');

/** 键 `['listAttendanceTeamOptions', 参数]`：项目班组下拉（GET /pc/worker/attendancedetail/allTeamByProject） */
export const listAttendanceTeamOptionsKey: KeyFnOpt<'listAttendanceTeamOptions', AttendanceQueryParams['listAttendanceTeamOptions']> = /* @__PURE__ */ keyer('listAttendanceTeamOptions');
/** 查询选项（useQuery、fetchQuery）：项目班组下拉（GET /pc/worker/attendancedetail/allTeamByProject） */
export const listAttendanceTeamOptionsQueryOptions: QueryFnOpt<'listAttendanceTeamOptions', AttendanceQueryParams['listAttendanceTeamOptions'], OpResult<operations['listAttendanceTeamOptions']>> = /* @__PURE__ */ reader('listAttendanceTeamOptions', 'GET /pc/worker/attendancedetail/allTeamByProject');

/** 键 `['listCompanyWorkerAttendance', 参数]`：参建单位人员与出勤（按项目）（GET /pc/worker/attendancedetail/companyWithWorker） */
export const listCompanyWorkerAttendanceKey: KeyFnOpt<'listCompanyWorkerAttendance', AttendanceQueryParams['listCompanyWorkerAttendance']> = /* @__PURE__ */ keyer('listCompanyWorkerAttendance');
/** 查询选项（useQuery、fetchQuery）：参建单位人员与出勤（按项目）（GET /pc/worker/attendancedetail/companyWithWorker） */
export const listCompanyWorkerAttendanceQueryOptions: QueryFnOpt<'listCompanyWorkerAttendance', AttendanceQueryParams['listCompanyWorkerAttendance'], OpResult<operations['listCompanyWorkerAttendance']>> = /* @__PURE__ */ reader('listCompanyWorkerAttendance', 'GET /pc/worker/attendancedetail/companyWithWorker p');
/** 无限查询选项（useInfiniteQuery，逐页读到 total 为止）：参建单位人员与出勤（按项目）（GET /pc/worker/attendancedetail/companyWithWorker） */
export const listCompanyWorkerAttendanceInfiniteQueryOptions: InfiniteFnOpt<'listCompanyWorkerAttendance', AttendanceQueryParams['listCompanyWorkerAttendance'], OpResult<operations['listCompanyWorkerAttendance']>> = /* @__PURE__ */ pager('listCompanyWorkerAttendance', 'GET /pc/worker/attendancedetail/companyWithWorker p');

/** 键 `['exportCompanyWorkerAttendance', 参数]`：导出参建单位人员与出勤（GET /pc/worker/attendancedetail/companyWithWorkerExport） */
export const exportCompanyWorkerAttendanceKey: KeyFnOpt<'exportCompanyWorkerAttendance', AttendanceQueryParams['exportCompanyWorkerAttendance']> = /* @__PURE__ */ keyer('exportCompanyWorkerAttendance');
/** 变更选项（useMutation，`mutate(参数)`）：导出参建单位人员与出勤（GET /pc/worker/attendancedetail/companyWithWorkerExport） */
export const exportCompanyWorkerAttendanceMutationOptions: MutationFn<'exportCompanyWorkerAttendance', AttendanceQueryParams['exportCompanyWorkerAttendance'] | void, OpResult<operations['exportCompanyWorkerAttendance']>> = /* @__PURE__ */ writer('exportCompanyWorkerAttendance', 'GET /pc/worker/attendancedetail/companyWithWorkerExport b');

/** 键 `['listProjectAverageAttendanceStats', 参数]`：项目平均出勤统计（GET /pc/worker/attendancedetail/projectAverageAttendanceStats） */
export const listProjectAverageAttendanceStatsKey: KeyFnOpt<'listProjectAverageAttendanceStats', AttendanceQueryParams['listProjectAverageAttendanceStats']> = /* @__PURE__ */ keyer('listProjectAverageAttendanceStats');
/** 查询选项（useQuery、fetchQuery）：项目平均出勤统计（GET /pc/worker/attendancedetail/projectAverageAttendanceStats） */
export const listProjectAverageAttendanceStatsQueryOptions: QueryFnOpt<'listProjectAverageAttendanceStats', AttendanceQueryParams['listProjectAverageAttendanceStats'], OpResult<operations['listProjectAverageAttendanceStats']>> = /* @__PURE__ */ reader('listProjectAverageAttendanceStats', 'GET /pc/worker/attendancedetail/projectAverageAttendanceStats p');
/** 无限查询选项（useInfiniteQuery，逐页读到 total 为止）：项目平均出勤统计（GET /pc/worker/attendancedetail/projectAverageAttendanceStats） */
export const listProjectAverageAttendanceStatsInfiniteQueryOptions: InfiniteFnOpt<'listProjectAverageAttendanceStats', AttendanceQueryParams['listProjectAverageAttendanceStats'], OpResult<operations['listProjectAverageAttendanceStats']>> = /* @__PURE__ */ pager('listProjectAverageAttendanceStats', 'GET /pc/worker/attendancedetail/projectAverageAttendanceStats p');

/** 键 `['exportProjectAverageAttendanceStats', 参数]`：导出项目平均出勤统计（GET /pc/worker/attendancedetail/projectAverageAttendanceStatsExport） */
export const exportProjectAverageAttendanceStatsKey: KeyFnOpt<'exportProjectAverageAttendanceStats', AttendanceQueryParams['exportProjectAverageAttendanceStats']> = /* @__PURE__ */ keyer('exportProjectAverageAttendanceStats');
/** 变更选项（useMutation，`mutate(参数)`）：导出项目平均出勤统计（GET /pc/worker/attendancedetail/projectAverageAttendanceStatsExport） */
export const exportProjectAverageAttendanceStatsMutationOptions: MutationFn<'exportProjectAverageAttendanceStats', AttendanceQueryParams['exportProjectAverageAttendanceStats'] | void, OpResult<operations['exportProjectAverageAttendanceStats']>> = /* @__PURE__ */ writer('exportProjectAverageAttendanceStats', 'GET /pc/worker/attendancedetail/projectAverageAttendanceStatsExport b');

/** 键 `['listProjectAttendanceByCompany', 参数]`：项目出勤明细（按参建单位）（GET /pc/worker/attendancedetail/projectDetailByCompany） */
export const listProjectAttendanceByCompanyKey: KeyFnOpt<'listProjectAttendanceByCompany', AttendanceQueryParams['listProjectAttendanceByCompany']> = /* @__PURE__ */ keyer('listProjectAttendanceByCompany');
/** 查询选项（useQuery、fetchQuery）：项目出勤明细（按参建单位）（GET /pc/worker/attendancedetail/projectDetailByCompany） */
export const listProjectAttendanceByCompanyQueryOptions: QueryFnOpt<'listProjectAttendanceByCompany', AttendanceQueryParams['listProjectAttendanceByCompany'], OpResult<operations['listProjectAttendanceByCompany']>> = /* @__PURE__ */ reader('listProjectAttendanceByCompany', 'GET /pc/worker/attendancedetail/projectDetailByCompany');

/** 键 `['listProjectAttendanceByTeam', 参数]`：项目出勤明细（按班组）（GET /pc/worker/attendancedetail/projectDetailByTeam） */
export const listProjectAttendanceByTeamKey: KeyFnOpt<'listProjectAttendanceByTeam', AttendanceQueryParams['listProjectAttendanceByTeam']> = /* @__PURE__ */ keyer('listProjectAttendanceByTeam');
/** 查询选项（useQuery、fetchQuery）：项目出勤明细（按班组）（GET /pc/worker/attendancedetail/projectDetailByTeam） */
export const listProjectAttendanceByTeamQueryOptions: QueryFnOpt<'listProjectAttendanceByTeam', AttendanceQueryParams['listProjectAttendanceByTeam'], OpResult<operations['listProjectAttendanceByTeam']>> = /* @__PURE__ */ reader('listProjectAttendanceByTeam', 'GET /pc/worker/attendancedetail/projectDetailByTeam');

/** 键 `['listProjectAttendanceByWorker', 参数]`：项目出勤明细（按工人）（GET /pc/worker/attendancedetail/projectDetailByWorker） */
export const listProjectAttendanceByWorkerKey: KeyFnOpt<'listProjectAttendanceByWorker', AttendanceQueryParams['listProjectAttendanceByWorker']> = /* @__PURE__ */ keyer('listProjectAttendanceByWorker');
/** 查询选项（useQuery、fetchQuery）：项目出勤明细（按工人）（GET /pc/worker/attendancedetail/projectDetailByWorker） */
export const listProjectAttendanceByWorkerQueryOptions: QueryFnOpt<'listProjectAttendanceByWorker', AttendanceQueryParams['listProjectAttendanceByWorker'], OpResult<operations['listProjectAttendanceByWorker']>> = /* @__PURE__ */ reader('listProjectAttendanceByWorker', 'GET /pc/worker/attendancedetail/projectDetailByWorker p');
/** 无限查询选项（useInfiniteQuery，逐页读到 total 为止）：项目出勤明细（按工人）（GET /pc/worker/attendancedetail/projectDetailByWorker） */
export const listProjectAttendanceByWorkerInfiniteQueryOptions: InfiniteFnOpt<'listProjectAttendanceByWorker', AttendanceQueryParams['listProjectAttendanceByWorker'], OpResult<operations['listProjectAttendanceByWorker']>> = /* @__PURE__ */ pager('listProjectAttendanceByWorker', 'GET /pc/worker/attendancedetail/projectDetailByWorker p');

/** 键 `['exportProjectAttendanceDetail', 参数]`：导出项目出勤明细（GET /pc/worker/attendancedetail/projectDetailExport） */
export const exportProjectAttendanceDetailKey: KeyFnOpt<'exportProjectAttendanceDetail', AttendanceQueryParams['exportProjectAttendanceDetail']> = /* @__PURE__ */ keyer('exportProjectAttendanceDetail');
/** 变更选项（useMutation，`mutate(参数)`）：导出项目出勤明细（GET /pc/worker/attendancedetail/projectDetailExport） */
export const exportProjectAttendanceDetailMutationOptions: MutationFn<'exportProjectAttendanceDetail', AttendanceQueryParams['exportProjectAttendanceDetail'] | void, OpResult<operations['exportProjectAttendanceDetail']>> = /* @__PURE__ */ writer('exportProjectAttendanceDetail', 'GET /pc/worker/attendancedetail/projectDetailExport b');

/** 键 `['listProjectWorkerMonthlyAttendance', 参数]`：工人月度考勤表（GET /pc/worker/attendancedetail/projectWorker） */
export const listProjectWorkerMonthlyAttendanceKey: KeyFnOpt<'listProjectWorkerMonthlyAttendance', AttendanceQueryParams['listProjectWorkerMonthlyAttendance']> = /* @__PURE__ */ keyer('listProjectWorkerMonthlyAttendance');
/** 查询选项（useQuery、fetchQuery）：工人月度考勤表（GET /pc/worker/attendancedetail/projectWorker） */
export const listProjectWorkerMonthlyAttendanceQueryOptions: QueryFnOpt<'listProjectWorkerMonthlyAttendance', AttendanceQueryParams['listProjectWorkerMonthlyAttendance'], OpResult<operations['listProjectWorkerMonthlyAttendance']>> = /* @__PURE__ */ reader('listProjectWorkerMonthlyAttendance', 'GET /pc/worker/attendancedetail/projectWorker p');
/** 无限查询选项（useInfiniteQuery，逐页读到 total 为止）：工人月度考勤表（GET /pc/worker/attendancedetail/projectWorker） */
export const listProjectWorkerMonthlyAttendanceInfiniteQueryOptions: InfiniteFnOpt<'listProjectWorkerMonthlyAttendance', AttendanceQueryParams['listProjectWorkerMonthlyAttendance'], OpResult<operations['listProjectWorkerMonthlyAttendance']>> = /* @__PURE__ */ pager('listProjectWorkerMonthlyAttendance', 'GET /pc/worker/attendancedetail/projectWorker p');

/** 键 `['exportProjectWorkerMonthlyAttendance', 参数]`：导出工人月度考勤表（GET /pc/worker/attendancedetail/projectWorkerExport） */
export const exportProjectWorkerMonthlyAttendanceKey: KeyFnOpt<'exportProjectWorkerMonthlyAttendance', AttendanceQueryParams['exportProjectWorkerMonthlyAttendance']> = /* @__PURE__ */ keyer('exportProjectWorkerMonthlyAttendance');
/** 变更选项（useMutation，`mutate(参数)`）：导出工人月度考勤表（GET /pc/worker/attendancedetail/projectWorkerExport） */
export const exportProjectWorkerMonthlyAttendanceMutationOptions: MutationFn<'exportProjectWorkerMonthlyAttendance', AttendanceQueryParams['exportProjectWorkerMonthlyAttendance'] | void, OpResult<operations['exportProjectWorkerMonthlyAttendance']>> = /* @__PURE__ */ writer('exportProjectWorkerMonthlyAttendance', 'GET /pc/worker/attendancedetail/projectWorkerExport b');

/** 键 `['listBranchAttendance', 参数]`：分公司今日出勤（GET /pc/worker/attendancedetail/subcompanyattendance） */
export const listBranchAttendanceKey: KeyFnOpt<'listBranchAttendance', AttendanceQueryParams['listBranchAttendance']> = /* @__PURE__ */ keyer('listBranchAttendance');
/** 查询选项（useQuery、fetchQuery）：分公司今日出勤（GET /pc/worker/attendancedetail/subcompanyattendance） */
export const listBranchAttendanceQueryOptions: QueryFnOpt<'listBranchAttendance', AttendanceQueryParams['listBranchAttendance'], OpResult<operations['listBranchAttendance']>> = /* @__PURE__ */ reader('listBranchAttendance', 'GET /pc/worker/attendancedetail/subcompanyattendance');

/** 键 `['listBranchAverageAttendanceStats', 参数]`：分公司平均出勤统计（GET /pc/worker/attendancedetail/subCompanyAverageAttendanceStats） */
export const listBranchAverageAttendanceStatsKey: KeyFnOpt<'listBranchAverageAttendanceStats', AttendanceQueryParams['listBranchAverageAttendanceStats']> = /* @__PURE__ */ keyer('listBranchAverageAttendanceStats');
/** 查询选项（useQuery、fetchQuery）：分公司平均出勤统计（GET /pc/worker/attendancedetail/subCompanyAverageAttendanceStats） */
export const listBranchAverageAttendanceStatsQueryOptions: QueryFnOpt<'listBranchAverageAttendanceStats', AttendanceQueryParams['listBranchAverageAttendanceStats'], OpResult<operations['listBranchAverageAttendanceStats']>> = /* @__PURE__ */ reader('listBranchAverageAttendanceStats', 'GET /pc/worker/attendancedetail/subCompanyAverageAttendanceStats');

/** 键 `['exportBranchAverageAttendanceStats', 参数]`：导出分公司平均出勤统计（GET /pc/worker/attendancedetail/subCompanyAverageAttendanceStatsExport） */
export const exportBranchAverageAttendanceStatsKey: KeyFnOpt<'exportBranchAverageAttendanceStats', AttendanceQueryParams['exportBranchAverageAttendanceStats']> = /* @__PURE__ */ keyer('exportBranchAverageAttendanceStats');
/** 变更选项（useMutation，`mutate(参数)`）：导出分公司平均出勤统计（GET /pc/worker/attendancedetail/subCompanyAverageAttendanceStatsExport） */
export const exportBranchAverageAttendanceStatsMutationOptions: MutationFn<'exportBranchAverageAttendanceStats', AttendanceQueryParams['exportBranchAverageAttendanceStats'] | void, OpResult<operations['exportBranchAverageAttendanceStats']>> = /* @__PURE__ */ writer('exportBranchAverageAttendanceStats', 'GET /pc/worker/attendancedetail/subCompanyAverageAttendanceStatsExport b');

/** 键 `['getTodayWorkerAttendance', 参数]`：今日出勤概况（GET /pc/worker/attendancedetail/todayattendance） */
export const getTodayWorkerAttendanceKey: KeyFnOpt<'getTodayWorkerAttendance', AttendanceQueryParams['getTodayWorkerAttendance']> = /* @__PURE__ */ keyer('getTodayWorkerAttendance');
/** 查询选项（useQuery、fetchQuery）：今日出勤概况（GET /pc/worker/attendancedetail/todayattendance） */
export const getTodayWorkerAttendanceQueryOptions: QueryFnOpt<'getTodayWorkerAttendance', AttendanceQueryParams['getTodayWorkerAttendance'], OpResult<operations['getTodayWorkerAttendance']>> = /* @__PURE__ */ reader('getTodayWorkerAttendance', 'GET /pc/worker/attendancedetail/todayattendance');

/** 键 `['listTop10ProjectAttendanceRate', 参数]`：项目出勤率前十（GET /pc/worker/attendancedetail/top10attendancerate） */
export const listTop10ProjectAttendanceRateKey: KeyFnOpt<'listTop10ProjectAttendanceRate', AttendanceQueryParams['listTop10ProjectAttendanceRate']> = /* @__PURE__ */ keyer('listTop10ProjectAttendanceRate');
/** 查询选项（useQuery、fetchQuery）：项目出勤率前十（GET /pc/worker/attendancedetail/top10attendancerate） */
export const listTop10ProjectAttendanceRateQueryOptions: QueryFnOpt<'listTop10ProjectAttendanceRate', AttendanceQueryParams['listTop10ProjectAttendanceRate'], OpResult<operations['listTop10ProjectAttendanceRate']>> = /* @__PURE__ */ reader('listTop10ProjectAttendanceRate', 'GET /pc/worker/attendancedetail/top10attendancerate');

/** 键 `['listTopAttendanceBySubcontractor', 参数]`：参建单位出勤率排名（GET /pc/worker/attendancedetail/topAttendanceByPackages） */
export const listTopAttendanceBySubcontractorKey: KeyFnOpt<'listTopAttendanceBySubcontractor', AttendanceQueryParams['listTopAttendanceBySubcontractor']> = /* @__PURE__ */ keyer('listTopAttendanceBySubcontractor');
/** 查询选项（useQuery、fetchQuery）：参建单位出勤率排名（GET /pc/worker/attendancedetail/topAttendanceByPackages） */
export const listTopAttendanceBySubcontractorQueryOptions: QueryFnOpt<'listTopAttendanceBySubcontractor', AttendanceQueryParams['listTopAttendanceBySubcontractor'], OpResult<operations['listTopAttendanceBySubcontractor']>> = /* @__PURE__ */ reader('listTopAttendanceBySubcontractor', 'GET /pc/worker/attendancedetail/topAttendanceByPackages');

/** 键 `['listWeekWorkerAttendance', 参数]`：近 7 日出勤趋势（GET /pc/worker/attendancedetail/weekattendance） */
export const listWeekWorkerAttendanceKey: KeyFnOpt<'listWeekWorkerAttendance', AttendanceQueryParams['listWeekWorkerAttendance']> = /* @__PURE__ */ keyer('listWeekWorkerAttendance');
/** 查询选项（useQuery、fetchQuery）：近 7 日出勤趋势（GET /pc/worker/attendancedetail/weekattendance） */
export const listWeekWorkerAttendanceQueryOptions: QueryFnOpt<'listWeekWorkerAttendance', AttendanceQueryParams['listWeekWorkerAttendance'], OpResult<operations['listWeekWorkerAttendance']>> = /* @__PURE__ */ reader('listWeekWorkerAttendance', 'GET /pc/worker/attendancedetail/weekattendance');

/** 键 `['getWorkerDayCheckDetail', 参数]`：工人单日打卡明细（GET /pc/worker/day/check/detail） */
export const getWorkerDayCheckDetailKey: KeyFn<'getWorkerDayCheckDetail', AttendanceQueryParams['getWorkerDayCheckDetail']> = /* @__PURE__ */ keyer('getWorkerDayCheckDetail');
/** 查询选项（useQuery、fetchQuery）：工人单日打卡明细（GET /pc/worker/day/check/detail） */
export const getWorkerDayCheckDetailQueryOptions: QueryFn<'getWorkerDayCheckDetail', AttendanceQueryParams['getWorkerDayCheckDetail'], OpResult<operations['getWorkerDayCheckDetail']>> = /* @__PURE__ */ reader('getWorkerDayCheckDetail', 'GET /pc/worker/day/check/detail');
