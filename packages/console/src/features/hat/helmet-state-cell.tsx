import { formatDate } from '@/lib/dates';
import { helmetState } from './hat-model';
import { Tag } from '@/ui/status-tag';

/** The helmet of a binding row: 未绑定, or 在线/离线 with the battery and the last time it was online. */
export function HelmetStateCell({
  row,
}: {
  row: { innerid?: string | null; online?: boolean; electricity?: number | null; last_online_time?: string | null };
}) {
  const s = helmetState(row);
  return (
    <div className="flex flex-col gap-0.5">
      <div className="flex items-center gap-2">
        <Tag tag={s} />
        {s.battery ? <span className={`text-xs ${s.battery.className}`}>电量 {s.battery.label}</span> : null}
      </div>
      {row.innerid && row.last_online_time ? (
        <span className="text-xs text-muted">最后在线 {formatDate(row.last_online_time, 'minute')}</span>
      ) : null}
    </div>
  );
}
