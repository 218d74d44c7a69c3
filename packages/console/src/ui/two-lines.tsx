// A main line and a muted line under it, in a table cell (project and organisation, account and bank …).
import type { ReactNode } from 'react';
import type { ColumnDef } from '@tanstack/react-table';
import { cn } from '@/lib/cn';

export function TwoLines({ main, sub, className }: { main: ReactNode; sub?: ReactNode; className?: string }) {
  return (
    <div className={cn('min-w-40', className)}>
      <p className="font-medium text-gray-900">{main || '—'}</p>
      {sub ? <p className="mt-0.5 text-xs text-muted">{sub}</p> : null}
    </div>
  );
}

/**
 * A list's first column, always shown: the row's field `id` (its name) in bold over a small muted line (its code, its
 * organisation …), in a cell at least `minWidth` (a min-w-* class) wide.
 */
export function titleColumn<R>(
  id: keyof R & string,
  header: string,
  minWidth: string,
  sub: (row: R) => ReactNode,
): ColumnDef<R, unknown> {
  return {
    id,
    header,
    enableHiding: false,
    cell: ({ row }) => (
      <div className={minWidth}>
        <p className="font-medium text-gray-900">{row.original[id] as ReactNode}</p>
        <p className="text-xs text-muted">{sub(row.original)}</p>
      </div>
    ),
  };
}
