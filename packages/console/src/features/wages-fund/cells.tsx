// Small cells shared by the fund tables.
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { formatAmount } from '@/domain/money';

/** A main line and a muted line under it (project and branch, company and type …). */
export function TwoLines({ main, sub, className }: { main: ReactNode; sub?: ReactNode; className?: string }) {
  return (
    <div className={cn('min-w-40', className)}>
      <p className="font-medium text-gray-900">{main || '—'}</p>
      {sub ? <p className="mt-0.5 text-xs text-muted">{sub}</p> : null}
    </div>
  );
}

/** An amount (2 decimals, thousands separators) in a table cell; `tone` colours a notable amount. */
export function Money({
  value,
  tone,
  strong,
}: {
  value: number | null | undefined;
  tone?: 'danger' | 'success' | 'muted' | undefined;
  strong?: boolean;
}) {
  return (
    <span
      className={cn(
        'whitespace-nowrap tabular-nums',
        strong && 'font-semibold text-gray-900',
        tone === 'danger' && 'font-medium text-danger',
        tone === 'success' && 'text-success',
        tone === 'muted' && 'text-muted',
      )}
    >
      {formatAmount(value)}
    </span>
  );
}

/** A plain table of a detail section (same look as ListScreen's table). */
export const TH = 'whitespace-nowrap border-b border-line bg-gray-50 px-3 py-2 text-left font-medium text-gray-600';
export const TD = 'whitespace-nowrap border-b border-line px-3 py-2 align-middle';
