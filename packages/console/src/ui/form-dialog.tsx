import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { FormEventHandler, ReactNode } from 'react';
import { Button } from './button';

/**
 * A dialog around a form, with 取消 and 确定 (seed 000 §2). It stays open while submitting and when the server
 * refuses, so what was typed is kept; the caller closes it on success.
 */
export function FormDialog({
  open,
  onOpenChange,
  title,
  onSubmit,
  submitting = false,
  children,
  confirmText = '确定',
  width = 480,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  submitting?: boolean;
  children: ReactNode;
  confirmText?: string;
  width?: number;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={(v) => !submitting && onOpenChange(v)}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/40" />
        <Dialog.Content
          className="fixed left-1/2 top-[15%] z-50 max-w-[calc(100vw-32px)] -translate-x-1/2 rounded-md bg-white shadow-xl"
          style={{ width }}
          aria-describedby={undefined}
        >
          <div className="flex items-center justify-between border-b border-line px-5 py-3">
            <Dialog.Title className="text-base font-semibold text-gray-900">{title}</Dialog.Title>
            <Dialog.Close className="rounded p-1 text-gray-500 hover:bg-gray-100" aria-label="关闭">
              <X className="size-4" />
            </Dialog.Close>
          </div>
          <form noValidate onSubmit={onSubmit}>
            <div className="flex flex-col gap-2 px-5 py-4">{children}</div>
            <div className="flex justify-end gap-2 border-t border-line px-5 py-3">
              <Dialog.Close asChild>
                <Button disabled={submitting}>取消</Button>
              </Dialog.Close>
              <Button type="submit" variant="primary" disabled={submitting}>
                {submitting ? '提交中…' : confirmText}
              </Button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
