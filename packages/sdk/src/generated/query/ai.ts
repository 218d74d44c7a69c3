/* 由 scripts/spec.mjs 从 spec/ 生成，请勿手改。运行 `pnpm spec` 重新生成。 */
/** 业务域「ai」的 TanStack Query 选项：14 个调用（读 13 个，其中分页 4 个；写 1 个）。`import { … } from '@site/sdk/query/ai'`。 */
import type { operations } from '../areas/ai.schema';
import type { OpResult } from '../../types';
import { keyer, pager, reader, writer } from '../../query-kit';
import type { KeyFn, KeyFnOpt, InfiniteFn, InfiniteFnOpt, MutationFn, QueryFn, QueryFnOpt } from '../../query-kit';

export * from '../../query-kit';

/** 每个调用的查询参数（键的第二项，也是调用的 `params` 与 `body`）。 */
export interface AiQueryParams {
  listAiCaptureTypes: { params?: never; body?: never };
  listAiFaceResults: { params?: operations['listAiFaceResults']['parameters']; body?: never };
  submitAiFeedback: { params?: never; body: NonNullable<operations['submitAiFeedback']['requestBody']>['content']['application/json'] };
  listAiPhotosByName: { params: operations['listAiPhotosByName']['parameters']; body?: never };
  listAiRealTimeCaptures: { params?: operations['listAiRealTimeCaptures']['parameters']; body?: never };
  getAiStatistics: { params?: operations['getAiStatistics']['parameters']; body?: never };
  listAiSubcontracts: { params?: operations['listAiSubcontracts']['parameters']; body?: never };
  listAiTeams: { params?: operations['listAiTeams']['parameters']; body?: never };
  listAiUnEducatedWorkers: { params?: operations['listAiUnEducatedWorkers']['parameters']; body?: never };
  listAiUnEducatedByTeam: { params?: operations['listAiUnEducatedByTeam']['parameters']; body?: never };
  listAiUnEducatedByWorkType: { params?: operations['listAiUnEducatedByWorkType']['parameters']; body?: never };
  listAiUnknownCaptures: { params?: operations['listAiUnknownCaptures']['parameters']; body?: never };
  listAiUnRealNameCaptures: { params?: operations['listAiUnRealNameCaptures']['parameters']; body?: never };
  listAiWorkTypes: { params?: operations['listAiWorkTypes']['parameters']; body?: never };
}

/** 键 `['listAiCaptureTypes', 参数]`：抓拍类型下拉（GET /bam-service/api/v1/aiResults/captureTypeDrop） */
export const listAiCaptureTypesKey: KeyFnOpt<'listAiCaptureTypes', AiQueryParams['listAiCaptureTypes']> = /* @__PURE__ */ keyer('listAiCaptureTypes');
/** 查询选项（useQuery、fetchQuery）：抓拍类型下拉（GET /bam-service/api/v1/aiResults/captureTypeDrop） */
export const listAiCaptureTypesQueryOptions: QueryFnOpt<'listAiCaptureTypes', AiQueryParams['listAiCaptureTypes'], OpResult<operations['listAiCaptureTypes']>> = /* @__PURE__ */ reader('listAiCaptureTypes', 'GET /bam-service/api/v1/aiResults/captureTypeDrop');

/** 键 `['listAiFaceResults', 参数]`：AI 人脸抓拍分页（GET /bam-service/api/v1/aiResults/face） */
export const listAiFaceResultsKey: KeyFnOpt<'listAiFaceResults', AiQueryParams['listAiFaceResults']> = /* @__PURE__ */ keyer('listAiFaceResults');
/** 查询选项（useQuery、fetchQuery）：AI 人脸抓拍分页（GET /bam-service/api/v1/aiResults/face） */
export const listAiFaceResultsQueryOptions: QueryFnOpt<'listAiFaceResults', AiQueryParams['listAiFaceResults'], OpResult<operations['listAiFaceResults']>> = /* @__PURE__ */ reader('listAiFaceResults', 'GET /bam-service/api/v1/aiResults/face n');
/** 无限查询选项（useInfiniteQuery，逐页读到 total 为止）：AI 人脸抓拍分页（GET /bam-service/api/v1/aiResults/face） */
export const listAiFaceResultsInfiniteQueryOptions: InfiniteFnOpt<'listAiFaceResults', AiQueryParams['listAiFaceResults'], OpResult<operations['listAiFaceResults']>> = /* @__PURE__ */ pager('listAiFaceResults', 'GET /bam-service/api/v1/aiResults/face n');

