// 任务统计分析 (001 §7.1 GET /duty/taskStatisticalAnalysis/*): for the chosen organisation and period, how many tasks
// were issued, done, running, overdue and cancelled, the last 7 days, the branches compared, and six views — per
// project, per organisation, the people and the positions with warnings, the task-card hints, and 人员任务 (one
// project's managers, their task types and tasks; person-tasks.tsx).
import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { useSearchParams } from 'react-router-dom';
import type { components } from '@site/sdk';
import { api } from '@/platform/api';
import { DateRangeBar } from '@/ui/date-range-bar';
import { ListScreen } from '@/ui/list-screen';
import { PageTabs } from '@/ui/page-tabs';
import { StatCards } from '@/ui/stat-cards';
import { BarCombobox } from '@/ui/bar-combobox';
import type { DateRange } from '@/lib/date-range';
import { useDateRange } from '@/lib/use-date-range';
import { completeTone, formatRate, overdueTone, readOrgId, statQuery } from './stats-model';
import { SeriesCard } from '@/ui/series-card';
import { PersonTasks } from './person-tasks';
import { getDutyTaskOrgTotalQueryOptions, getDutyTaskStatisticsTotalQueryOptions } from '@site/sdk/query/duty';
import { listDutyBaseOrgsKey } from '@site/sdk/query/duty';
import { rateTag, WarningPersons, WarningPositions, HintList } from './statistics-warnings';
import { wholeList } from '@/ui/whole-list';

const KEEP = ['start_date', 'end_date', 'orgId'] as const;

export default function TaskStatisticsPage() {
  const { range, apply } = useDateRange();
  const [search] = useSearchParams();
  const orgId = readOrgId(search.get('orgId'));
  const query = statQuery(orgId, range);
  const total = useQuery({
    ...getDutyTaskStatisticsTotalQueryOptions(api, { params: { query } }),
    select: (env) => env.data ?? null,
  });
  const orgTotal = useQuery({
    ...getDutyTaskOrgTotalQueryOptions(api, { params: { query } }),
    select: (env) => env.data ?? null,
  });
  const t = total.data;
  const o = orgTotal.data;
  return (
    <div className="flex flex-col gap-3">
      <DateRangeBar title="任务统计分析" range={range} onApply={apply}>
        <OrgField />
      </DateRangeBar>
      <section aria-label="任务概况">
        <StatCards
          items={[
            {
              label: '任务总数',
              value: t?.taskCount,
              unit: '项',
              hint: o ? `${o.orgCount} 个组织 · ${o.projectCount} 个项目` : undefined,
            },
            { label: '已完成', value: t?.completeCount, unit: '项', tone: 'success' },
            { label: '执行中', value: t?.ongoingCount, unit: '项' },
            { label: '已逾期', value: t?.overdueCount, unit: '项', tone: 'danger' },
            { label: '已作废', value: t?.cancelCount, unit: '项', tone: 'muted' },
            { label: '完成率', value: t ? formatRate(t.completeRate) : undefined, tone: completeTone(t?.completeRate) },
            { label: '逾期率', value: t ? formatRate(t.overdueRate) : undefined, tone: overdueTone(t?.overdueRate) },
          ]}
        />
      </section>
      <div className="grid grid-cols-1 gap-3 xl:grid-cols-2">
        <SeriesCard title="近7天任务下发与完成" query={total} chart={t?.trend} lineCounts />
        <SeriesCard title="下级组织任务数与完成率" query={orgTotal} chart={o?.compare} />
      </div>
      <PageTabs
        label="任务统计"
        keep={KEEP}
        tabs={[
          { key: 'project', label: '项目统计', render: () => <ProjectList orgId={orgId} range={range} /> },
          { key: 'org', label: '组织统计', render: () => <OrgList orgId={orgId} range={range} /> },
          { key: 'person', label: '预警人员', render: () => <WarningPersons orgId={orgId} range={range} /> },
          { key: 'position', label: '预警岗位', render: () => <WarningPositions orgId={orgId} range={range} /> },
          { key: 'hint', label: '任务卡提示', render: () => <HintList orgId={orgId} /> },
          { key: 'people', label: '人员任务', render: () => <PersonTasks range={range} /> },
        ]}
      />
    </div>
  );
}

