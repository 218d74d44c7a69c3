// A labelled date, month or date-time picker (FormDatePicker) on a react-hook-form form, its message under it: what
// the edit dialogs wrote out field by field beside their text boxes (FormTextField) and searchable selects
// (FormComboboxField).
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { Field, RequiredLabel } from './field';
import { FormDatePicker, type FormDatePickerProps } from './form-date-picker';

/** What FormDateField takes. */
export type FormDateFieldProps<T extends FieldValues> = {
  form: UseFormReturn<T>;
  name: Path<T>;
  id: string;
  label: string;
  required?: boolean;
  /** The Field's class (e.g. col-span-2). */
  className?: string;
  /** The message shown while the field itself has none (a rule the form checks apart). */
  error?: string | undefined;
} & Pick<FormDatePickerProps<T>, 'kind' | 'min' | 'onChange' | 'aria-describedby'>;

export function FormDateField<T extends FieldValues>({
  form,
  name,
  id,
  label,
  required = false,
  className,
  error,
  ...picker
}: FormDateFieldProps<T>) {
  const state = form.getFieldState(name, form.formState);
  return (
    <Field
      label={required ? <RequiredLabel>{label}</RequiredLabel> : label}
      htmlFor={id}
      error={state.error?.message ?? error}
      className={className}
    >
      <FormDatePicker control={form.control} name={name} id={id} {...picker} />
    </Field>
  );
}
