// 考勤确认 · the team and company tasks with their confirm and reject dialogs (moved out of attend-confirm-page.tsx).
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import type { components } from '@site/sdk';
import { api } from '@/platform/api';
import { usePagePermission } from '@/session/permissions';
import { Button } from '@/ui/button';
import { Field } from '@/ui/field';
import { FormDialog } from '@/ui/form-dialog';
import { Textarea } from '@/ui/textarea';
import { formatCount } from '@/domain/money';
import { Notice, Progress, TwoLines } from './pay-cells';
import { ATTEND_TEAM_STATUS, canConfirmAttendTeam, taskLink } from './pay-status';
import { invalidateOperation } from '@site/sdk/query/common';
import { attendColumns } from './attend-columns';
import { TASKS_KEY } from './use-project-tasks';
import { useTaskChoice, TaskRows } from './attend-task-rows';
import { TEAMS_KEY } from './attend-confirm-companies';
import { useRemarkSave } from './use-remark-save';

type TeamTask = components['schemas']['WagesAttendTeamTask'];

const teamCols = attendColumns<TeamTask>(ATTEND_TEAM_STATUS);

function teamColumns({
  canConfirm,
  onConfirm,
  onWorkers,
}: {
  canConfirm: boolean;
  onConfirm: (t: TeamTask) => void;
  onWorkers: (t: TeamTask) => void;
}): ColumnDef<TeamTask, unknown>[] {
  return [
    {
      id: 'teamName',
      header: '班组',
      cell: ({ row }) => <TwoLines main={row.original.teamName} sub={`班组长 ${row.original.leaderName ?? '—'}`} />,
    },
    { id: 'companyName', header: '参建单位', cell: ({ row }) => row.original.companyName ?? '—' },
    {
      id: 'workers',
      header: '工人确认',
      cell: ({ row }) => <Progress done={row.original.confirmedWorkerCount} all={row.original.workerCount} unit="人" />,
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
            <Button size="sm" variant="link" onClick={() => onWorkers(t)}>
              工人
            </Button>
            {canConfirm && canConfirmAttendTeam(t.status) ? (
              <Button size="sm" variant="link" onClick={() => onConfirm(t)}>
                班组确认
              </Button>
            ) : null}
          </div>
        );
      },
    },
  ];
}

export function TeamTasks() {
  const perm = usePagePermission();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const choice = useTaskChoice();
  const { projectName } = choice;
  const [confirming, setConfirming] = useState<TeamTask | null>(null);
  const canConfirm = perm.hasPerm('salary:confirm');

  const columns = useMemo(
    () =>
      teamColumns({
        canConfirm,
        onConfirm: setConfirming,
        onWorkers: (t) =>
          navigate(
            taskLink('/attendanceConfirmation', { taskId: t.taskId, teamId: t.teamId, projectName, period: t.period }),
          ),
      }),
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
  const { error, box, dialog } = useRemarkSave({
    check: (remark) => (remark.length > 200 ? '确认说明最多200字' : undefined),
    send: (remark) =>
      api.POST('/star/laborwagesattend/task/team/confirm', {
        body: { id: team.id, ...(remark.trim() ? { remark: remark.trim() } : {}) },
      }),
    success: '班组已确认',
    onClose,
    onDone,
  });
  return (
    <FormDialog {...dialog} title={`班组确认：${team.teamName}`}>
      <Notice>
        {team.confirmedWorkerCount ?? 0} / {team.workerCount ?? 0} 名工人已确认，合计 {formatCount(team.totalDays)}{' '}
        工日。 确认后全部班组确认完毕即可由项目确认。
      </Notice>
      <Field label="确认说明" htmlFor="team-confirm-remark" error={error}>
        <Textarea id="team-confirm-remark" placeholder="可填写确认说明" {...box} />
      </Field>
    </FormDialog>
  );
}
