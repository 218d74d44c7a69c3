// 填报本期产值 of a pre-settlement's company (saveCompanyOutput) or team (saveTeamOutput), on the 工资发放 and 工资专户
// screens alike: the period's output in 元 and what was built; the 人工费占比 beside it is 应发 ÷ 本期产值. The screen
// gives the call that saves it.
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod/mini';
import type { components } from '@site/sdk';
import { FormDialog } from '@/ui/form-dialog';
import { FormTextField } from '@/ui/form-text-field';
import { useDialogSave } from '@/ui/use-dialog-save';
import { amountOf, compact, text } from './filter-body';

const outputSchema = z.object({
  outputAmount: z.string().check(z.trim(), z.regex(/^\d+(\.\d{1,2})?$/, '请输入本期产值（元，最多两位小数）')),
  outputDesc: z.string().check(z.maxLength(200, '产值说明最多200字')),
});
type OutputForm = z.infer<typeof outputSchema>;

/** The body of saveCompanyOutput / saveTeamOutput: the amount, and the description when one was typed. */
export function outputBody(id: number, form: OutputForm): OutputBody {
  return compact({ id, outputAmount: amountOf(form.outputAmount) ?? 0, outputDesc: text(form.outputDesc) });
}

type OutputBody = components['schemas']['WagesExpOutputBody'];

export function OutputDialog({
  save,
  id,
  name,
  current,
  onClose,
  onDone,
}: {
  /** saveCompanyOutput or saveTeamOutput with this body. */
  save: (body: OutputBody) => Promise<{ msg?: string | null }>;
  id: number;
  name: string;
  current: number | null | undefined;
  onClose: () => void;
  onDone: () => void;
}) {
  const { form, dialog } = useDialogSave<OutputForm>({
    resolver: zodResolver(outputSchema),
    defaultValues: { outputAmount: current === null || current === undefined ? '' : String(current), outputDesc: '' },
    save: (v) => save(outputBody(id, v)),
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
        rows={2}
        placeholder="完成部位、工程量"
        markInvalid={false}
      />
    </FormDialog>
  );
}
