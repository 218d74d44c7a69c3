// 考勤确认's columns: the figures its three tables share (attendColumns), and the project tasks' and the companies'
// own columns with their row actions.
import type { ColumnDef } from '@tanstack/react-table';
import type { components } from '@site/sdk';
import { formatDate } from '@/lib/dates';
import { Button } from '@/ui/button';
import { StatusTag } from '@/ui/status-tag';
import type { StatusTable } from '@/ui/status-tag';
import { formatCount } from '@/domain/money';
import { Progress, TwoLines } from './pay-cells';
import { whoWhenColumn } from '@/ui/who-when-column';
import {
  ATTEND_TASK_STATUS,
  ATTEND_TEAM_STATUS,
  attendTaskOpen,
  canConfirmAttendCompany,
  canConfirmAttendTask,
  canDeleteAttendTask,
  canRejectAttendCompany,
  canSubmitAttendTask,
  taskLink,
} from './pay-status';

type Task = components['schemas']['WagesAttendTask'];
type CompanyTask = components['schemas']['WagesAttendCompany'];

/** The row figures the three tables share, as columns; each table lists them by id, in its own order. */
interface AttendFigures {
  period?: string | undefined;
  teamCount?: number | undefined;
  confirmedTeamCount?: number | undefined;
  workerCount?: number | undefined;
  totalDays?: number | undefined;
  status: number;
  confirmBy?: string | null | undefined;
  confirmTime?: string | null | undefined;
}

export function attendColumns<T extends AttendFigures>(
  statusTable: StatusTable,
): Record<'period' | 'teams' | 'workerCount' | 'totalDays' | 'status' | 'confirm', ColumnDef<T, unknown>> {
  return {
    period: {
      id: 'period',
      header: '考勤周期',
      cell: ({ row }) => <span className="tabular-nums">{row.original.period ?? '—'}</span>,
    },
    teams: {
      id: 'teams',
      header: '班组确认',
      cell: ({ row }) => <Progress done={row.original.confirmedTeamCount} all={row.original.teamCount} unit="个班组" />,
    },
    workerCount: { id: 'workerCount', header: '工人数', cell: ({ row }) => `${row.original.workerCount ?? 0} 人` },
    totalDays: {
      id: 'totalDays',
      header: '确认工日',
      cell: ({ row }) => <span className="tabular-nums">{formatCount(row.original.totalDays)}</span>,
    },
    status: {
      id: 'status',
      header: '状态',
      cell: ({ row }) => <StatusTag table={statusTable} value={row.original.status} />,
    },
    confirm: whoWhenColumn<T>('confirm', '确认人 / 时间', 'confirmBy', 'confirmTime', { pending: true }),
  };
}

const taskCols = attendColumns<Task>(ATTEND_TASK_STATUS);

/** What a project task's row can do; `open` goes to the 班组 or 单位 tab of the task, `go` to another screen. */
interface TaskActionProps {
  canConfirm: boolean;
  canDelete: boolean;
  open: (tab: 'team' | 'company', t: Task) => void;
  go: (to: string) => void;
  onConfirm: (t: Task) => void;
  onSubmit: (t: Task) => void;
  onDelete: (t: Task) => void;
}

export function projectTaskColumns(actions: TaskActionProps): ColumnDef<Task, unknown>[] {
  return [
    {
      id: 'projectName',
      header: '项目',
      cell: ({ row }) => (
        <TwoLines
          main={row.original.projectName}
          sub={`${formatDate(row.original.startDate)} 至 ${formatDate(row.original.endDate)}`}
        />
      ),
    },
    taskCols.period,
    taskCols.teams,
    taskCols.workerCount,
    taskCols.totalDays,
    taskCols.status,
    {
      id: 'time',
      header: '生成 / 提交',
      cell: ({ row }) => (
        <TwoLines
          className="min-w-32"
          main={<span className="font-normal text-gray-700">{formatDate(row.original.createTime, 'minute')}</span>}
          sub={row.original.submitTime ? `提交 ${formatDate(row.original.submitTime, 'minute')}` : undefined}
        />
      ),
    },
    {
      id: 'actions',
      header: '操作',
      enableHiding: false,
      cell: ({ row }) => <TaskActions t={row.original} {...actions} />,
    },
  ];
}

/** 班组, 单位, 工人确认, and as the task's status and the user's rights allow 补录, 确认, 提交 and 删除. */
function TaskActions({
  t,
  canConfirm,
  canDelete,
  open,
  go,
  onConfirm,
  onSubmit,
  onDelete,
}: TaskActionProps & { t: Task }) {
  const link = { taskId: t.id, projectName: t.projectName, period: t.period };
  return (
    <div className="flex gap-2">
      <Button size="sm" variant="link" onClick={() => open('team', t)}>
        班组
      </Button>
      <Button size="sm" variant="link" onClick={() => open('company', t)}>
        单位
      </Button>
      <Button size="sm" variant="link" onClick={() => go(taskLink('/attendanceConfirmation', link))}>
        工人确认
      </Button>
      {attendTaskOpen(t.status) ? (
        <Button size="sm" variant="link" onClick={() => go(taskLink('/attendanceSupplementrecording', link))}>
          补录
        </Button>
      ) : null}
      {canConfirm && canConfirmAttendTask(t) ? (
        <Button size="sm" variant="link" onClick={() => onConfirm(t)}>
          确认
        </Button>
      ) : null}
      {canConfirm && canSubmitAttendTask(t.status) ? (
        <Button size="sm" variant="link" onClick={() => onSubmit(t)}>
          提交
        </Button>
      ) : null}
      {canDelete && canDeleteAttendTask(t.status) ? (
        <Button size="sm" variant="link" className="text-danger" onClick={() => onDelete(t)}>
          删除
        </Button>
      ) : null}
    </div>
  );
}

const companyCols = attendColumns<CompanyTask>(ATTEND_TEAM_STATUS);

/** 单位确认's columns; a company waiting can be confirmed or sent back by who may confirm. */
export function companyColumns({
  canConfirm,
  onConfirm,
  onReject,
}: {
  canConfirm: boolean;
  onConfirm: (c: CompanyTask) => void;
  onReject: (c: CompanyTask) => void;
}): ColumnDef<CompanyTask, unknown>[] {
  return [
    {
      id: 'companyName',
      header: '参建单位',
      cell: ({ row }) => <span className="font-medium text-gray-900">{row.original.companyName}</span>,
    },
    companyCols.period,
    companyCols.teams,
    companyCols.workerCount,
    companyCols.totalDays,
    companyCols.status,
    companyCols.confirm,
    {
      id: 'actions',
      header: '操作',
      enableHiding: false,
      cell: ({ row }) => {
        const c = row.original;
        if (!canConfirm) return <span className="text-muted">—</span>;
        return (
          <div className="flex gap-2">
            {canConfirmAttendCompany(c.status) ? (
              <Button size="sm" variant="link" onClick={() => onConfirm(c)}>
                确认
              </Button>
            ) : null}
            {canRejectAttendCompany(c.status) ? (
              <Button size="sm" variant="link" className="text-danger" onClick={() => onReject(c)}>
                驳回
              </Button>
            ) : null}
          </div>
        );
      },
    },
  ];
}
