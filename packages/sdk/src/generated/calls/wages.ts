/* 由 scripts/spec.mjs 从 spec/ 生成，请勿手改。运行 `pnpm spec` 重新生成。 */
/** 业务域「wages」的 146 个调用，每个一个可摇树的函数：`import { createClient, listWagesBaseConfigs } from '@site/sdk/calls/wages'`，`await listWagesBaseConfigs(api, …)`。 */
import type { operations } from '../areas/wages.schema';
import type { WagesArgs } from '../areas/wages';
import type { OpResult } from '../../types';
import { fileOp, op, uploadOp, type Call, type PagedCall } from '../../calls';

export * from '../../calls';
export type { components as WagesComponents, operations as WagesOperations } from '../areas/wages.schema';

/** 项目产值与工资汇总（GET /pc/report/project/output/collect） */
export const getProjectOutputSalaryCollect: Call<'getProjectOutputSalaryCollect', WagesArgs['getProjectOutputSalaryCollect'], OpResult<operations['getProjectOutputSalaryCollect']>> = /* @__PURE__ */ op('getProjectOutputSalaryCollect', 'GET /pc/report/project/output/collect');

/** 项目月度工资汇总（GET /pc/report/project/salary/month/collect） */
export const getProjectSalaryMonthCollect: Call<'getProjectSalaryMonthCollect', WagesArgs['getProjectSalaryMonthCollect'], OpResult<operations['getProjectSalaryMonthCollect']>> = /* @__PURE__ */ op('getProjectSalaryMonthCollect', 'GET /pc/report/project/salary/month/collect');

/** 新增工资基础配置（POST /star/baseConfig/add） */
export const addWagesBaseConfig: Call<'addWagesBaseConfig', WagesArgs['addWagesBaseConfig'], OpResult<operations['addWagesBaseConfig']>> = /* @__PURE__ */ op('addWagesBaseConfig', 'POST /star/baseConfig/add');

/** 删除工资基础配置（POST /star/baseConfig/del） */
export const deleteWagesBaseConfigs: Call<'deleteWagesBaseConfigs', WagesArgs['deleteWagesBaseConfigs'], OpResult<operations['deleteWagesBaseConfigs']>> = /* @__PURE__ */ op('deleteWagesBaseConfigs', 'POST /star/baseConfig/del');

/** 修改工资基础配置（POST /star/baseConfig/edit） */
export const editWagesBaseConfig: Call<'editWagesBaseConfig', WagesArgs['editWagesBaseConfig'], OpResult<operations['editWagesBaseConfig']>> = /* @__PURE__ */ op('editWagesBaseConfig', 'POST /star/baseConfig/edit');

/** 工资基础配置详情（GET /star/baseConfig/get） */
export const getWagesBaseConfig: Call<'getWagesBaseConfig', WagesArgs['getWagesBaseConfig'], OpResult<operations['getWagesBaseConfig']>> = /* @__PURE__ */ op('getWagesBaseConfig', 'GET /star/baseConfig/get');

/** 工资基础配置分页（POST /star/baseConfig/page）；分页：`pagesOf(api, listWagesBaseConfigs, …)` */
export const listWagesBaseConfigs: PagedCall<'listWagesBaseConfigs', WagesArgs['listWagesBaseConfigs'], OpResult<operations['listWagesBaseConfigs']>> = /* @__PURE__ */ op('listWagesBaseConfigs', 'POST /star/baseConfig/page N');

/** 导出工资保证金台账（POST /star/deposit/exportData） */
export const exportDepositLedger: Call<'exportDepositLedger', WagesArgs['exportDepositLedger'], OpResult<operations['exportDepositLedger']>> = /* @__PURE__ */ fileOp('exportDepositLedger', 'POST /star/deposit/exportData b');

/** 工资保证金台账分页（POST /star/deposit/page）；分页：`pagesOf(api, listDepositLedger, …)` */
export const listDepositLedger: PagedCall<'listDepositLedger', WagesArgs['listDepositLedger'], OpResult<operations['listDepositLedger']>> = /* @__PURE__ */ op('listDepositLedger', 'POST /star/deposit/page N');

/** 修改初始工资清单（单位）（POST /star/laborsalaryinitlist/wages/company/edit） */
export const editInitSalaryCompany: Call<'editInitSalaryCompany', WagesArgs['editInitSalaryCompany'], OpResult<operations['editInitSalaryCompany']>> = /* @__PURE__ */ op('editInitSalaryCompany', 'POST /star/laborsalaryinitlist/wages/company/edit');

/** 导出初始工资清单（单位）（POST /star/laborsalaryinitlist/wages/company/export） */
export const exportInitSalaryCompanies: Call<'exportInitSalaryCompanies', WagesArgs['exportInitSalaryCompanies'], OpResult<operations['exportInitSalaryCompanies']>> = /* @__PURE__ */ fileOp('exportInitSalaryCompanies', 'POST /star/laborsalaryinitlist/wages/company/export b');

/** 导入初始工资清单（单位）（POST /star/laborsalaryinitlist/wages/company/import） */
export const importInitSalaryCompanies: Call<'importInitSalaryCompanies', WagesArgs['importInitSalaryCompanies'], OpResult<operations['importInitSalaryCompanies']>> = /* @__PURE__ */ uploadOp('importInitSalaryCompanies', 'POST /star/laborsalaryinitlist/wages/company/import m');

/** 初始工资清单（单位）分页（POST /star/laborsalaryinitlist/wages/company/page）；分页：`pagesOf(api, listInitSalaryCompanies, …)` */
export const listInitSalaryCompanies: PagedCall<'listInitSalaryCompanies', WagesArgs['listInitSalaryCompanies'], OpResult<operations['listInitSalaryCompanies']>> = /* @__PURE__ */ op('listInitSalaryCompanies', 'POST /star/laborsalaryinitlist/wages/company/page N');

/** 下载初始工资清单（单位）导入模板（GET /star/laborsalaryinitlist/wages/company/temp/export） */
export const downloadInitSalaryCompanyTemplate: Call<'downloadInitSalaryCompanyTemplate', WagesArgs['downloadInitSalaryCompanyTemplate'], OpResult<operations['downloadInitSalaryCompanyTemplate']>> = /* @__PURE__ */ fileOp('downloadInitSalaryCompanyTemplate', 'GET /star/laborsalaryinitlist/wages/company/temp/export b');

/** 修改初始工资清单（班组）（POST /star/laborsalaryinitlist/wages/team/edit） */
export const editInitSalaryTeam: Call<'editInitSalaryTeam', WagesArgs['editInitSalaryTeam'], OpResult<operations['editInitSalaryTeam']>> = /* @__PURE__ */ op('editInitSalaryTeam', 'POST /star/laborsalaryinitlist/wages/team/edit');

/** 导出初始工资清单（班组）（POST /star/laborsalaryinitlist/wages/team/export） */
export const exportInitSalaryTeams: Call<'exportInitSalaryTeams', WagesArgs['exportInitSalaryTeams'], OpResult<operations['exportInitSalaryTeams']>> = /* @__PURE__ */ fileOp('exportInitSalaryTeams', 'POST /star/laborsalaryinitlist/wages/team/export b');

/** 导入初始工资清单（班组）（POST /star/laborsalaryinitlist/wages/team/import） */
export const importInitSalaryTeams: Call<'importInitSalaryTeams', WagesArgs['importInitSalaryTeams'], OpResult<operations['importInitSalaryTeams']>> = /* @__PURE__ */ uploadOp('importInitSalaryTeams', 'POST /star/laborsalaryinitlist/wages/team/import m');

