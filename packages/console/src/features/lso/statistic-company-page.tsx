// 安全员统计（公司） (001 §7.7 /starSafety/lsoStatisticCompany/*): for the company or a branch and a period, the totals
// of all projects under it (staffing, permits, records, rectification), the branches compared side by side, and each
// project's figures (exportable). Organisation and period are chosen above and applied by 查询.
import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { api } from '@/platform/api';
import { cn } from '@/lib/cn';
import { useSession } from '@/platform/session-store';
import { ChartCard } from '@/ui/chart-card';
import { SeriesChart } from '@/ui/charts';
import { ListScreen } from '@/ui/list-screen';
import { StatCards } from '@/ui/stat-cards';
import { defaultPeriod, percent } from './lso-model';
import { branchCompareQuery, companyOverviewQuery } from './lso-queries';
import { StatFilterBar, StatScreen, statPages, type StatFilter } from './stat-filter-bar';
import { useOrgOptions } from './use-org-options';
import { textColumn } from '@/ui/field-columns';

type ProjectStat = NonNullable<NonNullable<Awaited<ReturnType<typeof loadProjects>>['data']>['list']>[number];

const loadProjects = (
  body: { orgId: number; startDate: string; endDate: string; pageNum: number; pageSize: number },
  signal?: AbortSignal,
) => api.POST('/starSafety/lsoStatisticCompany/projectPage', { body, signal });

const rateCell = (v: number | undefined, warnBelow = 85) => (
  <span className={cn('whitespace-nowrap tabular-nums', v !== undefined && v < warnBelow && 'text-warning')}>
    {percent(v)}
  </span>
);

export default function StatisticCompanyPage() {
  const { identity } = useSession();
  const { orgs, pending } = useOrgOptions();
  const own = identity?.org_batch_id && identity.org_batch_id > 0 ? String(identity.org_batch_id) : '';
  const [applied, setApplied] = useState<StatFilter>(() => ({ scope: own, ...defaultPeriod() }));
  const scope = applied.scope || orgs[0]?.value || '';
  const orgId = Number(scope) || undefined;
  const q = orgId ? { orgId, startDate: applied.startDate, endDate: applied.endDate } : null;
  return (
    <StatScreen
      filter={
        pending ? null : (
          <StatFilterBar
            scopeLabel="组织"
            scopeOptions={
              orgs.some((o) => o.value === scope) || !scope ? orgs : [{ value: scope, label: '当前组织' }, ...orgs]
            }
            value={{ ...applied, scope }}
            onSearch={setApplied}
          />
        )
      }
      pending={pending}
      empty="暂无可统计的组织"
    >
      {q ? <Dashboard q={q} /> : null}
    </StatScreen>
  );
}

function Dashboard({ q }: { q: { orgId: number; startDate: string; endDate: string } }) {
  const overview = useQuery(companyOverviewQuery(q));
  const compare = useQuery(branchCompareQuery(q));
  const o = overview.data;

  const columns = useMemo<ColumnDef<ProjectStat, unknown>[]>(
    () => [
      {
        id: 'projectName',
        header: '项目',
        enableHiding: false,
        cell: ({ row }) => <span className="whitespace-nowrap font-medium">{row.original.projectName}</span>,
      },
      textColumn('orgName', '所属分公司'),
      {
        id: 'officers',
        header: '安全员（在岗/应配）',
        cell: ({ row }) => {
          const { officerCount: n, requiredOfficerCount: need } = row.original;
          const short = n !== undefined && need !== undefined && n < need;
          return (
            <span className={cn('whitespace-nowrap tabular-nums', short && 'font-medium text-danger')}>
              {n ?? '—'} / {need ?? '—'}
              {short ? ' 缺配' : ''}
            </span>
          );
        },
      },
      { id: 'jobTotal', header: '作业许可', cell: ({ row }) => row.original.jobTotal ?? 0 },
      { id: 'jobClosed', header: '已关闭', cell: ({ row }) => row.original.jobClosed ?? 0 },
      { id: 'closeRate', header: '关闭率', cell: ({ row }) => rateCell(row.original.closeRate, 90) },
      { id: 'recordCount', header: '巡查/旁站记录', cell: ({ row }) => row.original.recordCount ?? 0 },
      { id: 'problemCount', header: '发现问题', cell: ({ row }) => row.original.problemCount ?? 0 },
      { id: 'rectifyRate', header: '整改率', cell: ({ row }) => rateCell(row.original.rectifyRate) },
    ],
    [],
  );

  return (
    <>
      <section aria-label="公司安全员工作概览">
        <StatCards
          items={[
            { label: '在建项目', value: o?.projectCount, unit: '个' },
            {
              label: '安全员',
              value: o?.officerCount,
              unit: '人',
              hint: `应配 ${o?.requiredOfficerCount ?? '—'} 人`,
            },
            { label: '配备率', value: o?.staffingRate, unit: '%', tone: 'warning' },
            { label: '作业许可', value: o?.jobTotal, unit: '张', hint: `作业中 ${o?.jobInProgress ?? '—'} 张` },
            { label: '已关闭许可', value: o?.jobClosed, unit: '张', tone: 'success' },
            { label: '巡查与旁站记录', value: o?.recordTotal, unit: '条' },
            { label: '发现问题', value: o?.problemCount, unit: '项', tone: 'danger' },
            { label: '整改率', value: o?.rectifyRate, unit: '%', tone: 'success' },
          ]}
        />
      </section>
      <ChartCard title="各分公司安全员工作对比" height={320} query={compare} empty={!compare.data?.categories.length}>
        <SeriesChart chart={compare.data} />
      </ChartCard>
      <ListScreen<ProjectStat>
        id="lso-project-stats"
        title="各项目安全员工作统计"
        columns={columns}
        operation="pageLsoProjectStats"
        scope={q}
        rowId={(r) => String(r.projectId)}
        load={statPages(loadProjects, q)}
        exportFile={() => api.POST('/starSafety/lsoStatisticCompany/projectExport', { body: q })}
      />
    </>
  );
}
