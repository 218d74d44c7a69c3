// The calls of 隐患分类 (001 §7.5), one home each: a queryOptions factory per read (key = operation + params).
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/app/api';
import {
  listGridCategoryChildrenQueryOptions,
  listGridCategoryTreeQueryOptions,
  listGridTroubleLevelsQueryOptions,
} from '@site/sdk/query/grid';

export const categoryTreeQuery = (projectId?: number) =>
  queryOptions({
    ...listGridCategoryTreeQueryOptions(api, { body: { projectId } }),
    select: (env) => env.data ?? [],
  });

export const categoryChildrenQuery = (parentId: number, projectId?: number) =>
  queryOptions({
    ...listGridCategoryChildrenQueryOptions(api, { body: { parentId, projectId } }),
    select: (env) => env.data ?? [],
  });

export const troubleLevelsQuery = (projectId?: number) =>
  queryOptions({
    ...listGridTroubleLevelsQueryOptions(api, { body: { projectId } }),
    select: (env) => env.data ?? [],
    staleTime: 10 * 60_000,
  });

/** Every read of this screen, for invalidation after a change. */
export const CATEGORY_KEYS = ['listGridCategoryTree', 'listGridCategoryChildren', 'pageGridCategoryItems'] as const;
