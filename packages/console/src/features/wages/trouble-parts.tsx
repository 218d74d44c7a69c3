// Small blocks shared by the 问题工资 detail, approval and output views.
import type { ReactNode } from 'react';
import { Button } from '@/ui/button';
import { errorText } from '@/lib/error-text';

/** The header and body cell classes of the plain tables in these views. */
export const TH = 'whitespace-nowrap border-b border-line px-3 py-2 text-left font-medium';
export const TD = 'border-b border-line px-3 py-2 align-middle';

export function Stat({
  label,
  value,
  tone,
  strong,
}: {
  label: string;
  value: string;
  tone?: string;
  strong?: boolean;
}) {
  return (
    <div className="rounded bg-gray-50 px-4 py-3">
      <dt className="text-xs text-muted">{label}</dt>
      <dd
        className={`mt-1 text-lg tabular-nums ${strong ? 'font-semibold text-gray-900' : 'font-medium'} ${tone ?? ''}`}
      >
        {value}
      </dd>
    </div>
  );
}

export function Detail({ label, children, className }: { label: string; children: ReactNode; className?: string }) {
  return (
    <div className={`flex gap-3 ${className ?? ''}`}>
      <dt className="w-20 shrink-0 text-muted">{label}</dt>
      <dd className="text-gray-800">{children}</dd>
    </div>
  );
}

export function LoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <div role="alert" className="flex flex-col items-center gap-2 py-8 text-sm text-danger">
      {errorText(error)}
      <Button size="sm" onClick={onRetry}>
        重试
      </Button>
    </div>
  );
}
