// 法务账号's 停用 / 启用 of a row, after a confirmation (account-page.tsx).
import { useMutation } from '@tanstack/react-query';
import { toast } from 'sonner';
import { api } from '@/platform/api';
import { TOAST_MS } from '@/lib/constants';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import type { Account } from './account-columns';
import { accountBody, accountValues } from './legal-model';

export function AccountToggleConfirm({
  toggling,
  onClose,
  onDone,
}: {
  toggling: Account | null;
  onClose: () => void;
  onDone: () => void;
}) {
  const toggle = useMutation({
    mutationFn: (a: Account) =>
      api.POST('/legal-service/account/update', {
        body: accountBody({ ...accountValues(a), status: a.status === 1 ? '0' : '1' }, a.orgType, a.id),
      }),
    onSuccess: (env) => {
      toast.success(env.msg || '操作成功', { duration: TOAST_MS });
      onClose();
      onDone();
    },
  });
  return (
    <ConfirmDialog
      open={toggling !== null}
      onOpenChange={(o) => !o && onClose()}
      title={toggling?.status === 1 ? '停用账号' : '启用账号'}
      message={
        toggling
          ? toggling.status === 1
            ? `确定停用“${toggling.userName}”的法务账号吗？停用后该账号不能登录法务服务。`
            : `确定启用“${toggling.userName}”的法务账号吗？`
          : ''
      }
      onConfirm={() => toggling && toggle.mutate(toggling)}
    />
  );
}
