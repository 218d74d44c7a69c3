// A react-hook-form field shown as the zh-CN DatePicker (issue #18): the form keeps the same YYYY-MM-DD (or YYYY-MM)
// string a native date box gave it, and the picker's box takes the form's focus on an error and its touched state.
import type { FieldValues } from 'react-hook-form';
import { DatePicker, type DatePickerProps } from './date-picker';
import { FormField, type FormFieldProps } from './form-field';

export function FormDatePicker<T extends FieldValues>({
  control,
  name,
  onChange,
  ...props
}: FormFieldProps<T> & Omit<DatePickerProps, 'value' | 'onChange' | 'onBlur' | 'ref' | 'name'>) {
  return (
    <FormField
      control={control}
      name={name}
      onChange={onChange}
      render={({ invalid, ...field }) => (
        <DatePicker className="w-full" inputClassName="h-9" invalid={invalid} {...props} {...field} />
      )}
    />
  );
}
