// A node of the tree side panel (ui/tree-panel) and, when open, its children: the row with its expander, its
// highlighted label, the 停用 remark and the node menu. The panel's state comes from its context.
import { ChevronRight, ListPlus, MoreHorizontal, Pencil, Plus, Trash2 } from 'lucide-react';
import { hasChildren, highlightParts, type TreeNode } from '@/lib/tree';
import { cn } from '@/lib/cn';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from './dropdown-menu';
import { useTreePanelState } from './use-tree-panel';

export function TreeRow<T>({ node, depth }: { node: TreeNode<T>; depth: number }) {
  const state = useTreePanelState<T>();
  const { baseId, isExpanded, setExpanded, selectedId, tabStop, setFocusedId, choose, menuActions, setMenuFor } = state;
  const branch = hasChildren(node);
  const expanded = branch && isExpanded(node.id);
  const selected = selectedId !== null && node.id === selectedId;
  const labelId = `${baseId}-${String(node.id)}`;
  return (
    <li
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
        <NodeLabel node={node} labelId={labelId} keyword={state.keyword} />
        {menuActions.length ? <NodeMenu node={node} selected={selected} /> : null}
      </div>
      {expanded ? (
        <ul role="group" className="mt-0.5 space-y-0.5">
          {(node.children ?? []).map((child) => (
            <TreeRow key={String(child.id)} node={child} depth={depth + 1} />
          ))}
        </ul>
      ) : null}
    </li>
  );
}

/** The node's label with the keyword highlighted, and the 停用 remark of a node out of control. */
function NodeLabel<T>({ node, labelId, keyword }: { node: TreeNode<T>; labelId: string; keyword: string }) {
  return (
    <>
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
    </>
  );
}

/** The node menu: 添加同级, 添加下级, 修改名称 and 删除, as allowed. */
function NodeMenu<T>({ node, selected }: { node: TreeNode<T>; selected: boolean }) {
  const { menuActions, menuFor, setMenuFor, focusNode, runAction } = useTreePanelState<T>();
  return (
    // Not modal: a modal menu that opens a dialog can leave the page unclickable (pointer-events on body).
    <DropdownMenu modal={false} open={menuFor === node.id} onOpenChange={(o) => setMenuFor(o ? node.id : null)}>
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
  );
}
