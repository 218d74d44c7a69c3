// 姓名, 身份证号 and 手机号 of a person form (the worker roster, the blacklist): the ID card cannot change once the record
// exists, so it is read-only (greyed) when editing.
import type { UseFormReturn } from 'react-hook-form';
import { FormTextField } from '@/ui/form-text-field';

type Identity = { name: string; id_card: string; mobile: string };

export function IdentityFields<F extends Identity>({
  form,
  ids,
  required = false,
  editing,
  mobilePlaceholder,
  describedByError = false,
}: {
  form: UseFormReturn<F>;
  /** The boxes' ids: name, ID card, mobile. */
  ids: readonly [string, string, string];
  required?: boolean;
  editing: boolean;
  mobilePlaceholder: string;
  /** Whether each box names its message (`<id>-error`) as its description. */
  describedByError?: boolean;
}) {
  // The three fields exist on every form using this block; react-hook-form's path types cannot see that generically.
  const f = form as unknown as UseFormReturn<Identity>;
  const [nameId, cardId, mobileId] = ids;
  const boxes = [
    ['name', nameId, '姓名', '请输入姓名'],
    ['id_card', cardId, '身份证号', '15 或 18 位身份证号'],
    ['mobile', mobileId, '手机号', mobilePlaceholder],
  ] as const;
  return boxes.map(([name, id, label, placeholder]) => (
    <FormTextField
      key={name}
      form={f}
      name={name}
      id={id}
      label={label}
      required={required}
      placeholder={placeholder}
      readOnly={editing && name === 'id_card'}
      boxClassName={editing && name === 'id_card' ? 'bg-gray-50 text-gray-500' : undefined}
      describedBy={describedByError ? `${id}-error` : undefined}
    />
  ));
}
