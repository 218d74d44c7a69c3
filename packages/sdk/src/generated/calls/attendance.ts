/* 由 scripts/spec.mjs 从 spec/ 生成，请勿手改。运行 `pnpm spec` 重新生成。 */
/** 业务域「attendance」的 66 个调用，每个一个可摇树的函数：`import { createClient, getAttendanceAbnormalStats } from '@site/sdk/calls/attendance'`，`await getAttendanceAbnormalStats(api, …)`。 */
import type { operations } from '../areas/attendance.schema';
import type { AttendanceArgs } from '../areas/attendance';
import type { OpResult } from '../../types';
import { fileOp, op, uploadOp, type Call, type PagedCall } from '../../calls';

export * from '../../calls';
export type { components as AttendanceComponents, operations as AttendanceOperations } from '../areas/attendance.schema';

/** 劳务输出单位下拉（GET /adm-labor/labormenu/donor/list） */
export const listLaborDonorOptions: Call<'listLaborDonorOptions', AttendanceArgs['listLaborDonorOptions'], OpResult<operations['listLaborDonorOptions']>> = /* @__PURE__ */ op('listLaborDonorOptions', 'GET /adm-labor/labormenu/donor/list');

/** 劳务班组下拉（GET /adm-labor/labormenu/team/list） */
export const listLaborTeamOptions: Call<'listLaborTeamOptions', AttendanceArgs['listLaborTeamOptions'], OpResult<operations['listLaborTeamOptions']>> = /* @__PURE__ */ op('listLaborTeamOptions', 'GET /adm-labor/labormenu/team/list');

/** 管理人员考勤异常统计（POST /duty/appendance/abnormal）；分页：`pagesOf(api, getAttendanceAbnormalStats, …)` */
export const getAttendanceAbnormalStats: PagedCall<'getAttendanceAbnormalStats', AttendanceArgs['getAttendanceAbnormalStats'], OpResult<operations['getAttendanceAbnormalStats']>> = /* @__PURE__ */ op('getAttendanceAbnormalStats', 'POST /duty/appendance/abnormal P');

/** 导出管理人员考勤异常统计（POST /duty/appendance/abnormalExport） */
export const exportAttendanceAbnormalStats: Call<'exportAttendanceAbnormalStats', AttendanceArgs['exportAttendanceAbnormalStats'], OpResult<operations['exportAttendanceAbnormalStats']>> = /* @__PURE__ */ fileOp('exportAttendanceAbnormalStats', 'POST /duty/appendance/abnormalExport b');

/** 管理人员考勤异常明细分页（POST /duty/appendance/abnormalPage）；分页：`pagesOf(api, pageAttendanceAbnormalRecords, …)` */
export const pageAttendanceAbnormalRecords: PagedCall<'pageAttendanceAbnormalRecords', AttendanceArgs['pageAttendanceAbnormalRecords'], OpResult<operations['pageAttendanceAbnormalRecords']>> = /* @__PURE__ */ op('pageAttendanceAbnormalRecords', 'POST /duty/appendance/abnormalPage P');

/** 导出管理人员考勤异常明细（POST /duty/appendance/abnormalPageExport） */
export const exportAttendanceAbnormalRecords: Call<'exportAttendanceAbnormalRecords', AttendanceArgs['exportAttendanceAbnormalRecords'], OpResult<operations['exportAttendanceAbnormalRecords']>> = /* @__PURE__ */ fileOp('exportAttendanceAbnormalRecords', 'POST /duty/appendance/abnormalPageExport b');

/** 管理人员每日出勤柱状图（POST /duty/appendance/bar_chart）；分页：`pagesOf(api, getAttendanceBarChart, …)` */
export const getAttendanceBarChart: PagedCall<'getAttendanceBarChart', AttendanceArgs['getAttendanceBarChart'], OpResult<operations['getAttendanceBarChart']>> = /* @__PURE__ */ op('getAttendanceBarChart', 'POST /duty/appendance/bar_chart P');

