/* 由 scripts/spec.mjs 从 spec/ 生成，请勿手改。运行 `pnpm spec` 重新生成。 */
/** 业务域「attendance」的 66 个调用，按 operationId：`import { call, pages, attendance } from '@site/sdk/areas/attendance'`。 */
import type { operations } from './attendance.schema';
import { areaCall, areaClient, areaPages, type AreaCall, type AreaClient, type AreaPages } from '../../area';
import type { CallInit } from '../../types';
import type { Requester } from '../../core';

export * from '../../light';
export type { components as AttendanceComponents, operations as AttendanceOperations } from './attendance.schema';

/** operationId → `METHOD /path flags`（b 返回文件，f 表单，m multipart，n/N pageNum 在查询/请求体，p/P page+limit）。 */
const table: Record<string, string> = {
  listLaborDonorOptions: 'GET /adm-labor/labormenu/donor/list',
  listLaborTeamOptions: 'GET /adm-labor/labormenu/team/list',
  getAttendanceAbnormalStats: 'POST /duty/appendance/abnormal P',
  exportAttendanceAbnormalStats: 'POST /duty/appendance/abnormalExport bP',
  pageAttendanceAbnormalRecords: 'POST /duty/appendance/abnormalPage P',
  exportAttendanceAbnormalRecords: 'POST /duty/appendance/abnormalPageExport bP',
  getAttendanceBarChart: 'POST /duty/appendance/bar_chart P',
  exportAttendanceBarChart: 'POST /duty/appendance/bar_chartExport bP',
  getAttendancePanel: 'POST /duty/appendance/panel P',
  exportAttendancePanel: 'POST /duty/appendance/panelExport bP',
  searchAttendanceDetail: 'POST /duty/appendance/search_detail P',
  exportAttendanceSearchDetail: 'POST /duty/appendance/search_detailExport bP',
  searchAttendanceList: 'POST /duty/appendance/search_list P',
  exportAttendanceSearchList: 'POST /duty/appendance/search_listExport bP',
  getHatAndGateAttendanceCount: 'POST /duty/attendance/hatAndGateCount P',
  listHatAndGateAttendanceWorkers: 'POST /duty/attendance/workerList P',
  listManagerAttendanceByPerson: 'POST /duty/attendanceManagementPersonnelByPerson P',
  listManagerAttendanceBySubcontractor: 'POST /duty/attendanceManagementPersonnelBySubcontracting P',
  saveAttendanceConfig: 'POST /duty/config/add',
  listAttendanceConfigs: 'POST /duty/config/list P',
  getAttendanceConfigTimes: 'POST /duty/configTimes/get P',
  listAttendanceDepartmentOptions: 'POST /duty/departmentDropdown P',
  listKeyPositionPerformanceBySubcontractor: 'POST /duty/performanceKeyPositionsSubcontractor P',
  getAttendancePersonnelInfo: 'POST /duty/personnelInfo P',
  getLaborAttendanceHeadCollect: 'GET /pc/labor/att/head/collect',
  listLaborAttendanceByDate: 'GET /pc/labor/date/attInfo/dateRange',
  listLaborAttendanceByOrg: 'GET /pc/labor/org/attInfo/dateRange',
  listOrgOtherStaffAttendance: 'GET /pc/labor/orgOtherMan/att/list p',
  listOrgSupervisorAttendance: 'GET /pc/labor/orgSupMan/att/list p',
  listPersonTrace: 'GET /pc/labor/person/daterange/trace',
  getPersonProjectCheckDetail: 'GET /pc/labor/person/project/att/check/detail',
  listPersonProjectDailyAttendance: 'GET /pc/labor/person/project/att/day/list',
  listProjectPersonAttendance: 'GET /pc/labor/proj/att/personList p',
  listProjectPositionAttendance: 'GET /pc/labor/proj/posAttInfo/dateRange',
  listProjectManagerAttendanceByPerson: 'GET /pc/labor/projMan/att/personList p',
  listProjectManagerAttendanceByProject: 'GET /pc/labor/projMan/att/projList p',
  listProjectManagerAttendanceByDate: 'GET /pc/labor/projMan/attInfo/dateRange',
  listSubcontractorAttendanceByEnterprise: 'GET /pc/labor/stuEnt/att/entList p',
  listSubcontractorStaffAttendanceByPerson: 'GET /pc/labor/stuEnt/att/personList p',
  listSubcontractorStaffAttendanceByDate: 'GET /pc/labor/stuEnt/attInfo/dateRange',
  listLaborWorkerAttendanceByArea: 'GET /pc/labor/worker/areaAttInfo/dateRange',
  listLaborWorkerAttendanceByProject: 'GET /pc/labor/worker/att/projList p',
  listLaborWorkerAttendanceByWorker: 'GET /pc/labor/worker/att/workerList p',
  listLaborWorkerAttendanceByDate: 'GET /pc/labor/worker/attInfo/dateRange',
  listProjectAvgWorkHours: 'GET /pc/report/project/attendance/avgworkhours',
  listAttendanceCompanyOptions: 'GET /pc/worker/attendancedetail/allCompanyByProject',
  listAttendanceBranchOptions: 'GET /pc/worker/attendancedetail/allSubOrg',
  listAttendanceTeamOptions: 'GET /pc/worker/attendancedetail/allTeamByProject',
  listCompanyWorkerAttendance: 'GET /pc/worker/attendancedetail/companyWithWorker p',
  exportCompanyWorkerAttendance: 'GET /pc/worker/attendancedetail/companyWithWorkerExport b',
  listProjectAverageAttendanceStats: 'GET /pc/worker/attendancedetail/projectAverageAttendanceStats p',
  exportProjectAverageAttendanceStats: 'GET /pc/worker/attendancedetail/projectAverageAttendanceStatsExport b',
  listProjectAttendanceByCompany: 'GET /pc/worker/attendancedetail/projectDetailByCompany',
  listProjectAttendanceByTeam: 'GET /pc/worker/attendancedetail/projectDetailByTeam',
  listProjectAttendanceByWorker: 'GET /pc/worker/attendancedetail/projectDetailByWorker p',
  exportProjectAttendanceDetail: 'GET /pc/worker/attendancedetail/projectDetailExport b',
  listProjectWorkerMonthlyAttendance: 'GET /pc/worker/attendancedetail/projectWorker p',
  exportProjectWorkerMonthlyAttendance: 'GET /pc/worker/attendancedetail/projectWorkerExport b',
  listBranchAttendance: 'GET /pc/worker/attendancedetail/subcompanyattendance',
  listBranchAverageAttendanceStats: 'GET /pc/worker/attendancedetail/subCompanyAverageAttendanceStats',
  exportBranchAverageAttendanceStats: 'GET /pc/worker/attendancedetail/subCompanyAverageAttendanceStatsExport b',
  getTodayWorkerAttendance: 'GET /pc/worker/attendancedetail/todayattendance',
  listTop10ProjectAttendanceRate: 'GET /pc/worker/attendancedetail/top10attendancerate',
  listTopAttendanceBySubcontractor: 'GET /pc/worker/attendancedetail/topAttendanceByPackages',
  listWeekWorkerAttendance: 'GET /pc/worker/attendancedetail/weekattendance',
  getWorkerDayCheckDetail: 'GET /pc/worker/day/check/detail',
};

