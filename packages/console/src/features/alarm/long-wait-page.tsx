// 长时间停留 (001 §7.6 GET /pc/security/alarm/longwt/list and longwt/area/collect, menu alarm/longWait): people who
// stayed in one area longer than the threshold during working hours. The area distribution follows the period of
// the list's filters (kept in the URL); the list has the same columns as 滞留 and 静止. The seed lists no export
// call for this kind, so there is no 导出.
import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { components } from '@site/sdk';
import { useListParams } from '@/lib/list-params';
import { useSession } from '@/platform/session-store';
import { ChartCard } from '@/ui/chart-card';
import { ListScreen } from '@/ui/list-screen';
import { formatMinutes } from '@/domain/duration';
import { DURATION_FILTER_NAMES, projectOf } from './alarm-codes';
import { CountLineChart } from '@/ui/count-line-chart';
import { formatPercent } from './alarm-stats';
import { loadLongWait, longWaitAreasQuery } from './alarm-stats-queries';
import { durationColumns, durationFilters } from './duration-columns';
import { errorText } from '@/lib/error-text';

type Row = components['schemas']['AlarmDurationRecord'];
type Area = components['schemas']['AlarmAreaCount'];

export default function LongWaitPage() {
  const { identity } = useSession();
  const projectId = projectOf(identity);
  const { filters } = useListParams(DURATION_FILTER_NAMES);
  const areas = useQuery(longWaitAreasQuery(projectId, filters));
  const columns = useMemo(() => durationColumns('停留'), []);
  const filterFields = useMemo(() => durationFilters(areas.data), [areas.data]);
  const error = errorText(areas.error);
  return (
    <div className="flex flex-col gap-3">
      <section
        aria-label="长时间停留区域分布"
        className="grid grid-cols-1 gap-3 xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]"
      >
        <ChartCard
          title="各施工区域长时间停留"
          loading={areas.isPending}
          error={error}
          empty={!areas.data?.length}
          height={260}
        >
          <CountLineChart
            unit="次"
            rows={areas.data ?? []}
            x="area_name"
            bars={[{ key: 'count', name: '报警次数' }]}
            line={{ key: 'avg_duration_minutes', name: '平均停留（分钟）', unit: '分钟' }}
          />
        </ChartCard>
        <ChartCard title="区域明细" loading={areas.isPending} error={error} empty={!areas.data?.length} height={260}>
          <AreaTable rows={areas.data ?? []} />
        </ChartCard>
      </section>
      <ListScreen<Row>
        id="alarm-longwait"
        title="长时间停留明细"
        filters={filterFields}
        columns={columns}
        operation="listLongWaitAlarms"
        scope={{ projectId }}
        rowId={(r) => String(r.id)}
        load={loadLongWait(projectId)}
      />
    </div>
  );
}

function AreaTable({ rows }: { rows: readonly Area[] }) {
  return (
    <div className="h-full overflow-auto">
      <table className="w-full text-sm">
        <thead>
          <tr className="text-left text-xs text-gray-500">
            <th className="py-1.5 font-medium">施工区域</th>
            <th className="py-1.5 text-right font-medium">次数</th>
            <th className="py-1.5 text-right font-medium">人数</th>
            <th className="py-1.5 text-right font-medium">平均时长</th>
            <th className="py-1.5 text-right font-medium">占比</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((a) => (
            <tr key={a.area_id} className="border-t border-line">
              <td className="py-1.5 text-gray-900">{a.area_name}</td>
              <td className="py-1.5 text-right tabular-nums">{a.count}</td>
              <td className="py-1.5 text-right tabular-nums">{a.worker_count ?? '—'}</td>
              <td className="py-1.5 text-right tabular-nums">{formatMinutes(a.avg_duration_minutes)}</td>
              <td className="py-1.5 text-right tabular-nums text-gray-500">{formatPercent(a.rate) ?? '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
