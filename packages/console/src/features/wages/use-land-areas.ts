// 属地区域 (land-area-page): the tree, the chosen area kept as ?area=, the dialogs' state, rename and delete.
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { components } from '@site/sdk';
import { api } from '@/platform/api';
import { findNode, pathTo, type TreeNode } from '@/lib/tree';
import { invalidateOperation } from '@site/sdk/query/common';
import { placeOf } from './land-area-details';
import { landAreaBody, landAreaForm } from './wages-bodies';
import { LAND_AREA_KEYS, landAreaQuery, landAreaTreeQuery } from './wages-queries';

type Area = components['schemas']['WagesConfigLandArea'];

type ApiNode = components['schemas']['TreeNode'];

const PARAM = 'area';

const toNodes = (list: readonly ApiNode[] | undefined): TreeNode[] =>
  (list ?? []).map((n) => ({
    id: Number(n.id),
    label: n.label,
    uncontrol: Boolean(n.uncontrol),
    children: toNodes(n.children),
  }));

/** Where a new area goes: the chosen area (its level from its depth in the tree) or, for a province, nowhere. */
type Parent = { id: number; level: number; name: string };

type Editing = { kind: 'add'; parent: Parent | null } | { kind: 'edit'; area: Area };

export function useLandAreas() {
  const [search, setSearch] = useSearchParams();
  const tree = useQuery(landAreaTreeQuery());
  const nodes = useMemo(() => toNodes(tree.data), [tree.data]);
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<Editing | null>(null);
  const [deleting, setDeleting] = useState<Area | null>(null);

  const wanted = Number(search.get(PARAM));
  const selected = (wanted ? findNode(nodes, wanted) : undefined) ?? nodes[0];
  const select = (id: number | null) =>
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        if (id === null) next.delete(PARAM);
        else next.set(PARAM, String(id));
        next.delete('page');
        return next;
      },
      { replace: true },
    );

  const refresh = (msg: string | undefined, fallback: string) => {
    toast.success(msg || fallback, { duration: 1500 });
    for (const key of LAND_AREA_KEYS) void invalidateOperation(queryClient, key);
  };
  const remove = async (id: number, parentId: number | null | undefined) => {
    const env = await api.POST('/star/landAreaList/del', { body: { ids: [id] } });
    if (id === selected?.id) select(parentId ?? null);
    refresh(env.msg, '已删除');
  };
  const removeRow = useMutation({ mutationFn: (a: Area) => remove(a.id, a.parentId) });

  const rename = async (node: TreeNode, name: string) => {
    // The edit call takes the whole area: read it, change only the name.
    const area = await queryClient.fetchQuery(landAreaQuery(Number(node.id)));
    const data = area.data;
    if (!data) return;
    const env = await api.POST('/star/landAreaList/edit', {
      body: landAreaBody({ ...landAreaForm(data), areaName: name }, placeOf(data)),
    });
    refresh(env.msg, '名称已修改');
  };
  const removeNode = async (node: TreeNode) => {
    const parent = pathTo(nodes, node.id).at(-2);
    await remove(Number(node.id), parent ? Number(parent.id) : null);
  };

  return {
    tree,
    nodes,
    selected,
    select,
    editing,
    setEditing,
    deleting,
    setDeleting,
    refresh,
    rename,
    removeNode,
    removeRow,
  };
}