/** 初始工资清单（班组）分页（POST /star/laborsalaryinitlist/wages/team/page）；分页：`pagesOf(api, listInitSalaryTeams, …)` */
export const listInitSalaryTeams: PagedCall<'listInitSalaryTeams', WagesArgs['listInitSalaryTeams'], OpResult<operations['listInitSalaryTeams']>> = /* @__PURE__ */ op('listInitSalaryTeams', 'POST /star/laborsalaryinitlist/wages/team/page N');

/** 下载初始工资清单（班组）导入模板（GET /star/laborsalaryinitlist/wages/team/temp/export） */
export const downloadInitSalaryTeamTemplate: Call<'downloadInitSalaryTeamTemplate', WagesArgs['downloadInitSalaryTeamTemplate'], OpResult<operations['downloadInitSalaryTeamTemplate']>> = /* @__PURE__ */ fileOp('downloadInitSalaryTeamTemplate', 'GET /star/laborsalaryinitlist/wages/team/temp/export b');

/** 修改初始工资清单（工人）（POST /star/laborsalaryinitlist/wages/worker/edit） */
export const editInitSalaryWorker: Call<'editInitSalaryWorker', WagesArgs['editInitSalaryWorker'], OpResult<operations['editInitSalaryWorker']>> = /* @__PURE__ */ op('editInitSalaryWorker', 'POST /star/laborsalaryinitlist/wages/worker/edit');

/** 导出初始工资清单（工人）（POST /star/laborsalaryinitlist/wages/worker/export） */
export const exportInitSalaryWorkers: Call<'exportInitSalaryWorkers', WagesArgs['exportInitSalaryWorkers'], OpResult<operations['exportInitSalaryWorkers']>> = /* @__PURE__ */ fileOp('exportInitSalaryWorkers', 'POST /star/laborsalaryinitlist/wages/worker/export b');

/** 导入初始工资清单（工人）（POST /star/laborsalaryinitlist/wages/worker/import） */
export const importInitSalaryWorkers: Call<'importInitSalaryWorkers', WagesArgs['importInitSalaryWorkers'], OpResult<operations['importInitSalaryWorkers']>> = /* @__PURE__ */ uploadOp('importInitSalaryWorkers', 'POST /star/laborsalaryinitlist/wages/worker/import m');

/** 初始工资清单（工人）分页（POST /star/laborsalaryinitlist/wages/worker/page）；分页：`pagesOf(api, listInitSalaryWorkers, …)` */
export const listInitSalaryWorkers: PagedCall<'listInitSalaryWorkers', WagesArgs['listInitSalaryWorkers'], OpResult<operations['listInitSalaryWorkers']>> = /* @__PURE__ */ op('listInitSalaryWorkers', 'POST /star/laborsalaryinitlist/wages/worker/page N');

/** 下载初始工资清单（工人）导入模板（GET /star/laborsalaryinitlist/wages/worker/temp/export） */
export const downloadInitSalaryWorkerTemplate: Call<'downloadInitSalaryWorkerTemplate', WagesArgs['downloadInitSalaryWorkerTemplate'], OpResult<operations['downloadInitSalaryWorkerTemplate']>> = /* @__PURE__ */ fileOp('downloadInitSalaryWorkerTemplate', 'GET /star/laborsalaryinitlist/wages/worker/temp/export b');

/** 导出工资专户台账（POST /star/laborwageaccount/exportData） */
export const exportWageAccountLedger: Call<'exportWageAccountLedger', WagesArgs['exportWageAccountLedger'], OpResult<operations['exportWageAccountLedger']>> = /* @__PURE__ */ fileOp('exportWageAccountLedger', 'POST /star/laborwageaccount/exportData b');

/** 工资专户台账分页（POST /star/laborwageaccount/page）；分页：`pagesOf(api, listWageAccountLedger, …)` */
export const listWageAccountLedger: PagedCall<'listWageAccountLedger', WagesArgs['listWageAccountLedger'], OpResult<operations['listWageAccountLedger']>> = /* @__PURE__ */ op('listWageAccountLedger', 'POST /star/laborwageaccount/page N');

/** 导出考勤确认任务（POST /star/laborwagesattend/exportTask） */
export const exportWagesAttendProjectTasks: Call<'exportWagesAttendProjectTasks', WagesArgs['exportWagesAttendProjectTasks'], OpResult<operations['exportWagesAttendProjectTasks']>> = /* @__PURE__ */ fileOp('exportWagesAttendProjectTasks', 'POST /star/laborwagesattend/exportTask b');

/** 项目考勤任务下拉（POST /star/laborwagesattend/project/task/option） */
export const listWagesAttendTaskOptions: Call<'listWagesAttendTaskOptions', WagesArgs['listWagesAttendTaskOptions'], OpResult<operations['listWagesAttendTaskOptions']>> = /* @__PURE__ */ op('listWagesAttendTaskOptions', 'POST /star/laborwagesattend/project/task/option');

/** 补录考勤（POST /star/laborwagesattend/task/addition） */
export const addWagesAttendAddition: Call<'addWagesAttendAddition', WagesArgs['addWagesAttendAddition'], OpResult<operations['addWagesAttendAddition']>> = /* @__PURE__ */ op('addWagesAttendAddition', 'POST /star/laborwagesattend/task/addition');

/** 单位确认考勤（POST /star/laborwagesattend/task/company/confirm） */
export const confirmWagesAttendCompany: Call<'confirmWagesAttendCompany', WagesArgs['confirmWagesAttendCompany'], OpResult<operations['confirmWagesAttendCompany']>> = /* @__PURE__ */ op('confirmWagesAttendCompany', 'POST /star/laborwagesattend/task/company/confirm');

/** 考勤确认（单位）分页（POST /star/laborwagesattend/task/company/page）；分页：`pagesOf(api, listWagesAttendCompanies, …)` */
export const listWagesAttendCompanies: PagedCall<'listWagesAttendCompanies', WagesArgs['listWagesAttendCompanies'], OpResult<operations['listWagesAttendCompanies']>> = /* @__PURE__ */ op('listWagesAttendCompanies', 'POST /star/laborwagesattend/task/company/page N');

/** 项目确认考勤任务（POST /star/laborwagesattend/task/confirm） */
export const confirmWagesAttendTask: Call<'confirmWagesAttendTask', WagesArgs['confirmWagesAttendTask'], OpResult<operations['confirmWagesAttendTask']>> = /* @__PURE__ */ op('confirmWagesAttendTask', 'POST /star/laborwagesattend/task/confirm');

/** 删除考勤任务（POST /star/laborwagesattend/task/delatt） */
export const deleteWagesAttendTask: Call<'deleteWagesAttendTask', WagesArgs['deleteWagesAttendTask'], OpResult<operations['deleteWagesAttendTask']>> = /* @__PURE__ */ op('deleteWagesAttendTask', 'POST /star/laborwagesattend/task/delatt');

/** 考勤确认任务（项目）分页（POST /star/laborwagesattend/task/project/page）；分页：`pagesOf(api, listWagesAttendProjectTasks, …)` */
export const listWagesAttendProjectTasks: PagedCall<'listWagesAttendProjectTasks', WagesArgs['listWagesAttendProjectTasks'], OpResult<operations['listWagesAttendProjectTasks']>> = /* @__PURE__ */ op('listWagesAttendProjectTasks', 'POST /star/laborwagesattend/task/project/page N');

/** 提交考勤（POST /star/laborwagesattend/task/submitAtt） */
export const submitWagesAttendTask: Call<'submitWagesAttendTask', WagesArgs['submitWagesAttendTask'], OpResult<operations['submitWagesAttendTask']>> = /* @__PURE__ */ op('submitWagesAttendTask', 'POST /star/laborwagesattend/task/submitAtt');

