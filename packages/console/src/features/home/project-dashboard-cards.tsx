// 项目首页's cards (001 §7.6 home/project): attendance trend, team ranking, companies and work types on site, alarms,
// hazards, helmets, wages, live events and the map parameters. The page (project-dashboard-page.tsx) lays them out.
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { formatDate } from '@/lib/dates';
import { ChartCard } from '@/ui/chart-card';
import { ComboChart, DistributionPie, chartColor } from '@/ui/charts';
import { StatusTag, Tag } from '@/ui/status-tag';
import {
  EVENT_TYPE,
  MAP_TYPE,
  defaultParam,
  hasSeriesData,
  ofTotal,
  rate,
  seriesRows,
  shortDate,
  shortName,
  percent,
} from './home-scope';
import {
  projectAlarmTrendQuery,
  projectAttendanceTrendQuery,
  projectCompanyOnsiteQuery,
  projectParamsQuery,
  projectRealtimeQuery,
  projectTeamRankQuery,
  projectTroubleQuery,
  projectWagesQuery,
  projectWorkTypeQuery,
  unwearQuery,
} from './home-queries';
import {
  DailyChartCard,
  DaysSwitch,
  RankBars,
  DayTrendLine,
  StatsOverChart,
  RangeNote,
  wageChart,
} from './dashboard-kit';

export function AttendanceTrendCard({ projectId }: { projectId: number }) {
  const [days, setDays] = useState<7 | 30>(7);
  const q = useQuery(projectAttendanceTrendQuery({ project_id: projectId, days }));
  return (
    <DailyChartCard
      title="出勤趋势"
      actions={<DaysSwitch value={days} onChange={setDays} label="出勤趋势周期" />}
      query={q}
      series={[
        { key: 'worker_total', name: '在册人数', color: '#a9d2ee', barSize: 18 },
        { key: 'attendance_count', name: '出勤人数', color: chartColor(0), barSize: 18 },
        { key: 'rate', name: '出勤率(%)', kind: 'line', axis: 'right', color: chartColor(2) },
      ]}
    />
  );
}

export function TeamRankCard({ projectId }: { projectId: number }) {
  const q = useQuery(projectTeamRankQuery({ project_id: projectId, topk: 10 }));
  return (
    <ChartCard title="今日出勤率排行（前 10）" query={q} isEmpty={(d) => d.length === 0}>
      <RankBars
        label="出勤率排行"
        items={(q.data ?? []).map((t) => ({
          key: t.team_id,
          name: t.team_name,
          sub: `${t.leader_name ?? ''} ${t.attendance_count ?? '—'}/${t.worker_total ?? '—'} 人`,
          value: t.rate,
          figure: `${rate(t.rate)}%`,
        }))}
      />
    </ChartCard>
  );
}

export function CompanyOnsiteCard({ projectId }: { projectId: number }) {
  const q = useQuery(projectCompanyOnsiteQuery(projectId));
  const rows = (q.data ?? []).map((r) => ({
    ...r,
    offsite: r.worker_total === undefined ? undefined : Math.max(0, r.worker_total - r.onsite_count),
  }));
  return (
    <ChartCard title="参建单位今日在场" query={q} isEmpty={(d) => d.length === 0}>
      <ComboChart
        data={rows}
        xKey="company_name"
        xLabel={(s) => shortName(s, 8)}
        everyTick
        unit="人"
        series={[
          { key: 'onsite_count', name: '在场', stack: 'p', color: chartColor(1), barSize: 28 },
          { key: 'offsite', name: '未在场', stack: 'p', color: '#e5e7eb', barSize: 28 },
        ]}
      />
    </ChartCard>
  );
}

export function WorkTypeCard({ projectId }: { projectId: number }) {
  const q = useQuery(projectWorkTypeQuery(projectId));
  return (
    <ChartCard title="今日在场工种" query={q} isEmpty={(d) => d.length === 0}>
      <DistributionPie labels={false} unit="人" items={(q.data ?? []).map((w) => ({ name: w.name, value: w.count }))} />
    </ChartCard>
  );
}

export function AlarmTrendCard({ projectId }: { projectId: number }) {
  const [days, setDays] = useState<7 | 30>(7);
  const q = useQuery(projectAlarmTrendQuery({ project_id: projectId, days }));
  return (
    <ChartCard
      title="报警趋势"
      height={320}
      actions={<DaysSwitch value={days} onChange={setDays} label="报警趋势周期" />}
      query={q}
      isEmpty={(d) => !hasSeriesData(d)}
    >
      <ComboChart
        data={seriesRows(q.data)}
        xKey="category"
        xLabel={shortDate}
        series={(q.data?.series ?? []).map((s, i) => ({
          key: s.name,
          name: s.name,
          kind: 'line' as const,
          color: chartColor(i === 0 ? 3 : 1),
        }))}
      />
    </ChartCard>
  );
}

