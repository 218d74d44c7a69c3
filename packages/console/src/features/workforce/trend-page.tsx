// 近24小时与近7天 (menu workforce/trend; 001 §7.2 statisticsInThePast*): people on site hour by hour over the last 24
// hours (workers and managers, by subcontractor, by area) and the last 7 days up to yesterday (attendance, rate,
// peak presence, hours per head, by subcontractor). The area chooser narrows the hourly count; 刷新 re-reads.
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { formatDate, weekday } from '@/lib/dates';
import { ChartCard } from '@/ui/chart-card';
import { StatCards } from '@/ui/stat-cards';
import { SeriesChart } from './charts';
import { ComboChart, chartColor, shortDay } from '@/ui/charts';
import { Rate } from '@/ui/rate';
import { TableCard } from '@/ui/table-card';
import { AreaBar, useIdParam } from './area-bar';
import {
  average,
  formatCount,
  formatHours,
  formatRate,
  peakOf,
  rateTone,
  RATE_WARN_FROM,
  type Series,
} from './workforce-model';
import {
  past24HoursByAreaQuery,
  past24HoursBySubcontractorQuery,
  past24HoursQuery,
  past7DaysBySubcontractorQuery,
  past7DaysQuery,
} from './workforce-queries';
import type { OperationId } from '@site/sdk/query/common';

const [BLUE, GREEN, ORANGE] = [0, 1, 2].map(chartColor);
const KEYS: readonly OperationId[] = [
  'listPast24HoursWorkforce',
  'getPast24HoursWorkforceBySubcontractor',
  'getPast24HoursWorkforceByArea',
  'listPast7DaysWorkforce',
  'getPast7DaysWorkforceBySubcontractor',
];

export default function WorkforceTrendPage() {
  const [areaId, setArea] = useIdParam('area');
  const hoursByCompany = useQuery(past24HoursBySubcontractorQuery());
  const hoursByArea = useQuery(past24HoursByAreaQuery());
  const daysByCompany = useQuery(past7DaysBySubcontractorQuery());
  return (
    <div className="flex flex-col gap-3">
      <AreaBar
        title="近24小时与近7天"
        note="逐小时在场人数（整点）与截至昨日 7 天的出勤统计"
        areaId={areaId}
        onArea={setArea}
        refresh={KEYS}
      />
      <TrendFigures areaId={areaId} />
      <div className="grid grid-cols-1 gap-3 xl:grid-cols-2">
        <HoursCard areaId={areaId} />
        <SeriesCard title="近24小时在场人数（按参建单位）" query={hoursByCompany} kind="area" />
        <SeriesCard title="近24小时在场人数（按区域）" query={hoursByArea} kind="area" />
        <DaysCard />
      </div>
      <div className="grid grid-cols-1 gap-3 xl:grid-cols-2">
        <SeriesCard title="近7天出勤人数（按参建单位）" query={daysByCompany} kind="bar" />
        <DaysTable />
      </div>
    </div>
  );
}

/** 最近整点在场, 24小时峰值在场, 近7天平均出勤率 and 近7天人均工时. */
function TrendFigures({ areaId }: { areaId: number | undefined }) {
  const hours = useQuery(past24HoursQuery(areaId));
  const days = useQuery(past7DaysQuery());
  const now = hours.data?.at(-1);
  const peak = hours.data ? peakOf(hours.data, (h) => h.count) : undefined;
  const avgRate = days.data ? average(days.data.map((d) => d.attendanceRate)) : null;
  const avgHours = days.data
    ? average(days.data.flatMap((d) => (d.avgWorkHours == null ? [] : [d.avgWorkHours])))
    : null;
  return (
    <section aria-label="在场与出勤概况">
      <StatCards
        className="grid-cols-2 lg:grid-cols-4"
        items={[
          {
            label: '最近整点在场',
            value: now ? formatCount(now.count) : undefined,
            unit: '人',
            hint: now ? `${now.time}（工人 ${now.workerCount ?? '—'}，管理 ${now.managerCount ?? '—'}）` : undefined,
          },
          {
            label: '24小时峰值在场',
            value: peak ? formatCount(peak.count) : undefined,
            unit: '人',
            tone: 'warning',
            hint: peak ? `出现于 ${peak.time}` : undefined,
          },
          {
            label: '近7天平均出勤率',
            value: avgRate == null ? undefined : formatRate(avgRate),
            tone: rateTone(avgRate),
            hint: days.data?.length ? `${days.data[0]?.date} 至 ${days.data.at(-1)?.date}` : undefined,
          },
          {
            label: '近7天人均工时',
            value: avgHours == null ? undefined : avgHours.toFixed(1),
            unit: '小时/天',
            tone: 'success',
          },
        ]}
      />
    </section>
  );
}

function HoursCard({ areaId }: { areaId: number | undefined }) {
  const hours = useQuery(past24HoursQuery(areaId));
  return (
    <ChartCard title="近24小时在场人数" height={300} query={hours} empty={!hours.data?.length}>
      <ComboChart
        data={hours.data}
        xKey="hour"
        tooltipLabel={(r) => String(r.time ?? '')}
        series={[
          { key: 'workerCount', name: '工人(人)', kind: 'area', stack: 'h', color: BLUE },
          { key: 'managerCount', name: '管理人员(人)', kind: 'area', stack: 'h', color: ORANGE },
        ]}
      />
    </ChartCard>
  );
}

function DaysCard() {
  const days = useQuery(past7DaysQuery());
  return (
    <ChartCard title="近7天出勤" height={300} query={days} empty={!days.data?.length}>
      <ComboChart
        data={days.data}
        xKey="date"
        xLabel={shortDay}
        barSize={22}
        series={[
          { key: 'attendCount', name: '出勤人数', color: BLUE },
          { key: 'maxPresentCount', name: '峰值在场', color: GREEN },
          { key: 'attendanceRate', name: '出勤率(%)', kind: 'line', axis: 'right', color: ORANGE },
        ]}
      />
    </ChartCard>
  );
}

function DaysTable() {
  const days = useQuery(past7DaysQuery());
  return (
    <TableCard
      title="近7天逐日统计"
      rows={days.data}
      rowKey={(r) => r.date}
      query={days}
      onRetry={() => void days.refetch()}
      columns={[
        {
          key: 'date',
          header: '日期',
          cell: (r) => (
            <span>
              {formatDate(r.date)} <span className="text-gray-400">{weekday(r.date)}</span>
            </span>
          ),
        },
        { key: 'reg', header: '在册', align: 'right', cell: (r) => formatCount(r.registeredCount) },
        { key: 'att', header: '出勤', align: 'right', cell: (r) => formatCount(r.attendCount) },
        { key: 'rate', header: '出勤率', cell: (r) => <Rate warnFrom={RATE_WARN_FROM} value={r.attendanceRate} /> },
        { key: 'peak', header: '峰值在场', align: 'right', cell: (r) => formatCount(r.maxPresentCount) },
        { key: 'hours', header: '人均工时', align: 'right', cell: (r) => formatHours(r.avgWorkHours) },
      ]}
    />
  );
}

/** A card of one ChartSeries (by subcontractor or by area). */
function SeriesCard({ title, query, kind }: { title: string; query: UseQueryResult<Series>; kind: 'area' | 'bar' }) {
  return (
    <ChartCard title={title} height={300} query={query} empty={!query.data?.categories.length}>
      <SeriesChart data={query.data} kind={kind} />
    </ChartCard>
  );
}
