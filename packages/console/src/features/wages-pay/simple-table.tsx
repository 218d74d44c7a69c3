// A small, unpaged table for short lists that come whole from the server (the companies of one pre-settlement, the
// teams of one company), styled like ListScreen's table. Paged lists use ui/list-screen.tsx.
import type { ReactNode } from 'react';
import { PlainTable } from '@/ui/plain-table';
import { LoadFailed } from '@/ui/retry-failed';

export interface SimpleColumn<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
  /** The 操作 column stays in view when the table scrolls sideways. */
  sticky?: boolean;
}

const STICKY = 'sticky right-0 bg-inherit shadow-[-6px_0_6px_-6px_rgba(0,0,0,0.15)]';

export function SimpleTable<Row>({
  label,
  columns,
  rows,
  rowKey,
  loading = false,
  error,
  empty = '暂无数据',
}: {
  label: string;
  columns: readonly SimpleColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  loading?: boolean;
  /** The read's failure (its message shows with 重试). */
  error?: unknown;
  empty?: string;
}) {
  return (
    <div className="overflow-x-auto">
      <PlainTable
        label={label}
        columns={columns.map((c) => ({
          ...c,
          className: c.sticky ? STICKY : undefined,
          headClassName: c.sticky ? STICKY : undefined,
        }))}
        rows={rows}
        rowKey={rowKey}
        th="whitespace-nowrap border-b border-line px-3 py-2 font-medium"
        td="whitespace-nowrap border-b border-line px-3 py-2 align-middle"
        headRowClassName="bg-gray-50 text-left text-gray-600"
        rowClassName="bg-white hover:bg-gray-50"
      />
      {loading ? (
        <p role="status" className="py-8 text-center text-sm text-muted">
          加载中…
        </p>
      ) : error ? (
        <LoadFailed className="justify-center py-8" error={error} />
      ) : !rows.length ? (
        <p className="py-8 text-center text-sm text-muted">{empty}</p>
      ) : null}
    </div>
  );
}
