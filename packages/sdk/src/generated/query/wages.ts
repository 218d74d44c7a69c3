/* 由 scripts/spec.mjs 从 spec/ 生成，请勿手改。运行 `pnpm spec` 重新生成。 */
/** 业务域「wages」的 TanStack Query 选项：146 个调用（读 69 个，其中分页 35 个；写 77 个）。`import { … } from '@site/sdk/query/wages'`。 */
import type { operations } from '../areas/wages.schema';
import type { OpResult } from '../../types';
import { keyer, pager, reader, writer } from '../../query-kit';
import type { KeyFn, KeyFnOpt, InfiniteFn, InfiniteFnOpt, MutationFn, QueryFn, QueryFnOpt } from '../../query-kit';

export * from '../../query-kit';

/** 每个调用的查询参数（键的第二项，也是调用的 `params` 与 `body`）。 */
export interface WagesQueryParams {
  getProjectOutputSalaryCollect: { params?: operations['getProjectOutputSalaryCollect']['parameters']; body?: never };
  getProjectSalaryMonthCollect: { params?: operations['getProjectSalaryMonthCollect']['parameters']; body?: never };
  addWagesBaseConfig: { params?: never; body: NonNullable<operations['addWagesBaseConfig']['requestBody']>['content']['application/json'] };
  deleteWagesBaseConfigs: { params?: never; body: NonNullable<operations['deleteWagesBaseConfigs']['requestBody']>['content']['application/json'] };
  editWagesBaseConfig: { params?: never; body: NonNullable<operations['editWagesBaseConfig']['requestBody']>['content']['application/json'] };
  getWagesBaseConfig: { params?: operations['getWagesBaseConfig']['parameters']; body?: never };
  listWagesBaseConfigs: { params?: never; body: NonNullable<operations['listWagesBaseConfigs']['requestBody']>['content']['application/json'] };
  exportDepositLedger: { params?: never; body: NonNullable<operations['exportDepositLedger']['requestBody']>['content']['application/json'] };
  listDepositLedger: { params?: never; body: NonNullable<operations['listDepositLedger']['requestBody']>['content']['application/json'] };
  editInitSalaryCompany: { params?: never; body: NonNullable<operations['editInitSalaryCompany']['requestBody']>['content']['application/json'] };
  exportInitSalaryCompanies: { params?: never; body: NonNullable<operations['exportInitSalaryCompanies']['requestBody']>['content']['application/json'] };
  importInitSalaryCompanies: { params?: never; body: NonNullable<operations['importInitSalaryCompanies']['requestBody']>['content']['multipart/form-data'] };
  listInitSalaryCompanies: { params?: never; body: NonNullable<operations['listInitSalaryCompanies']['requestBody']>['content']['application/json'] };
  downloadInitSalaryCompanyTemplate: { params?: never; body?: never };
  editInitSalaryTeam: { params?: never; body: NonNullable<operations['editInitSalaryTeam']['requestBody']>['content']['application/json'] };
  exportInitSalaryTeams: { params?: never; body: NonNullable<operations['exportInitSalaryTeams']['requestBody']>['content']['application/json'] };
  importInitSalaryTeams: { params?: never; body: NonNullable<operations['importInitSalaryTeams']['requestBody']>['content']['multipart/form-data'] };
  listInitSalaryTeams: { params?: never; body: NonNullable<operations['listInitSalaryTeams']['requestBody']>['content']['application/json'] };
  downloadInitSalaryTeamTemplate: { params?: never; body?: never };
  editInitSalaryWorker: { params?: never; body: NonNullable<operations['editInitSalaryWorker']['requestBody']>['content']['application/json'] };
  exportInitSalaryWorkers: { params?: never; body: NonNullable<operations['exportInitSalaryWorkers']['requestBody']>['content']['application/json'] };
  importInitSalaryWorkers: { params?: never; body: NonNullable<operations['importInitSalaryWorkers']['requestBody']>['content']['multipart/form-data'] };
  listInitSalaryWorkers: { params?: never; body: NonNullable<operations['listInitSalaryWorkers']['requestBody']>['content']['application/json'] };
  downloadInitSalaryWorkerTemplate: { params?: never; body?: never };
  exportWageAccountLedger: { params?: never; body: NonNullable<operations['exportWageAccountLedger']['requestBody']>['content']['application/json'] };
  listWageAccountLedger: { params?: never; body: NonNullable<operations['listWageAccountLedger']['requestBody']>['content']['application/json'] };
  exportWagesAttendProjectTasks: { params?: never; body: NonNullable<operations['exportWagesAttendProjectTasks']['requestBody']>['content']['application/json'] };
  listWagesAttendTaskOptions: { params?: never; body: NonNullable<operations['listWagesAttendTaskOptions']['requestBody']>['content']['application/json'] };
  addWagesAttendAddition: { params?: never; body: NonNullable<operations['addWagesAttendAddition']['requestBody']>['content']['application/json'] };
  confirmWagesAttendCompany: { params?: never; body: NonNullable<operations['confirmWagesAttendCompany']['requestBody']>['content']['application/json'] };
  listWagesAttendCompanies: { params?: never; body: NonNullable<operations['listWagesAttendCompanies']['requestBody']>['content']['application/json'] };
  confirmWagesAttendTask: { params?: never; body: NonNullable<operations['confirmWagesAttendTask']['requestBody']>['content']['application/json'] };
  deleteWagesAttendTask: { params?: never; body: NonNullable<operations['deleteWagesAttendTask']['requestBody']>['content']['application/json'] };
  listWagesAttendProjectTasks: { params?: never; body: NonNullable<operations['listWagesAttendProjectTasks']['requestBody']>['content']['application/json'] };
  submitWagesAttendTask: { params?: never; body: NonNullable<operations['submitWagesAttendTask']['requestBody']>['content']['application/json'] };
  confirmWagesAttendTeamTask: { params?: never; body: NonNullable<operations['confirmWagesAttendTeamTask']['requestBody']>['content']['application/json'] };
  listWagesAttendTeamTasks: { params?: never; body: NonNullable<operations['listWagesAttendTeamTasks']['requestBody']>['content']['application/json'] };
  confirmWagesAttendWorkers: { params?: never; body: NonNullable<operations['confirmWagesAttendWorkers']['requestBody']>['content']['application/json'] };
  listWagesAttendWorkers: { params?: never; body: NonNullable<operations['listWagesAttendWorkers']['requestBody']>['content']['application/json'] };
  updateWagesAttendWorker: { params?: never; body: NonNullable<operations['updateWagesAttendWorker']['requestBody']>['content']['application/json'] };
  listWagesAttendTaskTeams: { params?: never; body: NonNullable<operations['listWagesAttendTaskTeams']['requestBody']>['content']['application/json'] };
  listTroubleCompanies: { params?: never; body: NonNullable<operations['listTroubleCompanies']['requestBody']>['content']['application/json'] };
  listTroublePublicPayments: { params?: never; body: NonNullable<operations['listTroublePublicPayments']['requestBody']>['content']['application/json'] };
  confirmTroublePublicPayment: { params?: never; body: NonNullable<operations['confirmTroublePublicPayment']['requestBody']>['content']['application/json'] };
  saveTroublePublicPayment: { params?: never; body: NonNullable<operations['saveTroublePublicPayment']['requestBody']>['content']['application/json'] };
  addTroubleCompany: { params?: never; body: NonNullable<operations['addTroubleCompany']['requestBody']>['content']['application/json'] };
  updateTroubleCompany: { params?: never; body: NonNullable<operations['updateTroubleCompany']['requestBody']>['content']['application/json'] };
  exportTroubleProjectPublicPayments: { params?: never; body: NonNullable<operations['exportTroubleProjectPublicPayments']['requestBody']>['content']['application/json'] };
  listTroubleWorkersByCumId: { params?: never; body: NonNullable<operations['listTroubleWorkersByCumId']['requestBody']>['content']['application/json'] };
  listTroubleWorkersByProInstId: { params?: never; body: NonNullable<operations['listTroubleWorkersByProInstId']['requestBody']>['content']['application/json'] };
  exportTroubleWagesProjects: { params?: never; body: NonNullable<operations['exportTroubleWagesProjects']['requestBody']>['content']['application/json'] };
  listTroubleMonthVouchers: { params?: never; body: NonNullable<operations['listTroubleMonthVouchers']['requestBody']>['content']['application/json'] };
  listTroubleWagesProjects: { params?: never; body: NonNullable<operations['listTroubleWagesProjects']['requestBody']>['content']['application/json'] };
  listTroubleProjectPublicPayments: { params?: never; body: NonNullable<operations['listTroubleProjectPublicPayments']['requestBody']>['content']['application/json'] };
  listTroubleVouchers: { params?: never; body: NonNullable<operations['listTroubleVouchers']['requestBody']>['content']['application/json'] };
  saveTroubleWagesWorkers: { params?: never; body: NonNullable<operations['saveTroubleWagesWorkers']['requestBody']>['content']['application/json'] };
  startTroublePublicPaymentTask: { params?: never; body: NonNullable<operations['startTroublePublicPaymentTask']['requestBody']>['content']['application/json'] };
  listTroubleWorkers: { params?: never; body: NonNullable<operations['listTroubleWorkers']['requestBody']>['content']['application/json'] };
  updateTroubleWorker: { params?: never; body: NonNullable<operations['updateTroubleWorker']['requestBody']>['content']['application/json'] };
  listTroubleWorkerVouchers: { params?: never; body: NonNullable<operations['listTroubleWorkerVouchers']['requestBody']>['content']['application/json'] };
  saveTroubleWorkerVoucher: { params?: never; body: NonNullable<operations['saveTroubleWorkerVoucher']['requestBody']>['content']['application/json'] };
  addWagesLandArea: { params?: never; body: NonNullable<operations['addWagesLandArea']['requestBody']>['content']['application/json'] };
  deleteWagesLandAreas: { params?: never; body: NonNullable<operations['deleteWagesLandAreas']['requestBody']>['content']['application/json'] };
  editWagesLandArea: { params?: never; body: NonNullable<operations['editWagesLandArea']['requestBody']>['content']['application/json'] };
  getWagesLandArea: { params: operations['getWagesLandArea']['parameters']; body?: never };
  listWagesLandAreas: { params?: never; body: NonNullable<operations['listWagesLandAreas']['requestBody']>['content']['application/json'] };
  getWagesLandAreaTree: { params?: never; body: NonNullable<operations['getWagesLandAreaTree']['requestBody']>['content']['application/json'] };
  uploadWagesFile: { params?: never; body: NonNullable<operations['uploadWagesFile']['requestBody']>['content']['multipart/form-data'] };
  editSalaryCapitaSource: { params?: never; body: NonNullable<operations['editSalaryCapitaSource']['requestBody']>['content']['application/json'] };
  exportSalaryCapitaSources: { params?: never; body: NonNullable<operations['exportSalaryCapitaSources']['requestBody']>['content']['application/json'] };
  getSalaryCapitaSource: { params: operations['getSalaryCapitaSource']['parameters']; body?: never };
  initSalaryCapitaSourceTask: { params?: never; body: NonNullable<operations['initSalaryCapitaSourceTask']['requestBody']>['content']['application/json'] };
  listSalaryCapitaSourceFiles: { params?: never; body: NonNullable<operations['listSalaryCapitaSourceFiles']['requestBody']>['content']['application/json'] };
  pageSalaryCapitaSources: { params?: never; body: NonNullable<operations['pageSalaryCapitaSources']['requestBody']>['content']['application/json'] };
  saveSalaryCapitaSourceFiles: { params?: never; body: NonNullable<operations['saveSalaryCapitaSourceFiles']['requestBody']>['content']['application/json'] };
  listSalaryCoreDataLedger: { params?: never; body: NonNullable<operations['listSalaryCoreDataLedger']['requestBody']>['content']['application/json'] };
  lockExportSalaryCoreData: { params?: never; body: NonNullable<operations['lockExportSalaryCoreData']['requestBody']>['content']['application/json'] };
  exportSalaryCoreDataLedger: { params?: never; body: NonNullable<operations['exportSalaryCoreDataLedger']['requestBody']>['content']['application/json'] };
  exportSalaryCumRecords: { params?: never; body: NonNullable<operations['exportSalaryCumRecords']['requestBody']>['content']['application/json'] };
  getSalaryCum: { params: operations['getSalaryCum']['parameters']; body?: never };
  getSalaryCumByExp: { params?: never; body: NonNullable<operations['getSalaryCumByExp']['requestBody']>['content']['application/json'] };
  getSalaryCumByProInst: { params?: never; body: NonNullable<operations['getSalaryCumByProInst']['requestBody']>['content']['application/json'] };
  listSalaryCumFiles: { params?: never; body: NonNullable<operations['listSalaryCumFiles']['requestBody']>['content']['application/json'] };
  pageSalaryCumRecords: { params?: never; body: NonNullable<operations['pageSalaryCumRecords']['requestBody']>['content']['application/json'] };
  listSalaryCumPublicPayments: { params?: never; body: NonNullable<operations['listSalaryCumPublicPayments']['requestBody']>['content']['application/json'] };
  saveSalaryCumFiles: { params?: never; body: NonNullable<operations['saveSalaryCumFiles']['requestBody']>['content']['application/json'] };
  pageSalaryCumTeams: { params?: never; body: NonNullable<operations['pageSalaryCumTeams']['requestBody']>['content']['application/json'] };
  pageSalaryCumWorkers: { params?: never; body: NonNullable<operations['pageSalaryCumWorkers']['requestBody']>['content']['application/json'] };
  getOwnSalaryExpCompanyByProInst: { params?: never; body: NonNullable<operations['getOwnSalaryExpCompanyByProInst']['requestBody']>['content']['application/json'] };
  confirmSalaryExpCompany: { params?: never; body: NonNullable<operations['confirmSalaryExpCompany']['requestBody']>['content']['application/json'] };
  listSalaryExpCompaniesByProInst: { params?: never; body: NonNullable<operations['listSalaryExpCompaniesByProInst']['requestBody']>['content']['application/json'] };
  updateSalaryExpCompanyConfirm: { params?: never; body: NonNullable<operations['updateSalaryExpCompanyConfirm']['requestBody']>['content']['application/json'] };
  updateSalaryExpCompanyStatus: { params?: never; body: NonNullable<operations['updateSalaryExpCompanyStatus']['requestBody']>['content']['application/json'] };
  getEmergencyPaymentDetail: { params: operations['getEmergencyPaymentDetail']['parameters']; body?: never };
  pageEmergencyPayments: { params?: never; body: NonNullable<operations['pageEmergencyPayments']['requestBody']>['content']['application/json'] };
  exportSalaryExpRecords: { params?: never; body: NonNullable<operations['exportSalaryExpRecords']['requestBody']>['content']['application/json'] };
  checkSalaryExpStarted: { params: operations['checkSalaryExpStarted']['parameters']; body?: never };
  listSalaryByBranch: { params?: never; body: NonNullable<operations['listSalaryByBranch']['requestBody']>['content']['application/json'] };
  exportSalaryByBranch: { params?: never; body: NonNullable<operations['exportSalaryByBranch']['requestBody']>['content']['application/json'] };
  listSalaryByCompany: { params?: never; body: NonNullable<operations['listSalaryByCompany']['requestBody']>['content']['application/json'] };
  exportSalaryByCompany: { params?: never; body: NonNullable<operations['exportSalaryByCompany']['requestBody']>['content']['application/json'] };
  listSalaryExpFiles: { params?: never; body: NonNullable<operations['listSalaryExpFiles']['requestBody']>['content']['application/json'] };
  listSalaryByOrg: { params?: never; body: NonNullable<operations['listSalaryByOrg']['requestBody']>['content']['application/json'] };
  exportSalaryByOrg: { params?: never; body: NonNullable<operations['exportSalaryByOrg']['requestBody']>['content']['application/json'] };
  listSalaryByProject: { params?: never; body: NonNullable<operations['listSalaryByProject']['requestBody']>['content']['application/json'] };
  exportSalaryByProject: { params?: never; body: NonNullable<operations['exportSalaryByProject']['requestBody']>['content']['application/json'] };
  listSalaryByTeam: { params?: never; body: NonNullable<operations['listSalaryByTeam']['requestBody']>['content']['application/json'] };
  exportSalaryByTeam: { params?: never; body: NonNullable<operations['exportSalaryByTeam']['requestBody']>['content']['application/json'] };
  listSalaryByWorker: { params?: never; body: NonNullable<operations['listSalaryByWorker']['requestBody']>['content']['application/json'] };
  exportSalaryByWorker: { params?: never; body: NonNullable<operations['exportSalaryByWorker']['requestBody']>['content']['application/json'] };
  pageSalaryExpOrgs: { params?: never; body: NonNullable<operations['pageSalaryExpOrgs']['requestBody']>['content']['application/json'] };
  exportSalaryExpOrgs: { params?: never; body: NonNullable<operations['exportSalaryExpOrgs']['requestBody']>['content']['application/json'] };
  pageSalaryExpRecords: { params?: never; body: NonNullable<operations['pageSalaryExpRecords']['requestBody']>['content']['application/json'] };
  removeSalaryExpTask: { params?: never; body: NonNullable<operations['removeSalaryExpTask']['requestBody']>['content']['application/json'] };
  exportSalaryConfirmSheet: { params?: never; body: NonNullable<operations['exportSalaryConfirmSheet']['requestBody']>['content']['application/json'] };
  listSalaryExpTaskTeams: { params?: never; body: NonNullable<operations['listSalaryExpTaskTeams']['requestBody']>['content']['application/json'] };
  listSalaryExpTeamsByCompany: { params?: never; body: NonNullable<operations['listSalaryExpTeamsByCompany']['requestBody']>['content']['application/json'] };
  commitSalaryExpTeamWorkers: { params?: never; body: NonNullable<operations['commitSalaryExpTeamWorkers']['requestBody']>['content']['application/json'] };
  commitSalaryExpCompanyWorkers: { params?: never; body: NonNullable<operations['commitSalaryExpCompanyWorkers']['requestBody']>['content']['application/json'] };
  confirmAllSalaryExpWorkers: { params?: never; body: NonNullable<operations['confirmAllSalaryExpWorkers']['requestBody']>['content']['application/json'] };
  pageEmergencyAttendanceWorkers: { params?: never; body: NonNullable<operations['pageEmergencyAttendanceWorkers']['requestBody']>['content']['application/json'] };
  startEmergencyPaymentTask: { params?: never; body: NonNullable<operations['startEmergencyPaymentTask']['requestBody']>['content']['application/json'] };
  pageSalaryExpWorkersByTeam: { params?: never; body: NonNullable<operations['pageSalaryExpWorkersByTeam']['requestBody']>['content']['application/json'] };
  getSalaryExpMaxPeriod: { params?: never; body: NonNullable<operations['getSalaryExpMaxPeriod']['requestBody']>['content']['application/json'] };
  initSalaryExpWorkerStatus: { params?: never; body: NonNullable<operations['initSalaryExpWorkerStatus']['requestBody']>['content']['application/json'] };
  initSalaryExpTodo: { params?: never; body: NonNullable<operations['initSalaryExpTodo']['requestBody']>['content']['application/json'] };
  pageSalaryExpWorkersByExp: { params?: never; body: NonNullable<operations['pageSalaryExpWorkersByExp']['requestBody']>['content']['application/json'] };
  listSalaryExpWorkerFiles: { params?: never; body: NonNullable<operations['listSalaryExpWorkerFiles']['requestBody']>['content']['application/json'] };
  getManualSalaryExpPeriods: { params?: never; body: NonNullable<operations['getManualSalaryExpPeriods']['requestBody']>['content']['application/json'] };
  startManualSalaryExpTask: { params?: never; body: NonNullable<operations['startManualSalaryExpTask']['requestBody']>['content']['application/json'] };
  saveSalaryExpWorkersByExp: { params?: never; body: NonNullable<operations['saveSalaryExpWorkersByExp']['requestBody']>['content']['application/json'] };
  saveSalaryExpCompanyOutput: { params?: never; body: NonNullable<operations['saveSalaryExpCompanyOutput']['requestBody']>['content']['application/json'] };
  saveSalaryExpWorkerFiles: { params?: never; body: NonNullable<operations['saveSalaryExpWorkerFiles']['requestBody']>['content']['application/json'] };
  saveSalaryExpTeamOutput: { params?: never; body: NonNullable<operations['saveSalaryExpTeamOutput']['requestBody']>['content']['application/json'] };
  pageSalaryInitiateTasks: { params?: never; body: NonNullable<operations['pageSalaryInitiateTasks']['requestBody']>['content']['application/json'] };
  exportSalaryTroubleItems: { params?: never; body: NonNullable<operations['exportSalaryTroubleItems']['requestBody']>['content']['application/json'] };
  listSalaryTroubleItems: { params?: never; body: NonNullable<operations['listSalaryTroubleItems']['requestBody']>['content']['application/json'] };
  getSalaryTroubleProjectByProInstId: { params?: never; body: NonNullable<operations['getSalaryTroubleProjectByProInstId']['requestBody']>['content']['application/json'] };
  listSalaryTroubleProjects: { params?: never; body: NonNullable<operations['listSalaryTroubleProjects']['requestBody']>['content']['application/json'] };
  initSalaryWorkerCumTask: { params?: never; body: NonNullable<operations['initSalaryWorkerCumTask']['requestBody']>['content']['application/json'] };
  addWagesSmsReceiver: { params?: never; body: NonNullable<operations['addWagesSmsReceiver']['requestBody']>['content']['application/json'] };
  deleteWagesSmsReceivers: { params?: never; body: NonNullable<operations['deleteWagesSmsReceivers']['requestBody']>['content']['application/json'] };
  editWagesSmsReceiver: { params?: never; body: NonNullable<operations['editWagesSmsReceiver']['requestBody']>['content']['application/json'] };
  getWagesSmsReceiver: { params: operations['getWagesSmsReceiver']['parameters']; body?: never };
  listWagesSmsReceivers: { params?: never; body: NonNullable<operations['listWagesSmsReceivers']['requestBody']>['content']['application/json'] };
  updateWagesSmsReceiverStatus: { params?: never; body: NonNullable<operations['updateWagesSmsReceiverStatus']['requestBody']>['content']['application/json'] };
}

