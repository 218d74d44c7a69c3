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

/** The toolbar's primary button with the plus icon that opens it, when `show`. */
export function AddButton({ show, label, onClick }: { show: boolean; label: string; onClick: () => void }) {
  return show ? (
    <Button variant="primary" onClick={onClick}>
      <Plus />
      {label}
    </Button>
  ) : null;
}
