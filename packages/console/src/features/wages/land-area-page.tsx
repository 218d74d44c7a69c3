// 属地区域 (001 §7.3 /star/landAreaList/*, menu wages/landArea): the province → city → district tree on the left
// (search, rename, delete); on the right the chosen area (its supervising labour bureau and contact) and the areas
// under it, with add (the administrative code is the id), edit and delete. The chosen area is kept as ?area=.
import { useMemo } from 'react';
import type { components } from '@site/sdk';
import { MapPinned, Plus } from 'lucide-react';
import { pathTo, type TreeAction } from '@/lib/tree';
import { usePagePermission } from '@/session/permissions';
import { Button } from '@/ui/button';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { Loading } from '@/ui/loading';
import { TreePanel } from '@/ui/tree-panel';
import { errorText } from '@/lib/error-text';
import { AreaDetails, AreaDialog } from './land-area-details';
import { useLandAreas } from './use-land-areas';

type Area = components['schemas']['WagesConfigLandArea'];

export default function LandAreaPage() {
  const perm = usePagePermission();
  const areas = useLandAreas();
  const { tree, nodes, selected, select, editing, setEditing } = areas;
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
        onRename={areas.rename}
        onDelete={areas.removeNode}
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
            onDelete={areas.setDeleting}
          />
        ) : (
          <NoAreas
            failed={tree.isError}
            canAdd={perm.can('add')}
            onAdd={() => setEditing({ kind: 'add', parent: null })}
          />
        )}
      </div>
      {editing ? (
        <AreaDialog
          editing={editing}
          onClose={() => setEditing(null)}
          onDone={(msg, fallback) => {
            setEditing(null);
            areas.refresh(msg, fallback);
          }}
        />
      ) : null}
      <DeleteAreaConfirm
        area={areas.deleting}
        close={() => areas.setDeleting(null)}
        remove={(a) => areas.removeRow.mutate(a)}
      />
    </div>
  );
}

function NoAreas({ failed, canAdd, onAdd }: { failed: boolean; canAdd: boolean; onAdd: () => void }) {
  return (
    <section className="flex flex-1 flex-col items-center justify-center gap-3 rounded-md bg-white text-sm text-muted shadow-sm">
      <MapPinned className="size-10 text-gray-300" aria-hidden />
      {failed ? '属地区域加载失败' : '暂无属地区域'}
      {canAdd && !failed ? (
        <Button variant="primary" onClick={() => onAdd()}>
          <Plus />
          新增省份
        </Button>
      ) : null}
    </section>
  );
}

function DeleteAreaConfirm({
  area,
  close,
  remove,
}: {
  area: Area | null;
  close: () => void;
  remove: (area: Area) => void;
}) {
  return (
    <ConfirmDialog
      open={area !== null}
      onOpenChange={(o) => !o && close()}
      title="提示"
      confirmText="删除"
      message={area ? `确定删除属地「${area.areaName}」吗？仍有下级地区或归属项目的地区不能删除。` : ''}
      onConfirm={() => {
        if (area) remove(area);
        close();
      }}
    />
  );
}
