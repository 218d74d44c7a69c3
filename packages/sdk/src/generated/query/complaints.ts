/* 由 scripts/spec.mjs 从 spec/ 生成，请勿手改。运行 `pnpm spec` 重新生成。 */
/** 业务域「complaints」的 TanStack Query 选项：19 个调用（读 10 个，其中分页 3 个；写 9 个）。`import { … } from '@site/sdk/query/complaints'`。 */
import type { operations } from '../areas/complaints.schema';
import type { OpResult } from '../../types';
import { keyer, pager, reader, writer } from '../../query-kit';
import type { KeyFn, KeyFnOpt, InfiniteFn, InfiniteFnOpt, MutationFn, QueryFn, QueryFnOpt } from '../../query-kit';

export * from '../../query-kit';

/** 每个调用的查询参数（键的第二项，也是调用的 `params` 与 `body`）。 */
export interface ComplaintsQueryParams {
  approveTempFaceRegister: { params?: never; body: NonNullable<operations['approveTempFaceRegister']['requestBody']>['content']['application/json'] };
  deleteTempFaceRegisters: { params?: never; body: NonNullable<operations['deleteTempFaceRegisters']['requestBody']>['content']['application/json'] };
  getTempFaceRegister: { params: operations['getTempFaceRegister']['parameters']; body?: never };
  pageTempFaceRegisters: { params?: never; body: NonNullable<operations['pageTempFaceRegisters']['requestBody']>['content']['application/json'] };
  rejectTempFaceRegister: { params?: never; body: NonNullable<operations['rejectTempFaceRegister']['requestBody']>['content']['application/json'] };
  countComplaintTasks: { params?: never; body: NonNullable<operations['countComplaintTasks']['requestBody']>['content']['application/json'] };
  acceptComplaint: { params?: never; body: NonNullable<operations['acceptComplaint']['requestBody']>['content']['application/json'] };
  listComplaintLevelConfigs: { params?: never; body: NonNullable<operations['listComplaintLevelConfigs']['requestBody']>['content']['application/json'] };
  saveComplaintLevelConfig: { params?: never; body: NonNullable<operations['saveComplaintLevelConfig']['requestBody']>['content']['application/json'] };
  dealComplaint: { params?: never; body: NonNullable<operations['dealComplaint']['requestBody']>['content']['application/json'] };
  passDownComplaint: { params?: never; body: NonNullable<operations['passDownComplaint']['requestBody']>['content']['application/json'] };
  listComplaintPositions: { params?: operations['listComplaintPositions']['parameters']; body?: never };
  listComplaintFlowRecords: { params: operations['listComplaintFlowRecords']['parameters']; body?: never };
  pageComplaintTasks: { params?: never; body: NonNullable<operations['pageComplaintTasks']['requestBody']>['content']['application/json'] };
  terminateComplaint: { params?: never; body: NonNullable<operations['terminateComplaint']['requestBody']>['content']['application/json'] };
  getWorkerComplaint: { params: operations['getWorkerComplaint']['parameters']; body?: never };
  exportWorkerComplaints: { params?: operations['exportWorkerComplaints']['parameters']; body?: never };
  listWorkerComplaints: { params?: operations['listWorkerComplaints']['parameters']; body?: never };
  getWorkerComplaintStatistics: { params?: operations['getWorkerComplaintStatistics']['parameters']; body?: never };
}

/** 键 `['approveTempFaceRegister', 参数]`：临时人脸登记审核通过（POST /faceAuth/tempregister/approve） */
export const approveTempFaceRegisterKey: KeyFn<'approveTempFaceRegister', ComplaintsQueryParams['approveTempFaceRegister']> = /* @__PURE__ */ keyer('approveTempFaceRegister');
/** 变更选项（useMutation，`mutate(参数)`）：临时人脸登记审核通过（POST /faceAuth/tempregister/approve） */
export const approveTempFaceRegisterMutationOptions: MutationFn<'approveTempFaceRegister', ComplaintsQueryParams['approveTempFaceRegister'], OpResult<operations['approveTempFaceRegister']>> = /* @__PURE__ */ writer('approveTempFaceRegister', 'POST /faceAuth/tempregister/approve');

