/* 由 scripts/spec.mjs 从 spec/ 生成，请勿手改。运行 `pnpm spec` 重新生成。 */
/** 返回文件（Blob，60 秒超时，不弹错误提示）的调用：`METHOD path`。 */
export const blobRoutes: ReadonlySet<string> = new Set([
  'POST /pc/security/alarm/stationary/detail/export',
  'POST /pc/security/alarm/stayin/detail/export',
  'GET /starSafety/alarmClosedLoop/export/branchCompanyReport',
  'GET /starSafety/alarmClosedLoop/export/headCompanyReport',
  'POST /starSafety/forbiddenPoint/alertRecordPageExport',
  'GET /starSafety/forbiddenPoint/export',
  'POST /starSafety/forbiddenPoint/export',
  'POST /duty/appendance/abnormalExport',
  'POST /duty/appendance/abnormalPageExport',
  'POST /duty/appendance/bar_chartExport',
  'POST /duty/appendance/panelExport',
  'POST /duty/appendance/search_detailExport',
  'POST /duty/appendance/search_listExport',
  'GET /pc/worker/attendancedetail/companyWithWorkerExport',
  'GET /pc/worker/attendancedetail/projectAverageAttendanceStatsExport',
  'GET /pc/worker/attendancedetail/projectDetailExport',
  'GET /pc/worker/attendancedetail/projectWorkerExport',
  'GET /pc/worker/attendancedetail/subCompanyAverageAttendanceStatsExport',
  'GET /pc/worker/complaint/export',
  'GET /duty/specialTaskLedger/export',
  'GET /duty/taskLedger/export',
  'GET /duty/taskLedger/exportWord',
  'POST /starSafety/duty/dutyCompleteByCompany/export',
  'POST /starSafety/duty/dutyCompleteByProject/export',
  'POST /starSafety/duty/record/project/export',
  'POST /grid/abnormalRelations/export',
  'POST /grid/ginAnalyseProjectDep/analyseCheckExport',
  'POST /grid/ginAnalyseProjectDep/completionRatioExport',
  'POST /grid/ginAnalyseProjectDep/rectificationExport',
  'POST /grid/ginAnalyseProjectDep/undoneTaskExport',
  'POST /grid/ginCheckList/export',
  'POST /grid/ginCheckList/specialExport',
  'POST /grid/ginCheckStatistic/listExport',
  'GET /grid/ginDscCategoryItem/downloadTemplate',
  'POST /grid/ginDscCategoryItem/export',
  'GET /pc/project/corp/check/export',
  'GET /pc/project/corp/pointCheck/export',
  'GET /pc/project/special/check/export',
  'GET /pc/project/sup/check/export',
  'GET /pc/manager/template',
  'GET /pc/observation/template',
  'GET /star/laborhat/template/manager',
  'GET /star/laborhat/template/worker',
  'GET /starSafety/laborHat/exportUseDetailStat',
  'POST /starSafety/lso/job/export',
  'POST /starSafety/lso/record/export',
  'POST /starSafety/lsoStatistic/officerExport',
  'POST /starSafety/lsoStatisticCompany/projectExport',
  'POST /contract/msmalarmInfoController/pageExport',
  'POST /star/deposit/exportData',
  'POST /star/laborsalaryinitlist/wages/company/export',
  'GET /star/laborsalaryinitlist/wages/company/temp/export',
  'POST /star/laborsalaryinitlist/wages/team/export',
  'GET /star/laborsalaryinitlist/wages/team/temp/export',
  'POST /star/laborsalaryinitlist/wages/worker/export',
  'GET /star/laborsalaryinitlist/wages/worker/temp/export',
  'POST /star/laborwageaccount/exportData',
  'POST /star/laborwagesattend/exportTask',
  'POST /star/laborwagestrouble/exportpublic',
  'POST /star/laborwagestrouble/wages/export',
  'POST /star/salaryCapitaSourceList/exportpage',
  'POST /star/salaryCumList/coredatalock',
  'POST /star/salaryCumList/exportcoredata',
  'POST /star/salaryCumList/exporttaskpage',
  'POST /star/salaryExpList/exportPage',
  'POST /star/salaryExpList/listBranchExport',
  'POST /star/salaryExpList/listCompanyExport',
  'POST /star/salaryExpList/listOrgExport',
  'POST /star/salaryExpList/listProjectExport',
  'POST /star/salaryExpList/listTeamExport',
  'POST /star/salaryExpList/listWorkerExport',
  'POST /star/salaryExpList/orgPageExport',
  'POST /star/salaryExpList/salaryConfirmExport',
  'POST /star/salaryTroubleList/exportpage',
  'POST /duty/workforceAnalytics/currentAreaWorkerCountByWorkType/export',
  'POST /duty/workforceAnalytics/currentAreaWorkerCountByWorkTypeWorkerList/export',
]);

