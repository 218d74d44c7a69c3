// The state of the tree side panel (ui/tree-panel): the keyword, the open branches (browsing and searching each
// keep their own), the roving focus and its arrow keys, the node menu open and the dialog it opened.
import { createContext, useContext, useId, useMemo, useState, type KeyboardEvent, type RefObject } from 'react';
import {
  branchIds,
  filterTree,
  newNodeParent,
  normaliseTree,
  searchExpandedIds,
  treeKeyMove,
  visibleRows,
  type TreeAction,
  type TreeId,
  type TreeNode,
} from '@/lib/tree';
import type { TreePanelProps } from './tree-panel';

export const ALL_ACTIONS: readonly TreeAction[] = ['addSibling', 'addChild', 'rename', 'delete'];

type TreeDialog<T> =
  | { kind: 'add'; parentId: TreeId | null; title: string }
  | { kind: 'rename'; node: TreeNode<T> }
  | { kind: 'delete'; node: TreeNode<T> };

/** The open branches: the default (from the data, which may arrive later) until the user opens or closes one. */
function useExpansion<T>(tree: readonly TreeNode<T>[], keyword: string, defaultExpandDepth: number) {
  const searching = keyword.trim() !== '';
  const [browseOpen, setBrowseOpen] = useState<ReadonlySet<TreeId> | null>(null);
  const [searchOpen, setSearchOpen] = useState<ReadonlySet<TreeId> | null>(null);
  const defaultOpen = useMemo(
    () => new Set(searching ? searchExpandedIds(tree, keyword) : branchIds(tree, defaultExpandDepth)),
    [tree, keyword, searching, defaultExpandDepth],
  );
  const open = (searching ? searchOpen : browseOpen) ?? defaultOpen;
  const isExpanded = (id: TreeId) => open.has(id);
  const setExpanded = (id: TreeId, value: boolean) => {
    if (open.has(id) === value) return;
    const next = new Set(open);
    if (value) next.add(id);
    else next.delete(id);
    (searching ? setSearchOpen : setBrowseOpen)(next);
  };
  return { searching, isExpanded, setExpanded, resetSearch: () => setSearchOpen(null) };
}

export function useTreePanel<T>(
  treeRef: RefObject<HTMLUListElement | null>,
  {
    nodes,
    selectedId = null,
    onSelect,
    onAdd,
    onRename,
    onDelete,
    actions = ALL_ACTIONS,
    defaultExpandDepth = 1,
  }: TreePanelProps<T>,
) {
  const baseId = useId();
  const [keyword, setKeyword] = useState('');
  const [focusedId, setFocusedId] = useState<TreeId | null>(null);
  const [menuFor, setMenuFor] = useState<TreeId | null>(null);
  const [dialog, setDialog] = useState<TreeDialog<T> | null>(null);

  const tree = useMemo(() => normaliseTree(nodes), [nodes]);
  const shown = useMemo(() => filterTree(tree, keyword), [tree, keyword]);
  const { searching, isExpanded, setExpanded, resetSearch } = useExpansion(tree, keyword, defaultExpandDepth);
  const rows = visibleRows(shown, isExpanded);
  const visible = (id: TreeId | null) => id !== null && rows.some((r) => r.node.id === id);
  const tabStop = visible(focusedId) ? focusedId : visible(selectedId) ? selectedId : (rows[0]?.node.id ?? null);

  // The menu shows only what is allowed and has a callback.
  const menuActions = ALL_ACTIONS.filter(
    (a) => actions.includes(a) && Boolean(a === 'rename' ? onRename : a === 'delete' ? onDelete : onAdd),
  );

  const focusNode = (id: TreeId) => {
    setFocusedId(id);
    const el = treeRef.current?.querySelector<HTMLElement>(`[data-node-id="${CSS.escape(String(id))}"]`);
    el?.focus();
  };
  const choose = (node: TreeNode<T>) => {
    setFocusedId(node.id);
    if (!node.uncontrol) onSelect?.(node);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLUListElement>) => {
    // Keys typed in the node menu (a portal) bubble here through React: only the tree items' own keys count.
    const target = e.target as HTMLElement;
    if (target.getAttribute('role') !== 'treeitem') return;
    const row = rows.find((r) => String(r.node.id) === target.dataset.nodeId);
    if (!row) return;
    const id = row.node.id;
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      choose(row.node);
      return;
    }
    if (e.key === 'ContextMenu' || (e.key === 'F10' && e.shiftKey)) {
      if (!menuActions.length) return;
      e.preventDefault();
      setMenuFor(id);
      return;
    }
    const move = treeKeyMove(rows, id, e.key, isExpanded);
    if (!move) return;
    e.preventDefault();
    if (move.expand !== undefined) setExpanded(move.expand, true);
    if (move.collapse !== undefined) setExpanded(move.collapse, false);
    if (move.focus !== undefined) focusNode(move.focus);
  };

  const runAction = (node: TreeNode<T>, action: TreeAction) => {
    if (action === 'rename') setDialog({ kind: 'rename', node });
    else if (action === 'delete') setDialog({ kind: 'delete', node });
    else
      setDialog({
        kind: 'add',
        parentId: newNodeParent(tree, node, action),
        title: action === 'addChild' ? `添加下级：${node.label}` : '添加同级',
      });
  };

  return {
    baseId,
    keyword,
    search: (value: string) => {
      setKeyword(value);
      resetSearch();
    },
    searching,
    shown,
    selectedId,
    isExpanded,
    setExpanded,
    tabStop,
    setFocusedId,
    focusNode,
    choose,
    onKeyDown,
    menuActions,
    menuFor,
    setMenuFor,
    runAction,
    dialog,
    setDialog,
  };
}

export type TreePanelState<T> = ReturnType<typeof useTreePanel<T>>;

/** The panel's state, for its rows at every depth. */
export const TreePanelContext = createContext<TreePanelState<unknown> | null>(null);

export function useTreePanelState<T>() {
  const state = useContext(TreePanelContext);
  if (!state) throw new Error('a tree row is drawn inside a TreePanel');
  return state as unknown as TreePanelState<T>;
}