/** 班组确认考勤（POST /star/laborwagesattend/task/team/confirm） */
export const confirmWagesAttendTeamTask: Call<'confirmWagesAttendTeamTask', WagesArgs['confirmWagesAttendTeamTask'], OpResult<operations['confirmWagesAttendTeamTask']>> = /* @__PURE__ */ op('confirmWagesAttendTeamTask', 'POST /star/laborwagesattend/task/team/confirm');

/** 考勤确认任务（班组）分页（POST /star/laborwagesattend/task/team/page）；分页：`pagesOf(api, listWagesAttendTeamTasks, …)` */
export const listWagesAttendTeamTasks: PagedCall<'listWagesAttendTeamTasks', WagesArgs['listWagesAttendTeamTasks'], OpResult<operations['listWagesAttendTeamTasks']>> = /* @__PURE__ */ op('listWagesAttendTeamTasks', 'POST /star/laborwagesattend/task/team/page N');

/** 工人确认考勤（POST /star/laborwagesattend/task/worker/confirm） */
export const confirmWagesAttendWorkers: Call<'confirmWagesAttendWorkers', WagesArgs['confirmWagesAttendWorkers'], OpResult<operations['confirmWagesAttendWorkers']>> = /* @__PURE__ */ op('confirmWagesAttendWorkers', 'POST /star/laborwagesattend/task/worker/confirm');

/** 考勤确认工人明细分页（POST /star/laborwagesattend/task/worker/page）；分页：`pagesOf(api, listWagesAttendWorkers, …)` */
export const listWagesAttendWorkers: PagedCall<'listWagesAttendWorkers', WagesArgs['listWagesAttendWorkers'], OpResult<operations['listWagesAttendWorkers']>> = /* @__PURE__ */ op('listWagesAttendWorkers', 'POST /star/laborwagesattend/task/worker/page N');

/** 调整工人确认工日（POST /star/laborwagesattend/task/worker/update） */
export const updateWagesAttendWorker: Call<'updateWagesAttendWorker', WagesArgs['updateWagesAttendWorker'], OpResult<operations['updateWagesAttendWorker']>> = /* @__PURE__ */ op('updateWagesAttendWorker', 'POST /star/laborwagesattend/task/worker/update');

/** 考勤任务的班组列表（POST /star/laborwagesattend/taskTeam） */
export const listWagesAttendTaskTeams: Call<'listWagesAttendTaskTeams', WagesArgs['listWagesAttendTaskTeams'], OpResult<operations['listWagesAttendTaskTeams']>> = /* @__PURE__ */ op('listWagesAttendTaskTeams', 'POST /star/laborwagesattend/taskTeam');

/** 问题工资责任单位列表（POST /star/laborwagestrouble/company/list） */
export const listTroubleCompanies: Call<'listTroubleCompanies', WagesArgs['listTroubleCompanies'], OpResult<operations['listTroubleCompanies']>> = /* @__PURE__ */ op('listTroubleCompanies', 'POST /star/laborwagestrouble/company/list');

/** 对公支付记录列表（POST /star/laborwagestrouble/company/public/list） */
export const listTroublePublicPayments: Call<'listTroublePublicPayments', WagesArgs['listTroublePublicPayments'], OpResult<operations['listTroublePublicPayments']>> = /* @__PURE__ */ op('listTroublePublicPayments', 'POST /star/laborwagestrouble/company/public/list');

/** 确认对公支付（POST /star/laborwagestrouble/company/public/payment） */
export const confirmTroublePublicPayment: Call<'confirmTroublePublicPayment', WagesArgs['confirmTroublePublicPayment'], OpResult<operations['confirmTroublePublicPayment']>> = /* @__PURE__ */ op('confirmTroublePublicPayment', 'POST /star/laborwagestrouble/company/public/payment');

/** 保存对公支付凭证（POST /star/laborwagestrouble/company/public/save） */
export const saveTroublePublicPayment: Call<'saveTroublePublicPayment', WagesArgs['saveTroublePublicPayment'], OpResult<operations['saveTroublePublicPayment']>> = /* @__PURE__ */ op('saveTroublePublicPayment', 'POST /star/laborwagestrouble/company/public/save');

/** 新增问题工资责任单位（POST /star/laborwagestrouble/company/save） */
export const addTroubleCompany: Call<'addTroubleCompany', WagesArgs['addTroubleCompany'], OpResult<operations['addTroubleCompany']>> = /* @__PURE__ */ op('addTroubleCompany', 'POST /star/laborwagestrouble/company/save');

/** 修改问题工资责任单位（POST /star/laborwagestrouble/company/update） */
export const updateTroubleCompany: Call<'updateTroubleCompany', WagesArgs['updateTroubleCompany'], OpResult<operations['updateTroubleCompany']>> = /* @__PURE__ */ op('updateTroubleCompany', 'POST /star/laborwagestrouble/company/update');

/** 导出项目对公支付（POST /star/laborwagestrouble/exportpublic） */
export const exportTroubleProjectPublicPayments: Call<'exportTroubleProjectPublicPayments', WagesArgs['exportTroubleProjectPublicPayments'], OpResult<operations['exportTroubleProjectPublicPayments']>> = /* @__PURE__ */ fileOp('exportTroubleProjectPublicPayments', 'POST /star/laborwagestrouble/exportpublic b');

/** 按代发单查询问题工资工人（POST /star/laborwagestrouble/listbycumid） */
export const listTroubleWorkersByCumId: Call<'listTroubleWorkersByCumId', WagesArgs['listTroubleWorkersByCumId'], OpResult<operations['listTroubleWorkersByCumId']>> = /* @__PURE__ */ op('listTroubleWorkersByCumId', 'POST /star/laborwagestrouble/listbycumid');

/** 按流程实例查询问题工资工人（POST /star/laborwagestrouble/listbyproinstid） */
export const listTroubleWorkersByProInstId: Call<'listTroubleWorkersByProInstId', WagesArgs['listTroubleWorkersByProInstId'], OpResult<operations['listTroubleWorkersByProInstId']>> = /* @__PURE__ */ op('listTroubleWorkersByProInstId', 'POST /star/laborwagestrouble/listbyproinstid');

/** 导出问题工资项目（POST /star/laborwagestrouble/wages/export） */
export const exportTroubleWagesProjects: Call<'exportTroubleWagesProjects', WagesArgs['exportTroubleWagesProjects'], OpResult<operations['exportTroubleWagesProjects']>> = /* @__PURE__ */ fileOp('exportTroubleWagesProjects', 'POST /star/laborwagestrouble/wages/export b');

/** 问题工资月度凭证分页（POST /star/laborwagestrouble/wages/trouble/month/voucher/page）；分页：`pagesOf(api, listTroubleMonthVouchers, …)` */
export const listTroubleMonthVouchers: PagedCall<'listTroubleMonthVouchers', WagesArgs['listTroubleMonthVouchers'], OpResult<operations['listTroubleMonthVouchers']>> = /* @__PURE__ */ op('listTroubleMonthVouchers', 'POST /star/laborwagestrouble/wages/trouble/month/voucher/page N');

/** 问题工资项目分页（POST /star/laborwagestrouble/wages/trouble/page）；分页：`pagesOf(api, listTroubleWagesProjects, …)` */
export const listTroubleWagesProjects: PagedCall<'listTroubleWagesProjects', WagesArgs['listTroubleWagesProjects'], OpResult<operations['listTroubleWagesProjects']>> = /* @__PURE__ */ op('listTroubleWagesProjects', 'POST /star/laborwagestrouble/wages/trouble/page N');

/** 项目对公支付分页（POST /star/laborwagestrouble/wages/trouble/project/public/pament/page）；分页：`pagesOf(api, listTroubleProjectPublicPayments, …)` */
export const listTroubleProjectPublicPayments: PagedCall<'listTroubleProjectPublicPayments', WagesArgs['listTroubleProjectPublicPayments'], OpResult<operations['listTroubleProjectPublicPayments']>> = /* @__PURE__ */ op('listTroubleProjectPublicPayments', 'POST /star/laborwagestrouble/wages/trouble/project/public/pament/page N');

