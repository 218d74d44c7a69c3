// The row a list screen's dialog is open for (编辑, 配置, 处理…): none while closed; closed by 取消, or by a save,
// which also marks the list's `operation` stale.
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { OperationId } from '@site/sdk/query';
import { invalidateOperation } from '@site/sdk/query/common';

export function useRowDialog<Row>(operation: OperationId) {
  const queryClient = useQueryClient();
  const [row, setRow] = useState<Row | null>(null);
  return {
    row,
    open: setRow,
    close: () => setRow(null),
    done: () => {
      setRow(null);
      void invalidateOperation(queryClient, operation);
    },
  };
}