/** 键 `['deleteTempFaceRegisters', 参数]`：删除临时人脸登记（POST /faceAuth/tempregister/delete） */
export const deleteTempFaceRegistersKey: KeyFn<'deleteTempFaceRegisters', ComplaintsQueryParams['deleteTempFaceRegisters']> = /* @__PURE__ */ keyer('deleteTempFaceRegisters');
/** 变更选项（useMutation，`mutate(参数)`）：删除临时人脸登记（POST /faceAuth/tempregister/delete） */
export const deleteTempFaceRegistersMutationOptions: MutationFn<'deleteTempFaceRegisters', ComplaintsQueryParams['deleteTempFaceRegisters'], OpResult<operations['deleteTempFaceRegisters']>> = /* @__PURE__ */ writer('deleteTempFaceRegisters', 'POST /faceAuth/tempregister/delete');

/** 键 `['getTempFaceRegister', 参数]`：临时人脸登记详情（GET /faceAuth/tempregister/detail） */
export const getTempFaceRegisterKey: KeyFn<'getTempFaceRegister', ComplaintsQueryParams['getTempFaceRegister']> = /* @__PURE__ */ keyer('getTempFaceRegister');
/** 查询选项（useQuery、fetchQuery）：临时人脸登记详情（GET /faceAuth/tempregister/detail） */
export const getTempFaceRegisterQueryOptions: QueryFn<'getTempFaceRegister', ComplaintsQueryParams['getTempFaceRegister'], OpResult<operations['getTempFaceRegister']>> = /* @__PURE__ */ reader('getTempFaceRegister', 'GET /faceAuth/tempregister/detail');

/** 键 `['pageTempFaceRegisters', 参数]`：临时人脸登记分页（POST /faceAuth/tempregister/page） */
export const pageTempFaceRegistersKey: KeyFn<'pageTempFaceRegisters', ComplaintsQueryParams['pageTempFaceRegisters']> = /* @__PURE__ */ keyer('pageTempFaceRegisters');
/** 查询选项（useQuery、fetchQuery）：临时人脸登记分页（POST /faceAuth/tempregister/page） */
export const pageTempFaceRegistersQueryOptions: QueryFn<'pageTempFaceRegisters', ComplaintsQueryParams['pageTempFaceRegisters'], OpResult<operations['pageTempFaceRegisters']>> = /* @__PURE__ */ reader('pageTempFaceRegisters', 'POST /faceAuth/tempregister/page N');
/** 无限查询选项（useInfiniteQuery，逐页读到 total 为止）：临时人脸登记分页（POST /faceAuth/tempregister/page） */
export const pageTempFaceRegistersInfiniteQueryOptions: InfiniteFn<'pageTempFaceRegisters', ComplaintsQueryParams['pageTempFaceRegisters'], OpResult<operations['pageTempFaceRegisters']>> = /* @__PURE__ */ pager('pageTempFaceRegisters', 'POST /faceAuth/tempregister/page N');

/** 键 `['rejectTempFaceRegister', 参数]`：临时人脸登记驳回（POST /faceAuth/tempregister/reject） */
export const rejectTempFaceRegisterKey: KeyFn<'rejectTempFaceRegister', ComplaintsQueryParams['rejectTempFaceRegister']> = /* @__PURE__ */ keyer('rejectTempFaceRegister');
/** 变更选项（useMutation，`mutate(参数)`）：临时人脸登记驳回（POST /faceAuth/tempregister/reject） */
export const rejectTempFaceRegisterMutationOptions: MutationFn<'rejectTempFaceRegister', ComplaintsQueryParams['rejectTempFaceRegister'], OpResult<operations['rejectTempFaceRegister']>> = /* @__PURE__ */ writer('rejectTempFaceRegister', 'POST /faceAuth/tempregister/reject');

