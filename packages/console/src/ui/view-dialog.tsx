// A read-only dialog (details, a record list) with a 关闭 button; form dialogs use form-dialog.tsx.
import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { Button } from './button';
import { DialogFrame } from './dialog-frame';

export function ViewDialog({
  title,
  onClose,
  children,
  width = 640,
}: {
  title: string;
  onClose: () => void;
  children: ReactNode;
  width?: number;
}) {
  return (
    <DialogFrame
      onOpenChange={(o) => !o && onClose()}
      title={title}
      width={width}
      className="fixed left-1/2 top-[10%] z-50 flex max-h-[80vh] max-w-[calc(100vw-32px)] -translate-x-1/2 flex-col rounded-md bg-white shadow-xl"
    >
      <div className="min-h-0 flex-1 overflow-y-auto px-5 py-4">{children}</div>
      <div className="flex justify-end border-t border-line px-5 py-3">
        <Dialog.Close asChild>
          <Button>关闭</Button>
        </Dialog.Close>
      </div>
    </DialogFrame>
  );
}
