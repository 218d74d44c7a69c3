// 登记 of a 不良行为记录 (bad-record-list-page.tsx), the project handler shown before saving.
import { useQuery } from '@tanstack/react-query';
import { useSaveMutation } from '@/ui/save-form-dialog';
import { useForm, useWatch, type UseFormReturn } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod/mini';
import dayjs from 'dayjs';
import { api } from '@/platform/api';
import { useProjectOptions } from '@/session/project-options';
import { Field, RequiredLabel } from '@/ui/field';
import { FormDialog } from '@/ui/form-dialog';
import { FormComboboxField } from '@/ui/form-combobox-field';
import { FormFields } from '@/ui/form-fields';
import { FormCombobox } from '@/ui/form-combobox';
import { BAD_TYPES, PUNISHMENTS, addBody, optionsOf, type AddForm } from './bad-record-model';
import { handlerQuery, workerOptionsQuery } from './bad-record-queries';
import { formDialogProps } from '@/ui/form-dialog-props';

const addSchema = z.object({
  projectId: z.string().check(z.minLength(1, '请选择项目')),
  workerId: z.string().check(z.minLength(1, '请选择工人')),
  badType: z.string().check(z.minLength(1, '请选择行为类型')),
  occurTime: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/, '请选择发生时间')),
  description: z.string().check(z.trim(), z.minLength(1, '请输入行为描述'), z.maxLength(500, '行为描述最多500字')),
  deductScore: z
    .string()
    .check(z.refine((v) => v === '' || (/^\d+$/.test(v) && Number(v) <= 100), '扣分为 0～100 的整数')),
  punishment: z.string(),
  fineAmount: z.string().check(z.regex(/^(\d+(\.\d{1,2})?)?$/, '请输入金额，最多两位小数')),
});

const TYPE_OPTIONS = optionsOf(BAD_TYPES);
const PUNISHMENT_OPTIONS = optionsOf(PUNISHMENTS);

export function AddDialog({
  projectId,
  onClose,
  onDone,
}: {
  projectId: number | undefined;
  onClose: () => void;
  onDone: () => void;
}) {
  const form = useForm<AddForm>({
    resolver: zodResolver(addSchema),
    defaultValues: {
      projectId: projectId ? String(projectId) : '',
      workerId: '',
      badType: '',
      occurTime: dayjs().format('YYYY-MM-DDTHH:mm'),
      description: '',
      deductScore: '',
      punishment: '',
      fineAmount: '',
    },
  });
  const chosenProject = Number(useWatch({ control: form.control, name: 'projectId' })) || undefined;
  const projects = useProjectOptions(!projectId);
  const save = useSaveMutation(
    (v: AddForm) => api.POST('/orgdept/workerBadRecord/add', { body: addBody(v) }),
    onDone,
    '登记成功',
  );
  return (
    <FormDialog {...formDialogProps(form, save, onClose)} width={640} title="登记不良行为">
      <div className="grid grid-cols-2 gap-x-4">
        {projectId ? null : <ProjectField form={form} projects={projects} />}
        <WorkerField form={form} projectId={chosenProject} />
        <FormFields
          form={form}
          idPrefix="bad-"
          fields={[
            { as: 'select', name: 'badType', id: 'type', label: '行为类型', required: true, options: TYPE_OPTIONS },
            { as: 'date', name: 'occurTime', id: 'time', label: '发生时间', required: true, kind: 'datetime' },
            // 建议处罚, 建议扣分, 建议罚款: what the recorder proposes; the project handler decides.
            { as: 'select', name: 'punishment', label: '建议处罚', options: PUNISHMENT_OPTIONS, markInvalid: false },
            { name: 'deductScore', id: 'score', label: '建议扣分', inputMode: 'numeric', placeholder: '0～100' },
            { name: 'fineAmount', id: 'fine', label: '建议罚款（元）', inputMode: 'decimal', placeholder: '如 200.00' },
            {
              name: 'description',
              label: '行为描述',
              required: true,
              rows: 4,
              placeholder: '时间、地点、经过，劝阻情况',
              className: 'col-span-2',
            },
          ]}
        />
      </div>
      <HandlerNote projectId={chosenProject} />
    </FormDialog>
  );
}

function WorkerField({ form, projectId }: { form: UseFormReturn<AddForm>; projectId: number | undefined }) {
  const workers = useQuery(workerOptionsQuery(projectId));
  return (
    <FormComboboxField
      form={form}
      name="workerId"
      id="bad-worker"
      label="工人"
      emptyLabel={projectId ? '请选择' : '请先选择项目'}
      options={(workers.data ?? []).map((w) => ({
        value: String(w.id),
        label: `${w.name}${w.team_name ? `（${w.team_name}）` : ''}`,
      }))}
      required
    />
  );
}

function HandlerNote({ projectId }: { projectId: number | undefined }) {
  const handler = useQuery({ ...handlerQuery(1, { projectId }), enabled: Boolean(projectId) });
  return (
    <p className="rounded bg-primary-soft px-3 py-2 text-sm text-primary" aria-label="项目级处理人">
      登记后进入“待项目处理”，项目级处理人：
      {!projectId ? '选择项目后显示' : handler.isPending ? '加载中…' : handler.data?.handlerName || '未配置'}
      {handler.data?.positionNames?.length ? `（${handler.data.positionNames.join('、')}）` : ''}
    </p>
  );
}

function ProjectField({
  form,
  projects,
}: {
  form: UseFormReturn<AddForm>;
  projects: { value: string; label: string }[];
}) {
  const { errors } = form.formState;
  return (
    <Field
      label={<RequiredLabel>项目</RequiredLabel>}
      htmlFor="bad-project"
      error={errors.projectId?.message}
      className="col-span-2"
    >
      <FormCombobox
        control={form.control}
        name="projectId"
        id="bad-project"
        label="项目"
        options={projects}
        required
        onChange={() => form.setValue('workerId', '')}
      />
    </Field>
  );
}
