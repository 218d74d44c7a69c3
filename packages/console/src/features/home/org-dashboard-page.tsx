// 组织首页 (001 §7.6 home/org): a company or branch manager's figures at a glance — index numbers, on-site trend,
// attendance, alarms (summary and latest list), project types and status, branch hazards, project ranking, wages,
// helmets and the projects with their map type. Also drawn under the greeting of /home for source 2 and 3.
import { memo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useSession } from '@/platform/session-store';
import type { Stat } from '@/ui/stat-cards';
import { DatePicker } from '@/ui/date-picker';
import { lastMonth, monthToDate, ofTotal, orgIdOf, rangeQuery, rate, tenThousand } from './home-scope';
import { orgCollectQuery } from './home-queries';
import {
  DashboardHeader,
  DateRangeFields,
  FilterRow,
  InlineField,
  QueryStats,
  troubleAlarmStats,
  useApplied,
} from './dashboard-kit';
import { WorkerTrendCard, AttendanceCard, WagesCard, HelmetCard, ProjectMapCard } from './org-dashboard-workforce';
import {
  AlarmCollectCard,
  AlarmListCard,
  TypeStatusCards,
  BranchTroubleCard,
  ProjectRankCard,
} from './org-dashboard-safety';

function OrgDashboardPage({ embedded = false }: { embedded?: boolean }) {
  const { identity } = useSession();
  const orgId = orgIdOf(identity);
  const filters = useApplied({ ...monthToDate(), period: lastMonth() });
  const collect = useQuery(orgCollectQuery(orgId));
  const c = collect.data;

  return (
    <div className="flex flex-col gap-3">
      <DashboardHeader title={embedded ? '组织概况' : '组织首页'} scope={c?.org_name ?? identity?.project_name} />
      <FilterRow title="组织首页统计条件" onSubmit={filters.apply} error={filters.error}>
        <DateRangeFields label="隐患统计" filters={filters} />
        <WagePeriodField
          value={filters.draft.period}
          onChange={(period) => filters.setDraft((d) => ({ ...d, period }))}
        />
      </FilterRow>
      <OrgFigures orgId={orgId} />
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

/** The organisation's index numbers (核心指标). */
function OrgFigures({ orgId }: { orgId: number | undefined }) {
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
    ...troubleAlarmStats(c),
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
    <>
      <QueryStats what="核心指标" query={collect} items={stats} />
    </>
  );
}

function WagePeriodField({ value, onChange }: { value: string | undefined; onChange: (v: string) => void }) {
  return (
    <InlineField label="工资周期">
      {(id) => <DatePicker id={id} kind="month" className="w-36" value={value ?? ''} onChange={onChange} />}
    </InlineField>
  );
}

// Memoised: the tab cache re-renders every kept page on each navigation; a dashboard's many charts re-render only
// when its own data or state changes (heavy re-renders there slowed the router's navigation transitions).
export default memo(OrgDashboardPage);
