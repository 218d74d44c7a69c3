import type { ReactNode } from 'react';

export { StatusTag } from '@/ui/status-tag';

/** A short cell value kept on one line (names, dates, codes, money). */
export function Nowrap({ children }: { children: ReactNode }) {
  return <span className="whitespace-nowrap">{children ?? '—'}</span>;
}