/** 导出管理人员每日出勤（POST /duty/appendance/bar_chartExport） */
export const exportAttendanceBarChart: Call<'exportAttendanceBarChart', AttendanceArgs['exportAttendanceBarChart'], OpResult<operations['exportAttendanceBarChart']>> = /* @__PURE__ */ fileOp('exportAttendanceBarChart', 'POST /duty/appendance/bar_chartExport b');

/** 管理人员考勤面板（POST /duty/appendance/panel）；分页：`pagesOf(api, getAttendancePanel, …)` */
export const getAttendancePanel: PagedCall<'getAttendancePanel', AttendanceArgs['getAttendancePanel'], OpResult<operations['getAttendancePanel']>> = /* @__PURE__ */ op('getAttendancePanel', 'POST /duty/appendance/panel P');

/** 导出管理人员考勤面板（POST /duty/appendance/panelExport） */
export const exportAttendancePanel: Call<'exportAttendancePanel', AttendanceArgs['exportAttendancePanel'], OpResult<operations['exportAttendancePanel']>> = /* @__PURE__ */ fileOp('exportAttendancePanel', 'POST /duty/appendance/panelExport b');

/** 管理人员考勤明细（按日）（POST /duty/appendance/search_detail）；分页：`pagesOf(api, searchAttendanceDetail, …)` */
export const searchAttendanceDetail: PagedCall<'searchAttendanceDetail', AttendanceArgs['searchAttendanceDetail'], OpResult<operations['searchAttendanceDetail']>> = /* @__PURE__ */ op('searchAttendanceDetail', 'POST /duty/appendance/search_detail P');

/** 导出管理人员考勤明细（按日）（POST /duty/appendance/search_detailExport） */
export const exportAttendanceSearchDetail: Call<'exportAttendanceSearchDetail', AttendanceArgs['exportAttendanceSearchDetail'], OpResult<operations['exportAttendanceSearchDetail']>> = /* @__PURE__ */ fileOp('exportAttendanceSearchDetail', 'POST /duty/appendance/search_detailExport b');

/** 管理人员考勤查询（按人汇总）（POST /duty/appendance/search_list）；分页：`pagesOf(api, searchAttendanceList, …)` */
export const searchAttendanceList: PagedCall<'searchAttendanceList', AttendanceArgs['searchAttendanceList'], OpResult<operations['searchAttendanceList']>> = /* @__PURE__ */ op('searchAttendanceList', 'POST /duty/appendance/search_list P');

/** 导出管理人员考勤查询（按人汇总）（POST /duty/appendance/search_listExport） */
export const exportAttendanceSearchList: Call<'exportAttendanceSearchList', AttendanceArgs['exportAttendanceSearchList'], OpResult<operations['exportAttendanceSearchList']>> = /* @__PURE__ */ fileOp('exportAttendanceSearchList', 'POST /duty/appendance/search_listExport b');

/** 安全帽与闸机考勤人数对比（POST /duty/attendance/hatAndGateCount）；分页：`pagesOf(api, getHatAndGateAttendanceCount, …)` */
export const getHatAndGateAttendanceCount: PagedCall<'getHatAndGateAttendanceCount', AttendanceArgs['getHatAndGateAttendanceCount'], OpResult<operations['getHatAndGateAttendanceCount']>> = /* @__PURE__ */ op('getHatAndGateAttendanceCount', 'POST /duty/attendance/hatAndGateCount P');

/** 安全帽与闸机考勤工人明细（POST /duty/attendance/workerList）；分页：`pagesOf(api, listHatAndGateAttendanceWorkers, …)` */
export const listHatAndGateAttendanceWorkers: PagedCall<'listHatAndGateAttendanceWorkers', AttendanceArgs['listHatAndGateAttendanceWorkers'], OpResult<operations['listHatAndGateAttendanceWorkers']>> = /* @__PURE__ */ op('listHatAndGateAttendanceWorkers', 'POST /duty/attendance/workerList P');

