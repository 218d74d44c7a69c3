// 考勤确认 · the project tasks with their decision dialog (moved out of attend-confirm-page.tsx).
import { useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { toast } from 'sonner';
import type { components } from '@site/sdk';
import { api } from '@/platform/api';
import { TOAST_MS } from '@/lib/constants';
import { formatDate } from '@/lib/dates';
import { usePagePermission } from '@/session/permissions';
import { Button } from '@/ui/button';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { DeleteConfirm, useRowDelete } from '@/ui/delete-confirm';
import type { FilterField } from '@/ui/filter-bar';
import { ListScreen } from '@/ui/list-screen';
import { StatusTag } from '@/ui/status-tag';
import { DecisionDialog } from './decision-dialog';
import { formatCount } from '@/domain/money';
import { attendTaskFilter } from './pay-bodies';
import { Notice, Progress, TwoLines } from './pay-cells';
import { attendTaskTeamsQuery, projectOptionsQuery } from './pay-queries';
import {
  ATTEND_TASK_STATUS,
  attendTaskOpen,
  canConfirmAttendTask,
  canDeleteAttendTask,
  canSubmitAttendTask,
  optionsOf,
  taskLink,
} from './pay-status';
import type { StatusTable } from '@/ui/status-tag';
import { invalidateOperation } from '@site/sdk/query/common';
import type { OperationId } from '@site/sdk/query/common';

type Task = components['schemas']['WagesAttendTask'];

export const TASKS_KEY = 'listWagesAttendProjectTasks' satisfies OperationId;

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
    confirm: {
      id: 'confirm',
      header: '确认人 / 时间',
      cell: ({ row }) =>
        row.original.confirmBy ? (
          <TwoLines
            className="min-w-32"
            main={<span className="font-normal text-gray-700">{row.original.confirmBy}</span>}
            sub={formatDate(row.original.confirmTime, 'minute')}
          />
        ) : (
          <span className="text-muted">—</span>
        ),
    },
  };
}

const taskCols = attendColumns<Task>(ATTEND_TASK_STATUS);

export function ProjectTasks() {
  const perm = usePagePermission();
  const navigate = useNavigate();
  const [, setSearch] = useSearchParams();
  const queryClient = useQueryClient();
  const projects = useQuery(projectOptionsQuery());
  const [confirming, setConfirming] = useState<Task | null>(null);
  const [submitting, setSubmitting] = useState<Task | null>(null);
  const canConfirm = perm.hasPerm('salary:confirm');
  const refresh = () => void invalidateOperation(queryClient, TASKS_KEY);
  const del = useRowDelete<Task>({
    run: (t) => api.POST('/star/laborwagesattend/task/delatt', { body: { taskId: t.id } }),
    done: '考勤任务已删除',
    invalidate: TASKS_KEY,
  });
  const submit = useMutation({
    mutationFn: (t: Task) => api.POST('/star/laborwagesattend/task/submitAtt', { body: { taskId: t.id } }),
    onSuccess: (env) => {
      toast.success(env.msg || '考勤已提交', { duration: TOAST_MS });
      setSubmitting(null);
      refresh();
    },
  });

  const filters = useMemo<FilterField[]>(
    () => [
      { name: 'projectId', label: '项目', type: 'select', searchable: true, options: projects.data ?? [] },
      { name: 'period', label: '考勤周期', type: 'month' },
      { name: 'status', label: '状态', type: 'select', options: optionsOf(ATTEND_TASK_STATUS) },
    ],
    [projects.data],
  );

  const columns = useMemo<ColumnDef<Task, unknown>[]>(
    () => [
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
        cell: ({ row }) => {
          const t = row.original;
          const link = { taskId: t.id, projectName: t.projectName, period: t.period };
          return (
            <div className="flex gap-2">
              <Button
                size="sm"
                variant="link"
                onClick={() => setSearch({ tab: 'team', project: String(t.projectId), taskId: String(t.id) })}
              >
                班组
              </Button>
              <Button
                size="sm"
                variant="link"
                onClick={() => setSearch({ tab: 'company', project: String(t.projectId), taskId: String(t.id) })}
              >
                单位
              </Button>
              <Button size="sm" variant="link" onClick={() => navigate(taskLink('/attendanceConfirmation', link))}>
                工人确认
              </Button>
              {attendTaskOpen(t.status) ? (
                <Button
                  size="sm"
                  variant="link"
                  onClick={() => navigate(taskLink('/attendanceSupplementrecording', link))}
                >
                  补录
                </Button>
              ) : null}
              {canConfirm && canConfirmAttendTask(t) ? (
                <Button size="sm" variant="link" onClick={() => setConfirming(t)}>
                  确认
                </Button>
              ) : null}
              {canConfirm && canSubmitAttendTask(t.status) ? (
                <Button size="sm" variant="link" onClick={() => setSubmitting(t)}>
                  提交
                </Button>
              ) : null}
              {perm.can('delete') && canDeleteAttendTask(t.status) ? (
                <Button size="sm" variant="link" className="text-danger" onClick={() => del.ask(t)}>
                  删除
                </Button>
              ) : null}
            </div>
          );
        },
      },
    ],
    [perm, canConfirm, navigate, setSearch, del],
  );

  return (
    <>
      <ListScreen<Task>
        id="wages-attend-tasks"
        title="考勤确认任务"
        filters={filters}
        columns={columns}
        operation={TASKS_KEY}
        rowId={(t) => String(t.id)}
        load={async ({ page, size, filters: values, signal }) => {
          const env = await api.POST('/star/laborwagesattend/task/project/page', {
            body: { pageNum: page, pageSize: size, ...attendTaskFilter(values) },
            signal,
          });
          return { total: env.data?.total ?? 0, rows: env.data?.list ?? [] };
        }}
        exportFile={
          perm.hasPerm('wages:export')
            ? (values) => api.POST('/star/laborwagesattend/exportTask', { body: attendTaskFilter(values) })
            : undefined
        }
      />
      <DeleteConfirm
        del={del}
        title="删除考勤任务"
        message={(t) =>
          `确定删除「${t.projectName ?? ''}」${t.period} 的考勤确认任务吗？任务下的班组与工人明细将一并删除。`
        }
      />
      <ConfirmDialog
        open={submitting !== null}
        onOpenChange={(o) => !o && setSubmitting(null)}
        title="提交考勤"
        message={
          submitting
            ? `确定将「${submitting.projectName ?? ''}」${submitting.period} 的考勤（${formatCount(submitting.totalDays)} 工日）提交给工资预结算吗？提交后不能再调整工日。`
            : ''
        }
        confirmText="提交"
        onConfirm={() => submitting && submit.mutate(submitting)}
      />
      {confirming ? (
        <TaskDecision
          task={confirming}
          onClose={() => setConfirming(null)}
          onDone={() => {
            setConfirming(null);
            refresh();
          }}
        />
      ) : null}
    </>
  );
}

