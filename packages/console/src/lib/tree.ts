// The tree side panel's logic (seed 000 §2, §5): nodes {id, label, children, uncontrol}, keyword search, expansion,
// the rows a keyboard walks through, and where a new node goes. Pure functions, no React, no SDK calls.

export type TreeId = string | number;

export interface TreeNode<T = unknown> {
  id: TreeId;
  label: string;
  children?: TreeNode<T>[];
  /** Not selectable (a disabled category, for example); still shown. */
  uncontrol?: boolean;
  /** What the screen needs back when the node is chosen (the server's record). */
  data?: T;
}

/** A visible row: the node, its depth (0 at the top) and its parent's id (null at the top). */
export interface TreeRow<T = unknown> {
  node: TreeNode<T>;
  depth: number;
  parentId: TreeId | null;
}

/** Empty (or missing) children lists are removed at every depth, so such a node is a leaf (seed 000 §3). */
export function normaliseTree<T>(nodes: readonly TreeNode<T>[] | null | undefined): TreeNode<T>[] {
  return (nodes ?? []).map((node) => {
    const { children, ...rest } = node;
    const kept = normaliseTree(children);
    return kept.length ? { ...rest, children: kept } : rest;
  });
}

export const hasChildren = (node: TreeNode<unknown>): boolean => Boolean(node.children?.length);

const matches = (node: TreeNode<unknown>, k: string) => node.label.toLowerCase().includes(k);

/**
 * Keyword search (case-insensitive, trimmed): a node whose label contains the keyword is kept with what is under it
 * (collapsed, so the result stays short); a node that does not match is kept only as the ancestor of a match.
 * A blank keyword keeps the whole tree.
 */
export function filterTree<T>(nodes: readonly TreeNode<T>[], keyword: string): TreeNode<T>[] {
  const k = keyword.trim().toLowerCase();
  if (!k) return [...nodes];
  const out: TreeNode<T>[] = [];
  for (const node of nodes) {
    if (matches(node, k)) {
      out.push(node);
      continue;
    }
    const children = filterTree(node.children ?? [], k);
    if (children.length) out.push({ ...node, children });
  }
  return out;
}

/** The ids to expand for a search: every node with a match somewhere below it, so each match is in view. */
export function searchExpandedIds(nodes: readonly TreeNode<unknown>[], keyword: string): TreeId[] {
  const k = keyword.trim().toLowerCase();
  if (!k) return [];
  const out: TreeId[] = [];
  const walk = (list: readonly TreeNode<unknown>[]): boolean => {
    let any = false;
    for (const node of list) {
      const below = walk(node.children ?? []);
      if (below) out.push(node.id);
      if (below || matches(node, k)) any = true;
    }
    return any;
  };
  walk(nodes);
  return out;
}

/** Ids of the branches down to `depth` levels (1: the top-level branches): the default expansion. */
export function branchIds(nodes: readonly TreeNode<unknown>[], depth = Infinity): TreeId[] {
  if (depth <= 0) return [];
  return nodes.flatMap((n) => (hasChildren(n) ? [n.id, ...branchIds(n.children ?? [], depth - 1)] : []));
}

/** The rows on screen, top to bottom: a collapsed branch hides what is under it. */
export function visibleRows<T>(
  nodes: readonly TreeNode<T>[],
  isExpanded: (id: TreeId) => boolean,
  depth = 0,
  parentId: TreeId | null = null,
): TreeRow<T>[] {
  return nodes.flatMap((node) => [
    { node, depth, parentId },
    ...(hasChildren(node) && isExpanded(node.id)
      ? visibleRows(node.children ?? [], isExpanded, depth + 1, node.id)
      : []),
  ]);
}

/** The node with this id, anywhere in the tree. */
export function findNode<T>(nodes: readonly TreeNode<T>[], id: TreeId): TreeNode<T> | undefined {
  for (const node of nodes) {
    if (node.id === id) return node;
    const found = findNode(node.children ?? [], id);
    if (found) return found;
  }
  return undefined;
}

