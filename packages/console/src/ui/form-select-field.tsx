// A labelled native select (Select) registered on a react-hook-form form, its message under it: what the edit
// dialogs wrote out field by field next to their text boxes (FormTextField).
import type { ReactNode } from 'react';
import type { FieldValues, Path, RegisterOptions, UseFormReturn } from 'react-hook-form';
import { Field, RequiredLabel } from './field';
import { Select, type SelectOption } from './select';

/** What FormSelectField takes. */
export interface FormSelectFieldProps<T extends FieldValues> {
  form: UseFormReturn<T>;
  name: Path<T>;
  id: string;
  label: string;
  required?: boolean;
  /** The choices after a 请选择 placeholder; without them, the `<option>` children. */
  options?: readonly SelectOption[];
  placeholder?: string;
  /** Whether the box carries aria-invalid (a red border when refused). */
  markInvalid?: boolean;
  /** The Field's class (e.g. col-span-2). */
  className?: string;
  disabled?: boolean;
  /** What react-hook-form's register takes besides the name (e.g. an onChange). */
  registerOptions?: RegisterOptions<T, Path<T>>;
  children?: ReactNode;
}

export function FormSelectField<T extends FieldValues>({
  form,
  name,
  id,
  label,
  required = false,
  options,
  placeholder,
  markInvalid = true,
  className,
  disabled,
  registerOptions,
  children,
}: FormSelectFieldProps<T>) {
  const { error } = form.getFieldState(name, form.formState);
  return (
    <Field
      label={required ? <RequiredLabel>{label}</RequiredLabel> : label}
      htmlFor={id}
      error={error?.message}
      className={className}
    >
      <Select
        id={id}
        options={options}
        placeholder={placeholder}
        disabled={disabled}
        {...(markInvalid ? { 'aria-invalid': Boolean(error) } : {})}
        {...form.register(name, registerOptions)}
      >
        {children}
      </Select>
    </Field>
  );
}
