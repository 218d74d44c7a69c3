// 新增/编辑 of a 值班配置 (config-page.tsx): the plan's project, duty, days, hours and buildings, checked first.
import { useQuery } from '@tanstack/react-query';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod/mini';
import { FormDialog } from '@/ui/form-dialog';
import { RequiredLabel } from '@/ui/field';
import { FormDateField } from '@/ui/form-date-field';
import { FormFields, type FormFieldSpec } from '@/ui/form-fields';
import type { ScopedDialogProps } from './config-parts';
import { WEEK_DAYS, configFormValues, spanMinutes, toConfigBody, type DutyConfig } from './duty-model';
import { dutyBuildingsQuery } from './duty-queries';
import { CheckGroupField, ConflictsDialog, PlanHeadFields, type ConfigForm } from './config-dialog-fields';
import { useConfigSave } from './use-config-save';
import { editTitle } from '@/ui/save-form-dialog';

const TIME = /^\d{2}:\d{2}$/;

const configSchema = z
  .object({
    projectId: z.string().check(z.minLength(1, '请选择项目')),
    userId: z.string().check(z.minLength(1, '请选择值班人员')),
    dutyType: z.enum(['1', '2']),
    weekDays: z.array(z.number()).check(z.minLength(1, '请选择值班日')),
    startTime: z.string().check(z.regex(TIME, '请选择开始时间')),
    endTime: z.string().check(z.regex(TIME, '请选择结束时间')),
    minDurationMinutes: z.string().check(z.regex(/^(\d{1,4})?$/, '请输入整数分钟')),
    buildingIds: z.array(z.number()),
    effectiveStartDate: z.string(),
    effectiveEndDate: z.string(),
    status: z.enum(['0', '1']),
  })
  .check(
    z.refine((v) => !TIME.test(v.startTime) || !TIME.test(v.endTime) || spanMinutes(v.startTime, v.endTime) > 0, {
      message: '结束时间须晚于开始时间',
      path: ['endTime'],
    }),
    z.refine(
      (v) =>
        !v.minDurationMinutes ||
        !TIME.test(v.startTime) ||
        !TIME.test(v.endTime) ||
        Number(v.minDurationMinutes) <= spanMinutes(v.startTime, v.endTime),
      { message: '最短时长不能超过值班时段', path: ['minDurationMinutes'] },
    ),
    z.refine((v) => !v.effectiveStartDate || !v.effectiveEndDate || v.effectiveStartDate <= v.effectiveEndDate, {
      message: '生效结束日期不能早于开始日期',
      path: ['effectiveEndDate'],
    }),
  );

/** The duty hours and the shortest duty (ids duty-…). */
const TIME_FIELDS: FormFieldSpec<ConfigForm>[] = [
  { name: 'startTime', label: '开始时间', required: true, type: 'time' },
  { name: 'endTime', label: '结束时间', required: true, type: 'time' },
  {
    name: 'minDurationMinutes',
    id: 'minDuration',
    label: '最短时长（分钟）',
    inputMode: 'numeric',
    placeholder: '不足判为未达标',
  },
];

export function ConfigDialog({
  config,
  projectOptions,
  defaultProject,
  onClose,
}: ScopedDialogProps & { config: DutyConfig | undefined }) {
  const form = useForm<ConfigForm>({
    resolver: zodResolver(configSchema),
    defaultValues: { ...configFormValues(config), projectId: defaultProject ? String(defaultProject) : '' },
  });
  const projectId = Number(useWatch({ control: form.control, name: 'projectId' })) || 0;
  const buildings = useQuery(dutyBuildingsQuery(projectId));
  const saving = useConfigSave(onClose);
  const { errors } = form.formState;
  const submit = form.handleSubmit((v) => saving.check(toConfigBody(Number(v.projectId), v, config?.id)));
  return (
    <>
      <FormDialog
        open
        onOpenChange={(o) => !o && onClose()}
        title={editTitle('值班配置', config, (r) => r.userName)}
        submitting={saving.submitting}
        onSubmit={submit}
        width={640}
      >
        <PlanHeadFields form={form} projectOptions={projectOptions} projectId={projectId} />
        <CheckGroupField
          control={form.control}
          name="weekDays"
          id="duty-weekDays"
          label={<RequiredLabel>值班日</RequiredLabel>}
          groupLabel="值班日"
          error={errors.weekDays?.message}
          items={WEEK_DAYS.map((label, i) => ({ value: i + 1, label }))}
        />
        <FormFields className="grid grid-cols-3 gap-x-4" form={form} idPrefix="duty-" fields={TIME_FIELDS} />
        <CheckGroupField
          control={form.control}
          name="buildingIds"
          id="duty-buildings"
          label="须巡查楼栋/区域"
          groupLabel="须巡查楼栋"
          items={(buildings.data ?? []).map((b) => ({ value: b.buildingId, label: b.buildingName }))}
          before={!projectId ? <span className="text-sm text-gray-400">请先选择项目</span> : null}
        />
        <div className="grid grid-cols-2 gap-x-4">
          <FormDateField form={form} name="effectiveStartDate" id="duty-effStart" label="生效开始日期" />
          <FormDateField form={form} name="effectiveEndDate" id="duty-effEnd" label="生效结束日期" />
        </div>
      </FormDialog>
      <ConflictsDialog conflicts={saving.conflicts} onDismiss={saving.dismiss} onConfirm={saving.confirm} />
    </>
  );
}
