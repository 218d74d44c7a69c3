// The calls of 隐患分类 (001 §7.5), one home each: a queryOptions factory per read (key = operation + params).
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/platform/api';
import type { ListLoadArgs } from '@/ui/list-screen';
import { intOf } from './grid-setup-codes';
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

/**
 * The check items of a category (every category's without one), a page at a time, filtered by 检查内容, 隐患等级 and
 * 状态: the `load` of 隐患库's list and of 隐患分类's 检查项.
 */
export const categoryItemsLoad =
  (categoryId: number | undefined) =>
  async ({ page, size, filters, signal }: ListLoadArgs) => {
    const env = await api.POST('/grid/ginDscCategoryItem/page', {
      body: {
        page,
        limit: size,
        categoryId,
        keyword: filters.keyword,
        troubleLevel: intOf(filters.troubleLevel),
        status: intOf(filters.status),
      },
      signal,
    });
    return { total: env.data?.total ?? 0, rows: env.data?.list ?? [] };
  };
