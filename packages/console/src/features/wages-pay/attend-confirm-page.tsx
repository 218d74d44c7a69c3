// 考勤确认任务 (001 §7.3 /star/laborwagesattend/*, menu wages/attendConfirm): the monthly attendance confirmation tasks
// by project (0 待确认 → 1 确认中 → 2 已确认 → 3 已提交) with export, project confirmation, submit to pre-settlement
// and delete (only 待确认); the teams of one task with their confirmation; and the participating companies of one task
// (单位确认: 确认 after a confirmation, 驳回 with a reason). A row opens /attendanceConfirmation (workers) or
// /attendanceSupplementrecording (补录).
import { useMemo, useState, type ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { ColumnDef } from '@tanstack/react-table';
import { toast } from 'sonner';
import type { components } from '@site/sdk';
import { api } from '@/platform/api';
import { TOAST_MS } from '@/lib/constants';
import { formatDate } from '@/lib/dates';
import { usePagePermission } from '@/session/permissions';
import { useSession } from '@/platform/session-store';
import { Button } from '@/ui/button';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { DeleteConfirm, useRowDelete } from '@/ui/delete-confirm';
import { Field } from '@/ui/field';
import type { FilterField } from '@/ui/filter-bar';
import { FormDialog } from '@/ui/form-dialog';
import { ListScreen } from '@/ui/list-screen';
import { PageTabs } from '@/ui/page-tabs';
import { Combobox } from '@/ui/combobox';
import { Select } from '@/ui/select';
import { StatusTag } from '@/ui/status-tag';
import { Textarea } from '@/ui/textarea';
import { DecisionDialog } from './decision-dialog';
import { formatCount } from '@/domain/money';
import { attendTaskFilter, intOf } from './pay-bodies';
import { type RejectReasonForm, rejectReasonSchema } from './pay-forms';
import { Notice, Progress, TwoLines } from './pay-cells';
import { attendTaskOptionsQuery, attendTaskTeamsQuery, projectOptionsQuery } from './pay-queries';
import {
  ATTEND_TASK_STATUS,
  ATTEND_TEAM_STATUS,
  attendTaskOpen,
  canConfirmAttendCompany,
  canConfirmAttendTask,
  canConfirmAttendTeam,
  canDeleteAttendTask,
  canRejectAttendCompany,
  canSubmitAttendTask,
  optionsOf,
  taskLink,
} from './pay-status';
import type { StatusTable } from '@/ui/status-tag';
import { invalidateOperation } from '@site/sdk/query/common';
import type { OperationId } from '@site/sdk/query/common';

type Task = components['schemas']['WagesAttendTask'];
type TeamTask = components['schemas']['WagesAttendTeamTask'];
type CompanyTask = components['schemas']['WagesAttendCompany'];

const TASKS_KEY = 'listWagesAttendProjectTasks' satisfies OperationId;
const TEAMS_KEY = 'listWagesAttendTeamTasks' satisfies OperationId;
const COMPANIES_KEY = 'listWagesAttendCompanies' satisfies OperationId;

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

function attendColumns<T extends AttendFigures>(
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
const teamCols = attendColumns<TeamTask>(ATTEND_TEAM_STATUS);
const companyCols = attendColumns<CompanyTask>(ATTEND_TEAM_STATUS);

export default function AttendConfirmPage() {
  return (
    <PageTabs
      label="考勤确认维度"
      keep={['project', 'taskId']}
      tabs={[
        { key: 'project', label: '项目任务', render: () => <ProjectTasks /> },
        { key: 'team', label: '班组确认', render: () => <TeamTasks /> },
        { key: 'company', label: '单位确认', render: () => <CompanyTasks /> },
      ]}
    />
  );
}

function ProjectTasks() {
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

/**
 * The project and attendance task the 班组确认 and 单位确认 tabs show, kept in the address (project, taskId): a project
 * user starts on their own project, others on the first; the task defaults to the project's latest.
 */
interface TaskChoice {
  project: string;
  taskId: number | undefined;
  taskLabel: string | undefined;
  projectName: string | undefined;
  picker: ReactNode;
}

function useTaskChoice(): TaskChoice {
  const [search, setSearch] = useSearchParams();
  const { identity } = useSession();
  const projects = useQuery(projectOptionsQuery());
  const project =
    search.get('project') ?? (identity?.source === 4 ? String(identity.project_id) : (projects.data?.[0]?.value ?? ''));
  const options = useQuery({ ...attendTaskOptionsQuery(Number(project)), enabled: project !== '' });
  const taskId = intOf(search.get('taskId')) ?? intOf(options.data?.[0]?.value);
  const taskLabel = options.data?.find((o) => o.value === String(taskId))?.label;
  const projectName = projects.data?.find((p) => p.value === project)?.label;

  const choose = (next: { project?: string; taskId?: string }) =>
    setSearch((s) => {
      const q = new URLSearchParams(s);
      q.delete('page');
      if (next.project !== undefined) {
        q.set('project', next.project);
        q.delete('taskId');
      }
      if (next.taskId !== undefined) q.set('taskId', next.taskId);
      return q;
    });

  const picker = (
    <div className="flex flex-wrap items-end gap-4 rounded-md bg-white p-4 shadow-sm">
      <label className="flex items-center gap-2 text-sm text-gray-600">
        项目
        <Combobox
          label="项目"
          aria-label="项目"
          className="w-64"
          value={project}
          onChange={(v) => choose({ project: v })}
          emptyLabel="请选择"
          options={projects.data ?? []}
        />
      </label>
      <label className="flex items-center gap-2 text-sm text-gray-600">
        考勤任务
        <Select
          aria-label="考勤任务"
          className="h-8 w-52"
          value={taskId ? String(taskId) : ''}
          onChange={(e) => choose({ taskId: e.target.value })}
          options={options.data ?? []}
        />
      </label>
    </div>
  );
  return { project, taskId, taskLabel, projectName, picker };
}

/** What the 班组确认 and 单位确认 tabs send for a page of the chosen task: the paging, the task, and a known status. */
interface TaskPageQuery {
  paging: { pageNum: number; pageSize: number; taskId: number };
  status: { status?: 0 | 1 | 2 };
  signal: AbortSignal | undefined;
}

/**
 * The body of the 班组确认 and 单位确认 tabs: the project/task picker, then the chosen task's rows with a status filter
 * (待确认 / 已确认 / 已驳回), or what to choose while there is no task.
 */
function TaskRows<Row extends { id: number }>({
  choice,
  id,
  title,
  statusLabel,
  what,
  columns,
  queryKey,
  loadPage,
  children,
}: {
  choice: TaskChoice;
  id: string;
  title: string;
  statusLabel: string;
  what: string;
  columns: ColumnDef<Row, unknown>[];
  queryKey: OperationId;
  loadPage: (q: TaskPageQuery) => Promise<{ total?: number; list?: Row[] } | undefined>;
  children: ReactNode;
}) {
  const { project, taskId, taskLabel, picker } = choice;
  const filters = useMemo<FilterField[]>(
    () => [{ name: 'status', label: statusLabel, type: 'select', options: optionsOf(ATTEND_TEAM_STATUS) }],
    [statusLabel],
  );
  return (
    <div className="flex flex-col gap-3">
      {picker}
      {taskId ? (
        <ListScreen<Row>
          id={id}
          title={`${title}${taskLabel ? `：${taskLabel}` : ''}`}
          filters={filters}
          columns={columns}
          operation={queryKey}
          scope={taskId}
          rowId={(r) => String(r.id)}
          load={async ({ page, size, filters: values, signal }) => {
            const status = intOf(values.status);
            const data = await loadPage({
              paging: { pageNum: page, pageSize: size, taskId },
              status: status === 0 || status === 1 || status === 2 ? { status } : {},
              signal,
            });
            return { total: data?.total ?? 0, rows: data?.list ?? [] };
          }}
        />
      ) : (
        <p className="rounded-md bg-white py-16 text-center text-sm text-muted shadow-sm">
          {project ? '该项目还没有考勤确认任务' : `请选择项目和考勤任务，查看${what}的确认进度`}
        </p>
      )}
      {children}
    </div>
  );
}

function TeamTasks() {
  const perm = usePagePermission();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const choice = useTaskChoice();
  const { projectName } = choice;
  const [confirming, setConfirming] = useState<TeamTask | null>(null);
  const canConfirm = perm.hasPerm('salary:confirm');

  const columns = useMemo<ColumnDef<TeamTask, unknown>[]>(
    () => [
      {
        id: 'teamName',
        header: '班组',
        cell: ({ row }) => <TwoLines main={row.original.teamName} sub={`班组长 ${row.original.leaderName ?? '—'}`} />,
      },
      { id: 'companyName', header: '参建单位', cell: ({ row }) => row.original.companyName ?? '—' },
      {
        id: 'workers',
        header: '工人确认',
        cell: ({ row }) => (
          <Progress done={row.original.confirmedWorkerCount} all={row.original.workerCount} unit="人" />
        ),
      },
      teamCols.totalDays,
      teamCols.status,
      teamCols.confirm,
      {
        id: 'remark',
        header: '备注',
        cell: ({ row }) => <p className="max-w-56 truncate text-gray-600">{row.original.remark || '—'}</p>,
      },
      {
        id: 'actions',
        header: '操作',
        enableHiding: false,
        cell: ({ row }) => {
          const t = row.original;
          return (
            <div className="flex gap-2">
              <Button
                size="sm"
                variant="link"
                onClick={() =>
                  navigate(
                    taskLink('/attendanceConfirmation', {
                      taskId: t.taskId,
                      teamId: t.teamId,
                      projectName,
                      period: t.period,
                    }),
                  )
                }
              >
                工人
              </Button>
              {canConfirm && canConfirmAttendTeam(t.status) ? (
                <Button size="sm" variant="link" onClick={() => setConfirming(t)}>
                  班组确认
                </Button>
              ) : null}
            </div>
          );
        },
      },
    ],
    [canConfirm, navigate, projectName],
  );

  return (
    <TaskRows<TeamTask>
      choice={choice}
      id="wages-attend-teams"
      title="班组确认进度"
      statusLabel="班组状态"
      what="各班组"
      columns={columns}
      queryKey={TEAMS_KEY}
      loadPage={async ({ paging, status, signal }) =>
        (await api.POST('/star/laborwagesattend/task/team/page', { body: { ...paging, ...status }, signal })).data
      }
    >
      {confirming ? (
        <TeamConfirmDialog
          team={confirming}
          onClose={() => setConfirming(null)}
          onDone={() => {
            setConfirming(null);
            void invalidateOperation(queryClient, TEAMS_KEY);
            void invalidateOperation(queryClient, TASKS_KEY);
          }}
        />
      ) : null}
    </TaskRows>
  );
}

function TeamConfirmDialog({ team, onClose, onDone }: { team: TeamTask; onClose: () => void; onDone: () => void }) {
  const [remark, setRemark] = useState('');
  const [error, setError] = useState<string>();
  const save = useMutation({
    mutationFn: () =>
      api.POST('/star/laborwagesattend/task/team/confirm', {
        body: { id: team.id, ...(remark.trim() ? { remark: remark.trim() } : {}) },
      }),
    onSuccess: (env) => {
      toast.success(env.msg || '班组已确认', { duration: TOAST_MS });
      onDone();
    },
  });
  return (
    <FormDialog
      open
      onOpenChange={(o) => !o && onClose()}
      title={`班组确认：${team.teamName}`}
      submitting={save.isPending}
      onSubmit={(e) => {
        e.preventDefault();
        if (remark.length > 200) return setError('确认说明最多200字');
        save.mutate();
      }}
    >
      <Notice>
        {team.confirmedWorkerCount ?? 0} / {team.workerCount ?? 0} 名工人已确认，合计 {formatCount(team.totalDays)}{' '}
        工日。 确认后全部班组确认完毕即可由项目确认。
      </Notice>
      <Field label="确认说明" htmlFor="team-confirm-remark" error={error}>
        <Textarea
          id="team-confirm-remark"
          placeholder="可填写确认说明"
          value={remark}
          onChange={(e) => {
            setRemark(e.target.value);
            setError(undefined);
          }}
        />
      </Field>
    </FormDialog>
  );
}

/**
 * 单位确认: the participating companies of one task with their progress; a company waiting confirms its days (after a
 * confirmation) or sends them back with a reason (its teams return to 已驳回). Both need the page's confirm right.
 */
function CompanyTasks() {
  const perm = usePagePermission();
  const queryClient = useQueryClient();
  const choice = useTaskChoice();
  const { project } = choice;
  const [confirming, setConfirming] = useState<CompanyTask | null>(null);
  const [rejecting, setRejecting] = useState<CompanyTask | null>(null);
  const canConfirm = perm.hasPerm('salary:confirm');
  const refresh = () => {
    void invalidateOperation(queryClient, COMPANIES_KEY);
    void invalidateOperation(queryClient, TEAMS_KEY);
    void invalidateOperation(queryClient, TASKS_KEY);
  };
  const confirm = useMutation({
    mutationFn: (c: CompanyTask) =>
      api.POST('/star/laborwagesattend/task/company/confirm', { body: { id: c.id, result: 1 } }),
    onSuccess: (env) => {
      toast.success(env.msg || '单位考勤已确认', { duration: TOAST_MS });
      setConfirming(null);
      refresh();
    },
  });

  const columns = useMemo<ColumnDef<CompanyTask, unknown>[]>(
    () => [
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
                <Button size="sm" variant="link" onClick={() => setConfirming(c)}>
                  确认
                </Button>
              ) : null}
              {canRejectAttendCompany(c.status) ? (
                <Button size="sm" variant="link" className="text-danger" onClick={() => setRejecting(c)}>
                  驳回
                </Button>
              ) : null}
            </div>
          );
        },
      },
    ],
    [canConfirm],
  );

  return (
    <TaskRows<CompanyTask>
      choice={choice}
      id="wages-attend-companies"
      title="单位确认进度"
      statusLabel="单位状态"
      what="各参建单位"
      columns={columns}
      queryKey={COMPANIES_KEY}
      loadPage={async ({ paging, status, signal }) => {
        const body = { ...paging, ...(project ? { projectId: Number(project) } : {}), ...status };
        return (await api.POST('/star/laborwagesattend/task/company/page', { body, signal })).data;
      }}
    >
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(o) => !o && setConfirming(null)}
        title="单位确认考勤"
        message={
          confirming
            ? `确定确认「${confirming.companyName}」${confirming.period ?? ''} 的考勤（${confirming.workerCount ?? 0} 人、${formatCount(confirming.totalDays)} 工日）吗？`
            : ''
        }
        confirmText="确认"
        onConfirm={() => confirming && confirm.mutate(confirming)}
      />
      {rejecting ? (
        <CompanyRejectDialog
          company={rejecting}
          onClose={() => setRejecting(null)}
          onDone={() => {
            setRejecting(null);
            refresh();
          }}
        />
      ) : null}
    </TaskRows>
  );
}

