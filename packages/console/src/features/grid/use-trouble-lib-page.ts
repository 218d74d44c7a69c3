// The state of the 隐患库 page: the category tree and the chosen category, the project's trouble levels, the list's
// filters and columns, the open dialogs and deleting one item.
import { useMemo, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/platform/api';
import { findNode, pathTo } from '@/lib/tree';
import { usePagePermission } from '@/session/permissions';
import { useSession } from '@/platform/session-store';
import { useRowDelete } from '@/ui/delete-confirm';
import { invalidateOperation } from '@site/sdk/query/common';
import { categoryTreeQuery, troubleLevelsQuery } from './hazard-category-queries';
import { toTreeNodes } from './hazard-category-tree';
import { ENABLED, TROUBLE_LEVELS, leafCategoryOptions, optionsOf, type GridCategoryItem } from './grid-setup-codes';
import type { ImportResult } from './trouble-lib-dialogs';
import type { BulkChoice } from './trouble-lib-bulk-delete';
import { itemColumns, itemFilters } from './trouble-lib-columns';
import { useCategoryParam } from './use-category-param';

export type TroubleLibState = ReturnType<typeof useTroubleLibPage>;

export function useTroubleLibPage() {
  const { identity } = useSession();
  const projectId = identity?.source === 4 && identity.project_id ? identity.project_id : undefined;
  const perm = usePagePermission();
  const queryClient = useQueryClient();
  const [wanted, select] = useCategoryParam();
  const tree = useQuery(categoryTreeQuery(projectId));
  const levels = useQuery(troubleLevelsQuery(projectId));
  const nodes = useMemo(() => toTreeNodes(tree.data), [tree.data]);
  const categoryOptions = useMemo(() => leafCategoryOptions(tree.data), [tree.data]);
  const levelList = useMemo(() => levels.data ?? [], [levels.data]);
  const levelByValue = useMemo(() => new Map(levelList.map((l) => [l.value, l])), [levelList]);

  const selected = wanted ? findNode(nodes, wanted) : undefined;
  const categoryId = selected ? Number(selected.id) : undefined;
  const path = selected ? pathTo(nodes, selected.id).map((n) => n.label) : [];

  const [editing, setEditing] = useState<GridCategoryItem | 'new' | null>(null);
  const [importing, setImporting] = useState(false);
  const [result, setResult] = useState<ImportResult | null>(null);
  const [bulk, setBulk] = useState<BulkChoice | null>(null);
  const refresh = () => {
    void invalidateOperation(queryClient, 'pageGridCategoryItems');
    void invalidateOperation(queryClient, 'listGridCategoryTree');
  };
  const del = useRowDelete<GridCategoryItem>({
    run: (row) => api.POST('/grid/ginDscCategoryItem/del', { body: { ids: [row.id] } }),
    done: '检查项已删除',
    invalidate: 'pageGridCategoryItems',
  });
  const askDelete = del.ask;

  const filters = useMemo(
    () =>
      itemFilters(
        levelList.length ? levelList.map((l) => ({ value: l.value, label: l.label })) : optionsOf(TROUBLE_LEVELS),
        optionsOf(ENABLED),
      ),
    [levelList],
  );
  const columns = useMemo(
    () => itemColumns(perm, levelByValue, setEditing, askDelete),
    [perm, askDelete, levelByValue, setEditing],
  );
  return {
    perm,
    tree,
    nodes,
    categoryOptions,
    levelList,
    selected,
    categoryId,
    path,
    select,
    editing,
    setEditing,
    importing,
    setImporting,
    result,
    setResult,
    bulk,
    setBulk,
    refresh,
    del,
    filters,
    columns,
  };
}
