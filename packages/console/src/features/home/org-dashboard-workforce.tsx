// 组织首页's people and money cards (001 §7.6 home/org): the on-site trend, attendance, wages, helmets and the
// projects' map. The page (org-dashboard-page.tsx) lays them out.
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { ComboChart, chartColor } from '@/ui/charts';
import { cn } from '@/lib/cn';
import { LoadFailed } from '@/ui/retry-failed';
import { ChartCard } from '@/ui/chart-card';
import { StatusTag } from '@/ui/status-tag';
import { PROJECT_STATUS, hasSeriesData, rate, seriesRows, shortDate, shortName, percent } from './home-scope';
import {
  branchUnwearQuery,
  orgAttendanceQuery,
  orgProjectMapQuery,
  orgWagesQuery,
  orgWorkerTrendQuery,
  projectParamsQuery,
  unwearQuery,
} from './home-queries';
import { MapParamItem } from './project-dashboard-cards';
import { DaysSwitch, RankBars, StatsOverChart, wageChart } from './dashboard-kit';

export function WorkerTrendCard({ orgId }: { orgId: number | undefined }) {
  const [days, setDays] = useState<7 | 30>(7);
  const q = useQuery(orgWorkerTrendQuery({ orgId, days }));
  const rows = seriesRows(q.data);
  return (
    <ChartCard
      title="在场人数趋势"
      actions={<DaysSwitch value={days} onChange={setDays} label="在场趋势周期" />}
      query={q}
      isEmpty={(d) => !hasSeriesData(d)}
    >
      <ComboChart
        data={rows}
        xKey="category"
        xLabel={shortDate}
        unit="人"
        series={(q.data?.series ?? []).map((s, i) => ({
          key: s.name,
          name: s.name,
          kind: 'line' as const,
          color: chartColor(i),
          width: s.name === '合计' ? 2.5 : 1.5,
          dots: days === 7,
        }))}
      />
    </ChartCard>
  );
}

export function AttendanceCard({ orgId }: { orgId: number | undefined }) {
  const q = useQuery(orgAttendanceQuery(orgId));
  const d = q.data;
  return (
    <ChartCard
      title="出勤汇总"
      height={320}
      actions={
        d ? (
          <span className="text-xs text-gray-500">
            今日出勤 <b className="text-gray-900">{d.attendance_count}</b> / 在册 {d.worker_total} 人 · 出勤率{' '}
            <b className="text-success">{rate(d.attendance_rate)}%</b>
          </span>
        ) : null
      }
      query={q}
    >
      <div className="grid h-full grid-cols-1 gap-4 md:grid-cols-2">
        <div className="min-h-0">
          {d?.trend?.length ? (
            <ComboChart
              data={d.trend}
              xKey="date"
              xLabel={shortDate}
              series={[
                { key: 'attendance_count', name: '出勤人数', color: chartColor(0), barSize: 16 },
                { key: 'rate', name: '出勤率(%)', kind: 'line', axis: 'right', color: chartColor(2), width: 1 },
              ]}
            />
          ) : (
            <p className="flex h-full items-center justify-center text-sm text-gray-400">暂无趋势</p>
          )}
        </div>
        <div className="min-h-0">
          <h4 className="mb-2 text-xs font-medium text-gray-500">各下级组织今日出勤</h4>
          <RankBars
            label="下级组织出勤排行"
            items={[...(d?.org_list ?? [])]
              .sort((a, b) => b.rate - a.rate)
              .map((o) => ({
                key: o.org_id,
                name: o.org_name,
                sub: `${o.attendance_count}/${o.worker_total ?? '—'} 人`,
                value: o.rate,
                figure: `${rate(o.rate)}%`,
              }))}
          />
        </div>
      </div>
    </ChartCard>
  );
}

export function WagesCard({ orgId, period }: { orgId: number | undefined; period: string | undefined }) {
  const q = useQuery(orgWagesQuery({ orgId, period }));
  const rows = q.data ?? [];
  const shown = rows[0]?.period ?? period;
  return (
    <ChartCard
      title="工资发放情况"
      height={300}
      actions={shown ? <span className="text-xs text-gray-500">工资周期 {shown}</span> : null}
      query={q}
      isEmpty={(d) => d.length === 0}
    >
      <ComboChart data={rows} xKey="org_name" xLabel={(s) => shortName(s)} everyTick {...wageChart(22)} />
    </ChartCard>
  );
}