/** 以 application/x-www-form-urlencoded 发送请求体的调用。 */
export const formRoutes: ReadonlySet<string> = new Set([
  'POST /starSafety/appraise/delete',
]);

/** 以 multipart/form-data 发送请求体的调用（普通对象会被转成 FormData）。 */
export const multipartRoutes: ReadonlySet<string> = new Set([
  'POST /api/personnel/uploadimg',
  'POST /pc/file/upload',
  'POST /resource/pc/file/upload',
  'POST /grid/ginDscCategoryItem/import',
  'POST /pc/manager/upload',
  'POST /pc/observation/upload',
  'POST /star/laborhat/uploadmanager',
  'POST /star/laborhat/uploadworker',
  'POST /legal-service/file/upload',
  'POST /star/laborsalaryinitlist/wages/company/import',
  'POST /star/laborsalaryinitlist/wages/team/import',
  'POST /star/laborsalaryinitlist/wages/worker/import',
  'POST /star/resSysFile/fileUpload',
]);

/** 分页列表（供 `api.pages`）：路径 → `METHOD 分页方式`（n/N pageNum+pageSize 在查询/请求体，p/P page+limit）。 */
export const pagedRoutes: Readonly<Record<string, string>> = {
  '/bam-service/api/v1/aiResults/face': 'GET n',
  '/bam-service/api/v1/aiResults/unEducated': 'GET n',
  '/bam-service/api/v1/aiResults/unknownCaptureList': 'GET n',
  '/bam-service/api/v1/aiResults/unRealName': 'GET n',
  '/pc/security/alarm/all/list': 'GET n',
  '/pc/security/alarm/longwt/list': 'GET n',
  '/pc/security/alarm/stationary/list': 'GET n',
  '/pc/security/alarm/stayin/list': 'GET n',
  '/pc/security/alarm/stayin/worker/list': 'GET n',
  '/starSafety/alertWhite/page': 'POST N',
  '/starSafety/alertWhite/personPage': 'POST N',
  '/starSafety/forbiddenPoint/alertRecordPage': 'POST N',
  '/starSafety/forbiddenPoint/page': 'POST N',
  '/duty/appendance/abnormal': 'POST P',
  '/duty/appendance/abnormalPage': 'POST P',
  '/duty/appendance/bar_chart': 'POST P',
  '/duty/appendance/panel': 'POST P',
  '/duty/appendance/search_detail': 'POST P',
  '/duty/appendance/search_list': 'POST P',
  '/duty/attendance/hatAndGateCount': 'POST P',
  '/duty/attendance/workerList': 'POST P',
  '/duty/attendanceManagementPersonnelByPerson': 'POST P',
  '/duty/attendanceManagementPersonnelBySubcontracting': 'POST P',
  '/duty/config/list': 'POST P',
  '/duty/configTimes/get': 'POST P',
  '/duty/departmentDropdown': 'POST P',
  '/duty/performanceKeyPositionsSubcontractor': 'POST P',
  '/duty/personnelInfo': 'POST P',
  '/pc/labor/orgOtherMan/att/list': 'GET p',
  '/pc/labor/orgSupMan/att/list': 'GET p',
  '/pc/labor/proj/att/personList': 'GET p',
  '/pc/labor/projMan/att/personList': 'GET p',
  '/pc/labor/projMan/att/projList': 'GET p',
  '/pc/labor/stuEnt/att/entList': 'GET p',
  '/pc/labor/stuEnt/att/personList': 'GET p',
  '/pc/labor/worker/att/projList': 'GET p',
  '/pc/labor/worker/att/workerList': 'GET p',
  '/pc/worker/attendancedetail/companyWithWorker': 'GET p',
  '/pc/worker/attendancedetail/projectAverageAttendanceStats': 'GET p',
  '/pc/worker/attendancedetail/projectDetailByWorker': 'GET p',
  '/pc/worker/attendancedetail/projectWorker': 'GET p',
  '/orgdept/workerBadRecord/page': 'POST N',
  '/pc/worker/black/check/record/list/{id}': 'GET n',
  '/pc/worker/black/list': 'GET n',
  '/pc/worker/black/task/list': 'GET n',
  '/pc/worker/black/worker/upload': 'GET n',
  '/duty/customerServiceChat/messages/{userId}': 'POST N',
  '/faceAuth/tempregister/page': 'POST N',
  '/orgdept/complaint/taskPage': 'POST N',
  '/pc/worker/complaint/list': 'GET n',
  '/duty/specialTaskLedger/listPage': 'GET n',
  '/duty/taskLedger/abolishRecord': 'GET n',
  '/duty/taskLedger/listPage': 'GET n',
  '/duty/taskStatisticalAnalysis/list': 'GET n',
  '/duty/taskStatisticalAnalysis/taskCardHintList': 'GET n',
  '/duty/taskStatisticalAnalysis/warningPersonList': 'GET n',
  '/pc/task/list': 'GET p',
  '/starSafety/duty/config/list': 'GET n',
  '/starSafety/duty/config/operate/list': 'GET n',
  '/starSafety/duty/record/complete/list': 'GET n',
  '/starSafety/duty/record/dutyCompleteByProject': 'GET n',
  '/starSafety/duty/record/project/list': 'GET n',
  '/pc/appraise/worker/list': 'GET n',
  '/pc/evaluation/worker/list': 'GET n',
  '/grid/abnormalRelations/list': 'POST P',
  '/grid/ginAnalyseProjectDep/analyseCheck': 'POST P',
  '/grid/ginAnalyseProjectDep/completionRatio': 'POST P',
  '/grid/ginAnalyseProjectDep/overview': 'POST P',
  '/grid/ginAnalyseProjectDep/rectificationOverview': 'POST P',
  '/grid/ginAnalyseProjectDep/rectificationPage': 'POST P',
  '/grid/ginAnalyseProjectDep/trend': 'POST P',
  '/grid/ginAnalyseProjectDep/undoneTask': 'POST P',
  '/grid/ginCheckList/page': 'POST P',
  '/grid/ginCheckList/specialPage': 'POST P',
  '/grid/ginCheckPointTaskList/analysis': 'POST P',
  '/grid/ginCheckPointTaskList/page': 'POST P',
  '/grid/ginCheckStatistic/categoryType': 'POST P',
  '/grid/ginCheckStatistic/checkRate': 'POST P',
  '/grid/ginCheckStatistic/checkType': 'POST P',
  '/grid/ginCheckStatistic/list': 'POST P',
  '/grid/ginCheckStatistic/listProject': 'POST P',
  '/grid/ginDscCategoryItem/page': 'POST P',
  '/grid/ginGridPointList/page': 'POST P',
  '/grid/ginGridPointList/pointTaskRecord': 'POST P',
  '/pc/project/corp/check/page': 'GET p',
  '/pc/project/corp/pointCheck/page': 'GET p',
  '/pc/project/special/check/page': 'GET p',
  '/pc/project/sup/check/page': 'GET p',
  '/pc/manager/uploadlist': 'GET p',
  '/pc/observation/uploadlist': 'GET p',
  '/star/laborhat/alarm': 'POST P',
  '/star/laborhat/history': 'GET p',
  '/star/laborhat/manager': 'POST P',
  '/star/laborhat/uploadlist': 'GET p',
  '/star/laborhat/worker': 'POST P',
  '/starSafety/laborHat/noElectricityStat': 'POST N',
  '/starSafety/laborHat/useDetailStat': 'POST N',
  '/pc/org/alarm/list': 'GET n',
  '/legal-service/account/page': 'GET n',
  '/legal-service/seal/page': 'GET n',
  '/pc/safe/lso/list': 'GET n',
  '/starSafety/lso/job/page': 'POST N',
  '/starSafety/lso/record/page': 'POST N',
  '/starSafety/lsoStatistic/officerPage': 'POST N',
  '/starSafety/lsoStatisticCompany/projectPage': 'POST N',
  '/pc/vrole/list': 'GET n',
  '/bam-service/ai_company/page': 'GET n',
  '/pc/config/single/list': 'GET n',
  '/pc/org/corp/page': 'GET n',
  '/pc/person/page': 'GET n',
  '/pc/project/page': 'GET n',
  '/pc/team/list': 'GET n',
  '/pc/worker/complaint': 'GET n',
  '/pc/worker/list': 'GET n',
  '/contract/msmalarmController/page': 'POST N',
  '/contract/msmalarmInfoController/page': 'POST N',
  '/star/baseConfig/page': 'POST N',
  '/star/deposit/page': 'POST N',
  '/star/laborsalaryinitlist/wages/company/page': 'POST N',
  '/star/laborsalaryinitlist/wages/team/page': 'POST N',
  '/star/laborsalaryinitlist/wages/worker/page': 'POST N',
  '/star/laborwageaccount/page': 'POST N',
  '/star/laborwagesattend/task/company/page': 'POST N',
  '/star/laborwagesattend/task/project/page': 'POST N',
  '/star/laborwagesattend/task/team/page': 'POST N',
  '/star/laborwagesattend/task/worker/page': 'POST N',
  '/star/laborwagestrouble/wages/trouble/month/voucher/page': 'POST N',
  '/star/laborwagestrouble/wages/trouble/page': 'POST N',
  '/star/laborwagestrouble/wages/trouble/project/public/pament/page': 'POST N',
  '/star/laborwagestrouble/wages/trouble/voucher/page': 'POST N',
  '/star/landAreaList/page': 'POST N',
  '/star/salaryCapitaSourceList/page': 'POST N',
  '/star/salaryCumList/coredata': 'POST N',
  '/star/salaryCumList/page': 'POST N',
  '/star/salaryCumList/teamPage': 'POST N',
  '/star/salaryCumList/workerPage': 'POST N',
  '/star/salaryExpList/emergencyList': 'POST N',
  '/star/salaryExpList/listBranch': 'POST N',
  '/star/salaryExpList/listCompany': 'POST N',
  '/star/salaryExpList/listOrg': 'POST N',
  '/star/salaryExpList/listProject': 'POST N',
  '/star/salaryExpList/listTeam': 'POST N',
  '/star/salaryExpList/listWorker': 'POST N',
  '/star/salaryExpList/orgPage': 'POST N',
  '/star/salaryExpList/page': 'POST N',
  '/star/salaryExpWorkerList/emergencyExp/attWorkerPage': 'POST N',
  '/star/salaryExpWorkerList/getbyteamid': 'POST N',
  '/star/salaryExpWorkerList/listByExp': 'POST N',
  '/star/salaryInitiateList/page': 'POST N',
  '/star/salaryTroubleList/page': 'POST N',
  '/star/smsReceiveList/page': 'POST N',
  '/flw/flwapply/page': 'POST N',
  '/flw/flwassignee/user': 'POST N',
  '/flw/flwcc/page': 'POST N',
  '/flw/flwprocdef/page': 'POST N',
  '/flw/flwtodo/page': 'POST N',
  '/flw/flwtodohis/page': 'POST N',
  '/flw/smarthatsflwtask/list': 'POST N',
  '/duty/workforceAnalytics/currentAreaWorkerCountByWorkTypeWorkerList': 'GET p',
  '/duty/workforceAnalytics/currentAreaWorkerListByTeam': 'GET p',
  '/duty/workforceAnalytics/laborAnalysisByWorker': 'GET p',
};

