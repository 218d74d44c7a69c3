// A rate (attendance, effective hours): the percentage coloured by how good it is, over a thin bar.
import { cn } from '@/lib/cn';
import { formatRate, rateTone } from './workforce-model';

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

export function Rate({ value }: { value: number | null | undefined }) {
  const tone = rateTone(value);
  return (
    <span className="inline-flex items-center gap-2 whitespace-nowrap">
      <span className="h-1.5 w-14 overflow-hidden rounded-full bg-gray-100" aria-hidden>
        <span
          className={cn('block h-full rounded-full', BAR[tone])}
          style={{ width: `${Math.max(0, Math.min(100, value ?? 0))}%` }}
        />
      </span>
      <span className={cn('font-medium tabular-nums', TEXT[tone])}>{formatRate(value)}</span>
    </span>
  );
}