export function HelmetCard({ orgId }: { orgId: number | undefined }) {
  const branches = useQuery(branchUnwearQuery(orgId));
  const all = useQuery(unwearQuery({ org_id: orgId }));
  const d = all.data;
  return (
    <ChartCard title="安全帽佩戴" height={340} query={branches} isEmpty={(x) => x.length === 0}>
      <StatsOverChart
        gap="gap-3"
        items={[
          { label: '安全帽总数', value: d?.hat_total },
          { label: '今日在线', value: d?.online_count },
          { label: '未佩戴人数', value: d?.unwear_count, tone: 'text-danger' },
          { label: '未佩戴率', value: percent(d?.unwear_rate) },
        ]}
      >
        <ComboChart
          data={branches.data}
          xKey="org_name"
          xLabel={(s) => shortName(s)}
          everyTick
          rateMax="auto"
          series={[
            { key: 'wear_count', name: '佩戴人数', stack: 'w', color: chartColor(1), barSize: 24 },
            { key: 'unwear_count', name: '未佩戴人数', stack: 'w', color: chartColor(3), barSize: 24 },
            { key: 'unwear_rate', name: '未佩戴率(%)', kind: 'line', axis: 'right', color: chartColor(2), width: 1 },
          ]}
        />
      </StatsOverChart>
    </ChartCard>
  );
}

export function ProjectMapCard({ orgId }: { orgId: number | undefined }) {
  const points = useQuery(orgProjectMapQuery(orgId));
  const [picked, setPicked] = useState<number | undefined>(undefined);
  const selected = picked ?? points.data?.[0]?.project_id;
  const params = useQuery({ ...projectParamsQuery(selected), enabled: selected !== undefined });
  return (
    <ChartCard title="项目分布与地图参数" height={340} query={points} isEmpty={(x) => x.length === 0}>
      <div className="grid h-full grid-cols-1 gap-3 md:grid-cols-2">
        <ul aria-label="项目点位" className="flex min-h-0 flex-col gap-1.5 overflow-auto pr-1">
          {(points.data ?? []).map((p) => (
            <li key={p.project_id}>
              <button
                type="button"
                aria-pressed={p.project_id === selected}
                onClick={() => setPicked(p.project_id)}
                className={cn(
                  'w-full rounded border px-3 py-2 text-left transition-colors',
                  p.project_id === selected ? 'border-primary bg-primary-soft' : 'border-line hover:border-primary',
                )}
              >
                <span className="flex items-center gap-2">
                  <span className="truncate text-sm font-medium text-gray-900">{p.project_name}</span>
                  <StatusTag table={PROJECT_STATUS} value={p.status} fallback={p.status_desc} />
                </span>
                <span className="mt-0.5 block truncate text-xs text-gray-500">
                  {p.org_name} · 在场 {p.worker_onsite ?? '—'} 人 · 今日报警 {p.alarm_today ?? '—'} 次
                </span>
                <span className="block truncate text-xs text-gray-400">
                  {p.address ?? '—'}（{p.longitude.toFixed(4)}, {p.latitude.toFixed(4)}）
                </span>
              </button>
            </li>
          ))}
        </ul>
        <div
          role="group"
          aria-label="地图参数"
          tabIndex={0}
          className="min-h-0 overflow-auto rounded bg-gray-50 p-3 outline-none focus-visible:ring-2 focus-visible:ring-primary"
        >
          <h4 className="text-xs font-medium text-gray-500">地图参数</h4>
          {params.isPending ? (
            <p className="py-6 text-center text-sm text-gray-400">加载中…</p>
          ) : params.isError ? (
            <LoadFailed className="justify-center py-6" label="地图参数加载失败：" error={params.error} />
          ) : params.data?.length ? (
            <ul className="mt-2 flex flex-col gap-2">
              {params.data.map((m) => (
                <MapParamItem
                  key={m.id ?? m.maptype}
                  param={m}
                  className="rounded bg-white px-3 py-2 text-sm shadow-sm"
                  tag={m.is_default === 1 ? '默认' : undefined}
                />
              ))}
            </ul>
          ) : (
            <p className="py-6 text-center text-sm text-gray-400">暂无地图参数</p>
          )}
        </div>
      </div>
    </ChartCard>
  );
}
