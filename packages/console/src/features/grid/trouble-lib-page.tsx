// 隐患库管理 (001 §7.5 /grid/ginDscCategoryItem/*, menu grid/troubleLibManager): the hazard category tree on the left
// (read-only here; categories are managed in 隐患分类) filters the check items on the right. Items are added, edited
// and deleted (one or several) in dialogs, imported from the Excel template and exported with the current filter;
// buttons by the page's power bits (2 新增, 4 编辑, 8 删除, 16 导入) and the grid:export perm.
import { ColorTag } from '@/ui/color-tag';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { Layers, Plus, Trash2, Upload } from 'lucide-react';
import { toast } from 'sonner';
import { api } from '@/platform/api';
import { TOAST_MS } from '@/lib/constants';
import { findNode, pathTo } from '@/lib/tree';
import { usePagePermission } from '@/session/permissions';
import { useSession } from '@/platform/session-store';
import { Button } from '@/ui/button';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { DeleteConfirm, useRowDelete } from '@/ui/delete-confirm';
import type { FilterField } from '@/ui/filter-bar';
import { ListScreen } from '@/ui/list-screen';
import { StatusTag } from '@/ui/status-tag';
import { TreePanel } from '@/ui/tree-panel';
import { categoryTreeQuery, troubleLevelsQuery } from './hazard-category-queries';
import { toTreeNodes, type GridCategory } from './hazard-category-tree';
import {
  ENABLED,
  EXPORT_PAGING,
  TROUBLE_LEVELS,
  intOf,
  leafCategoryOptions,
  optionsOf,
  type GridCategoryItem,
} from './grid-setup-codes';
import { errorText } from '@/lib/error-text';
import { invalidateOperation } from '@site/sdk/query/common';
import { type Level, type ImportResult, ItemDialog, ImportDialog, ImportResultDialog } from './trouble-lib-dialogs';

const KEY = 'pageGridCategoryItems';
const CAT_PARAM = 'cat';

/** The list's columns: the item's texts, its level (the project's own colour where set) and 编辑/删除 by power bits. */
function itemColumns(
  perm: ReturnType<typeof usePagePermission>,
  levelByValue: ReadonlyMap<number, Level>,
  setEditing: (item: GridCategoryItem) => void,
  askDelete: (item: GridCategoryItem) => void,
): ColumnDef<GridCategoryItem, unknown>[] {
  return [
    {
      id: 'content',
      header: '检查内容',
      enableHiding: false,
      cell: ({ row }) => (
        <p className="min-w-64 max-w-md whitespace-normal font-medium text-gray-900">{row.original.content}</p>
      ),
    },
    {
      id: 'category',
      header: '所属分类',
      cell: ({ row }) =>
        [row.original.parentCategoryName, row.original.categoryName].filter(Boolean).join(' / ') || '—',
    },
    {
      id: 'troubleLevel',
      header: '隐患等级',
      cell: ({ row }) => <LevelTag level={levelByValue.get(row.original.troubleLevel)} item={row.original} />,
    },
    {
      id: 'rectifyDays',
      header: '整改期限',
      cell: ({ row }) => (row.original.rectifyDays ? `${row.original.rectifyDays} 天` : '—'),
    },
    {
      id: 'standard',
      header: '检查标准',
      cell: ({ row }) => (
        <p className="min-w-56 max-w-sm whitespace-normal text-gray-600">{row.original.standard || '—'}</p>
      ),
    },
    {
      id: 'basis',
      header: '依据条款',
      cell: ({ row }) => (
        <p className="min-w-40 max-w-xs whitespace-normal text-gray-600">{row.original.basis || '—'}</p>
      ),
    },
    {
      id: 'measure',
      header: '整改措施',
      cell: ({ row }) => (
        <p className="min-w-48 max-w-sm whitespace-normal text-gray-600">{row.original.measure || '—'}</p>
      ),
    },
    { id: 'status', header: '状态', cell: ({ row }) => <StatusTag table={ENABLED} value={row.original.status} /> },
    {
      id: 'actions',
      header: '操作',
      enableHiding: false,
      cell: ({ row }) => (
        <div className="flex gap-3">
          {perm.can('edit') ? (
            <Button size="sm" variant="link" onClick={() => setEditing(row.original)}>
              编辑
            </Button>
          ) : null}
          {perm.can('delete') ? (
            <Button size="sm" variant="link" className="text-danger" onClick={() => askDelete(row.original)}>
              删除
            </Button>
          ) : null}
        </div>
      ),
    },
  ];
}

