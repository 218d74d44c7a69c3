// The state of a check list whose rows are replied to and verified (点位检查, 监督检查, 企业检查): the tree's chosen
// node, the step under way on a row (详情, 新增/编辑, 回复, 复核), 删除 with its confirmation and the list's columns.
import { useMemo, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { usePagePermission } from '@/session/permissions';
import { useRowDelete } from '@/ui/delete-confirm';
import type { OperationId } from '@site/sdk/query/common';
import { invalidateOperation } from '@site/sdk/query/common';
import type { OrgNode, ReviewStep } from './check-model';

export type ReviewPending<Row> =
  { kind: 'view' | 'reply' | 'pass' | 'back'; row: Row } | { kind: 'form'; row: Row | null };

export function useReviewList<Row>({
  list,
  detail,
  remove,
  columns,
}: {
  /** The list's operation (refreshed after a step and 删除) and the detail's (refreshed after a step). */
  list: OperationId;
  detail: OperationId;
  remove: (row: Row) => Promise<{ msg?: string | null }>;
  /** The columns; `open` starts a step on a row, `askDelete` asks before 删除 (a function of the module). */
  columns: (
    perm: ReturnType<typeof usePagePermission>,
    open: (kind: ReviewStep, row: Row) => void,
    askDelete: (row: Row) => void,
  ) => ColumnDef<Row, unknown>[];
}) {
  const perm = usePagePermission();
  const queryClient = useQueryClient();
  const [scope, setScope] = useState<OrgNode | null>(null);
  const [pending, setPending] = useState<ReviewPending<Row> | null>(null);
  const close = () => setPending(null);
  const done = () => {
    close();
    void invalidateOperation(queryClient, list);
    void invalidateOperation(queryClient, detail);
  };
  const del = useRowDelete<Row>({ run: remove, done: '删除成功', invalidate: list });
  const askDelete = del.ask;
  const shown = useMemo(
    () => columns(perm, (kind, row) => setPending({ kind, row }), askDelete),
    [columns, perm, askDelete],
  );
  const add = perm.can('add') ? () => setPending({ kind: 'form', row: null }) : null;
  return { scope, setScope, pending, close, done, del, columns: shown, add };
}
