// 项目首页 (001 §7.6 home/project): one project's people on site, attendance, helmets, hazards, alarms, wages and
// live events. A project identity sees its own project (also under the greeting of /home); an organisation identity
// picks one of its projects.
import { memo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  Bar,
  BarChart,
  CartesianGrid,
  ComposedChart,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { useSession } from '@/session/session-store';
import { formatDate } from '@/lib/dates';
import { RetryFailed } from '@/ui/retry-failed';
import { ChartCard } from '@/ui/chart-card';
import { DistributionPie } from '@/ui/charts';
import { StatCards, type Stat } from '@/ui/stat-cards';
import { StatusTag, Tag } from '@/ui/status-tag';
import { Select } from '@/ui/select';
import {
  EVENT_TYPE,
  MAP_TYPE,
  WAGE_STATUS,
  defaultParam,
  hasSeriesData,
  money,
  monthToDate,
  ofTotal,
  orgIdOf,
  projectIdOf,
  rangeQuery,
  rate,
  seriesRows,
  shortDate,
  shortName,
  tenThousand,
  versus,
} from './home-scope';
import {
  laborProjectsQuery,
  projectAlarmTrendQuery,
  projectAttendanceTrendQuery,
  projectCollectQuery,
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
  AXIS,
  DashboardHeader,
  DateRangeFields,
  DaysSwitch,
  FilterRow,
  InlineField,
  GRID,
  LEGEND,
  MiniStats,
  RankBars,
  TOOLTIP,
  cardState,
  whilePending,
  color,
  useApplied,
} from './dashboard-kit';
import { errorText } from '@/lib/error-text';

function ProjectDashboardPage({ embedded = false }: { embedded?: boolean }) {
  const { identity } = useSession();
  const own = projectIdOf(identity);
  // An organisation identity chooses among its projects (the labor panel's project list of the organisation).
  const projects = useQuery({ ...laborProjectsQuery(orgIdOf(identity)), enabled: own === undefined });
  const filters = useApplied({ ...monthToDate(), project: '' });
  const projectId = own ?? (Number(filters.applied.project) || projects.data?.[0]?.projectId);

  return (
    <div className="flex flex-col gap-3">
      <DashboardHeader title={embedded ? '项目概况' : '项目首页'} scope={<ProjectName projectId={projectId} />} />
      <FilterRow title="项目首页统计条件" onSubmit={filters.apply} error={filters.error}>
        {own === undefined ? (
          <InlineField label="项目">
            {(id) => (
              <Select
                id={id}
                className="h-8 w-56"
                value={filters.draft.project || String(projectId ?? '')}
                onChange={(e) => filters.setDraft((d) => ({ ...d, project: e.target.value }))}
                disabled={!projects.data?.length}
              >
                {(projects.data ?? []).map((p) => (
                  <option key={p.projectId} value={String(p.projectId)}>
                    {p.projectName}
                  </option>
                ))}
              </Select>
            )}
          </InlineField>
        ) : null}
        <DateRangeFields
          label="隐患统计"
          value={filters.draft}
          invalid={!!filters.error}
          onChange={(r) => filters.setDraft((d) => ({ ...d, ...r }))}
        />
      </FilterRow>
      {own === undefined && projects.isError ? (
        <div
          role="alert"
          className="flex items-center gap-3 rounded-md bg-white px-4 py-3 text-sm text-danger shadow-sm"
        >
          项目列表加载失败：{errorText(projects.error)}
          <RetryFailed />
        </div>
      ) : null}
      {projectId === undefined && own === undefined && projects.isSuccess ? (
        <p className="rounded-md bg-white px-4 py-8 text-center text-sm text-gray-400 shadow-sm">当前组织下暂无项目</p>
      ) : projectId === undefined ? null : (
        <ProjectFigures projectId={projectId} range={rangeQuery(filters.applied)} />
      )}
    </div>
  );
}

function ProjectName({ projectId }: { projectId: number | undefined }) {
  const q = useQuery({ ...projectCollectQuery(projectId), enabled: projectId !== undefined });
  return <>{q.data?.project_name}</>;
}

function ProjectFigures({ projectId, range }: { projectId: number; range: { startDate?: string; endDate?: string } }) {
  const collect = useQuery(projectCollectQuery(projectId));
  const c = collect.data;
  const stats: Stat[] = [
    { label: '安全生产天数', value: c?.safe_days, unit: '天', tone: 'success' },
    {
      label: '今日在场',
      value: c?.worker_onsite_today,
      unit: '人',
      hint: c ? `在册 ${c.worker_total ?? '—'} 人` : undefined,
    },
    {
      label: '今日出勤率',
      value: rate(c?.attendance_rate),
      unit: '%',
      hint: versus(c?.attendance_rate, c?.attendance_rate_yesterday),
    },
    { label: '管理人员到岗', value: ofTotal(c?.manager_onsite_today, c?.manager_total), unit: '人' },
    {
      label: '安全帽在线率',
      value: rate(c?.hat_online_rate),
      unit: '%',
      hint: c
        ? `在线 ${ofTotal(c.hat_online, c.hat_total) ?? '—'} 顶 · 低电量 ${c.hat_low_power ?? '—'} 顶`
        : undefined,
    },
    {
      label: '未整改隐患',
      value: c?.trouble_open,
      unit: '项',
      tone: 'warning',
      hint: c ? `超期 ${c.trouble_overdue ?? '—'} 项` : undefined,
    },
    {
      label: '今日报警',
      value: c?.alarm_today,
      unit: '次',
      tone: 'danger',
      hint: c ? `未处理 ${c.alarm_unhandled ?? '—'} 次` : undefined,
    },
    {
      label: '工资发放率',
      value: rate(c?.wage.pay_rate),
      unit: '%',
      hint: c ? (
        <span className="inline-flex items-center gap-1">
          <StatusTag table={WAGE_STATUS} value={c.wage.status} fallback={c.wage.status_desc} />
          {c.wage.period} 已发 {tenThousand(c.wage.paid_amount) ?? '—'} 万元
        </span>
      ) : undefined,
    },
  ];
  return (
    <>
      {collect.isError ? (
        <div
          role="alert"
          className="flex items-center gap-3 rounded-md bg-white px-4 py-3 text-sm text-danger shadow-sm"
        >
          核心指标加载失败：{errorText(collect.error)}
          <RetryFailed />
        </div>
      ) : null}
      <StatCards items={whilePending(stats, collect.isPending)} />
      <div className="grid grid-cols-1 gap-3 xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <AttendanceTrendCard projectId={projectId} />
        <TeamRankCard projectId={projectId} />
      </div>
      <div className="grid grid-cols-1 gap-3 xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <CompanyOnsiteCard projectId={projectId} />
        <WorkTypeCard projectId={projectId} />
      </div>
      <div className="grid grid-cols-1 gap-3 xl:grid-cols-3">
        <AlarmTrendCard projectId={projectId} />
        <TroubleCard projectId={projectId} range={range} />
        <HelmetCard projectId={projectId} />
      </div>
      <div className="grid grid-cols-1 gap-3 xl:grid-cols-3">
        <WagesCard projectId={projectId} />
        <RealtimeCard projectId={projectId} />
        <MapParamsCard projectId={projectId} />
      </div>
    </>
  );
}

function AttendanceTrendCard({ projectId }: { projectId: number }) {
  const [days, setDays] = useState<7 | 30>(7);
  const q = useQuery(projectAttendanceTrendQuery({ project_id: projectId, days }));
  return (
    <ChartCard
      title="出勤趋势"
      actions={<DaysSwitch value={days} onChange={setDays} label="出勤趋势周期" />}
      {...cardState(q, (d) => d.length === 0)}
    >
      <ResponsiveContainer width="100%" height="100%">
        <ComposedChart data={q.data ?? []} margin={{ top: 8, right: 0, left: 0, bottom: 0 }}>
          <CartesianGrid stroke={GRID} vertical={false} />
          <XAxis dataKey="date" tick={AXIS} tickFormatter={shortDate} />
          <YAxis yAxisId="n" tick={AXIS} width={44} />
          <YAxis yAxisId="r" orientation="right" tick={AXIS} width={40} unit="%" domain={[0, 100]} />
          <Tooltip {...TOOLTIP} />
          <Legend {...LEGEND} />
          <Bar
            yAxisId="n"
            dataKey="worker_total"
            name="在册人数"
            fill="#a9d2ee"
            barSize={18}
            isAnimationActive={false}
          />
          <Bar
            yAxisId="n"
            dataKey="attendance_count"
            name="出勤人数"
            fill={color(0)}
            barSize={18}
            isAnimationActive={false}
          />
          <Line
            yAxisId="r"
            dataKey="rate"
            name="出勤率(%)"
            stroke={color(2)}
            strokeWidth={2}
            isAnimationActive={false}
          />
        </ComposedChart>
      </ResponsiveContainer>
    </ChartCard>
  );
}

function TeamRankCard({ projectId }: { projectId: number }) {
  const q = useQuery(projectTeamRankQuery({ project_id: projectId, topk: 10 }));
  return (
    <ChartCard title="今日出勤率排行（前 10）" {...cardState(q, (d) => d.length === 0)}>
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

function CompanyOnsiteCard({ projectId }: { projectId: number }) {
  const q = useQuery(projectCompanyOnsiteQuery(projectId));
  const rows = (q.data ?? []).map((r) => ({
    ...r,
    offsite: r.worker_total === undefined ? undefined : Math.max(0, r.worker_total - r.onsite_count),
  }));
  return (
    <ChartCard title="参建单位今日在场" {...cardState(q, (d) => d.length === 0)}>
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={rows} margin={{ top: 8, right: 8, left: 0, bottom: 0 }}>
          <CartesianGrid stroke={GRID} vertical={false} />
          <XAxis dataKey="company_name" tick={AXIS} interval={0} tickFormatter={(s: string) => shortName(s, 8)} />
          <YAxis tick={AXIS} width={44} />
          <Tooltip {...TOOLTIP} formatter={(x) => `${String(x)} 人`} />
          <Legend {...LEGEND} />
          <Bar dataKey="onsite_count" name="在场" stackId="p" fill={color(1)} barSize={28} isAnimationActive={false} />
          <Bar dataKey="offsite" name="未在场" stackId="p" fill="#e5e7eb" barSize={28} isAnimationActive={false} />
        </BarChart>
      </ResponsiveContainer>
    </ChartCard>
  );
}

function WorkTypeCard({ projectId }: { projectId: number }) {
  const q = useQuery(projectWorkTypeQuery(projectId));
  return (
    <ChartCard title="今日在场工种" {...cardState(q, (d) => d.length === 0)}>
      <DistributionPie labels={false} unit="人" items={(q.data ?? []).map((w) => ({ name: w.name, value: w.count }))} />
    </ChartCard>
  );
}

function AlarmTrendCard({ projectId }: { projectId: number }) {
  const [days, setDays] = useState<7 | 30>(7);
  const q = useQuery(projectAlarmTrendQuery({ project_id: projectId, days }));
  return (
    <ChartCard
      title="报警趋势"
      height={320}
      actions={<DaysSwitch value={days} onChange={setDays} label="报警趋势周期" />}
      {...cardState(q, (d) => !hasSeriesData(d))}
    >
      <ResponsiveContainer width="100%" height="100%">
        <LineChart data={seriesRows(q.data)} margin={{ top: 8, right: 12, left: 0, bottom: 0 }}>
          <CartesianGrid stroke={GRID} vertical={false} />
          <XAxis dataKey="category" tick={AXIS} tickFormatter={shortDate} />
          <YAxis tick={AXIS} width={32} allowDecimals={false} />
          <Tooltip {...TOOLTIP} />
          <Legend {...LEGEND} />
          {q.data?.series.map((s, i) => (
            <Line
              key={s.name}
              dataKey={s.name}
              stroke={color(i === 0 ? 3 : 1)}
              strokeWidth={2}
              isAnimationActive={false}
            />
          ))}
        </LineChart>
      </ResponsiveContainer>
    </ChartCard>
  );
}

function TroubleCard({ projectId, range }: { projectId: number; range: { startDate?: string; endDate?: string } }) {
  const q = useQuery(projectTroubleQuery({ project_id: projectId, ...range }));
  const d = q.data;
  return (
    <ChartCard
      title="隐患整改"
      height={320}
      actions={
        <span className="text-xs text-gray-500">
          {range.startDate ?? '—'} 至 {range.endDate ?? '—'}
        </span>
      }
      {...cardState(q)}
    >
      <div className="flex h-full flex-col gap-2">
        <MiniStats
          items={[
            { label: '隐患总数', value: d?.total },
            { label: '待整改', value: d?.to_rectify, tone: 'text-warning' },
            { label: '待复查', value: d?.to_review },
            { label: '超期', value: d?.overdue, tone: 'text-danger' },
          ]}
        />
        <p className="text-xs text-gray-500">
          已闭合 <b className="text-success">{d?.closed ?? '—'}</b> 项 · 整改率{' '}
          <b className="text-gray-900">{d ? `${rate(d.rectify_rate)}%` : '—'}</b>
        </p>
        <div className="min-h-0 flex-1">
          <DistributionPie
            labels={false}
            unit="项"
            items={(d?.level_list ?? []).map((l) => ({ name: l.name, value: l.count }))}
          />
        </div>
      </div>
    </ChartCard>
  );
}

function HelmetCard({ projectId }: { projectId: number }) {
  const q = useQuery(unwearQuery({ project_id: projectId }));
  const d = q.data;
  return (
    <ChartCard title="未戴安全帽" height={320} {...cardState(q)}>
      <div className="flex h-full flex-col gap-2">
        <MiniStats
          items={[
            { label: '今日在线', value: ofTotal(d?.online_count, d?.hat_total) },
            { label: '已佩戴', value: d?.wear_count, tone: 'text-success' },
            { label: '未佩戴', value: d?.unwear_count, tone: 'text-danger' },
            { label: '未佩戴率', value: d?.unwear_rate === undefined ? undefined : `${rate(d.unwear_rate)}%` },
          ]}
        />
        <div className="min-h-0 flex-1">
          <ResponsiveContainer width="100%" height="100%">
            <LineChart data={d?.trend ?? []} margin={{ top: 8, right: 12, left: 0, bottom: 0 }}>
              <CartesianGrid stroke={GRID} vertical={false} />
              <XAxis dataKey="date" tick={AXIS} tickFormatter={shortDate} />
              <YAxis tick={AXIS} width={36} />
              <Tooltip {...TOOLTIP} />
              <Line
                dataKey="unwear_count"
                name="未佩戴人数"
                stroke={color(3)}
                strokeWidth={2}
                isAnimationActive={false}
              />
            </LineChart>
          </ResponsiveContainer>
        </div>
      </div>
    </ChartCard>
  );
}

function WagesCard({ projectId }: { projectId: number }) {
  const q = useQuery(projectWagesQuery(projectId));
  return (
    <ChartCard title="近 6 个月工资发放" height={300} {...cardState(q, (d) => d.length === 0)}>
      <ResponsiveContainer width="100%" height="100%">
        <ComposedChart data={q.data ?? []} margin={{ top: 8, right: 0, left: 4, bottom: 0 }}>
          <CartesianGrid stroke={GRID} vertical={false} />
          <XAxis dataKey="period" tick={AXIS} />
          <YAxis yAxisId="m" tick={AXIS} width={52} tickFormatter={(x: number) => `${Math.round(x / 10000)}万`} />
          <YAxis yAxisId="r" orientation="right" tick={AXIS} width={40} unit="%" domain={[0, 100]} />
          <Tooltip
            {...TOOLTIP}
            formatter={(x, name) => (name === '发放率(%)' ? `${String(x)}%` : `${money(Number(x)) ?? '—'} 元`)}
          />
          <Legend {...LEGEND} />
          <Bar
            yAxisId="m"
            dataKey="payable_amount"
            name="应发工资"
            fill={color(0)}
            barSize={14}
            isAnimationActive={false}
          />
          <Bar
            yAxisId="m"
            dataKey="paid_amount"
            name="已发工资"
            fill={color(1)}
            barSize={14}
            isAnimationActive={false}
          />
          <Line
            yAxisId="r"
            dataKey="pay_rate"
            name="发放率(%)"
            stroke={color(2)}
            strokeWidth={2}
            isAnimationActive={false}
          />
        </ComposedChart>
      </ResponsiveContainer>
    </ChartCard>
  );
}

function RealtimeCard({ projectId }: { projectId: number }) {
  const q = useQuery(projectRealtimeQuery({ project_id: projectId, topk: 10 }));
  return (
    <ChartCard title="实时动态" height={300} {...cardState(q, (d) => d.length === 0)}>
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

function MapParamsCard({ projectId }: { projectId: number }) {
  const q = useQuery(projectParamsQuery(projectId));
  const current = defaultParam(q.data);
  return (
    <ChartCard
      title="地图参数"
      height={300}
      actions={current ? <StatusTag table={MAP_TYPE} value={current.maptype} /> : null}
      {...cardState(q, (d) => d.length === 0)}
    >
      <ul className="flex h-full flex-col gap-2 overflow-auto pr-1">
        {(q.data ?? []).map((m) => (
          <li key={m.id ?? m.maptype} className="rounded border border-line px-3 py-2 text-sm">
            <span className="flex items-center gap-2">
              <StatusTag table={MAP_TYPE} value={m.maptype} />
              <span className="truncate text-gray-800">{m.map_name ?? '—'}</span>
              {m === current ? <Tag tag={{ label: '当前使用', tone: 'primary' }} className="ml-auto" /> : null}
            </span>
            <span className="mt-1 block text-xs text-gray-500">
              中心 {m.center_lng ?? '—'}, {m.center_lat ?? '—'} · 缩放 {m.zoom ?? '—'}
            </span>
          </li>
        ))}
      </ul>
    </ChartCard>
  );
}

// Memoised: the tab cache re-renders every kept page on each navigation; a dashboard's many charts re-render only
// when its own data or state changes (heavy re-renders there slowed the router's navigation transitions).
export default memo(ProjectDashboardPage);
