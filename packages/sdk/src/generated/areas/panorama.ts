/* 由 scripts/spec.mjs 从 spec/ 生成，请勿手改。运行 `pnpm spec` 重新生成。 */
/** 业务域「panorama」的 3 个调用，按 operationId：`import { call, pages, panorama } from '@site/sdk/areas/panorama'`。 */
import type { operations } from './panorama.schema';
import { areaCall, areaClient, areaPages, type AreaCall, type AreaClient, type AreaPages } from '../../area';
import type { CallInit } from '../../types';
import type { Requester } from '../../core';

export * from '../../light';
export type { components as PanoramaComponents, operations as PanoramaOperations } from './panorama.schema';

/** operationId → `METHOD /path flags`（b 返回文件，f 表单，m multipart，n/N pageNum 在查询/请求体，p/P page+limit）。 */
const table: Record<string, string> = {
  listPanoramaPoints: 'POST /pc/panorama/point/list',
  getPanoramaShare: 'GET /pc/panorama/share/{code}',
  createPanoramaShare: 'POST /pc/panorama/share/create',
};

export type PanoramaOperationId = keyof operations;
/** 每个调用的第二个参数（`params`、`body` 与调用选项）；有必填项时必须给。 */
export interface PanoramaArgs {
  listPanoramaPoints: [init: { params?: never; body: NonNullable<operations['listPanoramaPoints']['requestBody']>['content']['application/json'] } & CallInit];
  getPanoramaShare: [init: { params: operations['getPanoramaShare']['parameters']; body?: never } & CallInit];
  createPanoramaShare: [init: { params?: never; body: NonNullable<operations['createPanoramaShare']['requestBody']>['content']['application/json'] } & CallInit];
}
/** 分页的调用（pageNum/pageSize 或 page/limit），可用 `pages` 逐行读完。 */
export type PanoramaPagedId = never;

/** 按 operationId 调用：`await call(api, 'listPanoramaPoints', …)`；成功返回信封，失败抛出 SdkError。 */
export const call: AreaCall<operations, PanoramaArgs> = /* @__PURE__ */ areaCall<operations, PanoramaArgs>(table);
/** 逐行读完一个分页列表：`for await (const row of pages(api, id, init))`。 */
export const pages: AreaPages<operations, PanoramaArgs, PanoramaPagedId> = /* @__PURE__ */ areaPages<operations, PanoramaArgs, PanoramaPagedId>(
  table,
);
/** 本业务域的客户端：每个 operationId 一个方法，另有 `pages(id, init)`。 */
export const panorama = (client: Requester): AreaClient<operations, PanoramaArgs, PanoramaPagedId> =>
  areaClient<operations, PanoramaArgs, PanoramaPagedId>(table, client);
