// A labelled text box (Input, or Textarea with `rows`) registered on a react-hook-form form, its message under it:
// what the edit dialogs wrote out field by field.
import type { HTMLAttributes, HTMLInputTypeAttribute, ReactNode } from 'react';
import type { FieldValues, Path, RegisterOptions, UseFormReturn } from 'react-hook-form';
import { Field, RequiredLabel } from './field';
import { Input } from './input';
import { Textarea } from './textarea';

/** What FormTextField takes. */
export interface FormTextFieldProps<T extends FieldValues> {
  form: UseFormReturn<T>;
  name: Path<T>;
  id: string;
  label: string;
  required?: boolean;
  placeholder?: string;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  type?: HTMLInputTypeAttribute;
  /** A Textarea of so many rows (0: its default) instead of an Input. */
  rows?: number;
  /** Whether the box carries aria-invalid (a red border when refused). */
  markInvalid?: boolean;
  /** The Field's class (e.g. col-span-2). */
  className?: string;
  /** The box's own class. */
  boxClassName?: string;
  disabled?: boolean;
  readOnly?: boolean;
  maxLength?: number;
  autoComplete?: string;
  /** An id of a hint the box is described by (aria-describedby). */
  describedBy?: string;
  /** What react-hook-form's register takes besides the name (e.g. an onChange). */
  registerOptions?: RegisterOptions<T, Path<T>>;
}

export function FormTextField<T extends FieldValues>({
  form,
  name,
  id,
  label,
  required = false,
  placeholder,
  inputMode,
  type,
  rows,
  markInvalid = true,
  className,
  boxClassName,
  disabled,
  readOnly,
  maxLength,
  autoComplete,
  describedBy,
  registerOptions,
}: FormTextFieldProps<T>) {
  const { error } = form.getFieldState(name, form.formState);
  const box = {
    id,
    placeholder,
    className: boxClassName,
    disabled,
    readOnly,
    maxLength,
    autoComplete,
    'aria-describedby': describedBy,
    ...(markInvalid ? { 'aria-invalid': Boolean(error) } : {}),
    ...form.register(name, registerOptions),
  };
  const text: ReactNode = required ? <RequiredLabel>{label}</RequiredLabel> : label;
  return (
    <Field label={text} htmlFor={id} error={error?.message} className={className}>
      {rows === undefined ? (
        <Input type={type} inputMode={inputMode} {...box} />
      ) : (
        <Textarea {...(rows ? { rows } : {})} {...box} />
      )}
    </Field>
  );
}
