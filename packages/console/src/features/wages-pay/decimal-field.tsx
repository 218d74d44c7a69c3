// A labelled decimal input bound to a react-hook-form field (amounts, days), with its error under it.
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { Field, RequiredLabel } from '@/ui/field';
import { Input } from '@/ui/input';

export function DecimalField<T extends FieldValues>({
  form,
  name,
  id,
  label,
  required = false,
  placeholder,
}: {
  form: UseFormReturn<T>;
  name: Path<T>;
  id: string;
  label: string;
  required?: boolean;
  placeholder?: string;
}) {
  const error = form.getFieldState(name, form.formState).error;
  return (
    <Field label={required ? <RequiredLabel>{label}</RequiredLabel> : label} htmlFor={id} error={error?.message}>
      <Input
        id={id}
        inputMode="decimal"
        placeholder={placeholder}
        aria-invalid={Boolean(error)}
        {...form.register(name)}
      />
    </Field>
  );
}
