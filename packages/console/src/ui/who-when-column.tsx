// The column of who did something and when (发起, 申请人 / 时间, 确认人 / 时间, 上传, 最后修改 …): the person in plain
// grey over the time, small and muted, in a two-line cell. Like moneyColumn, it names the row's fields.
import type { ColumnDef } from '@tanstack/react-table';
import { formatDate, type DateInput } from '@/lib/dates';
import { TwoLines } from './two-lines';

export function whoWhenColumn<Row>(
  id: string,
  header: string,
  /** The field of the person's name. */
  who: keyof Row & string,
  /** The field of the time. */
  when: keyof Row & string,
  {
    format = 'minute',
    width = 'min-w-32',
    pending = false,
  }: {
    /** How the time is written (lib/dates' formatDate). */
    format?: string;
    /** The cell's least width (a Tailwind min-w-* class). */
    width?: string;
    /** Nobody has acted yet on a row without a person (确认 still to come): the cell is a grey —. */
    pending?: boolean;
  } = {},
): ColumnDef<Row, unknown> {
  return {
    id,
    header,
    cell: ({ row }) => {
      const person = row.original[who] as string | null | undefined;
      if (pending && !person) return <span className="text-muted">—</span>;
      return (
        <TwoLines
          className={width}
          main={<span className="font-normal text-gray-700">{person ?? '—'}</span>}
          sub={formatDate(row.original[when] as DateInput, format)}
        />
      );
    },
  };
}
