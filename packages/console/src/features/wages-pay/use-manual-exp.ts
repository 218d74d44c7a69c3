// The state of 手动预结算 (manual-exp-page.tsx): the chosen project (address, else the project user's own, else the
// first), its periods and latest pre-settled period, and the period being started or just started.
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { invalidateOperation } from '@site/sdk/query/common';
import { usePagePermission } from '@/session/permissions';
import { useSession } from '@/platform/session-store';
import { manualPeriodsQuery, maxPeriodQuery, projectOptionsQuery } from './pay-queries';

export const MANUAL_KEY = 'getManualSalaryExpPeriods';

export interface Started {
  period: string;
  id: number;
  proInstId: string;
}

export function useManualExp() {
  const perm = usePagePermission();
  const queryClient = useQueryClient();
  const [search, setSearch] = useSearchParams();
  const { identity } = useSession();
  const projects = useQuery(projectOptionsQuery());
  const project =
    search.get('projectId') ??
    (identity?.source === 4 ? String(identity.project_id) : (projects.data?.[0]?.value ?? ''));
  const projectId = Number(project);
  const periods = useQuery({ ...manualPeriodsQuery(projectId), enabled: project !== '' });
  const max = useQuery({ ...maxPeriodQuery(projectId), enabled: project !== '' });
  const [starting, setStarting] = useState<string | null>(null);
  const [started, setStarted] = useState<Started | null>(null);
  const canStart = perm.can('start') && perm.hasPerm('wages:start');
  const projectName = projects.data?.find((p) => p.value === project)?.label ?? '';
  const startable = (periods.data ?? []).filter((p) => p.canStart).length;
  const onStarted = (s: Started) => {
    setStarting(null);
    setStarted(s);
    void invalidateOperation(queryClient, MANUAL_KEY);
    void invalidateOperation(queryClient, 'getSalaryExpMaxPeriod');
  };
  return {
    queryClient,
    setSearch,
    projects,
    project,
    projectId,
    periods,
    max,
    starting,
    setStarting,
    started,
    onStarted,
    canStart,
    projectName,
    startable,
  };
}
