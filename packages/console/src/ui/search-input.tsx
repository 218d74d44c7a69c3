// A keyword box with a magnifier inside its left edge (finding in a list or a tree); `boxClassName` places the box.
import type { ComponentProps } from 'react';
import { Search } from 'lucide-react';
import { cn } from '@/lib/cn';
import { Input } from './input';

export function SearchInput({
  boxClassName,
  className,
  ...props
}: ComponentProps<'input'> & { boxClassName?: string }) {
  return (
    <div className={cn('relative', boxClassName)}>
      <Search className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-gray-400" />
      <Input className={cn('pl-8', className)} {...props} />
    </div>
  );
}
