import { progressOf } from './task-model';

/** Checked items of a special task: a bar and "15/24". */
export function ProgressBar({ row }: { row: { checkItemCount?: number; finishedItemCount?: number } }) {
  const pct = progressOf(row);
  return (
    <div className="flex min-w-32 items-center gap-2" title={`已检查 ${pct}%`}>
      <div
        className="h-1.5 flex-1 overflow-hidden rounded-full bg-gray-100"
        role="progressbar"
        aria-label="检查进度"
        aria-valuenow={pct}
        aria-valuemin={0}
        aria-valuemax={100}
      >
        <div className={pct >= 100 ? 'h-full bg-success' : 'h-full bg-primary'} style={{ width: `${pct}%` }} />
      </div>
      <span className="whitespace-nowrap text-xs text-gray-600">
        {row.finishedItemCount ?? 0}/{row.checkItemCount ?? 0}
      </span>
    </div>
  );
}
