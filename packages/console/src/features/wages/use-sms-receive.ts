// 短信接收人 (sms-receive-page): the page's state — the pending dialog, the status and delete calls, the filters.
import { useMemo, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { api } from '@/platform/api';
import type { FilterField } from '@/ui/filter-bar';
import { invalidateOperation } from '@site/sdk/query/common';
import type { Receiver, ReceiverPending } from './sms-receive-columns';
import { projectOptionsQuery } from './wages-queries';
import { ENABLED_STATUS, RECEIVE_TYPES, optionsOf } from './wages-status';

export const RECEIVERS_KEY = 'listWagesSmsReceivers';

export function useSmsReceive() {
  const queryClient = useQueryClient();
  const projects = useQuery(projectOptionsQuery());
  const [pending, setPending] = useState<ReceiverPending | null>(null);
  const close = () => setPending(null);
  const done = (msg: string | undefined, fallback: string) => {
    toast.success(msg || fallback, { duration: 1500 });
    setPending(null);
    void invalidateOperation(queryClient, RECEIVERS_KEY);
    void invalidateOperation(queryClient, 'getWagesSmsReceiver');
  };

  const setStatus = useMutation({
    mutationFn: (r: Receiver) =>
      api.POST('/star/smsReceiveList/updateStatus', { body: { id: r.id, status: r.status === 1 ? 0 : 1 } }),
    onSuccess: (env, r) => done(env.msg, r.status === 1 ? '已停用' : '已启用'),
  });
  const remove = useMutation({
    mutationFn: (ids: number[]) => api.POST('/star/smsReceiveList/del', { body: { ids } }),
    onSuccess: (env) => done(env.msg, '已删除'),
  });

  const filters = useMemo<FilterField[]>(
    () => [
      { name: 'keyword', label: '关键字', placeholder: '姓名或手机号' },
      { name: 'projectId', label: '项目', type: 'select', searchable: true, options: projects.data ?? [] },
      { name: 'receiveType', label: '提醒类型', type: 'select', options: optionsOf(RECEIVE_TYPES) },
      { name: 'status', label: '状态', type: 'select', options: optionsOf(ENABLED_STATUS) },
    ],
    [projects.data],
  );

  return {
    projects: projects.data ?? [],
    pending,
    setPending,
    close,
    done,
    filters,
    toggleStatus: (r: Receiver) => setStatus.mutate(r),
    remove: (ids: number[]) => remove.mutate(ids),
  };
}
