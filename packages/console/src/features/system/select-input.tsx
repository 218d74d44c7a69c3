import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/** A native select styled like Input, with a placeholder option (empty value). */
export function SelectInput({
  options,
  placeholder = '请选择',
  className,
  ...props
}: ComponentProps<'select'> & { options: readonly { value: string; label: string }[]; placeholder?: string }) {
  return (
    <select
      className={cn(
        'h-9 w-full rounded border border-line bg-white px-2 text-sm outline-none transition-colors focus:border-primary aria-[invalid=true]:border-danger disabled:bg-gray-50',
        className,
      )}
      {...props}
    >
      <option value="">{placeholder}</option>
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </select>
  );
}
