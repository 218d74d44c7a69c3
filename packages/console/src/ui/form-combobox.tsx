// The searchable select (issue #18) as a form field, for the long server lists of the dialogs and forms (项目, 参建单位,
// 班组, 人员…): FormCombobox for a react-hook-form field, FieldCombobox for a value a dialog holds in its own state.
// The form keeps the same string a native select gave it ('' for no choice); the button takes the form's focus on an
// error, aria-invalid while refused, and the full width and height of the form's inputs.
import type { FieldValues } from 'react-hook-form';
import { cn } from '@/lib/cn';
import { Combobox, type ComboboxProps } from './combobox';
import { FormField, type FormFieldProps } from './form-field';

export type FieldComboboxProps = Omit<ComboboxProps, 'showEmpty' | 'modal'> & {
  /** A required field lists its empty entry only while it has no value. */
  required?: boolean;
};

/** Combobox styled and behaving as a form's field (empty entry 请选择 unless told, usable inside a modal dialog). */
export function FieldCombobox({
  required = false,
  value,
  emptyLabel = '请选择',
  className,
  ...props
}: FieldComboboxProps) {
  return (
    <Combobox
      modal
      value={value}
      emptyLabel={emptyLabel}
      showEmpty={!required || value === ''}
      className={cn('h-9 w-full px-3', className)}
      {...props}
    />
  );
}

export function FormCombobox<T extends FieldValues>({
  control,
  name,
  onChange,
  ...props
}: FormFieldProps<T> & { id: string } & Omit<FieldComboboxProps, 'value' | 'onChange' | 'onBlur' | 'ref' | 'invalid'>) {
  return (
    <FormField
      control={control}
      name={name}
      onChange={onChange}
      render={({ name: _name, ...field }) => <FieldCombobox {...props} {...field} />}
    />
  );
}
