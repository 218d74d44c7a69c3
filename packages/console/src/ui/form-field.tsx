// A react-hook-form field handed to a control that takes a string value (the date picker, the searchable select):
// what FormDatePicker and FormCombobox share. The form keeps the string a native input gave it ('' for none); the
// control gets the form's ref (focused on an error), its blur (touched) and whether the field is refused.
import type { ReactElement } from 'react';
import { Controller, type Control, type FieldPath, type FieldValues, type RefCallBack } from 'react-hook-form';

export interface FieldBinding {
  ref: RefCallBack;
  name: string;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  invalid: boolean;
}

/** What a form control wrapper (FormDatePicker, FormCombobox) is told of its field. */
export interface FormFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: FieldPath<T>;
  /** Besides storing the value (what a register(…, { onChange }) did). */
  onChange?: ((value: string) => void) | undefined;
}

export function FormField<T extends FieldValues>({
  control,
  name,
  onChange,
  render,
}: FormFieldProps<T> & { render: (field: FieldBinding) => ReactElement }) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) =>
        render({
          ref: field.ref,
          name: field.name,
          value: field.value == null ? '' : String(field.value as string | number),
          onChange: (v) => {
            field.onChange(v);
            onChange?.(v);
          },
          onBlur: field.onBlur,
          invalid: fieldState.invalid,
        })
      }
    />
  );
}
