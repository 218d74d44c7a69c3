/* 由 scripts/spec.mjs 从 spec/ 生成，请勿手改。运行 `pnpm spec` 重新生成。 */
/** 业务域「wages」的 146 个调用，按 operationId：`import { call, pages, wages } from '@site/sdk/areas/wages'`。 */
import type { operations } from './wages.schema';
import { areaCall, areaClient, areaPages, type RowOf } from '../../area';
import type { CallInit, OpResult } from '../../types';
import type { Requester } from '../../core';
import type { PageWalk } from '../../paging';

export * from '../../light';
export type { components as WagesComponents, operations as WagesOperations } from './wages.schema';

/** operationId → `METHOD /path flags`（b 返回文件，f 表单，m multipart，n/N pageNum 在查询/请求体，p/P page+limit）。 */
const table: Record<string, string> = {
  getProjectOutputSalaryCollect: 'GET /pc/report/project/output/collect',
  getProjectSalaryMonthCollect: 'GET /pc/report/project/salary/month/collect',
  addWagesBaseConfig: 'POST /star/baseConfig/add',
  deleteWagesBaseConfigs: 'POST /star/baseConfig/del',
  editWagesBaseConfig: 'POST /star/baseConfig/edit',
  getWagesBaseConfig: 'GET /star/baseConfig/get',
  listWagesBaseConfigs: 'POST /star/baseConfig/page N',
  exportDepositLedger: 'POST /star/deposit/exportData b',
  listDepositLedger: 'POST /star/deposit/page N',
  editInitSalaryCompany: 'POST /star/laborsalaryinitlist/wages/company/edit',
  exportInitSalaryCompanies: 'POST /star/laborsalaryinitlist/wages/company/export b',
  importInitSalaryCompanies: 'POST /star/laborsalaryinitlist/wages/company/import m',
  listInitSalaryCompanies: 'POST /star/laborsalaryinitlist/wages/company/page N',
  downloadInitSalaryCompanyTemplate: 'GET /star/laborsalaryinitlist/wages/company/temp/export b',
  editInitSalaryTeam: 'POST /star/laborsalaryinitlist/wages/team/edit',
  exportInitSalaryTeams: 'POST /star/laborsalaryinitlist/wages/team/export b',
  importInitSalaryTeams: 'POST /star/laborsalaryinitlist/wages/team/import m',
  listInitSalaryTeams: 'POST /star/laborsalaryinitlist/wages/team/page N',
  downloadInitSalaryTeamTemplate: 'GET /star/laborsalaryinitlist/wages/team/temp/export b',
  editInitSalaryWorker: 'POST /star/laborsalaryinitlist/wages/worker/edit',
  exportInitSalaryWorkers: 'POST /star/laborsalaryinitlist/wages/worker/export b',
  importInitSalaryWorkers: 'POST /star/laborsalaryinitlist/wages/worker/import m',
  listInitSalaryWorkers: 'POST /star/laborsalaryinitlist/wages/worker/page N',
  downloadInitSalaryWorkerTemplate: 'GET /star/laborsalaryinitlist/wages/worker/temp/export b',
  exportWageAccountLedger: 'POST /star/laborwageaccount/exportData b',
  listWageAccountLedger: 'POST /star/laborwageaccount/page N',
  exportWagesAttendProjectTasks: 'POST /star/laborwagesattend/exportTask b',
  listWagesAttendTaskOptions: 'POST /star/laborwagesattend/project/task/option',
  addWagesAttendAddition: 'POST /star/laborwagesattend/task/addition',
  confirmWagesAttendCompany: 'POST /star/laborwagesattend/task/company/confirm',
  listWagesAttendCompanies: 'POST /star/laborwagesattend/task/company/page N',
  confirmWagesAttendTask: 'POST /star/laborwagesattend/task/confirm',
  deleteWagesAttendTask: 'POST /star/laborwagesattend/task/delatt',
  listWagesAttendProjectTasks: 'POST /star/laborwagesattend/task/project/page N',
  submitWagesAttendTask: 'POST /star/laborwagesattend/task/submitAtt',
  confirmWagesAttendTeamTask: 'POST /star/laborwagesattend/task/team/confirm',
  listWagesAttendTeamTasks: 'POST /star/laborwagesattend/task/team/page N',
  confirmWagesAttendWorkers: 'POST /star/laborwagesattend/task/worker/confirm',
  listWagesAttendWorkers: 'POST /star/laborwagesattend/task/worker/page N',
  updateWagesAttendWorker: 'POST /star/laborwagesattend/task/worker/update',
  listWagesAttendTaskTeams: 'POST /star/laborwagesattend/taskTeam',
  listTroubleCompanies: 'POST /star/laborwagestrouble/company/list',
  listTroublePublicPayments: 'POST /star/laborwagestrouble/company/public/list',
  confirmTroublePublicPayment: 'POST /star/laborwagestrouble/company/public/payment',
  saveTroublePublicPayment: 'POST /star/laborwagestrouble/company/public/save',
  addTroubleCompany: 'POST /star/laborwagestrouble/company/save',
  updateTroubleCompany: 'POST /star/laborwagestrouble/company/update',
  exportTroubleProjectPublicPayments: 'POST /star/laborwagestrouble/exportpublic b',
  listTroubleWorkersByCumId: 'POST /star/laborwagestrouble/listbycumid',
  listTroubleWorkersByProInstId: 'POST /star/laborwagestrouble/listbyproinstid',
  exportTroubleWagesProjects: 'POST /star/laborwagestrouble/wages/export b',
  listTroubleMonthVouchers: 'POST /star/laborwagestrouble/wages/trouble/month/voucher/page N',
  listTroubleWagesProjects: 'POST /star/laborwagestrouble/wages/trouble/page N',
  listTroubleProjectPublicPayments: 'POST /star/laborwagestrouble/wages/trouble/project/public/pament/page N',
  listTroubleVouchers: 'POST /star/laborwagestrouble/wages/trouble/voucher/page N',
  saveTroubleWagesWorkers: 'POST /star/laborwagestrouble/wages/trouble/worker/save',
  startTroublePublicPaymentTask: 'POST /star/laborwagestrouble/wages/troubley/project/public/task',
  listTroubleWorkers: 'POST /star/laborwagestrouble/worker/list',
  updateTroubleWorker: 'POST /star/laborwagestrouble/worker/update',
  listTroubleWorkerVouchers: 'POST /star/laborwagestrouble/worker/voucher/list',
  saveTroubleWorkerVoucher: 'POST /star/laborwagestrouble/worker/voucher/save',
  addWagesLandArea: 'POST /star/landAreaList/add',
  deleteWagesLandAreas: 'POST /star/landAreaList/del',
  editWagesLandArea: 'POST /star/landAreaList/edit',
  getWagesLandArea: 'GET /star/landAreaList/get',
  listWagesLandAreas: 'POST /star/landAreaList/page N',
  getWagesLandAreaTree: 'POST /star/landAreaList/tree',
  uploadWagesFile: 'POST /star/resSysFile/fileUpload m',
  editSalaryCapitaSource: 'POST /star/salaryCapitaSourceList/edit',
  exportSalaryCapitaSources: 'POST /star/salaryCapitaSourceList/exportpage bN',
  getSalaryCapitaSource: 'GET /star/salaryCapitaSourceList/get',
  initSalaryCapitaSourceTask: 'POST /star/salaryCapitaSourceList/initTask',
  listSalaryCapitaSourceFiles: 'POST /star/salaryCapitaSourceList/listFile',
  pageSalaryCapitaSources: 'POST /star/salaryCapitaSourceList/page N',
  saveSalaryCapitaSourceFiles: 'POST /star/salaryCapitaSourceList/saveFile',
  listSalaryCoreDataLedger: 'POST /star/salaryCumList/coredata N',
  lockExportSalaryCoreData: 'POST /star/salaryCumList/coredatalock b',
  exportSalaryCoreDataLedger: 'POST /star/salaryCumList/exportcoredata b',
  exportSalaryCumRecords: 'POST /star/salaryCumList/exporttaskpage bN',
  getSalaryCum: 'GET /star/salaryCumList/get',
  getSalaryCumByExp: 'POST /star/salaryCumList/getbyexpid',
  getSalaryCumByProInst: 'POST /star/salaryCumList/getbyproinstid',
  listSalaryCumFiles: 'POST /star/salaryCumList/listFile',
  pageSalaryCumRecords: 'POST /star/salaryCumList/page N',
  listSalaryCumPublicPayments: 'POST /star/salaryCumList/ptpbyproinstid',
  saveSalaryCumFiles: 'POST /star/salaryCumList/saveFile',
  pageSalaryCumTeams: 'POST /star/salaryCumList/teamPage N',
  pageSalaryCumWorkers: 'POST /star/salaryCumList/workerPage N',
  getOwnSalaryExpCompanyByProInst: 'POST /star/salaryExpCompanyList/company/getbyprointc',
  confirmSalaryExpCompany: 'POST /star/salaryExpCompanyList/confirm',
  listSalaryExpCompaniesByProInst: 'POST /star/salaryExpCompanyList/getbyprointc',
  updateSalaryExpCompanyConfirm: 'POST /star/salaryExpCompanyList/updateconfirm',
  updateSalaryExpCompanyStatus: 'POST /star/salaryExpCompanyList/updatestatus',
  getEmergencyPaymentDetail: 'GET /star/salaryExpList/emergencyDetail',
  pageEmergencyPayments: 'POST /star/salaryExpList/emergencyList N',
  exportSalaryExpRecords: 'POST /star/salaryExpList/exportPage bN',
  checkSalaryExpStarted: 'GET /star/salaryExpList/isExp',
  listSalaryByBranch: 'POST /star/salaryExpList/listBranch N',
  exportSalaryByBranch: 'POST /star/salaryExpList/listBranchExport bN',
  listSalaryByCompany: 'POST /star/salaryExpList/listCompany N',
  exportSalaryByCompany: 'POST /star/salaryExpList/listCompanyExport bN',
  listSalaryExpFiles: 'POST /star/salaryExpList/listFile',
  listSalaryByOrg: 'POST /star/salaryExpList/listOrg N',
  exportSalaryByOrg: 'POST /star/salaryExpList/listOrgExport bN',
  listSalaryByProject: 'POST /star/salaryExpList/listProject N',
  exportSalaryByProject: 'POST /star/salaryExpList/listProjectExport bN',
  listSalaryByTeam: 'POST /star/salaryExpList/listTeam N',
  exportSalaryByTeam: 'POST /star/salaryExpList/listTeamExport bN',
  listSalaryByWorker: 'POST /star/salaryExpList/listWorker N',
  exportSalaryByWorker: 'POST /star/salaryExpList/listWorkerExport bN',
  pageSalaryExpOrgs: 'POST /star/salaryExpList/orgPage N',
  exportSalaryExpOrgs: 'POST /star/salaryExpList/orgPageExport bN',
  pageSalaryExpRecords: 'POST /star/salaryExpList/page N',
  removeSalaryExpTask: 'POST /star/salaryExpList/removeTask',
  exportSalaryConfirmSheet: 'POST /star/salaryExpList/salaryConfirmExport b',
  listSalaryExpTaskTeams: 'POST /star/salaryExpList/taskTeam',
  listSalaryExpTeamsByCompany: 'POST /star/salaryExpTeamList/getbycompanyid',
  commitSalaryExpTeamWorkers: 'POST /star/salaryExpWorkerList/commitWorkerList',
  commitSalaryExpCompanyWorkers: 'POST /star/salaryExpWorkerList/company/commitWorkerList',
  confirmAllSalaryExpWorkers: 'POST /star/salaryExpWorkerList/confirmAll',
  pageEmergencyAttendanceWorkers: 'POST /star/salaryExpWorkerList/emergencyExp/attWorkerPage N',
  startEmergencyPaymentTask: 'POST /star/salaryExpWorkerList/emergencyExp/startTask',
  pageSalaryExpWorkersByTeam: 'POST /star/salaryExpWorkerList/getbyteamid N',
  getSalaryExpMaxPeriod: 'POST /star/salaryExpWorkerList/getMaxPeriod',
  initSalaryExpWorkerStatus: 'POST /star/salaryExpWorkerList/initExpWorkerStatus',
  initSalaryExpTodo: 'POST /star/salaryExpWorkerList/initTodo',
  pageSalaryExpWorkersByExp: 'POST /star/salaryExpWorkerList/listByExp N',
  listSalaryExpWorkerFiles: 'POST /star/salaryExpWorkerList/listFile',
  getManualSalaryExpPeriods: 'POST /star/salaryExpWorkerList/manualExp/getPeriod',
  startManualSalaryExpTask: 'POST /star/salaryExpWorkerList/manualExp/startTask',
  saveSalaryExpWorkersByExp: 'POST /star/salaryExpWorkerList/saveByExp',
  saveSalaryExpCompanyOutput: 'POST /star/salaryExpWorkerList/saveCompanyOutput',
  saveSalaryExpWorkerFiles: 'POST /star/salaryExpWorkerList/saveFile',
  saveSalaryExpTeamOutput: 'POST /star/salaryExpWorkerList/saveTeamOutput',
  pageSalaryInitiateTasks: 'POST /star/salaryInitiateList/page N',
  exportSalaryTroubleItems: 'POST /star/salaryTroubleList/exportpage b',
  listSalaryTroubleItems: 'POST /star/salaryTroubleList/page N',
  getSalaryTroubleProjectByProInstId: 'POST /star/salaryTroubleList/projectbyproinstid',
  listSalaryTroubleProjects: 'POST /star/salaryTroubleList/projectlist',
  initSalaryWorkerCumTask: 'POST /star/salaryWorkerCumList/initCumTask',
  addWagesSmsReceiver: 'POST /star/smsReceiveList/add',
  deleteWagesSmsReceivers: 'POST /star/smsReceiveList/del',
  editWagesSmsReceiver: 'POST /star/smsReceiveList/edit',
  getWagesSmsReceiver: 'GET /star/smsReceiveList/get',
  listWagesSmsReceivers: 'POST /star/smsReceiveList/page N',
  updateWagesSmsReceiverStatus: 'POST /star/smsReceiveList/updateStatus',
};

