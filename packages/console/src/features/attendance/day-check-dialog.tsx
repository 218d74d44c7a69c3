// One worker's checks of one day (seed 001 §7.1 GET /pc/worker/day/check/detail), opened from a day of the monthly
// attendance sheet: first entry, last exit, hours and status, then every gate, helmet and mobile record in order.
import { useQuery } from '@tanstack/react-query';
import { formatDate } from '@/lib/dates';
import { DetailSection } from '@/ui/detail-page';
import { Loading } from '@/ui/loading';
import { StatusTag } from '@/ui/status-tag';
import { ViewDialog } from '@/ui/view-dialog';
import { DIRECTION, formatHours, RECORD_SOURCE, WORKER_DAY_STATUS } from './attendance-model';
import { dayCheckQuery } from './attendance-queries';
import { LoadFailed } from '@/ui/retry-failed';
import { NewTabLink } from '@/ui/new-tab-link';

export function DayCheckDialog({
  workerId,
  name,
  date,
  onClose,
}: {
  workerId: number;
  name: string;
  date: string;
  onClose: () => void;
}) {
  const detail = useQuery(dayCheckQuery(workerId, date));
  const d = detail.data;
  return (
    <ViewDialog title={`${name} ${date} 打卡明细`} onClose={onClose} width={760}>
      {detail.isPending ? (
        <Loading />
      ) : detail.isError || !d ? (
        <LoadFailed className="flex-col py-8" error={detail.error} fallback="打卡明细加载失败" />
      ) : (
        <div className="flex flex-col gap-3">
          <DetailSection
            title="当日考勤"
            columns={2}
            className="p-0 shadow-none"
            items={[
              { label: '项目', value: d.project_name },
              { label: '考勤状态', value: <StatusTag table={WORKER_DAY_STATUS} value={d.status} /> },
              { label: '首次进场', value: formatDate(d.first_in, 'dateTime') },
              { label: '末次离场', value: formatDate(d.last_out, 'dateTime') },
              { label: '工时(小时)', value: formatHours(d.work_hours) },
              { label: '记录数', value: d.records.length },
            ]}
          />
          <table className="w-full border-collapse text-sm">
            <thead>
              <tr className="bg-gray-50 text-left text-gray-600">
                <th className="border-b border-line px-3 py-2 font-medium">时间</th>
                <th className="border-b border-line px-3 py-2 font-medium">方向</th>
                <th className="border-b border-line px-3 py-2 font-medium">来源</th>
                <th className="border-b border-line px-3 py-2 font-medium">设备</th>
                <th className="border-b border-line px-3 py-2 font-medium">区域</th>
                <th className="border-b border-line px-3 py-2 font-medium">照片</th>
              </tr>
            </thead>
            <tbody>
              {d.records.map((r) => (
                <tr key={`${r.check_time}-${r.source}-${r.direction}`}>
                  <td className="whitespace-nowrap border-b border-line px-3 py-2 tabular-nums">
                    {formatDate(r.check_time, 'HH:mm:ss')}
                  </td>
                  <td className="border-b border-line px-3 py-2">
                    <StatusTag table={DIRECTION} value={r.direction} />
                  </td>
                  <td className="whitespace-nowrap border-b border-line px-3 py-2">{RECORD_SOURCE[r.source] ?? '—'}</td>
                  <td className="whitespace-nowrap border-b border-line px-3 py-2">{r.device_name || '—'}</td>
                  <td className="whitespace-nowrap border-b border-line px-3 py-2">{r.area_name || '—'}</td>
                  <td className="whitespace-nowrap border-b border-line px-3 py-2">
                    {r.photo_url ? (
                      <NewTabLink href={r.photo_url} className="text-primary">
                        查看
                      </NewTabLink>
                    ) : (
                      '—'
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </ViewDialog>
  );
}
