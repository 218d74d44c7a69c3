import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/** A multi-line text box styled like Input. */
export function TextArea({ className, ...props }: ComponentProps<'textarea'>) {
  return (
    <textarea
      rows={3}
      className={cn(
        'w-full rounded border border-line bg-white px-3 py-2 text-sm outline-none transition-colors placeholder:text-gray-400 focus:border-primary aria-[invalid=true]:border-danger',
        className,
      )}
      {...props}
    />
  );
}
