// A small table of a detail view (its head and its rows of cells, ruled by lines): `compact` in a dialog; on a page
// wider cells, a row lit under the pointer, and the table scrolled sideways when narrow.
import type { ReactNode } from 'react';

const LOOKS = {
  compact: {
    th: 'whitespace-nowrap border-b border-line px-2 py-1.5 font-medium',
    tr: undefined,
    td: 'border-b border-line px-2 py-1.5',
  },
  page: {
    th: 'whitespace-nowrap border-b border-line px-3 py-2 font-medium',
    tr: 'hover:bg-gray-50',
    td: 'border-b border-line px-3 py-2 align-middle',
  },
} as const;

export function DetailTable({
  head,
  rows,
  compact = false,
}: {
  head: string[];
  rows: ReactNode[][];
  compact?: boolean;
}) {
  const look = LOOKS[compact ? 'compact' : 'page'];
  const table = (
    <table className="w-full border-collapse text-sm">
      <thead>
        <tr className="bg-gray-50 text-left text-gray-600">
          {head.map((h) => (
            <th key={h} className={look.th}>
              {h}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((r, i) => (
          <tr key={i} className={look.tr}>
            {r.map((c, j) => (
              <td key={j} className={look.td}>
                {c}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
  return compact ? table : <div className="overflow-x-auto">{table}</div>;
}
