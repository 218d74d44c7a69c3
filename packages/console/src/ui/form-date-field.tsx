// A labelled date picker (FormDatePicker) on a react-hook-form form, its message under it: what the edit dialogs
// wrote out field by field beside their text boxes (FormTextField) and searchable selects (FormComboboxField).
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import type { DatePickerProps } from './date-picker';
import { Field, RequiredLabel } from './field';
import { FormDatePicker } from './form-date-picker';

export function FormDateField<T extends FieldValues>({
  form,
  name,
  id,
  label,
  required = false,
  className,
  ...picker
}: {
  form: UseFormReturn<T>;
  name: Path<T>;
  id: string;
  label: string;
  required?: boolean;
  /** The Field's class (e.g. col-span-2). */
  className?: string;
} & Pick<DatePickerProps, 'kind' | 'min'>) {
  const { error } = form.getFieldState(name, form.formState);
  return (
    <Field
      label={required ? <RequiredLabel>{label}</RequiredLabel> : label}
      htmlFor={id}
      error={error?.message}
      className={className}
    >
      <FormDatePicker control={form.control} name={name} id={id} {...picker} />
    </Field>
  );
}
