// 填报产值 of a team (saveTeamOutput) or a company (saveCompanyOutput): the period's output in 元 and what was built.
import { zodResolver } from '@hookform/resolvers/zod';
import { api } from '@/platform/api';
import { FormDialog } from '@/ui/form-dialog';
import { FormTextField } from '@/ui/form-text-field';
import { useDialogSave } from '@/ui/use-dialog-save';
import { type OutputForm, outputSchema } from './pay-forms';

export function OutputDialog({
  kind,
  id,
  name,
  current,
  onClose,
  onDone,
}: {
  kind: 'team' | 'company';
  id: number;
  name: string;
  current: number | null | undefined;
  onClose: () => void;
  onDone: () => void;
}) {
  const { form, dialog } = useDialogSave<OutputForm>({
    resolver: zodResolver(outputSchema),
    defaultValues: { outputAmount: current === null || current === undefined ? '' : String(current), outputDesc: '' },
    save: (v) => {
      const body = {
        id,
        outputAmount: Number(v.outputAmount),
        ...(v.outputDesc.trim() ? { outputDesc: v.outputDesc.trim() } : {}),
      };
      return kind === 'team'
        ? api.POST('/star/salaryExpWorkerList/saveTeamOutput', { body })
        : api.POST('/star/salaryExpWorkerList/saveCompanyOutput', { body });
    },
    success: '产值已保存',
    onClose,
    onDone,
  });
  return (
    <FormDialog {...dialog} title={`填报本期产值：${name}`}>
      <p className="text-sm text-gray-600">本期产值用于计算人工费占比（应发 ÷ 本期产值），核对工资是否合理。</p>
      <FormTextField
        form={form}
        name="outputAmount"
        id="output-amount"
        label="本期产值（元）"
        required
        inputMode="decimal"
      />
      <FormTextField
        form={form}
        name="outputDesc"
        id="output-desc"
        label="产值说明"
        rows={0}
        placeholder="完成部位、工程量"
        markInvalid={false}
      />
    </FormDialog>
  );
}
