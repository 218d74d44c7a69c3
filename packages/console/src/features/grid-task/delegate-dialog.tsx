// 转办 (/pc/flw/task/delegate): hand the current to-do of a hazard's flow to another person, chosen by position.
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/platform/api';
import { Field, RequiredLabel } from '@/ui/field';
import { FormTextField } from '@/ui/form-text-field';
import { FormDialog } from '@/ui/form-dialog';
import { FormCombobox } from '@/ui/form-combobox';
import { useDialogSave } from '@/ui/use-dialog-save';
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
  const { form, errors, dialog } = useDialogSave<DelegateForm>({
    resolver: zodResolver(delegateSchema),
    defaultValues: { userId: '', comment: '' },
    save: (v) => api.POST('/pc/flw/task/delegate', { body: delegateBody(detail, v) }),
    success: '已转办',
    onClose,
    onDone,
  });
  return (
    <FormDialog {...dialog} title="转办">
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
      <FormTextField form={form} name="comment" id="dg-comment" label="转办说明" rows={0} />
    </FormDialog>
  );
}
