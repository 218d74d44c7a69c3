// The pure rules of 组织架构 (000 §3): the company—branch—project tree (getOrgBranchProjectTree: 公司—分公司—项目, the
// parent found within two levels) as tree-panel nodes, each knowing its level: the top is the company, the second
// level its branches, anything deeper a project.
import type { components } from '@site/sdk';
import type { TreeNode } from '@/lib/tree';

type ServerNode = components['schemas']['TreeNode'];

export type OrgKind = 'company' | 'branch' | 'project';

export const ORG_KINDS: Record<OrgKind, { label: string; tone: 'primary' | 'success' | 'warning' }> = {
  company: { label: '公司', tone: 'primary' },
  branch: { label: '分公司', tone: 'warning' },
  project: { label: '项目', tone: 'success' },
};

export interface OrgNodeData {
  kind: OrgKind;
  innerid: string | undefined;
  /** The parent's name ('' at the top). */
  parentName: string;
  /** Projects anywhere below (0 for a project). */
  projectCount: number;
  /** Organisations directly below. */
  branchCount: number;
}

/** The tree with projects, each node typed by its level. */
export function toOrgTree(full: readonly ServerNode[] | undefined): TreeNode<OrgNodeData>[] {
  const walk = (nodes: readonly ServerNode[], depth: number, parentName: string): TreeNode<OrgNodeData>[] =>
    nodes.map((n) => {
      const children = walk(n.children ?? [], depth + 1, n.label);
      const kind: OrgKind = depth === 0 ? 'company' : depth === 1 ? 'branch' : 'project';
      const projectCount = children.reduce(
        (sum, c) => sum + (c.data?.kind === 'project' ? 1 : (c.data?.projectCount ?? 0)),
        0,
      );
      const node: TreeNode<OrgNodeData> = {
        id: n.id,
        label: n.label,
        data: {
          kind,
          innerid: n.innerid,
          parentName,
          projectCount,
          branchCount: children.filter((c) => c.data?.kind !== 'project').length,
        },
      };
      if (n.uncontrol) node.uncontrol = true;
      return children.length ? { ...node, children } : node;
    });
  return walk(full ?? [], 0, '');
}
