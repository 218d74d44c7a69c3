// Table cells the 劳务考勤 lists share: an attendance rate with its bar, a person with a phone number.
import { Rate } from '@/ui/rate';

/** 82.7% with a bar, coloured by how good it is (ui/rate.tsx), at least as wide as the bar and the figure. */
export function RateCell({ rate }: { rate: number | null | undefined }) {
  return <Rate value={rate} className="flex min-w-28" />;
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
