import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

export function Input({ className, ...props }: ComponentProps<'input'>) {
  return (
    <input
      className={cn(
        'h-9 w-full rounded border border-line bg-white px-3 text-sm outline-none transition-colors placeholder:text-gray-400 focus:border-primary aria-[invalid=true]:border-danger disabled:bg-gray-50',
        className,
      )}
      {...props}
    />
  );
}
