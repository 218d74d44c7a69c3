// 任务统计分析 (001 §7.1 GET /duty/taskStatisticalAnalysis/*): for the chosen organisation and period, how many tasks
// were issued, done, running, overdue and cancelled, the last 7 days, the branches compared, and six views — per
// project, per organisation, the people and the positions with warnings, the task-card hints, and 人员任务 (one
// project's managers, their task types and tasks; person-tasks.tsx).
import { useId, useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { useSearchParams } from 'react-router-dom';
import { api } from '@/app/api';
import { ChartCard } from '@/ui/chart-card';
import { DateRangeBar } from '@/ui/date-range-bar';
import { ListScreen } from '@/ui/list-screen';
import { PageTabs } from '@/ui/page-tabs';
import { StatCards } from '@/ui/stat-cards';
import { Combobox } from '@/ui/combobox';
import { Nowrap, StatusTag, Tag } from '@/ui/status-tag';
import type { FilterField } from '@/ui/filter-bar';
import type { DateRange } from '@/lib/date-range';
import { formatDate } from '@/lib/dates';
import { useDateRange } from '@/lib/use-date-range';
import {
  HINT_TYPE,
  completeTone,
  formatRate,
  overdueTone,
  readHintType,
  readOrgId,
  statQuery,
  type TaskCardHint,
  type TaskStatOrg,
  type TaskStatProject,
  type WarningPerson,
  type WarningPosition,
} from './stats-model';
import { DistributionPie, SeriesChart } from '@/ui/charts';
import { PersonTasks } from './person-tasks';
import {
  getDutyTaskOrgTotalQueryOptions,
  getDutyTaskStatisticsTotalQueryOptions,
  getDutyTaskWarningPersonTotalQueryOptions,
  getDutyTaskWarningPositionTotalQueryOptions,
} from '@site/sdk/query/duty';
import { listDutyBaseOrgsKey } from '@site/sdk/query/duty';

const KEEP = ['start_date', 'end_date', 'orgId'] as const;
const rateTag = (rate: number | undefined, tone: typeof completeTone) => (
  <Tag tag={{ label: formatRate(rate), tone: tone(rate) }} />
);
const text = (v: string | undefined) => (v ? v : undefined);

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
        <ChartCard title="近7天任务下发与完成" query={total} empty={!t?.trend?.categories.length}>
          <SeriesChart chart={t?.trend} lineCounts />
        </ChartCard>
        <ChartCard title="下级组织任务数与完成率" query={orgTotal} empty={!o?.compare?.categories.length}>
          <SeriesChart chart={o?.compare} />
        </ChartCard>
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
    <>
      <label htmlFor={`${id}-org`} className="text-gray-500">
        组织
      </label>
      <Combobox
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
    </>
  );
}

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
      load={async ({ signal }) => {
        const env = await api.GET('/duty/taskStatisticalAnalysis/orgList', {
          params: { query: statQuery(orgId, range) },
          signal,
        });
        const rows = env.data ?? [];
        return { total: rows.length, rows };
      }}
    />
  );
}

const PERSON_COLUMNS: ColumnDef<WarningPerson, unknown>[] = [
  {
    id: 'userName',
    header: '姓名',
    cell: ({ row }) => <span className="font-medium whitespace-nowrap">{row.original.userName}</span>,
  },
  { id: 'positionName', header: '岗位', cell: ({ row }) => <Nowrap>{row.original.positionName}</Nowrap> },
  { id: 'projectName', header: '项目', cell: ({ row }) => row.original.projectName ?? '—' },
  { id: 'orgName', header: '分公司', cell: ({ row }) => row.original.orgName ?? '—' },
  { id: 'taskCount', header: '任务数', cell: ({ row }) => row.original.taskCount ?? '—' },
  {
    id: 'overdueCount',
    header: '逾期',
    cell: ({ row }) => <span className="font-medium text-danger">{row.original.overdueCount}</span>,
  },
  { id: 'uncompleteCount', header: '未完成', cell: ({ row }) => row.original.uncompleteCount ?? '—' },
  { id: 'overdueRate', header: '逾期率', cell: ({ row }) => rateTag(row.original.overdueRate, overdueTone) },
  {
    id: 'lastWarningTime',
    header: '最近预警',
    cell: ({ row }) => <Nowrap>{formatDate(row.original.lastWarningTime, 'minute')}</Nowrap>,
  },
];

