// A react-hook-form field shown as the zh-CN DatePicker (issue #18): the form keeps the same YYYY-MM-DD (or YYYY-MM)
// string a native date box gave it, and the picker's box takes the form's focus on an error and its touched state.
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { DatePicker, type DatePickerProps } from './date-picker';

export function FormDatePicker<T extends FieldValues>({
  control,
  name,
  onChange,
  ...props
}: {
  control: Control<T>;
  name: FieldPath<T>;
  /** Besides storing the value (what a register(…, { onChange }) did). */
  onChange?: (value: string) => void;
} & Omit<DatePickerProps, 'value' | 'onChange' | 'onBlur' | 'ref' | 'name'>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <DatePicker
          className="w-full"
          inputClassName="h-9"
          invalid={fieldState.invalid}
          {...props}
          ref={field.ref}
          name={field.name}
          value={(field.value as string | null | undefined) ?? ''}
          onChange={(v) => {
            field.onChange(v);
            onChange?.(v);
          }}
          onBlur={field.onBlur}
        />
      )}
    />
  );
}
