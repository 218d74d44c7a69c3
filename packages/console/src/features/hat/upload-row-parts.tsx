// What the uploads of 批量导入 share (hat-upload-page.tsx for the binding sheets, roster-batch-list.tsx for the
// rosters): a row's 确认 / 删除 buttons and the confirmation that then confirms or deletes it.
import { useMutation } from '@tanstack/react-query';
import { toast } from 'sonner';
import { TOAST_MS } from '@/lib/constants';
import { RowAction, type VirtualColumn } from '@/ui/list-screen';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { canConfirmUpload, canDeleteUpload, type UploadRow } from './hat-model';

export type Pending<R> = { action: 'del' | 'sure'; row: R };

/**
 * 操作: 确认 for those with `canSet`, 删除 for those with `canDelete`, each asking through `onPending`. Every row
 * has the buttons the user may use; one that does not apply to the row keeps its place, hidden.
 */
export function uploadActionsColumn<R extends Pick<UploadRow, 'check_status'>>(
  canSet: boolean,
  canDelete: boolean,
  onPending: (pending: Pending<R>) => void,
): VirtualColumn<R> {
  return {
    id: 'actions',
    header: '操作',
    enableHiding: false,
    cell: ({ row }) => (
      <div className="flex gap-3">
        {canSet ? (
          <RowAction
            applies={canConfirmUpload(row.original)}
            onClick={() => onPending({ action: 'sure', row: row.original })}
          >
            确认
          </RowAction>
        ) : null}
        {canDelete ? (
          <RowAction
            danger
            applies={canDeleteUpload(row.original)}
            onClick={() => onPending({ action: 'del', row: row.original })}
          >
            删除
          </RowAction>
        ) : null}
      </div>
    ),
  };
}

/** The confirmation of a row's 确认 or 删除: `send` makes the call; on success a toast, then `onDone`. */
export function UploadRowDialog<R>({
  pending,
  title,
  message,
  confirmText,
  send,
  onClose,
  onDone,
}: {
  pending: Pending<R>;
  title: string;
  message: string;
  confirmText: string;
  send: (pending: Pending<R>) => Promise<{ msg?: string | undefined }>;
  onClose: () => void;
  onDone: () => void;
}) {
  const act = useMutation({
    mutationFn: send,
    onSuccess: (env, p) => {
      toast.success(env.msg || (p.action === 'sure' ? '已确认' : '已删除'), { duration: TOAST_MS });
      onDone();
    },
  });
  return (
    <ConfirmDialog
      open
      onOpenChange={(o) => !o && onClose()}
      title={title}
      message={message}
      confirmText={confirmText}
      onConfirm={() => act.mutate(pending)}
    />
  );
}
