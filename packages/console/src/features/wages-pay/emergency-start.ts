// 应急支付 · 发起: the form, the period's companies and workers with attendance, the picked workers and amounts, and
// the start call behind StartDialog.
import { type FormEvent, useMemo, useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import type { components } from '@site/sdk';
import { pageEmergencyAttendanceWorkersQueryOptions } from '@site/sdk/query/wages';
import { api } from '@/platform/api';
import { TOAST_MS } from '@/lib/constants';
import { useSession } from '@/platform/session-store';
import { emergencyAmountError, emergencyWorkers } from './pay-bodies';
import { type EmergencyForm, emergencySchema } from './pay-forms';
import { periodCompaniesQuery, projectOptionsQuery } from './pay-queries';

type Candidate = components['schemas']['WagesEmergencyWorker'];

export const PICK_SIZE = 50;

/** The workers of the chosen project, period and company who had attendance, found by name (first PICK_SIZE). */
function useCandidates(projectId: string, period: string, companyId: string, ready: boolean) {
  const [keyword, setKeyword] = useState('');
  const [applied, setApplied] = useState('');
  const candidates = useQuery({
    ...pageEmergencyAttendanceWorkersQueryOptions(api, {
      body: {
        pageNum: 1,
        pageSize: PICK_SIZE,
        projectId: Number(projectId),
        period,
        companyId: Number(companyId),
        ...(applied.trim() ? { keyword: applied.trim() } : {}),
      },
    }),
    enabled: ready && companyId !== '',
  });
  const rows = useMemo<Candidate[]>(() => candidates.data?.data?.list ?? [], [candidates.data]);
  const total = candidates.data?.data?.total ?? 0;
  return { keyword, setKeyword, apply: () => setApplied(keyword), pending: candidates.isPending, rows, total };
}

/** The picked workers (id → amount typed), their amount errors, and the check run on 发起. */
function usePicks(rows: readonly Candidate[]) {
  const [picked, setPicked] = useState<Record<number, string>>({});
  const [pickError, setPickError] = useState<string>();
  const [tried, setTried] = useState(false);
  const amountErrors = useMemo(() => {
    const out: Record<number, string | undefined> = {};
    for (const r of rows)
      if (r.workerId in picked) out[r.workerId] = emergencyAmountError(picked[r.workerId] ?? '', r.unpaidAmount);
    return out;
  }, [rows, picked]);
  const sum = emergencyWorkers(picked, rows).reduce((s, w) => s + w.amount, 0);
  const check = () => {
    setTried(true);
    const message = !Object.keys(picked).length
      ? '请至少选择一名工人'
      : Object.values(amountErrors).some(Boolean)
        ? '请更正标红的支付金额'
        : undefined;
    setPickError(message);
    return !message;
  };
  return { picked, setPicked, pickError, tried, amountErrors, sum, check };
}

export type Picks = ReturnType<typeof usePicks>;
export type Candidates = ReturnType<typeof useCandidates>;

export function useEmergencyStart(onDone: () => void) {
  const { identity } = useSession();
  const projects = useQuery(projectOptionsQuery());
  const form = useForm<EmergencyForm>({
    resolver: zodResolver(emergencySchema),
    defaultValues: {
      projectId: identity?.source === 4 ? String(identity.project_id) : '',
      period: '',
      companyId: '',
      reason: '',
    },
  });
  const [projectId, period, companyId] = useWatch({
    control: form.control,
    name: ['projectId', 'period', 'companyId'],
  });
  const ready = projectId !== '' && /^\d{4}-\d{2}$/.test(period);
  const companies = useQuery({ ...periodCompaniesQuery(Number(projectId), period), enabled: ready });
  const candidates = useCandidates(projectId, period, companyId, ready);
  const picks = usePicks(candidates.rows);

  const start = useMutation({
    mutationFn: (v: EmergencyForm) =>
      api.POST('/star/salaryExpWorkerList/emergencyExp/startTask', {
        body: {
          projectId: Number(v.projectId),
          companyId: Number(v.companyId),
          period: v.period,
          reason: v.reason.trim(),
          workers: emergencyWorkers(picks.picked, candidates.rows),
        },
      }),
    onSuccess: (env) => {
      toast.success(env.data ? `${env.msg || '发起成功'}，流程 ${env.data.proInstId}` : env.msg || '发起成功', {
        duration: TOAST_MS,
      });
      onDone();
    },
  });
  const submit = (e: FormEvent<HTMLFormElement>) => {
    const picksOk = picks.check();
    void form.handleSubmit((v) => {
      if (picksOk) start.mutate(v);
    })(e);
  };
  /** A new project or period clears the company and the picks. */
  const resetCompany = () => {
    form.setValue('companyId', '');
    picks.setPicked({});
  };
  return { form, projects, companies, ready, companyId, candidates, picks, start, submit, resetCompany };
}
