// A read-only dialog over one detail query: loading, the failure with a retry, then the detail's 基本信息 and the
// sections under it; and the detail tables inside such dialogs (a grey header row, a row per item, a line when empty).
import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { cn } from '@/lib/cn';
import { DetailSection, type DetailItem } from '@/ui/detail-page';
import { Loading } from '@/ui/loading';
import { LoadFailed } from '@/ui/retry-failed';
import { ViewDialog } from '@/ui/view-dialog';

export function QueryViewDialog<T>({
  title,
  width,
  onClose,
  query,
  fallback,
  info,
  children,
}: {
  title: string;
  width: number;
  onClose: () => void;
  query: UseQueryResult<T>;
  /** The failure text when the server gives none. */
  fallback: string;
  /** The 基本信息 pairs. */
  info: (data: T) => DetailItem[];
  /** The sections under 基本信息. */
  children: (data: T) => ReactNode;
}) {
  const d = query.data;
  return (
    <ViewDialog title={title} onClose={onClose} width={width}>
      {query.isPending ? (
        <Loading />
      ) : query.isError || !d ? (
        <LoadFailed className="justify-center py-6" error={query.error} fallback={fallback} />
      ) : (
        <div className="flex flex-col gap-4">
          <DetailSection title="基本信息" className="p-0 shadow-none" items={info(d)} />
          {children(d)}
        </div>
      )}
    </ViewDialog>
  );
}

/** A detail's 隐患 pair: how many were found and how many closed. */
export const troublesItem = (d: { troubleCount?: number; rectifiedCount?: number }): DetailItem => ({
  label: '隐患',
  value: `发现 ${d.troubleCount ?? 0} 个，已闭环 ${d.rectifiedCount ?? 0} 个`,
});

export interface DetailColumn<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
  /** Classes added to the cell's own. */
  className?: string;
}

/** A titled table of a detail's items; `scroll` wraps it to scroll sideways. */
export function DetailTableSection<Row>({
  title,
  columns,
  rows,
  rowKey,
  empty,
  scroll = false,
  rowClassName,
}: {
  title: string;
  columns: readonly DetailColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string | number | undefined;
  /** The line shown under the header when there are no rows. */
  empty: string;
  scroll?: boolean;
  rowClassName?: string;
}) {
  const table = (
    <>
      <DetailTable columns={columns} rows={rows} rowKey={rowKey} rowClassName={rowClassName} />
      {!rows.length ? <p className="py-6 text-center text-sm text-muted">{empty}</p> : null}
    </>
  );
  return (
    <DetailSection title={title} className="p-0 shadow-none">
      {scroll ? <div className="overflow-x-auto">{table}</div> : table}
    </DetailSection>
  );
}

/** The table alone: a grey header row, then a row per item. */
export function DetailTable<Row>({
  columns,
  rows,
  rowKey,
  rowClassName,
}: {
  columns: readonly DetailColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string | number | undefined;
  rowClassName?: string;
}) {
  return (
    <table className="w-full text-sm">
      <DetailTableHead headers={columns.map((c) => c.header)} />
      <tbody>
        {rows.map((r) => (
          <tr key={rowKey(r)} className={rowClassName}>
            {columns.map((c) => (
              <td key={c.header} className={cn('border-b border-line px-3 py-2', c.className)}>
                {c.cell(r)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function DetailTableHead({ headers }: { headers: readonly string[] }) {
  return (
    <thead>
      <tr className="bg-gray-50 text-left text-gray-600">
        {headers.map((h) => (
          <th key={h} className="whitespace-nowrap border-b border-line px-3 py-2 font-medium">
            {h}
          </th>
        ))}
      </tr>
    </thead>
  );
}
