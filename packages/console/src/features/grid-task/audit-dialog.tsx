// 处置审批 (/pc/task/trouble/audit) of a 较大/重大隐患 after its rectification: 通过 closes it; 驳回 returns it to the
// rectifier (复查退回) with a reason, and it shows under 审批驳回.
import { zodResolver } from '@hookform/resolvers/zod';
import { api } from '@/platform/api';
import { FormDialog } from '@/ui/form-dialog';
import { useDialogSave } from '@/ui/use-dialog-save';
import { auditBody, auditSchema, type AuditForm } from './grid-task-forms';
import { ResultOpinionFields } from './radio-choice';

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
  const { form, dialog } = useDialogSave<AuditForm>({
    resolver: zodResolver(auditSchema),
    defaultValues: { result: initial, opinion: '' },
    save: (v) => api.POST('/pc/task/trouble/audit', { body: auditBody(detail, v) }),
    success: '审批已提交',
    onClose,
    onDone,
  });
  return (
    <FormDialog {...dialog} title="隐患处置审批">
      <ResultOpinionFields
        form={form}
        legend="审批结果"
        options={[
          { value: '1', label: '通过（隐患闭环）' },
          { value: '2', label: '驳回（退回重新整改）' },
        ]}
        label="审批意见"
        id="au-opinion"
        placeholder="驳回时请写明原因"
      />
    </FormDialog>
  );
}
