// The fields 申请作业许可 and 新增作业记录 share: 项目 (when the user is not inside one project) and 施工区域 of it.
import type { Control, FieldValues, Path, UseFormRegisterReturn } from 'react-hook-form';
import { Field, RequiredLabel } from '@/ui/field';
import { FormCombobox } from '@/ui/form-combobox';
import { Select } from '@/ui/select';
import type { Option } from './use-org-options';

export function ProjectField<T extends FieldValues>({
  control,
  name,
  id,
  error,
  projects,
  onChange,
}: {
  control: Control<T>;
  name: Path<T>;
  id: string;
  error: string | undefined;
  projects: Option[];
  onChange: () => void;
}) {
  return (
    <Field label={<RequiredLabel>项目</RequiredLabel>} htmlFor={id} error={error} className="col-span-2">
      <FormCombobox
        control={control}
        name={name}
        id={id}
        label="项目"
        options={projects}
        required
        onChange={onChange}
      />
    </Field>
  );
}

export function AreaField({
  id,
  error,
  chosenProject,
  areas,
  registration,
}: {
  id: string;
  error: string | undefined;
  chosenProject: number | undefined;
  areas: Option[] | undefined;
  registration: UseFormRegisterReturn;
}) {
  return (
    <Field label={<RequiredLabel>施工区域</RequiredLabel>} htmlFor={id} error={error}>
      <Select
        id={id}
        placeholder={chosenProject ? '请选择' : '请先选择项目'}
        options={areas ?? []}
        aria-invalid={Boolean(error)}
        {...registration}
      />
    </Field>
  );
}