/** 键 `['getProjectOutputSalaryCollect', 参数]`：项目产值与工资汇总（GET /pc/report/project/output/collect） */
export const getProjectOutputSalaryCollectKey: KeyFnOpt<'getProjectOutputSalaryCollect', WagesQueryParams['getProjectOutputSalaryCollect']> = /* @__PURE__ */ keyer('getProjectOutputSalaryCollect');
/** 查询选项（useQuery、fetchQuery）：项目产值与工资汇总（GET /pc/report/project/output/collect） */
export const getProjectOutputSalaryCollectQueryOptions: QueryFnOpt<'getProjectOutputSalaryCollect', WagesQueryParams['getProjectOutputSalaryCollect'], OpResult<operations['getProjectOutputSalaryCollect']>> = /* @__PURE__ */ reader('getProjectOutputSalaryCollect', 'GET /pc/report/project/output/collect');

/** 键 `['getProjectSalaryMonthCollect', 参数]`：项目月度工资汇总（GET /pc/report/project/salary/month/collect） */
export const getProjectSalaryMonthCollectKey: KeyFnOpt<'getProjectSalaryMonthCollect', WagesQueryParams['getProjectSalaryMonthCollect']> = /* @__PURE__ */ keyer('getProjectSalaryMonthCollect');
/** 查询选项（useQuery、fetchQuery）：项目月度工资汇总（GET /pc/report/project/salary/month/collect） */
export const getProjectSalaryMonthCollectQueryOptions: QueryFnOpt<'getProjectSalaryMonthCollect', WagesQueryParams['getProjectSalaryMonthCollect'], OpResult<operations['getProjectSalaryMonthCollect']>> = /* @__PURE__ */ reader('getProjectSalaryMonthCollect', 'GET /pc/report/project/salary/month/collect');

/** 键 `['addWagesBaseConfig', 参数]`：新增工资基础配置（POST /star/baseConfig/add） */
export const addWagesBaseConfigKey: KeyFn<'addWagesBaseConfig', WagesQueryParams['addWagesBaseConfig']> = /* @__PURE__ */ keyer('addWagesBaseConfig');
/** 变更选项（useMutation，`mutate(参数)`）：新增工资基础配置（POST /star/baseConfig/add） */
export const addWagesBaseConfigMutationOptions: MutationFn<'addWagesBaseConfig', WagesQueryParams['addWagesBaseConfig'], OpResult<operations['addWagesBaseConfig']>> = /* @__PURE__ */ writer('addWagesBaseConfig', 'POST /star/baseConfig/add');

/** 键 `['deleteWagesBaseConfigs', 参数]`：删除工资基础配置（POST /star/baseConfig/del） */
export const deleteWagesBaseConfigsKey: KeyFn<'deleteWagesBaseConfigs', WagesQueryParams['deleteWagesBaseConfigs']> = /* @__PURE__ */ keyer('deleteWagesBaseConfigs');
/** 变更选项（useMutation，`mutate(参数)`）：删除工资基础配置（POST /star/baseConfig/del） */
export const deleteWagesBaseConfigsMutationOptions: MutationFn<'deleteWagesBaseConfigs', WagesQueryParams['deleteWagesBaseConfigs'], OpResult<operations['deleteWagesBaseConfigs']>> = /* @__PURE__ */ writer('deleteWagesBaseConfigs', 'POST /star/baseConfig/del');

/** 键 `['editWagesBaseConfig', 参数]`：修改工资基础配置（POST /star/baseConfig/edit） */
export const editWagesBaseConfigKey: KeyFn<'editWagesBaseConfig', WagesQueryParams['editWagesBaseConfig']> = /* @__PURE__ */ keyer('editWagesBaseConfig');
/** 变更选项（useMutation，`mutate(参数)`）：修改工资基础配置（POST /star/baseConfig/edit） */
export const editWagesBaseConfigMutationOptions: MutationFn<'editWagesBaseConfig', WagesQueryParams['editWagesBaseConfig'], OpResult<operations['editWagesBaseConfig']>> = /* @__PURE__ */ writer('editWagesBaseConfig', 'POST /star/baseConfig/edit');

/** 键 `['getWagesBaseConfig', 参数]`：工资基础配置详情（GET /star/baseConfig/get） */
export const getWagesBaseConfigKey: KeyFnOpt<'getWagesBaseConfig', WagesQueryParams['getWagesBaseConfig']> = /* @__PURE__ */ keyer('getWagesBaseConfig');
/** 查询选项（useQuery、fetchQuery）：工资基础配置详情（GET /star/baseConfig/get） */
export const getWagesBaseConfigQueryOptions: QueryFnOpt<'getWagesBaseConfig', WagesQueryParams['getWagesBaseConfig'], OpResult<operations['getWagesBaseConfig']>> = /* @__PURE__ */ reader('getWagesBaseConfig', 'GET /star/baseConfig/get');

/** 键 `['listWagesBaseConfigs', 参数]`：工资基础配置分页（POST /star/baseConfig/page） */
export const listWagesBaseConfigsKey: KeyFn<'listWagesBaseConfigs', WagesQueryParams['listWagesBaseConfigs']> = /* @__PURE__ */ keyer('listWagesBaseConfigs');
/** 查询选项（useQuery、fetchQuery）：工资基础配置分页（POST /star/baseConfig/page） */
export const listWagesBaseConfigsQueryOptions: QueryFn<'listWagesBaseConfigs', WagesQueryParams['listWagesBaseConfigs'], OpResult<operations['listWagesBaseConfigs']>> = /* @__PURE__ */ reader('listWagesBaseConfigs', 'POST /star/baseConfig/page N');
/** 无限查询选项（useInfiniteQuery，逐页读到 total 为止）：工资基础配置分页（POST /star/baseConfig/page） */
export const listWagesBaseConfigsInfiniteQueryOptions: InfiniteFn<'listWagesBaseConfigs', WagesQueryParams['listWagesBaseConfigs'], OpResult<operations['listWagesBaseConfigs']>> = /* @__PURE__ */ pager('listWagesBaseConfigs', 'POST /star/baseConfig/page N');

/** 键 `['exportDepositLedger', 参数]`：导出工资保证金台账（POST /star/deposit/exportData） */
export const exportDepositLedgerKey: KeyFn<'exportDepositLedger', WagesQueryParams['exportDepositLedger']> = /* @__PURE__ */ keyer('exportDepositLedger');
/** 变更选项（useMutation，`mutate(参数)`）：导出工资保证金台账（POST /star/deposit/exportData） */
export const exportDepositLedgerMutationOptions: MutationFn<'exportDepositLedger', WagesQueryParams['exportDepositLedger'], OpResult<operations['exportDepositLedger']>> = /* @__PURE__ */ writer('exportDepositLedger', 'POST /star/deposit/exportData b');

/** 键 `['listDepositLedger', 参数]`：工资保证金台账分页（POST /star/deposit/page） */
export const listDepositLedgerKey: KeyFn<'listDepositLedger', WagesQueryParams['listDepositLedger']> = /* @__PURE__ */ keyer('listDepositLedger');
/** 查询选项（useQuery、fetchQuery）：工资保证金台账分页（POST /star/deposit/page） */
export const listDepositLedgerQueryOptions: QueryFn<'listDepositLedger', WagesQueryParams['listDepositLedger'], OpResult<operations['listDepositLedger']>> = /* @__PURE__ */ reader('listDepositLedger', 'POST /star/deposit/page N');
/** 无限查询选项（useInfiniteQuery，逐页读到 total 为止）：工资保证金台账分页（POST /star/deposit/page） */
export const listDepositLedgerInfiniteQueryOptions: InfiniteFn<'listDepositLedger', WagesQueryParams['listDepositLedger'], OpResult<operations['listDepositLedger']>> = /* @__PURE__ */ pager('listDepositLedger', 'POST /star/deposit/page N');

/** 键 `['editInitSalaryCompany', 参数]`：修改初始工资清单（单位）（POST /star/laborsalaryinitlist/wages/company/edit） */
export const editInitSalaryCompanyKey: KeyFn<'editInitSalaryCompany', WagesQueryParams['editInitSalaryCompany']> = /* @__PURE__ */ keyer('editInitSalaryCompany');
/** 变更选项（useMutation，`mutate(参数)`）：修改初始工资清单（单位）（POST /star/laborsalaryinitlist/wages/company/edit） */
export const editInitSalaryCompanyMutationOptions: MutationFn<'editInitSalaryCompany', WagesQueryParams['editInitSalaryCompany'], OpResult<operations['editInitSalaryCompany']>> = /* @__PURE__ */ writer('editInitSalaryCompany', 'POST /star/laborsalaryinitlist/wages/company/edit');

/** 键 `['exportInitSalaryCompanies', 参数]`：导出初始工资清单（单位）（POST /star/laborsalaryinitlist/wages/company/export） */
export const exportInitSalaryCompaniesKey: KeyFn<'exportInitSalaryCompanies', WagesQueryParams['exportInitSalaryCompanies']> = /* @__PURE__ */ keyer('exportInitSalaryCompanies');
/** 变更选项（useMutation，`mutate(参数)`）：导出初始工资清单（单位）（POST /star/laborsalaryinitlist/wages/company/export） */
export const exportInitSalaryCompaniesMutationOptions: MutationFn<'exportInitSalaryCompanies', WagesQueryParams['exportInitSalaryCompanies'], OpResult<operations['exportInitSalaryCompanies']>> = /* @__PURE__ */ writer('exportInitSalaryCompanies', 'POST /star/laborsalaryinitlist/wages/company/export b');

/** 键 `['importInitSalaryCompanies', 参数]`：导入初始工资清单（单位）（POST /star/laborsalaryinitlist/wages/company/import） */
export const importInitSalaryCompaniesKey: KeyFn<'importInitSalaryCompanies', WagesQueryParams['importInitSalaryCompanies']> = /* @__PURE__ */ keyer('importInitSalaryCompanies');
/** 变更选项（useMutation，`mutate(参数)`）：导入初始工资清单（单位）（POST /star/laborsalaryinitlist/wages/company/import） */
export const importInitSalaryCompaniesMutationOptions: MutationFn<'importInitSalaryCompanies', WagesQueryParams['importInitSalaryCompanies'], OpResult<operations['importInitSalaryCompanies']>> = /* @__PURE__ */ writer('importInitSalaryCompanies', 'POST /star/laborsalaryinitlist/wages/company/import m');

/** 键 `['listInitSalaryCompanies', 参数]`：初始工资清单（单位）分页（POST /star/laborsalaryinitlist/wages/company/page） */
export const listInitSalaryCompaniesKey: KeyFn<'listInitSalaryCompanies', WagesQueryParams['listInitSalaryCompanies']> = /* @__PURE__ */ keyer('listInitSalaryCompanies');
/** 查询选项（useQuery、fetchQuery）：初始工资清单（单位）分页（POST /star/laborsalaryinitlist/wages/company/page） */
export const listInitSalaryCompaniesQueryOptions: QueryFn<'listInitSalaryCompanies', WagesQueryParams['listInitSalaryCompanies'], OpResult<operations['listInitSalaryCompanies']>> = /* @__PURE__ */ reader('listInitSalaryCompanies', 'POST /star/laborsalaryinitlist/wages/company/page N');
/** 无限查询选项（useInfiniteQuery，逐页读到 total 为止）：初始工资清单（单位）分页（POST /star/laborsalaryinitlist/wages/company/page） */
export const listInitSalaryCompaniesInfiniteQueryOptions: InfiniteFn<'listInitSalaryCompanies', WagesQueryParams['listInitSalaryCompanies'], OpResult<operations['listInitSalaryCompanies']>> = /* @__PURE__ */ pager('listInitSalaryCompanies', 'POST /star/laborsalaryinitlist/wages/company/page N');

/** 键 `['downloadInitSalaryCompanyTemplate', 参数]`：下载初始工资清单（单位）导入模板（GET /star/laborsalaryinitlist/wages/company/temp/export） */
export const downloadInitSalaryCompanyTemplateKey: KeyFnOpt<'downloadInitSalaryCompanyTemplate', WagesQueryParams['downloadInitSalaryCompanyTemplate']> = /* @__PURE__ */ keyer('downloadInitSalaryCompanyTemplate');
/** 变更选项（useMutation，`mutate(参数)`）：下载初始工资清单（单位）导入模板（GET /star/laborsalaryinitlist/wages/company/temp/export） */
export const downloadInitSalaryCompanyTemplateMutationOptions: MutationFn<'downloadInitSalaryCompanyTemplate', WagesQueryParams['downloadInitSalaryCompanyTemplate'] | void, OpResult<operations['downloadInitSalaryCompanyTemplate']>> = /* @__PURE__ */ writer('downloadInitSalaryCompanyTemplate', 'GET /star/laborsalaryinitlist/wages/company/temp/export b');

/** 键 `['editInitSalaryTeam', 参数]`：修改初始工资清单（班组）（POST /star/laborsalaryinitlist/wages/team/edit） */
export const editInitSalaryTeamKey: KeyFn<'editInitSalaryTeam', WagesQueryParams['editInitSalaryTeam']> = /* @__PURE__ */ keyer('editInitSalaryTeam');
/** 变更选项（useMutation，`mutate(参数)`）：修改初始工资清单（班组）（POST /star/laborsalaryinitlist/wages/team/edit） */
export const editInitSalaryTeamMutationOptions: MutationFn<'editInitSalaryTeam', WagesQueryParams['editInitSalaryTeam'], OpResult<operations['editInitSalaryTeam']>> = /* @__PURE__ */ writer('editInitSalaryTeam', 'POST /star/laborsalaryinitlist/wages/team/edit');

/** 键 `['exportInitSalaryTeams', 参数]`：导出初始工资清单（班组）（POST /star/laborsalaryinitlist/wages/team/export） */
export const exportInitSalaryTeamsKey: KeyFn<'exportInitSalaryTeams', WagesQueryParams['exportInitSalaryTeams']> = /* @__PURE__ */ keyer('exportInitSalaryTeams');
/** 变更选项（useMutation，`mutate(参数)`）：导出初始工资清单（班组）（POST /star/laborsalaryinitlist/wages/team/export） */
export const exportInitSalaryTeamsMutationOptions: MutationFn<'exportInitSalaryTeams', WagesQueryParams['exportInitSalaryTeams'], OpResult<operations['exportInitSalaryTeams']>> = /* @__PURE__ */ writer('exportInitSalaryTeams', 'POST /star/laborsalaryinitlist/wages/team/export b');

/** 键 `['importInitSalaryTeams', 参数]`：导入初始工资清单（班组）（POST /star/laborsalaryinitlist/wages/team/import） */
export const importInitSalaryTeamsKey: KeyFn<'importInitSalaryTeams', WagesQueryParams['importInitSalaryTeams']> = /* @__PURE__ */ keyer('importInitSalaryTeams');
/** 变更选项（useMutation，`mutate(参数)`）：导入初始工资清单（班组）（POST /star/laborsalaryinitlist/wages/team/import） */
export const importInitSalaryTeamsMutationOptions: MutationFn<'importInitSalaryTeams', WagesQueryParams['importInitSalaryTeams'], OpResult<operations['importInitSalaryTeams']>> = /* @__PURE__ */ writer('importInitSalaryTeams', 'POST /star/laborsalaryinitlist/wages/team/import m');

/** 键 `['listInitSalaryTeams', 参数]`：初始工资清单（班组）分页（POST /star/laborsalaryinitlist/wages/team/page） */
export const listInitSalaryTeamsKey: KeyFn<'listInitSalaryTeams', WagesQueryParams['listInitSalaryTeams']> = /* @__PURE__ */ keyer('listInitSalaryTeams');
/** 查询选项（useQuery、fetchQuery）：初始工资清单（班组）分页（POST /star/laborsalaryinitlist/wages/team/page） */
export const listInitSalaryTeamsQueryOptions: QueryFn<'listInitSalaryTeams', WagesQueryParams['listInitSalaryTeams'], OpResult<operations['listInitSalaryTeams']>> = /* @__PURE__ */ reader('listInitSalaryTeams', 'POST /star/laborsalaryinitlist/wages/team/page N');
/** 无限查询选项（useInfiniteQuery，逐页读到 total 为止）：初始工资清单（班组）分页（POST /star/laborsalaryinitlist/wages/team/page） */
export const listInitSalaryTeamsInfiniteQueryOptions: InfiniteFn<'listInitSalaryTeams', WagesQueryParams['listInitSalaryTeams'], OpResult<operations['listInitSalaryTeams']>> = /* @__PURE__ */ pager('listInitSalaryTeams', 'POST /star/laborsalaryinitlist/wages/team/page N');

/** 键 `['downloadInitSalaryTeamTemplate', 参数]`：下载初始工资清单（班组）导入模板（GET /star/laborsalaryinitlist/wages/team/temp/export） */
export const downloadInitSalaryTeamTemplateKey: KeyFnOpt<'downloadInitSalaryTeamTemplate', WagesQueryParams['downloadInitSalaryTeamTemplate']> = /* @__PURE__ */ keyer('downloadInitSalaryTeamTemplate');
/** 变更选项（useMutation，`mutate(参数)`）：下载初始工资清单（班组）导入模板（GET /star/laborsalaryinitlist/wages/team/temp/export） */
export const downloadInitSalaryTeamTemplateMutationOptions: MutationFn<'downloadInitSalaryTeamTemplate', WagesQueryParams['downloadInitSalaryTeamTemplate'] | void, OpResult<operations['downloadInitSalaryTeamTemplate']>> = /* @__PURE__ */ writer('downloadInitSalaryTeamTemplate', 'GET /star/laborsalaryinitlist/wages/team/temp/export b');

/** 键 `['editInitSalaryWorker', 参数]`：修改初始工资清单（工人）（POST /star/laborsalaryinitlist/wages/worker/edit） */
export const editInitSalaryWorkerKey: KeyFn<'editInitSalaryWorker', WagesQueryParams['editInitSalaryWorker']> = /* @__PURE__ */ keyer('editInitSalaryWorker');
/** 变更选项（useMutation，`mutate(参数)`）：修改初始工资清单（工人）（POST /star/laborsalaryinitlist/wages/worker/edit） */
export const editInitSalaryWorkerMutationOptions: MutationFn<'editInitSalaryWorker', WagesQueryParams['editInitSalaryWorker'], OpResult<operations['editInitSalaryWorker']>> = /* @__PURE__ */ writer('editInitSalaryWorker', 'POST /star/laborsalaryinitlist/wages/worker/edit');