/** 管理人员考勤（按人员）（POST /duty/attendanceManagementPersonnelByPerson）；分页：`pagesOf(api, listManagerAttendanceByPerson, …)` */
export const listManagerAttendanceByPerson: PagedCall<'listManagerAttendanceByPerson', AttendanceArgs['listManagerAttendanceByPerson'], OpResult<operations['listManagerAttendanceByPerson']>> = /* @__PURE__ */ op('listManagerAttendanceByPerson', 'POST /duty/attendanceManagementPersonnelByPerson P');

/** 管理人员考勤（按参建单位）（POST /duty/attendanceManagementPersonnelBySubcontracting）；分页：`pagesOf(api, listManagerAttendanceBySubcontractor, …)` */
export const listManagerAttendanceBySubcontractor: PagedCall<'listManagerAttendanceBySubcontractor', AttendanceArgs['listManagerAttendanceBySubcontractor'], OpResult<operations['listManagerAttendanceBySubcontractor']>> = /* @__PURE__ */ op('listManagerAttendanceBySubcontractor', 'POST /duty/attendanceManagementPersonnelBySubcontracting P');

/** 新增或编辑考勤规则（POST /duty/config/add） */
export const saveAttendanceConfig: Call<'saveAttendanceConfig', AttendanceArgs['saveAttendanceConfig'], OpResult<operations['saveAttendanceConfig']>> = /* @__PURE__ */ op('saveAttendanceConfig', 'POST /duty/config/add');

/** 考勤规则配置分页（POST /duty/config/list）；分页：`pagesOf(api, listAttendanceConfigs, …)` */
export const listAttendanceConfigs: PagedCall<'listAttendanceConfigs', AttendanceArgs['listAttendanceConfigs'], OpResult<operations['listAttendanceConfigs']>> = /* @__PURE__ */ op('listAttendanceConfigs', 'POST /duty/config/list P');

/** 获取项目考勤打卡时段（POST /duty/configTimes/get）；分页：`pagesOf(api, getAttendanceConfigTimes, …)` */
export const getAttendanceConfigTimes: PagedCall<'getAttendanceConfigTimes', AttendanceArgs['getAttendanceConfigTimes'], OpResult<operations['getAttendanceConfigTimes']>> = /* @__PURE__ */ op('getAttendanceConfigTimes', 'POST /duty/configTimes/get P');

/** 项目部门下拉（POST /duty/departmentDropdown）；分页：`pagesOf(api, listAttendanceDepartmentOptions, …)` */
export const listAttendanceDepartmentOptions: PagedCall<'listAttendanceDepartmentOptions', AttendanceArgs['listAttendanceDepartmentOptions'], OpResult<operations['listAttendanceDepartmentOptions']>> = /* @__PURE__ */ op('listAttendanceDepartmentOptions', 'POST /duty/departmentDropdown P');

/** 分包单位关键岗位履职（POST /duty/performanceKeyPositionsSubcontractor）；分页：`pagesOf(api, listKeyPositionPerformanceBySubcontractor, …)` */
export const listKeyPositionPerformanceBySubcontractor: PagedCall<'listKeyPositionPerformanceBySubcontractor', AttendanceArgs['listKeyPositionPerformanceBySubcontractor'], OpResult<operations['listKeyPositionPerformanceBySubcontractor']>> = /* @__PURE__ */ op('listKeyPositionPerformanceBySubcontractor', 'POST /duty/performanceKeyPositionsSubcontractor P');

/** 管理人员考勤档案（POST /duty/personnelInfo）；分页：`pagesOf(api, getAttendancePersonnelInfo, …)` */
export const getAttendancePersonnelInfo: PagedCall<'getAttendancePersonnelInfo', AttendanceArgs['getAttendancePersonnelInfo'], OpResult<operations['getAttendancePersonnelInfo']>> = /* @__PURE__ */ op('getAttendancePersonnelInfo', 'POST /duty/personnelInfo P');

/** 劳务考勤头部汇总（GET /pc/labor/att/head/collect） */
export const getLaborAttendanceHeadCollect: Call<'getLaborAttendanceHeadCollect', AttendanceArgs['getLaborAttendanceHeadCollect'], OpResult<operations['getLaborAttendanceHeadCollect']>> = /* @__PURE__ */ op('getLaborAttendanceHeadCollect', 'GET /pc/labor/att/head/collect');

