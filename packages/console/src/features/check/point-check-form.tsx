// 新增/编辑 of a 点位检查: project, point, date, checker and the 抽查结论; 存在问题 asks for the 整改期限 and the
// problems, which are then sent down (待回复).
import { useMutation, useQuery } from '@tanstack/react-query';
import { useForm, useWatch, type UseFormReturn } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod/mini';
import dayjs from 'dayjs';
import { toast } from 'sonner';
import { api } from '@/platform/api';
import { TOAST_MS } from '@/lib/constants';
import { Field, RequiredLabel } from '@/ui/field';
import { FormFields } from '@/ui/form-fields';
import { FormDateField } from '@/ui/form-date-field';
import { FormTextField } from '@/ui/form-text-field';
import { CheckFormFrame } from './check-form-frame';
import { Select } from '@/ui/select';
import {
  POINT_RESULT,
  isProjectNode,
  optionsOf,
  problemInput,
  problemsBody,
  projectOptions,
  type OrgNode,
  type PointCheck,
} from './check-model';
import { ProblemFields, problemSchema } from './check-parts';
import { orgTreeQuery, pointCheckDetailQuery, pointOptionsQuery } from './check-queries';

const formSchema = z.object({
  project_id: z.string().check(z.minLength(1, '请选择项目')),
  point_id: z.string().check(z.minLength(1, '请选择点位')),
  check_date: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, '请选择抽查日期')),
  checker_name: z.string().check(z.trim(), z.maxLength(50, '最多50字')),
  check_result: z.string(),
  check_content: z.string().check(z.trim(), z.maxLength(1000, '抽查内容最多1000字')),
  rectify_deadline: z.string(),
  problems: z.array(problemSchema),
});
type PointForm = z.infer<typeof formSchema>;

export function PointFormDialog({
  row,
  scope,
  onClose,
  onDone,
}: {
  row: PointCheck | null;
  scope: OrgNode | null;
  onClose: () => void;
  onDone: () => void;
}) {
  const tree = useQuery(orgTreeQuery());
  const detail = useQuery({ ...pointCheckDetailQuery(row?.id ?? 0), enabled: row !== null });
  const loaded = detail.data;
  const form = useForm<PointForm>({
    resolver: zodResolver(formSchema),
    values: loaded
      ? {
          project_id: String(loaded.project_id ?? ''),
          point_id: String(loaded.point_id),
          check_date: loaded.check_date ?? '',
          checker_name: loaded.checker_name ?? '',
          check_result: String(loaded.check_result),
          check_content: loaded.check_content ?? '',
          rectify_deadline: loaded.rectify_deadline ?? '',
          problems: (loaded.problems ?? []).map(problemInput),
        }
      : undefined,
    defaultValues: {
      project_id: scope && isProjectNode(scope) ? String(scope.id) : '',
      point_id: '',
      check_date: dayjs().format('YYYY-MM-DD'),
      checker_name: '',
      check_result: '1',
      check_content: '',
      rectify_deadline: '',
      problems: [],
    },
    resetOptions: { keepDirtyValues: true },
  });
  const projectId = Number(useWatch({ control: form.control, name: 'project_id' })) || undefined;
  const hasProblems = useWatch({ control: form.control, name: 'check_result' }) === '2';
  const points = useQuery(pointOptionsQuery(projectId));
  const save = useMutation({
    mutationFn: (v: PointForm) => {
      const body = {
        project_id: Number(v.project_id),
        point_id: Number(v.point_id),
        check_date: v.check_date,
        check_result: Number(v.check_result) as 1 | 2,
        ...(v.checker_name ? { checker_name: v.checker_name } : {}),
        ...(v.check_content ? { check_content: v.check_content } : {}),
        ...(loaded?.photos?.length ? { photos: loaded.photos } : {}),
        ...(v.check_result === '2'
          ? { rectify_deadline: v.rectify_deadline, problems: problemsBody(v.problems, v.rectify_deadline) }
          : {}),
      };
      return row
        ? api.POST('/pc/project/corp/pointCheck/edit', { body: { ...body, id: row.id } })
        : api.POST('/pc/project/corp/pointCheck/add', { body });
    },
    onSuccess: (env) => {
      toast.success(env.msg || '保存成功', { duration: TOAST_MS });
      onDone();
    },
  });
  return (
    <CheckFormFrame
      onClose={onClose}
      loading={row !== null && detail.isPending}
      title={row ? '编辑点位检查' : '新增点位检查'}
      submitting={save.isPending}
      onSubmit={form.handleSubmit((v) => {
        if (v.check_result === '2') {
          if (!v.rectify_deadline) return form.setError('rectify_deadline', { message: '存在问题时请选择整改期限' });
          if (v.rectify_deadline < v.check_date)
            return form.setError('rectify_deadline', { message: '整改期限不能早于抽查日期' });
          if (!v.problems.length) return form.setError('problems', { message: '存在问题时请至少添加一个问题' });
        }
        save.mutate(v);
      })}
    >
      <PointFields
        form={form}
        projects={projectOptions(tree.data)}
        points={points.data ?? []}
        projectId={projectId}
        hasProblems={hasProblems}
      />
      {hasProblems ? <ProblemFields form={form} projectId={projectId} /> : null}
    </CheckFormFrame>
  );
}

/** The check's own fields; 整改回复期限 only when the check found problems. */
function PointFields({
  form,
  projects,
  points,
  projectId,
  hasProblems,
}: {
  form: UseFormReturn<PointForm>;
  projects: { value: string; label: string }[];
  points: { value: string; label: string }[];
  projectId: number | undefined;
  hasProblems: boolean;
}) {
  return (
    <>
      <div className="grid grid-cols-2 gap-x-3">
        <FormFields
          form={form}
          idPrefix="pc-"
          fields={[
            { as: 'combobox', name: 'project_id', id: 'project', label: '项目', required: true, options: projects },
            {
              as: 'combobox',
              name: 'point_id',
              id: 'point',
              label: '点位',
              required: true,
              options: points,
              emptyLabel: projectId ? '请选择' : '请先选择项目',
            },
            { as: 'date', name: 'check_date', id: 'date', label: '抽查日期', required: true },
            { name: 'checker_name', id: 'checker', label: '抽查人', placeholder: '请输入抽查人', markInvalid: false },
          ]}
        />
        <Field label={<RequiredLabel>抽查结论</RequiredLabel>} htmlFor="pc-result">
          <Select id="pc-result" {...form.register('check_result')}>
            {optionsOf(POINT_RESULT).map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </Select>
        </Field>
        {hasProblems ? (
          <FormDateField form={form} name="rectify_deadline" id="pc-deadline" label="整改回复期限" required />
        ) : null}
      </div>
      <FormTextField
        form={form}
        name="check_content"
        id="pc-content"
        label="抽查内容与意见"
        placeholder="抽查内容、巡检记录情况与意见"
        rows={2}
        markInvalid={false}
      />
    </>
  );
}