/** 问题工资支付凭证分页（POST /star/laborwagestrouble/wages/trouble/voucher/page）；分页：`pagesOf(api, listTroubleVouchers, …)` */
export const listTroubleVouchers: PagedCall<'listTroubleVouchers', WagesArgs['listTroubleVouchers'], OpResult<operations['listTroubleVouchers']>> = /* @__PURE__ */ op('listTroubleVouchers', 'POST /star/laborwagestrouble/wages/trouble/voucher/page N');

/** 登记问题工资工人（POST /star/laborwagestrouble/wages/trouble/worker/save） */
export const saveTroubleWagesWorkers: Call<'saveTroubleWagesWorkers', WagesArgs['saveTroubleWagesWorkers'], OpResult<operations['saveTroubleWagesWorkers']>> = /* @__PURE__ */ op('saveTroubleWagesWorkers', 'POST /star/laborwagestrouble/wages/trouble/worker/save');

/** 发起对公支付确认（POST /star/laborwagestrouble/wages/troubley/project/public/task） */
export const startTroublePublicPaymentTask: Call<'startTroublePublicPaymentTask', WagesArgs['startTroublePublicPaymentTask'], OpResult<operations['startTroublePublicPaymentTask']>> = /* @__PURE__ */ op('startTroublePublicPaymentTask', 'POST /star/laborwagestrouble/wages/troubley/project/public/task');

/** 问题工资工人列表（POST /star/laborwagestrouble/worker/list） */
export const listTroubleWorkers: Call<'listTroubleWorkers', WagesArgs['listTroubleWorkers'], OpResult<operations['listTroubleWorkers']>> = /* @__PURE__ */ op('listTroubleWorkers', 'POST /star/laborwagestrouble/worker/list');

/** 修改问题工资工人（POST /star/laborwagestrouble/worker/update） */
export const updateTroubleWorker: Call<'updateTroubleWorker', WagesArgs['updateTroubleWorker'], OpResult<operations['updateTroubleWorker']>> = /* @__PURE__ */ op('updateTroubleWorker', 'POST /star/laborwagestrouble/worker/update');

/** 工人支付凭证列表（POST /star/laborwagestrouble/worker/voucher/list） */
export const listTroubleWorkerVouchers: Call<'listTroubleWorkerVouchers', WagesArgs['listTroubleWorkerVouchers'], OpResult<operations['listTroubleWorkerVouchers']>> = /* @__PURE__ */ op('listTroubleWorkerVouchers', 'POST /star/laborwagestrouble/worker/voucher/list');

/** 上传工人支付凭证（POST /star/laborwagestrouble/worker/voucher/save） */
export const saveTroubleWorkerVoucher: Call<'saveTroubleWorkerVoucher', WagesArgs['saveTroubleWorkerVoucher'], OpResult<operations['saveTroubleWorkerVoucher']>> = /* @__PURE__ */ op('saveTroubleWorkerVoucher', 'POST /star/laborwagestrouble/worker/voucher/save');

/** 新增属地（POST /star/landAreaList/add） */
export const addWagesLandArea: Call<'addWagesLandArea', WagesArgs['addWagesLandArea'], OpResult<operations['addWagesLandArea']>> = /* @__PURE__ */ op('addWagesLandArea', 'POST /star/landAreaList/add');

/** 删除属地（POST /star/landAreaList/del） */
export const deleteWagesLandAreas: Call<'deleteWagesLandAreas', WagesArgs['deleteWagesLandAreas'], OpResult<operations['deleteWagesLandAreas']>> = /* @__PURE__ */ op('deleteWagesLandAreas', 'POST /star/landAreaList/del');

/** 修改属地（POST /star/landAreaList/edit） */
export const editWagesLandArea: Call<'editWagesLandArea', WagesArgs['editWagesLandArea'], OpResult<operations['editWagesLandArea']>> = /* @__PURE__ */ op('editWagesLandArea', 'POST /star/landAreaList/edit');

/** 属地详情（GET /star/landAreaList/get） */
export const getWagesLandArea: Call<'getWagesLandArea', WagesArgs['getWagesLandArea'], OpResult<operations['getWagesLandArea']>> = /* @__PURE__ */ op('getWagesLandArea', 'GET /star/landAreaList/get');

/** 属地（地区）分页（POST /star/landAreaList/page）；分页：`pagesOf(api, listWagesLandAreas, …)` */
export const listWagesLandAreas: PagedCall<'listWagesLandAreas', WagesArgs['listWagesLandAreas'], OpResult<operations['listWagesLandAreas']>> = /* @__PURE__ */ op('listWagesLandAreas', 'POST /star/landAreaList/page N');

/** 属地树（POST /star/landAreaList/tree） */
export const getWagesLandAreaTree: Call<'getWagesLandAreaTree', WagesArgs['getWagesLandAreaTree'], OpResult<operations['getWagesLandAreaTree']>> = /* @__PURE__ */ op('getWagesLandAreaTree', 'POST /star/landAreaList/tree');

/** 上传工资附件（POST /star/resSysFile/fileUpload） */
export const uploadWagesFile: Call<'uploadWagesFile', WagesArgs['uploadWagesFile'], OpResult<operations['uploadWagesFile']>> = /* @__PURE__ */ uploadOp('uploadWagesFile', 'POST /star/resSysFile/fileUpload m');

/** 填报资金来源（POST /star/salaryCapitaSourceList/edit） */
export const editSalaryCapitaSource: Call<'editSalaryCapitaSource', WagesArgs['editSalaryCapitaSource'], OpResult<operations['editSalaryCapitaSource']>> = /* @__PURE__ */ op('editSalaryCapitaSource', 'POST /star/salaryCapitaSourceList/edit');

/** 导出资金来源确认列表（POST /star/salaryCapitaSourceList/exportpage） */
export const exportSalaryCapitaSources: Call<'exportSalaryCapitaSources', WagesArgs['exportSalaryCapitaSources'], OpResult<operations['exportSalaryCapitaSources']>> = /* @__PURE__ */ fileOp('exportSalaryCapitaSources', 'POST /star/salaryCapitaSourceList/exportpage b');

/** 资金来源确认详情（GET /star/salaryCapitaSourceList/get） */
export const getSalaryCapitaSource: Call<'getSalaryCapitaSource', WagesArgs['getSalaryCapitaSource'], OpResult<operations['getSalaryCapitaSource']>> = /* @__PURE__ */ op('getSalaryCapitaSource', 'GET /star/salaryCapitaSourceList/get');

/** 发起资金来源确认任务（POST /star/salaryCapitaSourceList/initTask） */
export const initSalaryCapitaSourceTask: Call<'initSalaryCapitaSourceTask', WagesArgs['initSalaryCapitaSourceTask'], OpResult<operations['initSalaryCapitaSourceTask']>> = /* @__PURE__ */ op('initSalaryCapitaSourceTask', 'POST /star/salaryCapitaSourceList/initTask');

/** 资金来源证明材料列表（POST /star/salaryCapitaSourceList/listFile） */
export const listSalaryCapitaSourceFiles: Call<'listSalaryCapitaSourceFiles', WagesArgs['listSalaryCapitaSourceFiles'], OpResult<operations['listSalaryCapitaSourceFiles']>> = /* @__PURE__ */ op('listSalaryCapitaSourceFiles', 'POST /star/salaryCapitaSourceList/listFile');

