// 值班分析 (001 §7.1 /starSafety/duty/record/*Analysis): how duty went over the period — results and their 6-month
// trend, how long people stayed and how much of the buildings they covered, each position's completion, and the
// records that fell short with their patrol blind spots (record/blind/get).
import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import type { components } from '@site/sdk';
import { api } from '@/platform/api';
import { usePagePermission } from '@/session/permissions';
import { ChartCard } from '@/ui/chart-card';
import { DateRangeBar } from '@/ui/date-range-bar';
import { ListScreen } from '@/ui/list-screen';
import { StatCards } from '@/ui/stat-cards';
import { Nowrap, Tag } from '@/ui/status-tag';
import { CHART_COLORS } from '@/lib/constants';
import type { DateRange } from '@/lib/date-range';
import { formatDate } from '@/lib/dates';
import { useDateRange } from '@/lib/use-date-range';
import { formatMinutes, formatRate, rateTone } from './duty-model';
import {
  dutyAnalysisQuery,
  periodQuery,
  positionAnalysisQuery,
  situationAnalysisQuery,
  type DutyScope,
} from './duty-queries';
import { DistributionPie } from '@/ui/charts';
import { SeriesCard } from '@/ui/series-card';
import { GroupRateChart } from './duty-charts';
import { BlindSpotsDialog } from './blind-spots-dialog';
import {
  coverageColumn,
  dateColumn,
  durationColumn,
  projectColumn,
  statusColumn,
  typeColumn,
  type DutyRecord,
} from './record-columns';
import { ScopeFields } from './scope-fields';
import { useDutyScope } from './use-duty-scope';
import { errorText } from '@/lib/error-text';
import { linkColumn } from '@/ui/link-column';

const RESULT_COLORS: Record<string, string> = {
  已完成: CHART_COLORS[1] ?? '',
  未达标: CHART_COLORS[2] ?? '',
  缺勤: CHART_COLORS[3] ?? '',
};

export default function DutyAnalysisPage() {
  const { range, apply } = useDateRange();
  const { scope } = useDutyScope();
  const situation = useQuery(situationAnalysisQuery(scope, range));
  const duration = useQuery(dutyAnalysisQuery(scope, range));
  const positions = useQuery(positionAnalysisQuery(scope, range));
  const s = situation.data;
  const d = duration.data;
  return (
    <div className="flex flex-col gap-3">
      <DateRangeBar title="值班分析" range={range} onApply={apply}>
        <ScopeFields />
      </DateRangeBar>
      <section aria-label="值班概况">
        <StatCards
          items={[
            { label: '计划人次', value: s?.planCount, unit: '人次' },
            { label: '完成人次', value: s?.completeCount, unit: '人次', tone: 'success' },
            { label: '未达标', value: s?.substandardCount, unit: '人次', tone: 'warning' },
            { label: '缺勤', value: s?.absentCount, unit: '人次', tone: 'danger' },
            { label: '完成率', value: s ? formatRate(s.completeRate) : undefined, tone: rateTone(s?.completeRate) },
            { label: '平均在岗时长', value: d ? formatMinutes(d.avgDurationMinutes) : undefined, tone: 'muted' },
            {
              label: '平均楼栋覆盖率',
              value: d ? formatRate(d.avgCoverageRate) : undefined,
              tone: rateTone(d?.avgCoverageRate),
            },
          ]}
        />
      </section>
      <div className="grid grid-cols-1 gap-3 xl:grid-cols-3">
        <ChartCard title="值班结果分布" query={situation} empty={!s?.distribution.length}>
          <DistributionPie items={s?.distribution ?? []} unit="人次" colors={RESULT_COLORS} />
        </ChartCard>
        <SeriesCard title="近6个月完成情况" className="xl:col-span-2" query={situation} chart={s?.trend} />
        <SeriesCard
          title="在岗时长分布"
          query={duration}
          chart={{
            categories: (d?.durationDistribution ?? []).map((x) => x.name),
            series: [{ name: '人次', data: (d?.durationDistribution ?? []).map((x) => x.value) }],
          }}
        />
        <SeriesCard title="平均在岗时长与楼栋覆盖率" className="xl:col-span-2" query={duration} chart={d?.trend} />
      </div>
      <div className="grid grid-cols-1 gap-3 xl:grid-cols-2">
        <ChartCard title="岗位值班完成情况" query={positions} empty={!positions.data?.length}>
          <GroupRateChart
            planLabel="计划人次"
            doneLabel="完成人次"
            rateLabel="完成率"
            rows={(positions.data ?? []).map((p) => ({
              name: p.postName,
              plan: p.planCount,
              done: p.completeCount,
              rate: p.completeRate,
            }))}
          />
        </ChartCard>
        <PositionTable rows={positions.data} loading={positions.isPending} error={errorText(positions.error)} />
      </div>
      <BlindSpotList scope={scope} range={range} />
    </div>
  );
}