/** The nodes from the top down to the one with this id (empty when it is not in the tree). */
export function pathTo<T>(nodes: readonly TreeNode<T>[], id: TreeId): TreeNode<T>[] {
  for (const node of nodes) {
    if (node.id === id) return [node];
    const below = pathTo(node.children ?? [], id);
    if (below.length) return [node, ...below];
  }
  return [];
}

/** The parent's id of the node with this id: null at the top level, undefined when it is not in the tree. */
export function parentIdOf(nodes: readonly TreeNode<unknown>[], id: TreeId): TreeId | null | undefined {
  const path = pathTo(nodes, id);
  if (!path.length) return undefined;
  return path.length > 1 ? (path[path.length - 2] as TreeNode<unknown>).id : null;
}

/** The node menu's four actions (seed 000 §2). */
export type TreeAction = 'addSibling' | 'addChild' | 'rename' | 'delete';

/** Where a new node goes: a sibling shares the node's parent (null at the top), a child goes under the node. */
export function newNodeParent(
  nodes: readonly TreeNode<unknown>[],
  node: TreeNode<unknown>,
  action: 'addSibling' | 'addChild',
): TreeId | null {
  return action === 'addChild' ? node.id : (parentIdOf(nodes, node.id) ?? null);
}

/** A rename that changes nothing (after trimming) just closes the dialog without a call (seed 000 §5). */
export const isUnchangedName = (current: string, typed: string): boolean => current.trim() === typed.trim();

/** The label cut into plain and matching parts, for highlighting the keyword. */
export function highlightParts(label: string, keyword: string): { text: string; match: boolean }[] {
  const k = keyword.trim().toLowerCase();
  if (!k) return [{ text: label, match: false }];
  const parts: { text: string; match: boolean }[] = [];
  const lower = label.toLowerCase();
  let from = 0;
  for (let at = lower.indexOf(k); at !== -1; at = lower.indexOf(k, from)) {
    if (at > from) parts.push({ text: label.slice(from, at), match: false });
    parts.push({ text: label.slice(at, at + k.length), match: true });
    from = at + k.length;
  }
  if (from < label.length) parts.push({ text: label.slice(from), match: false });
  return parts;
}

/**
 * Keyboard movement over the visible rows (WAI-ARIA tree pattern): which row gets focus, and which branch to open
 * or close. Returns null for keys the tree does not handle.
 */
export function treeKeyMove<T>(
  rows: readonly TreeRow<T>[],
  focusedId: TreeId,
  key: string,
  isExpanded: (id: TreeId) => boolean,
): { focus?: TreeId; expand?: TreeId; collapse?: TreeId } | null {
  const index = rows.findIndex((r) => r.node.id === focusedId);
  if (index === -1) return rows.length ? { focus: (rows[0] as TreeRow<T>).node.id } : null;
  const row = rows[index] as TreeRow<T>;
  const branch = hasChildren(row.node);
  switch (key) {
    case 'ArrowDown':
      return index + 1 < rows.length ? { focus: (rows[index + 1] as TreeRow<T>).node.id } : {};
    case 'ArrowUp':
      return index > 0 ? { focus: (rows[index - 1] as TreeRow<T>).node.id } : {};
    case 'Home':
      return { focus: (rows[0] as TreeRow<T>).node.id };
    case 'End':
      return { focus: (rows[rows.length - 1] as TreeRow<T>).node.id };
    case 'ArrowRight':
      if (!branch) return {};
      return isExpanded(row.node.id) ? { focus: (row.node.children?.[0] as TreeNode<T>).id } : { expand: row.node.id };
    case 'ArrowLeft':
      if (branch && isExpanded(row.node.id)) return { collapse: row.node.id };
      return row.parentId === null ? {} : { focus: row.parentId };
    default:
      return null;
  }
}
