// A card section's read that failed: "<what>加载失败：<the server's message>" and 重试, in one line.
import { errorText } from '@/lib/error-text';
import { RetryFailed } from './retry-failed';

export function FailedAlert({ what, error, pad = 'py-4' }: { what: string; error: unknown; pad?: 'py-2' | 'py-4' }) {
  return (
    <div role="alert" className={`flex items-center gap-2 ${pad} text-sm text-danger`}>
      {`${what}加载失败：`}
      {errorText(error)}
      <RetryFailed />
    </div>
  );
}
