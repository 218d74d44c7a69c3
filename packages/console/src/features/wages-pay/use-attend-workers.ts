// The state of one attendance confirmation task's workers (attend-workers.tsx): which row a dialog is open for, the
// bulk 确认工日 call, the filters (the task's teams) and the page loader.
import { useMemo, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { components } from '@site/sdk';
import { invalidateOperation } from '@site/sdk/query/common';
import { api } from '@/platform/api';
import { TOAST_MS } from '@/lib/constants';
import { usePagePermission } from '@/session/permissions';
import type { FilterValues } from '@/lib/list-params';
import type { FilterField } from '@/ui/filter-bar';
import { intOf, text } from '@/domain/filter-body';
import { attendTaskTeamsQuery } from './pay-queries';
import { ATTEND_WORKER_STATUS, optionsOf } from './pay-status';

type Worker = components['schemas']['WagesAttendWorker'];

export const WORKERS_KEY = 'listWagesAttendWorkers';

/** 考勤确认任务列表, where the workers' page goes back to and whose permissions it uses. */
export const ATTEND_LIST = '/wages/attendConfirm';

export function useAttendWorkers(taskId: number) {
  const perm = usePagePermission(ATTEND_LIST);
  const queryClient = useQueryClient();
  const teams = useQuery(attendTaskTeamsQuery(taskId));
  const [adjusting, setAdjusting] = useState<Worker | null>(null);
  const [supplementing, setSupplementing] = useState<Worker | null>(null);
  const [objecting, setObjecting] = useState<{ ids: number[]; clear: () => void } | null>(null);
  const canConfirm = perm.hasPerm('salary:confirm');
  const refresh = () => {
    void invalidateOperation(queryClient, WORKERS_KEY);
    void invalidateOperation(queryClient, 'listWagesAttendTaskTeams');
  };
  const confirm = useMutation({
    mutationFn: (v: { ids: number[]; clear: () => void }) =>
      api.POST('/star/laborwagesattend/task/worker/confirm', { body: { ids: v.ids, result: 1 } }),
    onSuccess: (env, v) => {
      toast.success(env.msg || '已确认', { duration: TOAST_MS });
      v.clear();
      refresh();
    },
  });

  const teamOptions = useMemo(
    () => (teams.data ?? []).map((t) => ({ value: String(t.teamId), label: t.teamName })),
    [teams.data],
  );
  const filters = useMemo<FilterField[]>(
    () => [
      { name: 'keyword', label: '工人', placeholder: '姓名或身份证号' },
      { name: 'teamId', label: '班组', type: 'select', searchable: true, options: teamOptions },
      { name: 'status', label: '状态', type: 'select', options: optionsOf(ATTEND_WORKER_STATUS) },
    ],
    [teamOptions],
  );
  return {
    canConfirm,
    refresh,
    confirm,
    filters,
    adjusting,
    setAdjusting,
    supplementing,
    setSupplementing,
    objecting,
    setObjecting,
  };
}

/** One page of the task's workers, by worker, team and status. */
export async function loadWorkers(
  taskId: number,
  { page, size, filters: values, signal }: { page: number; size: number; filters: FilterValues; signal?: AbortSignal },
) {
  const status = intOf(values.status);
  const teamId = intOf(values.teamId);
  const keyword = text(values.keyword);
  const env = await api.POST('/star/laborwagesattend/task/worker/page', {
    body: {
      pageNum: page,
      pageSize: size,
      taskId,
      ...(teamId ? { teamId } : {}),
      ...(status === 0 || status === 1 || status === 2 ? { status } : {}),
      ...(keyword ? { keyword } : {}),
    },
    signal,
  });
  return { total: env.data?.total ?? 0, rows: env.data?.list ?? [] };
}
