// 登记隐患 (addTrouble): the hazard found at a point — its category (a leaf of the category tree), optionally the
// point's check item (which brings its level and default deadline), a description, the company, the person who must
// rectify it and by when. The task becomes 存在隐患 and the hazard 待整改.
import type { UseFormReturn } from 'react-hook-form';
import dayjs from 'dayjs';
import type { ComboboxOption } from '@/ui/combobox';
import { Field, RequiredLabel } from '@/ui/field';
import { FormSelectField } from '@/ui/form-select-field';
import { FormComboboxField } from '@/ui/form-combobox-field';
import { FormDateField } from '@/ui/form-date-field';
import { FormTextField } from '@/ui/form-text-field';
import { FormDialog } from '@/ui/form-dialog';
import { Select } from '@/ui/select';
import type { AddTroubleForm } from './grid-task-forms';
import { optionsOf, TROUBLE_LEVEL } from './grid-task-model';
import { positionUserOptions } from './grid-task-queries';
import { useAddTrouble } from './use-add-trouble';

type Form = UseFormReturn<AddTroubleForm>;
type State = ReturnType<typeof useAddTrouble>;

export function AddTroubleDialog(props: Parameters<typeof useAddTrouble>[0]) {
  const { form, dialog, tree, companies, positions, groups, items, pickItem } = useAddTrouble(props);
  return (
    <FormDialog {...dialog} title="登记隐患" width={640}>
      <div className="grid grid-cols-1 gap-x-4 sm:grid-cols-2">
        <CategoryItemFields form={form} loading={tree.isPending} groups={groups} items={items} onPickItem={pickItem} />
        <FormSelectField
          form={form}
          name="troubleLevel"
          id="at-level"
          label="隐患等级"
          required
          options={optionsOf(TROUBLE_LEVEL)}
        />
        <RectifyFields
          form={form}
          companies={companies.data ?? []}
          users={positionUserOptions(positions.data)}
          usersLoading={positions.isPending}
        />
      </div>
      <FormTextField
        form={form}
        name="description"
        id="at-description"
        label="隐患描述"
        required
        placeholder="请描述隐患位置与现状"
        rows={3}
      />
    </FormDialog>
  );
}

/** 隐患分类 (a leaf of the tree; changing it clears the item) and the category's 检查项 for the point. */
function CategoryItemFields({
  form,
  loading,
  groups,
  items,
  onPickItem,
}: {
  form: Form;
  loading: boolean;
  groups: State['groups'];
  items: State['items'];
  onPickItem: (id: string) => void;
}) {
  const { errors } = form.formState;
  const itemField = form.register('itemId');
  const categoryField = form.register('categoryId');
  return (
    <>
      <Field label={<RequiredLabel>隐患分类</RequiredLabel>} htmlFor="at-category" error={errors.categoryId?.message}>
        <Select
          id="at-category"
          aria-invalid={Boolean(errors.categoryId)}
          {...categoryField}
          onChange={(e) => {
            void categoryField.onChange(e);
            form.setValue('itemId', '');
          }}
        >
          <option value="">{loading ? '加载中…' : '请选择'}</option>
          {groups.map((g) => (
            <optgroup key={g.label} label={g.label}>
              {g.options.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </optgroup>
          ))}
        </Select>
      </Field>
      <Field label="检查项" htmlFor="at-item">
        <Select
          id="at-item"
          disabled={!items.length}
          {...itemField}
          onChange={(e) => {
            void itemField.onChange(e);
            onPickItem(e.target.value);
          }}
        >
          <option value="">{items.length ? '请选择（可不选）' : '该分类无点位检查项'}</option>
          {items.map((i) => (
            <option key={i.id} value={i.id}>
              {i.content}
            </option>
          ))}
        </Select>
      </Field>
    </>
  );
}

/** 整改期限 (from today on), 整改单位 and 整改责任人. */
function RectifyFields({
  form,
  companies,
  users,
  usersLoading,
}: {
  form: Form;
  companies: readonly ComboboxOption[];
  users: readonly ComboboxOption[];
  usersLoading: boolean;
}) {
  return (
    <>
      <FormDateField
        form={form}
        name="rectifyDeadline"
        id="at-deadline"
        label="整改期限"
        required
        min={dayjs().format('YYYY-MM-DD')}
      />
      <FormComboboxField form={form} name="companyId" id="at-company" label="整改单位" options={companies} />
      <FormComboboxField
        form={form}
        name="rectifyUserId"
        id="at-user"
        label="整改责任人"
        required
        emptyLabel={usersLoading ? '加载中…' : '请选择'}
        options={users}
      />
    </>
  );
}
