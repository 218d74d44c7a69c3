// The columns that 点位检查 and the 检查单 lists (监督检查, 企业检查) share: the checks that are replied to and
// verified.
import type { ColumnDef } from '@tanstack/react-table';
import { formatDate } from '@/lib/dates';
import type { usePagePermission } from '@/session/permissions';
import { RowActions } from '@/ui/row-actions';
import { StatusTag } from '@/ui/status-tag';
import { CHECK_STATUS, reviewActions, type ReviewStep } from './check-model';
import { TwoLine } from './check-parts';

type ReviewRow = { status: number; project_name?: string; check_org_name?: string };

export function checkStatusColumn<Row extends ReviewRow>(): ColumnDef<Row, unknown> {
  return {
    id: 'status',
    header: '状态',
    cell: ({ row }) => <StatusTag table={CHECK_STATUS} value={row.original.status} />,
  };
}

/** The checked project over the checking organisation. */
export function projectOrgColumn<Row extends ReviewRow>(header: string): ColumnDef<Row, unknown> {
  return {
    id: 'project_name',
    header,
    cell: ({ row }) => <TwoLine main={row.original.project_name} sub={row.original.check_org_name} />,
  };
}

/** The check's date over its rectification deadline. */
export function checkDateColumn<Row extends ReviewRow & { check_date?: string; rectify_deadline?: string | null }>(
  header: string,
): ColumnDef<Row, unknown> {
  return {
    id: 'check_date',
    header,
    cell: ({ row }) => (
      <TwoLine
        width="whitespace-nowrap"
        main={formatDate(row.original.check_date)}
        sub={row.original.rectify_deadline ? `期限 ${formatDate(row.original.rectify_deadline)}` : null}
      />
    ),
  };
}

/** 详情, 编辑, 回复, 通过, 退回 and 删除 by the check's state and the page's power bits. */
export function reviewActionsColumn<Row extends ReviewRow>(
  perm: ReturnType<typeof usePagePermission>,
  open: (kind: ReviewStep, row: Row) => void,
  askDelete: (row: Row) => void,
  /** Whether a row may be deleted besides in the states that allow it. */
  removable?: (row: Row) => boolean,
): ColumnDef<Row, unknown> {
  return {
    id: 'actions',
    header: '操作',
    enableHiding: false,
    cell: ({ row }) => {
      const c = row.original;
      return (
        <RowActions
          actions={reviewActions(
            c.status,
            {
              edit: perm.can('edit'),
              delete: perm.can('delete'),
              ...(removable ? { removable: removable(c) } : {}),
            },
            (kind) => open(kind, c),
            () => askDelete(c),
          )}
        />
      );
    },
  };
}