/** 键 `['submitAiFeedback', 参数]`：识别结果反馈（POST /bam-service/api/v1/aiResults/feedback） */
export const submitAiFeedbackKey: KeyFn<'submitAiFeedback', AiQueryParams['submitAiFeedback']> = /* @__PURE__ */ keyer('submitAiFeedback');
/** 变更选项（useMutation，`mutate(参数)`）：识别结果反馈（POST /bam-service/api/v1/aiResults/feedback） */
export const submitAiFeedbackMutationOptions: MutationFn<'submitAiFeedback', AiQueryParams['submitAiFeedback'], OpResult<operations['submitAiFeedback']>> = /* @__PURE__ */ writer('submitAiFeedback', 'POST /bam-service/api/v1/aiResults/feedback');

/** 键 `['listAiPhotosByName', 参数]`：按姓名查抓拍照片（GET /bam-service/api/v1/aiResults/photoListByName） */
export const listAiPhotosByNameKey: KeyFn<'listAiPhotosByName', AiQueryParams['listAiPhotosByName']> = /* @__PURE__ */ keyer('listAiPhotosByName');
/** 查询选项（useQuery、fetchQuery）：按姓名查抓拍照片（GET /bam-service/api/v1/aiResults/photoListByName） */
export const listAiPhotosByNameQueryOptions: QueryFn<'listAiPhotosByName', AiQueryParams['listAiPhotosByName'], OpResult<operations['listAiPhotosByName']>> = /* @__PURE__ */ reader('listAiPhotosByName', 'GET /bam-service/api/v1/aiResults/photoListByName');

/** 键 `['listAiRealTimeCaptures', 参数]`：实时抓拍（GET /bam-service/api/v1/aiResults/realTime） */
export const listAiRealTimeCapturesKey: KeyFnOpt<'listAiRealTimeCaptures', AiQueryParams['listAiRealTimeCaptures']> = /* @__PURE__ */ keyer('listAiRealTimeCaptures');
/** 查询选项（useQuery、fetchQuery）：实时抓拍（GET /bam-service/api/v1/aiResults/realTime） */
export const listAiRealTimeCapturesQueryOptions: QueryFnOpt<'listAiRealTimeCaptures', AiQueryParams['listAiRealTimeCaptures'], OpResult<operations['listAiRealTimeCaptures']>> = /* @__PURE__ */ reader('listAiRealTimeCaptures', 'GET /bam-service/api/v1/aiResults/realTime');

/** 键 `['getAiStatistics', 参数]`：AI 抓拍统计（GET /bam-service/api/v1/aiResults/statistics） */
export const getAiStatisticsKey: KeyFnOpt<'getAiStatistics', AiQueryParams['getAiStatistics']> = /* @__PURE__ */ keyer('getAiStatistics');
/** 查询选项（useQuery、fetchQuery）：AI 抓拍统计（GET /bam-service/api/v1/aiResults/statistics） */
export const getAiStatisticsQueryOptions: QueryFnOpt<'getAiStatistics', AiQueryParams['getAiStatistics'], OpResult<operations['getAiStatistics']>> = /* @__PURE__ */ reader('getAiStatistics', 'GET /bam-service/api/v1/aiResults/statistics');

/** 键 `['listAiSubcontracts', 参数]`：分包单位下拉（GET /bam-service/api/v1/aiResults/subcontractDrop） */
export const listAiSubcontractsKey: KeyFnOpt<'listAiSubcontracts', AiQueryParams['listAiSubcontracts']> = /* @__PURE__ */ keyer('listAiSubcontracts');
/** 查询选项（useQuery、fetchQuery）：分包单位下拉（GET /bam-service/api/v1/aiResults/subcontractDrop） */
export const listAiSubcontractsQueryOptions: QueryFnOpt<'listAiSubcontracts', AiQueryParams['listAiSubcontracts'], OpResult<operations['listAiSubcontracts']>> = /* @__PURE__ */ reader('listAiSubcontracts', 'GET /bam-service/api/v1/aiResults/subcontractDrop');

