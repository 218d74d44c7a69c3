// The state-changing calls of 企业电子印章 shared by the list and the detail page: 启用/停用 and 删除 with a
// confirmation, and 授权 (the e-sign authorisation page: the SDK recognises the e-sign URL in the answer and the
// console's onExternalUrl opens it).
import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { api } from '@/app/api';
import { TOAST_MS } from '@/lib/constants';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { toggleMessage, type Seal } from './seal-model';
import { SEAL_LIST_KEY } from './seal-queries';
import { invalidateOperation } from '@site/sdk/query/common';

type Target = Pick<Seal, 'id' | 'sealName'>;

const refresh = (queryClient: ReturnType<typeof useQueryClient>) => {
  void invalidateOperation(queryClient, SEAL_LIST_KEY);
  void invalidateOperation(queryClient, 'getLegalSealDetail');
};

/** 启用 / 停用 after a confirmation. */
export function useSealToggle() {
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<{ seal: Target; to: 1 | 2 } | null>(null);
  const run = useMutation({
    mutationFn: (p: { seal: Target; to: 1 | 2 }) =>
      api.POST('/legal-service/seal/updateStatus', { body: { id: p.seal.id, status: p.to } }),
    onSuccess: (env, p) => {
      toast.success(env.msg || (p.to === 2 ? '已停用' : '已启用'), { duration: TOAST_MS });
      setPending(null);
      refresh(queryClient);
    },
  });
  const dialog = (
    <ConfirmDialog
      open={pending !== null}
      onOpenChange={(open) => !open && setPending(null)}
      title={pending?.to === 2 ? '停用印章' : '启用印章'}
      message={pending ? toggleMessage(pending.seal, pending.to) : ''}
      confirmText={pending?.to === 2 ? '停用' : '启用'}
      onConfirm={() => pending && run.mutate(pending)}
    />
  );
  return { ask: (seal: Target, to: 1 | 2) => setPending({ seal, to }), dialog };
}

/** 授权: ask for the e-sign authorisation page of a seal; the SDK opens it in a new window. */
export function useSealAuth() {
  return useMutation({
    mutationFn: (id: number) => api.POST('/legal-service/seal/authUrl', { body: { id } }),
  });
}
