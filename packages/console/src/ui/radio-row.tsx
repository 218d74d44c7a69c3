// A row of radio buttons bound to one react-hook-form field, each a label beside its box, under a legend (a small
// choice such as 确认 / 退回).
import type { UseFormRegisterReturn } from 'react-hook-form';

export function RadioRow({
  legend,
  legendClassName,
  className,
  options,
  register,
}: {
  legend: string;
  /** The legend's class (`sr-only` keeps it for screen readers only). */
  legendClassName: string;
  /** The fieldset's class. */
  className: string;
  options: readonly { value: string; label: string }[];
  register: UseFormRegisterReturn;
}) {
  return (
    <fieldset className={className}>
      <legend className={legendClassName}>{legend}</legend>
      {options.map((o) => (
        <label key={o.value} className="flex items-center gap-2">
          <input type="radio" value={o.value} {...register} />
          {o.label}
        </label>
      ))}
    </fieldset>
  );
}
