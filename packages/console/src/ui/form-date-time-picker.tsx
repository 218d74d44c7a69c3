// A react-hook-form field shown as the zh-CN DateTimePicker (issue #28): the form keeps the same YYYY-MM-DDTHH:mm
// string a native datetime-local box gave it, and the picker's box takes the form's focus on an error and its
// touched state.
import type { FieldValues } from 'react-hook-form';
import { DateTimePicker, type DateTimePickerProps } from './date-time-picker';
import { FormField, type FormFieldProps } from './form-field';

export function FormDateTimePicker<T extends FieldValues>({
  control,
  name,
  onChange,
  ...props
}: FormFieldProps<T> & Omit<DateTimePickerProps, 'value' | 'onChange' | 'onBlur' | 'ref' | 'name'>) {
  return (
    <FormField
      control={control}
      name={name}
      onChange={onChange}
      render={({ invalid, ...field }) => (
        <DateTimePicker className="w-full" inputClassName="h-9" invalid={invalid} {...props} {...field} />
      )}
    />
  );
}
