// Columns the system lists share: 状态 (启用 / 停用), and the 编辑 / 删除 links of the 操作 column (ui/links-column),
// each shown only when the page's permission allows it.
import type { ColumnDef } from '@tanstack/react-table';
import type { PagePermission } from '@/session/power';
import type { RowLink } from '@/ui/links-column';
import { StatusTag } from '@/ui/status-tag';
import { ENABLE_STATUS } from './system-rules';

/** 编辑, by the page's 编辑 bit. */
export const editLink = <Row,>(perm: PagePermission, onClick: (row: Row) => void): RowLink<Row> => ({
  text: '编辑',
  show: perm.can('edit'),
  onClick,
});

/** 删除, by the page's 删除 bit. */
export const deleteLink = <Row,>(perm: PagePermission, onClick: (row: Row) => void): RowLink<Row> => ({
  text: '删除',
  show: perm.can('delete'),
  tone: 'danger',
  onClick,
});

/** 状态: 启用 or 停用. */
export function enableStatusColumn<Row extends { status?: number | null }>(): ColumnDef<Row, unknown> {
  return {
    id: 'status',
    header: '状态',
    cell: ({ row }) => <StatusTag table={ENABLE_STATUS} value={row.original.status} />,
  };
}
