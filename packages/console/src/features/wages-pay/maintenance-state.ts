// /wagesmaintenance · the teams of the task, the chosen team (?expTeamId=), the open dialogs and the team actions
// (一键确认 confirmAll, 重置确认 initExpWorkerStatus, 提交工资表 commitWorkerList).
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { components } from '@site/sdk';
import { invalidateOperation } from '@site/sdk/query/common';
import { api } from '@/platform/api';
import { TOAST_MS } from '@/lib/constants';
import { usePagePermission } from '@/session/permissions';
import { formatYuan } from '@/domain/money';
import { EXP_WORKER_KEYS, type ExpWorker } from './exp-workers';
import { intOf } from '@/domain/filter-body';
import { expTaskTeamsQuery } from './pay-queries';
import { teamEditable } from './pay-status';

type Team = components['schemas']['WagesExpTaskTeam'];

export type Action = 'confirmAll' | 'reset' | 'commit';

const LIST = '/wages/salaryList';

/** The confirmation asked before each team action. */
export const MAINTENANCE_ACTIONS = (
  team: Team | undefined,
): Record<Action, { title: string; message: string; confirm: string }> => ({
  confirmAll: {
    title: '一键确认',
    message: `把「${team?.teamName ?? ''}」所有未确认的工人标记为已确认吗？有异议的工人不受影响。`,
    confirm: '确认',
  },
  reset: {
    title: '重置确认状态',
    message: `把「${team?.teamName ?? ''}」全部工人的确认状态重置为未确认吗？适用于退回重填。`,
    confirm: '重置',
  },
  commit: {
    title: '提交工资表',
    message: `提交「${team?.teamName ?? ''}」的工资表（${team?.workerCount ?? 0} 人，应发 ${formatYuan(team?.payableAmount)}）吗？提交后等待参建单位汇总提交。`,
    confirm: '提交',
  },
});

export function useMaintenance(expId: number, proInstId: string) {
  const perm = usePagePermission(LIST);
  const canEdit = perm.can('start');
  const queryClient = useQueryClient();
  const [search, setSearch] = useSearchParams();
  const teams = useQuery(expTaskTeamsQuery(proInstId, expId));
  const chosenId = intOf(search.get('expTeamId')) ?? teams.data?.[0]?.expTeamId;
  const team = teams.data?.find((t) => t.expTeamId === chosenId);
  const [editing, setEditing] = useState<ExpWorker | null>(null);
  const [output, setOutput] = useState(false);
  const [files, setFiles] = useState(false);
  const [action, setAction] = useState<Action | null>(null);
  const refresh = () => {
    for (const key of EXP_WORKER_KEYS) void invalidateOperation(queryClient, key);
    void invalidateOperation(queryClient, 'listSalaryExpTaskTeams');
  };
  const run = useMutation({
    mutationFn: (a: Action) => {
      const scope = { expId, ...(chosenId ? { expTeamId: chosenId } : {}) };
      if (a === 'confirmAll') return api.POST('/star/salaryExpWorkerList/confirmAll', { body: scope });
      if (a === 'reset') return api.POST('/star/salaryExpWorkerList/initExpWorkerStatus', { body: scope });
      return api.POST('/star/salaryExpWorkerList/commitWorkerList', {
        body: { expId, expTeamId: chosenId ?? 0, workers: [] },
      });
    },
    onSuccess: (env) => {
      toast.success(env.msg || '操作成功', { duration: TOAST_MS });
      setAction(null);
      refresh();
    },
  });
  const choose = (expTeamId: number) =>
    setSearch((s) => {
      const q = new URLSearchParams(s);
      q.set('expTeamId', String(expTeamId));
      q.delete('page');
      return q;
    });
  const editable = canEdit && team !== undefined && teamEditable(team.submitStatus);
  return {
    teams,
    chosenId,
    team,
    editable,
    choose,
    editing,
    setEditing,
    output,
    setOutput,
    files,
    setFiles,
    action,
    setAction,
    run,
    refresh,
  };
}

export type Maintenance = ReturnType<typeof useMaintenance>;