/** 键 `['exportInitSalaryWorkers', 参数]`：导出初始工资清单（工人）（POST /star/laborsalaryinitlist/wages/worker/export） */
export const exportInitSalaryWorkersKey: KeyFn<'exportInitSalaryWorkers', WagesQueryParams['exportInitSalaryWorkers']> = /* @__PURE__ */ keyer('exportInitSalaryWorkers');
/** 变更选项（useMutation，`mutate(参数)`）：导出初始工资清单（工人）（POST /star/laborsalaryinitlist/wages/worker/export） */
export const exportInitSalaryWorkersMutationOptions: MutationFn<'exportInitSalaryWorkers', WagesQueryParams['exportInitSalaryWorkers'], OpResult<operations['exportInitSalaryWorkers']>> = /* @__PURE__ */ writer('exportInitSalaryWorkers', 'POST /star/laborsalaryinitlist/wages/worker/export b');

/** 键 `['importInitSalaryWorkers', 参数]`：导入初始工资清单（工人）（POST /star/laborsalaryinitlist/wages/worker/import） */
export const importInitSalaryWorkersKey: KeyFn<'importInitSalaryWorkers', WagesQueryParams['importInitSalaryWorkers']> = /* @__PURE__ */ keyer('importInitSalaryWorkers');
/** 变更选项（useMutation，`mutate(参数)`）：导入初始工资清单（工人）（POST /star/laborsalaryinitlist/wages/worker/import） */
export const importInitSalaryWorkersMutationOptions: MutationFn<'importInitSalaryWorkers', WagesQueryParams['importInitSalaryWorkers'], OpResult<operations['importInitSalaryWorkers']>> = /* @__PURE__ */ writer('importInitSalaryWorkers', 'POST /star/laborsalaryinitlist/wages/worker/import m');

/** 键 `['listInitSalaryWorkers', 参数]`：初始工资清单（工人）分页（POST /star/laborsalaryinitlist/wages/worker/page） */
export const listInitSalaryWorkersKey: KeyFn<'listInitSalaryWorkers', WagesQueryParams['listInitSalaryWorkers']> = /* @__PURE__ */ keyer('listInitSalaryWorkers');
/** 查询选项（useQuery、fetchQuery）：初始工资清单（工人）分页（POST /star/laborsalaryinitlist/wages/worker/page） */
export const listInitSalaryWorkersQueryOptions: QueryFn<'listInitSalaryWorkers', WagesQueryParams['listInitSalaryWorkers'], OpResult<operations['listInitSalaryWorkers']>> = /* @__PURE__ */ reader('listInitSalaryWorkers', 'POST /star/laborsalaryinitlist/wages/worker/page N');
/** 无限查询选项（useInfiniteQuery，逐页读到 total 为止）：初始工资清单（工人）分页（POST /star/laborsalaryinitlist/wages/worker/page） */
export const listInitSalaryWorkersInfiniteQueryOptions: InfiniteFn<'listInitSalaryWorkers', WagesQueryParams['listInitSalaryWorkers'], OpResult<operations['listInitSalaryWorkers']>> = /* @__PURE__ */ pager('listInitSalaryWorkers', 'POST /star/laborsalaryinitlist/wages/worker/page N');

/** 键 `['downloadInitSalaryWorkerTemplate', 参数]`：下载初始工资清单（工人）导入模板（GET /star/laborsalaryinitlist/wages/worker/temp/export） */
export const downloadInitSalaryWorkerTemplateKey: KeyFnOpt<'downloadInitSalaryWorkerTemplate', WagesQueryParams['downloadInitSalaryWorkerTemplate']> = /* @__PURE__ */ keyer('downloadInitSalaryWorkerTemplate');
/** 变更选项（useMutation，`mutate(参数)`）：下载初始工资清单（工人）导入模板（GET /star/laborsalaryinitlist/wages/worker/temp/export） */
export const downloadInitSalaryWorkerTemplateMutationOptions: MutationFn<'downloadInitSalaryWorkerTemplate', WagesQueryParams['downloadInitSalaryWorkerTemplate'] | void, OpResult<operations['downloadInitSalaryWorkerTemplate']>> = /* @__PURE__ */ writer('downloadInitSalaryWorkerTemplate', 'GET /star/laborsalaryinitlist/wages/worker/temp/export b');

/** 键 `['exportWageAccountLedger', 参数]`：导出工资专户台账（POST /star/laborwageaccount/exportData） */
export const exportWageAccountLedgerKey: KeyFn<'exportWageAccountLedger', WagesQueryParams['exportWageAccountLedger']> = /* @__PURE__ */ keyer('exportWageAccountLedger');
/** 变更选项（useMutation，`mutate(参数)`）：导出工资专户台账（POST /star/laborwageaccount/exportData） */
export const exportWageAccountLedgerMutationOptions: MutationFn<'exportWageAccountLedger', WagesQueryParams['exportWageAccountLedger'], OpResult<operations['exportWageAccountLedger']>> = /* @__PURE__ */ writer('exportWageAccountLedger', 'POST /star/laborwageaccount/exportData b');

/** 键 `['listWageAccountLedger', 参数]`：工资专户台账分页（POST /star/laborwageaccount/page） */
export const listWageAccountLedgerKey: KeyFn<'listWageAccountLedger', WagesQueryParams['listWageAccountLedger']> = /* @__PURE__ */ keyer('listWageAccountLedger');
/** 查询选项（useQuery、fetchQuery）：工资专户台账分页（POST /star/laborwageaccount/page） */
export const listWageAccountLedgerQueryOptions: QueryFn<'listWageAccountLedger', WagesQueryParams['listWageAccountLedger'], OpResult<operations['listWageAccountLedger']>> = /* @__PURE__ */ reader('listWageAccountLedger', 'POST /star/laborwageaccount/page N');
/** 无限查询选项（useInfiniteQuery，逐页读到 total 为止）：工资专户台账分页（POST /star/laborwageaccount/page） */
export const listWageAccountLedgerInfiniteQueryOptions: InfiniteFn<'listWageAccountLedger', WagesQueryParams['listWageAccountLedger'], OpResult<operations['listWageAccountLedger']>> = /* @__PURE__ */ pager('listWageAccountLedger', 'POST /star/laborwageaccount/page N');

/** 键 `['exportWagesAttendProjectTasks', 参数]`：导出考勤确认任务（POST /star/laborwagesattend/exportTask） */
export const exportWagesAttendProjectTasksKey: KeyFn<'exportWagesAttendProjectTasks', WagesQueryParams['exportWagesAttendProjectTasks']> = /* @__PURE__ */ keyer('exportWagesAttendProjectTasks');
/** 变更选项（useMutation，`mutate(参数)`）：导出考勤确认任务（POST /star/laborwagesattend/exportTask） */
export const exportWagesAttendProjectTasksMutationOptions: MutationFn<'exportWagesAttendProjectTasks', WagesQueryParams['exportWagesAttendProjectTasks'], OpResult<operations['exportWagesAttendProjectTasks']>> = /* @__PURE__ */ writer('exportWagesAttendProjectTasks', 'POST /star/laborwagesattend/exportTask b');

/** 键 `['listWagesAttendTaskOptions', 参数]`：项目考勤任务下拉（POST /star/laborwagesattend/project/task/option） */
export const listWagesAttendTaskOptionsKey: KeyFn<'listWagesAttendTaskOptions', WagesQueryParams['listWagesAttendTaskOptions']> = /* @__PURE__ */ keyer('listWagesAttendTaskOptions');
/** 查询选项（useQuery、fetchQuery）：项目考勤任务下拉（POST /star/laborwagesattend/project/task/option） */
export const listWagesAttendTaskOptionsQueryOptions: QueryFn<'listWagesAttendTaskOptions', WagesQueryParams['listWagesAttendTaskOptions'], OpResult<operations['listWagesAttendTaskOptions']>> = /* @__PURE__ */ reader('listWagesAttendTaskOptions', 'POST /star/laborwagesattend/project/task/option');

/** 键 `['addWagesAttendAddition', 参数]`：补录考勤（POST /star/laborwagesattend/task/addition） */
export const addWagesAttendAdditionKey: KeyFn<'addWagesAttendAddition', WagesQueryParams['addWagesAttendAddition']> = /* @__PURE__ */ keyer('addWagesAttendAddition');
/** 变更选项（useMutation，`mutate(参数)`）：补录考勤（POST /star/laborwagesattend/task/addition） */
export const addWagesAttendAdditionMutationOptions: MutationFn<'addWagesAttendAddition', WagesQueryParams['addWagesAttendAddition'], OpResult<operations['addWagesAttendAddition']>> = /* @__PURE__ */ writer('addWagesAttendAddition', 'POST /star/laborwagesattend/task/addition');

/** 键 `['confirmWagesAttendCompany', 参数]`：单位确认考勤（POST /star/laborwagesattend/task/company/confirm） */
export const confirmWagesAttendCompanyKey: KeyFn<'confirmWagesAttendCompany', WagesQueryParams['confirmWagesAttendCompany']> = /* @__PURE__ */ keyer('confirmWagesAttendCompany');
/** 变更选项（useMutation，`mutate(参数)`）：单位确认考勤（POST /star/laborwagesattend/task/company/confirm） */
export const confirmWagesAttendCompanyMutationOptions: MutationFn<'confirmWagesAttendCompany', WagesQueryParams['confirmWagesAttendCompany'], OpResult<operations['confirmWagesAttendCompany']>> = /* @__PURE__ */ writer('confirmWagesAttendCompany', 'POST /star/laborwagesattend/task/company/confirm');

/** 键 `['listWagesAttendCompanies', 参数]`：考勤确认（单位）分页（POST /star/laborwagesattend/task/company/page） */
export const listWagesAttendCompaniesKey: KeyFn<'listWagesAttendCompanies', WagesQueryParams['listWagesAttendCompanies']> = /* @__PURE__ */ keyer('listWagesAttendCompanies');
/** 查询选项（useQuery、fetchQuery）：考勤确认（单位）分页（POST /star/laborwagesattend/task/company/page） */
export const listWagesAttendCompaniesQueryOptions: QueryFn<'listWagesAttendCompanies', WagesQueryParams['listWagesAttendCompanies'], OpResult<operations['listWagesAttendCompanies']>> = /* @__PURE__ */ reader('listWagesAttendCompanies', 'POST /star/laborwagesattend/task/company/page N');
/** 无限查询选项（useInfiniteQuery，逐页读到 total 为止）：考勤确认（单位）分页（POST /star/laborwagesattend/task/company/page） */
export const listWagesAttendCompaniesInfiniteQueryOptions: InfiniteFn<'listWagesAttendCompanies', WagesQueryParams['listWagesAttendCompanies'], OpResult<operations['listWagesAttendCompanies']>> = /* @__PURE__ */ pager('listWagesAttendCompanies', 'POST /star/laborwagesattend/task/company/page N');

/** 键 `['confirmWagesAttendTask', 参数]`：项目确认考勤任务（POST /star/laborwagesattend/task/confirm） */
export const confirmWagesAttendTaskKey: KeyFn<'confirmWagesAttendTask', WagesQueryParams['confirmWagesAttendTask']> = /* @__PURE__ */ keyer('confirmWagesAttendTask');
/** 变更选项（useMutation，`mutate(参数)`）：项目确认考勤任务（POST /star/laborwagesattend/task/confirm） */
export const confirmWagesAttendTaskMutationOptions: MutationFn<'confirmWagesAttendTask', WagesQueryParams['confirmWagesAttendTask'], OpResult<operations['confirmWagesAttendTask']>> = /* @__PURE__ */ writer('confirmWagesAttendTask', 'POST /star/laborwagesattend/task/confirm');

/** 键 `['deleteWagesAttendTask', 参数]`：删除考勤任务（POST /star/laborwagesattend/task/delatt） */
export const deleteWagesAttendTaskKey: KeyFn<'deleteWagesAttendTask', WagesQueryParams['deleteWagesAttendTask']> = /* @__PURE__ */ keyer('deleteWagesAttendTask');
/** 变更选项（useMutation，`mutate(参数)`）：删除考勤任务（POST /star/laborwagesattend/task/delatt） */
export const deleteWagesAttendTaskMutationOptions: MutationFn<'deleteWagesAttendTask', WagesQueryParams['deleteWagesAttendTask'], OpResult<operations['deleteWagesAttendTask']>> = /* @__PURE__ */ writer('deleteWagesAttendTask', 'POST /star/laborwagesattend/task/delatt');

/** 键 `['listWagesAttendProjectTasks', 参数]`：考勤确认任务（项目）分页（POST /star/laborwagesattend/task/project/page） */
export const listWagesAttendProjectTasksKey: KeyFn<'listWagesAttendProjectTasks', WagesQueryParams['listWagesAttendProjectTasks']> = /* @__PURE__ */ keyer('listWagesAttendProjectTasks');
/** 查询选项（useQuery、fetchQuery）：考勤确认任务（项目）分页（POST /star/laborwagesattend/task/project/page） */
export const listWagesAttendProjectTasksQueryOptions: QueryFn<'listWagesAttendProjectTasks', WagesQueryParams['listWagesAttendProjectTasks'], OpResult<operations['listWagesAttendProjectTasks']>> = /* @__PURE__ */ reader('listWagesAttendProjectTasks', 'POST /star/laborwagesattend/task/project/page N');
/** 无限查询选项（useInfiniteQuery，逐页读到 total 为止）：考勤确认任务（项目）分页（POST /star/laborwagesattend/task/project/page） */
export const listWagesAttendProjectTasksInfiniteQueryOptions: InfiniteFn<'listWagesAttendProjectTasks', WagesQueryParams['listWagesAttendProjectTasks'], OpResult<operations['listWagesAttendProjectTasks']>> = /* @__PURE__ */ pager('listWagesAttendProjectTasks', 'POST /star/laborwagesattend/task/project/page N');

/** 键 `['submitWagesAttendTask', 参数]`：提交考勤（POST /star/laborwagesattend/task/submitAtt） */
export const submitWagesAttendTaskKey: KeyFn<'submitWagesAttendTask', WagesQueryParams['submitWagesAttendTask']> = /* @__PURE__ */ keyer('submitWagesAttendTask');
/** 变更选项（useMutation，`mutate(参数)`）：提交考勤（POST /star/laborwagesattend/task/submitAtt） */
export const submitWagesAttendTaskMutationOptions: MutationFn<'submitWagesAttendTask', WagesQueryParams['submitWagesAttendTask'], OpResult<operations['submitWagesAttendTask']>> = /* @__PURE__ */ writer('submitWagesAttendTask', 'POST /star/laborwagesattend/task/submitAtt');

/** 键 `['confirmWagesAttendTeamTask', 参数]`：班组确认考勤（POST /star/laborwagesattend/task/team/confirm） */
export const confirmWagesAttendTeamTaskKey: KeyFn<'confirmWagesAttendTeamTask', WagesQueryParams['confirmWagesAttendTeamTask']> = /* @__PURE__ */ keyer('confirmWagesAttendTeamTask');
/** 变更选项（useMutation，`mutate(参数)`）：班组确认考勤（POST /star/laborwagesattend/task/team/confirm） */
export const confirmWagesAttendTeamTaskMutationOptions: MutationFn<'confirmWagesAttendTeamTask', WagesQueryParams['confirmWagesAttendTeamTask'], OpResult<operations['confirmWagesAttendTeamTask']>> = /* @__PURE__ */ writer('confirmWagesAttendTeamTask', 'POST /star/laborwagesattend/task/team/confirm');

/** 键 `['listWagesAttendTeamTasks', 参数]`：考勤确认任务（班组）分页（POST /star/laborwagesattend/task/team/page） */
export const listWagesAttendTeamTasksKey: KeyFn<'listWagesAttendTeamTasks', WagesQueryParams['listWagesAttendTeamTasks']> = /* @__PURE__ */ keyer('listWagesAttendTeamTasks');
/** 查询选项（useQuery、fetchQuery）：考勤确认任务（班组）分页（POST /star/laborwagesattend/task/team/page） */
export const listWagesAttendTeamTasksQueryOptions: QueryFn<'listWagesAttendTeamTasks', WagesQueryParams['listWagesAttendTeamTasks'], OpResult<operations['listWagesAttendTeamTasks']>> = /* @__PURE__ */ reader('listWagesAttendTeamTasks', 'POST /star/laborwagesattend/task/team/page N');
/** 无限查询选项（useInfiniteQuery，逐页读到 total 为止）：考勤确认任务（班组）分页（POST /star/laborwagesattend/task/team/page） */
export const listWagesAttendTeamTasksInfiniteQueryOptions: InfiniteFn<'listWagesAttendTeamTasks', WagesQueryParams['listWagesAttendTeamTasks'], OpResult<operations['listWagesAttendTeamTasks']>> = /* @__PURE__ */ pager('listWagesAttendTeamTasks', 'POST /star/laborwagesattend/task/team/page N');

/** 键 `['confirmWagesAttendWorkers', 参数]`：工人确认考勤（POST /star/laborwagesattend/task/worker/confirm） */
export const confirmWagesAttendWorkersKey: KeyFn<'confirmWagesAttendWorkers', WagesQueryParams['confirmWagesAttendWorkers']> = /* @__PURE__ */ keyer('confirmWagesAttendWorkers');
/** 变更选项（useMutation，`mutate(参数)`）：工人确认考勤（POST /star/laborwagesattend/task/worker/confirm） */
export const confirmWagesAttendWorkersMutationOptions: MutationFn<'confirmWagesAttendWorkers', WagesQueryParams['confirmWagesAttendWorkers'], OpResult<operations['confirmWagesAttendWorkers']>> = /* @__PURE__ */ writer('confirmWagesAttendWorkers', 'POST /star/laborwagesattend/task/worker/confirm');

/** 键 `['listWagesAttendWorkers', 参数]`：考勤确认工人明细分页（POST /star/laborwagesattend/task/worker/page） */
export const listWagesAttendWorkersKey: KeyFn<'listWagesAttendWorkers', WagesQueryParams['listWagesAttendWorkers']> = /* @__PURE__ */ keyer('listWagesAttendWorkers');
/** 查询选项（useQuery、fetchQuery）：考勤确认工人明细分页（POST /star/laborwagesattend/task/worker/page） */
export const listWagesAttendWorkersQueryOptions: QueryFn<'listWagesAttendWorkers', WagesQueryParams['listWagesAttendWorkers'], OpResult<operations['listWagesAttendWorkers']>> = /* @__PURE__ */ reader('listWagesAttendWorkers', 'POST /star/laborwagesattend/task/worker/page N');
/** 无限查询选项（useInfiniteQuery，逐页读到 total 为止）：考勤确认工人明细分页（POST /star/laborwagesattend/task/worker/page） */
export const listWagesAttendWorkersInfiniteQueryOptions: InfiniteFn<'listWagesAttendWorkers', WagesQueryParams['listWagesAttendWorkers'], OpResult<operations['listWagesAttendWorkers']>> = /* @__PURE__ */ pager('listWagesAttendWorkers', 'POST /star/laborwagesattend/task/worker/page N');

/** 键 `['updateWagesAttendWorker', 参数]`：调整工人确认工日（POST /star/laborwagesattend/task/worker/update） */
export const updateWagesAttendWorkerKey: KeyFn<'updateWagesAttendWorker', WagesQueryParams['updateWagesAttendWorker']> = /* @__PURE__ */ keyer('updateWagesAttendWorker');
/** 变更选项（useMutation，`mutate(参数)`）：调整工人确认工日（POST /star/laborwagesattend/task/worker/update） */
export const updateWagesAttendWorkerMutationOptions: MutationFn<'updateWagesAttendWorker', WagesQueryParams['updateWagesAttendWorker'], OpResult<operations['updateWagesAttendWorker']>> = /* @__PURE__ */ writer('updateWagesAttendWorker', 'POST /star/laborwagesattend/task/worker/update');

