// 新增/编辑 of a 专项检查: name, type, the projects it covers, dates, leader and requirement.
import { useMutation, useQuery } from '@tanstack/react-query';
import { useForm, type UseFormReturn } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod/mini';
import dayjs from 'dayjs';
import { api } from '@/platform/api';
import { RequiredLabel } from '@/ui/field';
import { FormFields, type FormFieldSpec } from '@/ui/form-fields';
import { FormTextField } from '@/ui/form-text-field';
import { FormDialog } from '@/ui/form-dialog';
import { Loading } from '@/ui/loading';
import { SPECIAL_TYPES, optionsOf, projectOptions, type SpecialCheck } from './check-model';
import { orgTreeQuery, specialDetailQuery } from './check-queries';

export const TYPE_OPTIONS = optionsOf(SPECIAL_TYPES);

const formSchema = z.object({
  special_name: z.string().check(z.trim(), z.minLength(1, '请填写专项名称'), z.maxLength(100, '专项名称最多100字')),
  special_type: z.string().check(z.minLength(1, '请选择专项类型')),
  project_ids: z.array(z.string()).check(z.minLength(1, '请至少选择一个项目')),
  leader_name: z.string().check(z.trim(), z.maxLength(50, '最多50字')),
  start_date: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, '请选择开始日期')),
  end_date: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, '请选择结束日期')),
  requirement: z.string().check(z.trim(), z.maxLength(1000, '检查要求最多1000字')),
});
type SpecialForm = z.infer<typeof formSchema>;

export function SpecialFormDialog({
  row,
  onClose,
  onDone,
}: {
  row: SpecialCheck | null;
  onClose: () => void;
  onDone: (env: { msg?: string | null }) => void;
}) {
  const tree = useQuery(orgTreeQuery());
  const detail = useQuery({ ...specialDetailQuery(row?.id ?? 0), enabled: row !== null });
  const loaded = detail.data;
  const form = useForm<SpecialForm>({
    resolver: zodResolver(formSchema),
    values: loaded
      ? {
          special_name: loaded.special_name,
          special_type: String(loaded.special_type),
          project_ids: (loaded.project_ids ?? []).map(String),
          leader_name: loaded.leader_name ?? '',
          start_date: loaded.start_date ?? '',
          end_date: loaded.end_date ?? '',
          requirement: loaded.requirement ?? '',
        }
      : undefined,
    defaultValues: {
      special_name: '',
      special_type: '',
      project_ids: [],
      leader_name: '',
      start_date: dayjs().format('YYYY-MM-DD'),
      end_date: dayjs().add(10, 'day').format('YYYY-MM-DD'),
      requirement: '',
    },
    resetOptions: { keepDirtyValues: true },
  });
  const save = useMutation({
    mutationFn: (v: SpecialForm) => {
      const body = {
        special_name: v.special_name,
        special_type: Number(v.special_type) as 1 | 2 | 3 | 4 | 5 | 6,
        project_ids: v.project_ids.map(Number),
        start_date: v.start_date,
        end_date: v.end_date,
        ...(v.leader_name ? { leader_name: v.leader_name } : {}),
        ...(v.requirement ? { requirement: v.requirement } : {}),
      };
      return row
        ? api.POST('/pc/project/special/check/edit', { body: { ...body, id: row.id } })
        : api.POST('/pc/project/special/check/add', { body });
    },
    onSuccess: onDone,
  });
  return (
    <FormDialog
      open
      width={640}
      onOpenChange={(o) => !o && onClose()}
      title={row ? '编辑专项检查' : '新增专项检查'}
      submitting={save.isPending}
      onSubmit={form.handleSubmit((v) => {
        if (v.end_date < v.start_date) return form.setError('end_date', { message: '结束日期不能早于开始日期' });
        save.mutate(v);
      })}
    >
      {row && detail.isPending ? <Loading /> : <SpecialFields form={form} projects={projectOptions(tree.data)} />}
    </FormDialog>
  );
}

/** 专项名称, 专项类型, 开始/结束日期 and 检查组组长 (ids sp-…). */
const SPECIAL_FIELDS: FormFieldSpec<SpecialForm>[] = [
  { name: 'special_name', id: 'name', label: '专项名称', required: true, placeholder: '如：冬季施工临时用电专项检查' },
  { as: 'select', name: 'special_type', id: 'type', label: '专项类型', required: true, options: TYPE_OPTIONS },
  { as: 'date', name: 'start_date', id: 'start', label: '开始日期', required: true },
  { as: 'date', name: 'end_date', id: 'end', label: '结束日期', required: true },
  { name: 'leader_name', id: 'leader', label: '检查组组长', placeholder: '请输入组长姓名', markInvalid: false },
];

/** The special check's fields: name, type, dates, leader, the projects it covers and its requirement. */
function SpecialFields({
  form,
  projects,
}: {
  form: UseFormReturn<SpecialForm>;
  projects: { value: string; label: string }[];
}) {
  const errors = form.formState.errors;
  return (
    <>
      <FormFields className="grid grid-cols-2 gap-x-3" form={form} idPrefix="sp-" fields={SPECIAL_FIELDS} />
      <fieldset className="flex flex-col gap-1">
        <legend className="mb-1 text-sm text-gray-700">
          <RequiredLabel>涉及项目</RequiredLabel>
        </legend>
        <div className="grid grid-cols-2 gap-1.5 rounded border border-line p-2">
          {projects.map((p) => (
            <label key={p.value} className="flex items-center gap-2 text-sm text-gray-700">
              <input type="checkbox" value={p.value} {...form.register('project_ids')} />
              {p.label}
            </label>
          ))}
        </div>
        <p role={errors.project_ids ? 'alert' : undefined} className="min-h-4 text-xs text-danger">
          {errors.project_ids?.message ?? ''}
        </p>
      </fieldset>
      <FormTextField
        form={form}
        name="requirement"
        id="sp-req"
        label="检查要求"
        placeholder="检查重点与整改要求"
        rows={3}
        markInvalid={false}
      />
    </>
  );
}
