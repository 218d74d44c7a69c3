// A 检查单 list screen shared by 监督检查 (/pc/project/sup/check/*) and 企业检查 (/pc/project/corp/check/*): the
// organisation tree scopes the list; filters, status tags, export; 详情 with problems, photos, attachments and the
// flow; 新增/编辑 (登记 and 下发, state 1 待回复), 回复, 复核通过/退回 and 删除 with confirmations. Buttons by the
// page's power bits (2 新增, 4 编辑 — also reply and verify, 8 删除). The dialogs live in project-check-dialogs.tsx
// and project-check-form.tsx.
import type { ColumnDef } from '@tanstack/react-table';
import type { usePagePermission } from '@/session/permissions';
import { DeleteConfirm } from '@/ui/delete-confirm';
import type { FilterField } from '@/ui/filter-bar';
import { CHECK_STATUS_OPTIONS, scopeOf, type ProjectCheck, type ReviewStep as ReviewKind } from './check-model';
import { NameLink, TwoLine } from './check-parts';
import { checkDateColumn, checkStatusColumn, projectOrgColumn, reviewActionsColumn } from './review-check-columns';
import { ScopedCheckList } from './scoped-check-list';
import { checkQuery, type CheckCalls } from './project-check-calls';
import { CheckDetailDialog, ReviewStep } from './project-check-dialogs';
import { CheckFormDialog } from './project-check-form';
import { useReviewList } from './use-review-list';

const FILTERS: FilterField[] = [
  { name: 'keyword', label: '关键字', placeholder: '检查名称、编号或项目' },
  { name: 'status', label: '状态', type: 'select', options: CHECK_STATUS_OPTIONS },
  { name: 'start_date', label: '检查日期起', type: 'date' },
  { name: 'end_date', label: '检查日期止', type: 'date' },
];

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
    checkStatusColumn<ProjectCheck>(),
    projectOrgColumn<ProjectCheck>('被检查项目 / 检查组织'),
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
    checkDateColumn<ProjectCheck>('检查日期'),
    {
      id: 'checker_names',
      header: '检查人员',
      cell: ({ row }) => <TwoLine width="max-w-[8rem]" main={row.original.checker_names} />,
    },
    reviewActionsColumn<ProjectCheck>(perm, open, askDelete),
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
  const { scope, setScope, pending, close, done, del, columns, add } = useReviewList<ProjectCheck>({
    list: calls.key,
    detail: calls.detail(0).queryKey[0],
    remove: (row) => calls.remove(row.id),
    columns: checkColumns,
  });
  return (
    <ScopedCheckList<ProjectCheck>
      node={scope}
      onNode={setScope}
      caption="当前范围"
      addLabel={`新增${noun}`}
      onAdd={add}
      id={id}
      title={title}
      filters={FILTERS}
      columns={columns}
      operation={calls.key}
      scope={scopeOf(scope)}
      rowId={(c) => String(c.id)}
      load={({ page, size, filters, signal }) =>
        calls.page({ page, limit: size, ...checkQuery(filters, scope) }, signal)
      }
      exportFile={(values) => calls.exportFile(checkQuery(values, scope))}
      dialogs={
        <>
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
        </>
      }
    />
  );
}
