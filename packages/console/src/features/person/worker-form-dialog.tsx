// 新增/编辑工人 (/pc/worker/edit): the roster's form. It stays open when the server refuses, keeping what was typed.
import { useMutation, useQuery } from '@tanstack/react-query';
import { useForm, type UseFormReturn } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import type { components } from '@site/sdk';
import { api } from '@/platform/api';
import { corpOptionsQuery, projectOptionsQuery } from '@/platform/org-options';
import { TOAST_MS } from '@/lib/constants';
import { FormDialog } from '@/ui/form-dialog';
import { Field, RequiredLabel } from '@/ui/field';
import { FormTextField } from '@/ui/form-text-field';
import { FormDateField } from '@/ui/form-date-field';
import { FormCombobox } from '@/ui/form-combobox';
import { IdentityFields } from './identity-fields';
import { teamOptionsQuery } from './person-queries';
import { workerBody, workerSchema, workerToForm, type WorkerForm } from './worker-rules';
import { formDialogProps } from '@/ui/form-dialog-props';
import { editTitle } from '@/ui/save-form-dialog';

type Worker = components['schemas']['OrgWorker'];

export function WorkerFormDialog({
  worker,
  projectId,
  onClose,
  onDone,
}: {
  worker?: Worker;
  projectId?: number;
  onClose: () => void;
  onDone: () => void;
}) {
  const editing = Boolean(worker);
  const form = useForm<WorkerForm>({
    resolver: zodResolver(workerSchema(editing)),
    defaultValues: workerToForm(worker, projectId),
  });
  const save = useMutation({
    mutationFn: (v: WorkerForm) => api.POST('/pc/worker/edit', { body: workerBody(v, worker) }),
    onSuccess: (env) => {
      toast.success(env.msg || '已保存', { duration: TOAST_MS });
      onDone();
    },
  });
  return (
    <FormDialog {...formDialogProps(form, save, onClose)} width={640} title={editTitle('工人', worker, (r) => r.name)}>
      {worker ? null : <p className="text-sm text-gray-600">新工人为“待进场”，完成实名与安全教育后方可进场考勤。</p>}
      <div className="grid grid-cols-2 gap-x-4">
        <IdentityFields
          form={form}
          ids={['worker-name', 'worker-id-card', 'worker-mobile']}
          required
          editing={editing}
          mobilePlaceholder="请输入手机号"
        />
        <OrgFields form={form} />
        <FormTextField form={form} name="work_type" id="worker-work-type" label="工种" placeholder="如 钢筋工" />
        <FormTextField form={form} name="day_wage" id="worker-day-wage" label="日工资（元）" inputMode="decimal" />
        <FormDateField form={form} name="entry_date" id="worker-entry-date" label="进场日期" />
      </div>
    </FormDialog>
  );
}

/** 项目, 所属企业 (both required) and 班组: searchable choices. */
function OrgFields({ form }: { form: UseFormReturn<WorkerForm> }) {
  const projects = useQuery(projectOptionsQuery());
  const corps = useQuery(corpOptionsQuery());
  const teams = useQuery(teamOptionsQuery());
  const { errors } = form.formState;
  const choices = [
    { name: 'project_id', id: 'worker-project', label: '项目', options: projects.data, required: true },
    { name: 'corp_id', id: 'worker-corp', label: '所属企业', options: corps.data, required: true },
    { name: 'team_id', id: 'worker-team', label: '班组', options: teams.data, required: false },
  ] as const;
  return choices.map((c) => (
    <Field
      key={c.name}
      label={c.required ? <RequiredLabel>{c.label}</RequiredLabel> : c.label}
      htmlFor={c.id}
      error={errors[c.name]?.message}
    >
      <FormCombobox
        control={form.control}
        name={c.name}
        id={c.id}
        label={c.label}
        options={c.options ?? []}
        required={c.required}
      />
    </Field>
  ));
}
