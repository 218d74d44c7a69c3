// 核心数据 (core-data-page): the lock call (one project's month or a whole month, saving the snapshot) and the filters.
import { useMemo, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { api } from '@/platform/api';
import { saveFile } from '@/lib/download';
import type { FilterField } from '@/ui/filter-bar';
import { invalidateOperation } from '@site/sdk/query/common';
import type { CoreData } from './core-data-columns';
import { lockBody } from './wages-bodies';
import { projectOptionsQuery } from './wages-queries';
import { LOCK_STATUS, optionsOf } from './wages-status';

export type LockRequest = { period: string; projectIds?: number[]; what: string };

export function useCoreData() {
  const queryClient = useQueryClient();
  const projects = useQuery(projectOptionsQuery());
  const [confirmRow, setConfirmRow] = useState<CoreData | null>(null);
  const [monthOpen, setMonthOpen] = useState(false);

  const lock = useMutation({
    mutationFn: ({ period, projectIds }: LockRequest) =>
      api.POST('/star/salaryCumList/coredatalock', { body: lockBody(period, projectIds) }),
    onSuccess: (file, { what }) => {
      saveFile(file);
      toast.success(`${what}已锁定，锁定快照已下载`, { duration: 1500 });
      setMonthOpen(false);
      void invalidateOperation(queryClient, 'listSalaryCoreDataLedger');
    },
    // Blob calls show no automatic message (seed 000 §5): say it here.
    onError: (e) => toast.error(e.message ? `锁定失败：${e.message}` : '锁定失败', { duration: 1500 }),
  });

  const filters = useMemo<FilterField[]>(
    () => [
      { name: 'projectId', label: '项目', type: 'select', searchable: true, options: projects.data ?? [] },
      { name: 'startPeriod', label: '开始月份', type: 'month' },
      { name: 'endPeriod', label: '结束月份', type: 'month' },
      { name: 'lockStatus', label: '锁定状态', type: 'select', options: optionsOf(LOCK_STATUS) },
    ],
    [projects.data],
  );

  return { confirmRow, setConfirmRow, monthOpen, setMonthOpen, lock, filters };
}
