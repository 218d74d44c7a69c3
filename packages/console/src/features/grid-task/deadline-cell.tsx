// 整改期限 of a hazard: the date, and while the hazard is still open, how many days are left or how late it is.
import { formatDate } from '@/lib/dates';
import { daysLeft } from './grid-task-model';

const OPEN = new Set([1, 4, 5]);

export function DeadlineCell({ deadline, status }: { deadline: string | null | undefined; status: number }) {
  if (!deadline) return <span className="text-muted">—</span>;
  const left = OPEN.has(status) ? daysLeft(deadline) : undefined;
  return (
    <span className="flex flex-col whitespace-nowrap">
      <span>{formatDate(deadline)}</span>
      {left === undefined ? null : left < 0 ? (
        <span className="text-xs text-danger">逾期 {-left} 天</span>
      ) : (
        <span className={left <= 1 ? 'text-xs text-warning' : 'text-xs text-gray-500'}>
          {left === 0 ? '今天到期' : `剩余 ${left} 天`}
        </span>
      )}
    </span>
  );
}
