// Columns of the people lists (AttendancePersonRateRow: 督导人员, 机关人员, 项目管理人员, 参建企业管理人员) and of
// the worker list, with the row actions that open the person's daily attendance and trace.
import type { ColumnDef } from '@tanstack/react-table';
import { formatDate } from '@/lib/dates';
import { Button } from '@/ui/button';
import { Nowrap } from '@/ui/status-tag';
import { DaysCell, PersonCell, RateCell } from './cells';
import { formatHours } from './labor-att-model';
import type { PersonRateRow, WorkerRateRow } from './labor-att-queries';

type Extra = 'org' | 'project' | 'company' | 'visits';

export function personColumns({
  extra,
  onDays,
  onTrace,
}: {
  /** Which optional columns the list's rows carry. */
  extra: readonly Extra[];
  onDays?: (row: PersonRateRow) => void;
  onTrace: (row: PersonRateRow) => void;
}): ColumnDef<PersonRateRow, unknown>[] {
  const cols: ColumnDef<PersonRateRow, unknown>[] = [
    {
      id: 'name',
      header: '姓名',
      enableHiding: false,
      cell: ({ row }) => <PersonCell name={row.original.name} mobile={row.original.mobile} />,
    },
    { id: 'position', header: '岗位', cell: ({ row }) => <Nowrap>{row.original.position || null}</Nowrap> },
  ];
  if (extra.includes('org'))
    cols.push({
      id: 'org_name',
      header: '所属组织',
      cell: ({ row }) => <Nowrap>{row.original.org_name || null}</Nowrap>,
    });
  if (extra.includes('company'))
    cols.push({
      id: 'company_name',
      header: '参建企业',
      cell: ({ row }) => <Nowrap>{row.original.company_name || null}</Nowrap>,
    });
  if (extra.includes('project'))
    cols.push({
      id: 'project_name',
      header: '所在项目',
      cell: ({ row }) => <Nowrap>{row.original.project_name || null}</Nowrap>,
    });
  cols.push(
    {
      id: 'days',
      header: '实到 / 应到',
      cell: ({ row }) => <DaysCell attend={row.original.attend_days} should={row.original.should_days} />,
    },
    { id: 'attendance_rate', header: '出勤率', cell: ({ row }) => <RateCell rate={row.original.attendance_rate} /> },
  );
  if (extra.includes('visits'))
    cols.push(
      {
        id: 'visit_project_count',
        header: '走访项目',
        cell: ({ row }) => <Nowrap>{`${row.original.visit_project_count ?? 0} 个`}</Nowrap>,
      },
      {
        id: 'last_project_name',
        header: '最近打卡项目',
        cell: ({ row }) => <Nowrap>{row.original.last_project_name || null}</Nowrap>,
      },
    );
  cols.push(
    {
      id: 'last_check_time',
      header: '最近打卡',
      cell: ({ row }) => <Nowrap>{formatDate(row.original.last_check_time, 'dateTime')}</Nowrap>,
    },
    {
      id: 'actions',
      header: '操作',
      enableHiding: false,
      cell: ({ row }) => (
        <div className="flex gap-3">
          {onDays ? (
            <Button size="sm" variant="link" onClick={() => onDays(row.original)}>
              每日考勤
            </Button>
          ) : null}
          <Button size="sm" variant="link" onClick={() => onTrace(row.original)}>
            轨迹
          </Button>
        </div>
      ),
    },
  );
  return cols;
}

export function workerColumns({
  onDays,
  onTrace,
}: {
  onDays: (row: WorkerRateRow) => void;
  onTrace: (row: WorkerRateRow) => void;
}): ColumnDef<WorkerRateRow, unknown>[] {
  return [
    {
      id: 'worker_name',
      header: '姓名',
      enableHiding: false,
      cell: ({ row }) => <PersonCell name={row.original.worker_name} mobile={row.original.id_card} />,
    },
    { id: 'work_type', header: '工种', cell: ({ row }) => <Nowrap>{row.original.work_type || null}</Nowrap> },
    { id: 'team_name', header: '班组', cell: ({ row }) => <Nowrap>{row.original.team_name || null}</Nowrap> },
    {
      id: 'company_name',
      header: '参建单位',
      cell: ({ row }) => <Nowrap>{row.original.company_name || null}</Nowrap>,
    },
    {
      id: 'project_name',
      header: '项目',
      cell: ({ row }) => <Nowrap>{row.original.project_name || null}</Nowrap>,
    },
    {
      id: 'days',
      header: '出勤 / 区间',
      cell: ({ row }) => <DaysCell attend={row.original.attend_days} should={row.original.range_days ?? 0} />,
    },
    { id: 'attendance_rate', header: '出勤率', cell: ({ row }) => <RateCell rate={row.original.attendance_rate} /> },
    {
      id: 'total_work_hours',
      header: '总工时',
      cell: ({ row }) => <Nowrap>{formatHours(row.original.total_work_hours)}</Nowrap>,
    },
    {
      id: 'avg_work_hours',
      header: '日均工时',
      cell: ({ row }) => <Nowrap>{formatHours(row.original.avg_work_hours)}</Nowrap>,
    },
    {
      id: 'last_attend_date',
      header: '最近出勤',
      cell: ({ row }) => <Nowrap>{formatDate(row.original.last_attend_date)}</Nowrap>,
    },
    {
      id: 'actions',
      header: '操作',
      enableHiding: false,
      cell: ({ row }) => (
        <div className="flex gap-3">
          <Button size="sm" variant="link" onClick={() => onDays(row.original)}>
            每日考勤
          </Button>
          <Button size="sm" variant="link" onClick={() => onTrace(row.original)}>
            轨迹
          </Button>
        </div>
      ),
    },
  ];
}
