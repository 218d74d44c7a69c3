// 确认 / 退回 in one dialog (attendance task, company pre-settlement): the result as two radio choices and an opinion
// that is required to send back. The dialog stays open (keeping what was typed) until the call succeeds.
import type { ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { FormDialog } from '@/ui/form-dialog';
import { formDialogProps } from '@/ui/form-dialog-props';
import { ChoiceCard } from '@/ui/choice-cards';
import { FormTextField } from '@/ui/form-text-field';
import { type DecisionForm, decisionSchema } from './pay-forms';

export function DecisionDialog({
  title,
  summary,
  passLabel = '确认通过',
  rejectLabel = '退回',
  submitting,
  onClose,
  onSubmit,
  extra,
}: {
  title: string;
  summary?: ReactNode;
  passLabel?: string;
  rejectLabel?: string;
  submitting: boolean;
  onClose: () => void;
  onSubmit: (v: DecisionForm) => void;
  /** More fields shown when sending back (e.g. which teams). */
  extra?: (rejecting: boolean) => ReactNode;
}) {
  const form = useForm<DecisionForm>({
    resolver: zodResolver(decisionSchema),
    defaultValues: { result: 'pass', opinion: '' },
  });
  const result = useWatch({ control: form.control, name: 'result' });
  const rejecting = result === 'reject';
  return (
    <FormDialog
      {...formDialogProps(form, { isPending: submitting, mutate: onSubmit }, onClose)}
      title={title}
      width={520}
    >
      {summary}
      <fieldset className="flex gap-3">
        <legend className="mb-1 text-sm text-gray-700">处理结果</legend>
        {(
          [
            ['pass', passLabel],
            ['reject', rejectLabel],
          ] as const
        ).map(([value, label]) => (
          <ChoiceCard key={value} value={value} label={label} chosen={result} register={form.register('result')} />
        ))}
      </fieldset>
      {extra?.(rejecting)}
      <FormTextField
        form={form}
        name="opinion"
        id="decision-opinion"
        label={rejecting ? '退回意见（必填）' : '意见'}
        rows={0}
        placeholder={rejecting ? '请写明退回原因' : '可填写确认意见'}
      />
    </FormDialog>
  );
}