/** 键 `['listWagesAttendTaskTeams', 参数]`：考勤任务的班组列表（POST /star/laborwagesattend/taskTeam） */
export const listWagesAttendTaskTeamsKey: KeyFn<'listWagesAttendTaskTeams', WagesQueryParams['listWagesAttendTaskTeams']> = /* @__PURE__ */ keyer('listWagesAttendTaskTeams');
/** 查询选项（useQuery、fetchQuery）：考勤任务的班组列表（POST /star/laborwagesattend/taskTeam） */
export const listWagesAttendTaskTeamsQueryOptions: QueryFn<'listWagesAttendTaskTeams', WagesQueryParams['listWagesAttendTaskTeams'], OpResult<operations['listWagesAttendTaskTeams']>> = /* @__PURE__ */ reader('listWagesAttendTaskTeams', 'POST /star/laborwagesattend/taskTeam');

/** 键 `['listTroubleCompanies', 参数]`：问题工资责任单位列表（POST /star/laborwagestrouble/company/list） */
export const listTroubleCompaniesKey: KeyFn<'listTroubleCompanies', WagesQueryParams['listTroubleCompanies']> = /* @__PURE__ */ keyer('listTroubleCompanies');
/** 查询选项（useQuery、fetchQuery）：问题工资责任单位列表（POST /star/laborwagestrouble/company/list） */
export const listTroubleCompaniesQueryOptions: QueryFn<'listTroubleCompanies', WagesQueryParams['listTroubleCompanies'], OpResult<operations['listTroubleCompanies']>> = /* @__PURE__ */ reader('listTroubleCompanies', 'POST /star/laborwagestrouble/company/list');

/** 键 `['listTroublePublicPayments', 参数]`：对公支付记录列表（POST /star/laborwagestrouble/company/public/list） */
export const listTroublePublicPaymentsKey: KeyFn<'listTroublePublicPayments', WagesQueryParams['listTroublePublicPayments']> = /* @__PURE__ */ keyer('listTroublePublicPayments');
/** 查询选项（useQuery、fetchQuery）：对公支付记录列表（POST /star/laborwagestrouble/company/public/list） */
export const listTroublePublicPaymentsQueryOptions: QueryFn<'listTroublePublicPayments', WagesQueryParams['listTroublePublicPayments'], OpResult<operations['listTroublePublicPayments']>> = /* @__PURE__ */ reader('listTroublePublicPayments', 'POST /star/laborwagestrouble/company/public/list');

/** 键 `['confirmTroublePublicPayment', 参数]`：确认对公支付（POST /star/laborwagestrouble/company/public/payment） */
export const confirmTroublePublicPaymentKey: KeyFn<'confirmTroublePublicPayment', WagesQueryParams['confirmTroublePublicPayment']> = /* @__PURE__ */ keyer('confirmTroublePublicPayment');
/** 变更选项（useMutation，`mutate(参数)`）：确认对公支付（POST /star/laborwagestrouble/company/public/payment） */
export const confirmTroublePublicPaymentMutationOptions: MutationFn<'confirmTroublePublicPayment', WagesQueryParams['confirmTroublePublicPayment'], OpResult<operations['confirmTroublePublicPayment']>> = /* @__PURE__ */ writer('confirmTroublePublicPayment', 'POST /star/laborwagestrouble/company/public/payment');

/** 键 `['saveTroublePublicPayment', 参数]`：保存对公支付凭证（POST /star/laborwagestrouble/company/public/save） */
export const saveTroublePublicPaymentKey: KeyFn<'saveTroublePublicPayment', WagesQueryParams['saveTroublePublicPayment']> = /* @__PURE__ */ keyer('saveTroublePublicPayment');
/** 变更选项（useMutation，`mutate(参数)`）：保存对公支付凭证（POST /star/laborwagestrouble/company/public/save） */
export const saveTroublePublicPaymentMutationOptions: MutationFn<'saveTroublePublicPayment', WagesQueryParams['saveTroublePublicPayment'], OpResult<operations['saveTroublePublicPayment']>> = /* @__PURE__ */ writer('saveTroublePublicPayment', 'POST /star/laborwagestrouble/company/public/save');

/** 键 `['addTroubleCompany', 参数]`：新增问题工资责任单位（POST /star/laborwagestrouble/company/save） */
export const addTroubleCompanyKey: KeyFn<'addTroubleCompany', WagesQueryParams['addTroubleCompany']> = /* @__PURE__ */ keyer('addTroubleCompany');
/** 变更选项（useMutation，`mutate(参数)`）：新增问题工资责任单位（POST /star/laborwagestrouble/company/save） */
export const addTroubleCompanyMutationOptions: MutationFn<'addTroubleCompany', WagesQueryParams['addTroubleCompany'], OpResult<operations['addTroubleCompany']>> = /* @__PURE__ */ writer('addTroubleCompany', 'POST /star/laborwagestrouble/company/save');

/** 键 `['updateTroubleCompany', 参数]`：修改问题工资责任单位（POST /star/laborwagestrouble/company/update） */
export const updateTroubleCompanyKey: KeyFn<'updateTroubleCompany', WagesQueryParams['updateTroubleCompany']> = /* @__PURE__ */ keyer('updateTroubleCompany');
/** 变更选项（useMutation，`mutate(参数)`）：修改问题工资责任单位（POST /star/laborwagestrouble/company/update） */
export const updateTroubleCompanyMutationOptions: MutationFn<'updateTroubleCompany', WagesQueryParams['updateTroubleCompany'], OpResult<operations['updateTroubleCompany']>> = /* @__PURE__ */ writer('updateTroubleCompany', 'POST /star/laborwagestrouble/company/update');

/** 键 `['exportTroubleProjectPublicPayments', 参数]`：导出项目对公支付（POST /star/laborwagestrouble/exportpublic） */
export const exportTroubleProjectPublicPaymentsKey: KeyFn<'exportTroubleProjectPublicPayments', WagesQueryParams['exportTroubleProjectPublicPayments']> = /* @__PURE__ */ keyer('exportTroubleProjectPublicPayments');
/** 变更选项（useMutation，`mutate(参数)`）：导出项目对公支付（POST /star/laborwagestrouble/exportpublic） */
export const exportTroubleProjectPublicPaymentsMutationOptions: MutationFn<'exportTroubleProjectPublicPayments', WagesQueryParams['exportTroubleProjectPublicPayments'], OpResult<operations['exportTroubleProjectPublicPayments']>> = /* @__PURE__ */ writer('exportTroubleProjectPublicPayments', 'POST /star/laborwagestrouble/exportpublic b');

/** 键 `['listTroubleWorkersByCumId', 参数]`：按代发单查询问题工资工人（POST /star/laborwagestrouble/listbycumid） */
export const listTroubleWorkersByCumIdKey: KeyFn<'listTroubleWorkersByCumId', WagesQueryParams['listTroubleWorkersByCumId']> = /* @__PURE__ */ keyer('listTroubleWorkersByCumId');
/** 查询选项（useQuery、fetchQuery）：按代发单查询问题工资工人（POST /star/laborwagestrouble/listbycumid） */
export const listTroubleWorkersByCumIdQueryOptions: QueryFn<'listTroubleWorkersByCumId', WagesQueryParams['listTroubleWorkersByCumId'], OpResult<operations['listTroubleWorkersByCumId']>> = /* @__PURE__ */ reader('listTroubleWorkersByCumId', 'POST /star/laborwagestrouble/listbycumid');

/** 键 `['listTroubleWorkersByProInstId', 参数]`：按流程实例查询问题工资工人（POST /star/laborwagestrouble/listbyproinstid） */
export const listTroubleWorkersByProInstIdKey: KeyFn<'listTroubleWorkersByProInstId', WagesQueryParams['listTroubleWorkersByProInstId']> = /* @__PURE__ */ keyer('listTroubleWorkersByProInstId');
/** 查询选项（useQuery、fetchQuery）：按流程实例查询问题工资工人（POST /star/laborwagestrouble/listbyproinstid） */
export const listTroubleWorkersByProInstIdQueryOptions: QueryFn<'listTroubleWorkersByProInstId', WagesQueryParams['listTroubleWorkersByProInstId'], OpResult<operations['listTroubleWorkersByProInstId']>> = /* @__PURE__ */ reader('listTroubleWorkersByProInstId', 'POST /star/laborwagestrouble/listbyproinstid');

/** 键 `['exportTroubleWagesProjects', 参数]`：导出问题工资项目（POST /star/laborwagestrouble/wages/export） */
export const exportTroubleWagesProjectsKey: KeyFn<'exportTroubleWagesProjects', WagesQueryParams['exportTroubleWagesProjects']> = /* @__PURE__ */ keyer('exportTroubleWagesProjects');
/** 变更选项（useMutation，`mutate(参数)`）：导出问题工资项目（POST /star/laborwagestrouble/wages/export） */
export const exportTroubleWagesProjectsMutationOptions: MutationFn<'exportTroubleWagesProjects', WagesQueryParams['exportTroubleWagesProjects'], OpResult<operations['exportTroubleWagesProjects']>> = /* @__PURE__ */ writer('exportTroubleWagesProjects', 'POST /star/laborwagestrouble/wages/export b');

/** 键 `['listTroubleMonthVouchers', 参数]`：问题工资月度凭证分页（POST /star/laborwagestrouble/wages/trouble/month/voucher/page） */
export const listTroubleMonthVouchersKey: KeyFn<'listTroubleMonthVouchers', WagesQueryParams['listTroubleMonthVouchers']> = /* @__PURE__ */ keyer('listTroubleMonthVouchers');
/** 查询选项（useQuery、fetchQuery）：问题工资月度凭证分页（POST /star/laborwagestrouble/wages/trouble/month/voucher/page） */
export const listTroubleMonthVouchersQueryOptions: QueryFn<'listTroubleMonthVouchers', WagesQueryParams['listTroubleMonthVouchers'], OpResult<operations['listTroubleMonthVouchers']>> = /* @__PURE__ */ reader('listTroubleMonthVouchers', 'POST /star/laborwagestrouble/wages/trouble/month/voucher/page N');
/** 无限查询选项（useInfiniteQuery，逐页读到 total 为止）：问题工资月度凭证分页（POST /star/laborwagestrouble/wages/trouble/month/voucher/page） */
export const listTroubleMonthVouchersInfiniteQueryOptions: InfiniteFn<'listTroubleMonthVouchers', WagesQueryParams['listTroubleMonthVouchers'], OpResult<operations['listTroubleMonthVouchers']>> = /* @__PURE__ */ pager('listTroubleMonthVouchers', 'POST /star/laborwagestrouble/wages/trouble/month/voucher/page N');

/** 键 `['listTroubleWagesProjects', 参数]`：问题工资项目分页（POST /star/laborwagestrouble/wages/trouble/page） */
export const listTroubleWagesProjectsKey: KeyFn<'listTroubleWagesProjects', WagesQueryParams['listTroubleWagesProjects']> = /* @__PURE__ */ keyer('listTroubleWagesProjects');
/** 查询选项（useQuery、fetchQuery）：问题工资项目分页（POST /star/laborwagestrouble/wages/trouble/page） */
export const listTroubleWagesProjectsQueryOptions: QueryFn<'listTroubleWagesProjects', WagesQueryParams['listTroubleWagesProjects'], OpResult<operations['listTroubleWagesProjects']>> = /* @__PURE__ */ reader('listTroubleWagesProjects', 'POST /star/laborwagestrouble/wages/trouble/page N');
/** 无限查询选项（useInfiniteQuery，逐页读到 total 为止）：问题工资项目分页（POST /star/laborwagestrouble/wages/trouble/page） */
export const listTroubleWagesProjectsInfiniteQueryOptions: InfiniteFn<'listTroubleWagesProjects', WagesQueryParams['listTroubleWagesProjects'], OpResult<operations['listTroubleWagesProjects']>> = /* @__PURE__ */ pager('listTroubleWagesProjects', 'POST /star/laborwagestrouble/wages/trouble/page N');

/** 键 `['listTroubleProjectPublicPayments', 参数]`：项目对公支付分页（POST /star/laborwagestrouble/wages/trouble/project/public/pament/page） */
export const listTroubleProjectPublicPaymentsKey: KeyFn<'listTroubleProjectPublicPayments', WagesQueryParams['listTroubleProjectPublicPayments']> = /* @__PURE__ */ keyer('listTroubleProjectPublicPayments');
/** 查询选项（useQuery、fetchQuery）：项目对公支付分页（POST /star/laborwagestrouble/wages/trouble/project/public/pament/page） */
export const listTroubleProjectPublicPaymentsQueryOptions: QueryFn<'listTroubleProjectPublicPayments', WagesQueryParams['listTroubleProjectPublicPayments'], OpResult<operations['listTroubleProjectPublicPayments']>> = /* @__PURE__ */ reader('listTroubleProjectPublicPayments', 'POST /star/laborwagestrouble/wages/trouble/project/public/pament/page N');
/** 无限查询选项（useInfiniteQuery，逐页读到 total 为止）：项目对公支付分页（POST /star/laborwagestrouble/wages/trouble/project/public/pament/page） */
export const listTroubleProjectPublicPaymentsInfiniteQueryOptions: InfiniteFn<'listTroubleProjectPublicPayments', WagesQueryParams['listTroubleProjectPublicPayments'], OpResult<operations['listTroubleProjectPublicPayments']>> = /* @__PURE__ */ pager('listTroubleProjectPublicPayments', 'POST /star/laborwagestrouble/wages/trouble/project/public/pament/page N');

/** 键 `['listTroubleVouchers', 参数]`：问题工资支付凭证分页（POST /star/laborwagestrouble/wages/trouble/voucher/page） */
export const listTroubleVouchersKey: KeyFn<'listTroubleVouchers', WagesQueryParams['listTroubleVouchers']> = /* @__PURE__ */ keyer('listTroubleVouchers');
/** 查询选项（useQuery、fetchQuery）：问题工资支付凭证分页（POST /star/laborwagestrouble/wages/trouble/voucher/page） */
export const listTroubleVouchersQueryOptions: QueryFn<'listTroubleVouchers', WagesQueryParams['listTroubleVouchers'], OpResult<operations['listTroubleVouchers']>> = /* @__PURE__ */ reader('listTroubleVouchers', 'POST /star/laborwagestrouble/wages/trouble/voucher/page N');
/** 无限查询选项（useInfiniteQuery，逐页读到 total 为止）：问题工资支付凭证分页（POST /star/laborwagestrouble/wages/trouble/voucher/page） */
export const listTroubleVouchersInfiniteQueryOptions: InfiniteFn<'listTroubleVouchers', WagesQueryParams['listTroubleVouchers'], OpResult<operations['listTroubleVouchers']>> = /* @__PURE__ */ pager('listTroubleVouchers', 'POST /star/laborwagestrouble/wages/trouble/voucher/page N');

/** 键 `['saveTroubleWagesWorkers', 参数]`：登记问题工资工人（POST /star/laborwagestrouble/wages/trouble/worker/save） */
export const saveTroubleWagesWorkersKey: KeyFn<'saveTroubleWagesWorkers', WagesQueryParams['saveTroubleWagesWorkers']> = /* @__PURE__ */ keyer('saveTroubleWagesWorkers');
/** 变更选项（useMutation，`mutate(参数)`）：登记问题工资工人（POST /star/laborwagestrouble/wages/trouble/worker/save） */
export const saveTroubleWagesWorkersMutationOptions: MutationFn<'saveTroubleWagesWorkers', WagesQueryParams['saveTroubleWagesWorkers'], OpResult<operations['saveTroubleWagesWorkers']>> = /* @__PURE__ */ writer('saveTroubleWagesWorkers', 'POST /star/laborwagestrouble/wages/trouble/worker/save');

/** 键 `['startTroublePublicPaymentTask', 参数]`：发起对公支付确认（POST /star/laborwagestrouble/wages/troubley/project/public/task） */
export const startTroublePublicPaymentTaskKey: KeyFn<'startTroublePublicPaymentTask', WagesQueryParams['startTroublePublicPaymentTask']> = /* @__PURE__ */ keyer('startTroublePublicPaymentTask');
/** 变更选项（useMutation，`mutate(参数)`）：发起对公支付确认（POST /star/laborwagestrouble/wages/troubley/project/public/task） */
export const startTroublePublicPaymentTaskMutationOptions: MutationFn<'startTroublePublicPaymentTask', WagesQueryParams['startTroublePublicPaymentTask'], OpResult<operations['startTroublePublicPaymentTask']>> = /* @__PURE__ */ writer('startTroublePublicPaymentTask', 'POST /star/laborwagestrouble/wages/troubley/project/public/task');

/** 键 `['listTroubleWorkers', 参数]`：问题工资工人列表（POST /star/laborwagestrouble/worker/list） */
export const listTroubleWorkersKey: KeyFn<'listTroubleWorkers', WagesQueryParams['listTroubleWorkers']> = /* @__PURE__ */ keyer('listTroubleWorkers');
/** 查询选项（useQuery、fetchQuery）：问题工资工人列表（POST /star/laborwagestrouble/worker/list） */
export const listTroubleWorkersQueryOptions: QueryFn<'listTroubleWorkers', WagesQueryParams['listTroubleWorkers'], OpResult<operations['listTroubleWorkers']>> = /* @__PURE__ */ reader('listTroubleWorkers', 'POST /star/laborwagestrouble/worker/list');

/** 键 `['updateTroubleWorker', 参数]`：修改问题工资工人（POST /star/laborwagestrouble/worker/update） */
export const updateTroubleWorkerKey: KeyFn<'updateTroubleWorker', WagesQueryParams['updateTroubleWorker']> = /* @__PURE__ */ keyer('updateTroubleWorker');
/** 变更选项（useMutation，`mutate(参数)`）：修改问题工资工人（POST /star/laborwagestrouble/worker/update） */
export const updateTroubleWorkerMutationOptions: MutationFn<'updateTroubleWorker', WagesQueryParams['updateTroubleWorker'], OpResult<operations['updateTroubleWorker']>> = /* @__PURE__ */ writer('updateTroubleWorker', 'POST /star/laborwagestrouble/worker/update');

/** 键 `['listTroubleWorkerVouchers', 参数]`：工人支付凭证列表（POST /star/laborwagestrouble/worker/voucher/list） */
export const listTroubleWorkerVouchersKey: KeyFn<'listTroubleWorkerVouchers', WagesQueryParams['listTroubleWorkerVouchers']> = /* @__PURE__ */ keyer('listTroubleWorkerVouchers');
/** 查询选项（useQuery、fetchQuery）：工人支付凭证列表（POST /star/laborwagestrouble/worker/voucher/list） */
export const listTroubleWorkerVouchersQueryOptions: QueryFn<'listTroubleWorkerVouchers', WagesQueryParams['listTroubleWorkerVouchers'], OpResult<operations['listTroubleWorkerVouchers']>> = /* @__PURE__ */ reader('listTroubleWorkerVouchers', 'POST /star/laborwagestrouble/worker/voucher/list');

/** 键 `['saveTroubleWorkerVoucher', 参数]`：上传工人支付凭证（POST /star/laborwagestrouble/worker/voucher/save） */
export const saveTroubleWorkerVoucherKey: KeyFn<'saveTroubleWorkerVoucher', WagesQueryParams['saveTroubleWorkerVoucher']> = /* @__PURE__ */ keyer('saveTroubleWorkerVoucher');
/** 变更选项（useMutation，`mutate(参数)`）：上传工人支付凭证（POST /star/laborwagestrouble/worker/voucher/save） */
export const saveTroubleWorkerVoucherMutationOptions: MutationFn<'saveTroubleWorkerVoucher', WagesQueryParams['saveTroubleWorkerVoucher'], OpResult<operations['saveTroubleWorkerVoucher']>> = /* @__PURE__ */ writer('saveTroubleWorkerVoucher', 'POST /star/laborwagestrouble/worker/voucher/save');

