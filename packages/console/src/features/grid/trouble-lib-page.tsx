// 隐患库管理 (001 §7.5 /grid/ginDscCategoryItem/*, menu grid/troubleLibManager): the hazard category tree on the left
// (read-only here; categories are managed in 隐患分类) filters the check items on the right. Items are added, edited
// and deleted (one or several) in dialogs, imported from the Excel template and exported with the current filter;
// buttons by the page's power bits (2 新增, 4 编辑, 8 删除, 16 导入) and the grid:export perm.
import { ColorTag } from '@/ui/color-tag';
import { useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { FileDown, Layers, Plus, Trash2, Upload } from 'lucide-react';
import { toast } from 'sonner';
import type { components } from '@site/sdk';
import { api } from '@/app/api';
import { TOAST_MS } from '@/lib/constants';
import { saveFile } from '@/lib/download';
import { findNode, pathTo } from '@/lib/tree';
import { usePagePermission } from '@/session/permissions';
import { useSession } from '@/session/session-store';
import { Button } from '@/ui/button';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { DeleteConfirm, useRowDelete } from '@/ui/delete-confirm';
import { Field, RequiredLabel } from '@/ui/field';
import type { FilterField } from '@/ui/filter-bar';
import { FormDialog } from '@/ui/form-dialog';
import { Input } from '@/ui/input';
import { ListScreen } from '@/ui/list-screen';
import { Select } from '@/ui/select';
import { StatusTag, Tag } from '@/ui/status-tag';
import { Textarea } from '@/ui/textarea';
import { TreePanel } from '@/ui/tree-panel';
import { ViewDialog } from '@/ui/view-dialog';
import { categoryTreeQuery, troubleLevelsQuery } from './hazard-category-queries';
import { toTreeNodes, type GridCategory } from './hazard-category-tree';
import {
  ENABLED,
  EXPORT_PAGING,
  TROUBLE_LEVELS,
  intOf,
  isSpreadsheet,
  itemBody,
  itemFormOf,
  itemSchema,
  leafCategoryOptions,
  optionsOf,
  type GridCategoryItem,
  type ItemFormValues,
} from './grid-setup-codes';
import { errorText } from '@/lib/error-text';
import { invalidateOperation } from '@site/sdk/query/common';

type Level = components['schemas']['GridTroubleLevel'];
type ImportResult = components['schemas']['GridImportResult'];

const KEY = 'pageGridCategoryItems';
const CAT_PARAM = 'cat';

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

  const columns = useMemo<ColumnDef<GridCategoryItem, unknown>[]>(
    () => [
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
    ],
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

function ItemDialog({
  item,
  categoryId,
  categories,
  levels,
  onClose,
  onDone,
}: {
  item: GridCategoryItem | undefined;
  categoryId: number | undefined;
  categories: { value: string; label: string }[];
  levels: Level[];
  onClose: () => void;
  onDone: () => void;
}) {
  // A chosen 大类 is not a place for items: only its 小类 are offered, so start empty then.
  const start = categoryId && categories.some((c) => c.value === String(categoryId)) ? categoryId : undefined;
  const form = useForm<ItemFormValues>({ resolver: zodResolver(itemSchema), defaultValues: itemFormOf(item, start) });
  const save = useMutation({
    mutationFn: (v: ItemFormValues) =>
      item
        ? api.POST('/grid/ginDscCategoryItem/edit', { body: itemBody(v, item.id) })
        : api.POST('/grid/ginDscCategoryItem/add', { body: itemBody(v) }),
    onSuccess: (env) => {
      toast.success(env.msg || '已保存', { duration: TOAST_MS });
      onDone();
    },
  });
  const { errors } = form.formState;
  const levelOptions = levels.length
    ? levels.map((l) => ({ value: String(l.value), label: l.label }))
    : optionsOf(TROUBLE_LEVELS);
  const levelField = form.register('troubleLevel');
  return (
    <FormDialog
      open
      width={720}
      onOpenChange={(o) => !o && onClose()}
      title={item ? '编辑检查项' : '新增检查项'}
      submitting={save.isPending}
      onSubmit={form.handleSubmit((v) => save.mutate(v))}
    >
      <div className="grid grid-cols-2 gap-x-4">
        <Field
          label={<RequiredLabel>所属分类</RequiredLabel>}
          htmlFor="item-category"
          error={errors.categoryId?.message}
        >
          <Select
            id="item-category"
            options={categories}
            aria-invalid={Boolean(errors.categoryId)}
            {...form.register('categoryId')}
          />
        </Field>
        <Field
          label={<RequiredLabel>隐患等级</RequiredLabel>}
          htmlFor="item-level"
          error={errors.troubleLevel?.message}
        >
          <Select
            id="item-level"
            options={levelOptions}
            aria-invalid={Boolean(errors.troubleLevel)}
            {...levelField}
            onChange={(e) => {
              void levelField.onChange(e);
              // The level's default deadline, unless one was typed.
              const days = levels.find((l) => String(l.value) === e.target.value)?.rectifyDays;
              if (days && !form.getValues('rectifyDays')) form.setValue('rectifyDays', String(days));
            }}
          />
        </Field>
      </div>
      <Field label={<RequiredLabel>检查内容</RequiredLabel>} htmlFor="item-content" error={errors.content?.message}>
        <Textarea
          id="item-content"
          rows={2}
          placeholder="请输入检查内容（隐患描述）"
          aria-invalid={Boolean(errors.content)}
          {...form.register('content')}
        />
      </Field>
      <Field label="检查标准" htmlFor="item-standard" error={errors.standard?.message}>
        <Textarea id="item-standard" rows={2} placeholder="请输入检查标准" {...form.register('standard')} />
      </Field>
      <div className="grid grid-cols-2 gap-x-4">
        <Field label="依据条款" htmlFor="item-basis" error={errors.basis?.message}>
          <Input id="item-basis" placeholder="如 JGJ 80-2016 第4.1.1条" {...form.register('basis')} />
        </Field>
        <Field label="整改期限（天）" htmlFor="item-days" error={errors.rectifyDays?.message}>
          <Input
            id="item-days"
            inputMode="numeric"
            placeholder="默认按隐患等级"
            aria-invalid={Boolean(errors.rectifyDays)}
            {...form.register('rectifyDays')}
          />
        </Field>
      </div>
      <Field label="整改措施" htmlFor="item-measure" error={errors.measure?.message}>
        <Textarea id="item-measure" rows={2} placeholder="请输入整改措施建议" {...form.register('measure')} />
      </Field>
      <label className="flex items-center gap-2 text-sm text-gray-700">
        <input type="checkbox" {...form.register('enabled')} />
        启用（停用的检查项不会出现在巡检任务中）
      </label>
    </FormDialog>
  );
}

function ImportDialog({
  categoryId,
  categories,
  onClose,
  onDone,
}: {
  categoryId: number | undefined;
  categories: { value: string; label: string }[];
  onClose: () => void;
  onDone: (result: ImportResult) => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [target, setTarget] = useState(
    categoryId && categories.some((c) => c.value === String(categoryId)) ? String(categoryId) : '',
  );
  const [error, setError] = useState('');
  const [downloading, setDownloading] = useState(false);
  const upload = useMutation({
    mutationFn: (f: File) =>
      api.POST('/grid/ginDscCategoryItem/import', {
        body: { file: f, ...(target ? { categoryId: Number(target) } : {}) },
      }),
    onSuccess: (env) => {
      toast.success(env.msg || '导入完成', { duration: TOAST_MS });
      if (env.data) onDone(env.data);
      else onClose();
    },
  });
  const template = async () => {
    setDownloading(true);
    try {
      saveFile(await api.GET('/grid/ginDscCategoryItem/downloadTemplate'));
    } catch (e) {
      toast.error(e instanceof Error && e.message ? `模板下载失败：${e.message}` : '模板下载失败', {
        duration: TOAST_MS,
      });
    } finally {
      setDownloading(false);
    }
  };
  return (
    <FormDialog
      open
      width={560}
      onOpenChange={(o) => !o && onClose()}
      title="导入检查项"
      confirmText="开始导入"
      submitting={upload.isPending}
      onSubmit={(e) => {
        e.preventDefault();
        if (!file) return setError('请选择要导入的 Excel 文件');
        if (!isSpreadsheet(file.name)) return setError('只支持 .xlsx、.xls 格式的文件');
        setError('');
        upload.mutate(file);
      }}
    >
      <div className="flex items-center justify-between rounded bg-primary-soft px-3 py-2 text-sm text-gray-700">
        <span>请按模板填写：大类、分类、检查内容、检查标准、依据条款、隐患等级、整改期限、整改措施。</span>
        <Button size="sm" variant="link" onClick={() => void template()} disabled={downloading}>
          <FileDown />
          {downloading ? '下载中…' : '下载模板'}
        </Button>
      </div>
      <Field label="导入到分类" htmlFor="import-category">
        <Select
          id="import-category"
          options={categories}
          placeholder="按表内“分类”列匹配"
          value={target}
          onChange={(e) => setTarget(e.target.value)}
        />
      </Field>
      <Field label={<RequiredLabel>Excel 文件</RequiredLabel>} htmlFor="import-file" error={error || undefined}>
        <input
          ref={input}
          id="import-file"
          type="file"
          accept=".xlsx,.xls"
          aria-invalid={Boolean(error)}
          className="text-sm file:mr-3 file:rounded file:border file:border-line file:bg-white file:px-3 file:py-1.5 file:text-sm file:text-gray-700 hover:file:border-primary"
          onChange={(e) => {
            setFile(e.target.files?.[0] ?? null);
            setError('');
          }}
        />
      </Field>
    </FormDialog>
  );
}

function ImportResultDialog({ result, onClose }: { result: ImportResult; onClose: () => void }) {
  return (
    <ViewDialog title="导入结果" onClose={onClose} width={560}>
      <dl className="grid grid-cols-3 gap-3 text-center">
        <div className="rounded bg-gray-50 py-3">
          <dt className="text-xs text-gray-500">读取行数</dt>
          <dd className="text-xl font-semibold text-gray-900">{result.total}</dd>
        </div>
        <div className="rounded bg-success/10 py-3">
          <dt className="text-xs text-gray-500">导入成功</dt>
          <dd className="text-xl font-semibold text-success">{result.successCount}</dd>
        </div>
        <div className="rounded bg-danger/10 py-3">
          <dt className="text-xs text-gray-500">导入失败</dt>
          <dd className="text-xl font-semibold text-danger">{result.failCount}</dd>
        </div>
      </dl>
      {result.failRows?.length ? (
        <table className="mt-4 w-full text-sm">
          <thead>
            <tr className="bg-gray-50 text-left text-gray-600">
              <th className="w-20 border-b border-line px-3 py-2 font-medium">行号</th>
              <th className="border-b border-line px-3 py-2 font-medium">失败原因</th>
            </tr>
          </thead>
          <tbody>
            {result.failRows.map((r) => (
              <tr key={r.row}>
                <td className="border-b border-line px-3 py-2">第 {r.row} 行</td>
                <td className="border-b border-line px-3 py-2 text-danger">{r.reason}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p className="mt-4 text-sm text-gray-600">
          <Tag tag={{ label: '全部成功', tone: 'success' }} />
        </p>
      )}
    </ViewDialog>
  );
}
