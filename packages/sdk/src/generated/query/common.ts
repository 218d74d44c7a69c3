/* 由 scripts/spec.mjs 从 spec/ 生成，请勿手改。运行 `pnpm spec` 重新生成。 */
/** 业务域「common」的 TanStack Query 选项：4 个调用（读 0 个，其中分页 0 个；写 4 个）。`import { … } from '@site/sdk/query/common'`。 */
import type { operations } from '../areas/common.schema';
import type { OpResult } from '../../types';
import { keyer, pager, reader, writer } from '../../query-kit';
import type { KeyFn, KeyFnOpt, InfiniteFn, InfiniteFnOpt, MutationFn, QueryFn, QueryFnOpt } from '../../query-kit';

export * from '../../query-kit';

/** 每个调用的查询参数（键的第二项，也是调用的 `params` 与 `body`）。 */
export interface CommonQueryParams {
  uploadPersonnelImage: { params?: never; body: NonNullable<operations['uploadPersonnelImage']['requestBody']>['content']['multipart/form-data'] };
  createMiniProgramQrCode: { params?: never; body: NonNullable<operations['createMiniProgramQrCode']['requestBody']>['content']['application/json'] };
  uploadPcFile: { params?: never; body: NonNullable<operations['uploadPcFile']['requestBody']>['content']['multipart/form-data'] };
  uploadResourceFile: { params?: never; body: NonNullable<operations['uploadResourceFile']['requestBody']>['content']['multipart/form-data'] };
}

/** 键 `['uploadPersonnelImage', 参数]`：上传人员照片（POST /api/personnel/uploadimg） */
export const uploadPersonnelImageKey: KeyFn<'uploadPersonnelImage', CommonQueryParams['uploadPersonnelImage']> = /* @__PURE__ */ keyer('uploadPersonnelImage');
/** 变更选项（useMutation，`mutate(参数)`）：上传人员照片（POST /api/personnel/uploadimg） */
export const uploadPersonnelImageMutationOptions: MutationFn<'uploadPersonnelImage', CommonQueryParams['uploadPersonnelImage'], OpResult<operations['uploadPersonnelImage']>> = /* @__PURE__ */ writer('uploadPersonnelImage', 'POST /api/personnel/uploadimg m');

/** 键 `['createMiniProgramQrCode', 参数]`：生成小程序二维码（POST /app/sprogram/qrcode/create） */
export const createMiniProgramQrCodeKey: KeyFn<'createMiniProgramQrCode', CommonQueryParams['createMiniProgramQrCode']> = /* @__PURE__ */ keyer('createMiniProgramQrCode');
/** 变更选项（useMutation，`mutate(参数)`）：生成小程序二维码（POST /app/sprogram/qrcode/create） */
export const createMiniProgramQrCodeMutationOptions: MutationFn<'createMiniProgramQrCode', CommonQueryParams['createMiniProgramQrCode'], OpResult<operations['createMiniProgramQrCode']>> = /* @__PURE__ */ writer('createMiniProgramQrCode', 'POST /app/sprogram/qrcode/create');

/** 键 `['uploadPcFile', 参数]`：上传文件（表单）（POST /pc/file/upload） */
export const uploadPcFileKey: KeyFn<'uploadPcFile', CommonQueryParams['uploadPcFile']> = /* @__PURE__ */ keyer('uploadPcFile');
/** 变更选项（useMutation，`mutate(参数)`）：上传文件（表单）（POST /pc/file/upload） */
export const uploadPcFileMutationOptions: MutationFn<'uploadPcFile', CommonQueryParams['uploadPcFile'], OpResult<operations['uploadPcFile']>> = /* @__PURE__ */ writer('uploadPcFile', 'POST /pc/file/upload m');

/** 键 `['uploadResourceFile', 参数]`：上传文件到资源服务（POST /resource/pc/file/upload） */
export const uploadResourceFileKey: KeyFn<'uploadResourceFile', CommonQueryParams['uploadResourceFile']> = /* @__PURE__ */ keyer('uploadResourceFile');
/** 变更选项（useMutation，`mutate(参数)`）：上传文件到资源服务（POST /resource/pc/file/upload） */
export const uploadResourceFileMutationOptions: MutationFn<'uploadResourceFile', CommonQueryParams['uploadResourceFile'], OpResult<operations['uploadResourceFile']>> = /* @__PURE__ */ writer('uploadResourceFile', 'POST /resource/pc/file/upload m');
