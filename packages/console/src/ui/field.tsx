import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** A label, the control, and the validation message under it (linked for screen readers). */
export function Field({
  label,
  htmlFor,
  error,
  children,
  className,
}: {
  label?: ReactNode;
  htmlFor: string;
  error?: string | undefined;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div className={cn('flex flex-col gap-1', className)}>
      {label ? (
        <label htmlFor={htmlFor} className="text-sm text-gray-700">
          {label}
        </label>
      ) : null}
      {children}
      <p id={`${htmlFor}-error`} role={error ? 'alert' : undefined} className="min-h-4 text-xs leading-4 text-danger">
        {error ?? ''}
      </p>
    </div>
  );
}

/** A form label marked as required (red asterisk). */
export function RequiredLabel({ children }: { children: string }) {
  return (
    <>
      <span aria-hidden className="mr-0.5 text-danger">
        *
      </span>
      {children}
    </>
  );
}
