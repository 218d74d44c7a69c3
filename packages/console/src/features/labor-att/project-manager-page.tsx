// 项目管理人员考勤 (001 §7.1 /pc/labor/projMan/*): the day's card of project managers and their attendance day by
// day, then by project (each opening its people or its positions) and the people list (by project and keyword),
// each person opening the daily attendance and the trace.
import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Button } from '@/ui/button';
import { ChartCard } from '@/ui/chart-card';
import { ListScreen } from '@/ui/list-screen';
import { PageTabs } from '@/ui/page-tabs';
import { Nowrap } from '@/ui/status-tag';
import type { FilterField } from '@/ui/filter-bar';
import { DaysCell, RateCell } from './cells';
import { DailyAttendanceChart } from './charts';
import { DateRangeBar } from '@/ui/date-range-bar';
import { personDayPath, tracePath, type DateRange } from './labor-att-model';
import {
  headCollectQuery,
  idOf,
  listLoaders,
  managerDaysQuery,
  managerProjectOptionsQuery,
  type PersonRateRow,
  type ProjRateRow,
} from './labor-att-queries';
import { personColumns } from './person-columns';
import { SummaryStats } from './summary-stats';
import { useDateRange } from '@/lib/use-date-range';

export default function ProjectManagerAttendancePage() {
  const { range, apply } = useDateRange();
  const head = useQuery(headCollectQuery(range.end));
  const days = useQuery(managerDaysQuery(range));
  return (
    <div className="flex flex-col gap-3">
      <DateRangeBar title="项目管理人员考勤" range={range} onApply={apply}>
        <span>各项目管理人员（项目经理、技术负责人、专职安全员等）的出勤</span>
      </DateRangeBar>
      <SummaryStats label="项目管理人员" type={3} head={head} days={days} range={range} />
      <ChartCard title="项目管理人员逐日出勤" query={days} empty={!days.data?.length} height={260}>
        <DailyAttendanceChart days={days.data ?? []} />
      </ChartCard>
      <PageTabs
        label="项目管理人员考勤"
        tabs={[
          { key: 'projects', label: '按项目', render: () => <Projects range={range} /> },
          { key: 'people', label: '人员名单', render: () => <People range={range} /> },
        ]}
      />
    </div>
  );
}

const PROJECT_FILTERS: FilterField[] = [{ name: 'keyword', label: '项目名称', placeholder: '项目或分公司名称' }];

function Projects({ range }: { range: DateRange }) {
  const columns = useMemo<ColumnDef<ProjRateRow, unknown>[]>(
    () => [
      {
        id: 'project_name',
        header: '项目名称',
        enableHiding: false,
        cell: ({ row }) => <span className="font-medium text-gray-900">{row.original.project_name}</span>,
      },
      { id: 'org_name', header: '所属分公司', cell: ({ row }) => <Nowrap>{row.original.org_name || null}</Nowrap> },
      { id: 'register_count', header: '管理人员', cell: ({ row }) => `${row.original.register_count} 人` },
      { id: 'avg_attend_count', header: '日均出勤', cell: ({ row }) => `${row.original.avg_attend_count} 人` },
      { id: 'attendance_rate', header: '出勤率', cell: ({ row }) => <RateCell rate={row.original.attendance_rate} /> },
      {
        id: 'key_position',
        header: '关键岗位到岗',
        cell: ({ row }) => (
          <DaysCell
            attend={row.original.key_position_attend_count ?? 0}
            should={row.original.key_position_count ?? 0}
            unit="人"
          />
        ),
      },
      {
        id: 'actions',
        header: '操作',
        enableHiding: false,
        cell: ({ row }) => <ProjectLinks project={row.original} range={range} />,
      },
    ],
    [range],
  );
  return (
    <ListScreen<ProjRateRow>
      id="labor-att-manager-projects"
      title="项目管理人员出勤（按项目）"
      filters={PROJECT_FILTERS}
      columns={columns}
      operation="listProjectManagerAttendanceByProject"
      scope={range}
      rowId={(r) => String(r.project_id)}
      load={listLoaders.managerProjects(range)}
    />
  );
}

/** A project's 人员名单 (this page's people tab) and 岗位考勤 (the position attendance page), for the period. */
function ProjectLinks({ project, range }: { project: ProjRateRow; range: DateRange }) {
  const [, setSearch] = useSearchParams();
  const navigate = useNavigate();
  return (
    <div className="flex gap-3">
      <Button
        size="sm"
        variant="link"
        onClick={() =>
          setSearch({
            tab: 'people',
            project_id: String(project.project_id),
            start_date: range.start,
            end_date: range.end,
          })
        }
      >
        人员名单
      </Button>
      <Button
        size="sm"
        variant="link"
        onClick={() =>
          void navigate(
            `/laborAtt/position?${new URLSearchParams({
              project_id: String(project.project_id),
              project_name: project.project_name,
              start_date: range.start,
              end_date: range.end,
            }).toString()}`,
          )
        }
      >
        岗位考勤
      </Button>
    </div>
  );
}

function People({ range }: { range: DateRange }) {
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const projectId = idOf(search.get('project_id') ?? undefined);
  const projects = useQuery(managerProjectOptionsQuery(range));
  const filters = useMemo<FilterField[]>(
    () => [
      { name: 'project_id', label: '项目', type: 'select', searchable: true, options: projects.data ?? [] },
      { name: 'keyword', label: '关键字', placeholder: '姓名或手机号' },
    ],
    [projects.data],
  );
  const columns = useMemo(
    () =>
      personColumns({
        extra: ['project'],
        onDays: (r: PersonRateRow) =>
          void navigate(
            personDayPath({ person_id: r.person_id, person_type: 2, project_id: projectId, name: r.name }, range),
          ),
        onTrace: (r: PersonRateRow) =>
          void navigate(tracePath({ person_id: r.person_id, person_type: 2, name: r.name }, range)),
      }),
    [navigate, projectId, range],
  );
  return (
    <ListScreen<PersonRateRow>
      id="labor-att-manager-people"
      title="项目管理人员出勤名单"
      filters={filters}
      columns={columns}
      operation="listProjectManagerAttendanceByPerson"
      scope={range}
      rowId={(r) => `${r.person_id}-${r.project_name ?? ''}`}
      load={listLoaders.managerPeople(range)}
    />
  );
}
