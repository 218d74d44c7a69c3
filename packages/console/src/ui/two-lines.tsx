// A main line and a muted line under it, in a table cell (project and organisation, account and bank …).
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

export function TwoLines({ main, sub, className }: { main: ReactNode; sub?: ReactNode; className?: string }) {
  return (
    <div className={cn('min-w-40', className)}>
      <p className="font-medium text-gray-900">{main || '—'}</p>
      {sub ? <p className="mt-0.5 text-xs text-muted">{sub}</p> : null}
    </div>
  );
}
