// A native select and a textarea styled like ui/input (kept here until ui/ has them).
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

const BASE =
  'w-full rounded border border-line bg-white px-3 text-sm outline-none transition-colors placeholder:text-gray-400 focus:border-primary aria-[invalid=true]:border-danger disabled:bg-gray-50';

export function Select({ className, ...props }: ComponentProps<'select'>) {
  return <select className={cn(BASE, 'h-9 px-2', className)} {...props} />;
}

export function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  return <textarea rows={3} className={cn(BASE, 'py-2', className)} {...props} />;
}
