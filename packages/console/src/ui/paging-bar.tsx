// The page state of a paged list read inside a detail section or dialog, and its pager below the table.
import { useState } from 'react';
import { defaultPageSize } from '@/lib/settings';
import { Pagination } from './pagination';

export interface Paging {
  page: number;
  size: number;
}

/** Page 1 at the user's default size. */
export function usePaging() {
  return useState<Paging>(() => ({ page: 1, size: defaultPageSize() }));
}

export function PagingBar({
  paging,
  total,
  onChange,
}: {
  paging: Paging;
  total: number;
  onChange: (paging: Paging) => void;
}) {
  return (
    <div className="mt-3">
      <Pagination
        page={paging.page}
        size={paging.size}
        total={total}
        onChange={(page, size) => onChange({ page, size })}
      />
    </div>
  );
}
