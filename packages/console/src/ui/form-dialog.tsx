import * as Dialog from '@radix-ui/react-dialog';
import type { FormEventHandler, ReactNode } from 'react';
import { Button } from './button';
import { DialogFrame } from './dialog-frame';

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
    <DialogFrame
      open={open}
      onOpenChange={(v) => !submitting && onOpenChange(v)}
      title={title}
      width={width}
      className="fixed left-1/2 top-[15%] z-50 max-w-[calc(100vw-32px)] -translate-x-1/2 rounded-md bg-white shadow-xl"
    >
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
    </DialogFrame>
  );
}
