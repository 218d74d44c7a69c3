// 申请 of a new 作业许可 (job-page.tsx): project, type, area, team and its workers, guardian, period, measures.
import { useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod/mini';
import { toast } from 'sonner';
import { api } from '@/platform/api';
import { TOAST_MS } from '@/lib/constants';
import { Field, RequiredLabel } from '@/ui/field';
import { FormDialog } from '@/ui/form-dialog';
import { Input } from '@/ui/input';
import { Select } from '@/ui/select';
import { Textarea } from '@/ui/textarea';
import { FormCombobox } from '@/ui/form-combobox';
import { FormDateTimePicker } from '@/ui/form-date-time-picker';
import { applyBody, periodProblem, type ApplyForm } from './lso-model';
import {
  areaOptionsQuery,
  jobTypesQuery,
  officerOptionsQuery,
  teamOptionsQuery,
  teamWorkersQuery,
} from './lso-queries';
import { useOrgOptions } from './use-org-options';

const applySchema = z.object({
  projectId: z.string().check(z.minLength(1, '请选择项目')),
  jobType: z.string().check(z.minLength(1, '请选择作业类型')),
  jobLevel: z.string(),
  areaId: z.string().check(z.minLength(1, '请选择施工区域')),
  location: z.string().check(z.maxLength(100, '具体部位最多100字')),
  content: z.string().check(z.trim(), z.minLength(1, '请输入作业内容'), z.maxLength(200, '作业内容最多200字')),
  teamId: z.string().check(z.minLength(1, '请选择班组')),
  guardianName: z.string(),
  workerIds: z.array(z.string()).check(z.minLength(1, '请至少选择一名作业人员')),
  planStartTime: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/, '请选择计划开始时间')),
  planEndTime: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/, '请选择计划结束时间')),
  measures: z.string(),
});

export type ApplyValues = ApplyForm & { projectId: string };

