// Numbers a manager reads at a glance: a row of cards, each a label, a big value and an optional unit or hint.
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import type { Tone } from './status-tag';

export interface Stat {
  label: string;
  value: ReactNode;
  unit?: string;
  hint?: ReactNode;
  tone?: Tone;
}

const TONE: Record<Tone, string> = {
  primary: 'text-primary',
  success: 'text-success',
  warning: 'text-warning',
  danger: 'text-danger',
  muted: 'text-gray-500',
};

/** Shows — for a missing number, never a made-up 0. */
export function StatCards({ items, className }: { items: readonly Stat[]; className?: string }) {
  return (
    <dl className={cn('grid grid-cols-[repeat(auto-fill,minmax(160px,1fr))] gap-3', className)}>
      {items.map((s) => (
        <div key={s.label} className="rounded-md bg-white px-4 py-3 shadow-sm">
          <dt className="text-xs text-gray-500">{s.label}</dt>
          <dd className={cn('mt-1 text-2xl font-semibold tabular-nums', TONE[s.tone ?? 'primary'])}>
            {s.value ?? '—'}
            {s.unit && s.value != null ? (
              <span className="ml-1 text-xs font-normal text-gray-500">{s.unit}</span>
            ) : null}
          </dd>
          {s.hint ? <dd className="mt-0.5 text-xs text-gray-400">{s.hint}</dd> : null}
        </div>
      ))}
    </dl>
  );
}
