// Table cells the 劳务考勤 lists share: an attendance rate with its bar, a person with a phone number.
import { cn } from '@/lib/cn';
import { formatRate, rateTone } from './labor-att-model';

const BAR = {
  success: 'bg-success',
  primary: 'bg-primary',
  warning: 'bg-warning',
  danger: 'bg-danger',
  muted: 'bg-gray-300',
} as const;
const TEXT = {
  success: 'text-success',
  primary: 'text-primary',
  warning: 'text-warning',
  danger: 'text-danger',
  muted: 'text-gray-500',
} as const;

/** 82.7% with a bar, coloured by how good it is. */
export function RateCell({ rate }: { rate: number | null | undefined }) {
  const tone = rateTone(rate);
  const width = Math.max(0, Math.min(100, rate ?? 0));
  return (
    <span className="flex min-w-28 items-center gap-2 whitespace-nowrap">
      <span className="h-1.5 w-16 overflow-hidden rounded-full bg-gray-100" aria-hidden>
        <span className={cn('block h-full rounded-full', BAR[tone])} style={{ width: `${width}%` }} />
      </span>
      <span className={cn('tabular-nums text-sm font-medium', TEXT[tone])}>{formatRate(rate)}</span>
    </span>
  );
}

/** Name in bold with the phone number under it. */
export function PersonCell({ name, mobile }: { name: string; mobile?: string | undefined }) {
  return (
    <span className="flex flex-col whitespace-nowrap leading-tight">
      <span className="font-medium text-gray-900">{name}</span>
      {mobile ? <span className="text-xs text-gray-400">{mobile}</span> : null}
    </span>
  );
}

/** attended / should, e.g. 17 / 18 天. */
export function DaysCell({ attend, should, unit = '天' }: { attend: number; should: number; unit?: string }) {
  return (
    <span className="whitespace-nowrap tabular-nums">
      <span className="font-medium text-gray-900">{attend}</span>
      <span className="text-gray-400"> / {should}</span>
      <span className="ml-0.5 text-xs text-gray-400">{unit}</span>
    </span>
  );
}
