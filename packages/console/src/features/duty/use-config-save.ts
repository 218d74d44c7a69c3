// What the 值班配置 dialog (config-dialog.tsx) does on 确定: check the plan for conflicts, save it when it passes,
// or hold it with the conflicts until the user confirms 仍然提交.
import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { api } from '@/platform/api';
import { invalidateOperation } from '@site/sdk/query/common';
import type { DutyConfigForm } from './duty-model';

export interface Conflicts {
  body: DutyConfigForm;
  message: string;
  reasons: string[];
}

export function useConfigSave(onClose: () => void) {
  const queryClient = useQueryClient();
  const [conflicts, setConflicts] = useState<Conflicts | null>(null);
  const save = useMutation({
    mutationFn: (body: DutyConfigForm) => api.POST('/starSafety/duty/config/add', { body }),
    onSuccess: (env) => {
      toast.success(env.msg || '保存成功', { duration: 1500 });
      void invalidateOperation(queryClient, 'listDutyConfigs');
      void invalidateOperation(queryClient, 'listDutyConfigOperations');
      onClose();
    },
  });
  const check = useMutation({
    mutationFn: (body: DutyConfigForm) => api.POST('/starSafety/duty/config/addCheck', { body }),
    onSuccess: (env, body) => {
      const r = env.data;
      if (!r || r.pass) save.mutate(body);
      else
        setConflicts({
          body,
          message: r.message || '存在冲突，请确认后提交',
          reasons: r.conflicts.map((c) => `${c.userName ?? ''} ${c.reason}`.trim()),
        });
    },
  });
  return {
    conflicts,
    submitting: check.isPending || save.isPending,
    check: (body: DutyConfigForm) => check.mutate(body),
    dismiss: () => setConflicts(null),
    confirm: () => {
      const body = conflicts?.body;
      setConflicts(null);
      if (body) save.mutate(body);
    },
  };
}