/** 驳回 a company's days: a reason is required; the dialog keeps it until the server accepts. */
function CompanyRejectDialog({
  company,
  onClose,
  onDone,
}: {
  company: CompanyTask;
  onClose: () => void;
  onDone: () => void;
}) {
  const form = useForm<RejectReasonForm>({
    resolver: zodResolver(rejectReasonSchema),
    defaultValues: { opinion: '' },
  });
  const save = useMutation({
    mutationFn: (v: RejectReasonForm) =>
      api.POST('/star/laborwagesattend/task/company/confirm', {
        body: { id: company.id, result: 2, opinion: v.opinion },
      }),
    onSuccess: (env) => {
      toast.success(env.msg || '已驳回', { duration: TOAST_MS });
      onDone();
    },
  });
  const { errors } = form.formState;
  return (
    <FormDialog
      open
      onOpenChange={(o) => !o && onClose()}
      title={`驳回单位考勤：${company.companyName}`}
      confirmText="驳回"
      submitting={save.isPending}
      onSubmit={form.handleSubmit((v) => save.mutate(v))}
    >
      <Notice>驳回后该单位的 {company.teamCount ?? 0} 个班组回到“已驳回”，由班组核对工日后重新确认。</Notice>
      <Field label="驳回原因（必填）" htmlFor="company-reject-opinion" error={errors.opinion?.message}>
        <Textarea
          id="company-reject-opinion"
          placeholder="请写明驳回原因"
          aria-invalid={Boolean(errors.opinion)}
          {...form.register('opinion')}
        />
      </Field>
    </FormDialog>
  );
}
