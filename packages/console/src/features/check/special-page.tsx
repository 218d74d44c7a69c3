// 专项检查管理 (menu check/special; 001 §7.5 /pc/project/special/check/*, §4 "Special check: add, start, finish,
// back out"): 新增 → 未开始 → 启动 → 进行中 → 完成 → 已完成; not yet finished → 撤回 → 已撤回. The organisation
// tree scopes the list; 详情 shows the projects, problems with photos and the flow. Buttons by the page's power bits
// (2 新增, 4 编辑/启动/完成/撤回, 8 删除).
import { useMemo, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { toast } from 'sonner';
import { api } from '@/platform/api';
import { TOAST_MS } from '@/lib/constants';
import { formatDate } from '@/lib/dates';
import type { FilterValues } from '@/lib/list-params';
import { usePagePermission } from '@/session/permissions';
import { RowActions } from '@/ui/row-actions';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { DeleteConfirm, useRowDelete } from '@/ui/delete-confirm';
import type { FilterField } from '@/ui/filter-bar';
import { Nowrap, StatusTag, Tag } from '@/ui/status-tag';
import {
  SPECIAL_STATUS,
  SPECIAL_TYPES,
  optionsOf,
  scopeOf,
  specialActions,
  type OrgNode,
  type SpecialCheck,
} from './check-model';
import { NameLink, TwoLine } from './check-parts';
import { ScopedCheckList } from './scoped-check-list';
import { SpecialDetailDialog, SpecialStepDialog } from './special-dialogs';
import { SpecialFormDialog, TYPE_OPTIONS } from './special-form';
import { invalidateOperation } from '@site/sdk/query/common';

const KEY = 'pageProjectSpecialChecks';

const FILTERS: FilterField[] = [
  { name: 'keyword', label: '关键字', placeholder: '专项名称或编号' },
  { name: 'special_type', label: '专项类型', type: 'select', options: TYPE_OPTIONS },
  { name: 'status', label: '状态', type: 'select', options: optionsOf(SPECIAL_STATUS) },
];

function specialQuery(values: FilterValues, scope: OrgNode | null) {
  return {
    ...scopeOf(scope),
    ...(values.keyword ? { keyword: values.keyword } : {}),
    ...(values.special_type ? { special_type: Number(values.special_type) } : {}),
    ...(values.status ? { status: Number(values.status) as 0 | 1 | 2 | 3 } : {}),
  };
}

type Pending =
  { kind: 'view' | 'start' | 'finish' | 'backout'; row: SpecialCheck } | { kind: 'form'; row: SpecialCheck | null };

type Step = 'view' | 'form' | 'start' | 'finish' | 'backout';

/** The list's columns; `open` starts a step on a row, `askDelete` asks before 删除. */
function specialColumns(
  perm: ReturnType<typeof usePagePermission>,
  open: (kind: Step, row: SpecialCheck) => void,
  askDelete: (row: SpecialCheck) => void,
): ColumnDef<SpecialCheck, unknown>[] {
  return [
    {
      id: 'special_name',
      header: '专项名称',
      cell: ({ row }) => (
        <TwoLine
          main={<NameLink onClick={() => open('view', row.original)}>{row.original.special_name}</NameLink>}
          sub={row.original.special_no}
        />
      ),
    },
    {
      id: 'special_type',
      header: '专项类型',
      cell: ({ row }) => (
        <Tag
          tag={{
            label: row.original.special_type_name ?? SPECIAL_TYPES[row.original.special_type] ?? '—',
            tone: 'primary',
          }}
        />
      ),
    },
    {
      id: 'status',
      header: '状态',
      cell: ({ row }) => <StatusTag table={SPECIAL_STATUS} value={row.original.status} />,
    },
    {
      id: 'project_names',
      header: '涉及项目 / 发起组织',
      cell: ({ row }) => (
        <TwoLine width="max-w-[14rem]" main={row.original.project_names} sub={row.original.org_name} />
      ),
    },
    {
      id: 'period',
      header: '检查时间',
      cell: ({ row }) => (
        <TwoLine
          width="whitespace-nowrap"
          main={formatDate(row.original.start_date)}
          sub={`至 ${formatDate(row.original.end_date)}`}
        />
      ),
    },
    { id: 'leader_name', header: '组长', cell: ({ row }) => <Nowrap>{row.original.leader_name}</Nowrap> },
    { id: 'problem_count', header: '问题数', cell: ({ row }) => row.original.problem_count ?? 0 },
    {
      id: 'actions',
      header: '操作',
      enableHiding: false,
      cell: ({ row }) => {
        const c = row.original;
        const a = specialActions(c.status);
        return (
          <RowActions
            actions={[
              { label: '详情', onClick: () => open('view', c) },
              {
                label: '编辑',
                show: a.edit && perm.can('edit'),
                onClick: () => open('form', c),
              },
              {
                label: '启动',
                show: a.start && perm.can('edit'),
                onClick: () => open('start', c),
              },
              {
                label: '完成',
                show: a.finish && perm.can('edit'),
                onClick: () => open('finish', c),
              },
              {
                label: '撤回',
                tone: 'warning',
                show: a.backout && perm.can('edit'),
                onClick: () => open('backout', c),
              },
              { label: '删除', tone: 'danger', show: a.remove && perm.can('delete'), onClick: () => askDelete(c) },
            ]}
          />
        );
      },
    },
  ];
}

export default function SpecialPage() {
  const perm = usePagePermission();
  const queryClient = useQueryClient();
  const [scope, setScope] = useState<OrgNode | null>(null);
  const [pending, setPending] = useState<Pending | null>(null);
  const close = () => setPending(null);
  const done = (env: { msg?: string | null }, fallback: string) => {
    toast.success(env.msg || fallback, { duration: TOAST_MS });
    close();
    void invalidateOperation(queryClient, KEY);
    void invalidateOperation(queryClient, 'getProjectSpecialCheck');
  };
  const del = useRowDelete<SpecialCheck>({
    run: (row) => api.POST('/pc/project/special/check/del/{id}', { params: { path: { id: row.id } } }),
    done: '删除成功',
    invalidate: KEY,
  });
  const askDelete = del.ask;
  const columns = useMemo(
    () => specialColumns(perm, (kind, row) => setPending({ kind, row }), askDelete),
    [perm, askDelete],
  );
  return (
    <ScopedCheckList<SpecialCheck>
      node={scope}
      onNode={setScope}
      caption="当前范围"
      addLabel="新增专项检查"
      onAdd={perm.can('add') ? () => setPending({ kind: 'form', row: null }) : null}
      id="check-special"
      title="专项检查管理"
      filters={FILTERS}
      columns={columns}
      operation={KEY}
      scope={scopeOf(scope)}
      rowId={(c) => String(c.id)}
      load={async ({ page, size, filters, signal }) => {
        const env = await api.GET('/pc/project/special/check/page', {
          params: { query: { page, limit: size, ...specialQuery(filters, scope) } },
          signal,
        });
        return { total: env.data?.total ?? 0, rows: env.data?.list ?? [] };
      }}
      exportFile={(values) => {
        const { keyword, org_id, project_id } = specialQuery(values, scope);
        return api.GET('/pc/project/special/check/export', { params: { query: { keyword, org_id, project_id } } });
      }}
      dialogs={
        <>
          <PendingDialogs pending={pending} onClose={close} onDone={done} />
          <DeleteConfirm
            del={del}
            title="删除专项检查"
            message={(c) => `确定删除「${c.special_name}」？删除后不可恢复。`}
          />
        </>
      }
    />
  );
}

/** The dialog of the action chosen on a row: view, add/edit, finish or back out, and 启动 after a confirmation. */
function PendingDialogs({
  pending,
  onClose,
  onDone,
}: {
  pending: Pending | null;
  onClose: () => void;
  onDone: (env: { msg?: string | null }, fallback: string) => void;
}) {
  const start = useMutation({
    mutationFn: (row: SpecialCheck) => api.POST('/grid/ginCheckList/specialStart', { body: { id: row.id } }),
    onSuccess: (env) => onDone(env, '专项检查已启动'),
  });
  return (
    <>
      {pending?.kind === 'view' ? <SpecialDetailDialog row={pending.row} onClose={onClose} /> : null}
      {pending?.kind === 'form' ? (
        <SpecialFormDialog row={pending.row} onClose={onClose} onDone={(env) => onDone(env, '保存成功')} />
      ) : null}
      {pending?.kind === 'finish' || pending?.kind === 'backout' ? (
        <SpecialStepDialog row={pending.row} step={pending.kind} onClose={onClose} onDone={onDone} />
      ) : null}
      <ConfirmDialog
        open={pending?.kind === 'start'}
        onOpenChange={(o) => !o && onClose()}
        title="启动专项检查"
        message={pending ? `确定启动「${pending.row?.special_name ?? ''}」？启动后向涉及项目下发检查任务。` : ''}
        onConfirm={() => pending?.kind === 'start' && start.mutate(pending.row)}
      />
    </>
  );
}
