/* 由 scripts/spec.mjs 从 spec/ 生成，请勿手改。运行 `pnpm spec` 重新生成。 */
/** 业务域「panorama」的 3 个调用，每个一个可摇树的函数：`import { createClient, listPanoramaPoints } from '@site/sdk/calls/panorama'`，`await listPanoramaPoints(api, …)`。 */
import type { operations } from '../areas/panorama.schema';
import type { PanoramaArgs } from '../areas/panorama';
import type { OpResult } from '../../types';
import { fileOp, op, uploadOp, type Call, type PagedCall } from '../../calls';

export * from '../../calls';
export type { components as PanoramaComponents, operations as PanoramaOperations } from '../areas/panorama.schema';

/** 全景点位及拍摄记录（POST /pc/panorama/point/list） */
export const listPanoramaPoints: Call<'listPanoramaPoints', PanoramaArgs['listPanoramaPoints'], OpResult<operations['listPanoramaPoints']>> = /* @__PURE__ */ op('listPanoramaPoints', 'POST /pc/panorama/point/list');

/** 查看分享的全景（免登录）（GET /pc/panorama/share/{code}） */
export const getPanoramaShare: Call<'getPanoramaShare', PanoramaArgs['getPanoramaShare'], OpResult<operations['getPanoramaShare']>> = /* @__PURE__ */ op('getPanoramaShare', 'GET /pc/panorama/share/{code}');

/** 生成全景分享链接（POST /pc/panorama/share/create） */
export const createPanoramaShare: Call<'createPanoramaShare', PanoramaArgs['createPanoramaShare'], OpResult<operations['createPanoramaShare']>> = /* @__PURE__ */ op('createPanoramaShare', 'POST /pc/panorama/share/create');
