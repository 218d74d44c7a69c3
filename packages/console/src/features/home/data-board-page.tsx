// 数据看板 (001 §7.6 home/dataBoard): the labour figures of the organisation or of one project — headcount, real-name,
// contracts and training, age, origin and trade of the workers, 12 months of attendance and this year's wages.
// An organisation identity may narrow it to one of its projects (统计范围 + 查询).
import { memo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useSession } from '@/platform/session-store';
import { ChartCard } from '@/ui/chart-card';
import { ComboChart, DistributionPie, chartColor } from '@/ui/charts';
import type { Stat } from '@/ui/stat-cards';
import { hasSeriesData, money, orgIdOf, projectIdOf, rate, seriesRows, tenThousand } from './home-scope';
import {
  databoardAgeQuery,
  databoardAttendanceQuery,
  databoardOriginQuery,
  databoardOverviewQuery,
  databoardWagesQuery,
  databoardWorkTypeQuery,
  laborProjectsQuery,
} from './home-queries';
import { DashboardHeader, FilterRow, InlineCombobox, QueryStats, projectOptions } from './dashboard-kit';

function DataBoardPage() {
  const { identity } = useSession();
  const own = projectIdOf(identity);
  const orgId = orgIdOf(identity);
  const projects = useQuery({ ...laborProjectsQuery(orgId), enabled: own === undefined });
  const [applied, setApplied] = useState('');
  // A project identity sees its project; an organisation its whole organisation or the project it picked.
  const scope = own !== undefined ? { project_id: own } : applied ? { project_id: Number(applied) } : { orgId };
  const scopeName =
    own !== undefined
      ? identity?.project_name
      : applied
        ? projects.data?.find((p) => String(p.projectId) === applied)?.projectName
        : `${identity?.project_name ?? ''}（全部项目）`;

  return (
    <div className="flex flex-col gap-3">
      <DashboardHeader title="数据看板" scope={scopeName} />
      {own === undefined ? <ScopeFilter projects={projects.data} onApply={setApplied} /> : null}
      <OverviewFigures scope={scope} />
      <div className="grid grid-cols-1 gap-3 xl:grid-cols-3">
        <AgeCard scope={scope} />
        <WorkTypeCard scope={scope} />
        <OriginCard scope={scope} />
      </div>
      <div className="grid grid-cols-1 gap-3 xl:grid-cols-2">
        <AttendanceMonthCard scope={scope} />
        <WagesMonthCard scope={scope} />
      </div>
    </div>
  );
}

type Scope = { orgId?: number | undefined; project_id?: number | undefined };

/** 统计范围 of an organisation: its whole organisation or one of its projects, applied by 查询. */
function ScopeFilter({
  projects,
  onApply,
}: {
  projects: readonly { projectId: number; projectName: string }[] | undefined;
  onApply: (project: string) => void;
}) {
  const [draft, setDraft] = useState('');
  return (
    <FilterRow title="数据看板统计条件" onSubmit={() => onApply(draft)}>
      <InlineCombobox
        label="统计范围"
        className="w-60"
        value={draft}
        onChange={setDraft}
        emptyLabel="全部项目（当前组织）"
        options={projectOptions(projects)}
      />
    </FilterRow>
  );
}