/** 分页列表的路径与方法（类型）。 */
export interface PagedPaths {
  '/bam-service/api/v1/aiResults/face': 'get';
  '/bam-service/api/v1/aiResults/unEducated': 'get';
  '/bam-service/api/v1/aiResults/unknownCaptureList': 'get';
  '/bam-service/api/v1/aiResults/unRealName': 'get';
  '/pc/security/alarm/all/list': 'get';
  '/pc/security/alarm/longwt/list': 'get';
  '/pc/security/alarm/stationary/list': 'get';
  '/pc/security/alarm/stayin/list': 'get';
  '/pc/security/alarm/stayin/worker/list': 'get';
  '/starSafety/alertWhite/page': 'post';
  '/starSafety/alertWhite/personPage': 'post';
  '/starSafety/forbiddenPoint/alertRecordPage': 'post';
  '/starSafety/forbiddenPoint/page': 'post';
  '/duty/appendance/abnormal': 'post';
  '/duty/appendance/abnormalPage': 'post';
  '/duty/appendance/bar_chart': 'post';
  '/duty/appendance/panel': 'post';
  '/duty/appendance/search_detail': 'post';
  '/duty/appendance/search_list': 'post';
  '/duty/attendance/hatAndGateCount': 'post';
  '/duty/attendance/workerList': 'post';
  '/duty/attendanceManagementPersonnelByPerson': 'post';
  '/duty/attendanceManagementPersonnelBySubcontracting': 'post';
  '/duty/config/list': 'post';
  '/duty/configTimes/get': 'post';
  '/duty/departmentDropdown': 'post';
  '/duty/performanceKeyPositionsSubcontractor': 'post';
  '/duty/personnelInfo': 'post';
  '/pc/labor/orgOtherMan/att/list': 'get';
  '/pc/labor/orgSupMan/att/list': 'get';
  '/pc/labor/proj/att/personList': 'get';
  '/pc/labor/projMan/att/personList': 'get';
  '/pc/labor/projMan/att/projList': 'get';
  '/pc/labor/stuEnt/att/entList': 'get';
  '/pc/labor/stuEnt/att/personList': 'get';
  '/pc/labor/worker/att/projList': 'get';
  '/pc/labor/worker/att/workerList': 'get';
  '/pc/worker/attendancedetail/companyWithWorker': 'get';
  '/pc/worker/attendancedetail/projectAverageAttendanceStats': 'get';
  '/pc/worker/attendancedetail/projectDetailByWorker': 'get';
  '/pc/worker/attendancedetail/projectWorker': 'get';
  '/orgdept/workerBadRecord/page': 'post';
  '/pc/worker/black/check/record/list/{id}': 'get';
  '/pc/worker/black/list': 'get';
  '/pc/worker/black/task/list': 'get';
  '/pc/worker/black/worker/upload': 'get';
  '/duty/customerServiceChat/messages/{userId}': 'post';
  '/faceAuth/tempregister/page': 'post';
  '/orgdept/complaint/taskPage': 'post';
  '/pc/worker/complaint/list': 'get';
  '/duty/specialTaskLedger/listPage': 'get';
  '/duty/taskLedger/abolishRecord': 'get';
  '/duty/taskLedger/listPage': 'get';
  '/duty/taskStatisticalAnalysis/list': 'get';
  '/duty/taskStatisticalAnalysis/taskCardHintList': 'get';
  '/duty/taskStatisticalAnalysis/warningPersonList': 'get';
  '/pc/task/list': 'get';
  '/starSafety/duty/config/list': 'get';
  '/starSafety/duty/config/operate/list': 'get';
  '/starSafety/duty/record/complete/list': 'get';
  '/starSafety/duty/record/dutyCompleteByProject': 'get';
  '/starSafety/duty/record/project/list': 'get';
  '/pc/appraise/worker/list': 'get';
  '/pc/evaluation/worker/list': 'get';
  '/grid/abnormalRelations/list': 'post';
  '/grid/ginAnalyseProjectDep/analyseCheck': 'post';
  '/grid/ginAnalyseProjectDep/completionRatio': 'post';
  '/grid/ginAnalyseProjectDep/overview': 'post';
  '/grid/ginAnalyseProjectDep/rectificationOverview': 'post';
  '/grid/ginAnalyseProjectDep/rectificationPage': 'post';
  '/grid/ginAnalyseProjectDep/trend': 'post';
  '/grid/ginAnalyseProjectDep/undoneTask': 'post';
  '/grid/ginCheckList/page': 'post';
  '/grid/ginCheckList/specialPage': 'post';
  '/grid/ginCheckPointTaskList/analysis': 'post';
  '/grid/ginCheckPointTaskList/page': 'post';
  '/grid/ginCheckStatistic/categoryType': 'post';
  '/grid/ginCheckStatistic/checkRate': 'post';
  '/grid/ginCheckStatistic/checkType': 'post';
  '/grid/ginCheckStatistic/list': 'post';
  '/grid/ginCheckStatistic/listProject': 'post';
  '/grid/ginDscCategoryItem/page': 'post';
  '/grid/ginGridPointList/page': 'post';
  '/grid/ginGridPointList/pointTaskRecord': 'post';
  '/pc/project/corp/check/page': 'get';
  '/pc/project/corp/pointCheck/page': 'get';
  '/pc/project/special/check/page': 'get';
  '/pc/project/sup/check/page': 'get';
  '/pc/manager/uploadlist': 'get';
  '/pc/observation/uploadlist': 'get';
  '/star/laborhat/alarm': 'post';
  '/star/laborhat/history': 'get';
  '/star/laborhat/manager': 'post';
  '/star/laborhat/uploadlist': 'get';
  '/star/laborhat/worker': 'post';
  '/starSafety/laborHat/noElectricityStat': 'post';
  '/starSafety/laborHat/useDetailStat': 'post';
  '/pc/org/alarm/list': 'get';
  '/legal-service/account/page': 'get';
  '/legal-service/seal/page': 'get';
  '/pc/safe/lso/list': 'get';
  '/starSafety/lso/job/page': 'post';
  '/starSafety/lso/record/page': 'post';
  '/starSafety/lsoStatistic/officerPage': 'post';
  '/starSafety/lsoStatisticCompany/projectPage': 'post';
  '/pc/vrole/list': 'get';
  '/bam-service/ai_company/page': 'get';
  '/pc/config/single/list': 'get';
  '/pc/org/corp/page': 'get';
  '/pc/person/page': 'get';
  '/pc/project/page': 'get';
  '/pc/team/list': 'get';
  '/pc/worker/complaint': 'get';
  '/pc/worker/list': 'get';
  '/contract/msmalarmController/page': 'post';
  '/contract/msmalarmInfoController/page': 'post';
  '/star/baseConfig/page': 'post';
  '/star/deposit/page': 'post';
  '/star/laborsalaryinitlist/wages/company/page': 'post';
  '/star/laborsalaryinitlist/wages/team/page': 'post';
  '/star/laborsalaryinitlist/wages/worker/page': 'post';
  '/star/laborwageaccount/page': 'post';
  '/star/laborwagesattend/task/company/page': 'post';
  '/star/laborwagesattend/task/project/page': 'post';
  '/star/laborwagesattend/task/team/page': 'post';
  '/star/laborwagesattend/task/worker/page': 'post';
  '/star/laborwagestrouble/wages/trouble/month/voucher/page': 'post';
  '/star/laborwagestrouble/wages/trouble/page': 'post';
  '/star/laborwagestrouble/wages/trouble/project/public/pament/page': 'post';
  '/star/laborwagestrouble/wages/trouble/voucher/page': 'post';
  '/star/landAreaList/page': 'post';
  '/star/salaryCapitaSourceList/page': 'post';
  '/star/salaryCumList/coredata': 'post';
  '/star/salaryCumList/page': 'post';
  '/star/salaryCumList/teamPage': 'post';
  '/star/salaryCumList/workerPage': 'post';
  '/star/salaryExpList/emergencyList': 'post';
  '/star/salaryExpList/listBranch': 'post';
  '/star/salaryExpList/listCompany': 'post';
  '/star/salaryExpList/listOrg': 'post';
  '/star/salaryExpList/listProject': 'post';
  '/star/salaryExpList/listTeam': 'post';
  '/star/salaryExpList/listWorker': 'post';
  '/star/salaryExpList/orgPage': 'post';
  '/star/salaryExpList/page': 'post';
  '/star/salaryExpWorkerList/emergencyExp/attWorkerPage': 'post';
  '/star/salaryExpWorkerList/getbyteamid': 'post';
  '/star/salaryExpWorkerList/listByExp': 'post';
  '/star/salaryInitiateList/page': 'post';
  '/star/salaryTroubleList/page': 'post';
  '/star/smsReceiveList/page': 'post';
  '/flw/flwapply/page': 'post';
  '/flw/flwassignee/user': 'post';
  '/flw/flwcc/page': 'post';
  '/flw/flwprocdef/page': 'post';
  '/flw/flwtodo/page': 'post';
  '/flw/flwtodohis/page': 'post';
  '/flw/smarthatsflwtask/list': 'post';
  '/duty/workforceAnalytics/currentAreaWorkerCountByWorkTypeWorkerList': 'get';
  '/duty/workforceAnalytics/currentAreaWorkerListByTeam': 'get';
  '/duty/workforceAnalytics/laborAnalysisByWorker': 'get';
}