export default function TroubleLibPage() {
  const { identity } = useSession();
  const projectId = identity?.source === 4 && identity.project_id ? identity.project_id : undefined;
  const perm = usePagePermission();
  const queryClient = useQueryClient();
  const [search, setSearch] = useSearchParams();
  const tree = useQuery(categoryTreeQuery(projectId));
  const levels = useQuery(troubleLevelsQuery(projectId));
  const nodes = useMemo(() => toTreeNodes(tree.data), [tree.data]);
  const categoryOptions = useMemo(() => leafCategoryOptions(tree.data), [tree.data]);
  const levelList = useMemo(() => levels.data ?? [], [levels.data]);
  const levelByValue = useMemo(() => new Map(levelList.map((l) => [l.value, l])), [levelList]);

  const wanted = Number(search.get(CAT_PARAM)) || 0;
  const selected = wanted ? findNode(nodes, wanted) : undefined;
  const categoryId = selected ? Number(selected.id) : undefined;
  const path = selected ? pathTo(nodes, selected.id).map((n) => n.label) : [];
  const select = (id: number | null) =>
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        if (id === null) next.delete(CAT_PARAM);
        else next.set(CAT_PARAM, String(id));
        next.delete('page');
        return next;
      },
      { replace: true },
    );

  const [editing, setEditing] = useState<GridCategoryItem | 'new' | null>(null);
  const [importing, setImporting] = useState(false);
  const [result, setResult] = useState<ImportResult | null>(null);
  const [bulk, setBulk] = useState<{ rows: GridCategoryItem[]; clear: () => void } | null>(null);
  const refresh = () => {
    void invalidateOperation(queryClient, KEY);
    void invalidateOperation(queryClient, 'listGridCategoryTree');
  };
  const del = useRowDelete<GridCategoryItem>({
    run: (row) => api.POST('/grid/ginDscCategoryItem/del', { body: { ids: [row.id] } }),
    done: '检查项已删除',
    invalidate: KEY,
  });
  const askDelete = del.ask;
  const bulkDelete = useMutation({
    mutationFn: (rows: GridCategoryItem[]) =>
      api.POST('/grid/ginDscCategoryItem/del', { body: { ids: rows.map((r) => r.id) } }),
    onSuccess: (env) => {
      toast.success(env.msg || '检查项已删除', { duration: TOAST_MS });
      bulk?.clear();
      setBulk(null);
      refresh();
    },
  });

  const filters = useMemo<FilterField[]>(
    () => [
      { name: 'keyword', label: '检查内容', placeholder: '请输入检查内容关键字' },
      {
        name: 'troubleLevel',
        label: '隐患等级',
        type: 'select',
        options: levelList.length
          ? levelList.map((l) => ({ value: l.value, label: l.label }))
          : optionsOf(TROUBLE_LEVELS),
      },
      { name: 'status', label: '状态', type: 'select', options: optionsOf(ENABLED) },
    ],
    [levelList],
  );

  const columns = useMemo(
    () => itemColumns(perm, levelByValue, setEditing, askDelete),
    [perm, askDelete, levelByValue, setEditing],
  );

  return (
    <div className="flex h-full min-h-[560px] gap-3">
      <TreePanel<GridCategory>
        label="隐患分类"
        className="w-64 shrink-0"
        nodes={nodes}
        selectedId={categoryId ?? null}
        onSelect={(node) => select(Number(node.id))}
        actions={[]}
        loading={tree.isPending}
        error={errorText(tree.error)}
        onRetry={() => void tree.refetch()}
      />
      <div className="flex min-w-0 flex-1 flex-col gap-3">
        <div className="flex items-center gap-2 rounded-md bg-white px-4 py-2.5 text-sm shadow-sm">
          <Layers className="size-4 text-primary" aria-hidden />
          <span className="text-gray-500">当前分类</span>
          <span className="font-medium text-gray-900" data-testid="current-category">
            {path.length ? path.join(' / ') : '全部分类'}
          </span>
          {selected ? (
            <Button size="sm" variant="link" className="ml-2" onClick={() => select(null)}>
              查看全部
            </Button>
          ) : null}
        </div>
        <ListScreen<GridCategoryItem>
          id="grid-trouble-lib"
          title="隐患库"
          filters={filters}
          columns={columns}
          operation={KEY}
          scope={{ categoryId }}
          rowId={(item) => String(item.id)}
          toolbar={
            <>
              {perm.can('add') ? (
                <Button variant="primary" onClick={() => setEditing('new')}>
                  <Plus />
                  新增检查项
                </Button>
              ) : null}
              {perm.can('set') ? (
                <Button onClick={() => setImporting(true)}>
                  <Upload />
                  导入
                </Button>
              ) : null}
            </>
          }
          bulkActions={
            perm.can('delete')
              ? (rows, clear) => (
                  <Button size="sm" variant="danger" onClick={() => setBulk({ rows, clear })}>
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
          load={async ({ page, size, filters: values, signal }) => {
            const env = await api.POST('/grid/ginDscCategoryItem/page', {
              body: {
                page,
                limit: size,
                categoryId,
                keyword: values.keyword,
                troubleLevel: intOf(values.troubleLevel),
                status: intOf(values.status),
              },
              signal,
            });
            return { total: env.data?.total ?? 0, rows: env.data?.list ?? [] };
          }}
        />
      </div>
      {editing ? (
        <ItemDialog
          item={editing === 'new' ? undefined : editing}
          categoryId={categoryId}
          categories={categoryOptions}
          levels={levelList}
          onClose={() => setEditing(null)}
          onDone={() => {
            setEditing(null);
            refresh();
          }}
        />
      ) : null}
      {importing ? (
        <ImportDialog
          categoryId={categoryId}
          categories={categoryOptions}
          onClose={() => setImporting(false)}
          onDone={(r) => {
            setImporting(false);
            setResult(r);
            refresh();
          }}
        />
      ) : null}
      {result ? <ImportResultDialog result={result} onClose={() => setResult(null)} /> : null}
      <DeleteConfirm
        del={del}
        title="删除检查项"
        message={(d) => `确定删除检查项“${d.content}”吗？删除后巡检时不再检查此项。`}
      />
      <ConfirmDialog
        open={bulk !== null}
        onOpenChange={(o) => !o && setBulk(null)}
        title="批量删除检查项"
        message={`确定删除选中的 ${bulk?.rows.length ?? 0} 个检查项吗？删除后巡检时不再检查这些项。`}
        confirmText="删除"
        onConfirm={() => bulk && bulkDelete.mutate(bulk.rows)}
      />
    </div>
  );
}

function LevelTag({ level, item }: { level: Level | undefined; item: GridCategoryItem }) {
  const color = level?.color;
  if (!color) return <StatusTag table={TROUBLE_LEVELS} value={item.troubleLevel} fallback={item.levelName} />;
  return <ColorTag color={color}>{level.label}</ColorTag>;
}
