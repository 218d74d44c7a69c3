// 复查 (passTrouble) of a 一般隐患: 复查通过 closes it; 退回整改 sends it back to the rectifier with a reason.
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { toast } from 'sonner';
import { api } from '@/platform/api';
import { TOAST_MS } from '@/lib/constants';
import { Field } from '@/ui/field';
import { FormDialog } from '@/ui/form-dialog';
import { Textarea } from '@/ui/textarea';
import { reviewBody, reviewSchema, type ReviewForm } from './grid-task-forms';
import { RadioChoice } from './radio-choice';

export function ReviewDialog({
  ids,
  onClose,
  onDone,
}: {
  ids: { taskId: number; troubleId: number };
  onClose: () => void;
  onDone: () => void;
}) {
  const form = useForm<ReviewForm>({
    resolver: zodResolver(reviewSchema),
    defaultValues: { result: '1', opinion: '' },
  });
  const save = useMutation({
    mutationFn: (v: ReviewForm) => api.POST('/grid/ginCheckPointTaskList/passTrouble', { body: reviewBody(ids, v) }),
    onSuccess: (env) => {
      toast.success(env.msg || '复查结果已提交', { duration: TOAST_MS });
      onDone();
    },
  });
  const { errors } = form.formState;
  return (
    <FormDialog
      open
      onOpenChange={(o) => !o && onClose()}
      title="隐患复查"
      submitting={save.isPending}
      onSubmit={form.handleSubmit((v) => save.mutate(v))}
    >
      <RadioChoice
        legend="复查结果"
        options={[
          { value: '1', label: '复查通过（闭环）' },
          { value: '2', label: '退回重新整改' },
        ]}
        register={form.register('result')}
        error={errors.result?.message}
      />
      <Field label="复查意见" htmlFor="rv-opinion" error={errors.opinion?.message}>
        <Textarea
          id="rv-opinion"
          placeholder="退回时请写明原因"
          aria-invalid={Boolean(errors.opinion)}
          {...form.register('opinion')}
        />
      </Field>
    </FormDialog>
  );
}
