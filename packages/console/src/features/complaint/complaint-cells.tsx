// A table cell of two lines, the second small and grey (单位 / 班组, 审核人 / 时间), for the complaint screens' lists.
import type { ReactNode } from 'react';

export function StackedCell({ main, sub }: { main: ReactNode; sub: ReactNode }) {
  return (
    <div className="whitespace-nowrap">
      <p>{main}</p>
      <p className="text-xs text-gray-500">{sub}</p>
    </div>
  );
}
