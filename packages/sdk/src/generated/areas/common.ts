/* 由 scripts/spec.mjs 从 spec/ 生成，请勿手改。运行 `pnpm spec` 重新生成。 */
/** 业务域「common」的 4 个调用，按 operationId：`import { call, pages, common } from '@site/sdk/areas/common'`。 */
import type { operations } from './common.schema';
import { areaCall, areaClient, areaPages, type AreaCall, type AreaClient, type AreaPages } from '../../area';
import type { CallInit } from '../../types';
import type { Requester } from '../../core';

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
/** 每个调用的第二个参数（`params`、`body` 与调用选项）；有必填项时必须给。 */
export interface CommonArgs {
  uploadPersonnelImage: [init: { params?: never; body: NonNullable<operations['uploadPersonnelImage']['requestBody']>['content']['multipart/form-data'] } & CallInit];
  createMiniProgramQrCode: [init: { params?: never; body: NonNullable<operations['createMiniProgramQrCode']['requestBody']>['content']['application/json'] } & CallInit];
  uploadPcFile: [init: { params?: never; body: NonNullable<operations['uploadPcFile']['requestBody']>['content']['multipart/form-data'] } & CallInit];
  uploadResourceFile: [init: { params?: never; body: NonNullable<operations['uploadResourceFile']['requestBody']>['content']['multipart/form-data'] } & CallInit];
}
/** 分页的调用（pageNum/pageSize 或 page/limit），可用 `pages` 逐行读完。 */
export type CommonPagedId = never;

/** 按 operationId 调用：`await call(api, 'uploadPersonnelImage', …)`；成功返回信封，失败抛出 SdkError。 */
export const call: AreaCall<operations, CommonArgs> = /* @__PURE__ */ areaCall<operations, CommonArgs>(table);
/** 逐行读完一个分页列表：`for await (const row of pages(api, id, init))`。 */
export const pages: AreaPages<operations, CommonArgs, CommonPagedId> = /* @__PURE__ */ areaPages<operations, CommonArgs, CommonPagedId>(
  table,
);
/** 本业务域的客户端：每个 operationId 一个方法，另有 `pages(id, init)`。 */
export const common = (client: Requester): AreaClient<operations, CommonArgs, CommonPagedId> =>
  areaClient<operations, CommonArgs, CommonPagedId>(table, client);
