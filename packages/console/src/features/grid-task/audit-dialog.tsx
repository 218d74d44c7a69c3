// 处置审批 (/pc/task/trouble/audit) of a 较大/重大隐患 after its rectification: 通过 closes it; 驳回 returns it to the
// rectifier (复查退回) with a reason, and it shows under 审批驳回.
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { toast } from 'sonner';
import { api } from '@/platform/api';
import { TOAST_MS } from '@/lib/constants';
import { Field } from '@/ui/field';
import { FormDialog } from '@/ui/form-dialog';
import { Textarea } from '@/ui/textarea';
import { auditBody, auditSchema, type AuditForm } from './grid-task-forms';
import { RadioChoice } from './radio-choice';

export function AuditDialog({
  detail,
  initial,
  onClose,
  onDone,
}: {
  detail: { task_id: number; trouble_id: number; pro_inst_id?: string | null | undefined };
  /** 通过 or 驳回, as chosen by the button that opened it. */
  initial: '1' | '2';
  onClose: () => void;
  onDone: () => void;
}) {
  const form = useForm<AuditForm>({
    resolver: zodResolver(auditSchema),
    defaultValues: { result: initial, opinion: '' },
  });
  const save = useMutation({
    mutationFn: (v: AuditForm) => api.POST('/pc/task/trouble/audit', { body: auditBody(detail, v) }),
    onSuccess: (env) => {
      toast.success(env.msg || '审批已提交', { duration: TOAST_MS });
      onDone();
    },
  });
  const { errors } = form.formState;
  return (
    <FormDialog
      open
      onOpenChange={(o) => !o && onClose()}
      title="隐患处置审批"
      submitting={save.isPending}
      onSubmit={form.handleSubmit((v) => save.mutate(v))}
    >
      <RadioChoice
        legend="审批结果"
        options={[
          { value: '1', label: '通过（隐患闭环）' },
          { value: '2', label: '驳回（退回重新整改）' },
        ]}
        register={form.register('result')}
        error={errors.result?.message}
      />
      <Field label="审批意见" htmlFor="au-opinion" error={errors.opinion?.message}>
        <Textarea
          id="au-opinion"
          placeholder="驳回时请写明原因"
          aria-invalid={Boolean(errors.opinion)}
          {...form.register('opinion')}
        />
      </Field>
    </FormDialog>
  );
}