/** The headline figures of the scope (总览). */
function OverviewFigures({ scope }: { scope: Scope }) {
  const overview = useQuery(databoardOverviewQuery(scope));
  const o = overview.data;
  const stats: Stat[] = [
    { label: '在册工人', value: o?.worker_total, unit: '人' },
    { label: '今日在场', value: o?.worker_onsite, unit: '人', tone: 'success' },
    { label: '实名制登记率', value: rate(o?.realname_rate), unit: '%' },
    { label: '劳动合同签订率', value: rate(o?.contract_sign_rate), unit: '%' },
    { label: '安全教育完成率', value: rate(o?.training_rate), unit: '%' },
    { label: '参建单位 / 班组', value: o ? `${o.company_count ?? '—'} / ${o.team_count ?? '—'}` : undefined },
    {
      label: '平均年龄',
      value: o?.avg_age,
      unit: '岁',
      hint: o ? `超龄（60 岁以上）${o.over_age_count ?? '—'} 人` : undefined,
    },
    {
      label: '本月进场 / 退场',
      value: o ? `${o.enter_count_month ?? '—'} / ${o.exit_count_month ?? '—'}` : undefined,
      unit: '人',
    },
    {
      label: '本年累计发放工资',
      value: tenThousand(o?.wage_paid_year),
      unit: '万元',
      hint: o ? `${money(o.wage_paid_year) ?? '—'} 元` : undefined,
    },
    {
      label: '上一周期已发工资',
      value: tenThousand(o?.wage_paid_last_period),
      unit: '万元',
      hint: o ? `${money(o.wage_paid_last_period) ?? '—'} 元` : undefined,
    },
  ];

  return (
    <>
      <QueryStats what="总览" query={overview} items={stats} />
    </>
  );
}

function AgeCard({ scope }: { scope: Scope }) {
  const q = useQuery(databoardAgeQuery(scope));
  return (
    <ChartCard title="工人年龄分布" query={q} isEmpty={(d) => d.length === 0}>
      <ComboChart
        data={q.data}
        xKey="name"
        everyTick
        legend={false}
        unit="人"
        series={[{ key: 'count', name: '人数', color: chartColor(0) }]}
      />
    </ChartCard>
  );
}

function WorkTypeCard({ scope }: { scope: Scope }) {
  const q = useQuery(databoardWorkTypeQuery(scope));
  return (
    <ChartCard title="在册工种分布" query={q} isEmpty={(d) => d.length === 0}>
      <DistributionPie labels={false} unit="人" items={(q.data ?? []).map((w) => ({ name: w.name, value: w.count }))} />
    </ChartCard>
  );
}

function OriginCard({ scope }: { scope: Scope }) {
  const q = useQuery(databoardOriginQuery(scope));
  const rows = [...(q.data ?? [])].sort((a, b) => b.count - a.count);
  return (
    <ChartCard title="工人籍贯分布" query={q} isEmpty={(d) => d.length === 0}>
      <ComboChart
        data={rows}
        xKey="name"
        layout="vertical"
        right="count"
        categoryWidth={64}
        legend={false}
        unit="人"
        series={[{ key: 'count', name: '人数', color: chartColor(5), barSize: 12 }]}
      />
    </ChartCard>
  );
}

function AttendanceMonthCard({ scope }: { scope: Scope }) {
  const q = useQuery(databoardAttendanceQuery(scope));
  const [first, ...rest] = q.data?.series ?? [];
  return (
    <ChartCard title="近 12 个月出勤" height={300} query={q} isEmpty={(d) => !hasSeriesData(d)}>
      <ComboChart
        data={seriesRows(q.data)}
        xKey="category"
        right="count"
        series={[
          ...(first ? [{ key: first.name, name: first.name, color: chartColor(0), barSize: 16 }] : []),
          ...rest.map((s, i) => ({
            key: s.name,
            name: s.name,
            kind: 'line' as const,
            axis: 'right' as const,
            color: chartColor(i + 2),
            dots: false,
          })),
        ]}
      />
    </ChartCard>
  );
}

function WagesMonthCard({ scope }: { scope: Scope }) {
  const q = useQuery(databoardWagesQuery(scope));
  return (
    <ChartCard title="本年各月工资发放" height={300} query={q} isEmpty={(d) => !hasSeriesData(d)}>
      <ComboChart
        data={seriesRows(q.data)}
        xKey="category"
        leftTick={(x) => `${Math.round(x / 10000)}万`}
        tooltipValue={(x) => `${money(Number(x)) ?? '—'} 元`}
        series={(q.data?.series ?? []).map((s, i) => ({
          key: s.name,
          name: s.name,
          color: chartColor(i),
          barSize: 12,
        }))}
      />
    </ChartCard>
  );
}

// Memoised: the tab cache re-renders every kept page on each navigation; a dashboard's many charts re-render only
// when its own data or state changes (heavy re-renders there slowed the router's navigation transitions).
export default memo(DataBoardPage);
