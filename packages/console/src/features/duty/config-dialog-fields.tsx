// The parts of the 值班配置 dialog (config-dialog.tsx): its first rows (项目, 值班人员, 值班类型, 状态), its two checkbox groups (值班日 and
// 须巡查楼栋/区域) and the confirmation shown when the check finds conflicts.
import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Controller, type Control, type UseFormReturn } from 'react-hook-form';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { Field, RequiredLabel } from '@/ui/field';
import { FormCombobox } from '@/ui/form-combobox';
import { Select } from '@/ui/select';
import { ProjectField, StatusField } from './config-parts';
import type { ConfigFormValues } from './duty-model';
import { dutyUsersQuery } from './duty-queries';
import type { Conflicts } from './use-config-save';

export type ConfigForm = ConfigFormValues & { projectId: string };

/** The dialog's first rows: 项目 (choosing one clears 值班人员 and the buildings), 值班人员, 值班类型 and 状态. */
export function PlanHeadFields({
  form,
  projectOptions,
  projectId,
}: {
  form: UseFormReturn<ConfigForm>;
  projectOptions: { value: string; label: string }[];
  projectId: number;
}) {
  return (
    <div className="grid grid-cols-2 gap-x-4">
      <ProjectField
        id="duty-projectId"
        options={projectOptions}
        form={form}
        name="projectId"
        onChange={() => {
          form.setValue('userId', '');
          form.setValue('buildingIds', []);
        }}
      />
      <DutyUserField form={form} projectId={projectId} />
      <Field label={<RequiredLabel>值班类型</RequiredLabel>} htmlFor="duty-dutyType">
        <Select id="duty-dutyType" {...form.register('dutyType')}>
          <option value="1">值班</option>
          <option value="2">带班</option>
        </Select>
      </Field>
      <StatusField id="duty-status" field={form.register('status')} />
    </div>
  );
}

/** The required 值班人员 of the chosen project, each with its post and whether a helmet is bound. */
function DutyUserField({ form, projectId }: { form: UseFormReturn<ConfigForm>; projectId: number }) {
  const users = useQuery(dutyUsersQuery(projectId));
  return (
    <Field
      label={<RequiredLabel>值班人员</RequiredLabel>}
      htmlFor="duty-userId"
      error={form.formState.errors.userId?.message}
    >
      <FormCombobox
        control={form.control}
        name="userId"
        id="duty-userId"
        label="值班人员"
        emptyLabel={projectId ? '请选择' : '请先选择项目'}
        options={(users.data ?? []).map((u) => ({
          value: String(u.userId),
          label: `${u.userName}${u.postName ? `（${u.postName}）` : ''}${u.hatBound === false ? ' · 未绑定安全帽' : ''}`,
        }))}
        required
      />
    </Field>
  );
}

/** A row of checkboxes storing the checked items' numbers in the form's `name` (值班日, 须巡查楼栋). */
export function CheckGroupField({
  control,
  name,
  id,
  label,
  groupLabel,
  error,
  items,
  before,
}: {
  control: Control<ConfigForm>;
  name: 'weekDays' | 'buildingIds';
  id: string;
  label: ReactNode;
  groupLabel: string;
  error?: string | undefined;
  items: { value: number; label: string }[];
  /** Shown ahead of the boxes (the hint when there is nothing to check yet). */
  before?: ReactNode;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Field label={label} htmlFor={id} error={error}>
          <div id={id} role="group" aria-label={groupLabel} className="flex flex-wrap gap-3 py-1">
            {before}
            {items.map((item) => (
              <label key={item.value} className="flex items-center gap-1 text-sm text-gray-700">
                <input
                  type="checkbox"
                  checked={field.value.includes(item.value)}
                  onChange={(e) =>
                    field.onChange(
                      e.target.checked ? [...field.value, item.value] : field.value.filter((v) => v !== item.value),
                    )
                  }
                />
                {item.label}
              </label>
            ))}
          </div>
        </Field>
      )}
    />
  );
}

/** 值班配置校验未通过: the check's message and each conflict, with 仍然提交 to save anyway. */
export function ConflictsDialog({
  conflicts,
  onDismiss,
  onConfirm,
}: {
  conflicts: Conflicts | null;
  onDismiss: () => void;
  onConfirm: () => void;
}) {
  return (
    <ConfirmDialog
      open={conflicts !== null}
      onOpenChange={(o) => !o && onDismiss()}
      title="值班配置校验未通过"
      confirmText="仍然提交"
      message={
        <span className="flex flex-col gap-2">
          <span>{conflicts?.message}</span>
          <span className="flex flex-col gap-1">
            {conflicts?.reasons.map((r) => (
              <span key={r} className="rounded bg-warning/10 px-2 py-1 text-xs text-warning">
                {r}
              </span>
            ))}
          </span>
        </span>
      }
      onConfirm={onConfirm}
    />
  );
}
