/* 由 scripts/spec.mjs 从 spec/ 生成，请勿手改。运行 `pnpm spec` 重新生成。 */
/** 业务域「ai」的 14 个调用，按 operationId：`import { call, pages, ai } from '@site/sdk/areas/ai'`。 */
import type { operations } from './ai.schema';
import { areaCall, areaClient, areaPages, type RowOf } from '../../area';
import type { CallInit, OpResult } from '../../types';
import type { Requester } from '../../core';
import type { PageWalk } from '../../paging';

export * from '../../light';
export type { components as AiComponents, operations as AiOperations } from './ai.schema';

/** operationId → `METHOD /path flags`（b 返回文件，f 表单，m multipart，n/N pageNum 在查询/请求体，p/P page+limit）。 */
const table: Record<string, string> = {
  listAiCaptureTypes: 'GET /bam-service/api/v1/aiResults/captureTypeDrop',
  listAiFaceResults: 'GET /bam-service/api/v1/aiResults/face n',
  submitAiFeedback: 'POST /bam-service/api/v1/aiResults/feedback',
  listAiPhotosByName: 'GET /bam-service/api/v1/aiResults/photoListByName',
  listAiRealTimeCaptures: 'GET /bam-service/api/v1/aiResults/realTime',
  getAiStatistics: 'GET /bam-service/api/v1/aiResults/statistics',
  listAiSubcontracts: 'GET /bam-service/api/v1/aiResults/subcontractDrop',
  listAiTeams: 'GET /bam-service/api/v1/aiResults/teamDrop',
  listAiUnEducatedWorkers: 'GET /bam-service/api/v1/aiResults/unEducated n',
  listAiUnEducatedByTeam: 'GET /bam-service/api/v1/aiResults/unEducatedGroup',
  listAiUnEducatedByWorkType: 'GET /bam-service/api/v1/aiResults/unEducatedWorkType',
  listAiUnknownCaptures: 'GET /bam-service/api/v1/aiResults/unknownCaptureList n',
  listAiUnRealNameCaptures: 'GET /bam-service/api/v1/aiResults/unRealName n',
  listAiWorkTypes: 'GET /bam-service/api/v1/aiResults/workTypeDrop',
};

export type AiOperationId = keyof operations;
/** 每个调用的第二个参数：`params`、`body` 与调用选项。 */
export interface AiInit {
  listAiCaptureTypes: { params?: never; body?: never } & CallInit;
  listAiFaceResults: { params?: operations['listAiFaceResults']['parameters']; body?: never } & CallInit;
  submitAiFeedback: { params?: never; body: NonNullable<operations['submitAiFeedback']['requestBody']>['content']['application/json'] } & CallInit;
  listAiPhotosByName: { params: operations['listAiPhotosByName']['parameters']; body?: never } & CallInit;
  listAiRealTimeCaptures: { params?: operations['listAiRealTimeCaptures']['parameters']; body?: never } & CallInit;
  getAiStatistics: { params?: operations['getAiStatistics']['parameters']; body?: never } & CallInit;
  listAiSubcontracts: { params?: operations['listAiSubcontracts']['parameters']; body?: never } & CallInit;
  listAiTeams: { params?: operations['listAiTeams']['parameters']; body?: never } & CallInit;
  listAiUnEducatedWorkers: { params?: operations['listAiUnEducatedWorkers']['parameters']; body?: never } & CallInit;
  listAiUnEducatedByTeam: { params?: operations['listAiUnEducatedByTeam']['parameters']; body?: never } & CallInit;
  listAiUnEducatedByWorkType: { params?: operations['listAiUnEducatedByWorkType']['parameters']; body?: never } & CallInit;
  listAiUnknownCaptures: { params?: operations['listAiUnknownCaptures']['parameters']; body?: never } & CallInit;
  listAiUnRealNameCaptures: { params?: operations['listAiUnRealNameCaptures']['parameters']; body?: never } & CallInit;
  listAiWorkTypes: { params?: operations['listAiWorkTypes']['parameters']; body?: never } & CallInit;
}
/** 第二个参数可以不给的调用（没有必填的参数或请求体）。 */
export type AiOptionalId = 'listAiCaptureTypes' | 'listAiFaceResults' | 'listAiRealTimeCaptures' | 'getAiStatistics' | 'listAiSubcontracts' | 'listAiTeams' | 'listAiUnEducatedWorkers' | 'listAiUnEducatedByTeam' | 'listAiUnEducatedByWorkType' | 'listAiUnknownCaptures' | 'listAiUnRealNameCaptures' | 'listAiWorkTypes';
/** 每个调用第二个参数的元组：可省略时为 `[init?: …]`。 */
export type AiArgs = { [Id in AiOperationId]: Id extends AiOptionalId ? [init?: AiInit[Id]] : [init: AiInit[Id]] };
/** 分页的调用（pageNum/pageSize 或 page/limit），可用 `pages` 逐行读完。 */
export type AiPagedId = 'listAiFaceResults' | 'listAiUnEducatedWorkers' | 'listAiUnknownCaptures' | 'listAiUnRealNameCaptures';
/** 按 operationId 调用：成功返回信封（或 File），失败抛出 SdkError。 */
export type AiCall = <Id extends AiOperationId>(client: Requester, id: Id, ...init: Id extends AiOptionalId ? [init?: AiInit[Id]] : [init: AiInit[Id]]) => Promise<OpResult<operations[Id]>>;
/** 逐行读完一个分页列表（`for await`；`.limit(n)` 最多 n 行；`.toArray()` 读成数组）。 */
export type AiPages = <Id extends AiPagedId>(client: Requester, id: Id, ...init: Id extends AiOptionalId ? [init?: AiInit[Id]] : [init: AiInit[Id]]) => PageWalk<RowOf<operations[Id]>>;
/** 本业务域的客户端：每个 operationId 一个方法，另有 `pages(id, init)`。 */
export type AiClient = { readonly [Id in AiOperationId]: (...init: Id extends AiOptionalId ? [init?: AiInit[Id]] : [init: AiInit[Id]]) => Promise<OpResult<operations[Id]>> } & {
  pages<Id extends AiPagedId>(id: Id, ...init: Id extends AiOptionalId ? [init?: AiInit[Id]] : [init: AiInit[Id]]): PageWalk<RowOf<operations[Id]>>;
};

/** 按 operationId 调用：`await call(api, 'listAiCaptureTypes', …)`；成功返回信封，失败抛出 SdkError。 */
export const call: AiCall = /* @__PURE__ */ areaCall(table) as unknown as AiCall;
/** 逐行读完一个分页列表：`for await (const row of pages(api, id, init))`。 */
export const pages: AiPages = /* @__PURE__ */ areaPages(table) as unknown as AiPages;
/** 本业务域的客户端：每个 operationId 一个方法，另有 `pages(id, init)`。 */
export const ai = (client: Requester): AiClient => areaClient(table, client) as unknown as AiClient;
