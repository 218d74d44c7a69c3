import * as AlertDialog from '@radix-ui/react-alert-dialog';
import type { ReactNode } from 'react';
import { useClickGuard } from '@/lib/use-click-guard';
import { Button } from './button';

/** A confirmation with cancel and confirm buttons (seed 000 §2: dialogs have cancel and confirm). */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  message,
  onConfirm,
  confirmText = '确定',
  cancelText = '取消',
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  message: ReactNode;
  onConfirm: () => void;
  confirmText?: string;
  cancelText?: string;
}) {
  // A click guard (seed 000 §5): a double click confirms once.
  const [confirm, guarded] = useClickGuard(onConfirm);
  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-black/40" />
        <AlertDialog.Content className="fixed left-1/2 top-[30%] z-50 w-[420px] max-w-[calc(100vw-32px)] -translate-x-1/2 rounded-md bg-white p-5 shadow-xl">
          <AlertDialog.Title className="text-base font-semibold text-gray-900">{title}</AlertDialog.Title>
          <AlertDialog.Description className="mt-3 text-sm text-gray-600">{message}</AlertDialog.Description>
          <div className="mt-5 flex justify-end gap-2">
            <AlertDialog.Cancel asChild>
              <Button>{cancelText}</Button>
            </AlertDialog.Cancel>
            <AlertDialog.Action asChild>
              <Button variant="primary" disabled={guarded} onClick={() => confirm()}>
                {confirmText}
              </Button>
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
