import { cn } from '@/lib/cn';
import type { Code, Tone } from './alarm-codes';

const TONES: Record<Tone, string> = {
  primary: 'bg-primary/10 text-primary',
  success: 'bg-success/10 text-success',
  warning: 'bg-warning/10 text-warning',
  danger: 'bg-danger/10 text-danger',
  muted: 'bg-gray-100 text-gray-500',
};

/** A coloured tag with the Chinese meaning of a status code; the server's own name when the code is unknown. */
export function StatusTag({
  table,
  value,
  fallback,
}: {
  table: Record<number, Code>;
  value: number | null | undefined;
  fallback?: string | undefined;
}) {
  const code = value === null || value === undefined ? undefined : table[value];
  if (!code && !fallback) return <span className="text-muted">—</span>;
  return (
    <span className={cn('whitespace-nowrap rounded px-2 py-0.5 text-xs', TONES[code?.tone ?? 'muted'])}>
      {code?.label ?? fallback}
    </span>
  );
}
