// A labelled searchable select (FormCombobox) on a react-hook-form form with its message under it: the label names
// the field for the combobox too, a required one marked with the red asterisk.
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { Field, RequiredLabel } from './field';
import { FormCombobox, type FieldComboboxProps } from './form-combobox';
import type { FormFieldProps } from './form-field';

/** What FormComboboxField takes. */
export type FormComboboxFieldProps<T extends FieldValues> = {
  form: UseFormReturn<T>;
  name: Path<T>;
  id: string;
  label: string;
  required?: boolean;
} & Pick<FieldComboboxProps, 'options' | 'disabled' | 'emptyLabel'> &
  Pick<FormFieldProps<T>, 'onChange'>;

export function FormComboboxField<T extends FieldValues>({
  form,
  name,
  id,
  label,
  required = false,
  ...props
}: FormComboboxFieldProps<T>) {
  const { error } = form.getFieldState(name, form.formState);
  return (
    <Field label={required ? <RequiredLabel>{label}</RequiredLabel> : label} htmlFor={id} error={error?.message}>
      <FormCombobox control={form.control} name={name} id={id} label={label} required={required} {...props} />
    </Field>
  );
}

/** The options, with the record's own value added under its own name when the picker no longer offers it. */
export function withCurrentOption<O extends { value: string; label: string }>(
  options: O[],
  value: number | undefined,
  label: string | undefined,
): (O | { value: string; label: string })[] {
  return value && !options.some((o) => o.value === String(value))
    ? [...options, { value: String(value), label: label ?? String(value) }]
    : options;
}
