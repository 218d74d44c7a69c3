// User info and the server menu: one home each (query key + SDK call).
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/app/api';
import { MENU_MODULE } from '@/lib/constants';
import type { ServerMenuEntry } from './menu';
import { getUserInfoKey } from '@site/sdk/query/auth';
import { loadServerMenuKey } from '@site/sdk/query/menu';

export const userInfoQuery = () =>
  queryOptions({
    queryKey: getUserInfoKey(),
    queryFn: async () => (await api.GET('/adm-system/user/userInfo')).data ?? null,
    staleTime: Infinity,
    retry: false,
  });

export const serverMenuQuery = () =>
  queryOptions({
    queryKey: loadServerMenuKey({ params: { query: { module: MENU_MODULE } } }),
    queryFn: async () =>
      ((await api.GET('/pc/vmemu/load', { params: { query: { module: MENU_MODULE } } })).data ??
        []) as ServerMenuEntry[],
    staleTime: Infinity,
    retry: false,
  });
