import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import type { Tag } from './person-model';

const TONES: Record<Tag['tone'], string> = {
  success: 'bg-success/10 text-success',
  warning: 'bg-warning/10 text-warning',
  danger: 'bg-danger/10 text-danger',
  primary: 'bg-primary-soft text-primary',
  muted: 'bg-gray-100 text-gray-500',
};

/** A coloured status tag; an unknown value shows a dash. */
export function StatusTag({
  table,
  value,
}: {
  table: Record<string | number, Tag>;
  value: string | number | null | undefined;
}) {
  const t = value === null || value === undefined ? undefined : table[value];
  if (!t) return <span className="text-gray-400">—</span>;
  return (
    <span className={cn('inline-block whitespace-nowrap rounded px-2 py-0.5 text-xs', TONES[t.tone])}>{t.label}</span>
  );
}

/** A short cell value kept on one line (names, dates, codes, money). */
export function Nowrap({ children }: { children: ReactNode }) {
  return <span className="whitespace-nowrap">{children ?? '—'}</span>;
}
