// 新增/编辑 of a 值班配置 (config-page.tsx): the plan's project, duty, days, hours and buildings, checked first.
import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod/mini';
import { toast } from 'sonner';
import { api } from '@/platform/api';
import { FormDialog } from '@/ui/form-dialog';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { Field, RequiredLabel } from '@/ui/field';
import { FormDatePicker } from '@/ui/form-date-picker';
import { Select } from '@/ui/select';
import {
  WEEK_DAYS,
  configFormValues,
  spanMinutes,
  toConfigBody,
  type ConfigFormValues,
  type DutyConfig,
  type DutyConfigForm,
} from './duty-model';
import { NumberField, ProjectField, StatusField, TimeField, registered } from './config-parts';
import { dutyBuildingsQuery, dutyUsersQuery } from './duty-queries';
import { FormCombobox } from '@/ui/form-combobox';
import { invalidateOperation } from '@site/sdk/query/common';

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

export type ConfigForm = ConfigFormValues & { projectId: string };

export function ConfigDialog({
  config,
  projectOptions,
  defaultProject,
  onClose,
}: {
  config: DutyConfig | undefined;
  projectOptions: { value: string; label: string }[];
  defaultProject: number | undefined;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const form = useForm<ConfigForm>({
    resolver: zodResolver(configSchema),
    defaultValues: { ...configFormValues(config), projectId: defaultProject ? String(defaultProject) : '' },
  });
  const projectId = Number(useWatch({ control: form.control, name: 'projectId' })) || 0;
  const users = useQuery(dutyUsersQuery(projectId));
  const buildings = useQuery(dutyBuildingsQuery(projectId));
  const [conflicts, setConflicts] = useState<{ body: DutyConfigForm; message: string; reasons: string[] } | null>(null);
  const save = useMutation({
    mutationFn: (body: DutyConfigForm) => api.POST('/starSafety/duty/config/add', { body }),
    onSuccess: (env) => {
      toast.success(env.msg || '保存成功', { duration: 1500 });
      void invalidateOperation(queryClient, 'listDutyConfigs');
      void invalidateOperation(queryClient, 'listDutyConfigOperations');
      onClose();
    },
  });
  const check = useMutation({
    mutationFn: (body: DutyConfigForm) => api.POST('/starSafety/duty/config/addCheck', { body }),
    onSuccess: (env, body) => {
      const r = env.data;
      if (!r || r.pass) save.mutate(body);
      else
        setConflicts({
          body,
          message: r.message || '存在冲突，请确认后提交',
          reasons: r.conflicts.map((c) => `${c.userName ?? ''} ${c.reason}`.trim()),
        });
    },
  });
  const { errors } = form.formState;
  const reg = registered(form);
  const submit = form.handleSubmit((v) => check.mutate(toConfigBody(Number(v.projectId), v, config?.id)));
  return (
    <>
      <FormDialog
        open
        onOpenChange={(o) => !o && onClose()}
        title={config ? `编辑值班配置：${config.userName}` : '新增值班配置'}
        submitting={check.isPending || save.isPending}
        onSubmit={submit}
        width={640}
      >
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
          <Field label={<RequiredLabel>值班人员</RequiredLabel>} htmlFor="duty-userId" error={errors.userId?.message}>
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
          <Field label={<RequiredLabel>值班类型</RequiredLabel>} htmlFor="duty-dutyType">
            <Select id="duty-dutyType" {...form.register('dutyType')}>
              <option value="1">值班</option>
              <option value="2">带班</option>
            </Select>
          </Field>
          <StatusField id="duty-status" field={form.register('status')} />
        </div>
        <Controller
          control={form.control}
          name="weekDays"
          render={({ field }) => (
            <Field
              label={<RequiredLabel>值班日</RequiredLabel>}
              htmlFor="duty-weekDays"
              error={errors.weekDays?.message}
            >
              <div id="duty-weekDays" role="group" aria-label="值班日" className="flex flex-wrap gap-3 py-1">
                {WEEK_DAYS.map((label, i) => (
                  <label key={label} className="flex items-center gap-1 text-sm text-gray-700">
                    <input
                      type="checkbox"
                      checked={field.value.includes(i + 1)}
                      onChange={(e) =>
                        field.onChange(
                          e.target.checked ? [...field.value, i + 1] : field.value.filter((d) => d !== i + 1),
                        )
                      }
                    />
                    {label}
                  </label>
                ))}
              </div>
            </Field>
          )}
        />
        <div className="grid grid-cols-3 gap-x-4">
          <TimeField id="duty-startTime" label="开始时间" {...reg('startTime')} />
          <TimeField id="duty-endTime" label="结束时间" {...reg('endTime')} />
          <NumberField
            id="duty-minDuration"
            label="最短时长（分钟）"
            placeholder="不足判为未达标"
            {...reg('minDurationMinutes')}
          />
        </div>
        <Controller
          control={form.control}
          name="buildingIds"
          render={({ field }) => (
            <Field label="须巡查楼栋/区域" htmlFor="duty-buildings">
              <div id="duty-buildings" role="group" aria-label="须巡查楼栋" className="flex flex-wrap gap-3 py-1">
                {!projectId ? <span className="text-sm text-gray-400">请先选择项目</span> : null}
                {(buildings.data ?? []).map((b) => (
                  <label key={b.buildingId} className="flex items-center gap-1 text-sm text-gray-700">
                    <input
                      type="checkbox"
                      checked={field.value.includes(b.buildingId)}
                      onChange={(e) =>
                        field.onChange(
                          e.target.checked
                            ? [...field.value, b.buildingId]
                            : field.value.filter((id) => id !== b.buildingId),
                        )
                      }
                    />
                    {b.buildingName}
                  </label>
                ))}
              </div>
            </Field>
          )}
        />
        <div className="grid grid-cols-2 gap-x-4">
          <Field label="生效开始日期" htmlFor="duty-effStart">
            <FormDatePicker control={form.control} name="effectiveStartDate" id="duty-effStart" />
          </Field>
          <Field label="生效结束日期" htmlFor="duty-effEnd" error={errors.effectiveEndDate?.message}>
            <FormDatePicker control={form.control} name="effectiveEndDate" id="duty-effEnd" />
          </Field>
        </div>
      </FormDialog>
      <ConfirmDialog
        open={conflicts !== null}
        onOpenChange={(o) => !o && setConflicts(null)}
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
        onConfirm={() => {
          const body = conflicts?.body;
          setConflicts(null);
          if (body) save.mutate(body);
        }}
      />
    </>
  );
}