/** 键 `['addWagesLandArea', 参数]`：新增属地（POST /star/landAreaList/add） */
export const addWagesLandAreaKey: KeyFn<'addWagesLandArea', WagesQueryParams['addWagesLandArea']> = /* @__PURE__ */ keyer('addWagesLandArea');
/** 变更选项（useMutation，`mutate(参数)`）：新增属地（POST /star/landAreaList/add） */
export const addWagesLandAreaMutationOptions: MutationFn<'addWagesLandArea', WagesQueryParams['addWagesLandArea'], OpResult<operations['addWagesLandArea']>> = /* @__PURE__ */ writer('addWagesLandArea', 'POST /star/landAreaList/add');

/** 键 `['deleteWagesLandAreas', 参数]`：删除属地（POST /star/landAreaList/del） */
export const deleteWagesLandAreasKey: KeyFn<'deleteWagesLandAreas', WagesQueryParams['deleteWagesLandAreas']> = /* @__PURE__ */ keyer('deleteWagesLandAreas');
/** 变更选项（useMutation，`mutate(参数)`）：删除属地（POST /star/landAreaList/del） */
export const deleteWagesLandAreasMutationOptions: MutationFn<'deleteWagesLandAreas', WagesQueryParams['deleteWagesLandAreas'], OpResult<operations['deleteWagesLandAreas']>> = /* @__PURE__ */ writer('deleteWagesLandAreas', 'POST /star/landAreaList/del');

/** 键 `['editWagesLandArea', 参数]`：修改属地（POST /star/landAreaList/edit） */
export const editWagesLandAreaKey: KeyFn<'editWagesLandArea', WagesQueryParams['editWagesLandArea']> = /* @__PURE__ */ keyer('editWagesLandArea');
/** 变更选项（useMutation，`mutate(参数)`）：修改属地（POST /star/landAreaList/edit） */
export const editWagesLandAreaMutationOptions: MutationFn<'editWagesLandArea', WagesQueryParams['editWagesLandArea'], OpResult<operations['editWagesLandArea']>> = /* @__PURE__ */ writer('editWagesLandArea', 'POST /star/landAreaList/edit');

/** 键 `['getWagesLandArea', 参数]`：属地详情（GET /star/landAreaList/get） */
export const getWagesLandAreaKey: KeyFn<'getWagesLandArea', WagesQueryParams['getWagesLandArea']> = /* @__PURE__ */ keyer('getWagesLandArea');
/** 查询选项（useQuery、fetchQuery）：属地详情（GET /star/landAreaList/get） */
export const getWagesLandAreaQueryOptions: QueryFn<'getWagesLandArea', WagesQueryParams['getWagesLandArea'], OpResult<operations['getWagesLandArea']>> = /* @__PURE__ */ reader('getWagesLandArea', 'GET /star/landAreaList/get');

/** 键 `['listWagesLandAreas', 参数]`：属地（地区）分页（POST /star/landAreaList/page） */
export const listWagesLandAreasKey: KeyFn<'listWagesLandAreas', WagesQueryParams['listWagesLandAreas']> = /* @__PURE__ */ keyer('listWagesLandAreas');
/** 查询选项（useQuery、fetchQuery）：属地（地区）分页（POST /star/landAreaList/page） */
export const listWagesLandAreasQueryOptions: QueryFn<'listWagesLandAreas', WagesQueryParams['listWagesLandAreas'], OpResult<operations['listWagesLandAreas']>> = /* @__PURE__ */ reader('listWagesLandAreas', 'POST /star/landAreaList/page N');
/** 无限查询选项（useInfiniteQuery，逐页读到 total 为止）：属地（地区）分页（POST /star/landAreaList/page） */
export const listWagesLandAreasInfiniteQueryOptions: InfiniteFn<'listWagesLandAreas', WagesQueryParams['listWagesLandAreas'], OpResult<operations['listWagesLandAreas']>> = /* @__PURE__ */ pager('listWagesLandAreas', 'POST /star/landAreaList/page N');

/** 键 `['getWagesLandAreaTree', 参数]`：属地树（POST /star/landAreaList/tree） */
export const getWagesLandAreaTreeKey: KeyFn<'getWagesLandAreaTree', WagesQueryParams['getWagesLandAreaTree']> = /* @__PURE__ */ keyer('getWagesLandAreaTree');
/** 查询选项（useQuery、fetchQuery）：属地树（POST /star/landAreaList/tree） */
export const getWagesLandAreaTreeQueryOptions: QueryFn<'getWagesLandAreaTree', WagesQueryParams['getWagesLandAreaTree'], OpResult<operations['getWagesLandAreaTree']>> = /* @__PURE__ */ reader('getWagesLandAreaTree', 'POST /star/landAreaList/tree');

/** 键 `['uploadWagesFile', 参数]`：上传工资附件（POST /star/resSysFile/fileUpload） */
export const uploadWagesFileKey: KeyFn<'uploadWagesFile', WagesQueryParams['uploadWagesFile']> = /* @__PURE__ */ keyer('uploadWagesFile');
/** 变更选项（useMutation，`mutate(参数)`）：上传工资附件（POST /star/resSysFile/fileUpload） */
export const uploadWagesFileMutationOptions: MutationFn<'uploadWagesFile', WagesQueryParams['uploadWagesFile'], OpResult<operations['uploadWagesFile']>> = /* @__PURE__ */ writer('uploadWagesFile', 'POST /star/resSysFile/fileUpload m');

/** 键 `['editSalaryCapitaSource', 参数]`：填报资金来源（POST /star/salaryCapitaSourceList/edit） */
export const editSalaryCapitaSourceKey: KeyFn<'editSalaryCapitaSource', WagesQueryParams['editSalaryCapitaSource']> = /* @__PURE__ */ keyer('editSalaryCapitaSource');
/** 变更选项（useMutation，`mutate(参数)`）：填报资金来源（POST /star/salaryCapitaSourceList/edit） */
export const editSalaryCapitaSourceMutationOptions: MutationFn<'editSalaryCapitaSource', WagesQueryParams['editSalaryCapitaSource'], OpResult<operations['editSalaryCapitaSource']>> = /* @__PURE__ */ writer('editSalaryCapitaSource', 'POST /star/salaryCapitaSourceList/edit');

/** 键 `['exportSalaryCapitaSources', 参数]`：导出资金来源确认列表（POST /star/salaryCapitaSourceList/exportpage） */
export const exportSalaryCapitaSourcesKey: KeyFn<'exportSalaryCapitaSources', WagesQueryParams['exportSalaryCapitaSources']> = /* @__PURE__ */ keyer('exportSalaryCapitaSources');
/** 变更选项（useMutation，`mutate(参数)`）：导出资金来源确认列表（POST /star/salaryCapitaSourceList/exportpage） */
export const exportSalaryCapitaSourcesMutationOptions: MutationFn<'exportSalaryCapitaSources', WagesQueryParams['exportSalaryCapitaSources'], OpResult<operations['exportSalaryCapitaSources']>> = /* @__PURE__ */ writer('exportSalaryCapitaSources', 'POST /star/salaryCapitaSourceList/exportpage b');

/** 键 `['getSalaryCapitaSource', 参数]`：资金来源确认详情（GET /star/salaryCapitaSourceList/get） */
export const getSalaryCapitaSourceKey: KeyFn<'getSalaryCapitaSource', WagesQueryParams['getSalaryCapitaSource']> = /* @__PURE__ */ keyer('getSalaryCapitaSource');
/** 查询选项（useQuery、fetchQuery）：资金来源确认详情（GET /star/salaryCapitaSourceList/get） */
export const getSalaryCapitaSourceQueryOptions: QueryFn<'getSalaryCapitaSource', WagesQueryParams['getSalaryCapitaSource'], OpResult<operations['getSalaryCapitaSource']>> = /* @__PURE__ */ reader('getSalaryCapitaSource', 'GET /star/salaryCapitaSourceList/get');

/** 键 `['initSalaryCapitaSourceTask', 参数]`：发起资金来源确认任务（POST /star/salaryCapitaSourceList/initTask） */
export const initSalaryCapitaSourceTaskKey: KeyFn<'initSalaryCapitaSourceTask', WagesQueryParams['initSalaryCapitaSourceTask']> = /* @__PURE__ */ keyer('initSalaryCapitaSourceTask');
/** 变更选项（useMutation，`mutate(参数)`）：发起资金来源确认任务（POST /star/salaryCapitaSourceList/initTask） */
export const initSalaryCapitaSourceTaskMutationOptions: MutationFn<'initSalaryCapitaSourceTask', WagesQueryParams['initSalaryCapitaSourceTask'], OpResult<operations['initSalaryCapitaSourceTask']>> = /* @__PURE__ */ writer('initSalaryCapitaSourceTask', 'POST /star/salaryCapitaSourceList/initTask');

/** 键 `['listSalaryCapitaSourceFiles', 参数]`：资金来源证明材料列表（POST /star/salaryCapitaSourceList/listFile） */
export const listSalaryCapitaSourceFilesKey: KeyFn<'listSalaryCapitaSourceFiles', WagesQueryParams['listSalaryCapitaSourceFiles']> = /* @__PURE__ */ keyer('listSalaryCapitaSourceFiles');
/** 查询选项（useQuery、fetchQuery）：资金来源证明材料列表（POST /star/salaryCapitaSourceList/listFile） */
export const listSalaryCapitaSourceFilesQueryOptions: QueryFn<'listSalaryCapitaSourceFiles', WagesQueryParams['listSalaryCapitaSourceFiles'], OpResult<operations['listSalaryCapitaSourceFiles']>> = /* @__PURE__ */ reader('listSalaryCapitaSourceFiles', 'POST /star/salaryCapitaSourceList/listFile');

/** 键 `['pageSalaryCapitaSources', 参数]`：资金来源确认分页（POST /star/salaryCapitaSourceList/page） */
export const pageSalaryCapitaSourcesKey: KeyFn<'pageSalaryCapitaSources', WagesQueryParams['pageSalaryCapitaSources']> = /* @__PURE__ */ keyer('pageSalaryCapitaSources');
/** 查询选项（useQuery、fetchQuery）：资金来源确认分页（POST /star/salaryCapitaSourceList/page） */
export const pageSalaryCapitaSourcesQueryOptions: QueryFn<'pageSalaryCapitaSources', WagesQueryParams['pageSalaryCapitaSources'], OpResult<operations['pageSalaryCapitaSources']>> = /* @__PURE__ */ reader('pageSalaryCapitaSources', 'POST /star/salaryCapitaSourceList/page N');
/** 无限查询选项（useInfiniteQuery，逐页读到 total 为止）：资金来源确认分页（POST /star/salaryCapitaSourceList/page） */
export const pageSalaryCapitaSourcesInfiniteQueryOptions: InfiniteFn<'pageSalaryCapitaSources', WagesQueryParams['pageSalaryCapitaSources'], OpResult<operations['pageSalaryCapitaSources']>> = /* @__PURE__ */ pager('pageSalaryCapitaSources', 'POST /star/salaryCapitaSourceList/page N');

/** 键 `['saveSalaryCapitaSourceFiles', 参数]`：保存资金来源证明材料（POST /star/salaryCapitaSourceList/saveFile） */
export const saveSalaryCapitaSourceFilesKey: KeyFn<'saveSalaryCapitaSourceFiles', WagesQueryParams['saveSalaryCapitaSourceFiles']> = /* @__PURE__ */ keyer('saveSalaryCapitaSourceFiles');
/** 变更选项（useMutation，`mutate(参数)`）：保存资金来源证明材料（POST /star/salaryCapitaSourceList/saveFile） */
export const saveSalaryCapitaSourceFilesMutationOptions: MutationFn<'saveSalaryCapitaSourceFiles', WagesQueryParams['saveSalaryCapitaSourceFiles'], OpResult<operations['saveSalaryCapitaSourceFiles']>> = /* @__PURE__ */ writer('saveSalaryCapitaSourceFiles', 'POST /star/salaryCapitaSourceList/saveFile');

/** 键 `['listSalaryCoreDataLedger', 参数]`：工资核心数据台账分页（POST /star/salaryCumList/coredata） */
export const listSalaryCoreDataLedgerKey: KeyFn<'listSalaryCoreDataLedger', WagesQueryParams['listSalaryCoreDataLedger']> = /* @__PURE__ */ keyer('listSalaryCoreDataLedger');
/** 查询选项（useQuery、fetchQuery）：工资核心数据台账分页（POST /star/salaryCumList/coredata） */
export const listSalaryCoreDataLedgerQueryOptions: QueryFn<'listSalaryCoreDataLedger', WagesQueryParams['listSalaryCoreDataLedger'], OpResult<operations['listSalaryCoreDataLedger']>> = /* @__PURE__ */ reader('listSalaryCoreDataLedger', 'POST /star/salaryCumList/coredata N');
/** 无限查询选项（useInfiniteQuery，逐页读到 total 为止）：工资核心数据台账分页（POST /star/salaryCumList/coredata） */
export const listSalaryCoreDataLedgerInfiniteQueryOptions: InfiniteFn<'listSalaryCoreDataLedger', WagesQueryParams['listSalaryCoreDataLedger'], OpResult<operations['listSalaryCoreDataLedger']>> = /* @__PURE__ */ pager('listSalaryCoreDataLedger', 'POST /star/salaryCumList/coredata N');

/** 键 `['lockExportSalaryCoreData', 参数]`：锁定并导出工资核心数据（POST /star/salaryCumList/coredatalock） */
export const lockExportSalaryCoreDataKey: KeyFn<'lockExportSalaryCoreData', WagesQueryParams['lockExportSalaryCoreData']> = /* @__PURE__ */ keyer('lockExportSalaryCoreData');
/** 变更选项（useMutation，`mutate(参数)`）：锁定并导出工资核心数据（POST /star/salaryCumList/coredatalock） */
export const lockExportSalaryCoreDataMutationOptions: MutationFn<'lockExportSalaryCoreData', WagesQueryParams['lockExportSalaryCoreData'], OpResult<operations['lockExportSalaryCoreData']>> = /* @__PURE__ */ writer('lockExportSalaryCoreData', 'POST /star/salaryCumList/coredatalock b');

/** 键 `['exportSalaryCoreDataLedger', 参数]`：导出工资核心数据台账（POST /star/salaryCumList/exportcoredata） */
export const exportSalaryCoreDataLedgerKey: KeyFn<'exportSalaryCoreDataLedger', WagesQueryParams['exportSalaryCoreDataLedger']> = /* @__PURE__ */ keyer('exportSalaryCoreDataLedger');
/** 变更选项（useMutation，`mutate(参数)`）：导出工资核心数据台账（POST /star/salaryCumList/exportcoredata） */
export const exportSalaryCoreDataLedgerMutationOptions: MutationFn<'exportSalaryCoreDataLedger', WagesQueryParams['exportSalaryCoreDataLedger'], OpResult<operations['exportSalaryCoreDataLedger']>> = /* @__PURE__ */ writer('exportSalaryCoreDataLedger', 'POST /star/salaryCumList/exportcoredata b');

/** 键 `['exportSalaryCumRecords', 参数]`：导出代发任务列表（POST /star/salaryCumList/exporttaskpage） */
export const exportSalaryCumRecordsKey: KeyFn<'exportSalaryCumRecords', WagesQueryParams['exportSalaryCumRecords']> = /* @__PURE__ */ keyer('exportSalaryCumRecords');
/** 变更选项（useMutation，`mutate(参数)`）：导出代发任务列表（POST /star/salaryCumList/exporttaskpage） */
export const exportSalaryCumRecordsMutationOptions: MutationFn<'exportSalaryCumRecords', WagesQueryParams['exportSalaryCumRecords'], OpResult<operations['exportSalaryCumRecords']>> = /* @__PURE__ */ writer('exportSalaryCumRecords', 'POST /star/salaryCumList/exporttaskpage b');

/** 键 `['getSalaryCum', 参数]`：代发任务详情（GET /star/salaryCumList/get） */
export const getSalaryCumKey: KeyFn<'getSalaryCum', WagesQueryParams['getSalaryCum']> = /* @__PURE__ */ keyer('getSalaryCum');
/** 查询选项（useQuery、fetchQuery）：代发任务详情（GET /star/salaryCumList/get） */
export const getSalaryCumQueryOptions: QueryFn<'getSalaryCum', WagesQueryParams['getSalaryCum'], OpResult<operations['getSalaryCum']>> = /* @__PURE__ */ reader('getSalaryCum', 'GET /star/salaryCumList/get');

/** 键 `['getSalaryCumByExp', 参数]`：按预结算查询代发任务（POST /star/salaryCumList/getbyexpid） */
export const getSalaryCumByExpKey: KeyFn<'getSalaryCumByExp', WagesQueryParams['getSalaryCumByExp']> = /* @__PURE__ */ keyer('getSalaryCumByExp');
/** 查询选项（useQuery、fetchQuery）：按预结算查询代发任务（POST /star/salaryCumList/getbyexpid） */
export const getSalaryCumByExpQueryOptions: QueryFn<'getSalaryCumByExp', WagesQueryParams['getSalaryCumByExp'], OpResult<operations['getSalaryCumByExp']>> = /* @__PURE__ */ reader('getSalaryCumByExp', 'POST /star/salaryCumList/getbyexpid');

/** 键 `['getSalaryCumByProInst', 参数]`：按流程实例查询代发任务（POST /star/salaryCumList/getbyproinstid） */
export const getSalaryCumByProInstKey: KeyFn<'getSalaryCumByProInst', WagesQueryParams['getSalaryCumByProInst']> = /* @__PURE__ */ keyer('getSalaryCumByProInst');
/** 查询选项（useQuery、fetchQuery）：按流程实例查询代发任务（POST /star/salaryCumList/getbyproinstid） */
export const getSalaryCumByProInstQueryOptions: QueryFn<'getSalaryCumByProInst', WagesQueryParams['getSalaryCumByProInst'], OpResult<operations['getSalaryCumByProInst']>> = /* @__PURE__ */ reader('getSalaryCumByProInst', 'POST /star/salaryCumList/getbyproinstid');

/** 键 `['listSalaryCumFiles', 参数]`：代发任务附件列表（POST /star/salaryCumList/listFile） */
export const listSalaryCumFilesKey: KeyFn<'listSalaryCumFiles', WagesQueryParams['listSalaryCumFiles']> = /* @__PURE__ */ keyer('listSalaryCumFiles');
/** 查询选项（useQuery、fetchQuery）：代发任务附件列表（POST /star/salaryCumList/listFile） */
export const listSalaryCumFilesQueryOptions: QueryFn<'listSalaryCumFiles', WagesQueryParams['listSalaryCumFiles'], OpResult<operations['listSalaryCumFiles']>> = /* @__PURE__ */ reader('listSalaryCumFiles', 'POST /star/salaryCumList/listFile');

/** 键 `['pageSalaryCumRecords', 参数]`：工资代发（累计发放）任务分页（POST /star/salaryCumList/page） */
export const pageSalaryCumRecordsKey: KeyFn<'pageSalaryCumRecords', WagesQueryParams['pageSalaryCumRecords']> = /* @__PURE__ */ keyer('pageSalaryCumRecords');
/** 查询选项（useQuery、fetchQuery）：工资代发（累计发放）任务分页（POST /star/salaryCumList/page） */
export const pageSalaryCumRecordsQueryOptions: QueryFn<'pageSalaryCumRecords', WagesQueryParams['pageSalaryCumRecords'], OpResult<operations['pageSalaryCumRecords']>> = /* @__PURE__ */ reader('pageSalaryCumRecords', 'POST /star/salaryCumList/page N');
/** 无限查询选项（useInfiniteQuery，逐页读到 total 为止）：工资代发（累计发放）任务分页（POST /star/salaryCumList/page） */
export const pageSalaryCumRecordsInfiniteQueryOptions: InfiniteFn<'pageSalaryCumRecords', WagesQueryParams['pageSalaryCumRecords'], OpResult<operations['pageSalaryCumRecords']>> = /* @__PURE__ */ pager('pageSalaryCumRecords', 'POST /star/salaryCumList/page N');