/** 键 `['countComplaintTasks', 参数]`：投诉处理任务数量统计（POST /grid/task/taskCountStatistics） */
export const countComplaintTasksKey: KeyFn<'countComplaintTasks', ComplaintsQueryParams['countComplaintTasks']> = /* @__PURE__ */ keyer('countComplaintTasks');
/** 查询选项（useQuery、fetchQuery）：投诉处理任务数量统计（POST /grid/task/taskCountStatistics） */
export const countComplaintTasksQueryOptions: QueryFn<'countComplaintTasks', ComplaintsQueryParams['countComplaintTasks'], OpResult<operations['countComplaintTasks']>> = /* @__PURE__ */ reader('countComplaintTasks', 'POST /grid/task/taskCountStatistics');

/** 键 `['acceptComplaint', 参数]`：受理投诉（POST /orgdept/complaint/accept） */
export const acceptComplaintKey: KeyFn<'acceptComplaint', ComplaintsQueryParams['acceptComplaint']> = /* @__PURE__ */ keyer('acceptComplaint');
/** 变更选项（useMutation，`mutate(参数)`）：受理投诉（POST /orgdept/complaint/accept） */
export const acceptComplaintMutationOptions: MutationFn<'acceptComplaint', ComplaintsQueryParams['acceptComplaint'], OpResult<operations['acceptComplaint']>> = /* @__PURE__ */ writer('acceptComplaint', 'POST /orgdept/complaint/accept');

/** 键 `['listComplaintLevelConfigs', 参数]`：投诉分级处理配置（POST /orgdept/complaint/config/list） */
export const listComplaintLevelConfigsKey: KeyFn<'listComplaintLevelConfigs', ComplaintsQueryParams['listComplaintLevelConfigs']> = /* @__PURE__ */ keyer('listComplaintLevelConfigs');
/** 查询选项（useQuery、fetchQuery）：投诉分级处理配置（POST /orgdept/complaint/config/list） */
export const listComplaintLevelConfigsQueryOptions: QueryFn<'listComplaintLevelConfigs', ComplaintsQueryParams['listComplaintLevelConfigs'], OpResult<operations['listComplaintLevelConfigs']>> = /* @__PURE__ */ reader('listComplaintLevelConfigs', 'POST /orgdept/complaint/config/list');

/** 键 `['saveComplaintLevelConfig', 参数]`：保存投诉分级处理配置（POST /orgdept/complaint/config/save） */
export const saveComplaintLevelConfigKey: KeyFn<'saveComplaintLevelConfig', ComplaintsQueryParams['saveComplaintLevelConfig']> = /* @__PURE__ */ keyer('saveComplaintLevelConfig');
/** 变更选项（useMutation，`mutate(参数)`）：保存投诉分级处理配置（POST /orgdept/complaint/config/save） */
export const saveComplaintLevelConfigMutationOptions: MutationFn<'saveComplaintLevelConfig', ComplaintsQueryParams['saveComplaintLevelConfig'], OpResult<operations['saveComplaintLevelConfig']>> = /* @__PURE__ */ writer('saveComplaintLevelConfig', 'POST /orgdept/complaint/config/save');

/** 键 `['dealComplaint', 参数]`：办结投诉（POST /orgdept/complaint/deal） */
export const dealComplaintKey: KeyFn<'dealComplaint', ComplaintsQueryParams['dealComplaint']> = /* @__PURE__ */ keyer('dealComplaint');
/** 变更选项（useMutation，`mutate(参数)`）：办结投诉（POST /orgdept/complaint/deal） */
export const dealComplaintMutationOptions: MutationFn<'dealComplaint', ComplaintsQueryParams['dealComplaint'], OpResult<operations['dealComplaint']>> = /* @__PURE__ */ writer('dealComplaint', 'POST /orgdept/complaint/deal');

