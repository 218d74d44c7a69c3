// Small cells shared by the wage tables.
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { formatAmount } from '@/domain/money';

/** A main line and a muted line under it (project and organisation, account and bank …). */
export function TwoLines({ main, sub, className }: { main: ReactNode; sub?: ReactNode; className?: string }) {
  return (
    <div className={cn('min-w-40', className)}>
      <p className="font-medium text-gray-900">{main || '—'}</p>
      {sub ? <p className="mt-0.5 text-xs text-muted">{sub}</p> : null}
    </div>
  );
}

/** An amount in 元 (2 decimals, thousands separators) in a table cell; `tone` colours a notable amount. */
export function Money({ value, tone }: { value: number | null | undefined; tone?: 'danger' | 'success' | 'muted' }) {
  return (
    <span
      className={cn(
        'whitespace-nowrap tabular-nums',
        tone === 'danger' && 'font-medium text-danger',
        tone === 'success' && 'text-success',
        tone === 'muted' && 'text-muted',
      )}
    >
      {formatAmount(value)}
    </span>
  );
}
