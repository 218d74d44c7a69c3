// The tree side panel (seed 000 §2, §5): keyword search ('关键字搜索'), expand and collapse, selection, and a node
// menu with 添加同级, 添加下级, 修改名称 and 删除. A plain WAI-ARIA tree (role=tree/treeitem, roving focus, arrow keys).
// The screen owns the data and the calls: it passes nodes and callbacks that return promises; the dialogs stay open
// while a call runs and when it fails.
import { useRef, type ReactNode } from 'react';
import { FolderTree, Plus } from 'lucide-react';
import { isUnchangedName } from '@/lib/tree';
import type { TreeAction, TreeId, TreeNode } from '@/lib/tree';
import { cn } from '@/lib/cn';
import { Button } from './button';
import { ConfirmDialog } from './confirm-dialog';
import { SearchInput } from './search-input';
import { Loading } from './loading';
import { TreeNameDialog } from './tree-name-dialog';
import { TreeRow } from './tree-row';
import { ALL_ACTIONS, TreePanelContext, useTreePanel, type TreePanelState } from './use-tree-panel';

const DELETE_NODE_MESSAGE = '此操作将永久删除该节点及其下所有内容，是否继续？';

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

const ignore = () => undefined;

export function TreePanel<T>(props: TreePanelProps<T>) {
  const { label, title, onAdd, actions = ALL_ACTIONS, addRootText, loading = false, error, onRetry, className } = props;
  const treeRef = useRef<HTMLUListElement>(null);
  const state = useTreePanel(treeRef, props);
  const { keyword, searching, shown, setDialog } = state;
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
        <SearchInput
          type="search"
          value={keyword}
          onChange={(e) => state.search(e.target.value)}
          placeholder="关键字搜索"
          aria-label={`搜索${label}`}
          className="h-8"
        />
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
          <TreePanelContext.Provider value={state as TreePanelState<unknown>}>
            <ul ref={treeRef} role="tree" aria-label={label} onKeyDown={state.onKeyDown} className="space-y-0.5">
              {shown.map((node) => (
                <TreeRow key={String(node.id)} node={node} depth={0} />
              ))}
            </ul>
          </TreePanelContext.Provider>
        ) : (
          <p className="p-6 text-center text-sm text-muted">{searching ? '没有匹配的节点' : '暂无数据'}</p>
        )}
      </div>
      <TreeDialogs {...props} state={state} />
    </section>
  );
}

/** The dialogs the header button and the node menu open: the name of a new node, a new name, the delete check. */
function TreeDialogs<T>({
  onAdd,
  onRename,
  onDelete,
  nameMaxLength = 50,
  state,
}: TreePanelProps<T> & { state: TreePanelState<T> }) {
  const { dialog, setDialog, setExpanded } = state;
  return (
    <>
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
    </>
  );
}
