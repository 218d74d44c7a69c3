// 登记隐患 (addTrouble): the hazard found at a point — its category (a leaf of the category tree), optionally the
// point's check item (which brings its level and default deadline), a description, the company, the person who must
// rectify it and by when. The task becomes 存在隐患 and the hazard 待整改.
import { useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { toast } from 'sonner';
import { api } from '@/platform/api';
import { TOAST_MS } from '@/lib/constants';
import { Field, RequiredLabel } from '@/ui/field';
import { FormDialog } from '@/ui/form-dialog';
import { FormDatePicker } from '@/ui/form-date-picker';
import { Select } from '@/ui/select';
import { Textarea } from '@/ui/textarea';
import { FormCombobox } from '@/ui/form-combobox';
import { addTroubleBody, addTroubleSchema, type AddTroubleForm } from './grid-task-forms';
import { leafGroups, toOptions, TROUBLE_LEVEL } from './grid-task-model';
import {
  categoryTreeQuery,
  companyOptionsQuery,
  pointItemsQuery,
  positionsQuery,
  positionUserOptions,
} from './grid-task-queries';

export function AddTroubleDialog({
  taskId,
  pointId,
  projectId,
  onClose,
  onDone,
}: {
  taskId: number;
  pointId: number;
  projectId: number | undefined;
  onClose: () => void;
  onDone: () => void;
}) {
  const tree = useQuery(categoryTreeQuery(projectId));
  const pointItems = useQuery(pointItemsQuery(pointId));
  const companies = useQuery(companyOptionsQuery(projectId));
  const positions = useQuery(positionsQuery(projectId));
  const form = useForm<AddTroubleForm>({
    resolver: zodResolver(addTroubleSchema),
    defaultValues: {
      categoryId: '',
      itemId: '',
      troubleLevel: '',
      description: '',
      companyId: '',
      rectifyUserId: '',
      rectifyDeadline: '',
    },
  });
  const categoryId = useWatch({ control: form.control, name: 'categoryId' });
  const groups = useMemo(() => leafGroups(tree.data ?? []), [tree.data]);
  const items = useMemo(
    () => (pointItems.data ?? []).find((g) => String(g.categoryId) === categoryId)?.items ?? [],
    [pointItems.data, categoryId],
  );
  const pickItem = (id: string) => {
    const item = items.find((i) => String(i.id) === id);
    if (!item) return;
    form.setValue('troubleLevel', String(item.troubleLevel));
    if (item.rectifyDays) form.setValue('rectifyDeadline', dayjs().add(item.rectifyDays, 'day').format('YYYY-MM-DD'));
    if (!form.getValues('description').trim()) form.setValue('description', item.content);
  };
  const save = useMutation({
    mutationFn: (v: AddTroubleForm) =>
      api.POST('/grid/ginCheckPointTaskList/addTrouble', { body: addTroubleBody(taskId, v) }),
    onSuccess: (env) => {
      toast.success(env.msg || '隐患已登记', { duration: TOAST_MS });
      onDone();
    },
  });
  const { errors } = form.formState;
  const itemField = form.register('itemId');
  const categoryField = form.register('categoryId');
  return (
    <FormDialog
      open
      onOpenChange={(o) => !o && onClose()}
      title="登记隐患"
      width={640}
      submitting={save.isPending}
      onSubmit={form.handleSubmit((v) => save.mutate(v))}
    >
      <div className="grid grid-cols-1 gap-x-4 sm:grid-cols-2">
        <Field label={<RequiredLabel>隐患分类</RequiredLabel>} htmlFor="at-category" error={errors.categoryId?.message}>
          <Select
            id="at-category"
            aria-invalid={Boolean(errors.categoryId)}
            {...categoryField}
            onChange={(e) => {
              void categoryField.onChange(e);
              form.setValue('itemId', '');
            }}
          >
            <option value="">{tree.isPending ? '加载中…' : '请选择'}</option>
            {groups.map((g) => (
              <optgroup key={g.label} label={g.label}>
                {g.options.map((o) => (
                  <option key={o.value} value={o.value}>
                    {o.label}
                  </option>
                ))}
              </optgroup>
            ))}
          </Select>
        </Field>
        <Field label="检查项" htmlFor="at-item">
          <Select
            id="at-item"
            disabled={!items.length}
            {...itemField}
            onChange={(e) => {
              void itemField.onChange(e);
              pickItem(e.target.value);
            }}
          >
            <option value="">{items.length ? '请选择（可不选）' : '该分类无点位检查项'}</option>
            {items.map((i) => (
              <option key={i.id} value={i.id}>
                {i.content}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={<RequiredLabel>隐患等级</RequiredLabel>} htmlFor="at-level" error={errors.troubleLevel?.message}>
          <Select
            id="at-level"
            aria-invalid={Boolean(errors.troubleLevel)}
            options={toOptions(TROUBLE_LEVEL)}
            {...form.register('troubleLevel')}
          />
        </Field>
        <Field
          label={<RequiredLabel>整改期限</RequiredLabel>}
          htmlFor="at-deadline"
          error={errors.rectifyDeadline?.message}
        >
          <FormDatePicker
            control={form.control}
            name="rectifyDeadline"
            id="at-deadline"
            min={dayjs().format('YYYY-MM-DD')}
          />
        </Field>
        <Field label="整改单位" htmlFor="at-company">
          <FormCombobox
            control={form.control}
            name="companyId"
            id="at-company"
            label="整改单位"
            options={companies.data ?? []}
          />
        </Field>
        <Field
          label={<RequiredLabel>整改责任人</RequiredLabel>}
          htmlFor="at-user"
          error={errors.rectifyUserId?.message}
        >
          <FormCombobox
            control={form.control}
            name="rectifyUserId"
            id="at-user"
            label="整改责任人"
            emptyLabel={positions.isPending ? '加载中…' : '请选择'}
            options={positionUserOptions(positions.data)}
            required
          />
        </Field>
      </div>
      <Field
        label={<RequiredLabel>隐患描述</RequiredLabel>}
        htmlFor="at-description"
        error={errors.description?.message}
      >
        <Textarea
          id="at-description"
          rows={3}
          placeholder="请描述隐患位置与现状"
          aria-invalid={Boolean(errors.description)}
          {...form.register('description')}
        />
      </Field>
    </FormDialog>
  );
}
