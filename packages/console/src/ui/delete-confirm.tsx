// Deleting a row after a confirmation: the call, the server's message as a toast, the list refreshed.
import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { TOAST_MS } from '@/lib/constants';
import { ConfirmDialog } from './confirm-dialog';
import { invalidateOperation, type OperationId } from '@site/sdk/query/common';

export interface RowDelete<Row> {
  row: Row | null;
  ask: (row: Row) => void;
  close: () => void;
  confirm: () => void;
}

export function useRowDelete<Row>(options: {
  run: (row: Row) => Promise<{ msg?: string | null }>;
  /** Toast text when the server gives no message. */
  done: string;
  /** The operation whose cached answers are refreshed after deleting (every params, every page). */
  invalidate: OperationId;
}): RowDelete<Row> {
  const queryClient = useQueryClient();
  const [row, setRow] = useState<Row | null>(null);
  const remove = useMutation({
    mutationFn: options.run,
    onSuccess: (env) => {
      toast.success(env.msg || options.done, { duration: TOAST_MS });
      setRow(null);
      void invalidateOperation(queryClient, options.invalidate);
    },
  });
  return { row, ask: setRow, close: () => setRow(null), confirm: () => row !== null && remove.mutate(row) };
}

export function DeleteConfirm<Row>({
  del,
  title,
  message,
}: {
  del: RowDelete<Row>;
  title: string;
  message: (row: Row) => string;
}) {
  return (
    <ConfirmDialog
      open={del.row !== null}
      onOpenChange={(open) => !open && del.close()}
      title={title}
      message={del.row !== null ? message(del.row) : ''}
      confirmText="删除"
      onConfirm={del.confirm}
    />
  );
}
