// The organisation tree of the top-bar switcher (seed 000 §2, §3): nodes are batches (type 1: group, branch) and the
// projects under them (type 2, which take org_batch_id from their parent). Pure functions, no React, no SDK calls.
import type { components } from '@site/sdk';
import type { Identity } from '@/platform/session-store';

export type OrgNode = components['schemas']['OrgSelectNode'];

/** Type 1: a batch (group or branch); type 2: a project under a batch. */
const BATCH = 1;
const PROJECT = 2;

/** A stable key for a node: its innerid, else type and value (values are unique per type). */
export const nodeKey = (n: Pick<OrgNode, 'innerid' | 'type' | 'value'>): string => n.innerid ?? `${n.type}:${n.value}`;

/** A project node is the leaf that opens in a new tab. */
export const isProject = (n: Pick<OrgNode, 'type'>): boolean => n.type === PROJECT;

/** Empty (or null) children lists are removed, at every depth (seed 000 §3). */
export function normaliseTree(nodes: readonly OrgNode[] | null | undefined): OrgNode[] {
  return (nodes ?? []).map((node) => {
    const { children, ...rest } = node;
    const kept = normaliseTree(children);
    return kept.length ? { ...rest, children: kept } : rest;
  });
}

/**
 * Keyword search: a node whose name contains the keyword (case-insensitive) is kept with everything under it, so
 * finding a branch lists its projects; a node that does not match is kept only as the ancestor of a match.
 * A blank keyword keeps the whole tree.
 */
export function searchTree(nodes: readonly OrgNode[], keyword: string): OrgNode[] {
  const k = keyword.trim().toLowerCase();
  if (!k) return [...nodes];
  const out: OrgNode[] = [];
  for (const node of nodes) {
    if (node.name.toLowerCase().includes(k)) {
      out.push(node);
      continue;
    }
    const children = searchTree(node.children ?? [], k);
    if (children.length) out.push({ ...node, children });
  }
  return out;
}

/**
 * The parent of the node with this innerid, looked for within two levels (seed 000 §3): the parent is a root node
 * or a child of one, so a project two levels below the group (group → branch → project) is found. Null at the top,
 * deeper down, or when nothing matches.
 */
export function findParent(nodes: readonly OrgNode[], innerid: string, levels = 2): OrgNode | null {
  if (levels <= 0) return null;
  for (const node of nodes) {
    if (node.children?.some((c) => c.innerid === innerid)) return node;
  }
  for (const node of nodes) {
    const found = findParent(node.children ?? [], innerid, levels - 1);
    if (found) return found;
  }
  return null;
}

/** The projects of the tree in order, each with the name of the batch it sits under (for 切换项目). */
export function projectsOf(nodes: readonly OrgNode[], batch = ''): { id: number; name: string; batch: string }[] {
  return nodes.flatMap((n) =>
    isProject(n) ? [{ id: n.value, name: n.name, batch }] : projectsOf(n.children ?? [], n.name),
  );
}

/** Every key in the tree that has children: used to show a search result fully expanded. */
export function branchKeys(nodes: readonly OrgNode[]): string[] {
  return nodes.flatMap((n) => (n.children?.length ? [nodeKey(n), ...branchKeys(n.children)] : []));
}

/**
 * The address of a project opened in a new tab: the console's own address (without its query or hash) with the
 * entry parameters that session/entry.ts exchanges for a project token through /orgdept/paramLogin, and `#/`.
 * org_batch_id is the value of the parent batch; mobile, name and user_innerid are the current person's.
 * The session token is never put in the address.
 */
export function projectEntryUrl(
  consoleHref: string,
  project: Pick<OrgNode, 'value' | 'name' | 'is_have_bim'>,
  parent: Pick<OrgNode, 'value' | 'type'> | null,
  identity: Pick<Identity, 'mobile' | 'name' | 'user_innerid'>,
): string {
  const url = new URL(consoleHref);
  url.search = '';
  url.hash = '';
  const params = new URLSearchParams();
  params.set('project_id', String(project.value));
  params.set('project_name', project.name);
  params.set('is_have_bim', project.is_have_bim ?? '');
  if (parent && parent.type === BATCH) params.set('org_batch_id', String(parent.value));
  params.set('mobile', identity.mobile ?? '');
  params.set('name', identity.name ?? '');
  params.set('user_innerid', identity.user_innerid ?? '');
  // URLSearchParams encodes a space as "+"; %20 reads the same everywhere.
  return `${url.origin}${url.pathname}?${params.toString().replace(/\+/g, '%20')}#/`;
}
