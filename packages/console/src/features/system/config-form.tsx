// 项目配置 · the configuration editor and its form (moved out of config-page.tsx).
import { type ReactNode } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useForm, type UseFormReturn } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { RotateCcw, Save } from 'lucide-react';
import { toast } from 'sonner';
import type { components } from '@site/sdk';
import { api } from '@/platform/api';
import { formatDate } from '@/lib/dates';
import { TOAST_MS } from '@/lib/constants';
import { Button } from '@/ui/button';
import { Field } from '@/ui/field';
import { FormTextField } from '@/ui/form-text-field';
import { Input } from '@/ui/input';
import { Loading } from '@/ui/loading';
import { singleConfigQuery } from './system-queries';
import { configBody, configForm, configSchema, type ConfigForm } from './system-rules';
import { LoadFailed } from '@/ui/retry-failed';

type Config = components['schemas']['OrgSingleConfig'];

export function ConfigEditor({
  projectId,
  canEdit,
  onReset,
  onSaved,
}: {
  projectId: number;
  canEdit: boolean;
  onReset: (c: Config) => void;
  onSaved: () => void;
}) {
  const config = useQuery(singleConfigQuery(projectId));
  if (config.isPending) return <Loading />;
  if (config.isError || !config.data)
    return <LoadFailed className="flex-col py-10" error={config.error} fallback="配置加载失败" />;
  return (
    <ConfigFormView
      key={`${config.data.id ?? 0}-${config.data.update_time ?? ''}`}
      config={config.data}
      projectId={projectId}
      canEdit={canEdit}
      onReset={onReset}
      onSaved={onSaved}
    />
  );
}

function ConfigFormView({
  config,
  projectId,
  canEdit,
  onReset,
  onSaved,
}: {
  config: Config;
  projectId: number;
  canEdit: boolean;
  onReset: (c: Config) => void;
  onSaved: () => void;
}) {
  const form = useForm<ConfigForm>({ resolver: zodResolver(configSchema), defaultValues: configForm(config) });
  const save = useMutation({
    mutationFn: (v: ConfigForm) => api.POST('/pc/config/single/edit', { body: configBody(projectId, v) }),
    onSuccess: (env) => {
      toast.success(env.msg || '配置已保存', { duration: TOAST_MS });
      onSaved();
    },
  });
  const customized = Boolean(config.id);
  const f = { form, canEdit };
  return (
    <form noValidate onSubmit={form.handleSubmit((v) => save.mutate(v))} className="pt-3">
      <ConfigStatus config={config} customized={customized} />
      <div className="grid gap-4 lg:grid-cols-2">
        <AttendanceGroup {...f} />
        <Group title="报警阈值">
          <NumberField {...f} name="absence_alarm_days" label="连续缺勤报警" unit="天" />
          <NumberField {...f} name="hat_unwear_alarm_minutes" label="未戴安全帽报警" unit="分钟" />
          <NumberField {...f} name="stayin_alarm_minutes" label="区域滞留报警" unit="分钟" />
          <NumberField {...f} name="stationary_alarm_minutes" label="静止报警" unit="分钟" />
        </Group>
        <Group title="实名制与进场" className="lg:col-span-2">
          <NumberField {...f} name="male_age_limit" label="男性工人年龄上限" unit="岁" />
          <NumberField {...f} name="female_age_limit" label="女性工人年龄上限" unit="岁" />
          <label className="flex items-center gap-2 self-center text-sm text-gray-700">
            <input type="checkbox" disabled={!canEdit} {...form.register('real_name_required')} />
            强制实名制（未实名不能考勤）
          </label>
          <label className="flex items-center gap-2 self-center text-sm text-gray-700">
            <input type="checkbox" disabled={!canEdit} {...form.register('education_required')} />
            须完成三级安全教育才能进场
          </label>
        </Group>
      </div>
      {canEdit ? (
        <div className="mt-4 flex gap-2 border-t border-line pt-3">
          <Button type="submit" variant="primary" disabled={save.isPending}>
            <Save />
            {save.isPending ? '保存中…' : '保存配置'}
          </Button>
          {customized ? (
            <Button onClick={() => onReset(config)}>
              <RotateCcw />
              恢复默认
            </Button>
          ) : null}
        </div>
      ) : null}
    </form>
  );
}

/** Whether the project has its own configuration, and who changed it last. */
function ConfigStatus({ config, customized }: { config: Config; customized: boolean }) {
  return (
    <div className="mb-3 flex flex-wrap items-center gap-2 text-xs">
      <span
        className={`rounded px-2 py-0.5 ${customized ? 'bg-primary/10 text-primary' : 'bg-gray-100 text-gray-500'}`}
      >
        {customized ? '已单独配置' : '使用系统默认值'}
      </span>
      {customized && config.update_by ? (
        <span className="text-muted">
          {config.update_by} 修改于 {formatDate(config.update_time, 'dateTime')}
        </span>
      ) : null}
    </div>
  );
}

const TIME_FIELDS = [
  ['attendance_start_time', '考勤开始时间'],
  ['attendance_end_time', '考勤结束时间'],
] as const;

type FieldProps = { form: UseFormReturn<ConfigForm>; canEdit: boolean };

/** 考勤: the attendance hours, the working hours a day and the pay day. */
function AttendanceGroup({ form, canEdit }: FieldProps) {
  return (
    <Group title="考勤">
      {/* Only the end time marks itself invalid (aria-invalid), as the form always did. */}
      {TIME_FIELDS.map(([name, label]) => (
        <FormTextField
          key={name}
          form={form}
          name={name}
          id={`config-${name}`}
          label={label}
          type="time"
          boxClassName="w-32"
          disabled={!canEdit}
          markInvalid={name === 'attendance_end_time'}
        />
      ))}
      <NumberField form={form} canEdit={canEdit} name="work_hours_per_day" label="每日标准工时" unit="小时" />
      <NumberField form={form} canEdit={canEdit} name="wage_pay_day" label="每月工资发放日" unit="日" />
    </Group>
  );
}

function NumberField({
  form,
  canEdit,
  name,
  label,
  unit,
}: FieldProps & {
  name: Exclude<keyof ConfigForm, 'real_name_required' | 'education_required'>;
  label: string;
  unit: string;
}) {
  const error = form.formState.errors[name];
  return (
    <Field label={label} htmlFor={`config-${name}`} error={error?.message}>
      <div className="flex items-center gap-2">
        <Input
          id={`config-${name}`}
          inputMode="numeric"
          disabled={!canEdit}
          aria-invalid={Boolean(error)}
          className="w-32"
          {...form.register(name)}
        />
        <span className="text-sm text-gray-500">{unit}</span>
      </div>
    </Field>
  );
}

function Group({ title, className, children }: { title: string; className?: string; children: ReactNode }) {
  return (
    <fieldset className={`rounded border border-line p-3 ${className ?? ''}`}>
      <legend className="px-1 text-sm font-medium text-gray-700">{title}</legend>
      <div className="grid grid-cols-2 gap-x-4">{children}</div>
    </fieldset>
  );
}
