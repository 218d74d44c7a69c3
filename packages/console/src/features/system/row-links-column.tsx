// Columns the system lists share: 状态 (启用 / 停用) and 操作, the row's link buttons in order, each shown only when
// the page's permission allows it.
import type { ColumnDef } from '@tanstack/react-table';
import type { PagePermission } from '@/session/power';
import { StatusTag } from '@/ui/status-tag';
import { LinkButton } from './list-editing';
import { ENABLE_STATUS } from './system-rules';

/** One link of an 操作 cell. */
export interface RowLink<Row> {
  text: string;
  show: boolean;
  /** Red, as 删除. */
  danger?: boolean;
  onClick: (row: Row) => void;
}

export function rowLinksColumn<Row>(links: RowLink<Row>[], gap = 'gap-3'): ColumnDef<Row, unknown> {
  return {
    id: 'actions',
    header: '操作',
    enableHiding: false,
    cell: ({ row }) => (
      <div className={`flex ${gap}`}>
        {links.map((l) => (
          <LinkButton key={l.text} show={l.show} danger={l.danger} onClick={() => l.onClick(row.original)}>
            {l.text}
          </LinkButton>
        ))}
      </div>
    ),
  };
}

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
  danger: true,
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
