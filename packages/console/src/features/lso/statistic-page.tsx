// 安全员统计（项目） (001 §7.7 /starSafety/lsoStatistic/*): for a project and a period, the officers' work at a
// glance, the daily trend of permits and side-station records, the permits by type, and each officer's workload
// (exportable). The period and, for an organisation account, the project are chosen above and applied by 查询.
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { api } from '@/platform/api';
import { useSession } from '@/platform/session-store';
import { ChartCard } from '@/ui/chart-card';
import { DistributionPie, SeriesChart } from '@/ui/charts';
import { ListScreen } from '@/ui/list-screen';
import { StatCards } from '@/ui/stat-cards';
import { Nowrap } from '@/ui/status-tag';
import { defaultPeriod, percent } from './lso-model';
import { projectJobTypesQuery, projectOf, projectOverviewQuery, projectTrendQuery } from './lso-queries';
import { StatFilterBar, StatScreen, statPages, type StatFilter } from './stat-filter-bar';
import { useOrgOptions } from './use-org-options';
import { dateColumn, textColumn } from '@/ui/field-columns';

type OfficerStat = NonNullable<NonNullable<Awaited<ReturnType<typeof loadOfficers>>['data']>['list']>[number];

const loadOfficers = (
  body: { projectId: number; startDate: string; endDate: string; pageNum: number; pageSize: number },
  signal?: AbortSignal,
) => api.POST('/starSafety/lsoStatistic/officerPage', { body, signal });

export default function StatisticPage() {
  const { identity } = useSession();
  const own = projectOf(identity);
  const { projects, pending } = useOrgOptions(!own);
  const [applied, setApplied] = useState<StatFilter>(() => ({ scope: own ? String(own) : '', ...defaultPeriod() }));
  const projectId = Number(applied.scope || projects[0]?.value) || undefined;
  const q = projectId ? { projectId, startDate: applied.startDate, endDate: applied.endDate } : null;

  return (
    <StatScreen
      filter={
        !own && pending ? null : (
          <StatFilterBar
            scopeLabel="项目"
            scopeOptions={own ? null : projects}
            value={{ ...applied, scope: applied.scope || projects[0]?.value || '' }}
            onSearch={setApplied}
          />
        )
      }
      pending={pending}
      empty="暂无可统计的项目"
    >
      {q ? <Dashboard q={q} /> : null}
    </StatScreen>
  );
}

const COLUMNS: ColumnDef<OfficerStat, unknown>[] = [
  {
    id: 'officerName',
    header: '安全员',
    enableHiding: false,
    cell: ({ row }) => <span className="whitespace-nowrap font-medium">{row.original.officerName}</span>,
  },
  textColumn('postName', '岗位'),
  { id: 'patrolCount', header: '巡查次数', cell: ({ row }) => row.original.patrolCount ?? 0 },
  { id: 'sideStationCount', header: '旁站次数', cell: ({ row }) => row.original.sideStationCount ?? 0 },
  { id: 'problemCount', header: '发现问题', cell: ({ row }) => row.original.problemCount ?? 0 },
  { id: 'rectifiedCount', header: '已整改', cell: ({ row }) => row.original.rectifiedCount ?? 0 },
  {
    id: 'rate',
    header: '整改率',
    cell: ({ row }) => {
      const { problemCount: p, rectifiedCount: r } = row.original;
      return <Nowrap>{p ? percent(((r ?? 0) / p) * 100) : '—'}</Nowrap>;
    },
  },
  { id: 'approvedJobCount', header: '审批作业票', cell: ({ row }) => row.original.approvedJobCount ?? 0 },
  { id: 'onDutyDays', header: '在岗天数', cell: ({ row }) => row.original.onDutyDays ?? 0 },
  dateColumn('lastRecordTime', '最近记录', 'minute'),
];

function Dashboard({ q }: { q: { projectId: number; startDate: string; endDate: string } }) {
  const overview = useQuery(projectOverviewQuery(q));
  const trend = useQuery(projectTrendQuery(q));
  const types = useQuery(projectJobTypesQuery(q));
  const o = overview.data;

  return (
    <>
      <section aria-label="安全员工作概览">
        <StatCards
          items={[
            { label: '安全员', value: o?.officerCount, unit: '人', hint: `今日在岗 ${o?.onDutyToday ?? '—'} 人` },
            { label: '作业许可', value: o?.jobTotal, unit: '张', hint: `作业中 ${o?.jobInProgress ?? '—'} 张` },
            { label: '已关闭许可', value: o?.jobClosed, unit: '张', tone: 'success' },
            {
              label: '驳回 / 过期',
              value: o ? `${o.jobRejected ?? 0} / ${o.jobOverdue ?? 0}` : undefined,
              unit: '张',
              tone: 'warning',
            },
            {
              label: '巡查与旁站记录',
              value: o?.recordTotal,
              unit: '条',
              hint: `巡查 ${o?.patrolCount ?? '—'} · 旁站 ${o?.sideStationCount ?? '—'}`,
            },
            { label: '发现问题', value: o?.problemCount, unit: '项', tone: 'danger' },
            {
              label: '整改率',
              value: o?.rectifyRate,
              unit: '%',
              tone: 'success',
              hint: `已整改 ${o?.rectifiedCount ?? '—'} 项`,
            },
          ]}
        />
      </section>
      <div className="grid gap-3 xl:grid-cols-3">
        <ChartCard
          title="作业许可与旁站趋势"
          className="xl:col-span-2"
          query={trend}
          empty={!trend.data?.categories.length}
        >
          <SeriesChart chart={trend.data} lineCounts />
        </ChartCard>
        <ChartCard title="作业类型分布" query={types} empty={!types.data?.length}>
          <DistributionPie
            unit="张"
            legend="bottom"
            items={(types.data ?? []).map((t) => ({ name: t.jobTypeName ?? String(t.jobType), value: t.count }))}
          />
        </ChartCard>
      </div>
      <ListScreen<OfficerStat>
        id="lso-officer-stats"
        title="安全员工作量"
        columns={COLUMNS}
        operation="pageLsoOfficerStats"
        scope={q}
        rowId={(r) => String(r.officerId)}
        load={statPages(loadOfficers, q)}
        exportFile={() => api.POST('/starSafety/lsoStatistic/officerExport', { body: q })}
      />
    </>
  );
}
