// A rate (attendance, effective hours): the percentage coloured by how good it is, over a thin bar of the same length.
import { cn } from '@/lib/cn';
import { formatRate, rateTone } from '@/lib/rate';

const TEXT = {
  success: 'text-success',
  primary: 'text-primary',
  warning: 'text-warning',
  danger: 'text-danger',
  muted: 'text-gray-400',
} as const;
const BAR = {
  success: 'bg-success',
  primary: 'bg-primary',
  warning: 'bg-warning',
  danger: 'bg-danger',
  muted: 'bg-gray-300',
} as const;

export function Rate({
  value,
  bar = true,
  warnFrom,
  className,
}: {
  value: number | null | undefined;
  bar?: boolean;
  /** Where 'poor' starts (see lib/rate.ts). */
  warnFrom?: number;
  /** Of the outer span (a table cell's `flex min-w-28`). */
  className?: string;
}) {
  const tone = rateTone(value, warnFrom);
  return (
    <span className={cn('inline-flex items-center gap-2 whitespace-nowrap', className)}>
      {bar ? (
        <span className="h-1.5 w-16 overflow-hidden rounded-full bg-gray-100" aria-hidden>
          <span
            className={cn('block h-full rounded-full', BAR[tone])}
            style={{ width: `${Math.max(0, Math.min(100, value ?? 0))}%` }}
          />
        </span>
      ) : null}
      <span className={cn('tabular-nums font-medium', TEXT[tone])}>{formatRate(value)}</span>
    </span>
  );
}
