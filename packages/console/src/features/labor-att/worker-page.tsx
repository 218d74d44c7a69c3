// 工人考勤 (001 §7.1 /pc/labor/worker/*): the day's card of workers and their attendance day by day, then by project
// (each opening its workers), by area (区县, a chart and the table) and the worker list (by project and keyword),
// each worker opening the daily attendance and the trace.
import { useMemo } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { components } from '@site/sdk';
import { Button } from '@/ui/button';
import { ChartCard } from '@/ui/chart-card';
import { ListScreen } from '@/ui/list-screen';
import { PageTabs } from '@/ui/page-tabs';
import { Nowrap } from '@/ui/status-tag';
import type { FilterField } from '@/ui/filter-bar';
import { RateCell } from './cells';
import { DailyAttendanceChart, GroupAttendanceChart } from './charts';
import { DateRangeBar } from '@/ui/date-range-bar';
import { pageOf, personDayPath, tracePath, type DateRange } from './labor-att-model';
import {
  headCollectQuery,
  idOf,
  listLoaders,
  workerAreasQuery,
  workerDaysQuery,
  workerProjectOptionsQuery,
  type ProjRateRow,
  type WorkerRateRow,
} from './labor-att-queries';
import { workerColumns } from './person-columns';
import { SummaryStats } from './summary-stats';
import { useDateRange } from '@/lib/use-date-range';

type AreaRow = components['schemas']['AttendanceAreaRate'];

export default function WorkerAttendancePage() {
  const { range, apply } = useDateRange();
  const head = useQuery(headCollectQuery(range.end));
  const days = useQuery(workerDaysQuery(range));
  return (
    <div className="flex flex-col gap-3">
      <DateRangeBar title="工人考勤" range={range} onApply={apply}>
        <span>在册工人的出勤，按项目、地区和工人查看</span>
      </DateRangeBar>
      <SummaryStats label="工人" type={5} head={head} days={days} range={range} />
      <ChartCard title="工人逐日出勤" query={days} empty={!days.data?.length} height={260}>
        <DailyAttendanceChart days={days.data ?? []} />
      </ChartCard>
      <PageTabs
        label="工人考勤"
        tabs={[
          { key: 'projects', label: '按项目', render: () => <Projects range={range} /> },
          { key: 'areas', label: '按地区', render: () => <Areas range={range} /> },
          { key: 'workers', label: '工人名单', render: () => <Workers range={range} /> },
        ]}
      />
    </div>
  );
}

const rateColumns = <Row extends { register_count: number; avg_attend_count: number; attendance_rate: number }>(
  countLabel: string,
): ColumnDef<Row, unknown>[] => [
  { id: 'register_count', header: countLabel, cell: ({ row }) => `${row.original.register_count} 人` },
  { id: 'avg_attend_count', header: '日均出勤', cell: ({ row }) => `${row.original.avg_attend_count} 人` },
  { id: 'attendance_rate', header: '出勤率', cell: ({ row }) => <RateCell rate={row.original.attendance_rate} /> },
];

const PROJECT_FILTERS: FilterField[] = [{ name: 'keyword', label: '项目名称', placeholder: '项目或分公司名称' }];

function Projects({ range }: { range: DateRange }) {
  const [, setSearch] = useSearchParams();
  const columns = useMemo<ColumnDef<ProjRateRow, unknown>[]>(
    () => [
      {
        id: 'project_name',
        header: '项目名称',
        enableHiding: false,
        cell: ({ row }) => <span className="font-medium text-gray-900">{row.original.project_name}</span>,
      },
      { id: 'org_name', header: '所属分公司', cell: ({ row }) => <Nowrap>{row.original.org_name || null}</Nowrap> },
      ...rateColumns<ProjRateRow>('在册工人'),
      {
        id: 'actions',
        header: '操作',
        enableHiding: false,
        cell: ({ row }) => (
          <Button
            size="sm"
            variant="link"
            onClick={() =>
              setSearch({
                tab: 'workers',
                project_id: String(row.original.project_id),
                start_date: range.start,
                end_date: range.end,
              })
            }
          >
            工人名单
          </Button>
        ),
      },
    ],
    [range, setSearch],
  );
  return (
    <ListScreen<ProjRateRow>
      id="labor-att-worker-projects"
      title="工人出勤（按项目）"
      filters={PROJECT_FILTERS}
      columns={columns}
      operation="listLaborWorkerAttendanceByProject"
      scope={range}
      rowId={(r) => String(r.project_id)}
      load={listLoaders.workerProjects(range)}
    />
  );
}

const AREA_COLUMNS: ColumnDef<AreaRow, unknown>[] = [
  {
    id: 'area_name',
    header: '地区',
    enableHiding: false,
    cell: ({ row }) => <span className="font-medium text-gray-900">{row.original.area_name}</span>,
  },
  { id: 'area_code', header: '行政区划代码', cell: ({ row }) => <Nowrap>{row.original.area_code}</Nowrap> },
  { id: 'project_count', header: '项目数', cell: ({ row }) => `${row.original.project_count ?? 0} 个` },
  ...rateColumns<AreaRow>('在册工人'),
];

function Areas({ range }: { range: DateRange }) {
  const queryClient = useQueryClient();
  const areas = useQuery(workerAreasQuery(range));
  return (
    <div className="flex flex-col gap-3">
      <ChartCard title="各地区工人出勤" query={areas} empty={!areas.data?.length}>
        <GroupAttendanceChart
          countLabel="在册工人"
          attendLabel="日均出勤"
          rows={(areas.data ?? []).map((a) => ({
            name: a.area_name,
            count: a.register_count,
            attend: a.avg_attend_count,
            rate: a.attendance_rate,
          }))}
        />
      </ChartCard>
      <ListScreen<AreaRow>
        id="labor-att-worker-areas"
        title="工人出勤（按地区）"
        columns={AREA_COLUMNS}
        operation="listLaborWorkerAttendanceByArea"
        scope={['page', range]}
        rowId={(r) => r.area_code}
        load={async ({ page, size }) => {
          const env = await queryClient.fetchQuery(workerAreasQuery(range));
          return pageOf(env.data ?? [], page, size);
        }}
      />
    </div>
  );
}

function Workers({ range }: { range: DateRange }) {
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const projectId = idOf(search.get('project_id') ?? undefined);
  const projects = useQuery(workerProjectOptionsQuery(range));
  const filters = useMemo<FilterField[]>(
    () => [
      { name: 'project_id', label: '项目', type: 'select', searchable: true, options: projects.data ?? [] },
      { name: 'keyword', label: '关键字', placeholder: '姓名、手机号或单位名称' },
    ],
    [projects.data],
  );
  const columns = useMemo(
    () =>
      workerColumns({
        onDays: (r: WorkerRateRow) =>
          void navigate(
            personDayPath(
              { person_id: r.worker_id, person_type: 1, project_id: projectId, name: r.worker_name },
              range,
            ),
          ),
        onTrace: (r: WorkerRateRow) =>
          void navigate(tracePath({ person_id: r.worker_id, person_type: 1, name: r.worker_name }, range)),
      }),
    [navigate, projectId, range],
  );
  return (
    <ListScreen<WorkerRateRow>
      id="labor-att-workers"
      title="工人出勤名单"
      filters={filters}
      columns={columns}
      operation="listLaborWorkerAttendanceByWorker"
      scope={range}
      rowId={(r) => String(r.worker_id)}
      load={listLoaders.workers(range)}
    />
  );
}