export type AttendanceOperationId = keyof operations;
/** 每个调用的第二个参数（`params`、`body` 与调用选项）；有必填项时必须给。 */
export interface AttendanceArgs {
  listLaborDonorOptions: [init?: { params?: operations['listLaborDonorOptions']['parameters']; body?: never } & CallInit];
  listLaborTeamOptions: [init?: { params?: operations['listLaborTeamOptions']['parameters']; body?: never } & CallInit];
  getAttendanceAbnormalStats: [init: { params?: never; body: NonNullable<operations['getAttendanceAbnormalStats']['requestBody']>['content']['application/json'] } & CallInit];
  exportAttendanceAbnormalStats: [init: { params?: never; body: NonNullable<operations['exportAttendanceAbnormalStats']['requestBody']>['content']['application/json'] } & CallInit];
  pageAttendanceAbnormalRecords: [init: { params?: never; body: NonNullable<operations['pageAttendanceAbnormalRecords']['requestBody']>['content']['application/json'] } & CallInit];
  exportAttendanceAbnormalRecords: [init: { params?: never; body: NonNullable<operations['exportAttendanceAbnormalRecords']['requestBody']>['content']['application/json'] } & CallInit];
  getAttendanceBarChart: [init: { params?: never; body: NonNullable<operations['getAttendanceBarChart']['requestBody']>['content']['application/json'] } & CallInit];
  exportAttendanceBarChart: [init: { params?: never; body: NonNullable<operations['exportAttendanceBarChart']['requestBody']>['content']['application/json'] } & CallInit];
  getAttendancePanel: [init: { params?: never; body: NonNullable<operations['getAttendancePanel']['requestBody']>['content']['application/json'] } & CallInit];
  exportAttendancePanel: [init: { params?: never; body: NonNullable<operations['exportAttendancePanel']['requestBody']>['content']['application/json'] } & CallInit];
  searchAttendanceDetail: [init: { params?: never; body: NonNullable<operations['searchAttendanceDetail']['requestBody']>['content']['application/json'] } & CallInit];
  exportAttendanceSearchDetail: [init: { params?: never; body: NonNullable<operations['exportAttendanceSearchDetail']['requestBody']>['content']['application/json'] } & CallInit];
  searchAttendanceList: [init: { params?: never; body: NonNullable<operations['searchAttendanceList']['requestBody']>['content']['application/json'] } & CallInit];
  exportAttendanceSearchList: [init: { params?: never; body: NonNullable<operations['exportAttendanceSearchList']['requestBody']>['content']['application/json'] } & CallInit];
  getHatAndGateAttendanceCount: [init: { params?: never; body: NonNullable<operations['getHatAndGateAttendanceCount']['requestBody']>['content']['application/json'] } & CallInit];
  listHatAndGateAttendanceWorkers: [init: { params?: never; body: NonNullable<operations['listHatAndGateAttendanceWorkers']['requestBody']>['content']['application/json'] } & CallInit];
  listManagerAttendanceByPerson: [init: { params?: never; body: NonNullable<operations['listManagerAttendanceByPerson']['requestBody']>['content']['application/json'] } & CallInit];
  listManagerAttendanceBySubcontractor: [init: { params?: never; body: NonNullable<operations['listManagerAttendanceBySubcontractor']['requestBody']>['content']['application/json'] } & CallInit];
  saveAttendanceConfig: [init: { params?: never; body: NonNullable<operations['saveAttendanceConfig']['requestBody']>['content']['application/json'] } & CallInit];
  listAttendanceConfigs: [init: { params?: never; body: NonNullable<operations['listAttendanceConfigs']['requestBody']>['content']['application/json'] } & CallInit];
  getAttendanceConfigTimes: [init: { params?: never; body: NonNullable<operations['getAttendanceConfigTimes']['requestBody']>['content']['application/json'] } & CallInit];
  listAttendanceDepartmentOptions: [init: { params?: never; body: NonNullable<operations['listAttendanceDepartmentOptions']['requestBody']>['content']['application/json'] } & CallInit];
  listKeyPositionPerformanceBySubcontractor: [init: { params?: never; body: NonNullable<operations['listKeyPositionPerformanceBySubcontractor']['requestBody']>['content']['application/json'] } & CallInit];
  getAttendancePersonnelInfo: [init: { params?: never; body: NonNullable<operations['getAttendancePersonnelInfo']['requestBody']>['content']['application/json'] } & CallInit];
  getLaborAttendanceHeadCollect: [init?: { params?: operations['getLaborAttendanceHeadCollect']['parameters']; body?: never } & CallInit];
  listLaborAttendanceByDate: [init?: { params?: operations['listLaborAttendanceByDate']['parameters']; body?: never } & CallInit];
  listLaborAttendanceByOrg: [init?: { params?: operations['listLaborAttendanceByOrg']['parameters']; body?: never } & CallInit];
  listOrgOtherStaffAttendance: [init?: { params?: operations['listOrgOtherStaffAttendance']['parameters']; body?: never } & CallInit];
  listOrgSupervisorAttendance: [init?: { params?: operations['listOrgSupervisorAttendance']['parameters']; body?: never } & CallInit];
  listPersonTrace: [init: { params: operations['listPersonTrace']['parameters']; body?: never } & CallInit];
  getPersonProjectCheckDetail: [init: { params: operations['getPersonProjectCheckDetail']['parameters']; body?: never } & CallInit];
  listPersonProjectDailyAttendance: [init: { params: operations['listPersonProjectDailyAttendance']['parameters']; body?: never } & CallInit];
  listProjectPersonAttendance: [init?: { params?: operations['listProjectPersonAttendance']['parameters']; body?: never } & CallInit];
  listProjectPositionAttendance: [init?: { params?: operations['listProjectPositionAttendance']['parameters']; body?: never } & CallInit];
  listProjectManagerAttendanceByPerson: [init?: { params?: operations['listProjectManagerAttendanceByPerson']['parameters']; body?: never } & CallInit];
  listProjectManagerAttendanceByProject: [init?: { params?: operations['listProjectManagerAttendanceByProject']['parameters']; body?: never } & CallInit];
  listProjectManagerAttendanceByDate: [init?: { params?: operations['listProjectManagerAttendanceByDate']['parameters']; body?: never } & CallInit];
  listSubcontractorAttendanceByEnterprise: [init?: { params?: operations['listSubcontractorAttendanceByEnterprise']['parameters']; body?: never } & CallInit];
  listSubcontractorStaffAttendanceByPerson: [init?: { params?: operations['listSubcontractorStaffAttendanceByPerson']['parameters']; body?: never } & CallInit];
  listSubcontractorStaffAttendanceByDate: [init?: { params?: operations['listSubcontractorStaffAttendanceByDate']['parameters']; body?: never } & CallInit];
  listLaborWorkerAttendanceByArea: [init?: { params?: operations['listLaborWorkerAttendanceByArea']['parameters']; body?: never } & CallInit];
  listLaborWorkerAttendanceByProject: [init?: { params?: operations['listLaborWorkerAttendanceByProject']['parameters']; body?: never } & CallInit];
  listLaborWorkerAttendanceByWorker: [init?: { params?: operations['listLaborWorkerAttendanceByWorker']['parameters']; body?: never } & CallInit];
  listLaborWorkerAttendanceByDate: [init?: { params?: operations['listLaborWorkerAttendanceByDate']['parameters']; body?: never } & CallInit];
  listProjectAvgWorkHours: [init?: { params?: operations['listProjectAvgWorkHours']['parameters']; body?: never } & CallInit];
  listAttendanceCompanyOptions: [init?: { params?: operations['listAttendanceCompanyOptions']['parameters']; body?: never } & CallInit];
  listAttendanceBranchOptions: [init?: { params?: operations['listAttendanceBranchOptions']['parameters']; body?: never } & CallInit];
  listAttendanceTeamOptions: [init?: { params?: operations['listAttendanceTeamOptions']['parameters']; body?: never } & CallInit];
  listCompanyWorkerAttendance: [init?: { params?: operations['listCompanyWorkerAttendance']['parameters']; body?: never } & CallInit];
  exportCompanyWorkerAttendance: [init?: { params?: operations['exportCompanyWorkerAttendance']['parameters']; body?: never } & CallInit];
  listProjectAverageAttendanceStats: [init?: { params?: operations['listProjectAverageAttendanceStats']['parameters']; body?: never } & CallInit];
  exportProjectAverageAttendanceStats: [init?: { params?: operations['exportProjectAverageAttendanceStats']['parameters']; body?: never } & CallInit];
  listProjectAttendanceByCompany: [init?: { params?: operations['listProjectAttendanceByCompany']['parameters']; body?: never } & CallInit];
  listProjectAttendanceByTeam: [init?: { params?: operations['listProjectAttendanceByTeam']['parameters']; body?: never } & CallInit];
  listProjectAttendanceByWorker: [init?: { params?: operations['listProjectAttendanceByWorker']['parameters']; body?: never } & CallInit];
  exportProjectAttendanceDetail: [init?: { params?: operations['exportProjectAttendanceDetail']['parameters']; body?: never } & CallInit];
  listProjectWorkerMonthlyAttendance: [init?: { params?: operations['listProjectWorkerMonthlyAttendance']['parameters']; body?: never } & CallInit];
  exportProjectWorkerMonthlyAttendance: [init?: { params?: operations['exportProjectWorkerMonthlyAttendance']['parameters']; body?: never } & CallInit];
  listBranchAttendance: [init?: { params?: operations['listBranchAttendance']['parameters']; body?: never } & CallInit];
  listBranchAverageAttendanceStats: [init?: { params?: operations['listBranchAverageAttendanceStats']['parameters']; body?: never } & CallInit];
  exportBranchAverageAttendanceStats: [init?: { params?: operations['exportBranchAverageAttendanceStats']['parameters']; body?: never } & CallInit];
  getTodayWorkerAttendance: [init?: { params?: operations['getTodayWorkerAttendance']['parameters']; body?: never } & CallInit];
  listTop10ProjectAttendanceRate: [init?: { params?: operations['listTop10ProjectAttendanceRate']['parameters']; body?: never } & CallInit];
  listTopAttendanceBySubcontractor: [init?: { params?: operations['listTopAttendanceBySubcontractor']['parameters']; body?: never } & CallInit];
  listWeekWorkerAttendance: [init?: { params?: operations['listWeekWorkerAttendance']['parameters']; body?: never } & CallInit];
  getWorkerDayCheckDetail: [init: { params: operations['getWorkerDayCheckDetail']['parameters']; body?: never } & CallInit];
}
/** 分页的调用（pageNum/pageSize 或 page/limit），可用 `pages` 逐行读完。 */
export type AttendancePagedId = 'getAttendanceAbnormalStats' | 'pageAttendanceAbnormalRecords' | 'getAttendanceBarChart' | 'getAttendancePanel' | 'searchAttendanceDetail' | 'searchAttendanceList' | 'getHatAndGateAttendanceCount' | 'listHatAndGateAttendanceWorkers' | 'listManagerAttendanceByPerson' | 'listManagerAttendanceBySubcontractor' | 'listAttendanceConfigs' | 'getAttendanceConfigTimes' | 'listAttendanceDepartmentOptions' | 'listKeyPositionPerformanceBySubcontractor' | 'getAttendancePersonnelInfo' | 'listOrgOtherStaffAttendance' | 'listOrgSupervisorAttendance' | 'listProjectPersonAttendance' | 'listProjectManagerAttendanceByPerson' | 'listProjectManagerAttendanceByProject' | 'listSubcontractorAttendanceByEnterprise' | 'listSubcontractorStaffAttendanceByPerson' | 'listLaborWorkerAttendanceByProject' | 'listLaborWorkerAttendanceByWorker' | 'listCompanyWorkerAttendance' | 'listProjectAverageAttendanceStats' | 'listProjectAttendanceByWorker' | 'listProjectWorkerMonthlyAttendance';

/** 按 operationId 调用：`await call(api, 'listLaborDonorOptions', …)`；成功返回信封，失败抛出 SdkError。 */
export const call: AreaCall<operations, AttendanceArgs> = /* @__PURE__ */ areaCall<operations, AttendanceArgs>(table);
/** 逐行读完一个分页列表：`for await (const row of pages(api, id, init))`。 */
export const pages: AreaPages<operations, AttendanceArgs, AttendancePagedId> = /* @__PURE__ */ areaPages<operations, AttendanceArgs, AttendancePagedId>(
  table,
);
/** 本业务域的客户端：每个 operationId 一个方法，另有 `pages(id, init)`。 */
export const attendance = (client: Requester): AreaClient<operations, AttendanceArgs, AttendancePagedId> =>
  areaClient<operations, AttendanceArgs, AttendancePagedId>(table, client);
