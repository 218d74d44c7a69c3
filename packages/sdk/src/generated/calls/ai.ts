/* 由 scripts/spec.mjs 从 spec/ 生成，请勿手改。运行 `pnpm spec` 重新生成。 */
/** 业务域「ai」的 14 个调用，每个一个可摇树的函数：`import { createClient, listAiFaceResults } from '@site/sdk/calls/ai'`，`await listAiFaceResults(api, …)`。 */
import type { operations } from '../areas/ai.schema';
import type { AiArgs } from '../areas/ai';
import type { OpResult } from '../../types';
import { fileOp, op, uploadOp, type Call, type PagedCall } from '../../calls';

export * from '../../calls';
export type { components as AiComponents, operations as AiOperations } from '../areas/ai.schema';

/** 抓拍类型下拉（GET /bam-service/api/v1/aiResults/captureTypeDrop） */
export const listAiCaptureTypes: Call<'listAiCaptureTypes', AiArgs['listAiCaptureTypes'], OpResult<operations['listAiCaptureTypes']>> = /* @__PURE__ */ op('listAiCaptureTypes', 'GET /bam-service/api/v1/aiResults/captureTypeDrop');

/** AI 人脸抓拍分页（GET /bam-service/api/v1/aiResults/face）；分页：`pagesOf(api, listAiFaceResults, …)` */
export const listAiFaceResults: PagedCall<'listAiFaceResults', AiArgs['listAiFaceResults'], OpResult<operations['listAiFaceResults']>> = /* @__PURE__ */ op('listAiFaceResults', 'GET /bam-service/api/v1/aiResults/face n');

/** 识别结果反馈（POST /bam-service/api/v1/aiResults/feedback） */
export const submitAiFeedback: Call<'submitAiFeedback', AiArgs['submitAiFeedback'], OpResult<operations['submitAiFeedback']>> = /* @__PURE__ */ op('submitAiFeedback', 'POST /bam-service/api/v1/aiResults/feedback');

/** 按姓名查抓拍照片（GET /bam-service/api/v1/aiResults/photoListByName） */
export const listAiPhotosByName: Call<'listAiPhotosByName', AiArgs['listAiPhotosByName'], OpResult<operations['listAiPhotosByName']>> = /* @__PURE__ */ op('listAiPhotosByName', 'GET /bam-service/api/v1/aiResults/photoListByName');

/** 实时抓拍（GET /bam-service/api/v1/aiResults/realTime） */
export const listAiRealTimeCaptures: Call<'listAiRealTimeCaptures', AiArgs['listAiRealTimeCaptures'], OpResult<operations['listAiRealTimeCaptures']>> = /* @__PURE__ */ op('listAiRealTimeCaptures', 'GET /bam-service/api/v1/aiResults/realTime');

/** AI 抓拍统计（GET /bam-service/api/v1/aiResults/statistics） */
export const getAiStatistics: Call<'getAiStatistics', AiArgs['getAiStatistics'], OpResult<operations['getAiStatistics']>> = /* @__PURE__ */ op('getAiStatistics', 'GET /bam-service/api/v1/aiResults/statistics');

/** 分包单位下拉（GET /bam-service/api/v1/aiResults/subcontractDrop） */
export const listAiSubcontracts: Call<'listAiSubcontracts', AiArgs['listAiSubcontracts'], OpResult<operations['listAiSubcontracts']>> = /* @__PURE__ */ op('listAiSubcontracts', 'GET /bam-service/api/v1/aiResults/subcontractDrop');

/** 班组下拉（GET /bam-service/api/v1/aiResults/teamDrop） */
export const listAiTeams: Call<'listAiTeams', AiArgs['listAiTeams'], OpResult<operations['listAiTeams']>> = /* @__PURE__ */ op('listAiTeams', 'GET /bam-service/api/v1/aiResults/teamDrop');

/** 未教育工人分页（GET /bam-service/api/v1/aiResults/unEducated）；分页：`pagesOf(api, listAiUnEducatedWorkers, …)` */
export const listAiUnEducatedWorkers: PagedCall<'listAiUnEducatedWorkers', AiArgs['listAiUnEducatedWorkers'], OpResult<operations['listAiUnEducatedWorkers']>> = /* @__PURE__ */ op('listAiUnEducatedWorkers', 'GET /bam-service/api/v1/aiResults/unEducated n');

/** 按班组统计未教育人数（GET /bam-service/api/v1/aiResults/unEducatedGroup） */
export const listAiUnEducatedByTeam: Call<'listAiUnEducatedByTeam', AiArgs['listAiUnEducatedByTeam'], OpResult<operations['listAiUnEducatedByTeam']>> = /* @__PURE__ */ op('listAiUnEducatedByTeam', 'GET /bam-service/api/v1/aiResults/unEducatedGroup');

/** 按工种统计未教育人数（GET /bam-service/api/v1/aiResults/unEducatedWorkType） */
export const listAiUnEducatedByWorkType: Call<'listAiUnEducatedByWorkType', AiArgs['listAiUnEducatedByWorkType'], OpResult<operations['listAiUnEducatedByWorkType']>> = /* @__PURE__ */ op('listAiUnEducatedByWorkType', 'GET /bam-service/api/v1/aiResults/unEducatedWorkType');

/** 陌生人抓拍分页（GET /bam-service/api/v1/aiResults/unknownCaptureList）；分页：`pagesOf(api, listAiUnknownCaptures, …)` */
export const listAiUnknownCaptures: PagedCall<'listAiUnknownCaptures', AiArgs['listAiUnknownCaptures'], OpResult<operations['listAiUnknownCaptures']>> = /* @__PURE__ */ op('listAiUnknownCaptures', 'GET /bam-service/api/v1/aiResults/unknownCaptureList n');

/** 未实名人员抓拍分页（GET /bam-service/api/v1/aiResults/unRealName）；分页：`pagesOf(api, listAiUnRealNameCaptures, …)` */
export const listAiUnRealNameCaptures: PagedCall<'listAiUnRealNameCaptures', AiArgs['listAiUnRealNameCaptures'], OpResult<operations['listAiUnRealNameCaptures']>> = /* @__PURE__ */ op('listAiUnRealNameCaptures', 'GET /bam-service/api/v1/aiResults/unRealName n');

/** 工种下拉（GET /bam-service/api/v1/aiResults/workTypeDrop） */
export const listAiWorkTypes: Call<'listAiWorkTypes', AiArgs['listAiWorkTypes'], OpResult<operations['listAiWorkTypes']>> = /* @__PURE__ */ op('listAiWorkTypes', 'GET /bam-service/api/v1/aiResults/workTypeDrop');
