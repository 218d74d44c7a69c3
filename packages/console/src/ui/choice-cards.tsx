// A required choice among a few options shown as bordered cards (a radio button and its label each, the chosen one
// highlighted), bound to one react-hook-form field, with its validation message: 批准 / 驳回, 通过 / 退回 ….
import type { UseFormRegisterReturn } from 'react-hook-form';
import { cn } from '@/lib/cn';
import { RequiredLabel } from './field';
import { FieldMessage } from './field-message';

/** One card: the radio button and its label, highlighted when it is the chosen value. */
export function ChoiceCard({
  value,
  label,
  chosen,
  register,
}: {
  value: string;
  label: string;
  chosen: string;
  register: UseFormRegisterReturn;
}) {
  return (
    <label
      className={cn(
        'flex cursor-pointer items-center gap-2 rounded border px-3 py-1.5 text-sm',
        chosen === value ? 'border-primary bg-primary-soft text-primary' : 'border-line',
      )}
    >
      <input type="radio" value={value} {...register} />
      {label}
    </label>
  );
}

export function ChoiceCards({
  legend,
  options,
  chosen,
  register,
  error,
  className,
  legendClassName,
  rowClassName,
}: {
  legend: string;
  options: readonly { value: string; label: string }[];
  chosen: string;
  register: UseFormRegisterReturn;
  error: string | undefined;
  /** The fieldset's class. */
  className?: string;
  legendClassName: string;
  /** The class of the row holding the cards. */
  rowClassName: string;
}) {
  return (
    <fieldset className={className}>
      <legend className={legendClassName}>
        <RequiredLabel>{legend}</RequiredLabel>
      </legend>
      <div className={rowClassName}>
        {options.map((o) => (
          <ChoiceCard key={o.value} value={o.value} label={o.label} chosen={chosen} register={register} />
        ))}
      </div>
      <FieldMessage error={error} className="min-h-4 text-xs text-danger" />
    </fieldset>
  );
}
