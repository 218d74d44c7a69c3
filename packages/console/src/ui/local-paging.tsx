// Paging of a list that a dialog or a detail section holds in its own state (not in the address): page 1 in the
// settings' page size at first, and the pager under the list.
import { useState } from 'react';
import { defaultPageSize } from '@/lib/settings';
import { Pagination } from './pagination';

export interface LocalPaging {
  page: number;
  size: number;
  setPaging: (paging: { page: number; size: number }) => void;
}

export function useLocalPaging(): LocalPaging {
  const [paging, setPaging] = useState(() => ({ page: 1, size: defaultPageSize() }));
  return { ...paging, setPaging };
}

export function PagingFooter({ paging, total }: { paging: LocalPaging; total: number }) {
  return (
    <div className="mt-3">
      <Pagination
        page={paging.page}
        size={paging.size}
        total={total}
        onChange={(page, size) => paging.setPaging({ page, size })}
      />
    </div>
  );
}
