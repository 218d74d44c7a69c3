// A chooser in a screen's bar (组织, 项目 …): its label, then the searchable Combobox it names; a choice is applied
// at once by `onChange`.
import { Combobox, type ComboboxProps } from './combobox';

export function BarCombobox({
  id,
  label,
  labelClassName = 'text-gray-500',
  ...props
}: Pick<
  ComboboxProps,
  'label' | 'value' | 'onChange' | 'options' | 'emptyLabel' | 'showEmpty' | 'disabled' | 'className'
> & {
  id: string;
  /** The label's class (`ml-2 text-gray-500` after another chooser). */
  labelClassName?: string;
}) {
  return (
    <>
      <label htmlFor={id} className={labelClassName}>
        {label}
      </label>
      <Combobox id={id} label={label} {...props} />
    </>
  );
}
