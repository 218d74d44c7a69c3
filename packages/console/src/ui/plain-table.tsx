// A hand-laid table (no sorting, no paging of its own) for a detail section or a dialog: the columns are data
// (header, cell, extra cell classes) and the caller gives the th/td class names, so each screen keeps its look.
import type { ReactNode } from 'react';

export interface PlainColumn<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
  /** Classes put after the table's td class (e.g. `font-medium`). */
  className?: string | undefined;
  /** Classes put after the table's th class. */
  headClassName?: string | undefined;
  /** The React key of the column when its header is not unique. */
  key?: string;
}

/** The look of a detail section's table: a grey head row, cells ruled by a line under each row. */
export const RULED_LOOK = {
  th: 'border-b border-line px-3 py-2 font-medium',
  td: 'border-b border-line px-3 py-2',
  headRowClassName: 'bg-gray-50 text-left text-gray-600',
} as const;

const withExtra = (base: string, extra: string | undefined) => (extra ? `${base} ${extra}` : base);

export function PlainTable<Row>({
  label,
  columns,
  rows,
  rowKey,
  th,
  td,
  headRowClassName,
  rowClassName,
  footer,
}: {
  label?: string;
  columns: readonly PlainColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  th: string;
  td: string;
  headRowClassName?: string;
  rowClassName?: string;
  /** Rows under the body (a totals row), in a tfoot. */
  footer?: ReactNode;
}) {
  return (
    <table className="w-full border-collapse text-sm" aria-label={label}>
      <thead>
        <tr className={headRowClassName}>
          {columns.map((c) => (
            <th key={c.key ?? c.header} className={withExtra(th, c.headClassName)}>
              {c.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={rowKey(r)} className={rowClassName}>
            {columns.map((c) => (
              <td key={c.key ?? c.header} className={withExtra(td, c.className)}>
                {c.cell(r)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
      {footer ? <tfoot>{footer}</tfoot> : null}
    </table>
  );
}
