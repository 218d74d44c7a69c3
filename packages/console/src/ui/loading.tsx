import { cn } from '@/lib/cn';

/** The loading state of a page or a route chunk. */
export function Loading({ text = '加载中…', className }: { text?: string; className?: string }) {
  return (
    <div
      className={cn('flex items-center justify-center p-6 text-sm text-muted', className)}
      role="status"
      aria-live="polite"
    >
      <span className="mr-2 inline-block size-4 animate-spin rounded-full border-2 border-primary border-t-transparent" />
      {text}
    </div>
  );
}
