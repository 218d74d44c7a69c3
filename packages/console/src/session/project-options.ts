// The projects to pick from in a form (项目 of a dialog signed in above project level): the type 2 nodes of the
// organisation tree (seed 000 §3), in tree order.
import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { orgSelectTreeQuery } from './org-tree-query';
import type { OrgNode } from './org-tree';

export function useProjectOptions(enabled: boolean): { value: string; label: string }[] {
  const tree = useQuery({ ...orgSelectTreeQuery(), enabled });
  const treeData = tree.data;
  return useMemo(() => {
    const out: { value: string; label: string }[] = [];
    const walk = (nodes: readonly OrgNode[] | undefined) =>
      nodes?.forEach((n) => {
        if (n.type === 2) out.push({ value: String(n.value), label: n.name });
        walk(n.children);
      });
    walk(treeData);
    return out;
  }, [treeData]);
}
