// 菜单管理's state: the menu tree, the keyword search, which branches are open, the entry being edited, 我的菜单权限 and
// the delete confirmation.
import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/platform/api';
import { branchIds, filterTree, searchExpandedIds, visibleRows, type TreeId } from '@/lib/tree';
import { useRowDelete } from '@/ui/delete-confirm';
import { toMenuTree, type MenuItem } from './menu-rules';
import { menuTreeQuery } from './menu-queries';

export type MenuEditing = { item?: MenuItem; parentId: number } | null;

export function useMenuPage() {
  const query = useQuery(menuTreeQuery());
  const tree = useMemo(() => toMenuTree(query.data), [query.data]);
  const [keyword, setKeyword] = useState('');
  const [open, setOpen] = useState<ReadonlySet<TreeId> | null>(null);
  const [editing, setEditing] = useState<MenuEditing>(null);
  const [mine, setMine] = useState(false);
  const searching = keyword.trim() !== '';
  const shown = useMemo(() => filterTree(tree, keyword), [tree, keyword]);
  const expanded = searching ? new Set(searchExpandedIds(tree, keyword)) : (open ?? new Set(branchIds(tree, 1)));
  const rows = visibleRows(shown, (id) => expanded.has(id));
  const total = useMemo(() => branchIds(tree).length + countLeaves(tree), [tree]);
  const toggle = (id: TreeId) => {
    const next = new Set(expanded);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    setOpen(next);
    if (searching) setKeyword('');
  };
  const del = useRowDelete<MenuItem>({
    run: (item) => api.POST('/pc/memu/del/{id}', { params: { path: { id: item.id ?? 0 } } }),
    done: '菜单已删除',
    invalidate: 'listMenuTree',
  });
  return {
    query,
    tree,
    keyword,
    setKeyword,
    setOpen,
    editing,
    setEditing,
    mine,
    setMine,
    searching,
    expanded,
    rows,
    total,
    toggle,
    del,
  };
}

function countLeaves(nodes: readonly { children?: readonly unknown[] }[]): number {
  return nodes.reduce(
    (n, node) => n + (node.children?.length ? countLeaves(node.children as { children?: readonly unknown[] }[]) : 1),
    0,
  );
}
