// The 操作 column of a list whose rows have one action, drawn as a link button (详情, 查看, 编辑, 删除 …).
import type { ColumnDef } from '@tanstack/react-table';
import { Button } from './button';

export interface LinkColumn<Row> {
  label: string;
  onClick: (row: NoInfer<Row>) => void;
  /** Such as text-danger for 删除 / 移出. */
  className?: string;
  /** Why a row's link is disabled (its title); undefined where it is enabled. */
  blocked?: (row: NoInfer<Row>) => string | undefined;
}

export function linkColumn<Row>({ label, onClick, className, blocked }: LinkColumn<Row>): ColumnDef<Row, unknown> {
  return {
    id: 'actions',
    header: '操作',
    enableHiding: false,
    cell: ({ row }) => {
      const reason = blocked?.(row.original);
      return (
        <Button
          size="sm"
          variant="link"
          className={className}
          disabled={reason !== undefined}
          title={reason}
          onClick={() => onClick(row.original)}
        >
          {label}
        </Button>
      );
    },
  };
}
