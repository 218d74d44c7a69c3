// 转办 (/pc/flw/task/delegate): hand the current to-do of a hazard's flow to another person, chosen by position.
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery } from '@tanstack/react-query';
import { toast } from 'sonner';
import { api } from '@/platform/api';
import { TOAST_MS } from '@/lib/constants';
import { Field, RequiredLabel } from '@/ui/field';
import { FormDialog } from '@/ui/form-dialog';
import { Textarea } from '@/ui/textarea';
import { FormCombobox } from '@/ui/form-combobox';
import { delegateBody, delegateSchema, type DelegateForm } from './grid-task-forms';
import { positionsQuery, positionUserOptions } from './grid-task-queries';

export function DelegateDialog({
  detail,
  projectId,
  onClose,
  onDone,
}: {
  detail: { flow_task_id: string; pro_inst_id?: string | null | undefined };
  projectId: number | undefined;
  onClose: () => void;
  onDone: () => void;
}) {
  const positions = useQuery(positionsQuery(projectId));
  const form = useForm<DelegateForm>({
    resolver: zodResolver(delegateSchema),
    defaultValues: { userId: '', comment: '' },
  });
  const save = useMutation({
    mutationFn: (v: DelegateForm) => api.POST('/pc/flw/task/delegate', { body: delegateBody(detail, v) }),
    onSuccess: (env) => {
      toast.success(env.msg || '已转办', { duration: TOAST_MS });
      onDone();
    },
  });
  const { errors } = form.formState;
  return (
    <FormDialog
      open
      onOpenChange={(o) => !o && onClose()}
      title="转办"
      submitting={save.isPending}
      onSubmit={form.handleSubmit((v) => save.mutate(v))}
    >
      <Field label={<RequiredLabel>转办人</RequiredLabel>} htmlFor="dg-user" error={errors.userId?.message}>
        <FormCombobox
          control={form.control}
          name="userId"
          id="dg-user"
          label="转办人"
          emptyLabel={positions.isPending ? '加载中…' : '请选择'}
          options={positionUserOptions(positions.data, true)}
          required
        />
      </Field>
      <Field label="转办说明" htmlFor="dg-comment" error={errors.comment?.message}>
        <Textarea id="dg-comment" aria-invalid={Boolean(errors.comment)} {...form.register('comment')} />
      </Field>
    </FormDialog>
  );
}
