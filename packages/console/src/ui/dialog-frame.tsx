// The frame every dialog of the console shares: the dimmed overlay, the box at its width and height, and the header
// with the title and the 关闭 cross; the form and view dialogs put their body and buttons inside.
import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';

export function DialogFrame({
  open = true,
  onOpenChange,
  title,
  width,
  className,
  children,
}: {
  open?: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  width: number;
  /** Where the box stands and how it lays out its body (top offset, height cap). */
  className: string;
  children: ReactNode;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/40" />
        <Dialog.Content className={className} style={{ width }} aria-describedby={undefined}>
          <div className="flex items-center justify-between border-b border-line px-5 py-3">
            <Dialog.Title className="text-base font-semibold text-gray-900">{title}</Dialog.Title>
            <Dialog.Close className="rounded p-1 text-gray-500 hover:bg-gray-100" aria-label="关闭">
              <X className="size-4" />
            </Dialog.Close>
          </div>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
