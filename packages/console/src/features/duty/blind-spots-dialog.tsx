// 巡查盲区 of one duty record (POST /starSafety/duty/record/blind/get): the buildings the person had to patrol and did
// not reach, and when the reached ones were first entered and how long the person stayed.
import { useQuery } from '@tanstack/react-query';
import { ViewDialog } from '@/ui/view-dialog';
import { Loading } from '@/ui/loading';
import { StatCards } from '@/ui/stat-cards';
import { formatDate } from '@/lib/dates';
import { blindSpotsQuery } from './duty-queries';
import { formatMinutes } from './duty-model';
import { LoadFailed } from '@/ui/retry-failed';

export function BlindSpotsDialog({
  recordId,
  title,
  onClose,
}: {
  recordId: number;
  title: string;
  onClose: () => void;
}) {
  const q = useQuery(blindSpotsQuery(recordId));
  const d = q.data;
  return (
    <ViewDialog title={title} onClose={onClose} width={620}>
      {q.isPending ? (
        <div className="h-40">
          <Loading />
        </div>
      ) : q.isError || !d ? (
        <LoadFailed className="justify-center py-8" error={q.error} fallback="盲区记录加载失败" />
      ) : (
        <div className="flex flex-col gap-4">
          <p className="text-sm text-gray-600">
            {d.userName ?? ''} · {formatDate(d.dutyDate)}
          </p>
          <StatCards
            className="[&>div]:bg-gray-50 [&>div]:shadow-none"
            items={[
              { label: '须巡查楼栋', value: d.buildingCount, unit: '处' },
              { label: '已到达', value: d.coveredCount, unit: '处', tone: 'success' },
              { label: '盲区', value: d.blindCount, unit: '处', tone: d.blindCount ? 'danger' : 'muted' },
            ]}
          />
          <section aria-label="盲区">
            <h3 className="mb-2 text-sm font-semibold text-gray-900">盲区（未到达）</h3>
            {d.blindList.length ? (
              <ul className="flex flex-col gap-1.5">
                {d.blindList.map((b) => (
                  <li key={b.buildingId} className="rounded border border-danger/30 bg-danger/5 px-3 py-2 text-sm">
                    <span className="font-medium text-danger">{b.buildingName}</span>
                    {b.reason ? <span className="ml-2 text-gray-600">{b.reason}</span> : null}
                  </li>
                ))}
              </ul>
            ) : (
              <p className="text-sm text-gray-400">无盲区，须巡查楼栋均已到达</p>
            )}
          </section>
          <section aria-label="已到达楼栋">
            <h3 className="mb-2 text-sm font-semibold text-gray-900">已到达楼栋</h3>
            <table className="w-full text-sm">
              <thead className="bg-gray-50 text-left text-gray-500">
                <tr>
                  <th className="px-3 py-2 font-normal">楼栋/区域</th>
                  <th className="px-3 py-2 font-normal">首次到达</th>
                  <th className="px-3 py-2 font-normal">累计停留</th>
                </tr>
              </thead>
              <tbody>
                {d.coveredList.map((c) => (
                  <tr key={c.buildingId} className="border-t border-line">
                    <td className="px-3 py-2">{c.buildingName}</td>
                    <td className="px-3 py-2 whitespace-nowrap">{formatDate(c.firstArriveTime, 'dateTime')}</td>
                    <td className="px-3 py-2">{formatMinutes(c.stayMinutes)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        </div>
      )}
    </ViewDialog>
  );
}