function TaskDecision({ task, onClose, onDone }: { task: Task; onClose: () => void; onDone: () => void }) {
  const teams = useQuery(attendTaskTeamsQuery(task.id));
  const [rejectTeams, setRejectTeams] = useState<number[]>([]);
  const save = useMutation({
    mutationFn: (v: { result: 'pass' | 'reject'; opinion: string }) =>
      api.POST('/star/laborwagesattend/task/confirm', {
        body: {
          taskId: task.id,
          result: v.result === 'pass' ? 1 : 2,
          ...(v.opinion.trim() ? { opinion: v.opinion.trim() } : {}),
          ...(v.result === 'reject' && rejectTeams.length ? { rejectTeamIds: rejectTeams } : {}),
        },
      }),
    onSuccess: (env) => {
      toast.success(env.msg || '已处理', { duration: TOAST_MS });
      onDone();
    },
  });
  return (
    <DecisionDialog
      title={`项目确认考勤：${task.projectName ?? ''} ${task.period}`}
      summary={
        <Notice>
          {task.teamCount ?? 0} 个班组已全部确认，共 {task.workerCount ?? 0} 人、{formatCount(task.totalDays)} 工日。
        </Notice>
      }
      rejectLabel="驳回"
      submitting={save.isPending}
      onClose={onClose}
      onSubmit={(v) => save.mutate(v)}
      extra={(rejecting) =>
        rejecting ? (
          <fieldset className="rounded border border-line p-3">
            <legend className="px-1 text-sm text-gray-700">退回的班组（不选则全部退回）</legend>
            <div className="grid grid-cols-2 gap-1.5">
              {(teams.data ?? []).map((t) => (
                <label key={t.id} className="flex items-center gap-2 text-sm">
                  <input
                    type="checkbox"
                    checked={rejectTeams.includes(t.id)}
                    onChange={(e) =>
                      setRejectTeams((ids) => (e.target.checked ? [...ids, t.id] : ids.filter((i) => i !== t.id)))
                    }
                  />
                  {t.teamName}
                </label>
              ))}
            </div>
          </fieldset>
        ) : null
      }
    />
  );
}
