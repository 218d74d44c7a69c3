// 考勤确认 · the project tasks with their decision dialog (moved out of attend-confirm-page.tsx).
import { useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { components } from '@site/sdk';
import { api } from '@/platform/api';
import { TOAST_MS } from '@/lib/constants';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { DeleteConfirm } from '@/ui/delete-confirm';
import { ListScreen } from '@/ui/list-screen';
import { DecisionDialog } from './decision-dialog';
import { formatCount } from '@/domain/money';
import { attendTaskFilter } from './pay-bodies';
import { Notice } from './pay-cells';
import { attendTaskTeamsQuery } from './pay-queries';
import { TASKS_KEY, useProjectTasks } from './use-project-tasks';

type Task = components['schemas']['WagesAttendTask'];

export function ProjectTasks() {
  const { perm, confirming, setConfirming, submitting, setSubmitting, refresh, del, submit, filters, columns } =
    useProjectTasks();
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