/** 资金来源确认分页（POST /star/salaryCapitaSourceList/page）；分页：`pagesOf(api, pageSalaryCapitaSources, …)` */
export const pageSalaryCapitaSources: PagedCall<'pageSalaryCapitaSources', WagesArgs['pageSalaryCapitaSources'], OpResult<operations['pageSalaryCapitaSources']>> = /* @__PURE__ */ op('pageSalaryCapitaSources', 'POST /star/salaryCapitaSourceList/page N');

/** 保存资金来源证明材料（POST /star/salaryCapitaSourceList/saveFile） */
export const saveSalaryCapitaSourceFiles: Call<'saveSalaryCapitaSourceFiles', WagesArgs['saveSalaryCapitaSourceFiles'], OpResult<operations['saveSalaryCapitaSourceFiles']>> = /* @__PURE__ */ op('saveSalaryCapitaSourceFiles', 'POST /star/salaryCapitaSourceList/saveFile');

/** 工资核心数据台账分页（POST /star/salaryCumList/coredata）；分页：`pagesOf(api, listSalaryCoreDataLedger, …)` */
export const listSalaryCoreDataLedger: PagedCall<'listSalaryCoreDataLedger', WagesArgs['listSalaryCoreDataLedger'], OpResult<operations['listSalaryCoreDataLedger']>> = /* @__PURE__ */ op('listSalaryCoreDataLedger', 'POST /star/salaryCumList/coredata N');

/** 锁定并导出工资核心数据（POST /star/salaryCumList/coredatalock） */
export const lockExportSalaryCoreData: Call<'lockExportSalaryCoreData', WagesArgs['lockExportSalaryCoreData'], OpResult<operations['lockExportSalaryCoreData']>> = /* @__PURE__ */ fileOp('lockExportSalaryCoreData', 'POST /star/salaryCumList/coredatalock b');

/** 导出工资核心数据台账（POST /star/salaryCumList/exportcoredata） */
export const exportSalaryCoreDataLedger: Call<'exportSalaryCoreDataLedger', WagesArgs['exportSalaryCoreDataLedger'], OpResult<operations['exportSalaryCoreDataLedger']>> = /* @__PURE__ */ fileOp('exportSalaryCoreDataLedger', 'POST /star/salaryCumList/exportcoredata b');

/** 导出代发任务列表（POST /star/salaryCumList/exporttaskpage） */
export const exportSalaryCumRecords: Call<'exportSalaryCumRecords', WagesArgs['exportSalaryCumRecords'], OpResult<operations['exportSalaryCumRecords']>> = /* @__PURE__ */ fileOp('exportSalaryCumRecords', 'POST /star/salaryCumList/exporttaskpage b');

/** 代发任务详情（GET /star/salaryCumList/get） */
export const getSalaryCum: Call<'getSalaryCum', WagesArgs['getSalaryCum'], OpResult<operations['getSalaryCum']>> = /* @__PURE__ */ op('getSalaryCum', 'GET /star/salaryCumList/get');

/** 按预结算查询代发任务（POST /star/salaryCumList/getbyexpid） */
export const getSalaryCumByExp: Call<'getSalaryCumByExp', WagesArgs['getSalaryCumByExp'], OpResult<operations['getSalaryCumByExp']>> = /* @__PURE__ */ op('getSalaryCumByExp', 'POST /star/salaryCumList/getbyexpid');

/** 按流程实例查询代发任务（POST /star/salaryCumList/getbyproinstid） */
export const getSalaryCumByProInst: Call<'getSalaryCumByProInst', WagesArgs['getSalaryCumByProInst'], OpResult<operations['getSalaryCumByProInst']>> = /* @__PURE__ */ op('getSalaryCumByProInst', 'POST /star/salaryCumList/getbyproinstid');

/** 代发任务附件列表（POST /star/salaryCumList/listFile） */
export const listSalaryCumFiles: Call<'listSalaryCumFiles', WagesArgs['listSalaryCumFiles'], OpResult<operations['listSalaryCumFiles']>> = /* @__PURE__ */ op('listSalaryCumFiles', 'POST /star/salaryCumList/listFile');

/** 工资代发（累计发放）任务分页（POST /star/salaryCumList/page）；分页：`pagesOf(api, pageSalaryCumRecords, …)` */
export const pageSalaryCumRecords: PagedCall<'pageSalaryCumRecords', WagesArgs['pageSalaryCumRecords'], OpResult<operations['pageSalaryCumRecords']>> = /* @__PURE__ */ op('pageSalaryCumRecords', 'POST /star/salaryCumList/page N');

/** 代发任务对公支付记录（POST /star/salaryCumList/ptpbyproinstid） */
export const listSalaryCumPublicPayments: Call<'listSalaryCumPublicPayments', WagesArgs['listSalaryCumPublicPayments'], OpResult<operations['listSalaryCumPublicPayments']>> = /* @__PURE__ */ op('listSalaryCumPublicPayments', 'POST /star/salaryCumList/ptpbyproinstid');

/** 保存代发任务附件（POST /star/salaryCumList/saveFile） */
export const saveSalaryCumFiles: Call<'saveSalaryCumFiles', WagesArgs['saveSalaryCumFiles'], OpResult<operations['saveSalaryCumFiles']>> = /* @__PURE__ */ op('saveSalaryCumFiles', 'POST /star/salaryCumList/saveFile');

/** 代发任务班组明细分页（POST /star/salaryCumList/teamPage）；分页：`pagesOf(api, pageSalaryCumTeams, …)` */
export const pageSalaryCumTeams: PagedCall<'pageSalaryCumTeams', WagesArgs['pageSalaryCumTeams'], OpResult<operations['pageSalaryCumTeams']>> = /* @__PURE__ */ op('pageSalaryCumTeams', 'POST /star/salaryCumList/teamPage N');

/** 代发任务工人明细分页（POST /star/salaryCumList/workerPage）；分页：`pagesOf(api, pageSalaryCumWorkers, …)` */
export const pageSalaryCumWorkers: PagedCall<'pageSalaryCumWorkers', WagesArgs['pageSalaryCumWorkers'], OpResult<operations['pageSalaryCumWorkers']>> = /* @__PURE__ */ op('pageSalaryCumWorkers', 'POST /star/salaryCumList/workerPage N');

/** 参建单位查看本单位预结算（POST /star/salaryExpCompanyList/company/getbyprointc） */
export const getOwnSalaryExpCompanyByProInst: Call<'getOwnSalaryExpCompanyByProInst', WagesArgs['getOwnSalaryExpCompanyByProInst'], OpResult<operations['getOwnSalaryExpCompanyByProInst']>> = /* @__PURE__ */ op('getOwnSalaryExpCompanyByProInst', 'POST /star/salaryExpCompanyList/company/getbyprointc');

/** 确认参建单位预结算（POST /star/salaryExpCompanyList/confirm） */
export const confirmSalaryExpCompany: Call<'confirmSalaryExpCompany', WagesArgs['confirmSalaryExpCompany'], OpResult<operations['confirmSalaryExpCompany']>> = /* @__PURE__ */ op('confirmSalaryExpCompany', 'POST /star/salaryExpCompanyList/confirm');

/** 预结算参建单位列表（POST /star/salaryExpCompanyList/getbyprointc） */
export const listSalaryExpCompaniesByProInst: Call<'listSalaryExpCompaniesByProInst', WagesArgs['listSalaryExpCompaniesByProInst'], OpResult<operations['listSalaryExpCompaniesByProInst']>> = /* @__PURE__ */ op('listSalaryExpCompaniesByProInst', 'POST /star/salaryExpCompanyList/getbyprointc');

/** 更正参建单位确认结果（POST /star/salaryExpCompanyList/updateconfirm） */
export const updateSalaryExpCompanyConfirm: Call<'updateSalaryExpCompanyConfirm', WagesArgs['updateSalaryExpCompanyConfirm'], OpResult<operations['updateSalaryExpCompanyConfirm']>> = /* @__PURE__ */ op('updateSalaryExpCompanyConfirm', 'POST /star/salaryExpCompanyList/updateconfirm');

