// The read of 菜单管理 (000 §7 /pc/vmemu/list), one home: key = operation + params.
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/app/api';
import { MENU_MODULE } from '@/lib/constants';

export const menuTreeQuery = () =>
  queryOptions({
    queryKey: ['listMenuTree', { module: MENU_MODULE }],
    queryFn: ({ signal }) => api.GET('/pc/vmemu/list', { params: { query: { module: MENU_MODULE } }, signal }),
    select: (env) => env.data ?? [],
  });

/** The signed-in user's full menu in the stored-list format (000 §7 /api/user/menu/all), with each page's power_value. */
export const allUserMenusQuery = () =>
  queryOptions({
    queryKey: ['listAllUserMenus'],
    queryFn: ({ signal }) => api.GET('/api/user/menu/all', { signal }),
    select: (env) => env.data ?? [],
  });
