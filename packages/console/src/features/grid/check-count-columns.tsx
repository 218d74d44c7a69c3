// The columns that 检查清单 and 专项检查 share: closed over found hazards, and the check's state.
import type { ColumnDef } from '@tanstack/react-table';
import { StatusTag } from '@/ui/status-tag';
import { CHECK_STATUS } from './grid-setup-codes';

export function troublesColumn<Row extends { rectifiedCount?: number; troubleCount?: number }>(): ColumnDef<
  Row,
  unknown
> {
  return {
    id: 'troubles',
    header: '闭环/隐患',
    cell: ({ row }) => (
      <span className="whitespace-nowrap tabular-nums">
        {row.original.rectifiedCount ?? 0} / <span className="text-danger">{row.original.troubleCount ?? 0}</span>
      </span>
    ),
  };
}

export function checkStatusColumn<Row extends { status: number }>(): ColumnDef<Row, unknown> {
  return {
    id: 'status',
    header: '状态',
    cell: ({ row }) => <StatusTag table={CHECK_STATUS} value={row.original.status} />,
  };
}
