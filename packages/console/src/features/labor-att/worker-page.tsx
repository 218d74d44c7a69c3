// 工人考勤 (001 §7.1 /pc/labor/worker/*): the day's card of workers and their attendance day by day, then by project
// (each opening its workers), by area (区县, a chart and the table) and the worker list (by project and keyword),
// each worker opening the daily attendance and the trace.
import { useMemo } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { useNavigate } from 'react-router-dom';
import type { components } from '@site/sdk';
import { ChartCard } from '@/ui/chart-card';
import { ListScreen } from '@/ui/list-screen';
import { pageSlice } from '@/ui/page-slice';
import { Nowrap } from '@/ui/status-tag';
import type { FilterField } from '@/ui/filter-bar';
import { GroupAttendanceChart } from './charts';
import { personDayPath, tracePath, type DateRange } from './labor-att-model';
import {
  listLoaders,
  workerAreasQuery,
  workerDaysQuery,
  workerProjectOptionsQuery,
  type ProjRateRow,
  type WorkerRateRow,
} from './labor-att-queries';
import { workerColumns } from './person-columns';
import { KindAttendance, projectColumns, rateColumns, TabLink, useProjectFilters } from './kind-parts';

type AreaRow = components['schemas']['AttendanceAreaRate'];

export default function WorkerAttendancePage() {
  return (
    <KindAttendance
      title="工人考勤"
      intro="在册工人的出勤，按项目、地区和工人查看"
      label="工人"
      type={5}
      daysQuery={workerDaysQuery}
      tabs={(range) => [
        { key: 'projects', label: '按项目', render: () => <Projects range={range} /> },
        { key: 'areas', label: '按地区', render: () => <Areas range={range} /> },
        { key: 'workers', label: '工人名单', render: () => <Workers range={range} /> },
      ]}
    />
  );
}

const PROJECT_FILTERS: FilterField[] = [{ name: 'keyword', label: '项目名称', placeholder: '项目或分公司名称' }];

function Projects({ range }: { range: DateRange }) {
  const columns = useMemo<ColumnDef<ProjRateRow, unknown>[]>(
    () => [
      ...projectColumns<ProjRateRow>('在册工人'),
      {
        id: 'actions',
        header: '操作',
        enableHiding: false,
        cell: ({ row }) => (
          <TabLink tab="workers" param="project_id" id={row.original.project_id} range={range}>
            工人名单
          </TabLink>
        ),
      },
    ],
    [range],
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
          return pageSlice(env.data ?? [], page, size);
        }}
      />
    </div>
  );
}

function Workers({ range }: { range: DateRange }) {
  const navigate = useNavigate();
  const projects = useQuery(workerProjectOptionsQuery(range));
  const { projectId, filters } = useProjectFilters(projects, '姓名、手机号或单位名称');
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
