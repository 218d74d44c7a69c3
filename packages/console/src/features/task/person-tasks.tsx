// 人员任务 (001 §7.1 /pc/person/task/*, /pc/task/list), a tab of 任务统计分析: for one project and the page's period,
// each manager's tasks (人员任务汇总), the tasks by type as a ring and bars (任务类型汇总) — clicking a person narrows
// the types and the task list to that person — and the project's tasks paged, whose 详情 opens the task's flow.
import { optionsOf } from '@/lib/options';
import { useId, useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { api } from '@/platform/api';
import { useSession } from '@/platform/session-store';
import { Button } from '@/ui/button';
import { ChartCard } from '@/ui/chart-card';
import { ComboChart, DistributionPie } from '@/ui/charts';
import { ListScreen } from '@/ui/list-screen';
import { Combobox } from '@/ui/combobox';
import { Nowrap, StatusTag, Tag } from '@/ui/status-tag';
import type { FilterField } from '@/ui/filter-bar';
import type { DateRange } from '@/lib/date-range';
import { CHART_COLORS } from '@/lib/constants';
import { formatDate } from '@/lib/dates';
import { cn } from '@/lib/cn';
import {
  SITE_TASK_STATUS,
  SITE_TASK_TYPE,
  completeTone,
  formatRate,
  readId,
  siteTaskDetailPath,
  typeChartRows,
  type PersonTaskInfo,
  type SiteTask,
} from './stats-model';
import { personTaskInfoQuery, personTaskTypesQuery, taskProjectsQuery, type PersonTaskScope } from './task-queries';

const failed = (q: { isError: boolean; error: Error | null }) => (q.isError ? q.error?.message || '加载失败' : null);
const TYPE_SERIES = [
  { key: 'total', name: '任务数', color: CHART_COLORS[0] },
  { key: 'finish', name: '已完成', color: CHART_COLORS[1] },
  { key: 'rate', name: '完成率', kind: 'line', axis: 'right', color: CHART_COLORS[3] },
] as const;

export function PersonTasks({ range }: { range: DateRange }) {
  const { identity } = useSession();
  const [search, setSearch] = useSearchParams();
  const own = identity?.project_id && identity.project_id > 0 ? identity.project_id : undefined;
  const projectId = readId(search.get('project_id')) ?? own;
  const personId = readId(search.get('person_id'));
  const scope: PersonTaskScope = {
    ...(projectId ? { project_id: projectId } : {}),
    start_date: range.start,
    end_date: range.end,
  };
  const people = useQuery(personTaskInfoQuery(scope));
  const types = useQuery(personTaskTypesQuery(scope, personId));
  const chosen = people.data?.find((p) => p.person_id === personId);
  const chart = typeChartRows(types.data);
  const setParam = (name: string, value: number | undefined) =>
    setSearch(
      (current) => {
        const q = new URLSearchParams(current);
        if (value) q.set(name, String(value));
        else q.delete(name);
        if (name === 'project_id') q.delete('person_id');
        q.delete('page');
        return q;
      },
      { replace: true },
    );
  const who = personId ? (chosen?.person_name ?? `人员 ${personId}`) : '全部人员';
  return (
    <div className="flex flex-col gap-3">
      <ProjectField value={projectId} onChange={(id) => setParam('project_id', id)} />
      <PersonTable
        rows={people.data}
        loading={people.isPending}
        error={failed(people)}
        personId={personId}
        onPick={(id) => setParam('person_id', id === personId ? undefined : id)}
      />
      <div className="grid grid-cols-1 gap-3 xl:grid-cols-2">
        <ChartCard
          title={`任务类型分布（${who}）`}
          loading={types.isPending}
          error={failed(types)}
          empty={!chart.ring.length}
          actions={
            personId ? (
              <Button size="sm" variant="link" onClick={() => setParam('person_id', undefined)}>
                全部人员
              </Button>
            ) : null
          }
        >
          <DistributionPie items={chart.ring} unit="项" />
        </ChartCard>
        <ChartCard
          title={`各类型任务数与完成率（${who}）`}
          loading={types.isPending}
          error={failed(types)}
          empty={!chart.rows.length}
        >
          <div className="h-full" role="img" aria-label="任务类型柱图">
            <ComboChart data={chart.rows} xKey="name" series={TYPE_SERIES} unit="项" everyTick />
          </div>
        </ChartCard>
      </div>
      <SiteTaskList scope={scope} people={people.data} />
    </div>
  );
}

/** 项目: the duty projects; none chosen means the signed-in identity's project. */
function ProjectField({ value, onChange }: { value: number | undefined; onChange: (id: number | undefined) => void }) {
  const id = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  const projects = useQuery(taskProjectsQuery());
  return (
    <div className="flex items-center gap-2 rounded-md bg-white px-4 py-2.5 text-sm shadow-sm">
      <label htmlFor={`${id}-project`} className="text-gray-500">
        项目
      </label>
      <Combobox
        id={`${id}-project`}
        label="项目"
        className="w-64"
        value={value ? String(value) : ''}
        emptyLabel="当前项目"
        options={(projects.data ?? []).map((p) => ({ value: String(p.projectId), label: p.projectName }))}
        onChange={(v) => onChange(readId(v))}
      />
      <span className="text-xs text-gray-400">点击人员查看其任务类型与任务</span>
    </div>
  );
}

function PersonTable({
  rows,
  loading,
  error,
  personId,
  onPick,
}: {
  rows: PersonTaskInfo[] | undefined;
  loading: boolean;
  error: string | null;
  personId: number | undefined;
  onPick: (id: number) => void;
}) {
  return (
    <ChartCard title="人员任务汇总" loading={loading} error={error} empty={!rows?.length} height={300}>
      <div className="h-full overflow-auto">
        <table className="w-full text-sm">
          <caption className="sr-only">人员任务汇总</caption>
          <thead className="sticky top-0 bg-gray-50 text-left text-gray-500">
            <tr>
              <th className="px-3 py-2 font-normal">姓名</th>
              <th className="px-3 py-2 font-normal">岗位</th>
              <th className="px-3 py-2 font-normal">任务数</th>
              <th className="px-3 py-2 font-normal">已完成</th>
              <th className="px-3 py-2 font-normal">未完成</th>
              <th className="px-3 py-2 font-normal">逾期</th>
              <th className="px-3 py-2 font-normal">完成率</th>
            </tr>
          </thead>
          <tbody>
            {(rows ?? []).map((p) => {
              const picked = p.person_id === personId;
              return (
                <tr key={p.person_id} className={cn('border-t border-line', picked && 'bg-primary/5')}>
                  <td className="px-3 py-1.5">
                    <Button size="sm" variant="link" aria-pressed={picked} onClick={() => onPick(p.person_id)}>
                      {p.person_name}
                    </Button>
                  </td>
                  <td className="px-3 py-1.5 whitespace-nowrap">{p.post_name ?? '—'}</td>
                  <td className="px-3 py-1.5">{p.task_total}</td>
                  <td className="px-3 py-1.5">{p.finish_total}</td>
                  <td className="px-3 py-1.5">{p.unfinish_total ?? '—'}</td>
                  <td className="px-3 py-1.5 text-danger">{p.overdue_total ?? '—'}</td>
                  <td className="px-3 py-1.5">
                    <Tag tag={{ label: formatRate(p.finish_rate), tone: completeTone(p.finish_rate) }} />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </ChartCard>
  );
}

/** The project tasks' columns, with 详情 opening the task's flow. */
const siteTaskColumns = (onDetail: (t: SiteTask) => void): ColumnDef<SiteTask, unknown>[] => [
  {
    id: 'task_name',
    header: '任务名称',
    cell: ({ row }) => <span className="font-medium">{row.original.task_name}</span>,
  },
  { id: 'type', header: '类型', cell: ({ row }) => <StatusTag table={SITE_TASK_TYPE} value={row.original.type} /> },
  {
    id: 'person',
    header: '执行人',
    cell: ({ row }) => (
      <Nowrap>{`${row.original.person_name ?? '—'}${row.original.post_name ? `（${row.original.post_name}）` : ''}`}</Nowrap>
    ),
  },
  { id: 'point_name', header: '点位', cell: ({ row }) => row.original.point_name || '—' },
  {
    id: 'plan',
    header: '计划时间',
    cell: ({ row }) => (
      <div className="flex flex-col whitespace-nowrap text-xs">
        <span>{formatDate(row.original.start_time, 'minute')}</span>
        <span className="text-gray-400">{`至 ${formatDate(row.original.end_time, 'minute')}`}</span>
      </div>
    ),
  },
  {
    id: 'finish_time',
    header: '完成时间',
    cell: ({ row }) => <Nowrap>{formatDate(row.original.finish_time ?? undefined, 'minute')}</Nowrap>,
  },
  {
    id: 'status',
    header: '状态',
    cell: ({ row }) => <StatusTag table={SITE_TASK_STATUS} value={row.original.status} />,
  },
  {
    id: 'actions',
    header: '操作',
    enableHiding: false,
    cell: ({ row }) => (
      <Button size="sm" variant="link" onClick={() => onDetail(row.original)}>
        详情
      </Button>
    ),
  },
];

function SiteTaskList({ scope, people }: { scope: PersonTaskScope; people: PersonTaskInfo[] | undefined }) {
  const navigate = useNavigate();
  const filters = useMemo<FilterField[]>(
    () => [
      {
        name: 'person_id',
        label: '执行人',
        type: 'select',
        options: (people ?? []).map((p) => ({ value: String(p.person_id), label: p.person_name })),
      },
      { name: 'type', label: '任务类型', type: 'select', options: optionsOf(SITE_TASK_TYPE) },
      { name: 'status', label: '任务状态', type: 'select', options: optionsOf(SITE_TASK_STATUS) },
    ],
    [people],
  );
  const columns = useMemo(() => siteTaskColumns((t) => void navigate(siteTaskDetailPath(t.task_id))), [navigate]);
  return (
    <ListScreen<SiteTask>
      id="task-stat-site-task"
      title="项目任务"
      filters={filters}
      columns={columns}
      operation="listSiteTasks"
      scope={scope}
      rowId={(r) => String(r.task_id)}
      load={async ({ page, size, filters: f, signal }) => {
        const person = readId(f.person_id);
        const type = readId(f.type) as 1 | 2 | 3 | 4 | 5 | 6 | undefined;
        const status = f.status === undefined ? undefined : (Number(f.status) as 0 | 1 | 2 | 3 | 4);
        const env = await api.GET('/pc/task/list', {
          params: {
            query: {
              ...scope,
              page,
              limit: size,
              ...(person ? { person_id: person } : {}),
              ...(type ? { type } : {}),
              ...(status !== undefined ? { status } : {}),
            },
          },
          signal,
        });
        return { total: env.data?.total ?? 0, rows: env.data?.list ?? [] };
      }}
    />
  );
}