/** 键 `['listSalaryCumPublicPayments', 参数]`：代发任务对公支付记录（POST /star/salaryCumList/ptpbyproinstid） */
export const listSalaryCumPublicPaymentsKey: KeyFn<'listSalaryCumPublicPayments', WagesQueryParams['listSalaryCumPublicPayments']> = /* @__PURE__ */ keyer('listSalaryCumPublicPayments');
/** 查询选项（useQuery、fetchQuery）：代发任务对公支付记录（POST /star/salaryCumList/ptpbyproinstid） */
export const listSalaryCumPublicPaymentsQueryOptions: QueryFn<'listSalaryCumPublicPayments', WagesQueryParams['listSalaryCumPublicPayments'], OpResult<operations['listSalaryCumPublicPayments']>> = /* @__PURE__ */ reader('listSalaryCumPublicPayments', 'POST /star/salaryCumList/ptpbyproinstid');

/** 键 `['saveSalaryCumFiles', 参数]`：保存代发任务附件（POST /star/salaryCumList/saveFile） */
export const saveSalaryCumFilesKey: KeyFn<'saveSalaryCumFiles', WagesQueryParams['saveSalaryCumFiles']> = /* @__PURE__ */ keyer('saveSalaryCumFiles');
/** 变更选项（useMutation，`mutate(参数)`）：保存代发任务附件（POST /star/salaryCumList/saveFile） */
export const saveSalaryCumFilesMutationOptions: MutationFn<'saveSalaryCumFiles', WagesQueryParams['saveSalaryCumFiles'], OpResult<operations['saveSalaryCumFiles']>> = /* @__PURE__ */ writer('saveSalaryCumFiles', 'POST /star/salaryCumList/saveFile');

/** 键 `['pageSalaryCumTeams', 参数]`：代发任务班组明细分页（POST /star/salaryCumList/teamPage） */
export const pageSalaryCumTeamsKey: KeyFn<'pageSalaryCumTeams', WagesQueryParams['pageSalaryCumTeams']> = /* @__PURE__ */ keyer('pageSalaryCumTeams');
/** 查询选项（useQuery、fetchQuery）：代发任务班组明细分页（POST /star/salaryCumList/teamPage） */
export const pageSalaryCumTeamsQueryOptions: QueryFn<'pageSalaryCumTeams', WagesQueryParams['pageSalaryCumTeams'], OpResult<operations['pageSalaryCumTeams']>> = /* @__PURE__ */ reader('pageSalaryCumTeams', 'POST /star/salaryCumList/teamPage N');
/** 无限查询选项（useInfiniteQuery，逐页读到 total 为止）：代发任务班组明细分页（POST /star/salaryCumList/teamPage） */
export const pageSalaryCumTeamsInfiniteQueryOptions: InfiniteFn<'pageSalaryCumTeams', WagesQueryParams['pageSalaryCumTeams'], OpResult<operations['pageSalaryCumTeams']>> = /* @__PURE__ */ pager('pageSalaryCumTeams', 'POST /star/salaryCumList/teamPage N');

/** 键 `['pageSalaryCumWorkers', 参数]`：代发任务工人明细分页（POST /star/salaryCumList/workerPage） */
export const pageSalaryCumWorkersKey: KeyFn<'pageSalaryCumWorkers', WagesQueryParams['pageSalaryCumWorkers']> = /* @__PURE__ */ keyer('pageSalaryCumWorkers');
/** 查询选项（useQuery、fetchQuery）：代发任务工人明细分页（POST /star/salaryCumList/workerPage） */
export const pageSalaryCumWorkersQueryOptions: QueryFn<'pageSalaryCumWorkers', WagesQueryParams['pageSalaryCumWorkers'], OpResult<operations['pageSalaryCumWorkers']>> = /* @__PURE__ */ reader('pageSalaryCumWorkers', 'POST /star/salaryCumList/workerPage N');
/** 无限查询选项（useInfiniteQuery，逐页读到 total 为止）：代发任务工人明细分页（POST /star/salaryCumList/workerPage） */
export const pageSalaryCumWorkersInfiniteQueryOptions: InfiniteFn<'pageSalaryCumWorkers', WagesQueryParams['pageSalaryCumWorkers'], OpResult<operations['pageSalaryCumWorkers']>> = /* @__PURE__ */ pager('pageSalaryCumWorkers', 'POST /star/salaryCumList/workerPage N');

/** 键 `['getOwnSalaryExpCompanyByProInst', 参数]`：参建单位查看本单位预结算（POST /star/salaryExpCompanyList/company/getbyprointc） */
export const getOwnSalaryExpCompanyByProInstKey: KeyFn<'getOwnSalaryExpCompanyByProInst', WagesQueryParams['getOwnSalaryExpCompanyByProInst']> = /* @__PURE__ */ keyer('getOwnSalaryExpCompanyByProInst');
/** 查询选项（useQuery、fetchQuery）：参建单位查看本单位预结算（POST /star/salaryExpCompanyList/company/getbyprointc） */
export const getOwnSalaryExpCompanyByProInstQueryOptions: QueryFn<'getOwnSalaryExpCompanyByProInst', WagesQueryParams['getOwnSalaryExpCompanyByProInst'], OpResult<operations['getOwnSalaryExpCompanyByProInst']>> = /* @__PURE__ */ reader('getOwnSalaryExpCompanyByProInst', 'POST /star/salaryExpCompanyList/company/getbyprointc');

/** 键 `['confirmSalaryExpCompany', 参数]`：确认参建单位预结算（POST /star/salaryExpCompanyList/confirm） */
export const confirmSalaryExpCompanyKey: KeyFn<'confirmSalaryExpCompany', WagesQueryParams['confirmSalaryExpCompany']> = /* @__PURE__ */ keyer('confirmSalaryExpCompany');
/** 变更选项（useMutation，`mutate(参数)`）：确认参建单位预结算（POST /star/salaryExpCompanyList/confirm） */
export const confirmSalaryExpCompanyMutationOptions: MutationFn<'confirmSalaryExpCompany', WagesQueryParams['confirmSalaryExpCompany'], OpResult<operations['confirmSalaryExpCompany']>> = /* @__PURE__ */ writer('confirmSalaryExpCompany', 'POST /star/salaryExpCompanyList/confirm');

/** 键 `['listSalaryExpCompaniesByProInst', 参数]`：预结算参建单位列表（POST /star/salaryExpCompanyList/getbyprointc） */
export const listSalaryExpCompaniesByProInstKey: KeyFn<'listSalaryExpCompaniesByProInst', WagesQueryParams['listSalaryExpCompaniesByProInst']> = /* @__PURE__ */ keyer('listSalaryExpCompaniesByProInst');
/** 查询选项（useQuery、fetchQuery）：预结算参建单位列表（POST /star/salaryExpCompanyList/getbyprointc） */
export const listSalaryExpCompaniesByProInstQueryOptions: QueryFn<'listSalaryExpCompaniesByProInst', WagesQueryParams['listSalaryExpCompaniesByProInst'], OpResult<operations['listSalaryExpCompaniesByProInst']>> = /* @__PURE__ */ reader('listSalaryExpCompaniesByProInst', 'POST /star/salaryExpCompanyList/getbyprointc');

/** 键 `['updateSalaryExpCompanyConfirm', 参数]`：更正参建单位确认结果（POST /star/salaryExpCompanyList/updateconfirm） */
export const updateSalaryExpCompanyConfirmKey: KeyFn<'updateSalaryExpCompanyConfirm', WagesQueryParams['updateSalaryExpCompanyConfirm']> = /* @__PURE__ */ keyer('updateSalaryExpCompanyConfirm');
/** 变更选项（useMutation，`mutate(参数)`）：更正参建单位确认结果（POST /star/salaryExpCompanyList/updateconfirm） */
export const updateSalaryExpCompanyConfirmMutationOptions: MutationFn<'updateSalaryExpCompanyConfirm', WagesQueryParams['updateSalaryExpCompanyConfirm'], OpResult<operations['updateSalaryExpCompanyConfirm']>> = /* @__PURE__ */ writer('updateSalaryExpCompanyConfirm', 'POST /star/salaryExpCompanyList/updateconfirm');

/** 键 `['updateSalaryExpCompanyStatus', 参数]`：批量更新参建单位预结算状态（POST /star/salaryExpCompanyList/updatestatus） */
export const updateSalaryExpCompanyStatusKey: KeyFn<'updateSalaryExpCompanyStatus', WagesQueryParams['updateSalaryExpCompanyStatus']> = /* @__PURE__ */ keyer('updateSalaryExpCompanyStatus');
/** 变更选项（useMutation，`mutate(参数)`）：批量更新参建单位预结算状态（POST /star/salaryExpCompanyList/updatestatus） */
export const updateSalaryExpCompanyStatusMutationOptions: MutationFn<'updateSalaryExpCompanyStatus', WagesQueryParams['updateSalaryExpCompanyStatus'], OpResult<operations['updateSalaryExpCompanyStatus']>> = /* @__PURE__ */ writer('updateSalaryExpCompanyStatus', 'POST /star/salaryExpCompanyList/updatestatus');

/** 键 `['getEmergencyPaymentDetail', 参数]`：应急支付详情（GET /star/salaryExpList/emergencyDetail） */
export const getEmergencyPaymentDetailKey: KeyFn<'getEmergencyPaymentDetail', WagesQueryParams['getEmergencyPaymentDetail']> = /* @__PURE__ */ keyer('getEmergencyPaymentDetail');
/** 查询选项（useQuery、fetchQuery）：应急支付详情（GET /star/salaryExpList/emergencyDetail） */
export const getEmergencyPaymentDetailQueryOptions: QueryFn<'getEmergencyPaymentDetail', WagesQueryParams['getEmergencyPaymentDetail'], OpResult<operations['getEmergencyPaymentDetail']>> = /* @__PURE__ */ reader('getEmergencyPaymentDetail', 'GET /star/salaryExpList/emergencyDetail');

/** 键 `['pageEmergencyPayments', 参数]`：应急支付分页（POST /star/salaryExpList/emergencyList） */
export const pageEmergencyPaymentsKey: KeyFn<'pageEmergencyPayments', WagesQueryParams['pageEmergencyPayments']> = /* @__PURE__ */ keyer('pageEmergencyPayments');
/** 查询选项（useQuery、fetchQuery）：应急支付分页（POST /star/salaryExpList/emergencyList） */
export const pageEmergencyPaymentsQueryOptions: QueryFn<'pageEmergencyPayments', WagesQueryParams['pageEmergencyPayments'], OpResult<operations['pageEmergencyPayments']>> = /* @__PURE__ */ reader('pageEmergencyPayments', 'POST /star/salaryExpList/emergencyList N');
/** 无限查询选项（useInfiniteQuery，逐页读到 total 为止）：应急支付分页（POST /star/salaryExpList/emergencyList） */
export const pageEmergencyPaymentsInfiniteQueryOptions: InfiniteFn<'pageEmergencyPayments', WagesQueryParams['pageEmergencyPayments'], OpResult<operations['pageEmergencyPayments']>> = /* @__PURE__ */ pager('pageEmergencyPayments', 'POST /star/salaryExpList/emergencyList N');

/** 键 `['exportSalaryExpRecords', 参数]`：导出工资预结算列表（POST /star/salaryExpList/exportPage） */
export const exportSalaryExpRecordsKey: KeyFn<'exportSalaryExpRecords', WagesQueryParams['exportSalaryExpRecords']> = /* @__PURE__ */ keyer('exportSalaryExpRecords');
/** 变更选项（useMutation，`mutate(参数)`）：导出工资预结算列表（POST /star/salaryExpList/exportPage） */
export const exportSalaryExpRecordsMutationOptions: MutationFn<'exportSalaryExpRecords', WagesQueryParams['exportSalaryExpRecords'], OpResult<operations['exportSalaryExpRecords']>> = /* @__PURE__ */ writer('exportSalaryExpRecords', 'POST /star/salaryExpList/exportPage b');

/** 键 `['checkSalaryExpStarted', 参数]`：查询是否已发起工资预结算（GET /star/salaryExpList/isExp） */
export const checkSalaryExpStartedKey: KeyFn<'checkSalaryExpStarted', WagesQueryParams['checkSalaryExpStarted']> = /* @__PURE__ */ keyer('checkSalaryExpStarted');
/** 查询选项（useQuery、fetchQuery）：查询是否已发起工资预结算（GET /star/salaryExpList/isExp） */
export const checkSalaryExpStartedQueryOptions: QueryFn<'checkSalaryExpStarted', WagesQueryParams['checkSalaryExpStarted'], OpResult<operations['checkSalaryExpStarted']>> = /* @__PURE__ */ reader('checkSalaryExpStarted', 'GET /star/salaryExpList/isExp');

/** 键 `['listSalaryByBranch', 参数]`：分公司工资汇总（POST /star/salaryExpList/listBranch） */
export const listSalaryByBranchKey: KeyFn<'listSalaryByBranch', WagesQueryParams['listSalaryByBranch']> = /* @__PURE__ */ keyer('listSalaryByBranch');
/** 查询选项（useQuery、fetchQuery）：分公司工资汇总（POST /star/salaryExpList/listBranch） */
export const listSalaryByBranchQueryOptions: QueryFn<'listSalaryByBranch', WagesQueryParams['listSalaryByBranch'], OpResult<operations['listSalaryByBranch']>> = /* @__PURE__ */ reader('listSalaryByBranch', 'POST /star/salaryExpList/listBranch N');
/** 无限查询选项（useInfiniteQuery，逐页读到 total 为止）：分公司工资汇总（POST /star/salaryExpList/listBranch） */
export const listSalaryByBranchInfiniteQueryOptions: InfiniteFn<'listSalaryByBranch', WagesQueryParams['listSalaryByBranch'], OpResult<operations['listSalaryByBranch']>> = /* @__PURE__ */ pager('listSalaryByBranch', 'POST /star/salaryExpList/listBranch N');

/** 键 `['exportSalaryByBranch', 参数]`：导出分公司工资汇总（POST /star/salaryExpList/listBranchExport） */
export const exportSalaryByBranchKey: KeyFn<'exportSalaryByBranch', WagesQueryParams['exportSalaryByBranch']> = /* @__PURE__ */ keyer('exportSalaryByBranch');
/** 变更选项（useMutation，`mutate(参数)`）：导出分公司工资汇总（POST /star/salaryExpList/listBranchExport） */
export const exportSalaryByBranchMutationOptions: MutationFn<'exportSalaryByBranch', WagesQueryParams['exportSalaryByBranch'], OpResult<operations['exportSalaryByBranch']>> = /* @__PURE__ */ writer('exportSalaryByBranch', 'POST /star/salaryExpList/listBranchExport b');

/** 键 `['listSalaryByCompany', 参数]`：参建单位工资汇总（POST /star/salaryExpList/listCompany） */
export const listSalaryByCompanyKey: KeyFn<'listSalaryByCompany', WagesQueryParams['listSalaryByCompany']> = /* @__PURE__ */ keyer('listSalaryByCompany');
/** 查询选项（useQuery、fetchQuery）：参建单位工资汇总（POST /star/salaryExpList/listCompany） */
export const listSalaryByCompanyQueryOptions: QueryFn<'listSalaryByCompany', WagesQueryParams['listSalaryByCompany'], OpResult<operations['listSalaryByCompany']>> = /* @__PURE__ */ reader('listSalaryByCompany', 'POST /star/salaryExpList/listCompany N');
/** 无限查询选项（useInfiniteQuery，逐页读到 total 为止）：参建单位工资汇总（POST /star/salaryExpList/listCompany） */
export const listSalaryByCompanyInfiniteQueryOptions: InfiniteFn<'listSalaryByCompany', WagesQueryParams['listSalaryByCompany'], OpResult<operations['listSalaryByCompany']>> = /* @__PURE__ */ pager('listSalaryByCompany', 'POST /star/salaryExpList/listCompany N');

/** 键 `['exportSalaryByCompany', 参数]`：导出参建单位工资汇总（POST /star/salaryExpList/listCompanyExport） */
export const exportSalaryByCompanyKey: KeyFn<'exportSalaryByCompany', WagesQueryParams['exportSalaryByCompany']> = /* @__PURE__ */ keyer('exportSalaryByCompany');
/** 变更选项（useMutation，`mutate(参数)`）：导出参建单位工资汇总（POST /star/salaryExpList/listCompanyExport） */
export const exportSalaryByCompanyMutationOptions: MutationFn<'exportSalaryByCompany', WagesQueryParams['exportSalaryByCompany'], OpResult<operations['exportSalaryByCompany']>> = /* @__PURE__ */ writer('exportSalaryByCompany', 'POST /star/salaryExpList/listCompanyExport b');

/** 键 `['listSalaryExpFiles', 参数]`：预结算附件列表（POST /star/salaryExpList/listFile） */
export const listSalaryExpFilesKey: KeyFn<'listSalaryExpFiles', WagesQueryParams['listSalaryExpFiles']> = /* @__PURE__ */ keyer('listSalaryExpFiles');
/** 查询选项（useQuery、fetchQuery）：预结算附件列表（POST /star/salaryExpList/listFile） */
export const listSalaryExpFilesQueryOptions: QueryFn<'listSalaryExpFiles', WagesQueryParams['listSalaryExpFiles'], OpResult<operations['listSalaryExpFiles']>> = /* @__PURE__ */ reader('listSalaryExpFiles', 'POST /star/salaryExpList/listFile');

/** 键 `['listSalaryByOrg', 参数]`：组织工资汇总（POST /star/salaryExpList/listOrg） */
export const listSalaryByOrgKey: KeyFn<'listSalaryByOrg', WagesQueryParams['listSalaryByOrg']> = /* @__PURE__ */ keyer('listSalaryByOrg');
/** 查询选项（useQuery、fetchQuery）：组织工资汇总（POST /star/salaryExpList/listOrg） */
export const listSalaryByOrgQueryOptions: QueryFn<'listSalaryByOrg', WagesQueryParams['listSalaryByOrg'], OpResult<operations['listSalaryByOrg']>> = /* @__PURE__ */ reader('listSalaryByOrg', 'POST /star/salaryExpList/listOrg N');
/** 无限查询选项（useInfiniteQuery，逐页读到 total 为止）：组织工资汇总（POST /star/salaryExpList/listOrg） */
export const listSalaryByOrgInfiniteQueryOptions: InfiniteFn<'listSalaryByOrg', WagesQueryParams['listSalaryByOrg'], OpResult<operations['listSalaryByOrg']>> = /* @__PURE__ */ pager('listSalaryByOrg', 'POST /star/salaryExpList/listOrg N');

/** 键 `['exportSalaryByOrg', 参数]`：导出组织工资汇总（POST /star/salaryExpList/listOrgExport） */
export const exportSalaryByOrgKey: KeyFn<'exportSalaryByOrg', WagesQueryParams['exportSalaryByOrg']> = /* @__PURE__ */ keyer('exportSalaryByOrg');
/** 变更选项（useMutation，`mutate(参数)`）：导出组织工资汇总（POST /star/salaryExpList/listOrgExport） */
export const exportSalaryByOrgMutationOptions: MutationFn<'exportSalaryByOrg', WagesQueryParams['exportSalaryByOrg'], OpResult<operations['exportSalaryByOrg']>> = /* @__PURE__ */ writer('exportSalaryByOrg', 'POST /star/salaryExpList/listOrgExport b');

/** 键 `['listSalaryByProject', 参数]`：项目工资汇总（POST /star/salaryExpList/listProject） */
export const listSalaryByProjectKey: KeyFn<'listSalaryByProject', WagesQueryParams['listSalaryByProject']> = /* @__PURE__ */ keyer('listSalaryByProject');
/** 查询选项（useQuery、fetchQuery）：项目工资汇总（POST /star/salaryExpList/listProject） */
export const listSalaryByProjectQueryOptions: QueryFn<'listSalaryByProject', WagesQueryParams['listSalaryByProject'], OpResult<operations['listSalaryByProject']>> = /* @__PURE__ */ reader('listSalaryByProject', 'POST /star/salaryExpList/listProject N');
/** 无限查询选项（useInfiniteQuery，逐页读到 total 为止）：项目工资汇总（POST /star/salaryExpList/listProject） */
export const listSalaryByProjectInfiniteQueryOptions: InfiniteFn<'listSalaryByProject', WagesQueryParams['listSalaryByProject'], OpResult<operations['listSalaryByProject']>> = /* @__PURE__ */ pager('listSalaryByProject', 'POST /star/salaryExpList/listProject N');

