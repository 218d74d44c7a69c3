import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';
import { CONTROL } from './input';

export interface SelectOption {
  value: string;
  label: string;
}

/**
 * A native select styled like Input. Give `options` (a 请选择 placeholder with an empty value comes first)
 * or your own `<option>` children.
 */
export function Select({
  options,
  placeholder = '请选择',
  className,
  children,
  ...props
}: ComponentProps<'select'> & { options?: readonly SelectOption[]; placeholder?: string }) {
  return (
    <select className={cn(CONTROL, 'h-9 px-2', className)} {...props}>
      {options ? (
        <>
          <option value="">{placeholder}</option>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </>
      ) : (
        children
      )}
    </select>
  );
}
