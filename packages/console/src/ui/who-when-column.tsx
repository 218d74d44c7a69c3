// The column of who did something and when (发起, 申请人 / 时间, 确认人 / 时间, 上传, 最后修改 …): the person in plain
// grey over the time, small and muted, in a two-line cell.
import type { ColumnDef } from '@tanstack/react-table';
import { formatDate, type DateInput } from '@/lib/dates';
import { TwoLines } from './two-lines';

export function whoWhenColumn<Row>({
  id,
  header,
  who,
  when,
  format = 'minute',
  width = 'min-w-32',
  pending = false,
}: {
  id: string;
  header: string;
  who: (row: Row) => string | null | undefined;
  when: (row: Row) => DateInput;
  /** How the time is written (lib/dates' formatDate). */
  format?: string;
  /** The cell's least width (a Tailwind min-w-* class). */
  width?: string;
  /** Nobody has acted yet on a row without a person (确认 still to come): the cell is a grey —. */
  pending?: boolean;
}): ColumnDef<Row, unknown> {
  return {
    id,
    header,
    cell: ({ row }) => {
      const person = who(row.original);
      if (pending && !person) return <span className="text-muted">—</span>;
      return (
        <TwoLines
          className={width}
          main={<span className="font-normal text-gray-700">{person ?? '—'}</span>}
          sub={formatDate(when(row.original), format)}
        />
      );
    },
  };
}
