// The read of 菜单管理 (000 §7 /pc/vmemu/list), one home: key = operation + params.
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/app/api';
import { MENU_MODULE } from '@/lib/constants';
import { listAllUserMenusQueryOptions, listMenuTreeQueryOptions } from '@site/sdk/query/menu';

export const menuTreeQuery = () =>
  queryOptions({
    ...listMenuTreeQueryOptions(api, { params: { query: { module: MENU_MODULE } } }),
    select: (env) => env.data ?? [],
  });

/** The signed-in user's full menu in the stored-list format (000 §7 /api/user/menu/all), with each page's power_value. */
export const allUserMenusQuery = () =>
  queryOptions({
    ...listAllUserMenusQueryOptions(api),
    select: (env) => env.data ?? [],
  });
