// 移出白名单 of the 禁区白名单 list (white-list-page.tsx): one row or the selected rows, after a confirmation.
import { api } from '@/platform/api';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { useSaveMutation } from '@/ui/save-form-dialog';
import type { White } from './white-list-columns';

export interface Removing {
  rows: White[];
  clear?: () => void;
}

export function RemoveWhiteDialog({
  removing,
  onClose,
  onDone,
}: {
  removing: Removing | null;
  onClose: () => void;
  onDone: () => void;
}) {
  const remove = useSaveMutation(
    (ids: number[]) => api.POST('/starSafety/alertWhite/del', { body: { ids } }),
    () => {
      removing?.clear?.();
      onClose();
      onDone();
    },
    '已移出白名单',
  );
  return (
    <ConfirmDialog
      open={removing !== null}
      onOpenChange={(o) => !o && onClose()}
      title="移出白名单"
      message={
        removing?.rows.length === 1
          ? `确定将“${removing.rows[0]?.personName ?? ''}”移出白名单吗？移出后进入禁区将产生闯入报警。`
          : `确定将选中的 ${removing?.rows.length ?? 0} 人移出白名单吗？移出后进入禁区将产生闯入报警。`
      }
      confirmText="移出"
      onConfirm={() => removing && remove.mutate(removing.rows.map((r) => r.id))}
    />
  );
}