export function ApplyDialog({
  projectId,
  onClose,
  onDone,
}: {
  projectId?: number;
  onClose: () => void;
  onDone: () => void;
}) {
  const { projects } = useOrgOptions(!projectId);
  const form = useForm<ApplyValues>({
    resolver: zodResolver(applySchema),
    defaultValues: {
      projectId: projectId ? String(projectId) : '',
      jobType: '',
      jobLevel: '',
      areaId: '',
      location: '',
      content: '',
      teamId: '',
      guardianName: '',
      workerIds: [],
      planStartTime: '',
      planEndTime: '',
      measures: '',
    },
  });
  const chosenProject = Number(useWatch({ control: form.control, name: 'projectId' })) || undefined;
  const jobType = Number(useWatch({ control: form.control, name: 'jobType' })) || undefined;
  const teamId = Number(useWatch({ control: form.control, name: 'teamId' })) || undefined;
  const types = useQuery(jobTypesQuery());
  const type = types.data?.find((t) => t.value === jobType);
  const areas = useQuery(areaOptionsQuery(chosenProject));
  const teams = useQuery(teamOptionsQuery(chosenProject));
  const team = teams.data?.find((t) => t.value === teamId);
  const workers = useQuery(teamWorkersQuery(chosenProject, teamId));
  const officers = useQuery(officerOptionsQuery(chosenProject));
  const [periodError, setPeriodError] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: (v: ApplyValues) =>
      api.POST('/starSafety/lso/job/apply', { body: applyBody(v, Number(v.projectId), team?.companyId) }),
    onSuccess: (env) => {
      toast.success(env.msg || '已提交申请', { duration: TOAST_MS });
      onDone();
    },
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit((v) => {
    const problem = periodProblem(v.planStartTime, v.planEndTime, type?.validHours);
    setPeriodError(problem);
    if (!problem) save.mutate(v);
  });
  const clearAfter = (name: 'projectId' | 'teamId' | 'jobType') => {
    if (name === 'projectId') {
      form.setValue('areaId', '');
      form.setValue('teamId', '');
    }
    if (name !== 'jobType') form.setValue('workerIds', []);
    else form.setValue('jobLevel', '');
  };
  const reset = (name: 'jobType') => {
    const field = form.register(name);
    return {
      ...field,
      onChange: (e: { target: { value: string } }) => {
        void field.onChange(e);
        clearAfter(name);
      },
    };
  };
  const guardianOptions = (officers.data ?? []).map((o) => {
    const name = o.label.split('（')[0] ?? o.label;
    return { value: name, label: o.label };
  });
  return (
    <FormDialog
      open
      width={760}
      onOpenChange={(o) => !o && onClose()}
      title="申请作业许可"
      confirmText="提交申请"
      submitting={save.isPending}
      onSubmit={submit}
    >
      <div className="grid max-h-[60vh] grid-cols-2 gap-x-4 overflow-y-auto pr-1">
        {projectId ? null : (
          <Field
            label={<RequiredLabel>项目</RequiredLabel>}
            htmlFor="job-project"
            error={errors.projectId?.message}
            className="col-span-2"
          >
            <FormCombobox
              control={form.control}
              name="projectId"
              id="job-project"
              label="项目"
              options={projects}
              required
              onChange={() => clearAfter('projectId')}
            />
          </Field>
        )}
        <Field label={<RequiredLabel>作业类型</RequiredLabel>} htmlFor="job-type" error={errors.jobType?.message}>
          <Select
            id="job-type"
            options={(types.data ?? []).map((t) => ({ value: String(t.value), label: t.label }))}
            aria-invalid={Boolean(errors.jobType)}
            {...reset('jobType')}
          />
        </Field>
        <Field label="作业级别" htmlFor="job-level">
          <Select
            id="job-level"
            disabled={!type?.levels?.length}
            placeholder={type && !type.levels?.length ? '该类作业不分级' : '请选择'}
            options={(type?.levels ?? []).map((l) => ({ value: l, label: l }))}
            {...form.register('jobLevel')}
          />
        </Field>
        <Field label={<RequiredLabel>施工区域</RequiredLabel>} htmlFor="job-area" error={errors.areaId?.message}>
          <Select
            id="job-area"
            placeholder={chosenProject ? '请选择' : '请先选择项目'}
            options={areas.data ?? []}
            aria-invalid={Boolean(errors.areaId)}
            {...form.register('areaId')}
          />
        </Field>
        <Field label="具体部位" htmlFor="job-location" error={errors.location?.message}>
          <Input id="job-location" placeholder="如：屋面钢梁节点" {...form.register('location')} />
        </Field>
        <Field
          label={<RequiredLabel>作业内容</RequiredLabel>}
          htmlFor="job-content"
          error={errors.content?.message}
          className="col-span-2"
        >
          <Input
            id="job-content"
            placeholder="如：集水井清淤与排水泵检修"
            aria-invalid={Boolean(errors.content)}
            {...form.register('content')}
          />
        </Field>
        <Field label={<RequiredLabel>班组</RequiredLabel>} htmlFor="job-team" error={errors.teamId?.message}>
          <FormCombobox
            control={form.control}
            name="teamId"
            id="job-team"
            label="班组"
            emptyLabel={chosenProject ? '请选择' : '请先选择项目'}
            options={(teams.data ?? []).map((t) => ({
              value: String(t.value),
              label: `${t.label}${t.companyName ? `（${t.companyName}）` : ''}`,
            }))}
            required
            onChange={() => clearAfter('teamId')}
          />
        </Field>
        <Field label="监护人" htmlFor="job-guardian">
          <FormCombobox
            control={form.control}
            name="guardianName"
            id="job-guardian"
            label="监护人"
            options={guardianOptions}
          />
        </Field>
        <fieldset className="col-span-2 mb-1" aria-describedby="job-workers-error">
          <legend className="mb-1 text-sm text-gray-700">
            <RequiredLabel>作业人员</RequiredLabel>
          </legend>
          {!teamId ? (
            <p className="text-sm text-muted">请先选择班组</p>
          ) : workers.isPending ? (
            <p className="text-sm text-muted">加载中…</p>
          ) : !workers.data?.length ? (
            <p className="text-sm text-muted">该班组暂无工人</p>
          ) : (
            <div className="grid max-h-32 grid-cols-3 gap-1.5 overflow-y-auto">
              {workers.data.map((w) => (
                <label
                  key={w.id}
                  className="flex cursor-pointer items-center gap-2 rounded border border-line px-2 py-1 text-sm"
                >
                  <input type="checkbox" value={String(w.id)} {...form.register('workerIds')} />
                  {w.name}
                  <span className="ml-auto text-xs text-gray-500">{w.work_type}</span>
                </label>
              ))}
            </div>
          )}
          <p
            id="job-workers-error"
            role={errors.workerIds ? 'alert' : undefined}
            className="min-h-4 text-xs text-danger"
          >
            {errors.workerIds?.message ?? ''}
          </p>
        </fieldset>
        <Field
          label={<RequiredLabel>计划开始时间</RequiredLabel>}
          htmlFor="job-start"
          error={errors.planStartTime?.message ?? periodError ?? undefined}
        >
          <FormDateTimePicker control={form.control} name="planStartTime" id="job-start" />
        </Field>
        <Field
          label={<RequiredLabel>计划结束时间</RequiredLabel>}
          htmlFor="job-end"
          error={errors.planEndTime?.message}
        >
          <FormDateTimePicker control={form.control} name="planEndTime" id="job-end" />
        </Field>
        <Field label="已落实的安全措施（每行一条）" htmlFor="job-measures" className="col-span-2">
          <Textarea
            id="job-measures"
            rows={3}
            placeholder={'作业前通风 30 分钟\n气体检测合格'}
            {...form.register('measures')}
          />
        </Field>
        {type?.needGasTest ? (
          <p className="col-span-2 rounded bg-warning/10 px-3 py-2 text-xs text-warning">
            {type.label}须在审批前录入气体检测。
          </p>
        ) : null}
      </div>
    </FormDialog>
  );
}
