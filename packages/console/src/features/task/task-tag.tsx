import { cn } from '@/lib/cn';
import type { Tag } from './task-model';

/** A status value as a coloured tag. */
export function TaskTag({ tag, className }: { tag: Tag | undefined; className?: string }) {
  if (!tag) return <span className="text-muted">—</span>;
  return (
    <span className={cn('inline-block whitespace-nowrap rounded px-2 py-0.5 text-xs', tag.className, className)}>
      {tag.label}
    </span>
  );
}
