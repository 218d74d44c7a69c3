// Class names of the plain tables in the fund's detail sections, and the line under such a table.
import type { ReactNode } from 'react';
import { Loading } from '@/ui/loading';

/** A plain table of a detail section (same look as ListScreen's table). */
export const TH = 'whitespace-nowrap border-b border-line bg-gray-50 px-3 py-2 text-left font-medium text-gray-600';
export const TD = 'whitespace-nowrap border-b border-line px-3 py-2 align-middle';

/** Under a plain table: 加载中 while its read runs, then `text` when it has no rows. */
export function TableNote({
  pending = false,
  empty,
  text = '暂无数据',
}: {
  pending?: boolean;
  empty: boolean;
  text?: string;
}) {
  if (pending) return <Loading />;
  return empty ? <p className="py-4 text-center text-sm text-muted">{text}</p> : null;
}

/** A cell of two lines: the value, and a small grey line under it. */
export function Lines({ main, sub, strong = false }: { main: ReactNode; sub: ReactNode; strong?: boolean }) {
  return (
    <>
      <p className={strong ? 'font-medium text-gray-900' : undefined}>{main}</p>
      <p className="text-xs text-muted">{sub}</p>
    </>
  );
}
