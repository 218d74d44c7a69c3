// 重试 for a card whose call failed: runs again every failed call of the pages on screen (a dashboard's cards
// load separately, so one button brings back whatever the server refused), leaving loaded cards alone.
import type { ReactNode } from 'react';
import { useIsFetching, useQueryClient } from '@tanstack/react-query';
import { cn } from '@/lib/cn';
import { Button } from './button';
import { errorText } from '@/lib/error-text';

const failed = { type: 'active', predicate: (q: { state: { status: string } }) => q.state.status === 'error' } as const;

export function RetryFailed() {
  const client = useQueryClient();
  const busy = useIsFetching(failed) > 0;
  return (
    <Button size="sm" disabled={busy} onClick={() => void client.refetchQueries(failed)}>
      {busy ? '重试中…' : '重试'}
    </Button>
  );
}

/**
 * A block whose call failed: the server's message (after an optional label) and 重试, inline. `fallback` is the text
 * when there is no message (a read that answered without its data).
 */
export function LoadFailed({
  error,
  label,
  fallback,
  className,
}: {
  error: unknown;
  label?: ReactNode;
  fallback?: string;
  className?: string;
}) {
  return (
    <p role="alert" className={cn('flex flex-wrap items-center gap-2 text-sm text-danger', className)}>
      <span>
        {label}
        {errorText(error) ?? fallback}
      </span>
      <RetryFailed />
    </p>
  );
}
