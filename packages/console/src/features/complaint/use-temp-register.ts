// 临时人脸登记's state (temp-register-page.tsx): the row action under way, the selection to clear after a bulk removal,
// and the removal itself.
import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { api } from '@/platform/api';
import { TOAST_MS } from '@/lib/constants';
import { invalidateOperation } from '@site/sdk/query/common';
import type { Pending } from './temp-register-columns';

export const KEY = 'pageTempFaceRegisters';

export function useTempRegister() {
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<Pending | null>(null);
  const [clearSelection, setClearSelection] = useState<(() => void) | null>(null);
  const close = () => setPending(null);
  const refresh = () => void invalidateOperation(queryClient, KEY);

  const remove = useMutation({
    mutationFn: (ids: number[]) => api.POST('/faceAuth/tempregister/delete', { body: { ids } }),
    onSuccess: (env) => {
      toast.success(env.msg || '已删除', { duration: TOAST_MS });
      close();
      clearSelection?.();
      refresh();
    },
  });

  return { pending, setPending, setClearSelection, close, refresh, remove };
}
