// 隐患库管理 (001 §7.5 /grid/ginDscCategoryItem/*, menu grid/troubleLibManager): the hazard category tree on the left
// (read-only here; categories are managed in 隐患分类) filters the check items on the right. Items are added, edited
// and deleted (one or several) in dialogs, imported from the Excel template and exported with the current filter;
// buttons by the page's power bits (2 新增, 4 编辑, 8 删除, 16 导入) and the grid:export perm.
import { Layers, Plus, Trash2, Upload } from 'lucide-react';
import { api } from '@/platform/api';
import { Button } from '@/ui/button';
import { DeleteConfirm } from '@/ui/delete-confirm';
import { ListScreen } from '@/ui/list-screen';
import { TreePanel } from '@/ui/tree-panel';
import type { GridCategory } from './hazard-category-tree';
import { EXPORT_PAGING, intOf, type GridCategoryItem } from './grid-setup-codes';
import { errorText } from '@/lib/error-text';
import { ItemDialog, ImportDialog, ImportResultDialog } from './trouble-lib-dialogs';
import { BulkDeleteConfirm } from './trouble-lib-bulk-delete';
import { useTroubleLibPage, type TroubleLibState } from './use-trouble-lib-page';
import { categoryItemsLoad } from './hazard-category-queries';

function CurrentCategory({ lib }: { lib: TroubleLibState }) {
  const { path } = lib;
  return (
    <div className="flex items-center gap-2 rounded-md bg-white px-4 py-2.5 text-sm shadow-sm">
      <Layers className="size-4 text-primary" aria-hidden />
      <span className="text-gray-500">当前分类</span>
      <span className="font-medium text-gray-900" data-testid="current-category">
        {path.length ? path.join(' / ') : '全部分类'}
      </span>
      {lib.selected ? (
        <Button size="sm" variant="link" className="ml-2" onClick={() => lib.select(null)}>
          查看全部
        </Button>
      ) : null}
    </div>
  );
}

function TroubleLibToolbar({ lib }: { lib: TroubleLibState }) {
  return (
    <>
      {lib.perm.can('add') ? (
        <Button variant="primary" onClick={() => lib.setEditing('new')}>
          <Plus />
          新增检查项
        </Button>
      ) : null}
      {lib.perm.can('set') ? (
        <Button onClick={() => lib.setImporting(true)}>
          <Upload />
          导入
        </Button>
      ) : null}
    </>
  );
}

function TroubleLibList({ lib }: { lib: TroubleLibState }) {
  const { perm, categoryId } = lib;
  return (
    <ListScreen<GridCategoryItem>
      id="grid-trouble-lib"
      title="隐患库"
      filters={lib.filters}
      columns={lib.columns}
      operation="pageGridCategoryItems"
      scope={{ categoryId }}
      rowId={(item) => String(item.id)}
      toolbar={<TroubleLibToolbar lib={lib} />}
      bulkActions={
        perm.can('delete')
          ? (rows, clear) => (
              <Button size="sm" variant="danger" onClick={() => lib.setBulk({ rows, clear })}>
                <Trash2 />
                批量删除
              </Button>
            )
          : undefined
      }
      exportFile={
        perm.hasPerm('grid:export')
          ? (values) =>
              api.POST('/grid/ginDscCategoryItem/export', {
                body: {
                  ...EXPORT_PAGING,
                  categoryId,
                  keyword: values.keyword,
                  troubleLevel: intOf(values.troubleLevel),
                  status: intOf(values.status),
                },
              })
          : undefined
      }
      load={categoryItemsLoad(categoryId)}
    />
  );
}

function TroubleLibDialogs({ lib }: { lib: TroubleLibState }) {
  const { editing, categoryId } = lib;
  return (
    <>
      {editing ? (
        <ItemDialog
          item={editing === 'new' ? undefined : editing}
          categoryId={categoryId}
          categories={lib.categoryOptions}
          levels={lib.levelList}
          onClose={() => lib.setEditing(null)}
          onDone={() => {
            lib.setEditing(null);
            lib.refresh();
          }}
        />
      ) : null}
      {lib.importing ? (
        <ImportDialog
          categoryId={categoryId}
          categories={lib.categoryOptions}
          onClose={() => lib.setImporting(false)}
          onDone={(r) => {
            lib.setImporting(false);
            lib.setResult(r);
            lib.refresh();
          }}
        />
      ) : null}
      {lib.result ? <ImportResultDialog result={lib.result} onClose={() => lib.setResult(null)} /> : null}
      <DeleteConfirm
        del={lib.del}
        title="删除检查项"
        message={(d) => `确定删除检查项“${d.content}”吗？删除后巡检时不再检查此项。`}
      />
      <BulkDeleteConfirm bulk={lib.bulk} onClose={() => lib.setBulk(null)} onDone={lib.refresh} />
    </>
  );
}

export default function TroubleLibPage() {
  const lib = useTroubleLibPage();
  const { tree } = lib;
  return (
    <div className="flex h-full min-h-[560px] gap-3">
      <TreePanel<GridCategory>
        label="隐患分类"
        className="w-64 shrink-0"
        nodes={lib.nodes}
        selectedId={lib.categoryId ?? null}
        onSelect={(node) => lib.select(Number(node.id))}
        actions={[]}
        loading={tree.isPending}
        error={errorText(tree.error)}
        onRetry={() => void tree.refetch()}
      />
      <div className="flex min-w-0 flex-1 flex-col gap-3">
        <CurrentCategory lib={lib} />
        <TroubleLibList lib={lib} />
      </div>
      <TroubleLibDialogs lib={lib} />
    </div>
  );
}
