// A list column of an amount in 元 (its id is the field it shows), drawn by Money like every wage table.
import type { ColumnDef } from '@tanstack/react-table';
import { Money } from './money-cell';

type Amount = number | null | undefined;
type Tone = 'danger' | 'success' | 'muted' | 'strong' | undefined;

/** Red while anything is left (未发, 未处理), grey once nothing is. */
export const leftTone = (value: Amount): Tone => (value ? 'danger' : 'muted');
/** Red while above zero, grey otherwise. */
export const owedTone = (value: Amount): Tone => ((value ?? 0) > 0 ? 'danger' : 'muted');

/** `tone` colours every amount of the column, or each by its value. */
export function moneyColumn<Row>(
  id: keyof Row & string,
  header: string,
  tone?: Tone | ((value: Amount) => Tone),
): ColumnDef<Row, unknown> {
  return {
    id,
    header,
    cell: ({ row }) => {
      const value = row.original[id] as Amount;
      return <Money value={value} tone={typeof tone === 'function' ? tone(value) : tone} />;
    },
  };
}
