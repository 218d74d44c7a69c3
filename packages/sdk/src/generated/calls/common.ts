/* 由 scripts/spec.mjs 从 spec/ 生成，请勿手改。运行 `pnpm spec` 重新生成。 */
/** 业务域「common」的 4 个调用，每个一个可摇树的函数：`import { createClient, uploadPersonnelImage } from '@site/sdk/calls/common'`，`await uploadPersonnelImage(api, …)`。 */
import type { operations } from '../areas/common.schema';
import type { CommonArgs } from '../areas/common';
import type { OpResult } from '../../types';
import { fileOp, op, uploadOp, type Call, type PagedCall } from '../../calls';

export * from '../../calls';
export type { components as CommonComponents, operations as CommonOperations } from '../areas/common.schema';

/** 上传人员照片（POST /api/personnel/uploadimg） */
export const uploadPersonnelImage: Call<'uploadPersonnelImage', CommonArgs['uploadPersonnelImage'], OpResult<operations['uploadPersonnelImage']>> = /* @__PURE__ */ uploadOp('uploadPersonnelImage', 'POST /api/personnel/uploadimg m');

/** 生成小程序二维码（POST /app/sprogram/qrcode/create） */
export const createMiniProgramQrCode: Call<'createMiniProgramQrCode', CommonArgs['createMiniProgramQrCode'], OpResult<operations['createMiniProgramQrCode']>> = /* @__PURE__ */ op('createMiniProgramQrCode', 'POST /app/sprogram/qrcode/create');

/** 上传文件（表单）（POST /pc/file/upload） */
export const uploadPcFile: Call<'uploadPcFile', CommonArgs['uploadPcFile'], OpResult<operations['uploadPcFile']>> = /* @__PURE__ */ uploadOp('uploadPcFile', 'POST /pc/file/upload m');

/** 上传文件到资源服务（POST /resource/pc/file/upload） */
export const uploadResourceFile: Call<'uploadResourceFile', CommonArgs['uploadResourceFile'], OpResult<operations['uploadResourceFile']>> = /* @__PURE__ */ uploadOp('uploadResourceFile', 'POST /resource/pc/file/upload m');
