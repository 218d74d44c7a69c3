// 作废: cancel an unfinished task or special task with a required reason (/duty/taskLedger/cancellation,
// /duty/specialTaskLedger/cancellation).
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod/mini';
import { api } from '@/platform/api';
import { SaveFormDialog, useSaveMutation } from '@/ui/save-form-dialog';
import { Field } from '@/ui/field';
import { CANCEL_REASON_MAX, cancelBody, type DetailType } from './task-model';

const schema = z.object({
  cancelReason: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, '请填写作废原因'),
      z.maxLength(CANCEL_REASON_MAX, `作废原因最多${CANCEL_REASON_MAX}字`),
    ),
});
type Form = z.infer<typeof schema>;

export function CancelTaskDialog({
  type,
  task,
  onClose,
  onDone,
}: {
  type: DetailType;
  task: { id: number; taskNo: string; taskName: string; projectName?: string };
  onClose: () => void;
  onDone: () => void;
}) {
  const form = useForm<Form>({ resolver: zodResolver(schema), defaultValues: { cancelReason: '' } });
  const save = useSaveMutation(
    (v: Form) => {
      const body = cancelBody(task.id, v.cancelReason);
      return type === 'task'
        ? api.POST('/duty/taskLedger/cancellation', { body })
        : api.POST('/duty/specialTaskLedger/cancellation', { body });
    },
    onDone,
    '任务已作废',
  );
  const { errors } = form.formState;
  const length = useWatch({ control: form.control, name: 'cancelReason' }).length;
  return (
    <SaveFormDialog
      form={form}
      save={save}
      onClose={onClose}
      title={type === 'task' ? '作废任务' : '作废专项任务'}
      confirmText="确定作废"
    >
      <dl className="grid grid-cols-[4.5rem_1fr] gap-y-1 rounded bg-gray-50 px-3 py-2 text-sm">
        <dt className="text-muted">任务编号</dt>
        <dd className="font-mono text-gray-900">{task.taskNo}</dd>
        <dt className="text-muted">任务名称</dt>
        <dd className="text-gray-900">{task.taskName}</dd>
        {task.projectName ? (
          <>
            <dt className="text-muted">项目</dt>
            <dd className="text-gray-900">{task.projectName}</dd>
          </>
        ) : null}
      </dl>
      <p className="text-sm text-warning">作废后任务不再执行，且不能恢复；作废原因会记入作废记录。</p>
      <Field label="作废原因" htmlFor="cancel-reason" error={errors.cancelReason?.message}>
        <textarea
          id="cancel-reason"
          rows={3}
          placeholder="请填写作废原因"
          aria-invalid={Boolean(errors.cancelReason)}
          className="w-full resize-none rounded border border-line bg-white px-3 py-2 text-sm outline-none placeholder:text-gray-400 focus:border-primary aria-[invalid=true]:border-danger"
          {...form.register('cancelReason')}
        />
        <span className="self-end text-xs text-muted">
          {length}/{CANCEL_REASON_MAX}
        </span>
      </Field>
    </SaveFormDialog>
  );
}