export type WagesOperationId = keyof operations;
/** 每个调用的第二个参数：`params`、`body` 与调用选项。 */
export interface WagesInit {
  getProjectOutputSalaryCollect: { params?: operations['getProjectOutputSalaryCollect']['parameters']; body?: never } & CallInit;
  getProjectSalaryMonthCollect: { params?: operations['getProjectSalaryMonthCollect']['parameters']; body?: never } & CallInit;
  addWagesBaseConfig: { params?: never; body: NonNullable<operations['addWagesBaseConfig']['requestBody']>['content']['application/json'] } & CallInit;
  deleteWagesBaseConfigs: { params?: never; body: NonNullable<operations['deleteWagesBaseConfigs']['requestBody']>['content']['application/json'] } & CallInit;
  editWagesBaseConfig: { params?: never; body: NonNullable<operations['editWagesBaseConfig']['requestBody']>['content']['application/json'] } & CallInit;
  getWagesBaseConfig: { params?: operations['getWagesBaseConfig']['parameters']; body?: never } & CallInit;
  listWagesBaseConfigs: { params?: never; body: NonNullable<operations['listWagesBaseConfigs']['requestBody']>['content']['application/json'] } & CallInit;
  exportDepositLedger: { params?: never; body: NonNullable<operations['exportDepositLedger']['requestBody']>['content']['application/json'] } & CallInit;
  listDepositLedger: { params?: never; body: NonNullable<operations['listDepositLedger']['requestBody']>['content']['application/json'] } & CallInit;
  editInitSalaryCompany: { params?: never; body: NonNullable<operations['editInitSalaryCompany']['requestBody']>['content']['application/json'] } & CallInit;
  exportInitSalaryCompanies: { params?: never; body: NonNullable<operations['exportInitSalaryCompanies']['requestBody']>['content']['application/json'] } & CallInit;
  importInitSalaryCompanies: { params?: never; body: NonNullable<operations['importInitSalaryCompanies']['requestBody']>['content']['multipart/form-data'] } & CallInit;
  listInitSalaryCompanies: { params?: never; body: NonNullable<operations['listInitSalaryCompanies']['requestBody']>['content']['application/json'] } & CallInit;
  downloadInitSalaryCompanyTemplate: { params?: never; body?: never } & CallInit;
  editInitSalaryTeam: { params?: never; body: NonNullable<operations['editInitSalaryTeam']['requestBody']>['content']['application/json'] } & CallInit;
  exportInitSalaryTeams: { params?: never; body: NonNullable<operations['exportInitSalaryTeams']['requestBody']>['content']['application/json'] } & CallInit;
  importInitSalaryTeams: { params?: never; body: NonNullable<operations['importInitSalaryTeams']['requestBody']>['content']['multipart/form-data'] } & CallInit;
  listInitSalaryTeams: { params?: never; body: NonNullable<operations['listInitSalaryTeams']['requestBody']>['content']['application/json'] } & CallInit;
  downloadInitSalaryTeamTemplate: { params?: never; body?: never } & CallInit;
  editInitSalaryWorker: { params?: never; body: NonNullable<operations['editInitSalaryWorker']['requestBody']>['content']['application/json'] } & CallInit;
  exportInitSalaryWorkers: { params?: never; body: NonNullable<operations['exportInitSalaryWorkers']['requestBody']>['content']['application/json'] } & CallInit;
  importInitSalaryWorkers: { params?: never; body: NonNullable<operations['importInitSalaryWorkers']['requestBody']>['content']['multipart/form-data'] } & CallInit;
  listInitSalaryWorkers: { params?: never; body: NonNullable<operations['listInitSalaryWorkers']['requestBody']>['content']['application/json'] } & CallInit;
  downloadInitSalaryWorkerTemplate: { params?: never; body?: never } & CallInit;
  exportWageAccountLedger: { params?: never; body: NonNullable<operations['exportWageAccountLedger']['requestBody']>['content']['application/json'] } & CallInit;
  listWageAccountLedger: { params?: never; body: NonNullable<operations['listWageAccountLedger']['requestBody']>['content']['application/json'] } & CallInit;
  exportWagesAttendProjectTasks: { params?: never; body: NonNullable<operations['exportWagesAttendProjectTasks']['requestBody']>['content']['application/json'] } & CallInit;
  listWagesAttendTaskOptions: { params?: never; body: NonNullable<operations['listWagesAttendTaskOptions']['requestBody']>['content']['application/json'] } & CallInit;
  addWagesAttendAddition: { params?: never; body: NonNullable<operations['addWagesAttendAddition']['requestBody']>['content']['application/json'] } & CallInit;
  confirmWagesAttendCompany: { params?: never; body: NonNullable<operations['confirmWagesAttendCompany']['requestBody']>['content']['application/json'] } & CallInit;
  listWagesAttendCompanies: { params?: never; body: NonNullable<operations['listWagesAttendCompanies']['requestBody']>['content']['application/json'] } & CallInit;
  confirmWagesAttendTask: { params?: never; body: NonNullable<operations['confirmWagesAttendTask']['requestBody']>['content']['application/json'] } & CallInit;
  deleteWagesAttendTask: { params?: never; body: NonNullable<operations['deleteWagesAttendTask']['requestBody']>['content']['application/json'] } & CallInit;
  listWagesAttendProjectTasks: { params?: never; body: NonNullable<operations['listWagesAttendProjectTasks']['requestBody']>['content']['application/json'] } & CallInit;
  submitWagesAttendTask: { params?: never; body: NonNullable<operations['submitWagesAttendTask']['requestBody']>['content']['application/json'] } & CallInit;
  confirmWagesAttendTeamTask: { params?: never; body: NonNullable<operations['confirmWagesAttendTeamTask']['requestBody']>['content']['application/json'] } & CallInit;
  listWagesAttendTeamTasks: { params?: never; body: NonNullable<operations['listWagesAttendTeamTasks']['requestBody']>['content']['application/json'] } & CallInit;
  confirmWagesAttendWorkers: { params?: never; body: NonNullable<operations['confirmWagesAttendWorkers']['requestBody']>['content']['application/json'] } & CallInit;
  listWagesAttendWorkers: { params?: never; body: NonNullable<operations['listWagesAttendWorkers']['requestBody']>['content']['application/json'] } & CallInit;
  updateWagesAttendWorker: { params?: never; body: NonNullable<operations['updateWagesAttendWorker']['requestBody']>['content']['application/json'] } & CallInit;
  listWagesAttendTaskTeams: { params?: never; body: NonNullable<operations['listWagesAttendTaskTeams']['requestBody']>['content']['application/json'] } & CallInit;
  listTroubleCompanies: { params?: never; body: NonNullable<operations['listTroubleCompanies']['requestBody']>['content']['application/json'] } & CallInit;
  listTroublePublicPayments: { params?: never; body: NonNullable<operations['listTroublePublicPayments']['requestBody']>['content']['application/json'] } & CallInit;
  confirmTroublePublicPayment: { params?: never; body: NonNullable<operations['confirmTroublePublicPayment']['requestBody']>['content']['application/json'] } & CallInit;
  saveTroublePublicPayment: { params?: never; body: NonNullable<operations['saveTroublePublicPayment']['requestBody']>['content']['application/json'] } & CallInit;
  addTroubleCompany: { params?: never; body: NonNullable<operations['addTroubleCompany']['requestBody']>['content']['application/json'] } & CallInit;
  updateTroubleCompany: { params?: never; body: NonNullable<operations['updateTroubleCompany']['requestBody']>['content']['application/json'] } & CallInit;
  exportTroubleProjectPublicPayments: { params?: never; body: NonNullable<operations['exportTroubleProjectPublicPayments']['requestBody']>['content']['application/json'] } & CallInit;
  listTroubleWorkersByCumId: { params?: never; body: NonNullable<operations['listTroubleWorkersByCumId']['requestBody']>['content']['application/json'] } & CallInit;
  listTroubleWorkersByProInstId: { params?: never; body: NonNullable<operations['listTroubleWorkersByProInstId']['requestBody']>['content']['application/json'] } & CallInit;
  exportTroubleWagesProjects: { params?: never; body: NonNullable<operations['exportTroubleWagesProjects']['requestBody']>['content']['application/json'] } & CallInit;
  listTroubleMonthVouchers: { params?: never; body: NonNullable<operations['listTroubleMonthVouchers']['requestBody']>['content']['application/json'] } & CallInit;
  listTroubleWagesProjects: { params?: never; body: NonNullable<operations['listTroubleWagesProjects']['requestBody']>['content']['application/json'] } & CallInit;
  listTroubleProjectPublicPayments: { params?: never; body: NonNullable<operations['listTroubleProjectPublicPayments']['requestBody']>['content']['application/json'] } & CallInit;
  listTroubleVouchers: { params?: never; body: NonNullable<operations['listTroubleVouchers']['requestBody']>['content']['application/json'] } & CallInit;
  saveTroubleWagesWorkers: { params?: never; body: NonNullable<operations['saveTroubleWagesWorkers']['requestBody']>['content']['application/json'] } & CallInit;
  startTroublePublicPaymentTask: { params?: never; body: NonNullable<operations['startTroublePublicPaymentTask']['requestBody']>['content']['application/json'] } & CallInit;
  listTroubleWorkers: { params?: never; body: NonNullable<operations['listTroubleWorkers']['requestBody']>['content']['application/json'] } & CallInit;
  updateTroubleWorker: { params?: never; body: NonNullable<operations['updateTroubleWorker']['requestBody']>['content']['application/json'] } & CallInit;
  listTroubleWorkerVouchers: { params?: never; body: NonNullable<operations['listTroubleWorkerVouchers']['requestBody']>['content']['application/json'] } & CallInit;
  saveTroubleWorkerVoucher: { params?: never; body: NonNullable<operations['saveTroubleWorkerVoucher']['requestBody']>['content']['application/json'] } & CallInit;
  addWagesLandArea: { params?: never; body: NonNullable<operations['addWagesLandArea']['requestBody']>['content']['application/json'] } & CallInit;
  deleteWagesLandAreas: { params?: never; body: NonNullable<operations['deleteWagesLandAreas']['requestBody']>['content']['application/json'] } & CallInit;
  editWagesLandArea: { params?: never; body: NonNullable<operations['editWagesLandArea']['requestBody']>['content']['application/json'] } & CallInit;
  getWagesLandArea: { params: operations['getWagesLandArea']['parameters']; body?: never } & CallInit;
  listWagesLandAreas: { params?: never; body: NonNullable<operations['listWagesLandAreas']['requestBody']>['content']['application/json'] } & CallInit;
  getWagesLandAreaTree: { params?: never; body: NonNullable<operations['getWagesLandAreaTree']['requestBody']>['content']['application/json'] } & CallInit;
  uploadWagesFile: { params?: never; body: NonNullable<operations['uploadWagesFile']['requestBody']>['content']['multipart/form-data'] } & CallInit;
  editSalaryCapitaSource: { params?: never; body: NonNullable<operations['editSalaryCapitaSource']['requestBody']>['content']['application/json'] } & CallInit;
  exportSalaryCapitaSources: { params?: never; body: NonNullable<operations['exportSalaryCapitaSources']['requestBody']>['content']['application/json'] } & CallInit;
  getSalaryCapitaSource: { params: operations['getSalaryCapitaSource']['parameters']; body?: never } & CallInit;
  initSalaryCapitaSourceTask: { params?: never; body: NonNullable<operations['initSalaryCapitaSourceTask']['requestBody']>['content']['application/json'] } & CallInit;
  listSalaryCapitaSourceFiles: { params?: never; body: NonNullable<operations['listSalaryCapitaSourceFiles']['requestBody']>['content']['application/json'] } & CallInit;
  pageSalaryCapitaSources: { params?: never; body: NonNullable<operations['pageSalaryCapitaSources']['requestBody']>['content']['application/json'] } & CallInit;
  saveSalaryCapitaSourceFiles: { params?: never; body: NonNullable<operations['saveSalaryCapitaSourceFiles']['requestBody']>['content']['application/json'] } & CallInit;
  listSalaryCoreDataLedger: { params?: never; body: NonNullable<operations['listSalaryCoreDataLedger']['requestBody']>['content']['application/json'] } & CallInit;
  lockExportSalaryCoreData: { params?: never; body: NonNullable<operations['lockExportSalaryCoreData']['requestBody']>['content']['application/json'] } & CallInit;
  exportSalaryCoreDataLedger: { params?: never; body: NonNullable<operations['exportSalaryCoreDataLedger']['requestBody']>['content']['application/json'] } & CallInit;
  exportSalaryCumRecords: { params?: never; body: NonNullable<operations['exportSalaryCumRecords']['requestBody']>['content']['application/json'] } & CallInit;
  getSalaryCum: { params: operations['getSalaryCum']['parameters']; body?: never } & CallInit;
  getSalaryCumByExp: { params?: never; body: NonNullable<operations['getSalaryCumByExp']['requestBody']>['content']['application/json'] } & CallInit;
  getSalaryCumByProInst: { params?: never; body: NonNullable<operations['getSalaryCumByProInst']['requestBody']>['content']['application/json'] } & CallInit;
  listSalaryCumFiles: { params?: never; body: NonNullable<operations['listSalaryCumFiles']['requestBody']>['content']['application/json'] } & CallInit;
  pageSalaryCumRecords: { params?: never; body: NonNullable<operations['pageSalaryCumRecords']['requestBody']>['content']['application/json'] } & CallInit;
  listSalaryCumPublicPayments: { params?: never; body: NonNullable<operations['listSalaryCumPublicPayments']['requestBody']>['content']['application/json'] } & CallInit;
  saveSalaryCumFiles: { params?: never; body: NonNullable<operations['saveSalaryCumFiles']['requestBody']>['content']['application/json'] } & CallInit;
  pageSalaryCumTeams: { params?: never; body: NonNullable<operations['pageSalaryCumTeams']['requestBody']>['content']['application/json'] } & CallInit;
  pageSalaryCumWorkers: { params?: never; body: NonNullable<operations['pageSalaryCumWorkers']['requestBody']>['content']['application/json'] } & CallInit;
  getOwnSalaryExpCompanyByProInst: { params?: never; body: NonNullable<operations['getOwnSalaryExpCompanyByProInst']['requestBody']>['content']['application/json'] } & CallInit;
  confirmSalaryExpCompany: { params?: never; body: NonNullable<operations['confirmSalaryExpCompany']['requestBody']>['content']['application/json'] } & CallInit;
  listSalaryExpCompaniesByProInst: { params?: never; body: NonNullable<operations['listSalaryExpCompaniesByProInst']['requestBody']>['content']['application/json'] } & CallInit;
  updateSalaryExpCompanyConfirm: { params?: never; body: NonNullable<operations['updateSalaryExpCompanyConfirm']['requestBody']>['content']['application/json'] } & CallInit;
  updateSalaryExpCompanyStatus: { params?: never; body: NonNullable<operations['updateSalaryExpCompanyStatus']['requestBody']>['content']['application/json'] } & CallInit;
  getEmergencyPaymentDetail: { params: operations['getEmergencyPaymentDetail']['parameters']; body?: never } & CallInit;
  pageEmergencyPayments: { params?: never; body: NonNullable<operations['pageEmergencyPayments']['requestBody']>['content']['application/json'] } & CallInit;
  exportSalaryExpRecords: { params?: never; body: NonNullable<operations['exportSalaryExpRecords']['requestBody']>['content']['application/json'] } & CallInit;
  checkSalaryExpStarted: { params: operations['checkSalaryExpStarted']['parameters']; body?: never } & CallInit;
  listSalaryByBranch: { params?: never; body: NonNullable<operations['listSalaryByBranch']['requestBody']>['content']['application/json'] } & CallInit;
  exportSalaryByBranch: { params?: never; body: NonNullable<operations['exportSalaryByBranch']['requestBody']>['content']['application/json'] } & CallInit;
  listSalaryByCompany: { params?: never; body: NonNullable<operations['listSalaryByCompany']['requestBody']>['content']['application/json'] } & CallInit;
  exportSalaryByCompany: { params?: never; body: NonNullable<operations['exportSalaryByCompany']['requestBody']>['content']['application/json'] } & CallInit;
  listSalaryExpFiles: { params?: never; body: NonNullable<operations['listSalaryExpFiles']['requestBody']>['content']['application/json'] } & CallInit;
  listSalaryByOrg: { params?: never; body: NonNullable<operations['listSalaryByOrg']['requestBody']>['content']['application/json'] } & CallInit;
  exportSalaryByOrg: { params?: never; body: NonNullable<operations['exportSalaryByOrg']['requestBody']>['content']['application/json'] } & CallInit;
  listSalaryByProject: { params?: never; body: NonNullable<operations['listSalaryByProject']['requestBody']>['content']['application/json'] } & CallInit;
  exportSalaryByProject: { params?: never; body: NonNullable<operations['exportSalaryByProject']['requestBody']>['content']['application/json'] } & CallInit;
  listSalaryByTeam: { params?: never; body: NonNullable<operations['listSalaryByTeam']['requestBody']>['content']['application/json'] } & CallInit;
  exportSalaryByTeam: { params?: never; body: NonNullable<operations['exportSalaryByTeam']['requestBody']>['content']['application/json'] } & CallInit;
  listSalaryByWorker: { params?: never; body: NonNullable<operations['listSalaryByWorker']['requestBody']>['content']['application/json'] } & CallInit;
  exportSalaryByWorker: { params?: never; body: NonNullable<operations['exportSalaryByWorker']['requestBody']>['content']['application/json'] } & CallInit;
  pageSalaryExpOrgs: { params?: never; body: NonNullable<operations['pageSalaryExpOrgs']['requestBody']>['content']['application/json'] } & CallInit;
  exportSalaryExpOrgs: { params?: never; body: NonNullable<operations['exportSalaryExpOrgs']['requestBody']>['content']['application/json'] } & CallInit;
  pageSalaryExpRecords: { params?: never; body: NonNullable<operations['pageSalaryExpRecords']['requestBody']>['content']['application/json'] } & CallInit;
  removeSalaryExpTask: { params?: never; body: NonNullable<operations['removeSalaryExpTask']['requestBody']>['content']['application/json'] } & CallInit;
  exportSalaryConfirmSheet: { params?: never; body: NonNullable<operations['exportSalaryConfirmSheet']['requestBody']>['content']['application/json'] } & CallInit;
  listSalaryExpTaskTeams: { params?: never; body: NonNullable<operations['listSalaryExpTaskTeams']['requestBody']>['content']['application/json'] } & CallInit;
  listSalaryExpTeamsByCompany: { params?: never; body: NonNullable<operations['listSalaryExpTeamsByCompany']['requestBody']>['content']['application/json'] } & CallInit;
  commitSalaryExpTeamWorkers: { params?: never; body: NonNullable<operations['commitSalaryExpTeamWorkers']['requestBody']>['content']['application/json'] } & CallInit;
  commitSalaryExpCompanyWorkers: { params?: never; body: NonNullable<operations['commitSalaryExpCompanyWorkers']['requestBody']>['content']['application/json'] } & CallInit;
  confirmAllSalaryExpWorkers: { params?: never; body: NonNullable<operations['confirmAllSalaryExpWorkers']['requestBody']>['content']['application/json'] } & CallInit;
  pageEmergencyAttendanceWorkers: { params?: never; body: NonNullable<operations['pageEmergencyAttendanceWorkers']['requestBody']>['content']['application/json'] } & CallInit;
  startEmergencyPaymentTask: { params?: never; body: NonNullable<operations['startEmergencyPaymentTask']['requestBody']>['content']['application/json'] } & CallInit;
  pageSalaryExpWorkersByTeam: { params?: never; body: NonNullable<operations['pageSalaryExpWorkersByTeam']['requestBody']>['content']['application/json'] } & CallInit;
  getSalaryExpMaxPeriod: { params?: never; body: NonNullable<operations['getSalaryExpMaxPeriod']['requestBody']>['content']['application/json'] } & CallInit;
  initSalaryExpWorkerStatus: { params?: never; body: NonNullable<operations['initSalaryExpWorkerStatus']['requestBody']>['content']['application/json'] } & CallInit;
  initSalaryExpTodo: { params?: never; body: NonNullable<operations['initSalaryExpTodo']['requestBody']>['content']['application/json'] } & CallInit;
  pageSalaryExpWorkersByExp: { params?: never; body: NonNullable<operations['pageSalaryExpWorkersByExp']['requestBody']>['content']['application/json'] } & CallInit;
  listSalaryExpWorkerFiles: { params?: never; body: NonNullable<operations['listSalaryExpWorkerFiles']['requestBody']>['content']['application/json'] } & CallInit;
  getManualSalaryExpPeriods: { params?: never; body: NonNullable<operations['getManualSalaryExpPeriods']['requestBody']>['content']['application/json'] } & CallInit;
  startManualSalaryExpTask: { params?: never; body: NonNullable<operations['startManualSalaryExpTask']['requestBody']>['content']['application/json'] } & CallInit;
  saveSalaryExpWorkersByExp: { params?: never; body: NonNullable<operations['saveSalaryExpWorkersByExp']['requestBody']>['content']['application/json'] } & CallInit;
  saveSalaryExpCompanyOutput: { params?: never; body: NonNullable<operations['saveSalaryExpCompanyOutput']['requestBody']>['content']['application/json'] } & CallInit;
  saveSalaryExpWorkerFiles: { params?: never; body: NonNullable<operations['saveSalaryExpWorkerFiles']['requestBody']>['content']['application/json'] } & CallInit;
  saveSalaryExpTeamOutput: { params?: never; body: NonNullable<operations['saveSalaryExpTeamOutput']['requestBody']>['content']['application/json'] } & CallInit;
  pageSalaryInitiateTasks: { params?: never; body: NonNullable<operations['pageSalaryInitiateTasks']['requestBody']>['content']['application/json'] } & CallInit;
  exportSalaryTroubleItems: { params?: never; body: NonNullable<operations['exportSalaryTroubleItems']['requestBody']>['content']['application/json'] } & CallInit;
  listSalaryTroubleItems: { params?: never; body: NonNullable<operations['listSalaryTroubleItems']['requestBody']>['content']['application/json'] } & CallInit;
  getSalaryTroubleProjectByProInstId: { params?: never; body: NonNullable<operations['getSalaryTroubleProjectByProInstId']['requestBody']>['content']['application/json'] } & CallInit;
  listSalaryTroubleProjects: { params?: never; body: NonNullable<operations['listSalaryTroubleProjects']['requestBody']>['content']['application/json'] } & CallInit;
  initSalaryWorkerCumTask: { params?: never; body: NonNullable<operations['initSalaryWorkerCumTask']['requestBody']>['content']['application/json'] } & CallInit;
  addWagesSmsReceiver: { params?: never; body: NonNullable<operations['addWagesSmsReceiver']['requestBody']>['content']['application/json'] } & CallInit;
  deleteWagesSmsReceivers: { params?: never; body: NonNullable<operations['deleteWagesSmsReceivers']['requestBody']>['content']['application/json'] } & CallInit;
  editWagesSmsReceiver: { params?: never; body: NonNullable<operations['editWagesSmsReceiver']['requestBody']>['content']['application/json'] } & CallInit;
  getWagesSmsReceiver: { params: operations['getWagesSmsReceiver']['parameters']; body?: never } & CallInit;
  listWagesSmsReceivers: { params?: never; body: NonNullable<operations['listWagesSmsReceivers']['requestBody']>['content']['application/json'] } & CallInit;
  updateWagesSmsReceiverStatus: { params?: never; body: NonNullable<operations['updateWagesSmsReceiverStatus']['requestBody']>['content']['application/json'] } & CallInit;
}
/** 第二个参数可以不给的调用（没有必填的参数或请求体）。 */
export type WagesOptionalId = 'getProjectOutputSalaryCollect' | 'getProjectSalaryMonthCollect' | 'getWagesBaseConfig' | 'downloadInitSalaryCompanyTemplate' | 'downloadInitSalaryTeamTemplate' | 'downloadInitSalaryWorkerTemplate';
/** 每个调用第二个参数的元组：可省略时为 `[init?: …]`。 */
export type WagesArgs = { [Id in WagesOperationId]: Id extends WagesOptionalId ? [init?: WagesInit[Id]] : [init: WagesInit[Id]] };
/** 分页的调用（pageNum/pageSize 或 page/limit），可用 `pages` 逐行读完。 */
export type WagesPagedId = 'listWagesBaseConfigs' | 'listDepositLedger' | 'listInitSalaryCompanies' | 'listInitSalaryTeams' | 'listInitSalaryWorkers' | 'listWageAccountLedger' | 'listWagesAttendCompanies' | 'listWagesAttendProjectTasks' | 'listWagesAttendTeamTasks' | 'listWagesAttendWorkers' | 'listTroubleMonthVouchers' | 'listTroubleWagesProjects' | 'listTroubleProjectPublicPayments' | 'listTroubleVouchers' | 'listWagesLandAreas' | 'pageSalaryCapitaSources' | 'listSalaryCoreDataLedger' | 'pageSalaryCumRecords' | 'pageSalaryCumTeams' | 'pageSalaryCumWorkers' | 'pageEmergencyPayments' | 'listSalaryByBranch' | 'listSalaryByCompany' | 'listSalaryByOrg' | 'listSalaryByProject' | 'listSalaryByTeam' | 'listSalaryByWorker' | 'pageSalaryExpOrgs' | 'pageSalaryExpRecords' | 'pageEmergencyAttendanceWorkers' | 'pageSalaryExpWorkersByTeam' | 'pageSalaryExpWorkersByExp' | 'pageSalaryInitiateTasks' | 'listSalaryTroubleItems' | 'listWagesSmsReceivers';
/** 按 operationId 调用：成功返回信封（或 File），失败抛出 SdkError。 */
export type WagesCall = <Id extends WagesOperationId>(client: Requester, id: Id, ...init: Id extends WagesOptionalId ? [init?: WagesInit[Id]] : [init: WagesInit[Id]]) => Promise<OpResult<operations[Id]>>;
/** 逐行读完一个分页列表（`for await`；`.limit(n)` 最多 n 行；`.toArray()` 读成数组）。 */
export type WagesPages = <Id extends WagesPagedId>(client: Requester, id: Id, ...init: Id extends WagesOptionalId ? [init?: WagesInit[Id]] : [init: WagesInit[Id]]) => PageWalk<RowOf<operations[Id]>>;
/** 本业务域的客户端：每个 operationId 一个方法，另有 `pages(id, init)`。 */
export type WagesClient = { readonly [Id in WagesOperationId]: (...init: Id extends WagesOptionalId ? [init?: WagesInit[Id]] : [init: WagesInit[Id]]) => Promise<OpResult<operations[Id]>> } & {
  pages<Id extends WagesPagedId>(id: Id, ...init: Id extends WagesOptionalId ? [init?: WagesInit[Id]] : [init: WagesInit[Id]]): PageWalk<RowOf<operations[Id]>>;
};

/** 按 operationId 调用：`await call(api, 'getProjectOutputSalaryCollect', …)`；成功返回信封，失败抛出 SdkError。 */
export const call: WagesCall = /* @__PURE__ */ areaCall(table) as unknown as WagesCall;
/** 逐行读完一个分页列表：`for await (const row of pages(api, id, init))`。 */
export const pages: WagesPages = /* @__PURE__ */ areaPages(table) as unknown as WagesPages;
/** 本业务域的客户端：每个 operationId 一个方法，另有 `pages(id, init)`。 */
export const wages = (client: Requester): WagesClient => areaClient(table, client) as unknown as WagesClient;
