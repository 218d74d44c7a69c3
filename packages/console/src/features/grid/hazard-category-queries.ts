// The calls of 隐患分类 (001 §7.5), one home each: a queryOptions factory per read (key = operation + params).
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/app/api';

export const categoryTreeQuery = (projectId?: number) =>
  queryOptions({
    queryKey: ['listGridCategoryTree', { projectId }],
    queryFn: ({ signal }) => api.POST('/grid/ginDscCategory/list', { body: { projectId }, signal }),
    select: (env) => env.data ?? [],
  });

export const categoryChildrenQuery = (parentId: number, projectId?: number) =>
  queryOptions({
    queryKey: ['listGridCategoryChildren', { parentId, projectId }],
    queryFn: ({ signal }) => api.POST('/grid/ginDscCategory/listCatChild', { body: { parentId, projectId }, signal }),
    select: (env) => env.data ?? [],
  });

export const troubleLevelsQuery = (projectId?: number) =>
  queryOptions({
    queryKey: ['listGridTroubleLevels', { projectId }],
    queryFn: ({ signal }) => api.POST('/grid/ginDscCategory/getSlevel', { body: { projectId }, signal }),
    select: (env) => env.data ?? [],
    staleTime: 10 * 60_000,
  });

/** Every read of this screen, for invalidation after a change. */
export const CATEGORY_KEYS = ['listGridCategoryTree', 'listGridCategoryChildren', 'pageGridCategoryItems'] as const;
