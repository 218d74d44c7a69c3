// An amount in 元 in a table cell, as every wage table draws it.
import { cn } from '@/lib/cn';
import { formatAmount } from './money';

/** Two decimals and thousands separators; `tone` colours a notable amount (`strong`: a total to read first). */
export function Money({
  value,
  tone,
}: {
  value: number | null | undefined;
  tone?: 'danger' | 'success' | 'muted' | 'strong' | undefined;
}) {
  return (
    <span
      className={cn(
        'whitespace-nowrap tabular-nums',
        tone === 'strong' && 'font-semibold text-gray-900',
        tone === 'danger' && 'font-medium text-danger',
        tone === 'success' && 'text-success',
        tone === 'muted' && 'text-muted',
      )}
    >
      {formatAmount(value)}
    </span>
  );
}