/** 批量更新参建单位预结算状态（POST /star/salaryExpCompanyList/updatestatus） */
export const updateSalaryExpCompanyStatus: Call<'updateSalaryExpCompanyStatus', WagesArgs['updateSalaryExpCompanyStatus'], OpResult<operations['updateSalaryExpCompanyStatus']>> = /* @__PURE__ */ op('updateSalaryExpCompanyStatus', 'POST /star/salaryExpCompanyList/updatestatus');

/** 应急支付详情（GET /star/salaryExpList/emergencyDetail） */
export const getEmergencyPaymentDetail: Call<'getEmergencyPaymentDetail', WagesArgs['getEmergencyPaymentDetail'], OpResult<operations['getEmergencyPaymentDetail']>> = /* @__PURE__ */ op('getEmergencyPaymentDetail', 'GET /star/salaryExpList/emergencyDetail');

/** 应急支付分页（POST /star/salaryExpList/emergencyList）；分页：`pagesOf(api, pageEmergencyPayments, …)` */
export const pageEmergencyPayments: PagedCall<'pageEmergencyPayments', WagesArgs['pageEmergencyPayments'], OpResult<operations['pageEmergencyPayments']>> = /* @__PURE__ */ op('pageEmergencyPayments', 'POST /star/salaryExpList/emergencyList N');

/** 导出工资预结算列表（POST /star/salaryExpList/exportPage） */
export const exportSalaryExpRecords: Call<'exportSalaryExpRecords', WagesArgs['exportSalaryExpRecords'], OpResult<operations['exportSalaryExpRecords']>> = /* @__PURE__ */ fileOp('exportSalaryExpRecords', 'POST /star/salaryExpList/exportPage b');

/** 查询是否已发起工资预结算（GET /star/salaryExpList/isExp） */
export const checkSalaryExpStarted: Call<'checkSalaryExpStarted', WagesArgs['checkSalaryExpStarted'], OpResult<operations['checkSalaryExpStarted']>> = /* @__PURE__ */ op('checkSalaryExpStarted', 'GET /star/salaryExpList/isExp');

/** 分公司工资汇总（POST /star/salaryExpList/listBranch）；分页：`pagesOf(api, listSalaryByBranch, …)` */
export const listSalaryByBranch: PagedCall<'listSalaryByBranch', WagesArgs['listSalaryByBranch'], OpResult<operations['listSalaryByBranch']>> = /* @__PURE__ */ op('listSalaryByBranch', 'POST /star/salaryExpList/listBranch N');

/** 导出分公司工资汇总（POST /star/salaryExpList/listBranchExport） */
export const exportSalaryByBranch: Call<'exportSalaryByBranch', WagesArgs['exportSalaryByBranch'], OpResult<operations['exportSalaryByBranch']>> = /* @__PURE__ */ fileOp('exportSalaryByBranch', 'POST /star/salaryExpList/listBranchExport b');

/** 参建单位工资汇总（POST /star/salaryExpList/listCompany）；分页：`pagesOf(api, listSalaryByCompany, …)` */
export const listSalaryByCompany: PagedCall<'listSalaryByCompany', WagesArgs['listSalaryByCompany'], OpResult<operations['listSalaryByCompany']>> = /* @__PURE__ */ op('listSalaryByCompany', 'POST /star/salaryExpList/listCompany N');

/** 导出参建单位工资汇总（POST /star/salaryExpList/listCompanyExport） */
export const exportSalaryByCompany: Call<'exportSalaryByCompany', WagesArgs['exportSalaryByCompany'], OpResult<operations['exportSalaryByCompany']>> = /* @__PURE__ */ fileOp('exportSalaryByCompany', 'POST /star/salaryExpList/listCompanyExport b');

/** 预结算附件列表（POST /star/salaryExpList/listFile） */
export const listSalaryExpFiles: Call<'listSalaryExpFiles', WagesArgs['listSalaryExpFiles'], OpResult<operations['listSalaryExpFiles']>> = /* @__PURE__ */ op('listSalaryExpFiles', 'POST /star/salaryExpList/listFile');

/** 组织工资汇总（POST /star/salaryExpList/listOrg）；分页：`pagesOf(api, listSalaryByOrg, …)` */
export const listSalaryByOrg: PagedCall<'listSalaryByOrg', WagesArgs['listSalaryByOrg'], OpResult<operations['listSalaryByOrg']>> = /* @__PURE__ */ op('listSalaryByOrg', 'POST /star/salaryExpList/listOrg N');

/** 导出组织工资汇总（POST /star/salaryExpList/listOrgExport） */
export const exportSalaryByOrg: Call<'exportSalaryByOrg', WagesArgs['exportSalaryByOrg'], OpResult<operations['exportSalaryByOrg']>> = /* @__PURE__ */ fileOp('exportSalaryByOrg', 'POST /star/salaryExpList/listOrgExport b');

/** 项目工资汇总（POST /star/salaryExpList/listProject）；分页：`pagesOf(api, listSalaryByProject, …)` */
export const listSalaryByProject: PagedCall<'listSalaryByProject', WagesArgs['listSalaryByProject'], OpResult<operations['listSalaryByProject']>> = /* @__PURE__ */ op('listSalaryByProject', 'POST /star/salaryExpList/listProject N');

/** 导出项目工资汇总（POST /star/salaryExpList/listProjectExport） */
export const exportSalaryByProject: Call<'exportSalaryByProject', WagesArgs['exportSalaryByProject'], OpResult<operations['exportSalaryByProject']>> = /* @__PURE__ */ fileOp('exportSalaryByProject', 'POST /star/salaryExpList/listProjectExport b');

/** 班组工资汇总（POST /star/salaryExpList/listTeam）；分页：`pagesOf(api, listSalaryByTeam, …)` */
export const listSalaryByTeam: PagedCall<'listSalaryByTeam', WagesArgs['listSalaryByTeam'], OpResult<operations['listSalaryByTeam']>> = /* @__PURE__ */ op('listSalaryByTeam', 'POST /star/salaryExpList/listTeam N');

/** 导出班组工资汇总（POST /star/salaryExpList/listTeamExport） */
export const exportSalaryByTeam: Call<'exportSalaryByTeam', WagesArgs['exportSalaryByTeam'], OpResult<operations['exportSalaryByTeam']>> = /* @__PURE__ */ fileOp('exportSalaryByTeam', 'POST /star/salaryExpList/listTeamExport b');

/** 工人工资明细（POST /star/salaryExpList/listWorker）；分页：`pagesOf(api, listSalaryByWorker, …)` */
export const listSalaryByWorker: PagedCall<'listSalaryByWorker', WagesArgs['listSalaryByWorker'], OpResult<operations['listSalaryByWorker']>> = /* @__PURE__ */ op('listSalaryByWorker', 'POST /star/salaryExpList/listWorker N');

/** 导出工人工资明细（POST /star/salaryExpList/listWorkerExport） */
export const exportSalaryByWorker: Call<'exportSalaryByWorker', WagesArgs['exportSalaryByWorker'], OpResult<operations['exportSalaryByWorker']>> = /* @__PURE__ */ fileOp('exportSalaryByWorker', 'POST /star/salaryExpList/listWorkerExport b');

/** 组织预结算进度分页（POST /star/salaryExpList/orgPage）；分页：`pagesOf(api, pageSalaryExpOrgs, …)` */
export const pageSalaryExpOrgs: PagedCall<'pageSalaryExpOrgs', WagesArgs['pageSalaryExpOrgs'], OpResult<operations['pageSalaryExpOrgs']>> = /* @__PURE__ */ op('pageSalaryExpOrgs', 'POST /star/salaryExpList/orgPage N');

