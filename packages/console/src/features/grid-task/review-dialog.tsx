// 复查 (passTrouble) of a 一般隐患: 复查通过 closes it; 退回整改 sends it back to the rectifier with a reason.
import { zodResolver } from '@hookform/resolvers/zod';
import { api } from '@/platform/api';
import { FormDialog } from '@/ui/form-dialog';
import { useDialogSave } from '@/ui/use-dialog-save';
import { reviewBody, reviewSchema, type ReviewForm } from './grid-task-forms';
import { ResultOpinionFields } from './radio-choice';

export function ReviewDialog({
  ids,
  onClose,
  onDone,
}: {
  ids: { taskId: number; troubleId: number };
  onClose: () => void;
  onDone: () => void;
}) {
  const { form, dialog } = useDialogSave<ReviewForm>({
    resolver: zodResolver(reviewSchema),
    defaultValues: { result: '1', opinion: '' },
    save: (v) => api.POST('/grid/ginCheckPointTaskList/passTrouble', { body: reviewBody(ids, v) }),
    success: '复查结果已提交',
    onClose,
    onDone,
  });
  return (
    <FormDialog {...dialog} title="隐患复查">
      <ResultOpinionFields
        form={form}
        legend="复查结果"
        options={[
          { value: '1', label: '复查通过（闭环）' },
          { value: '2', label: '退回重新整改' },
        ]}
        label="复查意见"
        id="rv-opinion"
        placeholder="退回时请写明原因"
      />
    </FormDialog>
  );
}