/** 全员逐日出勤（日期区间）（GET /pc/labor/date/attInfo/dateRange） */
export const listLaborAttendanceByDate: Call<'listLaborAttendanceByDate', AttendanceArgs['listLaborAttendanceByDate'], OpResult<operations['listLaborAttendanceByDate']>> = /* @__PURE__ */ op('listLaborAttendanceByDate', 'GET /pc/labor/date/attInfo/dateRange');

/** 下级组织出勤对比（日期区间）（GET /pc/labor/org/attInfo/dateRange） */
export const listLaborAttendanceByOrg: Call<'listLaborAttendanceByOrg', AttendanceArgs['listLaborAttendanceByOrg'], OpResult<operations['listLaborAttendanceByOrg']>> = /* @__PURE__ */ op('listLaborAttendanceByOrg', 'GET /pc/labor/org/attInfo/dateRange');

/** 组织其他人员考勤列表（GET /pc/labor/orgOtherMan/att/list）；分页：`pagesOf(api, listOrgOtherStaffAttendance, …)` */
export const listOrgOtherStaffAttendance: PagedCall<'listOrgOtherStaffAttendance', AttendanceArgs['listOrgOtherStaffAttendance'], OpResult<operations['listOrgOtherStaffAttendance']>> = /* @__PURE__ */ op('listOrgOtherStaffAttendance', 'GET /pc/labor/orgOtherMan/att/list p');

/** 组织督导人员考勤列表（GET /pc/labor/orgSupMan/att/list）；分页：`pagesOf(api, listOrgSupervisorAttendance, …)` */
export const listOrgSupervisorAttendance: PagedCall<'listOrgSupervisorAttendance', AttendanceArgs['listOrgSupervisorAttendance'], OpResult<operations['listOrgSupervisorAttendance']>> = /* @__PURE__ */ op('listOrgSupervisorAttendance', 'GET /pc/labor/orgSupMan/att/list p');

/** 人员轨迹（日期区间）（GET /pc/labor/person/daterange/trace） */
export const listPersonTrace: Call<'listPersonTrace', AttendanceArgs['listPersonTrace'], OpResult<operations['listPersonTrace']>> = /* @__PURE__ */ op('listPersonTrace', 'GET /pc/labor/person/daterange/trace');

/** 人员在项目的单日打卡明细（GET /pc/labor/person/project/att/check/detail） */
export const getPersonProjectCheckDetail: Call<'getPersonProjectCheckDetail', AttendanceArgs['getPersonProjectCheckDetail'], OpResult<operations['getPersonProjectCheckDetail']>> = /* @__PURE__ */ op('getPersonProjectCheckDetail', 'GET /pc/labor/person/project/att/check/detail');

/** 人员在项目的逐日考勤（GET /pc/labor/person/project/att/day/list） */
export const listPersonProjectDailyAttendance: Call<'listPersonProjectDailyAttendance', AttendanceArgs['listPersonProjectDailyAttendance'], OpResult<operations['listPersonProjectDailyAttendance']>> = /* @__PURE__ */ op('listPersonProjectDailyAttendance', 'GET /pc/labor/person/project/att/day/list');

/** 项目管理人员出勤名单（GET /pc/labor/proj/att/personList）；分页：`pagesOf(api, listProjectPersonAttendance, …)` */
export const listProjectPersonAttendance: PagedCall<'listProjectPersonAttendance', AttendanceArgs['listProjectPersonAttendance'], OpResult<operations['listProjectPersonAttendance']>> = /* @__PURE__ */ op('listProjectPersonAttendance', 'GET /pc/labor/proj/att/personList p');

/** 项目岗位出勤（日期区间）（GET /pc/labor/proj/posAttInfo/dateRange） */
export const listProjectPositionAttendance: Call<'listProjectPositionAttendance', AttendanceArgs['listProjectPositionAttendance'], OpResult<operations['listProjectPositionAttendance']>> = /* @__PURE__ */ op('listProjectPositionAttendance', 'GET /pc/labor/proj/posAttInfo/dateRange');

