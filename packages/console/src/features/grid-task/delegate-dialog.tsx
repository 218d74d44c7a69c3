// 转办 (/pc/flw/task/delegate): hand the current to-do of a hazard's flow to another person, chosen by position.
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/platform/api';
import { FormComboboxField } from '@/ui/form-combobox-field';
import { FormTextField } from '@/ui/form-text-field';
import { FormDialog } from '@/ui/form-dialog';
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
  const { form, dialog } = useDialogSave<DelegateForm>({
    resolver: zodResolver(delegateSchema),
    defaultValues: { userId: '', comment: '' },
    save: (v) => api.POST('/pc/flw/task/delegate', { body: delegateBody(detail, v) }),
    success: '已转办',
    onClose,
    onDone,
  });
  return (
    <FormDialog {...dialog} title="转办">
      <FormComboboxField
        form={form}
        name="userId"
        id="dg-user"
        label="转办人"
        required
        emptyLabel={positions.isPending ? '加载中…' : '请选择'}
        options={positionUserOptions(positions.data, true)}
      />
      <FormTextField form={form} name="comment" id="dg-comment" label="转办说明" rows={0} />
    </FormDialog>
  );
}
