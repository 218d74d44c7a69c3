// The frame of the 新增/编辑 dialogs of a 检查单 and a 点位检查: a wide form dialog that waits for the edited row's
// detail, then shows the fields in a scrolling column.
import type { FormEventHandler, ReactNode } from 'react';
import { FormDialog } from '@/ui/form-dialog';
import { Loading } from '@/ui/loading';

export function CheckFormFrame({
  title,
  confirmText,
  loading,
  submitting,
  onClose,
  onSubmit,
  children,
}: {
  title: string;
  confirmText?: string;
  loading: boolean;
  submitting: boolean;
  onClose: () => void;
  onSubmit: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
}) {
  return (
    <FormDialog
      open
      width={760}
      onOpenChange={(o) => !o && onClose()}
      title={title}
      confirmText={confirmText}
      submitting={submitting}
      onSubmit={onSubmit}
    >
      {loading ? <Loading /> : <div className="flex max-h-[60vh] flex-col overflow-y-auto pr-1">{children}</div>}
    </FormDialog>
  );
}