function WarningPersons({ orgId, range }: { orgId: number | undefined; range: DateRange }) {
  const query = statQuery(orgId, range);
  const sum = useQuery({
    ...getDutyTaskWarningPersonTotalQueryOptions(api, { params: { query } }),
    select: (env) => env.data ?? null,
  });
  const s = sum.data;
  const filters = useMemo<FilterField[]>(
    () => [
      {
        name: 'positionName',
        label: '岗位',
        type: 'select',
        options: (s?.distribution ?? []).map((d) => ({ value: d.name, label: d.name })),
      },
    ],
    [s?.distribution],
  );
  return (
    <div className="flex flex-col gap-3">
      <div className="grid grid-cols-1 gap-3 xl:grid-cols-3">
        <section aria-label="预警人员概况" className="xl:col-span-1">
          <StatCards
            className="grid-cols-2"
            items={[
              { label: '有任务人员', value: s?.personCount, unit: '人' },
              { label: '预警人员', value: s?.warningPersonCount, unit: '人', tone: 'danger' },
              { label: '预警占比', value: s ? formatRate(s.warningRate) : undefined, tone: 'warning' },
              { label: '逾期任务', value: s?.overdueTaskCount, unit: '项', tone: 'danger' },
            ]}
          />
        </section>
        <ChartCard
          title="预警人员岗位分布"
          className="xl:col-span-2"
          height={220}
          query={sum}
          empty={!s?.distribution?.length}
        >
          <DistributionPie items={s?.distribution ?? []} unit="人" />
        </ChartCard>
      </div>
      <ListScreen<WarningPerson>
        id="task-stat-warning-person"
        title="预警人员"
        filters={filters}
        columns={PERSON_COLUMNS}
        operation="listDutyTaskWarningPersons"
        scope={[orgId, range]}
        rowId={(r) => String(r.userId)}
        load={async ({ page, size, filters: f, signal }) => {
          const env = await api.GET('/duty/taskStatisticalAnalysis/warningPersonList', {
            params: { query: { pageNum: page, pageSize: size, ...query, positionName: text(f.positionName) } },
            signal,
          });
          return { total: env.data?.total ?? 0, rows: env.data?.list ?? [] };
        }}
      />
    </div>
  );
}

const POSITION_COLUMNS: ColumnDef<WarningPosition, unknown>[] = [
  {
    id: 'positionName',
    header: '岗位',
    cell: ({ row }) => <span className="font-medium">{row.original.positionName}</span>,
  },
  { id: 'personCount', header: '人数', cell: ({ row }) => row.original.personCount ?? '—' },
  { id: 'warningPersonCount', header: '预警人数', cell: ({ row }) => row.original.warningPersonCount ?? '—' },
  { id: 'taskCount', header: '任务数', cell: ({ row }) => row.original.taskCount ?? '—' },
  {
    id: 'overdueCount',
    header: '逾期',
    cell: ({ row }) => <span className="font-medium text-danger">{row.original.overdueCount}</span>,
  },
  { id: 'overdueRate', header: '逾期率', cell: ({ row }) => rateTag(row.original.overdueRate, overdueTone) },
];

