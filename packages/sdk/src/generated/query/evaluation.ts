/* 由 scripts/spec.mjs 从 spec/ 生成，请勿手改。运行 `pnpm spec` 重新生成。 */
/** 业务域「evaluation」的 TanStack Query 选项：7 个调用（读 5 个，其中分页 2 个；写 2 个）。`import { … } from '@site/sdk/query/evaluation'`。 */
import type { operations } from '../areas/evaluation.schema';
import type { OpResult } from '../../types';
import { keyer, pager, reader, writer } from '../../query-kit';
import type { KeyFn, KeyFnOpt, InfiniteFn, InfiniteFnOpt, MutationFn, QueryFn, QueryFnOpt } from '../../query-kit';

export * from '../../query-kit';

/** 每个调用的查询参数（键的第二项，也是调用的 `params` 与 `body`）。 */
export interface EvaluationQueryParams {
  listWorkerAppraises: { params: operations['listWorkerAppraises']['parameters']; body?: never };
  addEvaluation: { params?: never; body: NonNullable<operations['addEvaluation']['requestBody']>['content']['application/json'] };
  getEvaluationScoreRank: { params?: operations['getEvaluationScoreRank']['parameters']; body?: never };
  getEvaluationViolationRank: { params?: operations['getEvaluationViolationRank']['parameters']; body?: never };
  listEvaluationWorkerLabels: { params?: operations['listEvaluationWorkerLabels']['parameters']; body?: never };
  listEvaluationWorkers: { params?: operations['listEvaluationWorkers']['parameters']; body?: never };
  deleteAppraise: { params?: never; body: NonNullable<operations['deleteAppraise']['requestBody']>['content']['application/x-www-form-urlencoded'] };
}

/** 键 `['listWorkerAppraises', 参数]`：工人评价记录分页（GET /pc/appraise/worker/list） */
export const listWorkerAppraisesKey: KeyFn<'listWorkerAppraises', EvaluationQueryParams['listWorkerAppraises']> = /* @__PURE__ */ keyer('listWorkerAppraises');
/** 查询选项（useQuery、fetchQuery）：工人评价记录分页（GET /pc/appraise/worker/list） */
export const listWorkerAppraisesQueryOptions: QueryFn<'listWorkerAppraises', EvaluationQueryParams['listWorkerAppraises'], OpResult<operations['listWorkerAppraises']>> = /* @__PURE__ */ reader('listWorkerAppraises', 'GET /pc/appraise/worker/list n');
/** 无限查询选项（useInfiniteQuery，逐页读到 total 为止）：工人评价记录分页（GET /pc/appraise/worker/list） */
export const listWorkerAppraisesInfiniteQueryOptions: InfiniteFn<'listWorkerAppraises', EvaluationQueryParams['listWorkerAppraises'], OpResult<operations['listWorkerAppraises']>> = /* @__PURE__ */ pager('listWorkerAppraises', 'GET /pc/appraise/worker/list n');

/** 键 `['addEvaluation', 参数]`：新增安全评价（POST /pc/evaluation/add） */
export const addEvaluationKey: KeyFn<'addEvaluation', EvaluationQueryParams['addEvaluation']> = /* @__PURE__ */ keyer('addEvaluation');
/** 变更选项（useMutation，`mutate(参数)`）：新增安全评价（POST /pc/evaluation/add） */
export const addEvaluationMutationOptions: MutationFn<'addEvaluation', EvaluationQueryParams['addEvaluation'], OpResult<operations['addEvaluation']>> = /* @__PURE__ */ writer('addEvaluation', 'POST /pc/evaluation/add');

/** 键 `['getEvaluationScoreRank', 参数]`：安全评价总分排行（GET /pc/evaluation/totalScoreRank） */
export const getEvaluationScoreRankKey: KeyFnOpt<'getEvaluationScoreRank', EvaluationQueryParams['getEvaluationScoreRank']> = /* @__PURE__ */ keyer('getEvaluationScoreRank');
/** 查询选项（useQuery、fetchQuery）：安全评价总分排行（GET /pc/evaluation/totalScoreRank） */
export const getEvaluationScoreRankQueryOptions: QueryFnOpt<'getEvaluationScoreRank', EvaluationQueryParams['getEvaluationScoreRank'], OpResult<operations['getEvaluationScoreRank']>> = /* @__PURE__ */ reader('getEvaluationScoreRank', 'GET /pc/evaluation/totalScoreRank');

