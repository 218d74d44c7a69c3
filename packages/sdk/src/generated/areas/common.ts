/* 由 scripts/spec.mjs 从 spec/ 生成，请勿手改。运行 `pnpm spec` 重新生成。 */
/** 业务域「common」的 4 个调用，按 operationId：`import { call, pages, common } from '@site/sdk/areas/common'`。 */
import type { operations } from './common.schema';
import { areaCall, areaClient, areaPages, type RowOf } from '../../area';
import type { CallInit, OpResult } from '../../types';
import type { Requester } from '../../core';
import type { PageWalk } from '../../paging';

export * from '../../light';
export type { components as CommonComponents, operations as CommonOperations } from './common.schema';

/** operationId → `METHOD /path flags`（b 返回文件，f 表单，m multipart，n/N pageNum 在查询/请求体，p/P page+limit）。 */
const table: Record<string, string> = {
  uploadPersonnelImage: 'POST /api/personnel/uploadimg m',
  createMiniProgramQrCode: 'POST /app/sprogram/qrcode/create',
  uploadPcFile: 'POST /pc/file/upload m',
  uploadResourceFile: 'POST /resource/pc/file/upload m',
};

export type CommonOperationId = keyof operations;
/** 每个调用的第二个参数：`params`、`body` 与调用选项。 */
export interface CommonInit {
  uploadPersonnelImage: { params?: never; body: NonNullable<operations['uploadPersonnelImage']['requestBody']>['content']['multipart/form-data'] } & CallInit;
  createMiniProgramQrCode: { params?: never; body: NonNullable<operations['createMiniProgramQrCode']['requestBody']>['content']['application/json'] } & CallInit;
  uploadPcFile: { params?: never; body: NonNullable<operations['uploadPcFile']['requestBody']>['content']['multipart/form-data'] } & CallInit;
  uploadResourceFile: { params?: never; body: NonNullable<operations['uploadResourceFile']['requestBody']>['content']['multipart/form-data'] } & CallInit;
}
/** 第二个参数可以不给的调用（没有必填的参数或请求体）。 */
export type CommonOptionalId = never;
/** 每个调用第二个参数的元组：可省略时为 `[init?: …]`。 */
export type CommonArgs = { [Id in CommonOperationId]: Id extends CommonOptionalId ? [init?: CommonInit[Id]] : [init: CommonInit[Id]] };
/** 分页的调用（pageNum/pageSize 或 page/limit），可用 `pages` 逐行读完。 */
export type CommonPagedId = never;
/** 按 operationId 调用：成功返回信封（或 File），失败抛出 SdkError。 */
export type CommonCall = <Id extends CommonOperationId>(client: Requester, id: Id, ...init: Id extends CommonOptionalId ? [init?: CommonInit[Id]] : [init: CommonInit[Id]]) => Promise<OpResult<operations[Id]>>;
/** 逐行读完一个分页列表（`for await`；`.limit(n)` 最多 n 行；`.toArray()` 读成数组）。 */
export type CommonPages = <Id extends CommonPagedId>(client: Requester, id: Id, ...init: Id extends CommonOptionalId ? [init?: CommonInit[Id]] : [init: CommonInit[Id]]) => PageWalk<RowOf<operations[Id]>>;
/** 本业务域的客户端：每个 operationId 一个方法，另有 `pages(id, init)`。 */
export type CommonClient = { readonly [Id in CommonOperationId]: (...init: Id extends CommonOptionalId ? [init?: CommonInit[Id]] : [init: CommonInit[Id]]) => Promise<OpResult<operations[Id]>> } & {
  pages<Id extends CommonPagedId>(id: Id, ...init: Id extends CommonOptionalId ? [init?: CommonInit[Id]] : [init: CommonInit[Id]]): PageWalk<RowOf<operations[Id]>>;
};

/** 按 operationId 调用：`await call(api, 'uploadPersonnelImage', …)`；成功返回信封，失败抛出 SdkError。 */
export const call: CommonCall = /* @__PURE__ */ areaCall(table) as unknown as CommonCall;
/** 逐行读完一个分页列表：`for await (const row of pages(api, id, init))`。 */
export const pages: CommonPages = /* @__PURE__ */ areaPages(table) as unknown as CommonPages;
/** 本业务域的客户端：每个 operationId 一个方法，另有 `pages(id, init)`。 */
export const common = (client: Requester): CommonClient => areaClient(table, client) as unknown as CommonClient;