/** 键 `['listAiTeams', 参数]`：班组下拉（GET /bam-service/api/v1/aiResults/teamDrop） */
export const listAiTeamsKey: KeyFnOpt<'listAiTeams', AiQueryParams['listAiTeams']> = /* @__PURE__ */ keyer('listAiTeams');
/** 查询选项（useQuery、fetchQuery）：班组下拉（GET /bam-service/api/v1/aiResults/teamDrop） */
export const listAiTeamsQueryOptions: QueryFnOpt<'listAiTeams', AiQueryParams['listAiTeams'], OpResult<operations['listAiTeams']>> = /* @__PURE__ */ reader('listAiTeams', 'GET /bam-service/api/v1/aiResults/teamDrop');

/** 键 `['listAiUnEducatedWorkers', 参数]`：未教育工人分页（GET /bam-service/api/v1/aiResults/unEducated） */
export const listAiUnEducatedWorkersKey: KeyFnOpt<'listAiUnEducatedWorkers', AiQueryParams['listAiUnEducatedWorkers']> = /* @__PURE__ */ keyer('listAiUnEducatedWorkers');
/** 查询选项（useQuery、fetchQuery）：未教育工人分页（GET /bam-service/api/v1/aiResults/unEducated） */
export const listAiUnEducatedWorkersQueryOptions: QueryFnOpt<'listAiUnEducatedWorkers', AiQueryParams['listAiUnEducatedWorkers'], OpResult<operations['listAiUnEducatedWorkers']>> = /* @__PURE__ */ reader('listAiUnEducatedWorkers', 'GET /bam-service/api/v1/aiResults/unEducated n');
/** 无限查询选项（useInfiniteQuery，逐页读到 total 为止）：未教育工人分页（GET /bam-service/api/v1/aiResults/unEducated） */
export const listAiUnEducatedWorkersInfiniteQueryOptions: InfiniteFnOpt<'listAiUnEducatedWorkers', AiQueryParams['listAiUnEducatedWorkers'], OpResult<operations['listAiUnEducatedWorkers']>> = /* @__PURE__ */ pager('listAiUnEducatedWorkers', 'GET /bam-service/api/v1/aiResults/unEducated n');

/** 键 `['listAiUnEducatedByTeam', 参数]`：按班组统计未教育人数（GET /bam-service/api/v1/aiResults/unEducatedGroup） */
export const listAiUnEducatedByTeamKey: KeyFnOpt<'listAiUnEducatedByTeam', AiQueryParams['listAiUnEducatedByTeam']> = /* @__PURE__ */ keyer('listAiUnEducatedByTeam');
/** 查询选项（useQuery、fetchQuery）：按班组统计未教育人数（GET /bam-service/api/v1/aiResults/unEducatedGroup） */
export const listAiUnEducatedByTeamQueryOptions: QueryFnOpt<'listAiUnEducatedByTeam', AiQueryParams['listAiUnEducatedByTeam'], OpResult<operations['listAiUnEducatedByTeam']>> = /* @__PURE__ */ reader('listAiUnEducatedByTeam', 'GET /bam-service/api/v1/aiResults/unEducatedGroup');

/** 键 `['listAiUnEducatedByWorkType', 参数]`：按工种统计未教育人数（GET /bam-service/api/v1/aiResults/unEducatedWorkType） */
export const listAiUnEducatedByWorkTypeKey: KeyFnOpt<'listAiUnEducatedByWorkType', AiQueryParams['listAiUnEducatedByWorkType']> = /* @__PURE__ */ keyer('listAiUnEducatedByWorkType');
/** 查询选项（useQuery、fetchQuery）：按工种统计未教育人数（GET /bam-service/api/v1/aiResults/unEducatedWorkType） */
export const listAiUnEducatedByWorkTypeQueryOptions: QueryFnOpt<'listAiUnEducatedByWorkType', AiQueryParams['listAiUnEducatedByWorkType'], OpResult<operations['listAiUnEducatedByWorkType']>> = /* @__PURE__ */ reader('listAiUnEducatedByWorkType', 'GET /bam-service/api/v1/aiResults/unEducatedWorkType');

