// The fields of an edit dialog as data, drawn in their order by one loop: text boxes (FormTextField, the default),
// native selects (FormSelectField), date pickers (FormDateField), searchable selects (FormComboboxField) and check
// boxes (FormCheckbox). A field left out for the record at hand is written as `false`. A field's id is the dialog's
// `idPrefix` followed by the field's own `id`, or by its name when it gives none. With a `className` the fields stand
// in a div of that class (the dialog's grid).
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { FormCheckbox, type FormCheckboxProps } from './form-checkbox';
import { FormComboboxField, type FormComboboxFieldProps } from './form-combobox-field';
import { FormDateField, type FormDateFieldProps } from './form-date-field';
import { FormSelectField, type FormSelectFieldProps } from './form-select-field';
import { FormTextField, type FormTextFieldProps } from './form-text-field';

/** What a control's component takes but the form, its id (after the prefix) optional. */
type Spec<P> = Omit<P, 'form' | 'id'> & { id?: string };

/** One field: which control it is drawn `as` and what that control's component takes. */
export type FormFieldSpec<T extends FieldValues> =
  | ({ as?: 'text' } & Spec<FormTextFieldProps<T>>)
  | ({ as: 'select' } & Spec<FormSelectFieldProps<T>>)
  | ({ as: 'date' } & Spec<FormDateFieldProps<T>>)
  | ({ as: 'combobox' } & Spec<FormComboboxFieldProps<T>>)
  | ({ as: 'check' } & Omit<FormCheckboxProps<T>, 'form'>);

export function FormFields<T extends FieldValues>({
  form,
  idPrefix = '',
  className,
  fields,
}: {
  form: UseFormReturn<T>;
  /** What every field's id starts with (its own id, or else its name, follows). */
  idPrefix?: string;
  /** The class of a div around the fields (e.g. a grid); without it they stand in the parent. */
  className?: string;
  fields: readonly (FormFieldSpec<T> | false)[];
}) {
  /** The spec's props without its `as`, with its whole id. */
  const propsOf = <S extends { as?: string; name: string; id?: string }>({ as: _as, ...props }: S) => ({
    ...props,
    id: `${idPrefix}${props.id ?? props.name}`,
  });
  const drawn = fields.map((field) => {
    if (!field) return null;
    switch (field.as) {
      case 'select':
        return <FormSelectField key={field.name} form={form} {...propsOf(field)} />;
      case 'date':
        return <FormDateField key={field.name} form={form} {...propsOf(field)} />;
      case 'combobox':
        return <FormComboboxField key={field.name} form={form} {...propsOf(field)} />;
      case 'check':
        return <FormCheckbox key={field.name} form={form} name={field.name} label={field.label} />;
      default:
        return <FormTextField key={field.name} form={form} {...propsOf(field)} />;
    }
  });
  return className ? <div className={className}>{drawn}</div> : drawn;
}