/** 项目管理人员出勤（按人员）（GET /pc/labor/projMan/att/personList）；分页：`pagesOf(api, listProjectManagerAttendanceByPerson, …)` */
export const listProjectManagerAttendanceByPerson: PagedCall<'listProjectManagerAttendanceByPerson', AttendanceArgs['listProjectManagerAttendanceByPerson'], OpResult<operations['listProjectManagerAttendanceByPerson']>> = /* @__PURE__ */ op('listProjectManagerAttendanceByPerson', 'GET /pc/labor/projMan/att/personList p');

/** 项目管理人员出勤（按项目）（GET /pc/labor/projMan/att/projList）；分页：`pagesOf(api, listProjectManagerAttendanceByProject, …)` */
export const listProjectManagerAttendanceByProject: PagedCall<'listProjectManagerAttendanceByProject', AttendanceArgs['listProjectManagerAttendanceByProject'], OpResult<operations['listProjectManagerAttendanceByProject']>> = /* @__PURE__ */ op('listProjectManagerAttendanceByProject', 'GET /pc/labor/projMan/att/projList p');

/** 项目管理人员逐日出勤（日期区间）（GET /pc/labor/projMan/attInfo/dateRange） */
export const listProjectManagerAttendanceByDate: Call<'listProjectManagerAttendanceByDate', AttendanceArgs['listProjectManagerAttendanceByDate'], OpResult<operations['listProjectManagerAttendanceByDate']>> = /* @__PURE__ */ op('listProjectManagerAttendanceByDate', 'GET /pc/labor/projMan/attInfo/dateRange');

/** 参建企业管理人员出勤（按企业）（GET /pc/labor/stuEnt/att/entList）；分页：`pagesOf(api, listSubcontractorAttendanceByEnterprise, …)` */
export const listSubcontractorAttendanceByEnterprise: PagedCall<'listSubcontractorAttendanceByEnterprise', AttendanceArgs['listSubcontractorAttendanceByEnterprise'], OpResult<operations['listSubcontractorAttendanceByEnterprise']>> = /* @__PURE__ */ op('listSubcontractorAttendanceByEnterprise', 'GET /pc/labor/stuEnt/att/entList p');

/** 参建企业管理人员出勤（按人员）（GET /pc/labor/stuEnt/att/personList）；分页：`pagesOf(api, listSubcontractorStaffAttendanceByPerson, …)` */
export const listSubcontractorStaffAttendanceByPerson: PagedCall<'listSubcontractorStaffAttendanceByPerson', AttendanceArgs['listSubcontractorStaffAttendanceByPerson'], OpResult<operations['listSubcontractorStaffAttendanceByPerson']>> = /* @__PURE__ */ op('listSubcontractorStaffAttendanceByPerson', 'GET /pc/labor/stuEnt/att/personList p');

/** 参建企业管理人员逐日出勤（日期区间）（GET /pc/labor/stuEnt/attInfo/dateRange） */
export const listSubcontractorStaffAttendanceByDate: Call<'listSubcontractorStaffAttendanceByDate', AttendanceArgs['listSubcontractorStaffAttendanceByDate'], OpResult<operations['listSubcontractorStaffAttendanceByDate']>> = /* @__PURE__ */ op('listSubcontractorStaffAttendanceByDate', 'GET /pc/labor/stuEnt/attInfo/dateRange');

/** 工人出勤（按地区，日期区间）（GET /pc/labor/worker/areaAttInfo/dateRange） */
export const listLaborWorkerAttendanceByArea: Call<'listLaborWorkerAttendanceByArea', AttendanceArgs['listLaborWorkerAttendanceByArea'], OpResult<operations['listLaborWorkerAttendanceByArea']>> = /* @__PURE__ */ op('listLaborWorkerAttendanceByArea', 'GET /pc/labor/worker/areaAttInfo/dateRange');