/** 键 `['passDownComplaint', 参数]`：下发投诉（POST /orgdept/complaint/passDown） */
export const passDownComplaintKey: KeyFn<'passDownComplaint', ComplaintsQueryParams['passDownComplaint']> = /* @__PURE__ */ keyer('passDownComplaint');
/** 变更选项（useMutation，`mutate(参数)`）：下发投诉（POST /orgdept/complaint/passDown） */
export const passDownComplaintMutationOptions: MutationFn<'passDownComplaint', ComplaintsQueryParams['passDownComplaint'], OpResult<operations['passDownComplaint']>> = /* @__PURE__ */ writer('passDownComplaint', 'POST /orgdept/complaint/passDown');

/** 键 `['listComplaintPositions', 参数]`：投诉处理可选岗位（GET /orgdept/complaint/positions） */
export const listComplaintPositionsKey: KeyFnOpt<'listComplaintPositions', ComplaintsQueryParams['listComplaintPositions']> = /* @__PURE__ */ keyer('listComplaintPositions');
/** 查询选项（useQuery、fetchQuery）：投诉处理可选岗位（GET /orgdept/complaint/positions） */
export const listComplaintPositionsQueryOptions: QueryFnOpt<'listComplaintPositions', ComplaintsQueryParams['listComplaintPositions'], OpResult<operations['listComplaintPositions']>> = /* @__PURE__ */ reader('listComplaintPositions', 'GET /orgdept/complaint/positions');

/** 键 `['listComplaintFlowRecords', 参数]`：投诉流转记录（GET /orgdept/complaint/records） */
export const listComplaintFlowRecordsKey: KeyFn<'listComplaintFlowRecords', ComplaintsQueryParams['listComplaintFlowRecords']> = /* @__PURE__ */ keyer('listComplaintFlowRecords');
/** 查询选项（useQuery、fetchQuery）：投诉流转记录（GET /orgdept/complaint/records） */
export const listComplaintFlowRecordsQueryOptions: QueryFn<'listComplaintFlowRecords', ComplaintsQueryParams['listComplaintFlowRecords'], OpResult<operations['listComplaintFlowRecords']>> = /* @__PURE__ */ reader('listComplaintFlowRecords', 'GET /orgdept/complaint/records');

/** 键 `['pageComplaintTasks', 参数]`：投诉处理任务分页（POST /orgdept/complaint/taskPage） */
export const pageComplaintTasksKey: KeyFn<'pageComplaintTasks', ComplaintsQueryParams['pageComplaintTasks']> = /* @__PURE__ */ keyer('pageComplaintTasks');
/** 查询选项（useQuery、fetchQuery）：投诉处理任务分页（POST /orgdept/complaint/taskPage） */
export const pageComplaintTasksQueryOptions: QueryFn<'pageComplaintTasks', ComplaintsQueryParams['pageComplaintTasks'], OpResult<operations['pageComplaintTasks']>> = /* @__PURE__ */ reader('pageComplaintTasks', 'POST /orgdept/complaint/taskPage N');
/** 无限查询选项（useInfiniteQuery，逐页读到 total 为止）：投诉处理任务分页（POST /orgdept/complaint/taskPage） */
export const pageComplaintTasksInfiniteQueryOptions: InfiniteFn<'pageComplaintTasks', ComplaintsQueryParams['pageComplaintTasks'], OpResult<operations['pageComplaintTasks']>> = /* @__PURE__ */ pager('pageComplaintTasks', 'POST /orgdept/complaint/taskPage N');

/** 键 `['terminateComplaint', 参数]`：终止投诉（POST /orgdept/complaint/terminate） */
export const terminateComplaintKey: KeyFn<'terminateComplaint', ComplaintsQueryParams['terminateComplaint']> = /* @__PURE__ */ keyer('terminateComplaint');
/** 变更选项（useMutation，`mutate(参数)`）：终止投诉（POST /orgdept/complaint/terminate） */
export const terminateComplaintMutationOptions: MutationFn<'terminateComplaint', ComplaintsQueryParams['terminateComplaint'], OpResult<operations['terminateComplaint']>> = /* @__PURE__ */ writer('terminateComplaint', 'POST /orgdept/complaint/terminate');

