// Projects and organisations to pick from, out of the organisation tree (seed 000 §3: type 1 batches — the company
// and its branches — and type 2 projects under them).
import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { orgSelectTreeQuery } from '@/session/org-tree-query';
import type { OrgNode } from '@/session/org-tree';

export interface Option {
  value: string;
  label: string;
}

export function useOrgOptions(enabled = true): { projects: Option[]; orgs: Option[]; pending: boolean } {
  const tree = useQuery({ ...orgSelectTreeQuery(), enabled });
  const { data, isPending } = tree;
  return useMemo(() => {
    const projects: Option[] = [];
    const orgs: Option[] = [];
    const walk = (nodes: readonly OrgNode[] | undefined, depth: number) =>
      nodes?.forEach((n) => {
        if (n.type === 2) projects.push({ value: String(n.value), label: n.name });
        else orgs.push({ value: String(n.value), label: `${'\u3000'.repeat(depth)}${n.name}` });
        walk(n.children, depth + 1);
      });
    walk(data, 0);
    return { projects, orgs, pending: enabled && isPending };
  }, [data, isPending, enabled]);
}
