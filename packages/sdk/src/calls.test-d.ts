// Type tests of @site/sdk/calls/<area>, checked by `tsc --noEmit` (never run): a generated call is typed like the
// string form `call(api, 'id', …)`, and the mistakes that must not compile.
import { expectTypeOf } from 'vitest';
import type { operations as WagesOps } from './generated/areas/wages.schema';
import type { call } from './generated/areas/wages';
import {
  cancelPrevious,
  createClient,
  exportDepositLedger,
  getWagesLandArea,
  getProjectOutputSalaryCollect,
  listWagesBaseConfigs,
  pagesOf,
  retry,
  type PageWalk,
} from './generated/calls/wages';
import { createClient as createFullClient } from './core';
import type { OpResult } from './types';

type ListResult = OpResult<WagesOps['listWagesBaseConfigs']>;
type Row = NonNullable<NonNullable<ListResult['data']>['list']>[number];

export async function typed() {
  const api = createClient({ baseUrl: '/api', retry: retry({ retries: 1 }), dedupe: cancelPrevious() });
  const page = await listWagesBaseConfigs(api, { body: { pageNum: 1, pageSize: 10 } });
  expectTypeOf(page).toEqualTypeOf<ListResult>();
  expectTypeOf(page).toEqualTypeOf<Awaited<ReturnType<typeof call<'listWagesBaseConfigs'>>>>();
  expectTypeOf(listWagesBaseConfigs.operationId).toEqualTypeOf<'listWagesBaseConfigs'>();
  // A file answer is a File; a call without required arguments may leave them out.
  expectTypeOf(await exportDepositLedger(api, { body: {} })).toEqualTypeOf<File>();
  await getProjectOutputSalaryCollect(api);
  // The generated calls work with the full client too.
  await listWagesBaseConfigs(createFullClient({ baseUrl: '/api' }), { body: {} });
  // pagesOf: rows of the list, only for paged calls.
  expectTypeOf(pagesOf(api, listWagesBaseConfigs, { body: {} })).toEqualTypeOf<PageWalk<Row>>();
}

export async function mistakes() {
  const api = createClient({ baseUrl: '/api' });
  // @ts-expect-error a body field of the wrong type
  await listWagesBaseConfigs(api, { body: { pageNum: '1' } });
  // @ts-expect-error a body field the operation does not have
  await listWagesBaseConfigs(api, { body: { pageNumber: 1 } });
  // @ts-expect-error the required body left out
  await listWagesBaseConfigs(api);
  // @ts-expect-error a required query parameter left out
  await getWagesLandArea(api, { params: { query: {} } });
  // @ts-expect-error a body on a call that takes none
  await getWagesLandArea(api, { params: { query: { id: 1 } }, body: {} });
  // @ts-expect-error pagesOf of a call that is not a paged list
  pagesOf(api, getWagesLandArea, { params: { query: { id: 1 } } });
  // @ts-expect-error the small client takes retries only as a plug-in
  createClient({ baseUrl: '/api', retry: { retries: 2 } });
  // @ts-expect-error the small client takes duplicate cancelling only as a plug-in
  createClient({ baseUrl: '/api', dedupe: 'cancel-previous' });
}
