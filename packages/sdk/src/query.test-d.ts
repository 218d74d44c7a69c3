// Type tests of @site/sdk/query, checked by `tsc --noEmit` (never run): what useQuery, useInfiniteQuery, useMutation
// and the QueryClient infer from the generated options, and the mistakes that must not compile.
import { type QueryClient, useInfiniteQuery, useMutation, useQuery, type InfiniteData } from '@tanstack/react-query';
import { expectTypeOf } from 'vitest';
import { createClient } from './core';
import type { operations as AuthOps } from './generated/areas/auth.schema';
import type { operations as WagesOps } from './generated/areas/wages.schema';
import * as Q from './generated/query/index';
import {
  addWagesBaseConfigMutationOptions,
  getUserInfoKey,
  getUserInfoQueryOptions,
  getWagesBaseConfigQueryOptions,
  invalidateArea,
  invalidateOperation,
  listProjectPersonAttendanceInfiniteQueryOptions,
  listWagesBaseConfigsInfiniteQueryOptions,
  listWagesBaseConfigsKey,
  listWagesBaseConfigsQueryOptions,
  matchOperations,
  type OperationId,
  type QueryError,
  type WagesQueryParams,
} from './generated/query/index';
import type { OpResult } from './types';

type ListResult = OpResult<WagesOps['listWagesBaseConfigs']>;
const api = createClient({ baseUrl: 'http://127.0.0.1:4010' });

export function inferred(queryClient: QueryClient) {
  // useQuery: data is the operation's answer (the envelope, `data` required on a page), error an SdkError.
  const list = useQuery(listWagesBaseConfigsQueryOptions(api, { body: { pageNum: 1, pageSize: 10, orgId: 1 } }));
  expectTypeOf(list.data).toEqualTypeOf<ListResult | undefined>();
  expectTypeOf(list.error).toEqualTypeOf<QueryError | null>();
  expectTypeOf(list.data?.data.total).toEqualTypeOf<number | undefined>();

  // select changes data, as with queryOptions().
  const count = useQuery(listWagesBaseConfigsQueryOptions(api, { body: {} }, { select: (r) => r.data.list.length }));
  expectTypeOf(count.data).toEqualTypeOf<number | undefined>();

  // A call without params: the params may be left out, and the key is then [operationId].
  expectTypeOf(useQuery(getUserInfoQueryOptions(api)).data).toEqualTypeOf<
    OpResult<AuthOps['getUserInfo']> | undefined
  >();
  expectTypeOf(getUserInfoKey()).toEqualTypeOf<Q.OperationKey<'getUserInfo', Q.AuthQueryParams['getUserInfo']>>();

  // useInfiniteQuery: pages of the answer, numbered pages.
  const pages = useInfiniteQuery(listWagesBaseConfigsInfiniteQueryOptions(api, { body: { pageSize: 50 } }));
  expectTypeOf(pages.data).toEqualTypeOf<InfiniteData<ListResult, number> | undefined>();
  const people = useInfiniteQuery(listProjectPersonAttendanceInfiniteQueryOptions(api));
  expectTypeOf(people.data?.pages[0]?.data).not.toBeAny();

  // useMutation: mutate takes the call's { params, body }.
  const add = useMutation(addWagesBaseConfigMutationOptions(api, { onSuccess: () => {} }));
  expectTypeOf(add.mutate).parameter(0).toEqualTypeOf<WagesQueryParams['addWagesBaseConfig']>();
  expectTypeOf(add.data).toEqualTypeOf<OpResult<WagesOps['addWagesBaseConfig']> | undefined>();

  // The QueryClient reads the type from the key's tag.
  const options = listWagesBaseConfigsQueryOptions(api, { body: { orgId: 1 } });
  expectTypeOf(queryClient.getQueryData(options.queryKey)).toEqualTypeOf<ListResult | undefined>();
  expectTypeOf(queryClient.fetchQuery(options)).resolves.toEqualTypeOf<ListResult>();
  expectTypeOf(listWagesBaseConfigsKey({ body: {} })).toEqualTypeOf<
    readonly [operationId: 'listWagesBaseConfigs', params?: WagesQueryParams['listWagesBaseConfigs']]
  >();
  expectTypeOf<'listWagesBaseConfigs'>().toExtend<OperationId>();
}

export function mistakes(queryClient: QueryClient) {
  // @ts-expect-error a misspelt body field
  listWagesBaseConfigsQueryOptions(api, { body: { pageNumber: 1 } });
  // @ts-expect-error a wrong type
  listWagesBaseConfigsQueryOptions(api, { body: { pageNum: '1' } });
  // @ts-expect-error the body is required
  listWagesBaseConfigsQueryOptions(api);
  // @ts-expect-error a wrong query parameter name
  getWagesBaseConfigQueryOptions(api, { params: { query: { ID: 1 } } });
  // @ts-expect-error not an operationId
  void invalidateOperation(queryClient, 'listWageBaseConfigs');
  // @ts-expect-error not an area
  void invalidateArea(queryClient, 'wage');
  // @ts-expect-error not an operationId
  matchOperations('getUserinfo');
  // @ts-expect-error mutate takes the body the contract says
  useMutation(addWagesBaseConfigMutationOptions(api)).mutate({ body: { projectName: 1 } });
  // A write has no query options, a read no mutation options, a list that is not paged no infinite options.
  expectTypeOf(Q).not.toHaveProperty('addWagesBaseConfigQueryOptions');
  expectTypeOf(Q).not.toHaveProperty('listWagesBaseConfigsMutationOptions');
  expectTypeOf(Q).not.toHaveProperty('getWagesBaseConfigInfiniteQueryOptions');
  expectTypeOf(Q).toHaveProperty('addWagesBaseConfigMutationOptions');
}
