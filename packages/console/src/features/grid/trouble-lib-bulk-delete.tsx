// 批量删除 of the 隐患库: the chosen check items deleted after a confirmation.
import { useMutation } from '@tanstack/react-query';
import { toast } from 'sonner';
import { api } from '@/platform/api';
import { TOAST_MS } from '@/lib/constants';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import type { GridCategoryItem } from './grid-setup-codes';

export interface BulkChoice {
  rows: GridCategoryItem[];
  clear: () => void;
}

export function BulkDeleteConfirm({
  bulk,
  onClose,
  onDone,
}: {
  bulk: BulkChoice | null;
  onClose: () => void;
  onDone: () => void;
}) {
  const bulkDelete = useMutation({
    mutationFn: (rows: GridCategoryItem[]) =>
      api.POST('/grid/ginDscCategoryItem/del', { body: { ids: rows.map((r) => r.id) } }),
    onSuccess: (env) => {
      toast.success(env.msg || '检查项已删除', { duration: TOAST_MS });
      bulk?.clear();
      onClose();
      onDone();
    },
  });
  return (
    <ConfirmDialog
      open={bulk !== null}
      onOpenChange={(o) => !o && onClose()}
      title="批量删除检查项"
      message={`确定删除选中的 ${bulk?.rows.length ?? 0} 个检查项吗？删除后巡检时不再检查这些项。`}
      confirmText="删除"
      onConfirm={() => bulk && bulkDelete.mutate(bulk.rows)}
    />
  );
}