/** 工人出勤（按项目）（GET /pc/labor/worker/att/projList）；分页：`pagesOf(api, listLaborWorkerAttendanceByProject, …)` */
export const listLaborWorkerAttendanceByProject: PagedCall<'listLaborWorkerAttendanceByProject', AttendanceArgs['listLaborWorkerAttendanceByProject'], OpResult<operations['listLaborWorkerAttendanceByProject']>> = /* @__PURE__ */ op('listLaborWorkerAttendanceByProject', 'GET /pc/labor/worker/att/projList p');

/** 工人出勤（按工人）（GET /pc/labor/worker/att/workerList）；分页：`pagesOf(api, listLaborWorkerAttendanceByWorker, …)` */
export const listLaborWorkerAttendanceByWorker: PagedCall<'listLaborWorkerAttendanceByWorker', AttendanceArgs['listLaborWorkerAttendanceByWorker'], OpResult<operations['listLaborWorkerAttendanceByWorker']>> = /* @__PURE__ */ op('listLaborWorkerAttendanceByWorker', 'GET /pc/labor/worker/att/workerList p');

/** 工人逐日出勤（日期区间）（GET /pc/labor/worker/attInfo/dateRange） */
export const listLaborWorkerAttendanceByDate: Call<'listLaborWorkerAttendanceByDate', AttendanceArgs['listLaborWorkerAttendanceByDate'], OpResult<operations['listLaborWorkerAttendanceByDate']>> = /* @__PURE__ */ op('listLaborWorkerAttendanceByDate', 'GET /pc/labor/worker/attInfo/dateRange');

/** 项目日均工时报表（GET /pc/report/project/attendance/avgworkhours） */
export const listProjectAvgWorkHours: Call<'listProjectAvgWorkHours', AttendanceArgs['listProjectAvgWorkHours'], OpResult<operations['listProjectAvgWorkHours']>> = /* @__PURE__ */ op('listProjectAvgWorkHours', 'GET /pc/report/project/attendance/avgworkhours');

/** 项目参建单位下拉（GET /pc/worker/attendancedetail/allCompanyByProject） */
export const listAttendanceCompanyOptions: Call<'listAttendanceCompanyOptions', AttendanceArgs['listAttendanceCompanyOptions'], OpResult<operations['listAttendanceCompanyOptions']>> = /* @__PURE__ */ op('listAttendanceCompanyOptions', 'GET /pc/worker/attendancedetail/allCompanyByProject');

/** 分公司下拉（GET /pc/worker/attendancedetail/allSubOrg） */
export const listAttendanceBranchOptions: Call<'listAttendanceBranchOptions', AttendanceArgs['listAttendanceBranchOptions'], OpResult<operations['listAttendanceBranchOptions']>> = /* @__PURE__ */ op('listAttendanceBranchOptions', 'GET /pc/worker/attendancedetail/allSubOrg');

/** 项目班组下拉（GET /pc/worker/attendancedetail/allTeamByProject） */
export const listAttendanceTeamOptions: Call<'listAttendanceTeamOptions', AttendanceArgs['listAttendanceTeamOptions'], OpResult<operations['listAttendanceTeamOptions']>> = /* @__PURE__ */ op('listAttendanceTeamOptions', 'GET /pc/worker/attendancedetail/allTeamByProject');

/** 参建单位人员与出勤（按项目）（GET /pc/worker/attendancedetail/companyWithWorker）；分页：`pagesOf(api, listCompanyWorkerAttendance, …)` */
export const listCompanyWorkerAttendance: PagedCall<'listCompanyWorkerAttendance', AttendanceArgs['listCompanyWorkerAttendance'], OpResult<operations['listCompanyWorkerAttendance']>> = /* @__PURE__ */ op('listCompanyWorkerAttendance', 'GET /pc/worker/attendancedetail/companyWithWorker p');

