// What 任务台账 and 专项任务台账 share around their list: the rights to cancel and export, the row being cancelled and
// the row actions' columns (ledger-columns.tsx).
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { invalidateOperation, type OperationId } from '@site/sdk/query/common';
import { usePagePermission } from '@/session/permissions';
import { detailHref, type DetailType } from './task-model';
import type { LedgerRowActions } from './ledger-columns';

export function useLedger<T extends { id: number }>(
  type: DetailType,
  keys: readonly OperationId[],
  makeColumns: (actions: LedgerRowActions<T>) => ColumnDef<T, unknown>[],
) {
  const perm = usePagePermission();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [cancelling, setCancelling] = useState<T | null>(null);
  const mayCancel = perm.can('cancel') && perm.hasPerm('task:cancel');
  const mayExport = perm.hasPerm('task:export');
  const columns = useMemo(
    () => makeColumns({ mayCancel, onDetail: (t) => navigate(detailHref(t.id, type)), onCancel: setCancelling }),
    [makeColumns, type, navigate, mayCancel],
  );
  const cancelled = () => {
    setCancelling(null);
    for (const key of keys) void invalidateOperation(queryClient, key);
  };
  return { mayExport, columns, cancelling, setCancelling, cancelled };
}
