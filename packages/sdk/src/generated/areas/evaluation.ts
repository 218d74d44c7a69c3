/* 由 scripts/spec.mjs 从 spec/ 生成，请勿手改。运行 `pnpm spec` 重新生成。 */
/** 业务域「evaluation」的 7 个调用，按 operationId：`import { call, pages, evaluation } from '@site/sdk/areas/evaluation'`。 */
import type { operations } from './evaluation.schema';
import { areaCall, areaClient, areaPages, type RowOf } from '../../area';
import type { CallInit, OpResult } from '../../types';
import type { Requester } from '../../core';
import type { PageWalk } from '../../paging';

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
/** 每个调用的第二个参数：`params`、`body` 与调用选项。 */
export interface EvaluationInit {
  listWorkerAppraises: { params: operations['listWorkerAppraises']['parameters']; body?: never } & CallInit;
  addEvaluation: { params?: never; body: NonNullable<operations['addEvaluation']['requestBody']>['content']['application/json'] } & CallInit;
  getEvaluationScoreRank: { params?: operations['getEvaluationScoreRank']['parameters']; body?: never } & CallInit;
  getEvaluationViolationRank: { params?: operations['getEvaluationViolationRank']['parameters']; body?: never } & CallInit;
  listEvaluationWorkerLabels: { params?: operations['listEvaluationWorkerLabels']['parameters']; body?: never } & CallInit;
  listEvaluationWorkers: { params?: operations['listEvaluationWorkers']['parameters']; body?: never } & CallInit;
  deleteAppraise: { params?: never; body: NonNullable<operations['deleteAppraise']['requestBody']>['content']['application/x-www-form-urlencoded'] } & CallInit;
}
/** 第二个参数可以不给的调用（没有必填的参数或请求体）。 */
export type EvaluationOptionalId = 'getEvaluationScoreRank' | 'getEvaluationViolationRank' | 'listEvaluationWorkerLabels' | 'listEvaluationWorkers';
/** 每个调用第二个参数的元组：可省略时为 `[init?: …]`。 */
export type EvaluationArgs = { [Id in EvaluationOperationId]: Id extends EvaluationOptionalId ? [init?: EvaluationInit[Id]] : [init: EvaluationInit[Id]] };
/** 分页的调用（pageNum/pageSize 或 page/limit），可用 `pages` 逐行读完。 */
export type EvaluationPagedId = 'listWorkerAppraises' | 'listEvaluationWorkers';
/** 按 operationId 调用：成功返回信封（或 File），失败抛出 SdkError。 */
export type EvaluationCall = <Id extends EvaluationOperationId>(client: Requester, id: Id, ...init: Id extends EvaluationOptionalId ? [init?: EvaluationInit[Id]] : [init: EvaluationInit[Id]]) => Promise<OpResult<operations[Id]>>;
/** 逐行读完一个分页列表（`for await`；`.limit(n)` 最多 n 行；`.toArray()` 读成数组）。 */
export type EvaluationPages = <Id extends EvaluationPagedId>(client: Requester, id: Id, ...init: Id extends EvaluationOptionalId ? [init?: EvaluationInit[Id]] : [init: EvaluationInit[Id]]) => PageWalk<RowOf<operations[Id]>>;
/** 本业务域的客户端：每个 operationId 一个方法，另有 `pages(id, init)`。 */
export type EvaluationClient = { readonly [Id in EvaluationOperationId]: (...init: Id extends EvaluationOptionalId ? [init?: EvaluationInit[Id]] : [init: EvaluationInit[Id]]) => Promise<OpResult<operations[Id]>> } & {
  pages<Id extends EvaluationPagedId>(id: Id, ...init: Id extends EvaluationOptionalId ? [init?: EvaluationInit[Id]] : [init: EvaluationInit[Id]]): PageWalk<RowOf<operations[Id]>>;
};

/** 按 operationId 调用：`await call(api, 'listWorkerAppraises', …)`；成功返回信封，失败抛出 SdkError。 */
export const call: EvaluationCall = /* @__PURE__ */ areaCall(table) as unknown as EvaluationCall;
/** 逐行读完一个分页列表：`for await (const row of pages(api, id, init))`。 */
export const pages: EvaluationPages = /* @__PURE__ */ areaPages(table) as unknown as EvaluationPages;
/** 本业务域的客户端：每个 operationId 一个方法，另有 `pages(id, init)`。 */
export const evaluation = (client: Requester): EvaluationClient => areaClient(table, client) as unknown as EvaluationClient;
