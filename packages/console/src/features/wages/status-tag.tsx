import { cn } from '@/lib/cn';
import type { StatusTable, Tone } from './wages-status';

const TONES: Record<Tone, string> = {
  success: 'bg-success/10 text-success',
  warning: 'bg-warning/10 text-warning',
  danger: 'bg-danger/10 text-danger',
  primary: 'bg-primary-soft text-primary',
  muted: 'bg-gray-100 text-gray-500',
};

/** A value of a status table as a coloured tag ('—' when the value is unknown). */
export function StatusTag({ table, value }: { table: StatusTable; value: number | null | undefined }) {
  const entry = value === null || value === undefined ? undefined : table[value];
  if (!entry) return <span className="text-muted">—</span>;
  return (
    <span className={cn('inline-block whitespace-nowrap rounded px-2 py-0.5 text-xs', TONES[entry.tone])}>
      {entry.label}
    </span>
  );
}
