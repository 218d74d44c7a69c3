// /wagesconfirm · 更正 of a company's confirmation (updateconfirm) and the pre-settlement's attachments.
import { useQuery } from '@tanstack/react-query';
import { zodResolver } from '@hookform/resolvers/zod';
import type { components } from '@site/sdk';
import { api } from '@/platform/api';
import { FormDialog } from '@/ui/form-dialog';
import { FormTextField } from '@/ui/form-text-field';
import { useDialogSave } from '@/ui/use-dialog-save';
import { ViewDialog } from '@/ui/view-dialog';
import { FileList } from './pay-cells';
import { type CorrectionForm, correctionSchema } from './pay-forms';
import { expFilesQuery } from './pay-queries';
import { COMPANY_CONFIRM_STATUS } from './pay-status';

type Company = components['schemas']['WagesExpCompany'];

export function CorrectionDialog({
  company,
  proInstId,
  onClose,
  onDone,
}: {
  company: Company;
  proInstId: string;
  onClose: () => void;
  onDone: () => void;
}) {
  const { form, dialog } = useDialogSave<CorrectionForm>({
    resolver: zodResolver(correctionSchema),
    defaultValues: { result: company.confirmStatus === 2 ? 'reject' : 'pass', reason: '' },
    save: (v) =>
      api.POST('/star/salaryExpCompanyList/updateconfirm', {
        body: {
          id: company.id,
          proInstId,
          confirmStatus: v.result === 'pass' ? 2 : 3,
          reason: v.reason.trim(),
        },
      }),
    success: '已更正',
    onClose,
    onDone,
  });
  return (
    <FormDialog {...dialog} title={`更正确认结果：${company.companyName}`}>
      <p className="text-sm text-gray-600">
        当前为「{COMPANY_CONFIRM_STATUS[company.confirmStatus]?.label ?? '—'}
        」。资金来源确认前可更正；改为退回后该单位重新进入待提交。
      </p>
      <fieldset className="flex gap-4 text-sm">
        <legend className="mb-1 text-sm text-gray-700">更正为</legend>
        <label className="flex items-center gap-2">
          <input type="radio" value="pass" {...form.register('result')} />
          确认
        </label>
        <label className="flex items-center gap-2">
          <input type="radio" value="reject" {...form.register('result')} />
          退回
        </label>
      </fieldset>
      <FormTextField
        form={form}
        name="reason"
        id="correct-reason"
        label="更正原因"
        required
        rows={0}
        placeholder="请写明更正原因"
      />
    </FormDialog>
  );
}

/** The attachments of a pre-settlement. */
export function ExpFiles({ expId, title, onClose }: { expId: number; title: string; onClose: () => void }) {
  const files = useQuery(expFilesQuery(expId));
  return (
    <ViewDialog title={title} onClose={onClose} width={720}>
      {files.isPending ? (
        <p className="py-6 text-center text-sm text-muted">加载中…</p>
      ) : (
        <FileList files={files.data ?? []} />
      )}
    </ViewDialog>
  );
}
