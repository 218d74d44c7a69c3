// Numbers a manager reads at a glance: a row of cards, each a label, a big value and an optional unit or hint.
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { balancedGrid, fitting } from '@/lib/balanced-grid';
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

const MIN_CARD = 160;
const GAP = 12; // gap-3

/**
 * Shows — for a missing number, never a made-up 0. The cards are shared out evenly between as few rows as fit, each
 * row filling the width (9 cards where 6 fit: 5 + 4), so the grid never has holes; before the first measure (and
 * without ResizeObserver) it is a plain auto-fill grid.
 */
export function StatCards({ items, className }: { items: readonly Stat[]; className?: string }) {
  const ref = useRef<HTMLDListElement>(null);
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    setWidth(el.clientWidth);
    const observer = new ResizeObserver(() => setWidth(el.clientWidth));
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  const grid = width ? balancedGrid(items.length, fitting(width, MIN_CARD, GAP)) : undefined;
  return (
    <dl
      ref={ref}
      className={cn('grid grid-cols-[repeat(auto-fill,minmax(160px,1fr))] gap-3', className)}
      style={grid ? { gridTemplateColumns: `repeat(${grid.columns}, minmax(0, 1fr))` } : undefined}
    >
      {items.map((s, i) => (
        <div
          key={s.label}
          className="rounded-md bg-white px-4 py-3 shadow-sm"
          style={grid ? { gridColumn: `span ${grid.spans[i]} / span ${grid.spans[i]}` } : undefined}
        >
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
