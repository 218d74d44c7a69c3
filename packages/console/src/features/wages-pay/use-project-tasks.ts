// The state of 考勤确认's project tasks (attend-confirm-tasks.tsx): the task being confirmed or submitted, delete and
// submit calls, the filters and the row actions' handlers.
import { useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { components } from '@site/sdk';
import { invalidateOperation } from '@site/sdk/query/common';
import type { OperationId } from '@site/sdk/query/common';
import { api } from '@/platform/api';
import { TOAST_MS } from '@/lib/constants';
import { usePagePermission } from '@/session/permissions';
import { useRowDelete } from '@/ui/delete-confirm';
import type { FilterField } from '@/ui/filter-bar';
import { projectOptionsQuery } from './pay-queries';
import { ATTEND_TASK_STATUS, optionsOf } from './pay-status';
import { projectTaskColumns } from './attend-columns';

type Task = components['schemas']['WagesAttendTask'];

export const TASKS_KEY = 'listWagesAttendProjectTasks' satisfies OperationId;

export function useProjectTasks() {
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

  const columns = useMemo(
    () =>
      projectTaskColumns({
        canConfirm,
        canDelete: perm.can('delete'),
        open: (tab, t) => setSearch({ tab, project: String(t.projectId), taskId: String(t.id) }),
        go: (to) => navigate(to),
        onConfirm: setConfirming,
        onSubmit: setSubmitting,
        onDelete: (t) => del.ask(t),
      }),
    [perm, canConfirm, navigate, setSearch, del],
  );
  return { perm, confirming, setConfirming, submitting, setSubmitting, refresh, del, submit, filters, columns };
}
