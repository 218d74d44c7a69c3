// The tree side panel (seed 000 §2, §5): keyword search ('关键字搜索'), expand and collapse, selection, and a node
// menu with 添加同级, 添加下级, 修改名称 and 删除. A plain WAI-ARIA tree (role=tree/treeitem, roving focus, arrow keys).
// The screen owns the data and the calls: it passes nodes and callbacks that return promises; the dialogs stay open
// while a call runs and when it fails.
import { useId, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { ChevronRight, FolderTree, MoreHorizontal, Pencil, Plus, Search, Trash2, ListPlus } from 'lucide-react';
import {
  branchIds,
  filterTree,
  hasChildren,
  highlightParts,
  isUnchangedName,
  newNodeParent,
  normaliseTree,
  searchExpandedIds,
  treeKeyMove,
  visibleRows,
  type TreeAction,
  type TreeId,
  type TreeNode,
} from '@/lib/tree';
import { cn } from '@/lib/cn';
import { Button } from './button';
import { ConfirmDialog } from './confirm-dialog';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from './dropdown-menu';
import { Input } from './input';
import { Loading } from './loading';
import { TreeNameDialog } from './tree-name-dialog';

const DELETE_NODE_MESSAGE = '此操作将永久删除该节点及其下所有内容，是否继续？';

const ALL_ACTIONS: readonly TreeAction[] = ['addSibling', 'addChild', 'rename', 'delete'];

export interface TreePanelProps<T> {
  /** The tree; empty children lists are dropped, so such nodes are leaves. */
  nodes: readonly TreeNode<T>[];
  /** The tree's accessible name (and the header when `title` is not given). */
  label: string;
  title?: ReactNode;
  selectedId?: TreeId | null;
  /** A node was chosen (click, Enter or Space). Nodes with `uncontrol` cannot be chosen. */
  onSelect?: (node: TreeNode<T>) => void;
  /** 添加同级 / 添加下级 / the header's add button: the parent's id (null at the top) and the trimmed name. */
  onAdd?: (parentId: TreeId | null, name: string) => Promise<unknown>;
  /** 修改名称 with a changed name (an unchanged one closes the dialog without calling). */
  onRename?: (node: TreeNode<T>, name: string) => Promise<unknown>;
  /** 删除, after the confirmation. */
  onDelete?: (node: TreeNode<T>) => Promise<unknown>;
  /** The menu entries allowed (permissions); default all. An entry also needs its callback. */
  actions?: readonly TreeAction[];
  /** Text of the header button that adds a top-level node (shown when given and adding is allowed). */
  addRootText?: string;
  /** Branches open at first, counted from the top (default 1: the top level is open). */
  defaultExpandDepth?: number;
  nameMaxLength?: number;
  loading?: boolean;
  /** A load failure: shown with 重试 when `onRetry` is given. */
  error?: ReactNode;
  onRetry?: () => void;
  className?: string;
}

type Dialog<T> =
  | { kind: 'add'; parentId: TreeId | null; title: string }
  | { kind: 'rename'; node: TreeNode<T> }
  | { kind: 'delete'; node: TreeNode<T> };

const ignore = () => undefined;

export function TreePanel<T>({
  nodes,
  label,
  title,
  selectedId = null,
  onSelect,
  onAdd,
  onRename,
  onDelete,
  actions = ALL_ACTIONS,
  addRootText,
  defaultExpandDepth = 1,
  nameMaxLength = 50,
  loading = false,
  error,
  onRetry,
  className,
}: TreePanelProps<T>) {
  const baseId = useId();
  const treeRef = useRef<HTMLUListElement>(null);
  const [keyword, setKeyword] = useState('');
  // null: the default expansion (computed from the data, which may arrive later); a set once the user changes it.
  const [browseOpen, setBrowseOpen] = useState<ReadonlySet<TreeId> | null>(null);
  const [searchOpen, setSearchOpen] = useState<ReadonlySet<TreeId> | null>(null);
  const [focusedId, setFocusedId] = useState<TreeId | null>(null);
  const [menuFor, setMenuFor] = useState<TreeId | null>(null);
  const [dialog, setDialog] = useState<Dialog<T> | null>(null);

  const tree = useMemo(() => normaliseTree(nodes), [nodes]);
  const searching = keyword.trim() !== '';
  const shown = useMemo(() => filterTree(tree, keyword), [tree, keyword]);
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

  const renderRows = (list: readonly TreeNode<T>[], depth: number): ReactNode =>
    list.map((node) => {
      const branch = hasChildren(node);
      const expanded = branch && isExpanded(node.id);
      const selected = selectedId !== null && node.id === selectedId;
      const labelId = `${baseId}-${String(node.id)}`;
      return (
        <li
          key={String(node.id)}
          role="treeitem"
          // The name says what the row shows: the label and, for a node out of control, that remark too.
          aria-labelledby={node.uncontrol ? `${labelId} ${labelId}-off` : labelId}
          aria-level={depth + 1}
          aria-expanded={branch ? expanded : undefined}
          aria-selected={selected}
          // Not aria-disabled: that would also disable the node's menu and everything nested under it.
          data-uncontrol={node.uncontrol ? '' : undefined}
          tabIndex={node.id === tabStop ? 0 : -1}
          data-node-id={String(node.id)}
          onFocus={(e) => {
            if (e.target === e.currentTarget) setFocusedId(node.id);
          }}
          className="outline-none [&:focus-visible>div]:ring-2 [&:focus-visible>div]:ring-primary/60"
        >
          <div
            onClick={(e) => {
              // Clicks in the node menu (a portal) bubble here through React: only the row's own clicks count.
              if (!e.currentTarget.contains(e.target as Node)) return;
              choose(node);
              (e.currentTarget.parentElement as HTMLElement).focus();
            }}
            onContextMenu={(e) => {
              if (!menuActions.length || !e.currentTarget.contains(e.target as Node)) return;
              e.preventDefault();
              setMenuFor(node.id);
            }}
            style={{ paddingLeft: depth * 18 + 4 }}
            data-state={selected ? 'selected' : undefined}
            className={cn(
              'group flex h-8 cursor-pointer items-center gap-1 rounded pr-1 text-sm text-gray-700 hover:bg-gray-100',
              'data-[state=selected]:bg-primary-soft data-[state=selected]:font-medium data-[state=selected]:text-primary',
              node.uncontrol && 'cursor-not-allowed text-gray-400',
            )}
          >
            {branch ? (
              <span
                aria-hidden
                onClick={(e) => {
                  e.stopPropagation();
                  setExpanded(node.id, !expanded);
                  setFocusedId(node.id);
                }}
                className="grid size-6 shrink-0 place-items-center rounded text-gray-400 hover:bg-gray-200 hover:text-gray-600"
              >
                <ChevronRight className={cn('size-4 transition-transform', expanded && 'rotate-90')} />
              </span>
            ) : (
              <span className="size-6 shrink-0" aria-hidden />
            )}
            <span id={labelId} className="min-w-0 flex-1 truncate" title={node.label}>
              {highlightParts(node.label, keyword).map((p, i) =>
                p.match ? (
                  <mark key={i} className="bg-transparent font-semibold text-primary">
                    {p.text}
                  </mark>
                ) : (
                  <span key={i}>{p.text}</span>
                ),
              )}
            </span>
            {node.uncontrol ? (
              <span
                id={`${labelId}-off`}
                title="停用，不可选择"
                className="shrink-0 rounded bg-gray-100 px-1.5 text-xs leading-5 text-gray-500"
              >
                停用
              </span>
            ) : null}
            {menuActions.length ? (
              // Not modal: a modal menu that opens a dialog can leave the page unclickable (pointer-events on body).
              <DropdownMenu
                modal={false}
                open={menuFor === node.id}
                onOpenChange={(o) => setMenuFor(o ? node.id : null)}
              >
                <DropdownMenuTrigger
                  tabIndex={-1}
                  aria-label={`操作：${node.label}`}
                  onClick={(e) => e.stopPropagation()}
                  className={cn(
                    'grid size-6 shrink-0 cursor-pointer place-items-center rounded text-gray-500 opacity-0 hover:bg-gray-200 hover:text-gray-700',
                    'group-hover:opacity-100 data-[state=open]:bg-gray-200 data-[state=open]:opacity-100',
                    selected && 'opacity-100',
                  )}
                >
                  <MoreHorizontal className="size-4" />
                </DropdownMenuTrigger>
                <DropdownMenuContent
                  align="start"
                  className="min-w-32"
                  onCloseAutoFocus={(e) => {
                    // Back to the tree item (not the untabbable trigger); a dialog opened from the menu takes focus.
                    e.preventDefault();
                    focusNode(node.id);
                  }}
                >
                  {menuActions.includes('addSibling') ? (
                    <DropdownMenuItem onSelect={() => runAction(node, 'addSibling')}>
                      <Plus />
                      添加同级
                    </DropdownMenuItem>
                  ) : null}
                  {menuActions.includes('addChild') ? (
                    <DropdownMenuItem onSelect={() => runAction(node, 'addChild')}>
                      <ListPlus />
                      添加下级
                    </DropdownMenuItem>
                  ) : null}
                  {menuActions.includes('rename') ? (
                    <DropdownMenuItem onSelect={() => runAction(node, 'rename')}>
                      <Pencil />
                      修改名称
                    </DropdownMenuItem>
                  ) : null}
                  {menuActions.includes('delete') ? (
                    <DropdownMenuItem
                      onSelect={() => runAction(node, 'delete')}
                      className="text-danger data-[highlighted]:bg-danger/10 data-[highlighted]:text-danger"
                    >
                      <Trash2 />
                      删除
                    </DropdownMenuItem>
                  ) : null}
                </DropdownMenuContent>
              </DropdownMenu>
            ) : null}
          </div>
          {expanded ? (
            <ul role="group" className="mt-0.5 space-y-0.5">
              {renderRows(node.children ?? [], depth + 1)}
            </ul>
          ) : null}
        </li>
      );
    });

  const canAddRoot = Boolean(addRootText && onAdd && actions.includes('addSibling'));

  return (
    <section aria-label={label} className={cn('flex min-h-0 flex-col rounded-md bg-white shadow-sm', className)}>
      <header className="flex items-center gap-2 border-b border-line px-4 py-3">
        <FolderTree className="size-4 text-primary" aria-hidden />
        <h2 className="text-base font-semibold text-gray-900">{title ?? label}</h2>
        {canAddRoot ? (
          <Button
            size="sm"
            variant="link"
            className="ml-auto"
            onClick={() => setDialog({ kind: 'add', parentId: null, title: addRootText as string })}
          >
            <Plus />
            {addRootText}
          </Button>
        ) : null}
      </header>
      <div className="px-3 pt-3">
        <div className="relative">
          <Search className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-gray-400" />
          <Input
            type="search"
            value={keyword}
            onChange={(e) => {
              setKeyword(e.target.value);
              setSearchOpen(null);
            }}
            placeholder="关键字搜索"
            aria-label={`搜索${label}`}
            className="h-8 pl-8"
          />
        </div>
      </div>
      <div className="min-h-0 flex-1 overflow-auto px-2 py-2">
        {loading ? (
          <Loading />
        ) : error ? (
          <div role="alert" className="flex flex-col items-center gap-2 p-6 text-sm text-danger">
            {error}
            {onRetry ? (
              <Button size="sm" onClick={onRetry}>
                重试
              </Button>
            ) : null}
          </div>
        ) : shown.length ? (
          <ul ref={treeRef} role="tree" aria-label={label} onKeyDown={onKeyDown} className="space-y-0.5">
            {renderRows(shown, 0)}
          </ul>
        ) : (
          <p className="p-6 text-center text-sm text-muted">{searching ? '没有匹配的节点' : '暂无数据'}</p>
        )}
      </div>

      {dialog?.kind === 'add' ? (
        <TreeNameDialog
          title={dialog.title}
          maxLength={nameMaxLength}
          onClose={() => setDialog(null)}
          onSubmit={async (name) => {
            await onAdd?.(dialog.parentId, name);
            if (dialog.parentId !== null) setExpanded(dialog.parentId, true);
            setDialog(null);
          }}
        />
      ) : null}
      {dialog?.kind === 'rename' ? (
        <TreeNameDialog
          title="修改名称"
          initialName={dialog.node.label}
          maxLength={nameMaxLength}
          onClose={() => setDialog(null)}
          onSubmit={async (name) => {
            if (!isUnchangedName(dialog.node.label, name)) await onRename?.(dialog.node, name);
            setDialog(null);
          }}
        />
      ) : null}
      <ConfirmDialog
        open={dialog?.kind === 'delete'}
        onOpenChange={(o) => !o && setDialog(null)}
        title="提示"
        message={DELETE_NODE_MESSAGE}
        confirmText="删除"
        onConfirm={() => {
          if (dialog?.kind !== 'delete') return;
          // The failure is reported by the caller (the SDK shows the server's message); the node stays.
          onDelete?.(dialog.node).catch(ignore);
        }}
      />
    </section>
  );
}