/** 导出参建单位人员与出勤（GET /pc/worker/attendancedetail/companyWithWorkerExport） */
export const exportCompanyWorkerAttendance: Call<'exportCompanyWorkerAttendance', AttendanceArgs['exportCompanyWorkerAttendance'], OpResult<operations['exportCompanyWorkerAttendance']>> = /* @__PURE__ */ fileOp('exportCompanyWorkerAttendance', 'GET /pc/worker/attendancedetail/companyWithWorkerExport b');

/** 项目平均出勤统计（GET /pc/worker/attendancedetail/projectAverageAttendanceStats）；分页：`pagesOf(api, listProjectAverageAttendanceStats, …)` */
export const listProjectAverageAttendanceStats: PagedCall<'listProjectAverageAttendanceStats', AttendanceArgs['listProjectAverageAttendanceStats'], OpResult<operations['listProjectAverageAttendanceStats']>> = /* @__PURE__ */ op('listProjectAverageAttendanceStats', 'GET /pc/worker/attendancedetail/projectAverageAttendanceStats p');

/** 导出项目平均出勤统计（GET /pc/worker/attendancedetail/projectAverageAttendanceStatsExport） */
export const exportProjectAverageAttendanceStats: Call<'exportProjectAverageAttendanceStats', AttendanceArgs['exportProjectAverageAttendanceStats'], OpResult<operations['exportProjectAverageAttendanceStats']>> = /* @__PURE__ */ fileOp('exportProjectAverageAttendanceStats', 'GET /pc/worker/attendancedetail/projectAverageAttendanceStatsExport b');

/** 项目出勤明细（按参建单位）（GET /pc/worker/attendancedetail/projectDetailByCompany） */
export const listProjectAttendanceByCompany: Call<'listProjectAttendanceByCompany', AttendanceArgs['listProjectAttendanceByCompany'], OpResult<operations['listProjectAttendanceByCompany']>> = /* @__PURE__ */ op('listProjectAttendanceByCompany', 'GET /pc/worker/attendancedetail/projectDetailByCompany');

/** 项目出勤明细（按班组）（GET /pc/worker/attendancedetail/projectDetailByTeam） */
export const listProjectAttendanceByTeam: Call<'listProjectAttendanceByTeam', AttendanceArgs['listProjectAttendanceByTeam'], OpResult<operations['listProjectAttendanceByTeam']>> = /* @__PURE__ */ op('listProjectAttendanceByTeam', 'GET /pc/worker/attendancedetail/projectDetailByTeam');

/** 项目出勤明细（按工人）（GET /pc/worker/attendancedetail/projectDetailByWorker）；分页：`pagesOf(api, listProjectAttendanceByWorker, …)` */
export const listProjectAttendanceByWorker: PagedCall<'listProjectAttendanceByWorker', AttendanceArgs['listProjectAttendanceByWorker'], OpResult<operations['listProjectAttendanceByWorker']>> = /* @__PURE__ */ op('listProjectAttendanceByWorker', 'GET /pc/worker/attendancedetail/projectDetailByWorker p');

/** 导出项目出勤明细（GET /pc/worker/attendancedetail/projectDetailExport） */
export const exportProjectAttendanceDetail: Call<'exportProjectAttendanceDetail', AttendanceArgs['exportProjectAttendanceDetail'], OpResult<operations['exportProjectAttendanceDetail']>> = /* @__PURE__ */ fileOp('exportProjectAttendanceDetail', 'GET /pc/worker/attendancedetail/projectDetailExport b');

/** 工人月度考勤表（GET /pc/worker/attendancedetail/projectWorker）；分页：`pagesOf(api, listProjectWorkerMonthlyAttendance, …)` */
export const listProjectWorkerMonthlyAttendance: PagedCall<'listProjectWorkerMonthlyAttendance', AttendanceArgs['listProjectWorkerMonthlyAttendance'], OpResult<operations['listProjectWorkerMonthlyAttendance']>> = /* @__PURE__ */ op('listProjectWorkerMonthlyAttendance', 'GET /pc/worker/attendancedetail/projectWorker p');

