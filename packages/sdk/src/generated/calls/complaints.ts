/* 由 scripts/spec.mjs 从 spec/ 生成，请勿手改。运行 `pnpm spec` 重新生成。 */
/** 业务域「complaints」的 19 个调用，每个一个可摇树的函数：`import { createClient, pageTempFaceRegisters } from '@site/sdk/calls/complaints'`，`await pageTempFaceRegisters(api, …)`。 */
import type { operations } from '../areas/complaints.schema';
import type { ComplaintsArgs } from '../areas/complaints';
import type { OpResult } from '../../types';
import { fileOp, op, uploadOp, type Call, type PagedCall } from '../../calls';

export * from '../../calls';
export type { components as ComplaintsComponents, operations as ComplaintsOperations } from '../areas/complaints.schema';

/** 临时人脸登记审核通过（POST /faceAuth/tempregister/approve） */
export const approveTempFaceRegister: Call<'approveTempFaceRegister', ComplaintsArgs['approveTempFaceRegister'], OpResult<operations['approveTempFaceRegister']>> = /* @__PURE__ */ op('approveTempFaceRegister', 'POST /faceAuth/tempregister/approve');

/** 删除临时人脸登记（POST /faceAuth/tempregister/delete） */
export const deleteTempFaceRegisters: Call<'deleteTempFaceRegisters', ComplaintsArgs['deleteTempFaceRegisters'], OpResult<operations['deleteTempFaceRegisters']>> = /* @__PURE__ */ op('deleteTempFaceRegisters', 'POST /faceAuth/tempregister/delete');

/** 临时人脸登记详情（GET /faceAuth/tempregister/detail） */
export const getTempFaceRegister: Call<'getTempFaceRegister', ComplaintsArgs['getTempFaceRegister'], OpResult<operations['getTempFaceRegister']>> = /* @__PURE__ */ op('getTempFaceRegister', 'GET /faceAuth/tempregister/detail');

/** 临时人脸登记分页（POST /faceAuth/tempregister/page）；分页：`pagesOf(api, pageTempFaceRegisters, …)` */
export const pageTempFaceRegisters: PagedCall<'pageTempFaceRegisters', ComplaintsArgs['pageTempFaceRegisters'], OpResult<operations['pageTempFaceRegisters']>> = /* @__PURE__ */ op('pageTempFaceRegisters', 'POST /faceAuth/tempregister/page N');

/** 临时人脸登记驳回（POST /faceAuth/tempregister/reject） */
export const rejectTempFaceRegister: Call<'rejectTempFaceRegister', ComplaintsArgs['rejectTempFaceRegister'], OpResult<operations['rejectTempFaceRegister']>> = /* @__PURE__ */ op('rejectTempFaceRegister', 'POST /faceAuth/tempregister/reject');

/** 投诉处理任务数量统计（POST /grid/task/taskCountStatistics） */
export const countComplaintTasks: Call<'countComplaintTasks', ComplaintsArgs['countComplaintTasks'], OpResult<operations['countComplaintTasks']>> = /* @__PURE__ */ op('countComplaintTasks', 'POST /grid/task/taskCountStatistics');

/** 受理投诉（POST /orgdept/complaint/accept） */
export const acceptComplaint: Call<'acceptComplaint', ComplaintsArgs['acceptComplaint'], OpResult<operations['acceptComplaint']>> = /* @__PURE__ */ op('acceptComplaint', 'POST /orgdept/complaint/accept');

/** 投诉分级处理配置（POST /orgdept/complaint/config/list） */
export const listComplaintLevelConfigs: Call<'listComplaintLevelConfigs', ComplaintsArgs['listComplaintLevelConfigs'], OpResult<operations['listComplaintLevelConfigs']>> = /* @__PURE__ */ op('listComplaintLevelConfigs', 'POST /orgdept/complaint/config/list');