/** 键 `['getWorkerComplaint', 参数]`：工人投诉详情（GET /pc/worker/complaint/detail/{id}） */
export const getWorkerComplaintKey: KeyFn<'getWorkerComplaint', ComplaintsQueryParams['getWorkerComplaint']> = /* @__PURE__ */ keyer('getWorkerComplaint');
/** 查询选项（useQuery、fetchQuery）：工人投诉详情（GET /pc/worker/complaint/detail/{id}） */
export const getWorkerComplaintQueryOptions: QueryFn<'getWorkerComplaint', ComplaintsQueryParams['getWorkerComplaint'], OpResult<operations['getWorkerComplaint']>> = /* @__PURE__ */ reader('getWorkerComplaint', 'GET /pc/worker/complaint/detail/{id}');

/** 键 `['exportWorkerComplaints', 参数]`：导出工人投诉（GET /pc/worker/complaint/export） */
export const exportWorkerComplaintsKey: KeyFnOpt<'exportWorkerComplaints', ComplaintsQueryParams['exportWorkerComplaints']> = /* @__PURE__ */ keyer('exportWorkerComplaints');
/** 变更选项（useMutation，`mutate(参数)`）：导出工人投诉（GET /pc/worker/complaint/export） */
export const exportWorkerComplaintsMutationOptions: MutationFn<'exportWorkerComplaints', ComplaintsQueryParams['exportWorkerComplaints'] | void, OpResult<operations['exportWorkerComplaints']>> = /* @__PURE__ */ writer('exportWorkerComplaints', 'GET /pc/worker/complaint/export b');

/** 键 `['listWorkerComplaints', 参数]`：工人投诉分页（GET /pc/worker/complaint/list） */
export const listWorkerComplaintsKey: KeyFnOpt<'listWorkerComplaints', ComplaintsQueryParams['listWorkerComplaints']> = /* @__PURE__ */ keyer('listWorkerComplaints');
/** 查询选项（useQuery、fetchQuery）：工人投诉分页（GET /pc/worker/complaint/list） */
export const listWorkerComplaintsQueryOptions: QueryFnOpt<'listWorkerComplaints', ComplaintsQueryParams['listWorkerComplaints'], OpResult<operations['listWorkerComplaints']>> = /* @__PURE__ */ reader('listWorkerComplaints', 'GET /pc/worker/complaint/list n');
/** 无限查询选项（useInfiniteQuery，逐页读到 total 为止）：工人投诉分页（GET /pc/worker/complaint/list） */
export const listWorkerComplaintsInfiniteQueryOptions: InfiniteFnOpt<'listWorkerComplaints', ComplaintsQueryParams['listWorkerComplaints'], OpResult<operations['listWorkerComplaints']>> = /* @__PURE__ */ pager('listWorkerComplaints', 'GET /pc/worker/complaint/list n');

/** 键 `['getWorkerComplaintStatistics', 参数]`：工人投诉统计（GET /pc/worker/complaint/statistics） */
export const getWorkerComplaintStatisticsKey: KeyFnOpt<'getWorkerComplaintStatistics', ComplaintsQueryParams['getWorkerComplaintStatistics']> = /* @__PURE__ */ keyer('getWorkerComplaintStatistics');
/** 查询选项（useQuery、fetchQuery）：工人投诉统计（GET /pc/worker/complaint/statistics） */
export const getWorkerComplaintStatisticsQueryOptions: QueryFnOpt<'getWorkerComplaintStatistics', ComplaintsQueryParams['getWorkerComplaintStatistics'], OpResult<operations['getWorkerComplaintStatistics']>> = /* @__PURE__ */ reader('getWorkerComplaintStatistics', 'GET /pc/worker/complaint/statistics');
