import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';
import { CONTROL } from './input';

/** A multi-line text box styled like Input. */
export function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  return <textarea rows={3} className={cn(CONTROL, 'py-2', className)} {...props} />;
}