function WarningPositions({ orgId, range }: { orgId: number | undefined; range: DateRange }) {
  const query = statQuery(orgId, range);
  const sum = useQuery({
    ...getDutyTaskWarningPositionTotalQueryOptions(api, { params: { query } }),
    select: (env) => env.data ?? null,
  });
  const s = sum.data;
  return (
    <div className="flex flex-col gap-3">
      <div className="grid grid-cols-1 gap-3 xl:grid-cols-3">
        <section aria-label="预警岗位概况">
          <StatCards
            className="grid-cols-1"
            items={[
              { label: '岗位数', value: s?.positionCount, unit: '个' },
              { label: '出现预警的岗位', value: s?.warningPositionCount, unit: '个', tone: 'warning' },
              { label: '逾期任务', value: s?.overdueTaskCount, unit: '项', tone: 'danger' },
            ]}
          />
        </section>
        <ChartCard
          title="各岗位逾期任务与逾期率"
          className="xl:col-span-2"
          query={sum}
          empty={!s?.chart.categories.length}
        >
          <SeriesChart chart={s?.chart} />
        </ChartCard>
      </div>
      <ListScreen<WarningPosition>
        id="task-stat-warning-position"
        title="预警岗位"
        columns={POSITION_COLUMNS}
        operation="listDutyTaskWarningPositions"
        scope={[orgId, range]}
        rowId={(r) => r.positionName}
        load={async ({ signal }) => {
          const env = await api.GET('/duty/taskStatisticalAnalysis/warningPositionList', {
            params: { query },
            signal,
          });
          const rows = env.data ?? [];
          return { total: rows.length, rows };
        }}
      />
    </div>
  );
}

const HINT_FILTERS: FilterField[] = [
  {
    name: 'hintType',
    label: '提示类型',
    type: 'select',
    options: Object.entries(HINT_TYPE).map(([value, t]) => ({ value, label: t.label })),
  },
];

const HINT_COLUMNS: ColumnDef<TaskCardHint, unknown>[] = [
  { id: 'hintType', header: '类型', cell: ({ row }) => <StatusTag table={HINT_TYPE} value={row.original.hintType} /> },
  {
    id: 'hintContent',
    header: '提示内容',
    cell: ({ row }) => (
      <span className={row.original.read ? 'text-gray-500' : 'font-medium text-gray-900'}>
        {row.original.read ? null : (
          <span aria-label="未读" className="mr-1.5 inline-block size-1.5 rounded-full bg-danger align-middle" />
        )}
        {row.original.hintContent}
      </span>
    ),
  },
  {
    id: 'task',
    header: '任务',
    cell: ({ row }) => (
      <div className="flex flex-col">
        <span>{row.original.taskName ?? '—'}</span>
        <span className="text-xs text-gray-400">{row.original.taskNo ?? ''}</span>
      </div>
    ),
  },
  {
    id: 'executor',
    header: '执行人',
    cell: ({ row }) => (
      <Nowrap>{`${row.original.executorName ?? '—'}${row.original.positionName ? `（${row.original.positionName}）` : ''}`}</Nowrap>
    ),
  },
  { id: 'projectName', header: '项目', cell: ({ row }) => row.original.projectName ?? '—' },
  {
    id: 'endTime',
    header: '截止时间',
    cell: ({ row }) => <Nowrap>{formatDate(row.original.endTime, 'minute')}</Nowrap>,
  },
  {
    id: 'hintTime',
    header: '提示时间',
    cell: ({ row }) => <Nowrap>{formatDate(row.original.hintTime, 'minute')}</Nowrap>,
  },
];

function HintList({ orgId }: { orgId: number | undefined }) {
  return (
    <ListScreen<TaskCardHint>
      id="task-stat-hint"
      title="任务卡提示"
      filters={HINT_FILTERS}
      columns={HINT_COLUMNS}
      operation="listDutyTaskCardHints"
      scope={orgId}
      rowId={(r) => String(r.id)}
      load={async ({ page, size, filters, signal }) => {
        const env = await api.GET('/duty/taskStatisticalAnalysis/taskCardHintList', {
          params: { query: { pageNum: page, pageSize: size, orgId, hintType: readHintType(filters.hintType) } },
          signal,
        });
        return { total: env.data?.total ?? 0, rows: env.data?.list ?? [] };
      }}
    />
  );
}
