/* 由 scripts/spec.mjs 从 spec/ 生成，请勿手改。运行 `pnpm spec` 重新生成。 */
/** 业务域「evaluation」的 7 个调用，每个一个可摇树的函数：`import { createClient, listWorkerAppraises } from '@site/sdk/calls/evaluation'`，`await listWorkerAppraises(api, …)`。 */
import type { operations } from '../areas/evaluation.schema';
import type { EvaluationArgs } from '../areas/evaluation';
import type { OpResult } from '../../types';
import { fileOp, op, uploadOp, type Call, type PagedCall } from '../../calls';

export * from '../../calls';
export type { components as EvaluationComponents, operations as EvaluationOperations } from '../areas/evaluation.schema';

/** 工人评价记录分页（GET /pc/appraise/worker/list）；分页：`pagesOf(api, listWorkerAppraises, …)` */
export const listWorkerAppraises: PagedCall<'listWorkerAppraises', EvaluationArgs['listWorkerAppraises'], OpResult<operations['listWorkerAppraises']>> = /* @__PURE__ */ op('listWorkerAppraises', 'GET /pc/appraise/worker/list n');

/** 新增安全评价（POST /pc/evaluation/add） */
export const addEvaluation: Call<'addEvaluation', EvaluationArgs['addEvaluation'], OpResult<operations['addEvaluation']>> = /* @__PURE__ */ op('addEvaluation', 'POST /pc/evaluation/add');

/** 安全评价总分排行（GET /pc/evaluation/totalScoreRank） */
export const getEvaluationScoreRank: Call<'getEvaluationScoreRank', EvaluationArgs['getEvaluationScoreRank'], OpResult<operations['getEvaluationScoreRank']>> = /* @__PURE__ */ op('getEvaluationScoreRank', 'GET /pc/evaluation/totalScoreRank');

/** 违章次数排行（GET /pc/evaluation/violationRankList） */
export const getEvaluationViolationRank: Call<'getEvaluationViolationRank', EvaluationArgs['getEvaluationViolationRank'], OpResult<operations['getEvaluationViolationRank']>> = /* @__PURE__ */ op('getEvaluationViolationRank', 'GET /pc/evaluation/violationRankList');

/** 工人标签（GET /pc/evaluation/worker/label） */
export const listEvaluationWorkerLabels: Call<'listEvaluationWorkerLabels', EvaluationArgs['listEvaluationWorkerLabels'], OpResult<operations['listEvaluationWorkerLabels']>> = /* @__PURE__ */ op('listEvaluationWorkerLabels', 'GET /pc/evaluation/worker/label');

/** 工人安全评价分页（GET /pc/evaluation/worker/list）；分页：`pagesOf(api, listEvaluationWorkers, …)` */
export const listEvaluationWorkers: PagedCall<'listEvaluationWorkers', EvaluationArgs['listEvaluationWorkers'], OpResult<operations['listEvaluationWorkers']>> = /* @__PURE__ */ op('listEvaluationWorkers', 'GET /pc/evaluation/worker/list n');

/** 删除评价记录（POST /starSafety/appraise/delete） */
export const deleteAppraise: Call<'deleteAppraise', EvaluationArgs['deleteAppraise'], OpResult<operations['deleteAppraise']>> = /* @__PURE__ */ op('deleteAppraise', 'POST /starSafety/appraise/delete f');