/** 键 `['exportSalaryByProject', 参数]`：导出项目工资汇总（POST /star/salaryExpList/listProjectExport） */
export const exportSalaryByProjectKey: KeyFn<'exportSalaryByProject', WagesQueryParams['exportSalaryByProject']> = /* @__PURE__ */ keyer('exportSalaryByProject');
/** 变更选项（useMutation，`mutate(参数)`）：导出项目工资汇总（POST /star/salaryExpList/listProjectExport） */
export const exportSalaryByProjectMutationOptions: MutationFn<'exportSalaryByProject', WagesQueryParams['exportSalaryByProject'], OpResult<operations['exportSalaryByProject']>> = /* @__PURE__ */ writer('exportSalaryByProject', 'POST /star/salaryExpList/listProjectExport b');

/** 键 `['listSalaryByTeam', 参数]`：班组工资汇总（POST /star/salaryExpList/listTeam） */
export const listSalaryByTeamKey: KeyFn<'listSalaryByTeam', WagesQueryParams['listSalaryByTeam']> = /* @__PURE__ */ keyer('listSalaryByTeam');
/** 查询选项（useQuery、fetchQuery）：班组工资汇总（POST /star/salaryExpList/listTeam） */
export const listSalaryByTeamQueryOptions: QueryFn<'listSalaryByTeam', WagesQueryParams['listSalaryByTeam'], OpResult<operations['listSalaryByTeam']>> = /* @__PURE__ */ reader('listSalaryByTeam', 'POST /star/salaryExpList/listTeam N');
/** 无限查询选项（useInfiniteQuery，逐页读到 total 为止）：班组工资汇总（POST /star/salaryExpList/listTeam） */
export const listSalaryByTeamInfiniteQueryOptions: InfiniteFn<'listSalaryByTeam', WagesQueryParams['listSalaryByTeam'], OpResult<operations['listSalaryByTeam']>> = /* @__PURE__ */ pager('listSalaryByTeam', 'POST /star/salaryExpList/listTeam N');

/** 键 `['exportSalaryByTeam', 参数]`：导出班组工资汇总（POST /star/salaryExpList/listTeamExport） */
export const exportSalaryByTeamKey: KeyFn<'exportSalaryByTeam', WagesQueryParams['exportSalaryByTeam']> = /* @__PURE__ */ keyer('exportSalaryByTeam');
/** 变更选项（useMutation，`mutate(参数)`）：导出班组工资汇总（POST /star/salaryExpList/listTeamExport） */
export const exportSalaryByTeamMutationOptions: MutationFn<'exportSalaryByTeam', WagesQueryParams['exportSalaryByTeam'], OpResult<operations['exportSalaryByTeam']>> = /* @__PURE__ */ writer('exportSalaryByTeam', 'POST /star/salaryExpList/listTeamExport b');

/** 键 `['listSalaryByWorker', 参数]`：工人工资明细（POST /star/salaryExpList/listWorker） */
export const listSalaryByWorkerKey: KeyFn<'listSalaryByWorker', WagesQueryParams['listSalaryByWorker']> = /* @__PURE__ */ keyer('listSalaryByWorker');
/** 查询选项（useQuery、fetchQuery）：工人工资明细（POST /star/salaryExpList/listWorker） */
export const listSalaryByWorkerQueryOptions: QueryFn<'listSalaryByWorker', WagesQueryParams['listSalaryByWorker'], OpResult<operations['listSalaryByWorker']>> = /* @__PURE__ */ reader('listSalaryByWorker', 'POST /star/salaryExpList/listWorker N');
/** 无限查询选项（useInfiniteQuery，逐页读到 total 为止）：工人工资明细（POST /star/salaryExpList/listWorker） */
export const listSalaryByWorkerInfiniteQueryOptions: InfiniteFn<'listSalaryByWorker', WagesQueryParams['listSalaryByWorker'], OpResult<operations['listSalaryByWorker']>> = /* @__PURE__ */ pager('listSalaryByWorker', 'POST /star/salaryExpList/listWorker N');

/** 键 `['exportSalaryByWorker', 参数]`：导出工人工资明细（POST /star/salaryExpList/listWorkerExport） */
export const exportSalaryByWorkerKey: KeyFn<'exportSalaryByWorker', WagesQueryParams['exportSalaryByWorker']> = /* @__PURE__ */ keyer('exportSalaryByWorker');
/** 变更选项（useMutation，`mutate(参数)`）：导出工人工资明细（POST /star/salaryExpList/listWorkerExport） */
export const exportSalaryByWorkerMutationOptions: MutationFn<'exportSalaryByWorker', WagesQueryParams['exportSalaryByWorker'], OpResult<operations['exportSalaryByWorker']>> = /* @__PURE__ */ writer('exportSalaryByWorker', 'POST /star/salaryExpList/listWorkerExport b');

/** 键 `['pageSalaryExpOrgs', 参数]`：组织预结算进度分页（POST /star/salaryExpList/orgPage） */
export const pageSalaryExpOrgsKey: KeyFn<'pageSalaryExpOrgs', WagesQueryParams['pageSalaryExpOrgs']> = /* @__PURE__ */ keyer('pageSalaryExpOrgs');
/** 查询选项（useQuery、fetchQuery）：组织预结算进度分页（POST /star/salaryExpList/orgPage） */
export const pageSalaryExpOrgsQueryOptions: QueryFn<'pageSalaryExpOrgs', WagesQueryParams['pageSalaryExpOrgs'], OpResult<operations['pageSalaryExpOrgs']>> = /* @__PURE__ */ reader('pageSalaryExpOrgs', 'POST /star/salaryExpList/orgPage N');
/** 无限查询选项（useInfiniteQuery，逐页读到 total 为止）：组织预结算进度分页（POST /star/salaryExpList/orgPage） */
export const pageSalaryExpOrgsInfiniteQueryOptions: InfiniteFn<'pageSalaryExpOrgs', WagesQueryParams['pageSalaryExpOrgs'], OpResult<operations['pageSalaryExpOrgs']>> = /* @__PURE__ */ pager('pageSalaryExpOrgs', 'POST /star/salaryExpList/orgPage N');

/** 键 `['exportSalaryExpOrgs', 参数]`：导出组织预结算进度（POST /star/salaryExpList/orgPageExport） */
export const exportSalaryExpOrgsKey: KeyFn<'exportSalaryExpOrgs', WagesQueryParams['exportSalaryExpOrgs']> = /* @__PURE__ */ keyer('exportSalaryExpOrgs');
/** 变更选项（useMutation，`mutate(参数)`）：导出组织预结算进度（POST /star/salaryExpList/orgPageExport） */
export const exportSalaryExpOrgsMutationOptions: MutationFn<'exportSalaryExpOrgs', WagesQueryParams['exportSalaryExpOrgs'], OpResult<operations['exportSalaryExpOrgs']>> = /* @__PURE__ */ writer('exportSalaryExpOrgs', 'POST /star/salaryExpList/orgPageExport b');

/** 键 `['pageSalaryExpRecords', 参数]`：工资预结算分页（POST /star/salaryExpList/page） */
export const pageSalaryExpRecordsKey: KeyFn<'pageSalaryExpRecords', WagesQueryParams['pageSalaryExpRecords']> = /* @__PURE__ */ keyer('pageSalaryExpRecords');
/** 查询选项（useQuery、fetchQuery）：工资预结算分页（POST /star/salaryExpList/page） */
export const pageSalaryExpRecordsQueryOptions: QueryFn<'pageSalaryExpRecords', WagesQueryParams['pageSalaryExpRecords'], OpResult<operations['pageSalaryExpRecords']>> = /* @__PURE__ */ reader('pageSalaryExpRecords', 'POST /star/salaryExpList/page N');
/** 无限查询选项（useInfiniteQuery，逐页读到 total 为止）：工资预结算分页（POST /star/salaryExpList/page） */
export const pageSalaryExpRecordsInfiniteQueryOptions: InfiniteFn<'pageSalaryExpRecords', WagesQueryParams['pageSalaryExpRecords'], OpResult<operations['pageSalaryExpRecords']>> = /* @__PURE__ */ pager('pageSalaryExpRecords', 'POST /star/salaryExpList/page N');

/** 键 `['removeSalaryExpTask', 参数]`：撤销工资任务（POST /star/salaryExpList/removeTask） */
export const removeSalaryExpTaskKey: KeyFn<'removeSalaryExpTask', WagesQueryParams['removeSalaryExpTask']> = /* @__PURE__ */ keyer('removeSalaryExpTask');
/** 变更选项（useMutation，`mutate(参数)`）：撤销工资任务（POST /star/salaryExpList/removeTask） */
export const removeSalaryExpTaskMutationOptions: MutationFn<'removeSalaryExpTask', WagesQueryParams['removeSalaryExpTask'], OpResult<operations['removeSalaryExpTask']>> = /* @__PURE__ */ writer('removeSalaryExpTask', 'POST /star/salaryExpList/removeTask');

/** 键 `['exportSalaryConfirmSheet', 参数]`：导出工资预结算确认表（POST /star/salaryExpList/salaryConfirmExport） */
export const exportSalaryConfirmSheetKey: KeyFn<'exportSalaryConfirmSheet', WagesQueryParams['exportSalaryConfirmSheet']> = /* @__PURE__ */ keyer('exportSalaryConfirmSheet');
/** 变更选项（useMutation，`mutate(参数)`）：导出工资预结算确认表（POST /star/salaryExpList/salaryConfirmExport） */
export const exportSalaryConfirmSheetMutationOptions: MutationFn<'exportSalaryConfirmSheet', WagesQueryParams['exportSalaryConfirmSheet'], OpResult<operations['exportSalaryConfirmSheet']>> = /* @__PURE__ */ writer('exportSalaryConfirmSheet', 'POST /star/salaryExpList/salaryConfirmExport b');

/** 键 `['listSalaryExpTaskTeams', 参数]`：工资任务班组填报情况（POST /star/salaryExpList/taskTeam） */
export const listSalaryExpTaskTeamsKey: KeyFn<'listSalaryExpTaskTeams', WagesQueryParams['listSalaryExpTaskTeams']> = /* @__PURE__ */ keyer('listSalaryExpTaskTeams');
/** 查询选项（useQuery、fetchQuery）：工资任务班组填报情况（POST /star/salaryExpList/taskTeam） */
export const listSalaryExpTaskTeamsQueryOptions: QueryFn<'listSalaryExpTaskTeams', WagesQueryParams['listSalaryExpTaskTeams'], OpResult<operations['listSalaryExpTaskTeams']>> = /* @__PURE__ */ reader('listSalaryExpTaskTeams', 'POST /star/salaryExpList/taskTeam');

/** 键 `['listSalaryExpTeamsByCompany', 参数]`：参建单位预结算班组列表（POST /star/salaryExpTeamList/getbycompanyid） */
export const listSalaryExpTeamsByCompanyKey: KeyFn<'listSalaryExpTeamsByCompany', WagesQueryParams['listSalaryExpTeamsByCompany']> = /* @__PURE__ */ keyer('listSalaryExpTeamsByCompany');
/** 查询选项（useQuery、fetchQuery）：参建单位预结算班组列表（POST /star/salaryExpTeamList/getbycompanyid） */
export const listSalaryExpTeamsByCompanyQueryOptions: QueryFn<'listSalaryExpTeamsByCompany', WagesQueryParams['listSalaryExpTeamsByCompany'], OpResult<operations['listSalaryExpTeamsByCompany']>> = /* @__PURE__ */ reader('listSalaryExpTeamsByCompany', 'POST /star/salaryExpTeamList/getbycompanyid');

/** 键 `['commitSalaryExpTeamWorkers', 参数]`：班组提交工人工资表（POST /star/salaryExpWorkerList/commitWorkerList） */
export const commitSalaryExpTeamWorkersKey: KeyFn<'commitSalaryExpTeamWorkers', WagesQueryParams['commitSalaryExpTeamWorkers']> = /* @__PURE__ */ keyer('commitSalaryExpTeamWorkers');
/** 变更选项（useMutation，`mutate(参数)`）：班组提交工人工资表（POST /star/salaryExpWorkerList/commitWorkerList） */
export const commitSalaryExpTeamWorkersMutationOptions: MutationFn<'commitSalaryExpTeamWorkers', WagesQueryParams['commitSalaryExpTeamWorkers'], OpResult<operations['commitSalaryExpTeamWorkers']>> = /* @__PURE__ */ writer('commitSalaryExpTeamWorkers', 'POST /star/salaryExpWorkerList/commitWorkerList');

/** 键 `['commitSalaryExpCompanyWorkers', 参数]`：参建单位提交工资表（POST /star/salaryExpWorkerList/company/commitWorkerList） */
export const commitSalaryExpCompanyWorkersKey: KeyFn<'commitSalaryExpCompanyWorkers', WagesQueryParams['commitSalaryExpCompanyWorkers']> = /* @__PURE__ */ keyer('commitSalaryExpCompanyWorkers');
/** 变更选项（useMutation，`mutate(参数)`）：参建单位提交工资表（POST /star/salaryExpWorkerList/company/commitWorkerList） */
export const commitSalaryExpCompanyWorkersMutationOptions: MutationFn<'commitSalaryExpCompanyWorkers', WagesQueryParams['commitSalaryExpCompanyWorkers'], OpResult<operations['commitSalaryExpCompanyWorkers']>> = /* @__PURE__ */ writer('commitSalaryExpCompanyWorkers', 'POST /star/salaryExpWorkerList/company/commitWorkerList');

/** 键 `['confirmAllSalaryExpWorkers', 参数]`：一键确认全部工人（POST /star/salaryExpWorkerList/confirmAll） */
export const confirmAllSalaryExpWorkersKey: KeyFn<'confirmAllSalaryExpWorkers', WagesQueryParams['confirmAllSalaryExpWorkers']> = /* @__PURE__ */ keyer('confirmAllSalaryExpWorkers');
/** 变更选项（useMutation，`mutate(参数)`）：一键确认全部工人（POST /star/salaryExpWorkerList/confirmAll） */
export const confirmAllSalaryExpWorkersMutationOptions: MutationFn<'confirmAllSalaryExpWorkers', WagesQueryParams['confirmAllSalaryExpWorkers'], OpResult<operations['confirmAllSalaryExpWorkers']>> = /* @__PURE__ */ writer('confirmAllSalaryExpWorkers', 'POST /star/salaryExpWorkerList/confirmAll');

/** 键 `['pageEmergencyAttendanceWorkers', 参数]`：应急支付可选工人分页（POST /star/salaryExpWorkerList/emergencyExp/attWorkerPage） */
export const pageEmergencyAttendanceWorkersKey: KeyFn<'pageEmergencyAttendanceWorkers', WagesQueryParams['pageEmergencyAttendanceWorkers']> = /* @__PURE__ */ keyer('pageEmergencyAttendanceWorkers');
/** 查询选项（useQuery、fetchQuery）：应急支付可选工人分页（POST /star/salaryExpWorkerList/emergencyExp/attWorkerPage） */
export const pageEmergencyAttendanceWorkersQueryOptions: QueryFn<'pageEmergencyAttendanceWorkers', WagesQueryParams['pageEmergencyAttendanceWorkers'], OpResult<operations['pageEmergencyAttendanceWorkers']>> = /* @__PURE__ */ reader('pageEmergencyAttendanceWorkers', 'POST /star/salaryExpWorkerList/emergencyExp/attWorkerPage N');
/** 无限查询选项（useInfiniteQuery，逐页读到 total 为止）：应急支付可选工人分页（POST /star/salaryExpWorkerList/emergencyExp/attWorkerPage） */
export const pageEmergencyAttendanceWorkersInfiniteQueryOptions: InfiniteFn<'pageEmergencyAttendanceWorkers', WagesQueryParams['pageEmergencyAttendanceWorkers'], OpResult<operations['pageEmergencyAttendanceWorkers']>> = /* @__PURE__ */ pager('pageEmergencyAttendanceWorkers', 'POST /star/salaryExpWorkerList/emergencyExp/attWorkerPage N');

/** 键 `['startEmergencyPaymentTask', 参数]`：发起应急支付（POST /star/salaryExpWorkerList/emergencyExp/startTask） */
export const startEmergencyPaymentTaskKey: KeyFn<'startEmergencyPaymentTask', WagesQueryParams['startEmergencyPaymentTask']> = /* @__PURE__ */ keyer('startEmergencyPaymentTask');
/** 变更选项（useMutation，`mutate(参数)`）：发起应急支付（POST /star/salaryExpWorkerList/emergencyExp/startTask） */
export const startEmergencyPaymentTaskMutationOptions: MutationFn<'startEmergencyPaymentTask', WagesQueryParams['startEmergencyPaymentTask'], OpResult<operations['startEmergencyPaymentTask']>> = /* @__PURE__ */ writer('startEmergencyPaymentTask', 'POST /star/salaryExpWorkerList/emergencyExp/startTask');

/** 键 `['pageSalaryExpWorkersByTeam', 参数]`：班组预结算工人分页（POST /star/salaryExpWorkerList/getbyteamid） */
export const pageSalaryExpWorkersByTeamKey: KeyFn<'pageSalaryExpWorkersByTeam', WagesQueryParams['pageSalaryExpWorkersByTeam']> = /* @__PURE__ */ keyer('pageSalaryExpWorkersByTeam');
/** 查询选项（useQuery、fetchQuery）：班组预结算工人分页（POST /star/salaryExpWorkerList/getbyteamid） */
export const pageSalaryExpWorkersByTeamQueryOptions: QueryFn<'pageSalaryExpWorkersByTeam', WagesQueryParams['pageSalaryExpWorkersByTeam'], OpResult<operations['pageSalaryExpWorkersByTeam']>> = /* @__PURE__ */ reader('pageSalaryExpWorkersByTeam', 'POST /star/salaryExpWorkerList/getbyteamid N');
/** 无限查询选项（useInfiniteQuery，逐页读到 total 为止）：班组预结算工人分页（POST /star/salaryExpWorkerList/getbyteamid） */
export const pageSalaryExpWorkersByTeamInfiniteQueryOptions: InfiniteFn<'pageSalaryExpWorkersByTeam', WagesQueryParams['pageSalaryExpWorkersByTeam'], OpResult<operations['pageSalaryExpWorkersByTeam']>> = /* @__PURE__ */ pager('pageSalaryExpWorkersByTeam', 'POST /star/salaryExpWorkerList/getbyteamid N');

/** 键 `['getSalaryExpMaxPeriod', 参数]`：项目已预结算的最大周期（POST /star/salaryExpWorkerList/getMaxPeriod） */
export const getSalaryExpMaxPeriodKey: KeyFn<'getSalaryExpMaxPeriod', WagesQueryParams['getSalaryExpMaxPeriod']> = /* @__PURE__ */ keyer('getSalaryExpMaxPeriod');
/** 查询选项（useQuery、fetchQuery）：项目已预结算的最大周期（POST /star/salaryExpWorkerList/getMaxPeriod） */
export const getSalaryExpMaxPeriodQueryOptions: QueryFn<'getSalaryExpMaxPeriod', WagesQueryParams['getSalaryExpMaxPeriod'], OpResult<operations['getSalaryExpMaxPeriod']>> = /* @__PURE__ */ reader('getSalaryExpMaxPeriod', 'POST /star/salaryExpWorkerList/getMaxPeriod');

/** 键 `['initSalaryExpWorkerStatus', 参数]`：重置预结算工人确认状态（POST /star/salaryExpWorkerList/initExpWorkerStatus） */
export const initSalaryExpWorkerStatusKey: KeyFn<'initSalaryExpWorkerStatus', WagesQueryParams['initSalaryExpWorkerStatus']> = /* @__PURE__ */ keyer('initSalaryExpWorkerStatus');
/** 变更选项（useMutation，`mutate(参数)`）：重置预结算工人确认状态（POST /star/salaryExpWorkerList/initExpWorkerStatus） */
export const initSalaryExpWorkerStatusMutationOptions: MutationFn<'initSalaryExpWorkerStatus', WagesQueryParams['initSalaryExpWorkerStatus'], OpResult<operations['initSalaryExpWorkerStatus']>> = /* @__PURE__ */ writer('initSalaryExpWorkerStatus', 'POST /star/salaryExpWorkerList/initExpWorkerStatus');

