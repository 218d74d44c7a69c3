// A row of radio buttons bound to a react-hook-form field (a small choice such as 通过 / 退回).
import type { UseFormRegisterReturn, UseFormReturn } from 'react-hook-form';
import { cn } from '@/lib/cn';
import { FormTextField } from '@/ui/form-text-field';

export function RadioChoice({
  legend,
  options,
  register,
  error,
}: {
  legend: string;
  options: readonly { value: string; label: string }[];
  register: UseFormRegisterReturn;
  error?: string | undefined;
}) {
  return (
    <fieldset className="flex flex-col gap-1" aria-invalid={Boolean(error)}>
      <legend className="mb-1 text-sm text-gray-700">
        <span aria-hidden className="mr-0.5 text-danger">
          *
        </span>
        {legend}
      </legend>
      <div className="flex flex-wrap gap-4">
        {options.map((o) => (
          <label key={o.value} className="flex cursor-pointer items-center gap-1.5 text-sm text-gray-800">
            <input type="radio" value={o.value} className="accent-primary" {...register} />
            {o.label}
          </label>
        ))}
      </div>
      <p role={error ? 'alert' : undefined} className={cn('min-h-4 text-xs leading-4 text-danger')}>
        {error ?? ''}
      </p>
    </fieldset>
  );
}

/** 通过 / 退回 and the opinion under it, which 退回 requires (复查, 处置审批). */
export function ResultOpinionFields({
  form,
  legend,
  options,
  label,
  id,
  placeholder,
}: {
  form: UseFormReturn<{ result: '1' | '2'; opinion: string }>;
  legend: string;
  options: readonly { value: string; label: string }[];
  label: string;
  id: string;
  placeholder: string;
}) {
  const { errors } = form.formState;
  return (
    <>
      <RadioChoice
        legend={legend}
        options={options}
        register={form.register('result')}
        error={errors.result?.message}
      />
      <FormTextField form={form} name="opinion" id={id} label={label} placeholder={placeholder} rows={0} />
    </>
  );
}