/** 组织: the organisations of /orgdept/baseorg/list; a choice re-queries at once. */
function OrgField() {
  const [search, setSearch] = useSearchParams();
  const id = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  const orgs = useQuery({
    // The key leaves out the random cache-buster the call sends.
    queryKey: listDutyBaseOrgsKey({ body: {} }),
    queryFn: async ({ signal }) =>
      (await api.POST('/orgdept/baseorg/list', { params: { query: { random: Math.random() } }, body: {}, signal }))
        .data ?? [],
    staleTime: 5 * 60_000,
  });
  return (
    <BarCombobox
      id={`${id}-org`}
      label="组织"
      className="w-48"
      value={search.get('orgId') ?? ''}
      emptyLabel="当前组织"
      options={(orgs.data ?? []).map((org) => ({ value: String(org.id), label: org.orgName }))}
      onChange={(v) =>
        setSearch(
          (current) => {
            const q = new URLSearchParams(current);
            if (v) q.set('orgId', v);
            else q.delete('orgId');
            q.delete('page');
            return q;
          },
          { replace: true },
        )
      }
    />
  );
}

type TaskStatProject = components['schemas']['DutyTaskStatProject'];
type TaskStatOrg = components['schemas']['DutyTaskStatOrg'];

const countColumns = <R extends TaskStatProject | TaskStatOrg>(): ColumnDef<R, unknown>[] => [
  { id: 'taskCount', header: '任务数', cell: ({ row }) => row.original.taskCount },
  { id: 'completeCount', header: '已完成', cell: ({ row }) => row.original.completeCount ?? '—' },
  { id: 'overdueCount', header: '已逾期', cell: ({ row }) => row.original.overdueCount ?? '—' },
  { id: 'completeRate', header: '完成率', cell: ({ row }) => rateTag(row.original.completeRate, completeTone) },
  { id: 'overdueRate', header: '逾期率', cell: ({ row }) => rateTag(row.original.overdueRate, overdueTone) },
];

const PROJECT_COLUMNS: ColumnDef<TaskStatProject, unknown>[] = [
  {
    id: 'projectName',
    header: '项目',
    cell: ({ row }) => <span className="font-medium">{row.original.projectName}</span>,
  },
  { id: 'orgName', header: '所属分公司', cell: ({ row }) => row.original.orgName ?? '—' },
  ...countColumns<TaskStatProject>().slice(0, 2),
  { id: 'ongoingCount', header: '执行中', cell: ({ row }) => row.original.ongoingCount ?? '—' },
  ...countColumns<TaskStatProject>().slice(2, 3),
  { id: 'cancelCount', header: '已作废', cell: ({ row }) => row.original.cancelCount ?? '—' },
  ...countColumns<TaskStatProject>().slice(3),
];

function ProjectList({ orgId, range }: { orgId: number | undefined; range: DateRange }) {
  return (
    <ListScreen<TaskStatProject>
      id="task-stat-project"
      title="项目任务统计"
      columns={PROJECT_COLUMNS}
      operation="listDutyTaskStatistics"
      scope={[orgId, range]}
      rowId={(r) => String(r.projectId)}
      load={async ({ page, size, signal }) => {
        const env = await api.GET('/duty/taskStatisticalAnalysis/list', {
          params: { query: { pageNum: page, pageSize: size, ...statQuery(orgId, range) } },
          signal,
        });
        return { total: env.data?.total ?? 0, rows: env.data?.list ?? [] };
      }}
    />
  );
}

const ORG_COLUMNS: ColumnDef<TaskStatOrg, unknown>[] = [
  { id: 'orgName', header: '组织', cell: ({ row }) => <span className="font-medium">{row.original.orgName}</span> },
  { id: 'projectCount', header: '项目数', cell: ({ row }) => row.original.projectCount ?? '—' },
  ...countColumns<TaskStatOrg>(),
];

function OrgList({ orgId, range }: { orgId: number | undefined; range: DateRange }) {
  return (
    <ListScreen<TaskStatOrg>
      id="task-stat-org"
      title="下级组织任务统计"
      columns={ORG_COLUMNS}
      operation="listDutyTaskOrgStatistics"
      scope={[orgId, range]}
      rowId={(r) => String(r.orgId)}
      load={wholeList((signal) =>
        api.GET('/duty/taskStatisticalAnalysis/orgList', { params: { query: statQuery(orgId, range) }, signal }),
      )}
    />
  );
}