/** 键 `['initSalaryExpTodo', 参数]`：生成预结算待办（POST /star/salaryExpWorkerList/initTodo） */
export const initSalaryExpTodoKey: KeyFn<'initSalaryExpTodo', WagesQueryParams['initSalaryExpTodo']> = /* @__PURE__ */ keyer('initSalaryExpTodo');
/** 查询选项（useQuery、fetchQuery）：生成预结算待办（POST /star/salaryExpWorkerList/initTodo） */
export const initSalaryExpTodoQueryOptions: QueryFn<'initSalaryExpTodo', WagesQueryParams['initSalaryExpTodo'], OpResult<operations['initSalaryExpTodo']>> = /* @__PURE__ */ reader('initSalaryExpTodo', 'POST /star/salaryExpWorkerList/initTodo');

/** 键 `['pageSalaryExpWorkersByExp', 参数]`：预结算工人明细分页（POST /star/salaryExpWorkerList/listByExp） */
export const pageSalaryExpWorkersByExpKey: KeyFn<'pageSalaryExpWorkersByExp', WagesQueryParams['pageSalaryExpWorkersByExp']> = /* @__PURE__ */ keyer('pageSalaryExpWorkersByExp');
/** 查询选项（useQuery、fetchQuery）：预结算工人明细分页（POST /star/salaryExpWorkerList/listByExp） */
export const pageSalaryExpWorkersByExpQueryOptions: QueryFn<'pageSalaryExpWorkersByExp', WagesQueryParams['pageSalaryExpWorkersByExp'], OpResult<operations['pageSalaryExpWorkersByExp']>> = /* @__PURE__ */ reader('pageSalaryExpWorkersByExp', 'POST /star/salaryExpWorkerList/listByExp N');
/** 无限查询选项（useInfiniteQuery，逐页读到 total 为止）：预结算工人明细分页（POST /star/salaryExpWorkerList/listByExp） */
export const pageSalaryExpWorkersByExpInfiniteQueryOptions: InfiniteFn<'pageSalaryExpWorkersByExp', WagesQueryParams['pageSalaryExpWorkersByExp'], OpResult<operations['pageSalaryExpWorkersByExp']>> = /* @__PURE__ */ pager('pageSalaryExpWorkersByExp', 'POST /star/salaryExpWorkerList/listByExp N');

/** 键 `['listSalaryExpWorkerFiles', 参数]`：班组工资表附件列表（POST /star/salaryExpWorkerList/listFile） */
export const listSalaryExpWorkerFilesKey: KeyFn<'listSalaryExpWorkerFiles', WagesQueryParams['listSalaryExpWorkerFiles']> = /* @__PURE__ */ keyer('listSalaryExpWorkerFiles');
/** 查询选项（useQuery、fetchQuery）：班组工资表附件列表（POST /star/salaryExpWorkerList/listFile） */
export const listSalaryExpWorkerFilesQueryOptions: QueryFn<'listSalaryExpWorkerFiles', WagesQueryParams['listSalaryExpWorkerFiles'], OpResult<operations['listSalaryExpWorkerFiles']>> = /* @__PURE__ */ reader('listSalaryExpWorkerFiles', 'POST /star/salaryExpWorkerList/listFile');

/** 键 `['getManualSalaryExpPeriods', 参数]`：手动预结算可选周期（POST /star/salaryExpWorkerList/manualExp/getPeriod） */
export const getManualSalaryExpPeriodsKey: KeyFn<'getManualSalaryExpPeriods', WagesQueryParams['getManualSalaryExpPeriods']> = /* @__PURE__ */ keyer('getManualSalaryExpPeriods');
/** 查询选项（useQuery、fetchQuery）：手动预结算可选周期（POST /star/salaryExpWorkerList/manualExp/getPeriod） */
export const getManualSalaryExpPeriodsQueryOptions: QueryFn<'getManualSalaryExpPeriods', WagesQueryParams['getManualSalaryExpPeriods'], OpResult<operations['getManualSalaryExpPeriods']>> = /* @__PURE__ */ reader('getManualSalaryExpPeriods', 'POST /star/salaryExpWorkerList/manualExp/getPeriod');

/** 键 `['startManualSalaryExpTask', 参数]`：手动发起预结算（POST /star/salaryExpWorkerList/manualExp/startTask） */
export const startManualSalaryExpTaskKey: KeyFn<'startManualSalaryExpTask', WagesQueryParams['startManualSalaryExpTask']> = /* @__PURE__ */ keyer('startManualSalaryExpTask');
/** 变更选项（useMutation，`mutate(参数)`）：手动发起预结算（POST /star/salaryExpWorkerList/manualExp/startTask） */
export const startManualSalaryExpTaskMutationOptions: MutationFn<'startManualSalaryExpTask', WagesQueryParams['startManualSalaryExpTask'], OpResult<operations['startManualSalaryExpTask']>> = /* @__PURE__ */ writer('startManualSalaryExpTask', 'POST /star/salaryExpWorkerList/manualExp/startTask');

/** 键 `['saveSalaryExpWorkersByExp', 参数]`：保存预结算工人明细（POST /star/salaryExpWorkerList/saveByExp） */
export const saveSalaryExpWorkersByExpKey: KeyFn<'saveSalaryExpWorkersByExp', WagesQueryParams['saveSalaryExpWorkersByExp']> = /* @__PURE__ */ keyer('saveSalaryExpWorkersByExp');
/** 变更选项（useMutation，`mutate(参数)`）：保存预结算工人明细（POST /star/salaryExpWorkerList/saveByExp） */
export const saveSalaryExpWorkersByExpMutationOptions: MutationFn<'saveSalaryExpWorkersByExp', WagesQueryParams['saveSalaryExpWorkersByExp'], OpResult<operations['saveSalaryExpWorkersByExp']>> = /* @__PURE__ */ writer('saveSalaryExpWorkersByExp', 'POST /star/salaryExpWorkerList/saveByExp');

/** 键 `['saveSalaryExpCompanyOutput', 参数]`：填报参建单位本期产值（POST /star/salaryExpWorkerList/saveCompanyOutput） */
export const saveSalaryExpCompanyOutputKey: KeyFn<'saveSalaryExpCompanyOutput', WagesQueryParams['saveSalaryExpCompanyOutput']> = /* @__PURE__ */ keyer('saveSalaryExpCompanyOutput');
/** 变更选项（useMutation，`mutate(参数)`）：填报参建单位本期产值（POST /star/salaryExpWorkerList/saveCompanyOutput） */
export const saveSalaryExpCompanyOutputMutationOptions: MutationFn<'saveSalaryExpCompanyOutput', WagesQueryParams['saveSalaryExpCompanyOutput'], OpResult<operations['saveSalaryExpCompanyOutput']>> = /* @__PURE__ */ writer('saveSalaryExpCompanyOutput', 'POST /star/salaryExpWorkerList/saveCompanyOutput');

/** 键 `['saveSalaryExpWorkerFiles', 参数]`：保存班组工资表附件（POST /star/salaryExpWorkerList/saveFile） */
export const saveSalaryExpWorkerFilesKey: KeyFn<'saveSalaryExpWorkerFiles', WagesQueryParams['saveSalaryExpWorkerFiles']> = /* @__PURE__ */ keyer('saveSalaryExpWorkerFiles');
/** 变更选项（useMutation，`mutate(参数)`）：保存班组工资表附件（POST /star/salaryExpWorkerList/saveFile） */
export const saveSalaryExpWorkerFilesMutationOptions: MutationFn<'saveSalaryExpWorkerFiles', WagesQueryParams['saveSalaryExpWorkerFiles'], OpResult<operations['saveSalaryExpWorkerFiles']>> = /* @__PURE__ */ writer('saveSalaryExpWorkerFiles', 'POST /star/salaryExpWorkerList/saveFile');

/** 键 `['saveSalaryExpTeamOutput', 参数]`：填报班组本期产值（POST /star/salaryExpWorkerList/saveTeamOutput） */
export const saveSalaryExpTeamOutputKey: KeyFn<'saveSalaryExpTeamOutput', WagesQueryParams['saveSalaryExpTeamOutput']> = /* @__PURE__ */ keyer('saveSalaryExpTeamOutput');
/** 变更选项（useMutation，`mutate(参数)`）：填报班组本期产值（POST /star/salaryExpWorkerList/saveTeamOutput） */
export const saveSalaryExpTeamOutputMutationOptions: MutationFn<'saveSalaryExpTeamOutput', WagesQueryParams['saveSalaryExpTeamOutput'], OpResult<operations['saveSalaryExpTeamOutput']>> = /* @__PURE__ */ writer('saveSalaryExpTeamOutput', 'POST /star/salaryExpWorkerList/saveTeamOutput');

/** 键 `['pageSalaryInitiateTasks', 参数]`：工资任务发起记录分页（POST /star/salaryInitiateList/page） */
export const pageSalaryInitiateTasksKey: KeyFn<'pageSalaryInitiateTasks', WagesQueryParams['pageSalaryInitiateTasks']> = /* @__PURE__ */ keyer('pageSalaryInitiateTasks');
/** 查询选项（useQuery、fetchQuery）：工资任务发起记录分页（POST /star/salaryInitiateList/page） */
export const pageSalaryInitiateTasksQueryOptions: QueryFn<'pageSalaryInitiateTasks', WagesQueryParams['pageSalaryInitiateTasks'], OpResult<operations['pageSalaryInitiateTasks']>> = /* @__PURE__ */ reader('pageSalaryInitiateTasks', 'POST /star/salaryInitiateList/page N');
/** 无限查询选项（useInfiniteQuery，逐页读到 total 为止）：工资任务发起记录分页（POST /star/salaryInitiateList/page） */
export const pageSalaryInitiateTasksInfiniteQueryOptions: InfiniteFn<'pageSalaryInitiateTasks', WagesQueryParams['pageSalaryInitiateTasks'], OpResult<operations['pageSalaryInitiateTasks']>> = /* @__PURE__ */ pager('pageSalaryInitiateTasks', 'POST /star/salaryInitiateList/page N');

/** 键 `['exportSalaryTroubleItems', 参数]`：导出问题工资清单（POST /star/salaryTroubleList/exportpage） */
export const exportSalaryTroubleItemsKey: KeyFn<'exportSalaryTroubleItems', WagesQueryParams['exportSalaryTroubleItems']> = /* @__PURE__ */ keyer('exportSalaryTroubleItems');
/** 变更选项（useMutation，`mutate(参数)`）：导出问题工资清单（POST /star/salaryTroubleList/exportpage） */
export const exportSalaryTroubleItemsMutationOptions: MutationFn<'exportSalaryTroubleItems', WagesQueryParams['exportSalaryTroubleItems'], OpResult<operations['exportSalaryTroubleItems']>> = /* @__PURE__ */ writer('exportSalaryTroubleItems', 'POST /star/salaryTroubleList/exportpage b');

/** 键 `['listSalaryTroubleItems', 参数]`：问题工资清单分页（POST /star/salaryTroubleList/page） */
export const listSalaryTroubleItemsKey: KeyFn<'listSalaryTroubleItems', WagesQueryParams['listSalaryTroubleItems']> = /* @__PURE__ */ keyer('listSalaryTroubleItems');
/** 查询选项（useQuery、fetchQuery）：问题工资清单分页（POST /star/salaryTroubleList/page） */
export const listSalaryTroubleItemsQueryOptions: QueryFn<'listSalaryTroubleItems', WagesQueryParams['listSalaryTroubleItems'], OpResult<operations['listSalaryTroubleItems']>> = /* @__PURE__ */ reader('listSalaryTroubleItems', 'POST /star/salaryTroubleList/page N');
/** 无限查询选项（useInfiniteQuery，逐页读到 total 为止）：问题工资清单分页（POST /star/salaryTroubleList/page） */
export const listSalaryTroubleItemsInfiniteQueryOptions: InfiniteFn<'listSalaryTroubleItems', WagesQueryParams['listSalaryTroubleItems'], OpResult<operations['listSalaryTroubleItems']>> = /* @__PURE__ */ pager('listSalaryTroubleItems', 'POST /star/salaryTroubleList/page N');

/** 键 `['getSalaryTroubleProjectByProInstId', 参数]`：按流程实例查询问题工资项目（POST /star/salaryTroubleList/projectbyproinstid） */
export const getSalaryTroubleProjectByProInstIdKey: KeyFn<'getSalaryTroubleProjectByProInstId', WagesQueryParams['getSalaryTroubleProjectByProInstId']> = /* @__PURE__ */ keyer('getSalaryTroubleProjectByProInstId');
/** 查询选项（useQuery、fetchQuery）：按流程实例查询问题工资项目（POST /star/salaryTroubleList/projectbyproinstid） */
export const getSalaryTroubleProjectByProInstIdQueryOptions: QueryFn<'getSalaryTroubleProjectByProInstId', WagesQueryParams['getSalaryTroubleProjectByProInstId'], OpResult<operations['getSalaryTroubleProjectByProInstId']>> = /* @__PURE__ */ reader('getSalaryTroubleProjectByProInstId', 'POST /star/salaryTroubleList/projectbyproinstid');

/** 键 `['listSalaryTroubleProjects', 参数]`：问题工资项目汇总列表（POST /star/salaryTroubleList/projectlist） */
export const listSalaryTroubleProjectsKey: KeyFn<'listSalaryTroubleProjects', WagesQueryParams['listSalaryTroubleProjects']> = /* @__PURE__ */ keyer('listSalaryTroubleProjects');
/** 查询选项（useQuery、fetchQuery）：问题工资项目汇总列表（POST /star/salaryTroubleList/projectlist） */
export const listSalaryTroubleProjectsQueryOptions: QueryFn<'listSalaryTroubleProjects', WagesQueryParams['listSalaryTroubleProjects'], OpResult<operations['listSalaryTroubleProjects']>> = /* @__PURE__ */ reader('listSalaryTroubleProjects', 'POST /star/salaryTroubleList/projectlist');

/** 键 `['initSalaryWorkerCumTask', 参数]`：发起工资代发任务（POST /star/salaryWorkerCumList/initCumTask） */
export const initSalaryWorkerCumTaskKey: KeyFn<'initSalaryWorkerCumTask', WagesQueryParams['initSalaryWorkerCumTask']> = /* @__PURE__ */ keyer('initSalaryWorkerCumTask');
/** 变更选项（useMutation，`mutate(参数)`）：发起工资代发任务（POST /star/salaryWorkerCumList/initCumTask） */
export const initSalaryWorkerCumTaskMutationOptions: MutationFn<'initSalaryWorkerCumTask', WagesQueryParams['initSalaryWorkerCumTask'], OpResult<operations['initSalaryWorkerCumTask']>> = /* @__PURE__ */ writer('initSalaryWorkerCumTask', 'POST /star/salaryWorkerCumList/initCumTask');

/** 键 `['addWagesSmsReceiver', 参数]`：新增工资短信接收人（POST /star/smsReceiveList/add） */
export const addWagesSmsReceiverKey: KeyFn<'addWagesSmsReceiver', WagesQueryParams['addWagesSmsReceiver']> = /* @__PURE__ */ keyer('addWagesSmsReceiver');
/** 变更选项（useMutation，`mutate(参数)`）：新增工资短信接收人（POST /star/smsReceiveList/add） */
export const addWagesSmsReceiverMutationOptions: MutationFn<'addWagesSmsReceiver', WagesQueryParams['addWagesSmsReceiver'], OpResult<operations['addWagesSmsReceiver']>> = /* @__PURE__ */ writer('addWagesSmsReceiver', 'POST /star/smsReceiveList/add');

/** 键 `['deleteWagesSmsReceivers', 参数]`：删除工资短信接收人（POST /star/smsReceiveList/del） */
export const deleteWagesSmsReceiversKey: KeyFn<'deleteWagesSmsReceivers', WagesQueryParams['deleteWagesSmsReceivers']> = /* @__PURE__ */ keyer('deleteWagesSmsReceivers');
/** 变更选项（useMutation，`mutate(参数)`）：删除工资短信接收人（POST /star/smsReceiveList/del） */
export const deleteWagesSmsReceiversMutationOptions: MutationFn<'deleteWagesSmsReceivers', WagesQueryParams['deleteWagesSmsReceivers'], OpResult<operations['deleteWagesSmsReceivers']>> = /* @__PURE__ */ writer('deleteWagesSmsReceivers', 'POST /star/smsReceiveList/del');

/** 键 `['editWagesSmsReceiver', 参数]`：修改工资短信接收人（POST /star/smsReceiveList/edit） */
export const editWagesSmsReceiverKey: KeyFn<'editWagesSmsReceiver', WagesQueryParams['editWagesSmsReceiver']> = /* @__PURE__ */ keyer('editWagesSmsReceiver');
/** 变更选项（useMutation，`mutate(参数)`）：修改工资短信接收人（POST /star/smsReceiveList/edit） */
export const editWagesSmsReceiverMutationOptions: MutationFn<'editWagesSmsReceiver', WagesQueryParams['editWagesSmsReceiver'], OpResult<operations['editWagesSmsReceiver']>> = /* @__PURE__ */ writer('editWagesSmsReceiver', 'POST /star/smsReceiveList/edit');

/** 键 `['getWagesSmsReceiver', 参数]`：工资短信接收人详情（GET /star/smsReceiveList/get） */
export const getWagesSmsReceiverKey: KeyFn<'getWagesSmsReceiver', WagesQueryParams['getWagesSmsReceiver']> = /* @__PURE__ */ keyer('getWagesSmsReceiver');
/** 查询选项（useQuery、fetchQuery）：工资短信接收人详情（GET /star/smsReceiveList/get） */
export const getWagesSmsReceiverQueryOptions: QueryFn<'getWagesSmsReceiver', WagesQueryParams['getWagesSmsReceiver'], OpResult<operations['getWagesSmsReceiver']>> = /* @__PURE__ */ reader('getWagesSmsReceiver', 'GET /star/smsReceiveList/get');

/** 键 `['listWagesSmsReceivers', 参数]`：工资短信接收人分页（POST /star/smsReceiveList/page） */
export const listWagesSmsReceiversKey: KeyFn<'listWagesSmsReceivers', WagesQueryParams['listWagesSmsReceivers']> = /* @__PURE__ */ keyer('listWagesSmsReceivers');
/** 查询选项（useQuery、fetchQuery）：工资短信接收人分页（POST /star/smsReceiveList/page） */
export const listWagesSmsReceiversQueryOptions: QueryFn<'listWagesSmsReceivers', WagesQueryParams['listWagesSmsReceivers'], OpResult<operations['listWagesSmsReceivers']>> = /* @__PURE__ */ reader('listWagesSmsReceivers', 'POST /star/smsReceiveList/page N');
/** 无限查询选项（useInfiniteQuery，逐页读到 total 为止）：工资短信接收人分页（POST /star/smsReceiveList/page） */
export const listWagesSmsReceiversInfiniteQueryOptions: InfiniteFn<'listWagesSmsReceivers', WagesQueryParams['listWagesSmsReceivers'], OpResult<operations['listWagesSmsReceivers']>> = /* @__PURE__ */ pager('listWagesSmsReceivers', 'POST /star/smsReceiveList/page N');

/** 键 `['updateWagesSmsReceiverStatus', 参数]`：启用或停用工资短信接收人（POST /star/smsReceiveList/updateStatus） */
export const updateWagesSmsReceiverStatusKey: KeyFn<'updateWagesSmsReceiverStatus', WagesQueryParams['updateWagesSmsReceiverStatus']> = /* @__PURE__ */ keyer('updateWagesSmsReceiverStatus');
/** 变更选项（useMutation，`mutate(参数)`）：启用或停用工资短信接收人（POST /star/smsReceiveList/updateStatus） */
export const updateWagesSmsReceiverStatusMutationOptions: MutationFn<'updateWagesSmsReceiverStatus', WagesQueryParams['updateWagesSmsReceiverStatus'], OpResult<operations['updateWagesSmsReceiverStatus']>> = /* @__PURE__ */ writer('updateWagesSmsReceiverStatus', 'POST /star/smsReceiveList/updateStatus');
