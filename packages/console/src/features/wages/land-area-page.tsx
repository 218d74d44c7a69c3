// 属地区域 (001 §7.3 /star/landAreaList/*, menu wages/landArea): the province → city → district tree on the left
// (search, rename, delete); on the right the chosen area (its supervising labour bureau and contact) and the areas
// under it, with add (the administrative code is the id), edit and delete. The chosen area is kept as ?area=.
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { MapPinned, Plus } from 'lucide-react';
import { toast } from 'sonner';
import type { components } from '@site/sdk';
import { api } from '@/platform/api';
import { findNode, pathTo, type TreeAction, type TreeNode } from '@/lib/tree';
import { usePagePermission } from '@/session/permissions';
import { Button } from '@/ui/button';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { Loading } from '@/ui/loading';
import { TreePanel } from '@/ui/tree-panel';
import { landAreaBody, landAreaForm } from './wages-bodies';
import { LAND_AREA_KEYS, landAreaQuery, landAreaTreeQuery } from './wages-queries';
import { errorText } from '@/lib/error-text';
import { invalidateOperation } from '@site/sdk/query/common';
import { placeOf, AreaDetails, AreaDialog } from './land-area-details';

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

export default function LandAreaPage() {
  const perm = usePagePermission();
  const queryClient = useQueryClient();
  const [search, setSearch] = useSearchParams();
  const tree = useQuery(landAreaTreeQuery());
  const nodes = useMemo(() => toNodes(tree.data), [tree.data]);
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

  const actions = useMemo(() => {
    const out: TreeAction[] = [];
    if (perm.can('edit')) out.push('rename');
    if (perm.can('delete')) out.push('delete');
    return out;
  }, [perm]);

  return (
    <div className="flex h-full min-h-[520px] gap-3">
      <TreePanel
        label="属地区域"
        className="w-72 shrink-0"
        nodes={nodes}
        selectedId={selected?.id ?? null}
        onSelect={(node) => select(Number(node.id))}
        actions={actions}
        defaultExpandDepth={2}
        loading={tree.isPending}
        error={errorText(tree.error)}
        onRetry={() => void tree.refetch()}
        onRename={async (node, name) => {
          // The edit call takes the whole area: read it, change only the name.
          const area = await queryClient.fetchQuery(landAreaQuery(Number(node.id)));
          const data = area.data;
          if (!data) return;
          const env = await api.POST('/star/landAreaList/edit', {
            body: landAreaBody({ ...landAreaForm(data), areaName: name }, placeOf(data)),
          });
          refresh(env.msg, '名称已修改');
        }}
        onDelete={async (node) => {
          const parent = pathTo(nodes, node.id).at(-2);
          await remove(Number(node.id), parent ? Number(parent.id) : null);
        }}
      />
      <div className="flex min-w-0 flex-1 flex-col gap-3 overflow-auto">
        {tree.isPending ? (
          <section className="rounded-md bg-white shadow-sm">
            <Loading />
          </section>
        ) : selected ? (
          <AreaDetails
            key={String(selected.id)}
            id={Number(selected.id)}
            path={pathTo(nodes, selected.id).map((n) => n.label)}
            canAdd={perm.can('add')}
            canEdit={perm.can('edit')}
            canDelete={perm.can('delete')}
            onSelect={select}
            onAdd={(parent) => setEditing({ kind: 'add', parent })}
            onEdit={(area) => setEditing({ kind: 'edit', area })}
            onDelete={setDeleting}
          />
        ) : (
          <section className="flex flex-1 flex-col items-center justify-center gap-3 rounded-md bg-white text-sm text-muted shadow-sm">
            <MapPinned className="size-10 text-gray-300" aria-hidden />
            {tree.isError ? '属地区域加载失败' : '暂无属地区域'}
            {perm.can('add') && !tree.isError ? (
              <Button variant="primary" onClick={() => setEditing({ kind: 'add', parent: null })}>
                <Plus />
                新增省份
              </Button>
            ) : null}
          </section>
        )}
      </div>
      {editing ? (
        <AreaDialog
          editing={editing}
          onClose={() => setEditing(null)}
          onDone={(msg, fallback) => {
            setEditing(null);
            refresh(msg, fallback);
          }}
        />
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(o) => !o && setDeleting(null)}
        title="提示"
        confirmText="删除"
        message={deleting ? `确定删除属地「${deleting.areaName}」吗？仍有下级地区或归属项目的地区不能删除。` : ''}
        onConfirm={() => {
          if (deleting) removeRow.mutate(deleting);
          setDeleting(null);
        }}
      />
    </div>
  );
}
