// 重试 for a card whose call failed: runs again every failed call of the pages on screen (a dashboard's cards
// load separately, so one button brings back whatever the server refused), leaving loaded cards alone.
import { useIsFetching, useQueryClient } from '@tanstack/react-query';
import { Button } from './button';

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