/** 导出工人月度考勤表（GET /pc/worker/attendancedetail/projectWorkerExport） */
export const exportProjectWorkerMonthlyAttendance: Call<'exportProjectWorkerMonthlyAttendance', AttendanceArgs['exportProjectWorkerMonthlyAttendance'], OpResult<operations['exportProjectWorkerMonthlyAttendance']>> = /* @__PURE__ */ fileOp('exportProjectWorkerMonthlyAttendance', 'GET /pc/worker/attendancedetail/projectWorkerExport b');

/** 分公司今日出勤（GET /pc/worker/attendancedetail/subcompanyattendance） */
export const listBranchAttendance: Call<'listBranchAttendance', AttendanceArgs['listBranchAttendance'], OpResult<operations['listBranchAttendance']>> = /* @__PURE__ */ op('listBranchAttendance', 'GET /pc/worker/attendancedetail/subcompanyattendance');

/** 分公司平均出勤统计（GET /pc/worker/attendancedetail/subCompanyAverageAttendanceStats） */
export const listBranchAverageAttendanceStats: Call<'listBranchAverageAttendanceStats', AttendanceArgs['listBranchAverageAttendanceStats'], OpResult<operations['listBranchAverageAttendanceStats']>> = /* @__PURE__ */ op('listBranchAverageAttendanceStats', 'GET /pc/worker/attendancedetail/subCompanyAverageAttendanceStats');

/** 导出分公司平均出勤统计（GET /pc/worker/attendancedetail/subCompanyAverageAttendanceStatsExport） */
export const exportBranchAverageAttendanceStats: Call<'exportBranchAverageAttendanceStats', AttendanceArgs['exportBranchAverageAttendanceStats'], OpResult<operations['exportBranchAverageAttendanceStats']>> = /* @__PURE__ */ fileOp('exportBranchAverageAttendanceStats', 'GET /pc/worker/attendancedetail/subCompanyAverageAttendanceStatsExport b');

/** 今日出勤概况（GET /pc/worker/attendancedetail/todayattendance） */
export const getTodayWorkerAttendance: Call<'getTodayWorkerAttendance', AttendanceArgs['getTodayWorkerAttendance'], OpResult<operations['getTodayWorkerAttendance']>> = /* @__PURE__ */ op('getTodayWorkerAttendance', 'GET /pc/worker/attendancedetail/todayattendance');

/** 项目出勤率前十（GET /pc/worker/attendancedetail/top10attendancerate） */
export const listTop10ProjectAttendanceRate: Call<'listTop10ProjectAttendanceRate', AttendanceArgs['listTop10ProjectAttendanceRate'], OpResult<operations['listTop10ProjectAttendanceRate']>> = /* @__PURE__ */ op('listTop10ProjectAttendanceRate', 'GET /pc/worker/attendancedetail/top10attendancerate');

/** 参建单位出勤率排名（GET /pc/worker/attendancedetail/topAttendanceByPackages） */
export const listTopAttendanceBySubcontractor: Call<'listTopAttendanceBySubcontractor', AttendanceArgs['listTopAttendanceBySubcontractor'], OpResult<operations['listTopAttendanceBySubcontractor']>> = /* @__PURE__ */ op('listTopAttendanceBySubcontractor', 'GET /pc/worker/attendancedetail/topAttendanceByPackages');

/** 近 7 日出勤趋势（GET /pc/worker/attendancedetail/weekattendance） */
export const listWeekWorkerAttendance: Call<'listWeekWorkerAttendance', AttendanceArgs['listWeekWorkerAttendance'], OpResult<operations['listWeekWorkerAttendance']>> = /* @__PURE__ */ op('listWeekWorkerAttendance', 'GET /pc/worker/attendancedetail/weekattendance');

/** 工人单日打卡明细（GET /pc/worker/day/check/detail） */
export const getWorkerDayCheckDetail: Call<'getWorkerDayCheckDetail', AttendanceArgs['getWorkerDayCheckDetail'], OpResult<operations['getWorkerDayCheckDetail']>> = /* @__PURE__ */ op('getWorkerDayCheckDetail', 'GET /pc/worker/day/check/detail');
