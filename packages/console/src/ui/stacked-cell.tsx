// Table cells of two lines, the second small and grey: StackedCell (单位 / 班组, 登记人 / 时间, 审核人 / 时间…) and
// PersonCell (the name in bold with a small grey note beside it — 工种, 性别 — over the ID card).
import type { ReactNode } from 'react';

export function StackedCell({ main, sub }: { main: ReactNode; sub: ReactNode }) {
  return (
    <div className="whitespace-nowrap">
      <p>{main}</p>
      <p className="text-xs text-gray-500">{sub}</p>
    </div>
  );
}

export function PersonCell({ name, note, sub }: { name: ReactNode; note: ReactNode; sub: ReactNode }) {
  return (
    <div className="whitespace-nowrap">
      <p className="font-medium text-gray-900">
        {name}
        <span className="ml-1.5 text-xs font-normal text-gray-500">{note}</span>
      </p>
      <p className="text-xs text-gray-500">{sub}</p>
    </div>
  );
}