/** 键 `['getEvaluationViolationRank', 参数]`：违章次数排行（GET /pc/evaluation/violationRankList） */
export const getEvaluationViolationRankKey: KeyFnOpt<'getEvaluationViolationRank', EvaluationQueryParams['getEvaluationViolationRank']> = /* @__PURE__ */ keyer('getEvaluationViolationRank');
/** 查询选项（useQuery、fetchQuery）：违章次数排行（GET /pc/evaluation/violationRankList） */
export const getEvaluationViolationRankQueryOptions: QueryFnOpt<'getEvaluationViolationRank', EvaluationQueryParams['getEvaluationViolationRank'], OpResult<operations['getEvaluationViolationRank']>> = /* @__PURE__ */ reader('getEvaluationViolationRank', 'GET /pc/evaluation/violationRankList');

/** 键 `['listEvaluationWorkerLabels', 参数]`：工人标签（GET /pc/evaluation/worker/label） */
export const listEvaluationWorkerLabelsKey: KeyFnOpt<'listEvaluationWorkerLabels', EvaluationQueryParams['listEvaluationWorkerLabels']> = /* @__PURE__ */ keyer('listEvaluationWorkerLabels');
/** 查询选项（useQuery、fetchQuery）：工人标签（GET /pc/evaluation/worker/label） */
export const listEvaluationWorkerLabelsQueryOptions: QueryFnOpt<'listEvaluationWorkerLabels', EvaluationQueryParams['listEvaluationWorkerLabels'], OpResult<operations['listEvaluationWorkerLabels']>> = /* @__PURE__ */ reader('listEvaluationWorkerLabels', 'GET /pc/evaluation/worker/label');

/** 键 `['listEvaluationWorkers', 参数]`：工人安全评价分页（GET /pc/evaluation/worker/list） */
export const listEvaluationWorkersKey: KeyFnOpt<'listEvaluationWorkers', EvaluationQueryParams['listEvaluationWorkers']> = /* @__PURE__ */ keyer('listEvaluationWorkers');
/** 查询选项（useQuery、fetchQuery）：工人安全评价分页（GET /pc/evaluation/worker/list） */
export const listEvaluationWorkersQueryOptions: QueryFnOpt<'listEvaluationWorkers', EvaluationQueryParams['listEvaluationWorkers'], OpResult<operations['listEvaluationWorkers']>> = /* @__PURE__ */ reader('listEvaluationWorkers', 'GET /pc/evaluation/worker/list n');
/** 无限查询选项（useInfiniteQuery，逐页读到 total 为止）：工人安全评价分页（GET /pc/evaluation/worker/list） */
export const listEvaluationWorkersInfiniteQueryOptions: InfiniteFnOpt<'listEvaluationWorkers', EvaluationQueryParams['listEvaluationWorkers'], OpResult<operations['listEvaluationWorkers']>> = /* @__PURE__ */ pager('listEvaluationWorkers', 'GET /pc/evaluation/worker/list n');

/** 键 `['deleteAppraise', 参数]`：删除评价记录（POST /starSafety/appraise/delete） */
export const deleteAppraiseKey: KeyFn<'deleteAppraise', EvaluationQueryParams['deleteAppraise']> = /* @__PURE__ */ keyer('deleteAppraise');
/** 变更选项（useMutation，`mutate(参数)`）：删除评价记录（POST /starSafety/appraise/delete） */
export const deleteAppraiseMutationOptions: MutationFn<'deleteAppraise', EvaluationQueryParams['deleteAppraise'], OpResult<operations['deleteAppraise']>> = /* @__PURE__ */ writer('deleteAppraise', 'POST /starSafety/appraise/delete f');
