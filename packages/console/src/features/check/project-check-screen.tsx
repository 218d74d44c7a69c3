// A 检查单 list screen shared by 监督检查 (/pc/project/sup/check/*) and 企业检查 (/pc/project/corp/check/*): the
// organisation tree scopes the list; filters, status tags, export; 详情 with problems, photos, attachments and the
// flow; 新增/编辑 (登记 and 下发, state 1 待回复), 回复, 复核通过/退回 and 删除 with confirmations. Buttons by the
// page's power bits (2 新增, 4 编辑 — also reply and verify, 8 删除). The dialogs live in project-check-dialogs.tsx
// and project-check-form.tsx.
import { useMemo, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { Plus } from 'lucide-react';
import { formatDate } from '@/lib/dates';
import { usePagePermission } from '@/session/permissions';
import { Button } from '@/ui/button';
import { RowActions } from '@/ui/row-actions';
import { DeleteConfirm, useRowDelete } from '@/ui/delete-confirm';
import type { FilterField } from '@/ui/filter-bar';
import { ListScreen } from '@/ui/list-screen';
import { StatusTag } from '@/ui/status-tag';
import {
  CHECK_STATUS,
  CHECK_STATUS_OPTIONS,
  reviewActions,
  scopeOf,
  type OrgNode,
  type ProjectCheck,
  type ReviewStep as ReviewKind,
} from './check-model';
import { NameLink, ScopeBanner, ScopeTree, TwoLine } from './check-parts';
import { checkQuery, type CheckCalls } from './project-check-calls';
import { CheckDetailDialog, ReviewStep } from './project-check-dialogs';
import { CheckFormDialog } from './project-check-form';
import { invalidateOperation } from '@site/sdk/query/common';

const FILTERS: FilterField[] = [
  { name: 'keyword', label: '关键字', placeholder: '检查名称、编号或项目' },
  { name: 'status', label: '状态', type: 'select', options: CHECK_STATUS_OPTIONS },
  { name: 'start_date', label: '检查日期起', type: 'date' },
  { name: 'end_date', label: '检查日期止', type: 'date' },
];

type Pending =
  { kind: 'view' | 'reply' | 'pass' | 'back'; row: ProjectCheck } | { kind: 'form'; row: ProjectCheck | null };

/** The list's columns; `open` starts a step on a row, `askDelete` asks before 删除. */
function checkColumns(
  perm: ReturnType<typeof usePagePermission>,
  open: (kind: ReviewKind, row: ProjectCheck) => void,
  askDelete: (row: ProjectCheck) => void,
): ColumnDef<ProjectCheck, unknown>[] {
  return [
    {
      id: 'check_name',
      header: '检查名称',
      cell: ({ row }) => (
        <TwoLine
          width="max-w-[14rem]"
          main={
            <NameLink onClick={() => open('view', row.original)}>
              {row.original.check_name ?? row.original.check_no}
            </NameLink>
          }
          sub={row.original.check_no}
        />
      ),
    },
    {
      id: 'status',
      header: '状态',
      cell: ({ row }) => <StatusTag table={CHECK_STATUS} value={row.original.status} />,
    },
    {
      id: 'project_name',
      header: '被检查项目 / 检查组织',
      cell: ({ row }) => <TwoLine main={row.original.project_name} sub={row.original.check_org_name} />,
    },
    {
      id: 'problem_count',
      header: '问题数',
      cell: ({ row }) => (
        <TwoLine
          main={row.original.problem_count ?? 0}
          sub={
            row.original.major_problem_count ? (
              <span className="text-danger">重大 {row.original.major_problem_count}</span>
            ) : null
          }
        />
      ),
    },
    {
      id: 'check_date',
      header: '检查日期',
      cell: ({ row }) => (
        <TwoLine
          width="whitespace-nowrap"
          main={formatDate(row.original.check_date)}
          sub={row.original.rectify_deadline ? `期限 ${formatDate(row.original.rectify_deadline)}` : null}
        />
      ),
    },
    {
      id: 'checker_names',
      header: '检查人员',
      cell: ({ row }) => <TwoLine width="max-w-[8rem]" main={row.original.checker_names} />,
    },
    {
      id: 'actions',
      header: '操作',
      enableHiding: false,
      cell: ({ row }) => {
        const c = row.original;
        return (
          <RowActions
            actions={reviewActions(
              c.status,
              { edit: perm.can('edit'), delete: perm.can('delete') },
              (kind) => open(kind, c),
              () => askDelete(c),
            )}
          />
        );
      },
    },
  ];
}

export function ProjectCheckScreen({
  id,
  title,
  noun,
  calls,
}: {
  id: string;
  title: string;
  noun: string;
  calls: CheckCalls;
}) {
  const perm = usePagePermission();
  const queryClient = useQueryClient();
  const [scope, setScope] = useState<OrgNode | null>(null);
  const [pending, setPending] = useState<Pending | null>(null);
  const close = () => setPending(null);
  const done = () => {
    close();
    void invalidateOperation(queryClient, calls.key);
    void invalidateOperation(queryClient, calls.detail(0).queryKey[0]);
  };
  const del = useRowDelete<ProjectCheck>({
    run: (row) => calls.remove(row.id),
    done: '删除成功',
    invalidate: calls.key,
  });
  const askDelete = del.ask;
  const columns = useMemo(
    () => checkColumns(perm, (kind, row) => setPending({ kind, row }), askDelete),
    [perm, askDelete],
  );

  return (
    <div className="flex min-h-[560px] gap-3">
      <ScopeTree selected={scope} onSelect={setScope} />
      <div className="flex min-w-0 flex-1 flex-col gap-3">
        {scope ? (
          <ScopeBanner caption="当前范围" onClear={() => setScope(null)}>
            {scope.label}
          </ScopeBanner>
        ) : null}
        <ListScreen<ProjectCheck>
          id={id}
          title={title}
          filters={FILTERS}
          columns={columns}
          operation={calls.key}
          scope={scopeOf(scope)}
          rowId={(c) => String(c.id)}
          toolbar={
            perm.can('add') ? (
              <Button variant="primary" onClick={() => setPending({ kind: 'form', row: null })}>
                <Plus />
                新增{noun}
              </Button>
            ) : null
          }
          load={({ page, size, filters, signal }) =>
            calls.page({ page, limit: size, ...checkQuery(filters, scope) }, signal)
          }
          exportFile={(values) => calls.exportFile(checkQuery(values, scope))}
        />
      </div>
      {pending?.kind === 'view' ? (
        <CheckDetailDialog noun={noun} row={pending.row} calls={calls} onClose={close} />
      ) : null}
      {pending?.kind === 'form' ? (
        <CheckFormDialog noun={noun} row={pending.row} calls={calls} scope={scope} onClose={close} onDone={done} />
      ) : null}
      {pending?.kind === 'reply' || pending?.kind === 'pass' || pending?.kind === 'back' ? (
        <ReviewStep kind={pending.kind} row={pending.row} calls={calls} onClose={close} onDone={done} />
      ) : null}
      <DeleteConfirm
        del={del}
        title={`删除${noun}`}
        message={(c) => `确定删除「${c.check_name ?? c.check_no}」？删除后不可恢复。`}
      />
    </div>
  );
}
