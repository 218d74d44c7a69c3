// The organisation tree of the top-bar switcher: one home for its query key and SDK call. Kept in TanStack Query so
// the identity switch (queryClient.clear()) drops the cached tree (seed 000 §4).
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/app/api';
import { normaliseTree } from './org-tree';
import { getOrgSelectTreeKey } from '@site/sdk/query/org';

export const orgSelectTreeQuery = () =>
  queryOptions({
    queryKey: getOrgSelectTreeKey(),
    queryFn: async ({ signal }) => normaliseTree((await api.GET('/pc/org/select/tree', { signal })).data),
    staleTime: Infinity,
  });
