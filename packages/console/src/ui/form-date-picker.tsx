// A react-hook-form field shown as the zh-CN DatePicker (issue #18) or, of kind 'datetime', DateTimePicker (issue
// #28): the form keeps the same YYYY-MM-DD (YYYY-MM, YYYY-MM-DDTHH:mm) string a native date (month, datetime-local)
// box gave it, and the picker's box takes the form's focus on an error and its touched state.
import type { FieldValues } from 'react-hook-form';
import { DatePicker, type DateKind, type DatePickerProps } from './date-picker';
import { DateTimePicker } from './date-time-picker';
import { FormField, type FormFieldProps } from './form-field';

/** A day, a month or a date-time (YYYY-MM-DDTHH:mm). */
type FormDateKind = DateKind | 'datetime';

export type FormDatePickerProps<T extends FieldValues> = FormFieldProps<T> &
  Omit<DatePickerProps, 'value' | 'onChange' | 'onBlur' | 'ref' | 'name' | 'kind'> & { kind?: FormDateKind };

export function FormDatePicker<T extends FieldValues>({
  control,
  name,
  onChange,
  kind = 'day',
  ...props
}: FormDatePickerProps<T>) {
  return (
    <FormField
      control={control}
      name={name}
      onChange={onChange}
      render={({ invalid, ...field }) =>
        kind === 'datetime' ? (
          <DateTimePicker className="w-full" inputClassName="h-9" invalid={invalid} {...props} {...field} />
        ) : (
          <DatePicker className="w-full" inputClassName="h-9" kind={kind} invalid={invalid} {...props} {...field} />
        )
      }
    />
  );
}
