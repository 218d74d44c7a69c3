/* 由 scripts/spec.mjs 从 spec/ 生成，请勿手改。运行 `pnpm spec` 重新生成。 */
/** 业务域「panorama」的 TanStack Query 选项：3 个调用（读 2 个，其中分页 0 个；写 1 个）。`import { … } from '@site/sdk/query/panorama'`。 */
import type { operations } from '../areas/panorama.schema';
import type { OpResult } from '../../types';
import { keyer, pager, reader, writer } from '../../query-kit';
import type { KeyFn, KeyFnOpt, InfiniteFn, InfiniteFnOpt, MutationFn, QueryFn, QueryFnOpt } from '../../query-kit';

export * from '../../query-kit';

/** 每个调用的查询参数（键的第二项，也是调用的 `params` 与 `body`）。 */
export interface PanoramaQueryParams {
  listPanoramaPoints: { params?: never; body: NonNullable<operations['listPanoramaPoints']['requestBody']>['content']['application/json'] };
  getPanoramaShare: { params: operations['getPanoramaShare']['parameters']; body?: never };
  createPanoramaShare: { params?: never; body: NonNullable<operations['createPanoramaShare']['requestBody']>['content']['application/json'] };
}

/** 键 `['listPanoramaPoints', 参数]`：全景点位及拍摄记录（POST /pc/panorama/point/list） */
export const listPanoramaPointsKey: KeyFn<'listPanoramaPoints', PanoramaQueryParams['listPanoramaPoints']> = /* @__PURE__ */ keyer('listPanoramaPoints');
/** 查询选项（useQuery、fetchQuery）：全景点位及拍摄记录（POST /pc/panorama/point/list） */
export const listPanoramaPointsQueryOptions: QueryFn<'listPanoramaPoints', PanoramaQueryParams['listPanoramaPoints'], OpResult<operations['listPanoramaPoints']>> = /* @__PURE__ */ reader('listPanoramaPoints', 'POST /pc/panorama/point/list');

/** 键 `['getPanoramaShare', 参数]`：查看分享的全景（免登录）（GET /pc/panorama/share/{code}） */
export const getPanoramaShareKey: KeyFn<'getPanoramaShare', PanoramaQueryParams['getPanoramaShare']> = /* @__PURE__ */ keyer('getPanoramaShare');
/** 查询选项（useQuery、fetchQuery）：查看分享的全景（免登录）（GET /pc/panorama/share/{code}） */
export const getPanoramaShareQueryOptions: QueryFn<'getPanoramaShare', PanoramaQueryParams['getPanoramaShare'], OpResult<operations['getPanoramaShare']>> = /* @__PURE__ */ reader('getPanoramaShare', 'GET /pc/panorama/share/{code}');

/** 键 `['createPanoramaShare', 参数]`：生成全景分享链接（POST /pc/panorama/share/create） */
export const createPanoramaShareKey: KeyFn<'createPanoramaShare', PanoramaQueryParams['createPanoramaShare']> = /* @__PURE__ */ keyer('createPanoramaShare');
/** 变更选项（useMutation，`mutate(参数)`）：生成全景分享链接（POST /pc/panorama/share/create） */
export const createPanoramaShareMutationOptions: MutationFn<'createPanoramaShare', PanoramaQueryParams['createPanoramaShare'], OpResult<operations['createPanoramaShare']>> = /* @__PURE__ */ writer('createPanoramaShare', 'POST /pc/panorama/share/create');
