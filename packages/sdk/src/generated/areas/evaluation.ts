/* 由 scripts/spec.mjs 从 spec/ 生成，请勿手改。运行 `pnpm spec` 重新生成。 */
/** 业务域「evaluation」的 7 个调用，按 operationId：`import { call, pages, evaluation } from '@site/sdk/areas/evaluation'`。 */
import type { operations } from './evaluation.schema';
import { areaCall, areaClient, areaPages, type AreaCall, type AreaClient, type AreaPages } from '../../area';
import type { CallInit } from '../../types';
import type { Requester } from '../../core';

export * from '../../light';
export type { components as EvaluationComponents, operations as EvaluationOperations } from './evaluation.schema';

/** operationId → `METHOD /path flags`（b 返回文件，f 表单，m multipart，n/N pageNum 在查询/请求体，p/P page+limit）。 */
const table: Record<string, string> = {
  listWorkerAppraises: 'GET /pc/appraise/worker/list n',
  addEvaluation: 'POST /pc/evaluation/add',
  getEvaluationScoreRank: 'GET /pc/evaluation/totalScoreRank',
  getEvaluationViolationRank: 'GET /pc/evaluation/violationRankList',
  listEvaluationWorkerLabels: 'GET /pc/evaluation/worker/label',
  listEvaluationWorkers: 'GET /pc/evaluation/worker/list n',
  deleteAppraise: 'POST /starSafety/appraise/delete f',
};

export type EvaluationOperationId = keyof operations;
/** 每个调用的第二个参数（`params`、`body` 与调用选项）；有必填项时必须给。 */
export interface EvaluationArgs {
  listWorkerAppraises: [init: { params: operations['listWorkerAppraises']['parameters']; body?: never } & CallInit];
  addEvaluation: [init: { params?: never; body: NonNullable<operations['addEvaluation']['requestBody']>['content']['application/json'] } & CallInit];
  getEvaluationScoreRank: [init?: { params?: operations['getEvaluationScoreRank']['parameters']; body?: never } & CallInit];
  getEvaluationViolationRank: [init?: { params?: operations['getEvaluationViolationRank']['parameters']; body?: never } & CallInit];
  listEvaluationWorkerLabels: [init?: { params?: operations['listEvaluationWorkerLabels']['parameters']; body?: never } & CallInit];
  listEvaluationWorkers: [init?: { params?: operations['listEvaluationWorkers']['parameters']; body?: never } & CallInit];
  deleteAppraise: [init: { params?: never; body: NonNullable<operations['deleteAppraise']['requestBody']>['content']['application/x-www-form-urlencoded'] } & CallInit];
}
/** 分页的调用（pageNum/pageSize 或 page/limit），可用 `pages` 逐行读完。 */
export type EvaluationPagedId = 'listWorkerAppraises' | 'listEvaluationWorkers';

/** 按 operationId 调用：`await call(api, 'listWorkerAppraises', …)`；成功返回信封，失败抛出 SdkError。 */
export const call: AreaCall<operations, EvaluationArgs> = /* @__PURE__ */ areaCall<operations, EvaluationArgs>(table);
/** 逐行读完一个分页列表：`for await (const row of pages(api, id, init))`。 */
export const pages: AreaPages<operations, EvaluationArgs, EvaluationPagedId> = /* @__PURE__ */ areaPages<operations, EvaluationArgs, EvaluationPagedId>(
  table,
);
/** 本业务域的客户端：每个 operationId 一个方法，另有 `pages(id, init)`。 */
export const evaluation = (client: Requester): AreaClient<operations, EvaluationArgs, EvaluationPagedId> =>
  areaClient<operations, EvaluationArgs, EvaluationPagedId>(table, client);
