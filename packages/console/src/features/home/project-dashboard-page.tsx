// 项目首页 (001 §7.6 home/project): one project's people on site, attendance, helmets, hazards, alarms, wages and
// live events. A project identity sees its own project (also under the greeting of /home); an organisation identity
// picks one of its projects.
import { memo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useSession } from '@/platform/session-store';
import type { Stat } from '@/ui/stat-cards';
import { StatusTag } from '@/ui/status-tag';
import {
  WAGE_STATUS,
  monthToDate,
  ofTotal,
  orgIdOf,
  projectIdOf,
  rangeQuery,
  rate,
  tenThousand,
  versus,
} from './home-scope';
import { laborProjectsQuery, projectCollectQuery } from './home-queries';
import {
  DashboardHeader,
  DateRangeFields,
  FailedBanner,
  FilterRow,
  InlineCombobox,
  projectOptions,
  QueryStats,
  troubleAlarmStats,
  useApplied,
} from './dashboard-kit';
import {
  AttendanceTrendCard,
  TeamRankCard,
  CompanyOnsiteCard,
  WorkTypeCard,
  AlarmTrendCard,
  TroubleCard,
  HelmetCard,
  WagesCard,
  RealtimeCard,
  MapParamsCard,
} from './project-dashboard-cards';

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
          <InlineCombobox
            label="项目"
            className="w-56"
            value={filters.draft.project || String(projectId ?? '')}
            onChange={(v) => filters.setDraft((d) => ({ ...d, project: v }))}
            disabled={!projects.data?.length}
            options={projectOptions(projects.data)}
            showEmpty={false}
            emptyLabel=""
          />
        ) : null}
        <DateRangeFields label="隐患统计" filters={filters} />
      </FilterRow>
      {own === undefined && projects.isError ? <FailedBanner what="项目列表" error={projects.error} /> : null}
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
    ...troubleAlarmStats(c),
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
      <QueryStats what="核心指标" query={collect} items={stats} />
      <ProjectCards projectId={projectId} range={range} />
    </>
  );
}

/** The project's charts and lists under its figures, two or three to a row. */
function ProjectCards({ projectId, range }: { projectId: number; range: { startDate?: string; endDate?: string } }) {
  return (
    <>
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

// Memoised: the tab cache re-renders every kept page on each navigation; a dashboard's many charts re-render only
// when its own data or state changes (heavy re-renders there slowed the router's navigation transitions).
export default memo(ProjectDashboardPage);
