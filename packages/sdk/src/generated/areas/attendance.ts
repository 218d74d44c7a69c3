/* 由 scripts/spec.mjs 从 spec/ 生成，请勿手改。运行 `pnpm spec` 重新生成。 */
/** 业务域「attendance」的 66 个调用，按 operationId：`import { call, pages, attendance } from '@site/sdk/areas/attendance'`。 */
import type { operations } from './attendance.schema';
import { areaCall, areaClient, areaPages, type RowOf } from '../../area';
import type { CallInit, OpResult } from '../../types';
import type { Requester } from '../../core';
import type { PageWalk } from '../../paging';

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
/** 每个调用的第二个参数：`params`、`body` 与调用选项。 */
export interface AttendanceInit {
  listLaborDonorOptions: { params?: operations['listLaborDonorOptions']['parameters']; body?: never } & CallInit;
  listLaborTeamOptions: { params?: operations['listLaborTeamOptions']['parameters']; body?: never } & CallInit;
  getAttendanceAbnormalStats: { params?: never; body: NonNullable<operations['getAttendanceAbnormalStats']['requestBody']>['content']['application/json'] } & CallInit;
  exportAttendanceAbnormalStats: { params?: never; body: NonNullable<operations['exportAttendanceAbnormalStats']['requestBody']>['content']['application/json'] } & CallInit;
  pageAttendanceAbnormalRecords: { params?: never; body: NonNullable<operations['pageAttendanceAbnormalRecords']['requestBody']>['content']['application/json'] } & CallInit;
  exportAttendanceAbnormalRecords: { params?: never; body: NonNullable<operations['exportAttendanceAbnormalRecords']['requestBody']>['content']['application/json'] } & CallInit;
  getAttendanceBarChart: { params?: never; body: NonNullable<operations['getAttendanceBarChart']['requestBody']>['content']['application/json'] } & CallInit;
  exportAttendanceBarChart: { params?: never; body: NonNullable<operations['exportAttendanceBarChart']['requestBody']>['content']['application/json'] } & CallInit;
  getAttendancePanel: { params?: never; body: NonNullable<operations['getAttendancePanel']['requestBody']>['content']['application/json'] } & CallInit;
  exportAttendancePanel: { params?: never; body: NonNullable<operations['exportAttendancePanel']['requestBody']>['content']['application/json'] } & CallInit;
  searchAttendanceDetail: { params?: never; body: NonNullable<operations['searchAttendanceDetail']['requestBody']>['content']['application/json'] } & CallInit;
  exportAttendanceSearchDetail: { params?: never; body: NonNullable<operations['exportAttendanceSearchDetail']['requestBody']>['content']['application/json'] } & CallInit;
  searchAttendanceList: { params?: never; body: NonNullable<operations['searchAttendanceList']['requestBody']>['content']['application/json'] } & CallInit;
  exportAttendanceSearchList: { params?: never; body: NonNullable<operations['exportAttendanceSearchList']['requestBody']>['content']['application/json'] } & CallInit;
  getHatAndGateAttendanceCount: { params?: never; body: NonNullable<operations['getHatAndGateAttendanceCount']['requestBody']>['content']['application/json'] } & CallInit;
  listHatAndGateAttendanceWorkers: { params?: never; body: NonNullable<operations['listHatAndGateAttendanceWorkers']['requestBody']>['content']['application/json'] } & CallInit;
  listManagerAttendanceByPerson: { params?: never; body: NonNullable<operations['listManagerAttendanceByPerson']['requestBody']>['content']['application/json'] } & CallInit;
  listManagerAttendanceBySubcontractor: { params?: never; body: NonNullable<operations['listManagerAttendanceBySubcontractor']['requestBody']>['content']['application/json'] } & CallInit;
  saveAttendanceConfig: { params?: never; body: NonNullable<operations['saveAttendanceConfig']['requestBody']>['content']['application/json'] } & CallInit;
  listAttendanceConfigs: { params?: never; body: NonNullable<operations['listAttendanceConfigs']['requestBody']>['content']['application/json'] } & CallInit;
  getAttendanceConfigTimes: { params?: never; body: NonNullable<operations['getAttendanceConfigTimes']['requestBody']>['content']['application/json'] } & CallInit;
  listAttendanceDepartmentOptions: { params?: never; body: NonNullable<operations['listAttendanceDepartmentOptions']['requestBody']>['content']['application/json'] } & CallInit;
  listKeyPositionPerformanceBySubcontractor: { params?: never; body: NonNullable<operations['listKeyPositionPerformanceBySubcontractor']['requestBody']>['content']['application/json'] } & CallInit;
  getAttendancePersonnelInfo: { params?: never; body: NonNullable<operations['getAttendancePersonnelInfo']['requestBody']>['content']['application/json'] } & CallInit;
  getLaborAttendanceHeadCollect: { params?: operations['getLaborAttendanceHeadCollect']['parameters']; body?: never } & CallInit;
  listLaborAttendanceByDate: { params?: operations['listLaborAttendanceByDate']['parameters']; body?: never } & CallInit;
  listLaborAttendanceByOrg: { params?: operations['listLaborAttendanceByOrg']['parameters']; body?: never } & CallInit;
  listOrgOtherStaffAttendance: { params?: operations['listOrgOtherStaffAttendance']['parameters']; body?: never } & CallInit;
  listOrgSupervisorAttendance: { params?: operations['listOrgSupervisorAttendance']['parameters']; body?: never } & CallInit;
  listPersonTrace: { params: operations['listPersonTrace']['parameters']; body?: never } & CallInit;
  getPersonProjectCheckDetail: { params: operations['getPersonProjectCheckDetail']['parameters']; body?: never } & CallInit;
  listPersonProjectDailyAttendance: { params: operations['listPersonProjectDailyAttendance']['parameters']; body?: never } & CallInit;
  listProjectPersonAttendance: { params?: operations['listProjectPersonAttendance']['parameters']; body?: never } & CallInit;
  listProjectPositionAttendance: { params?: operations['listProjectPositionAttendance']['parameters']; body?: never } & CallInit;
  listProjectManagerAttendanceByPerson: { params?: operations['listProjectManagerAttendanceByPerson']['parameters']; body?: never } & CallInit;
  listProjectManagerAttendanceByProject: { params?: operations['listProjectManagerAttendanceByProject']['parameters']; body?: never } & CallInit;
  listProjectManagerAttendanceByDate: { params?: operations['listProjectManagerAttendanceByDate']['parameters']; body?: never } & CallInit;
  listSubcontractorAttendanceByEnterprise: { params?: operations['listSubcontractorAttendanceByEnterprise']['parameters']; body?: never } & CallInit;
  listSubcontractorStaffAttendanceByPerson: { params?: operations['listSubcontractorStaffAttendanceByPerson']['parameters']; body?: never } & CallInit;
  listSubcontractorStaffAttendanceByDate: { params?: operations['listSubcontractorStaffAttendanceByDate']['parameters']; body?: never } & CallInit;
  listLaborWorkerAttendanceByArea: { params?: operations['listLaborWorkerAttendanceByArea']['parameters']; body?: never } & CallInit;
  listLaborWorkerAttendanceByProject: { params?: operations['listLaborWorkerAttendanceByProject']['parameters']; body?: never } & CallInit;
  listLaborWorkerAttendanceByWorker: { params?: operations['listLaborWorkerAttendanceByWorker']['parameters']; body?: never } & CallInit;
  listLaborWorkerAttendanceByDate: { params?: operations['listLaborWorkerAttendanceByDate']['parameters']; body?: never } & CallInit;
  listProjectAvgWorkHours: { params?: operations['listProjectAvgWorkHours']['parameters']; body?: never } & CallInit;
  listAttendanceCompanyOptions: { params?: operations['listAttendanceCompanyOptions']['parameters']; body?: never } & CallInit;
  listAttendanceBranchOptions: { params?: operations['listAttendanceBranchOptions']['parameters']; body?: never } & CallInit;
  listAttendanceTeamOptions: { params?: operations['listAttendanceTeamOptions']['parameters']; body?: never } & CallInit;
  listCompanyWorkerAttendance: { params?: operations['listCompanyWorkerAttendance']['parameters']; body?: never } & CallInit;
  exportCompanyWorkerAttendance: { params?: operations['exportCompanyWorkerAttendance']['parameters']; body?: never } & CallInit;
  listProjectAverageAttendanceStats: { params?: operations['listProjectAverageAttendanceStats']['parameters']; body?: never } & CallInit;
  exportProjectAverageAttendanceStats: { params?: operations['exportProjectAverageAttendanceStats']['parameters']; body?: never } & CallInit;
  listProjectAttendanceByCompany: { params?: operations['listProjectAttendanceByCompany']['parameters']; body?: never } & CallInit;
  listProjectAttendanceByTeam: { params?: operations['listProjectAttendanceByTeam']['parameters']; body?: never } & CallInit;
  listProjectAttendanceByWorker: { params?: operations['listProjectAttendanceByWorker']['parameters']; body?: never } & CallInit;
  exportProjectAttendanceDetail: { params?: operations['exportProjectAttendanceDetail']['parameters']; body?: never } & CallInit;
  listProjectWorkerMonthlyAttendance: { params?: operations['listProjectWorkerMonthlyAttendance']['parameters']; body?: never } & CallInit;
  exportProjectWorkerMonthlyAttendance: { params?: operations['exportProjectWorkerMonthlyAttendance']['parameters']; body?: never } & CallInit;
  listBranchAttendance: { params?: operations['listBranchAttendance']['parameters']; body?: never } & CallInit;
  listBranchAverageAttendanceStats: { params?: operations['listBranchAverageAttendanceStats']['parameters']; body?: never } & CallInit;
  exportBranchAverageAttendanceStats: { params?: operations['exportBranchAverageAttendanceStats']['parameters']; body?: never } & CallInit;
  getTodayWorkerAttendance: { params?: operations['getTodayWorkerAttendance']['parameters']; body?: never } & CallInit;
  listTop10ProjectAttendanceRate: { params?: operations['listTop10ProjectAttendanceRate']['parameters']; body?: never } & CallInit;
  listTopAttendanceBySubcontractor: { params?: operations['listTopAttendanceBySubcontractor']['parameters']; body?: never } & CallInit;
  listWeekWorkerAttendance: { params?: operations['listWeekWorkerAttendance']['parameters']; body?: never } & CallInit;
  getWorkerDayCheckDetail: { params: operations['getWorkerDayCheckDetail']['parameters']; body?: never } & CallInit;
}
/** 第二个参数可以不给的调用（没有必填的参数或请求体）。 */
export type AttendanceOptionalId = 'listLaborDonorOptions' | 'listLaborTeamOptions' | 'getLaborAttendanceHeadCollect' | 'listLaborAttendanceByDate' | 'listLaborAttendanceByOrg' | 'listOrgOtherStaffAttendance' | 'listOrgSupervisorAttendance' | 'listProjectPersonAttendance' | 'listProjectPositionAttendance' | 'listProjectManagerAttendanceByPerson' | 'listProjectManagerAttendanceByProject' | 'listProjectManagerAttendanceByDate' | 'listSubcontractorAttendanceByEnterprise' | 'listSubcontractorStaffAttendanceByPerson' | 'listSubcontractorStaffAttendanceByDate' | 'listLaborWorkerAttendanceByArea' | 'listLaborWorkerAttendanceByProject' | 'listLaborWorkerAttendanceByWorker' | 'listLaborWorkerAttendanceByDate' | 'listProjectAvgWorkHours' | 'listAttendanceCompanyOptions' | 'listAttendanceBranchOptions' | 'listAttendanceTeamOptions' | 'listCompanyWorkerAttendance' | 'exportCompanyWorkerAttendance' | 'listProjectAverageAttendanceStats' | 'exportProjectAverageAttendanceStats' | 'listProjectAttendanceByCompany' | 'listProjectAttendanceByTeam' | 'listProjectAttendanceByWorker' | 'exportProjectAttendanceDetail' | 'listProjectWorkerMonthlyAttendance' | 'exportProjectWorkerMonthlyAttendance' | 'listBranchAttendance' | 'listBranchAverageAttendanceStats' | 'exportBranchAverageAttendanceStats' | 'getTodayWorkerAttendance' | 'listTop10ProjectAttendanceRate' | 'listTopAttendanceBySubcontractor' | 'listWeekWorkerAttendance';
/** 每个调用第二个参数的元组：可省略时为 `[init?: …]`。 */
export type AttendanceArgs = { [Id in AttendanceOperationId]: Id extends AttendanceOptionalId ? [init?: AttendanceInit[Id]] : [init: AttendanceInit[Id]] };
/** 分页的调用（pageNum/pageSize 或 page/limit），可用 `pages` 逐行读完。 */
export type AttendancePagedId = 'getAttendanceAbnormalStats' | 'pageAttendanceAbnormalRecords' | 'getAttendanceBarChart' | 'getAttendancePanel' | 'searchAttendanceDetail' | 'searchAttendanceList' | 'getHatAndGateAttendanceCount' | 'listHatAndGateAttendanceWorkers' | 'listManagerAttendanceByPerson' | 'listManagerAttendanceBySubcontractor' | 'listAttendanceConfigs' | 'getAttendanceConfigTimes' | 'listAttendanceDepartmentOptions' | 'listKeyPositionPerformanceBySubcontractor' | 'getAttendancePersonnelInfo' | 'listOrgOtherStaffAttendance' | 'listOrgSupervisorAttendance' | 'listProjectPersonAttendance' | 'listProjectManagerAttendanceByPerson' | 'listProjectManagerAttendanceByProject' | 'listSubcontractorAttendanceByEnterprise' | 'listSubcontractorStaffAttendanceByPerson' | 'listLaborWorkerAttendanceByProject' | 'listLaborWorkerAttendanceByWorker' | 'listCompanyWorkerAttendance' | 'listProjectAverageAttendanceStats' | 'listProjectAttendanceByWorker' | 'listProjectWorkerMonthlyAttendance';
/** 按 operationId 调用：成功返回信封（或 File），失败抛出 SdkError。 */
export type AttendanceCall = <Id extends AttendanceOperationId>(client: Requester, id: Id, ...init: Id extends AttendanceOptionalId ? [init?: AttendanceInit[Id]] : [init: AttendanceInit[Id]]) => Promise<OpResult<operations[Id]>>;
/** 逐行读完一个分页列表（`for await`；`.limit(n)` 最多 n 行；`.toArray()` 读成数组）。 */
export type AttendancePages = <Id extends AttendancePagedId>(client: Requester, id: Id, ...init: Id extends AttendanceOptionalId ? [init?: AttendanceInit[Id]] : [init: AttendanceInit[Id]]) => PageWalk<RowOf<operations[Id]>>;
/** 本业务域的客户端：每个 operationId 一个方法，另有 `pages(id, init)`。 */
export type AttendanceClient = { readonly [Id in AttendanceOperationId]: (...init: Id extends AttendanceOptionalId ? [init?: AttendanceInit[Id]] : [init: AttendanceInit[Id]]) => Promise<OpResult<operations[Id]>> } & {
  pages<Id extends AttendancePagedId>(id: Id, ...init: Id extends AttendanceOptionalId ? [init?: AttendanceInit[Id]] : [init: AttendanceInit[Id]]): PageWalk<RowOf<operations[Id]>>;
};

/** 按 operationId 调用：`await call(api, 'listLaborDonorOptions', …)`；成功返回信封，失败抛出 SdkError。 */
export const call: AttendanceCall = /* @__PURE__ */ areaCall(table) as unknown as AttendanceCall;
/** 逐行读完一个分页列表：`for await (const row of pages(api, id, init))`。 */
export const pages: AttendancePages = /* @__PURE__ */ areaPages(table) as unknown as AttendancePages;
/** 本业务域的客户端：每个 operationId 一个方法，另有 `pages(id, init)`。 */
export const attendance = (client: Requester): AttendanceClient => areaClient(table, client) as unknown as AttendanceClient;