/** 导出组织预结算进度（POST /star/salaryExpList/orgPageExport） */
export const exportSalaryExpOrgs: Call<'exportSalaryExpOrgs', WagesArgs['exportSalaryExpOrgs'], OpResult<operations['exportSalaryExpOrgs']>> = /* @__PURE__ */ fileOp('exportSalaryExpOrgs', 'POST /star/salaryExpList/orgPageExport b');

/** 工资预结算分页（POST /star/salaryExpList/page）；分页：`pagesOf(api, pageSalaryExpRecords, …)` */
export const pageSalaryExpRecords: PagedCall<'pageSalaryExpRecords', WagesArgs['pageSalaryExpRecords'], OpResult<operations['pageSalaryExpRecords']>> = /* @__PURE__ */ op('pageSalaryExpRecords', 'POST /star/salaryExpList/page N');

/** 撤销工资任务（POST /star/salaryExpList/removeTask） */
export const removeSalaryExpTask: Call<'removeSalaryExpTask', WagesArgs['removeSalaryExpTask'], OpResult<operations['removeSalaryExpTask']>> = /* @__PURE__ */ op('removeSalaryExpTask', 'POST /star/salaryExpList/removeTask');

/** 导出工资预结算确认表（POST /star/salaryExpList/salaryConfirmExport） */
export const exportSalaryConfirmSheet: Call<'exportSalaryConfirmSheet', WagesArgs['exportSalaryConfirmSheet'], OpResult<operations['exportSalaryConfirmSheet']>> = /* @__PURE__ */ fileOp('exportSalaryConfirmSheet', 'POST /star/salaryExpList/salaryConfirmExport b');

/** 工资任务班组填报情况（POST /star/salaryExpList/taskTeam） */
export const listSalaryExpTaskTeams: Call<'listSalaryExpTaskTeams', WagesArgs['listSalaryExpTaskTeams'], OpResult<operations['listSalaryExpTaskTeams']>> = /* @__PURE__ */ op('listSalaryExpTaskTeams', 'POST /star/salaryExpList/taskTeam');

/** 参建单位预结算班组列表（POST /star/salaryExpTeamList/getbycompanyid） */
export const listSalaryExpTeamsByCompany: Call<'listSalaryExpTeamsByCompany', WagesArgs['listSalaryExpTeamsByCompany'], OpResult<operations['listSalaryExpTeamsByCompany']>> = /* @__PURE__ */ op('listSalaryExpTeamsByCompany', 'POST /star/salaryExpTeamList/getbycompanyid');

/** 班组提交工人工资表（POST /star/salaryExpWorkerList/commitWorkerList） */
export const commitSalaryExpTeamWorkers: Call<'commitSalaryExpTeamWorkers', WagesArgs['commitSalaryExpTeamWorkers'], OpResult<operations['commitSalaryExpTeamWorkers']>> = /* @__PURE__ */ op('commitSalaryExpTeamWorkers', 'POST /star/salaryExpWorkerList/commitWorkerList');

/** 参建单位提交工资表（POST /star/salaryExpWorkerList/company/commitWorkerList） */
export const commitSalaryExpCompanyWorkers: Call<'commitSalaryExpCompanyWorkers', WagesArgs['commitSalaryExpCompanyWorkers'], OpResult<operations['commitSalaryExpCompanyWorkers']>> = /* @__PURE__ */ op('commitSalaryExpCompanyWorkers', 'POST /star/salaryExpWorkerList/company/commitWorkerList');

/** 一键确认全部工人（POST /star/salaryExpWorkerList/confirmAll） */
export const confirmAllSalaryExpWorkers: Call<'confirmAllSalaryExpWorkers', WagesArgs['confirmAllSalaryExpWorkers'], OpResult<operations['confirmAllSalaryExpWorkers']>> = /* @__PURE__ */ op('confirmAllSalaryExpWorkers', 'POST /star/salaryExpWorkerList/confirmAll');

/** 应急支付可选工人分页（POST /star/salaryExpWorkerList/emergencyExp/attWorkerPage）；分页：`pagesOf(api, pageEmergencyAttendanceWorkers, …)` */
export const pageEmergencyAttendanceWorkers: PagedCall<'pageEmergencyAttendanceWorkers', WagesArgs['pageEmergencyAttendanceWorkers'], OpResult<operations['pageEmergencyAttendanceWorkers']>> = /* @__PURE__ */ op('pageEmergencyAttendanceWorkers', 'POST /star/salaryExpWorkerList/emergencyExp/attWorkerPage N');

/** 发起应急支付（POST /star/salaryExpWorkerList/emergencyExp/startTask） */
export const startEmergencyPaymentTask: Call<'startEmergencyPaymentTask', WagesArgs['startEmergencyPaymentTask'], OpResult<operations['startEmergencyPaymentTask']>> = /* @__PURE__ */ op('startEmergencyPaymentTask', 'POST /star/salaryExpWorkerList/emergencyExp/startTask');

/** 班组预结算工人分页（POST /star/salaryExpWorkerList/getbyteamid）；分页：`pagesOf(api, pageSalaryExpWorkersByTeam, …)` */
export const pageSalaryExpWorkersByTeam: PagedCall<'pageSalaryExpWorkersByTeam', WagesArgs['pageSalaryExpWorkersByTeam'], OpResult<operations['pageSalaryExpWorkersByTeam']>> = /* @__PURE__ */ op('pageSalaryExpWorkersByTeam', 'POST /star/salaryExpWorkerList/getbyteamid N');

/** 项目已预结算的最大周期（POST /star/salaryExpWorkerList/getMaxPeriod） */
export const getSalaryExpMaxPeriod: Call<'getSalaryExpMaxPeriod', WagesArgs['getSalaryExpMaxPeriod'], OpResult<operations['getSalaryExpMaxPeriod']>> = /* @__PURE__ */ op('getSalaryExpMaxPeriod', 'POST /star/salaryExpWorkerList/getMaxPeriod');

/** 重置预结算工人确认状态（POST /star/salaryExpWorkerList/initExpWorkerStatus） */
export const initSalaryExpWorkerStatus: Call<'initSalaryExpWorkerStatus', WagesArgs['initSalaryExpWorkerStatus'], OpResult<operations['initSalaryExpWorkerStatus']>> = /* @__PURE__ */ op('initSalaryExpWorkerStatus', 'POST /star/salaryExpWorkerList/initExpWorkerStatus');

/** 生成预结算待办（POST /star/salaryExpWorkerList/initTodo） */
export const initSalaryExpTodo: Call<'initSalaryExpTodo', WagesArgs['initSalaryExpTodo'], OpResult<operations['initSalaryExpTodo']>> = /* @__PURE__ */ op('initSalaryExpTodo', 'POST /star/salaryExpWorkerList/initTodo');

/** 预结算工人明细分页（POST /star/salaryExpWorkerList/listByExp）；分页：`pagesOf(api, pageSalaryExpWorkersByExp, …)` */
export const pageSalaryExpWorkersByExp: PagedCall<'pageSalaryExpWorkersByExp', WagesArgs['pageSalaryExpWorkersByExp'], OpResult<operations['pageSalaryExpWorkersByExp']>> = /* @__PURE__ */ op('pageSalaryExpWorkersByExp', 'POST /star/salaryExpWorkerList/listByExp N');

/** 班组工资表附件列表（POST /star/salaryExpWorkerList/listFile） */
export const listSalaryExpWorkerFiles: Call<'listSalaryExpWorkerFiles', WagesArgs['listSalaryExpWorkerFiles'], OpResult<operations['listSalaryExpWorkerFiles']>> = /* @__PURE__ */ op('listSalaryExpWorkerFiles', 'POST /star/salaryExpWorkerList/listFile');

