// What the 值班配置 tab (config-page.tsx) and the 考勤规则 tab (attendance-rules.tsx) share: the 状态 and 最后修改
// columns of their lists, and their dialogs' 项目 and 状态 fields.
import type { ColumnDef } from '@tanstack/react-table';
import type { FieldValues, Path, UseFormRegisterReturn, UseFormReturn } from 'react-hook-form';
import { formatDate } from '@/lib/dates';
import { Field, RequiredLabel } from '@/ui/field';
import { Select, type SelectOption } from '@/ui/select';
import { StatusTag } from '@/ui/status-tag';
import { FormCombobox } from '@/ui/form-combobox';
import { CONFIG_STATUS } from './duty-model';

interface Maintained {
  status?: number | undefined;
  updateBy?: string | undefined;
  updateTime?: string | undefined;
}

/** 状态 (启用 / 停用) and 最后修改 (who, when), in that order. */
export function maintainedColumns<T extends Maintained>(): ColumnDef<T, unknown>[] {
  return [
    {
      id: 'status',
      header: '状态',
      cell: ({ row }) => <StatusTag table={CONFIG_STATUS} value={row.original.status} />,
    },
    {
      id: 'updated',
      header: '最后修改',
      cell: ({ row }) => (
        <div className="flex flex-col whitespace-nowrap text-xs">
          <span>{row.original.updateBy ?? '—'}</span>
          <span className="text-gray-400">{formatDate(row.original.updateTime, 'minute')}</span>
        </div>
      ),
    },
  ];
}

/** What the 值班配置 and 考勤规则 dialogs take besides the record they edit (none: 新增). */
export interface ScopedDialogProps {
  /** The projects offered in 项目. */
  projectOptions: { value: string; label: string }[];
  /** The project a new record starts in (the one the screen shows). */
  defaultProject: number | undefined;
  onClose: () => void;
}

/** The required 项目 select of a dialog (searchable), the form's field `name`. */
export function ProjectField<F extends FieldValues>({
  id,
  options,
  form,
  name,
  onChange,
}: {
  id: string;
  options: readonly SelectOption[];
  form: UseFormReturn<F>;
  name: Path<F>;
  /** Besides storing the value. */
  onChange?: (value: string) => void;
}) {
  return (
    <Field
      label={<RequiredLabel>项目</RequiredLabel>}
      htmlFor={id}
      error={form.getFieldState(name, form.formState).error?.message}
    >
      <FormCombobox
        control={form.control}
        name={name}
        id={id}
        label="项目"
        options={options}
        required
        onChange={onChange}
      />
    </Field>
  );
}

/** The 状态 select of a dialog: 启用 or 停用. */
export function StatusField({ id, field }: { id: string; field: UseFormRegisterReturn }) {
  return (
    <Field label="状态" htmlFor={id}>
      <Select id={id} {...field}>
        <option value="1">启用</option>
        <option value="0">停用</option>
      </Select>
    </Field>
  );
}
