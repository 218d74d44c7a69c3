// A percentage in a table with a small bar: green at 90 % and above, orange from 60 %, red below.
import { percent } from './grid-task-model';

export function RateCell({ value }: { value: number | null | undefined }) {
  if (value === null || value === undefined) return <span className="text-muted">—</span>;
  const tone = value >= 90 ? 'bg-success' : value >= 60 ? 'bg-warning' : 'bg-danger';
  return (
    <span className="flex items-center gap-2 whitespace-nowrap">
      <span className="h-1.5 w-14 overflow-hidden rounded-full bg-gray-100">
        <span className={`block h-full ${tone}`} style={{ width: `${Math.min(100, Math.max(0, value))}%` }} />
      </span>
      <span className="tabular-nums">{percent(value)}</span>
    </span>
  );
}
