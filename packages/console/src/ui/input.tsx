import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/** The look every form control shares (input, select, textarea). */
export const CONTROL =
  'w-full rounded border border-line bg-white px-3 text-sm outline-none transition-colors placeholder:text-gray-400 focus:border-primary aria-[invalid=true]:border-danger disabled:bg-gray-50';

export function Input({ className, ...props }: ComponentProps<'input'>) {
  return <input className={cn(CONTROL, 'h-9', className)} {...props} />;
}