/** 键 `['listAiUnknownCaptures', 参数]`：陌生人抓拍分页（GET /bam-service/api/v1/aiResults/unknownCaptureList） */
export const listAiUnknownCapturesKey: KeyFnOpt<'listAiUnknownCaptures', AiQueryParams['listAiUnknownCaptures']> = /* @__PURE__ */ keyer('listAiUnknownCaptures');
/** 查询选项（useQuery、fetchQuery）：陌生人抓拍分页（GET /bam-service/api/v1/aiResults/unknownCaptureList） */
export const listAiUnknownCapturesQueryOptions: QueryFnOpt<'listAiUnknownCaptures', AiQueryParams['listAiUnknownCaptures'], OpResult<operations['listAiUnknownCaptures']>> = /* @__PURE__ */ reader('listAiUnknownCaptures', 'GET /bam-service/api/v1/aiResults/unknownCaptureList n');
/** 无限查询选项（useInfiniteQuery，逐页读到 total 为止）：陌生人抓拍分页（GET /bam-service/api/v1/aiResults/unknownCaptureList） */
export const listAiUnknownCapturesInfiniteQueryOptions: InfiniteFnOpt<'listAiUnknownCaptures', AiQueryParams['listAiUnknownCaptures'], OpResult<operations['listAiUnknownCaptures']>> = /* @__PURE__ */ pager('listAiUnknownCaptures', 'GET /bam-service/api/v1/aiResults/unknownCaptureList n');

/** 键 `['listAiUnRealNameCaptures', 参数]`：未实名人员抓拍分页（GET /bam-service/api/v1/aiResults/unRealName） */
export const listAiUnRealNameCapturesKey: KeyFnOpt<'listAiUnRealNameCaptures', AiQueryParams['listAiUnRealNameCaptures']> = /* @__PURE__ */ keyer('listAiUnRealNameCaptures');
/** 查询选项（useQuery、fetchQuery）：未实名人员抓拍分页（GET /bam-service/api/v1/aiResults/unRealName） */
export const listAiUnRealNameCapturesQueryOptions: QueryFnOpt<'listAiUnRealNameCaptures', AiQueryParams['listAiUnRealNameCaptures'], OpResult<operations['listAiUnRealNameCaptures']>> = /* @__PURE__ */ reader('listAiUnRealNameCaptures', 'GET /bam-service/api/v1/aiResults/unRealName n');
/** 无限查询选项（useInfiniteQuery，逐页读到 total 为止）：未实名人员抓拍分页（GET /bam-service/api/v1/aiResults/unRealName） */
export const listAiUnRealNameCapturesInfiniteQueryOptions: InfiniteFnOpt<'listAiUnRealNameCaptures', AiQueryParams['listAiUnRealNameCaptures'], OpResult<operations['listAiUnRealNameCaptures']>> = /* @__PURE__ */ pager('listAiUnRealNameCaptures', 'GET /bam-service/api/v1/aiResults/unRealName n');

/** 键 `['listAiWorkTypes', 参数]`：工种下拉（GET /bam-service/api/v1/aiResults/workTypeDrop） */
export const listAiWorkTypesKey: KeyFnOpt<'listAiWorkTypes', AiQueryParams['listAiWorkTypes']> = /* @__PURE__ */ keyer('listAiWorkTypes');
/** 查询选项（useQuery、fetchQuery）：工种下拉（GET /bam-service/api/v1/aiResults/workTypeDrop） */
export const listAiWorkTypesQueryOptions: QueryFnOpt<'listAiWorkTypes', AiQueryParams['listAiWorkTypes'], OpResult<operations['listAiWorkTypes']>> = /* @__PURE__ */ reader('listAiWorkTypes', 'GET /bam-service/api/v1/aiResults/workTypeDrop');
