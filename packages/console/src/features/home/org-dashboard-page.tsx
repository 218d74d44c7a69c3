// 组织首页 (001 §7.6 home/org): a company or branch manager's figures at a glance — index numbers, on-site trend,
// attendance, alarms (summary and latest list), project types and status, branch hazards, project ranking, wages,
// helmets and the projects with their map type. Also drawn under the greeting of /home for source 2 and 3.
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
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useSession } from '@/session/session-store';
import { formatDate } from '@/lib/dates';
import { DEFAULT_PAGE_SIZE } from '@/lib/constants';
import { cn } from '@/lib/cn';
import { LoadFailed, RetryFailed } from '@/ui/retry-failed';
import { ChartCard } from '@/ui/chart-card';
import { DistributionPie } from '@/ui/charts';
import { StatCards, type Stat } from '@/ui/stat-cards';
import { StatusTag, Tag } from '@/ui/status-tag';
import { Select } from '@/ui/select';
import { DatePicker } from '@/ui/date-picker';
import { Button } from '@/ui/button';
import {
  ALARM_STATUS,
  ALARM_TYPES,
  MAP_TYPE,
  PROJECT_STATUS,
  RANK_SORTS,
  hasSeriesData,
  lastMonth,
  money,
  monthToDate,
  ofTotal,
  orgIdOf,
  rangeQuery,
  rankFigure,
  rate,
  seriesRows,
  shortDate,
  shortName,
  tenThousand,
  type RankSort,
} from './home-scope';
import {
  branchUnwearQuery,
  orgAlarmCollectQuery,
  orgAlarmsQuery,
  orgAttendanceQuery,
  orgBranchTroublesQuery,
  orgCollectQuery,
  orgProjectMapQuery,
  orgProjectRankQuery,
  orgTypeStatusQuery,
  orgWagesQuery,
  orgWorkerTrendQuery,
  projectParamsQuery,
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

function OrgDashboardPage({ embedded = false }: { embedded?: boolean }) {
  const { identity } = useSession();
  const orgId = orgIdOf(identity);
  const filters = useApplied({ ...monthToDate(), period: lastMonth() });
  const collect = useQuery(orgCollectQuery(orgId));
  const c = collect.data;

  const stats: Stat[] = [
    {
      label: '项目总数',
      value: c?.project_count,
      unit: '个',
      hint: c ? `在建 ${c.building_project_count ?? '—'} 个 · 参建单位 ${c.company_count ?? '—'} 家` : undefined,
    },
    {
      label: '在册工人',
      value: c?.worker_total,
      unit: '人',
      hint: c?.branch_count ? `${c.branch_count} 家分公司` : undefined,
    },
    {
      label: '今日在场',
      value: c?.worker_onsite_today,
      unit: '人',
      tone: 'success',
      hint: c ? `出勤率 ${rate(c.attendance_rate)}%` : undefined,
    },
    { label: '管理人员到岗', value: ofTotal(c?.manager_onsite_today, c?.manager_total), unit: '人' },
    {
      label: '安全帽在线率',
      value: rate(c?.hat_online_rate),
      unit: '%',
      hint: c ? `在线 ${ofTotal(c.hat_online, c.hat_total) ?? '—'} 顶` : undefined,
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
      value: rate(c?.wage_pay_rate),
      unit: '%',
      hint: c
        ? `${c.wage_period ?? ''} 已发 ${tenThousand(c.wage_paid) ?? '—'} / 应发 ${tenThousand(c.wage_payable) ?? '—'} 万元`
        : undefined,
    },
    {
      label: '问题工资项目',
      value: c?.trouble_wage_project_count,
      unit: '个',
      tone: c?.trouble_wage_project_count ? 'danger' : 'muted',
    },
  ];

  return (
    <div className="flex flex-col gap-3">
      <DashboardHeader title={embedded ? '组织概况' : '组织首页'} scope={c?.org_name ?? identity?.project_name} />
      <FilterRow title="组织首页统计条件" onSubmit={filters.apply} error={filters.error}>
        <DateRangeFields
          label="隐患统计"
          value={filters.draft}
          invalid={!!filters.error}
          onChange={(r) => filters.setDraft((d) => ({ ...d, ...r }))}
        />
        <WagePeriodField
          value={filters.draft.period}
          onChange={(period) => filters.setDraft((d) => ({ ...d, period }))}
        />
      </FilterRow>
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
      <div className="grid grid-cols-1 gap-3 xl:grid-cols-2">
        <WorkerTrendCard orgId={orgId} />
        <AttendanceCard orgId={orgId} />
      </div>
      <div className="grid grid-cols-1 gap-3 xl:grid-cols-3">
        <AlarmCollectCard orgId={orgId} />
      </div>
      <AlarmListCard orgId={orgId} />
      <div className="grid grid-cols-1 gap-3 xl:grid-cols-3">
        <TypeStatusCards orgId={orgId} />
        <BranchTroubleCard orgId={orgId} range={rangeQuery(filters.applied)} />
      </div>
      <div className="grid grid-cols-1 gap-3 xl:grid-cols-2">
        <ProjectRankCard orgId={orgId} />
        <WagesCard orgId={orgId} period={filters.applied.period || undefined} />
      </div>
      <div className="grid grid-cols-1 gap-3 xl:grid-cols-2">
        <HelmetCard orgId={orgId} />
        <ProjectMapCard orgId={orgId} />
      </div>
    </div>
  );
}

function WagePeriodField({ value, onChange }: { value: string | undefined; onChange: (v: string) => void }) {
  return (
    <InlineField label="工资周期">
      {(id) => <DatePicker id={id} kind="month" className="w-36" value={value ?? ''} onChange={onChange} />}
    </InlineField>
  );
}

function WorkerTrendCard({ orgId }: { orgId: number | undefined }) {
  const [days, setDays] = useState<7 | 30>(7);
  const q = useQuery(orgWorkerTrendQuery({ orgId, days }));
  const rows = seriesRows(q.data);
  return (
    <ChartCard
      title="在场人数趋势"
      actions={<DaysSwitch value={days} onChange={setDays} label="在场趋势周期" />}
      {...cardState(q, (d) => !hasSeriesData(d))}
    >
      <ResponsiveContainer width="100%" height="100%">
        <LineChart data={rows} margin={{ top: 8, right: 12, left: 0, bottom: 0 }}>
          <CartesianGrid stroke={GRID} vertical={false} />
          <XAxis dataKey="category" tick={AXIS} tickFormatter={shortDate} />
          <YAxis tick={AXIS} width={48} />
          <Tooltip {...TOOLTIP} formatter={(x) => `${String(x)} 人`} />
          <Legend {...LEGEND} />
          {q.data?.series.map((s, i) => (
            <Line
              key={s.name}
              type="monotone"
              dataKey={s.name}
              stroke={color(i)}
              strokeWidth={s.name === '合计' ? 2.5 : 1.5}
              dot={days === 7}
              isAnimationActive={false}
            />
          ))}
        </LineChart>
      </ResponsiveContainer>
    </ChartCard>
  );
}

function AttendanceCard({ orgId }: { orgId: number | undefined }) {
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
      {...cardState(q)}
    >
      <div className="grid h-full grid-cols-1 gap-4 md:grid-cols-2">
        <div className="min-h-0">
          {d?.trend?.length ? (
            <ResponsiveContainer width="100%" height="100%">
              <ComposedChart data={d.trend} margin={{ top: 8, right: 0, left: 0, bottom: 0 }}>
                <CartesianGrid stroke={GRID} vertical={false} />
                <XAxis dataKey="date" tick={AXIS} tickFormatter={shortDate} />
                <YAxis yAxisId="n" tick={AXIS} width={48} />
                <YAxis yAxisId="r" orientation="right" tick={AXIS} width={40} unit="%" domain={[0, 100]} />
                <Tooltip {...TOOLTIP} />
                <Legend {...LEGEND} />
                <Bar
                  yAxisId="n"
                  dataKey="attendance_count"
                  name="出勤人数"
                  fill={color(0)}
                  barSize={16}
                  isAnimationActive={false}
                />
                <Line yAxisId="r" dataKey="rate" name="出勤率(%)" stroke={color(2)} isAnimationActive={false} />
              </ComposedChart>
            </ResponsiveContainer>
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

function AlarmCollectCard({ orgId }: { orgId: number | undefined }) {
  const q = useQuery(orgAlarmCollectQuery(orgId));
  const d = q.data;
  const state = cardState(q);
  return (
    <>
      <ChartCard title="本月报警" height={300} {...state}>
        <div className="flex h-full flex-col gap-3">
          <MiniStats
            items={[
              { label: '今日', value: d?.today_count },
              { label: '本月', value: d?.month_count },
              { label: '未处理', value: d?.unhandled_count, tone: d?.unhandled_count ? 'text-danger' : undefined },
              { label: '处理率', value: d?.handled_rate === undefined ? undefined : `${rate(d.handled_rate)}%` },
            ]}
          />
          <div className="min-h-0 flex-1">
            <ResponsiveContainer width="100%" height="100%">
              <LineChart data={d?.trend ?? []} margin={{ top: 8, right: 12, left: 0, bottom: 0 }}>
                <CartesianGrid stroke={GRID} vertical={false} />
                <XAxis dataKey="date" tick={AXIS} tickFormatter={shortDate} />
                <YAxis tick={AXIS} width={36} allowDecimals={false} />
                <Tooltip {...TOOLTIP} />
                <Line dataKey="count" name="报警数" stroke={color(3)} strokeWidth={2} isAnimationActive={false} />
              </LineChart>
            </ResponsiveContainer>
          </div>
        </div>
      </ChartCard>
      <ChartCard title="报警类型占比" height={300} {...state} empty={state.empty || !d?.type_list?.length}>
        <DistributionPie
          labels={false}
          unit="次"
          items={(d?.type_list ?? []).map((t) => ({
            name: t.type_name ?? ALARM_TYPES[t.type] ?? `${t.type}`,
            value: t.count,
          }))}
        />
      </ChartCard>
      <ChartCard title="各项目报警" height={300} {...state} empty={state.empty || !d?.project_list?.length}>
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={d?.project_list ?? []} layout="vertical" margin={{ top: 0, right: 16, left: 0, bottom: 0 }}>
            <CartesianGrid stroke={GRID} horizontal={false} />
            <XAxis type="number" tick={AXIS} allowDecimals={false} />
            <YAxis
              type="category"
              dataKey="project_name"
              tick={AXIS}
              width={110}
              tickFormatter={(s: string) => shortName(s, 8)}
            />
            <Tooltip {...TOOLTIP} />
            <Bar dataKey="count" name="本月报警" fill={color(3)} barSize={14} isAnimationActive={false} />
          </BarChart>
        </ResponsiveContainer>
      </ChartCard>
    </>
  );
}

function AlarmListCard({ orgId }: { orgId: number | undefined }) {
  const [type, setType] = useState('');
  const [status, setStatus] = useState('');
  const [pageNum, setPageNum] = useState(1);
  const q = useQuery({
    ...orgAlarmsQuery({
      orgId,
      type: type ? Number(type) : undefined,
      status: status ? Number(status) : undefined,
      pageNum,
      pageSize: DEFAULT_PAGE_SIZE,
    }),
    placeholderData: (prev) => prev,
  });
  const total = q.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / DEFAULT_PAGE_SIZE));
  const rows = q.data?.list ?? [];
  return (
    <ChartCard
      title="最新报警"
      height={360}
      actions={
        <>
          <InlineField label="报警类型" className="gap-1.5 text-xs">
            {(id) => (
              <Select
                id={id}
                className="h-7 w-28 text-xs"
                value={type}
                onChange={(e) => {
                  setType(e.target.value);
                  setPageNum(1);
                }}
              >
                <option value="">全部</option>
                {Object.entries(ALARM_TYPES).map(([k, label]) => (
                  <option key={k} value={k}>
                    {label}
                  </option>
                ))}
              </Select>
            )}
          </InlineField>
          <InlineField label="闭环进度" className="gap-1.5 text-xs">
            {(id) => (
              <Select
                id={id}
                className="h-7 w-24 text-xs"
                value={status}
                onChange={(e) => {
                  setStatus(e.target.value);
                  setPageNum(1);
                }}
              >
                <option value="">全部</option>
                {Object.entries(ALARM_STATUS).map(([k, t]) => (
                  <option key={k} value={k}>
                    {t.label}
                  </option>
                ))}
              </Select>
            )}
          </InlineField>
        </>
      }
      {...cardState(q, (d) => !d?.list?.length)}
    >
      <div className="flex h-full flex-col">
        {/* Scrolls inside the card: focusable so the keyboard can scroll it too. */}
        <ul
          aria-label="最新报警列表"
          tabIndex={0}
          className="min-h-0 flex-1 divide-y divide-line overflow-auto outline-none focus-visible:ring-2 focus-visible:ring-primary"
        >
          {rows.map((a) => (
            <li key={a.id} className="grid grid-cols-[5.5rem_minmax(0,1fr)_auto] items-center gap-3 py-2 text-sm">
              <Tag
                tag={{ label: a.type_name || ALARM_TYPES[a.type] || `${a.type}`, tone: 'danger' }}
                className="justify-self-start"
              />
              <div className="min-w-0">
                <p className="truncate text-gray-900">{a.content || '—'}</p>
                <p className="truncate text-xs text-gray-500">
                  {[a.project_name, a.org_name, a.person_name, a.team_name].filter(Boolean).join(' · ')}
                </p>
              </div>
              <div className="flex flex-col items-end gap-1">
                <StatusTag table={ALARM_STATUS} value={a.status} fallback={a.status_desc} />
                <span className="whitespace-nowrap text-xs tabular-nums text-gray-400">
                  {formatDate(a.alarm_time, 'dateTime')}
                </span>
              </div>
            </li>
          ))}
        </ul>
        <footer className="flex items-center justify-end gap-2 border-t border-line pt-2 text-xs text-gray-500">
          <span>共 {total} 条</span>
          <span className="tabular-nums">
            第 {pageNum} / {pages} 页
          </span>
          <Button
            size="sm"
            variant="ghost"
            aria-label="上一页报警"
            disabled={pageNum <= 1}
            onClick={() => setPageNum((p) => p - 1)}
          >
            <ChevronLeft />
          </Button>
          <Button
            size="sm"
            variant="ghost"
            aria-label="下一页报警"
            disabled={pageNum >= pages}
            onClick={() => setPageNum((p) => p + 1)}
          >
            <ChevronRight />
          </Button>
        </footer>
      </div>
    </ChartCard>
  );
}

function TypeStatusCards({ orgId }: { orgId: number | undefined }) {
  const q = useQuery(orgTypeStatusQuery(orgId));
  const d = q.data;
  const state = cardState(q);
  return (
    <div className="grid grid-cols-1 gap-3 md:grid-cols-2 xl:col-span-1 xl:grid-cols-1">
      <ChartCard
        title="项目工程类型"
        height={200}
        actions={d?.total !== undefined ? <span className="text-xs text-gray-500">共 {d.total} 个项目</span> : null}
        {...state}
        empty={state.empty || !d?.type_list.length}
      >
        <DistributionPie
          labels={false}
          unit="个"
          items={(d?.type_list ?? []).map((t) => ({ name: t.name, value: t.count }))}
        />
      </ChartCard>
      <ChartCard title="项目状态分布" height={200} {...state} empty={state.empty || !d?.status_list.length}>
        <DistributionPie
          labels={false}
          unit="个"
          items={(d?.status_list ?? []).map((t) => ({
            name: PROJECT_STATUS[t.value]?.label ?? t.name,
            value: t.count,
          }))}
        />
      </ChartCard>
    </div>
  );
}

function BranchTroubleCard({
  orgId,
  range,
}: {
  orgId: number | undefined;
  range: { startDate?: string; endDate?: string };
}) {
  const q = useQuery(orgBranchTroublesQuery({ orgId, ...range }));
  const rows = q.data ?? [];
  const sum = (k: 'trouble_total' | 'rectified' | 'unrectified' | 'overdue') =>
    rows.reduce((n, r) => n + (r[k] ?? 0), 0);
  return (
    <ChartCard
      title="各分公司隐患整改"
      className="xl:col-span-2"
      height={424}
      actions={
        <span className="text-xs text-gray-500">
          {range.startDate ?? '—'} 至 {range.endDate ?? '—'}
        </span>
      }
      {...cardState(q, (d) => d.length === 0)}
    >
      <div className="flex h-full flex-col gap-3">
        <MiniStats
          items={[
            { label: '隐患总数', value: sum('trouble_total') },
            { label: '已整改', value: sum('rectified'), tone: 'text-success' },
            { label: '未整改', value: sum('unrectified'), tone: 'text-warning' },
            { label: '超期未整改', value: sum('overdue'), tone: 'text-danger' },
          ]}
        />
        <div className="min-h-0 flex-1">
          <ResponsiveContainer width="100%" height="100%">
            <ComposedChart data={rows} margin={{ top: 8, right: 0, left: 0, bottom: 0 }}>
              <CartesianGrid stroke={GRID} vertical={false} />
              <XAxis dataKey="org_name" tick={AXIS} interval={0} tickFormatter={(s: string) => shortName(s)} />
              <YAxis yAxisId="n" tick={AXIS} width={40} allowDecimals={false} />
              <YAxis yAxisId="r" orientation="right" tick={AXIS} width={40} unit="%" domain={[0, 100]} />
              <Tooltip {...TOOLTIP} />
              <Legend {...LEGEND} />
              <Bar
                yAxisId="n"
                dataKey="rectified"
                name="已整改"
                stackId="t"
                fill={color(1)}
                barSize={28}
                isAnimationActive={false}
              />
              <Bar
                yAxisId="n"
                dataKey="unrectified"
                name="未整改"
                stackId="t"
                fill={color(2)}
                barSize={28}
                isAnimationActive={false}
              />
              <Bar
                yAxisId="n"
                dataKey="overdue"
                name="其中超期"
                fill={color(3)}
                barSize={10}
                isAnimationActive={false}
              />
              <Line
                yAxisId="r"
                dataKey="rectify_rate"
                name="整改率(%)"
                stroke={color(0)}
                strokeWidth={2}
                isAnimationActive={false}
              />
            </ComposedChart>
          </ResponsiveContainer>
        </div>
      </div>
    </ChartCard>
  );
}

function ProjectRankCard({ orgId }: { orgId: number | undefined }) {
  const [sort, setSort] = useState<RankSort>('score');
  const q = useQuery({ ...orgProjectRankQuery({ orgId, sort_by: sort }), placeholderData: (prev) => prev });
  return (
    <ChartCard
      title="项目排行"
      height={300}
      actions={
        <InlineField label="排序指标" className="gap-1.5 text-xs">
          {(id) => (
            <Select
              id={id}
              className="h-7 w-28 text-xs"
              value={sort}
              onChange={(e) => setSort(e.target.value as RankSort)}
            >
              {RANK_SORTS.map((s) => (
                <option key={s.value} value={s.value}>
                  {s.label}
                </option>
              ))}
            </Select>
          )}
        </InlineField>
      }
      {...cardState(q, (d) => d.length === 0)}
    >
      <RankBars
        label="项目排行"
        items={(q.data ?? []).map((r) => ({
          key: r.project_id,
          name: r.project_name,
          sub: `${r.org_name ?? ''} · 在场 ${r.worker_onsite ?? '—'} 人`,
          value: Number(r[sort] ?? 0),
          figure: rankFigure(r, sort),
        }))}
      />
    </ChartCard>
  );
}

function WagesCard({ orgId, period }: { orgId: number | undefined; period: string | undefined }) {
  const q = useQuery(orgWagesQuery({ orgId, period }));
  const rows = q.data ?? [];
  const shown = rows[0]?.period ?? period;
  return (
    <ChartCard
      title="工资发放情况"
      height={300}
      actions={shown ? <span className="text-xs text-gray-500">工资周期 {shown}</span> : null}
      {...cardState(q, (d) => d.length === 0)}
    >
      <ResponsiveContainer width="100%" height="100%">
        <ComposedChart data={rows} margin={{ top: 8, right: 0, left: 8, bottom: 0 }}>
          <CartesianGrid stroke={GRID} vertical={false} />
          <XAxis dataKey="org_name" tick={AXIS} interval={0} tickFormatter={(s: string) => shortName(s)} />
          <YAxis yAxisId="m" tick={AXIS} width={56} tickFormatter={(x: number) => `${Math.round(x / 10000)}万`} />
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
            barSize={22}
            isAnimationActive={false}
          />
          <Bar
            yAxisId="m"
            dataKey="paid_amount"
            name="已发工资"
            fill={color(1)}
            barSize={22}
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

function HelmetCard({ orgId }: { orgId: number | undefined }) {
  const branches = useQuery(branchUnwearQuery(orgId));
  const all = useQuery(unwearQuery({ org_id: orgId }));
  const d = all.data;
  return (
    <ChartCard title="安全帽佩戴" height={340} {...cardState(branches, (x) => x.length === 0)}>
      <div className="flex h-full flex-col gap-3">
        <MiniStats
          items={[
            { label: '安全帽总数', value: d?.hat_total },
            { label: '今日在线', value: d?.online_count },
            { label: '未佩戴人数', value: d?.unwear_count, tone: 'text-danger' },
            { label: '未佩戴率', value: d?.unwear_rate === undefined ? undefined : `${rate(d.unwear_rate)}%` },
          ]}
        />
        <div className="min-h-0 flex-1">
          <ResponsiveContainer width="100%" height="100%">
            <ComposedChart data={branches.data ?? []} margin={{ top: 8, right: 0, left: 0, bottom: 0 }}>
              <CartesianGrid stroke={GRID} vertical={false} />
              <XAxis dataKey="org_name" tick={AXIS} interval={0} tickFormatter={(s: string) => shortName(s)} />
              <YAxis yAxisId="n" tick={AXIS} width={44} />
              <YAxis yAxisId="r" orientation="right" tick={AXIS} width={36} unit="%" />
              <Tooltip {...TOOLTIP} />
              <Legend {...LEGEND} />
              <Bar
                yAxisId="n"
                dataKey="wear_count"
                name="佩戴人数"
                stackId="w"
                fill={color(1)}
                barSize={24}
                isAnimationActive={false}
              />
              <Bar
                yAxisId="n"
                dataKey="unwear_count"
                name="未佩戴人数"
                stackId="w"
                fill={color(3)}
                barSize={24}
                isAnimationActive={false}
              />
              <Line yAxisId="r" dataKey="unwear_rate" name="未佩戴率(%)" stroke={color(2)} isAnimationActive={false} />
            </ComposedChart>
          </ResponsiveContainer>
        </div>
      </div>
    </ChartCard>
  );
}

function ProjectMapCard({ orgId }: { orgId: number | undefined }) {
  const points = useQuery(orgProjectMapQuery(orgId));
  const [picked, setPicked] = useState<number | undefined>(undefined);
  const selected = picked ?? points.data?.[0]?.project_id;
  const params = useQuery({ ...projectParamsQuery(selected), enabled: selected !== undefined });
  return (
    <ChartCard title="项目分布与地图参数" height={340} {...cardState(points, (x) => x.length === 0)}>
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
                <li key={m.id ?? m.maptype} className="rounded bg-white px-3 py-2 text-sm shadow-sm">
                  <span className="flex items-center gap-2">
                    <StatusTag table={MAP_TYPE} value={m.maptype} />
                    <span className="truncate text-gray-800">{m.map_name ?? '—'}</span>
                    {m.is_default === 1 ? <Tag tag={{ label: '默认', tone: 'primary' }} className="ml-auto" /> : null}
                  </span>
                  <span className="mt-1 block text-xs text-gray-500">
                    中心 {m.center_lng ?? '—'}, {m.center_lat ?? '—'} · 缩放 {m.zoom ?? '—'}
                  </span>
                </li>
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

// Memoised: the tab cache re-renders every kept page on each navigation; a dashboard's many charts re-render only
// when its own data or state changes (heavy re-renders there slowed the router's navigation transitions).
export default memo(OrgDashboardPage);