export function TroubleCard({
  projectId,
  range,
}: {
  projectId: number;
  range: { startDate?: string; endDate?: string };
}) {
  const q = useQuery(projectTroubleQuery({ project_id: projectId, ...range }));
  const d = q.data;
  return (
    <ChartCard title="隐患整改" height={320} actions={<RangeNote range={range} />} query={q}>
      <StatsOverChart
        gap="gap-2"
        items={[
          { label: '隐患总数', value: d?.total },
          { label: '待整改', value: d?.to_rectify, tone: 'text-warning' },
          { label: '待复查', value: d?.to_review },
          { label: '超期', value: d?.overdue, tone: 'text-danger' },
        ]}
        note={
          <p className="text-xs text-gray-500">
            已闭合 <b className="text-success">{d?.closed ?? '—'}</b> 项 · 整改率{' '}
            <b className="text-gray-900">{d ? `${rate(d.rectify_rate)}%` : '—'}</b>
          </p>
        }
      >
        <DistributionPie
          labels={false}
          unit="项"
          items={(d?.level_list ?? []).map((l) => ({ name: l.name, value: l.count }))}
        />
      </StatsOverChart>
    </ChartCard>
  );
}

export function HelmetCard({ projectId }: { projectId: number }) {
  const q = useQuery(unwearQuery({ project_id: projectId }));
  const d = q.data;
  return (
    <ChartCard title="未戴安全帽" height={320} query={q}>
      <StatsOverChart
        gap="gap-2"
        items={[
          { label: '今日在线', value: ofTotal(d?.online_count, d?.hat_total) },
          { label: '已佩戴', value: d?.wear_count, tone: 'text-success' },
          { label: '未佩戴', value: d?.unwear_count, tone: 'text-danger' },
          { label: '未佩戴率', value: percent(d?.unwear_rate) },
        ]}
      >
        <DayTrendLine data={d?.trend} field="unwear_count" name="未佩戴人数" />
      </StatsOverChart>
    </ChartCard>
  );
}

export function WagesCard({ projectId }: { projectId: number }) {
  const q = useQuery(projectWagesQuery(projectId));
  return (
    <ChartCard title="近 6 个月工资发放" height={300} query={q} isEmpty={(d) => d.length === 0}>
      <ComboChart data={q.data} xKey="period" {...wageChart(14)} />
    </ChartCard>
  );
}

export function RealtimeCard({ projectId }: { projectId: number }) {
  const q = useQuery(projectRealtimeQuery({ project_id: projectId, topk: 10 }));
  return (
    <ChartCard title="实时动态" height={300} query={q} isEmpty={(d) => d.length === 0}>
      <ul aria-label="实时动态列表" className="h-full divide-y divide-line overflow-auto pr-1">
        {(q.data ?? []).map((e) => (
          <li key={e.id} className="flex items-start gap-2 py-2 text-sm">
            <StatusTag table={EVENT_TYPE} value={e.event_type} fallback={e.event_type_desc} />
            <div className="min-w-0 flex-1">
              <p className="text-gray-800">{e.content}</p>
              <p className="text-xs text-gray-400">
                {formatDate(e.event_time, 'dateTime')}
                {e.person_name ? ` · ${e.person_name}` : ''}
              </p>
            </div>
          </li>
        ))}
      </ul>
    </ChartCard>
  );
}

export function MapParamsCard({ projectId }: { projectId: number }) {
  const q = useQuery(projectParamsQuery(projectId));
  const current = defaultParam(q.data);
  return (
    <ChartCard
      title="地图参数"
      height={300}
      actions={current ? <StatusTag table={MAP_TYPE} value={current.maptype} /> : null}
      query={q}
      isEmpty={(d) => d.length === 0}
    >
      <ul
        aria-label="地图参数列表"
        tabIndex={0}
        className="flex h-full flex-col gap-2 overflow-auto pr-1 outline-none focus-visible:ring-2 focus-visible:ring-primary"
      >
        {(q.data ?? []).map((m) => (
          <MapParamItem
            key={m.id ?? m.maptype}
            param={m}
            className="rounded border border-line px-3 py-2 text-sm"
            tag={m === current ? '当前使用' : undefined}
          />
        ))}
      </ul>
    </ChartCard>
  );
}

type MapParam = {
  maptype: number;
  map_name?: string | null | undefined;
  center_lng?: number | null | undefined;
  center_lat?: number | null | undefined;
  zoom?: number | null | undefined;
};

/** One map parameter: its type and name (with a tag such as 默认 after them), then its centre and zoom. */
export function MapParamItem({
  param: m,
  className,
  tag,
}: {
  param: MapParam;
  className: string;
  tag?: string | undefined;
}) {
  return (
    <li className={className}>
      <span className="flex items-center gap-2">
        <StatusTag table={MAP_TYPE} value={m.maptype} />
        <span className="truncate text-gray-800">{m.map_name ?? '—'}</span>
        {tag ? <Tag tag={{ label: tag, tone: 'primary' }} className="ml-auto" /> : null}
      </span>
      <span className="mt-1 block text-xs text-gray-500">
        中心 {m.center_lng ?? '—'}, {m.center_lat ?? '—'} · 缩放 {m.zoom ?? '—'}
      </span>
    </li>
  );
}
