// A small read-only table for a dashboard (rows of numbers by person, point or company), in the list screen's look.
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

export interface StatColumn<Row> {
  key: string;
  header: string;
  cell: (row: Row) => ReactNode;
  /** Numbers align right. */
  numeric?: boolean;
}

export function StatTable<Row>({
  label,
  columns,
  rows,
  rowKey,
}: {
  label: string;
  columns: readonly StatColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
}) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full border-collapse text-sm" aria-label={label}>
        <thead>
          <tr className="bg-gray-50 text-left text-gray-600">
            {columns.map((c) => (
              <th
                key={c.key}
                className={cn(
                  'whitespace-nowrap border-b border-line px-3 py-2 font-medium',
                  c.numeric && 'text-right',
                )}
              >
                {c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={rowKey(r)} className="hover:bg-gray-50">
              {columns.map((c) => (
                <td
                  key={c.key}
                  className={cn(
                    'whitespace-nowrap border-b border-line px-3 py-2',
                    c.numeric && 'text-right tabular-nums',
                  )}
                >
                  {c.cell(r)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      {rows.length ? null : <p className="py-10 text-center text-sm text-muted">暂无数据</p>}
    </div>
  );
}
