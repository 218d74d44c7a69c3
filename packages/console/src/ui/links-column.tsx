// The 操作 column of a list whose rows have a few actions, drawn as link buttons in a row: each link has its text,
// its tone and the rule (the page's permission bits, the row's state) saying whether a row shows it.
import type { ColumnDef } from '@tanstack/react-table';
import { Button } from './button';

/** One link of an 操作 cell. */
export interface RowLink<Row> {
  text: string;
  /** Shown always when left out; a boolean for the page's permission bits, a function for the row's state. */
  show?: boolean | ((row: Row) => boolean);
  /** 删除 reads as danger, 驳回 / 停用 as a warning. */
  tone?: 'danger' | 'warning';
  onClick: (row: Row) => void;
}

const TONE = { danger: 'text-danger', warning: 'text-warning' } as const;

const shown = <Row,>(link: RowLink<Row>, row: Row) =>
  typeof link.show === 'function' ? link.show(row) : link.show !== false;

/** The column; `className` is the class of the row of links (its gap). */
export function linksColumn<Row>(links: readonly RowLink<Row>[], className = 'flex gap-3'): ColumnDef<Row, unknown> {
  return {
    id: 'actions',
    header: '操作',
    enableHiding: false,
    cell: ({ row }) => (
      <div className={className}>
        {links
          .filter((l) => shown(l, row.original))
          .map((l) => (
            <Button
              key={l.text}
              size="sm"
              variant="link"
              className={l.tone && TONE[l.tone]}
              onClick={() => l.onClick(row.original)}
            >
              {l.text}
            </Button>
          ))}
      </div>
    ),
  };
}
