// Columns whose cell is one field of the row as it stands: a short text, a date in one of the seed's formats, a long
// text cut to the column's width with the whole text as its title, the bold 姓名 (the column's id is the field's
// name); and the 操作 column of a single link.
import type { ColumnDef } from '@tanstack/react-table';
import { formatDate, type DateInput, type FORMATS } from '@/lib/dates';
import { Nowrap } from './status-tag';

/** The names of the fields of `Row` that hold a `Value`. */
type FieldsOf<Row, Value> = { [K in keyof Row]-?: Row[K] extends Value ? K : never }[keyof Row] & string;

type CellText = string | number | null | undefined;

/** The field's text on one line (— when there is none). */
export function textColumn<Row>(id: FieldsOf<Row, CellText>, header: string): ColumnDef<Row, unknown> {
  return { id, header, cell: ({ row }) => <Nowrap>{row.original[id] as CellText}</Nowrap> };
}

/** The field's date on one line (— when there is none). */
export function dateColumn<Row>(
  id: FieldsOf<Row, DateInput>,
  header: string,
  format: keyof typeof FORMATS = 'date',
): ColumnDef<Row, unknown> {
  return {
    id,
    header,
    cell: ({ row }) => <Nowrap>{formatDate(row.original[id] as DateInput, format)}</Nowrap>,
  };
}

/** The field's text on one line, cut at `className`'s width (a max-w-… class) with the whole text as its title. */
export function clippedTextColumn<Row>(
  id: FieldsOf<Row, string | undefined>,
  header: string,
  className: string,
): ColumnDef<Row, unknown> {
  return {
    id,
    header,
    cell: ({ row }) => {
      const text = row.original[id] as string | undefined;
      return (
        <p className={className} title={text}>
          {text}
        </p>
      );
    },
  };
}

/** The 姓名 column of a list of people: the name, bold, on one line; always shown. */
export function nameColumn<Row extends { name?: string | undefined }>(): ColumnDef<Row, unknown> {
  return {
    id: 'name',
    header: '姓名',
    enableHiding: false,
    cell: ({ row }) => <span className="whitespace-nowrap font-medium text-gray-900">{row.original.name}</span>,
  };
}
