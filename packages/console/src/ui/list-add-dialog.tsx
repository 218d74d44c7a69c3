// A list screen's 新增 / 登记 / 添加 button (power bit 2) and the state of the dialog it opens: closed by 取消, or by a
// save, which also refreshes the list.
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import type { OperationId } from '@site/sdk/query';
import { invalidateOperation } from '@site/sdk/query/common';
import { Button } from './button';

/** Whether the add dialog is open; `done` closes it and marks the list's `operation` stale. */
export function useAddDialog(operation: OperationId) {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  return {
    open,
    show: () => setOpen(true),
    close: () => setOpen(false),
    done: () => {
      setOpen(false);
      void invalidateOperation(queryClient, operation);
    },
  };
}

/** The primary button with the plus icon that opens it, when `shown`. */
export function AddButton({ shown, onClick, children }: { shown: boolean; onClick: () => void; children: string }) {
  return shown ? (
    <Button variant="primary" onClick={onClick}>
      <Plus />
      {children}
    </Button>
  ) : null;
}
