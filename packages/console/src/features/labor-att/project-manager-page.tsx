// 项目管理人员考勤 (001 §7.1 /pc/labor/projMan/*): the day's card of project managers and their attendance day by
// day, then by project (each opening its people or its positions) and the people list (by project and keyword),
// each person opening the daily attendance and the trace.
import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { useNavigate } from 'react-router-dom';
import { Button } from '@/ui/button';
import { ListScreen } from '@/ui/list-screen';
import type { FilterField } from '@/ui/filter-bar';
import { DaysCell } from './cells';
import type { DateRange } from './labor-att-model';
import {
  listLoaders,
  managerDaysQuery,
  managerProjectOptionsQuery,
  type PersonRateRow,
  type ProjRateRow,
} from './labor-att-queries';
import { KindAttendance, projectColumns, TabLink, useManagerColumns, useProjectFilters } from './kind-parts';

export default function ProjectManagerAttendancePage() {
  return (
    <KindAttendance
      title="项目管理人员考勤"
      intro="各项目管理人员（项目经理、技术负责人、专职安全员等）的出勤"
      label="项目管理人员"
      type={3}
      daysQuery={managerDaysQuery}
      tabs={(range) => [
        { key: 'projects', label: '按项目', render: () => <Projects range={range} /> },
        { key: 'people', label: '人员名单', render: () => <People range={range} /> },
      ]}
    />
  );
}

const PROJECT_FILTERS: FilterField[] = [{ name: 'keyword', label: '项目名称', placeholder: '项目或分公司名称' }];

function Projects({ range }: { range: DateRange }) {
  const columns = useMemo<ColumnDef<ProjRateRow, unknown>[]>(
    () => [
      ...projectColumns<ProjRateRow>('管理人员'),
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
  const navigate = useNavigate();
  return (
    <div className="flex gap-3">
      <TabLink tab="people" param="project_id" id={project.project_id} range={range}>
        人员名单
      </TabLink>
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

const PEOPLE_EXTRA = ['project'] as const;

function People({ range }: { range: DateRange }) {
  const projects = useQuery(managerProjectOptionsQuery(range));
  const { projectId, filters } = useProjectFilters(projects, '姓名或手机号');
  const columns = useManagerColumns(PEOPLE_EXTRA, range, projectId);
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