type DutyPositionStat = components['schemas']['DutyPositionStat'];

function PositionTable({
  rows,
  loading,
  error,
}: {
  rows: DutyPositionStat[] | undefined;
  loading: boolean;
  error: string | null;
}) {
  return (
    <ChartCard title="岗位分析" loading={loading} error={error} empty={!rows?.length} height={280}>
      <div className="h-full overflow-auto">
        <table className="w-full text-sm">
          <caption className="sr-only">岗位分析</caption>
          <thead className="sticky top-0 bg-gray-50 text-left text-gray-500">
            <tr>
              <th className="px-3 py-2 font-normal">岗位</th>
              <th className="px-3 py-2 font-normal">值班人数</th>
              <th className="px-3 py-2 font-normal">计划/完成人次</th>
              <th className="px-3 py-2 font-normal">完成率</th>
              <th className="px-3 py-2 font-normal">平均在岗</th>
            </tr>
          </thead>
          <tbody>
            {(rows ?? []).map((p) => (
              <tr key={p.postName} className="border-t border-line">
                <td className="px-3 py-2 font-medium">{p.postName}</td>
                <td className="px-3 py-2">{p.personCount ?? '—'}</td>
                <td className="px-3 py-2">{`${p.planCount} / ${p.completeCount}`}</td>
                <td className="px-3 py-2">
                  <Tag tag={{ label: formatRate(p.completeRate), tone: rateTone(p.completeRate) }} />
                </td>
                <td className="px-3 py-2 whitespace-nowrap">{formatMinutes(p.avgDurationMinutes)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </ChartCard>
  );
}

/** Records that fell short (未达标): where the blind spots are. */
function BlindSpotList({ scope, range }: { scope: DutyScope; range: DateRange }) {
  const perm = usePagePermission();
  const [open, setOpen] = useState<DutyRecord | null>(null);
  const columns = useMemo<ColumnDef<DutyRecord, unknown>[]>(
    () => [
      dateColumn,
      { id: 'userName', header: '值班人员', cell: ({ row }) => <Nowrap>{row.original.userName}</Nowrap> },
      { id: 'postName', header: '岗位', cell: ({ row }) => <Nowrap>{row.original.postName}</Nowrap> },
      typeColumn,
      projectColumn,
      durationColumn,
      coverageColumn,
      {
        id: 'blind',
        header: '盲区',
        cell: ({ row }) =>
          row.original.blindCount ? <Tag tag={{ label: `${row.original.blindCount} 处`, tone: 'danger' }} /> : '0',
      },
      statusColumn,
      linkColumn({ label: '查看盲区', onClick: setOpen }),
    ],
    [],
  );
  const query = { ...periodQuery(scope, range), status: 2 as const };
  return (
    <>
      <ListScreen<DutyRecord>
        id="duty-blind"
        title="未达标记录与巡查盲区"
        columns={columns}
        operation="listDutyProjectRecords"
        scope={['substandard', scope, range]}
        rowId={(r) => String(r.id)}
        exportFile={
          perm.hasPerm('duty:export')
            ? () => api.POST('/starSafety/duty/record/project/export', { body: query })
            : undefined
        }
        load={async ({ page, size, signal }) => {
          const env = await api.GET('/starSafety/duty/record/project/list', {
            params: { query: { pageNum: page, pageSize: size, ...query } },
            signal,
          });
          return { total: env.data?.total ?? 0, rows: env.data?.list ?? [] };
        }}
      />
      {open ? (
        <BlindSpotsDialog
          recordId={open.id}
          title={`巡查盲区：${open.userName} ${formatDate(open.dutyDate)}`}
          onClose={() => setOpen(null)}
        />
      ) : null}
    </>
  );
}
