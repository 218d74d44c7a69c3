// A check box registered on a react-hook-form form with its text beside it, both in one label: what the edit dialogs
// wrote out for 启用 and the like.
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';

/** What FormCheckbox takes. */
export interface FormCheckboxProps<T extends FieldValues> {
  form: UseFormReturn<T>;
  name: Path<T>;
  label: string;
}

export function FormCheckbox<T extends FieldValues>({ form, name, label }: FormCheckboxProps<T>) {
  return (
    <label className="flex items-center gap-2 text-sm text-gray-700">
      <input type="checkbox" {...form.register(name)} />
      {label}
    </label>
  );
}