/** 保存投诉分级处理配置（POST /orgdept/complaint/config/save） */
export const saveComplaintLevelConfig: Call<'saveComplaintLevelConfig', ComplaintsArgs['saveComplaintLevelConfig'], OpResult<operations['saveComplaintLevelConfig']>> = /* @__PURE__ */ op('saveComplaintLevelConfig', 'POST /orgdept/complaint/config/save');

/** 办结投诉（POST /orgdept/complaint/deal） */
export const dealComplaint: Call<'dealComplaint', ComplaintsArgs['dealComplaint'], OpResult<operations['dealComplaint']>> = /* @__PURE__ */ op('dealComplaint', 'POST /orgdept/complaint/deal');

/** 下发投诉（POST /orgdept/complaint/passDown） */
export const passDownComplaint: Call<'passDownComplaint', ComplaintsArgs['passDownComplaint'], OpResult<operations['passDownComplaint']>> = /* @__PURE__ */ op('passDownComplaint', 'POST /orgdept/complaint/passDown');

/** 投诉处理可选岗位（GET /orgdept/complaint/positions） */
export const listComplaintPositions: Call<'listComplaintPositions', ComplaintsArgs['listComplaintPositions'], OpResult<operations['listComplaintPositions']>> = /* @__PURE__ */ op('listComplaintPositions', 'GET /orgdept/complaint/positions');

/** 投诉流转记录（GET /orgdept/complaint/records） */
export const listComplaintFlowRecords: Call<'listComplaintFlowRecords', ComplaintsArgs['listComplaintFlowRecords'], OpResult<operations['listComplaintFlowRecords']>> = /* @__PURE__ */ op('listComplaintFlowRecords', 'GET /orgdept/complaint/records');

/** 投诉处理任务分页（POST /orgdept/complaint/taskPage）；分页：`pagesOf(api, pageComplaintTasks, …)` */
export const pageComplaintTasks: PagedCall<'pageComplaintTasks', ComplaintsArgs['pageComplaintTasks'], OpResult<operations['pageComplaintTasks']>> = /* @__PURE__ */ op('pageComplaintTasks', 'POST /orgdept/complaint/taskPage N');

/** 终止投诉（POST /orgdept/complaint/terminate） */
export const terminateComplaint: Call<'terminateComplaint', ComplaintsArgs['terminateComplaint'], OpResult<operations['terminateComplaint']>> = /* @__PURE__ */ op('terminateComplaint', 'POST /orgdept/complaint/terminate');

/** 工人投诉详情（GET /pc/worker/complaint/detail/{id}） */
export const getWorkerComplaint: Call<'getWorkerComplaint', ComplaintsArgs['getWorkerComplaint'], OpResult<operations['getWorkerComplaint']>> = /* @__PURE__ */ op('getWorkerComplaint', 'GET /pc/worker/complaint/detail/{id}');

/** 导出工人投诉（GET /pc/worker/complaint/export） */
export const exportWorkerComplaints: Call<'exportWorkerComplaints', ComplaintsArgs['exportWorkerComplaints'], OpResult<operations['exportWorkerComplaints']>> = /* @__PURE__ */ fileOp('exportWorkerComplaints', 'GET /pc/worker/complaint/export b');

/** 工人投诉分页（GET /pc/worker/complaint/list）；分页：`pagesOf(api, listWorkerComplaints, …)` */
export const listWorkerComplaints: PagedCall<'listWorkerComplaints', ComplaintsArgs['listWorkerComplaints'], OpResult<operations['listWorkerComplaints']>> = /* @__PURE__ */ op('listWorkerComplaints', 'GET /pc/worker/complaint/list n');

/** 工人投诉统计（GET /pc/worker/complaint/statistics） */
export const getWorkerComplaintStatistics: Call<'getWorkerComplaintStatistics', ComplaintsArgs['getWorkerComplaintStatistics'], OpResult<operations['getWorkerComplaintStatistics']>> = /* @__PURE__ */ op('getWorkerComplaintStatistics', 'GET /pc/worker/complaint/statistics');
