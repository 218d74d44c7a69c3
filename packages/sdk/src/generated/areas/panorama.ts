/* 由 scripts/spec.mjs 从 spec/ 生成，请勿手改。运行 `pnpm spec` 重新生成。 */
/** 业务域「panorama」的 3 个调用，按 operationId：`import { call, pages, panorama } from '@site/sdk/areas/panorama'`。 */
import type { operations } from './panorama.schema';
import { areaCall, areaClient, areaPages, type RowOf } from '../../area';
import type { CallInit, OpResult } from '../../types';
import type { Requester } from '../../core';
import type { PageWalk } from '../../paging';

export * from '../../light';
export type { components as PanoramaComponents, operations as PanoramaOperations } from './panorama.schema';

/** operationId → `METHOD /path flags`（b 返回文件，f 表单，m multipart，n/N pageNum 在查询/请求体，p/P page+limit）。 */
const table: Record<string, string> = {
  listPanoramaPoints: 'POST /pc/panorama/point/list',
  getPanoramaShare: 'GET /pc/panorama/share/{code}',
  createPanoramaShare: 'POST /pc/panorama/share/create',
};

export type PanoramaOperationId = keyof operations;
/** 每个调用的第二个参数：`params`、`body` 与调用选项。 */
export interface PanoramaInit {
  listPanoramaPoints: { params?: never; body: NonNullable<operations['listPanoramaPoints']['requestBody']>['content']['application/json'] } & CallInit;
  getPanoramaShare: { params: operations['getPanoramaShare']['parameters']; body?: never } & CallInit;
  createPanoramaShare: { params?: never; body: NonNullable<operations['createPanoramaShare']['requestBody']>['content']['application/json'] } & CallInit;
}
/** 第二个参数可以不给的调用（没有必填的参数或请求体）。 */
export type PanoramaOptionalId = never;
/** 每个调用第二个参数的元组：可省略时为 `[init?: …]`。 */
export type PanoramaArgs = { [Id in PanoramaOperationId]: Id extends PanoramaOptionalId ? [init?: PanoramaInit[Id]] : [init: PanoramaInit[Id]] };
/** 分页的调用（pageNum/pageSize 或 page/limit），可用 `pages` 逐行读完。 */
export type PanoramaPagedId = never;
/** 按 operationId 调用：成功返回信封（或 File），失败抛出 SdkError。 */
export type PanoramaCall = <Id extends PanoramaOperationId>(client: Requester, id: Id, ...init: Id extends PanoramaOptionalId ? [init?: PanoramaInit[Id]] : [init: PanoramaInit[Id]]) => Promise<OpResult<operations[Id]>>;
/** 逐行读完一个分页列表（`for await`；`.limit(n)` 最多 n 行；`.toArray()` 读成数组）。 */
export type PanoramaPages = <Id extends PanoramaPagedId>(client: Requester, id: Id, ...init: Id extends PanoramaOptionalId ? [init?: PanoramaInit[Id]] : [init: PanoramaInit[Id]]) => PageWalk<RowOf<operations[Id]>>;
/** 本业务域的客户端：每个 operationId 一个方法，另有 `pages(id, init)`。 */
export type PanoramaClient = { readonly [Id in PanoramaOperationId]: (...init: Id extends PanoramaOptionalId ? [init?: PanoramaInit[Id]] : [init: PanoramaInit[Id]]) => Promise<OpResult<operations[Id]>> } & {
  pages<Id extends PanoramaPagedId>(id: Id, ...init: Id extends PanoramaOptionalId ? [init?: PanoramaInit[Id]] : [init: PanoramaInit[Id]]): PageWalk<RowOf<operations[Id]>>;
};

/** 按 operationId 调用：`await call(api, 'listPanoramaPoints', …)`；成功返回信封，失败抛出 SdkError。 */
export const call: PanoramaCall = /* @__PURE__ */ areaCall(table) as unknown as PanoramaCall;
/** 逐行读完一个分页列表：`for await (const row of pages(api, id, init))`。 */
export const pages: PanoramaPages = /* @__PURE__ */ areaPages(table) as unknown as PanoramaPages;
/** 本业务域的客户端：每个 operationId 一个方法，另有 `pages(id, init)`。 */
export const panorama = (client: Requester): PanoramaClient => areaClient(table, client) as unknown as PanoramaClient;