/** 手动预结算可选周期（POST /star/salaryExpWorkerList/manualExp/getPeriod） */
export const getManualSalaryExpPeriods: Call<'getManualSalaryExpPeriods', WagesArgs['getManualSalaryExpPeriods'], OpResult<operations['getManualSalaryExpPeriods']>> = /* @__PURE__ */ op('getManualSalaryExpPeriods', 'POST /star/salaryExpWorkerList/manualExp/getPeriod');

/** 手动发起预结算（POST /star/salaryExpWorkerList/manualExp/startTask） */
export const startManualSalaryExpTask: Call<'startManualSalaryExpTask', WagesArgs['startManualSalaryExpTask'], OpResult<operations['startManualSalaryExpTask']>> = /* @__PURE__ */ op('startManualSalaryExpTask', 'POST /star/salaryExpWorkerList/manualExp/startTask');

/** 保存预结算工人明细（POST /star/salaryExpWorkerList/saveByExp） */
export const saveSalaryExpWorkersByExp: Call<'saveSalaryExpWorkersByExp', WagesArgs['saveSalaryExpWorkersByExp'], OpResult<operations['saveSalaryExpWorkersByExp']>> = /* @__PURE__ */ op('saveSalaryExpWorkersByExp', 'POST /star/salaryExpWorkerList/saveByExp');

/** 填报参建单位本期产值（POST /star/salaryExpWorkerList/saveCompanyOutput） */
export const saveSalaryExpCompanyOutput: Call<'saveSalaryExpCompanyOutput', WagesArgs['saveSalaryExpCompanyOutput'], OpResult<operations['saveSalaryExpCompanyOutput']>> = /* @__PURE__ */ op('saveSalaryExpCompanyOutput', 'POST /star/salaryExpWorkerList/saveCompanyOutput');

/** 保存班组工资表附件（POST /star/salaryExpWorkerList/saveFile） */
export const saveSalaryExpWorkerFiles: Call<'saveSalaryExpWorkerFiles', WagesArgs['saveSalaryExpWorkerFiles'], OpResult<operations['saveSalaryExpWorkerFiles']>> = /* @__PURE__ */ op('saveSalaryExpWorkerFiles', 'POST /star/salaryExpWorkerList/saveFile');

/** 填报班组本期产值（POST /star/salaryExpWorkerList/saveTeamOutput） */
export const saveSalaryExpTeamOutput: Call<'saveSalaryExpTeamOutput', WagesArgs['saveSalaryExpTeamOutput'], OpResult<operations['saveSalaryExpTeamOutput']>> = /* @__PURE__ */ op('saveSalaryExpTeamOutput', 'POST /star/salaryExpWorkerList/saveTeamOutput');

/** 工资任务发起记录分页（POST /star/salaryInitiateList/page）；分页：`pagesOf(api, pageSalaryInitiateTasks, …)` */
export const pageSalaryInitiateTasks: PagedCall<'pageSalaryInitiateTasks', WagesArgs['pageSalaryInitiateTasks'], OpResult<operations['pageSalaryInitiateTasks']>> = /* @__PURE__ */ op('pageSalaryInitiateTasks', 'POST /star/salaryInitiateList/page N');

/** 导出问题工资清单（POST /star/salaryTroubleList/exportpage） */
export const exportSalaryTroubleItems: Call<'exportSalaryTroubleItems', WagesArgs['exportSalaryTroubleItems'], OpResult<operations['exportSalaryTroubleItems']>> = /* @__PURE__ */ fileOp('exportSalaryTroubleItems', 'POST /star/salaryTroubleList/exportpage b');

/** 问题工资清单分页（POST /star/salaryTroubleList/page）；分页：`pagesOf(api, listSalaryTroubleItems, …)` */
export const listSalaryTroubleItems: PagedCall<'listSalaryTroubleItems', WagesArgs['listSalaryTroubleItems'], OpResult<operations['listSalaryTroubleItems']>> = /* @__PURE__ */ op('listSalaryTroubleItems', 'POST /star/salaryTroubleList/page N');

/** 按流程实例查询问题工资项目（POST /star/salaryTroubleList/projectbyproinstid） */
export const getSalaryTroubleProjectByProInstId: Call<'getSalaryTroubleProjectByProInstId', WagesArgs['getSalaryTroubleProjectByProInstId'], OpResult<operations['getSalaryTroubleProjectByProInstId']>> = /* @__PURE__ */ op('getSalaryTroubleProjectByProInstId', 'POST /star/salaryTroubleList/projectbyproinstid');

/** 问题工资项目汇总列表（POST /star/salaryTroubleList/projectlist） */
export const listSalaryTroubleProjects: Call<'listSalaryTroubleProjects', WagesArgs['listSalaryTroubleProjects'], OpResult<operations['listSalaryTroubleProjects']>> = /* @__PURE__ */ op('listSalaryTroubleProjects', 'POST /star/salaryTroubleList/projectlist');

/** 发起工资代发任务（POST /star/salaryWorkerCumList/initCumTask） */
export const initSalaryWorkerCumTask: Call<'initSalaryWorkerCumTask', WagesArgs['initSalaryWorkerCumTask'], OpResult<operations['initSalaryWorkerCumTask']>> = /* @__PURE__ */ op('initSalaryWorkerCumTask', 'POST /star/salaryWorkerCumList/initCumTask');

/** 新增工资短信接收人（POST /star/smsReceiveList/add） */
export const addWagesSmsReceiver: Call<'addWagesSmsReceiver', WagesArgs['addWagesSmsReceiver'], OpResult<operations['addWagesSmsReceiver']>> = /* @__PURE__ */ op('addWagesSmsReceiver', 'POST /star/smsReceiveList/add');

/** 删除工资短信接收人（POST /star/smsReceiveList/del） */
export const deleteWagesSmsReceivers: Call<'deleteWagesSmsReceivers', WagesArgs['deleteWagesSmsReceivers'], OpResult<operations['deleteWagesSmsReceivers']>> = /* @__PURE__ */ op('deleteWagesSmsReceivers', 'POST /star/smsReceiveList/del');

/** 修改工资短信接收人（POST /star/smsReceiveList/edit） */
export const editWagesSmsReceiver: Call<'editWagesSmsReceiver', WagesArgs['editWagesSmsReceiver'], OpResult<operations['editWagesSmsReceiver']>> = /* @__PURE__ */ op('editWagesSmsReceiver', 'POST /star/smsReceiveList/edit');

/** 工资短信接收人详情（GET /star/smsReceiveList/get） */
export const getWagesSmsReceiver: Call<'getWagesSmsReceiver', WagesArgs['getWagesSmsReceiver'], OpResult<operations['getWagesSmsReceiver']>> = /* @__PURE__ */ op('getWagesSmsReceiver', 'GET /star/smsReceiveList/get');

/** 工资短信接收人分页（POST /star/smsReceiveList/page）；分页：`pagesOf(api, listWagesSmsReceivers, …)` */
export const listWagesSmsReceivers: PagedCall<'listWagesSmsReceivers', WagesArgs['listWagesSmsReceivers'], OpResult<operations['listWagesSmsReceivers']>> = /* @__PURE__ */ op('listWagesSmsReceivers', 'POST /star/smsReceiveList/page N');

/** 启用或停用工资短信接收人（POST /star/smsReceiveList/updateStatus） */
export const updateWagesSmsReceiverStatus: Call<'updateWagesSmsReceiverStatus', WagesArgs['updateWagesSmsReceiverStatus'], OpResult<operations['updateWagesSmsReceiverStatus']>> = /* @__PURE__ */ op('updateWagesSmsReceiverStatus', 'POST /star/smsReceiveList/updateStatus');
