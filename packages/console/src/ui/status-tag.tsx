// Status values as coloured tags with their Chinese meaning, one look across every screen.
import type { ReactNode } from 'react';
import { cn, keptClasses } from '@/lib/cn';

export type Tone = 'primary' | 'success' | 'warning' | 'danger' | 'muted';

/** A tag: its label and either a theme tone or explicit classes. */
export interface TagStyle {
  label: string;
  tone?: Tone | undefined;
  className?: string | undefined;
}

/** A status code's tag (e.g. 0 → 待发放): the shape of every status table the screens show. */
export type StatusTable = Readonly<Record<number, TagStyle>>;

const TONES: Record<Tone, string> = {
  primary: 'bg-primary-soft text-primary',
  success: 'bg-success/10 text-success',
  warning: 'bg-warning/10 text-warning',
  danger: 'bg-danger/10 text-danger',
  muted: 'bg-gray-100 text-gray-500',
};

const tagClass = (tone: string, className: string | undefined) =>
  keptClasses(`tag|${tone}|${className ?? ''}`, () =>
    cn('inline-block whitespace-nowrap rounded px-2 py-0.5 text-xs', tone, className),
  );

/** One tag; no tag (and no fallback text) shows a dash. */
export function Tag({
  tag,
  className,
  fallback,
}: {
  tag: TagStyle | undefined;
  className?: string;
  fallback?: string | undefined;
}) {
  if (!tag && !fallback) return <span className="text-muted">—</span>;
  return (
    <span className={tagClass(tag?.className ?? TONES[tag?.tone ?? 'muted'], className)}>{tag?.label ?? fallback}</span>
  );
}

/** The tag of `value` in a status table; an unknown value shows `fallback` (the server's own name) or a dash. */
export function StatusTag({
  table,
  value,
  fallback,
}: {
  table: { readonly [key: number]: TagStyle } | { readonly [key: string]: TagStyle };
  value: string | number | null | undefined;
  fallback?: string | undefined;
}) {
  const tag = value === null || value === undefined ? undefined : (table as Record<string, TagStyle>)[String(value)];
  return <Tag tag={tag} fallback={fallback} />;
}

/** A short cell value kept on one line (names, dates, codes, money); empty shows —. */
export function Nowrap({ children }: { children: ReactNode }) {
  return <span className="whitespace-nowrap">{children ?? '—'}</span>;
}
